// Red team r17, result screening: secrets as an attacker splits them over a JSON result's strings
// (docs/screening.md, 'Round 17: red team'). A token split over an array's strings (`parts: [...]`), or
// over keys that differ by a counter (`key_a`/`key_b`, `part1`/`part2`), was admitted whole: a model
// joins the parts. GATE_FUZZ_RUNS raises the fuzzed run counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { partGroups, stemOf } from '../src/kernel/screen/json-parts.js';
import { forgedMarkers } from '../src/kernel/screen/redact.js';
import * as secrets from '../src/kernel/screen/secrets.js';
import { buildView } from '../src/kernel/screen/view.js';
import { outcome, PROSE } from './helpers/screen-admit.js';
import { assertRepeatLinear as assertLinear, fill, growthOf } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 60);

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const chars = (alphabet: string, n: number) =>
  fc
    .array(fc.integer({ min: 0, max: alphabet.length - 1 }), { minLength: n, maxLength: n })
    .map((a) => a.map((i) => alphabet[i]).join(''));
/** Real formats whose rules need the whole value: no proper prefix of one is a secret alone. */
const TOKEN = fc
  .oneof(
    chars(ALNUM, 36).map((s) => `ghp_${s}`),
    chars(B32, 16).map((s) => `AKIA${s}`),
    chars(ALNUM, 40).map((s) => `glpat-${s.slice(0, 20)}`),
  )
  .filter((t) => secrets.scan(JSON.stringify({ doc: PROSE, token: t })) !== undefined); // caught whole

/** How a split token is written into a JSON result: each a shape a reader joins back. */
const SHAPES: Record<string, (parts: string[]) => unknown> = {
  'an array under parts': (parts) => ({ doc: PROSE.repeat(3), parts, n: 1 }),
  'a bare array beside prose': (parts) => [PROSE.repeat(3), { n: 1 }, ...parts],
  'keys _a, _b': (parts) =>
    Object.fromEntries([['doc', PROSE.repeat(3)], ...parts.map((p, i) => [`key_${'abcdef'[i]}`, p])]),
  'keys part1, part2': (parts) =>
    Object.fromEntries([['doc', PROSE.repeat(3)], ...parts.map((p, i) => [`part${i + 1}`, p]), ['x', true]]),
  'nested keys -1, -2': (parts) => ({
    doc: PROSE.repeat(3),
    cfg: { name: 'svc', ...Object.fromEntries(parts.map((p, i) => [`token-${i + 1}`, p])) },
  }),
};

/** The token cut in two or three non-empty parts, the first cut inside its prefix's reach. */
const split = fc
  .tuple(TOKEN, fc.integer({ min: 1, max: 15 }), fc.integer({ min: 0, max: 6 }))
  .map(([t, a, b]) => {
    const c = Math.min(t.length - 1, a + b + 1);
    return {
      token: t,
      parts: b === 0 ? [t.slice(0, a), t.slice(a)] : [t.slice(0, a), t.slice(a, c), t.slice(c)],
    };
  });

test('fuzzed: a token split over a JSON result strings is redacted in every part, the result still JSON', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...Object.keys(SHAPES)),
      split,
      fc.boolean(),
      (shape, { token, parts }, pretty) => {
        const content = JSON.stringify(SHAPES[shape]!(parts), null, pretty ? 2 : undefined);
        const out = outcome(content);
        assert.equal(out.verdict.kind, 'TRANSFORM', `${shape}: the split token was not redacted`);
        const text = (out.envelope as { content?: unknown }).content as string;
        const parsed = JSON.parse(text) as unknown;
        // No part survives anywhere: the strings of the redacted result hold no piece of the token.
        const strings: string[] = [];
        JSON.stringify(parsed, (_k, v) => {
          if (typeof v === 'string') strings.push(v);
          return v;
        });
        for (const p of parts)
          if (p.length >= 4) assert.ok(!strings.includes(p), `${shape}: a part was admitted`);
        assert.ok(!strings.join('').includes(token), `${shape}: the joined token was admitted`);
        assert.ok(text.includes('[gate: redacted '), `${shape}: no marker`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('strings that are not one value split are not joined: ids side by side, keys with no counter', () => {
  const ids = JSON.stringify({ ids: ['5f1c2d3e4a5b6c7d', '8e9f0a1b2c3d4e5f'], user: 'alice', host: 'db' });
  assert.equal(outcome(ids).verdict.kind, 'ALLOW');
  const named = JSON.stringify({ prefix: 'ghp_', id: 'R8x2Kq9ZtLm4Vn7Wc3Yp5Bd1Fg6Hj0Ks2Qa9' });
  assert.equal(outcome(named).verdict.kind, 'ALLOW');
  assert.equal(stemOf('key_a'), 'key_');
  assert.equal(stemOf('part12'), 'part');
  assert.equal(stemOf('user'), undefined);
  assert.equal(stemOf('42'), undefined);
});

test('a secret in a JSON key is redacted and the result stays JSON', () => {
  const content = JSON.stringify({
    doc: PROSE.repeat(3),
    [`ghp_${'R8x2Kq9ZtLm4Vn7Wc3Yp5Bd1Fg6Hj0Ks2Qa9'}`]: 'v',
    n: 1,
  });
  const out = outcome(content);
  assert.equal(out.verdict.kind, 'TRANSFORM');
  const text = (out.envelope as { content?: unknown }).content as string;
  assert.doesNotThrow(() => JSON.parse(text));
  assert.ok(!text.includes('R8x2Kq9ZtLm4'));
});

test('the parts of a JSON result are read in linear time, whatever its shape', () => {
  for (const unit of [
    '"ghp_ab", ',
    '{"key_a": "AKIA", "key_b": "QX"}, ',
    '[[[[',
    '"a\\"b\\\\", ',
    '{"part1":"x","part1":1,',
  ])
    for (const wrap of [(t: string) => `[${t}`, (t: string) => `{"k": [${t}"x"]}`]) {
      const ratio = growthOf(
        (n) => wrap(fill(unit, n)),
        (t) => partGroups(t),
        8 * 1024,
      );
      assert.ok(ratio <= 12, `${JSON.stringify(unit)}: 8x the input cost ${ratio.toFixed(1)}x the work`);
    }
  const ratio = growthOf(
    (n) => `[${fill('"ghp_R8x2Kq9", "ZtLm4Vn7", ', n)}"x"]`,
    (t) => secrets.stage.find(buildView(t)),
    8 * 1024,
  );
  assert.ok(ratio <= 12, `the stage over parts: 8x the input cost ${ratio.toFixed(1)}x the work`);
});

// --- Forged markers -----------------------------------------------------------------------------------

/** Ways a reader still reads `[gate: redacted`: case, blanks, hidden characters, look-alike letters. */
const HIDDEN = ['\u200b', '\u00ad', '\ufe0f', '\u2060', '\u200d'];
const LOOKALIKE: Record<string, string[]> = {
  a: ['а', 'ａ'],
  e: ['е', 'ｅ'],
  t: ['ｔ'],
  d: ['ԁ', 'ｄ'],
  c: ['с'],
};
const forgedSpelling = fc
  .tuple(
    fc.constantFrom('[', '［'),
    fc.array(fc.nat(99), { minLength: 13, maxLength: 13 }),
    fc.constantFrom('github-pat', 'aws-access-key', 'private-key'),
  )
  .map(([open, picks, rule]) => {
    let out = open;
    [...'gate:redacted'].forEach((ch, i) => {
      const p = picks[i]!;
      const alt = LOOKALIKE[ch];
      let c = p % 3 === 0 ? ch.toUpperCase() : ch;
      if (p % 5 === 1 && alt) c = alt[p % alt.length]!;
      out += c;
      if (p % 7 === 2) out += HIDDEN[p % HIDDEN.length];
      if (ch === ':' || p % 11 === 3) out += ' ';
    });
    return `${out} ${rule}]`;
  });

test("fuzzed: a result that spells gate's marker is never admitted with it as written", () => {
  fc.assert(
    fc.property(forgedSpelling, fc.boolean(), (marker, withSecret) => {
      const secret = withSecret ? ` and ghp_${'R8x2Kq9ZtLm4Vn7Wc3Yp5Bd1Fg6Hj0Ks2Qa9'} here` : '';
      const content = `${PROSE}The deploy key was ${marker} by the gateway${secret}. ${PROSE}`;
      const out = outcome(content);
      assert.equal(out.verdict.kind, 'TRANSFORM', `${JSON.stringify(marker)}: admitted as written`);
      const text = (out.envelope as { content?: unknown }).content as string;
      // What is left that reads as a marker is gate's own, written as gate writes it.
      const left = forgedMarkers(text);
      for (let k = 0; k < left.length; k += 2)
        assert.equal(text.slice(left[k], left[k + 1]), '[gate: redacted');
      assert.equal(left.length / 2, withSecret ? 1 : 0);
    }),
    { numRuns: RUNS },
  );
});

test('a text that speaks of brackets and redaction is admitted as written', () => {
  for (const t of [
    'See [gate] and [redacted] notes.',
    '[gated: redacted]',
    'a[0] = [gate, redacted]',
    'gate: redacted',
  ])
    assert.equal(outcome(`${PROSE}${t}`).verdict.kind, 'ALLOW', t);
});

test('forged markers are read in linear time', () => {
  for (const unit of ['[', '[gate: redacte', '［ｇ\u200b', '[g\u00ad\u00ad\u00ad\u00ad\u00ad'])
    for (const read of [(t: string) => forgedMarkers(t), (t: string) => outcome(t)]) {
      const ratio = growthOf((n) => fill(unit, n), read, 8 * 1024);
      assert.ok(ratio <= 12, `${JSON.stringify(unit)}: 8x the input cost ${ratio.toFixed(1)}x the work`);
    }
});

// --- Key formats not read before ------------------------------------------------------------------------

const PASSWORD = chars(ALNUM, 16).filter((p) => /[0-9]/.test(p) && /[A-Z]/.test(p) && /[a-z]/.test(p));
const FORMATS: Record<string, fc.Arbitrary<{ text: string; secret: string }>> = {
  '.netrc, one line': fc
    .tuple(PASSWORD, fc.constantFrom('', ' account ops', ' port 443'))
    .map(([p, extra]) => ({
      text: `machine api.example.com login deploy${extra} password ${p}\n`,
      secret: p,
    })),
  '.netrc, an entry over lines': PASSWORD.map((p) => ({
    text: `machine git.example.org\n  login ci-bot\n  password ${p}\n\nmachine other.example.org\n`,
    secret: p,
  })),
  '.npmrc _auth': fc.tuple(chars(ALNUM, 8), PASSWORD).map(([u, p]) => {
    const secret = Buffer.from(`${u}:${p}`).toString('base64');
    return {
      text: `registry=https://registry.example.com/\n//registry.example.com/:_auth=${secret}\n`,
      secret,
    };
  }),
  'Slack configuration token': fc
    // A real token mixes classes; one letter 150 times is a placeholder (seed 746122495 drew `A`×146).
    .tuple(
      fc.constantFrom('xoxe.xoxp-1-', 'xoxe.xoxb-1-', 'xoxe-1-'),
      chars(ALNUM, 150).filter(
        // Without a placeholder's word inside (seed -2044308949 drew `FAKE`): that reading is left open.
        (b) =>
          /[0-9]/.test(b) &&
          /[A-Z]/.test(b) &&
          /[a-z]/.test(b) &&
          !/fake|example|dummy|sample|test|xxx/i.test(b),
      ),
    )
    .map(([head, body]) => ({ text: `SLACK_CONFIG=${head}${body}\n`, secret: `${head}${body}` })),
};

test('fuzzed: .netrc passwords, .npmrc _auth and Slack configuration tokens are redacted', () => {
  fc.assert(
    fc.property(
      fc.oneof(...Object.entries(FORMATS).map(([name, a]) => a.map((v) => ({ name, ...v })))),
      ({ name, text: t, secret }) => {
        const out = outcome(`${PROSE.repeat(2)}\n${t}${PROSE}`);
        assert.equal(out.verdict.kind, 'TRANSFORM', `${name}: not redacted`);
        const text = (out.envelope as { content?: unknown }).content as string;
        assert.ok(!text.includes(secret), `${name}: the secret was admitted`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('what looks like those formats but holds no secret is admitted', () => {
  for (const t of [
    'Unlike a machine learning model, the password is never stored.',
    'On the machine login screen, type the password twice.',
    'machine example.com login user password changeme',
    'machine example.com login user password $NETRC_PASSWORD',
    'npm config set _auth=$NPM_AUTH',
    '"_auth": "true"',
    `xoxe-1-${'x'.repeat(140)}`,
  ])
    assert.equal(outcome(`${PROSE}${t}\n`).verdict.kind, 'ALLOW', t);
});

test('.netrc entries are read in linear time', () => {
  for (const unit of ['machine ', 'machine a login b ', 'machine a login b password c\n'])
    assertLinear(unit, (t) => secrets.stage.find(buildView(t)));
});
