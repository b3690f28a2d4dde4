import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { GateError, isGateError } from '../errors.js';
import { adjudicate } from '../ladder/ladder.js';
import { REASONS } from '../types.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import {
  compilePolicy,
  dumpManifest,
  loadPolicy,
  MAX_MANIFEST_CHARS,
  parseManifest,
  summarisePolicy,
} from './load.js';
import type { Manifest } from './types.js';

/** The problems a manifest text fails with (asserting it does fail with MANIFEST_INVALID). */
function problems(text: string): readonly string[] {
  try {
    loadPolicy(text, 'test');
  } catch (err) {
    assert.ok(isGateError(err), `not a GateError: ${String(err)}`);
    assert.equal(err.code, 'MANIFEST_INVALID');
    assert.equal(err.message, err.problems[0]);
    for (const p of err.problems) assert.ok(p.startsWith('invalid manifest: '), p);
    return err.problems;
  }
  assert.fail(`loaded: ${text}`);
}
const first = (manifest: unknown): string => problems(JSON.stringify(manifest))[0] as string;

const SAMPLE: Manifest = {
  version: 'gate-policy/v1',
  posture: 'fail_closed',
  allow: ['Read', 'Bash', 'send_email'],
  allow_prefix: ['get_', 'list_'],
  deny: { shell_exec: 'POLICY_BLOCK', dump_env: 'SECRET_EXFIL' },
  self_modify_globs: ['.git/', '.env', '~/.ssh/'],
  redact_fields: ['password'],
  safe_sinks: ['send_email'],
  sources: { web_fetch: 'untrusted', Read: 'trusted_local' },
  arg_rules: [
    { tool: 'Bash', arg: 'command', reason: 'POLICY_BLOCK', deny_regex: '(?i)curl\\s' },
    { tool: 'Write', arg: 'content', reason: 'OVERSIZE', max_bytes: 1024 },
  ],
};

test('{} is valid: every field defaults, nothing is admitted', () => {
  const m = parseManifest('{}');
  assert.deepEqual(m, {
    version: 'gate-policy/v1',
    posture: 'fail_closed',
    allow: [],
    allow_prefix: [],
    deny: {},
    self_modify_globs: [],
    redact_fields: [],
    safe_sinks: [],
    sources: {},
    arg_rules: [],
  });
});

test('unknown fields are rejected by exact, case-sensitive name at every depth', () => {
  assert.equal(
    first({ allows: [] }),
    'invalid manifest: json: unknown field "allows"; did you mean "allow"?',
  );
  assert.equal(
    first({ Allow: ['x'] }),
    'invalid manifest: json: unknown field "Allow"; did you mean "allow"?',
  );
  assert.equal(
    first({ arg_rules: [{ tool: 'a', arg: 'b', deny_regex: 'x', regex: 'y' }] }),
    'invalid manifest: json: unknown field "regex" in arg_rules[0]; fields here: tool, tools, arg, name, reason, deny_regex, max_bytes',
  );
  assert.equal(
    problems('{"__proto__": {"allow": ["x"]}}')[0],
    'invalid manifest: json: unknown field "__proto__"; fields here: version, posture, allow, allow_prefix, deny, self_modify_globs, redact_fields, safe_sinks, sources, arg_rules, sinks, screening',
  );
});

test('JSON syntax: trailing text, truncation and bad tokens are errors that never echo the text', () => {
  assert.equal(
    problems('{"allow": []} {"allow": ["Bash"]}')[0],
    'invalid manifest: json: unexpected text after the JSON value at line 1, column 15',
  );
  assert.equal(
    problems('{"allow": [')[0],
    'invalid manifest: json: unexpected end of JSON input at line 1, column 12',
  );
  assert.equal(
    problems('')[0],
    'invalid manifest: json: empty document; a manifest is one JSON object such as {"allow": ["Read"]}',
  );
  const bad = problems('{"allow": [SECRET_VALUE]}')[0] as string;
  assert.match(bad, /^invalid manifest: json: unexpected token/i);
  assert.ok(!bad.includes('SECRET_VALUE'));
  assert.equal(
    problems('{\n  "allow": [],\n}')[0],
    'invalid manifest: json: expected double-quoted property name at line 3, column 1; remove the trailing comma',
  );
  assert.equal(first([]), 'invalid manifest: the manifest must be a JSON object, got array');
  assert.doesNotThrow(() => parseManifest('\uFEFF{}'), 'a UTF-8 byte-order mark is tolerated');
});

test('version: v1 and v1.<minor>; anything else names the binary’s version', () => {
  for (const v of ['gate-policy/v1', 'gate-policy/v1.0', 'gate-policy/v1.7'])
    assert.equal(parseManifest(JSON.stringify({ version: v })).version, v);
  for (const v of [
    'gate-policy/v2',
    'gate-policy/v10',
    'gate-policy/v1beta',
    'gate-policy/v1.',
    'gate-policy/v1.01',
    'v1',
    '',
  ]) {
    assert.equal(
      first({ version: v }),
      `invalid manifest: unsupported manifest version ${JSON.stringify(v)} (this binary speaks gate-policy/v1 to gate-policy/v1.3); write "gate-policy/v1.3"`,
    );
  }
  assert.equal(
    first({ version: 1 }),
    'invalid manifest: version: expected a string such as "gate-policy/v1", got number',
  );
});

test('posture: fail_closed or admit_and_log, the error names both', () => {
  assert.equal(parseManifest('{"posture":"admit_and_log"}').posture, 'admit_and_log');
  assert.equal(
    first({ posture: 'strict' }),
    'invalid manifest: posture "strict" is not valid; use "fail_closed" or "admit_and_log"',
  );
  assert.equal(
    first({ posture: 'Fail_Closed' }),
    'invalid manifest: posture "Fail_Closed" is not valid; use "fail_closed" or "admit_and_log"',
  );
  assert.equal(
    first({ posture: null }),
    'invalid manifest: posture a null is not valid; use "fail_closed" or "admit_and_log"',
  );
});

test('deny: an unknown reason prints the offending pairs and all 17 codes', () => {
  const msg = first({ deny: { a: 'POLICY_BLOCK', rm: 'NOPE', x: 'policy_block' } });
  assert.ok(
    msg.startsWith(
      'invalid manifest: deny: unknown reason code in rm="NOPE", x="policy_block"; valid codes: ',
    ),
    msg,
  );
  assert.equal(REASONS.length, 17);
  for (const code of REASONS) assert.ok(msg.includes(code), code);
  assert.equal(
    first({ deny: ['rm'] }),
    'invalid manifest: deny: expected an object of tool name to reason code, got array',
  );
  assert.equal(
    first({ deny: { rm: 3 } }),
    'invalid manifest: deny["rm"]: expected a reason code string, got number',
  );
});

test('name lists: arrays of non-empty strings; an empty prefix would admit everything', () => {
  assert.equal(
    first({ allow: 'Read' }),
    'invalid manifest: allow: expected an array of strings, got string; write ["Read"]',
  );
  assert.equal(first({ allow: ['Read', 7] }), 'invalid manifest: allow[1]: expected a string, got number');
  assert.equal(first({ allow: [''] }), 'invalid manifest: allow[0]: empty tool name');
  assert.equal(
    first({ allow_prefix: ['read_', ''] }),
    'invalid manifest: allow_prefix[1]: empty prefix (an empty prefix would admit every tool)',
  );
  assert.equal(first({ safe_sinks: [null] }), 'invalid manifest: safe_sinks[0]: expected a string, got null');
  assert.equal(
    first({ redact_fields: {} }),
    'invalid manifest: redact_fields: expected an array of strings, got object',
  );
});

test('self_modify_globs and sources are checked', () => {
  assert.equal(
    first({ self_modify_globs: ['.git/', 'keys/[ab].pem'] }),
    'invalid manifest: self_modify_globs[1]: "keys/[ab].pem": character classes ([...]) are not supported; use * or {a,b}',
  );
  assert.equal(
    first({ sources: { web: 'evil' } }),
    'invalid manifest: sources["web"]: unknown source label "evil"; use "trusted_local" or "untrusted"',
  );
  assert.equal(
    first({ sources: { web: 1 } }),
    'invalid manifest: sources["web"]: expected a string, got number; use "trusted_local" or "untrusted"',
  );
});

test('arg_rules: exactly one constraint, typed fields, known reasons, RE2 patterns', () => {
  const rule = (r: object): string =>
    first({ arg_rules: [{ tool: 'Bash', arg: 'command', deny_regex: 'x' }, r] });
  assert.equal(
    rule({ tool: 'a', arg: 'b' }),
    'invalid manifest: arg_rules[1]: needs exactly one constraint, deny_regex or max_bytes; got none',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'b', deny_regex: 'x', max_bytes: 3 }),
    'invalid manifest: arg_rules[1]: needs exactly one constraint, deny_regex or max_bytes; got both',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'b', max_bytes: -1 }),
    'invalid manifest: arg_rules[1].max_bytes: expected a non-negative integer, got -1',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'b', max_bytes: 1.5 }),
    'invalid manifest: arg_rules[1].max_bytes: expected a non-negative integer, got 1.5',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'b', max_bytes: '10' }),
    'invalid manifest: arg_rules[1].max_bytes: expected a non-negative integer, got string; write 10 without quotes',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'b', deny_regex: 5 }),
    'invalid manifest: arg_rules[1].deny_regex: expected a string, got number',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'b', deny_regex: '' }),
    'invalid manifest: arg_rules[1].deny_regex: empty pattern (it would match every value)',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'b', deny_regex: '(?<=x)y' }),
    'invalid manifest: arg_rules[1].deny_regex: RE2 cannot compile /(?<=x)y/: invalid named capture: `(?<=x)y`; RE2 has no lookahead or lookbehind: match the text itself, or add a second rule',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'b', deny_regex: '(a' }),
    'invalid manifest: arg_rules[1].deny_regex: RE2 cannot compile /(a/: missing closing ): `(a`',
  );
  assert.ok(
    rule({ tool: 'a', arg: 'b', max_bytes: 1, reason: 'BAD' }).startsWith(
      'invalid manifest: arg_rules[1].reason: unknown reason code "BAD"; valid codes: DEFAULT_DENY, ',
    ),
  );
  assert.equal(rule({ arg: 'b', max_bytes: 1 }), 'invalid manifest: arg_rules[1].tool: required');
  assert.equal(
    rule({ tool: 'a', arg: '', max_bytes: 1 }),
    'invalid manifest: arg_rules[1].arg: must not be empty',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'h..x', max_bytes: 1 }),
    'invalid manifest: arg_rules[1].arg: empty segment in the dotted path "h..x"',
  );
  assert.equal(
    rule({ tool: [], arg: 'b', max_bytes: 1 }),
    'invalid manifest: arg_rules[1].tool: expected a string, got array (a list of tools goes in "tools", from gate-policy/v1.1)',
  );
  assert.equal(
    rule('x' as unknown as object),
    'invalid manifest: arg_rules[1]: expected an object, got string',
  );
  assert.equal(
    first({ arg_rules: {} }),
    'invalid manifest: arg_rules: expected an array of rule objects, got object',
  );
  assert.equal(
    parseManifest('{"arg_rules":[{"tool":"a","arg":"b","max_bytes":0}]}').arg_rules[0]?.reason,
    'POLICY_BLOCK',
  );
});

test('several problems are listed in a stable order, unknown fields first', () => {
  const text =
    '{"posture":"x","allows":[],"deny":{"a":"B"},"arg_rules":[{"tool":"t","arg":"a"}],"Version":1}';
  const listed = problems(text);
  assert.deepEqual(listed, [
    'invalid manifest: json: unknown field "allows"; did you mean "allow"?',
    'invalid manifest: json: unknown field "Version"; did you mean "version"?',
    'invalid manifest: posture "x" is not valid; use "fail_closed" or "admit_and_log"',
    `invalid manifest: deny: unknown reason code in a="B"; valid codes: ${REASONS.join(', ')}`,
    'invalid manifest: arg_rules[0]: needs exactly one constraint, deny_regex or max_bytes; got none',
  ]);
  assert.deepEqual(problems(text), listed);
});

test('arg_rules compile problems keep their place among the others, a pattern shared by rules failing each time', () => {
  const text = JSON.stringify({
    allow: ['a'],
    arg_rules: [
      { tool: 'a', arg: 'cmd', deny_regex: 'ok1' },
      { tool: 'a', arg: 'cmd', deny_regex: '(a' },
      { tool: 'a', arg: 'cmd', max_bytes: -1 },
      { tool: 'b', arg: 'x', deny_regex: '(a' },
      { tool: 'a', arg: 'cmd', deny_regex: 'ok2' },
      { tool: 'c', arg: 'y', deny_regex: 'x{2000}' },
    ],
    posture: 'nope',
  });
  assert.deepEqual(problems(text), [
    'invalid manifest: posture "nope" is not valid; use "fail_closed" or "admit_and_log"',
    'invalid manifest: arg_rules[1].deny_regex: RE2 cannot compile /(a/: missing closing ): `(a`',
    'invalid manifest: arg_rules[2].max_bytes: expected a non-negative integer, got -1',
    'invalid manifest: arg_rules[3].deny_regex: RE2 cannot compile /(a/: missing closing ): `(a`',
    'invalid manifest: arg_rules[5].deny_regex: RE2 cannot compile /x{2000}/: invalid repeat count: `{2000}`',
  ]);
});

test('rules sharing an argument are matched as one set; every rule still answers on its own', () => {
  const rules = [
    { tool: 'Bash', arg: 'command', deny_regex: 'curl' },
    { tool: 'bash', arg: 'command', deny_regex: 'wget' },
    { tool: 'Bash', arg: 'command', deny_regex: '(?i)RM\\s' },
    // Pattern lists that would run together if joined with a separator they may contain.
    { tool: 'x', arg: 'a', deny_regex: 'p\\x00q' },
    { tool: 'x', arg: 'a', deny_regex: 'r' },
    { tool: 'y', arg: 'a', deny_regex: 'p' },
    { tool: 'y', arg: 'a', deny_regex: 'q\\x00r' },
  ];
  const policy = loadPolicy(JSON.stringify({ allow: ['Bash', 'x', 'y'], arg_rules: rules }), 'test');
  assert.deepEqual(
    policy.argRules.map((r) => [r.violates('curl x'), r.violates('rm -f'), r.violates('p\u0000q')]),
    [
      [true, false, false],
      [false, false, false],
      [false, true, false],
      [false, false, true],
      [true, true, false],
      [false, false, true],
      [false, false, false],
    ],
  );
  const judge = (tool: string, a: string): string | undefined => {
    const v = adjudicate(policy, { tool, args: { a, command: a } }, { tainted: false });
    return v.detail?.claim;
  };
  assert.equal(judge('Bash', 'x rm y'), 'Bash.command deny_regex /(?i)RM\\s/');
  assert.equal(judge('x', 'r'), 'x.a deny_regex /r/');
  assert.equal(judge('y', 'r'), undefined, 'y binds p and q\\0r, not r');
  assert.equal(judge('y', 'p'), 'y.a deny_regex /p/');
});

test('compilePolicy re-validates a hand-built manifest', () => {
  assert.throws(
    () => compilePolicy({ ...SAMPLE, allow_prefix: [''] }, 'code'),
    (e: unknown) =>
      e instanceof GateError &&
      e.message ===
        'invalid manifest: allow_prefix[0]: empty prefix (an empty prefix would admit every tool)',
  );
  const spelled = { ...SAMPLE, arg_rules: [{ tool: 'a', arg: 'b', max_bytes: 3, deny_regex: undefined }] };
  assert.equal(compilePolicy(spelled, 'code').argRules.length, 1, 'an undefined field is an absent one');
  const p = compilePolicy(SAMPLE, 'code');
  assert.equal(p.source, 'code');
  assert.equal(p.argRules[0]?.claim, 'Bash.command deny_regex /(?i)curl\\s/');
  assert.equal(p.argRules[1]?.claim, 'Write.content max_bytes 1024');
  assert.match(p.digest, /^[0-9a-f]{64}$/);
});

test('dump: contract field order, 2-space indent, sorted maps, trailing newline, byte-stable', () => {
  const text = dumpManifest(parseManifest(JSON.stringify(SAMPLE)));
  assert.ok(text.endsWith('}\n'));
  assert.ok(
    text.startsWith('{\n  "version": "gate-policy/v1",\n  "posture": "fail_closed",\n  "allow": [\n'),
  );
  const keys = Object.keys(JSON.parse(text));
  assert.deepEqual(keys, [
    'version',
    'posture',
    'allow',
    'allow_prefix',
    'deny',
    'self_modify_globs',
    'redact_fields',
    'safe_sinks',
    'sources',
    'arg_rules',
  ]);
  assert.deepEqual(Object.keys(JSON.parse(text).deny), ['dump_env', 'shell_exec']);
  assert.equal(dumpManifest(parseManifest(text)), text);
  const floor = dumpManifest(compilePolicy(DEFAULT_FLOOR, 'builtin').manifest);
  assert.equal(dumpManifest(parseManifest(floor)), floor);
});

test('summary names the admitted floor, the denies with reasons and every rule', () => {
  const s = summarisePolicy(compilePolicy(SAMPLE, 'x'));
  assert.match(s, /allow \(3\):\s+Read, Bash, send_email/);
  assert.match(s, /allow_prefix \(2\):\s+get_, list_/);
  assert.match(s, /deny \(2\):\s+dump_env=SECRET_EXFIL, shell_exec=POLICY_BLOCK/);
  assert.match(s, /Bash\.command deny_regex \/\(\?i\)curl\\s\/ -> POLICY_BLOCK/);
  assert.match(s, /Write\.content max_bytes 1024 -> OVERSIZE/);
  assert.match(s, /posture:\s+fail_closed/);
});

test('arg_rules tools (v1.1): one rule binds several tools, each claim naming its own tool', () => {
  const text = JSON.stringify({
    version: 'gate-policy/v1.1',
    allow: ['Bash', 'bash', 'shell', 'Write'],
    arg_rules: [
      { tools: ['Bash', 'bash', 'shell'], arg: 'command', reason: 'POLICY_BLOCK', deny_regex: 'curl' },
      { tools: ['shell'], arg: 'command', max_bytes: 5, reason: 'OVERSIZE' },
      { tool: 'Write', arg: 'content', deny_regex: 'x' },
    ],
  });
  const policy = loadPolicy(text, 'test');
  // `bash` is `Bash` for a rule (names bind case-insensitively): bound once, named as first written.
  assert.deepEqual(
    policy.argRules.map((r) => [r.tool, r.claim]),
    [
      ['bash', 'Bash.command deny_regex /curl/'],
      ['shell', 'shell.command deny_regex /curl/'],
      ['shell', 'shell.command max_bytes 5'],
      ['write', 'Write.content deny_regex /x/'],
    ],
  );
  const claim = (tool: string, command: string) =>
    adjudicate(policy, { tool, args: { command } }, { tainted: false }).detail?.claim;
  assert.equal(claim('bash', 'curl x'), 'Bash.command deny_regex /curl/');
  assert.equal(claim('SHELL', 'curl x'), 'shell.command deny_regex /curl/');
  assert.equal(claim('shell', 'ls -la /'), 'shell.command max_bytes 5');
  assert.equal(claim('Bash', 'ls -la /'), undefined);
  const dumped = dumpManifest(policy.manifest);
  assert.deepEqual(JSON.parse(dumped).arg_rules[0], {
    tools: ['Bash', 'bash', 'shell'],
    arg: 'command',
    reason: 'POLICY_BLOCK',
    deny_regex: 'curl',
  });
  assert.equal(JSON.parse(dumped).arg_rules[2].tool, 'Write');
  assert.equal(dumpManifest(parseManifest(dumped)), dumped);
  const summary = summarisePolicy(policy);
  assert.match(
    summary,
    /arg_rules \(3\):\n {4}\{Bash,bash,shell\}\.command deny_regex \/curl\/ -> POLICY_BLOCK\n/,
  );
  assert.match(
    summary,
    / {4}\{shell\}\.command max_bytes 5 -> OVERSIZE\n {4}Write\.content deny_regex \/x\/ -> POLICY_BLOCK\n/,
  );
});

test('arg_rules tools: strict, every problem naming its field', () => {
  const rule = (r: object, version = 'gate-policy/v1.1'): string =>
    first({ version, arg_rules: [{ tool: 'Bash', arg: 'command', deny_regex: 'x' }, r] });
  assert.equal(
    rule({ tool: 'a', tools: ['b'], arg: 'c', max_bytes: 1 }),
    'invalid manifest: arg_rules[1]: needs exactly one of tool or tools; got both',
  );
  assert.equal(
    rule({ tools: [], arg: 'c', max_bytes: 1 }),
    'invalid manifest: arg_rules[1].tools: empty list (a rule must bind at least one tool)',
  );
  assert.equal(
    rule({ tools: 'Bash', arg: 'c', max_bytes: 1 }),
    'invalid manifest: arg_rules[1].tools: expected a non-empty array of tool names, got string',
  );
  assert.equal(
    rule({ tools: null, arg: 'c', max_bytes: 1 }),
    'invalid manifest: arg_rules[1].tools: expected a non-empty array of tool names, got null',
  );
  assert.equal(
    rule({ tools: ['a', 7], arg: 'c', max_bytes: 1 }),
    'invalid manifest: arg_rules[1].tools[1]: expected a string, got number',
  );
  assert.equal(
    rule({ tools: ['a', ''], arg: 'c', max_bytes: 1 }),
    'invalid manifest: arg_rules[1].tools[1]: must not be empty',
  );
  assert.equal(
    rule({ tools: ['a', 'b', 'a'], arg: 'c', max_bytes: 1 }),
    'invalid manifest: arg_rules[1].tools[2]: "a" is listed twice',
  );
  assert.equal(
    rule({ tools: ['a'], Tools: ['b'], arg: 'c', max_bytes: 1 }),
    'invalid manifest: json: unknown field "Tools" in arg_rules[1]; did you mean "tools"?',
  );
  assert.equal(rule({ arg: 'c', max_bytes: 1 }), 'invalid manifest: arg_rules[1].tool: required');
  for (const version of ['gate-policy/v1', 'gate-policy/v1.0']) {
    assert.equal(
      rule({ tools: ['a'], arg: 'c', max_bytes: 1 }, version),
      `invalid manifest: arg_rules[1].tools: needs manifest version gate-policy/v1.1 or later (this manifest is ${version}); use "tool" or raise "version"`,
    );
  }
  // Without a version a manifest is gate-policy/v1.
  assert.match(
    first({ arg_rules: [{ tools: ['a'], arg: 'c', max_bytes: 1 }] }),
    /arg_rules\[0\]\.tools: needs manifest version gate-policy\/v1\.1 or later \(this manifest is gate-policy\/v1\)/,
  );
  // A hand-built manifest obeys the same rules.
  assert.throws(
    () => compilePolicy({ ...SAMPLE, arg_rules: [{ tools: ['a'], arg: 'b', max_bytes: 1 }] }, 'code'),
    /needs manifest version gate-policy\/v1\.1/,
  );
  const rules = [{ tools: ['a', 'b'], arg: 'c', deny_regex: 'a)' }];
  assert.equal(
    first({ version: 'gate-policy/v1.1', arg_rules: rules }),
    'invalid manifest: arg_rules[0].deny_regex: RE2 cannot compile /a)/: unexpected ): `a)`',
  );
});

test('property: a pattern loads exactly when RE2 compiles it (loading parses; the program waits)', () => {
  const atom = fc.constantFrom(
    'a',
    '.',
    '\\d',
    '\\s',
    '\\b',
    '\\8',
    '\\p{L}',
    '\\pX',
    '[a-z]',
    '[z-a]',
    '[^',
    ']',
    '(',
    ')',
    '(?:',
    '(?i)',
    '(?P<n>',
    '(?=',
    '(?<!',
    '|',
    '*',
    '+',
    '?',
    '{2}',
    '{1001}',
    '{2,1}',
    '^',
    '$',
    '\\',
    '\\Q',
    'é',
  );
  fc.assert(
    fc.property(fc.array(atom, { minLength: 1, maxLength: 8 }), (parts) => {
      const pattern = parts.join('');
      let compiles = true;
      try {
        RE2JS.compile(pattern);
      } catch {
        compiles = false;
      }
      const text = JSON.stringify({ arg_rules: [{ tool: 't', arg: 'a', deny_regex: pattern }] });
      if (compiles) {
        const policy = loadPolicy(text, 'fuzz');
        // The program made on first use agrees with RE2JS on the pattern itself.
        assert.equal(policy.argRules[0]?.violates('ab 12 é'), RE2JS.compile(pattern).test('ab 12 é'));
      } else
        assert.match(
          problems(text)[0] as string,
          // Round 43: repetitions past the spelled-out bound are refused before RE2 parses (a{1001}{1001}).
          /^invalid manifest: arg_rules\[0\]\.deny_regex: (RE2 cannot compile |counted repetitions )/,
        );
    }),
    { numRuns: Number(process.env.GATE_FUZZ_RUNS ?? 500) },
  );
});

test("a bad pattern beside the floor's own (which load without a parse) is still a load error", () => {
  const rules = [
    ...DEFAULT_FLOOR.arg_rules,
    { tools: ['Bash', 'shell'], arg: 'command', deny_regex: 'rm (' },
  ];
  const at = DEFAULT_FLOOR.arg_rules.length;
  assert.match(
    first({ ...DEFAULT_FLOOR, arg_rules: rules }),
    new RegExp(`^invalid manifest: arg_rules\\[${at}\\]\\.deny_regex: RE2 cannot compile /rm \\(/: `),
  );
  // And a good one there is matched with the floor's rules on the same argument.
  const ok = [
    ...DEFAULT_FLOOR.arg_rules,
    { tools: ['Bash', 'shell'], arg: 'command', deny_regex: 'frobnicate' },
  ];
  const policy = compilePolicy({ ...DEFAULT_FLOOR, arg_rules: ok }, 'test');
  const v = adjudicate(policy, { tool: 'shell', args: { command: 'frobnicate now' } }, { tainted: false });
  assert.equal(v.detail?.claim, 'shell.command deny_regex /frobnicate/');
});

// Property tests.

const manifestArb: fc.Arbitrary<Manifest> = fc.record({
  version: fc.constantFrom('gate-policy/v1.1', 'gate-policy/v1.2'),
  posture: fc.constantFrom('fail_closed' as const, 'admit_and_log' as const),
  allow: fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 5 }),
  allow_prefix: fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 3 }),
  deny: fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.constantFrom(...REASONS), {
    maxKeys: 4,
  }),
  self_modify_globs: fc.array(fc.constantFrom('.git/', '.env', '~/.ssh/', '/etc/gate/*.json', 'a/**/b'), {
    maxLength: 4,
  }),
  redact_fields: fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 3 }),
  safe_sinks: fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 3 }),
  sources: fc.dictionary(
    fc.string({ minLength: 1, maxLength: 8 }),
    fc.constantFrom('trusted_local' as const, 'untrusted' as const),
    { maxKeys: 3 },
  ),
  arg_rules: fc.array(
    fc.oneof(
      fc.record({
        tools: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }),
        arg: fc.constantFrom('a', 'b.c'),
        reason: fc.constantFrom(...REASONS),
        deny_regex: fc.constantFrom('x', '(?i)rm\\s+-rf', '^a+$'),
      }),
      fc.record({
        tool: fc.string({ minLength: 1, maxLength: 8 }),
        arg: fc.constantFrom('a', 'b.c'),
        reason: fc.constantFrom(...REASONS),
        deny_regex: fc.constantFrom('x', '(?i)rm\\s+-rf', '^a+$'),
      }),
      fc.record({
        tool: fc.string({ minLength: 1, maxLength: 8 }),
        arg: fc.constantFrom('a', 'b.c'),
        reason: fc.constantFrom(...REASONS),
        max_bytes: fc.nat(100000),
      }),
    ),
    { maxLength: 4 },
  ),
});

test('property: dump → check → dump is byte-identical', () => {
  fc.assert(
    fc.property(manifestArb, (m) => {
      const once = dumpManifest(parseManifest(JSON.stringify(m)));
      const policy = loadPolicy(once, '-');
      assert.equal(dumpManifest(policy.manifest), once);
    }),
    { numRuns: 200 },
  );
});

/** Loads or fails with an `invalid manifest` GateError; anything else (a crash) fails the property. */
function loadsOrRefuses(text: string): void {
  try {
    loadPolicy(text, 'fuzz');
  } catch (err) {
    if (
      !(isGateError(err) && err.code === 'MANIFEST_INVALID' && err.message.startsWith('invalid manifest: '))
    )
      throw err;
  }
}

test('property: random text edits of a valid manifest load or fail as invalid manifest', () => {
  const base = dumpManifest(parseManifest(JSON.stringify(SAMPLE)));
  const edit = fc.tuple(fc.nat(base.length), fc.nat(12), fc.string({ maxLength: 6 }));
  fc.assert(
    fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
      let text = base;
      for (const [at, del, ins] of edits)
        text = text.slice(0, at % (text.length + 1)) + ins + text.slice((at % (text.length + 1)) + del);
      loadsOrRefuses(text);
    }),
    { numRuns: 500 },
  );
});

test('property: random values in any field load or fail as invalid manifest', () => {
  const fields = [...Object.keys(SAMPLE), 'extra', 'Allow'];
  fc.assert(
    fc.property(
      fc.constantFrom(...fields),
      fc.jsonValue({ maxDepth: 3 }),
      fc.nat(3),
      (field, value, ruleIndex) => {
        const m: Record<string, unknown> = JSON.parse(JSON.stringify(SAMPLE));
        m[field] = value;
        loadsOrRefuses(JSON.stringify(m));
        const withRule: Record<string, unknown> = JSON.parse(JSON.stringify(SAMPLE));
        const rules = withRule.arg_rules as Record<string, unknown>[];
        const target = rules[ruleIndex % rules.length] as Record<string, unknown>;
        target[['tool', 'arg', 'reason', 'deny_regex', 'max_bytes', 'other'][ruleIndex % 6] as string] =
          value;
        loadsOrRefuses(JSON.stringify(withRule));
      },
    ),
    { numRuns: 500 },
  );
});

test('a manifest over the size limit is refused before it is parsed, naming the limit', () => {
  const manifestOf = (name: string) => JSON.stringify({ version: 'gate-policy/v1', allow: [name] });
  const over = manifestOf('t'.repeat(MAX_MANIFEST_CHARS));
  assert.throws(
    () => loadPolicy(over, 'big.json'),
    (err: unknown) =>
      isGateError(err) && err.code === 'MANIFEST_INVALID' && /over the limit of 4194304/.test(err.message),
  );
  // Just under the limit is read as any manifest is.
  const under = manifestOf('t'.repeat(MAX_MANIFEST_CHARS - 100));
  assert.equal(loadPolicy(under, 'big.json').allow.size, 1);
});
