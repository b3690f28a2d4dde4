// POST /mcp: stateless Streamable HTTP. Each request gets a fresh SDK transport and Server (as the SDK
// requires without sessions) and is answered with JSON, never an SSE stream; a notification gets 202.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { GateError } from '../../kernel/errors.js';
import type { RequestContext, Route } from '../../server/types.js';
import type { McpDeps } from './deps.js';
import { createMcpServer } from './server.js';
import type { McpSession } from './session.js';

/** The request headers the SDK transport looks at; the rest stay with the outer request. */
const FORWARDED_HEADERS = ['content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];
const WITNESS_HEADER = 'x-gate-witness';

export function mcpRoutes(deps: McpDeps): Route[] {
  const notAllowed = async (ctx: RequestContext): Promise<void> => {
    ctx.res.setHeader('allow', 'POST');
    throw new GateError(
      'METHOD_NOT_ALLOWED',
      `${ctx.req.method} /mcp is not supported: gate serves MCP statelessly (POST /mcp, JSON responses, no SSE stream or session)`,
    );
  };
  return [
    { method: 'POST', path: '/mcp', errorShape: 'openai', handle: (ctx) => handlePost(deps, ctx) },
    { method: 'GET', path: '/mcp', errorShape: 'openai', handle: notAllowed },
    { method: 'DELETE', path: '/mcp', errorShape: 'openai', handle: notAllowed },
  ];
}

async function handlePost(deps: McpDeps, ctx: RequestContext): Promise<void> {
  const witness = ctx.req.headers[WITNESS_HEADER];
  const session: McpSession = {
    agent: () => ctx.agent,
    traceId: () => ctx.traceId,
    signal: ctx.signal,
    onDecision: (tool, verdict) => {
      ctx.access.tools.push(tool);
      ctx.access.verdicts.push(verdict);
    },
    ...(typeof witness === 'string' && witness.length > 0 ? { witness } : {}),
  };
  const { server } = createMcpServer(deps, session);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    // The gateway already bounded the body (--max-body-bytes); the SDK's own 4 MiB cap must not undercut it.
    maxRequestBodySize: Math.max(1, ctx.rawBody.length),
  });
  await server.connect(transport);
  try {
    // Parsed here so the SDK need not stream the body again; a bad body goes to the SDK for its -32700.
    const parsed = parseBody(ctx.rawBody);
    const response =
      parsed === undefined
        ? await transport.handleRequest(toWebRequest(ctx, ctx.rawBody))
        : await transport.handleRequest(toWebRequest(ctx), { parsedBody: parsed.value });
    await send(ctx.res, response);
  } finally {
    await server.close().catch(() => undefined);
  }
}

function parseBody(raw: Buffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    return undefined;
  }
}

function toWebRequest(ctx: RequestContext, body?: Buffer): Request {
  const headers = new Headers();
  const incoming: IncomingHttpHeaders = ctx.req.headers;
  for (const name of FORWARDED_HEADERS) {
    const value = incoming[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // gate always answers JSON, so a client that accepts only application/json (curl, plain fetch) is served too.
  headers.set('accept', 'application/json, text/event-stream');
  return new Request(`http://gate.invalid${ctx.url.pathname}`, {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body: new Uint8Array(body) }),
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const body = response.body === null ? undefined : Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (body !== undefined) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}
