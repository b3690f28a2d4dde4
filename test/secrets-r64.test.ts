// Round 64 (docs/screening.md, "Round 64 (secrets-r64)"): a Windows or batch reference to a secret
// (`%DB_PASSWORD%`, delayed `!X!`) names the secret's place and is not flagged, in every
// carrier; a drawn password between `%` marks is still redacted, and a percent escape still decodes. The
// references fail on 10107ba6 (its percent decoder read `%DB` as an escape and flagged what it decoded).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { outcome, PROSE } from './helpers/screen-admit.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 200);

/** A variable's name as batch files and .NET configs write them: words joined by `_`, any case. */
const WORD = fc.constantFrom(
  'DB',
  'SQL',
  'APP',
  'SMTP',
  'ADMIN',
  'API',
  'Service',
  'Deploy',
  'prod',
  'ORDERS',
);
const SECRET_WORD = fc.constantFrom('PASSWORD', 'PASS', 'PWD', 'Password', 'SECRET', 'TOKEN', 'password');
const NAME = fc
  .tuple(fc.array(WORD, { minLength: 1, maxLength: 2 }), SECRET_WORD, fc.constantFrom('', '2', '_1'))
  .map(([words, secret, tail]) => `${words.join('_')}_${secret}${tail}`);

/** The reference forms of cmd and batch files (a `%X:~0,8%` slice is still cut at its `,` in plain carriers: left open). */
const FORMS: readonly ((name: string) => string)[] = [(n) => `%${n}%`, (n) => `!${n}!`];

/** Carriers of a reference: a batch `set`, a command's `-p`, an env line, a URL's password, YAML, .ini. */
const CARRIERS: readonly ((ref: string) => string)[] = [
  (ref) => `@echo off\r\nset PASSWORD=${ref}\r\ncall deploy.cmd\r\n`,
  (ref) => `mysql -u root -p${ref} orders < schema.sql\n`,
  (ref) => `DB_HOST=db.internal\nDB_PASSWORD=${ref}\n`,
  (ref) => `connection: postgresql://app:${ref}@db.internal/app\n`,
  (ref) => `database:\n  password: ${ref}\n  port: 5432\n`,
  (ref) => `[database]\npassword = ${ref}\nport = 5432\n`,
];

test('a batch reference to a secret is not flagged in any carrier (property)', () => {
  fc.assert(
    fc.property(
      NAME,
      fc.nat({ max: FORMS.length - 1 }),
      fc.nat({ max: CARRIERS.length - 1 }),
      (name, form, carrier) => {
        const text = `${PROSE}\n\n${CARRIERS[carrier]!(FORMS[form]!(name))}`;
        const o = outcome(text);
        assert.equal(o.verdict.kind, 'ALLOW', `${FORMS[form]!(name)} in carrier ${carrier}`);
      },
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('the measured references: each carrier round 63 redacted', () => {
  for (const text of [
    'set PASSWORD=%DB_PASSWORD%\r\n',
    'mysql -u root -p%DB_PASSWORD% orders\n',
    'DB_PASSWORD=%DB_PASSWORD%\n',
    'postgresql://app:%DB_PASSWORD%@db/app\n',
    'database:\n  password: %SECRET_PASS%\n',
  ]) {
    assert.equal(outcome(`${PROSE}\n${text}`).verdict.kind, 'ALLOW', text);
  }
});

/** A drawn password: upper, lower and digits each twice or more. */
const DRAWN = fc
  .tuple(
    fc.array(fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ'), { minLength: 3, maxLength: 4 }),
    fc.array(fc.constantFrom(...'abcdefghijkmnopqrstuvwxyz'), { minLength: 3, maxLength: 4 }),
    fc.array(fc.constantFrom(...'23456789'), { minLength: 2, maxLength: 3 }),
  )
  .chain(([u, l, d]) =>
    fc.shuffledSubarray([...u, ...l, ...d], { minLength: u.length + l.length + d.length }),
  )
  .map((a) => a.join(''))
  .filter((pw) => /^[A-Za-z]/.test(pw));

test('a drawn password between `%` marks is still a secret: redacted, not read as a name', () => {
  fc.assert(
    fc.property(DRAWN, fc.nat({ max: 2 }), (pw, carrier) => {
      const line = [
        `DB_PASSWORD=%${pw}%\n`,
        `database:\n  password: "%${pw}%"\n`,
        `set PASSWORD=%${pw}%\r\n`,
      ][carrier]!;
      const o = outcome(`${PROSE}\n${line}`);
      assert.equal(o.verdict.kind, 'TRANSFORM', `carrier ${carrier}`);
      assert.ok(!(o.envelope.content as string).includes(pw), `carrier ${carrier}: left in`);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});
