// Round 69 (docs/floor.md "Round 69 (lead)"): a word's shown form, the text the floor's readers parse again
// (an unknown wrapper's operands read as a script, an alias's line, a rendered layer), reads back as the
// word bash passes. Round 68's stop failed CI on `sem env -S '$'\''\x73'\''udo id'`: the quoted `$` was
// shown bare before the next piece's quote, `$''\''…`, which a shell reads as `$'..'` without the `$`, so
// the wrapper's operands were read as `env -S '\x73'udo id` and sudo was admitted. bash 5.2 with a stand-in
// that prints its argv is the oracle.
import { test } from 'node:test';
import fc from 'fast-check';
import { parseShell } from '../src/kernel/ladder/shell-parse.js';
import { parseCommands } from '../src/kernel/ladder/shell-plain.js';
import { RUNS, refusedBoth } from './helpers/redteam-floor.js';
import { QUOTED_PIECES, wordsAgree } from './helpers/shell-words.js';
import { withStandIns } from './helpers/stand-in-bash.js';

// A brace expansion's words are shown as their text, live expansions kept bare (`{-C,$d}`): not here.
// Round 69's pieces beside rounds 64-66's: a literal `$` ending a piece before the next piece's quote.
const PIECE = fc.constantFrom(...QUOTED_PIECES, "'$'", '"$"', "$\\'", "'a$'", '"a\\$"', "\\$\\'");

test("generated: each word's shown form, parsed again, is the argv bash passes (both parsers)", () => {
  withStandIns(['pp'], (ran) => {
    fc.assert(
      fc.property(fc.array(PIECE, { minLength: 1, maxLength: 5 }), fc.boolean(), (pieces, apart) => {
        const text = `pp ${pieces.join(apart ? ' ' : '')}`;
        const argv = ran(text).trimEnd().split('|').slice(1, -1);
        for (const parse of [parseShell(text), parseCommands(text, false)]) {
          const cmd = parse.commands[0];
          if (cmd === undefined || cmd.unknown) continue;
          wordsAgree(`pp ${cmd.shown.slice(1).join(' ')}`, argv);
        }
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });
});

test('the found case: a quoted or escaped `$` before an escaped quote keeps its `$` behind an unknown wrapper', () => {
  for (const text of [
    "sem env -S '$'\\''\\x73'\\''udo id'",
    "mywrap env -S '$'\\''\\x73'\\''udo id'",
    "mywrap env -S \\$\\''\\x73'\\''udo id'",
    "mywrap env -S \"\\$\"\\''\\x73'\\''udo id'",
  ])
    refusedBoth(text);
});
