// bench/adjudicate-ab: bench/adjudicate's cheapest floor decisions, this build against another built tree, each
// run in a process of its own (round 59, docs/wires.md). Two builds loaded into one process do not time alike
// on a decision this cheap: the same dist loaded twice (an A/A) read the admitted read 8-38 % dearer for the
// copy loaded second, whichever ran first in each round and with each side's loop its own code.
// Here each run is a child process that loads one build; the builds' runs alternate and the order swaps
// every pair, so a shared machine's load falls on both alike and neither is always first. Beside the
// decisions, what a model-wire request does with its user's turn before any decision: noteRequest on the
// request's fresh ledger, the turn already read once (an agent resends it with every request).
// Round 60: a shared store's reading of the turn beside a decision (claimedTurnKeys), the turn read before,
// as a fleet's every decision of a conversation takes it. The harness: bench/helpers/process-ab.ts.
// Round 62: bench/adjudicate's two tainted rows, where the provenance readers run (a reader on that path
// cost 10 % of a tainted shell call in round 61 and no row here showed it): a shell command on a trace
// whose ledger holds docs/ as untrusted results, and a declared sink's send to an address a result gave.
// Run: npm run build && node dist/bench/adjudicate-ab.js [--base /tmp/base/dist] [--pairs 6] [--batches 40]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { shellCommands } from './helpers/commands.js';
import { benchOptionsFor } from './helpers/options.js';
import { AB_OPTIONS, cpuNsEach, medianOfBatches, processAb } from './helpers/process-ab.js';

const values = benchOptionsFor('adjudicate-ab', {
  ...AB_OPTIONS,
  batches: { type: 'string', default: '40' },
  'batch-size': { type: 'string', default: '20000' },
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

const CLAIMED_ROW = "a claimed user's turn's keys (a shared store's decision; read before)";

const TAINTED_ROWS = [
  'floor: shell command, provenance ledger on (tainted)',
  'declared sink: send to an address a result gave (tainted)',
];
/** The untrusted results of the tainted shell row's ledger: this tree's docs, the same text for both builds. */
const DOCS = ['wires.md', 'operations.md', 'policy.md'].map((f) => ({
  f,
  text: readFileSync(fileURLToPath(new URL(`../../docs/${f}`, import.meta.url)), 'utf8'),
}));

/** The verdicts a case's calls get, kind and reason: a build that decides them otherwise fails the A/B. */
const kinds = (verdicts: readonly unknown[]): string =>
  verdicts.map((v) => `${(v as { kind?: string }).kind}:${(v as { reason?: string }).reason}`).join(',');

/** The median CPU ns a decision of each case on the build at `dist`. */
async function measure(dist: string): Promise<{ values: number[]; checks: string[] }> {
  const at = (p: string): string => pathToFileURL(resolve(dist, p)).href;
  const [
    { adjudicate },
    { DEFAULT_FLOOR },
    { compilePolicy },
    { loadProvenanceRung },
    ledgerModule,
    testing,
  ] = await Promise.all([
    import(at('src/kernel/ladder/ladder.js')),
    import(at('src/kernel/policy/default-floor.js')),
    import(at('src/kernel/policy/load.js')),
    import(at('src/kernel/ladder/provenance-load.js')),
    import(at('src/kernel/provenance/ledger.js')),
    import(at('src/kernel/ladder/testing.js')),
  ]);
  const { TraceProvenance, claimedTurnKeys } = ledgerModule;
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
  // The shared book asks with the client's label (a base before round 60 takes none and reads it afresh).
  ones.push((i) => claimedTurnKeys(TURNS[i % TURNS.length] as string, 'bench'));
  // bench/adjudicate's tainted rows, their ledgers built once as there (a decision reads, never writes, them).
  const ledger = new TraceProvenance();
  ledger.noteTrusted('Run the tests and tidy the package, then read the docs.');
  for (const { f, text } of DOCS) ledger.noteUntrusted(text, f);
  const shellCtx = { tainted: true, provenance: ledger };
  const shells = shellCommands.map((command) => ({ tool: 'Bash', args: { command } }));
  const mailCtx = { tainted: true, taint: 'untrusted_source', provenance: testing.mailSceneLedger() };
  const send = { tool: 'send_message', args: { to: [testing.MAIL_SCENE_TO], subject: 'x' } };
  const tainted: ((i: number) => unknown)[] = [
    (i) => adjudicate(floor, shells[i % shells.length], shellCtx),
    () => adjudicate(testing.MAIL_SCENE_SINKS, send, mailCtx),
  ];
  ones.push(...tainted);
  const checks = ones.map((one, r) =>
    r < ones.length - tainted.length ? '' : kinds(shells.map((_, i) => one(i))),
  );
  const batches = Number(values.batches);
  return { values: ones.map((one) => medianOfBatches(() => cpuNsEach(one, size), batches)), checks };
}

await processAb({
  script: fileURLToPath(import.meta.url),
  title: "bench/adjudicate-ab: the floor's cheapest decisions, a request's user turn, two tainted decisions",
  rows: [...CASES.map(([n]) => n), TURN_ROW, CLAIMED_ROW, ...TAINTED_ROWS],
  unit: 'CPU ns',
  values,
  measure,
});
