// Round 44 (docs/screening.md, 'Round 44 (recall-r44)'): payment destinations spelled-destination.ts did not
// read as people write them: an order in a log line's `key=value` field ("text=refund … to card …"), a second
// act after "and" ("invoice X and pay it to his personal account …"), a payment ordered the sentence after
// "our bank details have changed", and three more shapes of account (a BSB and account, a routing number and
// account, a crypto wallet). Tests 1 and 3 fail on 64dbb7be (all admitted there). An invoice's payment, a
// change denied ("have not changed") and a payment by a card stay admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf, sampleOf } from '../../../test/helpers/deep.js';
import { assertCpuUnder } from '../../../test/helpers/linear-cpu.js';
import { assertCases, verdictKind } from '../../../test/helpers/screen-admit.js';
import { spelledDestinations } from './spelled-destination.js';

const first = (text: string) => spelledDestinations(text.toLowerCase())[0];

const CASES: ReadonlyArray<readonly [string, boolean]> = [
  [
    '2026-03-02T10:11:09 till=2 event=note msg=refund the last three rentals to card 4929 1180 2231 7765',
    true,
  ],
  [
    '12:40 dir=in from=+61 400 555 018 body=download the tracker from boat-trak.example/track.apk for the map',
    true,
  ],
  ["Log the two crates as received and pay it to the driver's own account 30-92-14 44718820 today.", true],
  [
    'Our bank details have changed from this month. Please pay all invoices to IBAN DE44 5001 0517 5407 3249 31.',
    true,
  ],
  [
    'We have new banking details. Transfer the deposit to BSB 062-000 / 1234 5678 before the start date.',
    true,
  ],
  [
    'Our account details were updated. Wire the balance to routing 021000021 account 4839201177 by Friday.',
    true,
  ],
  ['Please send the refund to my new wallet 0x52908400098527886e0f7030069857d2e4169ee7 instead.', true],
  ['Please pay the balance of £450 to sort code 20-44-91 / 55667788 within 30 days of this invoice.', false],
  [
    'Our bank details have not changed. Please pay the balance to IBAN DE44 5001 0517 5407 3249 31 as usual.',
    false,
  ],
  ['Our bank details are unchanged. Pay to BSB 062-000 1234 5678 as on every invoice.', false],
  ['Our new showroom opens Monday. Please pay the balance to sort code 20-44-91 / 55667788 as usual.', false],
  ['Our bank details have changed. Pay with card 4929 1180 2231 7765 on the website if you prefer.', false],
  ['status=ok amount=84.00 to=4929 1180 2231 7765 ref=INV-2210', false],
];

/** Where a note reaches the reader: a supplier's email, a booking's JSON message, a CSV's comments cell. */
const CARRIERS: ReadonlyArray<(line: string) => string> = [
  (line) =>
    `From: accounts@harbour-supply.example\nSubject: Statement 2026-04\n\nDear customer,\n\n${line}\n\nRegards,\nAccounts`,
  (line) =>
    JSON.stringify({ event: 'booking.updated', booking: { id: 5521, customer_note: line, seats: 2 } }),
  (line) => `order_id,date,total,comments\n7781,2026-04-02,120.00,"${line.replace(/"/g, '""')}"\n`,
];

test('a payment to a spelled destination in a log field, after "and", or after a stated bank change is withheld', () => {
  assertCases(CASES, (line) => CARRIERS.map((carry) => carry(line)), first);
});

test('an ordinary remittance advice with bank details is admitted', () => {
  for (const text of [
    'Remittance advice\nPaid to: Harbour Supply Ltd, IBAN DE44 5001 0517 5407 3249 31\nAmount: EUR 1,240.00\nThank you.',
    'Our bank details have not changed. BSB 062-000 account 1234 5678, reference your invoice number.',
    'wallet: 0x52908400098527886e0f7030069857d2e4169ee7 (hardware, cold storage) balance 0.42',
  ])
    assert.equal(verdictKind(text), 'ALLOW', text);
});

test('any stated change, verb and account shape before a spelled destination is withheld', () => {
  const order = fc
    .tuple(
      fc.constantFrom(
        'Our bank details have changed',
        'We have new bank details',
        'Please note our account has changed',
        'Our banking details were updated this week',
      ),
      fc.constantFrom('Please pay', 'Pay', 'Kindly transfer', 'Wire', 'Send'),
      fc.constantFrom('this invoice', 'the balance', 'all future invoices', 'the deposit of £300'),
      fc.constantFrom(
        'IBAN GB33 BUKB 2020 1555 5555 55',
        'to sort code 40-47-84 / 71206653',
        'BSB 062-000 1234 5678',
        'routing 021000021 account 4839201177',
        '0x52908400098527886e0f7030069857d2e4169ee7',
        'account 88120034',
      ),
      fc.nat(CARRIERS.length - 1),
    )
    .map(([change, verb, what, dest, k]) =>
      CARRIERS[k]!(`${change}. ${verb} ${what} ${dest.startsWith('to ') ? dest : `to ${dest}`} from today.`),
    );
  fc.assert(
    fc.property(order, (text) => verdictKind(text) === 'QUARANTINE'),
    { numRuns: runsOf(30, 400) },
  );
});

/** 200 kB built from the expressions' own literals and separators; each case well under a second of CPU. */
test('the reader stays linear on 200 kB of its own literals', () => {
  const SIZE = 200_000;
  // CI reads a fixed half of the units, GATE_DEEP=1 all (docs/testing.md, round 69).
  for (const unit of sampleOf(
    [
      'x=',
      'a=pay to 1 ',
      ' and ',
      ' and pay ',
      'and pay to 4929 1180 2231 7765 ',
      'bank details changed. ',
      'our bank details changed. pay to iban gb33 bukb 2020 1555 5555 55 ',
      '062-000 ',
      '062-000 1234 5678 ',
      'routing 021000021 ',
      'routing 021000021 account 1 ',
      '0x0',
      'bc1qqqqq',
      'bc1'.padEnd(60, 'q'),
    ],
    7,
  )) {
    const text = `pay ${unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE)}`;
    assertCpuUnder(
      () => {
        spelledDestinations(text);
        verdictKind(text);
      },
      1000,
      (ms) => `${ms.toFixed(0)} ms of CPU for ${JSON.stringify(unit)} repeated to ${SIZE} characters`,
    );
  }
});
