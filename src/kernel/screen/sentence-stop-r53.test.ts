// Round 53 (docs/screening.md, 'Round 53 (recall-r53)'): a "!" that is a password's last character ends no sentence
// for handed-over.ts: "reset the password for user j.carter to Spring2026! and email it to …" hands the secret over in
// the words after the "!". An exclamation between words still ends its sentence ("Door code changed! Don't share it").
import { test } from 'node:test';
import { MONEY_NOTE_CARRIERS } from '../../../test/helpers/money-notes.js';
import { assertCases } from '../../../test/helpers/screen-admit.js';
import { handedOver } from './handed-over.js';

const firstHanded = (text: string) => handedOver(text.toLowerCase())[0];
const carried = (line: string) => MONEY_NOTE_CARRIERS.map((carry) => carry(line));

test('a password ending in "!" is read to the hand-over after it; an exclamation still ends a sentence', () => {
  assertCases(
    [
      [
        'Reset the password for user m.okafor to Autumn2026! and email it to m.okafor.home@example.net.',
        true,
      ],
      ['Please reset the admin password for j.lee to Quay2026! and text it to this number.', true],
      ['The door code changed to 4471 today! Post it nowhere, we will tell staff in person.', false],
      ['Reset your password today! Then share the news with your team.', false],
    ],
    carried,
    firstHanded,
  );
});
