// Result screening: recall and false positives per family on the labelled corpus, then throughput.
// Run: npx tsc -p . && node dist/bench/screen.js   (speed numbers are machine-dependent; the
// `indexOf` baseline measured in the same run gives them a scale)
import type { Policy } from '../src/kernel/policy/types.js';
import { admit } from '../src/kernel/screen/admit.js';
import * as injection from '../src/kernel/screen/injection.js';
import { ContextMemory } from '../src/kernel/screen/memory.js';
import * as secrets from '../src/kernel/screen/secrets.js';
import { buildView } from '../src/kernel/screen/view.js';
import { buildCorpus, type CorpusItem } from '../test/corpus/corpus.js';
import { holdoutItems } from '../test/corpus/holdout.js';

const POLICY = { sources: new Map() } as unknown as Policy;

interface Row {
  kind: string;
  family: string;
  n: number;
  hit: number;
}

function judge(items: CorpusItem[]): Row[] {
  const rows = new Map<string, Row>();
  for (const item of items) {
    const view = buildView(item.text);
    const secret = secrets.scanView(view);
    const poison = injection.scanView(view);
    const flagged = item.kind === 'secret' ? secret !== undefined : item.kind === 'injection' ? poison !== undefined : secret !== undefined || poison !== undefined;
    const key = `${item.kind}/${item.family}`;
    const row = rows.get(key) ?? { kind: item.kind, family: item.family, n: 0, hit: 0 };
    row.n++;
    if (flagged) row.hit++;
    rows.set(key, row);
  }
  return [...rows.values()];
}

function pct(a: number, b: number): string {
  return b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`;
}

function printQuality(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(`${'kind/family'.padEnd(30)} ${'items'.padStart(6)} ${'flagged'.padStart(8)}  rate`);
  const totals = new Map<string, { n: number; hit: number }>();
  for (const r of rows) {
    console.log(`${`${r.kind}/${r.family}`.padEnd(30)} ${String(r.n).padStart(6)} ${String(r.hit).padStart(8)}  ${pct(r.hit, r.n)}`);
    const t = totals.get(r.kind) ?? { n: 0, hit: 0 };
    t.n += r.n;
    t.hit += r.hit;
    totals.set(r.kind, t);
  }
  for (const [kind, t] of totals) {
    const label = kind === 'clean' ? 'false positives' : 'recall';
    console.log(`${`TOTAL ${kind}`.padEnd(30)} ${String(t.n).padStart(6)} ${String(t.hit).padStart(8)}  ${label} ${(t.hit / t.n).toFixed(3)}`);
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Clean text in 4 kB results, built from the clean corpus (prose, code, JSON, logs, other languages). */
function cleanChunks(items: CorpusItem[], count: number): string[] {
  const clean = items.filter((i) => i.kind === 'clean').map((i) => i.text);
  const chunks: string[] = [];
  let k = 0;
  while (chunks.length < count) {
    let s = '';
    while (s.length < 4096) s += `${clean[k++ % clean.length]}\n\n`;
    chunks.push(s.slice(0, 4096));
  }
  return chunks;
}

/** One MiB of near misses: every prefix and phrase the screeners key on, each one short of firing. */
function adversarial(): string {
  const parts = [
    'AKIA0123456789ABCDE ',
    'ghp_abcdefghijklmnopqrstuvwxyz012345678 ',
    'password=abc ',
    'token: short ',
    'sk-abc ',
    'xoxb-1234 ',
    '-----BEGIN PRIVATE KEY----- ',
    'https://user@host/ ',
    'ignore the weather ',
    'system: ',
    '<|im_start ',
    'eyJhbGciOi.eyJzdWIi ',
    'SGVsbG8gd29ybGQhIQ== ',
    '![a](http://x/?q=1) ',
    'instructions ',
  ];
  let s = '';
  let i = 0;
  while (s.length < 1 << 20) s += parts[i++ % parts.length];
  return s.slice(0, 1 << 20);
}

function timeIt(fn: () => void, reps: number): number {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < reps; i++) fn();
  return Number(process.hrtime.bigint() - t0) / 1e6 / reps;
}

function main(): void {
  const corpus = buildCorpus();
  printQuality(`Quality on the labelled corpus (${corpus.length} items; weights were tuned on it)`, judge(corpus));
  printQuality('Quality on the held-out set (written after tuning)', judge(holdoutItems()));

  const chunks = cleanChunks(corpus, 256);
  const bytes = chunks.reduce((n, c) => n + c.length, 0);
  // Warm up the JIT and the rule caches.
  for (let r = 0; r < 3; r++) for (const c of chunks) admit({ tool: 't', traceId: 'b', content: c }, POLICY, new ContextMemory());

  const samples: number[] = [];
  let screenedNs = 0;
  const ROUNDS = 8;
  for (let r = 0; r < ROUNDS; r++) {
    const memory = new ContextMemory();
    for (const c of chunks) {
      const t0 = process.hrtime.bigint();
      admit({ tool: 't', traceId: 'b', content: c }, POLICY, memory);
      const dt = Number(process.hrtime.bigint() - t0);
      samples.push(dt / 1000);
      screenedNs += dt;
    }
  }
  samples.sort((a, b) => a - b);
  const screenMBs = (bytes * ROUNDS) / (screenedNs / 1e9) / 1e6;

  let sink = 0;
  const baseMs = timeIt(() => {
    for (const c of chunks) sink += c.indexOf('\u0000');
  }, 200);
  const baseMBs = bytes / (baseMs / 1e3) / 1e6;

  const big = chunks.join('');
  const bigMs = timeIt(() => admit({ tool: 't', traceId: 'b', content: big }, POLICY, new ContextMemory()), 5);

  const adv = adversarial();
  const advMs = timeIt(() => admit({ tool: 't', traceId: 'b', content: adv }, POLICY, new ContextMemory()), 3);
  const advBaseMs = timeIt(() => {
    sink += adv.indexOf('\u0000');
  }, 50);

  console.log('\nThroughput (admit: digest + normalise + lex + decode + secret and injection screens)');
  console.log(`clean 4 kB results     ${chunks.length} distinct x ${ROUNDS} rounds`);
  console.log(`  screen               ${screenMBs.toFixed(1)} MB/s`);
  console.log(`  baseline indexOf     ${baseMBs.toFixed(1)} MB/s  (ratio ${(baseMBs / screenMBs).toFixed(0)}x)`);
  console.log(`  per 4 kB result      median ${quantile(samples, 0.5).toFixed(1)} us, p99 ${quantile(samples, 0.99).toFixed(1)} us`);
  console.log(`clean 1 MiB result     ${bigMs.toFixed(1)} ms (${(big.length / (bigMs / 1e3) / 1e6).toFixed(1)} MB/s)`);
  console.log(`adversarial 1 MiB      ${advMs.toFixed(1)} ms (baseline indexOf ${advBaseMs.toFixed(3)} ms)`);
  if (sink === 42) console.log('');
}

main();
