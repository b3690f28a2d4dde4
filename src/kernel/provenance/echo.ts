// A user's turn that repeats the assistant's earlier words (a reply pasted back, a markdown quote, a
// client that replays the last answer before "continue"): those words are the model's, written after it
// read the results, so they may restate a poisoned result's value. They are not the user's
// (docs/provenance.md, "Round 27's red team").

/** Words in a row a turn must share with the assistant's text to count as its echo. */
export const ECHO_WORDS = 6;
/** Candidate words looked up in the assistant's text by substring before its words are read at all. */
const PREFILTER_WORDS = 8;

// A word as compared: quote marks, markdown emphasis and a sentence's punctuation around it left out.
const EDGE_OPEN = '>"\'“”‘’«»*_(`[';
const EDGE_CLOSE = '"\'“”‘’«»*_)`].,;:!?';
const WORD = /\S+/g;
// A word that may be or hold a value (an address, a URL, a host, a number): only a run with one matters.
const VALUE_LIKE = /[@./:\d]/;

/** `w` without the edge characters at its ends (a loop: an anchored regex would retry each start). */
function bare(w: string): string {
  let from = 0;
  let to = w.length;
  while (from < to && EDGE_OPEN.includes(w[from]!)) from++;
  while (to > from && EDGE_CLOSE.includes(w[to - 1]!)) to--;
  return w.slice(from, to);
}

/** Runs of the turn with the same words: where each starts, and whether the assistant wrote it. */
interface Group {
  at: number[];
  echoed: boolean;
}

interface Word {
  start: number;
  end: number;
  key: string;
  hash: number;
}

function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const key = bare(m[0]);
    if (key !== '') out.push({ start: m.index, end: m.index + m[0].length, key, hash: hashOf(key) });
  }
  return out;
}

/** The hash of the run of ECHO_WORDS words from `at`. */
function runHash(words: readonly Word[], at: number): number {
  let h = 0;
  for (let i = 0; i < ECHO_WORDS; i++) h = (Math.imul(h, 31) + words[at + i]!.hash) >>> 0;
  return h;
}

function sameRun(a: readonly Word[], i: number, b: readonly Word[], j: number): boolean {
  for (let k = 0; k < ECHO_WORDS; k++) if (a[i + k]!.key !== b[j + k]!.key) return false;
  return true;
}

/**
 * The assistant's earlier words of one request, added in conversation order; `ownWords` leaves out of a
 * user's turn every run of ECHO_WORDS words that holds a value-like word and that the assistant wrote
 * before it. Linear: the turn's runs are hashed once, each assistant text is read at most once a turn
 * (only when it holds one of the turn's value-like words), each of its runs one hashed look-up.
 */
export class EchoIndex {
  private readonly said: string[] = [];

  /** An assistant turn's text (read only when a user's turn after it needs it). */
  addAssistant(text: string): void {
    if (text !== '') this.said.push(text);
  }

  /** `turn` with each word of a run the assistant wrote blanked (line breaks kept). */
  ownWords(turn: string): string {
    if (this.said.length === 0 || !VALUE_LIKE.test(turn)) return turn;
    const words = wordsOf(turn);
    // The turn's runs that hold a value-like word, by hash; runs of the same words are one group.
    const runs = new Map<number, Group[]>();
    const valueWords = new Set<string>();
    let lastValue = -1;
    for (let i = 0; i < words.length; i++) if (VALUE_LIKE.test(words[i]!.key)) valueWords.add(words[i]!.key);
    for (let i = words.length - 1; i >= 0; i--) {
      if (VALUE_LIKE.test(words[i]!.key)) lastValue = i;
      if (i + ECHO_WORDS > words.length || lastValue < 0 || lastValue >= i + ECHO_WORDS) continue;
      const h = runHash(words, i);
      const groups = runs.get(h) ?? [];
      const same = groups.find((g) => sameRun(words, g.at[0]!, words, i));
      if (same) same.at.push(i);
      else groups.push({ at: [i], echoed: false });
      runs.set(h, groups);
    }
    if (runs.size === 0) return turn;
    const echoed = new Uint8Array(words.length);
    const mark = (said: readonly Word[], from: number, to: number) => {
      for (let j = Math.max(0, from); j <= to && j + ECHO_WORDS <= said.length; j++) {
        const groups = runs.get(runHash(said, j));
        if (groups === undefined) continue;
        for (const g of groups) {
          if (g.echoed || !sameRun(words, g.at[0]!, said, j)) continue;
          g.echoed = true;
          for (const i of g.at) echoed[i] = 1;
        }
      }
    };
    // Few value-like words: only the words around each place the assistant wrote one are read.
    const few = valueWords.size <= PREFILTER_WORDS ? [...valueWords] : undefined;
    for (const text of this.said) {
      if (few === undefined) {
        const said = wordsOf(text);
        mark(said, 0, said.length - ECHO_WORDS);
        continue;
      }
      for (const w of few)
        for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + w.length)) {
          const around = wordsAround(text, at, at + w.length);
          if (around !== undefined) mark(around.words, around.at - ECHO_WORDS + 1, around.at);
        }
    }
    return blanked(turn, words, echoed);
  }
}

const BLANK = /\s/;
/** White space as `\S` reads it; the ASCII ones without a regex (this runs a character at a time). */
function isBlank(c: string | undefined): boolean {
  if (c === undefined) return true;
  const code = c.charCodeAt(0);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return BLANK.test(c);
}

/**
 * The words within ECHO_WORDS - 1 of the word `text[start, end)` is once its edge characters are left
 * out, and its index among them; undefined when that text is only part of a word.
 */
function wordsAround(text: string, start: number, end: number): { words: Word[]; at: number } | undefined {
  let from = start;
  while (!isBlank(text[from - 1]) && EDGE_OPEN.includes(text[from - 1]!)) from--;
  let to = end;
  while (!isBlank(text[to]) && EDGE_CLOSE.includes(text[to]!)) to++;
  if (!isBlank(text[from - 1]) || !isBlank(text[to])) return undefined;
  // ECHO_WORDS - 1 words each way (edge-only tokens are no words: a few more is harmless).
  let left = from;
  for (let n = 0; n < ECHO_WORDS - 1 && left > 0; n++) {
    while (left > 0 && isBlank(text[left - 1])) left--;
    while (left > 0 && !isBlank(text[left - 1])) left--;
  }
  let right = to;
  for (let n = 0; n < ECHO_WORDS - 1 && right < text.length; n++) {
    while (right < text.length && isBlank(text[right])) right++;
    while (right < text.length && !isBlank(text[right])) right++;
  }
  const words = wordsOf(text.slice(left, right));
  const at = words.findIndex((w) => w.start === from - left);
  return at < 0 ? undefined : { words, at };
}

/** `turn` with every word of each echoed run blanked, line breaks kept. */
function blanked(turn: string, words: readonly Word[], echoed: Uint8Array): string {
  let out = '';
  let from = 0;
  let coveredTo = -1;
  for (let i = 0; i < words.length; i++) {
    if (!echoed[i]) continue;
    const first = Math.max(i, coveredTo + 1);
    coveredTo = i + ECHO_WORDS - 1;
    const start = words[first]!.start;
    const end = words[coveredTo]!.end;
    out += turn.slice(from, start) + turn.slice(start, end).replace(/[^\n]/g, ' ');
    from = end;
  }
  return from === 0 ? turn : out + turn.slice(from);
}
