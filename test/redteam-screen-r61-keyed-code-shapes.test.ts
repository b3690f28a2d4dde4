// Red team r61, second pass (docs/screening.md, "Round 61, second pass (secrets2-r61)"): secrets-r61's one
// reading of a keyed value (`valueSpan`, lexer.ts) flagged 11 clean tuning files: a scope's `::` and a
// comparison's `==` read as a key's operator, a JSON string's `\n` escape read as part of a quoted value, and a
// value read plainly past a code word's mark (`nextgroup=@…`, `before{content:`, `true|false`, `eli:x:2098:…`,
// `options?.token`). Each shape below is an excerpt of one of those files; each fails on 2d4d1b08. The passwords
// beside them are still withheld. GATE_FUZZ_RUNS raises the fuzzed run counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { lex, VALUE_SPAN, valueSpan } from '../src/kernel/screen/lexer.js';
import { scout } from '../src/kernel/screen/scout.js';
import * as secrets from '../src/kernel/screen/secrets.js';
import { buildView } from '../src/kernel/screen/view.js';
import { punctuatedPassword } from './helpers/punctuated-passwords-r61.js';
import { verdictKind as kind, PROSE } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 200);

/** Excerpts of the 11 tuning files, by cause (docs/screening.md names the files). */
const CLEAN: readonly (readonly [cause: string, text: string])[] = [
  ['scope', '<span class="doccomment">/// Error returned from `TokenStream::expand_expr`.\n'],
  ['scope', '  private:\n    stop_token::_Stop_state_ref _M_state;\n  };'],
  ['scope', ' * Passing ::cudaMemcpyDefault is recommended, in which case the type of\n'],
  [
    'escape',
    '"EXAMPLES": "--connection_credential=\'{\\"username\\":\\"u\\",\\n\\"password\\":\\"p\\"}\'\\n--project_id"',
  ],
  ['list', '# com.sun.management.jmxremote.password.toHashes = true|false\n#      Default'],
  ['colon chain', '     gets you:\n\n          /etc/passwd:eli:x:2098:1000:Eli Smith:/home/eli:/bin/bash\n'],
  [
    'code word',
    "syn match   sudoersPASSWD                   contained '\\%(NO\\)\\=PASSWD:' nextgroup=@sudoersCmndInSpec skipwhite\n",
  ],
  [
    'optional chain',
    '            resumptionToken: lastEventId,\n            onresumptiontoken: options?.onresumptiontoken\n        });',
  ],
  [
    'css',
    '.codicon-gist:before{content:"\\ea0c"}.codicon-gist-secret:before{content:"\\eafa"}.codicon-gift:before{}',
  ],
  ['comparison', 'indent:function(t,a){if(t.tokenize==y||t.tokenize==b)return 0;'],
];

test('the 11 tuning files’ shapes stay in the context: scopes, comparisons, escapes, code words', () => {
  for (const [cause, text] of CLEAN) {
    assert.equal(secrets.scanView(buildView(text)), undefined, `${cause}: ${text}`);
    assert.equal(kind(`${PROSE}\n${text}\n`), 'ALLOW', `${cause}: ${text}`);
  }
});

test('the same shapes in any text around them read the same in the scout and the reference lexer', () => {
  fc.assert(
    fc.property(fc.constantFrom(...CLEAN.map(([, t]) => t)), fc.string({ maxLength: 12 }), (text, around) => {
      const t = `${around}${text}${around}`;
      assert.deepEqual(secrets.scanView(buildView(t)), secrets.scanView(buildView(t, { reference: true })));
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('a password beside those shapes is still withheld', () => {
  const withheld = [
    // A quoted value holding `::`, `==` or an escaped backslash before `n` (JSON's `\\n`) is still a value.
    'password: "k9::Qz?R2pL7wE"',
    'password: "k9==Qz?R2pL7wE"',
    '{"password": "k9Qz\\\\nR2pL7wE"}',
    // An env line's `==` is its operator and the value's first mark.
    'DB_PASSWORD==AiCxCA_kb_BvTC_',
    // A first word with an upper-case letter, or a digit, is no code word.
    'password = Tkq{Qz?R2pL7wE',
    'password = tk9:Qz?R2pL7wE',
    'password = k9Qz?R2pL7wE',
  ];
  for (const text of withheld) assert.notEqual(kind(`${text}\n`), 'ALLOW', text);
});

test('a generated password in quotes is read to its closing quote, `::`, `==` and code words in it too', () => {
  fc.assert(
    fc.property(punctuatedPassword(), fc.constantFrom('"password": ', 'password: ', 'pwd='), (pw, lead) => {
      // Only a JSON escape (`\n`, `\t`, `\r` as JSON writes a newline or a tab) ends a quoted value early.
      fc.pre(!/[\s"\\]/.test(pw));
      const text = `{${lead}"${pw}"}`;
      // Right after the key's operator (`{` opens the text).
      valueSpan(text, lead.trimEnd().length + 1, text.length, 512);
      assert.deepEqual([...VALUE_SPAN], [lead.length + 2, lead.length + 2 + pw.length, 1], pw);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('the scope, comparison and code-word readings are linear on hostile input', () => {
  const read = (t: string) => {
    lex(t);
    scout(t);
    return kind(t);
  };
  assertRepeatLinear('password::', read);
  assertRepeatLinear('token==a', read);
  assertRepeatLinear('secret: abc:', read);
  assertRepeatLinear('password: "a\\n', read);
  assertRepeatLinear('a', (t) => read(`password: ${t}{`));
  assertRepeatLinear(':', (t) => read(`password${t}abc`));
  assertRepeatLinear('=', (t) => read(`\nDB_PASSWORD${t}k9`));
});
