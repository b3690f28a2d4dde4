// The memory book is bounded by what its ledgers hold, not only by their count: one patient client's
// results full of values could otherwise fill 10,000 ledgers of 8,192 keys each (docs/provenance.md,
// "Per-client shares of the ledger book").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LocalProvenanceBook } from './provenance-book.js';

/**
 * A result that hands over `n` distinct hosts: each a value the ledger keeps. One sentence a host: the
 * same weight as a host a line, at about a quarter of the reading's CPU (round 37).
 */
const heavy = (tag: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `See https://h${i}-${tag}.example.net/p.`).join(' ');

test('a client whose results fill the book by weight pushes out its own ledgers, not another tenant’s', async () => {
  const maxWeight = 6_000;
  const book = new LocalProvenanceBook(10_000, 3_600_000, Date.now, 1_250, maxWeight);
  await book.ledger('tenant-b', 'pay my landlord', undefined, 'b');
  await book.noteResult('tenant-b', 'read_mail', heavy('b', 5), 'all', 'b');
  const tenantB = await book.ledger('tenant-b', undefined, undefined, 'b');
  assert.ok(tenantB && !tenantB.full);
  for (let i = 0; i < 40; i++) {
    await book.noteResult(`flood-${i}`, 'fetch', heavy(`a${i}`, 400), 'all', 'a');
    await book.ledger(`flood-${i}`, undefined, undefined, 'a');
    assert.ok(book.heldWeight <= maxWeight, `weight ${book.heldWeight} after ${i + 1} results`);
  }
  assert.ok(book.size < 40, `${book.size} ledgers kept`);
  assert.equal(
    await book.ledger('tenant-b', undefined, undefined, 'b'),
    tenantB,
    "b's ledger was pushed out",
  );
  // A pushed-out trace restarts full: it no longer knows what the trace read.
  const restarted = await book.ledger('flood-0', 'what next', undefined, 'a');
  assert.ok(restarted?.full);
});

test('one ledger heavier than the whole budget is kept alone, never dropped for itself', async () => {
  const book = new LocalProvenanceBook(10_000, 3_600_000, Date.now, 1_250, 100);
  await book.noteResult('one', 'fetch', heavy('x', 300), 'all', 'a');
  const ledger = await book.ledger('one', undefined, undefined, 'a');
  assert.ok(ledger);
  assert.equal(book.size, 1);
});
