// The words-equal-argv oracle of the floor suites (rounds 64 and 66, docs/floor.md): generated pieces of
// shell words, and a check that both of gate's parsers read a text's first command as bash passes its
// words to a stand-in that prints its argv.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseShell } from '../../src/kernel/ladder/shell-parse.js';
import { parseCommands } from '../../src/kernel/ladder/shell-plain.js';

/** Pieces of a quoted word: quotes, escapes, ANSI-C and locale quoting, a line continuation, literal `$`. */
export const QUOTED_PIECES: readonly string[] = [
  ...['a', '-', '/', '.', "'a b'", '"a b"', "'*'", '"*"', '\\*', '\\ ', "$'a\\tb'", "$'a b'", '$"a b"'],
  ...["$'\\''", '"\\""', "'\"'", '"\'"', '\\\\', "'\\'", '"\\$"', '\\$x', "'$x'", "''", '""', '\\\n'],
  ...["'?'", "'[a]'", '"~"', "'~'", '\\~', "'{a,b}'", "$'\\x41'", "$'\\101'", "'#'", '\\#'],
];
export const QUOTED_PIECE = fc.constantFrom(...QUOTED_PIECES);

/**
 * Round 66: pieces bash expands before it runs a command without the environment: brace expansion (lists,
 * sequences with steps and padding, nested, quoted or escaped parts, unbalanced braces) and arithmetic.
 */
export const EXPANDED_PIECES: readonly string[] = [
  ...['{a,b}', '{1..3}', 'x{a,b}y', '{a,}', '{,a}', "{a,'b c'}", '{a,"b c"}', '{a..c}', '{a,{b,c}}', '{a}'],
  ...['{}', '\\{a,b}', "'{'a,b}", '{a,b\\}', '{a\\,b}', '{1..5..2}', '{a,b}{c,d}', '{a,b,}', '{a,-b}'],
  ...['{-1..2}', '{a..e..2}', '{z..x}', '{1..a}', "{a,$'b c'}", '{a,$"b"}', '"{a,b}"', 'x\\{a,b}'],
  ...['{a\\ b,c}', '{"a,b",c}', "{'a,b',c}", '{{a,b}}', '{a,b}}', '{{a,b}', '{01..03}', '{0..10..5}'],
  ...['$((1+2))', '"$((3*2))"', '$(( 4 ))', '$((0x10))', '$((1<<2))', '$[1+1]'],
];

/** Both parsers read `text`'s first command's words after its name as `argv`, bash's. */
export function wordsAgree(text: string, argv: readonly string[]): void {
  for (const parse of [parseShell(text), parseCommands(text, false)]) {
    const words = parse.commands[0]?.words.slice(1) ?? [];
    assert.deepEqual(words, argv, JSON.stringify(text));
  }
}
