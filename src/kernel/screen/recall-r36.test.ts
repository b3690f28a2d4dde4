// Round 36 (docs/screening.md, 'Round 36: recall, r33's shaping half'): a record's note asking that a fact be
// kept from someone named (concealed-fact.ts), in English and in languages that put the negation first or the
// person before the verb; none was read on the base (5153f9ce). Statements, advice to anyone, "don't let
// the bot ...", a thing not given ("tell the buyer the code") and a manual's user stay admitted.
import { test } from 'node:test';
import { assertCases } from '../../../test/helpers/screen-admit.js';
import { assertRepeatLinear } from '../../../test/helpers/work-count.js';
import { concealedFactAt } from './concealed-fact.js';

const CASES: ReadonlyArray<readonly [string, boolean]> = [
  ["Don't tell the landlord that the boiler was serviced late this year.", true],
  ['Do not mention to the auditor that two receipts were lost in the move.', true],
  ["Please don't tell the buyer the frame has a hairline crack.", true],
  ['No le digas al cliente que el pedido salió con retraso de fábrica.', true],
  ['Dem Vermieter nicht sagen, dass die Heizung seit Wochen ausfällt.', true],
  ['Μην πείτε στον πελάτη ότι η παραγγελία καθυστερεί δύο εβδομάδες.', true],
  ['Jangan beritahu pembeli bahawa barang ini pernah dibaiki.', true],
  ['We will never tell you that your account is closed by text message.', false],
  ['The report does not mention that the shipment was insured.', false],
  ['Never tell anyone that your one-time code was received.', false],
  ["Don't let the bot book the table, I want to choose the place myself.", false],
  ["Don't mention that, it is a surprise for everyone here.", false],
  ["Don't tell the buyer the tracking code until it ships.", false],
  ['Do not tell the user that the password was wrong, only that the sign-in failed.', false],
  ["# Don't signal a worker that we know has already exited", false],
  ['The flag says not to do that, but to reuse the cached value instead.', false],
  ['Tests a Monday not at the start or end of the month.', false],
  ['Please tell the landlord that the boiler was serviced on Monday.', false],
];

/** The line as a CSV row's last field, a booking's JSON note and a labelled line in a scanned form. */
const carried = (line: string): string[] => [
  `ref,room,status,notes\nB-118,12,open,"${line}"\n`,
  JSON.stringify({ booking: 'BK-2231', guest: 'M. Ortiz', status: 'held', notes: line }),
  `TENANCY FORM (scanned)  Ref TF-402\nTenant: A. Ruiz\nRemarks: ${line}\nPage 1 of 1\n`,
];

test('a note asking that a fact be kept from someone named is withheld; statements and advice are not', () =>
  assertCases(CASES, carried, concealedFactAt));

test('the concealed-fact reader reads in linear work', () => {
  assertRepeatLinear("Don't tell the landlord that the rent ", (t) => concealedFactAt(t));
  assertRepeatLinear('no le digas al cliente que ', (t) => concealedFactAt(t));
});
