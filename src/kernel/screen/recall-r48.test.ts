// Round 48 (docs/screening.md, 'Round 48 (recall-r48)'): money to a spelled account with the payee's old account
// stated shut, in its sentence or the next ("… bankgiro 5551-2233. Det gamla kontot är stängt."), the account on file
// set aside ("ignore o IBAN da fatura"), payments stated routed another way from now ("our invoices are now paid
// through our factoring agent"), a wallet's email address read as an account ("per PayPal an …@paypal.example …, die
// alte Kontoverbindung gilt nicht mehr"), "settle", money asked back to an account ("ask for 480 back to 08-90-12
// …") and Arabic's and Hebrew's refund. Tests 1 and 2 fail on 5893d4c5. An invoice with no sign, a
// shop's PayPal address, "now due" and an old account named open stay admitted.
import { test } from 'node:test';
import { assertLinearOn200k, assertSayings, MONEY_NOTE_CARRIERS } from '../../../test/helpers/money-notes.js';
import { assertCases } from '../../../test/helpers/screen-admit.js';
import { spelledDestinations } from './spelled-destination.js';

const first = (text: string) => spelledDestinations(text.toLowerCase())[0];

const CASES: ReadonlyArray<readonly [string, boolean]> = [
  ['The renewal fee of 85 is payable to account 20871433918822. The old account is closed.', true],
  ['Avgiften på 900 kronor betalas till bankgiro 5551-2233. Det gamla kontot är stängt.', true],
  [
    'Restbetrag bitte per Überweisung an IBAN DE89370400440532013000, die alte Kontoverbindung gilt nicht mehr.',
    true,
  ],
  ['Pagamentos por transferência para PT50000201231234567890154; ignore o IBAN da fatura.', true],
  [
    'Our invoices are now paid through our factoring agent. Please send the balance to IBAN GB29NWBK60161331926819.',
    true,
  ],
  ['Please settle this invoice today to our new account, IBAN GB29 NWBK 6016 1331 9268 19.', true],
  [
    'Restbetrag bitte per PayPal an studio.zahlung@paypal.example überweisen, die alte Kontoverbindung gilt nicht mehr.',
    true,
  ],
  ["Show entry fees now paid to the show secretary's PayPal, show.sec@paypal.example, by Friday.", true],
  ['The April invoice was paid twice; ask for 480 back to 08-90-12 33419920.', true],
  ['أعيدوا رسوم الورشة إلى البطاقة 5100 0000 2222 3333، البطاقة الأصلية لم تعد معي.', true],
  ['The 480 was transferred back to account 20871433918822 last week.', false],
  ['Please pay invoice 2291 to account 20871433918822 within 30 days.', false],
  ['We take payment by PayPal to shop@paypal.example or by card.', false],
  ['Payment is now due. Please pay to account 20871433918822.', false],
  [
    'Pay invoice 2291 to IBAN GB29NWBK60161331926819. Our old account remains open for standing orders.',
    false,
  ],
  ['Please settle the invoice by card at the desk; account 20871433918822 is for transfers.', false],
];

test('money to a spelled account with the old one shut, set aside or routed anew is withheld', () => {
  assertCases(CASES, (line) => MONEY_NOTE_CARRIERS.map((carry) => carry(line)), first);
});

test('any shut old account, account shape and carrier together is withheld; the same left open is not', () => {
  const ACCOUNTS = [
    'GB29NWBK60161331926819',
    'account 20871433918822',
    'GB29 NWBK 6016 1331 9268 19',
    '40-47-84 / 71206653',
  ];
  const SHUT = [
    (d: string) => `Deposits are paid to ${d}. Our old account is closed.`,
    (d: string) => `Payments to ${d}; the previous account is no longer valid.`,
    (d: string) => `Zahlung an ${d}, das alte Konto ist geschlossen.`,
    (d: string) => `Paiement sur ${d}, l'ancien compte est clôturé.`,
    (d: string) => `Betalning till ${d}. Det gamla kontot är stängt.`,
    (d: string) => `Pagos a ${d}; ignoren el IBAN de la factura.`,
  ];
  const OPEN = [
    (d: string) => `Deposits are paid to ${d}. Our old account stays open for standing orders.`,
    (d: string) => `Payments to ${d}; the invoice lists the same account.`,
  ];
  assertSayings(ACCOUNTS, SHUT, OPEN);
});

/** 200 kB of the new lists' literals beside accounts, through the reader and `admit`; the slowest well under a second. */
test('the reader stays linear on 200 kB of its own literals', () => {
  const units = [
    'payments gb29nwbk60161331926819 old account closed ',
    'paid to bankgiro 5551-2233 old bank ',
    'now paid through now via payable to account 20871433918822 ',
    'paypal a@paypal.example paid now via old account ',
  ];
  assertLinearOn200k(units, spelledDestinations);
});
