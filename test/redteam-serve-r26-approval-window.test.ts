// Red team, round 26: the window round 25 left open, on two real replicas. Replica a claims and journals an
// approval, then its path to Redis is cut (through a TCP relay; replica b's path is direct) past the
// claim lease; an approver denies on replica b, which claims afresh. Before: b journaled DENY and put it in
// force while a's journal held ALLOW. Now a's claim left its decision on the record, b's claim carries it:
// b journals and puts a's ALLOW in force and answers 409; a's decide, once its path is back, finds it done
// (docs/approvals.md, "Round 26").
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as replicas from './helpers/approval-replicas.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { redisSkip } from './helpers/replica-pair.js';
import { detach, inHeldCall, stallNextWrite, straceSkip } from './helpers/strace-stall.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const APPROVER = 'approver-r26-window-key-0123456789';

/** A TCP relay to Redis that can be cut: every connection through it dropped, new ones refused. */
class Relay {
  private readonly sockets = new Set<Socket>();
  cut = false;
  private constructor(private readonly server: Server) {}

  static start(target: number): Promise<Relay> {
    const relay = new Relay(
      createServer((inbound) => {
        if (relay.cut) {
          inbound.destroy();
          return;
        }
        const outbound = new Socket();
        relay.track(inbound, outbound);
        outbound.connect(target, '127.0.0.1');
        inbound.pipe(outbound).pipe(inbound);
      }),
    );
    return new Promise((resolve) => relay.server.listen(0, '127.0.0.1', () => resolve(relay)));
  }

  get port(): number {
    return (this.server.address() as { port: number }).port;
  }

  sever(): void {
    this.cut = true;
    for (const s of this.sockets) s.destroy();
  }

  close(): Promise<void> {
    this.sever();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private track(...sockets: Socket[]): void {
    for (const s of sockets) {
      this.sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        this.sockets.delete(s);
        for (const other of sockets) other.destroy();
      });
    }
  }
}

describe('an approval whose first claim lapsed while its replica was cut off, two real replicas', {
  skip: redisSkip || straceSkip,
  timeout: 120_000,
}, () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r26-window-'));
  const journals = [join(dir, 'a.jsonl'), join(dir, 'b.jsonl')];
  let redis: RedisServer;
  let relay: Relay;
  let gates: GateProcess[] = [];
  let mcp: GateMcp;
  before(async () => {
    redis = (await startRedisFor(redisAvailability(), []))!;
    relay = await Relay.start(redis.port);
    const start = (url: string, name: string, journal: string) =>
      startGate(
        [
          '--store',
          url,
          '--replica',
          name,
          '--approver-key-env',
          'carol=GATE_APPROVER_TEST',
          ...replicas.TEST_LEASE_FLAGS,
        ],
        {
          env: { GATE_APPROVER_TEST: APPROVER, GATE_AUDIT_JOURNAL: journal },
        },
      );
    gates = await Promise.all([
      start(`redis://127.0.0.1:${relay.port}`, 'a', journals[0]!),
      start(redis.url, 'b', journals[1]!),
    ]);
    mcp = await connectMcp(gates[0]!.url);
  });
  after(async () => {
    await replicas.stopApprovalReplicas(mcp, gates, undefined);
    await relay.close();
    await redis.crash();
  });

  test("the second approver's claim carries the first's journaled decision: one decision, never both", async () => {
    const id = await replicas.holdApproval(mcp, 'r26-window', 't-r26-window');
    const tracer = await stallNextWrite(gates[0]!.child.pid!, 1000);
    const sent = Date.now();
    let first: { status: number; body: string };
    try {
      const pending = replicas.decideApproval(gates[0]!, id, 'approve', APPROVER);
      // Claimed, the row's write held: replica a's path to Redis is cut before its decide is sent.
      assert.ok(await replicas.claimed(redis.port, id), 'claimed');
      assert.ok(await inHeldCall(gates[0]!.child.pid!), "the row's write held, the claim's reply in hand");
      relay.sever();
      const res = await pending;
      first = { status: res.status, body: await res.text() };
    } finally {
      await detach(tracer);
    }
    assert.equal(first.status, 503, first.body);
    assert.match(first.body, /journaled/);
    await new Promise((r) =>
      setTimeout(r, Math.max(0, replicas.TEST_CLAIM_LEASE_MS + 1000 - (Date.now() - sent))),
    );
    // The lease has lapsed; replica a still cannot reach Redis. The other approver denies on replica b.
    const second = await replicas.decideApproval(gates[1]!, id, 'deny', APPROVER);
    const secondBody = await second.text();
    assert.equal(second.status, 409, secondBody);
    assert.match(secondBody, /earlier approver/);
    assert.equal(await replicas.stateBecomes(gates[1]!, id, APPROVER, 'approved', 5000), 'approved');
    relay.cut = false;
    // Replica a's retried decide, its path back, finds the approval decided: no second decision anywhere.
    await new Promise((r) => setTimeout(r, 3000));
    assert.equal(await replicas.stateBecomes(gates[0]!, id, APPROVER, 'approved', 5000), 'approved');
    const rows = replicas.approvalRows(journals, id);
    assert.deepEqual(
      rows,
      [['ALLOW'], ['ALLOW']],
      'the one decision, journaled by the replica that put it in force too',
    );
    replicas.assertCleanLogs(gates);
  });
});
