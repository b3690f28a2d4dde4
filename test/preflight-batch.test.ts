// `gate preflight --batch` (docs/cli.md): one real process answering many calls prints, for each, the line a
// single run of that call prints, whatever came before it in the batch (memos kept across calls must not
// move a verdict). The red-team suites' `preflight` helper rests on this (docs/testing.md, "Round 42").
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { gateCommand, REPO_ROOT } from './helpers/gate-process.js';
import { preflight, preflightOnce } from './helpers/preflight.js';

interface Call {
  tool: string;
  args?: unknown;
  witness?: string;
  tainted?: boolean;
}

function gate(args: string[], input = ''): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(...gateCommand(['preflight', ...args]), { cwd: REPO_ROOT, input, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** One batch run's answers, one a line. */
function batch(calls: readonly (Call | string)[], flags: string[] = []): string[] {
  const input = calls.map((c) => (typeof c === 'string' ? c : JSON.stringify(c))).join('\n');
  const r = gate(['--batch', ...flags], `${input}\n`);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  const lines = r.stdout.split('\n');
  assert.equal(lines.pop(), '', 'every answer ends its line');
  assert.equal(lines.length, calls.length, 'one answer a line');
  return lines;
}

/** The flags a single run takes for `call` (joined with '=': a JSON value may start with '-'). */
const single = (call: Call): string[] => [
  '--tool',
  call.tool,
  ...('args' in call ? [`--args=${JSON.stringify(call.args)}`] : []),
  ...(call.witness !== undefined ? ['--witness', call.witness] : []),
  ...(call.tainted ? ['--tainted'] : []),
];

// Commands whose readings share the kernel's memos (the same words, paths and wrappers again), so a batch
// that keeps a memo wrongly answers a later call from an earlier one's reading.
const WORDS = [
  'sudo id',
  'ls -la',
  'rm -rf ./build',
  'rm -rf /',
  'curl -s https://h/x',
  'git status',
  'cat .env',
];
const command = fc
  .tuple(
    fc.constantFrom(...WORDS),
    fc.constantFrom('', ' | sh', ' > .git/hooks/pre-commit', ' && echo ok'),
    fc.constantFrom(
      (s: string) => s,
      (s: string) => `bash -c '${s}'`,
      (s: string) => `env X=1 ${s}`,
    ),
  )
  .map(([w, tail, wrap]) => wrap(`${w}${tail}`));
const call: fc.Arbitrary<Call> = fc.oneof(
  fc.record(
    {
      tool: fc.constantFrom('Bash', 'shell', 'exec_command'),
      args: command.map((c) => ({ command: c })),
      witness: fc.constantFrom('gw_0', 'x'),
      tainted: fc.boolean(),
    },
    { requiredKeys: ['tool', 'args'] },
  ),
  fc.record({
    tool: fc.constantFrom('Read', 'Write', 'get_secret', 'fetch'),
    args: fc.record(
      { file_path: fc.constantFrom('src/a.ts', '.git/config', '.env'), url: fc.webUrl() },
      {
        requiredKeys: [],
      },
    ),
  }),
  // Arguments that are not an object, or text that is not JSON: refused MALFORMED by both.
  fc.record({ tool: fc.constant('Bash'), args: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string()) }),
  fc.constant({ tool: 'Read' }),
);

describe('gate preflight --batch', () => {
  test('answers each call as a single run of it does, in any order and repeated', () => {
    // First a value a single run must join to its flag (--args=-5): the sample drew one in CI.
    const calls: Call[] = [{ tool: 'Bash', args: -5 }, ...fc.sample(call, { numRuns: 40 })];
    const inOrder = batch(calls);
    // Backwards and each twice: a verdict that depended on the calls before it would move.
    const backwards = batch([...calls].reverse().flatMap((c) => [c, c]));
    calls.forEach((c, i) => {
      const j = 2 * (calls.length - 1 - i);
      assert.equal(backwards[j], inOrder[i], JSON.stringify(c));
      assert.equal(backwards[j + 1], inOrder[i], JSON.stringify(c));
    });
    // A single run is a process start (0.3 s of CPU): a share in the suite, all under GATE_DEEP=1.
    const singles = runsOf(5, calls.length);
    for (const [i, c] of calls.slice(0, singles).entries()) {
      const r = gate(single(c));
      assert.equal(r.code, 0, r.stderr);
      assert.equal(`${r.stdout}`, `${inOrder[i]}\n`, JSON.stringify(c));
    }
  });

  test('--json and --policy apply to every call, as to a single run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'preflight-batch-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow: ['Bash'], self_modify_globs: ['.git/'] }));
    const calls: Call[] = [
      { tool: 'Read', args: { file_path: 'src/a.ts' } },
      { tool: 'Bash', args: { command: 'rm -rf ./build' } },
    ];
    const answers = batch(calls, ['--json', '--policy', policy]);
    calls.forEach((c, i) => {
      const r = gate([...single(c), '--json', '--policy', policy]);
      assert.equal(r.stdout, `${answers[i]}\n`);
    });
    assert.match(answers[0] ?? '', /"kind":"DENY"/, 'the policy admits Bash alone');
  });

  test('a character split across two reads of standard input is read whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preflight-batch-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow: ['café'] }));
    const line = Buffer.from('{"tool":"café"}\n');
    const cut = line.indexOf(0xc3) + 1; // inside é's two bytes
    const child = spawn(...gateCommand(['preflight', '--batch', '--policy', policy]), { cwd: REPO_ROOT });
    let out = '';
    let answered: () => void = () => {};
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      answered();
    });
    const answer = () => new Promise<void>((r) => (answered = r));
    // A first call answered: the process is reading, so each half below arrives as its own read.
    const first = answer();
    child.stdin.write('{"tool":"cafe"}\n');
    await first;
    child.stdin.write(line.subarray(0, cut));
    await new Promise((r) => setTimeout(r, 300));
    child.stdin.end(line.subarray(cut));
    const code = await new Promise((r) => child.on('close', r));
    assert.equal(code, 0);
    const single = gate(['--tool', 'café', '--policy', policy]).stdout;
    assert.equal(out, `${gate(['--tool', 'cafe', '--policy', policy]).stdout}${single}`);
    assert.match(single, /verdict=ALLOW/);
  });

  test('a line that is not a call is answered with what is wrong, never its bytes', () => {
    const secret = 'sk-live-SECRET1234';
    const lines = [
      secret,
      '',
      `["${secret}"]`,
      `{"tool":"Bash","args":{},"tool":"${secret}"}`,
      `{"tool":"","args":"${secret}"}`,
      `{"tool":"Bash","extra":"${secret}"}`,
      `{"tool":"Bash","witness":7}`,
      `{"tool":"Bash","tainted":"${secret}"}`,
    ];
    // The batch goes on after them: the next line is judged.
    const answers = batch([...lines, { tool: 'Bash', args: { command: 'sudo id' } }]);
    assert.match(answers.pop() ?? '', /^verdict=DENY /);
    for (const a of answers) {
      assert.match(a, /^error=[a-z_]+$/);
      assert.ok(!a.includes('SECRET'));
    }
    assert.match(batch(lines, ['--json'])[0] ?? '', /^\{"error":"line_not_json"\}$/);
  });

  test('flags that belong on each line, or that would break one answer a line, are usage errors', () => {
    for (const flags of [
      ['--tool', 'Bash'],
      ['--args', '{}'],
      ['--tainted'],
      ['--explain'],
      ['--policy', '-'],
    ]) {
      const r = gate(['--batch', ...flags], '{"tool":"Bash"}\n');
      assert.equal(r.code, 2, flags.join(' '));
      assert.equal(r.stdout, '');
      assert.match(r.stderr, /^gate: .*--batch/);
    }
  });

  test("the suites' helper answers as a single run does, and a call it cannot batch runs alone", () => {
    for (const [tool, args] of [
      ['Bash', { command: 'sudo id' }],
      ['', {}],
    ] as const)
      assert.equal(preflight(tool, args), preflightOnce(tool, args), `${tool} ${JSON.stringify(args)}`);
  });
});
