// Red team r19, result screening (docs/screening.md, 'Round 19: red team'): secrets no key names (a
// Mailgun key, a Twilio SID beside its token), a phrase's 65th mention (the keyless readings read only 64),
// an accented letter in a token's prefix. Each generated property fails on round 19's start. GATE_FUZZ_RUNS raises the fuzzed run counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { foldAccents } from '../src/kernel/screen/accents.js';
import * as secrets from '../src/kernel/screen/secrets.js';
import { entropy } from '../src/kernel/screen/value-shape.js';
import { buildView } from '../src/kernel/screen/view.js';
import { outcome } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 60);
const kind = (content: string) => outcome(content).verdict.kind;
const NOTES = 'Here are the settings from the deploy notes, as the operator pasted them. ';
const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const chars = (alphabet: string, min: number, max = min) =>
  fc
    .array(fc.noBias(fc.integer({ min: 0, max: alphabet.length - 1 })), { minLength: min, maxLength: max })
    .map((a) => a.map((i) => alphabet[i]).join(''));
/** Random hex as a provider issues it (fast-check may draw a repetitive one: that is no key). */
const hex32 = chars(HEX, 32).filter((h) => entropy(h) >= 3.2);
/** Where a result holds the secret: after notes, alone, or inside a JSON string. */
const wrap = (body: string, shape: number) =>
  shape === 0 ? NOTES + body : shape === 1 ? body : JSON.stringify({ id: 7, output: NOTES + body });

test('fuzzed: a Mailgun key with no key naming it is a secret', () => {
  fc.assert(
    fc.property(
      hex32,
      fc.constantFrom('', 'Mailgun: ', 'api: ', 'curl -s --user "api:', 'MG='),
      fc.nat(2),
      (h, lead, shape) => {
        const content = wrap(`${lead}key-${h}\nThen the job restarted.`, shape);
        assert.notEqual(kind(content), 'ALLOW', content);
      },
    ),
    { numRuns: RUNS },
  );
});

test('fuzzed: a Twilio account SID beside its auth token is a secret, either first', () => {
  fc.assert(
    fc.property(
      hex32,
      hex32,
      fc.constantFrom('\nAuth Token: ', ':', '", "', ' ', '\n  token: '),
      fc.boolean(),
      fc.nat(2),
      (sid, token, between, tokenFirst, shape) => {
        const body = tokenFirst ? `${token}${between}AC${sid}` : `AC${sid}${between}${token}`;
        const content = wrap(`Twilio account\n${body}\n`, shape);
        assert.notEqual(kind(content), 'ALLOW', content);
      },
    ),
    { numRuns: RUNS },
  );
});

test("fuzzed: a keyless phrase's 65th mention is read as its first", () => {
  const an = 'aB3dE7gH9jK2mN5pQ8rS4tU6vW1xY0zFq7Lw2Xc9Vb4Nm8Kj';
  const real: readonly (readonly [string, string])[] = [
    ['Use the Bearer scheme. ', `Authorization: Bearer ${an}`],
    ['the machine room. ', 'machine api.github.com login octocat password Xk9v2LmQp7rTz8Wq'],
    ['see mysql docs.\n', "mysql -u root -p'Xk9v2LmQ#p7rT' billing"],
    ['telegram.org/ ', `https://api.telegram.org/bot123456789:A${an.slice(0, 34)}/getMe`],
  ];
  fc.assert(
    fc.property(fc.nat(real.length - 1), fc.integer({ min: 64, max: 200 }), (k, n) => {
      const [decoy, secret] = real[k]!;
      assert.ok(secrets.scan(secret) !== undefined, secret);
      assert.ok(secrets.scan(`${decoy.repeat(n)}\n${secret}`) !== undefined, `${n} x ${decoy}`);
    }),
    { numRuns: Math.min(RUNS, 24) },
  );
});

test('what looks like these and is none is admitted', () => {
  const admitted = [
    // `key-` before words, a hash under no key, a SID alone, a SID beside a non-hex or a short string.
    'Use key-value pairs; the cache key-0123 expires. Commit 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d landed.',
    'Your account: AC3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d. Docs: https://twilio.com/docs',
    'AC3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d and your_auth_token',
    'Message SID SM3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d sent, body hash 9c1e8b7d6a5f4e3d2c1b0a9f8e7d3f2a',
    // Headers and env entries that name no secret, or say their value is none.
    JSON.stringify({
      headers: [
        { name: 'Content-Type', value: 'application/json' },
        { name: 'token_type', value: 'Bearer' },
      ],
    }),
    'env:\n  - name: SECRET_NAME\n    value: db-credentials\n  - name: PORT\n    value: "8080"\n',
    JSON.stringify({ key: 'password', value: '' }),
    JSON.stringify([
      { name: 'password_min_length', value: 12 },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a config file's placeholder, literal on purpose
      { key: 'api_key', value: '${API_KEY}' },
    ]),
    'The key is the name of the field; the value: what the user typed.',
  ];
  for (const text of admitted) assert.equal(secrets.scan(NOTES + text), undefined, text);
});

test('the readings are linear on their triggers', () => {
  const scan = (t: string) => secrets.scanView(buildView(t));
  for (const unit of [
    'AC3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d ',
    'key-3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d ',
    'Bearer ',
    'machine a login b ',
    'mysql ',
    'mysql -p',
    'telegram.org/bot1:',
    '12345678:AA',
  ])
    assertRepeatLinear(unit, scan);
  // A token's run measured once from its first fold, however many short words it holds.
  for (const unit of ['é_', 'é-a', 'aé'.repeat(3) + ' ']) assertRepeatLinear(unit, (t) => foldAccents(t));
});

test('fuzzed: a token with an accented letter before its first `_` or `-` is read folded', () => {
  // `dçkr_pat_…`: the folded reading measured only letters and digits, so a token's prefix was a short word.
  const ACCENT: Record<string, string> = {
    a: 'à',
    c: 'ç',
    e: 'é',
    i: 'í',
    o: 'ó',
    u: 'ú',
    n: 'ñ',
    p: 'ṕ',
    k: 'ḱ',
  };
  fc.assert(
    fc.property(
      fc.constantFrom('dckr_pat_', 'glpat-', 'npm_', 'shpat_', 'pnu_', 'glsa_'),
      chars(ALNUM, 40),
      fc.nat(8),
      (prefix, body, at) => {
        const token = `${prefix}${body}`;
        const plain = secrets.scan(`Here: ${token} (rotate monthly)`);
        fc.pre(plain !== undefined);
        const i = [...prefix].findIndex((c, j) => j >= at % prefix.length && ACCENT[c] !== undefined);
        fc.pre(i >= 0);
        const hidden = `${prefix.slice(0, i)}${ACCENT[prefix[i]!]}${prefix.slice(i + 1)}${body}`;
        assert.notEqual(kind(`Here: ${hidden} (rotate monthly)`), 'ALLOW', hidden);
      },
    ),
    { numRuns: RUNS },
  );
});
