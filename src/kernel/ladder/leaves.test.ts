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
