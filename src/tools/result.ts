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

/** The ASCII whitespace a client's base64 decoder skips (atob, Buffer): a payload's spelling may hold it. */
const BASE64_SPACE = /[\t\n\f\r ]/;
const BASE64_SPACES = /[\t\n\f\r ]+/g;
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The result with each base64 payload (image and audio `data`, an embedded resource's `blob`) spelled
 * canonically, or undefined when one is not base64 a client decodes one way. The SDK accepts what `atob`
 * accepts, whitespace and missing padding included, and a client decodes it whole, while the screeners
 * read base64 runs as written: a secret or an instruction wrapped every 8 characters passed them unread
 * (round 47). Re-spelled, the bytes a client decodes are the ones the screeners read.
 */
export function withCanonicalBase64(result: CallToolResult): CallToolResult | undefined {
  const blocks = result.content;
  if (blocks === undefined) return result;
  let changed = false;
  const read: ContentBlock[] = [];
  for (const block of blocks) {
    if (block.type === 'image' || block.type === 'audio') {
      const data = canonicalBase64(block.data);
      if (data === undefined) return undefined;
      changed ||= data !== block.data;
      read.push(data === block.data ? block : { ...block, data });
    } else if (block.type === 'resource' && 'blob' in block.resource) {
      const blob = canonicalBase64(block.resource.blob);
      if (blob === undefined) return undefined;
      changed ||= blob !== block.resource.blob;
      read.push(blob === block.resource.blob ? block : { ...block, resource: { ...block.resource, blob } });
    } else read.push(block);
  }
  return changed ? { ...result, content: read } : result;
}

/** A payload as Buffer writes base64 (no whitespace, padded), or undefined when it is not base64 at all. */
function canonicalBase64(data: string): string | undefined {
  if (!BASE64_SPACE.test(data) && data.length % 4 === 0) return BASE64_TEXT.test(data) ? data : undefined;
  const bare = data.replace(BASE64_SPACES, '');
  // BASE64_TEXT admits at most two `=`, at the end.
  const padding = bare.endsWith('==') ? 2 : bare.endsWith('=') ? 1 : 0;
  if (!BASE64_TEXT.test(bare) || (bare.length - padding) % 4 === 1) return undefined;
  return Buffer.from(bare, 'base64').toString('base64');
}
