// A result of bare URLs, one a line, read in time linear in its lines (docs/provenance.md, 'Round 37: a
// span read once'): every URL read apart at its schemes spans the whole text, and each was read for
// orders over all of it, so 800 lines cost 4 to 6 s of CPU on fb20a3cc. Work is counted, not timed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TraceProvenance } from '../src/kernel/provenance/ledger.js';
import { workOf } from './helpers/work-count.js';

const lines = (n: number, sep: string, line: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => line(i)).join(sep);

const shapes: ReadonlyArray<[string, (n: number) => string]> = [
  ['bare URLs, one a line', (n) => lines(n, '\n', (i) => `https://h${i}.example.net/p`)],
  ['URLs after a word, one a line', (n) => lines(n, '\n', (i) => `see https://h${i}.example.net/p`)],
];

for (const [name, text] of shapes)
  test(`reading ${name} for orders grows linearly`, () => {
    const work = (n: number) => workOf(() => new TraceProvenance().noteUntrusted(text(n), 'fetch', 'r'));
    // Read each size once small first: one-time building is not growth.
    work(25);
    const small = work(50);
    const large = work(200);
    // Four times the lines: linear is about 4x; reading every value's span whole was 15.6x on fb20a3cc.
    // The joined readings' few long spans still grow a little faster than the text (6.8x here).
    assert.ok(
      large / small < 10,
      `${name}: work ${small} for 50 lines, ${large} for 200 (x${(large / small).toFixed(1)})`,
    );
  });
