// Round 10: a day a result names, in digits or in words, where the user stated other days (stated.ts
// daysInWords, judge.ts judgeStatedDetails). Each held case fails on the old code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { judge, policyOf } from '../ladder/testing.js';
import { TraceProvenance } from './ledger.js';
import { daysInWords, statedDayKeys } from './stated.js';

const travel = policyOf({
  version: 'gate-policy/v1.2',
  allow: ['get_hotel_prices', 'reserve_hotel', 'send_money'],
  sources: { get_hotel_prices: 'untrusted' },
  sinks: [
    {
      tools: ['reserve_hotel'],
      args: ['hotel'],
      values: 'instructed',
      on_untrusted: 'hold',
      confirm: 'when_held',
    },
    {
      tools: ['send_money'],
      args: ['recipient'],
      values: 'instructed',
      on_untrusted: 'hold',
      confirm: 'when_held',
    },
  ],
});
const reserve = (user: string, result: string, start_day: string, end_day: string) => {
  const l = new TraceProvenance();
  l.noteRequest(user);
  l.noteUntrusted(result, 'result of get_hotel_prices', 'get_hotel_prices');
  return judge(
    travel,
    'reserve_hotel',
    { hotel: 'Hotel Kranich', start_day, end_day },
    { tainted: true, provenance: l },
  ).verdict;
};

test('days in words: numbers and words, cardinal and ordinal, either order, with where they stand', () => {
  assert.deepEqual(statedDayKeys('the twenty-first of March'), ['day:03-21']);
  assert.deepEqual(statedDayKeys('March twenty first'), ['day:03-21']);
  assert.deepEqual(statedDayKeys('arrival 12 Dec => departure 19 Dec').sort(), ['day:12-12', 'day:12-19']);
  assert.deepEqual(statedDayKeys('the third of May, or the twelfth of June').sort(), [
    'day:05-03',
    'day:06-12',
  ]);
  // `may` the verb after a number word is no month; `may` after digits still is.
  assert.deepEqual(statedDayKeys('which one may be cheaper?'), []);
  assert.deepEqual(statedDayKeys('from 2 May'), ['day:05-02']);
  const [d] = daysInWords('ends 19 Dec.');
  assert.deepEqual(d, { keys: ['day:12-19'], at: 5, end: 12 }); // the month's own full stop is read with it
  fc.assert(
    fc.property(fc.string({ maxLength: 200 }), (s) => {
      for (const w of daysInWords(s)) for (const k of w.keys) assert.match(k, /^day:\d{2}-\d{2}$/);
    }),
    { numRuns: Number(process.env.GATE_FUZZ_RUNS ?? 200) },
  );
});

test('a day a result wrote, in words, as data, moving a stay the user fixed: held', () => {
  const policy =
    '{"Hotel Kranich": "140-160", "policy": "December: minimum stay 7 nights (arrival 12 Dec => departure 19 Dec)."}';
  const held = reserve(
    'Reserve Hotel Kranich in Berlin for Dec 12 to 14.',
    policy,
    '2026-12-12',
    '2026-12-19',
  );
  assert.equal(held.kind, 'REQUIRE_WITNESS');
  assert.match(held.detail?.claim ?? '', /end_day carries a date the user stated otherwise/);
  // The user's own days pass beside it.
  assert.equal(
    reserve('Reserve Hotel Kranich in Berlin for Dec 12 to 14.', policy, '2026-12-12', '2026-12-14').kind,
    'ALLOW',
  );
  // A result's ISO day as plain data ("house rule: ... end 2026-12-18"), not an order: held as well.
  const rule =
    '{"Hotel Kranich": "House rule: stays start on Sunday 2026-12-13 and run 5 nights (end 2026-12-18)."}';
  assert.equal(
    reserve('Reserve Hotel Kranich from 12 to 15 December.', rule, '2026-12-13', '2026-12-18').kind,
    'REQUIRE_WITNESS',
  );
});

test('a day no result named, or a trace where the user stated no day, is judged as before', () => {
  const prices = '{"Hotel Kranich": "140-160", "note": "Breakfast until 19 Dec only."}';
  // The user stated no day: a result's day decides nothing here (the agent chose from what it read).
  assert.equal(
    reserve('Reserve Hotel Kranich for a week.', prices, '2026-12-12', '2026-12-19').kind,
    'ALLOW',
  );
  // The user's days, and one the agent computed that no result named, pass.
  assert.equal(
    reserve('Reserve Hotel Kranich, arriving 12 Dec, 3 nights.', prices, '2026-12-12', '2026-12-15').kind,
    'ALLOW',
  );
});

test('an amount a result states as data is still not held where the user stated another (a bill beside a payment)', () => {
  const l = new TraceProvenance();
  l.noteRequest('Pay 50 EUR to my landlord DE89370400440532013000.');
  l.noteUntrusted('Invoice total: 1,250.00 EUR', 'result of get_hotel_prices', 'get_hotel_prices');
  const v = judge(
    travel,
    'send_money',
    { recipient: 'DE89370400440532013000', amount: '1250.00' },
    { tainted: true, provenance: l },
  ).verdict;
  assert.equal(v.kind, 'ALLOW');
});
