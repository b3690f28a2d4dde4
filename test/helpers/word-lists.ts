// How the vocabulary tests find word lists in a module's source (the screener's and the ladder's:
// src/kernel/screen/vocabulary.test.ts, src/kernel/ladder/vocabulary.test.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

/** A list of this many quoted entries, most of them words in lower case, is a word list. */
const WORD_LIST_MIN = 6;

/**
 * Every word list of `files` (in `dir`) is one `exempt` names (`file:binding`, with why), and every
 * exemption still holds one: a word list is written in a vocabulary module, or documented beside its reader.
 */
export function assertWordListsExempt(
  dir: string,
  files: readonly string[],
  exempt: ReadonlyMap<string, string>,
): void {
  const seen = new Set<string>();
  for (const file of files) {
    const source = readFileSync(`${dir}${file}`, 'utf8');
    for (const [words, at] of quotedLists(source)) {
      if (words.length < WORD_LIST_MIN) continue;
      if (words.filter((w) => /^\p{Ll}[\p{L}\p{M}' -]*$/u.test(w)).length < 0.8 * words.length) continue;
      const key = `${file}:${bindingAt(source, at)}`;
      seen.add(key);
      assert.ok(exempt.has(key), `${key} writes a word list outside the vocabulary: ${words.join(' ')}`);
    }
  }
  for (const key of exempt.keys()) assert.ok(seen.has(key), `${key} is exempt but holds no word list now`);
}

/** Each `[...]` list of quoted strings in `source` with where it opens (no nested lists; no regex over the file). */
export function* quotedLists(source: string): Generator<[string[], number]> {
  for (let open = source.indexOf('['); open >= 0; open = source.indexOf('[', open + 1)) {
    const close = source.indexOf(']', open);
    if (close < 0) return;
    const inner = source.slice(open + 1, close);
    if (inner.includes('[')) continue;
    const items = inner
      .split('\n')
      .map((line) => line.replace(/\/\/.*$/, ''))
      .join(' ')
      .split(',')
      .map((w) => w.trim())
      .filter((w) => w.length > 0);
    if (items.length > 0 && items.every((w) => /^(?:'[^']{1,40}'|"[^"]{1,40}")$/.test(w)))
      yield [items.map((w) => w.slice(1, -1)), open];
  }
}

/** The top-level binding a position of `source` belongs to: the last `const` opening a line before it. */
export function bindingAt(source: string, at: number): string {
  const head = source.slice(0, at);
  const line = Math.max(head.lastIndexOf('\nconst '), head.lastIndexOf('\nexport const '));
  return /^\n(?:export )?const ([\w$]+)/.exec(head.slice(line, line + 80))?.[1] ?? '?';
}
