// Result screening: recall and false positives per family on the labelled corpus, then throughput.
// Run: npx tsc -p . && node dist/bench/screen.js   (speed numbers are machine-dependent; the sha256
// rounds taken in turn with admit's give them a scale that drifts with the machine as admit does)
import { cpus, loadavg } from 'node:os';
import { sha256Hex } from '../src/kernel/canonical.js';
import type { Policy } from '../src/kernel/policy/types.js';
import { admit, STAGES } from '../src/kernel/screen/admit.js';
import { quotedPlacesBlanked } from '../src/kernel/screen/genre.js';
import * as injection from '../src/kernel/screen/injection.js';
import * as learned from '../src/kernel/screen/learned.js';
import { ContextMemory } from '../src/kernel/screen/memory.js';
import * as agreement from '../src/kernel/screen/orders-agreement.js';
import { plainReading } from '../src/kernel/screen/plain-reading.js';
import { scout } from '../src/kernel/screen/scout.js';
import * as secrets from '../src/kernel/screen/secrets.js';
import type { ScreenStage } from '../src/kernel/screen/stage.js';
import { buildView } from '../src/kernel/screen/view.js';
import { buildCorpus, type CorpusItem } from '../test/corpus/corpus.js';
import { holdoutItems } from '../test/corpus/holdout.js';
import { cleanChunks, TYPICAL } from './helpers/screen-chunks.js';

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
    const flagged =
      item.kind === 'secret'
        ? secret !== undefined
        : item.kind === 'injection'
          ? poison !== undefined
          : secret !== undefined || poison !== undefined;
    const key = `${item.kind}/${item.family}`;
    const row = rows.get(key) ?? { kind: item.kind, family: item.family, n: 0, hit: 0 };
    row.n++;
    if (flagged) row.hit++;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** What a backing stage adds to the injection rules on these items: evaluation only. */
function stageDelta(title: string, items: CorpusItem[], stage: ScreenStage = learned.stage): void {
  const rows = { injection: { n: 0, rules: 0, both: 0 }, clean: { n: 0, rules: 0, both: 0 } };
  for (const item of items) {
    if (item.kind === 'secret') continue;
    const view = buildView(item.text);
    const rules = injection.scanView(view) !== undefined;
    const row = rows[item.kind];
    row.n++;
    if (rules) row.rules++;
    if (rules || stage.find(view) !== undefined) row.both++;
  }
  const { injection: i, clean: c } = rows;
  console.log(
    `${title}: injections ${i.rules}/${i.n} by the rules, ${i.both}/${i.n} with the ${stage.name} stage; clean flagged ${c.rules}/${c.n} -> ${c.both}/${c.n}`,
  );
}

/** What `admit` with the default manifest withholds, with and without the genre signal: evaluation only. */
function genreDelta(title: string, items: CorpusItem[]): void {
  const off = { sources: new Map(), manifest: { screening: { genre: false } } } as unknown as Policy;
  const rows = { injection: { n: 0, off: 0, on: 0 }, clean: { n: 0, off: 0, on: 0 } };
  const held = (text: string, policy: Policy) =>
    admit({ tool: 't', traceId: 'q', content: text }, policy, new ContextMemory()).verdict.kind ===
    'QUARANTINE';
  for (const item of items) {
    if (item.kind === 'secret') continue;
    const row = rows[item.kind];
    row.n++;
    if (held(item.text, off)) row.off++;
    if (held(item.text, POLICY)) row.on++;
  }
  const { injection: i, clean: c } = rows;
  console.log(
    `${title}: injections ${i.off}/${i.n} without the genre signal, ${i.on}/${i.n} with it; clean withheld ${c.off}/${c.n} -> ${c.on}/${c.n}`,
  );
}

function pct(a: number, b: number): string {
  return b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`;
}

function printQuality(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(`${'kind/family'.padEnd(30)} ${'items'.padStart(6)} ${'flagged'.padStart(8)}  rate`);
  const totals = new Map<string, { n: number; hit: number }>();
  for (const r of rows) {
    console.log(
      `${`${r.kind}/${r.family}`.padEnd(30)} ${String(r.n).padStart(6)} ${String(r.hit).padStart(8)}  ${pct(r.hit, r.n)}`,
    );
    const t = totals.get(r.kind) ?? { n: 0, hit: 0 };
    t.n += r.n;
    t.hit += r.hit;
    totals.set(r.kind, t);
  }
  for (const [kind, t] of totals) {
    const label = kind === 'clean' ? 'false positives' : 'recall';
    console.log(
      `${`TOTAL ${kind}`.padEnd(30)} ${String(t.n).padStart(6)} ${String(t.hit).padStart(8)}  ${label} ${(t.hit / t.n).toFixed(3)}`,
    );
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface Speed {
  mbs: number;
  cpuMbs: number;
  median: number;
  p99: number;
  /** Process CPU time per result, over whole rounds (microseconds). */
  cpuMean: number;
  /** sha256 over the same chunks, in rounds taken in turn with admit's (wall-clock MB/s). */
  shaMbs: number;
  /** admit's throughput over sha256's in the same rounds: the figure the machine's drift moves least. */
  shaRatio: number;
  /** The median over rounds of the same ratio, each round against the sha256 round just before it. */
  shaRatioMedian: number;
}

const WARM_MS = 2000;

/** One sha256 round over the chunks: a CPU-bound baseline that slows and speeds up with the machine. */
function shaRound(chunks: string[]): number {
  let sink = 0;
  const t0 = process.hrtime.bigint();
  for (const c of chunks) sink += sha256Hex(c).length;
  const dt = Number(process.hrtime.bigint() - t0);
  // The sink is read so the hashing cannot be dropped as dead code.
  return sink === 0 ? dt + 1 : dt;
}

/**
 * Screens each chunk through `admit` (fresh memory, so nothing is answered from the cleared map). Each
 * admit round follows a sha256 round over the same chunks: the machine this runs on drifts by up to 2x
 * over minutes, and the ratio of the two, measured side by side, drifts far less than either.
 */
function measure(chunks: string[], rounds: number): Speed {
  // Rounds for two seconds first: the screeners' code is optimised by then (a gateway runs warm); four
  // rounds were not enough, the same build measured 40 to 70 MB/s as the JIT was still at work.
  const warmUntil = performance.now() + WARM_MS;
  while (performance.now() < warmUntil) {
    shaRound(chunks);
    for (const c of chunks) admit({ tool: 't', traceId: 'b', content: c }, POLICY, new ContextMemory());
  }
  const wall: number[] = [];
  const ratios: number[] = [];
  let wallNs = 0;
  let cpuUs = 0;
  let shaNs = 0;
  const memories = chunks.map(() => new ContextMemory());
  for (let r = 0; r < rounds; r++) {
    const sha = shaRound(chunks);
    shaNs += sha;
    let roundNs = 0;
    for (let k = 0; k < memories.length; k++) memories[k] = new ContextMemory();
    // CPU time is read once a round: a getrusage call between two admits (as this bench did before
    // 2026-11-26) costs a system call inside the timed stretch and cools the caches the next admit uses.
    const c0 = process.cpuUsage();
    for (let k = 0; k < chunks.length; k++) {
      const t0 = process.hrtime.bigint();
      admit({ tool: 't', traceId: 'b', content: chunks[k]! }, POLICY, memories[k]!);
      const dt = Number(process.hrtime.bigint() - t0);
      wall.push(dt / 1000);
      roundNs += dt;
    }
    const dc = process.cpuUsage(c0);
    cpuUs += dc.user + dc.system;
    wallNs += roundNs;
    ratios.push(sha / roundNs);
  }
  wall.sort((a, b) => a - b);
  ratios.sort((a, b) => a - b);
  const calls = chunks.length * rounds;
  const bytes = chunks.reduce((n, c) => n + c.length, 0) * rounds;
  return {
    mbs: bytes / (wallNs / 1e9) / 1e6,
    cpuMbs: bytes / (cpuUs / 1e6) / 1e6,
    median: quantile(wall, 0.5),
    p99: quantile(wall, 0.99),
    cpuMean: cpuUs / calls,
    shaMbs: bytes / (shaNs / 1e9) / 1e6,
    shaRatio: shaNs / wallNs,
    shaRatioMedian: quantile(ratios, 0.5),
  };
}

/** CPU time per chunk of each part of `admit`, its stages apart (best of a few rounds, to damp noise). */
function breakdown(chunks: string[]): Record<string, number> {
  const best = (fn: (c: string) => unknown): number => {
    let min = Number.POSITIVE_INFINITY;
    for (let r = 0; r < 5; r++) {
      const c0 = process.cpuUsage();
      for (const c of chunks) fn(c);
      const d = process.cpuUsage(c0);
      min = Math.min(min, (d.user + d.system) / chunks.length);
    }
    return min;
  };
  const views = new Map(chunks.map((c) => [c, buildView(c)]));
  return {
    digest: best((c) => sha256Hex(c)),
    scan: best((c) => scout(c, true)),
    view: best((c) => buildView(c)),
    // The plain reading's part of `view`: the probe on every result, the reading on those that have one.
    plain: best((c) => plainReading(c)),
    // One row per stage `admit` runs (`STAGES`): a new stage gets its row here without a new line.
    ...Object.fromEntries(STAGES.map((stage) => [stage.name, best((c) => stage.find(views.get(c)!))])),
    // The genre signal's read of a withheld result (admit pays it only there, and the view it builds again).
    genre: best((c) => quotedPlacesBlanked(c)),
  };
}

/** Per-call latency of each stage on 4 kB results (p50, p99 in us), the stages side by side in one run. */
function stageLatency(chunks: string[]): Map<string, { p50: number; p99: number }> {
  const views = chunks.map((c) => buildView(c));
  const out = new Map<string, { p50: number; p99: number }>();
  for (const stage of STAGES) {
    const times: number[] = [];
    for (let round = 0; round < 5; round++)
      for (const v of views) {
        const t0 = process.hrtime.bigint();
        stage.find(v);
        times.push(Number(process.hrtime.bigint() - t0) / 1e3);
      }
    times.sort((a, b) => a - b);
    out.set(stage.name, { p50: quantile(times, 0.5), p99: quantile(times, 0.99) });
  }
  const times: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const c of chunks) {
      const t0 = process.hrtime.bigint();
      quotedPlacesBlanked(c);
      times.push(Number(process.hrtime.bigint() - t0) / 1e3);
    }
  times.sort((a, b) => a - b);
  out.set('genre (withheld results only)', { p50: quantile(times, 0.5), p99: quantile(times, 0.99) });
  return out;
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
  return Buffer.from(s.slice(0, 1 << 20)).toString();
}

function timeIt(fn: () => void, reps: number): number {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < reps; i++) fn();
  return Number(process.hrtime.bigint() - t0) / 1e6 / reps;
}

function main(): void {
  const corpus = buildCorpus();
  printQuality(
    `Quality on the labelled corpus (${corpus.length} items; weights were tuned on it)`,
    judge(corpus),
  );
  printQuality(
    'Quality on the held-out sets (holdout, holdout-2, holdout-3: their misses looked at, general fixes; holdout-4 to holdout-8: written blind, then their misses looked at)',
    judge(holdoutItems()),
  );
  console.log('\nThe learned stage behind the injection rules (screening.learned, off by default):');
  stageDelta('labelled corpus (it trains on this)', corpus);
  stageDelta('held-out sets (never trained on)', holdoutItems());
  console.log('\nThe agreement stage behind the injection rules (screening.agreement, on by default):');
  stageDelta('labelled corpus', corpus, agreement.stage);
  stageDelta('held-out sets (never trained or shaped on)', holdoutItems(), agreement.stage);
  console.log('\nThe genre signal in the default admit (screening.genre, on by default):');
  genreDelta('labelled corpus', corpus);
  genreDelta('held-out sets (never trained or shaped on)', holdoutItems());

  const hard = cleanChunks(corpus, 256);
  const typical = cleanChunks(corpus, 256, TYPICAL);
  const bytes = hard.reduce((n, c) => n + c.length, 0);
  let sink = 0;
  const baseMs = timeIt(() => {
    for (const c of hard) sink += c.indexOf('\u0000');
  }, 200);
  const baseMBs = bytes / (baseMs / 1e3) / 1e6;
  const shaMs = timeIt(() => {
    for (const c of hard) sink += sha256Hex(c).length;
  }, 20);
  const shaMBs = bytes / (shaMs / 1e3) / 1e6;
  const ROUNDS = 12;
  const hardSpeed = measure(hard, ROUNDS);
  const typicalSpeed = measure(typical, ROUNDS);

  const big = Buffer.from(hard.join('')).toString();
  const bigMs = timeIt(
    () => admit({ tool: 't', traceId: 'b', content: big }, POLICY, new ContextMemory()),
    3,
  );
  const adv = adversarial();
  const advMs = timeIt(
    () => admit({ tool: 't', traceId: 'b', content: adv }, POLICY, new ContextMemory()),
    3,
  );
  const advBaseMs = timeIt(() => {
    sink += adv.indexOf('\u0000');
  }, 50);

  const stages = breakdown(typical);
  const row = (name: string, s: Speed) => {
    console.log(
      `${name.padEnd(34)} ${s.mbs.toFixed(1).padStart(7)} MB/s (cpu ${s.cpuMbs.toFixed(1)})  median ${s.median.toFixed(0)} us  p99 ${s.p99.toFixed(0)} us  mean cpu ${s.cpuMean.toFixed(0)} us  ratio to indexOf ${(baseMBs / s.mbs).toFixed(0)}x`,
    );
    console.log(
      `${''.padEnd(34)} = ${s.shaRatio.toFixed(3)} x sha256 in the same rounds (${s.shaMbs.toFixed(1)} MB/s; per-round median ${s.shaRatioMedian.toFixed(3)})`,
    );
  };
  console.log(`\nThroughput: admit (digest, scan, normalise, decode, both screens) on distinct 4 kB results`);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores (wall-clock numbers suffer under load; cpu = process CPU time)`,
  );
  console.log(`baseline indexOf pass                 ${baseMBs.toFixed(1).padStart(7)} MB/s`);
  console.log(`baseline sha256 (part of admit)       ${shaMBs.toFixed(1).padStart(7)} MB/s`);
  row('typical results (JSON, logs, code)', typicalSpeed);
  row('hard negatives (AI vocabulary)', hardSpeed);
  console.log(
    `  where typical time goes (cpu us per 4 kB): ${Object.entries(stages)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')}`,
  );
  console.log(
    `one clean 1 MiB result               ${bigMs.toFixed(1)} ms (${(big.length / (bigMs / 1e3) / 1e6).toFixed(1)} MB/s)`,
  );
  console.log(
    `adversarial near-miss 1 MiB          ${advMs.toFixed(1)} ms (indexOf over it ${advBaseMs.toFixed(3)} ms, ratio ${(advMs / advBaseMs).toFixed(0)}x)`,
  );
  // The learned stage's budget is p50 <= 1 ms per 4 kB on one core (docs/screening.md, 'The learned stage').
  for (const [name, t] of stageLatency(typical))
    console.log(
      `stage ${name.padEnd(28)} per 4 kB result: p50 ${t.p50.toFixed(0).padStart(4)} us  p99 ${t.p99.toFixed(0).padStart(5)} us`,
    );
  if (sink === 42) console.log('');
}

main();
