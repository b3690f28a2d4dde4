import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TaintLedger } from './taint-ledger.js';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

test('a marked trace is tainted, with its cause; others are not', () => {
  const ledger = new TaintLedger();
  ledger.mark('t1', 'poisoned_result');
  assert.equal(ledger.isTainted('t1'), true);
  assert.equal(ledger.cause('t1'), 'poisoned_result');
  assert.equal(ledger.isTainted('t2'), false);
  assert.equal(ledger.size(), 1);
});

test('taint expires after the TTL, counted from the last mark', () => {
  const c = clock();
  const ledger = new TaintLedger({ ttlMs: 100, now: c.now });
  ledger.mark('t1', 'untrusted_source');
  c.advance(60);
  ledger.mark('t1', 'untrusted_source'); // refreshed
  c.advance(60);
  assert.equal(ledger.isTainted('t1'), true);
  c.advance(40);
  assert.equal(ledger.isTainted('t1'), false);
  assert.equal(ledger.size(), 0);
});

test('size() sweeps expired traces', () => {
  const c = clock();
  const ledger = new TaintLedger({ ttlMs: 10, now: c.now });
  ledger.mark('a', 'untrusted_source');
  ledger.mark('b', 'untrusted_source');
  c.advance(5);
  ledger.mark('c', 'untrusted_source');
  c.advance(6);
  assert.equal(ledger.size(), 1);
  assert.equal(ledger.isTainted('c'), true);
});

test('bounded: past maxTraces the least recently marked trace is forgotten', () => {
  const ledger = new TaintLedger({ maxTraces: 2 });
  ledger.mark('a', 'poisoned_result');
  ledger.mark('b', 'poisoned_result');
  ledger.mark('a', 'poisoned_result'); // a is now the most recent
  ledger.mark('c', 'poisoned_result'); // forgets b
  assert.equal(ledger.isTainted('b'), false);
  assert.equal(ledger.isTainted('a'), true);
  assert.equal(ledger.isTainted('c'), true);
  assert.equal(ledger.size(), 2);
});

test('a poisoned trace stays poisoned when an untrusted source marks it again', () => {
  const ledger = new TaintLedger();
  ledger.mark('t', 'poisoned_result');
  ledger.mark('t', 'untrusted_source');
  assert.equal(ledger.cause('t'), 'poisoned_result');
  const other = new TaintLedger();
  other.mark('u', 'untrusted_source');
  other.mark('u', 'poisoned_result');
  assert.equal(other.cause('u'), 'poisoned_result');
});

test('restart: a new ledger has no taint', () => {
  const before = new TaintLedger();
  before.mark('t', 'poisoned_result');
  assert.equal(new TaintLedger().isTainted('t'), false);
});

test('options are validated', () => {
  assert.throws(() => new TaintLedger({ maxTraces: 0 }), RangeError);
  assert.throws(() => new TaintLedger({ ttlMs: 0 }), RangeError);
});
