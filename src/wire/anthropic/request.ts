// The inbound half of the messages wire: screen every `tool_result` block before the request leaves,
// replace a quarantined one's content with the `[gate]` note (keeping its cache breakpoint), pin the model.

import { GateError } from '../../kernel/errors.js';
import type { RequestContext } from '../../server/types.js';
import { type ClientBlock, clientBlocks } from '../shared/client-blocks.js';
import type { WireDeps } from '../shared/deps.js';
import { forwardBody } from '../shared/forward.js';
import { admitHostedTools, HOSTED_SOURCE, hostedText } from '../shared/hosted.js';
import { isObject, textOf } from '../shared/json.js';
import { EarlierCalls, type InboundResult, screenResults, UNKNOWN_TOOL } from '../shared/screen.js';
import { type MadeCall, noteTurn, turnText, UnansweredCalls } from '../shared/turns.js';
import { unknownTypeTool } from '../shared/unknown-type.js';
import type { RequestVerdicts } from '../shared/verdicts.js';
import { isUnknownRequestBlock } from './blocks.js';
import {
  hostedCalls,
  hostedDeclarations,
  hostedResultTool,
  isHostedResult,
  replaceHosted,
} from './hosted.js';
import type { ContentBlock, MessageParam, MessagesRequest, ToolResultBlock } from './types.js';

export interface PreparedMessages {
  request: MessagesRequest;
  body: string | Buffer;
  stream: boolean;
}

export function asMessagesRequest(body: unknown): MessagesRequest {
  if (!isObject(body)) throw new GateError('BAD_REQUEST', 'the request body must be a JSON object');
  if (!Array.isArray(body['messages']))
    throw new GateError('BAD_REQUEST', 'messages: Field required (an array)');
  return body as MessagesRequest;
}

const MESSAGE_ROLES: ReadonlySet<string> = new Set(['user', 'assistant']);

/** Block types whose bytes are not text a model reads as instructions (images are screened by nobody). */
const OPAQUE_BLOCKS = new Set(['image']);

/**
 * Does a tool_result carry what the model reads and gate cannot: an image, or a document that is not
 * plain text (a PDF as base64, by URL or file id)?
 */
export function carriesUnreadable(content: unknown): boolean {
  if (!Array.isArray(content)) return false;
  return content.some((b) => {
    if (!isObject(b)) return false;
    if (OPAQUE_BLOCKS.has(textOf(b['type']))) return true;
    const source = b['source'];
    return b['type'] === 'document' && !(isObject(source) && source['type'] === 'text');
  });
}

/** A tool_result's content as the screeners read it: text blocks as text, other blocks as their JSON. */
export function toolResultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content === undefined || content === null) return '';
  if (!Array.isArray(content)) return JSON.stringify(content);
  const parts: string[] = [];
  for (const block of content) {
    if (isObject(block) && block['type'] === 'text' && typeof block['text'] === 'string') {
      parts.push(block['text']);
      // A text block's citations carry their cited text, which the model reads too (round 20).
      if (block['citations'] !== undefined && block['citations'] !== null)
        parts.push(JSON.stringify(block['citations']));
    } else if (!(isObject(block) && typeof block['type'] === 'string' && OPAQUE_BLOCKS.has(block['type'])))
      parts.push(JSON.stringify(block));
  }
  return parts.join('\n');
}

function blocksOf(message: MessageParam): ContentBlock[] {
  return isObject(message) && Array.isArray(message.content) ? message.content.filter(isObject) : [];
}

/** Does this message hand back a tool's result (then its text is not the user's turn)? */
function carriesToolResult(message: MessageParam): boolean {
  return blocksOf(message).some((b) => b.type === 'tool_result');
}

/**
 * The blocks of a user message beside its tool_results, each with the result it follows (one before the
 * first result, with the first): images excepted, as inside a result.
 */
function besideBlocks(message: MessageParam): { result: ContentBlock; block: ContentBlock }[] {
  const blocks = blocksOf(message);
  let result = blocks.find((b) => b.type === 'tool_result');
  const out: { result: ContentBlock; block: ContentBlock }[] = [];
  for (const block of blocks) {
    if (block.type === 'tool_result') result = block;
    else if (result && !OPAQUE_BLOCKS.has(textOf(block.type))) out.push({ result, block });
  }
  return out;
}

/** A block beside a result, replaced by `note` (the `[gate]` note, or its redacted text), keeping its breakpoint. */
function replaceBeside(message: MessageParam, block: ContentBlock, note: string): void {
  if (!Array.isArray(message.content)) return;
  const text: ContentBlock = { type: 'text', text: note };
  if (block['cache_control'] !== undefined) text['cache_control'] = block['cache_control'];
  const at = message.content.indexOf(block);
  if (at >= 0) message.content[at] = text;
}

/** The note that replaces a result's content, keeping a `cache_control` breakpoint the client set inside it. */
function replacement(block: ToolResultBlock, note: string): string | ContentBlock[] {
  if (!Array.isArray(block.content)) return note;
  const marked = [...block.content].reverse().find((b) => isObject(b) && b['cache_control'] !== undefined);
  const text: ContentBlock = { type: 'text', text: note };
  if (isObject(marked)) text['cache_control'] = marked['cache_control'];
  return [text];
}

export async function prepareMessagesRequest(
  deps: WireDeps,
  ctx: RequestContext,
  verdicts: RequestVerdicts,
): Promise<PreparedMessages> {
  const request = asMessagesRequest(ctx.body);
  // A tool the provider would run itself is judged before anything goes upstream (shared/hosted.ts).
  const declared = request as { tools?: unknown; mcp_servers?: unknown };
  await admitHostedTools(verdicts, hostedDeclarations(declared.tools, declared.mcp_servers));
  const calls = new EarlierCalls();
  const hostedCallNames = new Map<string, string>();
  for (const [at, message] of request.messages.entries()) {
    for (const block of blocksOf(message)) {
      if (block.type === 'tool_use' && typeof block['id'] === 'string' && typeof block['name'] === 'string') {
        calls.add(block['id'], { tool: block['name'], args: JSON.stringify(block['input'] ?? {}) }, at);
      }
    }
  }
  const found: { block: ToolResultBlock; result: InboundResult; hosted?: boolean }[] = [];
  noteTurn(verdicts, 'system', (request as { system?: unknown }).system);
  // User turns that answer a call in their text: that call's result, not the user's words.
  const answering = new Map<MessageParam, MadeCall>();
  const unanswered = new UnansweredCalls();
  for (const message of request.messages) {
    if (!isObject(message)) continue;
    const results = message.role === 'user' && carriesToolResult(message);
    if (results) unanswered.answered();
    const answers = message.role === 'user' && !results ? unanswered.userTurn() : undefined;
    if (answers) answering.set(message, answers);
    for (const block of message.role === 'assistant' ? blocksOf(message) : [])
      if (block.type === 'tool_use' && typeof block['id'] === 'string' && typeof block['name'] === 'string')
        unanswered.made({ id: block['id'], tool: block['name'], args: JSON.stringify(block['input'] ?? {}) });
    // Text beside a tool_result is the agent's own (a hook's context, a reminder quoting a file, an
    // interruption note), never the user's turn: it may carry what a result holds.
    if (!results && !answers) noteTurn(verdicts, message.role, message.content);
  }
  // Blocks replaced whole by a text note when held: beside a result, or of a type gate does not know.
  const replaced: { message: MessageParam; block: ContentBlock }[] = [];
  // Held messages of a role gate does not know, by their index in `found`: only the role and the note stay.
  const strangers: MessageParam[] = [];
  // A client's blocks in a user's turn, by their index in `found`: each replaced in place when held.
  const clients: ClientBlock[] = [];
  for (const [at, message] of request.messages.entries()) {
    // The API's roles are user and assistant; a compatible server renders any other into the prompt all
    // the same (a tool's output, in some templates): screened whole as untrusted, as `message:<role>`.
    if (isObject(message) && !MESSAGE_ROLES.has(textOf(message.role))) {
      strangers[found.length] = message;
      found.push({
        block: message as ToolResultBlock,
        result: {
          toolCallId: '',
          tool: unknownTypeTool('message', message.role),
          content: JSON.stringify(message),
          source: HOSTED_SOURCE,
        },
      });
      continue;
    }
    const answers = answering.get(message);
    if (answers) {
      const result = { toolCallId: answers.id, tool: answers.tool, content: turnText(message.content) };
      found.push({ block: message as ToolResultBlock, result: { ...result, callArgs: answers.args } });
      continue;
    }
    const results = isObject(message) && message.role === 'user' && carriesToolResult(message);
    // A user's turn: the blocks its client wrote into it are screened as results are (client-blocks.ts).
    if (isObject(message) && message.role === 'user' && !results)
      for (const c of clientBlocks(message)) {
        clients[found.length] = c;
        found.push({ block: message as ToolResultBlock, result: c.result });
      }
    const side = results ? besideBlocks(message) : [];
    const blocks = blocksOf(message);
    const besideResult = new Set(side.map((s) => s.block));
    hostedCalls(blocks, hostedCallNames);
    for (const block of blocks) {
      // A block of a type gate does not know: the model reads it, so it is screened as untrusted and
      // replaced whole by the note when held (beside a result it is screened as that result's own).
      if (isUnknownRequestBlock(block) && !besideResult.has(block)) {
        replaced[found.length] = { message, block };
        found.push({
          block: block as ToolResultBlock,
          result: {
            toolCallId: typeof block['id'] === 'string' ? block['id'] : '',
            tool: unknownTypeTool('block', block.type),
            content: JSON.stringify(block),
            source: HOSTED_SOURCE,
          },
        });
        continue;
      }
      // What a provider-run tool fetched, replayed in the history: the model reads it again, untrusted.
      if (isHostedResult(block)) {
        const content = hostedText(block['content']);
        if (content === '') continue;
        const id = typeof block['tool_use_id'] === 'string' ? block['tool_use_id'] : '';
        const tool = hostedResultTool(block, hostedCallNames);
        found.push({
          block: block as ToolResultBlock,
          result: { toolCallId: id, tool, content, source: HOSTED_SOURCE },
          hosted: true,
        });
        continue;
      }
      if (block.type !== 'tool_result') continue;
      const result = block as ToolResultBlock;
      const id = typeof result.tool_use_id === 'string' ? result.tool_use_id : '';
      const call = calls.get(id, at);
      const tool = call?.tool ?? UNKNOWN_TOOL;
      found.push({
        block: result,
        result: {
          toolCallId: id,
          tool,
          content: toolResultText(result.content),
          callArgs: call?.args,
          ...(carriesUnreadable(result.content) ? { unreadable: true } : {}),
        },
      });
      // Each block beside it (one hook's context, one reminder) is screened and followed as that result's
      // own: it may quote what the result or a file holds (docs/provenance.md, "Text beside a tool result").
      for (const s of side) {
        if (s.result !== block) continue;
        replaced[found.length] = { message, block: s.block };
        found.push({
          block: result,
          result: { toolCallId: id, tool, content: toolResultText([s.block]), part: 'beside' },
        });
      }
    }
  }
  const notes = await screenResults(
    deps.engine,
    'anthropic',
    verdicts,
    found.map((f) => f.result),
    ctx.agent,
  );
  let changed = false;
  notes.forEach((note, i) => {
    if (note === undefined) return;
    const side = replaced[i];
    const stranger = strangers[i];
    const client = clients[i];
    if (client) client.replace(note);
    else if (stranger) {
      for (const key of Object.keys(stranger)) if (key !== 'role') delete stranger[key];
      stranger.content = note;
    } else if (side) replaceBeside(side.message, side.block, note);
    else if (found[i]!.hosted) replaceHosted(found[i]!.block, note);
    else found[i]!.block.content = replacement(found[i]!.block, note);
    changed = true;
  });
  if (deps.model !== undefined && request.model !== deps.model) {
    request.model = deps.model;
    changed = true;
  }
  return { request, body: forwardBody(ctx, request, changed), stream: request.stream === true };
}
