// Round 76 (docs/screening.md, "Round 76 (secrets3-r76)"): a password option in every spelling getopt accepts. Round
// 75 read `curl -u app:PW` and `mysql --password PW`; `curl --user=app:PW`, `curl -uapp:PW`, `curl -su app:PW`,
// `sshpass -pPW`, `redis-cli -a=PW`, `docker login -pPW` and a value on the next line after `\` were admitted whole.
// The reading tests fail on 28de05ea; the clean and linear ones pass there, as they must. GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertCpuUnder, repeatedTo } from './helpers/linear-cpu.js';
import { chars, DIGITS, LETTERS, leaked, WORD_PART } from './helpers/plain-carriers-r65.js';
import { judged, outcome, PROSE, verdictKind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 40);

/**
 * Each program's password option as a command writes it: [program and the words before the option, the option, a
 * cluster of the program's value-less switches before its letter (none for a long option), the words after, the
 * mark between a user and the password].
 */
const OPTIONS: readonly (readonly [string, string, string, string, string])[] = [
  ['sshpass', '-p', 'v', 'ssh deploy@host', ''],
  ['redis-cli -h cache', '-a', 'x', 'ping', ''],
  ['redis-cli', '--pass', '', 'ping', ''],
  ['docker login -u app', '-p', '', 'registry.example.com', ''],
  ['podman login -u app', '--password', '', 'quay.io', ''],
  ['curl', '-u', 'sS', 'https://api.example.com/v1', ':'],
  ['curl -s', '--user', '', 'https://api.example.com/v1', ':'],
  ['curl', '-U', 'k', 'https://api.example.com/v1', ':'],
  ['curl', '--proxy-user', '', 'https://api.example.com/v1', ':'],
  ['smbclient //srv/share', '-U', 'N', '-c ls', '%'],
  ['smbclient //srv/share', '--user', '', '-c ls', '%'],
  ['ldapsearch -D cn=admin,dc=ex', '-w', 'xLL', '-b dc=ex', ''],
  ['ldapmodify -D cn=admin,dc=ex', '-w', 'x', '-f change.ldif', ''],
  ['zip', '-P', 'r', 'out.zip dir', ''],
  ['zip -r', '--password', '', 'out.zip dir', ''],
  ['unzip', '-P', 'o', 'in.zip', ''],
  ['sqlcmd -S db -U sa', '-P', '', '-Q "select 1"', ''],
  ['mongosh -u app', '-p', '', 'mongodb://db/app', ''],
];

/** getopt's spellings of an option and its value: the next word, `=`, glued, after a cluster, past a `\`-newline, quoted. */
const SPELLINGS: readonly ((option: string, cluster: string, v: string) => string | undefined)[] = [
  (o, _, v) => `${o} ${v}`,
  (o, _, v) => `${o}=${v}`,
  (o, _, v) => (o.startsWith('--') ? undefined : `${o}${v}`),
  (o, c, v) => (c === '' ? undefined : `-${c}${o.slice(1)} ${v}`),
  (o, c, v) => (c === '' ? undefined : `-${c}${o.slice(1)}${v}`),
  (o, _, v) => `${o} \\\n    ${v}`,
  (o, _, v) => `${o} \\\n${v}`,
  (o, _, v) => `${o} "${v}"`,
  (o, _, v) => (o.startsWith('--') ? `${o}='${v}'` : `${o}'${v}'`),
];

/** Carriers of one command: a shell line, a `ps` row, a Dockerfile `RUN`, a YAML `run: |` block, a CI log, Markdown. */
const CARRIERS: readonly ((command: string) => string)[] = [
  (c) => `$ ${c}\n`,
  (c) => `app       4242  0.3  1.2 123456  7890 ?        Ss   10:00   0:01 ${c}\n`,
  (c) => `FROM alpine:3.19\nRUN ${c}\n`,
  (c) => `steps:\n  - name: migrate\n    run: |\n      ${c}\n`,
  (c) => `2026-12-07T10:00:00.123Z + ${c}\n`,
  (c) => `\`\`\`sh\n${c}\n\`\`\`\n`,
];

/** Marks a drawn password holds (none a command's end, a pair's mark or a quote). */
const MARKS = '!#*?@^~+-_.';
const drawnValue = fc
  .tuple(
    chars(LETTERS + DIGITS, 5, 8),
    chars(DIGITS, 1, 1),
    chars(LETTERS, 1, 1),
    chars(LETTERS + DIGITS + MARKS, 5, 10),
  )
  .map((parts) => parts.join(''))
  .filter((v) => judged(v) && !WORD_PART.test(v) && !v.startsWith('-'));

/** `text` (a command in a carrier) after PROSE, before a `port` line: not admitted whole, no piece of `pw` left. */
function assertHeld(command: string, pw: string, c: number): void {
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

/** OPTIONS[e] spelled by SPELLINGS[s] with password `pw`, or undefined where the spelling has none. */
function command(e: number, s: number, pw: string): string | undefined {
  const [program, option, cluster, after, pair] = OPTIONS[e]!;
  const spelled = SPELLINGS[s]!(option, cluster, pair === '' ? pw : `admin${pair}${pw}`);
  return spelled === undefined ? undefined : `${program} ${spelled} ${after}`;
}

test('a drawn password in every getopt spelling of a program’s option is not admitted, in every carrier', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: OPTIONS.length - 1 }),
      fc.nat({ max: SPELLINGS.length - 1 }),
      drawnValue,
      fc.nat({ max: CARRIERS.length - 1 }),
      (e, s, pw, c) => {
        const text = command(e, s, pw);
        if (text !== undefined) assertHeld(text, pw, c);
      },
    ),
    { numRuns: RUNS * 5, endOnFailure: true },
  );
});

test('the found cases, each in every carrier', () => {
  const pw = 'Qw8zLp3Xv7Rt2Mn';
  const found = [
    `curl --user=app:${pw} https://api.example.com/v1`,
    `curl -uapp:${pw} https://api.example.com/v1`,
    `curl -su app:${pw} https://api.example.com/v1`,
    `redis-cli -a=${pw} ping`,
    `sshpass -p${pw} ssh host`,
    `docker login -u me -p${pw}`,
    `mysql --password \\\n    ${pw} -h db`,
    `htpasswd -cb \\\n    .htpasswd admin ${pw}`,
  ];
  for (const text of found) for (let c = 0; c < CARRIERS.length; c++) assertHeld(text, pw, c);
  for (let e = 0; e < OPTIONS.length; e++)
    for (let s = 0; s < SPELLINGS.length; s++) {
      const text = command(e, s, pw);
      if (text !== undefined) assertHeld(text, pw, (e + s) % CARRIERS.length);
    }
});

/** Options named by a secret's key (the keyed reader, round 75): the value on the next line after `\`. */
const KEYED = ['--password', '--db-password', '--token', '--api-key', '--client-secret', '-storepass'];

test('a drawn value past a `\\`-newline after an option named by a secret’s key is not admitted', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...KEYED),
      fc.constantFrom(' \\\n', ' \\\r\n', '\\\n  ', ' \\\n\t'),
      fc.constantFrom('', '  ', '        ', '"'),
      drawnValue,
      fc.nat({ max: CARRIERS.length - 1 }),
      (option, gap, lead, pw, c) => {
        const quote = lead === '"' ? '"' : '';
        assertHeld(`mysql -h db ${option}${gap}${lead}${pw}${quote} -u app`, pw, c);
      },
    ),
    { numRuns: RUNS * 3, endOnFailure: true },
  );
});

test('clean neighbours: placeholders, references, help text, a prompt and switches stay admitted whole', () => {
  const clean = [
    'mysql --password PASSWORD -u app',
    'sshpass -p <pass> ssh host',
    'sshpass -p<pass> ssh host',
    'curl -u user:$PASS https://api.example.com',
    'curl --user=user:$PASS https://api.example.com',
    'curl -uuser:${PASS} https://api.example.com',
    'curl -su "$USER:$PASS" https://api.example.com',
    ' -u, --user <user:password>  Server user and password',
    ' -U, --proxy-user <user:password> Proxy user and password',
    'mysql -p',
    'mysql -u root -p',
    'mysql -u root -p -h db app',
    'mysql --password \\\n    --host db app',
    'mysql --password \\\n    $DB_PASS -h db',
    'curl -sSL https://example.com/install.sh',
    'curl -fsSLo out.tar.gz https://example.com/x.tar.gz',
    'curl -u admin https://api.example.com',
    'redis-cli -a=$REDIS_PASSWORD ping',
    'redis-cli -a "$REDIS_PASSWORD" ping',
    'sshpass -p$SSHPASS ssh host',
    'sshpass -e ssh host',
    'docker login -u app -p=$CI_REGISTRY_PASSWORD registry',
    'docker login -u app --password=PASSWORD registry',
    'zip -rP password out.zip dir',
    'zip -r9 out.zip dir',
    'unzip -oq in.zip -d out',
    'htpasswd -cb .htpasswd admin PASSWORD',
    'ldapsearch -xLLL -b dc=example,dc=com uid=bob',
    'ldapsearch -x -W -D cn=admin,dc=ex -b dc=ex',
    'smbclient -N -L //srv',
    'echo "$PASS" | docker login --password-stdin registry.example.com',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
});

test('the reading is linear on hostile input (200 kB)', () => {
  assertRepeatLinear('curl -sssssssssssssssssssssssssss ', verdictKind);
  assertRepeatLinear('curl -u \\\n', verdictKind);
  assertRepeatLinear('curl -u \n', verdictKind);
  assertRepeatLinear('curl --user-agent x --proxy ', verdictKind);
  assertRepeatLinear('--password \\\n    ', verdictKind);
  assertRepeatLinear('--a-b-c \\\r\n  "', verdictKind);
  const text = repeatedTo(
    200_000,
    '',
    'curl -su app:Qw8z --user= sshpass -pQ -a= htpasswd -cbbbbbbbbb \\\n --password \\\n   "Qw8zLp3Xv7Rt2Mn" ',
    'end',
  );
  assertCpuUnder(
    () => verdictKind(text),
    3000,
    (ms) => `${ms.toFixed(0)} ms for 200 kB`,
  );
});
