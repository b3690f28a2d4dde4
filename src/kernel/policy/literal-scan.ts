// One pass over a text for many literals at once (Aho-Corasick over ASCII, letters lower-cased): which
// rules' required literals (required-literals.ts) occur in it. The automaton is a full transition table,
// so the scan is one table read per character.

/** A text holding a character above U+007F: the prefilter does not apply, every rule is a candidate. */
export const NOT_ASCII = -1;

export class LiteralScan {
  /** The class of each ASCII character (letters lower-cased): 0 for one no literal holds. */
  readonly #classes = new Uint8Array(128);
  readonly #width: number;
  /**
   * The transition table, entries premultiplied: from the row at `at`, class k leads to the row at
   * next[at + k], stored as ~row when a literal ends in that state (one sign test per character).
   */
  readonly #next: Int32Array;
  /** The rules whose literal ends in each state (its own and, through failure links, its suffixes'). */
  readonly #found: (readonly number[] | undefined)[];

  /** `literals[rule]`: lower-case ASCII strings, any one of which makes the rule a candidate. */
  constructor(literals: readonly (readonly string[])[]) {
    const classes = this.#classes;
    let width = 1;
    for (const list of literals)
      for (const literal of list)
        for (let i = 0; i < literal.length; i++) {
          const c = literal.charCodeAt(i);
          if (classes[c] === 0) classes[c] = width++;
        }
    for (let c = 65; c <= 90; c++) classes[c] = classes[c + 32] as number;
    this.#width = width;
    const goto: number[][] = [[]];
    const ends: number[][] = [[]];
    literals.forEach((list, rule) => {
      for (const literal of list) {
        let s = 0;
        for (let i = 0; i < literal.length; i++) {
          const k = classes[literal.charCodeAt(i)] as number;
          let t = (goto[s] as number[])[k];
          if (t === undefined) {
            t = goto.push([]) - 1;
            ends.push([]);
            (goto[s] as number[])[k] = t;
          }
          s = t;
        }
        const own = ends[s] as number[];
        if (!own.includes(rule)) own.push(rule);
      }
    });
    const next = new Int32Array(goto.length * width);
    const fail = new Int32Array(goto.length);
    // Breadth first: a state's failure state is settled before its children are.
    const queue: number[] = [];
    for (let k = 1; k < width; k++) {
      const t = (goto[0] as number[])[k];
      if (t !== undefined) {
        next[k] = t;
        queue.push(t);
      }
    }
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q] as number;
      const f = fail[s] as number;
      const own = ends[s] as number[];
      for (const r of ends[f] as number[]) if (!own.includes(r)) own.push(r);
      const row = goto[s] as number[];
      // Class 0 (a character no literal holds) always leads back to the start: next[...] stays 0.
      for (let k = 1; k < width; k++) {
        const t = row[k];
        if (t === undefined) next[s * width + k] = next[f * width + k] as number;
        else {
          next[s * width + k] = t;
          fail[t] = next[f * width + k] as number;
          queue.push(t);
        }
      }
    }
    // Premultiplied rows, a state where a literal ends marked by the sign.
    for (let i = 0; i < next.length; i++) {
      const t = next[i] as number;
      next[i] = (ends[t] as number[]).length > 0 ? ~(t * width) : t * width;
    }
    this.#next = next;
    this.#found = ends.map((e) => (e.length > 0 ? e : undefined));
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
      at = next[at + (classes[c] as number)] as number;
      if (at >= 0) continue;
      at = ~at;
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
