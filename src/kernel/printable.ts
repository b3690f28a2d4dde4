// Text gate did not write (a stored name, a recall image, a journal from another machine) on a terminal
// line or in a log line. The one definition of what a terminal may act on; every CLI stream and log
// line goes through terminalSafe (src/cli/main.ts; the log writers in src/server/access-log.ts,
// src/tools/backends.ts, src/journal/journal.ts, src/wire/mcp/server.ts).

/**
 * What a terminal or viewer may act on: C0 but line feed and tab, DEL, C1 (U+009B is CSI on many
 * terminals, and JSON.stringify leaves it raw), the line and paragraph separators, and bidi controls.
 * One character class, no quantifier: each character is looked at once.
 */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');
/** The same, with line feed and tab: a field printed inside a line must not break or align it. */
const UNSAFE_IN_FIELD = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_IN_FIELD_ALL = new RegExp(UNSAFE_IN_FIELD.source, 'g');

/** One field made safe for a terminal line: every control character shown as `?`, length bounded. */
export function printable(text: string, max = 80): string {
  const clean = text.replace(UNSAFE_IN_FIELD_ALL, '?');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/**
 * Whole output made safe for a terminal: each unsafe character written as its JSON escape `\uXXXX`.
 * A JSON document keeps its value (such characters can only stand inside its strings); text shows them.
 */
export function terminalSafe(text: string): string {
  if (!UNSAFE.test(text)) return text;
  return text.replace(UNSAFE_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Whether a name holds a character a terminal or viewer may act on (line feed and tab included). */
export function hasControl(text: string): boolean {
  return UNSAFE_IN_FIELD.test(text);
}

/** Longer than any claim gate writes of a plain name: a claim shown on one line is bounded, never cut in the common case. */
const MAX_CLAIM = 480;

/** A verdict's claim on a line a person reads (the `[gate]` note, a hook's reason): it may name the caller's tool. */
export function shownClaim(claim: string): string {
  return printable(claim, MAX_CLAIM);
}
