// Red team, round 39: the MCP ledger book's weight bound (what its ledgers hold, MAX_BOOK_WEIGHT) had no
// client's share. One client that filled the book by weight left it at the bound; the next result any
// other client noted pushed the book over, and the rule "the growing client's own oldest go first" then
// dropped that client's ledgers, not the filler's (f8b04f6d: the victim's two older ledgers dropped, its
// traces restarted full: every value held). Now each write's weight is charged to its writer, whoever
// owns the ledger; over the bound, the ledgers written by a client over an eighth of it go first.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { LocalProvenanceBook } from '../src/server/provenance-book.js';

/** A result that hands over `n` distinct hosts: each several values the ledger keeps (about 12 of weight). */
const hosts = (tag: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `See https://h${i}-${tag}.example.net/p.`).join(' ');

const MAX_WEIGHT = 20_000;
const book = (): LocalProvenanceBook =>
  new LocalProvenanceBook(10_000, 3_600_000, Date.now, 1_250, MAX_WEIGHT);

describe("round 39: one client's weight in the MCP ledger book is its own to lose", () => {
  test('a victim under its share that tips a book another filled keeps its ledgers', async () => {
    const b = book();
    // The victim: three small ledgers.
    const victim: string[] = [];
    for (let i = 0; i < 3; i++) {
      await b.ledger(`v${i}`, 'pay my landlord', undefined, 'victim');
      await b.noteResult(`v${i}`, 'read_mail', hosts(`v${i}`, 5), 'all', 'victim');
      victim.push(`v${i}`);
    }
    const before = await Promise.all(victim.map((id) => b.ledger(id, undefined, undefined, 'victim')));
    // The filler: ledgers of 50 hosts each until the book is just under its bound.
    for (let i = 0; b.heldWeight + 700 < MAX_WEIGHT; i++)
      await b.noteResult(`f${i}`, 'fetch', hosts(`f${i}`, 50), 'all', 'filler');
    assert.ok(b.weightOf('filler') > MAX_WEIGHT / 8, 'the filler holds more than its share');
    // The victim's newest ledger grows past the bound: the filler's ledgers go, not the victim's.
    await b.noteResult('v2', 'read_mail', hosts('v2-more', 80), 'all', 'victim');
    assert.ok(b.heldWeight <= MAX_WEIGHT, `weight ${b.heldWeight}`);
    for (const [i, id] of victim.entries())
      assert.equal(await b.ledger(id, undefined, undefined, 'victim'), before[i], `${id} was pushed out`);
  });

  test('a client that writes into a victim’s trace is charged for it, not the victim', async () => {
    const b = book();
    await b.ledger('shared', 'pay my landlord', undefined, 'victim');
    await b.noteResult('shared', 'fetch', hosts('a', 100), 'all', 'attacker');
    assert.ok(b.weightOf('attacker') >= 1_000, `attacker charged ${b.weightOf('attacker')}`);
    assert.ok(b.weightOf('victim') < 200, `victim charged ${b.weightOf('victim')}`);
  });

  test('fast-check: the clients’ charges add up to the book’s weight, none negative, bound kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            client: fc.constantFrom('a', 'b', 'c'),
            trace: fc.integer({ min: 0, max: 7 }),
            values: fc.integer({ min: 0, max: 400 }),
            turn: fc.boolean(),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (writes) => {
          const b = book();
          let n = 0;
          for (const w of writes) {
            const id = `t${w.trace}`;
            if (w.turn) await b.ledger(id, `send it to https://u${n}.example.org/x`, undefined, w.client);
            else await b.noteResult(id, 'fetch', hosts(`${n}`, w.values), 'all', w.client);
            n++;
            const sum = b.weightOf('a') + b.weightOf('b') + b.weightOf('c');
            assert.equal(sum, b.heldWeight, `charges ${sum} against the book's ${b.heldWeight}`);
            for (const c of ['a', 'b', 'c']) assert.ok(b.weightOf(c) >= 0);
            assert.ok(b.heldWeight <= MAX_WEIGHT || b.size === 1, `weight ${b.heldWeight} in ${b.size}`);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
