// bench/gc-observe-cost: instructions a garbage collection costs the process for each way of timing it
// (docs/wires.md, "Round 31"): nothing observed, prom-client's GC histogram (a PerformanceObserver), a bare
// PerformanceObserver, and V8's GCProfiler read at the end. Each mode is the same allocation loop (yielding
// to the event loop, as a server does) run under callgrind, all at once so the machine's load hits each;
// a mode's figure is its total less the unobserved run's, over the collections it saw.
// Run: npm run build && node dist/bench/gc-observe-cost.js [--rounds 400]
// A child: node dist/bench/gc-observe-cost.js --mode none|prom|observer|profiler --rounds N
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { GCProfiler } from 'node:v8';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('gc-observe-cost', {
  rounds: { type: 'string', default: '400' },
  mode: { type: 'string' },
});
const MODES = ['none', 'prom', 'observer', 'profiler'] as const;
type Mode = (typeof MODES)[number];

/** Allocates short-lived objects in rounds, one event-loop turn each; resolves with the collections seen. */
async function child(mode: Mode, rounds: number): Promise<number> {
  let seen = async (): Promise<number> => 0;
  if (mode === 'prom') {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    seen = async () => {
      const got = await registry.getSingleMetric('nodejs_gc_duration_seconds')!.get();
      const counts = got.values.filter(
        (v) => (v as { metricName?: string }).metricName === 'nodejs_gc_duration_seconds_count',
      );
      return counts.reduce((sum, v) => sum + v.value, 0);
    };
  } else if (mode === 'observer') {
    let count = 0;
    new PerformanceObserver((list) => {
      count += list.getEntries().length;
    }).observe({ entryTypes: ['gc'] });
    seen = async () => count;
  } else if (mode === 'profiler') {
    const profiler = new GCProfiler();
    profiler.start();
    seen = async () => profiler.stop().statistics.length;
  }
  let keep: object[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < 20_000; i++) {
      keep.push({ a: i, b: `x${i & 7}` });
      if (keep.length > 500) keep = [];
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The observers' entries arrive on a later turn.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return seen();
}

function callgrind(mode: Mode, rounds: number, dir: string): Promise<{ ir: number; gcs: number }> {
  const out = join(dir, `cg.${mode}`);
  const script = fileURLToPath(import.meta.url);
  const args = ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, '--single-threaded'];
  const proc = spawn('valgrind', [...args, script, '--mode', mode, '--rounds', String(rounds)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let text = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', () => {
      const summary = /^summary: (\d+)$/m.exec(readFileSync(out, 'utf8'));
      if (summary === null) return reject(new Error(`${mode}: no callgrind summary`));
      resolve({ ir: Number(summary[1]), gcs: Number(text.trim()) });
    });
  });
}

const rounds = Number(values.rounds);
if (values.mode !== undefined) {
  if (!(MODES as readonly string[]).includes(values.mode))
    throw new Error(`--mode is one of ${MODES.join(', ')}`);
  process.stdout.write(`${await child(values.mode as Mode, rounds)}\n`);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'gate-gc-cost-'));
  try {
    const runs = await Promise.all(MODES.map((mode) => callgrind(mode, rounds, dir)));
    const none = runs[0]!.ir;
    // The unobserved run counts no collections: the profiler's count is the loop's.
    const collections = runs[3]!.gcs;
    const rows = MODES.map((mode, i) => ({
      mode,
      instructions: runs[i]!.ir,
      collections_seen: runs[i]!.gcs,
      per_collection: mode === 'none' ? 0 : Math.round((runs[i]!.ir - none) / collections),
    }));
    process.stdout.write(`${JSON.stringify({ rounds, collections, rows }, null, 1)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
