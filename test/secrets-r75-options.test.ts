// Round 75 (docs/screening.md, "Round 75 (secrets2-r75)"): a secret given as an option's next word. `mysql --password
// Qw8zLp3Xv7Rt2Mn` (no `=`) was never read as a key and its value, while `--password=Qw8zLp3Xv7Rt2Mn` was. The reading
// tests fail on 12fbbf1e; the clean and linear ones pass there, as they must. GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertCpuUnder, repeatedTo } from './helpers/linear-cpu.js';
import { chars, DIGITS, LETTERS, leaked, WORD_PART } from './helpers/plain-carriers-r65.js';
import { judged, outcome, PROSE, verdictKind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 40);

/** Options named by a secret's key, one or two dashes. */
const OPTIONS = [
  '--password',
  '--passwd',
  '--pass',
  '--db-password',
  '--token',
  '--api-key',
  '--apikey',
  '--secret',
  '--client-secret',
  '--access-key',
  '--secret-key',
  '--auth-token',
  '--private-key-passphrase',
  '--DB_PASSWORD',
  '-storepass',
];
/** Between the option and its value: blanks or a tab. */
const GAPS = [' ', '  ', '\t', ' \t '];
const QUOTES = ['', '"', "'"];
/** What follows the value: the line's end, another option, `&&`, a pipe. */
const AFTER = ['', ' --port 5432', ' -h db.internal', ' && ls -la', ' | tee out.log', '; echo done'];
/** Carriers of one command line: a shell line, a `ps` row, a Dockerfile `RUN`, a YAML `run: |` block, a CI log, Markdown. */
const CARRIERS: readonly ((command: string) => string)[] = [
  (c) => `$ ${c}\n`,
  (c) => `app       4242  0.3  1.2 123456  7890 ?        Ss   10:00   0:01 ${c}\n`,
  (c) => `FROM alpine:3.19\nRUN ${c}\n`,
  (c) => `steps:\n  - name: migrate\n    run: |\n      ${c}\n`,
  (c) => `2026-12-07T10:00:00.123Z + ${c}\n`,
  (c) => `\`\`\`sh\n${c}\n\`\`\`\n`,
];

/** Marks a drawn password holds. */
const MARKS = '!#%*?@^~+-_.';
/** A drawn value: letters and digits, a letter right after a digit, marks among them or none. */
const drawnValue = fc
  .tuple(
    chars(LETTERS + DIGITS, 5, 8),
    chars(DIGITS, 1, 1),
    chars(LETTERS, 1, 1),
    chars(LETTERS + DIGITS + MARKS, 5, 10),
  )
  .map((parts) => parts.join(''))
  .filter((v) => judged(v) && !WORD_PART.test(v) && !v.startsWith('-'));

/** `pw` after `option` and `gap` in CARRIERS[c], after PROSE and before a `port` line: not admitted whole, no piece left. */
function assertOptionHeld(
  option: string,
  gap: string,
  quote: string,
  pw: string,
  after: string,
  c: number,
): void {
  const command = `mysql -h db ${option}${gap}${quote}${pw}${quote}${after}`;
  const o = outcome(`${PROSE}\n${CARRIERS[c]!(command)}port: 5432\n`);
  const shown = `${JSON.stringify(command)} in carrier ${c}`;
  assert.notEqual(o.verdict.kind, 'ALLOW', shown);
  if (o.verdict.kind === 'QUARANTINE') return;
  const admitted = String(o.envelope.content);
  assert.ok(!leaked(pw, admitted), `${shown}: a piece left in ${JSON.stringify(admitted)}`);
  assert.ok(
    admitted.startsWith(PROSE) && admitted.endsWith('port: 5432\n'),
    `${shown}: the text around changed`,
  );
}

test('a drawn value as a secret option’s next word is not admitted, in every carrier', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...OPTIONS),
      fc.constantFrom(...GAPS),
      fc.constantFrom(...QUOTES),
      drawnValue,
      fc.constantFrom(...AFTER),
      fc.nat({ max: CARRIERS.length - 1 }),
      assertOptionHeld,
    ),
    { numRuns: RUNS * 5, endOnFailure: true },
  );
});

test('the found case: `mysql --password Qw8zLp3Xv7Rt2Mn` under each option, gap, quote and carrier', () => {
  for (const [o, option] of OPTIONS.entries())
    for (const [g, gap] of GAPS.entries())
      for (const quote of QUOTES)
        for (let c = 0; c < CARRIERS.length; c++)
          assertOptionHeld(option, gap, quote, 'Qw8zLp3Xv7Rt2Mn', AFTER[(o + g + c) % AFTER.length]!, c);
  assert.notEqual(verdictKind('mysql --password Qw8zLp3Xv7Rt2Mn -u app'), 'ALLOW');
});

/** Programs whose short option takes the password as a later word (vocabulary.ts PASSWORD_OPTION_PROGRAMS). */
const PROGRAMS: readonly ((pw: string) => string)[] = [
  (v) => `sshpass -p ${v} ssh deploy@host`,
  (v) => `/usr/bin/sshpass -p ${v} scp app.tar deploy@host:`,
  (v) => `redis-cli -h cache -a ${v} ping`,
  (v) => `docker login -u app -p ${v} registry.example.com`,
  (v) => `podman login -u app -p ${v} quay.io`,
  (v) => `htpasswd -b .htpasswd admin ${v}`,
  (v) => `htpasswd -bc /etc/nginx/.htpasswd admin ${v}`,
  (v) => `curl -u admin:${v} https://api.example.com`,
  (v) => `curl -s --user admin:${v} https://api.example.com`,
  (v) => `smbclient //srv/share -U admin%${v}`,
  (v) => `ldapsearch -x -D cn=admin,dc=ex -w ${v} -b dc=ex`,
  (v) => `zip -r -P ${v} out.zip dir`,
  (v) => `sqlcmd -S db -U sa -P ${v} -Q "select 1"`,
  (v) => `mongosh -u app -p ${v}`,
];

/** PROGRAMS[p] with `pw` in CARRIERS[c], then `after`: not admitted whole, no piece left. */
function assertProgramHeld(p: number, pw: string, after: string, c: number): void {
  const command = PROGRAMS[p]!(pw) + after;
  const o = outcome(`${PROSE}\n${CARRIERS[c]!(command)}port: 5432\n`);
  const shown = `${JSON.stringify(command)} in carrier ${c}`;
  assert.notEqual(o.verdict.kind, 'ALLOW', shown);
  if (o.verdict.kind === 'QUARANTINE') return;
  const admitted = String(o.envelope.content);
  assert.ok(!leaked(pw, admitted), `${shown}: a piece left in ${JSON.stringify(admitted)}`);
  assert.ok(
    admitted.startsWith(PROSE) && admitted.endsWith('port: 5432\n'),
    `${shown}: the text around changed`,
  );
}

test('a drawn password a program’s short option takes as a later word is not admitted', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: PROGRAMS.length - 1 }),
      drawnValue.filter((v) => !/[|;&%:]/.test(v)),
      fc.constantFrom('', ' && echo ok', ' | tee out.log'),
      fc.nat({ max: CARRIERS.length - 1 }),
      assertProgramHeld,
    ),
    { numRuns: RUNS * 3, endOnFailure: true },
  );
  for (let p = 0; p < PROGRAMS.length; p++)
    for (let c = 0; c < CARRIERS.length; c++) assertProgramHeld(p, 'Qw8zLp3Xv7Rt2Mn', '', c);
});

test('clean neighbours: placeholders, references, help text, flags with no value stay admitted whole', () => {
  const clean = [
    'mysql --password PASSWORD -u app',
    'mysql --password <pass> -u app',
    'tool --password TEXT',
    'tool --password $DB_PASS',
    'tool --password "$DB_PASS"',
    'tool --password ${DB_PASSWORD}',
    'tool --password "$(cat /run/secrets/db)"',
    'tool --password ****',
    'tool --password password',
    '  --password TEXT  The password.',
    '  --password string   Password for the registry',
    '  --api-key KEY       The API key to use (or set API_KEY)',
    '  --token-file PATH   Read the token from PATH',
    'tool --password --user app',
    'echo "$PASS" | docker login --password-stdin registry.example.com',
    'Use --token to give the token, or --password to be asked for one.',
    'blkid --output device --match-token LABEL=label',
    '--copy-root-password\n\t   systemd-firstboot(1)',
    'ansible-playbook --ask-pass site.yml',
    'ansible-playbook --ask-pass deploy-2024-prod',
    'pg_dump --no-password 3f2a9c1e7b4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f',
    'tool --use-token 550e8400-e29b-41d4-a716-446655440000',
    'systemd-firstboot --copy-root-password Qw8zLp3Xv7Rt2Mn.img',
    'curl --oauth2-bearer $TOKEN https://api.example.com',
    'sshpass -p password ssh host',
    'sshpass -p "$SSHPASS" ssh host',
    'sshpass -f ~/.pass ssh host',
    'redis-cli -a yourpassword ping',
    'curl -u admin https://api.example.com',
    'curl -u "$USER:$PASS" https://api.example.com',
    'curl -u admin:$API_TOKEN https://api.example.com',
    'htpasswd -c .htpasswd admin',
    'htpasswd -b .htpasswd admin PASSWORD',
    'docker login -u app -p $CI_REGISTRY_PASSWORD registry',
    'mysqladmin -p Qw8zLp3Xv7Rt2Mn status',
    'zip -P <password> out.zip dir',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
});

test('the reading is linear on hostile input (200 kB)', () => {
  assertRepeatLinear('--password Qw8zLp3Xv7Rt2Mn ', verdictKind);
  assertRepeatLinear('--a-b-c-d-e-f-g-h \t "!#', verdictKind);
  assertRepeatLinear('sshpass -p "', verdictKind);
  assertRepeatLinear("htpasswd -b -b -b 'a' ", verdictKind);
  const text = repeatedTo(
    200_000,
    '',
    'mysql --password Qw8zLp3Xv7Rt2Mn --token\t"k9Rz2Tq7Wm4x" -storepass --x-y-z-password curl -u a:b sshpass -p "',
    'end',
  );
  assertCpuUnder(
    () => verdictKind(text),
    3000,
    (ms) => `${ms.toFixed(0)} ms for 200 kB`,
  );
});
