// The user's and operator's own turns of a conversation, as provenance reads them: their values are
// the user's intent (docs/provenance.md). Each wire names which messages are such turns; this reads their
// text the same way for all: a string, or the text parts of a content array (never a tool result).

import { isObject } from './json.js';
import type { RequestVerdicts } from './verdicts.js';

const TEXT_PARTS = new Set(['text', 'input_text']);

/** The text of a turn's content: a string, or its text parts joined. */
export function turnText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const parts: string[] = [];
  for (const part of content) {
    if (isObject(part) && TEXT_PARTS.has(part['type'] as string) && typeof part['text'] === 'string')
      parts.push(part['text']);
  }
  return parts.join('\n');
}

/** Roles whose turns are the user's or the operator's own words. */
const TRUSTED_ROLES = new Set(['user', 'system', 'developer']);

/**
 * Notes a message's text when its role is the user's or the operator's; a user's turn is also read for
 * the kinds of act it asks for (docs/provenance.md, "What the user asked for").
 */
export function noteTurn(verdicts: RequestVerdicts, role: unknown, content: unknown): void {
  if (role === 'user') verdicts.noteRequest(turnText(content));
  else if (typeof role === 'string' && TRUSTED_ROLES.has(role)) verdicts.noteTrusted(turnText(content));
}
