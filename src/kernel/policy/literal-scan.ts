// One pass over a text for many literals at once (Aho-Corasick over ASCII, letters lower-cased): which
// rules' required literals (required-literals.ts) occur in it. The automaton is a full transition table,
// so the scan is one table read per character.

/** A text holding a character above U+007F: the prefilter does not apply, every rule is a candidate. */
export const NOT_ASCII = -1;

export class LiteralScan {
  /** The class of each ASCII character (letters lower-cased): 0 for one no literal holds. */
  readonly #classes = new Uint8Array(128);
  readonly #width: number;
  /** The trie: goto[state][class], undefined where no literal continues. */
  readonly #goto: number[][] = [[]];
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
    for (const list of literals)
      for (const literal of list)
        for (let i = 0; i < literal.length; i++) {
          const c = literal.charCodeAt(i);
          if (classes[c] === 0) classes[c] = width++;
        }
    for (let c = 65; c <= 90; c++) classes[c] = classes[c + 32] as number;
    this.#width = width;
    const goto = this.#goto;
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
    // Failure links breadth first, so a state's failure state is settled before its children's.
    const fail = new Int32Array(goto.length);
    const queue: number[] = [];
    (goto[0] as number[]).forEach((t) => {
      queue.push(t);
    });
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q] as number;
      const own = ends[s] as number[];
      for (const r of ends[fail[s] as number] as number[]) if (!own.includes(r)) own.push(r);
      (goto[s] as number[]).forEach((t, k) => {
        let f = fail[s] as number;
        while (f !== 0 && (goto[f] as number[])[k] === undefined) f = fail[f] as number;
        const via = (goto[f] as number[])[k];
        fail[t] = via !== undefined && via !== t ? via : 0;
        queue.push(t);
      });
    }
    this.#fail = fail;
    this.#found = ends.map((e) => (e.length > 0 ? e : undefined));
    this.#next = new Int32Array(goto.length * width);
  }

  /** The encoded transition from state `s` on class `k` (see #next), computed and stored. */
  #fill(s: number, k: number): number {
    const goto = this.#goto;
    let f = s;
    let t = (goto[f] as number[])[k];
    while (t === undefined && f !== 0) {
      f = this.#fail[f] as number;
      t = (goto[f] as number[])[k];
    }
    const target = t ?? 0;
    const row = target * this.#width + 1;
    const code = this.#found[target] === undefined ? row : -row;
    this.#next[s * this.#width + k] = code;
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
