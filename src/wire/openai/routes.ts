// The OpenAI chat completions wire: POST /v1/chat/completions (buffered and SSE) and GET /v1/models.
// The turn runs the shared lifecycle (shared/turn.ts); this file says what is particular to chat.

import type { RequestContext, Route } from '../../server/types.js';
import type { WireDeps } from '../shared/deps.js';
import { quietWhenGone } from '../shared/faults.js';
import { callUpstream, relay } from '../shared/forward.js';
import { handleTurn, type ModelWire, modelRoute } from '../shared/turn.js';
import { mustReadChatCompletion } from './chunk-check.js';
import { rewriteCompletion } from './completion.js';
import { prepareChatRequest } from './request.js';
import { ChatStreamRewriter } from './stream.js';
import type { ChatCompletion } from './types.js';

export const CHAT_PATH = '/v1/chat/completions';
export const MODELS_PATH = '/v1/models';

/** Chat completions carry no `[gate]` note: the verdicts ride in the `gate` extension only. */
export const CHAT_WIRE: ModelWire = {
  wire: 'openai',
  needs: 'openai',
  list: 'choices',
  mustRead: mustReadChatCompletion,
  prepare: prepareChatRequest,
  rewrite: (answer, verdicts) => rewriteCompletion(answer as ChatCompletion, verdicts),
  streamRewriter: (verdicts, writer) => new ChatStreamRewriter(verdicts, writer),
};

async function handleModels(deps: WireDeps, ctx: RequestContext): Promise<void> {
  await relay(ctx, await callUpstream(deps, ctx, '/models', { method: 'GET' }));
}

export function openaiRoutes(deps: WireDeps): Route[] {
  return [
    modelRoute(CHAT_PATH, 'openai', (ctx) =>
      handleTurn(CHAT_WIRE, deps, ctx, CHAT_PATH, '/chat/completions'),
    ),
    {
      method: 'GET',
      path: MODELS_PATH,
      errorShape: 'openai',
      handle: quietWhenGone((ctx) => handleModels(deps, ctx)),
    },
  ];
}
