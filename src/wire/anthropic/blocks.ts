// The response blocks a client may act on. `tool_use` is the call a client runs; the types the API defines
// as no proposal (text, thinking, what the provider ran itself and what it fetched) pass; a block of any
// other type (a newer or hostile upstream's) is judged as `block:<type>` so a floor that does not name it
// refuses it (docs/wires.md, "Blocks gate does not know").
import { unknownTypeTool } from '../shared/unknown-type.js';
import type { ProposedCall } from '../shared/verdicts.js';
import { isHostedResult } from './hosted.js';
import type { ContentBlock } from './types.js';

/** Response block types that ask the client for nothing (every `*_tool_result` is one too). */
const NOT_PROPOSALS: ReadonlySet<string> = new Set([
  'text',
  'thinking',
  'redacted_thinking',
  'server_tool_use',
  'mcp_tool_use',
  'mcp_tool_listing',
  'container_upload',
  'compaction',
  'fallback',
]);

/** Request block types the API defines (the response's, and what only a client sends). */
const REQUEST_TYPES: ReadonlySet<string> = new Set([
  ...NOT_PROPOSALS,
  'tool_use',
  'tool_result',
  'image',
  'document',
  'search_result',
  'tool_addition',
  'tool_removal',
]);

/**
 * Is this a history block of a type gate does not know? No client runs it, but the model reads it: what it
 * carries is screened as untrusted, as what a provider-run tool fetched is.
 */
export function isUnknownRequestBlock(block: ContentBlock): boolean {
  const type = block.type;
  return !(typeof type === 'string' && (REQUEST_TYPES.has(type) || isHostedResult(block)));
}

/** Is this a response block of a type gate does not know (never `tool_use`)? */
export function isUnknownBlock(block: ContentBlock): boolean {
  const type = block.type;
  if (type === 'tool_use') return false;
  return !(typeof type === 'string' && (NOT_PROPOSALS.has(type) || isHostedResult(block)));
}

/**
 * An unknown block as the call judged: the block whole, and in a stream every delta the client received
 * for it (how a newer client folds them in is not gate's to guess).
 */
export function unknownBlockCall(block: ContentBlock, fallbackId: string, deltas?: unknown[]): ProposedCall {
  const id = typeof block['id'] === 'string' && block['id'] !== '' ? block['id'] : fallbackId;
  const args = deltas && deltas.length > 0 ? { content_block: block, deltas } : { content_block: block };
  return { id, tool: unknownTypeTool('block', block.type), args };
}
