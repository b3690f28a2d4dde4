// The inbound half of the Responses wire: find the tool outputs among the input items, screen them,
// replace the quarantined ones with the `[gate]` note, pin the model; the rest goes upstream as written.

import { GateError } from '../../kernel/errors.js';
import type { RequestContext } from '../../server/types.js';
import type { WireDeps } from '../shared/deps.js';
import { forwardBody } from '../shared/forward.js';
import { admitHostedTools } from '../shared/hosted.js';
import { isObject } from '../shared/json.js';
import { type InboundResult, screenResults } from '../shared/screen.js';
import { noteTurn } from '../shared/turns.js';
import type { RequestVerdicts } from '../shared/verdicts.js';
import { hostedDeclarations } from './hosted.js';
import { answeredId, callsById, carriesUnreadable, type OutputKind, outputKind } from './results.js';
import type { Item, ResponsesRequest } from './types.js';

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
export async function screenInput(
  deps: WireDeps,
  ctx: RequestContext,
  verdicts: RequestVerdicts,
  request: ResponsesRequest,
): Promise<boolean> {
  noteTurn(verdicts, 'system', (request as { instructions?: unknown }).instructions);
  if (!Array.isArray(request.input)) {
    noteTurn(verdicts, 'user', request.input);
    return false;
  }
  const items = request.input;
  // Only a message is a turn: another item's `role` and `content` (an unknown type's) are not the user's words.
  for (const item of items)
    if (isObject(item) && (item['type'] === undefined || item['type'] === 'message'))
      noteTurn(verdicts, item['role'], item['content']);
  const calls = callsById(items);
  const found: { item: Item; kind: OutputKind; result: InboundResult }[] = [];
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
  return changed;
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
  const upstream = upstreamHistory(request);
  if (upstream) await verdicts.continues(upstream);
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
