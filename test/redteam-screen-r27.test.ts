// Red team r27, result screening (docs/screening.md, 'Round 27: red team'). A real token that holds a
// placeholder word (`ghp_…FAKE…`, `sk-…Example…`, `xoxb-…sample…`) was admitted as a documented example:
// any placeholder word anywhere in a matched token made it one. Each property fails on round 27's start.
// GATE_FUZZ_RUNS raises the fuzzed run counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { joinedLiterals } from '../src/kernel/screen/shown-forms.js';
import { isPlaceholderToken, PLACEHOLDER_WORDS } from '../src/kernel/screen/value-shape.js';
import { verdictKind as kind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 60);

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LETTERS = ALNUM.slice(0, 52);
const DIGITS = ALNUM.slice(52);

/** `n` characters of `alphabet` drawn from a seed. */
const drawn = (seed: number, n: number, alphabet: string) => {
  let x = seed + 1;
  let s = '';
  for (let k = 0; k < n; k++) {
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5;
    s += alphabet[(x >>> 7) % alphabet.length];
  }
  return s;
};

/** Token kinds: a fixed head, then a generated body of `n` characters the placeholder word is written into. */
const KINDS: readonly { head: (seed: number) => string; n: number; alphabet: string; tail?: string }[] = [
  { head: () => 'ghp_', n: 36, alphabet: ALNUM },
  { head: () => 'gho_', n: 36, alphabet: ALNUM },
  { head: (s) => `github_pat_11${drawn(s, 20, ALNUM)}_`, n: 59, alphabet: ALNUM },
  { head: () => 'sk_live_', n: 24, alphabet: ALNUM },
  { head: () => 'sk-', n: 20, alphabet: ALNUM, tail: 'T3BlbkFJ' },
  { head: (s) => `xoxb-${drawn(s, 12, DIGITS)}-${drawn(s + 7, 13, DIGITS)}-`, n: 24, alphabet: ALNUM },
  { head: () => 'glpat-', n: 20, alphabet: ALNUM },
  { head: () => 'npm_', n: 36, alphabet: ALNUM },
  { head: () => 'hf_', n: 34, alphabet: LETTERS },
  { head: () => 'AIza', n: 35, alphabet: ALNUM },
];

/** Placeholder words a token's alphabet can spell (letters and digits only). */
const WORDS = PLACEHOLDER_WORDS.filter((w) => /^[a-z0-9]+$/.test(w));
const cased = (w: string, c: number) =>
  c === 0 ? w : c === 1 ? w.toUpperCase() : `${w[0]!.toUpperCase()}${w.slice(1)}`;

/** A generated token whose body holds `word` at `at` (the body keeps its length), in `shape`'s carrier. */
const realToken = fc
  .record({
    kind: fc.nat({ max: KINDS.length - 1 }),
    word: fc.constantFrom(...WORDS),
    casing: fc.nat({ max: 2 }),
    seed: fc.nat(),
    at: fc.nat(),
  })
  .map(({ kind: k, word, casing, seed, at }) => {
    const { head, n, alphabet, tail } = KINDS[k]!;
    const w = cased(alphabet === LETTERS && /\d/.test(word) ? 'fake' : word, casing);
    const body = drawn(seed + 13, n, alphabet);
    const p = at % (n - w.length + 1);
    const tokenBody = body.slice(0, p) + w + body.slice(p + w.length);
    const rest = tail === undefined ? '' : tail + drawn(seed + 29, 20, ALNUM);
    return { token: head(seed) + tokenBody + rest, wordShare: w.length / n };
  })
  // The word is less than half the body: what is left of it is a generator's, not a typist's filler.
  .filter(({ token, wordShare }) => wordShare < 0.5 && !/01234|12345|23456|34567|45678|56789/.test(token));

const CARRIERS: ((t: string) => string)[] = [
  (t) => `The token is ${t} for the deploy.`,
  (t) => `export GITHUB_TOKEN=${t}\n`,
  (t) => `{"auth": {"token": "${t}"}}`,
  (t) => `| name | value |\n|---|---|\n| ci | ${t} |\n`,
];

test('a real token holding a placeholder word is withheld, whatever its kind and the word and its place', () => {
  fc.assert(
    fc.property(realToken, fc.nat({ max: CARRIERS.length - 1 }), ({ token }, c) => {
      assert.notEqual(kind(CARRIERS[c]!(token)), 'ALLOW', token);
    }),
    { numRuns: RUNS * 4 },
  );
});

test('a documented placeholder token stays admitted: the word is most of it, or its rest is filler', () => {
  for (const t of [
    'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'ghp_EXAMPLEexampleEXAMPLEexample12345678',
    'AKIAIOSFODNN7EXAMPLE',
    'sk_live_placeholderPLACEHOLDER12',
    'glpat-placeholder1234abc',
    'npm_yourTokenHere1234567890abcdefghijklm',
    'xoxb-123456789012-1234567890123-exampleexampleexample',
    'hf_fakefakefakefakeFAKEFAKEFAKEFAKEab',
  ]) {
    assert.equal(isPlaceholderToken(t), true, t);
    assert.equal(kind(`The token is ${t} for the deploy.`), 'ALLOW', t);
  }
});

test('reading a token for a placeholder word stays linear', () => {
  assertRepeatLinear('Example', (t) => isPlaceholderToken(`ghp_${t}`));
  assertRepeatLinear('aB3dE', (t) => isPlaceholderToken(`ghp_FAKE${t}`));
});

/** A generated GitHub, Stripe, OpenAI or Slack token. */
const TOKENS = fc.record({ seed: fc.nat(), k: fc.nat({ max: 3 }) }).map(({ seed, k }) => {
  const b = (n: number) => drawn(seed, n, ALNUM);
  return [
    `ghp_${b(36)}`,
    `sk_live_${b(24)}`,
    `sk-${b(20)}T3BlbkFJ${drawn(seed + 3, 20, ALNUM)}`,
    `xoxb-${drawn(seed, 12, DIGITS)}-${drawn(seed + 5, 13, DIGITS)}-${b(24)}`,
  ][k]!;
});

/** A literal cut inside the token's prefix and concatenated as a program joins it. */
const CUT_LITERALS: ((head: string, tail: string) => string)[] = [
  (h, t) => `const token = "${h}" + "${t}";\n`,
  (h, t) => `token = '${h}' '${t}'\n`,
  (h, t) => `let t = \`${h}\`+\`${t}\`;`,
  (h, t) => `headers = {"Authorization": "Bearer " + "${h}" + "${t}"}\n`,
];

test('a token cut inside its prefix and concatenated (`"gh" + "p_…"`, `\'sk-\' \'proj-…\'`) is withheld', () => {
  fc.assert(
    fc.property(TOKENS, fc.nat({ max: 5 }), fc.nat({ max: CUT_LITERALS.length - 1 }), (token, cut, c) => {
      const at = 1 + (cut % Math.min(5, token.indexOf(token.match(/[_-]/)?.[0] ?? '_') + 1));
      const text = CUT_LITERALS[c]!(token.slice(0, at), token.slice(at));
      assert.notEqual(kind(text), 'ALLOW', text);
    }),
    { numRuns: RUNS * 2 },
  );
});

test('joining short literals stays linear', () => {
  assertRepeatLinear('"a" + ', (t) => joinedLiterals(`${t}"b"`));
  assertRepeatLinear("'ab' 'c' ", (t) => joinedLiterals(t));
});
