// Red team r61, result screening (docs/screening.md, "Round 61 (secrets-r61)"): a keyed password holding
// punctuation was mostly not read. The keyed value's first run had to be five characters (`k9Qz?R2pL7wE`
// makes none), a value ended even inside its quotes at `< ( ) } ] , ; &`, and a value followed by `(` was a
// call. Now one reading of a value's extent (`valueSpan`, lexer.ts) serves the lexer, the scout and the
// secret screener: a quoted value to its closing quote, a value on its key's own line (.env, YAML, .ini) to
// the line's end. The properties fail on 5424a2a3. GATE_FUZZ_RUNS raises the fuzzed run counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Policy } from '../src/kernel/policy/types.js';
import { admit } from '../src/kernel/screen/admit.js';
import { lex } from '../src/kernel/screen/lexer.js';
import { ContextMemory } from '../src/kernel/screen/memory.js';
import { scout } from '../src/kernel/screen/scout.js';
import * as secrets from '../src/kernel/screen/secrets.js';
import { buildView } from '../src/kernel/screen/view.js';
import { DOCUMENTED_PLACEHOLDERS } from './helpers/placeholder-passwords-r60.js';
import {
  ENV,
  envQuoted,
  INI,
  KEYED_CARRIERS,
  keyedPassword,
  keyedResult,
  leftToOtherRules,
  PASSWORD_KEYS,
  punctuatedPassword,
} from './helpers/punctuated-passwords-r61.js';
import { verdictKind as kind, PROSE } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 200);
const POLICY = { sources: new Map() } as unknown as Policy;

test('a generated password of letters, digits and punctuation under a key is withheld in every carrier', () => {
  fc.assert(
    fc.property(keyedPassword, (drawn) => {
      fc.pre(!leftToOtherRules(drawn.pw, drawn.carrier));
      // A settings file of a few lines is its credentials: withheld whole (redact.ts, CREDENTIALS_SHARE).
      assert.equal(kind(keyedResult(drawn)), 'QUARANTINE', `${drawn.pw} in carrier ${drawn.carrier}`);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('in a document, the whole password is redacted in place and the rest of the result kept', () => {
  fc.assert(
    fc.property(keyedPassword, (drawn) => {
      fc.pre(!leftToOtherRules(drawn.pw, drawn.carrier));
      const carried = keyedResult(drawn);
      const text = `${PROSE}The service's settings as deployed:\n${carried}\n${PROSE}`;
      const out = admit({ tool: 't', traceId: 't', content: text }, POLICY, new ContextMemory());
      assert.equal(out.verdict.kind, 'TRANSFORM', drawn.pw);
      assert.equal(out.verdict.reason, 'SECRET_EXFIL');
      const redacted = out.envelope.content!;
      // JSON writes a `'` or `` ` `` as itself: the password's bytes are found as the carrier wrote them.
      const written = drawn.carrier === 3 ? drawn.pw.replaceAll("'", "''") : drawn.pw;
      const at = text.indexOf(written);
      assert.ok(at > 0);
      // Every byte before the password and after it is kept; the password is gone whole (an own line's
      // value gives back one closing `,` or `;`, which code writes there).
      assert.ok(redacted.startsWith(text.slice(0, at)), `${drawn.pw}: text before it changed`);
      const tail = text.slice(at + written.length);
      assert.ok(redacted.endsWith(tail), `${drawn.pw}: text after it changed`);
      const middle = redacted.slice(at, redacted.length - tail.length);
      // An .env value in quotes is the quotes' inside: its quotes and closing mark are given back.
      const quoted = drawn.carrier === ENV ? envQuoted(drawn.pw) : undefined;
      if (quoted !== undefined)
        assert.equal(
          middle.replace(/^(.)\[gate: redacted [a-z-]+\]/, '$1'),
          quoted.open + quoted.close,
          drawn.pw,
        );
      else assert.match(middle, /^\[gate: redacted [a-z-]+\][,;]?$/, `${drawn.pw}: ${middle}`);
    }),
    // Round 65's draw (1 in ~23,000 of the property's): an .env value in quotes then `;`, its inside redacted.
    {
      numRuns: RUNS,
      endOnFailure: true,
      examples: [[{ pw: "'q?j)^QyGPA:FP';", carrier: ENV, key: 'secret' }]],
    },
  );
});

test('the scout flags the same runs as the lexer and the screener reads the same on punctuated values', () => {
  fc.assert(
    fc.property(keyedPassword, fc.constantFrom('', ' ', '\n', '"', "'", '(', '=', ': '), (drawn, tail) => {
      const text = `${keyedResult(drawn)}${tail}`;
      const fast = buildView(text);
      const reference = buildView(text, { reference: true });
      assert.deepEqual(secrets.scanView(fast), secrets.scanView(reference), JSON.stringify(text));
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('quoted prose, code, references and placeholders under a password key stay in the context', () => {
  const clean = [
    'password: "The password for the service account."',
    '{"password": "the user\'s password, at least 12 characters (required)"}',
    'password = os.environ.get("DB_PASSWORD")',
    "    password = request.form['password']",
    '  password: getPassword(user),',
    '    password = DEFAULT_PASSWORD;',
    '  password: process.env.DB_PASSWORD,',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a reference as a config file writes it
    'DB_PASSWORD=${DB_PASSWORD}',
    'DB_PASSWORD=$(cat /run/secrets/db)',
    '"password": "{{ .Values.db.password }}"',
    'password: "<your-password>"',
    "password: '%(password)s'",
    'password = getpass.getpass(prompt="Password: ")',
    "password: ''",
    'password: ""',
  ];
  for (const text of clean) assert.equal(kind(`${PROSE}\n${text}\n`), 'ALLOW', text);
  for (const v of DOCUMENTED_PLACEHOLDERS)
    for (const [c, carrier] of KEYED_CARRIERS.entries())
      assert.equal(kind(carrier('password', v)), 'ALLOW', `${v} in carrier ${c}`);
});

// Round 65 drew these at 40 times the property's count (docs/testing.md, "Round 65 (fuzzflake-r65)"); read
// since round 66 (docs/screening.md, "Round 66 (secrets-r66)"): a single-quoted value is judged unescaped, a
// quoted value's expansion closes inside its quotes.
test('four quotes in a row in a YAML single-quoted value, a JSON value opening `${name=`', () => {
  for (const drawn of [
    { pw: "kFI3A+QV''''t&9b", carrier: 3, key: 'password' },
    { pw: '${uj=a!0$TCjnCud', carrier: 2, key: 'password' },
  ])
    assert.equal(kind(keyedResult(drawn)), 'QUARANTINE', `carrier ${drawn.carrier}`);
});

test('round 60 left open: its measured passwords are read now', () => {
  for (const pw of [
    'k9Qz?R2pL7wE',
    'n}GE-CTrGqAO^L3!',
    '>ReA%|]w4!79TxjD',
    "w'TRAZq;$Zt)PRlE",
    '=AiCxCA_kb_BvTC_',
  ])
    for (const [c, carrier] of KEYED_CARRIERS.entries()) {
      if (c === INI) continue;
      assert.notEqual(kind(carrier('password', pw)), 'ALLOW', `${pw} in carrier ${c}`);
    }
  // Code written tight is an env line's shape too: a name then `(` or `[` is a call or a subscript there.
  assert.equal(kind(`${PROSE}\nSECRET_KEY=os.environ["DJANGO_SECRET_KEY"]\n`), 'ALLOW');
});

test('the value reading is linear on hostile input', () => {
  const key = PASSWORD_KEYS[0];
  // No secret in them, so every value is read and refused: an opening quote never closed, values that open
  // with marks, keys on their own lines, operators in turn, escaped quotes.
  const read = (t: string) => {
    lex(t);
    scout(t);
    return kind(t);
  };
  assertRepeatLinear(`${key}: "(k9`, read);
  assertRepeatLinear(`${key}: "k9(Qz?R `, read);
  assertRepeatLinear(`\n${key}=ab(`, read);
  assertRepeatLinear(`\nDB_PASSWORD='ab`, read);
  assertRepeatLinear(`${key}:>:=:"'`, read);
  assertRepeatLinear(`\\"${key}\\": \\"a\\\\`, read);
  assertRepeatLinear('a', (t) => read(`${key}: "${t}`));
  assertRepeatLinear('(', (t) => read(`\nDB_PASSWORD=k9${t}`));
  assertRepeatLinear(' ', (t) => read(`\n${t}${key}=k9(`));
  assertRepeatLinear("'", (t) => read(`${key}: ${t}`));
});

test('generated passwords are uniform draws (the measure is of a generator, not of a biased sampler)', () => {
  const sample = fc.sample(punctuatedPassword(), { numRuns: 200, seed: 61 }).join('');
  // 92 characters: none drawn more than three times its share.
  const counts = new Map<string, number>();
  for (const ch of sample) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const most = Math.max(...counts.values());
  assert.ok(most < (3 * sample.length) / 92, `a character drawn ${most} times of ${sample.length}`);
});
