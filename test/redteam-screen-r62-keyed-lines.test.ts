// Red team r62, result screening (docs/screening.md, "Round 62 (secrets-r62)"): what round 61 left unread of a
// keyed password. An unquoted value off an env line (`.ini`'s `password = …`, a YAML plain scalar,
// `.properties`) was read plainly, to the first `< ( ) } ] , ; &`; an unquoted value opening with a name then
// `(`/`[` was a call; a value opening with a path's mark was a path; a punctuation-heavy password holding `<`,
// `>` or `...` read as a placeholder. Now a config line's value is read to its line's end (`configLine`,
// lexer.ts), a call read there must be written as code writes one, a path's names and a placeholder's marks are
// read from the whole value. The withheld properties fail on 88236a84. GATE_FUZZ_RUNS raises the run counts.
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
import {
  LINE_CARRIERS,
  leftToOtherRules,
  linePassword,
  lineResult,
} from './helpers/config-line-passwords-r62.js';
import { DOCUMENTED_PLACEHOLDERS } from './helpers/placeholder-passwords-r60.js';
import { KEYED_CARRIERS, PASSWORD_KEYS, punctuatedPassword } from './helpers/punctuated-passwords-r61.js';
import { verdictKind as kind, PROSE } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 200);
const POLICY = { sources: new Map() } as unknown as Policy;

test('a generated password unquoted on a config line is withheld (.ini, YAML plain, .properties)', () => {
  fc.assert(
    fc.property(linePassword, (drawn) => {
      fc.pre(!leftToOtherRules(drawn.pw));
      assert.equal(kind(lineResult(drawn)), 'QUARANTINE', `${drawn.pw} in carrier ${drawn.carrier}`);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('round 61 left open: placeholder marks, paths and calls read from the whole value in every carrier', () => {
  fc.assert(
    fc.property(punctuatedPassword(), fc.nat({ max: KEYED_CARRIERS.length - 1 }), (pw, c) => {
      fc.pre(!leftToOtherRules(pw));
      assert.equal(kind(KEYED_CARRIERS[c]!('password', pw)), 'QUARANTINE', `${pw} in carrier ${c}`);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  // Measured on 88236a84 (admitted there): `<…`, `…>`, `>`/`<` inside, `/…`, a name then a bracket.
  for (const pw of [
    '<*%Qmfi[fQ`OOA(S',
    'aSxx./tFeUiM&(S>',
    'Xb!_f@|X+~h{m@O>',
    '/C=LZh#3)*b~Xy*1',
    '/0(~O%e^d<g+rBnq',
    'oP$uOdt(!<ZLu0v]',
    'Wdy[1E*z]79d;ASN',
    'X+H(LA/E<WKpi}.E',
    "'M-4'['f$STrgyc{",
    "'8'S;[HwZK,Mc`5)",
  ])
    for (const [c, carrier] of [...KEYED_CARRIERS, ...LINE_CARRIERS].entries())
      assert.notEqual(kind(carrier('password', pw)), 'ALLOW', `${pw} in carrier ${c}`);
});

test('a password that opens as a call and holds a quote left open is still withheld', () => {
  // The quote-left-open readings (a string a decoded escape broke, JSON continued) never reach these.
  // The first three are admitted on 88236a84 (read plainly, to the first `[`).
  for (const pw of [
    "FrxRFwcn2[M^gX'{",
    "Kq9v[z!R2pL7'{a,",
    "Kq9v[z!R2pL7'{a",
    "'{Kq9v^zR2pL7w,",
    "'Kq9v{z]R2pL7w",
  ])
    for (const [c, carrier] of LINE_CARRIERS.entries())
      assert.notEqual(kind(carrier('password', pw)), 'ALLOW', `${pw} in line carrier ${c}`);
});

test('in a document, a config line password is redacted in place and the rest of the result kept', () => {
  fc.assert(
    fc.property(linePassword, (drawn) => {
      fc.pre(!leftToOtherRules(drawn.pw));
      const text = `${PROSE}The service's settings as deployed:\n${lineResult(drawn)}\n${PROSE}`;
      const out = admit({ tool: 't', traceId: 't', content: text }, POLICY, new ContextMemory());
      assert.equal(out.verdict.kind, 'TRANSFORM', drawn.pw);
      assert.equal(out.verdict.reason, 'SECRET_EXFIL');
      const redacted = out.envelope.content!;
      const at = text.indexOf(drawn.pw);
      const tail = text.slice(at + drawn.pw.length);
      assert.ok(redacted.startsWith(text.slice(0, at)), `${drawn.pw}: text before it changed`);
      assert.ok(redacted.endsWith(tail), `${drawn.pw}: text after it changed`);
      // The password is gone whole, its opening `=`/`>` too (`password=>ReA…`); a closing `,` or `;` is given back.
      const middle = redacted.slice(at, redacted.length - tail.length);
      assert.match(middle, /^\[gate: redacted [a-z-]+\][,;]?$/, `${drawn.pw}: ${middle}`);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('the scout flags the same runs as the lexer on config lines', () => {
  fc.assert(
    fc.property(linePassword, fc.constantFrom('', ' ', '\n', '(', ',', 'x = f(\n'), (drawn, lead) => {
      const text = `${lead}${lineResult(drawn)}`;
      assert.deepEqual(
        secrets.scanView(buildView(text)),
        secrets.scanView(buildView(text, { reference: true })),
        JSON.stringify(text),
      );
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('code on lines of its own, templates, placeholders and paths under a password key stay in the context', () => {
  const clean = [
    // Keyword arguments and calls continued over lines: the line before leaves `(` or `,` open.
    'conn = connect(\n    host=h,\n    password=pw_from_env(a),\n)',
    'conn = connect(\n    password=x[1:],\n    user=u)',
    'password = config.get(\n    "db", "pw")',
    'x = 1\npassword = dict(a=1,\n  b=2)',
    // Calls and subscripts written as code writes them, on a config line's shape.
    'def f():\n    password = getpass.getpass(prompt)',
    'x = 1\npassword = os.environ.get("DB_PASSWORD")',
    "x = 1\npassword = request.form['password']",
    'x = 1\ntoken = tokens[idx]',
    'x = 1\nsecret = a.b(c)[0].d',
    'x = 1\npassword = getpass.getpass()',
    // Statements and literals: the line before ends with `;` or `{`.
    'int main() {\n  key = *(uint32_t*)p;\n}',
    'a = 1;\nsecret = a.b.c[i];',
    'const o = {\n  password: options.password,\n}',
    'interface X {\n  password: string;\n}',
    'x: 1\npassword: {a: 1}',
    'password.toHashes = true|false',
    // Templates wrapped whole hold any mark; paths of names; documented examples.
    "password: <%=ENV['DB_PASSWORD']%>",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a reference as a config file writes it
    'password = ${DB_PASSWORD:=changeit}',
    'password_file = /run/secrets/db_password',
    'secret: ./certs/client-key.pem',
    'token_url: /oauth/token?grant_type=client_credentials&scope=read',
    'password = ~/.pgpass',
    'password: Kq9v****',
    // A whole line read shows whole regular expressions and an encoder-named hash (found probing this round).
    'x: 1\npassword_regex: ^(?=.*[A-Z])(?=.*\\d).{8,}$',
    '[auth]\npassword_pattern = ^[A-Za-z0-9!@#$%^&*]{12,}$',
    'const o = {\n  token: /^[A-Za-z0-9_-]{20,}$/,\n}',
    'x = 1\ntoken = /^ghp_[A-Za-z0-9]{36}$/',
    '[db]\npassword = {bcrypt}$2a$10$dXJ3SW6G7P50lGmMkkmwe.20cQQubK3.HZWzG3YB1tlRy.fqvM/BG',
    // Literals written as code, read whole: a list, a subscript of one, a formatted and a prefixed string.
    'x\n  password: ["a","b"]',
    'x = 1\npassword = [a,b][0]',
    "x = 1\ntoken = '%s:%s'%(u,p)",
    "x = 1\npassword = b'\\x00\\x01'",
    "x = 1\npassword = u'\\u2022'*8",
    // Precision files flagged on this branch's first build (secrets2-r62): a string a decoded escape broke,
    // opened as an argument (tokenize.py); JSON in a flag's quotes continued on the next line (gcloud's
    // bq.json); Perl's `->` dereference and a subscript by a subscript (XPathEngine.pm).
    "if c:\n    comment_token = line[pos:].rstrip('\n\n')\n",
    "if c:\n    comment_token = line[pos:].rstrip('\\r\\n')\n",
    'bq mk --connection\n--connection_credential=\'{"username":"u",\n"password":"p"}\'\n--project_id=proj',
    'die "junk after end of expression: $tokens->[$self->{_tokpos}]";',
    '    my $token = $tokens->[$self->{_tokpos}];\n',
  ];
  for (const text of clean) assert.equal(kind(`${PROSE}\n${text}\n`), 'ALLOW', text);
  for (const v of DOCUMENTED_PLACEHOLDERS)
    for (const [c, carrier] of LINE_CARRIERS.entries())
      assert.equal(kind(carrier('password', v)), 'ALLOW', `${v} in line carrier ${c}`);
});

test('the config line, call and whole-value readings are linear on hostile input', () => {
  const key = PASSWORD_KEYS[0];
  const read = (t: string) => {
    lex(t);
    scout(t);
    return kind(t);
  };
  assertRepeatLinear(`\n${key} = k9(`, read);
  assertRepeatLinear(`\n${key}=`, read);
  assertRepeatLinear(`\n  ${key}: a(`, read);
  assertRepeatLinear('(', (t) => read(`\n${key} = k9${t}`));
  assertRepeatLinear('a', (t) => read(`\n${key} = k9(${t}`));
  assertRepeatLinear("'", (t) => read(`\n${key} = k9(${t}`));
  assertRepeatLinear(']', (t) => read(`\n${key} = k9[${t}`));
  assertRepeatLinear('\n', (t) => read(`x(\n${t}${key}=k9(z]`));
  assertRepeatLinear('a/', (t) => read(`\n${key} = /${t}`));
  assertRepeatLinear('<', (t) => read(`\n${key} = ${t}&`));
  assertRepeatLinear('...', (t) => read(`${key}: "${t}!"`));
  // A string left open at the line's end, read once more inside; a subscript by subscripts; `->` chains.
  assertRepeatLinear('{"a":1,', (t) => read(`\n${key} = '${t}`));
  assertRepeatLinear("('", (t) => read(`\n${key} = k9${t}`));
  assertRepeatLinear('->[$a', (t) => read(`${key} = $b${t}`));
  assertRepeatLinear('->', (t) => read(`${key}${t}[x]`));
});
