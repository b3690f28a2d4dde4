// bench/argument-keys: what a shared store's decision computes before its ledger read, the keys it fetches
// (src/kernel/provenance/ledger.ts argumentFingerprints), a call's CPU on this build and on a base build in
// the same run: the two alternate, batch by batch, so the machine's load falls on both alike. Each row's
// key lists are compared between the builds first (a difference fails the run: the cut must not move a key).
// Round 58: a second table times a shared store's whole call in the kernel, the fetch keys (for a trace)
// and then the decision on a tainted ledger, each build with its own kernel, so what the keys read and the
// decision reads again (the text's values) is counted where a replica pays it.
// Run: npm run build && node dist/bench/argument-keys.js [--base /tmp/base/dist] [--batches 30]
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { distinctCommands, shellCommands } from './helpers/commands.js';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('argument-keys', {
  base: { type: 'string' },
  batches: { type: 'string', default: '30' },
});

type Keys = (args: unknown, traceId?: string) => readonly number[] | undefined;
const load = async (dist: string): Promise<Keys> =>
  (await import(pathToFileURL(`${dist}/src/kernel/provenance/ledger.js`).href)).argumentFingerprints;
const mine: Keys = (await import('../src/kernel/provenance/ledger.js')).argumentFingerprints;
const base = values.base === undefined ? undefined : await load(values.base);

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

const batches = Number(values.batches);
const lines = [`bench/argument-keys (node ${process.version}, ${batches} batches each, alternating)`];

/**
 * One table: each row's results compared between the builds (`same`), then both warmed and timed, batch by
 * batch in turn, CPU µs a call.
 */
function table(
  title: string,
  rows: { name: string; calls: unknown[] }[],
  mine: (c: unknown) => unknown,
  base: ((c: unknown) => unknown) | undefined,
  same: (a: unknown, b: unknown) => boolean,
): void {
  lines.push(
    '',
    `| ${title} | this build µs a call (median CPU) |${base ? ' base µs a call |' : ''}`,
    `|---|---:|${base ? '---:|' : ''}`,
  );
  for (const row of rows) {
    if (base)
      for (const c of row.calls)
        if (!same(mine(c), base(c)))
          throw new Error(`bench/argument-keys: ${title} differs from the base's for ${JSON.stringify(c)}`);
    // Warm both before timing: TurboFan's tier-up is not the figure.
    for (let i = 0; i < 5; i++) {
      batch(mine, row.calls);
      if (base) batch(base, row.calls);
    }
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < batches; i++) {
      a.push(batch(mine, row.calls));
      if (base) b.push(batch(base, row.calls));
    }
    lines.push(`| ${row.name} | ${median(a).toFixed(1)} |${base ? ` ${median(b).toFixed(1)} |` : ''}`);
  }
}
table(
  'argumentFingerprints',
  ROWS,
  mine,
  base,
  (a, b) => sorted(a as number[] | undefined) === sorted(b as number[] | undefined),
);

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
const fleetMine = await fleetCall(fileURLToPath(new URL('../', import.meta.url)));
const fleetBase = values.base === undefined ? undefined : await fleetCall(values.base);
table(
  'keys then decision (tainted)',
  FLEET_ROWS,
  fleetMine,
  fleetBase,
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);

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
table(
  'a call noted, no ledger (noteCredentialCall)',
  FLEET_ROWS,
  await quietCall(fileURLToPath(new URL('../', import.meta.url))),
  values.base === undefined ? undefined : await quietCall(values.base),
  (a, b) => a === b,
);

/**
 * A replica's whole call in process, untainted: the shared book's ledger read (a store that holds nothing),
 * the decision, the credential note; each build's own book and kernel. Its batches are awaited one call at a
 * time (the book's methods are async), so this table is timed by its own loop.
 */
async function replicaCall(dist: string): Promise<(args: unknown) => Promise<unknown>> {
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
  return async (args) => {
    const ledger = await book.ledger('bench-trace', undefined, args);
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
const replicaMine = await replicaCall(fileURLToPath(new URL('../', import.meta.url)));
const replicaBase = values.base === undefined ? undefined : await replicaCall(values.base);
lines.push(
  '',
  `| a replica's call, untainted (book, decision, note) | this build µs a call (median CPU) |${replicaBase ? ' base µs a call |' : ''}`,
  `|---|---:|${replicaBase ? '---:|' : ''}`,
);
for (const row of FLEET_ROWS) {
  // 1,024 calls a batch either way: the 8 commands cycle.
  const calls = Array.from({ length: 1024 }, (_, i) => row.calls[i % row.calls.length]);
  for (let i = 0; i < 3; i++) {
    await asyncBatch(replicaMine, calls);
    if (replicaBase) await asyncBatch(replicaBase, calls);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < batches; i++) {
    a.push(await asyncBatch(replicaMine, calls));
    if (replicaBase) b.push(await asyncBatch(replicaBase, calls));
  }
  lines.push(`| ${row.name} | ${median(a).toFixed(1)} |${replicaBase ? ` ${median(b).toFixed(1)} |` : ''}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
