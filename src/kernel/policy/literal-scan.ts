// One pass over a text for many literals at once (Aho-Corasick over ASCII, letters lower-cased): which
// rules' required literals (required-literals.ts) occur in it. The automaton is a full transition table,
// so the scan is one table read per character.

/** A text holding a character above U+007F: the prefilter does not apply, every rule is a candidate. */
export const NOT_ASCII = -1;

export class LiteralScan {
  /** The class of each ASCII character (letters lower-cased): 0 for one no literal holds. */
  readonly #classes = new Uint8Array(128);
  readonly #width: number;
  /** The trie: goto[state * width + class], 0 where no literal continues (the start is no one's child). */
  readonly #goto: Uint16Array | Int32Array;
  /** Each state's failure state: the longest proper suffix of its string that is a trie state. */
  readonly #fail: Int32Array;
  /** The rules whose literal ends in each state (its own and, through failure links, its suffixes'). */
  readonly #found: (readonly number[] | undefined)[];
  /**
   * The automaton's transitions, filled as texts need them (building all of them up front cost a
   * one-shot command milliseconds). From the row at `at`, class k leads to the row `r` stored at
   * next[at + k] as r + 1, or as -(r + 1) when a literal ends in that state; 0 is not yet known.
   */
  readonly #next: Int32Array;

  /** `literals[rule]`: lower-case ASCII strings, any one of which makes the rule a candidate. */
  constructor(literals: readonly (readonly string[])[]) {
    const classes = this.#classes;
    let width = 1;
    let chars = 0;
    for (const list of literals)
      for (const literal of list) {
        chars += literal.length;
        for (let i = 0; i < literal.length; i++) {
          const c = literal.charCodeAt(i);
          if (classes[c] === 0) classes[c] = width++;
        }
      }
    for (let c = 65; c <= 90; c++) classes[c] = classes[c + 32] as number;
    this.#width = width;
    // At most one state per literal character, and the start.
    const goto = new Int32Array((chars + 1) * width);
    const ends: number[][] = [[]];
    for (let rule = 0; rule < literals.length; rule++)
      for (const literal of literals[rule] as readonly string[]) {
        let s = 0;
        for (let i = 0; i < literal.length; i++) {
          const at = s * width + (classes[literal.charCodeAt(i)] as number);
          if (goto[at] === 0) {
            goto[at] = ends.length;
            ends.push([]);
          }
          s = goto[at] as number;
        }
        const own = ends[s] as number[];
        if (!own.includes(rule)) own.push(rule);
      }
    const states = ends.length;
    // Failure links breadth first, so a state's failure state is settled before its children's.
    const fail = new Int32Array(states);
    const queue: number[] = [];
    for (let k = 1; k < width; k++) if (goto[k] !== 0) queue.push(goto[k] as number);
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q] as number;
      const own = ends[s] as number[];
      for (const r of ends[fail[s] as number] as number[]) if (!own.includes(r)) own.push(r);
      for (let k = 1; k < width; k++) {
        const t = goto[s * width + k] as number;
        if (t === 0) continue;
        let f = fail[s] as number;
        while (f !== 0 && goto[f * width + k] === 0) f = fail[f] as number;
        fail[t] = goto[f * width + k] as number;
        queue.push(t);
      }
    }
    // Trimmed to its states, two bytes an entry where they fit: start-up blobs hold it (round 40).
    this.#goto =
      states <= 0xffff ? Uint16Array.from(goto.subarray(0, states * width)) : goto.slice(0, states * width);
    this.#fail = fail;
    this.#found = ends.map((e) => (e.length > 0 ? e : undefined));
    this.#next = new Int32Array(states * width);
  }

  /** The encoded transition from state `s` on class `k` (see #next), computed and stored. */
  #fill(s: number, k: number): number {
    const goto = this.#goto;
    const width = this.#width;
    let f = s;
    let t = goto[f * width + k] as number;
    while (t === 0 && f !== 0) {
      f = this.#fail[f] as number;
      t = goto[f * width + k] as number;
    }
    const row = t * width + 1;
    const code = this.#found[t] === undefined ? row : -row;
    this.#next[s * width + k] = code;
    return code;
  }

  /**
   * The rules whose literal occurs in `text`: each is marked in `marks` (one slot per rule) with `stamp`
   * and listed once in `listed`; returns how many were listed, or NOT_ASCII for a text beyond ASCII.
   */
  scan(text: string, marks: Int32Array, stamp: number, listed: Int32Array): number {
    const next = this.#next;
    const found = this.#found;
    const classes = this.#classes;
    const width = this.#width;
    let at = 0;
    let count = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c > 127) return NOT_ASCII;
      const k = classes[c] as number;
      let code = next[at + k] as number;
      if (code === 0) code = this.#fill(at / width, k);
      if (code > 0) {
        at = code - 1;
        continue;
      }
      at = -code - 1;
      for (const r of found[at / width] as readonly number[]) {
        if (marks[r] !== stamp) {
          marks[r] = stamp;
          listed[count++] = r;
        }
      }
    }
    return count;
  }
}
