import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Lifeline } from './lifeline.js';
import type { CallerSignal } from './types.js';

test('a lifeline tells its listeners once, in order, and keeps the reason', () => {
  const life = new Lifeline();
  const heard: string[] = [];
  const second = () => heard.push('second');
  life.addEventListener('abort', () => heard.push('first'));
  life.addEventListener('abort', second);
  life.addEventListener('abort', () => heard.push('third'));
  life.removeEventListener('abort', second);
  assert.equal(life.aborted, false);
  assert.doesNotThrow(() => life.throwIfAborted());
  const reason = new Error('client closed the connection');
  life.abort(reason);
  life.abort(new Error('again'));
  assert.deepEqual(heard, ['first', 'third']);
  assert.equal(life.aborted, true);
  assert.equal(life.reason, reason);
  assert.throws(() => life.throwIfAborted(), reason);
  // A listener added after the abort never runs (the caller checks `aborted` first, as with AbortSignal).
  life.addEventListener('abort', () => heard.push('late'));
  assert.deepEqual(heard, ['first', 'third']);
});

test('a listener that throws does not keep the others from hearing the abort; its error is reported after', (t) => {
  const reported: (() => void)[] = [];
  t.mock.method(globalThis, 'queueMicrotask', (fn: () => void) => reported.push(fn));
  const life = new Lifeline();
  let heard = false;
  life.addEventListener('abort', () => {
    throw new Error('listener fault');
  });
  life.addEventListener('abort', () => {
    heard = true;
  });
  life.abort(new Error('gone'));
  assert.equal(heard, true);
  assert.equal(reported.length, 1);
  assert.throws(() => reported[0]!(), /listener fault/);
});

test('a real AbortSignal is a CallerSignal too, so either can reach the wires and the upstream', () => {
  const signals: CallerSignal[] = [new AbortController().signal, new Lifeline()];
  assert.deepEqual(
    signals.map((s) => s.aborted),
    [false, false],
  );
});
