// Round 47 (docs/screening.md, 'Round 47 (lead): base64 wrapped over lines'): a blob wrapped over lines of one
// width (MIME's 76, PEM's 64, or any other) is read whole. On 700517de a blob wrapped at a width that is not a
// multiple of four decoded on no line, so a credentials file in it reached the model; the first property fails
// there. Wrapped ordinary text and wrapped binary stay admitted, and the reading is linear.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertCpuUnder } from '../../../test/helpers/linear-cpu.js';
import { PROSE, verdictKind } from '../../../test/helpers/screen-admit.js';

const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const keyOf = (len: number, alphabet: string) =>
  fc
    .array(fc.integer({ min: 0, max: alphabet.length - 1 }), { minLength: len, maxLength: len })
    .map((ix) => ix.map((i) => alphabet[i]).join(''));
const wrap = (blob: string, width: number, nl: string) => {
  const lines: string[] = [];
  for (let i = 0; i < blob.length; i += width) lines.push(blob.slice(i, i + width));
  return lines.join(nl);
};
const b64 = (s: string) => Buffer.from(s).toString('base64');
const carried = (blob: string) =>
  `${PROSE}\nThe attachment follows (credentials.b64):\n${blob}\nEnd of attachment.`;

test('a credentials file in base64 wrapped at any width from 40 to 100 is not admitted as it is', () => {
  fc.assert(
    fc.property(
      keyOf(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'),
      keyOf(40, B62),
      fc.integer({ min: 40, max: 100 }),
      fc.constantFrom('\n', '\r\n'),
      (id, secret, width, nl) => {
        const file = `[default]\naws_access_key_id = AKIA${id}\naws_secret_access_key = ${secret}\nregion = eu-west-1\n`;
        assert.notEqual(verdictKind(carried(wrap(b64(file), width, nl))), 'ALLOW', `width ${width}`);
      },
    ),
    { numRuns: 60 },
  );
});

test('wrapped ordinary text and wrapped binary stay admitted', () => {
  const readme =
    'This library renders map tiles from vector data. Install it with your package manager, then point the ' +
    'server at a directory of styles. Each style is a JSON file; the examples folder holds three of them. ';
  for (const width of [41, 57, 64, 75, 76]) {
    assert.equal(verdictKind(carried(wrap(b64(readme.repeat(3)), width, '\n'))), 'ALLOW', `text ${width}`);
    assert.equal(
      verdictKind(carried(wrap(randomBytes(900).toString('base64'), width, '\n'))),
      'ALLOW',
      `binary ${width}`,
    );
  }
});

test('the wrapped reading is linear: 200 kB of wrapped lines that join to binary, or to nothing, under 1.5 s of CPU', () => {
  const inputs = [
    wrap(randomBytes(150_000).toString('base64'), 76, '\n').slice(0, 200_000),
    `${'A'.repeat(40)}\n`.repeat(5_000),
    Array.from({ length: 4_000 }, () => `${'aGVsbG8gd29y'.repeat(4)}\naGVs`)
      .join('\n')
      .slice(0, 200_000),
  ];
  for (const input of inputs) {
    assertCpuUnder(
      () => verdictKind(input),
      1500,
      (ms) => `${ms} ms`,
    );
  }
});
