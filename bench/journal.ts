// bench/journal: rows/s and record latency (median, p99) at concurrency 1 and 64, each durable run
// (O_DSYNC writes, gate's default, and write + fdatasync; group commit) against a baseline of the same rows appended without fdatasync in this
// same run; then the cost of reopening (full chain check) and of `verify` on the file just written; then
// open at growing sizes, from a checkpoint against the whole-chain check a journal without one gets.
// Run: npm run build && node dist/bench/journal.js [--seconds 2] [--max-rows 20000] [--open-rows 1000,100000,1000000]
//      node dist/bench/journal.js --make 1000000:/tmp/big.jsonl   (a journal for bench/startup --journal)
import { mkdtemp, open as openFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkpointPath } from '../src/journal/checkpoint.js';
import { Journal, type JournalFile } from '../src/journal/journal.js';
import { encodeRow, GENESIS_HASH, sealRow, unsealedRow } from '../src/journal/row.js';
import { verifyJournal } from '../src/journal/verify.js';
import type { Decision } from '../src/kernel/types.js';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('journal', {
  seconds: { type: 'string', default: '2' },
  'max-rows': { type: 'string', default: '20000' },
  'open-rows': { type: 'string', default: '1000,100000,1000000' },
  /** `<rows>:<path>`: only write a journal of that many rows (and its checkpoint) for other benches. */
  make: { type: 'string' },
});
const openRows = (values['open-rows'] ?? '').split(',').filter(Boolean).map(Number);
const seconds = Number(values.seconds);
const maxRows = Number(values['max-rows']);

interface Run {
  concurrency: number;
  /** dsync: O_DSYNC writes (gate's default); fdatasync: write then sync; no sync: the baseline. */
  mode: 'dsync' | 'fdatasync' | 'no sync';
  rows: number;
  rowsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  rowsPerFlush: number;
}

const decision = (i: number): Decision => ({
  kind: i % 3 === 0 ? 'DENY' : 'DECIDE',
  tool: `get_order_${i % 50}`,
  traceId: `trace-${i}`,
  verdict:
    i % 3 === 0 ? { kind: 'DENY', reason: 'POLICY_BLOCK', by: 'monitor' } : { kind: 'ALLOW', by: 'monitor' },
  argsDigest: 'ab'.repeat(32),
});

/** The baseline: the same file operations, with fdatasync made a no-op. */
const withoutSync = (file: JournalFile): JournalFile => ({
  read: (b, o, l, p) => file.read(b, o, l, p),
  write: (b, o, l, p) => file.write(b, o, l, p),
  datasync: async () => undefined,
  truncate: (len) => file.truncate(len),
  close: () => file.close(),
});

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function measure(dir: string, concurrency: number, mode: Run['mode']): Promise<Run> {
  const path = join(dir, `bench-${concurrency}-${mode.replace(' ', '')}.jsonl`);
  let flushes = 0;
  const journal = await Journal.open(path, {
    replica: 'bench',
    onAppend: () => {
      flushes += 1;
    },
    ...(mode === 'no sync' ? { wrapFile: withoutSync } : { sync: mode }),
  });
  for (let i = 0; i < 20; i += 1) await journal.record(decision(i)); // warm-up, not counted
  flushes = 0;
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let issued = 0;
  const started = performance.now();
  const lane = async (): Promise<void> => {
    while (issued < maxRows && performance.now() < deadline) {
      const i = issued++;
      const t0 = performance.now();
      await journal.record(decision(i));
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const elapsed = (performance.now() - started) / 1000;
  await journal.close();
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    mode,
    rows: latencies.length,
    rowsPerSecond: latencies.length / elapsed,
    medianMs: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    rowsPerFlush: latencies.length / Math.max(1, flushes),
  };
}

const fmt = (n: number, digits = 2): string => n.toFixed(digits);

if (values.make) {
  const [rows, path] = values.make.split(/:(.*)/s) as [string, string];
  await writeRows(path, Number(rows));
  await (await Journal.open(path, { replica: 'bench' })).close();
  console.log(`wrote ${rows} rows to ${path} (and its checkpoint)`);
  process.exit(0);
}

const dir = await mkdtemp(join(tmpdir(), 'gate-bench-journal-'));
try {
  const runs: Run[] = [];
  for (const concurrency of [1, 64]) {
    for (const mode of ['dsync', 'fdatasync', 'no sync'] as const)
      runs.push(await measure(dir, concurrency, mode));
  }
  console.log(`journal bench: ${seconds}s per run (at most ${maxRows} rows), file in ${tmpdir()}`);
  console.log('');
  console.log('| concurrency | mode | rows | rows/s | median ms | p99 ms | rows/flush |');
  console.log('|---:|---|---:|---:|---:|---:|---:|');
  for (const r of runs) {
    console.log(
      `| ${r.concurrency} | ${r.mode} | ${r.rows} | ${fmt(r.rowsPerSecond, 0)} | ${fmt(r.medianMs, 3)} | ${fmt(r.p99Ms, 3)} | ${fmt(r.rowsPerFlush, 1)} |`,
    );
  }
  console.log('');
  console.log(
    '| concurrency | durable mode | rows/s durable ÷ baseline | median latency durable ÷ baseline |',
  );
  console.log('|---:|---|---:|---:|');
  for (const concurrency of [1, 64]) {
    const base = runs.find((r) => r.concurrency === concurrency && r.mode === 'no sync')!;
    for (const mode of ['dsync', 'fdatasync'] as const) {
      const durable = runs.find((r) => r.concurrency === concurrency && r.mode === mode)!;
      console.log(
        `| ${concurrency} | ${mode} | ${fmt(durable.rowsPerSecond / base.rowsPerSecond, 3)} | ${fmt(durable.medianMs / base.medianMs, 1)} |`,
      );
    }
  }

  // Reopen (full chain check, index build) and verify, on the biggest file this run wrote.
  const biggest = join(dir, 'bench-64-nosync.jsonl');
  const { size } = await stat(biggest);
  let t0 = performance.now();
  const reopened = await Journal.open(biggest, { replica: 'bench' });
  const openMs = performance.now() - t0;
  const rows = reopened.lastSeq();
  t0 = performance.now();
  const mid = Math.floor(rows / 2);
  await reopened.read(mid, 100);
  const readMs = performance.now() - t0;
  await reopened.close();
  t0 = performance.now();
  const report = await verifyJournal(biggest);
  const verifyMs = performance.now() - t0;
  console.log('');
  console.log(
    `| file | rows | bytes | open (from the checkpoint its close left) ms | read 100 from the middle ms | verify ms |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(
    `| bench-64-nosync | ${rows} | ${size} | ${fmt(openMs, 1)} (${fmt(rows / (openMs / 1000), 0)} rows/s) | ${fmt(readMs, 2)} | ${fmt(verifyMs, 1)} (${report.ok ? 'ok' : 'BROKEN'}) |`,
  );

  // Open at growing sizes: from the checkpoint a clean close leaves, against the whole-chain check (the
  // same file with its checkpoint removed, which is what every open did before checkpoints).
  console.log('');
  console.log(
    '| rows | bytes | open, whole chain ms | open, from checkpoint ms | whole ÷ checkpoint | verify ms |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const rows of openRows) {
    const path = join(dir, `open-${rows}.jsonl`);
    const bytes = await writeRows(path, rows);
    await (await Journal.open(path, { replica: 'bench' })).close(); // leaves the checkpoint
    const fromCheckpoint = await timeOpen(path, false);
    const whole = await timeOpen(path, true);
    t0 = performance.now();
    const verified = await verifyJournal(path);
    const verifyAll = performance.now() - t0;
    console.log(
      `| ${rows} | ${bytes} | ${fmt(whole, 1)} | ${fmt(fromCheckpoint, 2)} | ${fmt(whole / fromCheckpoint, 0)} | ${fmt(verifyAll, 0)} (${verified.ok ? 'ok' : 'BROKEN'}) |`,
    );
    await rm(path);
    await rm(checkpointPath(path), { force: true });
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** Writes `rows` sealed rows straight to a file (as a writer would, without the sync per batch). */
async function writeRows(path: string, rows: number): Promise<number> {
  const file = await openFile(path, 'w', 0o600);
  let prevHash = GENESIS_HASH;
  let position = 0;
  const ts = new Date().toISOString();
  try {
    for (let start = 1; start <= rows; start += 4096) {
      const lines: Buffer[] = [];
      for (let seq = start; seq < Math.min(rows + 1, start + 4096); seq += 1) {
        const row = sealRow(unsealedRow(decision(seq), { seq, ts, replica: 'bench', prevHash }));
        prevHash = row.hash;
        lines.push(encodeRow(row));
      }
      const data = Buffer.concat(lines);
      await file.write(data, 0, data.length, position);
      position += data.length;
    }
    await file.sync();
  } finally {
    await file.close();
  }
  return position;
}

/** Median ms of three opens (open + close), the checkpoint removed first when `whole`. */
async function timeOpen(path: string, whole: boolean): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    if (whole) await rm(checkpointPath(path), { force: true });
    const t = performance.now();
    const j = await Journal.open(path, { replica: 'bench' });
    times.push(performance.now() - t);
    if (whole !== (j.opened.fromSeq === 0)) throw new Error(`open did not start where the bench meant`);
    await j.close();
  }
  return times.sort((a, b) => a - b)[1] as number;
}
