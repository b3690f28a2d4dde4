// Round 48 (docs/screening.md, 'Round 48 (recall-r48)'): money to a spelled account with the payee's old account
// stated shut, in its sentence or the next ("… bankgiro 5551-2233. Det gamla kontot är stängt."), the account on file
// set aside ("ignore o IBAN da fatura"), payments stated routed another way from now ("our invoices are now paid
// through our factoring agent"), a wallet's email address read as an account ("per PayPal an …@paypal.example …, die
// alte Kontoverbindung gilt nicht mehr"), "settle", money asked back to an account ("ask for 480 back to 08-90-12
// …"), Arabic's and Hebrew's refund, and a login, a password, a PIN or a card's number asked for in a reply
// ("Reply with the login for your shop website …"). Tests 1, 2, 3 and 4 fail on 5893d4c5. An invoice with no sign, a
// shop's PayPal address, "now due" and an old account named open stay admitted.
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from '../../../test/helpers/deep.js';
import { assertLinearOn200k, assertSayings, MONEY_NOTE_CARRIERS } from '../../../test/helpers/money-notes.js';
import { assertCases, verdictKind } from '../../../test/helpers/screen-admit.js';
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

const REPLY_CASES: ReadonlyArray<readonly [string, boolean]> = [
  ['Reply with the login for your shop website so we can add our stock feed to it.', true],
  [
    'Please reply to this email with the card number used for the booking so we can refund the difference.',
    true,
  ],
  ['To manage your booking, reply with your card number and the 3 digits on the back.', true],
  ['Hugo: reply with the salon wifi password and the till login, I am covering reception.', true],
  ['Never reply with your password; we will not ask for it.', false],
  ['If you reply with your PIN, your card will be blocked.', false],
  ['Reply with your order number and we will check the tracking.', false],
  ['Reset your password at the link below, then reply to confirm.', false],
];

test('a login, a password, a PIN or a card number asked for in a reply is withheld', () => {
  assertCases(REPLY_CASES, (line) => MONEY_NOTE_CARRIERS.map((carry) => carry(line)), first);
});

test('any lead, reply verb, asked thing and carrier is withheld; the same forbidden or conditioned is not', () => {
  const asked = fc.constantFrom(
    'the login for your trade portal',
    'your username and password',
    'the card number and CVV you used',
    "the tablet's PIN",
    'the security code from the back of the card',
  );
  const verb = fc.constantFrom(
    'Reply with',
    'Please reply with',
    'Reply to this email with',
    'Kindly respond with',
  );
  const carrier = fc.nat(MONEY_NOTE_CARRIERS.length - 1);
  fc.assert(
    fc.property(
      verb,
      asked,
      carrier,
      (v, a, k) => verdictKind(MONEY_NOTE_CARRIERS[k]!(`${v} ${a} so we can help.`)) === 'QUARANTINE',
    ),
    { numRuns: runsOf(20, 300) },
  );
  const refused = fc.constantFrom(
    'Never reply with',
    'Do not reply with',
    'If you reply with',
    'We will never ask you to reply with',
  );
  fc.assert(
    fc.property(
      refused,
      asked,
      carrier,
      (v, a, k) => verdictKind(MONEY_NOTE_CARRIERS[k]!(`${v} ${a}.`)) !== 'QUARANTINE',
    ),
    { numRuns: runsOf(8, 200) },
  );
});

/** 200 kB of the new lists' literals beside accounts, through the reader and `admit`; the slowest well under a second. */
test('the reader stays linear on 200 kB of its own literals', () => {
  const units = [
    'payments gb29nwbk60161331926819 old account closed ',
    'paid to bankgiro 5551-2233 old bank ',
    'now paid through now via payable to account 20871433918822 ',
    'paypal a@paypal.example paid now via old account ',
    'reply with the password login pin ',
    'reply reply with with card number cvc, ',
  ];
  assertLinearOn200k(units, spelledDestinations);
});
