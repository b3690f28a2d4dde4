// The one lifecycle every model wire runs for a turn: refuse a wire the upstream does not speak, screen
// the request, forward it, then judge the proposed calls buffered or streamed, or relay an upstream error.
// A wire supplies only what differs: its paths, how it prepares a request and how it rewrites an answer.

import { GateError } from '../../kernel/errors.js';
import { loadedLedger, loadLedger, type TraceProvenanceClass } from '../../kernel/provenance/ledger-load.js';
import type { RequestContext, Route, WireName } from '../../server/types.js';
import type { WireDeps } from './deps.js';
import { quietWhenGone, wrongProvider } from './faults.js';
import {
  type AnswerList,
  answerListProblem,
  callUpstream,
  isEventStream,
  isUpstreamError,
  parseUpstreamJson,
  readBytes,
  readText,
  relay,
  relayError,
  sendBytes,
  sendText,
} from './forward.js';
import { type Fields, mustPass } from './hand-check.js';
import { holdsInexactNumber, isObject, type Json } from './json.js';
import { wantsVerdictNote } from './notes.js';
import { pumpStream, type StreamRewriter } from './pump.js';
import { hasMembers, spliceMember } from './splice.js';
import { SseWriter } from './sse-writer.js';
import { RequestVerdicts } from './verdicts.js';

/** What a model wire supplies to the shared lifecycle. */
export interface ModelWire {
  wire: Exclude<WireName, 'mcp' | 'gate'>;
  /** The upstream wire the route needs (`builtin` speaks every wire). */
  needs: 'openai' | 'anthropic';
  /** Where this wire's answer holds its calls (chat `choices`, messages `content`, Responses `output`). */
  list: AnswerList;
  /** Screens the request's tool results and returns the body to forward. */
  prepare(deps: WireDeps, ctx: RequestContext, verdicts: RequestVerdicts): Promise<{ body: string | Buffer }>;
  /**
   * Checks that a buffered answer has what gate must read (the wire's answer shape in shape.ts, checked by
   * hand): throws the 502 for one that does not.
   */
  mustRead(answer: Fields): void;
  /**
   * Judges the calls of a buffered answer in place and adds its `gate` member; true when it changed anything
   * else (a call dropped or repaired, a stop reason, a note): only an answer it did not change may go out
   * as the upstream's own text.
   */
  rewrite(answer: Json, verdicts: RequestVerdicts, note: boolean): Promise<boolean>;
  /** Judges the calls of a streamed answer event by event. */
  streamRewriter(verdicts: RequestVerdicts, writer: SseWriter, note: boolean): StreamRewriter;
}

/** A route's handler over the shared lifecycle: `path` is the client's route, `upstreamPath` the same call
 * under the provider's /v1 base. */
type WireHandler = (
  wire: ModelWire,
  deps: WireDeps,
  ctx: RequestContext,
  path: string,
  upstreamPath: string,
) => Promise<void>;

/** One model turn: the answer's calls are judged, buffered or streamed; an upstream error is relayed. */
export const handleTurn: WireHandler = async (wire, deps, ctx, path, upstreamPath) => {
  const verdicts = await startTurn(wire, deps, ctx, path);
  const upstream = await forward(wire, deps, ctx, upstreamPath, verdicts);
  if (isUpstreamError(upstream))
    return relayError(ctx, upstream, wire.wire === 'anthropic' ? 'anthropic' : 'openai');
  const note = wantsVerdictNote(ctx.req.headers, deps.verdictNote);
  if (isEventStream(upstream)) {
    const writer = new SseWriter(ctx.res);
    const onStop = (cause: string) => deps.engine.stopped?.(ctx, wire.wire, cause) ?? Promise.resolve();
    return pumpStream(ctx, upstream, writer, wire.streamRewriter(verdicts, writer, note), onStop);
  }
  sendText(ctx, upstream, await judgedAnswer(wire, await readText(ctx, upstream), verdicts, note));
};

/**
 * A buffered answer judged: the text the client receives. One the wire's rewrite left as it came goes as
 * the upstream's own text (the very text the strict read accepted) with the `gate` member spliced in;
 * anything it changed, or an answer holding its own `gate` member, goes re-serialised.
 */
export async function judgedAnswer(
  wire: ModelWire,
  text: string,
  verdicts: RequestVerdicts,
  note: boolean,
): Promise<string> {
  const answer = parseUpstreamJson(text);
  if (!isObject(answer)) {
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      'the upstream model endpoint answered with an unexpected body',
    );
  }
  mustPass(answerListProblem(wire.list, answer));
  wire.mustRead(answer);
  // An upstream member named `gate` is replaced by gate's: that answer is re-serialised.
  const spliceable = !Object.hasOwn(answer, 'gate') && hasMembers(answer);
  const changed = await wire.rewrite(answer, verdicts, note);
  // A call's arguments held as JSON values in the answer (messages `input`, a computer action, a lenient
  // server's object) were judged as JavaScript read them: a number it rounded goes out as judged, not as
  // the upstream's digits, which the agent's reader may keep exact.
  // Walked only when the upstream's text could be kept (round 55).
  const spliced =
    changed || !spliceable || (verdicts.verdicts.length > 0 && holdsInexactNumber(answer))
      ? undefined
      : spliceMember(text, 'gate', answer['gate']);
  return spliced ?? JSON.stringify(answer);
}

/**
 * A route that sends the conversation upstream without proposing calls (token counts, compaction): its
 * tool results are screened the same way, and the answer is relayed as it is.
 */
export const handleRelayed: WireHandler = async (wire, deps, ctx, path, upstreamPath) => {
  await relay(ctx, await forward(wire, deps, ctx, upstreamPath, await startTurn(wire, deps, ctx, path)));
};

/**
 * handleRelayed for a route whose answer names what a later request may go on from (Responses
 * `/compact`: its compaction items): the answer is read and remembered, and sent on as the upstream's
 * own bytes: gate changes nothing in it, and re-serialising it changed values (a large integer rounded,
 * `1e400` made `null`: docs/responses-wire.md, "Faithfulness of /compact").
 */
export const handleRemembered: WireHandler = async (wire, deps, ctx, path, upstreamPath) => {
  const verdicts = await startTurn(wire, deps, ctx, path);
  const upstream = await forward(wire, deps, ctx, upstreamPath, verdicts);
  if (isUpstreamError(upstream) || isEventStream(upstream)) return relay(ctx, upstream);
  const bytes = await readBytes(ctx, upstream);
  const answer = parseUpstreamJson(bytes.toString('utf8'));
  if (isObject(answer)) await verdicts.relayedCompactions(answer['output']);
  sendBytes(ctx, upstream, bytes);
};

/** Refuses a wire the provider does not speak; the turn's verdicts start empty, with a ledger of their own. */
async function startTurn(
  wire: ModelWire,
  deps: WireDeps,
  ctx: RequestContext,
  path: string,
): Promise<RequestVerdicts> {
  if (deps.provider !== 'builtin' && deps.provider !== wire.needs) {
    throw wrongProvider(deps.provider, path, wire.needs);
  }
  const Ledger = loadedLedger() ?? (await ledgerOrRefuse());
  return new RequestVerdicts(deps.engine, wire.wire, ctx, new Ledger());
}

/** The ledger, loaded now (a request before the warm-up finished); a failed load refuses the request. */
async function ledgerOrRefuse(): Promise<TraceProvenanceClass> {
  try {
    return await loadLedger();
  } catch {
    throw new GateError('INTERNAL', 'the provenance ledger could not be loaded; the request was refused');
  }
}

/**
 * Screens the request and sends it upstream. It returns the upstream's promise rather than awaiting
 * it, so no frame of it stays suspended (and held by the heap) while the provider thinks.
 */
async function forward(
  wire: ModelWire,
  deps: WireDeps,
  ctx: RequestContext,
  upstreamPath: string,
  verdicts: RequestVerdicts,
): Promise<Response> {
  await verdicts.recallEarlier();
  const prepared = await wire.prepare(deps, ctx, verdicts);
  // Before anything goes upstream: the next request may follow as soon as the answer is read.
  await verdicts.recordSeen();
  return callUpstream(deps, ctx, upstreamPath, { method: 'POST', body: prepared.body });
}

/** A POST route of a model wire whose body is JSON; a client that went away ends it quietly. */
export function modelRoute(
  path: string,
  errorShape: Route['errorShape'],
  handle: (ctx: RequestContext) => Promise<void>,
): Route {
  return { method: 'POST', path, errorShape, parseJson: true, handle: quietWhenGone(handle) };
}
