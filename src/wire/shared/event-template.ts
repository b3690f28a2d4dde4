// Stream events read from a template of the last few the strict read built. In a stream, consecutive deltas
// are the same bytes but for a few members (a text piece, an argument fragment, a sequence number): an
// event that is a learnt template's literal text with other well-formed values in those places is, member
// for member, what the strict read would build from it, with those values in their places. It is built
// from the template, not read again. Anything else takes the strict read (json-strict.ts), which decides
// and names every fault, so a template never refuses and never accepts what the strict read would not
// (docs/wires.md, round 20). Linear: each try is native compares of literal text and forward scans of the
// values, at most MAX_TEMPLATES tries an event.
import { parseModelJson } from './json.js';

/** Templates kept by a reader: a wire's streams have few delta shapes (text, arguments, a model's own members). */
const MAX_TEMPLATES = 8;
/** Events longer than this are not learnt (a terminal event with the whole response): read once anyway. */
const MAX_LEARNT = 4096;
/** An integer value read in place: plain digits, at most this many (exact in a double). */
const MAX_DIGITS = 15;

type Node =
  | { kind: 'value'; value: unknown }
  | { kind: 'hole'; at: number }
  /** `base` holds the object's literal members, in order; `live` the members built again each read. */
  | { kind: 'object'; base: Record<string, unknown>; keys: string[]; live: Node[] }
  | { kind: 'array'; items: Node[] };

interface Template {
  /** Literal text around the values read in place: one more than `strings`. */
  segments: string[];
  /** For each value read in place, whether it is a string (else an integer). */
  strings: boolean[];
  shape: Node;
}

/**
 * Whether `text` holds `part` at `at`: one native compare of a copy (3x faster here than a `charCodeAt` loop
 * or `startsWith` at a position; on a stream's freshly parsed event text, against a part cut from another,
 * 15x faster than `startsWith`, docs/wires.md "Round 35"). A place before the text's start holds nothing.
 */
export function holdsAt(text: string, part: string, at: number): boolean {
  return text.substring(at, at + part.length) === part;
}

/** The end (past the closing quote) of a well-formed JSON string at `from`, or -1; escapes checked, not decoded. */
export function jsonStringEnd(text: string, from: number): number {
  if (text.charCodeAt(from) !== 34) return -1;
  let i = from + 1;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (Number.isNaN(c) || c < 0x20) return -1;
    if (c !== 92) {
      i++;
      continue;
    }
    const e = text.charCodeAt(i + 1);
    if (e === 117 /* u */) {
      for (let k = i + 2; k < i + 6; k++) if (!isHex(text.charCodeAt(k))) return -1;
      i += 6;
    } else if (
      e === 34 ||
      e === 92 ||
      e === 47 ||
      e === 98 ||
      e === 102 ||
      e === 110 ||
      e === 114 ||
      e === 116
    ) {
      // " \ / b f n r t
      i += 2;
    } else return -1;
  }
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The end of a plain non-negative integer at `from` (no sign, no leading zero, at most MAX_DIGITS), or -1. */
function integerEnd(text: string, from: number): number {
  let i = from;
  while (isDigit(text.charCodeAt(i)) && i - from <= MAX_DIGITS) i++;
  const n = i - from;
  if (n === 0 || n > MAX_DIGITS || (n > 1 && text.charCodeAt(from) === 48)) return -1;
  return i;
}

/**
 * Reads one stream's events: a template hit is built in place, anything else is `parseModelJson`
 * (throwing as it throws). `holes` names the members whose string or integer values vary between events
 * of one shape; every other member of a template is its literal text.
 */
export class EventTemplates {
  private readonly templates: Template[] = [];
  /** In an ordered pool, where the next search starts: past the last hit. */
  private next = 0;
  /** Values of the template being read, in text order (reused: the reader never re-enters). */
  private readonly values: unknown[] = [];

  /**
   * `learns` says which strict reads are worth a template (a delta, of which more follow): cutting one costs
   * a few strict reads, so a stream's one-off events are not cut.
   */
  constructor(
    private readonly holes: ReadonlySet<string>,
    private readonly learns: (value: unknown) => boolean = () => true,
    private readonly max = MAX_TEMPLATES,
    /** Whether a shape with no value read in place is kept (the one-off pool's `ping`, `message_stop`). */
    private readonly literals = false,
    /**
     * Kept in the order learnt and searched from past the last hit, not moved to the front: a stream's one-off
     * events come in the same order in every stream, each once, so the next is most often the one after.
     */
    private readonly ordered = false,
  ) {}

  read(data: string): unknown {
    const hit = this.hit(data);
    if (hit !== MISS) return hit;
    const value = parseModelJson(data);
    if (data.length <= MAX_LEARNT && this.learns(value)) this.learn(data, value);
    return value;
  }

  /** The value a learnt template builds from `data`, or MISS when none holds it (nothing is read strictly). */
  hit(data: string): unknown {
    if (this.ordered) {
      const n = this.templates.length;
      for (let k = 0; k < n; k++) {
        const t = (this.next + k) % n;
        const template = this.templates[t]!;
        if (this.match(template, data)) {
          this.next = (t + 1) % n;
          return this.build(template.shape);
        }
      }
      return MISS;
    }
    for (let t = 0; t < this.templates.length; t++) {
      const template = this.templates[t]!;
      if (this.match(template, data)) {
        // The last hit is tried first next time.
        if (t > 0) {
          this.templates.splice(t, 1);
          this.templates.unshift(template);
        }
        return this.build(template.shape);
      }
    }
    return MISS;
  }

  /** Whether `read` would learn what the strict read built from `data`. */
  wouldLearn(data: string, value: unknown): boolean {
    return data.length <= MAX_LEARNT && this.learns(value);
  }

  private match(template: Template, data: string): boolean {
    const { segments, strings } = template;
    const values = this.values;
    let pos = 0;
    for (let i = 0; i < strings.length; i++) {
      const segment = segments[i]!;
      if (!holdsAt(data, segment, pos)) return false;
      pos += segment.length;
      const end = strings[i] ? jsonStringEnd(data, pos) : integerEnd(data, pos);
      if (end === -1) return false;
      const text = data.slice(pos, end);
      // A string without an escape is its own text between the quotes; JSON.parse decodes the rest.
      values[i] = !strings[i] ? Number(text) : text.includes('\\') ? JSON.parse(text) : text.slice(1, -1);
      pos = end;
    }
    const last = segments[strings.length]!;
    return pos + last.length === data.length && holdsAt(data, last, pos);
  }

  /** A fresh value of the template's shape (callers change what they read), the values read in place. */
  private build(node: Node): unknown {
    switch (node.kind) {
      case 'value':
        return node.value;
      case 'hole':
        return this.values[node.at];
      case 'array':
        return node.items.map((item) => this.build(item));
      case 'object': {
        // A copy of the literal members (one native clone), then the members built again.
        const out = { ...node.base };
        for (let i = 0; i < node.keys.length; i++) out[node.keys[i]!] = this.build(node.live[i]!);
        return out;
      }
    }
  }

  /** Whether `key`'s value `v` is read in place: a string, or an integer the reader reads exactly. */
  private isHole(key: string, v: unknown): boolean {
    return this.holes.has(key) && (typeof v === 'string' || (Number.isSafeInteger(v) && (v as number) >= 0));
  }

  /**
   * Keeps `value` as a template when it has values to read in place and writes back as exactly `data`
   * outside them (compact JSON, numbers in their shortest form, keys in text order). One encoding, with a
   * mark in place of each such value, cut at the marks: the literal segments, each the JSON of what it
   * holds, so any text that matches reads as `value` with the values matched in place.
   */
  learn(data: string, value: unknown): boolean {
    // A mark no text of `data` holds: its JSON is the escape `\u0000`, which data is checked not to contain.
    if (data.includes('\\u0000')) return false;
    const strings: boolean[] = [];
    const isHole = (key: string, v: unknown) => this.isHole(key, v);
    const marked = JSON.stringify(value, function (this: unknown, key: string, v: unknown) {
      // An array's items are never read in place (walk below passes them no key).
      if (key === '' || Array.isArray(this) || !isHole(key, v)) return v;
      strings.push(typeof v === 'string');
      return MARK;
    });
    // A template with nothing read in place (a `ping`) is its literal text: kept only where asked.
    if ((strings.length === 0 && !this.literals) || marked === undefined) return false;
    let at = 0;
    const walk = (v: unknown, key: string | undefined): Node | undefined => {
      if (key !== undefined && this.isHole(key, v)) return { kind: 'hole', at: at++ };
      if (Array.isArray(v)) {
        const items: Node[] = [];
        for (const item of v) {
          const node = walk(item, undefined);
          if (node === undefined) return undefined;
          items.push(node);
        }
        return { kind: 'array', items };
      }
      if (typeof v !== 'object' || v === null) return { kind: 'value', value: v };
      const base: Record<string, unknown> = {};
      const keys: string[] = [];
      const live: Node[] = [];
      for (const k of Object.keys(v)) {
        // Set by assignment, this key would change the object's prototype: not learnt.
        if (k === '__proto__') return undefined;
        const node = walk((v as Record<string, unknown>)[k], k);
        if (node === undefined) return undefined;
        // Every key is in `base`, in the text's order; a live member's place is kept by a null there.
        base[k] = node.kind === 'value' ? node.value : null;
        if (node.kind !== 'value') {
          keys.push(k);
          live.push(node);
        }
      }
      return { kind: 'object', base, keys, live };
    };
    const shape = walk(value, undefined);
    if (shape === undefined || at !== strings.length) return false;
    const template: Template = { segments: marked.split(MARK_JSON), strings, shape };
    // `data` itself must read from it: its literal text is the encoding's, each value where it is cut.
    if (template.segments.length !== strings.length + 1 || !this.match(template, data)) return false;
    if (this.ordered) {
      this.templates.push(template);
      if (this.templates.length > this.max) this.templates.shift();
      this.next = 0;
      return true;
    }
    this.templates.unshift(template);
    if (this.templates.length > this.max) this.templates.pop();
    return true;
  }
}

/** What `hit` answers when no template holds the text. */
export const MISS: unique symbol = Symbol('miss');

/** One-off event shapes kept (a stream's start, its blocks' starts and stops, its end), apart from the deltas. */
const MAX_ONE_OFF = 16;
/** Event types remembered, before one is learnt on its second strict read. */
const MAX_SEEN = 64;
/** Cuts tried for one type (its shapes, or a text that cannot be cut): past them its events are read strictly. */
const MAX_CUTS = 4;

/**
 * Round 58: a wire's reader of every event. Deltas are read from their templates as before (`deltas`, learnt
 * on the first read); an event of which a stream has one (a snapshot of the response, an item's or block's
 * start and stop, a stop, a ping) repeats across streams but for a few values (ids, a time, a text), so its
 * shape is learnt too, in a pool of its own (so the deltas' templates are never pushed out), and only on its
 * type's second strict read: a shape seen once costs no cut. Either pool's hit is what the strict read would
 * build (EventTemplates); a miss is the strict read, which decides and names every fault.
 */
export class StreamEventReader {
  private readonly oneOff: EventTemplates;
  /** Strict reads of each type so far, up to MAX_CUTS + 1 (cleared when full: a bound, not a cache). */
  private readonly seen = new Map<string, number>();

  private readonly deltas: EventTemplates;

  /** `holes` and `isDelta` as EventTemplates takes them; a one-off event also reads `oneOffHoles` in place. */
  constructor(
    holes: ReadonlySet<string>,
    isDelta: (value: unknown) => boolean,
    oneOffHoles: readonly string[],
  ) {
    this.deltas = new EventTemplates(holes, isDelta);
    this.oneOff = new EventTemplates(
      new Set([...holes, ...oneOffHoles]),
      () => true,
      MAX_ONE_OFF,
      true,
      true,
    );
  }

  read(data: string): unknown {
    const delta = this.deltas.hit(data);
    if (delta !== MISS) return delta;
    const event = this.oneOff.hit(data);
    if (event !== MISS) return event;
    const value = parseModelJson(data);
    if (this.deltas.wouldLearn(data, value)) this.deltas.learn(data, value);
    else if (this.oneOff.wouldLearn(data, value) && this.worthCutting(value)) this.oneOff.learn(data, value);
    return value;
  }

  /**
   * Whether an event of this value's type is cut now: from its second strict read, at most MAX_CUTS times, so
   * a type seen once costs no cut and a text no template can hold (spaced JSON, a number in another form)
   * costs a bounded number, not one an event.
   */
  private worthCutting(value: unknown): boolean {
    const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
    // Chat's chunks have no type: their object's name stands for it.
    const name = typeof type === 'string' ? type : (value as { object?: unknown } | null)?.object;
    if (typeof name !== 'string' || name.length > 64) return false;
    const reads = this.seen.get(name) ?? 0;
    if (reads === 0 && this.seen.size >= MAX_SEEN) this.seen.clear();
    if (reads > MAX_CUTS) return false;
    this.seen.set(name, reads + 1);
    return reads > 0;
  }
}

/** What a value read in place is written as while a template is cut, and its JSON. */
const MARK = '\u0000';
const MARK_JSON = '"\\u0000"';
