// POST /mcp: stateless Streamable HTTP. Each request gets a fresh Server (the SDK's rule without
// sessions) on a one-exchange transport and is answered with JSON, never an SSE stream; a request with
// only notifications gets 202; GET and DELETE are 405.
import type { ServerResponse } from 'node:http';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { GateError } from '../../kernel/errors.js';
import { clientTraceId, mintTraceId, TRACE_ID, TRACE_RULE } from '../../server/trace-id.js';
import type { RequestContext, Route } from '../../server/types.js';
import { clientOfAddress } from '../../store/ledger-owners.js';
import type { McpDeps } from './deps.js';
import type { McpSession } from './session.js';
import { MAX_HTTP_TRACES, ShellStandings, type StandingRecord } from './shell-standings.js';

// The MCP SDK (and the zod schemas under it) loads on the first POST /mcp, not at start-up: a gateway
// that only serves the model wires never pays for it (docs/operations.md, "Startup").
let protocol: Promise<[typeof import('./exchange.js'), typeof import('./server.js')]> | undefined;
function loadProtocol() {
  protocol ??= Promise.all([import('./exchange.js'), import('./server.js')]);
  return protocol;
}

const WITNESS_HEADER = 'x-gate-witness';
/** Where a harness presents its key (gate serve --harness-key-env) to state the user's turn. */
export const HARNESS_KEY_HEADER = 'x-gate-harness-key';

export function mcpRoutes(deps: McpDeps): Route[] {
  const notAllowed = async (ctx: RequestContext): Promise<void> => {
    ctx.res.setHeader('allow', 'POST');
    throw new GateError(
      'METHOD_NOT_ALLOWED',
      `${ctx.req.method} /mcp is not supported: gate serves MCP statelessly (POST /mcp, JSON responses, no SSE stream; a session id names a trace and keeps nothing to end)`,
    );
  };
  return [
    { method: 'POST', path: '/mcp', errorShape: 'jsonrpc', handle: (ctx) => handlePost(deps, ctx) },
    { method: 'GET', path: '/mcp', errorShape: 'jsonrpc', handle: notAllowed },
    { method: 'DELETE', path: '/mcp', errorShape: 'jsonrpc', handle: notAllowed },
  ];
}

async function handlePost(deps: McpDeps, ctx: RequestContext): Promise<void> {
  const [{ decode, ExchangeTransport }, { createMcpServer }] = await loadProtocol();
  const decoded = decode(ctx.rawBody, header(ctx, 'content-type'), header(ctx, 'mcp-protocol-version'));
  if ('status' in decoded) {
    send(ctx.res, decoded.status, decoded.body);
    return;
  }
  const witness = header(ctx, WITNESS_HEADER);
  // Round 57: the conversation is the trace the client names, else the session gate gave it at initialize.
  const conversation = conversationOf(ctx);
  // Round 57, second pass: the response header and the access log name the trace the calls are judged on.
  if (conversation !== undefined && conversation !== ctx.traceId) ctx.joinTrace?.(conversation);
  // Round 58: a client that names its trace at initialize (x-gate-trace-id, or the session it resumes) is
  // given that trace as its session, so the requests after, which may carry only the session, stay on it.
  if (decoded.messages.some(isInitialize))
    ctx.res.setHeader(SESSION_HEADER, namedConversation(ctx) ?? mintTraceId());
  const session: McpSession = {
    agent: () => ctx.agent,
    traceId: () => conversation ?? ctx.traceId,
    ...(conversation === undefined ? { untraced: true as const } : {}),
    onDecision: (tool, verdict) => {
      ctx.access.tools.push(tool);
      ctx.access.verdicts.push(verdict);
    },
    ...(witness !== undefined && witness.length > 0 ? { witness } : {}),
    userTurns: userTurnsFrom(deps, ctx),
    client: clientOfAddress(ctx.req.socket.remoteAddress),
    ...(ctx.principal !== undefined ? { principal: ctx.principal } : {}),
    standings: httpStandings(deps),
  };
  const { server } = createMcpServer(deps, session);
  const transport = new ExchangeTransport();
  await server.connect(transport);
  // A client that goes away ends the exchange: pending answers become "Connection closed", nothing waits.
  const abandon = () => void server.close().catch(() => undefined);
  ctx.signal.addEventListener('abort', abandon, { once: true });
  try {
    const replies = await transport.exchange(decoded.messages);
    if (replies.length === 0) ctx.res.writeHead(202).end();
    else send(ctx.res, 200, decoded.batch ? replies : replies[0]);
  } finally {
    // Every request was answered, so nothing is left to close: the Server and transport are dropped as they are.
    ctx.signal.removeEventListener('abort', abandon);
  }
}

/**
 * Round 56: POST /mcp's record of where each trace's shell stands: one gateway's (bounded, MAX_HTTP_TRACES)
 * unless the deps name the fleet's (round 57: McpDeps.standings, in the shared store).
 */
const standingsOf = new WeakMap<McpDeps, StandingRecord>();
function httpStandings(deps: McpDeps): StandingRecord {
  let s = deps.standings ?? standingsOf.get(deps);
  if (s === undefined) {
    s = new ShellStandings(MAX_HTTP_TRACES);
    standingsOf.set(deps, s);
  }
  return s;
}

/** Round 57: the session id gate gives a client at initialize, and the client sends on every request after. */
const SESSION_HEADER = 'mcp-session-id';

/**
 * Round 57: the trace a request's calls join when they name none: `x-gate-trace-id`, else the MCP session
 * (`Mcp-Session-Id`, which gate gives at initialize and the SDK's client sends on every request after, so
 * calls on two requests, or two replicas, are one conversation), else a W3C `traceparent`. Undefined when
 * the request names none (its calls' trace is the request's own, minted: docs/mcp.md, "Round 57").
 */
function conversationOf(ctx: RequestContext): string | undefined {
  // x-gate-trace-id readable or absent: one gate cannot read was refused before the route (http.ts,
  // unreadableTraceHeader). A session id gate reads: its own (32 hex digits), or one as plain as a trace id,
  // sent once. Round 57, second pass: one it cannot read (repeated, node:http joins it with ", ") is
  // refused, as x-gate-trace-id is: read as none, the client that meant to continue lost it without a word.
  const named = namedConversation(ctx);
  if (named !== undefined) return named;
  if (ctx.req.headers[SESSION_HEADER] !== undefined)
    throw new GateError(
      'BAD_REQUEST',
      `the Mcp-Session-Id header cannot be read as a session: ${TRACE_RULE.replace('a fresh trace', 'none (initialize gives one)')}`,
    );
  return clientTraceId(ctx.req.headers);
}

/**
 * Round 58: the conversation a request names itself (`x-gate-trace-id`, else `Mcp-Session-Id`), read as
 * conversationOf read it; a W3C `traceparent` is not one (instrumentation may mint one per request).
 */
function namedConversation(ctx: RequestContext): string | undefined {
  for (const name of ['x-gate-trace-id', SESSION_HEADER]) {
    const sent = ctx.req.headers[name];
    if (typeof sent === 'string' && TRACE_ID.test(sent)) return sent;
  }
  return undefined;
}

function isInitialize(message: JSONRPCMessage): boolean {
  return 'method' in message && message.method === 'initialize' && 'id' in message;
}

function userTurnsFrom(deps: McpDeps, ctx: RequestContext): boolean {
  const from = deps.userTurnFrom;
  return from !== undefined && (from.kind === 'any' || from.admits(ctx.req.headers));
}

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
