// Which requests of a model wire are one trace for the record of values untrusted results brought in
// (docs/provenance.md, "A history the client rewrites"): the trace id the client sent, else the session
// its body names; a request that names neither is a trace of its own, and no record covers it.
import { createHash } from 'node:crypto';
import { clientTraceId, scopedTrace, traceScope } from '../../server/trace-id.js';
import type { RequestContext } from '../../server/types.js';
import { isObject } from './json.js';

/** A session name longer than this is not one a client sends: no record is kept for it. */
const MAX_SESSION = 512;

/**
 * The record's key for this request: the client's trace id, else a session the body names (Anthropic
 * `metadata.user_id`, which Claude Code writes with its session's id; OpenAI `prompt_cache_key`, which
 * Codex sets to its conversation's id), with the agent's name; undefined when there is neither.
 */
export function seenScope(ctx: RequestContext): string | undefined {
  const trace = clientTraceId(ctx.req.headers);
  if (trace !== undefined) return traceScope(scopedTrace(ctx.principal, trace));
  const session = sessionOf(ctx.body);
  if (session === undefined) return undefined;
  // A session is the client key's own, as a trace id is: another key that names it keeps its own record.
  const named = `${ctx.agent ?? ''}\0${session}`;
  return digest(ctx.principal === undefined ? `session\0${named}` : `session\0${ctx.principal}/${named}`);
}

export { traceScope };

function sessionOf(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const metadata = body['metadata'];
  const named = isObject(metadata) ? metadata['user_id'] : undefined;
  for (const v of [named, body['prompt_cache_key']])
    if (typeof v === 'string' && v !== '' && v.length <= MAX_SESSION) return v;
  return undefined;
}

function digest(s: string): string {
  return createHash('sha256').update(s).digest('base64url').slice(0, 32);
}
