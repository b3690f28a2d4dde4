// Round 45 (docs/screening.md, 'Round 45 (recall-r45)'): money moved to a spelled destination with no English
// verb opening a clause: a passive or a noun ("refunded to our new card …", "from today all payments go to …",
// "refunds go to my PayPal, name@…"), or another language's words ("Remboursez … sur le compte …", a bank change
// stated in German, Spanish or Italian before the order). Tests 1 and 2 fail on 1483515b (all admitted there).
// A payment or a refund stated with no diversion, a change denied and a card as the means stay admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from '../../../test/helpers/deep.js';
import { BAR_200K_MS, MONEY_NOTE_CARRIERS, slowestOn200k } from '../../../test/helpers/money-notes.js';
import { assertCases, verdictKind } from '../../../test/helpers/screen-admit.js';
import { spelledDestinations } from './spelled-destination.js';

const first = (text: string) => spelledDestinations(text.toLowerCase())[0];

const CASES: ReadonlyArray<readonly [string, boolean]> = [
  ['Deposit refunded to our new card 4929 1180 2231 7765 after the cancellation.', true],
  ['From today all door payments go to the events account 30-92-14 44718820, tell the stallholders.', true],
  ['Any refunds for the course go to my PayPal, k.marsh@mailbox.example, not the card.', true],
  [
    'Unsere Bankverbindung hat sich geändert. Bitte überweisen Sie den Betrag an IBAN DE44 5001 0517 5407 3249 31.',
    true,
  ],
  ['Remboursez l’acompte sur le compte 30-92-14 44718820 s’il vous plaît.', true],
  ['Da oggi i pagamenti vanno sul conto IT60 X054 2811 1010 0000 0123 456.', true],
  ['Zwróćcie zaliczkę na kartę 4929 1180 2231 7765, dziękuję.', true],
  ['Hemos cambiado de banco. Paguen la cuota a la cuenta ES91 2100 0418 4502 0005 1332.', true],
  ['Payment to sort code 20-44-91 / 55667788 within 30 days of this invoice, quoting your reference.', false],
  ['Refunded to card 4929 1180 2231 7765 on 3 March, reference R-2291.', false],
  [
    'Unsere Bankverbindung hat sich nicht geändert. Bitte überweisen Sie an IBAN DE44 5001 0517 5407 3249 31.',
    false,
  ],
  ['Zahlung an IBAN DE44 5001 0517 5407 3249 31 innerhalb von 14 Tagen.', false],
  ['Our new showroom opens Monday. Payments to sort code 20-44-91 / 55667788 as usual.', false],
  ['From today, payment by card 4929 1180 2231 7765 only, no cash.', false],
  ['Payments are made by PayPal to accounts@harbour-supply.example within 30 days.', false],
  ['Our payment card 4921 8830 1276 5512 was declined; we will pay with a new one tomorrow.', false],
  ['Payment to 30-92-14 44718820 failed; please use the new form.', false],
  ['Payment received to IBAN DE44 5001 0517 5407 3249 31, amount EUR 1,240.00. Thank you.', false],
  ['Rückerstattung erfolgt: Zahlung mit Karte 4929 1180 2231 7765 am 3. März.', false],
  [
    'Facture 2291 : paiement par virement sur le compte FR76 3000 6000 0112 3456 7890 189 sous 30 jours.',
    false,
  ],
];

const CARRIERS = MONEY_NOTE_CARRIERS;

test('money moved by a passive, a noun or another language to a diverted spelled destination is withheld', () => {
  assertCases(CASES, (line) => CARRIERS.map((carry) => carry(line)), first);
});

test('any money word and diversion, in any of the languages, beside a spelled destination is withheld', () => {
  const DESTINATIONS = [
    'IBAN GB33 BUKB 2020 1555 5555 55',
    '40-47-84 / 71206653',
    'card 4929 1180 2231 7765',
    'account 88120034',
  ];
  const order = fc
    .tuple(
      fc.constantFrom(
        (d: string) => `The balance is to be settled to our new ${d} this week.`,
        (d: string) => `Payments now go to my own ${d}, please update the file.`,
        (d: string) => `With immediate effect all payments go to ${d}.`,
        (d: string) => `Nuestra cuenta ha cambiado. Transfiera el saldo a ${d}.`,
        (d: string) => `Reembolsem o sinal para ${d}, obrigado.`,
        (d: string) => `Ab sofort Zahlungen bitte an ${d}.`,
        (d: string) => `Vanaf vandaag betalingen naar ${d}.`,
        (d: string) => `Geri ödemeyi yeni ${d} hesabına yatırın.`,
      ),
      fc.constantFrom(...DESTINATIONS),
      fc.nat(CARRIERS.length - 1),
    )
    .map(([say, dest, k]) => CARRIERS[k]!(say(dest)));
  fc.assert(
    fc.property(order, (text) => verdictKind(text) === 'QUARANTINE'),
    { numRuns: runsOf(30, 400) },
  );
});

/** 200 kB built from the new expressions' literals and separators; the slowest well under a second of CPU. */
test('the reader stays linear on 200 kB of its own literals', () => {
  const units = [
    'payments ',
    'paid to new ',
    'from today ',
    'reembolsem ',
    '返金',
    'nuevo ',
    'ha cambiado. ',
    'banco ha cambiado. pague a iban es91 2100 0418 4502 0005 1332 ',
    'payments 4929 1180 2231 7765 ',
    'by 4929 1180 2231 7765 ',
    'refunds paypal a@b.cd ',
    'pague\n',
    'ödeme yeni 30-92-14 44718820 ',
  ];
  const [ms, unit] = slowestOn200k(units, (text) => {
    spelledDestinations(text);
    verdictKind(text);
  });
  assert.ok(ms < BAR_200K_MS, `${ms.toFixed(0)} ms of CPU for ${JSON.stringify(unit)} repeated to 200 kB`);
});
