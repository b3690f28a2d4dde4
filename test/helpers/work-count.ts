// Work counted, not timed: tests that hold a reading to linear growth count what it does (docs/
// screening.md, 'Linear time'). While `workOf` runs, the string methods the readers' loops and searches go
// through are wrapped: a character read (`charCodeAt`, `codePointAt`) counts one, a native search the
// characters it passed over (a regular expression's too: every match, test, replace and split goes
// through `RegExp.prototype.exec`; an array's `includes` and `indexOf` the elements), a copy (`slice`,
// `substring`, an array's `join`) its length, a word tested (`startsWith`, `endsWith`, a Set's or Map's
// `has`/`get`) one; the steps the screener's own
// bounded loops report (`src/kernel/screen/work.ts`) are added. Deterministic: the same text gives the
// same count on any machine under any load. Off, nothing is wrapped.
import { countWork } from '../../src/kernel/screen/work.js';
import { checkDrawn } from './deep.js';

type Method = (this: string, ...args: never[]) => unknown;
const proto = String.prototype as unknown as Record<string, Method>;

/** Characters a search from `from` passed over: to what it found, else to the end. */
const forward = (s: { length: number }, from: unknown, at: number) => {
  const start = Math.max(0, Math.min(s.length, Number(from ?? 0) || 0));
  return Math.max(0, (at < 0 ? s.length : at) - start);
};

/** Thrown when the count passes its limit: a quadratic reading fails at once instead of running on. */
class PastLimit extends Error {}

/**
 * The work `fn` does: characters read, searched and copied, and loop steps reported. Past `limit`
 * characters read, searched or copied, `fn` is stopped and the count is Infinity.
 */
export function workOf(fn: () => unknown, limit = Number.POSITIVE_INFINITY): number {
  const saved = {
    charCodeAt: proto.charCodeAt!,
    codePointAt: proto.codePointAt!,
    indexOf: proto.indexOf!,
    lastIndexOf: proto.lastIndexOf!,
    includes: proto.includes!,
    slice: proto.slice!,
    substring: proto.substring!,
    startsWith: proto.startsWith!,
    endsWith: proto.endsWith!,
  };
  let n = 0;
  const wrap = (name: keyof typeof saved, cost: (s: string, args: unknown[], r: unknown) => number) => {
    const original = saved[name] as (...args: unknown[]) => unknown;
    proto[name] = function (this: string, ...args: unknown[]) {
      const r = original.apply(this, args);
      n += cost(this, args, r);
      if (n > limit) throw new PastLimit();
      return r;
    } as Method;
  };
  wrap('charCodeAt', () => 1);
  wrap('codePointAt', () => 1);
  wrap('indexOf', (s, a, r) => forward(s, a[1], r as number));
  wrap('includes', (s, a) => forward(s, a[1], saved.indexOf.call(s, a[0] as never, a[1] as never) as number));
  wrap('lastIndexOf', (s, a, r) => {
    const from = Math.min(s.length, a[1] === undefined ? s.length : Number(a[1]) || 0);
    return Math.max(0, from - Math.max(0, r as number));
  });
  wrap('slice', (_s, _a, r) => (r as string).length);
  wrap('substring', (_s, _a, r) => (r as string).length);
  // A loop over a word array reads each word through these (`w.startsWith('-')`, `SET.has(w)`): one step
  // a call, so a reading that visits every later word per word counts quadratic (round 16's env stacks).
  wrap('startsWith', () => 1);
  wrap('endsWith', () => 1);
  const sets = { has: Set.prototype.has };
  const maps = { has: Map.prototype.has, get: Map.prototype.get };
  Set.prototype.has = function (this: Set<unknown>, v: unknown) {
    n++;
    return sets.has.call(this, v);
  };
  Map.prototype.has = function (this: Map<unknown, unknown>, k: unknown) {
    n++;
    return maps.has.call(this, k);
  };
  Map.prototype.get = function (this: Map<unknown, unknown>, k: unknown) {
    n++;
    return maps.get.call(this, k);
  };
  const array = Array.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const arrays = { includes: array.includes!, indexOf: array.indexOf!, join: array.join! };
  for (const name of ['includes', 'indexOf'] as const)
    array[name] = function (this: unknown[], ...args: unknown[]) {
      const r = arrays[name].apply(this, args);
      const at = name === 'indexOf' ? (r as number) : (arrays.indexOf.apply(this, args) as number);
      n += forward(this, args[1], at);
      if (n > limit) throw new PastLimit();
      return r;
    };
  array.join = function (this: unknown[], ...args: unknown[]) {
    const r = arrays.join.apply(this, args) as string;
    n += r.length;
    if (n > limit) throw new PastLimit();
    return r;
  };
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, s: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const m = exec.call(this, s);
    // A sticky attempt (split's) reads what it matched; a search, from its start to its match's end.
    if (this.sticky) n += m ? Math.max(1, m[0].length) : 1;
    else n += Math.max(1, (m ? m.index + m[0].length : String(s).length) - from);
    if (n > limit) throw new PastLimit();
    return m;
  };
  try {
    const steps = countWork(fn);
    // A stop the reading caught and went on from is still past the limit.
    return n > limit ? Number.POSITIVE_INFINITY : steps + n;
  } catch (e) {
    if (e instanceof PastLimit) return Number.POSITIVE_INFINITY;
    throw e;
  } finally {
    Object.assign(proto, saved);
    RegExp.prototype.exec = exec;
    Object.assign(array, arrays);
    Set.prototype.has = sets.has;
    Map.prototype.has = maps.has;
    Map.prototype.get = maps.get;
  }
}

/**
 * How many times the work eight times the input costs (linear is 8x, quadratic 64x); `make(n)` builds
 * an input of about n characters. Infinity when the small input passes 256 a character or the large one
 * sixteen times the small one's: a reading gone quadratic is stopped, not waited for.
 */
export function growthOf(
  make: (size: number) => string,
  read: (text: string) => unknown,
  small = 16384,
): number {
  const x = make(small);
  const y = make(8 * small);
  // Ordinary readings count 10 to 60 a character; a quadratic one (thousands a character at 8 kB) is
  // stopped at 1024 on the small input. 512, not 256: the screen's whole reading of a text dense with
  // credential paths counts ~257 and is linear (8x the input, 8.1x the work; round 57). 1024, not 512: a
  // key on every line (`\n  password: a(`) counts 545 on c1ba2203 and 576 since, linear (7.6x; round 75).
  // A quadratic one under the stop still fails: the large input is stopped at 16x the small one's work.
  const a = workOf(() => read(x), 1024 * Math.max(1, x.length));
  if (a === Number.POSITIVE_INFINITY) return a;
  // Stopped well past the bar: a quadratic reading fails at once.
  const b = workOf(() => read(y), 16 * Math.max(1, a));
  return b / Math.max(1, a);
}

/** `unit` repeated to exactly `size` characters: the adversarial input of a linearity test. */
export const fill = (unit: string, size: number): string =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Eight times `unit` repeated costs at most twelve times the work (linear is 8x, quadratic 64x). */
export function assertRepeatLinear(unit: string, read: (text: string) => unknown, small = 8 * 1024): void {
  // A drawn share of them a CI run, all under GATE_DEEP=1 (deep.ts CHECK_SHARE).
  if (!checkDrawn()) return;
  const ratio = growthOf((n) => fill(unit, n), read, small);
  if (ratio > 12) throw new Error(`${JSON.stringify(unit)}: 8x the input cost ${ratio.toFixed(1)}x the work`);
}
