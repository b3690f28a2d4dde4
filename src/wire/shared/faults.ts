// The faults the model wires raise themselves, and telling a fault from a client that went away.
// Messages name the fault, never request or response bytes; the server renders them in the wire's shape.
import type { ServerResponse } from 'node:http';
import { GateError, isGateError } from '../../kernel/errors.js';
import { type CleanSource, inexactNumberFault, stringifyKeepingNumbers } from '../../kernel/json-numbers.js';
import type { CallerSignal, RequestContext } from '../../server/types.js';
import type { ModelProvider } from './deps.js';
import { ClientGone } from './forward.js';

/** The upstream stream ended (or broke) before its final event: nothing partial was passed on. */
export function brokenStream(): GateError {
  return new GateError('UPSTREAM_UNREACHABLE', 'the upstream stream ended before the response was complete');
}

/** The upstream sent an event gate cannot read; it cannot be judged, so the stream stops (fail closed). */
export function unreadableEvent(): GateError {
  return new GateError('UPSTREAM_UNREACHABLE', 'the upstream stream carried an event gate could not parse');
}

/** True when there is no one left to answer. */
export function clientGone(err: unknown, signal: CallerSignal, res: ServerResponse): boolean {
  // An abort whose reason is a GateError (shutdown) still has a client to tell.
  return err instanceof ClientGone || res.destroyed || (signal.aborted && !isGateError(signal.reason));
}

/** Runs a handler; a client that went away ends the request quietly, other faults go to the renderer. */
export function quietWhenGone(
  handler: (ctx: RequestContext) => Promise<void>,
): (ctx: RequestContext) => Promise<void> {
  // A rejection handler rather than an awaiting frame: nothing of it is held while the turn waits.
  return (ctx) =>
    handler(ctx).catch((err: unknown) => {
      if (clientGone(err, ctx.signal, ctx.res)) return;
      throw err;
    });
}

/** The 400 for a wire the configured upstream does not speak (docs/design.md §5). */
export function wrongProvider(
  provider: ModelProvider,
  path: string,
  needs: 'openai' | 'anthropic',
): GateError {
  return new GateError(
    'BAD_REQUEST',
    `${path} is not served: this gateway forwards to a provider "${provider}" upstream, and ${path} needs --provider ${needs} (translation between wires is not supported)`,
  );
}

/**
 * An upstream event gate changed, encoded again with the upstream's spelling of every number JavaScript
 * cannot carry exactly; one it cannot encode so stops the stream (docs/wires.md, "Faithfulness").
 */
export function encodeEvent(data: string | readonly string[], value: unknown, clean?: CleanSource): string {
  const text = stringifyKeepingNumbers(data, value, clean);
  if (text === undefined) throw inexactNumberFault();
  return text;
}
