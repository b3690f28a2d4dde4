import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LoadOnce } from './load-once.js';

/** A load whose outcome the test decides: each start is counted and settled by hand. */
function controlled() {
  const starts: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      starts.push({ resolve, reject });
    });
  return { starts, once: new LoadOnce(load) };
}

test('LoadOnce: one load however many calls wait on it; the value once loaded', async () => {
  const { starts, once } = controlled();
  assert.equal(once.value, undefined);
  assert.equal(once.loaded, false);
  const a = once.get();
  const b = once.get();
  const ready = once.ready();
  assert.equal(a, b, 'calls while it loads share its promise');
  assert.equal(starts.length, 1);
  starts[0]?.resolve('m');
  assert.deepEqual(await Promise.all([a, b, ready]), ['m', 'm', true]);
  assert.equal(once.value, 'm');
  assert.equal(once.loaded, true);
  assert.equal(await once.get(), 'm');
  assert.equal(await once.ready(), true);
  assert.equal(starts.length, 1, 'a loaded module is not loaded again');
});

test('LoadOnce: a failed load rejects every call that shared it, and the next call loads again', async () => {
  const { starts, once } = controlled();
  const a = once.get();
  const b = once.get();
  const ready = once.ready();
  starts[0]?.reject(new Error('load failed'));
  await assert.rejects(a, /load failed/);
  await assert.rejects(b, /load failed/);
  assert.equal(await ready, false);
  assert.equal(once.value, undefined);
  assert.equal(once.loaded, false);
  const c = once.get();
  assert.equal(starts.length, 2, 'retried on the next call');
  starts[1]?.resolve('m');
  assert.equal(await c, 'm');
  assert.equal(once.value, 'm');
});

test('LoadOnce: a load that throws before returning a promise is a failed load, retried', async () => {
  let fail = true;
  let starts = 0;
  const once = new LoadOnce(() => {
    starts++;
    if (fail) throw new Error('no module');
    return Promise.resolve(42);
  });
  await assert.rejects(once.get(), /no module/);
  assert.equal(await once.ready(), false);
  fail = false;
  assert.equal(await once.ready(), true);
  assert.equal(once.value, 42);
  assert.equal(starts, 3);
});
