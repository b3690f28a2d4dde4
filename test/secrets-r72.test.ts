// Round 72 (docs/screening.md, "Round 72 (secrets-r72)"): what round 71 left of a plain carrier's value, and the
// keyed reader's work on a result dense with keys. A drawn value holding a short next field's name with a capital
// (`,V&Pdc=5nbu…`, `~.8&GXK=bq(…`, `ZiE^…;JB4:h`) or a one-capital tag (`v9<Y>Ek3…`), and one holding a scope's
// `name::`, is read to the carrier's end. The reading tests fail on dab80106; the clean and linear ones pass there.
// GATE_FUZZ_RUNS raises the runs; GATE_DEEP the dense text's size.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { scan } from '../src/kernel/screen/secrets.js';
import { DEEP } from './helpers/deep.js';
import { assertCpuUnder } from './helpers/linear-cpu.js';
import { chars, DIGITS, LETTERS, PLAIN_CARRIERS } from './helpers/plain-carriers-r65.js';
import {
  assertPlainCarried,
  assertShapeCarried,
  judged,
  outcome,
  PROSE,
  RARE,
  verdictKind,
} from './helpers/screen-admit.js';
import { assertRepeatLinear, fill, workOf } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 40);

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A short name holding a capital (lexer.ts `shortCapitalName`): one to three key characters, a capital first. */
const capitalName = fc
  .tuple(fc.constantFrom(...UPPER), chars(LETTERS + DIGITS, 0, 2))
  .map(([first, rest]) => first + rest);
/** A drawn rest: letters, digits and the rare marks; a digit then a letter in it (what no code name writes). */
const drawnRest = fc
  .tuple(
    chars(LETTERS + DIGITS + RARE, 2, 5),
    fc.constantFrom(...DIGITS),
    chars(LETTERS, 1, 1),
    chars(LETTERS + DIGITS, 2, 5),
  )
  .map(([a, d, l, b]) => a + d + l + b);
/**
 * A value holding a short next field's name with a capital (`,V&Pdc=5nbuiKTlp`, `~.8&GXK=bq(&XxrB`): a head of one
 * to four characters, `&`, `,` or `;`, the name, `=`, a drawn rest; or a one-capital tag (`v9<Y>Ek3~…`).
 */
const shortFieldInside = fc
  .tuple(chars(LETTERS + DIGITS + RARE, 1, 4), fc.constantFrom('&', ',', ';', '<'), capitalName, drawnRest)
  .map(([head, mark, name, rest]) =>
    mark === '<' ? `${head}<${name[0]}>${rest}` : `${head}${mark}${name}=${rest}`,
  )
  .filter(judged);
/** A value holding a scope's `name::` after `;` (`%uU1y4:;crtc2::U`): no member's name. */
const scopeInside = fc
  .tuple(
    drawnRest,
    chars('abcdefghijklmnopqrstuvwxyz', 3, 4),
    fc.constantFrom(...DIGITS),
    fc.constantFrom(...UPPER),
  )
  .map(([head, word, digit, last]) => `${head};${word}${digit}::${last}`)
  .filter(judged);

const ALL = PLAIN_CARRIERS.map((_, c) => c);
for (const [name, shape] of [
  ['a short next field’s name with a capital, or a one-capital tag', shortFieldInside],
  ['a scope’s `name::`', scopeInside],
] as const)
  test(`plain carriers: a drawn value holding ${name} is redacted to the carrier’s end, the carrier kept`, () =>
    assertShapeCarried(shape, ALL, RUNS));

test('the bench’s draws round 71 left open are redacted in every plain carrier', () => {
  for (const pw of [
    ',V&Pdc=5nbuiKTlp',
    '~.8&GXK=bq(&XxrB',
    'ZiE^Fo}!+N;JB4:h',
    'v9<Y>Ek3~};5zTkW',
    "O2o+$'n?<U>R!.V,",
    '%uU1y4:;crtc2::U',
  ])
    for (const c of ALL) assertPlainCarried(pw, c, 'password');
});

test('fields, tags and members a carrier writes after a value still end it', () => {
  const kept = [
    ['GET /login?password=Kq9v!x7Lm&id=5&user=app HTTP/1.1', '&id=5&user=app HTTP/1.1'],
    ['Server=db;Password=Kq9v!x7Lm;Port=5432;User Id=app', ';Port=5432;User Id=app'],
    ['<td>password=Kq9v!x7Lm</td><td>ok</td>', '</td><td>ok</td>'],
    ['{password:Kq9v!x7Lm,salt:abc}', ',salt:abc}'],
  ] as const;
  for (const [t, after] of kept) {
    const o = outcome(`${PROSE}\n${t}\nport: 5432\n`);
    assert.equal(o.verdict.kind, 'TRANSFORM', t);
    assert.ok(String(o.envelope.content).includes(`${after}\nport: 5432\n`), t);
  }
  const clean = [
    'connect password=getPass(cfg) user=app',
    'password=abc&ID=5 user=app',
    'Server=db;UID=sa;PWD=;Database=app',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
});

/**
 * Dense keyed text with no blank: key names × separators × value marks. The keyed reader reads each key's value
 * once and stops at the first secret; the redaction loop read the text again for each secret it replaced, at most
 * MAX_REDACTIONS times (docs/screening.md, "Round 72 (secrets-r72)"); since round 74 it reads it a few times in all
 * (redact.ts MAX_REREADS; docs/screening.md, "Round 74 (redact-r74)").
 */
const DENSE = ['password', 'pwd', 'token', 'api_key'].flatMap((key) =>
  ['=', ':', '="', ': '].flatMap((sep) =>
    ['a,SD=!', 'a,b!c', 'a;b!c', 'x9|roe2<=P', 'a,V&Pdc=5n', 'v9<Y>Ek3~', 'a;crtc2::U', 'hello|'].map(
      (mark) => `${key}${sep}${mark}`,
    ),
  ),
);

test('the keyed reader is linear over dense keyed text', () => {
  // CI reads every fourth shape (each key, separator and mark in turn); GATE_DEEP all of them.
  for (const [k, unit] of DENSE.entries()) if (DEEP || k % 4 === 0) assertRepeatLinear(unit, scan);
});

// Behind GATE_DEEP (3 s of CPU): the base passes it too; the 1 MB bar below holds the cost in CI.
test('the screener is linear over dense keyed text once its redactions are counted out', {
  skip: !DEEP,
}, () => {
  // At 32 kB the loop has reached MAX_REDACTIONS on every shape: eight times the text costs about eight times the
  // work (at most twelve, as `assertRepeatLinear` holds; 17 redactions at 8 kB, 33 from 32 kB on).
  for (const unit of ['password=a,SD=!', 'password=a,V&Pdc=5n']) {
    const small = workOf(() => verdictKind(fill(unit, 32 * 1024)));
    const large = workOf(() => verdictKind(fill(unit, 256 * 1024)));
    assert.ok(large / small < 12, `${unit}: 8x the input cost ${(large / small).toFixed(1)}x the work`);
  }
});

test('a dense keyed result of 1 MB is screened under its CPU bar', () => {
  const size = DEEP ? 4 << 20 : 1 << 20;
  for (const unit of DEEP ? ['password=a,SD=!', 'password=a,V&Pdc=5n'] : ['password=a,SD=!']) {
    const text = fill(unit, size);
    assertCpuUnder(
      () => verdictKind(text),
      (size >> 20) * 9000,
      (ms) => `${unit} × ${size}: ${ms.toFixed(0)} ms`,
    );
  }
});
