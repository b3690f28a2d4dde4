// The inbound half of the Responses wire: find the tool outputs among the input items, screen them,
// replace the quarantined ones with the `[gate]` note, pin the model; the rest goes upstream as written.

import { GateError } from '../../kernel/errors.js';
import type { RequestContext } from '../../server/types.js';
import { type ClientBlock, clientBlocks } from '../shared/client-blocks.js';
import type { WireDeps } from '../shared/deps.js';
import { forwardBody } from '../shared/forward.js';
import { admitHostedTools } from '../shared/hosted.js';
import { isObject } from '../shared/json.js';
import { type InboundResult, screenResults, UNKNOWN_TOOL } from '../shared/screen.js';
import { noteTurn, turnText, UnansweredCalls } from '../shared/turns.js';
import type { RequestVerdicts } from '../shared/verdicts.js';
import { knownCallKind } from './calls.js';
import { hostedDeclarations } from './hosted.js';
import { answeredId, callsById, carriesUnreadable, type OutputKind, outputKind } from './results.js';
import type { Item, ResponsesRequest } from './types.js';
import { codexWorkspace } from './workspace.js';

export interface PreparedResponses {
  request: ResponsesRequest;
  /** The body to send upstream. */
  body: string | Buffer;
  stream: boolean;
}

/** Narrows a parsed body to a Responses request, or 400s in the wire's shape. */
export function asResponsesRequest(body: unknown): ResponsesRequest {
  if (!isObject(body)) throw new GateError('BAD_REQUEST', 'the request body must be a JSON object');
  const input = body['input'];
  if (input !== undefined && typeof input !== 'string' && !Array.isArray(input))
    throw new GateError('BAD_REQUEST', '"input" must be a string or an array of input items');
  return body as ResponsesRequest;
}

/** Screens every tool output in the input; returns true when one was replaced. */
/** A user turn that answers a call in its text: screened as that call's result, replaced whole when held. */
const ANSWERING_TURN: OutputKind = {
  tool: UNKNOWN_TOOL,
  text: (item) => turnText(item['content']),
  replace: (item, note) => {
    item['content'] = note;
  },
};
const argsText = (args: unknown): string => (typeof args === 'string' ? args : (JSON.stringify(args) ?? ''));

export async function screenInput(
  deps: WireDeps,
  ctx: RequestContext,
  verdicts: RequestVerdicts,
  request: ResponsesRequest,
): Promise<boolean> {
  noteTurn(verdicts, 'system', (request as { instructions?: unknown }).instructions);
  const found: { item: Item; kind: OutputKind; result: InboundResult }[] = [];
  // A string input is one user's turn: the client's blocks in it are screened too (client-blocks.ts).
  const whole: Record<string, unknown> = { content: request.input };
  if (!Array.isArray(request.input)) {
    noteTurn(verdicts, 'user', request.input);
    for (const c of clientBlocks(whole)) found.push(clientFound(whole as Item, c));
  }
  const items = Array.isArray(request.input) ? request.input : [];
  const calls = callsById(items);
  // Only a message is a turn: another item's `role` and `content` (an unknown type's) are not the user's
  // words, nor is a user turn that answers a call in its text (that call's result).
  const unanswered = new UnansweredCalls();
  for (const item of items) {
    if (!isObject(item)) continue;
    const call = knownCallKind(item);
    if (call)
      unanswered.made({
        // Only a string is an id: String() of a client's object runs its toString (or throws: a 500, round 58's fuzz).
        id: typeof item['call_id'] === 'string' ? item['call_id'] : '',
        tool: call.tool(item),
        args: argsText(call.args(item)),
      });
    else if (outputKind(item)) unanswered.answered();
    if (item['type'] !== undefined && item['type'] !== 'message') continue;
    const answers = item['role'] === 'user' ? unanswered.userTurn() : undefined;
    if (answers === undefined) {
      noteTurn(verdicts, item['role'], item['content']);
      // A user's turn: the blocks its client wrote into it are screened as results are (client-blocks.ts).
      if (item['role'] === 'user')
        for (const c of clientBlocks(item)) found.push(clientFound(item as Item, c));
    } else
      found.push({
        item: item as Item,
        kind: ANSWERING_TURN,
        result: {
          toolCallId: answers.id,
          tool: answers.tool,
          content: turnText(item['content']),
          callArgs: answers.args,
        },
      });
  }
  for (const [at, item] of items.entries()) {
    const kind = outputKind(item);
    if (!kind) continue;
    const output = item as Item;
    const content = kind.text(output);
    if (content === undefined) continue;
    const id = answeredId(output);
    const call = calls.get(id, at);
    found.push({
      item: output,
      kind,
      result: {
        toolCallId: id,
        tool: call?.tool ?? kind.tool,
        content,
        callArgs: call?.args,
        ...(kind.source ? { source: kind.source } : {}),
        ...(carriesUnreadable(output['output']) ? { unreadable: true } : {}),
      },
    });
  }
  const notes = await screenResults(
    deps.engine,
    'responses',
    verdicts,
    found.map((f) => f.result),
    ctx.agent,
  );
  let changed = false;
  notes.forEach((note, i) => {
    if (note === undefined) return;
    found[i]!.kind.replace(found[i]!.item, note);
    changed = true;
  });
  if (changed && typeof request.input === 'string') request.input = whole['content'] as string;
  return changed;
}

/** A client's block of `item` as screenInput finds a result: replaced in place when held. */
function clientFound(item: Item, c: ClientBlock): { item: Item; kind: OutputKind; result: InboundResult } {
  const kind = {
    tool: c.result.tool,
    text: () => c.result.content,
    replace: (_: Item, n: string) => c.replace(n),
  };
  return { item, kind, result: c.result };
}

/**
 * The part of the conversation the request leaves upstream: the response it continues, or (a stored
 * conversation, an `item_reference`) history gate cannot name; undefined when the input is the whole of it.
 */
function upstreamHistory(request: ResponsesRequest): { responseId?: string; unread: boolean } | undefined {
  const body = request as { previous_response_id?: unknown; conversation?: unknown };
  const previous = body.previous_response_id;
  const unread =
    (body.conversation !== undefined && body.conversation !== null) ||
    (previous !== undefined && previous !== null && typeof previous !== 'string') ||
    (Array.isArray(request.input) &&
      request.input.some((i) => isObject(i) && i['type'] === 'item_reference'));
  if (typeof previous === 'string') return { responseId: previous, unread };
  return unread ? { unread } : undefined;
}

export async function prepareResponsesRequest(
  deps: WireDeps,
  ctx: RequestContext,
  verdicts: RequestVerdicts,
): Promise<PreparedResponses> {
  const request = asResponsesRequest(ctx.body);
  // A tool the provider would run itself is judged before anything goes upstream (shared/hosted.ts).
  await admitHostedTools(verdicts, hostedDeclarations((request as { tools?: unknown }).tools));
  // Round 57: Codex's own environment context names its workspace (workspace.ts); nothing else does.
  verdicts.noteWorkspace(codexWorkspace(request.input, ctx.req.headers));
  const upstream = upstreamHistory(request);
  if (upstream) {
    await verdicts.continues(upstream);
    // Round 56: the earlier calls are upstream, not in this request: where they left the agent's shell.
    await verdicts.continuesStanding(upstream);
  }
  // Codex's compaction: the earlier history as an encrypted item (verdicts.ts continuesCompaction).
  if (Array.isArray(request.input)) {
    const compactions = request.input.filter((i) => isObject(i) && i['type'] === 'compaction');
    if (compactions.length > 0) await verdicts.continuesCompaction(compactions);
  }
  let changed = await screenInput(deps, ctx, verdicts, request);
  if (deps.model !== undefined && request.model !== deps.model) {
    request.model = deps.model;
    changed = true;
  }
  return { request, body: forwardBody(ctx, request, changed), stream: request.stream === true };
}
