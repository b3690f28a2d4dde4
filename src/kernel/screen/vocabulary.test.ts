// Each vocabulary lives in one place (docs/screening.md, 'Vocabulary'): no screening module defines its
// own copy of a shared word set, under its name or as a list that mostly repeats it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as vocabulary from './vocabulary.js';

const DIR = fileURLToPath(new URL('../../../../src/kernel/screen/', import.meta.url));
const SHARED = Object.entries(vocabulary).map(
  ([name, words]) => [name, new Set(words as Iterable<string>)] as const,
);

test('no screening module keeps its own copy of a shared word set', () => {
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    if (file === 'vocabulary.ts') continue;
    const source = readFileSync(`${DIR}${file}`, 'utf8');
    for (const [name] of SHARED)
      assert.doesNotMatch(source, new RegExp(`const ${name}\\b[^=]*=`), `${file} defines ${name}`);
    // Every inline list of quoted words: one that is mostly a shared set is a copy.
    for (const words of inlineLists(source)) {
      for (const [name, set] of SHARED) {
        const shared = words.filter((w) => set.has(w)).length;
        assert.ok(shared < Math.max(4, 0.6 * words.length), `${file} repeats ${name}: ${words.join(' ')}`);
      }
    }
  }
});

/** The quoted words of each `[...]` list in `source` that holds four or more (no regex: linear). */
function* inlineLists(source: string): Generator<string[]> {
  for (let open = source.indexOf('['); open >= 0; open = source.indexOf('[', open + 1)) {
    const close = source.indexOf(']', open);
    if (close < 0) return;
    const inner = source.slice(open + 1, close);
    if (inner.includes('[')) continue;
    const words = inner
      .split('\n')
      .map((line) => line.replace(/\/\/.*$/, ''))
      .join(' ')
      .split(',')
      .map((w) => w.trim())
      .filter((w) => w.length > 0);
    if (words.length >= 4 && words.every((w) => /^'[^']{1,40}'$/.test(w)))
      yield words.map((w) => w.slice(1, -1));
  }
}
