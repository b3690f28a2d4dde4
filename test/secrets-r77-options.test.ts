// Round 77 (docs/screening.md, "Round 77 (secrets4-r77)"): the password options round 76 left, and four
// ordinary-file redactions. Leaks: a long option's unambiguous prefix (`curl --proxy-us`, `zip --passw`, `mysql
// --pas=`), an operand after `--` or after htpasswd's first operand (`htpasswd -b f user -PW`), a glued value in
// quotes holding a blank (`sshpass -p'a b'`), and programs not listed (lftp, its `open`, mongo, xfreerdp). Redactions:
// `pAss` across a camel-case part (`EIPAssociation`), a changelog's file name as a key, a list of option names, a CVS
// root's `:pserver:anoncvs@`. Every test but the clean neighbours and the linear one fails on e298d173 (its build at
// /tmp/base-r77); GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertCpuUnder, repeatedTo } from './helpers/linear-cpu.js';
import { chars, DIGITS, LETTERS, leaked, WORD_PART } from './helpers/plain-carriers-r65.js';
import { judged, outcome, PROSE, verdictKind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 30);

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

/** A command in carrier `c` after PROSE, before a `port` line: not admitted whole, no piece of `pw` left. */
function assertHeld(command: string, pw: string, c: number): void {
  const o = outcome(`${PROSE}\n${CARRIERS[c]!(command)}port: 5432\n`);
  const shown = `${JSON.stringify(command)} in carrier ${c}`;
  assert.notEqual(o.verdict.kind, 'ALLOW', shown);
  if (o.verdict.kind === 'QUARANTINE') return;
  const admitted = String(o.envelope.content);
  for (const piece of pw.split(' '))
    assert.ok(!leaked(piece, admitted), `${shown}: a piece left in ${JSON.stringify(admitted)}`);
  assert.ok(
    admitted.startsWith(PROSE) && admitted.endsWith('port: 5432\n'),
    `${shown}: the text around changed`,
  );
}

/**
 * Long options a parser takes by an unambiguous prefix: [the command before, the option, its shortest prefix, the
 * words after, the pair's mark, whether the value goes after `=` only (my_getopt's optional value)].
 */
const ABBREVIATED: readonly (readonly [string, string, string, string, string, boolean])[] = [
  ['curl -s', '--proxy-user', '--proxy-u', 'https://api.example.com', ':', false],
  ['zip -r', '--password', '--pas', 'out.zip dir', '', false],
  ['mongo -u app', '--password', '--pas', 'db.example.com/app', '', false],
  ['mysql -u app', '--password', '--pas', '-h db app', '', true],
  ['mysqldump -u app', '--password', '--pas', 'app', '', true],
  ['mysqladmin -u root', '--password', '--pas', 'status', '', true],
  ['mariadb -u app', '--password', '--pas', '-h db', '', true],
];

test('a password option named by its unambiguous prefix is read as the option', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: ABBREVIATED.length - 1 }),
      fc.nat({ max: 20 }),
      fc.boolean(),
      drawnValue,
      fc.nat({ max: CARRIERS.length - 1 }),
      (e, cut, glued, pw, c) => {
        const [before, option, shortest, after, pair, equalsOnly] = ABBREVIATED[e]!;
        const name = option.slice(0, shortest.length + (cut % (option.length - shortest.length)));
        const value = pair === '' ? pw : `admin${pair}${pw}`;
        assertHeld(`${before} ${name}${glued || equalsOnly ? '=' : ' '}${value} ${after}`, pw, c);
      },
    ),
    { numRuns: RUNS * 3, endOnFailure: true },
  );
});

/** Programs round 76 left out, each as a vocabulary entry: [command with `PW` for the password]. */
const UNLISTED = [
  'lftp -u deploy,PW ftp.example.com',
  'lftp -d -u deploy,PW -e "mirror -R site /www" ftp.example.com',
  "lftp -e 'open -u deploy,PW ftp.example.com; mirror -R site /www; quit'",
  'lftp -c "open -u deploy,PW sftp://host; put file"',
  'mongo -u admin -p PW --authenticationDatabase admin',
  'mongo --password PW db.example.com/app',
  'mongo -pPW',
  'xfreerdp /u:admin /p:PW /v:10.0.0.5',
  'xfreerdp /v:host /u:CORP\\admin /password:PW +clipboard',
  'wlfreerdp /u:admin /p:PW /v:host',
  'htdbm -b -c users.db admin PW',
];

test('programs not listed before: lftp and its `open`, mongo, xfreerdp, htdbm', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...UNLISTED),
      drawnValue,
      fc.nat({ max: CARRIERS.length - 1 }),
      (line, pw, c) => assertHeld(line.replace('PW', pw), pw, c),
    ),
    { numRuns: RUNS * 3, endOnFailure: true },
  );
});

/** A glued value in quotes that holds a blank, as the shell reads it: one word. */
const QUOTED_BLANK = [
  "sshpass -p'PW' ssh deploy@host",
  'sshpass -p"PW" ssh deploy@host',
  'curl -u"admin:PW" https://api.example.com',
  'curl --user="admin:PW" https://api.example.com',
  "redis-cli -a'PW' ping",
  'docker login -u me --password="PW" registry.example.com',
  "zip -P'PW' out.zip dir",
  'mysql -u app --password="PW" -h db',
  "mongosh -u app -p'PW' mongodb://db/app",
];

test('a glued quoted value with a blank inside is read whole', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...QUOTED_BLANK),
      // A first part too short to be judged alone: the value is a password only read whole.
      chars(LETTERS + DIGITS, 3, 5),
      drawnValue,
      fc.nat({ max: CARRIERS.length - 1 }),
      (line, a, b, c) => assertHeld(line.replace('PW', `${a} ${b}`), `${a} ${b}`, c),
    ),
    { numRuns: RUNS * 3, endOnFailure: true },
  );
});

test('an operand that starts with `-`: after htpasswd’s first operand, or after `--`', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('htpasswd -b', 'htpasswd -cb', 'htpasswd -b --', 'htpasswd -Bb --', 'htdbm -b'),
      drawnValue,
      fc.nat({ max: CARRIERS.length - 1 }),
      (head, pw, c) => assertHeld(`${head} .htpasswd admin -${pw}`, `-${pw}`, c),
    ),
    { numRuns: RUNS * 2, endOnFailure: true },
  );
});

test('the found cases, each in every carrier', () => {
  const pw = 'Qw8zLp3Xv7Rt2Mn';
  const found = [
    `curl --proxy-us app:${pw} https://x.example.com`,
    `curl --proxy-use=app:${pw} https://x.example.com`,
    `zip --passw ${pw} a.zip f`,
    `mysql --pas=${pw} -h db`,
    `sshpass -p'Qw8z Lp3Xv7Rt2Mn' ssh host`,
    `curl --user="app:Qw8z Lp3Xv7Rt2Mn" https://x.example.com`,
    `lftp -u user,${pw} ftp.example.com`,
    `lftp -e 'open -u user,${pw} host'`,
    `mongo -u admin -p ${pw} --authenticationDatabase admin`,
    `xfreerdp /u:admin /p:${pw} /v:host`,
    `htpasswd -b f user -${pw}`,
    `htpasswd -b -- f user -${pw}`,
  ];
  for (const text of found) for (let c = 0; c < CARRIERS.length; c++) assertHeld(text, pw, c);
});

test('clean neighbours: a prompt, an ambiguous prefix, operands after `--`, placeholders stay admitted whole', () => {
  const clean = [
    // my_getopt: `--password`'s value is optional and goes after `=` only; a blank after its prefix prompts.
    'mysql --pas -h db app',
    'mysql -u app --passw -h db',
    'mysql --password=$DB_PASS -h db',
    // After `--` every word is an operand: the program run, its own options.
    'sshpass -f ~/.pw -- ssh -p 2222 deploy@host',
    'sshpass -e -- scp -P 2222 f host:',
    'curl --proxy-u "$PROXY_USER:$PROXY_PASS" https://example.com',
    "sshpass -p'$SSHPASS' ssh host",
    'lftp -u "$FTP_USER,$FTP_PASS" ftp.example.com',
    "lftp -e 'open -u user,$PASS host'",
    'xfreerdp /u:admin /p:$RDP_PASSWORD /v:host',
    'xfreerdp /u:admin /p:<password> /v:host',
    'mongo -u admin -p --authenticationDatabase admin',
    'htpasswd -b .htpasswd admin "$PASSWORD"',
    'open -a Safari https://example.com',
    'open -u https://example.com/a,b',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
});

// ---------------------------------------------------------------------------------------------------
// Ordinary files: four redactions of round 76's tuning list (precision-r76's "Also left").

const HEX = chars('0123456789abcdef', 16, 16);
/** A camel-case part that ends in `p`, and one that begins with `Ass`: together they hold `pAss`, no password. */
const ENDS_IN_P = [
  'EIP',
  'Group',
  'VPCIP',
  'Setup',
  'Backup',
  'Map',
  'Ship',
  'TargetGroup',
  'ElasticIP',
  'Step',
];
const BEGINS_ASS = ['Association', 'Assignment', 'Assertion', 'Assets', 'Assessment', 'Assistant'];

test('`pAss` across a camel-case part names no password; a password’s own part still does', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('AWS::EC2::', 'AWS::Route53Resolver::Firewall', '', 'Local'),
      fc.constantFrom(...ENDS_IN_P),
      fc.constantFrom(...BEGINS_ASS),
      HEX,
      fc.nat({ max: 2 }),
      (scope, p, ass, hex, form) => {
        const key = `${scope}${p}${ass}`;
        const line = [`    "${key}": "${hex}",`, `${key}: ${hex}`, `${key}=${hex}`][form]!;
        assert.equal(verdictKind(`${PROSE}\n${line}\nport: 5432\n`), 'ALLOW', line);
      },
    ),
    { numRuns: RUNS * 2, endOnFailure: true },
  );
  fc.assert(
    fc.property(
      fc.constantFrom(
        'dbPassword',
        'SSHPass',
        'DB_PASSWORD',
        'userpass',
        'sshPAss',
        'AdminPass',
        'EIPAssociationPassword',
      ),
      drawnValue,
      (key, pw) => assert.notEqual(verdictKind(`${PROSE}\n${key}: "${pw}"\nport: 5432\n`), 'ALLOW', key),
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('a changelog’s file name as a key, and a list of option names, are no secrets; a password beside them is', () => {
  const name = fc.constantFrom('sl', 'api', 'x', 'read', 'net');
  const ident = chars(`${LETTERS}_`, 4, 14);
  fc.assert(
    fc.property(name, ident, fc.constantFrom('c', 'h', 'py', 'rs'), (n, id, ext) => {
      const changelog = `15. src/${n}token.${ext}: _${id}_error: Use the line number of the input\n`;
      const rename = ` man/{${n}passphrase.3 => ${n}passphrase.3bsd}   |  0\n`;
      const options = `\t\t__mvncomp "username= message= passphrase= password= scm${id}= tag=" "-D" "\${cur}"\n`;
      for (const t of [changelog, rename, options])
        assert.equal(verdictKind(`${PROSE}\n${t}port: 5432\n`), 'ALLOW', t);
    }),
    { numRuns: RUNS * 2, endOnFailure: true },
  );
  fc.assert(
    fc.property(drawnValue, (pw) => {
      for (const t of [
        `password.txt: ${pw}`,
        `src/token.c: ${pw}`,
        `api.token: api.token.${pw}`,
        `opts="password= ${pw} tag="`,
        `password= ${pw}`,
      ])
        assert.notEqual(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('a CVS root’s user is no password; a password in one still is', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('pserver', 'ext', 'gserver', 'extssh'),
      fc.constantFrom('anoncvs', 'anonymous', 'cvs', 'guest'),
      fc.constantFrom('sources.redhat.com', 'cvs.savannah.gnu.org', 'anoncvs.example.org'),
      drawnValue,
      (method, user, host, pw) => {
        const root = `  cvs://:${method}:${user}@${host}:/cvs/src\n`;
        assert.equal(verdictKind(`${PROSE}\n${root}port: 5432\n`), 'ALLOW', root);
        const withPw = `  cvs://:${method}:${user}:${pw}@${host}:/cvs/src\n`;
        assert.notEqual(verdictKind(`${PROSE}\n${withPw}port: 5432\n`), 'ALLOW', withPw);
      },
    ),
    { numRuns: RUNS * 2, endOnFailure: true },
  );
});

test('the readings are linear on hostile input (200 kB)', () => {
  assertRepeatLinear("sshpass -p'a ", verdictKind);
  assertRepeatLinear('curl -u"a \'b ', verdictKind);
  assertRepeatLinear('zip --pas --passw= ', verdictKind);
  assertRepeatLinear('htpasswd -b -- -x ', verdictKind);
  assertRepeatLinear('xfreerdp /p:/p:/password: ', verdictKind);
  assertRepeatLinear('EIPAssociationGroupAss', verdictKind);
  assertRepeatLinear('cvs://:pserver::pserver:a', verdictKind);
  const text = repeatedTo(
    200_000,
    '',
    'lftp -e \'open -u u,Qw8z curl --proxy-us="a:b c mysql --pas=Q htpasswd -b -- f u -Q EIPAssoc: a267820d6250f189 x.c: _e: password= sV= cvs://:pserver:a@h:/c ',
    'end',
  );
  assertCpuUnder(
    () => verdictKind(text),
    3000,
    (ms) => `${ms.toFixed(0)} ms for 200 kB`,
  );
});
