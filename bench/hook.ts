// bench/hook: wall time of one `gate hook claude-code` run (a process per tool call, as the agent runs
// it), asking a running gate (GATE_URL) and deciding embedded, against `node -e ""` and `gate version`
// measured in the same run as baselines. Runs are sequential; the median and p90 of each are printed.
// Run: npm run build && node dist/bench/hook.js [--runs 20]
import { spawnSync } from 'node:child_process';
import { GATE_BIN, startGate } from '../test/helpers/gate-process.js';
import { benchOptions } from './helpers/options.js';

const values = benchOptions(
  `usage: node dist/bench/hook.js [--runs N]
  --runs N   hook processes per case (default 20)
`,
  { runs: { type: 'string', default: '20' } },
);
const runs = Number(values.runs);
const event = JSON.stringify({
  session_id: 'bench',
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'ls -la src' },
});

function time(args: string[], env: NodeJS.ProcessEnv = {}): { p50: number; p90: number } {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { input: event, env: { ...process.env, ...env } });
    ms.push(performance.now() - t0);
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(runs / 2)]!, p90: ms[Math.min(runs - 1, Math.floor(runs * 0.9))]! };
}

const gate = await startGate(['--require-key-env', 'GATE_KEY'], { env: { GATE_KEY: 'bench-key' } });
try {
  const rows: [string, { p50: number; p90: number }][] = [
    ['node -e "" (baseline)', time(['-e', ''])],
    ['gate version (baseline)', time([GATE_BIN, 'version'])],
    [
      'gate hook claude-code, GATE_URL',
      time([GATE_BIN, 'hook', 'claude-code'], { GATE_URL: gate.url, GATE_KEY: 'bench-key' }),
    ],
    ['gate hook claude-code, embedded', time([GATE_BIN, 'hook', 'claude-code'], { GATE_URL: '' })],
  ];
  console.log(`runs: ${runs} each, sequential\n`);
  console.log('| run | p50 ms | p90 ms |\n|---|---|---|');
  for (const [name, t] of rows) console.log(`| ${name} | ${t.p50.toFixed(0)} | ${t.p90.toFixed(0)} |`);
} finally {
  await gate.stop();
}
