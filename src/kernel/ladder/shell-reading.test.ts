// What a shell rule reads: the commands the shell runs, de-quoted, per wrapper layer, in inner scripts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { growthOf } from '../../../test/helpers/work-count.js';
import { bareText, isShellArgument, MAX_SHELL_TEXT, shellReading } from './shell-reading.js';
import { judge, policyOf } from './testing.js';

const policy = policyOf({
  allow: ['Bash', 'shell'],
  arg_rules: [
    {
      tool: 'Bash',
      arg: 'command',
      reason: 'POLICY_BLOCK',
      deny_regex: String.raw`(?:^|[;&|(\x60\n]|\$\()\s*sudo\b`,
    },
    {
      tool: 'shell',
      arg: 'command',
      reason: 'POLICY_BLOCK',
      deny_regex: String.raw`(?:^|[;&|(\x60\n]|\$\()\s*sudo\b`,
    },
  ],
});
const kind = (command: string): string => judge(policy, 'Bash', { command }).verdict.kind;

test('quoting, escaping and splitting do not hide a command word from a rule', () => {
  for (const cmd of [
    '"sudo" id',
    "'sudo' id",
    '\\sudo id',
    's""udo id',
    "s''udo id",
    'su\\do id',
    "$'sudo' id",
    "$'\\x73udo' id",
    "$'\\163udo' id",
    "$'\\u0073udo' id",
    '$"sudo" id',
    's\\\nudo id',
    '/usr/bin/sudo id',
    '/usr/bin/"sudo" id',
    'SUDO id',
  ])
    assert.equal(kind(cmd), 'DENY', cmd);
});

test('prefixes, lists, groups, substitutions and inner scripts are seen through', () => {
  for (const cmd of [
    'env -i A=b sudo id',
    'A=b B=c sudo id',
    'command sudo id',
    'exec -a x sudo id',
    'nohup sudo id &',
    'builtin sudo id',
    'time -p sudo id',
    'nice -n 5 sudo id',
    'timeout -s KILL 5 sudo id',
    'stdbuf -o0 sudo id',
    'xargs -n1 sudo id',
    'ls && (cd /tmp; "sudo" id)',
    '{ "sudo" id; }',
    'echo $("sudo" id)',
    'echo `"sudo" id`',
    'cat <("sudo" id)',
    'sh -c \'"sudo" id\'',
    'bash -c "bash -c \\"s\'u\'do id\\""',
    'eval \'"sudo" id\'',
    'env -S \'"sudo" id\'',
    'bash <<EOF\n"sudo" id\nEOF',
    'bash <<< \'"sudo" id\'',
    'echo \'"sudo" id\' | sh',
    'find . -exec "sudo" id \\;',
    'a=su; b=do; $a$b id',
    'export X=sudo; "$X" id',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
    '${X:-sudo} id',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
    'sudo${IFS}id',
    '{sudo,id}',
    '$(echo sudo) id',
    '`printf %s sudo` id',
    'chroot / sudo id',
    'script -qc "sudo id" /dev/null',
  ])
    assert.equal(kind(cmd), 'DENY', cmd);
});

test('a quoted word that is data stays data', () => {
  for (const cmd of [
    'echo "sudo is a word"',
    "grep -rn 'sudo ' docs/",
    'git commit -m "drop sudo"',
    'command -v sudo',
  ])
    assert.equal(kind(cmd), 'ALLOW', cmd);
  // A heredoc to a program that is not a shell is data too.
  assert.equal(kind('cat <<EOF\n"sudo" id\nEOF'), 'ALLOW');
});

test('argv arrays are read as the words they are', () => {
  assert.equal(judge(policy, 'shell', { command: ['bash', '-lc', '"sudo" id'] }).verdict.kind, 'DENY');
  assert.equal(
    judge(policy, 'shell', { command: ['s"u"do', 'id'] }).verdict.kind,
    'ALLOW',
    'an argv word is literal',
  );
  assert.equal(judge(policy, 'shell', { command: ['/usr/bin/sudo', 'id'] }).verdict.kind, 'DENY');
});

test('unreadable text is judged bare as well: fail closed for a rule that could match', () => {
  for (const cmd of [`"su"do id '`, `s'u'do id "`, `echo $(s"u"do id`, `${'$('.repeat(40)}sudo id`])
    assert.equal(kind(cmd), 'DENY', cmd);
  const long = `${' '.repeat(MAX_SHELL_TEXT)}s"u"do id`;
  assert.equal(shellReading(long).unreadable, true);
  assert.equal(kind(long), 'DENY', 'a text too long to parse');
  assert.equal(kind(`echo "it's fine`), 'ALLOW', 'unreadable and harmless');
  assert.equal(bareText(`s"u"d\\o 'x'`), 'sudo x');
});

test('readings are bounded: linear work (counted), a capped number of texts', () => {
  const commands = (n: number) =>
    Array.from({ length: Math.ceil(n / 34) }, (_, i) => `env nice timeout 1 cmd${i} "a b"`).join('; ');
  // Eight times the text: linear work is 8x, quadratic 64x (test/helpers/work-count.ts).
  const ratio = growthOf(commands, shellReading);
  assert.ok(ratio <= 12, `${ratio.toFixed(1)}x the work for 8x the text`);
  const many = commands(68_000);
  const total = shellReading(many).texts.reduce((n, t) => n + t.length, 0);
  assert.ok(total <= 16 * many.length + 4096, 'renderings stay within their budget');
  const deep = `${'sh -c "'.repeat(30)}sudo id${'"'.repeat(30)}`;
  assert.ok(shellReading(deep).texts.length < 200);
});

test('shell arguments by name', () => {
  for (const p of [['command'], ['cmd'], ['script'], ['chars'], ['a', 'Command']])
    assert.ok(isShellArgument(p), p.join('.'));
  for (const p of [['url'], ['content'], []]) assert.ok(!isShellArgument(p), p.join('.'));
});
