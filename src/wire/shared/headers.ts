// Which headers cross gate in each direction. Both lists are allow-lists: the client's gateway token
// (Authorization / x-api-key) and cookies never go upstream, and upstream's transport headers never come back.
// A field the message's own `Connection` header names is hop-by-hop (RFC 9110 §7.6.1) and crosses in neither
// direction, though the list holds it: a client or upstream may name any field there.
import type { IncomingHttpHeaders } from 'node:http';
import { WireHeaders } from '../../upstream/proxy-response.js';

/** Client request headers that mean something to the provider and carry no gateway credential. */
const FORWARDED_REQUEST_HEADERS = [
  'anthropic-version',
  'anthropic-beta',
  'openai-organization',
  'openai-project',
  'openai-beta',
  'idempotency-key',
  'user-agent',
  'traceparent',
  'tracestate',
] as const;

/** Provider response headers a client acts on: request ids for support, rate limits and retry hints. */
const PASSED_RESPONSE_HEADERS = new Set([
  'request-id',
  'x-request-id',
  'openai-processing-ms',
  'openai-version',
  'openai-organization',
  'openai-project',
  'anthropic-organization-id',
  'retry-after',
  'retry-after-ms',
  'x-should-retry',
]);

/** The client headers to send upstream (the upstream adds the provider key itself). */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  const hop = connectionNames(headers.connection);
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && !hop?.has(name)) out[name] = value;
  }
  return out;
}

/** Whether an upstream response header (lower case) is one a client acts on; `set-cookie` never is. */
function passesToClient(name: string): boolean {
  return (
    PASSED_RESPONSE_HEADERS.has(name) ||
    name.startsWith('x-ratelimit-') ||
    name.startsWith('anthropic-ratelimit-')
  );
}

/** passClientHeaders as an object, for a caller that sets more fields by name. */
export function clientResponseHeaders(headers: Headers): Record<string, string> {
  const list: string[] = [];
  passClientHeaders(headers, list);
  const out: Record<string, string> = {};
  for (let i = 0; i < list.length; i += 2) out[list[i]!] = list[i + 1]!;
  return out;
}

/**
 * Appends the upstream response headers to pass back to the client (content type is set by the wire) to
 * `list` as flat name, value pairs, in name order as a fetch `Headers` iterates. Read from the pairs as they
 * arrived when the answer keeps them: a provider sends twenty-odd headers and a client is passed a few, so
 * only those are joined and sorted. Pairs, not an object: node:http takes the list as the head as it is,
 * where an object keyed by names read off the wire cost a runtime store per name and a `for...in` after.
 */
export function passClientHeaders(headers: Headers, list: string[]): void {
  if (headers instanceof WireHeaders) {
    passFromRaw(headers.raw, list);
    return;
  }
  const hop = connectionNames(headers.get('connection') ?? undefined);
  headers.forEach((value, name) => {
    if (!hop?.has(name) && passesToClient(name)) list.push(name, value);
  });
}

/** passClientHeaders over raw pairs: repeats joined by ", " as `Headers.get` joins them. */
function passFromRaw(raw: readonly string[], list: string[]): void {
  let kept: Map<string, string> | undefined;
  let connection: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    if (name === 'connection') connection = connection === undefined ? value : `${connection}, ${value}`;
    else if (passesToClient(name)) {
      kept ??= new Map();
      const before = kept.get(name);
      kept.set(name, before === undefined ? value : `${before}, ${value}`);
    }
  }
  if (kept === undefined) return;
  const hop = connectionNames(connection);
  const names = [...kept.keys()];
  if (names.length > 1) names.sort();
  for (const name of names) if (!hop?.has(name)) list.push(name, kept.get(name)!);
}

/**
 * The field names a `Connection` header lists (lower case), or undefined when it lists none. One split and
 * one trim per name: linear in the header's length, which node:http bounds (16 KiB in all).
 */
export function connectionNames(value: string | string[] | undefined): Set<string> | undefined {
  // What node:http and undici send on every kept-alive message: no split, no set.
  if (value === undefined || value === 'keep-alive' || value === 'close') return undefined;
  let names: Set<string> | undefined;
  for (const line of typeof value === 'string' ? [value] : value) {
    for (const part of line.split(',')) {
      const name = part.trim().toLowerCase();
      if (name === '' || name === 'close' || name === 'keep-alive') continue;
      names ??= new Set();
      names.add(name);
    }
  }
  return names;
}
