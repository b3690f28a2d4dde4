// `bind` (gate-policy/v1.3, round 36): one argument rule binding several tool-argument pairs, its
// pattern written once. It stands for the rules without `bind` its entries name, in order, and is judged,
// claimed, dumped and checked exactly as they are.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { isGateError } from '../errors.js';
import { adjudicate } from '../ladder/ladder.js';
import { flatArgRules } from './arg-rule.js';
import { dumpManifest, loadPolicy, parseManifest, summarisePolicy } from './load.js';
import { unadmittedRuleTools } from './unadmitted.js';

const V = 'gate-policy/v1.3';

function first(manifest: unknown): string {
  try {
    loadPolicy(JSON.stringify(manifest), 'test');
  } catch (err) {
    assert.ok(isGateError(err) && err.code === 'MANIFEST_INVALID', String(err));
    return err.problems[0] as string;
  }
  assert.fail('loaded');
}

const SHELL = {
  version: V,
  allow: ['Bash', 'shell', 'exec_command', 'WebFetch'],
  arg_rules: [
    {
      bind: [
        { tools: ['Bash', 'shell'], arg: 'command' },
        { tool: 'exec_command', arg: 'cmd' },
        { tool: 'exec_command', arg: 'shell' },
      ],
      name: 'privilege escalation',
      deny_regex: '\\bsudo\\b',
    },
    { bind: [{ tool: 'exec_command', arg: 'cmd' }], reason: 'OVERSIZE', max_bytes: 8 },
    { tool: 'WebFetch', arg: 'url', reason: 'EGRESS_BLOCK', deny_regex: '169\\.254' },
  ],
};

test('bind (v1.3): one rule, a compiled rule per pair in order, each claim naming its own tool and argument', () => {
  const policy = loadPolicy(JSON.stringify(SHELL), 'test');
  assert.deepEqual(
    policy.argRules.map((r) => r.claim),
    [
      'Bash.command: privilege escalation',
      'shell.command: privilege escalation',
      'exec_command.cmd: privilege escalation',
      'exec_command.shell: privilege escalation',
      'exec_command.cmd max_bytes 8',
      'WebFetch.url deny_regex /169\\.254/',
    ],
  );
  const claim = (tool: string, args: object) =>
    adjudicate(policy, { tool, args }, { tainted: false }).detail?.claim;
  assert.equal(claim('Bash', { command: 'sudo id' }), 'Bash.command: privilege escalation');
  assert.equal(
    claim('exec_command', { cmd: 'ls', shell: 'sudo' }),
    'exec_command.shell: privilege escalation',
  );
  // Rules of one tool in order: the bound `cmd` before the bound `shell`, both before the later max_bytes.
  assert.equal(
    claim('exec_command', { cmd: 'sudo ls -la', shell: 'sudo' }),
    'exec_command.cmd: privilege escalation',
  );
  assert.equal(claim('exec_command', { cmd: 'ls -la /tmp/x' }), 'exec_command.cmd max_bytes 8');
});

test('bind: dumped as written, a dump of a dump byte-identical, the summary naming every pair', () => {
  const policy = loadPolicy(JSON.stringify(SHELL), 'test');
  const dumped = dumpManifest(policy.manifest);
  assert.deepEqual(JSON.parse(dumped).arg_rules[0], {
    bind: [
      { tools: ['Bash', 'shell'], arg: 'command' },
      { tool: 'exec_command', arg: 'cmd' },
      { tool: 'exec_command', arg: 'shell' },
    ],
    name: 'privilege escalation',
    reason: 'POLICY_BLOCK',
    deny_regex: '\\bsudo\\b',
  });
  assert.equal(dumpManifest(parseManifest(dumped)), dumped);
  assert.equal(loadPolicy(dumped, 'again').digest, policy.digest);
  const summary = summarisePolicy(policy);
  assert.match(
    summary,
    /arg_rules \(3\):\n {4}\{Bash,shell\}\.command, exec_command\.cmd, exec_command\.shell: privilege escalation -> POLICY_BLOCK\n {4}exec_command\.cmd max_bytes 8 -> OVERSIZE\n/,
  );
});

test('bind: strict, every problem naming its field; older manifests keep their messages', () => {
  const rule = (r: object, version = V): string =>
    first({ version, arg_rules: [{ tool: 'Bash', arg: 'command', deny_regex: 'x' }, r] });
  const at = 'invalid manifest: arg_rules[1]';
  const ok = { tool: 'Bash', arg: 'command' };
  assert.equal(
    rule({ bind: [ok], max_bytes: 1 }, 'gate-policy/v1.2'),
    `${at}.bind: needs manifest version gate-policy/v1.3 or later (this manifest is gate-policy/v1.2); use "tool" or "tools" with "arg", or raise "version"`,
  );
  assert.equal(
    rule({ bind: [ok], tool: 'Bash', arg: 'command', max_bytes: 1 }),
    `${at}: a rule with "bind" names its tools and arguments in it; remove "tool", "arg"`,
  );
  assert.equal(
    rule({ bind: [], max_bytes: 1 }),
    `${at}.bind: expected a non-empty array such as [{"tools": ["Bash"], "arg": "command"}], got an empty array`,
  );
  assert.equal(
    rule({ bind: { Bash: 'command' }, max_bytes: 1 }),
    `${at}.bind: expected a non-empty array such as [{"tools": ["Bash"], "arg": "command"}], got object`,
  );
  assert.equal(
    rule({ bind: [ok, 'Bash.command'], max_bytes: 1 }),
    `${at}.bind[1]: expected an object such as {"tools": ["Bash"], "arg": "command"}, got string`,
  );
  assert.equal(rule({ bind: [ok, { tool: 'Bash' }], max_bytes: 1 }), `${at}.bind[1].arg: required`);
  assert.equal(rule({ bind: [{ arg: 'command' }], max_bytes: 1 }), `${at}.bind[0].tool: required`);
  assert.equal(
    rule({ bind: [{ tool: 'a', tools: ['b'], arg: 'c' }], max_bytes: 1 }),
    `${at}.bind[0]: needs exactly one of tool or tools; got both`,
  );
  assert.equal(
    rule({ bind: [{ tools: ['a', 'a'], arg: 'c' }], max_bytes: 1 }),
    `${at}.bind[0].tools[1]: "a" is listed twice`,
  );
  assert.equal(
    rule({ bind: [{ tool: 'a', arg: 'c..d' }], max_bytes: 1 }),
    `${at}.bind[0].arg: empty segment in the dotted path "c..d"`,
  );
  assert.equal(
    rule({ bind: [{ tool: 'a', args: 'c' }], max_bytes: 1 }),
    'invalid manifest: json: unknown field "args" in arg_rules[1].bind[0]; did you mean "arg"?',
  );
  assert.equal(
    rule({ bind: [ok], deny_regex: 'a)' }),
    `${at}.deny_regex: RE2 cannot compile /a)/: unexpected ): \`a)\``,
  );
  // The fields an unknown one is shown against: `bind` only where the manifest's version has it.
  assert.equal(
    rule({ tool: 'a', arg: 'b', regex: 'x' }, 'gate-policy/v1.2'),
    'invalid manifest: json: unknown field "regex" in arg_rules[1]; fields here: tool, tools, arg, name, reason, deny_regex, max_bytes',
  );
  assert.equal(
    rule({ tool: 'a', arg: 'b', regex: 'x' }),
    'invalid manifest: json: unknown field "regex" in arg_rules[1]; fields here: bind, tool, tools, arg, name, reason, deny_regex, max_bytes',
  );
});

test('bind: a tool no floor admits is warned about by its entry', () => {
  const manifest = parseManifest(
    JSON.stringify({
      version: V,
      allow: ['Bash'],
      arg_rules: [
        {
          bind: [
            { tool: 'Bash', arg: 'command' },
            { tools: ['Bash', 'Bsh'], arg: 'cmd' },
          ],
          max_bytes: 9,
        },
      ],
    }),
  );
  assert.deepEqual(unadmittedRuleTools(manifest), [
    'arg_rules[0].bind[1].tools[1]: "Bsh" is not admitted (not in allow, no allow_prefix matches), so this rule never runs; did you mean "Bash"?',
  ]);
});

test('property: a manifest with bind judges every call exactly as its rules without bind', () => {
  const tools = ['Bash', 'bash', 'shell', 'exec_command'];
  const args = ['command', 'cmd', 'shell', 'opts.x'];
  const entry = fc.record({
    tools: fc.uniqueArray(fc.constantFrom(...tools), { minLength: 1, maxLength: 3 }),
    arg: fc.constantFrom(...args),
  });
  const rule = fc.record({
    bind: fc.array(entry, { minLength: 1, maxLength: 4 }),
    reason: fc.constantFrom('POLICY_BLOCK', 'SELF_MODIFY', 'OVERSIZE'),
    deny_regex: fc.constantFrom('sudo', 'rm\\s+-rf', '^a', 'x{3}'),
  });
  const text = fc.constantFrom('sudo a', 'rm -rf x', 'a xxx', 'ok', 'xxx sudo');
  const call = fc.record({
    tool: fc.constantFrom(...tools, 'BASH', 'other'),
    args: fc.record(
      { command: text, cmd: text, shell: text, opts: fc.record({ x: text }) },
      { requiredKeys: [] },
    ),
  });
  fc.assert(
    fc.property(
      fc.array(rule, { minLength: 1, maxLength: 5 }),
      fc.array(call, { maxLength: 8 }),
      (rules, calls) => {
        const bound = loadPolicy(JSON.stringify({ version: V, allow: tools, arg_rules: rules }), 'm');
        const flat = loadPolicy(
          JSON.stringify({ version: 'gate-policy/v1.2', allow: tools, arg_rules: flatArgRules(rules) }),
          'm',
        );
        for (const c of calls)
          assert.deepEqual(
            adjudicate(bound, c, { tainted: false }),
            adjudicate(flat, c, { tainted: false }),
            JSON.stringify(c),
          );
      },
    ),
    { numRuns: Number(process.env.GATE_FUZZ_RUNS ?? 300) },
  );
});
