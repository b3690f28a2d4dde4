// bench/hook: wall time of one `gate hook claude-code` run (a process per tool call, as the agent runs
// it), asking a running gate (GATE_URL) and deciding embedded, against `node -e ""` and `gate version`
// measured in the same run as baselines (and, with --compare, another built checkout's embedded hook).
// Cases are interleaved run by run, so a burst of load falls on all of them; median and p90 are printed.
// Run: npm run build && node dist/bench/hook.js [--runs 20] [--compare <checkout>]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { GATE_BIN, startGate } from '../test/helpers/gate-process.js';
import { benchOptions } from './helpers/options.js';

const values = benchOptions(
  `usage: node dist/bench/hook.js [--runs N] [--compare <checkout>]
  --runs N          hook processes per case (default 20)
  --compare DIR     also time DIR/bin/gate's embedded hook (another built checkout) in the same runs
`,
  { runs: { type: 'string', default: '20' }, compare: { type: 'string' } },
);
const runs = Number(values.runs);
// Claude Code names its session by a UUID, which is already a trace id (the hook hashes any other id).
const event = JSON.stringify({
  session_id: '0b7e1f9c-4a8d-4f6e-9a53-2c1d7e8f9a01',
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'ls -la src' },
});

interface Case {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  ms: number[];
}

function once(c: Case): void {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, c.args, { input: event, env: { ...process.env, ...c.env } });
  c.ms.push(performance.now() - t0);
  if (r.status !== 0) throw new Error(`${c.args.join(' ')} exited ${r.status}: ${r.stderr}`);
}

const gate = await startGate(['--require-key-env', 'GATE_KEY'], { env: { GATE_KEY: 'bench-key' } });
try {
  const cases: Case[] = [
    { name: 'node -e "" (baseline)', args: ['-e', ''], ms: [] },
    { name: 'gate version (baseline)', args: [GATE_BIN, 'version'], ms: [] },
    {
      name: 'gate hook claude-code, GATE_URL',
      args: [GATE_BIN, 'hook', 'claude-code'],
      env: { GATE_URL: gate.url, GATE_KEY: 'bench-key' },
      ms: [],
    },
    {
      name: 'gate hook claude-code, embedded',
      args: [GATE_BIN, 'hook', 'claude-code'],
      env: { GATE_URL: '' },
      ms: [],
    },
  ];
  if (values.compare)
    cases.push({
      name: `${values.compare}: gate hook claude-code, embedded`,
      args: [join(values.compare, 'bin/gate'), 'hook', 'claude-code'],
      env: { GATE_URL: '' },
      ms: [],
    });
  for (let i = 0; i < runs; i++) for (const c of cases) once(c);
  console.log(`runs: ${runs} each, cases interleaved\n`);
  console.log('| run | p50 ms | p90 ms |\n|---|---|---|');
  for (const c of cases) {
    const ms = c.ms.sort((a, b) => a - b);
    const p50 = ms[Math.floor(runs / 2)] as number;
    const p90 = ms[Math.min(runs - 1, Math.floor(runs * 0.9))] as number;
    console.log(`| ${c.name} | ${p50.toFixed(0)} | ${p90.toFixed(0)} |`);
  }
} finally {
  await gate.stop();
}
