// `gate serve`'s shutdown after SIGTERM or SIGINT, bounded at each step (docs/operations.md, "Limits and
// shutdown"): in-flight requests get the grace, then are cut in their wire's error shape, then every
// connection is destroyed, then the journal and the store are closed within a bound, and the process
// exits even when a handle no one closed would have kept it running.
import type { Writable } from 'node:stream';
import type { HttpGateway } from '../server/http.js';
import { EXIT } from './exit-codes.js';

/** After the grace, how long cut requests get to write their error answer before their connections go. */
export const CUT_SETTLE_MS = 500;
/** How long closing the journal, the anchor and the store may take before gate exits without them. */
export const CLOSE_BOUND_MS = 5000;
/** After the close, how long the process may stay up before it is ended: a handle no one closed. */
export const EXIT_BOUND_MS = 1000;
const POLL_MS = 20;

export interface ShutdownDeps {
  gateway: HttpGateway;
  graceMs: number;
  /** Flushes and closes the journal, its anchor and the store. */
  close: () => Promise<void>;
  stderr: Writable;
}

/** Runs the shutdown; resolves with the exit code: 0 when all closed, 1 when the close failed or passed its bound. */
export async function shutDown(signal: string, deps: ShutdownDeps): Promise<number> {
  const { gateway } = deps;
  deps.stderr.write(`gate: ${signal}: stopping; finishing ${gateway.inFlight()} in-flight request(s)\n`);
  gateway.server.close();
  gateway.server.closeIdleConnections();
  await whileInFlight(gateway, deps.graceMs);
  if (gateway.inFlight() > 0) {
    gateway.abortAll();
    await whileInFlight(gateway, CUT_SETTLE_MS);
  }
  gateway.server.closeAllConnections();
  gateway.destroyAll();
  const closed = await within(deps.close(), CLOSE_BOUND_MS);
  if (closed === 'closed') return EXIT.OK;
  const why = closed === 'late' ? `did not close within ${CLOSE_BOUND_MS} ms` : 'failed to close';
  deps.stderr.write(`gate: ${signal}: the journal and the store ${why}; exiting ${EXIT.FAILURE}\n`);
  return EXIT.FAILURE;
}

/**
 * Ends the process with `code` if it is still up `EXIT_BOUND_MS` from now (the timer itself holds
 * nothing), naming the kinds of handle that held it: never their contents.
 */
export function exitIfHeld(code: number, stderr: Writable): void {
  const timer = setTimeout(() => {
    const kinds = [...new Set(process.getActiveResourcesInfo())];
    const held = kinds.join(', ');
    // process.exit joins libuv's thread pool, so a file operation stuck on a stalled disk would hold it
    // for as long as the disk stalls: then the process ends itself by SIGKILL, its exit hooks run first.
    if (kinds.some((kind) => kind.startsWith(FILE_REQUEST))) {
      stderr.write(
        `gate: still held after shutdown (${held}); a file operation is stuck: ending by SIGKILL\n`,
      );
      process.exitCode = code;
      process.emit('exit', code);
      process.kill(process.pid, 'SIGKILL');
      return;
    }
    stderr.write(`gate: still held after shutdown (${held}); exiting ${code}\n`);
    process.exit(code);
  }, EXIT_BOUND_MS);
  timer.unref();
}

/** How node names a file system request in flight (FSReqCallback, FSReqPromise) among active resources. */
const FILE_REQUEST = 'FSReq';

async function whileInFlight(gateway: HttpGateway, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (gateway.inFlight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, POLL_MS));
}

/** How `work` ended within `ms`: its fault's message is not read (it may hold a path or a row). */
async function within(work: Promise<void>, ms: number): Promise<'closed' | 'failed' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => 'closed' as const,
        () => 'failed' as const,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
