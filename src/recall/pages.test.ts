import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inspect } from 'node:util';
import { sha256Hex } from '../kernel/canonical.js';
import * as pageBounds from './pages.js';
import { PageBook, type PageInput } from './pages.js';

// Through the namespace, so this file loads on a build without it (the round 35 test then fails).
const PAGE_ENTRY_OVERHEAD: number = pageBounds.PAGE_ENTRY_OVERHEAD ?? 0;
/** What a page of `content` from read_file is charged. */
const cost = (content: string) => Buffer.byteLength(content) + PAGE_ENTRY_OVERHEAD + 2 * 'read_file'.length;

function page(content: string, extra: Partial<PageInput> = {}): PageInput {
  return { tool: 'read_file', kind: 'tool_result', content, verdict: 'ALLOW', trustEpoch: 0, ...extra };
}

test('add numbers pages per trace from 1 and addresses them by the sha256 of their bytes', () => {
  const book = new PageBook();
  const a1 = book.add('a', page('hello'));
  const a2 = book.add('a', page('wörld', { witness: 'w-1', trustEpoch: 3 }));
  const b1 = book.add('b', page('other'));
  assert.equal(a1?.step, 1);
  assert.equal(a2?.step, 2);
  assert.equal(b1?.step, 1);
  assert.equal(a1?.digest, sha256Hex('hello'));
  assert.equal(a2?.bytes, 6, 'UTF-8 bytes, not UTF-16 units');
  assert.deepEqual(
    book.pages('a')?.map((p) => [p.step, p.content, p.witness, p.trustEpoch]),
    [
      [1, 'hello', undefined, 0],
      [2, 'wörld', 'w-1', 3],
    ],
  );
  assert.deepEqual(book.traces(), ['a', 'b']);
  assert.equal(book.pages('nope'), undefined);
});

test('a quarantined or otherwise refused result is never paged', () => {
  const book = new PageBook();
  for (const verdict of ['QUARANTINE', 'DENY', 'REQUIRE_WITNESS']) {
    assert.equal(book.add('t', page('held bytes', { verdict })), undefined);
  }
  assert.equal(book.pages('t'), undefined);
  assert.deepEqual(book.stats(), { traces: 0, pages: 0, bytes: 0, evicted: 0, refused: 3 });
  assert.equal(book.add('t', page('fine', { verdict: 'TRANSFORM' }))?.step, 1);
});

test('past maxPagesPerTrace the oldest page goes and steps are never reused', () => {
  const book = new PageBook({ maxPagesPerTrace: 2 });
  for (const c of ['one', 'two', 'three', 'four']) book.add('t', page(c));
  assert.deepEqual(
    book.pages('t')?.map((p) => [p.step, p.content]),
    [
      [3, 'three'],
      [4, 'four'],
    ],
  );
  assert.equal(book.stats().evicted, 2);
});

test('past maxTraces the least recently paged trace is forgotten', () => {
  const book = new PageBook({ maxTraces: 2 });
  book.add('a', page('1'));
  book.add('b', page('2'));
  book.add('a', page('3'));
  book.add('c', page('4'));
  assert.deepEqual(book.traces().sort(), ['a', 'c']);
});

test('past maxBytes the oldest bytes go first; one page over the whole budget is refused', () => {
  const book = new PageBook({ maxBytes: 2 * cost('aaaa') + 2 });
  book.add('a', page('aaaa'));
  book.add('b', page('bbbb'));
  book.add('b', page('cccc'));
  assert.equal(book.pages('a'), undefined, 'the least recent trace gave up its bytes');
  assert.deepEqual(
    book.pages('b')?.map((p) => p.content),
    ['bbbb', 'cccc'],
  );
  assert.equal(book.stats().bytes, 8);
  assert.equal(book.add('b', page('x'.repeat(2 * cost('aaaa')))), undefined);
  assert.equal(book.stats().refused, 1);
});

test('round 35: a page is charged what it holds beyond its content, so empty pages stay bounded', () => {
  const book = new PageBook({ maxBytes: 64 * 1024 });
  for (let t = 0; t < 10; t++) for (let i = 0; i < 1000; i++) book.add(`t${t}`, page(''));
  // Counting content alone, all 10,000 stayed (0 bytes charged); each is at least 150 bytes of memory.
  assert.ok(book.stats().pages <= Math.floor((64 * 1024) / 150), `${book.stats().pages} pages kept`);
});

test('pages() hands out copies, and the book never prints its content', () => {
  const book = new PageBook();
  book.add('t', page('private context'));
  const copy = book.pages('t')!;
  copy[0]!.content = 'changed';
  assert.equal(book.pages('t')![0]!.content, 'private context');
  assert.ok(!inspect(book).includes('private'));
  assert.ok(!JSON.stringify(book).includes('private'));
  assert.throws(() => new PageBook({ maxBytes: 0 }), RangeError);
});
