// The built-in model as an Upstream: in-kernel mode forwards every wire here instead of to --base-url,
// through the same adjudication and screening path as any remote model.
import { table } from '../../kernel/table.js';
import type { CallerSignal, Upstream } from '../../server/types.js';
import { chatCompletions, openaiError } from './chat.js';
import { CREATED_AT, jsonResponse } from './encoding.js';
import { anthropicError, countTokens, messages } from './messages.js';
import { MODEL_NAME } from './model.js';
import { responses } from './responses.js';

export { MODEL_NAME } from './model.js';

export interface BuiltinOptions {
  /** The model id listed by /models and reported when a request names none (default `gate-builtin`). */
  model?: string;
}

/** One model entry readable by both the OpenAI and the Anthropic model-list clients. */
interface ModelEntry {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
  type: 'model';
  display_name: string;
  created_at: string;
}

function modelEntry(id: string): ModelEntry {
  return {
    id,
    object: 'model',
    created: CREATED_AT,
    owned_by: 'gate',
    type: 'model',
    display_name: `${id} (gate's deterministic built-in model)`,
    created_at: new Date(CREATED_AT * 1000).toISOString(),
  };
}

type Handler = (body: string | undefined, model: string, signal: CallerSignal) => Response;

// Round 58: looked up by the request's path: a table (no prototype).
const POST_ROUTES: Readonly<Record<string, Handler>> = table({
  '/chat/completions': chatCompletions,
  '/messages': messages,
  '/messages/count_tokens': (body) => countTokens(body),
  '/responses': responses,
});

/** Errors on the messages paths use Anthropic's shape; everything else OpenAI's. */
function notFound(path: string, method: string, status: 404 | 405): Response {
  const message =
    status === 405
      ? `Method ${method} is not allowed on ${path}.`
      : `Unknown request URL: ${method} /v1${path}.`;
  return path.startsWith('/messages')
    ? anthropicError(status, status === 404 ? 'not_found_error' : 'invalid_request_error', message)
    : openaiError(status, message, null, status === 404 ? 'unknown_url' : 'method_not_allowed');
}

export function createBuiltinUpstream(opts: BuiltinOptions = {}): Upstream {
  const model = opts.model ?? MODEL_NAME;
  return async (path, init) => {
    init.signal.throwIfAborted();
    const route = path.split('?')[0] ?? path;
    const method = init.method.toUpperCase();
    const post = POST_ROUTES[route];
    if (post) {
      if (method !== 'POST') return notFound(route, method, 405);
      const body =
        typeof init.body === 'string' || init.body === undefined ? init.body : init.body.toString('utf8');
      return post(body, model, init.signal);
    }
    if (route === '/models') {
      if (method !== 'GET') return notFound(route, method, 405);
      const entry = modelEntry(model);
      return jsonResponse(200, {
        object: 'list',
        data: [entry],
        has_more: false,
        first_id: model,
        last_id: model,
      });
    }
    if (route === `/models/${model}` && method === 'GET') return jsonResponse(200, modelEntry(model));
    return notFound(route, method, 404);
  };
}
