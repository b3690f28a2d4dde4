// Calling the upstream and relaying what the wires do not rewrite: error answers, model lists, token counts.

import { GateError, isGateError } from '../../kernel/errors.js';
import { parseJsonStrict } from '../../kernel/json-strict.js';
import type { CallerSignal, RequestContext } from '../../server/types.js';
import type { WireDeps } from './deps.js';
import { clientResponseHeaders, upstreamRequestHeaders } from './headers.js';

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
  init: { method: string; body?: string },
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
  let body: Buffer;
  try {
    body = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    throw upstreamFault(err, ctx.signal);
  }
  const headers = clientResponseHeaders(res.headers);
  const type = res.headers.get('content-type');
  if (type) headers['content-type'] = type;
  headers['content-length'] = String(body.length);
  ctx.res.writeHead(res.status, headers);
  ctx.res.end(body);
}

/** Reads a 2xx JSON body; a body gate cannot parse cannot be adjudicated, so it is a 502 (fail closed). */
export async function readJson(ctx: RequestContext, res: Response): Promise<unknown> {
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw upstreamFault(err, ctx.signal);
  }
  try {
    return parseJsonStrict(text);
  } catch {
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      'the upstream model endpoint answered with a body that is not JSON',
    );
  }
}

/** Sends a JSON body with the upstream's pass-through headers. */
export function sendJson(ctx: RequestContext, upstream: Response, body: unknown): void {
  const text = JSON.stringify(body);
  const passed = clientResponseHeaders(upstream.headers);
  const list: string[] = [];
  for (const name in passed) list.push(name, passed[name]!);
  list.push('content-type', 'application/json', 'content-length', String(Buffer.byteLength(text)));
  // A flat list: node:http stores the head without a setHeader call per name (docs/wires.md, "round 15").
  ctx.res.writeHead(upstream.status, list);
  ctx.res.end(text);
}

/** The request body to forward: the client's own bytes when gate changed nothing, else the edited JSON. */
export function forwardBody(ctx: RequestContext, body: unknown, changed: boolean): string {
  return changed ? JSON.stringify(body) : ctx.rawBody.toString('utf8');
}
