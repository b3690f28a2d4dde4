// The OpenAI Responses wire: POST /v1/responses (buffered and SSE), and the two routes that send a
// conversation to the provider without proposing calls (input token counts, compaction).
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
import { prepareResponsesRequest } from './request.js';
import { rewriteResponse } from './response.js';
import { ResponsesStreamRewriter } from './stream.js';
import type { ResponseObject } from './types.js';

export const RESPONSES_PATH = '/v1/responses';
export const INPUT_TOKENS_PATH = '/v1/responses/input_tokens';
export const COMPACT_PATH = '/v1/responses/compact';

async function handleResponses(deps: WireDeps, ctx: RequestContext): Promise<void> {
  if (deps.provider === 'anthropic') throw wrongProvider(deps.provider, RESPONSES_PATH, 'openai');
  const verdicts = new RequestVerdicts(deps.engine, 'responses', ctx);
  const prepared = await prepareResponsesRequest(deps, ctx, verdicts);
  const note = wantsVerdictNote(ctx.req.headers, deps.verdictNote);
  const upstream = await callUpstream(deps, ctx, '/responses', { method: 'POST', body: prepared.body });
  if (isUpstreamError(upstream)) return relay(ctx, upstream);
  if (isEventStream(upstream)) {
    const writer = new SseWriter(ctx.res);
    return pumpStream(ctx, upstream, writer, new ResponsesStreamRewriter(verdicts, writer, note));
  }
  const response = await readJson(ctx, upstream);
  if (!isObject(response)) {
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      'the upstream model endpoint answered with an unexpected body',
    );
  }
  await rewriteResponse(response as ResponseObject, verdicts, note);
  sendJson(ctx, upstream, response);
}

/** Token counting and compaction send the conversation to the provider too: its tool outputs are screened first. */
async function handleRelayed(deps: WireDeps, ctx: RequestContext, path: string): Promise<void> {
  if (deps.provider === 'anthropic') throw wrongProvider(deps.provider, path, 'openai');
  const verdicts = new RequestVerdicts(deps.engine, 'responses', ctx);
  const prepared = await prepareResponsesRequest(deps, ctx, verdicts);
  const upstreamPath = path.slice('/v1'.length);
  await relay(ctx, await callUpstream(deps, ctx, upstreamPath, { method: 'POST', body: prepared.body }));
}

export function responsesRoutes(deps: WireDeps): Route[] {
  return [
    {
      method: 'POST',
      path: RESPONSES_PATH,
      errorShape: 'openai',
      parseJson: true,
      handle: quietWhenGone((ctx) => handleResponses(deps, ctx)),
    },
    ...[INPUT_TOKENS_PATH, COMPACT_PATH].map(
      (path): Route => ({
        method: 'POST',
        path,
        errorShape: 'openai',
        parseJson: true,
        handle: quietWhenGone((ctx) => handleRelayed(deps, ctx, path)),
      }),
    ),
  ];
}
