// Red team, round 25: Redis down (killed, restarted from its append-only file) from the moment an
// approver's decision is being journaled until past the claim lease, on two real replicas. Before:
// the replica that journaled the decision stopped sending its decide when the lease ended, so once Redis
// was back the approval was pending again and the approver's retry on the other replica journaled a second,
// opposite decision and put that one in force. Now the journaled decide is sent until the store answers
// (the store takes it under the claim while no other approver has claimed), so the retry finds the
// approval decided: one row, the journaled decision in force (docs/approvals.md, "Round 25").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DECIDE_ANSWER_MS } from '../src/server/approvals.js';
import * as replicas from './helpers/approval-replicas.js';
import { redisSkip } from './helpers/replica-pair.js';
import { detach, inHeldCall, stallNextWrite, straceSkip } from './helpers/strace-stall.js';

const APPROVER = 'approver-r25-outage-key-0123456789';

describe('an approval decided while Redis is down past the claim lease, two real replicas', {
  skip: redisSkip || straceSkip,
  timeout: 120_000,
}, () => {
  // Durable, so a restart brings the approval and its claim back as they were when Redis died.
  const fleet = replicas.approvalFleet(
    APPROVER,
    'gate-r25-outage-',
    (dir) => ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir],
    replicas.TEST_LEASE_FLAGS,
  );

  test("the journaled decision is put in force when Redis is back; the approver's retry is refused", async () => {
    const { redis, gates, mcp, journals } = fleet;
    const id = await replicas.holdApproval(mcp, 'r25-outage', 't-r25-outage');
    const tracer = await stallNextWrite(gates[0]!.child.pid!, 1000);
    const sent = Date.now();
    let answer: { status: number; body: string; ms: number };
    try {
      const pending = replicas.decideApproval(gates[0]!, id, 'approve', APPROVER);
      // Claimed, the row's write held: Redis dies before the decide is sent.
      assert.ok(await replicas.claimed(redis.port, id), 'claimed');
      assert.ok(await inHeldCall(gates[0]!.child.pid!), "the row's write held, the claim's reply in hand");
      await redis.crash();
      const res = await pending;
      answer = { status: res.status, body: await res.text(), ms: Date.now() - sent };
    } finally {
      await detach(tracer);
    }
    assert.equal(answer.status, 503, answer.body);
    assert.ok(answer.ms < DECIDE_ANSWER_MS + 4000, `answered within the bound (${answer.ms} ms)`);
    assert.match(answer.body, /journaled/);
    // Down past the lease: the other replica cannot decide meanwhile.
    const meanwhile = await replicas.decideApproval(gates[1]!, id, 'deny', APPROVER);
    assert.equal(meanwhile.status, 503, await meanwhile.text());
    await new Promise((r) =>
      setTimeout(r, Math.max(0, replicas.TEST_CLAIM_LEASE_MS + 1500 - (Date.now() - sent))),
    );
    await redis.restart();
    const state = await replicas.stateBecomes(gates[1]!, id, APPROVER, 'approved', 15_000);
    assert.equal(state, 'approved', 'the journaled approval in force once Redis is back');
    const retry = await replicas.decideApproval(gates[1]!, id, 'deny', APPROVER);
    assert.equal(retry.status, 409, await retry.text());
    assert.deepEqual(replicas.approvalRows(journals, id), [['ALLOW'], []], 'one decision journaled');
    replicas.assertCleanLogs(gates);
  });
});
