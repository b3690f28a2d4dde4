// The blocks a client writes into a user's turn (Claude Code's reminders quoting CLAUDE.md, a changed or
// @-mentioned file, a hook's context; Codex's AGENTS.md and shell output) reach the model as the turn's
// text: each is screened by `admit` as a result is and, when held, replaced in place by the `[gate]` note,
// the user's own typed text around it left as it is (docs/provenance.md, "Round 28's red team").

import {
  clientBlockScreened,
  clientSpans,
  openingClientTag,
  splitClientBlocks,
} from '../../kernel/provenance/transcript.js';
import { isObject } from './json.js';
import type { InboundResult } from './screen.js';

const TEXT_PARTS = new Set(['text', 'input_text']);

/** One client's block found in a user's turn: what `admit` screens, and how a note replaces it. */
export interface ClientBlock {
  result: InboundResult;
  replace(note: string): void;
}

/**
 * The client's blocks of a user message's `content` (a string, or text parts): a text part that opens
 * with a block is the client's whole (as turns.ts reads it); inside a text, each block from its tag to
 * its close. Replacements are made in the order the blocks are returned (screenResults' order).
 */
export function clientBlocks(message: Record<string, unknown>): ClientBlock[] {
  const content = message['content'];
  if (typeof content === 'string') return blocksIn(message, 'content', content, false);
  if (!Array.isArray(content)) return [];
  const out: ClientBlock[] = [];
  for (const part of content)
    if (isObject(part) && TEXT_PARTS.has(part['type'] as string) && typeof part['text'] === 'string')
      out.push(...blocksIn(part, 'text', part['text'], true));
  return out;
}

/** `text` with the client's tags left out: its own text and each block's body (transcript.ts). */
function withoutTags(text: string): string {
  const split = splitClientBlocks(text);
  return [split.own, ...split.client].join('\n');
}

/** The blocks of `holder[key]`; `whole`, a text that opens with one is that block whole. */
function blocksIn(holder: Record<string, unknown>, key: string, text: string, whole: boolean): ClientBlock[] {
  const opening = whole ? openingClientTag(text) : undefined;
  // A part the client's whole is read without its tags (a `<system-reminder>` tag reads as a forged one).
  const spans =
    opening === undefined
      ? clientSpans(text)
      : [{ start: 0, end: text.length, tag: opening, body: withoutTags(text) }];
  // Each note shifts the blocks after it in the same text by the length it adds.
  let shift = 0;
  return spans.map((s) => ({
    result: {
      toolCallId: '',
      tool: `client:${s.tag}`,
      content: clientBlockScreened(s.body),
      part: 'client',
    },
    replace: (note: string) => {
      const now = holder[key] as string;
      holder[key] = now.slice(0, s.start + shift) + note + now.slice(s.end + shift);
      shift += note.length - (s.end - s.start);
    },
  }));
}
