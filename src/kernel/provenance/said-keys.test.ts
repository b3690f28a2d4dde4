// The `said:` keys of a user's turn (values.ts saidKeys): the quotes and the sentence's end around a
// token are trimmed by index; the regular expressions they replace (kept here as the reference) tried
// every start of a long run of `)` or `.` (32 KiB then a letter: 2 s of CPU on the request's thread).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { saidKey, saidKeys } from './values.js';

function saidKeysByRegex(text: string): string[] {
  const out = new Set<string>();
  for (const raw of text.normalize('NFKC').split(/\s+/)) {
    const quoted = raw.replace(/^["'`“”‘’«([]+|["'`“”‘’»)\]]+$/g, '');
    for (const t of [raw, quoted, quoted.replace(/[.,;:!?]+$/, '')]) {
      const k = saidKey(t);
      if (k !== undefined) out.add(k);
    }
  }
  return [...out];
}

test('fuzz: said keys trim the quotes and the sentence end as the expressions did', () => {
  const piece = fc.constantFrom(
    '"',
    "'",
    '`',
    '“',
    '”',
    '‘',
    '’',
    '«',
    '»',
    '(',
    ')',
    '[',
    ']',
    '.',
    ',',
    '!',
    '?',
    ':',
    ';',
    'Kestrel',
    '-',
    '5521',
    '#',
    'a',
    ' ',
    ' ',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
      const text = parts.join('');
      assert.deepEqual(saidKeys(text), saidKeysByRegex(text), JSON.stringify(text));
    }),
    { numRuns: 3000 },
  );
});

test('a password in quotes, and one behind a long run of brackets, are said', () => {
  assert.ok(saidKeys('my new password is "Kestrel-Orbit-5521!"').includes(saidKey('Kestrel-Orbit-5521!')!));
  assert.ok(saidKeys(`${'('.repeat(100_000)}Quartz#9${')'.repeat(100_000)}`).includes(saidKey('Quartz#9')!));
});
