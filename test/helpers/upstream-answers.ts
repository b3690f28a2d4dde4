// Upstream answers for the hostile-upstream tests, built from a few calls: buffered bodies and event
// streams for chat, messages and Responses (with the argument fragments of several calls interleaved in
// any order, names and ids arriving late), a raw responder that serves them, and the client's view of
// an answer read leniently the way the official SDKs accumulate it (every call a client could act on).
import type { ServerResponse } from 'node:http';
import type { Responder } from '../fake-upstream.js';

export type Wire = 'chat' | 'messages' | 'responses';
export const WIRES: readonly Wire[] = ['chat', 'messages', 'responses'];

export interface Call {
  id: string;
  name: string;
  /** The arguments exactly as the model wrote them. */
  args: string;
}

/** One SSE event: the `event:` name (or none) and the JSON payload, or raw text for `[DONE]`. */
export interface Ev {
  event?: string;
  data: unknown;
}

export type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A buffered answer carrying the calls. */
export function bufferedAnswer(wire: Wire, calls: Call[]): Json {
  if (wire === 'chat') {
    return {
      id: 'chatcmpl-h',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: calls.map((c) => ({
              id: c.id,
              type: 'function',
              function: { name: c.name, arguments: c.args },
            })),
          },
          finish_reason: calls.length ? 'tool_calls' : 'stop',
        },
      ],
    };
  }
  if (wire === 'messages') {
    return {
      id: 'msg_h',
      type: 'message',
      role: 'assistant',
      model: 'm',
      content: [
        { type: 'text', text: 'ok' },
        ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: JSON.parse(c.args) })),
      ],
      stop_reason: calls.length ? 'tool_use' : 'end_turn',
      usage: { input_tokens: 1, output_tokens: 1 },
    };
  }
  return {
    id: 'resp_h',
    object: 'response',
    status: 'completed',
    model: 'm',
    output: calls.map((c) => fnItem(c, 'completed')),
  };
}

function fnItem(c: Call, status: string, args = c.args): Json {
  return { id: `fc_${c.id}`, type: 'function_call', status, call_id: c.id, name: c.name, arguments: args };
}

/**
 * The argument fragments of every call, interleaved in the order `pick` says (each pick chooses among
 * the calls with fragments left); each call's name and id ride on the fragment `late` says.
 */
export interface Schedule {
  /** Fragment size per call (1.. characters). */
  cut: number;
  /** Indexes into the calls with fragments left, used in turn (then round-robin). */
  picks: number[];
  /** For each call, which of its fragments carries its name and id (0 = the first). */
  late: number[];
}

interface Fragment {
  call: number;
  text: string;
  first: boolean;
  carriesName: boolean;
}

function fragments(calls: Call[], s: Schedule): Fragment[] {
  const parts = calls.map((c) => {
    const out: string[] = [];
    for (let i = 0; i < c.args.length; i += s.cut) out.push(c.args.slice(i, i + s.cut));
    return out.length ? out : [''];
  });
  const next = parts.map(() => 0);
  const order: Fragment[] = [];
  let p = 0;
  for (;;) {
    const open = parts.map((_, i) => i).filter((i) => next[i]! < parts[i]!.length);
    if (open.length === 0) break;
    const call = open[(s.picks[p++] ?? p) % open.length]!;
    const k = next[call]!++;
    const lateAt = (s.late[call] ?? 0) % parts[call]!.length;
    order.push({ call, text: parts[call]![k]!, first: k === 0, carriesName: k === lateAt });
  }
  return order;
}

/** The event stream of an answer carrying the calls, their fragments interleaved per the schedule. */
export function streamedAnswer(wire: Wire, calls: Call[], s: Schedule): Ev[] {
  const order = fragments(calls, s);
  if (wire === 'chat') {
    const base = { id: 'chatcmpl-h', object: 'chat.completion.chunk', created: 1, model: 'm' };
    const chunk = (delta: Json, finish: string | null = null): Ev => ({
      data: { ...base, choices: [{ index: 0, delta, finish_reason: finish }] },
    });
    const events: Ev[] = [chunk({ role: 'assistant', content: '' })];
    for (const f of order) {
      const c = calls[f.call]!;
      const fn: Json = { arguments: f.text };
      const tc: Json = { index: f.call, function: fn };
      if (f.carriesName) {
        tc['id'] = c.id;
        tc['type'] = 'function';
        fn['name'] = c.name;
      }
      events.push(chunk({ tool_calls: [tc] }));
    }
    events.push(chunk({}, calls.length ? 'tool_calls' : 'stop'), { data: '[DONE]' });
    return events;
  }
  if (wire === 'messages') {
    const ev = (type: string, data: Json = {}): Ev => ({ event: type, data: { type, ...data } });
    const events: Ev[] = [
      ev('message_start', {
        message: {
          id: 'msg_h',
          type: 'message',
          role: 'assistant',
          model: 'm',
          content: [],
          usage: { input_tokens: 1, output_tokens: 0 },
        },
      }),
    ];
    events.push(
      ...calls.map((c, i) =>
        ev('content_block_start', {
          index: i,
          content_block: { type: 'tool_use', id: c.id, name: c.name, input: {} },
        }),
      ),
    );
    for (const f of order)
      events.push(
        ev('content_block_delta', {
          index: f.call,
          delta: { type: 'input_json_delta', partial_json: f.text },
        }),
      );
    events.push(...calls.map((_, i) => ev('content_block_stop', { index: i })));
    events.push(
      ev('message_delta', {
        delta: { stop_reason: calls.length ? 'tool_use' : 'end_turn' },
        usage: { output_tokens: 1 },
      }),
      ev('message_stop'),
    );
    return events;
  }
  let seq = 0;
  const ev = (type: string, data: Json = {}): Ev => ({
    event: type,
    data: { type, sequence_number: seq++, ...data },
  });
  const envelope = { id: 'resp_h', object: 'response', status: 'in_progress', model: 'm', output: [] };
  const events: Ev[] = [ev('response.created', { response: envelope })];
  events.push(
    ...calls.map((c, i) =>
      ev('response.output_item.added', { output_index: i, item: fnItem(c, 'in_progress', '') }),
    ),
  );
  for (const f of order) {
    const c = calls[f.call]!;
    events.push(
      ev('response.function_call_arguments.delta', {
        item_id: `fc_${c.id}`,
        output_index: f.call,
        delta: f.text,
      }),
    );
  }
  calls.forEach((c, i) => {
    events.push(
      ev('response.function_call_arguments.done', {
        item_id: `fc_${c.id}`,
        output_index: i,
        arguments: c.args,
      }),
    );
    events.push(ev('response.output_item.done', { output_index: i, item: fnItem(c, 'completed') }));
  });
  events.push(
    ev('response.completed', {
      response: { ...envelope, status: 'completed', output: calls.map((c) => fnItem(c, 'completed')) },
    }),
  );
  return events;
}

/** Frames events as an SSE body. */
export function sseText(events: Ev[]): string {
  return events
    .map(
      (e) =>
        `${e.event ? `event: ${e.event}\n` : ''}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`,
    )
    .join('');
}

/** Serves a buffered body (any JSON value) with status 200. */
export function serveJson(body: unknown): Responder {
  return (_req, res) => send(res, 'application/json', JSON.stringify(body));
}

/** Serves an event stream. */
export function serveSse(events: Ev[]): Responder {
  return (_req, res) => send(res, 'text/event-stream', sseText(events));
}

/** A typed SSE event whose name and payload `type` agree (messages and Responses). */
export const typedEvent = (type: string, data: Json = {}): Ev => ({ event: type, data: { type, ...data } });

/** A messages stream's first event, its message still empty. */
export const messageStart = (): Ev =>
  typedEvent('message_start', {
    message: {
      id: 'msg_s',
      type: 'message',
      role: 'assistant',
      model: 'm',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
    },
  });

/** A messages stream's last two events, after its blocks. */
export const messageEnd = (stop = 'tool_use'): Ev[] => [
  typedEvent('message_delta', {
    delta: { stop_reason: stop, stop_sequence: null },
    usage: { output_tokens: 1 },
  }),
  typedEvent('message_stop'),
];

/** A chat completion chunk of one choice. */
export const chatChunk = (delta: Json, finish: string | null = null): Ev => ({
  data: {
    id: 'chatcmpl-c',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    choices: [{ index: 0, delta, finish_reason: finish }],
  },
});

/** Serves an event stream in two parts: `after` only once `go` resolves (a test acts in between). */
/** Serves `text` as an event stream in pieces cut at `cuts` (byte offsets), each its own write after a pause. */
export function serveCut(text: string, cuts: number[]): Responder {
  const bytes = Buffer.from(text, 'utf8');
  return async (_req, res) => {
    res.socket?.setNoDelay(true);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let at = 0;
    for (const cut of [...cuts, bytes.length]) {
      if (cut <= at) continue;
      res.write(bytes.subarray(at, cut));
      at = cut;
      await new Promise((r) => setTimeout(r, 1));
    }
    res.end();
  };
}

export function serveSsePaused(before: Ev[], go: Promise<void>, after: Ev[]): Responder {
  return async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(sseText(before));
    await go;
    res.end(sseText(after));
  };
}

/** Writes `total` bytes from `piece` repeated, respecting backpressure; the response is left open. */
export async function pourBytes(res: ServerResponse, piece: Buffer, total: number): Promise<void> {
  for (let sent = 0; sent < total && !res.destroyed; sent += piece.length) {
    if (!res.write(piece))
      await new Promise<void>((resolve) => {
        const go = (): void => {
          res.off('drain', go).off('close', go);
          resolve();
        };
        res.on('drain', go).on('close', go);
      });
  }
}

function send(res: ServerResponse, type: string, text: string): void {
  res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

// ---- the client's view ----------------------------------------------------------------------------

/** A call as a client holds it: `args` is the text it would parse (an object input re-serialised). */
export interface HeldCall {
  id: unknown;
  name: unknown;
  args: string;
}

/**
 * Every call a client could act on in a buffered answer, read leniently (wrong types are read as far as
 * they go, the way a lax client or an SDK without validation would).
 */
export function callsInBody(wire: Wire, body: unknown): HeldCall[] {
  if (!isObj(body)) return [];
  const out: HeldCall[] = [];
  if (wire === 'chat') {
    for (const choice of list(body['choices'])) {
      const message = isObj(choice) ? choice['message'] : undefined;
      if (!isObj(message)) continue;
      for (const tc of list(message['tool_calls'])) {
        if (!isObj(tc)) continue;
        const fn = isObj(tc['function']) ? tc['function'] : isObj(tc['custom']) ? tc['custom'] : {};
        out.push({ id: tc['id'], name: fn['name'], args: text(fn['arguments'] ?? fn['input']) });
      }
      const fc = message['function_call'];
      if (isObj(fc)) out.push({ id: 'function_call', name: fc['name'], args: text(fc['arguments']) });
    }
  } else if (wire === 'messages') {
    for (const b of list(body['content']))
      if (isObj(b) && b['type'] === 'tool_use')
        out.push({ id: b['id'], name: b['name'], args: text(b['input']) });
  } else {
    for (const item of list(body['output'])) {
      if (!isObj(item) || typeof item['type'] !== 'string' || !item['type'].endsWith('_call')) continue;
      if (item['type'] === 'web_search_call') continue;
      out.push({
        id: callIdOf(item),
        name: item['name'],
        args: text(item['arguments'] ?? item['input'] ?? item['action']),
      });
    }
  }
  return out;
}

/** Every call a client could act on in a stream, accumulated as the SDKs do (by index, text appended). */
export function callsInStream(wire: Wire, events: Ev[]): HeldCall[] {
  const held = new Map<string, { id: unknown; name: unknown; args: string; start?: unknown }>();
  const at = (key: string) => {
    const h = held.get(key) ?? { id: undefined, name: undefined, args: '' };
    held.set(key, h);
    return h;
  };
  const finals: HeldCall[] = [];
  for (const e of events) {
    const d = e.data;
    // A client reads nothing after the stream's terminal event, and neither does gate: what an upstream
    // sends after it proposes nothing.
    if (d === '[DONE]') break;
    if (!isObj(d)) continue;
    if (wire === 'messages' && d['type'] === 'message_stop') break;
    if (wire === 'chat') {
      for (const choice of list(d['choices'])) {
        if (!isObj(choice) || !isObj(choice['delta'])) continue;
        for (const tc of list(choice['delta']['tool_calls'])) {
          if (!isObj(tc)) continue;
          const h = at(`${String(choice['index'])}/${String(tc['index'])}`);
          if (typeof tc['id'] === 'string') h.id = tc['id'];
          const fn = isObj(tc['function']) ? tc['function'] : {};
          if (typeof fn['name'] === 'string') h.name = fn['name'];
          if (typeof fn['arguments'] === 'string') h.args += fn['arguments'];
        }
      }
    } else if (wire === 'messages') {
      const type = d['type'];
      if (type === 'message_start' && isObj(d['message']))
        finals.push(...callsInBody('messages', d['message']));
      if (
        type === 'content_block_start' &&
        isObj(d['content_block']) &&
        d['content_block']['type'] === 'tool_use'
      ) {
        const h = at(String(d['index']));
        h.id = d['content_block']['id'];
        h.name = d['content_block']['name'];
        h.start = d['content_block']['input'];
      }
      if (
        type === 'content_block_delta' &&
        isObj(d['delta']) &&
        typeof d['delta']['partial_json'] === 'string'
      ) {
        const h = held.get(String(d['index']));
        if (h) h.args += d['delta']['partial_json'];
      }
    } else {
      const type = d['type'];
      if (
        (type === 'response.output_item.added' || type === 'response.output_item.done') &&
        isObj(d['item'])
      ) {
        const item = d['item'];
        if (item['type'] === 'function_call') {
          const h = at(String(d['output_index']));
          h.id = callIdOf(item);
          h.name = item['name'];
          if (type === 'response.output_item.done') h.args = text(item['arguments']);
        }
      }
      if (type === 'response.function_call_arguments.delta' && typeof d['delta'] === 'string') {
        const h = held.get(String(d['output_index']));
        if (h) h.args += d['delta'];
      }
      if (isObj(d['response'])) finals.push(...callsInBody('responses', d['response']));
      if (type === 'response.completed' || type === 'response.incomplete' || type === 'response.failed')
        break;
    }
  }
  const streamed = [...held.values()].map((h) => ({
    id: h.id,
    name: h.name,
    args: h.args === '' && h.start !== undefined ? text(h.start) : h.args,
  }));
  return [...streamed, ...finals];
}

/** The id a client answers a Responses call with: its call_id, else its item id. */
function callIdOf(item: Json): unknown {
  const callId = item['call_id'];
  return typeof callId === 'string' && callId !== '' ? callId : item['id'];
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  return v === undefined ? '' : JSON.stringify(v);
}

/** Reads an SSE body into events (data parsed as JSON where it is). */
export function parseSse(body: string): Ev[] {
  const out: Ev[] = [];
  for (const block of body.split(/\r?\n\r?\n/)) {
    let event: string | undefined;
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) continue;
    const raw = data.join('\n');
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {}
    out.push(event === undefined ? { data: parsed } : { event, data: parsed });
  }
  return out;
}

/** The route and request body for a wire. */
export function requestFor(wire: Wire, stream: boolean, say = 'go'): { path: string; body: Json } {
  const msg = [{ role: 'user', content: say }];
  if (wire === 'chat') return { path: '/v1/chat/completions', body: { model: 'm', messages: msg, stream } };
  if (wire === 'messages')
    return { path: '/v1/messages', body: { model: 'm', max_tokens: 64, messages: msg, stream } };
  return { path: '/v1/responses', body: { model: 'm', input: say, stream } };
}

/** True when a buffered error body has the wire's own error shape. */
export function isWireError(wire: Wire, body: unknown): boolean {
  if (!isObj(body)) return false;
  if (wire === 'messages') {
    const e = body['error'];
    return (
      body['type'] === 'error' &&
      isObj(e) &&
      typeof e['type'] === 'string' &&
      typeof e['message'] === 'string'
    );
  }
  const e = body['error'];
  return isObj(e) && typeof e['message'] === 'string' && typeof e['type'] === 'string' && 'code' in e;
}

/** True when a stream's last event is the wire's error event. */
export function endsInWireError(wire: Wire, events: Ev[]): boolean {
  const last = events.at(-1);
  if (!last || !isObj(last.data)) return false;
  if (wire === 'chat') return isWireError('chat', last.data);
  if (wire === 'messages') return last.event === 'error' && isWireError('messages', last.data);
  return last.data['type'] === 'response.failed' || last.data['type'] === 'error';
}

/** True when a stream ended the way a complete answer ends. */
export function endsComplete(wire: Wire, events: Ev[]): boolean {
  const last = events.at(-1);
  if (!last) return false;
  if (wire === 'chat') return last.data === '[DONE]';
  if (!isObj(last.data)) return false;
  if (wire === 'messages') return last.data['type'] === 'message_stop';
  return ['response.completed', 'response.incomplete', 'response.failed'].includes(String(last.data['type']));
}

/** The `gate` extension of a buffered body or of a stream's events (the last that carries one). */
export function gateExtension(
  payloads: unknown[],
): { verdicts: { tool_call_id: string; tool: string; verdict: { kind: string } }[] } | undefined {
  for (let i = payloads.length - 1; i >= 0; i--) {
    const p = payloads[i];
    if (!isObj(p)) continue;
    const g = isObj(p['gate'])
      ? p['gate']
      : isObj(p['response']) && isObj(p['response']['gate'])
        ? p['response']['gate']
        : undefined;
    if (g && Array.isArray(g['verdicts'])) return g as never;
  }
  return undefined;
}

/** The verdict kind gate gave the call `id` in a buffered answer (its `gate` extension). */
export function verdictKindOf(got: unknown, id: string): string | undefined {
  return gateExtension([got])?.verdicts.find((v) => v.tool_call_id === id)?.verdict.kind;
}

/** A text answer's event stream in a wire, its text in the given deltas. */
export function textStream(wire: Wire, deltas: string[]): Ev[] {
  const full = deltas.join('');
  if (wire === 'chat') {
    const chunk = (delta: object, finish: string | null = null): Ev => ({
      data: {
        id: 'c',
        object: 'chat.completion.chunk',
        created: 1,
        model: 'm',
        choices: [{ index: 0, delta, finish_reason: finish }],
      },
    });
    return [
      chunk({ role: 'assistant', content: '' }),
      ...deltas.map((content) => chunk({ content })),
      chunk({}, 'stop'),
      { data: '[DONE]' },
    ];
  }
  if (wire === 'messages')
    return [
      messageStart(),
      typedEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      ...deltas.map((text) =>
        typedEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
      ),
      typedEvent('content_block_stop', { index: 0 }),
      ...messageEnd('end_turn'),
    ];
  const part = { type: 'output_text', text: '', annotations: [] };
  const item = (status: string, text: string) => ({
    id: 'msg_1',
    type: 'message',
    status,
    role: 'assistant',
    content: text ? [{ ...part, text }] : [],
  });
  const envelope = {
    id: 'resp_1',
    object: 'response',
    status: 'in_progress',
    model: 'm',
    output: [] as object[],
  };
  const at = { item_id: 'msg_1', output_index: 0, content_index: 0 };
  return [
    typedEvent('response.created', { response: envelope }),
    typedEvent('response.output_item.added', { output_index: 0, item: item('in_progress', '') }),
    typedEvent('response.content_part.added', { ...at, part }),
    ...deltas.map((delta) => typedEvent('response.output_text.delta', { ...at, delta })),
    typedEvent('response.output_text.done', { ...at, text: full }),
    typedEvent('response.content_part.done', { ...at, part: { ...part, text: full } }),
    typedEvent('response.output_item.done', { output_index: 0, item: item('completed', full) }),
    typedEvent('response.completed', {
      response: { ...envelope, status: 'completed', output: [item('completed', full)] },
    }),
  ];
}

/** A provider-run MCP call and its result, as a messages reply's content blocks: the server ran `name` and gave `text`. */
export const providerMcpCall = (server: string, name: string, text: string): Record<string, unknown>[] => [
  { type: 'mcp_tool_use', id: 'mcptoolu_1', name, server_name: server, input: {} },
  { type: 'mcp_tool_result', tool_use_id: 'mcptoolu_1', is_error: false, content: [{ type: 'text', text }] },
];
