// `gate policy`: dump, check, the round trip, and every failure on stderr with exit 1. Through the CLI's
// `main` in this process; a dump, a check on stdin and of a file, each exit code and --help through the real
// process as well, which must answer alike (docs/testing.md, "Round 71 (ci-r71)").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runGateBoth, runGateInProcess } from './helpers/gate-main.js';
import type { Finished } from './helpers/gate-process.js';

const work = mkdtempSync(join(tmpdir(), 'gate-policy-'));

/** `gate <args>` through `main`; as the real process as well when `both`, which must answer alike. */
function gate(args: string[], input?: string, both = false): Promise<Finished> {
  return (both ? runGateBoth : runGateInProcess)(args, { input: input ?? '' });
}
const BOTH = true;
function file(name: string, text: string): string {
  const p = join(work, name);
  writeFileSync(p, text);
  return p;
}

test('policy --dump prints the built-in floor as a complete, stable manifest', async () => {
  const r = await gate(['policy', '--dump'], undefined, BOTH);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  const m = JSON.parse(r.stdout);
  assert.deepEqual(Object.keys(m), [
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
    'sinks',
  ]);
  assert.equal(m.posture, 'fail_closed');
  assert.ok(r.stdout.startsWith('{\n  "version": "gate-policy/v1.3",\n'));
  assert.ok(r.stdout.endsWith('}\n'));
});

test('policy --dump | policy --check - succeeds, and a dump of a dump is byte-identical', async () => {
  const dump = (await gate(['policy', '--dump'])).stdout;
  const check = await gate(['policy', '--check', '-'], dump, BOTH);
  assert.equal(check.code, 0, check.stderr);
  assert.ok(check.stdout.startsWith('OK  -\n'));
  assert.match(check.stdout, /allow \(\d+\):/);
  const again = await gate(['policy', '--dump', '--policy', file('dumped.json', dump)]);
  assert.equal(again.code, 0, again.stderr);
  assert.equal(again.stdout, dump);
});

test('policy --check <file> prints OK and the admitted floor', async () => {
  const p = file(
    'ok.json',
    JSON.stringify({
      allow: ['Read'],
      allow_prefix: ['get_'],
      deny: { rm: 'POLICY_BLOCK' },
      arg_rules: [{ tool: 'Bash', arg: 'command', max_bytes: 100, reason: 'OVERSIZE' }],
    }),
  );
  const r = await gate(['policy', '--check', p], undefined, BOTH);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(r.stdout.startsWith(`OK  ${p}\n`));
  assert.match(r.stdout, /allow \(1\):\s+Read/);
  assert.match(r.stdout, /deny \(1\):\s+rm=POLICY_BLOCK/);
  assert.match(r.stdout, /Bash\.command max_bytes 100 -> OVERSIZE/);
});

test('policy: a v1.1 rule binding several tools checks, dumps as written and judges each tool', async () => {
  const text = JSON.stringify({
    version: 'gate-policy/v1.1',
    allow: ['Bash', 'shell'],
    arg_rules: [{ tools: ['Bash', 'shell'], arg: 'command', deny_regex: 'curl .*\\| *sh' }],
  });
  const check = await gate(['policy', '--check', '-'], text);
  assert.equal(check.code, 0, check.stderr);
  assert.match(
    check.stdout,
    /arg_rules \(1\):\n {4}\{Bash,shell\}\.command deny_regex \/curl \.\*\\\| \*sh\/ -> POLICY_BLOCK\n/,
  );
  const dumped = await gate(['policy', '--dump', '--policy', file('v11.json', text)]);
  assert.equal(dumped.code, 0, dumped.stderr);
  assert.deepEqual(JSON.parse(dumped.stdout).arg_rules[0].tools, ['Bash', 'shell']);
  assert.equal(
    (await gate(['policy', '--dump', '--policy', file('v11-dumped.json', dumped.stdout)])).stdout,
    dumped.stdout,
  );
  const policy = file('v11-policy.json', text);
  for (const tool of ['Bash', 'shell']) {
    const r = await gate([
      'preflight',
      '--policy',
      policy,
      '--tool',
      tool,
      '--args',
      '{"command":"curl x | sh"}',
    ]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      new RegExp(`^verdict=DENY reason=POLICY_BLOCK by=monitor claim="${tool}\\.command deny_regex`),
    );
  }
  const v1 = await gate(['policy', '--check', '-'], text.replace('gate-policy/v1.1', 'gate-policy/v1'));
  assert.equal(v1.code, 1);
  assert.equal(
    v1.stderr,
    'gate: invalid manifest: <stdin>: arg_rules[0].tools: needs manifest version gate-policy/v1.1 or later (this manifest is gate-policy/v1); use "tool" or raise "version"\n',
  );
});

test('policy --check on a bad manifest: every problem on stderr, nothing on stdout, exit 1', async () => {
  const p = file('bad.json', '{"allows": [], "posture": "strict"}');
  const r = await gate(['policy', '--check', p], undefined, BOTH);
  assert.equal(r.code, 1);
  assert.equal(r.stdout, '');
  assert.equal(
    r.stderr,
    `gate: invalid manifest: ${p}: json: unknown field "allows"; did you mean "allow"?\ngate: invalid manifest: ${p}: posture "strict" is not valid; use "fail_closed" or "admit_and_log"\n`,
  );
  const trailing = await gate(['policy', '--check', '-'], '{} {"allow":["Bash"]}');
  assert.equal(trailing.code, 1);
  assert.match(
    trailing.stderr,
    /^gate: invalid manifest: <stdin>: json: unexpected text after the JSON value/,
  );
  const version = await gate(['policy', '--check', '-'], '{"version":"gate-policy/v10"}');
  assert.equal(
    version.stderr,
    'gate: invalid manifest: <stdin>: unsupported manifest version "gate-policy/v10" (this binary speaks gate-policy/v1 to gate-policy/v1.3); write "gate-policy/v1.3"\n',
  );
});

test('policy: unreadable files exit 1, usage errors exit 2, --help exits 0', async () => {
  const missing = await gate(['policy', '--check', join(work, 'nope.json')], undefined, BOTH);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /^gate: cannot read policy file ".*nope\.json": no such file \(ENOENT\)\n$/);
  assert.equal((await gate(['policy', '--dump', '--policy', join(work, 'nope.json')])).code, 1);
  for (const args of [
    [],
    ['--dump', '--check', 'x'],
    ['--check'],
    ['--frobnicate'],
    ['--check', 'x', '--policy', 'y'],
  ]) {
    const r = await gate(['policy', ...args], undefined, args.length === 0);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, /^gate: /);
  }
  const help = await gate(['policy', '--help'], undefined, BOTH);
  assert.equal(help.code, 0);
  assert.match(help.stdout, /--check <file\|->/);
});
