// Round 66 (docs/floor.md "Round 66 (redteam-r66)"): gate's words equal bash's argv for generated words
// of quotes, escapes, `$'..'`, `$".."`, line continuations (round 64's pieces), brace expansion and
// arithmetic, in both parsers; bash 5.2 with a stand-in that prints its argv is the oracle. What it found:
// a word holding `$'..'` (or `$".."`) and a substitution was split at the blanks the quote held
// (`$'a\tb'$((1+2))` read as two words, one to bash), and such a quote made no reserved word, here-document
// delimiter or assignment quoted. The parameter forms (`${x:-W}`) are not here: the parse keeps them as
// written and the floor reads them with the text's values, or refuses them as the environment's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { MAX_BRACE_WORDS } from '../src/kernel/ladder/shell-braces.js';
import { parseShell } from '../src/kernel/ladder/shell-parse.js';
import { RUNS } from './helpers/redteam-floor.js';
import { EXPANDED_PIECES, QUOTED_PIECES, wordsAgree } from './helpers/shell-words.js';
import { withStandIns } from './helpers/stand-in-bash.js';

const PIECE = fc.constantFrom(...QUOTED_PIECES, ...EXPANDED_PIECES);

test('generated: gate reads words of quotes, escapes, braces and arithmetic as the argv bash passes (both parsers)', () => {
  withStandIns(['pp'], (ran) => {
    fc.assert(
      fc.property(fc.array(PIECE, { minLength: 1, maxLength: 4 }), fc.boolean(), (pieces, apart) => {
        // One word of the pieces, or each piece its own word.
        const text = `pp ${pieces.join(apart ? ' ' : '')}`;
        const argv = ran(text).trimEnd().split('|').slice(1, -1);
        // Past MAX_BRACE_WORDS words of one brace expansion gate reads the word as the running shell's.
        if (argv.length > MAX_BRACE_WORDS)
          assert.ok(parseShell(text).commands[0]?.unknown, JSON.stringify(text));
        else wordsAgree(text, argv);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });
});

test("the found case: a `$'..'` word with a substitution is one word, as bash passes it", () => {
  withStandIns(['pp'], (ran) => {
    for (const text of ["pp $'a\\tb'$((1+2))", "pp $'a b'$((1))", 'pp $"a b"$((2))', "pp x$'\\n'$((3))y"])
      wordsAgree(text, ran(text).trimEnd().split('|').slice(1, -1));
  });
});
