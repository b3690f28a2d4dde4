// Round 57: a Codex session's workspace on the Responses wire, read only from the environment context
// Codex writes itself (its own working directory, `-C DIR`), never from a call's `workdir`, the user's
// typed or pasted text, a tool result or anything the model wrote (docs/wires.md, "Round 57 (wire-r57)").
import type { IncomingHttpHeaders } from 'node:http';
import { isObject } from '../shared/json.js';

/** Codex names itself in `originator` and its User-Agent (`codex_exec/0.171.0 ...`, `codex_cli_rs/...`). */
const CODEX_CLIENT = /^codex_[a-z_]{1,40}(?:\/|$)/;

/** The one text of Codex's environment context message, whole: the block and nothing around it. */
const ENV_BLOCK = /^<environment_context>\n([\s\S]*)\n<\/environment_context>$/;
/** Its `<cwd>` line; a path of printable characters only (no tag, no line break, no control). */
const CWD_LINE = /^ {2}<cwd>([^<>\u0000-\u001f\u007f]{1,4096})<\/cwd>$/m;

/** Items that may stand before the environment context in Codex's first items: the client's own. */
const CLIENT_ROLES = new Set(['developer', 'system']);

function header(headers: IncomingHttpHeaders, name: string): string {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

/** Whether the request comes from Codex, as the client program (not any text in the body) names itself. */
export function fromCodex(headers: IncomingHttpHeaders): boolean {
  return CODEX_CLIENT.test(header(headers, 'originator')) || CODEX_CLIENT.test(header(headers, 'user-agent'));
}

/** A message's content as one text, when it is exactly one text part (or a string); else undefined. */
function onlyText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content) || content.length !== 1) return undefined;
  const part = content[0];
  return isObject(part) && part['type'] === 'input_text' && typeof part['text'] === 'string'
    ? part['text']
    : undefined;
}

/**
 * The workspace a Codex request names: the `<cwd>` of the first user message of the input when that
 * message is wholly Codex's `<environment_context>` block and stands among the client's own first items
 * (developer and system messages, an opaque compaction) before any other user message, any item the
 * model wrote and any result. Undefined otherwise: another client, a history with no such block, a block
 * after the user's prompt (pasted), inside a result or beside other text, two `<cwd>` lines, a path that is
 * not absolute. A workspace gate then reads (kernel/ladder/shell-standing.ts inWorkspace) still holds
 * nothing when it is a shared root itself or climbs.
 */
export function codexWorkspace(input: unknown, headers: IncomingHttpHeaders): string | undefined {
  if (!fromCodex(headers) || !Array.isArray(input)) return undefined;
  for (const item of input) {
    if (!isObject(item)) return undefined;
    if (item['type'] === 'compaction') continue;
    if (item['type'] !== undefined && item['type'] !== 'message') return undefined;
    const role = item['role'];
    if (typeof role === 'string' && CLIENT_ROLES.has(role)) continue;
    if (role !== 'user') return undefined;
    const text = onlyText(item['content']);
    const body = text === undefined ? undefined : ENV_BLOCK.exec(text)?.[1];
    // Codex's AGENTS.md message may come first: a user message of the client's that is no environment
    // context is passed over only when it opens with its own block; the user's prompt ends the search.
    if (body === undefined) {
      if (text !== undefined && /^# AGENTS\.md instructions for /.test(text)) continue;
      return undefined;
    }
    if (body.includes('<environment_context>') || body.includes('</environment_context>')) return undefined;
    const cwds = body.match(/<cwd>/g)?.length ?? 0;
    const cwd = CWD_LINE.exec(body)?.[1];
    return cwds === 1 && cwd !== undefined && cwd.startsWith('/') ? cwd : undefined;
  }
  return undefined;
}
