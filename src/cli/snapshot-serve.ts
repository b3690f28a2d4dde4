// `gate serve`'s start-up snapshot entry. scripts/bundle.mjs bundles this file as one CommonJS script (node:http,
// node:https and node:tls, which a Node 20 snapshot cannot hold, required on first use) and runs
// `node --build-snapshot` on it: serve's modules are evaluated inside dist/snapshot/serve.blob, and bin/gate
// starts `gate serve` from that blob, which then only opens the store and the listener (docs/operations.md,
// "Startup"). As in src/cli/snapshot.ts, no env, cwd, time or random value is read at load or while building.
import * as cluster from 'node:cluster';
import * as dns from 'node:dns';
import * as net from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as util from 'node:util';
import { startupSnapshot } from 'node:v8';
import { Counter, Gauge, Registry } from 'prom-client';
import { loadProvenanceRung } from '../kernel/ladder/provenance-load.js';
import { prepareFloorSplits } from '../kernel/policy/rule-matcher.js';
import { loadLedger } from '../kernel/provenance/ledger-load.js';
import { ContextMemory } from '../kernel/screen/memory.js';
import { loadScreen } from '../server/engine.js';
import { builtinPolicy } from '../server/policy-holder.js';
import { TalliedHistogram } from '../server/tallied-histogram.js';
import * as serve from './commands/serve.js';
import { dispatch } from './dispatch.js';
import { processIo } from './io.js';
import { dropLauncherTunables, quietOnClosedPipe, tuneV8 } from './launch.js';

/**
 * node's own modules that listen() loads (net, its dns lookup, and cluster, which net asks whether this is a
 * worker): evaluated while the blob builds, the blob holds them compiled; loaded after the start, each is
 * compiled then (docs/operations.md, "Startup", round 22).
 */
const LISTEN_MODULES = [cluster, dns, net];

declare global {
  /** dist/src/<rel> as a URL: what `import.meta.url` of the compiled file at `rel` resolves against here. */
  var __gateModuleUrl: ((rel: string) => string) | undefined;
}

/** The blob's path as node was given it (`--snapshot-blob <path>` or `--snapshot-blob=<path>`). */
function blobPath(execArgv: readonly string[]): string | undefined {
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] as string;
    if (arg === '--snapshot-blob') return execArgv[i + 1];
    if (arg.startsWith('--snapshot-blob=')) return arg.slice('--snapshot-blob='.length);
  }
  return undefined;
}

/**
 * One model turn's kernel work, done while the blob builds so that the functions a first turn runs (the
 * ledger reading the user's words and a tool result, the result screen) are in the blob with their
 * bytecode: compiled in every server's first turn otherwise, about 120 ms of its CPU (docs/operations.md,
 * "Round 37"). Throwaway ledger and memory; nothing it draws may be random (the build fails if it does).
 */
async function warmFirstTurn(): Promise<void> {
  const [admit, Ledger] = await Promise.all([loadScreen(), loadLedger()]);
  const random = Math.random;
  const noRandom = (): never => {
    throw new Error('the warm turn drew a random value while the blob builds');
  };
  Math.random = noRandom;
  try {
    const ledger = new Ledger();
    ledger.noteRequest('read the file notes/a.txt and tell me what it says');
    ledger.noteCall('Read', ['{"file_path":"notes/a.txt"}']);
    ledger.noteUntrusted('the file says hello', 'result of Read', 'Read', 'all');
    const memory = new ContextMemory({ newId: noRandom, now: () => 0 });
    const outcome = admit(
      { tool: 'Read', traceId: 'warm', content: 'the file says hello' },
      builtinPolicy(),
      memory,
    );
    if (outcome.verdict.kind !== 'ALLOW')
      throw new Error(`the warm turn was not admitted (${outcome.verdict.kind})`);
  } finally {
    Math.random = random;
  }
}

/**
 * The start path's code that reads nothing of the process (serve's flags parsed, the key lists, the metric
 * classes as createMetrics uses them), run once while the blob builds so that its bytecode is in the
 * blob: compiled in every start before its first answer otherwise (docs/operations.md, "Round 45").
 */
function warmStart(): void {
  if (serve.parseServeFlags(['--addr', '127.0.0.1:0']) === 'help')
    throw new Error('serve flags read as help');
  serve.clientKeysFrom([], {});
  serve.approverKeysFrom([], [], {});
  const registers = [new Registry()];
  new Gauge({ name: 'warm_gauge', help: 'warm', registers });
  new Counter({ name: 'warm_total', help: 'warm', labelNames: ['verdict'], registers });
  new TalliedHistogram({
    name: 'warm_seconds',
    help: 'warm',
    labelNames: ['route'],
    buckets: [0.001, 1],
    registers,
  });
}

async function serveFromSnapshot(): Promise<void> {
  const blob = blobPath(process.execArgv);
  if (blob === undefined) throw new Error('started without --snapshot-blob');
  // Files beside the compiled tree (package.json, ui/) are found from where the blob is now, not where it was built.
  const src = pathToFileURL(`${resolve(blob, '../../src')}/`);
  globalThis.__gateModuleUrl = (rel) => new URL(rel, src).href;
  // node --snapshot-blob <blob> serve ...: no script name in argv.
  const argv = process.argv.slice(1);
  dropLauncherTunables(process.env);
  quietOnClosedPipe();
  tuneV8(argv, true);
  process.exitCode = await dispatch(
    argv,
    processIo(),
    { serve: { summary: '', load: async () => serve } },
    () => 'usage: gate serve [flags]\n',
  );
}

if (startupSnapshot.isBuildingSnapshot()) {
  // util.parseArgs loads its module on first read; serve's flags are parsed with it in every start.
  if (typeof util.parseArgs !== 'function') throw new Error('node:util has no parseArgs');
  if (LISTEN_MODULES.some((m) => Object.keys(m).length === 0))
    throw new Error('a listen module did not load');
  // What a first decision and a first result would load, done once here: the built-in floor compiled, the
  // result screen's rule tables built, the provenance rung and the ledger evaluated (none reads env, time
  // or randomness).
  builtinPolicy();
  // The floor's 62 kB rule read into its alternatives and gates, not at a first `date` or `pip` command.
  prepareFloorSplits();
  warmStart();
  void loadScreen();
  void loadProvenanceRung();
  void loadLedger();
  // A failure fails the build (the rejection is unhandled), and the build leaves no serve blob.
  void warmFirstTurn();
  startupSnapshot.setDeserializeMainFunction(() => {
    serveFromSnapshot().catch((err: unknown) => {
      process.stderr.write(`gate: ${(err as Error)?.message ?? String(err)}\n`);
      process.exitCode = 1;
    });
  });
}
