import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inspect } from 'node:util';
import * as heldMemory from './memory.js';
import { ContextMemory } from './memory.js';
import type { Finding } from './types.js';

// Through the namespace, so this file loads on a build without it (the round 35 test then fails).
const HELD_ENTRY_OVERHEAD: number = heldMemory.HELD_ENTRY_OVERHEAD ?? 0;

const FINDING: Finding = { screener: 'secret', reason: 'SECRET_EXFIL', rule: 'github-pat' };
const counter = () => {
  let n = 0;
  return () => `q-${++n}`;
};

test('hold returns an id that names the held bytes and the finding', () => {
  const memory = new ContextMemory({ newId: counter(), now: () => 42 });
  const id = memory.hold('the result bytes', FINDING);
  assert.equal(id, 'q-1');
  const entry = memory.held(id);
  assert.ok(entry);
  assert.equal(entry.heldAt, 42);
  assert.equal(entry.content(), 'the result bytes');
  assert.deepEqual(entry.finding, FINDING);
  assert.equal(memory.held('q-2'), undefined);
});

test('the default quarantine id is unguessable and unique', () => {
  const memory = new ContextMemory();
  const a = memory.hold('x', FINDING);
  const b = memory.hold('x', FINDING);
  assert.match(a, /^q-[0-9a-f-]{36}$/);
  assert.notEqual(a, b);
});

test('held bytes are bounded: the oldest entries are evicted first', () => {
  const each = 40 + HELD_ENTRY_OVERHEAD;
  const memory = new ContextMemory({ maxHeldBytes: 2 * each + 20, newId: counter() });
  const first = memory.hold('a'.repeat(20), FINDING);
  const second = memory.hold('b'.repeat(20), FINDING);
  const third = memory.hold('c'.repeat(20), FINDING); // three entries over the bound: evicts the first
  assert.equal(memory.held(first), undefined);
  assert.ok(memory.held(second));
  assert.ok(memory.held(third));
  const stats = memory.stats();
  assert.equal(stats.held, 2);
  assert.equal(stats.heldBytes, 2 * each);
  assert.equal(stats.heldEvicted, 1);
});

test('round 35: an entry is charged what it holds beyond its text, so short held texts stay bounded', () => {
  const memory = new ContextMemory({ maxHeldBytes: 64 * 1024, newId: counter() });
  for (let i = 0; i < 10_000; i++) memory.hold(`ghp_${String(i).padStart(36, '0')}`, FINDING);
  // Counting the text alone (80 bytes each), all 10,000 stayed: 6.7 MB held within a 64 KiB bound.
  // An entry is at least 600 bytes beyond its text (measured about 670).
  assert.ok(memory.stats().held <= Math.floor((64 * 1024) / (80 + 600)), `${memory.stats().held} held`);
  assert.ok(memory.stats().heldBytes <= 64 * 1024);
});

test('an entry larger than the whole budget is still held, alone', () => {
  const memory = new ContextMemory({ maxHeldBytes: 10, newId: counter() });
  memory.hold('small', FINDING);
  const big = memory.hold('x'.repeat(100), FINDING);
  assert.equal(memory.held(big)?.content().length, 100);
  assert.equal(memory.stats().held, 1);
});

test('drop forgets a held entry and its bytes', () => {
  const memory = new ContextMemory({ newId: counter() });
  const id = memory.hold('abc', FINDING);
  assert.equal(memory.drop(id), true);
  assert.equal(memory.drop(id), false);
  assert.equal(memory.stats().heldBytes, 0);
});

test('the cleared map is bounded and least-recently-used goes first', () => {
  const memory = new ContextMemory({ maxCleared: 2 });
  memory.clear('d1');
  memory.clear('d2');
  assert.equal(memory.isCleared('d1'), true); // d1 is now the most recent
  memory.clear('d3'); // evicts d2
  assert.equal(memory.isCleared('d2'), false);
  assert.equal(memory.isCleared('d1'), true);
  assert.equal(memory.isCleared('d3'), true);
  assert.equal(memory.stats().clearedEvicted, 1);
});

test('stats, JSON and inspect never show held bytes', () => {
  const memory = new ContextMemory({ newId: counter() });
  const id = memory.hold('TOPSECRET-bytes', FINDING);
  const entry = memory.held(id)!;
  for (const shown of [
    JSON.stringify(memory.stats()),
    JSON.stringify(memory),
    inspect(memory),
    JSON.stringify(entry),
    inspect(entry),
    String(entry),
  ]) {
    assert.equal(shown.includes('TOPSECRET'), false, shown);
  }
  assert.equal(JSON.parse(JSON.stringify(entry)).rule, 'github-pat');
});

test('restart: a new ContextMemory holds nothing and has cleared nothing', () => {
  const before = new ContextMemory({ newId: counter() });
  const id = before.hold('bytes', FINDING);
  before.clear('digest');
  const after = new ContextMemory({ newId: counter() });
  assert.equal(after.held(id), undefined);
  assert.equal(after.isCleared('digest'), false);
  assert.deepEqual([after.stats().held, after.stats().cleared], [0, 0]);
});

test('options are validated and defaulted', () => {
  assert.throws(() => new ContextMemory({ maxCleared: 0 }), RangeError);
  assert.throws(() => new ContextMemory({ maxHeldBytes: -1 }), RangeError);
  assert.throws(() => new ContextMemory({ maxResultBytes: 1.5 }), RangeError);
  assert.equal(new ContextMemory().maxResultBytes, 4 * 1024 * 1024);
});
