// Trace ids (docs/design.md §5): x-gate-trace-id, else a W3C traceparent's trace-id, else minted.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { GateError } from '../kernel/errors.js';

/** A trace id gate keeps as a client sent it (and round 57: an MCP session id it reads). */
export const TRACE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** Ids minted from one buffer of random bytes, refilled when used up: one entropy call per 256 ids. */
const POOL_IDS = 256;
const ID_BYTES = 16;
let pool = Buffer.alloc(0);
let next = 0;

export function mintTraceId(): string {
  if (next >= pool.length) {
    pool = randomBytes(POOL_IDS * ID_BYTES);
    next = 0;
  }
  const id = pool.toString('hex', next, next + ID_BYTES);
  next += ID_BYTES;
  return id;
}

/**
 * The trace id the client sent (x-gate-trace-id, else a traceparent's), if any; kept only if it is short
 * and plain, since it lands in logs and the journal.
 */
export function clientTraceId(headers: IncomingHttpHeaders): string | undefined {
  const explicit = headers['x-gate-trace-id'];
  if (typeof explicit === 'string' && TRACE_ID.test(explicit)) return explicit;
  const parent = headers.traceparent;
  if (typeof parent === 'string') {
    const m = TRACEPARENT.exec(parent.trim());
    if (m && m[1] !== '00000000000000000000000000000000') return m[1]!;
  }
  return undefined;
}

/**
 * Round 57, second pass: an `x-gate-trace-id` gate cannot read (empty, over 128 characters, not of
 * `A-Z a-z 0-9 . _ : -`, or repeated, which node:http joins with `, `) is refused, naming the header and
 * never its value: replaced by a fresh trace, a client that meant to continue its trace lost its earlier
 * calls (taint, ledger, where its shell stands) without a word (docs/wires.md, "Round 57, second pass").
 */
export function unreadableTraceHeader(headers: IncomingHttpHeaders): GateError | undefined {
  const sent = headers['x-gate-trace-id'];
  if (sent === undefined || (typeof sent === 'string' && TRACE_ID.test(sent))) return undefined;
  return new GateError(
    'BAD_REQUEST',
    `the x-gate-trace-id header cannot be read as a trace id: ${TRACE_RULE}`,
  );
}

/** What a trace id gate reads is, as a refusal says it. */
export const TRACE_RULE =
  'send it once, 1 to 128 characters of A-Z a-z 0-9 . _ : -, or leave it out for a fresh trace';

/** A client key's label: no `/`, so a scoped trace id splits at its first `/` into one label and one id. */
export const CLIENT_LABEL = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The trace a client's id names in gate's state (taint, ledgers, records, relayed responses): its own,
 * under the label of the key it presented, so a client that knows or guesses another's id reaches a
 * trace of its own (docs/provenance.md, "Trace ids are the caller's"). One unlabelled key: the id as sent.
 */
export function scopedTrace(principal: string | undefined, traceId: string): string {
  return principal === undefined ? traceId : `${principal}/${traceId}`;
}

/** The key of a trace's record of seen values (wire/shared/seen.ts), from its scoped trace id. */
export function traceScope(traceId: string): string {
  return createHash('sha256').update(`trace\0${traceId}`).digest('base64url').slice(0, 32);
}
