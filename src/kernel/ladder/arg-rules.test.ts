import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lowerKey } from '../policy/lower.js';
import { argumentText, valueAt } from './arg-rules.js';
import { judge, policyOf } from './testing.js';

const policy = policyOf({
  allow: ['Bash', 'bash', 'http_request', 'Write', 'config'],
  arg_rules: [
    { tool: 'Bash', arg: 'command', deny_regex: '(?i)\\bcurl\\b' },
    { tool: 'Bash', arg: 'command', deny_regex: 'wget', reason: 'EGRESS_BLOCK' },
    { tool: 'Bash', arg: 'command', max_bytes: 64, reason: 'OVERSIZE' },
    { tool: 'http_request', arg: 'headers.authorization', deny_regex: '^Basic ' },
    { tool: 'Write', arg: 'content', max_bytes: 8, reason: 'OVERSIZE' },
    { tool: 'config', arg: 'retries', deny_regex: '^[0-9]{3,}$' },
    { tool: 'config', arg: 'flags', deny_regex: '"debug":true' },
  ],
});

test('arg_rules fires with the rule’s reason and a claim naming the rule, never the value', () => {
  const { verdict } = judge(policy, 'Bash', { command: 'CURL -s https://x/?token=hunter2' });
  assert.deepEqual(verdict, {
    kind: 'DENY',
    reason: 'POLICY_BLOCK',
    by: 'monitor',
    rung: 'arg_rules',
    detail: { claim: 'Bash.command deny_regex /(?i)\\bcurl\\b/' },
  });
  assert.ok(!JSON.stringify(verdict).includes('hunter2'));
  assert.equal(judge(policy, 'Bash', { command: 'wget x' }).verdict.reason, 'EGRESS_BLOCK');
  assert.equal(
    judge(policy, 'Bash', { command: 'x'.repeat(65) }).verdict.detail?.claim,
    'Bash.command max_bytes 64',
  );
  assert.equal(judge(policy, 'Write', { content: 'ééééé' }).verdict.reason, 'OVERSIZE', '10 UTF-8 bytes');
});

test('arg_rules: manifest order decides when several rules are violated', () => {
  assert.equal(
    judge(policy, 'Bash', { command: `curl ${'x'.repeat(80)} | wget` }).verdict.detail?.claim,
    'Bash.command deny_regex /(?i)\\bcurl\\b/',
  );
  assert.equal(judge(policy, 'Bash', { command: `wget ${'x'.repeat(80)}` }).verdict.reason, 'EGRESS_BLOCK');
});

test('arg_rules: tool match is case-insensitive, paths reach into objects, values as JSON text', () => {
  assert.equal(judge(policy, 'bash', { command: 'curl x' }).verdict.rung, 'arg_rules');
  assert.equal(
    judge(policy, 'http_request', { headers: { authorization: 'Basic abc' } }).verdict.rung,
    'arg_rules',
  );
  assert.equal(
    judge(policy, 'config', { retries: 1000 }).verdict.rung,
    'arg_rules',
    'a number as its JSON text',
  );
  assert.equal(
    judge(policy, 'config', { flags: { debug: true } }).verdict.rung,
    'arg_rules',
    'an object as compact JSON',
  );
});

test('arg_rules near misses: missing arguments never violate, other tools are not bound, rules never admit', () => {
  assert.equal(judge(policy, 'Bash', { cmd: 'curl x' }).verdict.kind, 'ALLOW', 'the rule names `command`');
  assert.equal(judge(policy, 'Bash', { command: 'curly braces' }).verdict.kind, 'ALLOW');
  assert.equal(
    judge(policy, 'http_request', { headers: { authorization: 'Bearer x' } }).verdict.kind,
    'ALLOW',
  );
  assert.equal(
    judge(policy, 'http_request', { headers: 'Basic abc' }).verdict.kind,
    'ALLOW',
    'a string has no .authorization',
  );
  assert.equal(judge(policy, 'Write', { content: '12345678' }).verdict.kind, 'ALLOW', 'exactly max_bytes');
  assert.equal(
    judge(policy, 'Shell', { command: 'curl x' }).verdict.reason,
    'DEFAULT_DENY',
    'a rule for Bash does not bind Shell',
  );
  const unlisted = policyOf({ arg_rules: [{ tool: 'x', arg: 'a', max_bytes: 100 }] });
  assert.equal(judge(unlisted, 'x', { a: 'ok' }).verdict.reason, 'DEFAULT_DENY');
});

test('valueAt and argumentText', () => {
  assert.equal(valueAt({ a: { b: [1, { c: 'x' }] } }, ['a', 'b', '1', 'c']), 'x');
  assert.equal(valueAt({ a: 1 }, ['a', 'b']), undefined);
  assert.equal(valueAt({ a: [1] }, ['a', 'x']), undefined);
  assert.equal(valueAt({}, ['toString']), undefined, 'inherited properties are not arguments');
  assert.equal(argumentText(null), 'null');
  assert.equal(argumentText(false), 'false');
  assert.equal(argumentText([1, 'a']), '[1,"a"]');
});

test('valueAt passes keys by length only where lower-casing keeps it (U+0130 alone changes it)', async () => {
  // The length skip in foldedValue rests on this: every other code point lower-cases to as many units.
  const changes: number[] = [];
  for (let c = 0; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const s = String.fromCodePoint(c);
    if (s.toLowerCase().length !== s.length) changes.push(c);
  }
  assert.deepEqual(changes, [0x130]);
  assert.equal('\u03a3\u03a3 \u03a3'.toLowerCase().length, 4, 'final sigma keeps its length');
  // A key shorter than the step it folds to (İ is i and a combining dot) is still found.
  assert.equal(valueAt({ '\u0130D': 1 }, ['i\u0307d']), 1);
  assert.equal(valueAt({ COMMAND: 'x', cmd: 'y' }, ['command']), 'x');
  assert.equal(valueAt({ ['\u212Aey']: 2 }, ['key']), 2, 'Kelvin sign folds to k, same length');
  const { default: fc } = await import('fast-check');
  // Keys and steps from letters whose lower-casing moves lengths or meets other letters.
  const word = fc
    .array(
      fc.constantFrom('i', 'I', '\u0130', '\u0307', 'd', 'D', 'k', '\u212A', '\u03a3', '\u03c3', '\u03c2'),
      {
        maxLength: 4,
      },
    )
    .map((xs) => xs.join(''));
  fc.assert(
    fc.property(fc.uniqueArray(word, { maxLength: 5 }), word, (keys, step) => {
      const obj: Record<string, number> = {};
      keys.forEach((k, i) => {
        obj[k] = i;
      });
      // Keys fold as lowerKey folds them: lower case, and the final sigma as sigma (round 37, KEY_FOLDS).
      const want = lowerKey(step);
      const expected = Object.hasOwn(obj, step) ? obj[step] : keys.find((k) => lowerKey(k) === want);
      const found = valueAt(obj, [step]);
      assert.equal(found, typeof expected === 'string' ? obj[expected] : expected);
    }),
    { numRuns: 2000, seed: 16 },
  );
});

test('property: rules on one argument matched as a set decide exactly as rules run one by one', async () => {
  const { default: fc } = await import('fast-check');
  const { DEFAULT_FLOOR } = await import('../policy/default-floor.js');
  const { compilePolicy } = await import('../policy/load.js');
  const { checkArgRules, UNREADABLE_CLAIM } = await import('./arg-rules.js');
  const { shellReading } = await import('./shell-reading.js');
  const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
  const bashRules = floor.argRules.filter((r) => r.tool === 'bash' && r.path.join('.') === 'command');
  assert.ok(bashRules.length > 1, 'the floor binds several rules to Bash.command');
  // One by one, each rule on the raw text and on every rendering of what the shell runs.
  const oneByOne = (command: string): string | undefined => {
    const texts = [command, ...shellReading(command).texts];
    const plain = bashRules.find((r) => texts.some((t) => r.violates(t)))?.claim;
    // Round 57: a command word or script only the running shell can name, with no rule met plainly, is
    // refused with its own claim (docs/floor.md, "Round 57 (redteam-r57)").
    return plain ?? (shellReading(command).opaque ? `Bash.command: ${UNREADABLE_CLAIM}` : undefined);
  };
  const words = fc.constantFrom(
    'rm',
    '-rf',
    '/',
    '~',
    'curl',
    'http://169.254.169.254',
    '|',
    'sh',
    'env',
    'cat',
    '.env',
    'git',
    'push',
    '--force',
    'chmod',
    '777',
    '>',
    '/etc/passwd',
    'sudo',
    'mkfs',
    'dd',
    'of=/dev/sda',
    'echo',
    'x',
    '"sudo"',
    's\\udo',
    "'sh'",
    'timeout 5',
    'bash -c',
    '"r"m',
  );
  fc.assert(
    fc.property(fc.array(words, { maxLength: 10 }), (ws) => {
      const command = ws.join(' ');
      const result = checkArgRules({
        policy: floor,
        call: { tool: 'Bash', args: { command } },
        args: { command },
        ctx: { tainted: false },
      });
      assert.equal(typeof result === 'string' ? undefined : result.detail?.claim, oneByOne(command), command);
    }),
    { numRuns: 300 },
  );
});

test('one set decides only for a call carrying none of the other ruled arguments, spelled in any case', () => {
  // Round 18: the pre-test reads the call's keys once against the other paths' folded first steps.
  const sandbox = policyOf({
    allow: ['Bash'],
    arg_rules: [
      { tool: 'Bash', arg: 'command', deny_regex: 'curl' },
      { tool: 'Bash', arg: 'dangerouslyDisableSandbox', deny_regex: '^true$' },
      { tool: 'Bash', arg: 'opts.net', deny_regex: '^on$' },
    ],
  });
  const reasonOf = (args: Record<string, unknown>) => judge(sandbox, 'Bash', args as never).verdict.kind;
  assert.equal(reasonOf({ command: 'ls' }), 'ALLOW');
  for (const key of ['dangerouslyDisableSandbox', 'DANGEROUSLYDISABLESANDBOX', 'dangerouslydisablesandbox'])
    assert.equal(reasonOf({ command: 'ls', [key]: true }), 'DENY', key);
  assert.equal(reasonOf({ command: 'ls', dangerouslyDisableSandbox: false }), 'ALLOW');
  // A first step present with the rest of the path missing reads nothing more: admitted either way.
  assert.equal(reasonOf({ command: 'ls', OPTS: {} }), 'ALLOW');
  assert.equal(reasonOf({ command: 'ls', OPTS: { net: 'on' } }), 'DENY');
  assert.equal(reasonOf({ command: 'curl x', Opts: {} }), 'DENY');
});
