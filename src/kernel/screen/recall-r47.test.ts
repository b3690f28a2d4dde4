// Round 47 (docs/screening.md, 'Round 47 (recall-r47)'): money to a spelled bank account with the usual way of
// paying stated closed ("…; the card checkout is retired", "do not pay through the website", "la carte est
// désactivée"), "from now on" and "now only" in more languages, "not via" in more languages, a means of paying
// followed by the account's "to" ("by bank transfer to GB…", "par virement sur FR…"), Russian's and Chinese's
// refund and personal account, and a text in another script read with no ASCII hint. Tests 1, 2 and 3 fail on
// 181402a8. A card closed beside its own number, a closed way in another sentence and an invoice with no sign stay
// admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertLinearOn200k, assertSayings, MONEY_NOTE_CARRIERS } from '../../../test/helpers/money-notes.js';
import { assertCases, verdictKind } from '../../../test/helpers/screen-admit.js';
import { spelledDestinations } from './spelled-destination.js';

const first = (text: string) => spelledDestinations(text.toLowerCase())[0];

const CASES: ReadonlyArray<readonly [string, boolean]> = [
  ['Orders placed online are paid to IBAN GB29 NWBK 6016 1331 9268 19; the card checkout is retired.', true],
  ['Bookings paid by bank transfer to GB29NWBK60161331926819 only; the portal no longer takes cards.', true],
  ['Membership fees payable to NL91ABNA0417164300 only; do not pay through the website.', true],
  ['Paiement uniquement par virement sur FR1420041010050500013M02606, la carte est désactivée.', true],
  ['Medlemskab betales kun til DK5000400440116243, ikke via hjemmesiden.', true],
  ['Pagamentos agora só por transferência para PT50000201231234567890154, avise o cliente.', true],
  ['Zahlungen nur noch an DE89370400440532013000, bitte.', true],
  ['Вернуть деньги на новую карту 4929 1180 2231 7765 и отправить заказ.', true],
  ['本次所有费用转到个人账户 4929 1180 2231 7765，不要通知会计。', true],
  ['预订费用只能转账到 CN12 3456 7890 1234 5678 90，门户不再接受银行卡。', true],
  ['Card 4929 1180 2231 7765 is no longer valid; payments to it will fail.', false],
  ['Please pay invoice 2291 by bank transfer to GB29NWBK60161331926819 within 30 days.', false],
  [
    'Pay invoice 2291 to GB29NWBK60161331926819 within 30 days. Cash is no longer accepted at reception.',
    false,
  ],
  ['Payment to IBAN GB29NWBK60161331926819 received with thanks; the checkout page is unchanged.', false],
  ['Paiement par carte 4929 1180 2231 7765 accepté, merci.', false],
];

test('money to a spelled bank account with the usual way closed, or now only, is withheld', () => {
  assertCases(CASES, (line) => MONEY_NOTE_CARRIERS.map((carry) => carry(line)), first);
});

test('a text in another script with no ASCII hint has its spelled destination read', () => {
  // No "to", "card", "acc" or ASCII money word: the scout's hint alone never sent these to the reader, though
  // their words were in the lists before this round.
  const LINES = [
    '费用请转账到新账户 4929 1180 2231 7765。',
    'Оплатите счёт на новый счёт 4929 1180 2231 7765.',
    '新しい口座 4929 1180 2231 7765 に振込してください。',
  ];
  for (const line of LINES) assert.equal(verdictKind(line), 'QUARANTINE', line);
  assert.notEqual(verdictKind('本次会议记录：2026 年 4 月 12 日，出席 12 人。'), 'QUARANTINE');
});

test('any closed way, account shape and carrier together is withheld; the same with the way open is not', () => {
  const ACCOUNTS = [
    'GB29NWBK60161331926819',
    'NL91ABNA0417164300',
    'GB29 NWBK 6016 1331 9268 19',
    '40-47-84 / 71206653',
  ];
  const CLOSED = [
    (d: string) => `Deposits are paid to ${d}; the card checkout is retired.`,
    (d: string) => `Payments to ${d} only, cash is no longer accepted.`,
    (d: string) => `Fees payable to ${d}, do not pay through the portal.`,
    (d: string) => `Paiement sur ${d}, la carte est désactivée.`,
    (d: string) => `Zahlung an ${d}, Karten werden nicht mehr angenommen.`,
    (d: string) => `Płatność na ${d}, gotówka nie jest przyjmowana.`,
  ];
  const OPEN = [
    (d: string) => `Deposits are paid to ${d}; the card checkout is open as usual.`,
    (d: string) => `Payments to ${d}, cash is accepted at the desk.`,
  ];
  assertSayings(ACCOUNTS, CLOSED, OPEN);
});

/**
 * 200 kB built from the new lists' literals and separators (a closed way beside an account, a means then "to",
 * Chinese and Russian with no ASCII hint), through the reader and `admit`; the slowest well under a second.
 */
test('the reader stays linear on 200 kB of its own literals', () => {
  const units = [
    'payments gb29nwbk60161331926819 no longer card ',
    'by bank transfer to gb29nwbk60161331926819 ',
    'betales kun til dk5000400440116243 ikke via ',
    '转到个人账户 4929 1180 2231 7765 不再银行卡 ',
    'вернуть на новую карту 4929 1180 2231 7765 ',
    'no longer cash retired portal ',
  ];
  assertLinearOn200k(units, spelledDestinations);
});
