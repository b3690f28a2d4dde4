// Red team, round 24: Redis asleep (`DEBUG SLEEP`, 3 s past the claim lease) from the moment an
// approver's decision is being journaled, on two real replicas. Before: the approver's request waited the
// whole lease for a store that did not answer, then 503. Now it waits at most DECIDE_ANSWER_MS, answers 503
// in shape (the decision journaled, sent again under the claim), and the decide Redis runs on waking puts
// that one decision in force: one APPROVAL row, the other replica refused meanwhile (docs/approvals.md).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { DECIDE_ANSWER_MS } from '../src/server/approvals.js';
import * as replicas from './helpers/approval-replicas.js';
import { redisSkip } from './helpers/replica-pair.js';
import { detach, inHeldCall, stallNextWrite, straceSkip } from './helpers/strace-stall.js';

const APPROVER = 'approver-r24-sleep-key-0123456789';
// Past the lease by as much as the default's 33 s sleep was past 30 s.
const SLEEP_S = replicas.TEST_CLAIM_LEASE_MS / 1000 + 3;

describe('an approval decided while Redis sleeps past the claim lease, two real replicas', {
  skip: redisSkip || straceSkip,
  timeout: 120_000,
}, () => {
  const fleet = replicas.approvalFleet(
    APPROVER,
    'gate-r24-sleep-',
    () => ['--enable-debug-command', 'local'],
    replicas.TEST_LEASE_FLAGS,
  );

  test('the approver gets 503 in shape within the bound; one decision, put in force when Redis wakes', async () => {
    const { redis, gates, mcp, journals } = fleet;
    const id = await replicas.holdApproval(mcp, 'r24-sleep', 't-r24-sleep');
    // The sleep goes on a connection opened before the write is held: a redis-cli start inside the held
    // second could outlast it at load, and the decide then ran before Redis slept (round 51).
    const sleeper = new Redis(redis.port, { host: '127.0.0.1', maxRetriesPerRequest: 1 });
    assert.equal(await sleeper.ping(), 'PONG');
    const tracer = await stallNextWrite(gates[0]!.child.pid!, 1000);
    let slept: Promise<unknown> | undefined;
    let answer: { status: number; body: string; ms: number };
    try {
      const sent = Date.now();
      const pending = replicas.decideApproval(gates[0]!, id, 'approve', APPROVER);
      // The claim is taken, the row's write held: Redis goes to sleep before the decide is sent.
      assert.ok(await replicas.claimed(redis.port, id), 'claimed');
      assert.ok(await inHeldCall(gates[0]!.child.pid!), "the row's write held, the claim's reply in hand");
      slept = sleeper.call('DEBUG', 'SLEEP', String(SLEEP_S));
      const res = await pending;
      answer = { status: res.status, body: await res.text(), ms: Date.now() - sent };
    } finally {
      await detach(tracer);
    }
    process.stderr.write(`# the approver's answer inside the sleep: ${answer.status} in ${answer.ms} ms\n`);
    assert.equal(answer.status, 503, answer.body);
    assert.ok(answer.ms < DECIDE_ANSWER_MS + 4000, `answered within the bound (${answer.ms} ms)`);
    const body = JSON.parse(answer.body) as { error: { code: string; message: string } };
    assert.equal(body.error.code, 'store_unavailable');
    assert.match(body.error.message, /journaled/);
    assert.ok(!answer.body.includes('rm -rf'), 'no argument bytes in the answer');
    // Past the lease, still asleep: the other replica cannot claim it (its claim gets no answer).
    await new Promise((r) => setTimeout(r, Math.max(0, replicas.TEST_CLAIM_LEASE_MS + 500 - answer.ms)));
    const other = await replicas.decideApproval(gates[1]!, id, 'deny', APPROVER);
    const otherBody = await other.text();
    assert.equal(other.status, 503, otherBody);
    assert.equal(await slept, 'OK', 'Redis slept');
    sleeper.disconnect();
    // On waking Redis runs the decides replica a sent under its claim, before replica b's late claim.
    const state = await replicas.stateBecomes(gates[1]!, id, APPROVER, 'approved');
    assert.equal(state, 'approved', 'approved after the sleep');
    const again = await replicas.decideApproval(gates[1]!, id, 'deny', APPROVER);
    assert.equal(again.status, 409, await again.text());
    assert.deepEqual(replicas.approvalRows(journals, id), [['ALLOW'], []], 'one decision journaled');
    replicas.assertCleanLogs(gates);
  });
});
