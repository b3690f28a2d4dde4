import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Rng } from '../../../test/corpus/prng.js';
import { fakeJwt, keyedSample, tokenSample } from '../../../test/corpus/secrets-gen.js';
import { KEYED_RULES, TOKEN_RULES } from './secret-rules.js';
import { compileAllSecretRules, scan } from './secrets.js';

const rng = new Rng(7);
const KNOWN_RULES = new Set([
  ...TOKEN_RULES.map((r) => r.id),
  ...KEYED_RULES.map((r) => r.id),
  'private-key',
  'putty-private-key',
  'url-credentials',
  'connection-string-password',
  'generic-password',
  'generic-secret',
  'dotenv-secret',
  'bearer-token',
  'basic-auth-header',
]);
const b64 = (s: string) => Buffer.from(s).toString('base64');

test('every token rule fires, by name, on a token of its format', () => {
  for (const rule of TOKEN_RULES) {
    const token = tokenSample(rule.id, rng);
    assert.equal(scan(token)?.rule, rule.id, `${rule.id} bare`);
    assert.equal(
      scan(`The deploy log printed ${token} before failing.`)?.rule,
      rule.id,
      `${rule.id} in prose`,
    );
  }
});

test('every token rule stays quiet when the token is masked', () => {
  for (const rule of TOKEN_RULES) {
    const token = tokenSample(rule.id, rng);
    const keep = Math.max(...rule.keywords.map((k) => k.length), 4);
    const masked = token.slice(0, keep) + token.slice(keep).replace(/[A-Za-z0-9]/g, 'X');
    assert.equal(scan(`token: ${masked}`), undefined, `${rule.id}: ${masked.slice(0, keep)}...`);
  }
});

test('every keyed rule fires, by name, on a value its key names', () => {
  for (const rule of KEYED_RULES) {
    const { key, value } = keyedSample(rule.id, rng);
    assert.equal(scan(`${key}=${value}`)?.rule, rule.id, `${rule.id} (${key})`);
    assert.equal(scan(`{"${key}": "${value}"}`)?.rule, rule.id, `${rule.id} in JSON`);
  }
});

test('a keyed rule needs its key: the same value under another name is not that rule', () => {
  const { value } = keyedSample('heroku-api-key', rng);
  assert.equal(scan(`request_id=${value}`), undefined);
});

test('private keys of every common format', () => {
  const body = Array.from({ length: 6 }, () =>
    rng.chars(64, `${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'}+/`),
  ).join('\n');
  for (const label of [
    'RSA PRIVATE KEY',
    'EC PRIVATE KEY',
    'PRIVATE KEY',
    'OPENSSH PRIVATE KEY',
    'ENCRYPTED PRIVATE KEY',
    'DSA PRIVATE KEY',
    'PGP PRIVATE KEY BLOCK',
  ]) {
    assert.equal(
      scan(`-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`)?.rule,
      'private-key',
      label,
    );
  }
  const encrypted = `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00FF00FF00FF00FF\n\n${body}\n-----END RSA PRIVATE KEY-----`;
  assert.equal(scan(encrypted)?.rule, 'private-key');
  const json = JSON.stringify({
    private_key: `-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----\n`,
  });
  assert.equal(scan(json)?.rule, 'private-key');
  const putty = `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPublic-Lines: 1\n${body.slice(0, 64)}\nPrivate-Lines: 1\n${body.slice(65, 129)}\n`;
  assert.equal(scan(putty)?.rule, 'putty-private-key');
});

test('key-shaped text that holds no private key stays clean', () => {
  for (const text of [
    '-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----',
    '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJRTESMBAGA1UE\n-----END CERTIFICATE-----',
    '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEXJ8Kk4Z3p1wq7y0fQ2+Zc4gS3x0Ytmr6nqv1b0l0R7p\n-----END PUBLIC KEY-----',
    'Paste your key between -----BEGIN PRIVATE KEY----- and the END line.',
  ]) {
    assert.equal(scan(text), undefined, text.slice(0, 40));
  }
});

test('URLs and connection strings with a password', () => {
  const pw = `Pw${rng.chars(10, 'abcdefghijk0123456789')}`;
  assert.equal(scan(`DATABASE_URL=postgres://app:${pw}@db:5432/app`)?.rule, 'connection-string-password');
  assert.equal(
    scan(`mongodb+srv://admin:${pw}@cluster0.example.net/prod`)?.rule,
    'connection-string-password',
  );
  assert.equal(scan(`redis://default:${pw}#x@cache:6379`)?.rule, 'connection-string-password');
  assert.equal(scan(`git clone https://deploy:${pw}@git.example.com/r.git`)?.rule, 'url-credentials');
  assert.equal(scan(`Server=tcp:db;User ID=sa;Password=${pw};`)?.rule, 'generic-password');
  assert.equal(scan(`jdbc:mysql://db:3306/app?user=svc&password=${pw}`)?.rule, 'generic-password');
});

test('URLs without a real password stay clean', () => {
  for (const text of [
    'postgres://user:password@localhost:5432/mydb',
    'mongodb://<username>:<password>@cluster0.example.mongodb.net/test',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder is the input under test.
    'redis://:${REDIS_PASSWORD}@redis:6379/0',
    'https://sentry-key@o12345.ingest.sentry.io/678',
    'https://example.com/search?q=a:b@c',
    'Contact us at https://example.com or mail support@example.com',
  ]) {
    assert.equal(scan(text), undefined, text);
  }
});

test('generic assignments: passwords, secrets, .env dumps, auth headers', () => {
  const tok = rng.chars(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
  assert.equal(scan('password = "Harbor57!xQz"')?.rule, 'generic-password');
  assert.equal(scan('{"user": "ops", "passwd": "Maple10#rT2"}')?.rule, 'generic-password');
  assert.equal(scan(`client_secret: ${tok}`)?.rule, 'generic-secret');
  assert.equal(
    // A digit in it: twenty letters alone may be a name (the draw depends on the rules sampled before).
    scan(`NODE_ENV=production\nSESSION_SECRET=${tok.slice(0, 18)}7k\nPORT=80`)?.rule,
    'dotenv-secret',
  );
  assert.equal(scan(`Authorization: Bearer ${tok}`)?.rule, 'bearer-token');
  assert.equal(scan(`Authorization: Basic ${b64('svc:Cobalt44!zz')}`)?.rule, 'basic-auth-header');
  assert.equal(
    scan(`{"auths": {"r.example": {"auth": "${b64('robot:Kq81xmZ2pLq')}"}}}`)?.rule,
    'docker-config-auth',
  );
});

test('code that names secrets without values, references and placeholders stay clean', () => {
  for (const text of [
    'const apiKey = process.env.OPENAI_API_KEY;',
    'password = request.form.get("password")',
    'token = secrets.token_urlsafe(32)',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder is the input under test.
    'DB_PASSWORD=${DB_PASSWORD}',
    'api_key: "your_api_key_here"',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder is the input under test.
    'GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}',
    'export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
    'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    'OPENAI_API_KEY=sk-...',
    'ANTHROPIC_API_KEY=<your-api-key>',
    'password: ********',
    'token: xxxxxxxxxxxxxxxxxxxxxxxx',
    'Your key: ghp_****************************abcd',
    '{"max_tokens": 1024, "total_tokens": 905, "token_type": "Bearer"}',
    '{"nextPageToken": "CAESBggDEAEYAQ4kQmFzZTY0X2N1cnNvcg", "items": []}',
    'Authorization: Bearer <YOUR_TOKEN>',
    'password_hash = bcrypt(password)',
  ]) {
    assert.equal(scan(text), undefined, text);
  }
});

test('a string made of interpolated variables holds no credential; one with characters of its own does', () => {
  // tuning-9's Perl: LWP's `"$user:$pass"` and Cwd's `"$Config::Config{targetsh} -c pwd"` were redacted.
  for (const text of [
    'my $userpass = "$user:$pass";',
    '$pwd_cmd = "$Config::Config{targetsh} -c pwd"',
    'my $password = "$self->{password}";',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder is the input under test.
    'DATABASE_PASSWORD="${DB_USER}:${DB_PASS}"',
  ])
    assert.equal(scan(text), undefined, text);
  // A value with letters or digits of its own between the `$`s, or a random run after one, is a password.
  for (const text of [
    'my $pass = "x$Kq9vLm2$Rt";',
    'password = "$Kq9vLm2:$Rt7x"',
    'password = "$ecret99!Zq"',
  ])
    assert.ok(scan(text), text);
});

test('a build filter token and a relative file path hold no credential; a value of its own does', () => {
  // tuning-14's Maven POMs (`<token>@projectversion@</token>`) and App Engine's PHP class map were redacted.
  const named = {
    filterToken: '<token>@projectversion@</token>',
    dottedToken: 'token = "@project.groupId@"',
    classMap:
      "'google\\appengine\\getaccesstokenrequest' => 'google/appengine/api/app_identity/app_identity_service_pb.php',",
    keyFile: 'secret_key = "config/secrets/dev_key.json"',
  };
  assert.deepEqual(
    Object.entries(named).filter(([, text]) => scan(text) !== undefined),
    [],
  );
  // A token with digits of its own, a base64 key with slashes, a password with both `/` and `.`.
  const values = {
    token: '<token>Kq9vLm2xTr8Zq3</token>',
    slashed: 'token = "Kq9vLm2xTr8/Zq3NwYb7Lp"',
    awsLike: 'secret_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzq8Lr2mZvT9x"',
    password: 'password = "Zr8q/Lm2v.Tx!"',
  };
  assert.deepEqual(
    Object.entries(values).filter(([, text]) => scan(text) === undefined),
    [],
  );
});

test('a key that says its value is no real one holds no credential, but a known token under it is one', () => {
  // tuning-9's OpenAI client: `WORKLOAD_IDENTITY_API_KEY_PLACEHOLDER = 'workload-identity-auth'` was redacted.
  for (const text of [
    "const WORKLOAD_IDENTITY_API_KEY_PLACEHOLDER = 'workload-identity-auth';",
    'DUMMY_PASSWORD = "Zr8qLm2vTx!"',
    'fake_token: "q8Lr2mZvT9xKp3Nw7Yb"',
    'mock_secret = "Hq3vN8rZt2LmXk9W"',
  ])
    assert.equal(scan(text), undefined, text);
  const github = `ghp_${'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bD1fH3jL5'}`;
  assert.equal(scan(`FAKE_TOKEN = "${github}"`)?.rule, scan(`TOKEN = "${github}"`)?.rule);
  assert.ok(scan(`FAKE_TOKEN = "${github}"`), github);
});

test('hashes, ids and integrity strings stay clean', () => {
  const hex = (n: number) => rng.chars(n, '0123456789abcdef');
  for (const text of [
    `commit ${hex(40)}`,
    `sha256: ${hex(64)}`,
    `"integrity": "sha512-${rng.chars(86, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')}=="`,
    `image: app@sha256:${hex(64)}`,
    `{"id": "${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}", "request_id": "req_${hex(24)}"}`,
    `x-request-id: ${hex(32)}`,
  ]) {
    assert.equal(scan(text), undefined, text);
  }
});

test('obfuscated secrets are still found', () => {
  const token = tokenSample('github-pat', rng);
  const zw = `${token.slice(0, 8)}\u200b${token.slice(8, 20)}\u200d${token.slice(20)}`;
  assert.equal(scan(`key: ${zw}`)?.rule, 'github-pat', 'zero-width');
  assert.equal(scan(`k=${token.slice(0, 6)}\u00ad${token.slice(6)}`)?.rule, 'github-pat', 'soft hyphen');
  assert.equal(
    scan(`t = "${token.slice(0, 10)}" +\n    "${token.slice(10)}"`)?.rule,
    'github-pat',
    'concatenation',
  );
  assert.equal(
    scan(`the key is ${token.slice(0, 12)}\n${token.slice(12)}\nthanks`)?.rule,
    'github-pat',
    'line split',
  );
  const pct = [...token].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
  assert.equal(scan(`https://x.example/?k=${pct}`)?.rule, 'github-pat', 'percent');
  assert.equal(scan(`payload: ${b64(`TOKEN=${token}\n`)}`)?.rule, 'github-pat', 'base64');
  assert.equal(scan(`blob=${Buffer.from(`secret ${token} end`).toString('hex')}`)?.rule, 'github-pat', 'hex');
  const wide = [...token].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
  assert.equal(scan(`token: ${wide}`)?.rule, 'github-pat', 'fullwidth');
  const aws = tokenSample('aws-access-key-id', rng);
  assert.equal(scan(`key: ${aws.replace(/A/g, 'А')}`)?.rule, 'aws-access-key-id', 'Cyrillic look-alikes');
  assert.equal(scan(`jwt=${fakeJwt(rng)}`)?.rule, 'jwt');
  assert.equal(
    scan(JSON.stringify({ log: `line one\n${token}\nline three` }))?.rule,
    'github-pat',
    'JSON-escaped newline',
  );
});

test('a finding names the rule, never the secret', () => {
  const token = tokenSample('stripe-access-token', rng);
  const finding = scan(`STRIPE_KEY=${token}`);
  assert.deepEqual(finding, { screener: 'secret', reason: 'SECRET_EXFIL', rule: 'stripe-access-token' });
  assert.equal(JSON.stringify(finding).includes(token.slice(8, 20)), false);
});

test('property: any text yields nothing or a finding of a known rule', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 200 }), (s) => {
      const f = scan(s);
      assert.ok(f === undefined || KNOWN_RULES.has(f.rule), f?.rule);
    }),
    { numRuns: 300 },
  );
});

test('property: invisible characters inside a token do not hide it', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 39 }),
      fc.constantFrom('\u200b', '\u200c', '\u2060', '\ufeff'),
      (at, ch) => {
        const token = tokenSample('github-pat', rng);
        assert.equal(scan(`${token.slice(0, at)}${ch}${token.slice(at)}`)?.rule, 'github-pat');
      },
    ),
    { numRuns: 100 },
  );
});

test('shapes the blind secrets set taught: checksummed, signed, composite, split, in URLs', () => {
  // An Atlassian API token ends in `=` and a hex checksum; a run of token characters stops at the `=`.
  const atlassian = `ATATT3${rng.chars(177, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')}=12628D1B`;
  assert.equal(scan(`auth = ("ops@northwind.io", "${atlassian}")`)?.rule, 'atlassian-api-token');
  // An Azure SAS URL's signature, percent-encoded; a short `sig` is not one.
  const sas = `https://st.blob.core.windows.net/c?sv=2022-11-02&sp=rl&sig=N4iirK3f%2FbC3MbuGLsS0enZzJuqMNtl6DW7Uwt5K950%3D`;
  assert.equal(scan(`azcopy copy ./dumps "${sas}"`)?.rule, 'azure-sas-signature');
  assert.equal(scan('https://shop.example/?sig=abc&design=1'), undefined);
  // A Telegram bot token whose bot id has eight digits.
  assert.equal(
    scan('export TELEGR_KEY="51856407:AwRcwJglrBxsd0I-UYpLGFSppEzZSzbtDqx"')?.rule,
    'telegram-bot-api-token',
  );
  // A Telegram bot token in its API URL, plain or percent-encoded; the documented placeholder is not one.
  const bot = '6834595622:AAdsuV4tH0OsDtbozgMJHNpcrTU7r-2c0ns';
  assert.equal(scan(`curl https://api.telegram.org/bot${bot}/getMe`)?.rule, 'telegram-bot-api-token');
  assert.equal(
    scan(`GET /r?u=https%3A%2F%2Fapi.telegram.org%2Fbot${encodeURIComponent(bot)}%2FsendMessage`)?.rule,
    'telegram-bot-api-token',
  );
  assert.equal(scan('See https://api.telegram.org/bot<token>/getMe in the docs.'), undefined);
  // A raw `&` in a connection string's password.
  assert.equal(
    scan('DATABASE_URL=postgres://app:Juniper30&TJ9@db.internal:5432/orders')?.rule,
    'connection-string-password',
  );
  // A key split over lines, with words after it.
  assert.equal(scan('The key is ASIASS4I5NSN7\nCKTGYSK\nThanks.')?.rule, 'aws-access-key-id');
  // Not credentials: an unsigned `alg: none` token, and the `secret` segment of an ARN.
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1234567890","admin":true}').toString('base64url')}.`;
  assert.equal(scan(`The token below is unsigned:\n\n    ${unsigned}\n`), undefined);
  assert.equal(
    scan('secret_id = "arn:aws:secretsmanager:eu-west-1:948698938885:secret:prod/stripe-l6b6H0"'),
    undefined,
  );
});

test('shapes the second blind secrets set taught: escaped JSON, adjacent literals, no operator at all', () => {
  const tok = rng.chars(40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_');
  // An assignment inside a JSON string (a notebook cell's source): its quotes are escaped.
  assert.equal(scan(String.raw`"client.set_config({\"api_key\": \"${tok}\"})\n",`)?.rule, 'generic-secret');
  // Python's adjacent string literals, one per line, joined into one token.
  assert.equal(
    scan(
      'TOKEN = (\n    "xoxb-347802077931-"\n    "4395743813046-"\n    "udrOPA8eOK1"\n    "R4t01Amg9VEPW"\n)',
    )?.rule,
    'slack-bot-token',
  );
  // A bearer token whatever names it (a HAR header is `"name": "authorization", "value": "Bearer …"`).
  assert.equal(scan(`{"name": "authorization", "value": "Bearer ${tok}"}`)?.rule, 'bearer-token');
  // SQL and the MySQL client say a password without `=`; a prompt (`-p` alone) and a hash are not one.
  assert.equal(
    scan("CREATE USER MAPPING FOR app SERVER erp OPTIONS (password '*GUrx.wTVJ%*Tz2')")?.rule,
    'sql-password',
  );
  assert.equal(scan("ALTER USER 'app'@'%' IDENTIFIED BY 'Quartz81!mVx';")?.rule, 'sql-password');
  assert.equal(scan("mysqldump -u backup -p'm%QTIPrQPLE#98ox' shop | zstd")?.rule, 'mysql-password-flag');
  assert.equal(scan('mysql -u root -p shop'), undefined);
  assert.equal(scan("CREATE ROLE app LOGIN PASSWORD 'md5a3c1e8f0b2d4c6e8f0a1b3c5d7e9f1a3';"), undefined);
  assert.equal(scan("CREATE USER app IDENTIFIED BY 'changeme';"), undefined);
  // A password that starts like a reference is still a password; references and stored hashes are not.
  assert.equal(scan("password: '*GUrxuQNk.wTVJ%*Tz2HKCHf'")?.rule, 'generic-password');
  assert.equal(scan('password: *db_password'), undefined);
  assert.equal(scan('password: "$2b$12$KIXQJ8vZq1l3n6S0Yy0F5eQh7cG6r8e3s1m9QxW2b4n6p8r0t2v4x"'), undefined);
  assert.equal(scan('PASSWORD=pbkdf2_sha256$600000$abcDEF123$Xyz+abc/123='), undefined);
  // A key whose name says server key (Firebase Cloud Messaging's legacy `AAAA…:APA91b…`).
  assert.equal(scan(`firebase:\n  server_key: AAAARU74DFC:APA91b${tok}${tok}`)?.rule, 'generic-secret');
  assert.equal(scan(`FCM_SERVER_KEY=AAAARU74DFC:APA91b${tok}${tok}`)?.rule, 'dotenv-secret');
  // An Ed25519 PuTTY key's private part is one short line.
  const ppk = `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: k\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIO94zQJKVDKoN39FURo74QJamhCL9ljHIC3DW+b/\nI9K1\nPrivate-Lines: 1\nAAAAIJBJxRiGBieHp/sgHtdfGmLZf/iprurs2niPcq6dIA3M\nPrivate-MAC: e5813\n`;
  assert.equal(scan(ppk)?.rule, 'putty-private-key');
  // jwt.io's sample token is documentation, and a whole token is not extended into the next line's words.
  const sample =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
  assert.equal(scan(`    Authorization: Bearer ${sample}\n\nDecoded, its payload is`), undefined);
});

test('a base64 value that decodes to a placeholder is not a secret; one that decodes to a password is', () => {
  const enc = (s: string) => Buffer.from(s).toString('base64');
  assert.equal(scan(`data:\n  POSTGRES_PASSWORD: ${enc('changeme-local-only')}   # dev only`), undefined);
  assert.equal(scan(`data:\n  POSTGRES_PASSWORD: ${enc('Quartz81!mVx-prod')}`)?.rule, 'generic-password');
});

test('a word-like password on a documentation host is a fixture; a real-looking one, or a real host, is not', () => {
  for (const text of [
    "const options = new URL('http://abc:xyz@example.com');",
    'curl -u test http://user:secret@api.example.org/v1/status',
    'ftp://anonymous:guest@ftp.example.net/pub',
    'proxy=http://alice:pass@proxy.corp.example:3128',
    'http://u:changeme@host.invalid/',
  ])
    assert.equal(scan(text), undefined, text);
  for (const text of [
    'git clone https://deploy:IVGxlOlvZZSwQGS8l9AZ@git.example.com/team/repo.git',
    'proxy = http://alice:Maple62$bxm@proxy.corp.example:3128',
    'http://abc:xyz@example.com.evil.io/x',
    'https://admin:hunter@db.internal.corp/x',
    'https://admin:hunter@example.community/x',
  ])
    assert.equal(scan(text)?.rule, 'url-credentials', text);
});

test('every secret rule compiles (rules compile on first use, so a bad pattern would not stop start-up)', () => {
  const patterns = TOKEN_RULES.reduce((n, r) => n + 1 + (r.allow?.length ?? 0), 0) + KEYED_RULES.length;
  assert.equal(compileAllSecretRules(), patterns);
});
