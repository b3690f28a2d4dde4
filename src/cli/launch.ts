// What bin/gate does before any command runs, however it started: from the bundle, from dist/src or from
// the start-up snapshot (src/cli/snapshot.ts). docs/operations.md, "Startup".
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';

/**
 * Commands over in milliseconds, for which V8's optimising tiers cost more than they save; both start from
 * the snapshot. `version` and `help` run too little to tier up, and a flag would cost them node's code cache.
 */
const ONE_SHOT = new Set(['preflight', 'policy']);
const TIERS = ['max-opt', '-opt', 'turbofan', 'maglev', 'sparkplug'];
/**
 * The commands the bundle also holds as CommonJS scripts of their own, run with V8's code cache
 * (src/cli/code-cache.ts; scripts/bundle.mjs writes dist/bundle/cached/<command>.cjs).
 */
export const CODE_CACHED_COMMANDS: ReadonlySet<string> = new Set(['preflight', 'policy', 'hook']);

/** Whether `argv`'s command runs from its code-cached script when it runs from the bundle. */
export function codeCached(argv: readonly string[]): boolean {
  return CODE_CACHED_COMMANDS.has(argv[0] ?? '') && process.env.GATE_NO_CODE_CACHE !== '1';
}
/** Commands that hold a gateway open for requests: the only ones whose heap pretenuring hurts. */
const SERVERS = new Set(['serve', 'run']);
/** A quarter of V8's default (67,584 bytecode bytes): a server's functions reach TurboFan sooner. */
export const SERVER_INTERRUPT_BUDGET = 16_896;

/** V8's flags for the command `argv[0]`; a flag the operator names (node's own argv, NODE_OPTIONS) is kept. */
export function tuneV8(argv: readonly string[], fromBlob = false): void {
  // Node's own modules carry code compiled ahead, which V8 takes only under the flags it was compiled with:
  // one loaded after setFlagsFromString below is parsed and compiled again (round 34). So the ones a
  // command loads in every run are loaded first; a command's stdout and stderr are made before this call.
  const load = createRequire(process.execPath);
  for (const name of builtinsOf(argv, fromBlob)) load(name);
  const named = operatorNamed;
  // Pretenuring puts a server's per-request objects in the old generation to die there, and a
  // mark-compact every few seconds stalls every request in flight (docs/wires.md, "third look"). Only a
  // server: any flag changes V8's flag hash, and every node module a command loads after it is compiled
  // from source (journal verify: 32 of them, round 38).
  if (SERVERS.has(argv[0] as string) && !named('allocation-site-pretenuring'))
    setFlagsFromString('--no-allocation-site-pretenuring');
  // A server's interrupt budget is set once it listens (serverListening below), not here.
  if (ONE_SHOT.has(argv[0] as string) && !TIERS.some(named)) setFlagsFromString('--max-opt=1');
}

/** Whether the operator named a V8 flag holding `flag` (node's own argv, NODE_OPTIONS): theirs is kept. */
function operatorNamed(flag: string): boolean {
  return process.execArgv.some((a) => a.includes(flag)) || (process.env.NODE_OPTIONS ?? '').includes(flag);
}

/**
 * Called by a server (serve, run) once it listens. A request runs hundreds of functions once each: at V8's
 * budget many stay unoptimised for the first ~10,000 requests, a third of a request's CPU then
 * (docs/wires.md, "Round 61 (perf-r61)"). Set at start, the quarter budget also tiered up the start's own
 * run-once code: +40 ms to a JS launcher's first health answer (docs/wires.md, "Round 62 (perf-r62)").
 */
export function serverListening(): void {
  if (!operatorNamed('interrupt-budget')) setFlagsFromString(`--interrupt-budget=${SERVER_INTERRUPT_BUDGET}`);
}

/**
 * What bin/gate's sh part sets GLIBC_TUNABLES to for a start from a blob when the caller set none: glibc's
 * malloc on transparent huge pages while node reads the blob (docs/operations.md, "Round 41"), its large
 * blocks (the blob's buffers) kept in the heap rather than mapped one by one, and the heap grown 16 MB at a
 * time, so they land on huge pages as well: half the faults of an empty blob's start ("Round 66").
 */
export const LAUNCHER_TUNABLES =
  'glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=33554432:glibc.malloc.top_pad=16777216';

/** Takes the launcher's own GLIBC_TUNABLES out of `env`, so processes gate starts do not inherit it. */
export function dropLauncherTunables(env: NodeJS.ProcessEnv): void {
  if (env.GLIBC_TUNABLES === LAUNCHER_TUNABLES) delete env.GLIBC_TUNABLES;
}

/**
 * The node modules `argv`'s command loads in every run and neither snapshot holds: serve's listener and
 * upstream client (node:http, node:tls, node:http2: 20 modules), and the digest `policy --check` prints
 * (node:crypto: 16 modules), and what `gate run` loads from the bundle. Nothing a run might not need: each
 * costs its load. serve from its blob without a remote flag loads node:http alone: nothing there loads the
 * clients' modules (the bundle does, as prom-client's push client loads node:https at import).
 */
export function builtinsOf(argv: readonly string[], fromBlob = false): readonly string[] {
  if (argv[0] === 'serve') return fromBlob && !argv.some(namesRemote) ? LISTENER_BUILTINS : SERVE_BUILTINS;
  if (argv[0] === 'run') return RUN_BUILTINS;
  if (argv[0] === 'policy' && argv.some((a) => a === '--check' || a.startsWith('--check=')))
    return CHECK_BUILTINS;
  return [];
}
const SERVE_BUILTINS = ['node:http', 'node:tls', 'node:http2'];
const LISTENER_BUILTINS = ['node:http'];
/** serve's flags that may open a TLS or HTTP/2 connection: an upstream, downstream MCP servers, a shared store. */
const REMOTE_FLAGS = ['--base-url', '--tools', '--store'];
const namesRemote = (arg: string): boolean =>
  REMOTE_FLAGS.some((flag) => arg === flag || arg.startsWith(`${flag}=`));
const CHECK_BUILTINS = ['node:crypto'];
/** What `gate run -- true` loads (73 modules), run from the bundle: its gateway, its journal and the agent's process. */
const RUN_BUILTINS = [
  'node:child_process',
  'node:crypto',
  'node:fs/promises',
  'node:os',
  'node:http',
  'node:perf_hooks',
  'node:zlib',
  'node:assert',
  'node:worker_threads',
  'node:https',
  'node:dns',
  'node:cluster',
];

/** A closed pipe (`gate policy --dump | head`) ends the command quietly, as it does for any Unix tool. */
export function quietOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw err;
    });
  }
}
