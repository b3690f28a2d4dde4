// Red-team round 16, class 3: a value split into string literals a program concatenates
// (`'eve' + '@' + 'evil-mail.example'`) is read joined, as ` + ` between parts of a word was; linear.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { growthOf } from '../../../test/helpers/work-count.js';
import { mailToKind } from '../ladder/testing.js';
import { joinSpelledApart } from './values.js';

const kindOf = mailToKind;

test('an address a result splits into concatenated string literals is the result', () => {
  const to = 'eve@evil-mail.example';
  for (const note of [
    "Team lead: 'eve' + '@' + 'evil-mail' + '.example'",
    'const lead = "eve@evil-" + "mail.example";',
    'lead = `eve@` + `evil-mail.example`',
  ])
    assert.equal(kindOf(note, to), 'REQUIRE_WITNESS', note);
  // Code that joins a literal to a name is not read as one value; the user's own lead still passes.
  assert.equal(joinSpelledApart('url = "https://api." + domain'), 'url = "https://api." + domain');
  assert.equal(kindOf('The notes say nothing of note.', to), 'ALLOW');
});

test('joining literals is linear in a 64 KiB run of quotes, spaces and pluses', () => {
  const shapes: Array<(n: number) => string> = [
    (n) => `a${"' ".repeat(n / 2)}`,
    (n) => `a'${' '.repeat(n)}+`,
    (n) => `${"a' + 'b".repeat(n / 7)}`,
    (n) => `${"a'+".repeat(n / 3)}`,
  ];
  for (const make of shapes) {
    const ratio = growthOf(make, joinSpelledApart, 8192);
    assert.ok(ratio <= 12, `${ratio.toFixed(1)}x the work for 8x the text`);
  }
});
