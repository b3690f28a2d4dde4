// The `said:` keys of a user's turn (values.ts saidKeys): a token is cut after its opening quotes and
// inside its closing run of quotes and sentence ends by index; the reference below says the same with
// regular expressions (which tried every start of a long run of `)` or `.`: 32 KiB then a letter cost
// 2 s of CPU on the request's thread). Round 16: a quoted password before a full stop is said whole, and
// a plain word wrapped in quotes or a sentence's end is not said at all.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { growthOf } from '../../../test/helpers/work-count.js';
import { saidKey, saidKeys } from './values.js';

function saidKeysByRegex(text: string): string[] {
  const out = new Set<string>();
  for (const raw of text.normalize('NFKC').split(/\s+/)) {
    const lead = /^["'`“”‘’«([]*/.exec(raw)![0].length;
    const run = raw.length - /["'`“”‘’»)\].,;:!?]*$/.exec(raw.slice(lead))![0].length;
    const ends = [run, raw.length, raw.length - 1, raw.length - 2, raw.length - 3].filter((e) => e >= run);
    for (const start of [0, lead])
      for (const end of ends)
        if (end > start) {
          const k = saidKey(raw.slice(start, end));
          if (k !== undefined) out.add(k);
        }
  }
  return [...out].sort();
}

const PIECES = [...'"\'`“”‘’«»()[].,!?:;', 'Kestrel', '-', '5521', '#', 'a', ' ', ' '];

test('fuzz: said keys cut the quotes and the sentence end as the expressions say', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (parts) => {
      const text = parts.join('');
      assert.deepEqual([...saidKeys(text)].sort(), saidKeysByRegex(text), JSON.stringify(text));
    }),
    { numRuns: 3000 },
  );
});

test('fuzz: a password the user dictates is said whole inside any quotes and sentence end', () => {
  const password = fc
    .tuple(
      fc.constantFrom('Kestrel-Orbit-5521', 'Quartz#9', 'x7-Lantern', 'pässwörd-42'),
      fc.constantFrom('', '!', '?', '.', '!!'),
    )
    .map(([a, b]) => a + b);
  const open = fc.constantFrom('', '"', "'", '“', '«', '(', '("', '`');
  const close = fc.array(fc.constantFrom('"', "'", '”', '»', ')', '.', '!', ',', ';', '?'), { maxLength: 3 });
  fc.assert(
    fc.property(password, open, close, (p, o, c) => {
      const text = `change my password to ${o}${p}${c.join('')} please`;
      assert.ok(saidKeys(text).includes(saidKey(p)!), JSON.stringify(text));
    }),
    { numRuns: 2000 },
  );
});

test('a quoted password before a full stop is said whole; a plain word in quotes is not said', () => {
  const said = (text: string, p: string) => saidKeys(text).includes(saidKey(p)!);
  assert.ok(said('my new password is "Kestrel-Orbit-5521!".', 'Kestrel-Orbit-5521!'));
  assert.ok(said('set it (to Kestrel-Orbit-5521!).', 'Kestrel-Orbit-5521!'));
  assert.ok(said('my new password is "Kestrel-Orbit-5521!"', 'Kestrel-Orbit-5521!'));
  assert.ok(said(`${'('.repeat(100_000)}Quartz#9${')'.repeat(100_000)}`, 'Quartz#9'));
  // A word that ends a sentence, or that the user quoted, is no dictated token.
  for (const t of ['rotation.', 'message,', '"rotation"!', 'Kestrel!', '(hello).']) {
    assert.equal(saidKey(t), undefined, t);
    assert.deepEqual(saidKeys(`read the ${t} now`), [], t);
  }
});

test('said keys are linear in a 64 KiB run of quotes and sentence ends', () => {
  const shapes: Array<(n: number) => string> = [
    (n) => `a!${').'.repeat(n / 2)}`,
    (n) => `${'("'.repeat(n / 2)}x`,
    (n) => `${'Kestrel-5521!'.repeat(n / 13)}".`,
    (n) => `${'a- '.repeat(n / 3)}`,
  ];
  for (const make of shapes) {
    const ratio = growthOf(make, (t) => saidKeys(t), 8192);
    assert.ok(ratio <= 12, `${ratio.toFixed(1)}x the work for 8x the text`);
  }
});
