// Round 20's secret classes left open by round 19's red team (docs/screening.md, 'Round 20: precision'):
// a value named by a sibling field (HAR headers, Kubernetes env, Postman variables, SSM parameters) and a
// `.pgpass` line. Each generated secret was admitted on round 20's start; each is now redacted in place
// (TRANSFORM), while a fixture's stand-in values stay admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { outcome } from '../../../test/helpers/screen-admit.js';
import { assertRepeatLinear } from '../../../test/helpers/work-count.js';
import * as secrets from './secrets.js';
import { entropy, PLACEHOLDER_WORDS } from './value-shape.js';
import { buildView } from './view.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 60);
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const chars = (min: number, max = min) =>
  fc
    .array(fc.noBias(fc.integer({ min: 0, max: ALNUM.length - 1 })), { minLength: min, maxLength: max })
    .map((a) => a.map((i) => ALNUM[i]).join(''));
/** A password as a person picks one: letters and digits with a mark inside. */
const PASSWORD = fc
  .tuple(chars(10, 18), fc.constantFrom('!', '#', '%', '_', '@'), fc.nat(9))
  .map(([s, p, d]) => `${s.slice(0, 4)}${p}${d}${s.slice(4)}`)
  // Not a stand-in: a value holding a placeholder's word ("xxxx", "dummy") reads as one by design (value-shape.ts).
  .filter(
    (pw) =>
      new Set(pw).size >= 8 &&
      !/pass|secret|token|test|demo/i.test(pw) &&
      !PLACEHOLDER_WORDS.some((w) => pw.toLowerCase().includes(w)),
  );
/** An API token as a provider issues one. */
const TOKEN = chars(32, 40).filter((t) => entropy(t) >= 4 && !/pass|secret|token|test|demo/i.test(t));
const NOTES = 'Captured while debugging the staging deploy; the request and its settings follow.\n';
/** Prose around a secret, so that it is a small part of the result (a result mostly secret is withheld whole). */
const PROSE =
  'The replica lagged behind the primary for most of the night, so the on-call engineer rebuilt it from ' +
  'the last base backup, replayed the archived segments and checked the row counts of the largest tables.\n';

/** The shapes that hold a name and a value as sibling fields. */
const SIBLINGS: readonly ((n: string, v: string) => string)[] = [
  (n, v) =>
    JSON.stringify({
      log: {
        entries: [
          {
            request: {
              headers: [
                { name: 'Accept', value: '*/*' },
                { name: n, value: v },
              ],
            },
          },
        ],
      },
    }),
  (n, v) =>
    `spec:\n  containers:\n    - name: api\n      env:\n        - name: LOG_LEVEL\n          value: info\n        - name: ${n}\n          value: "${v}"\n`,
  (n, v) => JSON.stringify({ variable: [{ key: n, value: v, type: 'string' }] }, null, 2),
  (n, v) =>
    JSON.stringify({ Parameter: { Name: `/prod/app/${n}`, Type: 'SecureString', Value: v, Version: 3 } }),
];

/** The result is redacted in place, and no longer carries `secret`. */
function redacted(content: string, secret: string): void {
  const o = outcome(content);
  assert.equal(o.verdict.kind, 'TRANSFORM', content);
  const text = String((o.envelope as { content?: unknown }).content ?? '');
  assert.ok(!text.includes(secret), text);
}

test('fuzzed: a password or token named by a sibling field is redacted in place', () => {
  fc.assert(
    fc.property(
      fc
        .oneof(
          fc.tuple(fc.constantFrom('DB_PASSWORD', 'SMTP_PASS', 'password', 'REDIS_PASSWD'), PASSWORD),
          fc.tuple(
            fc.constantFrom('X-Api-Key', 'API_TOKEN', 'client_secret', 'STRIPE_SECRET', 'x-auth-token'),
            TOKEN,
          ),
        )
        // What the screener reads as a secret written as an assignment (`name = "value"`).
        .filter(([name, v]) => secrets.scan(`${name} = "${v}"`) !== undefined),
      fc.nat(SIBLINGS.length - 1),
      ([name, v], shape) => redacted(NOTES + PROSE + SIBLINGS[shape]!(name, v), v),
    ),
    { numRuns: RUNS },
  );
});

test('fuzzed: an Authorization header named by a sibling field is redacted, whatever its scheme', () => {
  fc.assert(
    fc.property(
      TOKEN.filter((t) => secrets.scan(`Authorization: Bearer ${t}`) !== undefined),
      fc.constantFrom('', 'token ', 'Bearer ', 'Bot '),
      fc.nat(1),
      (t, scheme, shape) => {
        redacted(NOTES + PROSE + SIBLINGS[shape]!('Authorization', scheme + t), t);
      },
    ),
    { numRuns: RUNS },
  );
  const basic = Buffer.from('deploy:Xk9v2LmQ#p7rTz').toString('base64');
  redacted(PROSE + JSON.stringify({ headers: [{ name: 'authorization', value: `Basic ${basic}` }] }), basic);
});

test('fuzzed: a .pgpass line is redacted in place', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('localhost', 'db.internal.example.net', '*', '10.0.3.17'),
      fc.constantFrom('5432', '*'),
      fc.constantFrom('billing', '*', 'app_prod'),
      fc.constantFrom('replicator', 'app', 'postgres'),
      PASSWORD,
      fc.nat(2),
      (host, port, db, user, pw, shape) => {
        const line = `${host}:${port}:${db}:${user}:${pw}`;
        const body =
          shape === 0
            ? `${line}\n`
            : shape === 1
              ? `# ~/.pgpass\n*:*:*:backup:${pw.split('').reverse().join('')}x\n${line}\r\n`
              : `$ cat ~/.pgpass\n${line}`;
        redacted(`${PROSE}${body}\n${PROSE}`, pw);
      },
    ),
    { numRuns: RUNS },
  );
});

test("a fixture's stand-in values and names that name no secret are admitted", () => {
  const admitted = [
    // Round 19's names that name no secret stay admitted (test/redteam-screen-r19.test.ts holds them).
    // A fixture's stand-ins: the value spells a placeholder's words.
    'env:\n  - name: POSTGRES_PASSWORD\n    value: mysecretpassword\n',
    JSON.stringify({ headers: [{ name: 'X-Api-Key', value: 'test-api-key-0123456789' }] }),
    JSON.stringify({ headers: [{ name: 'Authorization', value: 'token test-token-for-the-docs' }] }),
    JSON.stringify({ cookies: [{ name: 'csrftoken', value: 'k2JH8sd9FQ3mZx7Lp0aRt5Wv' }] }),
    'env:\n  - name: PWD\n    value: /home/runner/work/app\n  - name: SECRET_FILE\n    value: /run/secrets/db\n',
    // A name, then another object, then a value: not siblings.
    '{"name": "DB_PASSWORD"}, {"value": "Xk9v2LmQ#p7rTz"}',
    // .pgpass as documented, and with a password that is none.
    'Each line of ~/.pgpass is hostname:port:database:username:password\n',
    'localhost:5432:postgres:postgres:postgres\n*:*:*:app:changeme\n*:*:*:app:mysecretpassword\n',
    'Listening on 0.0.0.0:5432: ready to accept connections (pid 41, attempt 2 of 5)\n',
  ];
  for (const text of admitted) assert.equal(secrets.scan(NOTES + text), undefined, text);
});

test('the readings are linear on their triggers', () => {
  const scan = (t: string) => secrets.scanView(buildView(t));
  for (const unit of [
    'value: ',
    '"value":"',
    '{"name":"password","value":"x',
    '- name: DB_PASSWORD\n  value: ',
    'name=key value=',
    '{"name":"Authorization","value":"token ',
    ':5432:',
    ':*:',
    'localhost:5432:db:user:',
    '*:*:*:*:',
    'h:5432:d:u:Xk9v2LmQ#p7rTz ',
  ])
    assertRepeatLinear(unit, scan);
});
