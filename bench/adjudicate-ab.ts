// bench/adjudicate-ab: bench/adjudicate's cheapest floor decisions, this build against another built tree, each
// run in a process of its own (round 59, docs/wires.md). Two builds loaded into one process do not time alike
// on a decision this cheap: the same dist loaded twice (an A/A) read the admitted read 8-38 % dearer for the
// copy loaded second, whichever ran first in each round and with each side's loop its own code.
// Here each run is a child process that loads one build; the builds' runs alternate and the order swaps
// every pair, so a shared machine's load falls on both alike and neither is always first. Beside the
// decisions, what a model-wire request does with its user's turn before any decision: noteRequest on the
// request's fresh ledger, the turn already read once (an agent resends it with every request).
// Run: npm run build && node dist/bench/adjudicate-ab.js --base /tmp/base/dist [--pairs 6] [--batches 40]
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('adjudicate-ab', {
  base: { type: 'string' },
  pairs: { type: 'string', default: '6' },
  batches: { type: 'string', default: '40' },
  'batch-size': { type: 'string', default: '20000' },
  child: { type: 'string' },
});

interface Call {
  tool: string;
  args: Record<string, unknown>;
}
// bench/adjudicate's own calls for these rows: distinct consecutive calls, so no one-entry memo answers.
const CASES: [string, Call[]][] = [
  [
    'floor: admitted read (Read file_path)',
    ['src/index.ts', 'README.md', 'src/kernel/ladder/ladder.ts', 'docs/policy.md'].map((file_path) => ({
      tool: 'Read',
      args: { file_path },
    })),
  ],
  [
    'floor: denied name (unlisted tool)',
    ['drop_database', 'exfil_all', 'rm_rf'].map((tool) => ({ tool, args: {} })),
  ],
];

/** bench/wires' user turns (chat, messages): what noteRequest reads on every request of theirs. */
const TURNS = ['weather in Paris?', 'weather?'];
const TURN_ROW = "a user's turn noted on a request's fresh ledger (read before)";

/** In a child: the median CPU ns a decision of each case on the build at `dist`, one line of JSON. */
async function child(dist: string): Promise<void> {
  const at = (p: string): string => pathToFileURL(resolve(dist, p)).href;
  const [{ adjudicate }, { DEFAULT_FLOOR }, { compilePolicy }, { loadProvenanceRung }, { TraceProvenance }] =
    await Promise.all([
      import(at('src/kernel/ladder/ladder.js')),
      import(at('src/kernel/policy/default-floor.js')),
      import(at('src/kernel/policy/load.js')),
      import(at('src/kernel/ladder/provenance-load.js')),
      import(at('src/kernel/provenance/ledger.js')),
    ]);
  // As bench/adjudicate runs: the provenance rung loaded.
  if (!(await loadProvenanceRung())) throw new Error(`${dist}: the provenance rung did not load`);
  const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
  const ctx = { tainted: false };
  const size = Number(values['batch-size']);
  const ones: ((i: number) => unknown)[] = CASES.map(
    ([, calls]) =>
      (i) =>
        adjudicate(floor, calls[i % calls.length], ctx),
  );
  ones.push((i) => {
    const ledger = new TraceProvenance();
    ledger.noteRequest(TURNS[i % TURNS.length] as string, 'bench');
    return ledger;
  });
  const medians: number[] = [];
  for (const one of ones) {
    let sink: unknown;
    const got: number[] = [];
    const batches = Number(values.batches);
    // A quarter of the batches again, untimed, first: the case compiled before it is timed.
    for (let b = -Math.ceil(batches / 4); b < batches; b++) {
      const start = process.cpuUsage();
      for (let i = 0; i < size; i++) sink = one(i);
      const used = process.cpuUsage(start);
      if (b >= 0) got.push(((used.user + used.system) * 1000) / size);
    }
    if (sink === undefined) throw new Error('no result');
    medians.push(median(got));
  }
  process.stdout.write(`${JSON.stringify(medians)}\n`);
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

if (values.child !== undefined) await child(values.child);
else {
  if (values.base === undefined) throw new Error('--base DIR (another tree\u2019s built dist/) is required');
  const self = fileURLToPath(import.meta.url);
  const sides: [string, string][] = [
    ['branch', resolve(import.meta.dirname, '..')],
    ['base', resolve(values.base)],
  ];
  const got: number[][][] = [[], []];
  const pairs = Number(values.pairs);
  for (let p = 0; p < pairs; p++)
    for (let s = 0; s < 2; s++) {
      const i = (s + p) % 2;
      const out = execFileSync(process.execPath, [
        self,
        '--child',
        (sides[i] as [string, string])[1],
        '--batches',
        values.batches,
        '--batch-size',
        values['batch-size'],
      ]);
      got[i]?.push(JSON.parse(out.toString('utf8')) as number[]);
    }
  console.log(
    `bench/adjudicate-ab (node ${process.version}, ${pairs} pairs of processes, order swapped each pair, ${values.batches} batches of ${values['batch-size']} a case a process)`,
  );
  console.log(
    '| case | branch median CPU ns (runs) | base median CPU ns (runs) | branch/base, median of pairs |',
  );
  console.log('|---|---:|---:|---:|');
  for (const [c, name] of [...CASES.map(([n]) => n), TURN_ROW].entries()) {
    const branch = (got[0] as number[][]).map((r) => r[c] as number);
    const base = (got[1] as number[][]).map((r) => r[c] as number);
    const ratios = branch.map((b, k) => b / (base[k] as number));
    const runs = (xs: number[]): string => xs.map((x) => Math.round(x)).join(', ');
    console.log(
      `| ${name} | ${Math.round(median(branch))} (${runs(branch)}) | ${Math.round(median(base))} (${runs(base)}) | ${median(ratios).toFixed(3)} |`,
    );
  }
}
