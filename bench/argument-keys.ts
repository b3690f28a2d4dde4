// bench/argument-keys: what a shared store's decision computes before its ledger read, the keys it fetches
// (src/kernel/provenance/ledger.ts argumentFingerprints), a call's CPU on this build and on a base build,
// each in processes of its own, in turns (bench/helpers/process-ab.ts; round 60: they had been two builds
// in one process, batch by batch, where the build loaded first times faster). Each row's results (key
// lists, verdicts) are compared between the builds (a difference fails the run: the cut must not move a key).
// Round 58: a second table times a shared store's whole call in the kernel, the fetch keys (for a trace)
// and then the decision on a tainted ledger, each build with its own kernel, so what the keys read and the
// decision reads again (the text's values) is counted where a replica pays it.
// Run: npm run build && node dist/bench/argument-keys.js [--base /tmp/base/dist] [--pairs 6] [--batches 30]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { distinctCommands, shellCommands } from './helpers/commands.js';
import { benchOptionsFor } from './helpers/options.js';
import { AB_OPTIONS, type Measured, processAb } from './helpers/process-ab.js';

const values = benchOptionsFor('argument-keys', {
  ...AB_OPTIONS,
  batches: { type: 'string', default: '30' },
});

type Keys = (args: unknown, traceId?: string) => readonly number[] | undefined;
const load = async (dist: string): Promise<Keys> =>
  (await import(pathToFileURL(`${dist}/src/kernel/provenance/ledger.js`).href)).argumentFingerprints;

const ROWS: { name: string; calls: unknown[] }[] = [
  { name: 'shell command (the 8 of bench/adjudicate)', calls: shellCommands.map((command) => ({ command })) },
  {
    name: 'shell command, 1,024 distinct',
    calls: distinctCommands.slice(0, 1024).map((command) => ({ command })),
  },
  {
    name: 'a name and a note (send_message)',
    calls: [
      { to: 'Hotel Alfama Suites', body: 'Booked for the 14th, two nights, see you then' },
      { channel: '#deploys', text: 'Rolling out web 2.4.1 to staging now' },
    ],
  },
];

/** CPU µs a call of `keys` over `calls`, one batch of at least ~20 ms. */
function batch(keys: (c: unknown) => unknown, calls: unknown[]): number {
  const reps = Math.max(1, Math.ceil(400 / calls.length));
  const start = process.cpuUsage();
  for (let r = 0; r < reps; r++) for (const c of calls) keys(c);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / (reps * calls.length);
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
const sorted = (k: readonly number[] | undefined): string =>
  k === undefined ? 'undefined' : [...k].sort().join(',');
const digest = (parts: string[]): string =>
  createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);

const batches = Number(values.batches);

/** A table's rows on one build: each row's results' digest (`spell` of each call's), then its median CPU µs a call. */
function table(
  rows: { name: string; calls: unknown[] }[],
  run: (c: unknown) => unknown,
  spell: (r: unknown) => string,
  into: Measured,
): void {
  for (const row of rows) {
    into.checks?.push(digest(row.calls.map((c) => spell(run(c)))));
    // Warmed before timing: TurboFan's tier-up is not the figure.
    for (let i = 0; i < 5; i++) batch(run, row.calls);
    const a: number[] = [];
    for (let i = 0; i < batches; i++) a.push(batch(run, row.calls));
    into.values.push(median(a));
  }
}

/** A build's kernel: the keys for a trace, then the decision on a tainted ledger of this repository's docs. */
async function fleetCall(dist: string): Promise<(args: unknown) => unknown> {
  const at = (m: string) => import(pathToFileURL(`${dist}/src/kernel/${m}`).href);
  const [
    { argumentFingerprints, TraceProvenance },
    { adjudicate },
    { loadProvenanceRung },
    { DEFAULT_FLOOR },
    { compilePolicy },
  ] = await Promise.all([
    at('provenance/ledger.js'),
    at('ladder/ladder.js'),
    at('ladder/provenance-load.js'),
    at('policy/default-floor.js'),
    at('policy/load.js'),
  ]);
  if (!(await loadProvenanceRung())) throw new Error('the provenance rung did not load');
  const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
  const ledger = new TraceProvenance();
  ledger.noteTrusted('Run the tests and tidy the package, then read the docs.');
  for (const f of ['wires.md', 'operations.md', 'policy.md'])
    ledger.noteUntrusted(readFileSync(fileURLToPath(new URL(`../../docs/${f}`, import.meta.url)), 'utf8'), f);
  const ctx = { tainted: true, provenance: ledger };
  return (args) => {
    argumentFingerprints(args, 'bench-trace');
    return adjudicate(floor, { tool: 'Bash', args, traceId: 'bench-trace' }, ctx);
  };
}

const FLEET_ROWS: { name: string; calls: unknown[] }[] = [
  { name: 'shell command, the 8 again and again', calls: shellCommands.map((command) => ({ command })) },
  {
    name: 'shell command, 1,024 distinct',
    calls: distinctCommands.slice(0, 1024).map((command) => ({ command })),
  },
];
/**
 * Round 58: a single gateway's book noting an admitted call on a trace it keeps no ledger for (the book's
 * noteCredentialCall: what the call writes of a credential file), each build's own book and secret rules.
 */
async function quietCall(dist: string): Promise<(args: unknown) => unknown> {
  const { LocalProvenanceBook } = await import(pathToFileURL(`${dist}/src/server/provenance-book.js`).href);
  const { loadSecretScan } = await import(
    pathToFileURL(`${dist}/src/kernel/screen/secret-scan-load.js`).href
  );
  if (!(await loadSecretScan())) throw new Error('the secret rules did not load');
  const book = new LocalProvenanceBook();
  return (args) => {
    void book.noteCredentialCall('bench-trace', 'Bash', [JSON.stringify(args)]);
    return book.keptLive.length;
  };
}
/**
 * A replica's whole call in process, untainted: the shared book's ledger read (a store that holds nothing),
 * the decision, the credential note; each build's own book and kernel. Its batches are awaited one call at a
 * time (the book's methods are async), so this table is timed by its own loop.
 */
async function replicaCall(dist: string): Promise<(args: unknown, turn?: string) => Promise<unknown>> {
  const at = (m: string) => import(pathToFileURL(`${dist}/src/${m}`).href);
  const [{ SharedProvenanceBook }, { adjudicate }, { DEFAULT_FLOOR }, { compilePolicy }, { loadSecretScan }] =
    await Promise.all([
      at('server/provenance-book.js'),
      at('kernel/ladder/ladder.js'),
      at('kernel/policy/default-floor.js'),
      at('kernel/policy/load.js'),
      at('kernel/screen/secret-scan-load.js'),
    ]);
  if (!(await loadSecretScan())) throw new Error('the secret rules did not load');
  const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
  const store = {
    readLedger: async () => undefined,
    readLedgerKeys: async () => undefined,
    writeLedger: async () => false,
  };
  const book = new SharedProvenanceBook(store, { ttlMs: 60_000 });
  return async (args, turn) => {
    const ledger = await book.ledger('bench-trace', turn, args, 'bench-client');
    const ctx = ledger === undefined ? { tainted: false } : { tainted: false, provenance: ledger };
    const verdict = adjudicate(floor, { tool: 'Bash', args, traceId: 'bench-trace' }, ctx);
    await book.noteCredentialCall('bench-trace', 'Bash', [JSON.stringify(args)]);
    return verdict;
  };
}
async function asyncBatch(f: (c: unknown) => Promise<unknown>, calls: unknown[]): Promise<number> {
  const start = process.cpuUsage();
  for (const c of calls) await f(c);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls.length;
}
/**
 * Round 60: a replica's calls with the user's turn beside each (an MCP `user_turn`, a wire's turn): the
 * shared book reads the turn's keys for every decision (claimedTurnKeys), the same turn each call.
 */
const TURN = 'Run the tests and tidy the package, then read the docs and send the summary to the team lead.';
const REPLICA_ROWS: { name: string; calls: unknown[]; turn?: string }[] = [
  ...FLEET_ROWS,
  { name: 'shell command, the 8, a user turn beside each', calls: FLEET_ROWS[0]!.calls, turn: TURN },
];

const TABLES = [
  ['argumentFingerprints', ROWS],
  ['keys then decision (tainted)', FLEET_ROWS],
  ['a call noted, no ledger (noteCredentialCall)', FLEET_ROWS],
  ["a replica's call, untainted (book, decision, note)", REPLICA_ROWS],
] as const;

/** Every table's rows on the build at `dist`: CPU µs a call, and what each row computed. */
async function measure(dist: string): Promise<Measured> {
  const got: Measured = { values: [], checks: [] };
  table(ROWS, await load(dist), (k) => sorted(k as number[] | undefined), got);
  table(FLEET_ROWS, await fleetCall(dist), (v) => JSON.stringify(v), got);
  table(FLEET_ROWS, await quietCall(dist), String, got);
  const replica = await replicaCall(dist);
  for (const row of REPLICA_ROWS) {
    // 1,024 calls a batch either way: the 8 commands cycle.
    const calls = Array.from({ length: 1024 }, (_, i) => row.calls[i % row.calls.length]);
    const verdicts: string[] = [];
    const call = (c: unknown) => replica(c, row.turn);
    for (const c of calls) verdicts.push(JSON.stringify(await call(c)));
    got.checks?.push(digest(verdicts));
    for (let i = 0; i < 3; i++) await asyncBatch(call, calls);
    const a: number[] = [];
    for (let i = 0; i < batches; i++) a.push(await asyncBatch(call, calls));
    got.values.push(median(a));
  }
  return got;
}

await processAb({
  script: fileURLToPath(import.meta.url),
  title: `bench/argument-keys: a shared store's keys and calls, ${batches} batches a row`,
  rows: TABLES.flatMap(([title, rows]) => rows.map((r) => `${title}: ${r.name}`)),
  unit: 'CPU µs a call',
  values,
  measure,
  digits: 2,
});
