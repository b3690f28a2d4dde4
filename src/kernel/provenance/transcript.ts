// A user's turn that carries a transcript (a client that replays the conversation flattened into one
// turn, or "Assistant: ..." pasted before "continue"): what the assistant says there is the model's own
// words, written after it read the results, so it may repeat a poisoned result's value. Those lines are
// not the user's (docs/provenance.md, "Round 25's red team"). Nor are the blocks a client writes into the
// user's turn (a reminder quoting a file or the model's todo list, a command's output): round 26.
import {
  ASSISTANT_SPEAKER,
  CLIENT_BLOCK_OPEN,
  CLIENT_FRAMING,
  TRANSCRIPT_ONLY_SPEAKER,
  USER_SPEAKER,
} from './instruction-words.js';

/** Does `speaker` (a sticky pattern) open the line that starts at `at`? */
function opens(speaker: RegExp, text: string, at: number): boolean {
  speaker.lastIndex = at;
  return speaker.test(text);
}

/** A turn's text parted into the user's own text and the blocks a client wrote into it. */
export interface ClientSplit {
  own: string;
  /** Each block's text, its tags left out. */
  client: string[];
}

/** Where one client's block stands in a text: from its opening tag to the end of its closing tag. */
export interface ClientSpan {
  start: number;
  end: number;
  /** Its tag's name (a word of CLIENT_BLOCK_OPEN). */
  tag: string;
  /** Its text, the tags left out. */
  body: string;
}

/**
 * The blocks a client wrote into `text` (CLIENT_BLOCK_OPEN), in order: each runs from its opening tag to
 * the last closing tag of its name, so a quoted file that closes the tag early stays inside; with none,
 * to the end. Linear: the opening tags are found in one pass, each name's last close once.
 */
export function clientSpans(text: string): ClientSpan[] {
  const out: ClientSpan[] = [];
  if (!text.includes('<')) return out;
  const lastClose = new Map<string, number>();
  CLIENT_BLOCK_OPEN.lastIndex = 0;
  for (let m = CLIENT_BLOCK_OPEN.exec(text); m !== null; m = CLIENT_BLOCK_OPEN.exec(text)) {
    const tag = `</${m[1]}>`;
    const close = lastClose.get(tag) ?? text.lastIndexOf(tag);
    lastClose.set(tag, close);
    const body = m.index + m[0].length;
    const closed = close >= body;
    const end = closed ? close + tag.length : text.length;
    out.push({ start: m.index, end, tag: m[1]!, body: text.slice(body, closed ? close : end) });
    CLIENT_BLOCK_OPEN.lastIndex = end;
  }
  return out;
}

/** A turn's text parted into the user's own text and the blocks a client wrote into it (clientSpans). */
export function splitClientBlocks(text: string): ClientSplit {
  const spans = clientSpans(text);
  if (spans.length === 0) return { own: text, client: [] };
  const own: string[] = [];
  let from = 0;
  for (const s of spans) {
    own.push(text.slice(from, s.start));
    from = s.end;
  }
  own.push(text.slice(from));
  return { own: own.join('\n'), client: spans.map((s) => s.body) };
}

/** The name of the client's block that opens `text` (after blanks), or undefined (turns.ts). */
export function openingClientTag(text: string): string | undefined {
  const at = text.length - text.trimStart().length;
  if (text.charCodeAt(at) !== 60) return undefined;
  CLIENT_BLOCK_OPEN.lastIndex = at;
  const m = CLIENT_BLOCK_OPEN.exec(text);
  return m !== null && m.index === at ? m[1] : undefined;
}

/** A client's block as the screener reads it: the client's own framing (CLIENT_FRAMING) left out. */
export function clientBlockScreened(text: string): string {
  let out = text;
  for (const f of CLIENT_FRAMING) if (out.includes(f)) out = out.replaceAll(f, '');
  return out;
}

/** Does a client's block open `text` (after blanks)? Then the whole part is the client's (turns.ts). */
export function opensClientBlock(text: string): boolean {
  return openingClientTag(text) !== undefined;
}

/**
 * The user's own words of a turn: the blocks a client wrote into it are left out, and every line from one
 * an assistant speaks up to the next the user speaks (its place kept by a line break, so the words around
 * it stay apart). `Agent:` and `Model:` speak only where a line the user speaks shows a transcript. Each
 * line start is tried a few characters deep, at most twice; a turn with neither is returned as it is.
 */
export function userOwnWords(turn: string): string {
  const text = splitClientBlocks(turn).own;
  let first = -1;
  let named = -1;
  let transcript = false;
  for (let at = 0; at < text.length && !(first >= 0 && transcript); ) {
    if (first < 0 && opens(ASSISTANT_SPEAKER, text, at)) first = at;
    else if (named < 0 && opens(TRANSCRIPT_ONLY_SPEAKER, text, at)) named = at;
    else if (!transcript && opens(USER_SPEAKER, text, at)) transcript = true;
    const nl = text.indexOf('\n', at);
    if (nl < 0) break;
    at = nl + 1;
  }
  if (transcript && named >= 0 && (first < 0 || named < first)) first = named;
  if (first < 0) return text;
  const kept: string[] = [text.slice(0, first)];
  let assistant = false;
  for (const line of text.slice(first).split('\n')) {
    if (opens(ASSISTANT_SPEAKER, line, 0) || (transcript && opens(TRANSCRIPT_ONLY_SPEAKER, line, 0)))
      assistant = true;
    else if (opens(USER_SPEAKER, line, 0)) assistant = false;
    kept.push(assistant ? '' : line);
  }
  return kept.join('\n');
}
