// The literal scan finds exactly the rules whose literals occur in a text (ASCII letters compared
// lower-cased), against a plain `includes` over every literal, on generated literal lists and texts
// over a small alphabet (so literals overlap, nest and share suffixes). GATE_FUZZ_RUNS raises the count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { LiteralScan, NOT_ASCII } from './literal-scan.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 1000);
const chars = fc.constantFrom('a', 'b', 'c', '/', ' ', '.');
const literal = fc.array(chars, { minLength: 1, maxLength: 5 }).map((cs) => cs.join(''));
const text = fc
  .array(fc.constantFrom('a', 'b', 'c', 'A', 'B', '/', ' ', '.', 'x', '-'), { maxLength: 24 })
  .map((cs) => cs.join(''));

test('the scan lists exactly the rules a plain search finds, each once, across repeated scans', () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(literal, { maxLength: 4 }), { minLength: 1, maxLength: 6 }),
      fc.array(text, { minLength: 1, maxLength: 4 }),
      (literals, texts) => {
        const scan = new LiteralScan(literals);
        const marks = new Int32Array(literals.length);
        const listed = new Int32Array(literals.length);
        texts.forEach((t, i) => {
          const count = scan.scan(t, marks, i + 1, listed);
          const lower = t.toLowerCase();
          const want = literals.flatMap((list, r) => (list.some((l) => lower.includes(l)) ? [r] : []));
          assert.deepEqual([...listed.slice(0, count)].sort(), want, JSON.stringify([literals, t]));
        });
      },
    ),
    { numRuns: RUNS },
  );
});

test('a text beyond ASCII is NOT_ASCII', () => {
  const scan = new LiteralScan([['sudo']]);
  assert.equal(scan.scan('sudo é', new Int32Array(1), 1, new Int32Array(1)), NOT_ASCII);
});
