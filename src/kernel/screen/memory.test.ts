import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inspect } from 'node:util';
import { ContextMemory } from './memory.js';
import type { Finding } from './types.js';

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
  const memory = new ContextMemory({ maxHeldBytes: 100, newId: counter() });
  const first = memory.hold('a'.repeat(20), FINDING); // 40 bytes
  const second = memory.hold('b'.repeat(20), FINDING); // 80
  const third = memory.hold('c'.repeat(20), FINDING); // 120 > 100: evicts the first
  assert.equal(memory.held(first), undefined);
  assert.ok(memory.held(second));
  assert.ok(memory.held(third));
  const stats = memory.stats();
  assert.equal(stats.held, 2);
  assert.equal(stats.heldBytes, 80);
  assert.equal(stats.heldEvicted, 1);
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
