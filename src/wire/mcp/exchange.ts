// One stateless POST /mcp exchange as an SDK Transport: the request's JSON-RPC messages go in, the
// responses to its requests come out as one JSON body. It applies the checks and answers of the SDK's
// stateless Streamable HTTP transport (415, 400 -32700, batch bound, 202 for notifications, protocol
// version header) without building a web Request and Response per call, which cost more than the call.
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  type JSONRPCRequest,
  ListToolsRequestSchema,
  PingRequestSchema,
  type RequestId,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import { MAX_JSON_DEPTH, MAX_JSON_NAMES, nestingExceeds, topLevelId } from '../../kernel/json-depth.js';
import { holdsInexactNumber } from '../../kernel/json-numbers.js';
import { readJsonStrict, TOO_MANY_NAMES } from '../../kernel/json-strict.js';
import { withBareErrorMessage } from './error-message.js';
import { numericIdSpellings } from './id-spelling.js';

/** JSON-RPC's implementation-defined server error, which the SDK's transport answers transport faults with. */
const SERVER_ERROR = -32000;
/** The SDK's bound on one JSON-RPC batch. */
export const MAX_BATCH = 100;
/** LSP's RequestCancelled: the answer to a request its own exchange cancelled (MCP defines none). */
export const REQUEST_CANCELLED = -32800;

/** An HTTP answer decided before any message reaches the server. */
export interface Refusal {
  status: number;
  body: { jsonrpc: '2.0'; error: { code: number; message: string }; id: string | number | null };
}

export interface Decoded {
  messages: JSONRPCMessage[];
  /** The body was an array, so the answer is one too. */
  batch: boolean;
}

function refuse(status: number, code: number, message: string, id: string | number | null = null): Refusal {
  return { status, body: { jsonrpc: '2.0', error: { code, message }, id } };
}

/** Validates a POST /mcp body as the SDK's transport does; messages name no body bytes. */
export function decode(
  raw: Buffer,
  contentType: string | undefined,
  protocolVersion: string | undefined,
): Decoded | Refusal {
  if (!isJsonContentType(contentType)) {
    return refuse(415, SERVER_ERROR, 'Unsupported Media Type: Content-Type must be application/json');
  }
  let parsed: unknown;
  const text = raw.toString('utf8');
  try {
    if (nestingExceeds(text, MAX_JSON_DEPTH))
      return refuse(
        400,
        ErrorCode.InvalidParams,
        `Invalid params: JSON nested deeper than ${MAX_JSON_DEPTH} levels (gate's JSON depth bound)`,
        topLevelId(text) ?? null,
      );
    const read = readJsonStrict(text, MAX_JSON_DEPTH, MAX_JSON_NAMES);
    if (!read.ok && read.error.startsWith(TOO_MANY_NAMES))
      return refuse(
        400,
        ErrorCode.InvalidParams,
        `Invalid params: JSON spells more than ${MAX_JSON_NAMES} distinct member names (gate's JSON name bound)`,
        topLevelId(text) ?? null,
      );
    if (!read.ok) throw new SyntaxError(read.error);
    parsed = read.value;
  } catch {
    return refuse(400, ErrorCode.ParseError, 'Parse error: Invalid JSON');
  }
  const batch = Array.isArray(parsed);
  const items: unknown[] = batch ? (parsed as unknown[]) : [parsed];
  // JSON-RPC 2.0: an empty array is one Invalid Request, not a batch of nothing (MCP 2025-03-26 batches "one or more").
  if (items.length === 0) return refuse(400, ErrorCode.InvalidRequest, 'Invalid Request: an empty batch');
  if (items.length > MAX_BATCH) {
    return refuse(
      400,
      ErrorCode.InvalidRequest,
      `Invalid Request: Batch must not exceed ${MAX_BATCH} messages`,
    );
  }
  const messages: JSONRPCMessage[] = [];
  for (const item of items) {
    const checked = JSONRPCMessageSchema.safeParse(item);
    if (!checked.success) return refuse(400, ErrorCode.ParseError, 'Parse error: Invalid JSON-RPC message');
    messages.push(checked.data);
  }
  // MCP Streamable HTTP: a response POSTed is accepted (202) or refused with an HTTP error. gate sends a
  // client no requests (stateless: the SDK's server-to-client requests are dropped), so it answers none.
  if (messages.some((m) => !('method' in m))) {
    return refuse(
      400,
      ErrorCode.InvalidRequest,
      'Invalid Request: a JSON-RPC response answers no request of gate (gate sends clients no requests)',
    );
  }
  // An id comes back as it was sent: a number JSON.stringify would spell otherwise (-0, 1.0, 1e2, 2^53 + 1)
  // cannot, so it is refused, never answered under an id the client did not send.
  if (messages.some((m) => 'id' in m && typeof m.id === 'number')) {
    const spelt = numericIdSpellings(text);
    const altered = messages.some(
      (m, i) => 'id' in m && typeof m.id === 'number' && spelt[i] !== JSON.stringify(m.id),
    );
    if (altered)
      return refuse(
        400,
        ErrorCode.InvalidRequest,
        'Invalid Request: a numeric id must be a plain integer below 2^53 (no fraction, exponent or -0): gate answers an id exactly as sent',
      );
  }
  // MCP names every notification `notifications/...`: any other method without an id is a request that lost
  // its id. The SDK would drop it while POST /mcp said 202, so the client would believe its call was taken.
  const idless = messages.find(
    (m) => 'method' in m && !('id' in m) && !m.method.startsWith('notifications/'),
  );
  if (idless !== undefined && 'method' in idless) {
    return refuse(
      400,
      ErrorCode.InvalidRequest,
      `Invalid Request: ${printableMethod(idless.method)} is a request and needs an id (a notification runs nothing)`,
    );
  }
  const initializing = messages.some((m) => 'method' in m && m.method === 'initialize');
  if (initializing && messages.length > 1) {
    return refuse(
      400,
      ErrorCode.InvalidRequest,
      'Invalid Request: Only one initialization request is allowed',
    );
  }
  if (
    !initializing &&
    protocolVersion !== undefined &&
    !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)
  ) {
    return refuse(
      400,
      SERVER_ERROR,
      `Bad Request: Unsupported protocol version (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
    );
  }
  const ids = messages.filter(isRequest).map((m) => m.id);
  if (new Set(ids).size !== ids.length) {
    return refuse(400, ErrorCode.InvalidRequest, 'Invalid Request: two requests in one batch share an id');
  }
  return { messages, batch };
}

/**
 * The request schemas of the methods gate's Server answers. The SDK validates params inside its handler
 * and answers a mismatch -32603 with the whole zod report; checked here first, it is -32602 and one line.
 */
// A Map, not an object: a client names the method, and `valueOf` or `constructor` must find nothing.
const REQUEST_SCHEMAS = new Map<string, typeof PingRequestSchema | typeof CallToolRequestSchema>([
  ['initialize', InitializeRequestSchema as unknown as typeof PingRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema as unknown as typeof PingRequestSchema],
  ['tools/call', CallToolRequestSchema],
]);

/** The -32602 answer for a request whose params do not fit its method, else undefined. */
export function invalidParamsReply(request: JSONRPCRequest): JSONRPCMessage | undefined {
  const schema = REQUEST_SCHEMAS.get(request.method);
  if (schema === undefined) return undefined;
  const checked = schema.safeParse(request);
  if (checked.success) {
    // Round 34: a call is judged, recorded and sent on as the doubles JavaScript read, so an integer at or
    // past 2^53 (its digits rounded, or written back as others: 2^55 as 36028797018963970) or a number past
    // a double's range (null) would reach the downstream as another value: refused, as the model wires do.
    if (request.method !== 'tools/call' || !holdsInexactNumber(request.params)) return undefined;
    return {
      jsonrpc: '2.0',
      id: request.id,
      error: { code: ErrorCode.InvalidParams, message: INEXACT_NUMBER },
    };
  }
  const issue = checked.error.issues[0]!;
  const where = issue.path.map(String).join('.') || 'params';
  // The issue's own message names the expected type (and the received one's type), never a value.
  const why = issue.message.replace(/^Invalid input: /, '').replace(/\s+/g, ' ');
  return {
    jsonrpc: '2.0',
    id: request.id,
    error: { code: ErrorCode.InvalidParams, message: `Invalid params: ${where}: ${why}` },
  };
}

/** The refusal of a call holding a number gate cannot pass on exactly; it names no digits and no key. */
export const INEXACT_NUMBER =
  "Invalid params: the arguments hold a number gate cannot pass on exactly (an integer at or past 2^53 in magnitude, or a number past a double's range); send it as a string";

/** A method name fit to echo in an error: short, printable ASCII, else none (the client wrote it). */
function printableMethod(method: string): string {
  return method.length <= 64 && /^[!-~]+$/.test(method) ? method : 'the method';
}

/** A validated message with a method and an id is a request (the SDK's guard re-validates it with zod). */
function isRequest(message: JSONRPCMessage): message is JSONRPCRequest {
  return 'method' in message && 'id' in message && message.id !== undefined;
}

/** The request id a `notifications/cancelled` names, else undefined. */
function cancelledId(message: JSONRPCMessage): RequestId | undefined {
  if (!('method' in message) || message.method !== 'notifications/cancelled' || 'id' in message)
    return undefined;
  const id = (message.params as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

export class ExchangeTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private waiting = new Map<RequestId, (reply: JSONRPCMessage) => void>();

  async start(): Promise<void> {}

  /** Pending requests are answered "Connection closed", so an exchange never waits on a closed server. */
  async close(): Promise<void> {
    const waiting = this.waiting;
    this.waiting = new Map();
    for (const [id, resolve] of waiting) {
      resolve({
        jsonrpc: '2.0',
        id,
        error: { code: ErrorCode.ConnectionClosed, message: 'Connection closed' },
      });
    }
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    // Server-initiated requests and notifications have nowhere to go in a stateless exchange: dropped.
    // A structural test: the SDK's zod guards cost more than the rest of a small exchange.
    if ('method' in message || !('id' in message) || message.id === undefined) return;
    const resolve = this.waiting.get(message.id);
    if (resolve === undefined) return;
    this.waiting.delete(message.id);
    resolve(withBareErrorMessage(message));
  }

  /** Delivers the messages; resolves with the responses to the requests among them, in request order. */
  exchange(messages: JSONRPCMessage[]): Promise<JSONRPCMessage[]> {
    // A request the same batch cancels (before it or after it) is answered cancelled and never run: the SDK
    // ran it all the same, so a call the client was told was cancelled was decided and journaled (and a
    // gate_syscall executed), the client free to send it again (docs/mcp.md, "Round 24").
    const cancels = new Set<RequestId>();
    for (const message of messages) {
      const cancelled = cancelledId(message);
      if (cancelled !== undefined) cancels.add(cancelled);
    }
    const refused = new Map<RequestId, JSONRPCMessage>();
    const replies = messages.filter(isRequest).map((request) => {
      const reply = cancels.has(request.id) ? cancelledReply(request.id) : invalidParamsReply(request);
      if (reply !== undefined) {
        refused.set(request.id, reply);
        return Promise.resolve(reply);
      }
      return new Promise<JSONRPCMessage>((resolve) => this.waiting.set(request.id, resolve));
    });
    for (const message of messages) {
      if (!(isRequest(message) && refused.has(message.id))) this.onmessage?.(message);
    }
    return Promise.all(replies);
  }
}

/** The answer to a request its own exchange cancelled: the POST waits on every reply, so it gets one. */
function cancelledReply(id: RequestId): JSONRPCMessage {
  return {
    jsonrpc: '2.0',
    id,
    error: { code: REQUEST_CANCELLED, message: 'Request cancelled by notifications/cancelled' },
  };
}
