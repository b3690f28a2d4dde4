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

test('bounded, never washed: a full ledger forgets no tainted trace, it holds every trace instead', () => {
  const c = clock();
  const ledger = new TaintLedger({ maxTraces: 2, ttlMs: 100, now: c.now });
  ledger.mark('victim', 'poisoned_result');
  ledger.mark('b', 'untrusted_source');
  assert.equal(ledger.held(), false);
  assert.equal(ledger.isTainted('innocent'), false);
  ledger.mark('b', 'untrusted_source'); // a refresh needs no room
  assert.equal(ledger.held(), false);
  for (let i = 0; i < 1000; i++) ledger.mark(`attacker-${i}`, 'untrusted_source');
  assert.equal(ledger.isTainted('victim'), true, 'the victim keeps its taint');
  assert.equal(ledger.cause('victim'), 'poisoned_result');
  assert.equal(ledger.held(), true);
  assert.equal(ledger.isTainted('attacker-999'), true, 'the unrecorded mark still counts');
  assert.equal(ledger.isTainted('innocent'), true, 'while held, an unknown trace counts as tainted');
  assert.equal(ledger.size(), 2, 'the bound holds');
  // The hold lasts as long as the last refused taint would have; then only recorded marks count.
  c.advance(99);
  assert.equal(ledger.isTainted('innocent'), true);
  c.advance(1);
  assert.equal(ledger.held(), false);
  assert.equal(ledger.isTainted('innocent'), false);
  // Expired marks make room again without a hold.
  ledger.mark('fresh', 'untrusted_source');
  assert.equal(ledger.held(), false);
  assert.equal(ledger.isTainted('fresh'), true);
});

test('washing by volume: 100,000 other taints never untaint a victim at the default bound', () => {
  const ledger = new TaintLedger();
  ledger.mark('victim', 'poisoned_result');
  for (let i = 0; i < 100_000; i++) ledger.mark(`wash-${i}`, 'untrusted_source');
  assert.equal(ledger.isTainted('victim'), true);
  assert.equal(ledger.held(), true);
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
