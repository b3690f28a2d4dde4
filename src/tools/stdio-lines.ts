// A stdio downstream's line sorted and measured before the SDK parses it (docs/mcp.md, "Round 50"): the
// HTTP path's reading (http-answers.ts, round 49) for the other transport. The SDK parses each line whole
// and walks it with its schema: 200,000 logging notifications cost one parse each, a 10 MiB line of `{}`
// its JSON.parse before boundedWidth's walk saw it. Here a line's top-level `id` and `method` are read from
// the text; what gate never reads is dropped unparsed, and a line past the width bounds becomes its
// request's -32603 (an answer) or is dropped (anything else), with the same sentences as HTTP's.
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { topLevelMembers } from '../kernel/json-depth.js';
import { type AskedIds, failed, MAX_UNASKED_ANSWERS, textTooWideWhy, unaskedPast } from './http-answers.js';

const SORTED = new Set(['id', 'method']);

/** `parse`: hand the line to the SDK; `drop`: never parsed; a message: put in the line's place. */
export type LineVerdict = 'parse' | 'drop' | JSONRPCMessage;

export class StdioLines {
  private unasked = 0;

  constructor(
    private readonly server: string,
    private readonly asked: Pick<AskedIds, 'deepBound'>,
    private readonly refused: (why: string) => void,
  ) {}

  screen(line: string): LineVerdict {
    const top = topLevelMembers(line, SORTED);
    // Not an object (a batch, garbage): the SDK's schema refuses it; it is dropped unparsed.
    if (top === undefined) return 'drop';
    const rawMethod = top.get('method');
    const method = rawMethod?.includes('\\') ? literal(rawMethod) : rawMethod;
    const rawId = top.get('id');
    let answerTo: number | undefined;
    if (method !== undefined) {
      if (!method.startsWith('"')) return 'drop';
      // A notification gate reads is list_changed only (logging, progress: the SDK parsed each and dropped it).
      if (rawId === undefined && method !== '"notifications/tools/list_changed"') return 'drop';
    } else {
      const id = idOf(rawId);
      if (id === undefined) return 'drop';
      // An answer to nothing gate waits on: the SDK would drop it too, after its parse and an error built.
      if (this.asked.deepBound(id) === undefined) {
        if (++this.unasked === MAX_UNASKED_ANSWERS + 1)
          this.refused(unaskedPast(MAX_UNASKED_ANSWERS, 'on its stdout'));
        return 'drop';
      }
      answerTo = id;
    }
    const deep = answerTo === undefined || this.asked.deepBound(answerTo) !== false;
    const wide = textTooWideWhy(line, deep);
    if (wide === undefined) return 'parse';
    this.refused(wide);
    return answerTo === undefined ? 'drop' : (failed(answerTo, this.server, wide) as JSONRPCMessage);
  }
}

/** An id as the SDK matches an answer (Number(id)) from its raw text; undefined unless a number or string. */
function idOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const c = raw.charCodeAt(0);
  if (c !== 34 && c !== 45 && !(c >= 48 && c <= 57)) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'number' || typeof value === 'string' ? Number(value) : undefined;
  } catch {
    return undefined;
  }
}

/** A string literal spelled with escapes, spelled again without them (`"notifications\/..."`). */
function literal(raw: string): string {
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'string' ? JSON.stringify(value) : raw;
  } catch {
    return raw;
  }
}
