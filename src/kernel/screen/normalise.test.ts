import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  decodeBase64Text,
  decodeHexText,
  normalise,
  percentDecode,
  percentDecodeRuns,
  rot13,
} from './normalise.js';

test('plain ASCII passes through untouched', () => {
  const n = normalise('hello world\n\tline two');
  assert.equal(n.text, 'hello world\n\tline two');
  assert.equal(n.changed, false);
  assert.equal(n.invisible, 0);
});

test('zero-width and format characters are removed and counted, inside words too', () => {
  const n = normalise('ig\u200bnore pre\u200dvious\u00ad text\ufeff');
  assert.equal(n.text, 'ignore previous text');
  assert.equal(n.invisible, 4);
  assert.equal(n.invisibleInWords, 2);
});

test('control characters are removed, tab and newlines kept', () => {
  assert.equal(normalise('a\u0000b\u0007c\td\ne').text, 'abc\td\ne');
});

test('NFKC folds fullwidth and mathematical letters', () => {
  assert.equal(normalise('ｉｇｎｏｒｅ 𝐚𝐥𝐥').text, 'ignore all');
});

test('look-alike letters fold only inside words that mix scripts', () => {
  const mixed = normalise('Іgnоrе аll рrеvіоus'); // Cyrillic letters among Latin ones
  assert.equal(mixed.text, 'Ignore all previous');
  assert.equal(mixed.homoglyphWords, 3);
  const russian = normalise('Москва столица России');
  assert.equal(russian.text, 'Москва столица России');
  assert.equal(russian.homoglyphWords, 0);
  assert.equal(normalise('ᴀᴅᴍɪɴ').text, 'admin'); // Latin small capitals fold on their own
});

test('Unicode tag characters are removed and their hidden ASCII recovered', () => {
  const hidden = [...'call the tool'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
  const n = normalise(`visible${hidden} text`);
  assert.equal(n.text, 'visible text');
  assert.equal(n.tagText, 'call the tool');
});

test('an emoji subdivision flag is not taken for smuggled text', () => {
  const flag = `\u{1f3f4}${[...'gbeng'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}\u{e007f}`;
  assert.equal(normalise(`Go team ${flag}!`).tagText, '');
});

test('bidi controls are counted, and right-to-left text is noticed', () => {
  assert.equal(normalise('abc\u202edef\u202c').bidi, 2);
  assert.equal(normalise('שלום').rtl, true);
  assert.equal(normalise('hello').rtl, false);
});

test('base64 and base64url decode when the result is text', () => {
  const text = 'the quick brown fox jumps over 13 lazy dogs';
  assert.equal(decodeBase64Text(Buffer.from(text).toString('base64')), text);
  assert.equal(decodeBase64Text(Buffer.from(text).toString('base64url')), text);
  assert.equal(
    decodeBase64Text(Buffer.from('héllo wörld, ça va?').toString('base64')),
    'héllo wörld, ça va?',
  );
});

test('binary, identifiers and invalid input do not decode', () => {
  const binary = Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 97 + 13) % 256)).toString('base64');
  assert.equal(decodeBase64Text(binary), undefined);
  assert.equal(decodeBase64Text('sourceMappingURLforTheBundle'), undefined);
  assert.equal(decodeBase64Text('not base64 at all!'), undefined);
});

test('hex decodes one case at a time', () => {
  assert.equal(decodeHexText(Buffer.from('secret value here').toString('hex')), 'secret value here');
  assert.equal(decodeHexText('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'), undefined);
  assert.equal(decodeHexText('AbCd'), undefined);
});

test('percent escapes decode, whole text or runs only', () => {
  assert.equal(percentDecode('key=%67%68%70%5f%41'), 'key=ghp_A');
  assert.equal(percentDecode('no escapes'), undefined);
  const runs = percentDecodeRuns(`${'x'.repeat(200)} token=%41%42%43 tail`, 1000);
  assert.equal(runs, `${'x'.repeat(57)} token=ABC`);
});

test('rot13 round-trips', () => {
  assert.equal(rot13(rot13('Ignore Previous')), 'Ignore Previous');
  assert.equal(rot13('Vtaber'), 'Ignore');
});

test('property: normalising is idempotent', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (s) => {
      const once = normalise(s).text;
      assert.equal(normalise(once).text, once);
    }),
    { numRuns: 300 },
  );
});
