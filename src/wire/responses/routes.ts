// The OpenAI Responses wire: POST /v1/responses (buffered and SSE), and the two routes that send a
// conversation to the provider without proposing calls (input token counts, compaction).
// The turn runs the shared lifecycle (shared/turn.ts); this file says what is particular to Responses.

import type { Route } from '../../server/types.js';
import type { WireDeps } from '../shared/deps.js';
import { handleRelayed, handleRemembered, handleTurn, type ModelWire, modelRoute } from '../shared/turn.js';
import { mustReadResponse } from './event-check.js';
import { prepareResponsesRequest } from './request.js';
import { rewriteResponse } from './response.js';
import { ResponsesStreamRewriter } from './stream.js';
import type { ResponseObject } from './types.js';

export const RESPONSES_PATH = '/v1/responses';
export const INPUT_TOKENS_PATH = '/v1/responses/input_tokens';
export const COMPACT_PATH = '/v1/responses/compact';

export const RESPONSES_WIRE: ModelWire = {
  wire: 'responses',
  needs: 'openai',
  list: 'output',
  mustRead: mustReadResponse,
  prepare: prepareResponsesRequest,
  rewrite: (answer, verdicts, note) => rewriteResponse(answer as ResponseObject, verdicts, note),
  streamRewriter: (verdicts, writer, note) => new ResponsesStreamRewriter(verdicts, writer, note),
};

/** The path under the provider's /v1 base. */
const upstreamPath = (path: string): string => path.slice('/v1'.length);

export function responsesRoutes(deps: WireDeps): Route[] {
  return [
    modelRoute(RESPONSES_PATH, 'openai', (ctx) =>
      handleTurn(RESPONSES_WIRE, deps, ctx, RESPONSES_PATH, upstreamPath(RESPONSES_PATH)),
    ),
    // Token counts and compaction send the conversation to the provider too: tool outputs are screened.
    modelRoute(INPUT_TOKENS_PATH, 'openai', (ctx) =>
      handleRelayed(RESPONSES_WIRE, deps, ctx, INPUT_TOKENS_PATH, upstreamPath(INPUT_TOKENS_PATH)),
    ),
    // A compaction's items are remembered, so the request that carries one goes on from a history gate read.
    modelRoute(COMPACT_PATH, 'openai', (ctx) =>
      handleRemembered(RESPONSES_WIRE, deps, ctx, COMPACT_PATH, upstreamPath(COMPACT_PATH)),
    ),
  ];
}
