// A fake model provider for the wire tests: a real HTTP server on 127.0.0.1 that answers the OpenAI chat
// completions and Anthropic messages wires the way the providers do (buffered and SSE, parallel tool calls,
// argument deltas cut at awkward places, usage chunks, `[DONE]`, `ping`), with fault modes, and records
// every request it receives.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// A cycle (that module reads `pieces` from this one), safe: each side's functions are called only later.
import { responsesJson } from './fake-responses-upstream.js';

export interface Received {
  method: string;
  /** Path and query as sent, e.g. `/v1/messages?beta=true`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes as they arrived. */
  bytes: Buffer;
  /** The parsed body when it was JSON. */
  json: unknown;
  /** The connection closed before the response was finished (gate aborted the upstream request). */
  aborted: boolean;
}

/** Answers one request. */
export type Responder = (req: Received, res: ServerResponse) => void | Promise<void>;

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>/v1`, what `--base-url` takes. */
  baseUrl: string;
  port: number;
  received: Received[];
  /** Queues responders; each answers one request, in order. */
  push(...responders: Responder[]): void;
  /** Answers requests when the queue is empty (default: a one-line text completion in the wire asked). */
  setDefault(responder: Responder): void;
  /** Resolves when every request received so far has been answered or aborted. */
  settled(): Promise<void>;
  /** As a fresh fake: nothing queued, nothing received, the default answer (a fake shared by files). */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeUpstreamOptions {
  /** Keep every request in `received` (default); benches turn it off so memory stays flat under load. */
  record?: boolean;
}

export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const keep = options.record ?? true;
  const received: Received[] = [];
  const queue: Responder[] = [];
  const plain: Responder = (req, res) => {
    const turn = { text: 'ok' };
    if (req.url.startsWith('/v1/messages')) anthropicJson(turn)(req, res);
    // Round 46: gate refuses a Responses answer without `output` (a chat completion) as one it cannot read.
    else if (req.url.startsWith('/v1/responses')) responsesJson(turn)(req, res);
    else openaiJson(turn)(req, res);
  };
  let fallback = plain;
  let open = 0;
  let waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const body = bytes.toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const record: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        bytes,
        json,
        aborted: false,
      };
      if (keep) received.push(record);
      open++;
      res.on('close', () => {
        if (!res.writableFinished) record.aborted = true;
        if (--open > 0) return;
        for (const resolve of waiters) resolve();
        waiters = [];
      });
      const responder = queue.shift() ?? fallback;
      Promise.resolve(responder(record, res)).catch(() => res.destroy());
    });
  });
  // Idle connections stay open until close(), as a provider's do for far longer than gate's pool keeps
  // them (4 s): node's default (5 s, advertised) left a 1-2 s margin that a stall at load 25 ate, and gate
  // sent a request on a socket the fake had just closed (round 50, redteam-prov-r21-worded).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    received,
    push: (...r) => queue.push(...r),
    setDefault: (r) => {
      fallback = r;
    },
    settled: () => (open === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    reset: () => {
      queue.length = 0;
      received.length = 0;
      fallback = plain;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---- scripted model turns -------------------------------------------------------------------------

export interface ScriptCall {
  id: string;
  name: string;
  /** The arguments as the model writes them (JSON text). */
  args: string;
  /** A Responses namespace the tool sits in (Codex offers an MCP server's tools as `mcp__<server>`). */
  namespace?: string;
}

export interface ModelTurn {
  text?: string;
  calls?: ScriptCall[];
  model?: string;
}

export interface StreamOptions {
  /** Cut text and argument deltas every n characters (default 3: splits keys, escapes, surrogate pairs' neighbours). */
  pieceChars?: number;
  /** Write the byte stream in pieces of n bytes, so writes split lines and multi-byte UTF-8 characters. */
  writeBytes?: number;
  /** After writing this fraction of the bytes, destroy the connection (stream cut mid-call). */
  cutAt?: number;
  /** After writing this fraction of the bytes, stop writing and keep the connection open. */
  hangAt?: number;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

/**
 * Splits text into pieces of n UTF-16 units, anywhere: inside keys, escapes, and between the halves of a
 * surrogate pair (JSON then carries each half as a `\uD83D` escape; the concatenation restores the pair).
 */
export function pieces(text: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += n) out.push(text.slice(i, i + n));
  return out;
}

const CREATED = 1_700_000_000;

/** A buffered chat completion. */
export function openaiJson(turn: ModelTurn, status = 200): Responder {
  return (req, res) => {
    const message: Record<string, unknown> = { role: 'assistant', content: turn.text ?? null, refusal: null };
    if (turn.calls?.length) {
      message['tool_calls'] = turn.calls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.args },
      }));
    }
    sendJson(res, status, {
      id: 'chatcmpl-fake1',
      object: 'chat.completion',
      created: CREATED,
      model: turn.model ?? modelOf(req) ?? 'gpt-fake',
      choices: [
        { index: 0, message, logprobs: null, finish_reason: turn.calls?.length ? 'tool_calls' : 'stop' },
      ],
      usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
      system_fingerprint: 'fp_fake',
      service_tier: 'default',
    });
  };
}

/** The SSE events of a chat completion stream, as OpenAI sends them (usage chunk when the request asks). */
export function openaiEvents(turn: ModelTurn, req: Received, pieceChars = 3): string[] {
  const base = {
    id: 'chatcmpl-fake1',
    object: 'chat.completion.chunk',
    created: CREATED,
    model: turn.model ?? modelOf(req) ?? 'gpt-fake',
    service_tier: 'default',
    system_fingerprint: 'fp_fake',
  };
  const body = isRecord(req.json) ? req.json : {};
  const withUsage = isRecord(body['stream_options']) && body['stream_options']['include_usage'] === true;
  const usageField = withUsage ? { usage: null } : {};
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    JSON.stringify({
      ...base,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      ...usageField,
    });
  const events: string[] = [];
  const calls = turn.calls ?? [];
  events.push(
    chunk({ role: 'assistant', content: turn.text === undefined && calls.length ? null : '', refusal: null }),
  );
  for (const p of pieces(turn.text ?? '', pieceChars)) events.push(chunk({ content: p }));
  calls.forEach((c, index) => {
    events.push(
      chunk({
        tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }],
      }),
    );
    for (const p of pieces(c.args, pieceChars))
      events.push(chunk({ tool_calls: [{ index, function: { arguments: p } }] }));
  });
  events.push(chunk({}, calls.length ? 'tool_calls' : 'stop'));
  if (withUsage) {
    events.push(
      JSON.stringify({
        ...base,
        choices: [],
        usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
      }),
    );
  }
  return [...events.map((e) => `data: ${e}\n\n`), 'data: [DONE]\n\n'];
}

export function openaiSse(turn: ModelTurn, opts: StreamOptions = {}): Responder {
  return (req, res) => writeSse(res, openaiEvents(turn, req, opts.pieceChars).join(''), opts);
}

/** A buffered Anthropic message. */
export function anthropicJson(turn: ModelTurn, status = 200): Responder {
  return (req, res) => {
    const content: Record<string, unknown>[] = [];
    if (turn.text !== undefined) content.push({ type: 'text', text: turn.text });
    for (const c of turn.calls ?? [])
      content.push({ type: 'tool_use', id: c.id, name: c.name, input: JSON.parse(c.args || '{}') });
    sendJson(res, status, {
      id: 'msg_fake1',
      type: 'message',
      role: 'assistant',
      model: turn.model ?? modelOf(req) ?? 'claude-fake',
      content,
      stop_reason: turn.calls?.length ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 11, output_tokens: 7 },
    });
  };
}

/** The SSE events of a messages stream, as Anthropic sends them (with `ping`s). */
export function anthropicEvents(turn: ModelTurn, req: Received, pieceChars = 3): string[] {
  const out: string[] = [];
  const ev = (type: string, data: Record<string, unknown>) =>
    out.push(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  ev('message_start', {
    message: {
      id: 'msg_fake1',
      type: 'message',
      role: 'assistant',
      model: turn.model ?? modelOf(req) ?? 'claude-fake',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: {
        input_tokens: 11,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: 1,
      },
    },
  });
  ev('ping', {});
  let index = 0;
  if (turn.text !== undefined) {
    ev('content_block_start', { index, content_block: { type: 'text', text: '' } });
    for (const p of pieces(turn.text, pieceChars))
      ev('content_block_delta', { index, delta: { type: 'text_delta', text: p } });
    ev('content_block_stop', { index });
    index++;
  }
  for (const c of turn.calls ?? []) {
    ev('content_block_start', {
      index,
      content_block: { type: 'tool_use', id: c.id, name: c.name, input: {} },
    });
    ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: '' } });
    for (const p of pieces(c.args, pieceChars)) {
      ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: p } });
    }
    ev('ping', {});
    ev('content_block_stop', { index });
    index++;
  }
  ev('message_delta', {
    delta: { stop_reason: turn.calls?.length ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: 7 },
  });
  ev('message_stop', {});
  return out;
}

export function anthropicSse(turn: ModelTurn, opts: StreamOptions = {}): Responder {
  return (req, res) => writeSse(res, anthropicEvents(turn, req, opts.pieceChars).join(''), opts);
}

/** A provider error answer (status and the provider's own body), e.g. a 500 or a 429. */
export function errorAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Responder {
  return (_req, res) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake_error', ...headers });
    res.end(text);
  };
}

/** Never answers (for timeouts); the request is left open until gate gives up. */
export function silence(): Responder {
  return () => {};
}

function modelOf(req: Received): string | undefined {
  return isRecord(req.json) && typeof req.json['model'] === 'string' ? req.json['model'] : undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-request-id': 'req_fake_1',
    'x-ratelimit-remaining-requests': '99',
  });
  res.end(text);
}

async function writeSse(res: ServerResponse, text: string, opts: StreamOptions): Promise<void> {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-request-id': 'req_fake_1',
    ...opts.headers,
  });
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  const bytes = Buffer.from(text, 'utf8');
  const stopAt = opts.cutAt ?? opts.hangAt;
  const limit = stopAt === undefined ? bytes.length : Math.floor(bytes.length * stopAt);
  const size = opts.writeBytes ?? bytes.length;
  for (let i = 0; i < limit; i += size) {
    if (res.destroyed) return;
    res.write(bytes.subarray(i, Math.min(i + size, limit)));
    // A turn of the event loop between writes, so they leave as separate reads on the other side.
    await new Promise((r) => setImmediate(r));
  }
  if (opts.cutAt !== undefined) {
    res.socket?.destroy();
    return;
  }
  if (opts.hangAt !== undefined) return;
  res.end();
}
