// OpenAI chat completions: decode a request into a Conversation, encode a Turn as a completion or as chunks.

import type { CallerSignal } from '../../server/types.js';
import {
  argumentPieces,
  argumentsJson,
  CREATED_AT,
  dataFrame,
  estimateTokens,
  jsonResponse,
  mintId,
  outputTokens,
  sseResponse,
  textPieces,
} from './encoding.js';
import { BadRequest, isObj, type Obj, parseBody, readSchema, str, textOf } from './json.js';
import { respond } from './model.js';
import type { Conversation, Message, PastCall, ToolSpec, Turn } from './types.js';

interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

type FinishReason = 'stop' | 'tool_calls';

interface ChatCompletion {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: {
    index: 0;
    message: { role: 'assistant'; content: string | null; refusal: null; tool_calls?: ChatToolCall[] };
    logprobs: null;
    finish_reason: FinishReason;
  }[];
  usage: ChatUsage;
  system_fingerprint: null;
}

interface ChunkDelta {
  role?: 'assistant';
  content?: string | null;
  refusal?: null;
  tool_calls?: {
    index: number;
    id?: string;
    type?: 'function';
    function: { name?: string; arguments: string };
  }[];
}

interface ChatChunk {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  system_fingerprint: null;
  choices: { index: 0; delta: ChunkDelta; logprobs: null; finish_reason: FinishReason | null }[];
  usage?: ChatUsage | null;
}

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool', 'function'];

/** The OpenAI error body (chat, responses, models). */
export interface OpenAIErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

/** The OpenAI error body. */
export function openaiError(
  status: number,
  message: string,
  param: string | null = null,
  code: string | null = null,
): Response {
  const body: OpenAIErrorBody = { error: { message, type: 'invalid_request_error', param, code } };
  return jsonResponse(status, body);
}

function decodeTools(req: Obj): ToolSpec[] {
  const tools = req['tools'];
  if (tools === undefined || tools === null) return [];
  if (!Array.isArray(tools)) throw new BadRequest("Invalid type for 'tools': expected an array.", 'tools');
  const specs: ToolSpec[] = [];
  tools.forEach((tool, i) => {
    // Entries that are not plain functions (custom tools and the like) are offered but not callable here.
    if (!isObj(tool) || tool['type'] !== 'function') return;
    const fn = tool['function'];
    const name = isObj(fn) ? str(fn['name']) : undefined;
    if (!isObj(fn) || name === undefined)
      throw new BadRequest(
        `Missing required parameter: 'tools[${i}].function.name'.`,
        `tools[${i}].function.name`,
        'missing_required_parameter',
      );
    specs.push({ name, description: str(fn['description']) ?? '', schema: readSchema(fn['parameters']) });
  });
  return specs;
}

function userParts(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((part) => (isObj(part) && typeof part['text'] === 'string' ? [part['text']] : []));
}

/** Decodes a chat completions request; a malformed one is a BadRequest. */
export function decodeChat(req: Obj): Conversation {
  const messages = req['messages'];
  if (messages === undefined)
    throw new BadRequest("Missing required parameter: 'messages'.", 'messages', 'missing_required_parameter');
  if (!Array.isArray(messages))
    throw new BadRequest("Invalid type for 'messages': expected an array.", 'messages');
  if (messages.length === 0)
    throw new BadRequest(
      "Invalid 'messages': empty array. Expected an array with minimum length 1.",
      'messages',
      'empty_array',
    );
  const system: string[] = [];
  const out: Message[] = [];
  const names = new Map<string, string>();
  messages.forEach((m, i) => {
    const role = isObj(m) ? str(m['role']) : undefined;
    if (!isObj(m) || role === undefined || !ROLES.includes(role))
      throw new BadRequest(
        `Invalid value for 'messages[${i}].role': expected one of ${ROLES.join(', ')}.`,
        `messages[${i}].role`,
        'invalid_value',
      );
    const content = m['content'];
    if (role === 'system' || role === 'developer') system.push(textOf(content));
    else if (role === 'user') out.push({ role: 'user', parts: userParts(content) });
    else if (role === 'assistant') {
      const calls: PastCall[] = [];
      const toolCalls = m['tool_calls'];
      for (const call of Array.isArray(toolCalls) ? toolCalls : []) {
        const fn = isObj(call) ? call['function'] : undefined;
        const id = isObj(call) ? str(call['id']) : undefined;
        const name = isObj(fn) ? str(fn['name']) : undefined;
        if (id !== undefined && name !== undefined) {
          calls.push({ id, name });
          names.set(id, name);
        }
      }
      out.push({ role: 'assistant', text: textOf(content), calls });
    } else {
      // `tool` answers a tool_call_id; the legacy `function` role names its function instead.
      const callId = str(m['tool_call_id']) ?? str(m['name']) ?? '';
      const name = names.get(callId) ?? str(m['name']);
      const result: Message = { role: 'tool', callId, content: textOf(content), isError: false };
      if (name !== undefined) result.name = name;
      out.push(result);
    }
  });
  const conv: Conversation = { system: system.join('\n'), messages: out, tools: decodeTools(req) };
  if (req['tool_choice'] === 'none') conv.noTools = true;
  return conv;
}

function usageOf(req: Obj, turn: Turn): ChatUsage {
  const prompt = estimateTokens(JSON.stringify([req['messages'], req['tools'] ?? null]));
  const completion = outputTokens(turn);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

function toolCalls(turn: Turn): ChatToolCall[] {
  return turn.calls.map((call, i) => ({
    id: mintId('call_', turn, 'call', i),
    type: 'function',
    function: { name: call.name, arguments: argumentsJson(call) },
  }));
}

export function encodeChat(turn: Turn, req: Obj, model: string): ChatCompletion {
  const calls = toolCalls(turn);
  const message: ChatCompletion['choices'][number]['message'] = {
    role: 'assistant',
    content: turn.text === '' ? null : turn.text,
    refusal: null,
  };
  if (calls.length > 0) message.tool_calls = calls;
  return {
    id: mintId('chatcmpl-', turn, 'completion'),
    object: 'chat.completion',
    created: CREATED_AT,
    model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: calls.length > 0 ? 'tool_calls' : 'stop' }],
    usage: usageOf(req, turn),
    system_fingerprint: null,
  };
}

/** The chunks OpenAI streams for this turn: role, text pieces, each call's header then its argument pieces. */
export function streamChat(turn: Turn, req: Obj, model: string): string[] {
  const options = req['stream_options'];
  const includeUsage = isObj(options) && options['include_usage'] === true;
  const id = mintId('chatcmpl-', turn, 'completion');
  const chunk = (delta: ChunkDelta, finish: FinishReason | null = null): ChatChunk => {
    const c: ChatChunk = {
      id,
      object: 'chat.completion.chunk',
      created: CREATED_AT,
      model,
      system_fingerprint: null,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    };
    if (includeUsage) c.usage = null;
    return c;
  };
  const frames = [
    dataFrame(chunk({ role: 'assistant', content: turn.text === '' ? null : '', refusal: null })),
  ];
  for (const piece of textPieces(turn.text)) frames.push(dataFrame(chunk({ content: piece })));
  toolCalls(turn).forEach((call, index) => {
    const head = {
      index,
      id: call.id,
      type: 'function' as const,
      function: { name: call.function.name, arguments: '' },
    };
    frames.push(dataFrame(chunk({ tool_calls: [head] })));
    for (const piece of argumentPieces(call.function.arguments))
      frames.push(dataFrame(chunk({ tool_calls: [{ index, function: { arguments: piece } }] })));
  });
  frames.push(dataFrame(chunk({}, turn.calls.length > 0 ? 'tool_calls' : 'stop')));
  if (includeUsage) frames.push(dataFrame({ ...chunk({}), choices: [], usage: usageOf(req, turn) }));
  frames.push('data: [DONE]\n\n');
  return frames;
}

/** POST /chat/completions. */
export function chatCompletions(
  body: string | undefined,
  defaultModel: string,
  signal: CallerSignal,
): Response {
  let req: Obj;
  let conv: Conversation;
  try {
    req = parseBody(body);
    conv = decodeChat(req);
  } catch (err) {
    if (err instanceof BadRequest) return openaiError(400, err.message, err.param, err.code);
    throw err;
  }
  const model = str(req['model']) ?? defaultModel;
  const turn = respond(conv);
  if (req['stream'] === true) return sseResponse(streamChat(turn, req, model), signal);
  return jsonResponse(200, encodeChat(turn, req, model));
}
