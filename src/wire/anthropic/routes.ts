// The Anthropic messages wire: POST /v1/messages (buffered and SSE) and POST /v1/messages/count_tokens.
// Stages: decode and screen the request, forward, judge the proposed calls, encode the answer.

import { GateError } from '../../kernel/errors.js';
import type { RequestContext, Route } from '../../server/types.js';
import type { WireDeps } from '../shared/deps.js';
import { quietWhenGone, wrongProvider } from '../shared/faults.js';
import {
  callUpstream,
  isEventStream,
  isUpstreamError,
  readJson,
  relay,
  sendJson,
} from '../shared/forward.js';
import { isObject } from '../shared/json.js';
import { wantsVerdictNote } from '../shared/notes.js';
import { pumpStream } from '../shared/pump.js';
import { SseWriter } from '../shared/sse-writer.js';
import { RequestVerdicts } from '../shared/verdicts.js';
import { rewriteMessage } from './message.js';
import { prepareMessagesRequest } from './request.js';
import { MessagesStreamRewriter } from './stream.js';
import type { Message } from './types.js';

export const MESSAGES_PATH = '/v1/messages';
export const COUNT_TOKENS_PATH = '/v1/messages/count_tokens';

async function handleMessages(deps: WireDeps, ctx: RequestContext): Promise<void> {
  if (deps.provider === 'openai') throw wrongProvider(deps.provider, MESSAGES_PATH, 'anthropic');
  const verdicts = new RequestVerdicts(deps.engine, 'anthropic', ctx);
  const prepared = await prepareMessagesRequest(deps, ctx, verdicts);
  const note = wantsVerdictNote(ctx.req.headers, deps.verdictNote);
  const upstream = await callUpstream(deps, ctx, '/messages', { method: 'POST', body: prepared.body });
  if (isUpstreamError(upstream)) return relay(ctx, upstream);
  if (isEventStream(upstream)) {
    const writer = new SseWriter(ctx.res);
    return pumpStream(ctx, upstream, writer, new MessagesStreamRewriter(verdicts, writer, note));
  }
  const message = await readJson(ctx, upstream);
  if (!isObject(message)) {
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      'the upstream model endpoint answered with an unexpected body',
    );
  }
  await rewriteMessage(message as Message, verdicts, note);
  sendJson(ctx, upstream, message);
}

/** Token counting sends the conversation to the provider too, so its tool results are screened the same way. */
async function handleCountTokens(deps: WireDeps, ctx: RequestContext): Promise<void> {
  if (deps.provider === 'openai') throw wrongProvider(deps.provider, COUNT_TOKENS_PATH, 'anthropic');
  const verdicts = new RequestVerdicts(deps.engine, 'anthropic', ctx);
  const prepared = await prepareMessagesRequest(deps, ctx, verdicts);
  await relay(
    ctx,
    await callUpstream(deps, ctx, '/messages/count_tokens', { method: 'POST', body: prepared.body }),
  );
}

export function anthropicRoutes(deps: WireDeps): Route[] {
  return [
    {
      method: 'POST',
      path: MESSAGES_PATH,
      errorShape: 'anthropic',
      parseJson: true,
      handle: quietWhenGone((ctx) => handleMessages(deps, ctx)),
    },
    {
      method: 'POST',
      path: COUNT_TOKENS_PATH,
      errorShape: 'anthropic',
      parseJson: true,
      handle: quietWhenGone((ctx) => handleCountTokens(deps, ctx)),
    },
  ];
}
