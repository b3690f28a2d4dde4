// A downstream CallToolResult as the one string gate screens and returns: what the screeners judged is
// exactly what reaches the model, so nothing rides along unscreened (structuredContent, images, blobs).
import type { CallToolResult, ContentBlock } from '@modelcontextprotocol/sdk/types.js';
import { holdsInexactNumber } from '../kernel/json-numbers.js';
import type { ResultStatus } from '../kernel/types.js';

/** Text blocks as they are; every other block as its JSON; structuredContent only when there is no content. */
export function resultText(result: CallToolResult): string {
  const blocks = result.content ?? [];
  if (blocks.length === 0) {
    return result.structuredContent === undefined ? '' : JSON.stringify(result.structuredContent);
  }
  return blocks.map(blockText).join('\n');
}

function blockText(block: ContentBlock): string {
  return block.type === 'text' ? block.text : JSON.stringify(block);
}

export function resultStatus(result: CallToolResult): ResultStatus {
  return result.isError === true ? 'ERROR' : 'OK';
}

/**
 * The content blocks to hand a model after screening passed: the blocks the text was built from (a text
 * block loses its unscreened `_meta` and annotations), or one text block for a structured-only result.
 */
export function screenedBlocks(result: CallToolResult, screened: string): ContentBlock[] {
  const blocks = result.content ?? [];
  if (blocks.length === 0) return [{ type: 'text', text: screened }];
  return blocks.map((block) => (block.type === 'text' ? { type: 'text', text: block.text } : block));
}

/**
 * Whether the part of a result gate passes on as JSON (structuredContent of a result with no content, a
 * non-text block) holds a number the SDK's reader may have rounded: written again it would say another
 * value than the server sent (docs/mcp.md, "Round 35").
 */
export function passesInexactNumber(result: CallToolResult): boolean {
  const blocks = result.content ?? [];
  if (blocks.length === 0) return holdsInexactNumber(result.structuredContent);
  return blocks.some((block) => block.type !== 'text' && holdsInexactNumber(block));
}
