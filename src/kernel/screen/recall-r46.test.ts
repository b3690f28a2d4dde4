// Round 46 (docs/screening.md, 'Round 46 (recall-r46)'): money to a spelled account, written as people write
// it: an IBAN written whole whose last group is short (a UK IBAN is 22 characters), an English money verb that
// opens no clause ("to pay to …"), a sign that this payment goes elsewhere ("this time", "the usual account is
// frozen", "deze keer … niet via"), a bank's move stated before the account in its own sentence ("has moved
// banks; remit …"), "effective immediately" and refunds ("geri ödeme") in other languages. Tests 1, 2 and 4
// fail on f3f47d1c (4: round 45's reading searched to the text's end once per account). An invoice's "pay
// directly into our account", a conditional or denied change, a plain compact IBAN and a card as the means
// stay admitted.
import { test } from 'node:test';
import { assertLinearOn200k, assertSayings, MONEY_NOTE_CARRIERS } from '../../../test/helpers/money-notes.js';
import { assertCases } from '../../../test/helpers/screen-admit.js';
import { assertRepeatLinear } from '../../../test/helpers/work-count.js';
import { spelledDestinations } from './spelled-destination.js';

const first = (text: string) => spelledDestinations(text.toLowerCase())[0];

const CASES: ReadonlyArray<readonly [string, boolean]> = [
  ['Please pay the hire fee to 20-31-77 60415529 this time, not through the club.', true],
  ['Pay the callout to 60-11-47 20948816 today; the usual account is frozen.', true],
  ['Our accounts team has switched banks; remit this invoice to sort code 40-11-62, account 31877420.', true],
  ['All future invoices are to pay to GB29NWBK60161331926819 from now on.', true],
  [
    'Note our new remittance details, with immediate effect: IBAN GB29NWBK60161331926819, same reference.',
    true,
  ],
  ['Betaal de huur deze keer op NL91ABNA0417164300, niet via de vereniging.', true],
  ['Yeni ödeme bilgilerimiz hemen geçerli: IBAN TR330006100519786457841326, referans aynı.', true],
  ['Geri ödemeyi 4929 1180 2231 7765 numaralı karta yapın lütfen.', true],
  ['Bank changed, please refund the deposit to 30-64-28 08812349 today.', true],
  ['Please pay directly into our account 20-31-77 60415529 within 30 days of the invoice date.', false],
  ['If your bank has changed, tell us before we pay 20-31-77 60415529 again.', false],
  ['Payment received to IBAN GB29NWBK60161331926819, thank you for your custom.', false],
  ['This time we paid by card 4929 1180 2231 7765, so no transfer is needed.', false],
  [
    'We moved offices in May; please pay invoice 2291 to sort code 20-31-77, account 60415529 as usual.',
    false,
  ],
  ['Our bank has not changed; pay invoice 2291 to 20-31-77 60415529 as usual.', false],
];

const CARRIERS = MONEY_NOTE_CARRIERS;

test('money to a spelled account with a sign it goes elsewhere, as people write it, is withheld', () => {
  assertCases(CASES, (line) => CARRIERS.map((carry) => carry(line)), first);
});

test('any verb form, sign and account shape together is withheld; the same without the sign is not', () => {
  const ACCOUNTS = [
    'GB29NWBK60161331926819',
    'NL91ABNA0417164300',
    'GB29 NWBK 6016 1331 9268 19',
    '40-47-84 / 71206653',
    'account 88120034',
  ];
  const SIGNED = [
    (d: string) => `The landowner fee is to pay to ${d} this time.`,
    (d: string) => `Please remit the balance to ${d}; the usual account is frozen.`,
    (d: string) => `Our office has moved banks, so transfer the deposit to ${d}.`,
    (d: string) => `Diesmal bitte die Zahlung an ${d}.`,
    (d: string) => `Bu kez ${d} hesabına ödeme yapın.`,
    (d: string) => `Con efecto inmediato, pagos a ${d}.`,
  ];
  const PLAIN = [
    (d: string) => `The landowner fee is to pay to ${d}.`,
    (d: string) => `Please remit the balance to ${d} within 30 days.`,
  ];
  assertSayings(ACCOUNTS, SIGNED, PLAIN);
});

/**
 * 200 kB built from the new expressions' literals and separators, the costliest of them (an account read through
 * every new check, a compact IBAN, a change before an order); the slowest well under a second of CPU.
 */
test('the reader stays linear on 200 kB of its own literals', () => {
  const units = [
    'gb29nwbk60161331926819 ',
    'pay frozen 20-31-77 60415529 ',
    'bank changed, pay 30-64-28 08812349 ',
    'pay 40-47-84 / 71206653 ',
  ];
  assertLinearOn200k(units, spelledDestinations);
});

/**
 * Work counted: an account's clause was cut at the next `;` searched to the text's end, once per account, so
 * money words and accounts repeated read the text once each (quadratic; fails on f3f47d1c).
 */
test('money words and accounts repeated cost work in proportion to the text', () => {
  assertRepeatLinear('payments 4929 1180 2231 7765 ', first);
  assertRepeatLinear('pay 40-47-84 / 71206653 ', first);
});
