// A user's turn that repeats the assistant's earlier words (a reply pasted back, a markdown quote, a
// client that replays the last answer before "continue"): those words are the model's, written after it
// read the results, so they may restate a poisoned result's value. They are not the user's
// (docs/provenance.md, "Round 27's red team").

/** Words in a row a turn must share with the assistant's text to count as its echo. */
export const ECHO_WORDS = 6;

// A word as compared: quote marks, markdown emphasis and a sentence's punctuation around it left out.
const EDGE_OPEN = '>"\'“”‘’«»*_(`[';
const EDGE_CLOSE = '"\'“”‘’«»*_)`].,;:!?';
const WORD = /\S+/g;
// A word that may be or hold a value (an address, a URL, a host, a number): only a run with one matters.
const VALUE_LIKE = /[@./:\d]/;

/** `w` without the edge characters at its ends (a loop: an anchored regex would retry each start). */
export function bare(w: string): string {
  let from = 0;
  let to = w.length;
  while (from < to && EDGE_OPEN.includes(w[from]!)) from++;
  while (to > from && EDGE_CLOSE.includes(w[to - 1]!)) to--;
  return w.slice(from, to);
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

/** A run of ECHO_WORDS words the assistant wrote: the words of its text and where the run starts. */
interface SaidRun {
  words: readonly Word[];
  at: number;
}

/**
 * The assistant's earlier words of one request, added in conversation order; `ownWords` leaves out of a
 * user's turn every run of ECHO_WORDS words that holds a value-like word and that the assistant wrote
 * before it. Linear in the conversation: each assistant text is read once, when the first user turn
 * after it holds a value-like word, into a hashed index of its runs that hold one; each run of a turn is
 * one look-up (a per-turn scan of every earlier answer made a long session's request quadratic).
 */
export class EchoIndex {
  private readonly pending: string[] = [];
  private readonly runs = new Map<number, SaidRun[]>();

  /** An assistant turn's text (read only when a user's turn after it needs it). */
  addAssistant(text: string): void {
    if (text !== '') this.pending.push(text);
  }

  /** `turn` with each word of a run the assistant wrote blanked (line breaks kept). */
  ownWords(turn: string): string {
    if ((this.pending.length === 0 && this.runs.size === 0) || !VALUE_LIKE.test(turn)) return turn;
    this.indexPending();
    if (this.runs.size === 0) return turn;
    const words = wordsOf(turn);
    const echoed = new Uint8Array(words.length);
    let any = false;
    forValueRuns(words, (i) => {
      const said = this.runs.get(runHash(words, i));
      if (said?.some((r) => sameRun(words, i, r.words, r.at))) {
        echoed[i] = 1;
        any = true;
      }
    });
    return any ? blanked(turn, words, echoed) : turn;
  }

  private indexPending(): void {
    for (const text of this.pending) {
      const words = wordsOf(text);
      forValueRuns(words, (at) => {
        const h = runHash(words, at);
        const said = this.runs.get(h);
        if (said === undefined) this.runs.set(h, [{ words, at }]);
        else said.push({ words, at });
      });
    }
    this.pending.length = 0;
  }
}

/** Calls `visit` with the start of each run of ECHO_WORDS words that holds a value-like word. */
function forValueRuns(words: readonly Word[], visit: (at: number) => void): void {
  let lastValue = -1;
  for (let i = words.length - 1; i >= 0; i--) {
    if (VALUE_LIKE.test(words[i]!.key)) lastValue = i;
    if (i + ECHO_WORDS > words.length || lastValue < 0 || lastValue >= i + ECHO_WORDS) continue;
    visit(i);
  }
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
