// What bin/gate does before any command runs, however it started: from the bundle, from dist/src or from
// the start-up snapshot (src/cli/snapshot.ts). docs/operations.md, "Startup".
import { setFlagsFromString } from 'node:v8';

/** Commands over in milliseconds, for which V8's optimising tiers cost more than they save. */
const ONE_SHOT = new Set(['preflight', 'policy', 'version', '--version', '-v', 'help', '--help', '-h']);
const TIERS = ['max-opt', '-opt', 'turbofan', 'maglev', 'sparkplug'];

/** V8's flags for the command `argv[0]`; a flag the operator names (node's own argv, NODE_OPTIONS) is kept. */
export function tuneV8(argv: readonly string[]): void {
  const v8Options = [...process.execArgv, process.env.NODE_OPTIONS ?? ''];
  const named = (flag: string): boolean => v8Options.some((a) => a.includes(flag));
  // Pretenuring puts a server's per-request objects in the old generation to die there, and a
  // mark-compact every few seconds stalls every request in flight (docs/wires.md, "third look").
  if (!named('allocation-site-pretenuring')) setFlagsFromString('--no-allocation-site-pretenuring');
  if (ONE_SHOT.has(argv[0] as string) && !TIERS.some(named)) setFlagsFromString('--max-opt=1');
}

/** A closed pipe (`gate policy --dump | head`) ends the command quietly, as it does for any Unix tool. */
export function quietOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw err;
    });
  }
}
