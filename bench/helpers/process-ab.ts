// The A/B benches' one harness (round 60, docs/wires.md): this build against another built tree, each
// measured in child processes of its own. Two builds loaded into one process do not time alike: the same
// dist loaded twice read a ~200 ns decision 8-38 % dearer for the copy loaded second (round 59), JIT and GC
// order favouring one side. Here each child loads one build and measures every row; the builds' children
// alternate and the order swaps every pair, so a shared machine's load falls on both alike and neither is
// always first. A bench supplies its rows' names and `measure` (run in the child); the harness forwards
// the bench's own options to each child, checks that both builds computed the same results where a row
// says what it computed, and prints each side's median, its runs, and the median of the per-pair ratios.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The options every A/B bench takes: spread into its benchOptionsFor. */
export const AB_OPTIONS = {
  base: { type: 'string' },
  pairs: { type: 'string', default: '6' },
  child: { type: 'string' },
  side: { type: 'string' },
} as const;

/** What one child measured on one build: a figure per row, and optionally what each row computed. */
export interface Measured {
  values: number[];
  /** Per row, a digest of its results: must be the same on both builds (a change must not move them). */
  checks?: string[];
  /** Per row, a word shown beside it (the branch's, e.g. a verdict). */
  notes?: string[];
}

export interface ProcessAb {
  /** The bench's script (its import.meta.url's path): each child runs it again with `--child DIST`. */
  script: string;
  /** The table's title line, without the harness's own description. */
  title: string;
  /** Each row's name, in the order `measure` returns its values. */
  rows: readonly string[];
  /** The figures' unit, e.g. "CPU ns a decision". */
  unit: string;
  /** The options the bench parsed (AB_OPTIONS among them). */
  values: { base?: string; pairs?: string; child?: string; side?: string };
  /** In a child: every row measured on the build at `dist` (a tree's dist/); `side` is "branch" or "base". */
  measure: (dist: string, side: 'branch' | 'base') => Promise<Measured>;
  /** Decimals of the figures (default 0). */
  digits?: number;
}

/** This tree's dist/: the bench runs from dist/bench/. */
const OWN_DIST = resolve(import.meta.dirname, '../..');

/**
 * Runs the bench: as a child, measures and prints one line of JSON; without `--base`, measures this build
 * in this process and prints its column; with `--base DIR`, runs `--pairs` pairs of children and prints the
 * table. A child's failure (or a row whose results differ between the builds) fails the run.
 */
export async function processAb(ab: ProcessAb): Promise<void> {
  const { values } = ab;
  if (values.child !== undefined) {
    const got = await ab.measure(values.child, values.side === 'base' ? 'base' : 'branch');
    if (got.values.length !== ab.rows.length) throw new Error(`measured ${got.values.length} rows`);
    process.stdout.write(`${JSON.stringify(got)}\n`);
    return;
  }
  const fixed = (x: number): string => x.toFixed(ab.digits ?? 0);
  if (values.base === undefined) {
    const got = await ab.measure(OWN_DIST, 'branch');
    console.log(`${ab.title} (node ${process.version}, this build only, in this process)`);
    console.log(`| row | ${ab.unit} |${got.notes ? ' note |' : ''}\n|---|---:|${got.notes ? '---|' : ''}`);
    for (const [i, name] of ab.rows.entries())
      console.log(`| ${name} | ${fixed(got.values[i] as number)} |${got.notes ? ` ${got.notes[i]} |` : ''}`);
    return;
  }
  const sides: ['branch' | 'base', string][] = [
    ['branch', OWN_DIST],
    ['base', resolve(values.base)],
  ];
  const runs: Measured[][] = [[], []];
  const pairs = Number(values.pairs ?? '6');
  // The bench's own options go to every child as given; `--child` and `--side` come last and win.
  const forwarded = process.argv.slice(2);
  for (let p = 0; p < pairs; p++)
    for (let s = 0; s < 2; s++) {
      const i = (s + p) % 2;
      const [side, dist] = sides[i] as ['branch' | 'base', string];
      const out = execFileSync(process.execPath, [ab.script, ...forwarded, '--child', dist, '--side', side], {
        maxBuffer: 1 << 24,
      });
      runs[i]?.push(JSON.parse(out.toString('utf8')) as Measured);
    }
  const [branch, base] = runs as [Measured[], Measured[]];
  for (const [r, name] of ab.rows.entries()) {
    const seen = new Set([...branch, ...base].map((m) => m.checks?.[r]));
    if (seen.size > 1)
      throw new Error(`${name}: the builds computed different results (${[...seen].join(' / ')})`);
  }
  const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
  console.log(
    `${ab.title} (node ${process.version}, ${pairs} pairs of processes, a build a process, order swapped each pair)`,
  );
  console.log(`| row | branch ${ab.unit} (runs) | base (runs) | branch/base, median of pairs |`);
  console.log('|---|---:|---:|---:|');
  for (const [r, name] of ab.rows.entries()) {
    const a = branch.map((m) => m.values[r] as number);
    const b = base.map((m) => m.values[r] as number);
    const ratio = median(a.map((x, k) => x / (b[k] as number)));
    const note = branch[0]?.notes?.[r];
    console.log(
      `| ${name}${note === undefined ? '' : ` (${note})`} | ${fixed(median(a))} (${a.map(fixed).join(', ')}) | ${fixed(median(b))} (${b.map(fixed).join(', ')}) | ${ratio.toFixed(3)} |`,
    );
  }
}

/** The median of `batches` timed batches after a quarter as many untimed (the code compiled before it is timed). */
export function medianOfBatches(batch: () => number, batches: number): number {
  const got: number[] = [];
  for (let b = -Math.ceil(batches / 4); b < batches; b++) {
    const x = batch();
    if (b >= 0) got.push(x);
  }
  return [...got].sort((a, b) => a - b)[got.length >> 1] as number;
}

/** The median of `pass`'s figures over `seconds` of passes (three at least), after `warm` untimed. */
export function medianOfPasses(pass: () => number, seconds: number, warm: number): number {
  for (let w = 0; w < warm; w++) pass();
  const got: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (got.length < 3 || Date.now() < end) got.push(pass());
  return [...got].sort((a, b) => a - b)[got.length >> 1] as number;
}

/** CPU ns an item of `items` calls of `one`, in one batch. */
export function cpuNsEach(one: (i: number) => unknown, items: number): number {
  let sink: unknown;
  const start = process.cpuUsage();
  for (let i = 0; i < items; i++) sink = one(i);
  const used = process.cpuUsage(start);
  if (sink === undefined) throw new Error('the measured call returned nothing');
  return ((used.user + used.system) * 1000) / items;
}
