// Red team, round 28: the GET stream of MCP's Streamable HTTP, both ways, against the real process.
// Downstream (gate as the client of a `--tools` server): a server that ends every GET stream at once with
// `retry: 0` and an event id had the SDK reopen it, with Last-Event-ID, as fast as the loop turned (649 to 1,879
// GETs in 5 s on main's build, with a MaxListenersExceededWarning per GET past 1,500 pending abort
// listeners); now GETs draw on a bucket: 8 at once, then one each 2 s (src/tools/get-pace.ts).
// Upstream (an SDK client of gate's /mcp): resuming the GET stream twice with a Last-Event-ID is 405 each
// time (gate's endpoint is stateless, it has no stream to resume) and the client's calls go on.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { gateOverClosingInSuite } from './helpers/closing-mcp-server.js';
import { connectMcp } from './helpers/mcp-client.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('redteam r28: the MCP GET stream, reopened and resumed', { timeout: 120_000 }, () => {
  const live = gateOverClosingInSuite();

  test('a downstream ending every GET with retry: 0 is reopened at a pace, not in a loop', async () => {
    const from = live.down.gets.all;
    await sleep(6000);
    const opened = live.down.gets.all - from;
    // At most the burst and one each 2 s after it: 8 + 3 (+1 at the window's edge); main's build: thousands.
    assert.ok(opened <= 12, `${opened} GETs in 6 s`);
    assert.ok(live.down.gets.resumed >= 1, 'the SDK resumes with Last-Event-ID');
    assert.doesNotMatch(live.gate.stderr(), /MaxListenersExceeded/);
    const mcp = await connectMcp(live.gate.url);
    const res = (await mcp.client.callTool({ name: 'read_plain', arguments: {} })) as {
      content: Array<{ text: string }>;
    };
    assert.match(res.content[0]!.text, /plain/);
    await mcp.close();
  });

  test("an SDK client resuming gate's GET stream twice (Last-Event-ID) gets 405 and calls on", async () => {
    const mcp = await connectMcp(live.gate.url);
    const transport = (mcp.client as unknown as { transport: StreamableHTTPClientTransport }).transport;
    const errors: string[] = [];
    transport.onerror = (e) => errors.push(e.message);
    await transport.resumeStream('ev-1');
    await transport.resumeStream('ev-1');
    const res = (await mcp.client.callTool({ name: 'read_plain', arguments: {} })) as {
      content: Array<{ text: string }>;
    };
    assert.match(res.content[0]!.text, /plain/);
    assert.deepEqual(errors, []);
    await mcp.close();
  });
});
