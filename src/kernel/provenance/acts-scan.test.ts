// The request's phrase and stem lookups (acts.ts phrasesIn, STEMS_BY_LETTER): the same answers as a scan
// per phrase, at the text's edges too, and work counted per character, not per character and phrase.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { growthOf, workOf } from '../../../test/helpers/work-count.js';
import { ACT_KINDS, type ActKind, delegates, requestedActs } from './acts.js';

const kinds = (mask: number): ActKind[] => ACT_KINDS.filter((_, i) => (mask & (1 << i)) !== 0);

test('acts scan: a phrase is found at the start, at the end, after a space, and in unspaced scripts', () => {
  assert.ok(delegates(requestedActs('whoever sent the invoice, pay them')), 'a phrase at the start');
  assert.ok(delegates(requestedActs('Pay whoever')), 'a phrase that ends the text');
  assert.ok(
    delegates(requestedActs('Schick die Datei an den Link aus der Mail')),
    'a phrase opened by a space',
  );
  assert.ok(delegates(requestedActs('Bezahl den Betrag, der in der Mail erwähnt wird')), 'a folded phrase');
  assert.ok(
    kinds(requestedActs('ホテルを予約してください')).includes('book'),
    'a word of an unspaced script',
  );
  assert.ok(kinds(requestedActs('支払')).includes('pay'), 'the whole text one word');
  assert.ok(!delegates(requestedActs('whoeve')), 'a phrase cut short at the end is not found');
  assert.deepEqual(kinds(requestedActs('dm')), kinds(requestedActs('DM')), 'a stem of two letters');
  assert.ok(kinds(requestedActs('Send the report to Ana')).includes('message'));
});

test('acts scan: 64 KiB of a request is read in work linear in its length and small per character', () => {
  // The scan per phrase read each character once for each of about two hundred phrases (126 to 214 a
  // character on these texts before the index); the index reads it once.
  const units = [
    'Please refactor the payment module so the retry logic lives in one place, then run the tests. ',
    'Bitte überweise den Betrag an die in der Mail erwähnte Person. ',
    '予約してください。会議の詳細はメールで送ってください。',
    ' ',
    'tttt ',
  ];
  for (const unit of units) {
    const make = (n: number) => unit.repeat(Math.ceil(n / unit.length));
    const text = make(65536);
    const perChar = workOf(() => requestedActs(text)) / text.length;
    assert.ok(perChar < 64, `${JSON.stringify(unit.slice(0, 20))}: ${perChar.toFixed(1)} a character`);
    const ratio = growthOf(make, requestedActs, 8192);
    assert.ok(ratio < 12, `${JSON.stringify(unit.slice(0, 20))}: grew ${ratio.toFixed(2)}x for 8x the text`);
  }
});
