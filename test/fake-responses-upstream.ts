// The Responses wire of the fake provider (test/fake-upstream.ts serves it): responders that answer
// POST /v1/responses the way OpenAI does, buffered and as an event stream: response.created and
// in_progress, a reasoning item, a message streamed as text deltas, function and custom tool calls
// whose argument deltas are cut at awkward places (inside keys, escapes, multi-byte characters), each
// with its own done events, then response.completed carrying the whole response and usage.
import type { ServerResponse } from 'node:http';
import { pieces, type Received, type Responder, type ScriptCall } from './fake-upstream.js';

export interface ScriptCustomCall {
  id: string;
  name: string;
  /** Free-text input (a custom tool, e.g. Codex's apply_patch). */
  input: string;
}

export interface ResponsesTurn {
  text?: string;
  calls?: ScriptCall[];
  custom?: ScriptCustomCall[];
  /** Adds a reasoning item first (with encrypted content when the request `include`s it). */
  reasoning?: boolean;
  model?: string;
}

export interface ResponsesStreamOptions {
  /** Cut text, argument and input deltas every n characters (default 3). */
  pieceChars?: number;
  /** Write the byte stream in pieces of n bytes, splitting lines and multi-byte UTF-8 characters. */
  writeBytes?: number;
  /** After writing this fraction of the bytes, destroy the connection (stream cut mid-call). */
  cutAt?: number;
  /** After writing this fraction of the bytes, stop writing and keep the connection open. */
  hangAt?: number;
  /** Leave out the `event:` lines (some compatible servers send data lines only). */
  dataOnly?: boolean;
}

type Json = Record<string, unknown>;

const CREATED_AT = 1_700_000_000;

function bodyOf(req: Received): Json {
  return typeof req.json === 'object' && req.json !== null && !Array.isArray(req.json)
    ? (req.json as Json)
    : {};
}

/** The output items of a turn, completed, in the order the model writes them. */
export function outputItems(turn: ResponsesTurn, req: Received): Json[] {
  const items: Json[] = [];
  if (turn.reasoning) {
    const include = bodyOf(req)['include'];
    const encrypted = Array.isArray(include) && include.includes('reasoning.encrypted_content');
    items.push({
      id: 'rs_fake1',
      type: 'reasoning',
      summary: [],
      ...(encrypted ? { encrypted_content: 'gAAAAB-opaque-reasoning' } : {}),
    });
  }
  if (turn.text !== undefined) {
    items.push({
      id: 'msg_fake1',
      type: 'message',
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text: turn.text, annotations: [], logprobs: [] }],
    });
  }
  for (const c of turn.calls ?? []) {
    items.push({
      id: `fc_${c.id}`,
      type: 'function_call',
      status: 'completed',
      arguments: c.args,
      call_id: c.id,
      name: c.name,
      ...(c.namespace ? { namespace: c.namespace } : {}),
    });
  }
  for (const c of turn.custom ?? []) {
    items.push({
      id: `ctc_${c.id}`,
      type: 'custom_tool_call',
      status: 'completed',
      call_id: c.id,
      name: c.name,
      input: c.input,
    });
  }
  return items;
}

/** The response object, echoing the request's settings the way OpenAI does. */
export function responseObject(turn: ResponsesTurn, req: Received, status = 'completed'): Json {
  const body = bodyOf(req);
  const done = status === 'completed';
  return {
    id: 'resp_fake1',
    object: 'response',
    created_at: CREATED_AT,
    status,
    error: null,
    incomplete_details: null,
    instructions: body['instructions'] ?? null,
    max_output_tokens: body['max_output_tokens'] ?? null,
    model: turn.model ?? (typeof body['model'] === 'string' ? body['model'] : 'gpt-fake'),
    output: done ? outputItems(turn, req) : [],
    parallel_tool_calls: body['parallel_tool_calls'] ?? true,
    previous_response_id: body['previous_response_id'] ?? null,
    reasoning: body['reasoning'] ?? { effort: null, summary: null },
    store: body['store'] ?? true,
    temperature: 1,
    text: { format: { type: 'text' } },
    tool_choice: body['tool_choice'] ?? 'auto',
    tools: body['tools'] ?? [],
    top_p: 1,
    truncation: 'disabled',
    usage: done
      ? {
          input_tokens: 11,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: 7,
          output_tokens_details: { reasoning_tokens: 3 },
          total_tokens: 18,
        }
      : null,
    user: null,
    metadata: body['metadata'] ?? {},
  };
}

/** A buffered response. */
export function responsesJson(turn: ResponsesTurn, status = 200): Responder {
  return (req, res) => {
    const text = JSON.stringify(responseObject(turn, req));
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'x-request-id': 'req_fake_responses',
      'openai-processing-ms': '12',
    });
    res.end(text);
  };
}

/** The framed events of a streamed response, each with its sequence_number. */
export function responsesEvents(
  turn: ResponsesTurn,
  req: Received,
  opts: ResponsesStreamOptions = {},
): string[] {
  const n = opts.pieceChars ?? 3;
  const frames: string[] = [];
  let seq = 0;
  const emit = (type: string, payload: Json) => {
    const data = JSON.stringify({ type, sequence_number: seq++, ...payload });
    frames.push(opts.dataOnly ? `data: ${data}\n\n` : `event: ${type}\ndata: ${data}\n\n`);
  };
  const pending = responseObject(turn, req, 'in_progress');
  emit('response.created', { response: pending });
  emit('response.in_progress', { response: pending });
  outputItems(turn, req).forEach((item, output_index) => {
    const id = String(item['id']);
    if (item['type'] === 'reasoning') {
      emit('response.output_item.added', { output_index, item: { ...item, encrypted_content: undefined } });
      emit('response.output_item.done', { output_index, item });
    } else if (item['type'] === 'message') {
      const content = item['content'] as Json[];
      const part = content[0]!;
      const text = String(part['text']);
      const at = { item_id: id, output_index, content_index: 0 };
      emit('response.output_item.added', {
        output_index,
        item: { ...item, status: 'in_progress', content: [] },
      });
      emit('response.content_part.added', { ...at, part: { ...part, text: '' } });
      for (const delta of pieces(text, n))
        emit('response.output_text.delta', { ...at, delta, logprobs: [], obfuscation: 'xyz' });
      emit('response.output_text.done', { ...at, text, logprobs: [] });
      emit('response.content_part.done', { ...at, part });
      emit('response.output_item.done', { output_index, item });
    } else if (item['type'] === 'function_call') {
      const args = String(item['arguments']);
      const at = { item_id: id, output_index };
      emit('response.output_item.added', {
        output_index,
        item: { ...item, status: 'in_progress', arguments: '' },
      });
      for (const delta of pieces(args, n))
        emit('response.function_call_arguments.delta', { ...at, delta, obfuscation: 'ab' });
      emit('response.function_call_arguments.done', { ...at, name: item['name'], arguments: args });
      emit('response.output_item.done', { output_index, item });
    } else {
      const input = String(item['input']);
      const at = { item_id: id, output_index };
      emit('response.output_item.added', {
        output_index,
        item: { ...item, status: 'in_progress', input: '' },
      });
      for (const delta of pieces(input, n)) emit('response.custom_tool_call_input.delta', { ...at, delta });
      emit('response.custom_tool_call_input.done', { ...at, input });
      emit('response.output_item.done', { output_index, item });
    }
  });
  emit('response.completed', { response: responseObject(turn, req) });
  return frames;
}

export function responsesSse(turn: ResponsesTurn, opts: ResponsesStreamOptions = {}): Responder {
  return (req, res) => writeStream(res, responsesEvents(turn, req, opts).join(''), opts);
}

async function writeStream(res: ServerResponse, text: string, opts: ResponsesStreamOptions): Promise<void> {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-request-id': 'req_fake_responses',
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
    // A turn of the event loop between writes, so they arrive as separate reads on the other side.
    await new Promise((r) => setImmediate(r));
  }
  if (opts.cutAt !== undefined) {
    res.socket?.destroy();
    return;
  }
  if (opts.hangAt !== undefined) return;
  res.end();
}
