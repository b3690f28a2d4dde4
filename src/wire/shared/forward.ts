// Calling the upstream and relaying what the wires do not rewrite: error answers, model lists, token counts.

import { isUtf8 } from 'node:buffer';
import { GateError, isGateError } from '../../kernel/errors.js';
import { firstUnsafeNumber } from '../../kernel/json-numbers.js';
import { readJsonStrict, TOO_MANY_NAMES } from '../../kernel/json-strict.js';
import { errorBody } from '../../server/error-body.js';
import type { CallerSignal, ErrorShape, RequestContext } from '../../server/types.js';
import { clientOfAddress } from '../../store/ledger-owners.js';
import type { WireDeps } from './deps.js';
import { clientResponseHeaders, passClientHeaders, upstreamRequestHeaders } from './headers.js';
import { parseModelJson } from './json.js';

/** Thrown when the client went away: the route stops quietly, there is no one to answer. */
export class ClientGone extends Error {
  override name = 'ClientGone';
}

/**
 * Sends a request upstream on the client's behalf. `path` is relative to the /v1 base; the client's
 * query string (`?beta=true`) goes with it. Faults come back as GateError (502/504) or ClientGone.
 */
export async function callUpstream(
  deps: WireDeps,
  ctx: RequestContext,
  path: string,
  init: { method: string; body?: string | Buffer },
): Promise<Response> {
  const headers = upstreamRequestHeaders(ctx.req.headers);
  // Without a `?` there is no query to carry, and no need to parse the URL to find one.
  const search = ctx.req.url?.includes('?') ? ctx.url.search : '';
  // A rejection handler, not `await` in a try: nothing of this call stays suspended while upstream thinks.
  const fault = (err: unknown): never => {
    throw upstreamFault(err, ctx.signal);
  };
  try {
    return deps
      .upstream(`${path}${search}`, {
        method: init.method,
        headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: ctx.signal,
        client: clientOfAddress(ctx.req.socket?.remoteAddress),
      })
      .catch(fault);
  } catch (err) {
    return fault(err);
  }
}

/** Maps anything thrown while talking to the upstream to ClientGone or a GateError; never leaks bytes. */
export function upstreamFault(err: unknown, signal: CallerSignal): Error {
  // A GateError reason is the server cutting the request short (shutdown), not the client leaving.
  if (signal.aborted) return isGateError(signal.reason) ? signal.reason : new ClientGone('client went away');
  if (isGateError(err)) return err;
  return new GateError('UPSTREAM_UNREACHABLE', 'the upstream model endpoint failed while answering');
}

/** True for a response gate passes through untouched (anything but a 2xx). */
export function isUpstreamError(res: Response): boolean {
  return res.status < 200 || res.status > 299;
}

/** True when upstream answered with an event stream (whatever the client asked for). */
export function isEventStream(res: Response): boolean {
  return (res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');
}

/** Relays an upstream answer as it is: status, body, content type and the allow-listed headers. */
export async function relay(ctx: RequestContext, res: Response): Promise<void> {
  sendBytes(ctx, res, await readBytes(ctx, res));
}

/** Where a client reads an answer's calls: chat's `choices`, messages' `content`, Responses' `output`. */
export const ANSWER_LISTS = ['choices', 'content', 'output'] as const;
export type AnswerList = (typeof ANSWER_LISTS)[number];

/**
 * Round 46: the place where a 2xx answer fails to be this wire's answer, or null. It must hold its own list
 * (`own`) as an array, and no other wire's list: an answer without its list is not one gate read (a client
 * reading it another way, or a later field gate never looked at, would find calls no rung judged), and one
 * holding another wire's list reads as an answer two ways (a client that tries `choices ?? content ??
 * output` runs calls gate never saw).
 */
export function answerListProblem(own: AnswerList, answer: Record<string, unknown>): string | null {
  if (!Array.isArray(answer[own])) return own;
  for (const list of ANSWER_LISTS) {
    const value = answer[list];
    if (list !== own && value !== undefined && value !== null) return list;
  }
  return null;
}

/**
 * Relays an upstream error (not 2xx) as the provider wrote it, unless it reads as an answer: an event
 * stream, or JSON holding an answer's list (or JSON gate reads two ways). A client that reads a body
 * without its status (`fetch(...).then((r) => r.json())`) would run calls in it no rung judged. A body that
 * is no JSON object (a proxy's HTML page, plain text, nothing) is no error the wire's clients read: the
 * SDKs found none in it and printed its bytes as the message. It goes out as the wire's own error, with the
 * upstream's status (round 54).
 */
export async function relayError(ctx: RequestContext, res: Response, shape: ErrorShape): Promise<void> {
  const body = await readBytes(ctx, res);
  const read = readJsonStrict(body.toString('utf8'));
  if (isEventStream(res) || readsAsAnswer(body, read)) {
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      `the upstream answered ${res.status} with a body a client could read as an answer; gate relays no call it has not judged`,
    );
  }
  if (read.ok && typeof read.value === 'object' && read.value !== null && !Array.isArray(read.value)) {
    sendBytes(ctx, res, body);
    return;
  }
  const fault = new GateError(
    'UPSTREAM_UNREACHABLE',
    `the upstream answered ${res.status} with a body that is not a JSON error (gate does not relay it)`,
  );
  // An interim or redirect status is no error a client reads: those go out as gate's own 502.
  const status = res.status >= 400 && res.status <= 599 ? res.status : fault.status;
  sendBytes(ctx, res, Buffer.from(JSON.stringify(errorBody(fault, shape))), status, 'application/json');
}

function readsAsAnswer(body: Buffer, read: ReturnType<typeof readJsonStrict>): boolean {
  if (!read.ok) {
    // Not JSON (a proxy's HTML page, plain text) holds no answer; JSON with a repeated key might.
    try {
      JSON.parse(body.toString('utf8'));
    } catch {
      return false;
    }
    return true;
  }
  const value = read.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return ANSWER_LISTS.some((key) => Array.isArray((value as Record<string, unknown>)[key]));
}

/** The upstream answer's bytes, as they came (after content decoding). */
export async function readBytes(ctx: RequestContext, res: Response): Promise<Buffer> {
  try {
    return Buffer.from(await res.arrayBuffer());
  } catch (err) {
    throw upstreamFault(err, ctx.signal);
  }
}

/** Sends the upstream's own bytes with its status, content type and pass-through headers (or the given). */
export function sendBytes(
  ctx: RequestContext,
  res: Response,
  body: Buffer,
  status = res.status,
  type = res.headers.get('content-type'),
): void {
  const headers = clientResponseHeaders(res.headers);
  if (type) headers['content-type'] = type;
  headers['content-length'] = String(body.length);
  ctx.res.writeHead(status, headers);
  ctx.res.end(body);
}

/** Reads a 2xx body as text (invalid UTF-8 as U+FFFD); one that fails to arrive is a 502. */
export async function readText(ctx: RequestContext, res: Response): Promise<string> {
  try {
    return await res.text();
  } catch (err) {
    throw upstreamFault(err, ctx.signal);
  }
}

/** An upstream answer's JSON, read strictly; one gate cannot read is a 502 (fail closed). */
export function parseUpstreamJson(text: string): unknown {
  try {
    return parseModelJson(text);
  } catch (err) {
    // The bound's own words (a count, never a byte): "not JSON" sent an operator looking for the wrong fault.
    const wide = err instanceof Error && err.message.startsWith(TOO_MANY_NAMES);
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      wide
        ? `the upstream model endpoint answered with a body wider than gate reads (${err.message})`
        : 'the upstream model endpoint answered with a body that is not JSON',
    );
  }
}

/** Sends JSON text with the upstream's pass-through headers. */
export function sendText(ctx: RequestContext, upstream: Response, text: string): void {
  const list: string[] = [];
  passClientHeaders(upstream.headers, list);
  list.push('content-type', 'application/json', 'content-length', String(Buffer.byteLength(text)));
  // A flat list: node:http stores the head without a setHeader call per name (docs/wires.md, "round 15", "round 21").
  ctx.res.writeHead(upstream.status, list);
  ctx.res.end(text);
}

/**
 * The request body to forward: the client's own bytes when gate changed nothing, else the edited JSON.
 * Valid UTF-8 goes as the bytes themselves (decoding it for the upstream client to encode again gave the
 * same bytes after two passes over the body); anything else goes as the text gate read, its U+FFFD, never
 * bytes an upstream could decode otherwise than gate did.
 */
export function forwardBody(ctx: RequestContext, body: unknown, changed: boolean): string | Buffer {
  if (!changed) return isUtf8(ctx.rawBody) ? ctx.rawBody : ctx.rawBody.toString('utf8');
  // Re-serialised, a number JavaScript rounded (or made null) would reach the upstream changed in meaning.
  const at = firstUnsafeNumber(ctx.rawBody.toString('utf8'));
  if (at >= 0)
    throw new GateError(
      'BAD_REQUEST',
      `the request holds a number at offset ${at} that gate cannot carry unchanged (an integer past 2^53, or past a double's range), and gate must rewrite this body; send it as a string`,
    );
  return JSON.stringify(body);
}
