// The inbound half of the chat wire: find the tool results in the conversation, screen them, replace the
// quarantined ones with the `[gate]` note, pin the model; the rest of the body goes upstream as written.

import { GateError } from '../../kernel/errors.js';
import type { RequestContext } from '../../server/types.js';
import { clientBlocks } from '../shared/client-blocks.js';
import type { WireDeps } from '../shared/deps.js';
import { forwardBody } from '../shared/forward.js';
import { admitHostedTools, HOSTED_SOURCE } from '../shared/hosted.js';
import { isObject, textOf } from '../shared/json.js';
import { EarlierCalls, type InboundResult, screenResults, UNKNOWN_TOOL } from '../shared/screen.js';
import { type MadeCall, noteTurn, turnText, UnansweredCalls } from '../shared/turns.js';
import { unknownTypeTool } from '../shared/unknown-type.js';
import type { RequestVerdicts } from '../shared/verdicts.js';
import { hostedDeclarations } from './hosted.js';
import type { ChatMessage, ChatRequest } from './types.js';

export interface PreparedChat {
  request: ChatRequest;
  /** The body to send upstream. */
  body: string | Buffer;
  stream: boolean;
}

/** Narrows a parsed body to a chat request, or 400s in the wire's shape. */
export function asChatRequest(body: unknown): ChatRequest {
  if (!isObject(body)) throw new GateError('BAD_REQUEST', 'the request body must be a JSON object');
  if (!Array.isArray(body['messages'])) throw new GateError('BAD_REQUEST', '"messages" must be an array');
  return body as ChatRequest;
}

/** Does a tool message carry an image, audio or a file (what the model reads and gate cannot)? */
export function carriesUnreadable(content: unknown): boolean {
  return (
    Array.isArray(content) &&
    content.some((p) => isObject(p) && ['image_url', 'input_audio', 'file'].includes(textOf(p['type'])))
  );
}

/** A tool message's content as the screeners read it: text parts joined, anything else as its JSON. */
export function toolMessageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content === null || content === undefined) return '';
  if (Array.isArray(content)) {
    return content
      .map((part) =>
        isObject(part) && part['type'] === 'text' && typeof part['text'] === 'string'
          ? part['text']
          : JSON.stringify(part),
      )
      .join('\n');
  }
  return JSON.stringify(content);
}

/**
 * Roles the chat API defines. A message of any other role (Llama templates' `ipython` carries a tool's
 * output) is read by the model all the same: screened as untrusted, as `message:<role>`.
 */
const CHAT_ROLES: ReadonlySet<string> = new Set([
  'system',
  'developer',
  'user',
  'assistant',
  'tool',
  'function',
]);

/** Content part types the chat API defines; any other part is screened as untrusted, as `part:<type>`. */
const CHAT_PARTS: ReadonlySet<string> = new Set(['text', 'image_url', 'input_audio', 'file', 'refusal']);

/** The parts of a message's content of a type gate does not know. */
function unknownParts(content: unknown): Record<string, unknown>[] {
  if (!Array.isArray(content)) return [];
  return content.filter(
    (p): p is Record<string, unknown> =>
      !isObject(p) || typeof p['type'] !== 'string' || !CHAT_PARTS.has(p['type']),
  ) as Record<string, unknown>[];
}

/**
 * An earlier call's arguments as text: a string as sent, anything else as its JSON (none: empty). Never
 * `String(x)`: a client's `{"toString": false}` made that throw, a 500 instead of a decision.
 */
function argumentsText(args: unknown): string {
  return typeof args === 'string' ? args : (JSON.stringify(args) ?? '');
}

/** Calls by id, from the assistant turns of the conversation: tool name and arguments. */
function callsById(messages: readonly ChatMessage[]): EarlierCalls {
  const calls = new EarlierCalls();
  for (const [at, m] of messages.entries()) {
    if (!isObject(m) || !Array.isArray(m.tool_calls)) continue;
    for (const call of m.tool_calls) {
      if (!isObject(call) || typeof call.id !== 'string') continue;
      const name = call.function?.name ?? call.custom?.name;
      const args = call.function?.arguments ?? call.custom?.input;
      if (typeof name === 'string') calls.add(call.id, { tool: name, args: argumentsText(args) }, at);
    }
  }
  return calls;
}

/** Notes the calls a message makes or answers; a user turn's unanswered call, the one it answers. */
function madeOrAnswered(unanswered: UnansweredCalls, message: ChatMessage): MadeCall | undefined {
  if (message.role === 'user') return unanswered.userTurn();
  if (message.role === 'tool' || message.role === 'function') unanswered.answered();
  const legacy = (message as { function_call?: { name?: unknown; arguments?: unknown } }).function_call;
  if (isObject(legacy) && typeof legacy.name === 'string')
    unanswered.made({ id: legacy.name, tool: legacy.name, args: argumentsText(legacy.arguments) });
  for (const call of Array.isArray(message.tool_calls) ? message.tool_calls : []) {
    const name = isObject(call) ? (call.function?.name ?? call.custom?.name) : undefined;
    if (typeof name === 'string' && typeof call.id === 'string')
      unanswered.made({
        id: call.id,
        tool: name,
        args: argumentsText(call.function?.arguments ?? call.custom?.input),
      });
  }
  return undefined;
}

export async function prepareChatRequest(
  deps: WireDeps,
  ctx: RequestContext,
  verdicts: RequestVerdicts,
): Promise<PreparedChat> {
  const request = asChatRequest(ctx.body);
  // A tool the provider would run itself is judged before anything goes upstream (shared/hosted.ts).
  const declared = request as { tools?: unknown; web_search_options?: unknown };
  await admitHostedTools(verdicts, hostedDeclarations(declared.tools, declared.web_search_options));
  const calls = callsById(request.messages);
  const found: { message: ChatMessage; result: InboundResult; replace?: (note: string) => void }[] = [];
  const unanswered = new UnansweredCalls();
  for (const [at, message] of request.messages.entries()) {
    if (!isObject(message)) continue;
    const answers = madeOrAnswered(unanswered, message);
    if (answers) {
      // A user turn that answers a call in its text: that call's result, not the user's words.
      const result = { toolCallId: answers.id, tool: answers.tool, content: turnText(message.content) };
      found.push({ message, result: { ...result, callArgs: answers.args } });
      continue;
    }
    noteTurn(verdicts, message.role, message.content);
    if (typeof message.role !== 'string' || !CHAT_ROLES.has(message.role)) {
      // The whole message, whatever field it puts its text in; held, only its role and the note are left.
      found.push({
        message,
        result: {
          toolCallId: '',
          tool: unknownTypeTool('message', message.role),
          content: JSON.stringify(message),
          source: HOSTED_SOURCE,
        },
        replace: (note) => {
          for (const key of Object.keys(message)) if (key !== 'role') delete message[key];
          message.content = note;
        },
      });
      continue;
    }
    // A user's turn: the blocks its client wrote into it are screened as results are (client-blocks.ts).
    if (message.role === 'user')
      for (const c of clientBlocks(message)) found.push({ message, result: c.result, replace: c.replace });
    // A tool's message is screened whole below, every part in it.
    const result = message.role === 'tool' || message.role === 'function';
    for (const part of result ? [] : unknownParts(message.content)) {
      found.push({
        message,
        result: {
          toolCallId: '',
          tool: unknownTypeTool('part', isObject(part) ? part['type'] : undefined),
          content: JSON.stringify(part),
          source: HOSTED_SOURCE,
        },
        replace: (note) => {
          const parts = message.content as unknown[];
          parts[parts.indexOf(part)] = { type: 'text', text: note };
        },
      });
    }
    if (message.role === 'tool') {
      const id = typeof message.tool_call_id === 'string' ? message.tool_call_id : '';
      const call = calls.get(id, at);
      const content = toolMessageText(message.content);
      found.push({
        message,
        result: {
          toolCallId: id,
          tool: call?.tool ?? UNKNOWN_TOOL,
          content,
          callArgs: call?.args,
          ...(carriesUnreadable(message.content) ? { unreadable: true } : {}),
        },
      });
    } else if (message.role === 'function') {
      // Legacy `functions` API result: named by the message itself.
      const tool = typeof message.name === 'string' ? message.name : UNKNOWN_TOOL;
      const result = { toolCallId: tool, tool, content: toolMessageText(message.content) };
      found.push({
        message,
        result: carriesUnreadable(message.content) ? { ...result, unreadable: true } : result,
      });
    }
  }
  const notes = await screenResults(
    deps.engine,
    'openai',
    verdicts,
    found.map((f) => f.result),
    ctx.agent,
  );
  let changed = false;
  notes.forEach((note, i) => {
    if (note === undefined) return;
    const f = found[i]!;
    if (f.replace) f.replace(note);
    else f.message.content = note;
    changed = true;
  });
  if (deps.model !== undefined && request.model !== deps.model) {
    request.model = deps.model;
    changed = true;
  }
  return { request, body: forwardBody(ctx, request, changed), stream: request.stream === true };
}
