// Round 65, item 3 (docs/fleet.md "Round 65 (fleet-r65)"), and round 66, item 4 (after the note, before the answer): a replica killed mid-call. Two real `gate serve`
// replicas on one redis-server, replica A behind a proxy that holds A's first command naming the trace's
// ledger (the admit's verdict is made, its note not yet written); A is then killed with SIGKILL, a crash
// between the call's steps. What replica B answers for the same trace must be what a fleet that never saw
// the admit answers, or stricter: B never admits what A, had it lived, would have held.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { WRITE_LEDGER_LUA } from '../src/store/ledger-redis.js';
import { LuaScript } from '../src/store/redis-scripts.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_FEE } from './helpers/provenance-bill.js';
import { redisFile } from './helpers/redis-file.js';
import { suiteProxy } from './helpers/redis-proxy.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
const LEASE = ['--lease-ms', '2000', '--lease-hold-ms', '3000'];

/** The bill's policy in a file of its own, and the arguments both replicas share. */
function billArgs(): string[] {
  const policy = join(mkdtempSync(join(tmpdir(), 'gate-kill-')), 'policy.json');
  writeFileSync(policy, JSON.stringify(BILL_POLICY));
  return ['--policy', policy, '--trust-user-turn', ...LEASE];
}

/**
 * Replica A on `storeA` (the proxy) and B on Redis itself, both pushed to `gates` (stopped by the caller),
 * each with an MCP client; `judge` is B's verdict on paying the fee only the bill's injected order names.
 */
async function billPair(storeA: string, gates: GateProcess[]) {
  const common = billArgs();
  const a = await startGate([...common, '--store', storeA, '--replica', 'a']);
  gates.push(a);
  const b = await startGate([...common, '--store', redis.server.url, '--replica', 'b']);
  gates.push(b);
  const [ma, mb] = [await connectMcp(a.url), await connectMcp(b.url)];
  const judge = async (trace: string) =>
    (
      (
        await mb.call('gate_adjudicate', {
          tool: 'send_money',
          trace_id: trace,
          user_turn: BILL_USER,
          args: PAY_FEE,
        })
      ).verdict as { kind: string }
    ).kind;
  return { a, ma, mb, judge };
}

describe('round 65, item 3: a replica killed between an admit\u2019s verdict and its ledger note', {
  skip: redisSkip,
  timeout: 120_000,
}, () => {
  const proxy = suiteProxy(() => redis.server.url);

  test('B holds or answers as a fleet that never saw the admit; once A\u2019s note lands, B holds the order', async () => {
    const trace = `r65-kill-${randomUUID()}`;
    let held: () => void = () => undefined;
    const reached = new Promise<void>((r) => {
      held = r;
    });
    // A's first command naming the trace's ledger is held for ever: the verdict is made, the note is not.
    proxy.decide = (chunk) => {
      if (!chunk.includes('ledger:') || !chunk.includes(trace)) return 'forward';
      held();
      return { until: new Promise(() => undefined) };
    };
    const gates: GateProcess[] = [];
    try {
      const { a, ma, mb, judge: judgeOf } = await billPair(proxy.url(), gates);
      const judge = () => judgeOf(trace);
      // What a fleet that never saw the admit answers for the order's payee (the user never named it).
      const fresh = await judge();
      const admit = ma.call('gate_admit', { tool: 'read_file', trace_id: trace, result: BILL }).then(
        () => 'answered',
        () => 'failed',
      );
      await reached;
      a.child.kill('SIGKILL');
      await a.exited;
      assert.equal(await admit, 'failed', 'the killed replica answered the admit');
      const during = await judge();
      assert.ok(
        during === fresh || during !== 'ALLOW',
        `B admitted the order while A's lease lapsed: ${during} (fresh: ${fresh})`,
      );
      // The held lease ends (R after A's last deadline): B answers as a fleet that never saw the admit.
      assert.ok(
        await until(async () => (await judge()) === fresh, 30_000),
        'B never answered as before the admit',
      );
      // The admit sent again to B (the client's retry): its note lands and the order is held.
      await mb.call('gate_admit', { tool: 'read_file', trace_id: trace, result: BILL });
      assert.notEqual(await judge(), 'ALLOW', 'the order admitted once the bill was noted');
      await ma.close().catch(() => undefined);
      await mb.close();
    } finally {
      proxy.decide = () => 'forward';
      await Promise.all(gates.map((g) => g.stop()));
    }
  });
});

describe('round 66, item 4 (docs/fleet.md "Round 66"): a replica killed after its ledger note landed, before it answered', {
  skip: redisSkip,
  timeout: 120_000,
}, () => {
  const proxy = suiteProxy(() => redis.server.url);

  test('B holds the order as the note says, through A\u2019s lapsed lease and after; then the wipe holds it too', async () => {
    const [trace, control] = [`r66-kill-${randomUUID()}`, `r66-ctl-${randomUUID()}`];
    // The note's script loaded first, so A sends it by digest: the chunk names the script and the trace.
    const sha = new LuaScript(WRITE_LEDGER_LUA, 1).sha;
    await redis.raw.script('LOAD', WRITE_LEDGER_LUA);
    proxy.decide = (chunk) => (chunk.includes(sha) && chunk.includes(trace) ? 'hold-replies' : 'forward');
    const gates: GateProcess[] = [];
    try {
      const { a, ma, mb, judge } = await billPair(proxy.url(), gates);
      // What the fleet answers once the bill is noted (a control trace, admitted on B).
      await mb.call('gate_admit', { tool: 'read_file', trace_id: control, result: BILL });
      const noted = await judge(control);
      assert.notEqual(noted, 'ALLOW', 'the scene holds nothing');
      const admit = ma.call('gate_admit', { tool: 'read_file', trace_id: trace, result: BILL }).then(
        () => 'answered',
        () => 'failed',
      );
      // The note landed in Redis; A has not had its reply: killed there.
      assert.ok(await until(async () => (await redis.raw.exists(`gate:ledger:${trace}`)) === 1, 30_000));
      a.child.kill('SIGKILL');
      await a.exited;
      assert.equal(await admit, 'failed', 'the killed replica answered the admit');
      // Never weaker than the note, during A's lapsed lease and after it.
      const seen = new Set<string>();
      const deadline = Date.now() + 6_000;
      while (Date.now() < deadline) seen.add(await judge(trace));
      assert.ok(!seen.has('ALLOW'), `B admitted the order the landed note holds: ${[...seen]}`);
      assert.ok(await until(async () => (await judge(trace)) === noted, 30_000), 'B never answered as noted');
      // Item 2 on the wire: every key deleted; B's next call of the traces it served is held.
      for (const k of await redis.keysUnder('gate:')) await redis.raw.del(k);
      for (const t of [trace, control]) assert.notEqual(await judge(t), 'ALLOW', 'a wiped trace read as new');
      await ma.close().catch(() => undefined);
      await mb.close();
    } finally {
      proxy.decide = () => 'forward';
      await Promise.all(gates.map((g) => g.stop()));
    }
  });
});
