// A long top-level alternation is matched one alternative at a time (alternatives.ts, rule-matcher.ts):
// the split must answer as the whole pattern's program does (match or not, and the same rule first), on
// the built-in floor and on generated patterns whose syntax hides `|` (classes, escapes, groups); and a
// pattern the split cannot read soundly keeps one program. GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { SPLIT_MIN_LENGTH, topLevelAlternatives } from './alternatives.js';
import { argRuleIndex, rulesForTool } from './arg-rule-index.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import { floorAlternativeLiterals } from './floor-literals.js';
import { compilePolicy } from './load.js';
import { parsePattern, requiredLiterals } from './required-literals.js';
import { compileProgram, literalsOf, RuleMatcher } from './rule-matcher.js';
import { matchSet } from './set-match.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);

const whole = (pattern: string, text: string): boolean => matchSet(compileProgram(pattern), text).length > 0;

test('the split reads classes, escapes and groups, and refuses what would change a branch’s meaning', () => {
  assert.deepEqual(topLevelAlternatives('a|b'), ['a', 'b']);
  assert.deepEqual(topLevelAlternatives('a|'), ['a', '']);
  assert.deepEqual(topLevelAlternatives('[|]|x'), ['[|]', 'x']);
  assert.deepEqual(topLevelAlternatives('[]|]|x'), ['[]|]', 'x']);
  assert.deepEqual(topLevelAlternatives('[^]|]|x'), ['[^]|]', 'x']);
  assert.deepEqual(topLevelAlternatives('[[:alpha:]|]|y'), ['[[:alpha:]|]', 'y']);
  assert.deepEqual(topLevelAlternatives('[\\]|]|y'), ['[\\]|]', 'y']);
  assert.deepEqual(topLevelAlternatives('\\||a'), ['\\|', 'a']);
  assert.deepEqual(topLevelAlternatives('(?i:a)|b'), ['(?i:a)', 'b']);
  assert.deepEqual(topLevelAlternatives('(a|b)|(?:c|d)'), ['(a|b)', '(?:c|d)']);
  for (const p of ['(a|b)', 'ab', '(?i)a|b', 'a|(?i)b', '\\Qa|b\\E|c', 'a|[b', 'a|(b', 'a)|b', 'a|b\\'])
    assert.equal(topLevelAlternatives(p), null, p);
});

// Atoms whose text may hold `|`, `[`, `(` or `)` without splitting the pattern there.
const ATOMS = [
  'ip',
  'date',
  '\\bip\\b',
  '[|]',
  '[]a]',
  '[^]x]',
  '(?:a|b)',
  '(?i:IP)',
  '\\|',
  '^x',
  'x$',
  '[[:digit:]]+',
  'a*',
  '\\x{7C}',
  '\\pL',
  '(?:^|[;&|])\\s*',
  '\\(',
  '[\\]|]',
];
const TEXT_CHARS = [
  'i',
  'p',
  'd',
  'a',
  't',
  'e',
  'x',
  'b',
  '|',
  ']',
  '1',
  ' ',
  'I',
  'P',
  ';',
  '(',
  '\n',
  'é',
];

test('generated alternations: the split answers as the whole program', () => {
  const alternative = fc
    .array(fc.constantFrom(...ATOMS), { minLength: 0, maxLength: 3 })
    .map((a) => a.join(''));
  fc.assert(
    fc.property(
      fc.array(alternative, { minLength: 2, maxLength: 5 }),
      fc.array(
        fc.array(fc.constantFrom(...TEXT_CHARS), { maxLength: 12 }).map((c) => c.join('')),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
      (alternatives, texts) => {
        const pattern = alternatives.join('|');
        assert.deepEqual(topLevelAlternatives(pattern), alternatives);
        const split = new RuleMatcher([pattern], 0);
        for (const text of texts)
          assert.equal(
            split.first(text) === 0,
            whole(pattern, text),
            `/${pattern}/ on ${JSON.stringify(text)}`,
          );
      },
    ),
    { numRuns: RUNS },
  );
});

const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
const patterns = rulesForTool(argRuleIndex(floor.argRules), 'Bash')?.groups[0]?.matcher?.patterns ?? [];
const splitPatterns = patterns.filter(
  (p) => p.length >= SPLIT_MIN_LENGTH && topLevelAlternatives(p) !== null,
);

test('the floor’s split patterns carry current per-alternative literals', () => {
  assert.ok(splitPatterns.length >= 1, 'the floor has no pattern long enough to split');
  for (const p of splitPatterns) {
    const alternatives = topLevelAlternatives(p) as string[];
    assert.deepEqual(
      floorAlternativeLiterals(p),
      alternatives.map((a) => requiredLiterals(parsePattern(a))),
      'stale table: node scripts/floor-literals.mjs',
    );
  }
});

// Every alternative's literals, their neighbours (a letter either side, a path before, a flag after) and
// shell syntax: texts that meet a command group, nearly meet it, or meet two at once.
const literals = [
  ...new Set([
    ...splitPatterns.flatMap((p) => (floorAlternativeLiterals(p) ?? []).flatMap((l) => l ?? [])),
    ...patterns.flatMap((p) => literalsOf(p) ?? []),
  ]),
];
const neighbours = literals.flatMap((l) => [l, `x${l}`, `${l}x`, `/usr/sbin/${l}`, `${l}-`, l.toUpperCase()]);
const SYNTAX = [
  ' ',
  ' ',
  ';',
  '&&',
  '|',
  '$(',
  ')',
  '\n',
  '`',
  'sudo ',
  'env ',
  'bash -c "',
  '"',
  "'",
  '-h',
  ' now',
];
const ARGS = [
  ' addr',
  ' link set eth0 down',
  ' -s 2020-01-01',
  ' /dev/sda1 /mnt',
  ' install -r requirements.txt',
  ' x.py',
  ' status',
  ' stop nginx',
  ' -w kernel.x=1',
  ' -a',
  ' root',
  ' -F',
  ' é',
];
const splitNeighbours = splitPatterns
  .flatMap((p) => (floorAlternativeLiterals(p) ?? []).flatMap((l) => l ?? []))
  .flatMap((l) => [l, `x${l}`, `/usr/sbin/${l}`, l.toUpperCase()]);
// A command line at one of the split rule's commands: where its alternatives decide.
const command = fc
  .tuple(
    fc.constantFrom('', 'sudo ', '; ', '&& ', 'env X=1 ', '$(', 'bash -c "', 'echo '),
    fc.constantFrom(...splitNeighbours),
    fc.constantFrom(...ARGS),
  )
  .map((t) => t.join(''));

test('the built-in floor: split and whole programs decide alike, the same rule first', () => {
  const matcher = new RuleMatcher(patterns);
  let splitHits = 0;
  fc.assert(
    fc.property(
      fc.array(
        fc.oneof(
          command,
          fc.constantFrom(...neighbours),
          fc.constantFrom(...SYNTAX),
          fc.constantFrom(...ARGS),
        ),
        {
          minLength: 1,
          maxLength: 6,
        },
      ),
      (parts) => {
        const text = parts.join('');
        let expected = Number.POSITIVE_INFINITY;
        for (let k = 0; k < patterns.length && expected === Number.POSITIVE_INFINITY; k++)
          if (whole(patterns[k] as string, text)) expected = k;
        assert.equal(matcher.first(text), expected, JSON.stringify(text));
        if (splitPatterns.some((p) => whole(p, text))) splitHits++;
      },
    ),
    { numRuns: RUNS },
  );
  // The texts are worth something only if they meet the split rule often.
  assert.ok(splitHits > RUNS / 10, `the split rule matched only ${splitHits} texts`);
});

test('the split rule admits `ip addr` and refuses `ip link set eth0 down`', () => {
  const matcher = new RuleMatcher(patterns);
  const k = patterns.indexOf(splitPatterns[0] as string);
  assert.equal(matcher.first('ip addr', k + 1), Number.POSITIVE_INFINITY);
  assert.equal(matcher.first('ip link set eth0 down', k + 1), k);
});
