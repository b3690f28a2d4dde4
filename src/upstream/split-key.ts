// The provider key split across a stream's events: a client joins the strings of one channel (a choice's
// `delta.content`, a block's `delta.text`, an output's `delta`) across events, so an upstream (or a model)
// writing the key a few characters an event hands the agent the key whole, though no event holds it
// (docs/wires.md, "Round 22"). Each event's JSON strings are read per channel with the key's KMP automaton;
// from the key's first MIN_HELD characters on, what could still be the key is held back from the client
// and sent with the channel's next string, or replaced by `[REDACTED]` once the key is whole.

import { GateError } from '../kernel/errors.js';
import { MAX_JSON_DEPTH } from '../kernel/json-depth.js';
import { inexactNumberFault, stringifyKeepingNumbers } from '../kernel/json-numbers.js';
import { ESCAPES as ONE_CHAR } from '../kernel/json-strict.js';
import { workDone } from '../kernel/screen/work.js';

/** Characters of the key's start a channel may send before holding back: a public prefix (`sk-proj-`). */
const MIN_HELD = 8;
const MARK = '[REDACTED]';
/** Channels with a state one stream may hold at once (a channel without one is forgotten). */
export const MAX_CHANNELS = 4096;
/** Thrown past MAX_JSON_DEPTH: the walk stops before the stack does. */
const TOO_DEEP = new Error('deeper than MAX_JSON_DEPTH');
/** JSON's one-character escapes whose decoded character no provider key holds (a quote, a control character). */
const QUIET_ESCAPES: ReadonlySet<string> = new Set(['"', 'b', 'f', 'n', 'r', 't']);
/** Members whose numbers name the channel an event's strings belong to (a block, an output, a part). */
const CHANNEL_NUMBERS = ['index', 'output_index', 'content_index', 'summary_index'] as const;

interface Channel {
  /** The KMP state: how many of the key's characters the channel's decoded text ends with. */
  q: number;
  /** The channel's text held back (the end of a possible key), sent with its next string. */
  held: string;
  /** An escape not yet complete the channel already sent (it could not make the key long enough to hold). */
  pre: string;
  /** How many characters at the end of `pre` and `held` are an escape not yet complete. */
  open: number;
  /** Characters of the channel's text sent so far (`held` follows them). */
  sent: number;
  /** Decoded characters read so far. */
  decoded: number;
  /** Where the last decoded characters (the possible key's and the one before it) end in the channel's text. */
  ends: number[];
}

/**
 * How many characters the character at `i` takes as a JSON reader decodes it: 1, 2 or 6 for an escape, 0
 * for an escape `text` ends before completing. A backslash starting no escape is itself.
 */
function escapeWidth(text: string, i: number): number {
  if (text.charCodeAt(i) !== 92 /* \\ */) return 1;
  if (i + 1 >= text.length) return 0;
  const next = text[i + 1]!;
  if (next !== 'u') return ONE_CHAR[next] === undefined ? 1 : 2;
  for (let k = i + 2; k < i + 6; k++) {
    if (k >= text.length) return 0;
    if (!/[0-9a-fA-F]/.test(text[k]!)) return 1;
  }
  return 6;
}

/** The character the escape of `width` at `i` decodes to. */
function decodeEscape(text: string, i: number, width: number): string {
  return width === 2
    ? ONE_CHAR[text[i + 1]!]!
    : String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
}

/**
 * The raw width of a quiet escape at `at` (a backslash), or 0: one of QUIET_ESCAPES, or in a call's
 * arguments (a decoded `\\` starting an escape there) a `\\` then one of them, `\\\"` or `\\\\`. A `\\`
 * before the string's closing quote leaves an escape open: not quiet.
 */
function quietEscapeWidth(data: string, at: number): number {
  const next = data[at + 1] ?? '';
  if (next !== '\\') return QUIET_ESCAPES.has(next) ? 2 : 0;
  const after = data[at + 2] ?? '';
  if (after === '\\') return data[at + 3] === '"' || data[at + 3] === '\\' ? 4 : 0;
  return after !== '"' && QUIET_ESCAPES.has(after) ? 3 : 0;
}

export class SplitKeyGuard {
  readonly #key: string;
  readonly #fail: Int32Array;
  readonly #minHeld: number;
  readonly #channels = new Map<string, Channel>();
  /** Where each decoded character of the string being read ends, by its count modulo the key's length + 1. */
  readonly #ends: Float64Array;
  /** The key's first two characters: a string holding neither them nor ending in the first needs no look. */
  readonly #start: string;
  /** True when the key holds no character a quiet escape decodes to (quietEscapeWidth): those need no look. */
  readonly #quietEscapes: boolean;
  /** Set by tests only: every event is read, the pre-check's answers are compared against it. */
  readonly #readEvery: boolean;

  constructor(key: string, readEvery = false) {
    this.#key = key;
    this.#start = key.slice(0, 2);
    this.#quietEscapes = !/["\\\b\f\n\r\t]/.test(key);
    this.#readEvery = readEvery;
    this.#minHeld = Math.max(1, Math.min(MIN_HELD, key.length - 1));
    this.#ends = new Float64Array(key.length + 1);
    // KMP failure function: the longest proper prefix of key[0..i] that is also its suffix.
    this.#fail = new Int32Array(key.length);
    for (let i = 1, k = 0; i < key.length; i++) {
      while (k > 0 && key[i] !== key[k]) k = this.#fail[k - 1]!;
      if (key[i] === key[k]) k++;
      this.#fail[i] = k;
    }
  }

  /**
   * One event's data as the client may read it: its JSON strings with what could be the key held back
   * per channel, or redacted. Data that is not a JSON object, or needs no change, comes back as it is.
   */
  data(data: string, event: string | undefined): string {
    if (data.length === 0 || data.charCodeAt(0) !== 123 /* { */) return data;
    if (!this.#readEvery && !this.#mayMatter(data)) return data;
    let root: unknown;
    try {
      root = JSON.parse(data);
    } catch {
      // The wire's strict reader names the fault.
      return data;
    }
    if (typeof root !== 'object' || root === null || Array.isArray(root)) return data;
    const record = root as Record<string, unknown>;
    let name = `${event ?? (typeof record.type === 'string' ? record.type : '')}`;
    for (const member of CHANNEL_NUMBERS)
      if (typeof record[member] === 'number') name += `/${member}=${record[member]}`;
    try {
      if (!this.#walk(record, name, 1)) return data;
      const text = stringifyKeepingNumbers(data, record);
      if (text === undefined) throw inexactNumberFault();
      return text;
    } catch (err) {
      // Deeper than any JSON gate reads: the wire's strict reader refuses the event, naming why.
      if (err === TOO_DEEP) return data;
      throw err;
    }
  }

  /**
   * Whether the event can change a channel, read from its text without parsing it: some channel holds a
   * state, or a string may end with the key's start (`sk` anywhere, an `s"` not closing a member's name, an
   * escape that may decode to the key's characters). Most events of a stream answer no at a few native searches.
   */
  #mayMatter(data: string): boolean {
    if (this.#channels.size > 0 || this.#loudEscape(data) || data.includes(this.#start)) return true;
    const end = `${this.#key[0]}"`;
    for (let at = data.indexOf(end); at >= 0; at = data.indexOf(end, at + 2))
      if (data.charCodeAt(at + 2) !== 58 /* : */) return true;
    return false;
  }

  /**
   * Whether the text holds an escape that may decode to one of the key's characters: any but a quiet one
   * (`\u` and `\/` may spell the key; a `\\` is an escape's start in a call's arguments, quiet only when
   * that escape is). A quiet escape decodes to a character the key lacks, which only resets the automaton:
   * text with line breaks and call arguments (`\"`, `\\n`) need no read (docs/wires.md, "round 26").
   */
  #loudEscape(data: string): boolean {
    if (!this.#quietEscapes) return data.includes('\\');
    for (let at = data.indexOf('\\'); at >= 0; at = data.indexOf('\\', at)) {
      const width = quietEscapeWidth(data, at);
      if (width === 0) return true;
      at += width;
    }
    return false;
  }

  /** Rewrites the strings under `node` in place; true when one changed. */
  #walk(node: Record<string, unknown> | unknown[], path: string, depth: number): boolean {
    if (depth > MAX_JSON_DEPTH) throw TOO_DEEP;
    let changed = false;
    const visit = (value: unknown, at: string, put: (v: string) => void): void => {
      if (typeof value === 'string') {
        const out = this.#channel(at, value);
        if (out !== value) {
          put(out);
          changed = true;
        }
      } else if (typeof value === 'object' && value !== null) {
        if (this.#walk(value as Record<string, unknown>, at, depth + 1)) changed = true;
      }
    };
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        // An element naming its own index (a choice, a tool call) is that channel wherever it sits.
        const own = (item as { index?: unknown } | null)?.index;
        visit(item, `${path}[${typeof own === 'number' ? `i${own}` : i}]`, (v) => {
          node[i] = v;
        });
      });
    } else {
      for (const key of Object.keys(node))
        visit(node[key], `${path}.${key}`, (v) => {
          // Defined, not assigned: a member named `__proto__` (JSON.parse makes it an own one) is set too.
          Object.defineProperty(node, key, {
            value: v,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        });
    }
    return changed;
  }

  /**
   * The channel's string as sent: its held text first, what could still be the key held back. The key is
   * matched on the text as a JSON reader decodes it (`\\u0073`, `\\/`): a call's arguments are JSON a
   * client parses once it has joined them, so the key escaped and cut across events is the key to it.
   */
  #channel(name: string, s: string): string {
    let channel = this.#channels.get(name);
    if (channel === undefined) {
      // A channel that cannot begin the key needs no state: the common string passes at one or two searches.
      if (s.indexOf(this.#key[0]!) < 0 && s.indexOf('\\') < 0) return s;
      // Real streams hold a few channels; a stream naming new ones without end would grow gate's memory.
      if (this.#channels.size >= MAX_CHANNELS)
        throw new GateError(
          'UPSTREAM_UNREACHABLE',
          `the upstream's event stream holds more than ${MAX_CHANNELS} channels gate must follow for the provider key`,
        );
      channel = {
        q: 0,
        held: '',
        pre: '',
        open: 0,
        sent: 0,
        decoded: 0,
        ends: [],
      };
      this.#channels.set(name, channel);
    }
    const key = this.#key;
    const ring = key.length + 1;
    // One ring for every channel (a string is read at once): the channel's saved ends go back into it.
    const ends = this.#ends;
    const saved = channel.ends;
    for (let k = 0; k < saved.length; k++) ends[(channel.decoded - saved.length + k) % ring] = saved[k]!;
    const pre = channel.pre;
    const text = pre + channel.held + s;
    // Where `text` begins in the channel's whole text (`pre` went out already).
    const base = channel.sent - pre.length;
    const parts: string[] = [];
    let q = channel.q;
    let d = channel.decoded;
    // `from`: the first character not yet sent; `frontier`: everything before it may be sent.
    let from = pre.length;
    let frontier = pre.length;
    let steps = 0;
    let i = pre.length + channel.held.length - channel.open;
    let open = 0;
    let sentOpen = '';
    while (i < text.length) {
      const width = text.charCodeAt(i) === 92 /* \\ */ ? escapeWidth(text, i) : 1;
      if (width === 0) {
        // An escape the next string completes: held with what it may continue, or sent (it cannot make a
        // key long enough to hold) and read again with the next string.
        open = text.length - i;
        if (q + 1 < this.#minHeld) {
          frontier = text.length;
          sentOpen = text.slice(i);
        }
        break;
      }
      const c = width === 1 ? text[i] : decodeEscape(text, i, width);
      i += width;
      steps++;
      while (q > 0 && key[q] !== c) {
        q = this.#fail[q - 1]!;
        steps++;
      }
      if (key[q] === c) q++;
      ends[d % ring] = base + i;
      d++;
      if (q < this.#minHeld) {
        frontier = i;
        continue;
      }
      // Where the possible key's text begins: after the character before its first.
      const begins = d - q === 0 ? 0 : Math.max(0, ends[(d - q - 1) % ring]! - base);
      if (q === key.length) {
        // The key whole: what of it is not sent yet becomes the mark (at most MIN_HELD - 1 went before).
        parts.push(text.slice(from, Math.max(frontier, begins)), MARK);
        from = frontier = i;
        q = 0;
        continue;
      }
      frontier = Math.max(frontier, begins);
    }
    parts.push(text.slice(from, frontier));
    // Counted only under test: the automaton's steps, at most twice the string's characters.
    workDone(steps + channel.held.length);
    channel.q = q;
    channel.decoded = d;

    channel.open = open;
    channel.pre = sentOpen;
    channel.held = text.slice(frontier);
    channel.sent = base + frontier;
    if (q === 0 && channel.held === '' && sentOpen === '') this.#channels.delete(name);
    else {
      // What a key the next string continues needs: the ends of its characters and of the one before.
      const keep = Math.min(d, q + 1);
      const kept: number[] = [];
      for (let k = d - keep; k < d; k++) kept.push(ends[k % ring]!);
      channel.ends = kept;
    }
    return parts.length === 1 ? parts[0]! : parts.join('');
  }
}
