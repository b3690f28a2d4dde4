// Red team r60, result screening (docs/screening.md, "Round 60 (redteam2-r60)"): a placeholder is a whole
// value, not a substring of one. `isPlaceholder` (the keyed values', a URL's password's, a basic pair's) read
// any placeholder word anywhere in a value as a documented example, so a real password holding `xxxx`,
// `Example`, `changeme`, `>` or `...` by chance was admitted. Round 27 fixed the same class for tokens
// (`isPlaceholderToken`); the keyed values kept the substring test. The properties fail on 011908b2.
// GATE_FUZZ_RUNS raises the fuzzed run counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { isPlaceholder } from '../src/kernel/screen/value-shape.js';
import {
  PASSWORD_CARRIERS as CARRIERS,
  DOCUMENTED_PLACEHOLDERS,
  passwordHoldingWord as realPassword,
  generatedSide as side,
} from './helpers/placeholder-passwords-r60.js';
import { verdictKind as kind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);

test('a generated password holding a placeholder word is no placeholder, and is withheld', () => {
  fc.assert(
    fc.property(realPassword, fc.nat({ max: CARRIERS.length - 1 }), (pw, c) => {
      assert.equal(isPlaceholder(pw), false, pw);
      assert.equal(kind(CARRIERS[c]!(pw)), 'QUARANTINE', `${pw} in carrier ${c}`);
    }),
    { numRuns: RUNS },
  );
});

test('documented examples stay placeholders and stay in the context', () => {
  for (const v of DOCUMENTED_PLACEHOLDERS) {
    assert.equal(isPlaceholder(v), true, v);
    for (const [c, carrier] of CARRIERS.slice(0, 3).entries())
      assert.equal(kind(carrier(v)), 'ALLOW', `${v} in carrier ${c}`);
  }
  assert.equal(kind('aws_access_key_id = AKIAIOSFODNN7EXAMPLE'), 'ALLOW');
  assert.equal(kind('aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'), 'ALLOW');
});

test("a word marks a value at its ends: a writer's example with a generated rest stays one", () => {
  fc.assert(
    fc.property(
      fc.constantFrom('example', 'EXAMPLE', 'changeme', 'placeholder', 'dummy', 'fake', 'xxxx', 'your_'),
      fc.nat(),
      fc.boolean(),
      (word, seed, atEnd) => {
        const rest = `7${side(seed, 12)}4`;
        const v = atEnd ? `${rest}${word}` : `${word}${rest}`;
        assert.equal(isPlaceholder(v), true, v);
      },
    ),
    { numRuns: RUNS },
  );
});

test('the whole-value reading is linear', () => {
  assertRepeatLinear('example', (t) => isPlaceholder(`7${t}4`));
  assertRepeatLinear('xxxx7!', (t) => isPlaceholder(t));
  assertRepeatLinear('abcdE7', (t) => isPlaceholder(`k9>${t}`));
  assertRepeatLinear('a', (t) => isPlaceholder(`${t}example9!`));
});
