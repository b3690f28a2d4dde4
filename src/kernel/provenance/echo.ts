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

/** `w` without the edge characters at its ends (a loop: an anchored regex would retry each start). */
function bare(w: string): string {
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
}

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const key = bare(m[0]);
    if (key !== '') out.push({ start: m.index, end: m.index + m[0].length, key });
  }
  return out;
}

/** Runs of ECHO_WORDS words, as one key each. */
function runs(words: readonly Word[], at: number): string {
  let key = words[at]!.key;
  for (let i = 1; i < ECHO_WORDS; i++) key += ` ${words[at + i]!.key}`;
  return key;
}

/**
 * The assistant's earlier words of one request, added in conversation order; `ownWords` leaves out of a
 * user's turn every run of ECHO_WORDS words or more the assistant wrote before it. Linear: each text is
 * read once, each run is one hashed key.
 */
export class EchoIndex {
  private readonly said = new Set<string>();
  private readonly pending: string[] = [];

  /** An assistant turn's text (read only when a user's turn after it needs it). */
  addAssistant(text: string): void {
    if (text !== '') this.pending.push(text);
  }

  /** `turn` with each word of a run the assistant wrote blanked (line breaks kept). */
  ownWords(turn: string): string {
    if (this.pending.length === 0 && this.said.size === 0) return turn;
    const words = wordsOf(turn);
    if (words.length < ECHO_WORDS) return turn;
    for (const text of this.pending.splice(0)) {
      const said = wordsOf(text);
      for (let i = 0; i + ECHO_WORDS <= said.length; i++) this.said.add(runs(said, i));
    }
    let coveredTo = -1;
    const blanks: [number, number][] = [];
    for (let i = 0; i + ECHO_WORDS <= words.length; i++) {
      if (!this.said.has(runs(words, i))) continue;
      const from = Math.max(i, coveredTo + 1);
      const to = i + ECHO_WORDS - 1;
      if (from <= to) blanks.push([words[from]!.start, words[to]!.end]);
      coveredTo = to;
    }
    if (blanks.length === 0) return turn;
    let out = '';
    let from = 0;
    for (const [start, end] of blanks) {
      out += turn.slice(from, start) + turn.slice(start, end).replace(/[^\n]/g, ' ');
      from = end;
    }
    return out + turn.slice(from);
  }
}
