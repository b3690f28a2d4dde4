// Round 57 (docs/floor.md, "Round 57 (redteam-r57)"): the value of a constant arithmetic expansion, as bash
// computes it (64-bit signed, C precedence). `curl http://$((168+1)).254.169.254/` and `$[169]` print a
// metadata host the word shows no digit of; the shell reading renders the number, not the empty word it read
// before. An expression naming a variable, assigning or counting (`x++`) is not constant: undefined.

/** The value of a constant arithmetic expression (`$((…))`'s or `$[…]`'s body), or undefined. */
export function constantArithmetic(body: string): string | undefined {
  if (body.length > MAX_BODY || !CONSTANT_CHARS.test(body)) return undefined;
  const tokens = body.match(TOKEN);
  if (tokens === null || tokens.join('') !== body.replace(/\s+/g, '')) return undefined;
  const p: Parser = { tokens, at: 0 };
  try {
    const v = comma(p);
    return p.at === tokens.length ? BigInt.asIntN(64, v).toString() : undefined;
  } catch {
    return undefined;
  }
}
/** Longer bodies are not read (one decision stays linear; a constant host is short). */
const MAX_BODY = 256;
const CONSTANT_CHARS = /^[\s0-9a-zA-Z#_@+\-*/%<>=!&|^~?:(),]*$/;
// Numbers: `0x1F`, `017`, `10`, `16#ff`, `64#_@` (bash's bases 2..64); then operators, longest first.
const TOKEN = /\d+#[0-9a-zA-Z@_]+|0[xX][0-9a-fA-F]+|\d+|\*\*|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%<>&|^~!?:(),]/g;

interface Parser {
  tokens: string[];
  at: number;
}
const peek = (p: Parser): string | undefined => p.tokens[p.at];
function expect(p: Parser, t: string): void {
  if (p.tokens[p.at++] !== t) throw new Error('arithmetic');
}

function comma(p: Parser): bigint {
  let v = ternary(p);
  while (peek(p) === ',') {
    p.at++;
    v = ternary(p);
  }
  return v;
}
function ternary(p: Parser): bigint {
  const cond = binary(p, 0);
  if (peek(p) !== '?') return cond;
  p.at++;
  const a = comma(p);
  expect(p, ':');
  const b = ternary(p);
  return cond !== 0n ? a : b;
}
/** Binary operators by precedence, lowest first (bash's, as C's). */
const LEVELS: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['|'],
  ['^'],
  ['&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['<<', '>>'],
  ['+', '-'],
  ['*', '/', '%'],
];
function binary(p: Parser, level: number): bigint {
  if (level === LEVELS.length) return power(p);
  let v = binary(p, level + 1);
  for (
    let op = peek(p);
    op !== undefined && (LEVELS[level] as readonly string[]).includes(op);
    op = peek(p)
  ) {
    p.at++;
    v = apply(op, v, binary(p, level + 1));
  }
  return v;
}
function power(p: Parser): bigint {
  const base = unary(p);
  if (peek(p) !== '**') return base;
  p.at++;
  const exp = power(p);
  if (exp < 0n || exp > 64n) throw new Error('arithmetic');
  return BigInt.asIntN(64, base ** exp);
}
function unary(p: Parser): bigint {
  const t = p.tokens[p.at++];
  if (t === '-') return -unary(p);
  if (t === '+') return unary(p);
  if (t === '~') return ~unary(p);
  if (t === '!') return unary(p) === 0n ? 1n : 0n;
  if (t === '(') {
    const v = comma(p);
    expect(p, ')');
    return v;
  }
  if (t === undefined) throw new Error('arithmetic');
  return number(t);
}
function number(t: string): bigint {
  const hash = t.indexOf('#');
  if (hash > 0) {
    const base = Number(t.slice(0, hash));
    if (base < 2 || base > 64) throw new Error('arithmetic');
    let v = 0n;
    for (const ch of t.slice(hash + 1)) {
      const d = digitOf(ch, base);
      if (d >= base) throw new Error('arithmetic');
      v = v * BigInt(base) + BigInt(d);
    }
    return BigInt.asIntN(64, v);
  }
  if (/^0[xX]/.test(t)) return BigInt.asIntN(64, BigInt(t));
  if (t.length > 1 && t.startsWith('0')) {
    if (!/^[0-7]+$/.test(t)) throw new Error('arithmetic');
    return BigInt.asIntN(64, BigInt(`0o${t.slice(1)}`));
  }
  if (!/^\d+$/.test(t)) throw new Error('arithmetic');
  return BigInt.asIntN(64, BigInt(t));
}
/** A digit's value in bash's `base#n`: 0-9, a-z, A-Z (A-Z as a-z up to base 36), `@`, `_`. */
function digitOf(ch: string, base: number): number {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 122) return c - 87;
  if (c >= 65 && c <= 90) return base <= 36 ? c - 55 : c - 29;
  if (ch === '@') return 62;
  if (ch === '_') return 63;
  return 99;
}
function apply(op: string, a: bigint, b: bigint): bigint {
  switch (op) {
    case '||':
      return a !== 0n || b !== 0n ? 1n : 0n;
    case '&&':
      return a !== 0n && b !== 0n ? 1n : 0n;
    case '|':
      return a | b;
    case '^':
      return a ^ b;
    case '&':
      return a & b;
    case '==':
      return a === b ? 1n : 0n;
    case '!=':
      return a !== b ? 1n : 0n;
    case '<':
      return a < b ? 1n : 0n;
    case '<=':
      return a <= b ? 1n : 0n;
    case '>':
      return a > b ? 1n : 0n;
    case '>=':
      return a >= b ? 1n : 0n;
    case '<<':
      return BigInt.asIntN(64, a << (b & 63n));
    case '>>':
      return a >> (b & 63n);
    case '+':
      return BigInt.asIntN(64, a + b);
    case '-':
      return BigInt.asIntN(64, a - b);
    case '*':
      return BigInt.asIntN(64, a * b);
    case '/':
      if (b === 0n) throw new Error('arithmetic');
      return a / b;
    default:
      if (b === 0n) throw new Error('arithmetic');
      return a % b;
  }
}

/**
 * Round 74 (docs/floor.md "Round 74 (rt-arith-r74)"): what an arithmetic expression's text reads. bash evaluates
 * each name's value as an expression again (an array subscript in it runs its substitutions: `x='a[$(..)]'; ((
 * x ))`), and pastes `$x`'s text in before evaluating it; a name assigned outright (`i=0`) then holds a number.
 */
export interface ArithmeticUse {
  /** Names whose values the expression evaluates (`x`, `$x`, `${x:-1}`, `x++`, `a[i]`'s a and i). */
  reads: string[];
  /** Names it assigns outright (`i=0`, `y = x`): a number after. */
  writes: string[];
  /** It pastes a value no name shows: a positional parameter, `$-`, a substitution holding arithmetic. */
  unshown: boolean;
}

/** The reads and writes of an arithmetic expression's text (one pass; a substitution in it is skipped once). */
export function arithmeticUse(body: string): ArithmeticUse {
  const use: ArithmeticUse = { reads: [], writes: [], unshown: false };
  const n = body.length;
  let i = 0;
  while (i < n) {
    const c = body.charCodeAt(i);
    if (c === 39 /* ' */) {
      const close = body.indexOf("'", i + 1);
      i = close < 0 ? n : close + 1;
    } else if (c === 92 /* \ */) i += 2;
    else if (c === 96 /* ` */) {
      const close = body.indexOf('`', i + 1);
      const end = close < 0 ? n : close;
      if (NESTED_ARITHMETIC.test(body.slice(i + 1, end))) use.unshown = true;
      i = end + 1;
    } else if (c === 36 /* $ */) i = afterDollar(body, i + 1, use);
    else if (c >= 48 && c <= 57) i = numberEnd(body, i);
    else if (NAME_START.test(body.charAt(i))) {
      const end = nameEnd(body, i);
      const name = body.slice(i, end);
      let k = end;
      while (body.charCodeAt(k) === 32 || body.charCodeAt(k) === 9) k++;
      const prev = body.charCodeAt(i - 1);
      // `i=0` assigns outright; `i==0`, `i+=1`, `++i = 1` (an error) read.
      if (body.charCodeAt(k) === 61 && body.charCodeAt(k + 1) !== 61 && prev !== 43 && prev !== 45)
        use.writes.push(name);
      else use.reads.push(name);
      i = end;
    } else i++;
  }
  return use;
}
/** A substitution's text that holds arithmetic of its own (read here as not shown, fail closed). */
const NESTED_ARITHMETIC = /\$[[{]|\(\(|`/;
const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /\w/;

function nameEnd(s: string, from: number): number {
  let j = from + 1;
  while (j < s.length && NAME_CHAR.test(s.charAt(j))) j++;
  return j;
}

/** A number's end: digits, then a base's digits (`16#ff`, `0x1F`, `64#@_`): no name read inside. */
function numberEnd(s: string, from: number): number {
  let j = from;
  while (j < s.length && /[\w#@]/.test(s.charAt(j))) j++;
  return j;
}

/** After a `$` of an arithmetic text: what it expands, noted in `use`; where reading goes on. */
function afterDollar(s: string, j: number, use: ArithmeticUse): number {
  const c = s.charAt(j);
  if (c === '(' && s.charAt(j + 1) === '(') return j + 2;
  if (c === '[') return j + 1;
  if (c === '(') {
    // A command's output pasted in: the command is read where the parse reads it; its text is skipped once.
    let depth = 1;
    let k = j + 1;
    for (; k < s.length && depth > 0; k++) {
      const d = s.charAt(k);
      if (d === "'") {
        const close = s.indexOf("'", k + 1);
        k = close < 0 ? s.length : close;
      } else if (d === '(') depth++;
      else if (d === ')') depth--;
    }
    if (NESTED_ARITHMETIC.test(s.slice(j + 1, k))) use.unshown = true;
    return k;
  }
  if (c === '{') {
    let k = j + 1;
    const prefix = s.charAt(k);
    if (prefix === '#' || prefix === '!') k++;
    const d = s.charAt(k);
    if (NAME_START.test(d)) {
      const end = nameEnd(s, k);
      // `${#x}` is a length (digits); `${!x}` evaluates x's value as a name.
      if (prefix !== '#') use.reads.push(s.slice(k, end));
      return end;
    }
    if (prefix === '#' && (d === '}' || d === '')) return k;
    if (/[\d@*-]/.test(d) && prefix !== '#') use.unshown = true;
    return k + 1;
  }
  if (NAME_START.test(c)) {
    const end = nameEnd(s, j);
    use.reads.push(s.slice(j, end));
    return end;
  }
  // `$1`, `$0`, `$@`, `$*`: the caller's words; `$-`: the shell's flags, read as a name.
  if (/[\d@*-]/.test(c)) use.unshown = true;
  return c === '' ? j : j + 1;
}
