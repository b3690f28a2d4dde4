// The OpenAI chat completions wire: POST /v1/chat/completions (buffered and SSE) and GET /v1/models.
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
import { pumpStream } from '../shared/pump.js';
import { SseWriter } from '../shared/sse-writer.js';
import { RequestVerdicts } from '../shared/verdicts.js';
import { rewriteCompletion } from './completion.js';
import { prepareChatRequest } from './request.js';
import { ChatStreamRewriter } from './stream.js';
import type { ChatCompletion } from './types.js';

export const CHAT_PATH = '/v1/chat/completions';
export const MODELS_PATH = '/v1/models';

async function handleChat(deps: WireDeps, ctx: RequestContext): Promise<void> {
  if (deps.provider === 'anthropic') throw wrongProvider(deps.provider, CHAT_PATH, 'openai');
  const verdicts = new RequestVerdicts(deps.engine, 'openai', ctx);
  const prepared = await prepareChatRequest(deps, ctx, verdicts);
  const upstream = await callUpstream(deps, ctx, '/chat/completions', {
    method: 'POST',
    body: prepared.body,
  });
  if (isUpstreamError(upstream)) return relay(ctx, upstream);
  if (isEventStream(upstream)) {
    const writer = new SseWriter(ctx.res);
    return pumpStream(ctx, upstream, writer, new ChatStreamRewriter(verdicts, writer));
  }
  const completion = await readJson(ctx, upstream);
  if (!isObject(completion)) {
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      'the upstream model endpoint answered with an unexpected body',
    );
  }
  await rewriteCompletion(completion as ChatCompletion, verdicts);
  sendJson(ctx, upstream, completion);
}

async function handleModels(deps: WireDeps, ctx: RequestContext): Promise<void> {
  await relay(ctx, await callUpstream(deps, ctx, '/models', { method: 'GET' }));
}

export function openaiRoutes(deps: WireDeps): Route[] {
  return [
    {
      method: 'POST',
      path: CHAT_PATH,
      errorShape: 'openai',
      parseJson: true,
      handle: quietWhenGone((ctx) => handleChat(deps, ctx)),
    },
    {
      method: 'GET',
      path: MODELS_PATH,
      errorShape: 'openai',
      handle: quietWhenGone((ctx) => handleModels(deps, ctx)),
    },
  ];
}
