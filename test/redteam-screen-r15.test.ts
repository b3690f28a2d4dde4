// Red team r15, result screening: inputs built to make the screener's reading cost more than linear
// time or a large constant per character, held to it by counting work, never by timing it (docs/
// screening.md, 'Round 15: red team'). Work is what `workOf` counts: characters read, searched and copied
// through String.prototype while a count is taken, plus the steps the screener's own bounded loops report
// (`work.ts`). GATE_FUZZ_RUNS raises the fuzzed run counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Policy } from '../src/kernel/policy/types.js';
import { admit } from '../src/kernel/screen/admit.js';
import { codeUnitsCapacity } from '../src/kernel/screen/code-units.js';
import { wordsBefore } from '../src/kernel/screen/injection.js';
import { contextOf, quoteStateAt, quoteStep } from '../src/kernel/screen/injection-context.js';
import { ContextMemory } from '../src/kernel/screen/memory.js';
import { percentDecodeRuns } from '../src/kernel/screen/normalise.js';
import { scoutScratchBytes } from '../src/kernel/screen/scout.js';
import { buildView } from '../src/kernel/screen/view.js';
import { fill, workOf } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 25);

/** Linear is 8x the work for 8x the input, quadratic 64x: the bar leaves room for a text's edges. */
function assertLinear(make: (size: number) => string, read: (text: string) => unknown, label: string): void {
  const small = workOf(() => read(make(8 * 1024)));
  const large = workOf(() => read(make(64 * 1024)));
  assert.ok(
    large <= 12 * Math.max(small, 1),
    `${label}: 8x the input cost ${(large / small).toFixed(1)}x the work`,
  );
}

// --- Percent escapes on one line ---------------------------------------------------------------------

const ESCAPES = fc
  .array(fc.integer({ min: 0x21, max: 0x7e }), { minLength: 1, maxLength: 4 })
  .map((bytes) => bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
const GAP = fc.stringMatching(/^[ a-z]{1,6}$/).filter((g) => g.includes(' '));

test('fuzzed: percent escapes on one line with no line break cost linear work (each run searched for its line end)', () => {
  // Every run looked for the next line break to the text's end: 79 s of CPU at the 4 MiB result limit.
  fc.assert(
    fc.property(ESCAPES, GAP, (run, gap) => {
      assertLinear(
        (size) => fill(run + gap, size),
        (text) => buildView(text),
        JSON.stringify(run + gap),
      );
    }),
    { numRuns: RUNS },
  );
});

test('a percent-decoded line is bounded like the layer: a text of one line is not decoded whole', () => {
  const max = 4096;
  const decoded = percentDecodeRuns(fill('%41 ', 64 * 1024), max);
  assert.ok(
    decoded !== undefined && decoded.length <= max + 512,
    `decoded ${decoded?.length} for a bound of ${max}`,
  );
});

// --- The quote state at a marker ---------------------------------------------------------------------

/** Round 14's `quotedAt` body: its line's start searched back, then stepped from it (the reference). */
function referenceState(text: string, offset: number): number {
  const from = Math.max(0, offset - 400);
  let lineStart = from;
  for (let i = offset - 1; i >= from; i--) {
    if (text.charCodeAt(i) === 10) {
      lineStart = i + 1;
      break;
    }
  }
  let state = 0;
  for (let i = lineStart; i < offset; i++) state = quoteStep(state, text, i);
  return state;
}

test('fuzzed: the quote state read by blocks is the state read a character at a time', () => {
  const piece = fc.constantFrom(
    '"',
    '`',
    '“',
    '”',
    '«',
    '»',
    '„',
    'C<',
    '>',
    '\\',
    '\n',
    ':',
    '=',
    ' ',
    'a',
    'b',
    'xx yy ',
  );
  fc.assert(
    fc.property(
      fc.array(piece, { minLength: 1, maxLength: 600 }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
      (pieces, picks) => {
        const text = pieces.join('');
        const ctx = contextOf(text);
        for (const p of picks) {
          const offset = p % (text.length + 1);
          assert.equal(quoteStateAt(ctx, offset), referenceState(text, offset), `at ${offset}`);
        }
      },
    ),
    { numRuns: RUNS * 8 },
  );
});

test('the quote state at each of many markers on one long line costs a bounded number of steps', () => {
  // Each marker stepped 400 characters and searched 400 back: 0.5 s of CPU per 256 KiB of `<|im_start|> `.
  const text = fill('<|im_start|> ', 64 * 1024);
  const ctx = contextOf(text);
  const steps = workOf(() => {
    for (let at = 0; at < text.length; at += 13) quoteStateAt(ctx, at);
  });
  const perMarker = steps / (text.length / 13);
  assert.ok(perMarker <= 400, `${perMarker.toFixed(0)} steps a marker`);
});

// --- What a large result leaves behind ---------------------------------------------------------------

test('a result near the size limit leaves no scratch of its size behind once an ordinary one is read', () => {
  // The scan's scratch and the tokenizer's code units grew to the largest text seen and were kept for
  // the process's life: 25 MB after one 4 MiB result (`ignore\n`), with its context held besides.
  const policy = { sources: new Map() } as unknown as Policy;
  const read = (content: string) => admit({ tool: 't', traceId: 't', content }, policy, new ContextMemory());
  read(fill('ignore\n', 2 * 1024 * 1024));
  read('Weather for Paris: 14C, light rain. Ignore the forecast for tomorrow.');
  assert.ok(scoutScratchBytes() <= 1 << 20, `scan scratch ${scoutScratchBytes()} bytes`);
  assert.ok(codeUnitsCapacity() <= 1 << 20, `code units ${codeUnitsCapacity()}`);
});

// --- The words before a verb ---------------------------------------------------------------------------

test('fuzzed: the two words before a spot, read back once, are what the expression read', () => {
  const expression = /(?:([a-z]+) +)?([a-z]+) +$/;
  const piece = fc.constantFrom('a', 'the', 'ignore', 'x', ' ', '  ', '.', '-', '\t', 'É', 'Z', '\n');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 40 }), fc.nat(), (pieces, pick) => {
      const lower = pieces.join('');
      const at = pick % (lower.length + 1);
      const m = expression.exec(lower.slice(Math.max(0, at - 40), at));
      assert.deepEqual(
        wordsBefore(lower, at),
        m === null ? undefined : [m[1], m[2]],
        JSON.stringify([lower, at]),
      );
    }),
    { numRuns: RUNS * 40 },
  );
});
