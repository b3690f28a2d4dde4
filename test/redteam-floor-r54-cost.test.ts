// Red team, round 54, second pass: the cost of one command, every way a reading nests. Each program or
// construct that hands on a command (wrappers, runners, find -exec, sh -c, eval, `$(…)`, `<(…)`, groups,
// loops, `case`, functions, `${x:-…}`) was built to 200 kB at top level and inside `sh -c '…'`, `eval '…'`,
// `bash <<<'…'` and a here-doc to sh, and judged by the kernel. One shape threw: a double quote inside
// `${x:-…}` was read at the depth of the `${` (`echo "${x:-"${x:-"…`), so the reader's recursion went on
// past MAX_DEPTH and 200 kB overflowed the stack (a RangeError out of the floor, at top level and in every
// script). It now reads a level deeper; past the limit the rest is unreadable, and a command substitution
// at the bottom is still refused. And one re-read: a word's references to a long value, spelled out whole
// (quadratic, below), and one bound that admitted: a chain of variable copies past the spelling's hops
// (below). docs/floor.md, "The cost of one command, second pass".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { MAX_EXPANDED_CHARS } from '../src/kernel/ladder/shell.js';
import { shareOf } from './helpers/deep.js';
import { CONTEXTS, processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';
import { growthOf, workOf } from './helpers/work-count.js';

/** A nesting: `open` k times, `middle`, `close` k times. */
type Nesting = readonly [open: string, close: string];

/** Quotes in braced expansions, the shape that overflowed the stack; and the nestings read linearly before. */
const QUOTED: readonly Nesting[] = [
  ['echo "${x:-', '}"'],
  ['echo ${x:-"', '"}'],
  ['"${x:-', '}"'],
];
const NESTINGS: readonly Nesting[] = [
  ...QUOTED,
  ['echo ${x:-', '}'],
  ['echo $(', ')'],
  ['cat <(', ')'],
  ['{ ', '; }'],
  ['( ', ' )'],
  ['if true; then ', '; fi'],
  ['while true; do ', '; done'],
  ['for i in 1; do ', '; done'],
  ['case x in x) ', ';; esac'],
  ['echo $(($(', ')))'],
  ['echo "$(', ')"'],
];

const nest = ([open, close]: Nesting, middle: string, size: number): string => {
  const k = Math.max(1, Math.floor(size / (open.length + close.length)));
  return open.repeat(k) + middle + close.repeat(k);
};

for (const shape of QUOTED)
  for (const [where, wrap] of CONTEXTS)
    test(`linear: ${shape[0]}… nested, ${where}`, () => {
      verdict(wrap(nest(shape, 'ls', 64)));
      // Counted against the text's own small size, not growthOf's 256 a character: each `${` level keeps
      // its inside as written (up to MAX_DEPTH copies), so a script of it costs about 300 a character on
      // the base too (`${x:-${x:-…` in sh -c: 290), linear; what this pins is that 8x costs about 8x.
      const small = wrap(nest(shape, 'ls', 4096));
      const a = workOf(() => verdict(small), 1024 * small.length);
      const b = workOf(() => verdict(wrap(nest(shape, 'ls', 8 * 4096))), 16 * a);
      assert.ok(b / a < 12, `${shape[0]} ${where}: 8x the text costs ${b / a}x the work`);
    });

// Round 68 (docs/testing.md): each shape at top level on every run (the base threw there as in every
// script); in the four scripts on a third drawn afresh each run, so runs together cover them; GATE_DEEP=1
// decides them all. The 30 decisions at 200 kB were 9 s of CPU a run.
const scripts = shareOf(1 / 3);

test('200 kB of quotes nested in braced expansions is decided, not thrown, and what runs at the bottom is read', (t) => {
  t.diagnostic(`scripts: ${scripts.said}`);
  for (const shape of QUOTED)
    for (const [where, wrap] of CONTEXTS) {
      if (where !== 'top level' && !scripts.take()) continue;
      // The base threw RangeError (Maximum call stack size exceeded) for each of these.
      const harmless = verdict(wrap(nest(shape, 'ls', 200 * 1024)));
      assert.ok(harmless.kind === 'ALLOW' || harmless.kind === 'DENY', `${shape[0]} ${where}`);
      const run = verdict(wrap(nest(shape, '$(sudo id)', 200 * 1024)));
      assert.equal(run.kind, 'DENY', `${shape[0]} ${where}: a substitution past the depth limit`);
    }
  // An agent's defaults are read as before.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  assert.equal(verdict('echo "${OUT:-"${TMPDIR:-/tmp}/out"}"').kind, 'ALLOW');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  assert.equal(verdict('echo "${x:-"$(sudo id)"}"').kind, 'DENY');
});

// A word of references to its own assignment's value (`x=${x}${x}…` as one word): K references to a value
// of P characters spelled out K x P in expandWord (16 kB: 0.9 s of CPU; 64 kB on the base ran node out of
// memory). Past MAX_EXPANDED_CHARS the call is refused OVERSIZE, as a brace expression's is.
// biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
const SELF_REFERENCES = (n: number) => `${'x=${x}${x}'.repeat(Math.ceil(n / 10))}ls`;

test('linear: a word of references to its own value', () => {
  for (const [where, wrap] of CONTEXTS) {
    verdict(wrap(SELF_REFERENCES(64)));
    // Up to the bound a word is spelled out (about a million characters, what a brace may make too), so
    // the small text's count is that constant, not 256 a character: what is pinned is 8x costs < 12x.
    const small = wrap(SELF_REFERENCES(4096));
    const a = workOf(() => verdict(small), 1024 * small.length);
    const b = workOf(() => verdict(wrap(SELF_REFERENCES(8 * 4096))), 16 * a);
    assert.ok(b / a < 12, `${where}: 8x the text costs ${b / a}x the work`);
  }
});

test('200 kB of references to a value is refused as oversize, naming the bound, not the bytes', () => {
  const v = verdict(SELF_REFERENCES(200 * 1024));
  assert.equal(v.kind, 'DENY');
  assert.equal(v.reason, 'OVERSIZE');
  const claim = String(v.detail?.claim);
  assert.match(
    claim,
    new RegExp(`a word's expansion in the command spells out more than ${MAX_EXPANDED_CHARS}`),
  );
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  assert.ok(!claim.includes('${x}'), claim);
  // A few references, as an agent writes them, are spelled as before.
  assert.equal(verdict('D=/tmp/build; F=$D/$D/out; ls $F').kind, 'ALLOW');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  assert.equal(verdict('c=sudo; $c$IFS${c:+id}').kind, 'DENY');
});

// A chain of copies (`a0=sudo; a1=$a0; …; $aN id`): the literal spelling follows MAX_CHAIN + 1 hops, and a
// command word whose value still named a set variable past them was known but never spelled: from five
// copies on `sudo id` was admitted (the base too). Such a word is opaque now, refused by the floor.
const chain = (n: number, sep: string) =>
  `a0=sudo${sep}${Array.from({ length: n - 1 }, (_, i) => `a${i + 1}=$a${i}${sep}`).join('')}$a${n - 1} id`;

test('fuzz: a command word spelled through a chain of copies of any length is refused', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 400 }),
      fc.constantFrom('; ', '\n', ' && '),
      fc.constantFrom(...CONTEXTS),
      (n, sep, [where, wrap]) => {
        const text = wrap(chain(n, sep));
        assert.equal(verdict(text).kind, 'DENY', `${n} copies, ${where}`);
      },
    ),
    { numRuns: Math.min(RUNS, 60) },
  );
  // 200 kB of copies is decided in linear work, and a short chain an agent writes is read as before.
  const g = growthOf(
    (n) => chain(Math.ceil(n / 12), '; '),
    (text) => verdict(text),
    4096,
  );
  assert.ok(g < 12, `8x the copies cost ${g}x the work`);
  assert.equal(verdict('CC=gcc; CXX=$CC; $CXX -v').kind, 'ALLOW');
  assert.equal(verdict('A=npm; B=$A; C=$B; D=$C; $D test').kind, 'ALLOW');
});

test('fuzz: any nesting, at any depth, in any context, is decided without a throw; a substitution at its bottom is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...NESTINGS),
      fc.integer({ min: 1, max: 40 * 1024 }),
      fc.constantFrom(...CONTEXTS),
      fc.boolean(),
      (shape, size, [where, wrap], runs) => {
        const text = wrap(nest(shape, runs ? '$(sudo id)' : 'ls', size));
        const v = verdict(text);
        assert.ok(v.kind === 'ALLOW' || v.kind === 'DENY', `${shape[0]} ${where} ${size}`);
        if (runs) assert.equal(v.kind, 'DENY', `${shape[0]} ${where} ${size}: $(sudo id) at the bottom`);
      },
    ),
    { numRuns: Math.min(RUNS, 60) },
  );
});

test('process: gate preflight decides each shape (bf0a8623 ended early on the first: a stack overflow)', () => {
  const quoted = nest(['echo "${x:-', '}"'], 'ls', 200 * 1024);
  assert.match(processVerdict('Bash', { command: quoted }), /verdict=(ALLOW|DENY)/);
  const refs = processVerdict('Bash', { command: SELF_REFERENCES(4096) });
  assert.match(refs, /verdict=DENY reason=OVERSIZE .*a word's expansion in the command spells out more than/);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  assert.ok(!refs.includes('${x}'), refs);
  assert.match(processVerdict('Bash', { command: chain(5, '; ') }), /verdict=DENY/);
});
