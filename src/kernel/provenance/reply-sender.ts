// The sender of a message a result listed, as the target of a reply the user asked for (docs/provenance.md,
// "Round 57, second pass (prov3-r57)"): "Reply to Amara ... and CC Ruth at ruth@...": the cc the user
// gave marks the address class as stated, and the reply's own target, the message's sender, read as a
// replacement of it. A sender is the value of a record's `from` or `sender` field in a JSON result: a
// body's text cannot write one; a plain-text result marks none (its senders stay held, as before).
import type { TraceProvenance } from './ledger.js';
import { decidedValues } from './values.js';

/** A result read for senders is at most this long; a longer one marks none. */
const MAX_SENDER_TEXT = 1 << 20;
/** Senders one result marks, at most. */
export const MAX_SENDERS_PER_RESULT = 64;
/** Levels of a JSON result walked for records. */
const MAX_DEPTH = 6;
const SENDER_FIELDS = new Set(['from', 'sender']);

/** The `email:` keys of the senders a JSON result's records name, at most MAX_SENDERS_PER_RESULT. */
export function senderKeysOf(text: string): string[] {
  const t = text.trimStart();
  if (t.length > MAX_SENDER_TEXT || (t[0] !== '{' && t[0] !== '[')) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(t);
  } catch {
    return [];
  }
  const out: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || v === null || typeof v !== 'object' || out.length >= MAX_SENDERS_PER_RESULT)
      return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    for (const [k, x] of Object.entries(v)) {
      if (typeof x === 'string' && SENDER_FIELDS.has(k.toLowerCase())) {
        // One address in the field: "Name <x@y>" or the address alone; a field naming two is no one sender.
        const emails = decidedValues(x).filter((f) => f.kind === 'email');
        if (emails.length === 1 && out.length < MAX_SENDERS_PER_RESULT) out.push(emails[0]!.keys[0]!);
      } else walk(x, depth + 1);
    }
  };
  walk(parsed, 0);
  return out;
}

/** The user's own words that ask for a reply. */
const REPLY_WORD_KEYS = ['word:reply', 'word:respond', 'word:answer'] as const;

/**
 * Is this `email:` key the sender of a message a result listed, on a turn where the user asked for a
 * reply in their own words? Then it is the reply's target, not a replacement of an address the user
 * stated for the cc.
 */
export function isReplySender(key: string, ledger: TraceProvenance): boolean {
  return ledger.isSender(key) && REPLY_WORD_KEYS.some((k) => ledger.writtenByUserKey(k));
}
