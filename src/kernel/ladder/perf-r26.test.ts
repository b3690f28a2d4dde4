// Round 26's cuts on the decision path give what the readings they replace gave: a held call's token
// kept with its text's facts is the token of that call (any tool, key and trace, in any order); a legal
// form tested without copies is read as the copying reading reads it; a parse's reading kept as the
// last parse read is the reading of the parse asked about.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { BINARY_UNIT } from '../../testing/code-points.js';
import { DEFAULT_FLOOR } from '../policy/default-floor.js';
import { compilePolicy } from '../policy/load.js';
import { LEGAL_FORMS, withoutLegalForm } from '../provenance/options.js';
import type { ToolCall } from '../types.js';
import { adjudicate } from './ladder.js';
import { ParseMemo } from './parse-memo.js';
import type { SimpleCommand } from './shell-parse.js';
import { confirmToken } from './witness.js';

const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');

test('a held call offers its own token, whichever call of the same text was held before it', () => {
  // Outward or irreversible commands the floor admits and holds for a witness.
  const texts = ['git push origin main', 'rm -rf build', 'git push --force', 'gh pr merge 12'];
  const call = fc.record({
    tool: fc.constantFrom('Bash', 'shell', 'run_terminal_cmd', 'shell_command'),
    key: fc.constantFrom('command', 'cmd'),
    text: fc.constantFrom(...texts),
    witness: fc.boolean(),
    traceId: fc.constantFrom(undefined, 't1', 't2'),
  });
  let held = 0;
  fc.assert(
    fc.property(fc.array(call, { minLength: 1, maxLength: 24 }), (calls) => {
      for (const c of calls) {
        const args: Record<string, string> = { [c.key]: c.text };
        if (c.witness) args.witness = 'gw_0';
        const tc: ToolCall = { tool: c.tool, args, traceId: c.traceId };
        const v = adjudicate(floor, tc, { tainted: false });
        if (v.kind !== 'REQUIRE_WITNESS') continue;
        held++;
        assert.equal(v.detail?.confirm_token, confirmToken(tc));
      }
    }),
    { numRuns: 300 },
  );
  assert.ok(held > 0);
});

/** withoutLegalForm as round 25 read it (two lastIndexOf calls, a copy of every last word), compacted. */
function reference(text: string): string | undefined {
  const short = new Set(['ab', 'ag', 'as', 'bv', 'nv', 'oy', 'sa', 'se', 'kg', 'sl']);
  const whole = text.trim();
  let rest = text.length > 128 ? '' : whole;
  for (let n = 0; n < 2; n++) {
    const cut = Math.max(rest.lastIndexOf(' '), rest.lastIndexOf(','));
    const form = rest
      .slice(cut + 1)
      .replace(/\./g, '')
      .toLowerCase();
    if (cut <= 0 || !(LEGAL_FORMS.has(form) || short.has(form))) break;
    rest = rest.slice(0, cut).trimEnd().replace(/,$/, '').trimEnd();
  }
  return rest.length > 0 && rest.length < whole.length ? rest : undefined;
}

test('a legal form is read as the copying reading read it, on any text', () => {
  const piece = fc.oneof(
    fc.constantFrom(' ', ',', '.', ', ', 'Ltd', 'GMBH', 'S.A.', 'Kft.', 'oy', '\u212Aft', 'Lda', '-20', 'x'),
    fc.string({ maxLength: 4, unit: BINARY_UNIT }),
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
      const text = pieces.join('');
      assert.equal(withoutLegalForm(text), reference(text));
    }),
    { numRuns: 3000 },
  );
});

test('a parse memo answers for the parse asked about, short or long, in any order', () => {
  const parses = [1, 3, 9, 12].map((n) =>
    Array.from({ length: n }, () => ({ words: ['ls'] }) as unknown as SimpleCommand),
  );
  let reads = 0;
  const memo = new ParseMemo<number>();
  const read = (all: readonly SimpleCommand[]): number => {
    reads++;
    return parses.indexOf(all as SimpleCommand[]);
  };
  fc.assert(
    fc.property(fc.array(fc.nat(parses.length - 1), { maxLength: 40 }), (order) => {
      for (const k of order) assert.equal(memo.of(parses[k] as SimpleCommand[], read), k);
    }),
  );
  assert.ok(reads > 0);
});
