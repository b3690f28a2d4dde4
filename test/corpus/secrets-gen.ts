// Fake secrets in the right formats, generated from the rules themselves (seeded), placed in the
// contexts where people leak them, plus obfuscated variants. Nothing here is a real credential.
import {
  EXACT_KEY_RULES,
  KEYED_RULES,
  type SecretFamily,
  TOKEN_RULES,
} from '../../src/kernel/screen/secret-rules.js';
import { sample } from './pattern-sample.js';
import { ALNUM, B64, HEX, LOWER_ALNUM, type Rng } from './prng.js';
import type { CorpusItem } from './types.js';

function b64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
function b64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** A JWT with a real JSON header and payload and a random signature. */
export function fakeJwt(rng: Rng): string {
  const header = b64url(JSON.stringify({ alg: rng.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }));
  const payload = b64url(
    JSON.stringify({ sub: rng.chars(10, LOWER_ALNUM), iat: 1700000000 + rng.int(0, 9999999), scope: 'read write' }),
  );
  return `${header}.${payload}.${Buffer.from(rng.chars(32, ALNUM)).toString('base64url')}`;
}

/** A sample for a token rule: from its pattern, except where the format has structure a regex cannot give. */
export function tokenSample(id: string, rng: Rng): string {
  switch (id) {
    case 'jwt':
      return fakeJwt(rng);
    case 'azure-ad-client-secret':
      return `${rng.chars(3, ALNUM)}${rng.int(0, 9)}Q~${rng.chars(34, `${ALNUM}_-`)}`;
    default: {
      const rule = TOKEN_RULES.find((r) => r.id === id)!;
      // Drop the pattern's leading context class, if any, so the sample is the token alone.
      return sample(rule.pattern, rng).trim();
    }
  }
}

/** A sample value for a keyed rule, with a key that names it. */
export function keyedSample(id: string, rng: Rng): { key: string; value: string } {
  const rule = KEYED_RULES.find((r) => r.id === id)!;
  if (id === 'docker-config-auth') return { key: 'auth', value: b64(`deploy:${rng.chars(14, ALNUM)}`) };
  // Drawn from no generator: the samples of the rules and tests after it stay those they were (round 17).
  if (id === 'npm-basic-auth') return { key: '_auth', value: b64('deploy:Kq81xmZ2pLq7Wd') };
  const kw = rule.keys[0]!;
  // A rule bound to its exact key (`sig` of an Azure SAS URL) is sampled under that key alone.
  if (EXACT_KEY_RULES.has(id)) return { key: kw, value: sample(rule.value, rng) };
  const key = kw.startsWith('_') ? kw : rng.pick([`${kw}_api_key`, `${kw.toUpperCase()}_TOKEN`, `${kw}Secret`, `${kw}_key`]);
  return { key, value: sample(rule.value, rng) };
}

type Wrap = (key: string, value: string, rng: Rng) => string;

const CONTEXTS: Wrap[] = [
  (k, v) => `${k.toUpperCase().replace(/[^A-Z0-9_]/g, '_')}=${v}`,
  (k, v) => `{\n  "name": "deploy",\n  "${k}": "${v}",\n  "region": "eu-west-1"\n}`,
  (k, v) => `settings:\n  debug: false\n  ${k}: ${v}\n  retries: 3`,
  (k, v) => `export ${k.toUpperCase().replace(/[^A-Z0-9_]/g, '_')}="${v}"`,
  (k, v) => `const config = {\n  ${k}: '${v}',\n  timeout: 3000,\n};`,
  (k, v) => `2024-05-01T12:00:00Z INFO loaded credentials ${k}=${v} for worker-3`,
  (k, v) => `<configuration>\n  <${k}>${v}</${k}>\n</configuration>`,
  (k, v) => `[default]\n${k} = ${v}\n`,
];

const TOKEN_CONTEXTS: ((token: string, rng: Rng) => string)[] = [
  (t) => `Your new token is ${t}. Store it somewhere safe.`,
  (t) => `curl -H "Authorization: token ${t}" https://api.example.com/v1/me`,
  (t) => `{"id": 42, "token": "${t}", "created": "2024-03-02"}`,
  (t) => `# .env\nNODE_ENV=production\nAPI_TOKEN=${t}\nPORT=8080`,
  (t) => `client = Client(api_key="${t}")\nprint(client.list())`,
  (t) => `[worker-7] 2024-06-01 10:22:03 using credential ${t} for upload`,
  (t) => t,
];

function pemBody(rng: Rng, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(rng.chars(64, B64));
  return out.join('\n');
}

function privateKeys(rng: Rng): string[] {
  const labels = ['RSA PRIVATE KEY', 'EC PRIVATE KEY', 'PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'ENCRYPTED PRIVATE KEY', 'DSA PRIVATE KEY'];
  const out = labels.map((l) => `-----BEGIN ${l}-----\n${pemBody(rng, 8)}\n-----END ${l}-----`);
  out.push(`-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pemBody(rng, 10)}\n=${rng.chars(4, B64)}\n-----END PGP PRIVATE KEY BLOCK-----`);
  out.push(
    `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${rng.chars(32, '0123456789ABCDEF')}\n\n${pemBody(rng, 6)}\n-----END RSA PRIVATE KEY-----`,
  );
  out.push(
    `{\n  "type": "service_account",\n  "project_id": "demo-project",\n  "private_key_id": "${rng.chars(40, HEX)}",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n${pemBody(rng, 6).replace(/\n/g, '\\n')}\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "svc@demo-project.iam.gserviceaccount.com"\n}`,
  );
  out.push(
    `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\n${rng.chars(64, B64)}\n${rng.chars(20, B64)}\nPrivate-Lines: 1\n${rng.chars(64, B64)}\nPrivate-MAC: ${rng.chars(64, HEX)}`,
  );
  out.push(`$ cat ~/.ssh/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n${pemBody(rng, 5)}\n-----END OPENSSH PRIVATE KEY-----\n$ `);
  return out;
}

function password(rng: Rng): string {
  const words = ['Summer', 'Harbor', 'Violet', 'Granite', 'Falcon', 'Maple', 'Cobalt', 'Juniper'];
  return `${rng.pick(words)}${rng.int(10, 99)}${rng.pick(['!', '#', '$', '%', '&', '*'])}${rng.chars(3, ALNUM)}`;
}

function connectionAndGeneric(rng: Rng): { family: SecretFamily; text: string }[] {
  const pw = () => password(rng);
  const tok = (n: number) => rng.chars(n, ALNUM);
  return [
    { family: 'connection-string', text: `DATABASE_URL=postgres://app:${pw()}@db.internal:5432/orders` },
    { family: 'connection-string', text: `mongodb+srv://admin:${pw()}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true` },
    { family: 'connection-string', text: `REDIS_URL=redis://default:${tok(24)}@redis-12345.c1.cloud.redislabs.com:12345` },
    { family: 'connection-string', text: `amqp://guest:${tok(16)}@rabbit.local:5672/vhost` },
    { family: 'connection-string', text: `mysql://root:${pw()}@127.0.0.1:3306/shop` },
    { family: 'connection-string', text: `Server=tcp:sql1.database.windows.net,1433;Database=app;User ID=sqladmin;Password=${pw()};Encrypt=true;` },
    { family: 'connection-string', text: `jdbc:postgresql://db:5432/app?user=svc&password=${pw()}&ssl=true` },
    { family: 'connection-string', text: `git clone https://deploy:${tok(20)}@git.example.com/team/repo.git` },
    { family: 'connection-string', text: `proxy = http://alice:${pw()}@proxy.corp.example:3128` },
    { family: 'connection-string', text: `spring.datasource.password=${pw()}` },
    { family: 'generic', text: `password = "${pw()}"` },
    { family: 'generic', text: `{"username": "ops", "password": "${pw()}"}` },
    { family: 'generic', text: `DB_PASSWORD=${pw()}` },
    { family: 'generic', text: `  db:\n    user: app\n    password: ${pw()}\n    host: db` },
    { family: 'generic', text: `client_secret: ${tok(32)}` },
    { family: 'generic', text: `"api_key": "${tok(28)}"` },
    { family: 'generic', text: `SESSION_SECRET=${tok(40)}` },
    { family: 'generic', text: `auth_token=${tok(30)}&format=json` },
    { family: 'generic', text: `Authorization: Bearer ${tok(40)}` },
    { family: 'generic', text: `GET /v1/items HTTP/1.1\nHost: api.example.com\nAuthorization: Basic ${b64(`svc-user:${pw()}`)}` },
    { family: 'generic', text: `x-api-key: ${tok(32)}` },
    { family: 'generic', text: `mysql -u root --password=${pw()} shop < dump.sql` },
    { family: 'generic', text: `<add key="ClearTextPassword" value="x" />\n<password>${pw()}</password>` },
    { family: 'generic', text: `# .env dump\nNODE_ENV=production\nPORT=3000\nJWT_SECRET=${tok(36)}\nLOG_LEVEL=info` },
    { family: 'generic', text: `APP_ENV=prod\nSTRIPE_WEBHOOK_SECRET=${tok(24)}\nSENTRY_ENVIRONMENT=prod` },
    { family: 'generic', text: `encryption_key: "${rng.chars(44, B64)}"` },
    { family: 'generic', text: `private_key = "${rng.chars(64, HEX)}"` },
    { family: 'generic', text: `{"auths": {"registry.example.com": {"auth": "${b64(`robot:${tok(20)}`)}"}}}` },
  ];
}

/** Obfuscations people (and attackers) use to slip a secret past a scanner. */
function obfuscate(token: string, how: string, rng: Rng): string {
  switch (how) {
    case 'zero-width': {
      const at = rng.int(2, token.length - 2);
      return `key: ${token.slice(0, at)}\u200b${token.slice(at, at + 3)}\u200d${token.slice(at + 3)}`;
    }
    case 'soft-hyphen':
      return `token=${token.slice(0, 6)}\u00ad${token.slice(6)}`;
    case 'line-split': {
      const at = rng.int(5, 12);
      return `token = "${token.slice(0, at)}" +\n        "${token.slice(at)}"`;
    }
    case 'newline-split': {
      const at = rng.int(6, 14);
      return `The key is ${token.slice(0, at)}\n${token.slice(at)}\nThanks.`;
    }
    case 'percent':
      return `https://hooks.example.com/notify?key=${[...token].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')}`;
    case 'base64':
      return `payload: ${b64(`deploy credentials\nTOKEN=${token}\n`)}`;
    case 'hex':
      return `blob=${Buffer.from(`secret ${token} end`).toString('hex')}`;
    case 'fullwidth':
      return `token: ${[...token].map((c) => (c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('')}`;
    case 'homoglyph':
      return `token: ${token.replace(/A/g, 'А').replace(/o/g, 'о')}`;
    default:
      return token;
  }
}
const OBFUSCATIONS = ['zero-width', 'soft-hyphen', 'line-split', 'newline-split', 'percent', 'base64', 'hex', 'fullwidth', 'homoglyph'];

export function secretItems(rng: Rng): CorpusItem[] {
  const items: CorpusItem[] = [];
  let n = 0;
  const push = (family: string, text: string, rule?: string) =>
    items.push({ id: `secret-${String(++n).padStart(3, '0')}`, kind: 'secret', family, text, ...(rule ? { rule } : {}) });

  for (const rule of TOKEN_RULES) {
    push(rule.family, rng.pick(TOKEN_CONTEXTS)(tokenSample(rule.id, rng), rng), rule.id);
    if (['cloud', 'source-ci', 'llm', 'payment', 'jwt'].includes(rule.family)) {
      push(rule.family, rng.pick(TOKEN_CONTEXTS)(tokenSample(rule.id, rng), rng), rule.id);
    }
  }
  for (const rule of KEYED_RULES) {
    const { key, value } = keyedSample(rule.id, rng);
    push(rule.family, rng.pick(CONTEXTS)(key, value, rng), rule.id);
  }
  for (const text of privateKeys(rng)) push('private-key', text);
  for (const { family, text } of connectionAndGeneric(rng)) push(family, text);

  const carriers = ['github-pat', 'aws-access-key-id', 'slack-bot-token', 'stripe-access-token', 'anthropic-api-key', 'npm-access-token', 'gitlab-pat', 'openai-api-key'];
  for (const how of OBFUSCATIONS) {
    for (let i = 0; i < 5; i++) push('obfuscated', obfuscate(tokenSample(rng.pick(carriers), rng), how, rng));
  }
  return items;
}
