// Red team, round 28 (round 27's open item): redis-server killed with SIGKILL while MCP gate_admit and
// chat turns write trace ledgers to it, brought back on its port, then gate stopped by SIGTERM mid-burst
// with the journal's place check running. Every request ends in bounded time, as a decision or as a
// refusal in its wire's shape (never a 500, a stack or the request's bytes); gate recovers once Redis is
// back; the journal verifies and holds at most one row per call, one for every call that was answered.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, openaiJson, startFakeUpstream } from './fake-upstream.js';
import { GATE_BIN, type GateProcess, startGate } from './helpers/gate-process.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_BILL } from './helpers/provenance-bill.js';
import { until } from './helpers/until.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const availability = redisAvailability();
const skip = 'skip' in availability ? availability.skip : false;
const MARK = 'r28-argument-bytes';

interface Outcome {
  trace: string;
  wire: 'chat' | 'mcp';
  /** The verdict gate gave, or the error code it refused with, or 'transport' (the socket went away). */
  got: string;
  status: number;
  /** When the request was sent (ms since the epoch). */
  at: number;
  call: string;
}

function chatBody(): string {
  return JSON.stringify({
    model: 'm',
    messages: [
      { role: 'user', content: BILL_USER },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'r1',
            type: 'function',
            function: { name: 'read_file', arguments: '{"path":"invoice.txt"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'r1', content: `${BILL}\n${MARK}` },
    ],
  });
}

async function chat(gate: GateProcess, trace: string): Promise<Outcome> {
  const out: Outcome = {
    trace,
    wire: 'chat',
    got: 'transport',
    status: 0,
    at: Date.now(),
    call: 'send_money',
  };
  try {
    const res = await fetch(`${gate.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gate-trace-id': trace },
      body: chatBody(),
      signal: AbortSignal.timeout(20_000),
    });
    out.status = res.status;
    const text = await res.text();
    assert.ok(!text.includes(MARK) && !text.includes('    at '), text);
    const body = JSON.parse(text) as {
      gate?: { verdicts: Array<{ verdict: { kind: string } }> };
      error?: { code: string; type: string };
    };
    out.got = body.gate?.verdicts[0]?.verdict.kind ?? body.error?.code ?? 'no-verdict';
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') throw err;
  }
  return out;
}

async function mcp(
  gate: GateProcess,
  trace: string,
  name: string,
  args: Record<string, unknown>,
): Promise<Outcome> {
  const out: Outcome = { trace, wire: 'mcp', got: 'transport', status: 0, at: Date.now(), call: name };
  try {
    const res = await fetch(`${gate.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name, arguments: { ...args, trace_id: trace } },
      }),
      signal: AbortSignal.timeout(20_000),
    });
    out.status = res.status;
    const text = await res.text();
    assert.ok(!text.includes('    at '), text);
    const body = JSON.parse(text) as {
      result?: { isError?: boolean; content: Array<{ text: string }> };
      error?: { code: number; message: string };
    };
    if (body.error) out.got = `rpc:${body.error.code}`;
    else {
      const inner = body.result!.content[0]!.text;
      let parsed: { verdict?: { kind: string }; error?: { code: string }; code?: string } = {};
      try {
        parsed = JSON.parse(inner) as typeof parsed;
      } catch {
        // gate_admit's answer is text, not JSON
      }
      out.got =
        parsed.verdict?.kind ??
        parsed.error?.code ??
        parsed.code ??
        (body.result?.isError ? 'tool-error' : 'ok');
    }
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') throw err;
  }
  return out;
}

describe('redteam r28: redis-server killed mid-ledger write, then SIGTERM mid-burst', {
  skip,
  timeout: 120_000,
}, () => {
  let redis: RedisServer;
  let fake: FakeUpstream;
  let gate: GateProcess;
  let journal: string;

  before(async () => {
    const started = await startRedisFor(availability);
    if (!started) throw new Error('redis-server did not start');
    redis = started;
    fake = await startFakeUpstream();
    fake.setDefault(openaiJson({ calls: [{ id: 's1', name: 'send_money', args: PAY_BILL }] }));
    const dir = mkdtempSync(join(tmpdir(), 'gate-r28-redis-killed-'));
    journal = join(dir, 'j.jsonl');
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify(BILL_POLICY));
    gate = await startGate(
      [
        '--base-url',
        fake.baseUrl,
        '--provider',
        'openai',
        '--policy',
        policy,
        '--trust-user-turn',
        '--store',
        redis.url,
        '--replica',
        'r28',
      ],
      { env: { GATE_AUDIT_JOURNAL: journal, OPENAI_API_KEY: 'sk-r28' } },
    );
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
    await redis?.crash();
  });

  it('every request ends in its wire shape; gate recovers; the journal verifies with one row per answered call', async () => {
    const outcomes: Outcome[] = [];
    let n = 0;
    let running = true;
    const worker = async (kind: number) => {
      while (running) {
        const trace = `r28k-${kind}-${n++}`;
        if (kind % 2 === 0) outcomes.push(await chat(gate, trace));
        else {
          outcomes.push(
            await mcp(gate, trace, 'gate_admit', { tool: 'read_file', result: `${BILL}\n${MARK}` }),
          );
          const decided = await mcp(gate, trace, 'gate_adjudicate', {
            tool: 'send_money',
            args: PAY_BILL,
            user_turn: BILL_USER,
          });
          outcomes.push({ ...decided, call: 'send_money' });
        }
      }
    };
    // With Redis up the scene admits the bill's own payee, on both wires.
    assert.equal((await chat(gate, 'r28k-warm')).got, 'ALLOW');
    await mcp(gate, 'r28k-warm-mcp', 'gate_admit', { tool: 'read_file', result: `${BILL}\n${MARK}` });
    const warm = { tool: 'send_money', args: PAY_BILL, user_turn: BILL_USER };
    assert.equal((await mcp(gate, 'r28k-warm-mcp', 'gate_adjudicate', warm)).got, 'ALLOW');
    const workers = [0, 1, 2, 3].map(worker);
    await new Promise((r) => setTimeout(r, 700));
    const crashedAt = Date.now();
    await redis.crash();
    await new Promise((r) => setTimeout(r, 700));
    const during = (await (await fetch(`${gate.url}/healthz`)).json()) as { status: string };
    await new Promise((r) => setTimeout(r, 800));
    await redis.restart();
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(workers);
    // Recovered: healthy again, and a fresh trace decided (held: Redis came back empty, so a new store
    // generation holds every trace as tainted for one taint TTL, docs/fleet.md "Taint").
    const healthy = async () => {
      const res = await fetch(`${gate.url}/healthz`);
      return res.status === 200 && ((await res.json()) as { status: string }).status === 'ok';
    };
    assert.ok(await until(healthy, 15_000), 'gate did not report healthy after Redis returned');
    const fresh = await chat(gate, `r28k-after-${n++}`);
    assert.deepEqual([fresh.status, fresh.got], [200, 'REQUIRE_WITNESS']);
    // SIGTERM in the middle of a burst of chat turns: each ends as an answer or a closed socket, never a hang.
    const burst = Array.from({ length: 12 }, (_, i) => chat(gate, `r28k-burst-${i}`));
    await new Promise((r) => setTimeout(r, 30));
    const code = await gate.stop('SIGTERM');
    outcomes.push(...(await Promise.all(burst)));
    assert.equal(code, 0, gate.stderr());

    const kinds = new Map<string, number>();
    for (const o of outcomes)
      kinds.set(`${o.wire}:${o.status}:${o.got}`, (kinds.get(`${o.wire}:${o.status}:${o.got}`) ?? 0) + 1);
    const seen = [...kinds.keys()];
    assert.equal(during.status, 'degraded', 'the outage was not seen');
    // No send_money sent after the kill is admitted: its ledger was lost with Redis (held, not allowed).
    const late = outcomes.filter((o) => o.at >= crashedAt && o.call === 'send_money' && o.got === 'ALLOW');
    assert.deepEqual(late, [], 'a sink call admitted on a ledger Redis lost');
    for (const o of outcomes) {
      assert.ok(o.status !== 500 && !o.got.startsWith('rpc:-32603'), `${o.wire} ${o.status} ${o.got}`);
      if (o.status === 200 && o.wire === 'chat')
        assert.ok(['ALLOW', 'REQUIRE_WITNESS', 'DENY'].includes(o.got), o.got);
    }

    const verify = execFileSync(process.execPath, [GATE_BIN, 'journal', 'verify', journal], {
      encoding: 'utf8',
    });
    assert.match(verify, /^journal intact/, verify);
    const text = readFileSync(journal, 'utf8');
    assert.ok(!text.includes(MARK), 'argument or result bytes in the journal');
    const rows = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { trace_id?: string; tool?: string; kind?: string });
    const perCall = new Map<string, number>();
    for (const r of rows) {
      const k = `${r.trace_id}|${r.tool}|${r.kind}`;
      perCall.set(k, (perCall.get(k) ?? 0) + 1);
    }
    const doubled = [...perCall].filter(([, c]) => c > 1);
    assert.deepEqual(doubled, [], 'a call journaled twice');
    // Every chat turn gate answered with a verdict has its row.
    for (const o of outcomes)
      if (o.wire === 'chat' && o.status === 200)
        assert.ok(
          rows.some((r) => r.trace_id === o.trace && r.tool === 'send_money'),
          `no row for answered ${o.trace} (${o.got}); outcomes ${seen}`,
        );
    assert.ok(!gate.stderr().includes(MARK));
    console.log(JSON.stringify(Object.fromEntries(kinds)));
  });
});
