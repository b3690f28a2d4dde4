// Red team, round 28 second pass (the first pass's open item 2): a `--tools` server that ends every GET
// stream at once, for ever. Round 28's bucket bounded the rate (one GET each 2 s after a burst of 8), not
// the total: 1,800 GETs an hour, for as long as gate ran. Now the pace doubles with each GET reopened while
// the last still had to wait (2, 4, 8 ... s, to 300 s): the same server gets 12 GETs in 30 s, and about 30
// in an hour. The pace in force is in /debug/vars (backend_status) and /metrics; calls go on meanwhile.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gateOverClosingInSuite } from './helpers/closing-mcp-server.js';
import { connectMcp } from './helpers/mcp-client.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('redteam r28b: a downstream ending every GET at once, for ever', { timeout: 120_000 }, () => {
  const live = gateOverClosingInSuite();

  test('the pace backs off: 8 at once, then 2, 4, 8, 16 s apart; health and metrics say so', async () => {
    await sleep(31_000);
    const first = live.down.gets.at[0]!;
    const within = live.down.gets.at.filter((t) => t - first <= 31_000).length;
    // 8 + opens at 2, 6, 14 and 30 s (+1 at the window's edge); round 28's bucket: 8 + 15.
    assert.ok(within <= 13, `${within} GETs in 31 s`);
    const gaps = live.down.gets.at.slice(8).map((t, i) => t - live.down.gets.at[7 + i]!);
    for (let i = 1; i < gaps.length; i += 1)
      assert.ok(gaps[i]! >= 1.8 * gaps[i - 1]!, `each gap doubles: ${gaps.join(', ')}`);
    const vars = (await (await fetch(`${live.gate.url}/debug/vars`)).json()) as {
      backend_status: Array<{ server: string; gets?: { opened: number; paced: number; paceMs: number } }>;
    };
    const c = vars.backend_status.find((b) => b.server === 'c');
    assert.ok(c?.gets && c.gets.paceMs >= 16_000, JSON.stringify(c));
    // Asked for: those sent, and at most the one waiting its pace now.
    assert.ok(
      c.gets.opened - live.down.gets.all >= 0 && c.gets.opened - live.down.gets.all <= 1,
      JSON.stringify(c),
    );
    const metrics = await (await fetch(`${live.gate.url}/metrics`)).text();
    const pace = Number(/^gate_backend_get_pace_seconds (\S+)$/m.exec(metrics)?.[1]);
    assert.ok(pace >= 16, `gate_backend_get_pace_seconds ${pace}`);
    assert.match(metrics, /^gate_backend_gets_paced \d+$/m);
    // Calls go on while the GET stream waits its pace.
    const mcp = await connectMcp(live.gate.url);
    const res = (await mcp.client.callTool({ name: 'read_plain', arguments: {} })) as {
      content: Array<{ text: string }>;
    };
    assert.match(res.content[0]!.text, /plain/);
    await mcp.close();
    assert.doesNotMatch(live.gate.stderr(), /MaxListenersExceeded|at .*\.js:\d+/);
  });
});
