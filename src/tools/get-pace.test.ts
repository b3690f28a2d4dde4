import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { GET_PACE_BURST, GET_PACE_MAX_MS, GET_PACE_REFILL_MS, GetPace } from './get-pace.js';

test('a burst opens at once, then one GET each refill; an idle spell fills the bucket again', () => {
  let now = 0;
  const pace = new GetPace(() => now);
  const waits = Array.from({ length: GET_PACE_BURST + 3 }, () => pace.next());
  assert.deepEqual(waits, [...Array(GET_PACE_BURST).fill(0), 2000, 4000, 6000]);
  now += 4 * GET_PACE_REFILL_MS + GET_PACE_BURST * GET_PACE_REFILL_MS;
  assert.deepEqual(
    Array.from({ length: GET_PACE_BURST }, () => pace.next()),
    Array(GET_PACE_BURST).fill(0),
  );
});

test('however a server times its closes, a window of W ms opens at most BURST + W / REFILL + 1 GETs', () => {
  fc.assert(
    fc.property(fc.array(fc.nat({ max: 5_000 }), { minLength: 1, maxLength: 80 }), (gaps) => {
      let now = 0;
      const pace = new GetPace(() => now);
      const opens: number[] = [];
      for (const gap of gaps) {
        // The SDK asks for the next GET when the last one ended: `gap` after it opened.
        const open = now + pace.next();
        opens.push(open);
        now = open + gap;
      }
      for (let i = 0; i < opens.length; i += 1)
        for (let j = i; j < opens.length; j += 1) {
          const within = j - i + 1;
          const w = opens[j]! - opens[i]!;
          assert.ok(
            within <= GET_PACE_BURST + Math.floor(w / GET_PACE_REFILL_MS) + 1,
            `${within} GETs in ${w} ms`,
          );
        }
    }),
  );
});

test('a wait ends when the transport closes', async () => {
  const pace = new GetPace();
  for (let i = 0; i < GET_PACE_BURST; i += 1) pace.next();
  const closing = new AbortController();
  const waited = pace.wait(closing.signal);
  closing.abort();
  await assert.rejects(waited, { name: 'AbortError' });
});

test('a server ending every GET at once: the pace doubles to its cap, so an hour opens a bounded few', () => {
  let now = 0;
  const pace = new GetPace(() => now);
  const waits: number[] = [];
  while (now < 3_600_000) {
    const wait = pace.next();
    waits.push(wait);
    now += wait;
  }
  // 8 at once, then 2, 4, 8 ... s up to the cap: 8 + 8 doublings + the rest of the hour at the cap.
  assert.deepEqual(waits.slice(0, 12), [0, 0, 0, 0, 0, 0, 0, 0, 2000, 4000, 8000, 16000]);
  assert.ok(
    waits.length <= GET_PACE_BURST + 9 + 3_600_000 / GET_PACE_MAX_MS,
    `${waits.length} GETs in an hour`,
  );
  assert.equal(pace.stats().paceMs, GET_PACE_MAX_MS);
  assert.equal(pace.stats().opened, waits.length);
  assert.equal(pace.stats().paced, waits.length - GET_PACE_BURST);
});

test('a stream that lives past the pace sets it back; GETs queued together do not double it', () => {
  let now = 0;
  const pace = new GetPace(() => now);
  for (let i = 0; i < GET_PACE_BURST + 4; i += 1) now += pace.next() + 1;
  assert.ok(pace.stats().paceMs > GET_PACE_REFILL_MS);
  now += 2 * GET_PACE_MAX_MS;
  assert.equal(pace.next(), 0);
  assert.equal(pace.stats().paceMs, GET_PACE_REFILL_MS);
  // Resumptions of many calls made at once queue one pace apart, not doubling.
  const fresh = new GetPace(() => 0);
  const queued = Array.from({ length: GET_PACE_BURST + 4 }, () => fresh.next()).slice(GET_PACE_BURST);
  assert.deepEqual(queued, [2000, 4000, 6000, 8000]);
});

test('fast-check: however a server times its closes, the pace stays within its bounds', () => {
  fc.assert(
    fc.property(fc.array(fc.nat({ max: 700_000 }), { minLength: 1, maxLength: 60 }), (gaps) => {
      let now = 0;
      const pace = new GetPace(() => now);
      for (const gap of gaps) {
        const wait = pace.next();
        assert.ok(wait >= 0 && wait <= GET_PACE_MAX_MS, `wait ${wait}`);
        const { paceMs } = pace.stats();
        assert.ok(paceMs >= GET_PACE_REFILL_MS && paceMs <= GET_PACE_MAX_MS);
        now += wait + gap;
      }
    }),
  );
});
