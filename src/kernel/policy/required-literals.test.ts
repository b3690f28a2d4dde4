// The literal prefilter is sound: whenever RE2 finds a pattern in an ASCII text, one of the pattern's
// required literals occurs in the text (letters lower-cased). Checked on generated patterns with texts
// built from the pattern itself, and on the built-in floor. GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { DEFAULT_FLOOR } from './default-floor.js';
import { floorLiterals } from './floor-literals.js';
import { OP, parsePattern, requiredLiterals } from './required-literals.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 2000);

/** Whether the prefilter lets `text` through to the rule (it must whenever the pattern matches). */
function passes(literals: readonly string[] | null, text: string): boolean {
  if (literals === null || /[^\x00-\x7f]/.test(text)) return true;
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return literals.some((l) => lower.includes(l));
}

test('the parse tree ops the analysis reads are numbered as re2js numbers them', () => {
  const cases: [string, number][] = [
    ['(?:)', OP.EMPTY_MATCH],
    ['abc', OP.LITERAL],
    ['[a-c]', OP.CHAR_CLASS],
    ['(a)', OP.CAPTURE],
    ['a*', OP.STAR],
    ['a+', OP.PLUS],
    ['a?', OP.QUEST],
    ['a.b', OP.CONCAT],
    ['abc|xyz', OP.ALTERNATE],
    ['\\b', OP.WORD_BOUNDARY],
    ['\\B', OP.NO_WORD_BOUNDARY],
    ['\\A', OP.BEGIN_TEXT],
    ['(?m)^', OP.BEGIN_LINE],
    ['(?m)$', OP.END_LINE],
    ['[^\\x00-\\x{10FFFF}]', OP.NO_MATCH],
  ];
  for (const [pattern, op] of cases) assert.equal(parsePattern(pattern).op, op, pattern);
});

test('required literals of hand-picked patterns', () => {
  const of = (p: string) => requiredLiterals(parsePattern(p));
  assert.deepEqual(of('\\bsudo\\b'), ['sudo']);
  assert.deepEqual(of('(?i)SuDo|doas'), ['doas', 'sudo']);
  // Each match holds both; one list suffices, the more selective.
  assert.deepEqual(of('git\\s+push'), ['push']);
  assert.deepEqual(of('/usr/(?:local/)?bin/rm|\\brm'), ['rm']);
  // Nothing required: the rule always runs.
  assert.equal(of('.'), null);
  assert.equal(of('a*'), null);
  assert.equal(of('x?|y'), null);
  assert.equal(of('[a-z]+'), null);
  // RE2 folds the Kelvin sign onto `k`; in an ASCII text only `k` or `K` can match it.
  assert.deepEqual(of('(?i)\u212a'), ['k']);
  assert.equal(of('\u212a'), null);
});

// Generated patterns, each with texts built from its own pieces so that many of them match.
type Gen = { pattern: string; sample: fc.Arbitrary<string> };
const atom: fc.Arbitrary<Gen> = fc.oneof(
  fc.constantFrom('a', 'b', 'ab', 'sudo', 'rm', 'K', 'S', '/', '-', ' ', '.', '(').map((w) => ({
    pattern: w.replace(/[.(/]/g, (c) => `\\${c}`),
    sample: fc.constant(w),
  })),
  fc.constantFrom('[ab]', '[a-c]', '[-/ ]', '[^a]', '\\s', '\\w', '.', '[[:alpha:]]', '[A-Z]').map((c) => ({
    pattern: c,
    sample: fc.constantFrom('a', 'b', 'c', '-', '/', ' ', 'x', 'Z', '\n', 'é'),
  })),
  fc.constantFrom('\\b', '^', '$', '\\B').map((c) => ({ pattern: c, sample: fc.constant('') })),
);
const { node } = fc.letrec<{ node: Gen }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    fc.tuple(tie('node'), tie('node')).map(([a, b]) => ({
      pattern: `(?:${a.pattern})(?:${b.pattern})`,
      sample: fc.tuple(a.sample, b.sample).map(([x, y]) => x + y),
    })),
    fc.tuple(tie('node'), tie('node')).map(([a, b]) => ({
      pattern: `(?:${a.pattern}|${b.pattern})`,
      sample: fc.oneof(a.sample, b.sample),
    })),
    fc.tuple(tie('node'), fc.constantFrom('*', '+', '?', '{2}', '{1,3}', '{0,2}')).map(([a, q]) => ({
      pattern: `(?:${a.pattern})${q}`,
      sample: fc.array(a.sample, { maxLength: 3 }).map((xs) => xs.join('')),
    })),
    tie('node').map((a) => ({ pattern: `(?i:${a.pattern})`, sample: a.sample })),
    tie('node').map((a) => ({ pattern: `(${a.pattern})`, sample: a.sample })),
  ),
})) as { node: fc.Arbitrary<Gen> };

/** A text around a sample of the pattern, letters maybe case-flipped, maybe with U+212A or U+017F. */
const around = (g: Gen) =>
  fc
    .tuple(
      fc.string({ maxLength: 4 }),
      g.sample,
      fc.string({ maxLength: 4 }),
      fc.constantFrom('keep', 'upper', 'lower', 'kelvin'),
    )
    .map(([pre, s, post, how]) => {
      const t = pre + s + post;
      if (how === 'upper') return t.toUpperCase();
      if (how === 'lower') return t.toLowerCase();
      return how === 'kelvin' ? t.replace(/k/gi, '\u212a').replace(/s/g, '\u017f') : t;
    });

test('generated patterns: every text RE2 matches passes the prefilter', () => {
  let matched = 0;
  fc.assert(
    fc.property(
      node.chain((g) =>
        fc.tuple(fc.constant(g.pattern), fc.array(around(g), { minLength: 1, maxLength: 4 })),
      ),
      ([pattern, texts]) => {
        const literals = requiredLiterals(parsePattern(pattern));
        const re = RE2JS.compile(pattern);
        for (const text of texts) {
          if (!re.test(text)) continue;
          matched++;
          assert.ok(passes(literals, text), `/${pattern}/ matches ${JSON.stringify(text)}: ${literals}`);
        }
      },
    ),
    { numRuns: RUNS },
  );
  // The generator is worth something only if its texts match often.
  assert.ok(matched > RUNS / 2, `only ${matched} texts matched`);
});

const floorPatterns = [
  ...new Set(DEFAULT_FLOOR.arg_rules.flatMap((r) => (r.deny_regex === undefined ? [] : [r.deny_regex]))),
];

test('the built-in floor’s literal table is current (else: node scripts/floor-literals.mjs)', () => {
  for (const p of floorPatterns) {
    const listed = floorLiterals(p);
    assert.notEqual(listed, undefined, `no current row for /${p.slice(0, 60)}.../`);
    assert.deepEqual(listed, requiredLiterals(parsePattern(p)));
  }
  // A pattern that is not the floor's own is not in the table, however close.
  assert.equal(floorLiterals(`${floorPatterns[0]}x`), undefined);
});

test('the built-in floor: every text RE2 matches passes the prefilter', () => {
  const pieces = floorPatterns
    .flatMap((p) => requiredLiterals(parsePattern(p)) ?? [])
    .concat([' ', '|', ';', '&&', '-rf', '/', '~', '$(', '"', "'", '\\', '\n', 'x', '=', '@', '-d', '>']);
  const texts = fc
    .array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 10 })
    .chain((ws) => fc.constantFrom(ws.join(' '), ws.join(''), ws.join(' ').toUpperCase()));
  const compiled = floorPatterns.map((p) => [RE2JS.compile(p), requiredLiterals(parsePattern(p))] as const);
  let matched = 0;
  fc.assert(
    fc.property(texts, (text) => {
      for (const [re, literals] of compiled) {
        if (!re.test(text)) continue;
        matched++;
        assert.ok(passes(literals, text), `/${re.pattern()}/ matches ${JSON.stringify(text)}`);
      }
    }),
    { numRuns: Math.ceil(RUNS / 4) },
  );
  assert.ok(matched > 0);
});
