// Round 67 (docs/screening.md, "Round 67 (secrets-r67)"): a value read plainly that stopped at a mark no
// earlier rule read past is read to its stretch's end (the next blank) when the stretch, less its carrier's
// tail (closers, a next field, a tag), is one drawn value: no word's part of five letters, no code name called
// or subscripted, more letters and digits than marks. GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { redactionMarker } from '../src/kernel/screen/redact.js';
import { assertPlainCarried, chars, DIGITS, LOWER, PLAIN_KEYS, UPPER } from './helpers/plain-carried.js';
import { PLAIN_CARRIERS } from './helpers/plain-carriers-r65.js';
import { outcome, PROSE, verdictKind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);

/** Password keys: a token's or a secret's value is judged by the entropy floor, not by its extent (left open). */
const PASSWORD_KEYS = PLAIN_KEYS.filter((k) => /pass|pwd/.test(k));

/** Every mark a generator draws but a blank. */
const MARKS = "!#$%&'()*+,-./:;<=>?@[]^_`{|}~";

/**
 * The marks a value opens with here: a quote opens a quoted value (read to its closing quote, round 63); `/`
 * (judged a path) and `<` (its first run is not read as the value's) are left open (docs/screening.md).
 */
const LEADS = [...MARKS].filter((m) => !`'"\`/<`.includes(m));

/** A drawn run: a capital, a digit and a lower-case letter in some order (never a code name), then at most two more. */
const RUN = fc
  .tuple(
    fc.constantFrom(...UPPER),
    fc.constantFrom(...DIGITS),
    fc.constantFrom(...LOWER),
    chars(UPPER + DIGITS, 0, 2),
    fc.nat({ max: 2 }),
  )
  .map(([u, d, l, rest, order]) => [`${u}${d}${l}`, `${d}${l}${u}`, `${l}${d}${u}`][order]! + rest);

/**
 * A drawn password as the generators write one: at most one mark first (a bracket, `$`, `@`; no quote), then runs
 * each followed by one mark, ending with a run. The oracle reads as the code does: a `&` or `;` then a name
 * and `=` is a next field, `<` then a name and `>` a tag, `&` a name and `;` an entity, a value opening `=`
 * a comparison (`password==x`), a name then `(` or `[` first a call (`CALL`); a password holding one of those
 * is the carrier's or code's, not drawn here.
 */
const drawnPassword = fc
  .tuple(
    fc.option(fc.constantFrom(...LEADS), { nil: '' }),
    fc.array(fc.tuple(RUN, fc.constantFrom(...MARKS)), { minLength: 2, maxLength: 3 }),
    RUN,
  )
  .map(([lead, pieces, last]) => lead + pieces.map(([r, m]) => r + m).join('') + last)
  .filter(
    (pw) =>
      !pw.startsWith('=') &&
      !/^[A-Za-z_$][\w$.]*[([]/.test(pw) &&
      !/[&;][\w.-]+=|<\/?[A-Za-z0-9]+>|<\/[A-Za-z]|&#?[A-Za-z0-9]+;|\$\{/.test(pw),
  );

test('a drawn password holding any mark, opening with one too, read plainly is redacted whole or withheld (property)', () => {
  fc.assert(
    fc.property(
      drawnPassword,
      fc.constantFrom(...PASSWORD_KEYS),
      fc.nat({ max: PLAIN_CARRIERS.length - 1 }),
      assertPlainCarried,
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test("the carrier's tail is kept exactly: closers, a next field, a tag, a two-word key", () => {
  const marker = redactionMarker('generic-password');
  const cases: [string, string, string][] = [
    ['The login is in the vault [password=', 'Kq9v:Lm2.7Rx4T', '] since March.'],
    ['The account was made for the job (password: ', '(Kq9v,x_:Lm27R', ').'],
    ['<tr><td>password=', 'Kq9v<Lm27]Rx4T', '</td></tr>'],
    ['GET /login?password=', 'Kq9v)Lm27;Rx4', '&user=app HTTP/1.1'],
    ['Server=db;password=', 'Kq9v}Lm27.Rx4T', ';User Id=app;'],
    ['connect host=db password=', '<Kq9v%Lm27,Rx4', ' user=app'],
  ];
  for (const [before, pw, after] of cases) {
    const o = outcome(`${PROSE}\n${before}${pw}${after}\n`);
    assert.equal(o.verdict.kind, 'TRANSFORM', pw);
    assert.equal(String(o.envelope.content), `${PROSE}\n${before}${marker}${after}\n`, pw);
  }
});

test('code, markup and words after a key are no drawn value: admitted unchanged', () => {
  const texts = [
    "        pass_vars = ['LIBRARY_PATH', 'LD_LIBRARY_PATH', 'SYSTEMROOT']\n",
    'def strip_tags(s: str, l: int, tokens: ParseResults):\n',
    '\t$newpwd = Win32::GetFullPathName($newdir);\n',
    '<code>{pem: &#x3C;string|buffer>[, passphrase: &#x3C;string>]}</code>.\n',
    '     pass => \\&fetch_password\n',
    '        const passSchema = !(("compile" in def && !$data) || def.schema);\n',
    '\t\tpassword: userPass[2]\n',
    '    tokenOptions?: Omit<TokenHandlerOptions, "provider">;\n',
    'x=class extends Stream{constructor({password:e,rawPassword:t,encryptionStrength:n}){let r;super()}}\n',
    '    const token = createToken(kind);\n',
  ];
  for (const t of texts) {
    const o = outcome(`${PROSE}\n${t}`);
    assert.equal(o.verdict.kind, 'ALLOW', t);
  }
});

test('the stretch reading is linear on hostile input', () => {
  const read = (t: string) => verdictKind(t);
  assertRepeatLinear('password=(K9q', read);
  assertRepeatLinear('password=(K9q ', read);
  assertRepeatLinear('K9q:(', (t) => read(`password=${t}`));
  assertRepeatLinear('(K9q:', (t) => read(`password=K9q!${t}`));
  assertRepeatLinear('&#x3C;', (t) => read(`password=K9q!${t}`));
  assertRepeatLinear('<b>K9q;', (t) => read(`password=K9q!${t}`));
  assertRepeatLinear(';Ab K9q', (t) => read(`password=K9q!${t}`));
});
