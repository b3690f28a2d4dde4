import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KEY_FOLDS, lowerKey } from './lower.js';

test('KEY_FOLDS holds every letter lower case keeps apart from the single letter it folds with', () => {
  // Every code point whose lower case, taken through upper case, is another single letter: what Go's
  // encoding/json (simple case folding) and .NET's ToUpperInvariant match and toLowerCase does not.
  const found: Record<string, string> = {};
  for (let c = 0; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const l = String.fromCodePoint(c).toLowerCase();
    const f = l.toUpperCase().toLowerCase();
    if (f !== l && [...l].length === 1 && [...f].length === 1) found[l] = f;
  }
  assert.deepEqual(found, { ...KEY_FOLDS }); // a table without a prototype (table.ts), read as a plain record
  for (const [from, to] of Object.entries(KEY_FOLDS)) assert.equal(from.length, to.length, 'one unit to one');
});

test('lowerKey folds a key as a Go decoder matches it, and ASCII keys as toLowerCase', () => {
  assert.equal(lowerKey('\u017fcript'), 'script');
  assert.equal(lowerKey('WORKD\u0131R'), 'workdir');
  assert.equal(lowerKey('\u212Aey'), 'key');
  assert.equal(lowerKey('\u03a3\u03c2'), '\u03c3\u03c3');
  assert.equal(lowerKey('File_Path'), 'file_path');
  assert.equal(lowerKey('stra\u00dfe'), 'stra\u00dfe', 'no full folding: Go does not take ß for ss');
});
