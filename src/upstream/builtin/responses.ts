// OpenAI Responses API: decode a request's input items into a Conversation, encode a Turn as a response
// object or as its event sequence (every event numbered by sequence_number).

import type { CallerSignal } from '../../server/types.js';
import { openaiError } from './chat.js';
import {
  argumentPieces,
  argumentsJson,
  CREATED_AT,
  estimateTokens,
  eventFrame,
  jsonResponse,
  mintId,
  outputTokens,
  sseResponse,
  textPieces,
} from './encoding.js';
import { BadRequest, isObj, type Obj, parseBody, readSchema, str, textOf, toJson } from './json.js';
import { respond } from './model.js';
import type { Conversation, JsonValue, Message, ToolSpec, Turn } from './types.js';

interface OutputText {
  type: 'output_text';
  text: string;
  annotations: never[];
}

type ItemStatus = 'in_progress' | 'completed';

interface MessageItem {
  id: string;
  type: 'message';
  status: ItemStatus;
  role: 'assistant';
  content: OutputText[];
}

interface FunctionCallItem {
  id: string;
  type: 'function_call';
  status: ItemStatus;
  arguments: string;
  call_id: string;
  name: string;
}

type OutputItem = MessageItem | FunctionCallItem;

interface ResponsesUsage {
  input_tokens: number;
  input_tokens_details: { cached_tokens: number };
  output_tokens: number;
  output_tokens_details: { reasoning_tokens: number };
  total_tokens: number;
}

interface ResponseObject {
  id: string;
  object: 'response';
  created_at: number;
  status: 'in_progress' | 'completed';
  error: null;
  incomplete_details: null;
  instructions: JsonValue;
  max_output_tokens: JsonValue;
  model: string;
  output: OutputItem[];
  parallel_tool_calls: boolean;
  previous_response_id: JsonValue;
  reasoning: { effort: null; summary: null };
  store: boolean;
  temperature: number;
  text: { format: { type: 'text' } };
  tool_choice: JsonValue;
  tools: JsonValue;
  top_p: number;
  truncation: 'disabled';
  usage: ResponsesUsage | null;
  user: null;
  metadata: JsonValue;
}

function decodeTools(req: Obj): ToolSpec[] {
  const tools = req['tools'];
  if (tools === undefined || tools === null) return [];
  if (!Array.isArray(tools)) throw new BadRequest("Invalid type for 'tools': expected an array.", 'tools');
  const specs: ToolSpec[] = [];
  tools.forEach((tool, i) => {
    // Built-in and custom tools (web_search, local_shell, freeform apply_patch) are offered but not callable here.
    if (!isObj(tool) || tool['type'] !== 'function') return;
    const name = str(tool['name']);
    if (name === undefined)
      throw new BadRequest(
        `Missing required parameter: 'tools[${i}].name'.`,
        `tools[${i}].name`,
        'missing_required_parameter',
      );
    specs.push({ name, description: str(tool['description']) ?? '', schema: readSchema(tool['parameters']) });
  });
  return specs;
}

/** The text of an output value: a string, or a list of input_text / output_text parts. */
function outputText(output: unknown): string {
  return typeof output === 'string' ? output : textOf(output);
}

/** Decodes a Responses request; a malformed one is a BadRequest. */
export function decodeResponses(req: Obj): Conversation {
  const input = req['input'];
  if (input === undefined)
    throw new BadRequest("Missing required parameter: 'input'.", 'input', 'missing_required_parameter');
  if (typeof input !== 'string' && !Array.isArray(input))
    throw new BadRequest(
      "Invalid type for 'input': expected a string or an array of input items.",
      'input',
      'invalid_type',
    );
  const system = [str(req['instructions']) ?? ''];
  const out: Message[] = [];
  const names = new Map<string, string>();
  const items: unknown[] = typeof input === 'string' ? [{ role: 'user', content: input }] : input;
  items.forEach((item, i) => {
    if (!isObj(item))
      throw new BadRequest(
        `Invalid type for 'input[${i}]': expected an object.`,
        `input[${i}]`,
        'invalid_type',
      );
    const type = str(item['type']) ?? 'message';
    const callId = str(item['call_id']) ?? str(item['id']) ?? '';
    if (type === 'message') {
      const role = str(item['role']);
      const content = item['content'];
      if (role === 'system' || role === 'developer') system.push(textOf(content));
      else if (role === 'assistant') out.push({ role: 'assistant', text: textOf(content), calls: [] });
      else if (role === 'user') {
        const parts =
          typeof content === 'string'
            ? [content]
            : Array.isArray(content)
              ? content.map((p) => textOf([p]))
              : [];
        out.push({ role: 'user', parts: parts.filter((p) => p !== '') });
      } else
        throw new BadRequest(`Invalid value for 'input[${i}].role'.`, `input[${i}].role`, 'invalid_value');
    } else if (type === 'function_call' || type === 'custom_tool_call' || type === 'local_shell_call') {
      const name = str(item['name']) ?? 'local_shell';
      names.set(callId, name);
      // Consecutive calls belong to one assistant turn.
      const last = out[out.length - 1];
      if (last?.role === 'assistant') last.calls.push({ id: callId, name });
      else out.push({ role: 'assistant', text: '', calls: [{ id: callId, name }] });
    } else if (type.endsWith('_call_output')) {
      const result: Message = { role: 'tool', callId, content: outputText(item['output']), isError: false };
      const name = names.get(callId);
      if (name !== undefined) result.name = name;
      out.push(result);
    }
  });
  const conv: Conversation = {
    system: system.filter((s) => s !== '').join('\n'),
    messages: out,
    tools: decodeTools(req),
  };
  if (req['tool_choice'] === 'none') conv.noTools = true;
  return conv;
}

function usageOf(req: Obj, turn: Turn): ResponsesUsage {
  const input = estimateTokens(
    JSON.stringify([req['instructions'] ?? null, req['input'], req['tools'] ?? null]),
  );
  const output = outputTokens(turn);
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: input + output,
  };
}

function outputItems(turn: Turn): OutputItem[] {
  const message: OutputItem[] =
    turn.text === ''
      ? []
      : [
          {
            id: mintId('msg_', turn, 'message'),
            type: 'message',
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text: turn.text, annotations: [] }],
          },
        ];
  return [
    ...message,
    ...turn.calls.map(
      (call, i): OutputItem => ({
        id: mintId('fc_', turn, 'item', i),
        type: 'function_call',
        status: 'completed',
        arguments: argumentsJson(call),
        call_id: mintId('call_', turn, 'call', i),
        name: call.name,
      }),
    ),
  ];
}

function field(req: Obj, key: string, fallback: JsonValue): JsonValue {
  return req[key] === undefined ? fallback : toJson(req[key]);
}

export function encodeResponse(turn: Turn, req: Obj, model: string): ResponseObject {
  return {
    id: mintId('resp_', turn, 'response'),
    object: 'response',
    created_at: CREATED_AT,
    status: 'completed',
    error: null,
    incomplete_details: null,
    instructions: field(req, 'instructions', null),
    max_output_tokens: field(req, 'max_output_tokens', null),
    model,
    output: outputItems(turn),
    parallel_tool_calls: req['parallel_tool_calls'] !== false,
    previous_response_id: field(req, 'previous_response_id', null),
    reasoning: { effort: null, summary: null },
    store: req['store'] !== false,
    temperature: typeof req['temperature'] === 'number' ? req['temperature'] : 1,
    text: { format: { type: 'text' } },
    tool_choice: field(req, 'tool_choice', 'auto'),
    tools: field(req, 'tools', []),
    top_p: typeof req['top_p'] === 'number' ? req['top_p'] : 1,
    truncation: 'disabled',
    usage: usageOf(req, turn),
    user: null,
    metadata: field(req, 'metadata', {}),
  };
}

/** The Responses event sequence: created, in_progress, each item (added, deltas, done), completed. */
export function streamResponse(turn: Turn, req: Obj, model: string): string[] {
  const final = encodeResponse(turn, req, model);
  const frames: string[] = [];
  let seq = 0;
  const emit = (type: string, payload: Record<string, unknown>) =>
    frames.push(eventFrame(type, { type, sequence_number: seq++, ...payload }));
  const pending: ResponseObject = { ...final, status: 'in_progress', output: [], usage: null };
  emit('response.created', { response: pending });
  emit('response.in_progress', { response: pending });
  final.output.forEach((item, output_index) => {
    if (item.type === 'message') {
      const part = item.content[0] ?? { type: 'output_text', text: '', annotations: [] };
      const at = { item_id: item.id, output_index, content_index: 0 };
      emit('response.output_item.added', {
        output_index,
        item: { ...item, status: 'in_progress', content: [] },
      });
      emit('response.content_part.added', { ...at, part: { ...part, text: '' } });
      for (const delta of textPieces(part.text))
        emit('response.output_text.delta', { ...at, delta, logprobs: [] });
      emit('response.output_text.done', { ...at, text: part.text, logprobs: [] });
      emit('response.content_part.done', { ...at, part });
    } else {
      emit('response.output_item.added', {
        output_index,
        item: { ...item, status: 'in_progress', arguments: '' },
      });
      for (const delta of argumentPieces(item.arguments))
        emit('response.function_call_arguments.delta', { item_id: item.id, output_index, delta });
      emit('response.function_call_arguments.done', {
        item_id: item.id,
        output_index,
        name: item.name,
        arguments: item.arguments,
      });
    }
    emit('response.output_item.done', { output_index, item });
  });
  emit('response.completed', { response: final });
  return frames;
}

/** POST /responses. */
export function responses(body: string | undefined, defaultModel: string, signal: CallerSignal): Response {
  let req: Obj;
  let conv: Conversation;
  try {
    req = parseBody(body);
    conv = decodeResponses(req);
  } catch (err) {
    if (err instanceof BadRequest) return openaiError(400, err.message, err.param, err.code);
    throw err;
  }
  const model = str(req['model']) ?? defaultModel;
  const turn = respond(conv);
  if (req['stream'] === true) return sseResponse(streamResponse(turn, req, model), signal);
  return jsonResponse(200, encodeResponse(turn, req, model));
}
