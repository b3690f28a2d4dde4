// The approval desk between the Engine and the queue: what each queue answer does to a verdict, and that a
// queue or journal that fails never lets a call through or a decision stand unrecorded.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adjudicate } from '../kernel/ladder/ladder.js';
import { policyOf } from '../kernel/ladder/testing.js';
import { confirmToken } from '../kernel/ladder/witness.js';
import type { Decision } from '../kernel/types.js';
import { type ApprovalStore, MemoryApprovalStore } from '../store/approvals.js';
import { ApprovalDesk, type HeldCall } from './approvals.js';

const policy = policyOf({ allow: ['Bash'] });
const meta = { wire: 'openai' as const };
const rejudge = (call: HeldCall) => adjudicate(policy, call, { tainted: false });
const push: HeldCall = { tool: 'Bash', args: { command: 'git push origin main' }, traceId: 't1' };

function desk(store: ApprovalStore = new MemoryApprovalStore(), rows: Decision[] = []) {
  return new ApprovalDesk({
    store,
    replica: 'r1',
    record: async (d) => {
      rows.push(d);
    },
  });
}

const settle = (d: ApprovalDesk, call: HeldCall) => d.settle(call, rejudge(call), meta, rejudge);

test('verdicts the witness rung did not give pass through untouched', async () => {
  const d = desk();
  const read: HeldCall = { tool: 'Bash', args: { command: 'ls' }, traceId: 't1' };
  const verdict = rejudge(read);
  assert.equal(await d.settle(read, verdict, meta, rejudge), verdict);
});

test('held, approved, consumed once; the witness in the arguments works the same', async () => {
  const rows: Decision[] = [];
  const d = desk(new MemoryApprovalStore(), rows);
  const held = await settle(d, push);
  assert.equal(held.kind, 'REQUIRE_WITNESS');
  const id = held.detail!.approval_id!;
  await d.decide(id, 'approved', 'alice');
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.kind, 'APPROVAL');
  const token = confirmToken(push);
  const withKey: HeldCall = { ...push, args: { command: 'git push origin main', confirm_token: token } };
  const admitted = await settle(d, withKey);
  assert.equal(admitted.kind, 'TRANSFORM', 'the witness key is stripped from what runs');
  assert.deepEqual(admitted.repairedArguments, { command: 'git push origin main' });
  const again = await settle(d, { ...push, witness: token });
  assert.equal(again.kind, 'DENY');
});

test('a queue that cannot answer keeps the call held, witness or not', async () => {
  const broken: ApprovalStore = {
    kind: 'redis',
    open: () => Promise.reject(new Error('down')),
    get: () => Promise.reject(new Error('down')),
    list: () => Promise.reject(new Error('down')),
    claim: () => Promise.reject(new Error('down')),
    release: () => Promise.reject(new Error('down')),
    renew: () => Promise.reject(new Error('down')),
    claimLeaseMs: 30_000,
    decide: () => Promise.reject(new Error('down')),
    consume: () => Promise.reject(new Error('down')),
    close: async () => {},
  };
  const d = desk(broken);
  for (const call of [push, { ...push, witness: confirmToken(push) }]) {
    const verdict = await settle(d, call);
    assert.equal(verdict.kind, 'REQUIRE_WITNESS');
    assert.equal(verdict.detail?.approval, 'unavailable');
  }
});

test('a decision the journal cannot record is not made', async () => {
  const store = new MemoryApprovalStore();
  const d = new ApprovalDesk({
    store,
    replica: 'r1',
    record: () => (journalDown ? Promise.reject(new Error('journal down')) : Promise.resolve()),
  });
  let journalDown = true;
  const held = await d.settle(push, rejudge(push), meta, rejudge);
  const id = held.detail!.approval_id!;
  await assert.rejects(d.decide(id, 'approved', 'alice'), /journal down/);
  assert.equal((await store.get(id))?.state, 'pending');
  const still = await d.settle({ ...push, witness: confirmToken(push) }, rejudge(push), meta, rejudge);
  assert.notEqual(still.kind, 'ALLOW');
  // The refused decision gave its claim back: once the journal records again, a decision is made.
  journalDown = false;
  assert.equal((await d.decide(id, 'denied', 'bob')).state, 'denied');
});
