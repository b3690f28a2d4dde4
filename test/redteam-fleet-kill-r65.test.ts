// Round 65, item 3 (docs/fleet.md "Round 65 (fleet-r65)"): a replica killed mid-call. Two real `gate serve`
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
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_FEE } from './helpers/provenance-bill.js';
import { redisFile } from './helpers/redis-file.js';
import { suiteProxy } from './helpers/redis-proxy.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
const LEASE = ['--lease-ms', '2000', '--lease-hold-ms', '3000'];

describe('round 65, item 3: a replica killed between an admit\u2019s verdict and its ledger note', {
  skip: redisSkip,
  timeout: 120_000,
}, () => {
  const proxy = suiteProxy(() => redis.server.url);

  test('B holds or answers as a fleet that never saw the admit; once A\u2019s note lands, B holds the order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-r65-kill-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify(BILL_POLICY));
    const common = ['--policy', policy, '--trust-user-turn', ...LEASE];
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
      const a = await startGate([...common, '--store', proxy.url(), '--replica', 'a']);
      gates.push(a);
      const b = await startGate([...common, '--store', redis.server.url, '--replica', 'b']);
      gates.push(b);
      const [ma, mb] = [await connectMcp(a.url), await connectMcp(b.url)];
      const judge = async () =>
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
