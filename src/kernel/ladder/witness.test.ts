import assert from 'node:assert/strict';
import { test } from 'node:test';
import { undeclaredName } from '../tool-name.js';
import { dispositionOf, toWireVerdict } from '../types.js';
import { judge, policyOf } from './testing.js';
import { confirmToken, preview } from './witness.js';

const policy = policyOf({
  allow: ['Bash', 'delete_file', 'send_email', 'Read', 'query'],
  redact_fields: ['password'],
});

test('witness fires: irreversible or outward-facing admitted calls need a witness', () => {
  for (const [tool, args] of [
    ['Bash', { command: 'rm -rf build' }],
    ['Bash', { command: 'git push --force origin main' }],
    ['delete_file', { path: 'a.txt' }],
    ['send_email', { to: 'a@b.c', body: 'hi' }],
    ['query', { sql: 'DROP TABLE users' }],
    ['Bash', { command: 'git push origin main' }],
  ] as const) {
    const { verdict } = judge(policy, tool, args);
    assert.equal(verdict.kind, 'REQUIRE_WITNESS', tool);
    assert.equal(verdict.reason, undefined, 'REQUIRE_WITNESS carries no reason');
    assert.equal(dispositionOf(verdict), 'ESCALATE');
    assert.equal(verdict.rung, 'witness');
    assert.equal(verdict.detail?.confirm_token, confirmToken({ tool, args }));
    assert.match(verdict.detail?.confirm_token ?? '', /^gw_[0-9a-f]{32}$/);
    assert.ok(verdict.detail?.preview?.startsWith(`${tool}: `));
    assert.match(verdict.detail?.claim ?? '', /^witness: /);
  }
});

test('the preview and claim carry no argument values', () => {
  const { verdict } = judge(policy, 'Bash', { command: 'rm -rf /srv/customer-secret-dir' });
  assert.equal(verdict.detail?.preview, 'Bash: shell rm on 1 path(s)');
  assert.ok(!JSON.stringify(verdict).includes('customer-secret'));
  // Round 63: the tool as every answer shows it, a plain token of at most 128 whole, any other by its form.
  assert.equal(
    preview({ tool: 'x'.repeat(100), args: {} }, 'tool delete'),
    `${'x'.repeat(100)}: tool delete`,
  );
  assert.equal(
    preview({ tool: `x${'\u001b'}[31m`, args: {} }, 'tool delete'),
    `${undeclaredName(`x${'\u001b'}[31m`)}: tool delete`,
  );
  // A cause is gate's label, never the caller's word: `mkfs.<anything>` and `truncate <table>` are not shown.
  const mkfs = judge(policy, 'Bash', { command: 'mkfs.customer-secret /dev/sdz' }).verdict;
  assert.equal(mkfs.detail?.claim, 'witness: shell mkfs');
  assert.ok(!JSON.stringify(mkfs).includes('customer-secret'));
  assert.equal(
    judge(policy, 'Bash', { command: 'mkfs.ext4 /dev/sdz' }).verdict.detail?.claim,
    'witness: shell mkfs.ext4',
  );
  // The label never shows the table's name, whatever its length.
  const sql = judge(policy, 'query', { sql: 'truncate q' }).verdict;
  assert.equal(sql.detail?.claim, 'witness: sql TRUNCATE');
  assert.equal(
    judge(policy, 'query', { sql: 'truncate table q' }).verdict.detail?.claim,
    'witness: sql TRUNCATE TABLE',
  );
});

test('truncate of a table of any name is held for a witness; the verb in prose is not', () => {
  // Round 63 (lead, found by redteam3-r63): the statement matched one-letter tables only.
  for (const sql of [
    'truncate customers',
    'TRUNCATE customers;',
    'truncate public.orders, order_items restart identity',
    'TRUNCATE TABLE "Customers" CASCADE;',
    'truncate only audit_log;',
    'BEGIN; truncate sessions; COMMIT;',
  ]) {
    const verdict = judge(policy, 'query', { sql }).verdict;
    assert.equal(verdict.kind, 'REQUIRE_WITNESS', sql);
    assert.ok(!JSON.stringify(verdict).toLowerCase().includes('customers'), sql);
  }
  for (const note of [
    'please truncate the log file before sending it',
    'we truncate long titles in the list view',
  ]) {
    assert.notEqual(judge(policy, 'summarise', { text: note }).verdict.kind, 'REQUIRE_WITNESS', note);
  }
});

test('the same call re-proposed with its token is admitted; TRANSFORM when a key had to be stripped', () => {
  const args = { command: 'rm -rf build' };
  const token = confirmToken({ tool: 'Bash', args });
  assert.deepEqual(judge(policy, 'Bash', args, { witness: token }).verdict, {
    kind: 'ALLOW',
    by: 'monitor',
    rung: 'witness',
  });
  const inArgs = judge(policy, 'Bash', { ...args, confirm_token: token }).verdict;
  assert.equal(inArgs.kind, 'TRANSFORM');
  assert.deepEqual(inArgs.repairedArguments, args);
  assert.equal(
    confirmToken({ tool: 'Bash', args: { ...args, witness: 'anything' } }),
    token,
    'witness keys are not part of the call',
  );
});

test('witness near misses: a wrong token, a different call, and calls that need none', () => {
  const args = { command: 'rm -rf build' };
  const token = confirmToken({ tool: 'Bash', args });
  const wrong = judge(policy, 'Bash', { command: 'rm -rf src' }, { witness: token }).verdict;
  assert.equal(wrong.kind, 'REQUIRE_WITNESS', 'a token binds one exact call');
  assert.equal(wrong.detail?.witness, 'mismatch');
  for (const [tool, a] of [
    ['Bash', { command: 'ls -la && git status' }],
    ['Read', { file_path: 'rm.txt' }],
    ['query', { sql: 'select * from users' }],
  ] as const) {
    const { verdict, trace } = judge(policy, tool, a);
    assert.equal(verdict.kind, 'ALLOW', tool);
    assert.deepEqual(trace.at(-1), {
      rung: 'witness',
      outcome: 'DEFER',
      note: 'neither irreversible nor outward-facing',
    });
  }
});

test('redaction and the witness: witness first, then the redacted, stripped arguments', () => {
  const args = { to: 'a@b.c', password: 'p' };
  const first = judge(policy, 'send_email', args).verdict;
  assert.equal(first.kind, 'REQUIRE_WITNESS');
  const again = judge(policy, 'send_email', { ...args, witness: first.detail?.confirm_token ?? '' }).verdict;
  assert.equal(again.kind, 'TRANSFORM');
  assert.deepEqual(again.repairedArguments, { to: 'a@b.c', password: '[REDACTED]' });
});

test('a revoked or unverifiable witness admits nothing: DENY UNWITNESSED, whatever the key it came in', () => {
  const args = { command: 'rm -rf build' };
  const token = confirmToken({ tool: 'Bash', args });
  for (const standing of ['revoked', 'unverifiable'] as const) {
    for (const verdict of [
      judge(policy, 'Bash', args, { witness: token, standing }).verdict,
      judge(policy, 'Bash', { ...args, confirm_token: token }, { standing }).verdict,
      judge(policy, 'Bash', { ...args, witness: token }, { standing }).verdict,
    ]) {
      assert.equal(verdict.kind, 'DENY', standing);
      assert.equal(verdict.reason, 'UNWITNESSED');
      assert.equal(verdict.detail?.witness, standing);
      assert.equal(verdict.repairedArguments, undefined, 'nothing runnable is handed back');
      assert.equal(toWireVerdict(verdict).disposition, 'TERMINAL');
    }
  }
  // A wrong token is still a mismatch (asked again), and a call needing no witness is unaffected.
  const wrong = judge(policy, 'Bash', args, { witness: 'gw_x', standing: 'revoked' }).verdict;
  assert.equal(wrong.kind, 'REQUIRE_WITNESS');
  assert.equal(
    judge(policy, 'Read', { file_path: 'a' }, { witness: 'gw_x', standing: 'revoked' }).verdict.kind,
    'ALLOW',
  );
});
