// `gate preflight`: the verdict line, --explain from the trace, --json, witness, taint. Through the CLI's
// `main` in this process; a verdict of each exit, stdin, a bad manifest, a usage error and --help through the
// real process as well (docs/testing.md, "Round 71 (ci-r71)").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runGateBoth, runGateInProcess } from './helpers/gate-main.js';
import type { Finished } from './helpers/gate-process.js';

const work = mkdtempSync(join(tmpdir(), 'gate-preflight-'));
const POLICY = join(work, 'policy.json');
writeFileSync(
  POLICY,
  JSON.stringify({
    allow: ['Bash', 'Read', 'login', 'send_email'],
    deny: { dump_env: 'SECRET_EXFIL' },
    self_modify_globs: ['.git/', '.env'],
    redact_fields: ['password'],
    arg_rules: [{ tool: 'Bash', arg: 'command', deny_regex: '(?i)curl\\s' }],
  }),
);

/** `gate preflight <args>` through `main` in this process, and as the real process too when `both`: the same. */
function preflight(args: string[], input?: string, both = false): Promise<Finished> {
  // A witness token is drawn afresh each run: the rest of the line is the same.
  const untokened = (text: string) => text.replace(/gw_[0-9a-f]{32}/g, 'gw_');
  const opts = { input: input ?? '' };
  return both
    ? runGateBoth(['preflight', ...args], opts, untokened)
    : runGateInProcess(['preflight', ...args], opts);
}
const BOTH = '--both';
/** The verdict line; `BOTH` among `more` (taken out) runs the real process as well. */
const line = async (tool: string, args: unknown, ...more: string[]): Promise<string> => {
  const flags = more.filter((m) => m !== BOTH);
  const r = await preflight(
    ['--tool', tool, '--args', JSON.stringify(args), '--policy', POLICY, ...flags],
    undefined,
    flags.length < more.length,
  );
  assert.equal(r.code, 0, r.stderr);
  return r.stdout.split('\n')[0] as string;
};

test('the verdict line for each kind; exit 0 whatever the verdict', async () => {
  assert.equal(await line('Read', { file_path: 'a' }, BOTH), 'verdict=ALLOW reason=NONE by=monitor');
  assert.equal(await line('unknown', {}), 'verdict=DENY reason=DEFAULT_DENY by=monitor');
  assert.equal(await line('dump_env', {}), 'verdict=DENY reason=SECRET_EXFIL by=monitor');
  assert.equal(
    await line('Bash', { command: 'echo x > .git/config' }),
    'verdict=DENY reason=SELF_MODIFY by=monitor claim=.git/',
  );
  assert.equal(
    await line('Bash', { command: 'curl http://x' }, BOTH),
    'verdict=DENY reason=POLICY_BLOCK by=monitor claim="Bash.command deny_regex /(?i)curl\\\\s/"',
  );
  assert.equal(
    await line('Bash', { command: 'wget http://169.254.169.254/' }),
    'verdict=DENY reason=EGRESS_BLOCK by=monitor claim="egress: 169.254.169.254"',
  );
  assert.equal(
    await line('Read', [1]),
    'verdict=DENY reason=MALFORMED by=monitor claim="arguments are not a JSON object"',
  );
  assert.equal(
    await line('login', { user: 'u', password: 'p' }),
    'verdict=TRANSFORM reason=NONE by=monitor repaired_arguments={"password":"[REDACTED]","user":"u"}',
  );
  assert.match(
    await line('Bash', { command: 'rm -rf build' }),
    /^verdict=REQUIRE_WITNESS reason=NONE by=monitor claim="witness: shell rm" confirm_token=gw_[0-9a-f]{32} preview="Bash: shell rm on 1 path\(s\)"$/,
  );
  assert.equal(
    await line('Bash', { command: 'ls' }, '--tainted'),
    'verdict=DENY reason=TRUST_VIOLATION by=monitor claim="taint: tainted trace calling a sink"',
  );
});

test('--witness re-proposes a witnessed call', async () => {
  const token = /confirm_token=(\S+)/.exec(await line('Bash', { command: 'rm -rf build' }))?.[1] ?? '';
  assert.equal(
    // The token from a run in this process, honoured by the real process: a token is no process's own.
    await line('Bash', { command: 'rm -rf build' }, '--witness', token, BOTH),
    'verdict=ALLOW reason=NONE by=monitor',
  );
  assert.match(await line('Bash', { command: 'rm -rf src' }, '--witness', token), /^verdict=REQUIRE_WITNESS/);
});

test('--explain renders every rung in order from the trace, marking the one that decided', async () => {
  const r = await preflight([
    '--tool',
    'Bash',
    '--args',
    '{"command":"curl x"}',
    '--policy',
    POLICY,
    '--explain',
  ]);
  assert.equal(r.code, 0);
  const lines = r.stdout.trimEnd().split('\n');
  assert.equal(
    lines[0],
    'verdict=DENY reason=POLICY_BLOCK by=monitor claim="Bash.command deny_regex /(?i)curl\\\\s/"',
  );
  assert.equal(lines[1], 'explain (ladder order, first refusal wins):');
  const rungs = lines.slice(2).map((l) => l.trim().split(/\s+/)[1]);
  assert.deepEqual(rungs, [
    'malformed',
    'deny',
    'self_modify',
    'arg_rules',
    'egress',
    'taint',
    'admit',
    'redact',
    'witness',
  ]);
  assert.match(lines[2] ?? '', /malformed\s+DEFER\s+arguments are a JSON object/);
  assert.match(lines[5] ?? '', /arg_rules\s+DENY POLICY_BLOCK\s+refused\s+claim=.*<- decided$/);
  for (const l of lines.slice(6)) assert.match(l, /not reached$/);
  const allowed = (await preflight(['--tool', 'Read', '--args', '{}', '--policy', POLICY, '--explain']))
    .stdout;
  assert.match(allowed, /admit\s+ALLOW\s+admitted by allow\s+<- decided/);
  assert.match(allowed, /witness\s+DEFER\s+neither irreversible nor outward-facing/);
});

test('--json prints the WireVerdict (+ repaired_arguments, + trace with --explain)', async () => {
  const deny = JSON.parse(
    (await preflight(['--tool', 'Bash', '--args', '{"command":"echo > .env"}', '--policy', POLICY, '--json']))
      .stdout,
  );
  assert.deepEqual(deny, {
    verdict: {
      kind: 'DENY',
      reason: 'SELF_MODIFY',
      by: 'monitor',
      disposition: 'ESCALATE',
      detail: { claim: '.env' },
    },
  });
  const repaired = JSON.parse(
    (
      await preflight([
        '--tool',
        'login',
        '--args',
        '{"password":"p"}',
        '--policy',
        POLICY,
        '--json',
        '--explain',
      ])
    ).stdout,
  );
  assert.deepEqual(repaired.verdict, { kind: 'TRANSFORM', by: 'monitor' });
  assert.deepEqual(repaired.repaired_arguments, { password: '[REDACTED]' });
  assert.equal(repaired.trace.length, 9);
});

test('the built-in floor is used without --policy; --args - reads stdin', async () => {
  const r = await preflight(['--tool', 'Read', '--args', '-'], '{"file_path":"README.md"}', true);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, 'verdict=ALLOW reason=NONE by=monitor\n');
});

test('--args that is not a JSON object is judged DENY MALFORMED, as the gateway judges it, exit 0', async () => {
  for (const args of ['not json', '{"password": hunter2}', '[1,2]', '42', '"x"', 'null', '', '{"a":1']) {
    const r = await preflight(['--tool', 'Read', '--args', args]);
    assert.equal(r.code, 0, args);
    assert.match(r.stdout, /^verdict=DENY reason=MALFORMED by=monitor claim=/, args);
    assert.ok(!r.stdout.includes('hunter2') && r.stderr === '', args);
  }
  // A duplicate key, at any depth, is refused: readers disagree on which value wins.
  for (const args of [
    '{"command":"ls","command":"sudo id"}',
    '{"a":{"b":1,"b":2}}',
    '{"a":[{"x":1},{"y":1,"y":2}]}',
  ]) {
    const r = await preflight(['--tool', 'Bash', '--args', args, '--json']);
    assert.equal(r.code, 0, args);
    const { verdict } = JSON.parse(r.stdout) as { verdict: { kind: string; reason: string } };
    assert.equal(verdict.kind, 'DENY', args);
    assert.equal(verdict.reason, 'MALFORMED', args);
  }
  const dup = await preflight([
    '--tool',
    'Bash',
    '--args',
    '{"command":"ls","command":"sudo id"}',
    '--explain',
  ]);
  assert.match(dup.stdout, /duplicate key at offset 16/);
  assert.ok(!dup.stdout.includes('sudo'), 'the fault is named by offset, never by its bytes');
});

test('bad manifests exit 1 without echoing input; usage errors exit 2', async () => {
  const badPolicy = join(work, 'bad.json');
  writeFileSync(badPolicy, '{"allow": "Read"}');
  const bp = await preflight(['--tool', 'Read', '--args', '{}', '--policy', badPolicy], undefined, true);
  assert.equal(bp.code, 1);
  assert.equal(
    bp.stderr,
    `gate: invalid manifest: ${badPolicy}: allow: expected an array of strings, got string; write ["Read"]\n`,
  );
  assert.equal((await preflight(['--args', '{}'], undefined, true)).code, 2);
  assert.equal((await preflight(['--tool', 'x', '--bogus'])).code, 2);
  const help = await preflight(['--help'], undefined, true);
  assert.equal(help.code, 0);
  assert.match(help.stdout, /--explain/);
});
