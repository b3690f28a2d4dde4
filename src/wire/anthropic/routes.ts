// The Anthropic messages wire: POST /v1/messages (buffered and SSE) and POST /v1/messages/count_tokens.
// The turn runs the shared lifecycle (shared/turn.ts); this file says what is particular to messages.

import type { Route } from '../../server/types.js';
import type { WireDeps } from '../shared/deps.js';
import { handleRelayed, handleTurn, type ModelWire, modelRoute } from '../shared/turn.js';
import { mustReadMessage } from './event-check.js';
import { rewriteMessage } from './message.js';
import { prepareMessagesRequest } from './request.js';
import { MessagesStreamRewriter } from './stream.js';
import type { Message } from './types.js';

export const MESSAGES_PATH = '/v1/messages';
export const COUNT_TOKENS_PATH = '/v1/messages/count_tokens';

export const MESSAGES_WIRE: ModelWire = {
  wire: 'anthropic',
  needs: 'anthropic',
  list: 'content',
  mustRead: mustReadMessage,
  prepare: prepareMessagesRequest,
  rewrite: (answer, verdicts, note) => rewriteMessage(answer as Message, verdicts, note),
  streamRewriter: (verdicts, writer, note) => new MessagesStreamRewriter(verdicts, writer, note),
};

export function anthropicRoutes(deps: WireDeps): Route[] {
  return [
    modelRoute(MESSAGES_PATH, 'anthropic', (ctx) =>
      handleTurn(MESSAGES_WIRE, deps, ctx, MESSAGES_PATH, '/messages'),
    ),
    // Token counting sends the conversation to the provider too, so its tool results are screened.
    modelRoute(COUNT_TOKENS_PATH, 'anthropic', (ctx) =>
      handleRelayed(MESSAGES_WIRE, deps, ctx, COUNT_TOKENS_PATH, '/messages/count_tokens'),
    ),
  ];
}
