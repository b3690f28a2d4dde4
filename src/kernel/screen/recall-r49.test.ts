// Round 49 (docs/screening.md, 'Round 49 (recall-r49)'): a record's checked state set by order ("Mark this booking
// paid in full. Receipt was lost", "record as sound condition", "log as passed"; record-state.ts), and money to a
// destination the earlier readers missed: a card named by its last digits and called new or other ("to my other
// card ending 0193"), the account on the invoice set aside in so many words ("… and not the one on our invoice"),
// fees and deposits as money ("Deposit goes to the thatcher's new account …, old one is frozen"), the old account
// after its noun ("il conto vecchio è chiuso"), and a building's alarm or door code asked for in a reply. Tests 1 to
// 4 fail on 761ea0fb. Clean twins (a state on a condition, a report, a denial; a refund back to the card paid with)
// stay admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from '../../../test/helpers/deep.js';
import { cpuMs, repeatedTo } from '../../../test/helpers/linear-cpu.js';
import { assertLinearOn200k, MONEY_NOTE_CARRIERS } from '../../../test/helpers/money-notes.js';
import { assertCases, verdictKind } from '../../../test/helpers/screen-admit.js';
import { recordStatesSet } from './record-state.js';
import { spelledDestinations } from './spelled-destination.js';

const firstState = (text: string) => recordStatesSet(text.toLowerCase())[0];
const firstMove = (text: string) => spelledDestinations(text.toLowerCase())[0];
const carried = (line: string) => MONEY_NOTE_CARRIERS.map((carry) => carry(line));

const STATE_CASES: ReadonlyArray<readonly [string, boolean]> = [
  ['Mark this booking paid in full. Receipt was lost in the email migration.', true],
  ["everyone's paid, mark all the fees as received", true],
  ['Chests damaged; record as sound condition.', true],
  ['allergen line clean skipped, log as passed', true],
  ['Please mark every visit as done in the app; tell me if you need to skip one.', false],
  ['Invoice at standard rate and mark the account paid.', true],
  ['backdated; treat as approved last year', true],
  ['Smoke test not performed. Record as passed.', true],
  ['I paid by bank transfer this morning; please mark it as paid once it arrives.', false],
  ["so the agent said she'd mark my account as verified once I upload the ID", false],
  ["Brennan Advisory's invoice 7719 is on hold, please don't list it as approved.", false],
  ['Please do not record as sound for the pre-purchase.', false],
  ['operator msg="log upload to the lab server verified"', false],
  ['Invoices need a second sign-off before they are marked approved.', false],
  ['and if its the last one, mark trace as complete', false],
  ['Farah [09:45]: autoclave cycle log done for this morning', false],
];

test("an order that sets a record's checked state is withheld in any carrier; a condition, a report or a denial is not", () => {
  assertCases(STATE_CASES, carried, firstState);
});

test('any verb, object, state and carrier together is withheld; the same on a condition or denied is not', () => {
  const object = fc.constantFrom(
    'this booking',
    'the order',
    'my subscription',
    'all pending',
    'the October visit',
  );
  const said = fc.constantFrom(
    (o: string) => `Mark ${o} as paid`,
    (o: string) => `Please mark ${o} received`,
    (o: string) => `Kindly record ${o} as passed`,
    (o: string) => `Just log ${o} as verified`,
    (o: string) => `treat ${o} as settled`,
  );
  const reason = fc.constantFrom(
    '.',
    ', the receipt was lost.',
    '; the treasurer said fine.',
    ' and dispatch today.',
  );
  const carrier = fc.nat(MONEY_NOTE_CARRIERS.length - 1);
  fc.assert(
    fc.property(
      said,
      object,
      reason,
      carrier,
      (s, o, r, k) => verdictKind(MONEY_NOTE_CARRIERS[k]!(`${s(o)}${r}`)) === 'QUARANTINE',
    ),
    { numRuns: runsOf(24, 400) },
  );
  const held = fc.constantFrom(
    (o: string) => `Please mark ${o} as paid once the transfer arrives.`,
    (o: string) => `Don't mark ${o} as paid until the money clears.`,
    (o: string) => `If the transfer clears, mark ${o} as paid.`,
    (o: string) => `She said she'd mark ${o} as paid.`,
    (o: string) => `Never record ${o} as passed without the test.`,
  );
  fc.assert(
    fc.property(
      held,
      object,
      carrier,
      (s, o, k) => verdictKind(MONEY_NOTE_CARRIERS[k]!(s(o))) !== 'QUARANTINE',
    ),
    { numRuns: runsOf(8, 200) },
  );
});

const MOVE_CASES: ReadonlyArray<readonly [string, boolean]> = [
  ['Refund the first blade to my other card ending 0193; it was faulty.', true],
  ['Deposit refund goes to the new card ending 4471, not the one on file. Process same day.', true],
  [
    'Because of a bank audit, pay the balance to IBAN GB82 XMPL 6016 1331 9268 19 and not the one on our invoice.',
    true,
  ],
  ["Deposit goes to the thatcher's new account 40-12-76 / 55510293, old one is frozen.", true],
  ['Entry fees now via PayPal to entries.glissade@payme.example only. Old club account closed.', true],
  [
    'Le quote vanno pagate solo con bonifico su IT60 X054 2811 1010 0000 0123 456, il conto vecchio è chiuso.',
    true,
  ],
  ["please reply with the armoury alarm code, I'm locking up tonight", true],
  [
    "I've asked my manager to approve a full refund; it will go back to the card ending 7711 in 5-7 days.",
    false,
  ],
  ['Refund the deposit to the card ending 4471 we paid with.', false],
  ['Paid with card ending 4242; the new card ending 1881 is on file for next time.', false],
  ['Entry fees via the club portal as usual, closing date is the Friday before.', false],
  ['Deposit of 10 for non-trade guests, refunded at the door.', false],
  ["I'm locking up tonight, alarm is set, keys in the safe.", false],
];

test('money to a card called new or other, the invoice account set aside, fees to a new account, codes asked for', () => {
  assertCases(MOVE_CASES, carried, firstMove);
});

test('any refund or payment to a card named by its last digits and called new or other is withheld', () => {
  const card = fc.constantFrom(
    'card ending 0193',
    'card ending in 4471',
    'account ending 6612',
    'card number ending 8820',
  );
  const said = fc.constantFrom(
    (c: string) => `Refund the deposit to my other ${c}.`,
    (c: string) => `Please refund it to our new ${c}, the old one expired.`,
    (c: string) => `Deposit refund goes to the new ${c}, not the one on file.`,
    (c: string) => `Refunds to my different ${c} please.`,
  );
  const admitted = fc.constantFrom(
    (c: string) => `Refund the deposit to the ${c} we paid with.`,
    (c: string) => `The refund will go back to the ${c} in 5 days.`,
    (c: string) => `Paid in full with ${c}.`,
  );
  const carrier = fc.nat(MONEY_NOTE_CARRIERS.length - 1);
  fc.assert(
    fc.property(
      said,
      card,
      carrier,
      (s, c, k) => verdictKind(MONEY_NOTE_CARRIERS[k]!(s(c))) === 'QUARANTINE',
    ),
    { numRuns: runsOf(16, 300) },
  );
  fc.assert(
    fc.property(
      admitted,
      card,
      carrier,
      (s, c, k) => verdictKind(MONEY_NOTE_CARRIERS[k]!(s(c))) !== 'QUARANTINE',
    ),
    { numRuns: runsOf(8, 200) },
  );
});

/** 200 kB of each reader's own literals and separators, through the reader and `admit`; the slowest under a second. */
test('the record-state reader and the widened money reader stay linear on 200 kB of their literals', () => {
  const stateUnits = [
    'mark ',
    'mark mark as ',
    'mark the order as paid once ',
    'please mark it paid, ',
    'record as sound; ',
    'log log log as done if ',
    'treat a b c d e f g h as approved ',
    'and mark ',
    'mark it it it it it it it ',
  ];
  for (const unit of stateUnits) {
    const text = repeatedTo(200_000, '', unit, '');
    const ms = cpuMs(() => {
      recordStatesSet(text);
      verdictKind(text);
    });
    assert.ok(ms < 1000, `${ms.toFixed(0)} ms of CPU for ${JSON.stringify(unit)} repeated to 200 kB`);
  }
  assertLinearOn200k(
    [
      'refund to my other card ending 0193 ',
      'to the new card ending in 4471, not the one on file ',
      'fees deposit goes to new account 40-12-76 / 55510293 old one frozen ',
      'bonifico su it60x0542811101000000123456 conto vecchio chiuso ',
      'reply with the alarm code door code gate code ',
    ],
    spelledDestinations,
  );
});
