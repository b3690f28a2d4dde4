// Anthropic messages: decode a request into a Conversation, encode a Turn as a message or as its SSE events.

import type { CallerSignal } from '../../server/types.js';
import { BufferedResponse } from './buffered-response.js';
import {
  argumentPieces,
  argumentsJson,
  estimateTokens,
  eventFrame,
  jsonResponse,
  mintId,
  outputTokens,
  sseResponse,
  textPieces,
} from './encoding.js';
import { BadRequest, isObj, type Obj, parseBody, readSchema, str, textOf } from './json.js';
import { respond } from './model.js';
import type { Conversation, JsonObject, JsonSchema, Message, PastCall, ToolSpec, Turn } from './types.js';

type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: JsonObject };
type StopReason = 'end_turn' | 'tool_use';

interface AnthropicUsage {
  input_tokens: number;
  output_tokens: number;
}

interface AnthropicMessage {
  id: string;
  type: 'message';
  role: 'assistant';
  model: string;
  content: ContentBlock[];
  stop_reason: StopReason | null;
  stop_sequence: null;
  stop_details: null;
  usage: AnthropicUsage;
}

/** The Anthropic error body. */
export interface AnthropicErrorBody {
  type: 'error';
  error: { type: string; message: string };
}

export function anthropicError(status: number, type: string, message: string): BufferedResponse {
  const body: AnthropicErrorBody = { type: 'error', error: { type, message } };
  return jsonResponse(status, body);
}

/** Anthropic's schema-less client tools, given the schema their documentation describes. */
function typedToolSchema(type: string): JsonSchema | undefined {
  if (/^bash_/.test(type))
    return { type: 'object', properties: { command: { type: 'string' }, restart: { type: 'boolean' } } };
  if (/^text_editor_/.test(type))
    return {
      type: 'object',
      properties: {
        command: { type: 'string', enum: ['view', 'create', 'str_replace', 'insert', 'undo_edit'] },
        path: { type: 'string' },
        file_text: { type: 'string' },
        old_str: { type: 'string' },
        new_str: { type: 'string' },
      },
      required: ['command', 'path'],
    };
  return undefined;
}

function decodeTools(req: Obj): ToolSpec[] {
  const tools = req['tools'];
  if (tools === undefined || tools === null) return [];
  if (!Array.isArray(tools)) throw new BadRequest('tools: Input should be a valid list');
  const specs: ToolSpec[] = [];
  tools.forEach((tool, i) => {
    const name = isObj(tool) ? str(tool['name']) : undefined;
    if (!isObj(tool) || name === undefined) throw new BadRequest(`tools.${i}.name: Field required`);
    const type = str(tool['type']);
    if (type !== undefined && type !== 'custom') {
      // Server tools (web search and the like) run at the provider; only client tools can be called here.
      const schema = typedToolSchema(type);
      if (schema) specs.push({ name, description: '', schema });
      return;
    }
    specs.push({
      name,
      description: str(tool['description']) ?? '',
      schema: readSchema(tool['input_schema']),
    });
  });
  return specs;
}

/** Decodes a messages request; a malformed one is a BadRequest. */
export function decodeMessages(req: Obj): Conversation {
  const messages = req['messages'];
  if (messages === undefined) throw new BadRequest('messages: Field required');
  if (!Array.isArray(messages)) throw new BadRequest('messages: Input should be a valid list');
  if (messages.length === 0) throw new BadRequest('messages: at least one message is required');
  const out: Message[] = [];
  const names = new Map<string, string>();
  messages.forEach((m, i) => {
    const role = isObj(m) ? m['role'] : undefined;
    if (!isObj(m) || (role !== 'user' && role !== 'assistant'))
      throw new BadRequest(`messages.${i}.role: Input should be 'user' or 'assistant'`);
    const content = m['content'];
    const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : content;
    if (!Array.isArray(blocks)) throw new BadRequest(`messages.${i}.content: Input should be a valid list`);
    if (role === 'assistant') {
      const calls: PastCall[] = [];
      for (const b of blocks) {
        const id = isObj(b) && b['type'] === 'tool_use' ? str(b['id']) : undefined;
        const name = isObj(b) ? str(b['name']) : undefined;
        if (id !== undefined && name !== undefined) {
          calls.push({ id, name });
          names.set(id, name);
        }
      }
      out.push({
        role: 'assistant',
        text: textOf(blocks.filter((b) => isObj(b) && b['type'] === 'text')),
        calls,
      });
      return;
    }
    // A user turn: its words first, then its tool results, so results that end a turn are seen as such.
    const parts = blocks.flatMap((b) =>
      isObj(b) && b['type'] === 'text' && typeof b['text'] === 'string' ? [b['text']] : [],
    );
    if (parts.length > 0) out.push({ role: 'user', parts });
    for (const b of blocks) {
      if (!isObj(b) || b['type'] !== 'tool_result') continue;
      const callId = str(b['tool_use_id']) ?? '';
      const result: Message = {
        role: 'tool',
        callId,
        content: textOf(b['content']),
        isError: b['is_error'] === true,
      };
      const name = names.get(callId);
      if (name !== undefined) result.name = name;
      out.push(result);
    }
  });
  const conv: Conversation = { system: textOf(req['system']), messages: out, tools: decodeTools(req) };
  const choice = req['tool_choice'];
  if (isObj(choice) && choice['type'] === 'none') conv.noTools = true;
  return conv;
}

/** The prompt-side estimate, shared by /messages and /messages/count_tokens. */
export function inputTokens(req: Obj): number {
  return estimateTokens(JSON.stringify([req['system'] ?? null, req['messages'], req['tools'] ?? null]));
}

function blocks(turn: Turn): ContentBlock[] {
  const text: ContentBlock[] = turn.text === '' ? [] : [{ type: 'text', text: turn.text }];
  return [
    ...text,
    ...turn.calls.map(
      (call, i): ContentBlock => ({
        type: 'tool_use',
        id: mintId('toolu_', turn, 'call', i),
        name: call.name,
        input: call.arguments,
      }),
    ),
  ];
}

function stopReason(turn: Turn): StopReason {
  return turn.calls.length > 0 ? 'tool_use' : 'end_turn';
}

export function encodeMessage(turn: Turn, req: Obj, model: string): AnthropicMessage {
  return {
    id: mintId('msg_', turn, 'message'),
    type: 'message',
    role: 'assistant',
    model,
    content: blocks(turn),
    stop_reason: stopReason(turn),
    stop_sequence: null,
    stop_details: null,
    usage: { input_tokens: inputTokens(req), output_tokens: outputTokens(turn) },
  };
}

/** The events Anthropic streams: message_start, each block (start, deltas, stop), a ping, message_delta, message_stop. */
export function streamMessage(turn: Turn, req: Obj, model: string): string[] {
  const final = encodeMessage(turn, req, model);
  const start: AnthropicMessage = {
    ...final,
    content: [],
    stop_reason: null,
    usage: { input_tokens: final.usage.input_tokens, output_tokens: 1 },
  };
  const frames = [eventFrame('message_start', { type: 'message_start', message: start })];
  final.content.forEach((block, index) => {
    const opening = block.type === 'text' ? { type: 'text', text: '' } : { ...block, input: {} };
    frames.push(
      eventFrame('content_block_start', { type: 'content_block_start', index, content_block: opening }),
    );
    if (index === 0) frames.push(eventFrame('ping', { type: 'ping' }));
    const deltas =
      block.type === 'text'
        ? textPieces(block.text).map((text) => ({ type: 'text_delta', text }))
        : ['', ...argumentPieces(argumentsJson({ name: block.name, arguments: block.input }))].map(
            (partial_json) => ({
              type: 'input_json_delta',
              partial_json,
            }),
          );
    for (const delta of deltas)
      frames.push(eventFrame('content_block_delta', { type: 'content_block_delta', index, delta }));
    frames.push(eventFrame('content_block_stop', { type: 'content_block_stop', index }));
  });
  frames.push(
    eventFrame('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: final.stop_reason, stop_sequence: null, stop_details: null },
      usage: final.usage,
    }),
  );
  frames.push(eventFrame('message_stop', { type: 'message_stop' }));
  return frames;
}

function decodeOrError(body: string | undefined): { req: Obj; conv: Conversation } | BufferedResponse {
  try {
    const req = parseBody(body);
    return { req, conv: decodeMessages(req) };
  } catch (err) {
    if (err instanceof BadRequest) return anthropicError(400, 'invalid_request_error', err.message);
    throw err;
  }
}

/** POST /messages. */
export function messages(body: string | undefined, defaultModel: string, signal: CallerSignal): Response {
  const decoded = decodeOrError(body);
  if (decoded instanceof BufferedResponse) return decoded;
  const { req, conv } = decoded;
  const model = str(req['model']) ?? defaultModel;
  const turn = respond(conv);
  if (req['stream'] === true) return sseResponse(streamMessage(turn, req, model), signal);
  return jsonResponse(200, encodeMessage(turn, req, model));
}

/** POST /messages/count_tokens: the same estimate /messages reports as input_tokens. */
export function countTokens(body: string | undefined): Response {
  const decoded = decodeOrError(body);
  if (decoded instanceof BufferedResponse) return decoded;
  return jsonResponse(200, { input_tokens: inputTokens(decoded.req) });
}
