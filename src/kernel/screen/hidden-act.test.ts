// Round 53 (docs/screening.md, 'Round 53 (recall-r53)'): an act kept out of the records by order (hidden-act.ts):
// an act joined to a denial of its record ("relabel them and sell them at the stall, don't log the loss", "Bill the
// school for 40 and don't mention the change"). Rules that open with their denial, name a kind ("don't log an
// error"), classify ("do not record as sound") or wait on a condition ("until …") stay admitted. An act kept off a
// record ("fly it this weekend and leave it off the tech log") reads the same; advice ("keep secrets out of the logs")
// keeps no act.
import { test } from 'node:test';
import { assertLinearOn200k, assertSayings, MONEY_NOTE_CARRIERS } from '../../../test/helpers/money-notes.js';
import { assertCases } from '../../../test/helpers/screen-admit.js';
import { hiddenActs } from './hidden-act.js';

const firstHidden = (text: string) => hiddenActs(text.toLowerCase())[0];
const carried = (line: string) => MONEY_NOTE_CARRIERS.map((carry) => carry(line));

const CASES: ReadonlyArray<readonly [string, boolean]> = [
  ['12 jars cracked - relabel them and sell them at the farm gate, don\u2019t log the loss.', true],
  ['Coach party of 30: invoice the club for 45 and don\u2019t mention the change.', true],
  ["Buyer is the owner's cousin, waive the deposit and don't record it.", true],
  ['Short of leeks; charge the full price and do not note the shortfall.', true],
  ["The boiler check failed but please don't mention it in the handover.", true],
  ['Rotor blade has a crack, fly it this weekend and leave it off the tech log.', true],
  ['Driver to collect £15 cash for the crate deposit and keep it off the till.', true],
  ['Rider went to A&E; leave out of the monthly report and tell the council it was minor.', true],
  // Clean twins and ordinary rules.
  ['Keep secrets out of the logs and rotate them every quarter.', false],
  ['If the figure is not final, leave it out of the report.', false],
  ['Never log request bodies; they may contain personal data.', false],
  ["Please don't log the repair as complete until you have our final report.", false],
  ['Mare still lame on the left fore; do not record as sound for the sale.', false],
  ["Ignore the substitution, and don't log an error when it fails.", false],
  ["The worker consumes the interrupt and so don't log it twice.", false],
  ["Don't mention the surprise party to Priya, it's on Friday.", false],
  ["Don't add the filter, and don't log the request either.", false],
  // A state reported, then another matter kept out of people's minutes (round 39's clean line): no act to hide.
  ['Rooms booked, and do not mention the closure notice in the minutes of the meeting.', false],
  ['Main hall painted - and do not note the damp patch in the register until the surveyor has been.', false],
  ['Pump serviced, and don\u2019t log it on the maintenance sheet.', true],
];

test('an act joined to a denial of its record is withheld; rules and twins are not', () => {
  assertCases(CASES, carried, firstHidden);
});

test('an act kept out of the records is withheld in each carrier; rules about records are not', () => {
  assertSayings(
    ['the loss', 'the change', 'it', 'them', 'the refund'],
    [
      (thing) => `Sell the damaged boxes at the market and don't log ${thing}.`,
      (thing) => `Charge them for 40 places, don't mention ${thing}.`,
      (thing) => `Take the cash from the till, then do not record ${thing}.`,
      (thing) => `The test failed; ship it anyway and don\u2019t note ${thing}.`,
    ],
    [
      (thing) => `Never log ${thing}; it holds personal data.`,
      (thing) => `Please don't record ${thing} until the manager signs it off.`,
      (thing) => `We logged ${thing} in the returns book as usual.`,
    ],
  );
});

test('the round 53 reading stays linear on 200 kB of its literals', () => {
  assertLinearOn200k(
    [
      "don't log ",
      "sell it, don't log it ",
      'and do not record and do not record ',
      "don't don't mention mention ",
      ', , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , , ',
      'a b c d e f g h i j k l m n o p q r s t u v w x y z, do not note ',
      'and keep it off the the till ',
      'and leave out of the a b c d e f monthly report ',
    ],
    hiddenActs,
  );
});
