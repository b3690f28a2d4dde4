// An operator's first manifests, wrong the way a newcomer writes them: every problem line names the file,
// the place (JSON path, or line and column), what is wrong and what to write instead, exits 1 (docs/cli.md,
// "Exit codes") and prints nothing on standard output. Through the CLI's `main` in this process; the first
// mistake, for each command, and a manifest on stdin through the real `gate` process (docs/testing.md,
// "Round 71 (ci-r71)").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runGateInProcess } from './helpers/gate-main.js';
import { runGate } from './helpers/gate-process.js';

const work = mkdtempSync(join(tmpdir(), 'gate-operator-'));

/** Each mistake, and what its first problem line must say after `gate: invalid manifest: <file>: `. */
const MISTAKES: [name: string, text: string, says: RegExp][] = [
  ['typo.json', '{"allows": ["Read"]}', /^json: unknown field "allows"; did you mean "allow"\?$/],
  [
    'rule-typo.json',
    '{"arg_rules": [{"tool": "Bash", "arg": "command", "deny_regx": "rm"}]}',
    /^json: unknown field "deny_regx" in arg_rules\[0\]; did you mean "deny_regex"\?$/,
  ],
  ['far.json', '{"rules": []}', /^json: unknown field "rules"; fields here: version, posture, allow, /],
  ['string.json', '{"allow": "Read"}', /^allow: expected an array of strings, got string; write \["Read"\]$/],
  [
    'quoted.json',
    '{"arg_rules": [{"tool": "Bash", "arg": "command", "max_bytes": "100"}]}',
    /^arg_rules\[0\]\.max_bytes: expected a non-negative integer, got string; write 100 without quotes$/,
  ],
  [
    'lookbehind.json',
    '{"arg_rules": [{"tool": "Bash", "arg": "command", "deny_regex": "(?<!git )push"}]}',
    /^arg_rules\[0\]\.deny_regex: RE2 cannot compile .*; RE2 has no lookahead or lookbehind: /,
  ],
  [
    'backref.json',
    '{"arg_rules": [{"tool": "Bash", "arg": "command", "deny_regex": "(rm) \\\\1"}]}',
    /^arg_rules\[0\]\.deny_regex: RE2 cannot compile .*; RE2 has no backreferences: /,
  ],
  ['empty.json', '', /^json: empty document; a manifest is one JSON object such as \{"allow": \["Read"\]\}$/],
  ['policy.yaml', 'allow:\n  - Read\n', /^json: .* at line 1, column 1; .*\(YAML is not read\)$/],
  ['comma.json', '{"allow": ["Read",]}', /^json: .* at line 1, column 19; remove the trailing comma$/],
  [
    'comment.json',
    '{\n  // the floor\n  "allow": ["Read"]\n}',
    /^json: .* at line 2, column 3; JSON has no comments/,
  ],
  ['quotes.json', "{'allow': ['Read']}", /^json: .* at line 1, column 2; JSON strings take double quotes$/],
  [
    'version.json',
    '{"version": "1.2"}',
    /^unsupported manifest version "1\.2" \(this binary speaks gate-policy\/v1 to gate-policy\/v1\.3\); write "gate-policy\/v1\.3"$/,
  ],
];

test('operator: each newcomer mistake names the file, the place and the fix, exit 1, for check and preflight', async () => {
  for (const [i, [name, text, says]] of MISTAKES.entries()) {
    const file = join(work, name);
    writeFileSync(file, text);
    for (const argv of [
      ['policy', '--check', file],
      ['policy', '--dump', '--policy', file],
      ['preflight', '--tool', 'Read', '--policy', file],
    ]) {
      const r = await (i === 0 ? runGate : runGateInProcess)(argv);
      assert.equal(r.code, 1, `${argv.join(' ')}: ${r.stderr}`);
      assert.equal(r.stdout, '', name);
      const lines = r.stderr.trimEnd().split('\n');
      const prefix = `gate: invalid manifest: ${file}: `;
      for (const line of lines) assert.ok(line.startsWith(prefix), `${name}: ${line}`);
      assert.match(lines[0]?.slice(prefix.length) ?? '', says, name);
    }
  }
});

test('operator: a manifest on standard input is named <stdin>', async () => {
  const r = await runGate(['policy', '--check', '-'], { input: '{"allows": []}' });
  assert.equal(r.code, 1);
  assert.equal(
    r.stderr,
    'gate: invalid manifest: <stdin>: json: unknown field "allows"; did you mean "allow"?\n',
  );
});

test('operator: a rule on a name the floor never admits is a warning on check, not silence', async () => {
  const text = JSON.stringify({
    version: 'gate-policy/v1.1',
    allow: ['Bash', 'Read'],
    allow_prefix: ['mcp__fs__'],
    arg_rules: [
      { tool: 'Bsh', arg: 'command', deny_regex: 'rm' },
      { tools: ['bash', 'MCP__FS__write', 'nope'], arg: 'command', max_bytes: 10 },
    ],
  });
  const r = await runGateInProcess(['policy', '--check', '-'], { input: text });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^OK {2}-\n/);
  assert.equal(
    r.stderr,
    'gate: warning: <stdin>: arg_rules[0].tool: "Bsh" is not admitted (not in allow, no allow_prefix matches), so this rule never runs; did you mean "Bash"?\n' +
      'gate: warning: <stdin>: arg_rules[1].tools[2]: "nope" is not admitted (not in allow, no allow_prefix matches), so this rule never runs\n',
  );
  // The built-in floor and its dump warn about nothing.
  const dump = await runGateInProcess(['policy', '--dump']);
  const clean = await runGateInProcess(['policy', '--check', '-'], { input: dump.stdout });
  assert.equal(clean.code, 0);
  assert.equal(clean.stderr, '');
  // Under admit_and_log unlisted names may be admitted: no warning.
  const open = await runGateInProcess(['policy', '--check', '-'], {
    input: JSON.stringify({ posture: 'admit_and_log', arg_rules: [{ tool: 'x', arg: 'a', max_bytes: 1 }] }),
  });
  assert.equal(open.stderr, '');
});
