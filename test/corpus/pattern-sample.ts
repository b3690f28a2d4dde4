// Produces a string that a rule's regular expression matches, from the expression itself, for the
// subset the rules use: literals, escapes, classes, groups with alternation, bounded quantifiers, inline
// flags and anchors. The corpus uses it so every rule gets a sample without hand-written tokens.
import type { Rng } from './prng.js';

const WORD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_';
const DIGIT = '0123456789';

type Node =
  | { t: 'lit'; s: string }
  | { t: 'set'; chars: string }
  | { t: 'alt'; options: Node[][] }
  | { t: 'rep'; node: Node; min: number; max: number };

export function sample(pattern: string, rng: Rng): string {
  const p = new Parser(pattern);
  const nodes = p.sequence();
  return emit(nodes, rng);
}

function emit(nodes: Node[], rng: Rng): string {
  let out = '';
  for (const n of nodes) out += emitOne(n, rng);
  return out;
}

function emitOne(n: Node, rng: Rng): string {
  switch (n.t) {
    case 'lit':
      return n.s;
    case 'set':
      return n.chars[Math.floor(rng.next() * n.chars.length)] ?? '';
    case 'alt': {
      // Prefer an alternative that emits something (anchors like `^` emit nothing).
      const options = n.options.filter((o) => o.length > 0);
      return emit(rng.pick(options.length > 0 ? options : n.options), rng);
    }
    case 'rep': {
      const span = Math.min(n.max - n.min, 12);
      const count = n.min + (span > 0 ? rng.int(0, span) : 0);
      let out = '';
      for (let i = 0; i < count; i++) out += emitOne(n.node, rng);
      return out;
    }
  }
}

class Parser {
  #s: string;
  #i = 0;

  constructor(s: string) {
    this.#s = s;
  }

  sequence(): Node[] {
    const options: Node[][] = [[]];
    while (this.#i < this.#s.length) {
      const c = this.#s[this.#i]!;
      if (c === ')') break;
      if (c === '|') {
        this.#i++;
        options.push([]);
        continue;
      }
      let node = this.atom();
      if (node === undefined) continue;
      node = this.quantified(node);
      options[options.length - 1]!.push(node);
    }
    return options.length === 1 ? options[0]! : [{ t: 'alt', options }];
  }

  atom(): Node | undefined {
    const c = this.#s[this.#i++]!;
    if (c === '^' || c === '$') return undefined;
    if (c === '(') {
      if (this.#s[this.#i] === '?') {
        // (?:  (?i:  (?-i:  (?P<name>  or a bare flag group (?i)
        const close = this.#s.indexOf(')', this.#i);
        const colon = this.#s.indexOf(':', this.#i);
        if (this.#s.startsWith('?P<', this.#i)) this.#i = this.#s.indexOf('>', this.#i) + 1;
        else if (colon >= 0 && colon < close) this.#i = colon + 1;
        else {
          this.#i = close + 1;
          return undefined;
        }
      }
      const inner = this.sequence();
      this.#i++;
      return inner.length === 1 ? inner[0]! : { t: 'alt', options: [inner] };
    }
    if (c === '[') return this.set();
    if (c === '\\') return this.escape(false);
    return { t: 'lit', s: c };
  }

  escape(inSet: boolean): Node | undefined {
    const c = this.#s[this.#i++]!;
    switch (c) {
      case 'b':
      case 'B':
      case 'A':
      case 'z':
        return inSet ? { t: 'lit', s: '' } : undefined;
      case 'd':
        return { t: 'set', chars: DIGIT };
      case 'w':
        return { t: 'set', chars: WORD };
      case 's':
        return { t: 'set', chars: ' ' };
      case 'n':
        return { t: 'lit', s: '\n' };
      case 'r':
        return { t: 'lit', s: '\r' };
      case 'x': {
        const hex = this.#s.slice(this.#i, this.#i + 2);
        this.#i += 2;
        return { t: 'lit', s: String.fromCharCode(Number.parseInt(hex, 16)) };
      }
      default:
        return { t: 'lit', s: c };
    }
  }

  set(): Node {
    let negate = false;
    if (this.#s[this.#i] === '^') {
      negate = true;
      this.#i++;
    }
    let chars = '';
    let first = true;
    while (this.#i < this.#s.length && (this.#s[this.#i] !== ']' || first)) {
      first = false;
      let c = this.#s[this.#i++]!;
      if (c === '\\') {
        const e = this.escape(true);
        if (e?.t === 'set') {
          chars += e.chars;
          continue;
        }
        c = e?.t === 'lit' ? e.s : '';
      }
      if (this.#s[this.#i] === '-' && this.#s[this.#i + 1] !== ']' && this.#i + 1 < this.#s.length) {
        this.#i++;
        let d = this.#s[this.#i++]!;
        if (d === '\\') {
          const e = this.escape(true);
          d = e?.t === 'lit' ? e.s : d;
        }
        for (let k = c.charCodeAt(0); k <= d.charCodeAt(0); k++) chars += String.fromCharCode(k);
      } else chars += c;
    }
    this.#i++;
    if (negate) chars = 'abcdefghijklmnopqrstuvwxyz'.split('').filter((x) => !chars.includes(x)).join('');
    // Quotes and spaces in a boundary class would end the value early; prefer harmless characters.
    const harmless = chars.replace(/["'`\s\\;,()<>=:]/g, '');
    return { t: 'set', chars: harmless.length > 0 ? harmless : chars };
  }

  quantified(node: Node): Node {
    const c = this.#s[this.#i];
    let min = 1;
    let max = 1;
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, 8];
    else if (c === '+') [min, max] = [1, 8];
    else if (c === '{') {
      const close = this.#s.indexOf('}', this.#i);
      const body = this.#s.slice(this.#i + 1, close);
      const [a, b] = body.split(',');
      min = Number(a);
      max = b === undefined ? min : b === '' ? min + 8 : Number(b);
      this.#i = close;
    } else return node;
    this.#i++;
    if (this.#s[this.#i] === '?') this.#i++;
    return { t: 'rep', node, min, max };
  }
}
