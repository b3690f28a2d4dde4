// The screener's cost, round 19 (docs/screening.md, 'Round 19: the screener's cost'): what the cuts
// rely on, and what they changed. The keyless secret rules search the text only where the scout's one
// pass saw their phrase; the bare tokens a colon or dots cut are read only in the runs the scout reports.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { lex, phraseHint } from '../src/kernel/screen/lexer.js';
import { scout } from '../src/kernel/screen/scout.js';
import { SECRET_PHRASES } from '../src/kernel/screen/secret-rules.js';
import * as secrets from '../src/kernel/screen/secrets.js';
import { buildView } from '../src/kernel/screen/view.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const NOTES = 'The deploy finished at 09:14 and every worker reported healthy. ';
/** Deterministic token characters that read as random: base64url of SHA-256 digests of `seed`. */
const tokenChars = (n: number, seed = 'a') => {
  let out = '';
  for (let i = 0; out.length < n; i++) out += createHash('sha256').update(`${seed}${i}`).digest('base64url');
  return out.slice(0, n);
};

test('the scout sets a phrase hint wherever the keyless rules search for the phrase, in any case', () => {
  const written = [
    "PASSWORD '",
    "password '",
    "IDENTIFIED BY '",
    "identified by '",
    'Bearer ',
    'machine ',
    'mysql',
    'MySQL',
    'telegram.org',
    'api.Telegram.org',
  ];
  for (const phrase of written)
    for (const around of [
      (p: string) => `${NOTES}${p}`,
      (p: string) => `${p}${NOTES}`,
      (p: string) => `\u00e9t\u00e9 ${p} \u00e9t\u00e9`,
      (p: string) => `{"a":"x${p}y"}`,
    ]) {
      const text = around(phrase);
      const fast = scout(text).hints;
      assert.equal(fast, lex(text).hints, `${text}: the scout's hints are the full lexer's`);
      const lower = text.toLowerCase();
      for (const p of Object.values(SECRET_PHRASES))
        assert.equal((fast & phraseHint(p)) !== 0, lower.includes(p), `${text}: ${p}`);
    }
  assert.throws(() => phraseHint('not one'));
});

test('the keyless rules still fire on each phrase the hint stands for', () => {
  const cases: [string, string][] = [
    ["ALTER USER app WITH PASSWORD 'Tr0ub4dor&3x';", 'sql-password'],
    ["CREATE USER 'app'@'%' IDENTIFIED BY 'Tr0ub4dor&3x';", 'sql-password'],
    [`"value": "Bearer ${tokenChars(40)}"`, 'bearer-token'],
    ['machine api.example.net login deploy password Xq7!vR2$pL9z', 'netrc-password'],
    ["mysql -u root -p'Tr0ub4dor&3x' prod", 'mysql-password-flag'],
    [`curl https://api.telegram.org/bot518362540:AA${tokenChars(33)}/getMe`, 'telegram-bot-api-token'],
  ];
  for (const [text, rule] of cases) assert.equal(secrets.scan(`${NOTES}${text}`)?.rule, rule, text);
});

test('a bare Telegram token or FCM key after many decoy mentions of its infix is found', () => {
  // Round 18 read the first 64 mentions of `:AA` or `:APA91b` wherever they stood, so 64 decoys hid the
  // token; mentions are now counted only where a run that may hold one follows the colon.
  const telegram = `518362540:AA${tokenChars(33)}`;
  const fcm = `AAAA${tokenChars(7, 'b')}:APA91b${tokenChars(134, 'c')}`;
  for (const [decoy, token, rule] of [
    ['ratio 1:AA ', telegram, 'telegram-bot-api-token'],
    ['x:APA91b ', fcm, 'firebase-cloud-messaging-key'],
  ] as const) {
    const text = `${decoy.repeat(80)}\nStarting bot with ${token} now.`;
    assert.equal(secrets.scan(text)?.rule, rule, decoy);
  }
});

test('the bare-token reading is linear in runs that open like a token', () => {
  const scan = (t: string) => secrets.scanView(buildView(t));
  for (const unit of [
    `:AA${tokenChars(33)} `,
    `12345678:AA${tokenChars(40)} `,
    `AAAA1234567:APA91b${tokenChars(140)}\n`,
    `M${tokenChars(27)}.abcdef.${tokenChars(38)} `,
    `M${tokenChars(27)}.abcdef.${tokenChars(38)}.`,
  ])
    assertRepeatLinear(unit, scan);
});
