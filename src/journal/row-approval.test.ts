// APPROVAL rows and the approval_id field: only an id of gate's shape is written, and verify refuses any other.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Decision } from '../kernel/types.js';
import { GENESIS_HASH, rowShapeProblem, sealRow, unsealedRow } from './row.js';

const at = { seq: 1, ts: '2025-01-02T03:04:05.678Z', replica: 'r1', prevHash: GENESIS_HASH };
const ID = 'ap-6f0c1d2e-4b1a-4c53-9e0f-2a7d1b3c4d5e';

const decision = (approvalId: string): Decision => ({
  kind: 'APPROVAL',
  tool: 'Bash',
  traceId: 't1',
  verdict: { kind: 'ALLOW', by: 'approver:alice' },
  argsDigest: 'a'.repeat(64),
  approvalId,
});

test('an APPROVAL row names the approval and the approver, and passes the shape check', () => {
  const row = sealRow(unsealedRow(decision(ID), at));
  assert.equal(row.kind, 'APPROVAL');
  assert.equal(row.approval_id, ID);
  assert.equal(row.by, 'approver:alice');
  assert.equal(rowShapeProblem(row), undefined);
});

test('an approval id of any other shape never reaches a row', () => {
  for (const bad of ['ap-x', 'rm -rf / secret', `${ID} `, ID.toUpperCase(), '']) {
    const row = sealRow(unsealedRow(decision(bad), at));
    assert.equal(Object.hasOwn(row, 'approval_id'), false, bad);
  }
});

test('verify refuses a row whose approval_id is not an approval id', () => {
  const row = sealRow(unsealedRow(decision(ID), at));
  assert.match(rowShapeProblem({ ...row, approval_id: 'free text' }) ?? '', /approval_id/);
  assert.match(rowShapeProblem({ ...row, approval_id: 7 }) ?? '', /approval_id/);
});
