import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { GET_PACE_BURST, GET_PACE_REFILL_MS, GetPace } from './get-pace.js';

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
