// Heap a request's fresh trace ledger keeps (perf3-r62, issue 20): a served request makes one
// TraceProvenance and notes its user's turn, and most of its collections stay empty. Retained bytes of
// many fresh ledgers held at once, this build and (--base) another in the same run, alternating.
// Run: npm run build && node --expose-gc dist/bench/ledger-fresh-heap.js [--base /tmp/base/dist] [--rounds 4]
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { base: { type: 'string' }, rounds: { type: 'string', default: '4' } },
});
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');
const collect = gc;

/** bench/wires' and bench/adjudicate-ab's user turns: what noteRequest reads on every request of theirs. */
const TURNS = ['weather in Paris?', 'weather?'];
const LEDGERS = 20_000;

type Ledger = { noteRequest(turn: string, scope?: string): void };
type Make = () => Ledger;

async function maker(dist: string): Promise<Make> {
  const href = pathToFileURL(resolve(dist, 'src/kernel/provenance/ledger.js')).href;
  const { TraceProvenance } = (await import(href)) as { TraceProvenance: new () => Ledger };
  return () => new TraceProvenance();
}

/** Retained bytes a ledger, over LEDGERS held at once; `turn`: with a user's turn noted. */
function perLedger(make: Make, turn: boolean): number {
  const kept: Ledger[] = new Array(LEDGERS);
  // Warm: the turn's reading is cached after its first request, as on a served wire.
  for (let i = 0; i < 100; i++) make().noteRequest(TURNS[i % 2]!, 'bench');
  collect();
  collect();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < LEDGERS; i++) {
    const l = make();
    if (turn) l.noteRequest(TURNS[i % 2]!, 'bench');
    kept[i] = l;
  }
  collect();
  collect();
  const bytes = (process.memoryUsage().heapUsed - before) / LEDGERS;
  if (kept.length !== LEDGERS) throw new Error('unreachable');
  return bytes;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const own = await maker(fileURLToPath(new URL('../', import.meta.url)));
const base = values.base === undefined ? undefined : await maker(values.base);
const rounds = Number(values.rounds);
const rows = [
  { name: 'fresh TraceProvenance', turn: false },
  { name: "fresh TraceProvenance, its user's turn noted", turn: true },
];
console.log(`| ledger | this build, bytes | ${base ? 'base, bytes |' : ''}`);
console.log(`|---|---:|${base ? '---:|' : ''}`);
for (const row of rows) {
  const mine: number[] = [];
  const theirs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    mine.push(perLedger(own, row.turn));
    if (base) theirs.push(perLedger(base, row.turn));
  }
  const b = base ? ` ${median(theirs).toFixed(0)} |` : '';
  console.log(`| ${row.name} | ${median(mine).toFixed(0)} |${b}`);
}
