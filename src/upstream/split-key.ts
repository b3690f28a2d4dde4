// The provider key split across a stream's events: a client joins the strings of one channel (a choice's
// `delta.content`, a block's `delta.text`, an output's `delta`) across events, so an upstream (or a model)
// writing the key a few characters an event hands the agent the key whole, though no event holds it
// (docs/wires.md, "Round 22"). Each event's JSON strings are read per channel with the key's KMP automaton;
// from the key's first MIN_HELD characters on, what could still be the key is held back from the client
// and sent with the channel's next string, or replaced by `[REDACTED]` once the key is whole.

import { GateError } from '../kernel/errors.js';
import { MAX_JSON_DEPTH } from '../kernel/json-depth.js';
import { stringifyKeepingNumbers } from '../kernel/json-numbers.js';
import { workDone } from '../kernel/screen/work.js';

/** Characters of the key's start a channel may send before holding back: a public prefix (`sk-proj-`). */
const MIN_HELD = 8;
const MARK = '[REDACTED]';
/** Channels with a state one stream may hold at once (a channel without one is forgotten). */
export const MAX_CHANNELS = 4096;
/** Thrown past MAX_JSON_DEPTH: the walk stops before the stack does. */
const TOO_DEEP = new Error('deeper than MAX_JSON_DEPTH');
/** Members whose numbers name the channel an event's strings belong to (a block, an output, a part). */
const CHANNEL_NUMBERS = ['index', 'output_index', 'content_index', 'summary_index'] as const;

interface Channel {
  /** The KMP state: how many of the key's characters the channel's text ends with. */
  q: number;
  /** The channel's text held back (the end of a possible key), sent with its next string. */
  held: string;
}

export class SplitKeyGuard {
  readonly #key: string;
  readonly #fail: Int32Array;
  readonly #minHeld: number;
  readonly #channels = new Map<string, Channel>();
  /** The key's first two characters: a string holding neither them nor ending in the first needs no look. */
  readonly #start: string;

  constructor(key: string) {
    this.#key = key;
    this.#start = key.slice(0, 2);
    this.#minHeld = Math.max(1, Math.min(MIN_HELD, key.length - 1));
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
    if (data.length === 0 || data.charCodeAt(0) !== 123 /* { */ || !this.#mayMatter(data)) return data;
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
      if (text === undefined)
        throw new GateError(
          'UPSTREAM_UNREACHABLE',
          'the upstream stream carried a number gate cannot pass on exactly',
        );
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
   * escape). Most events of a stream answer no at three native searches.
   */
  #mayMatter(data: string): boolean {
    if (this.#channels.size > 0 || data.includes('\\') || data.includes(this.#start)) return true;
    const end = `${this.#key[0]}"`;
    for (let at = data.indexOf(end); at >= 0; at = data.indexOf(end, at + 2))
      if (data.charCodeAt(at + 2) !== 58 /* : */) return true;
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

  /** The channel's string as sent: its held text first, what could still be the key held back. */
  #channel(name: string, s: string): string {
    let channel = this.#channels.get(name);
    if (channel === undefined) {
      // A channel that cannot begin the key needs no state: the common string passes at one search.
      if (s.indexOf(this.#key[0]!) < 0) return s;
      // Real streams hold a few channels; a stream naming new ones without end would grow gate's memory.
      if (this.#channels.size >= MAX_CHANNELS)
        throw new GateError(
          'UPSTREAM_UNREACHABLE',
          `the upstream's event stream holds more than ${MAX_CHANNELS} channels gate must follow for the provider key`,
        );
      channel = { q: 0, held: '' };
      this.#channels.set(name, channel);
    }
    const key = this.#key;
    const text = channel.held + s;
    const parts: string[] = [];
    let q = channel.q;
    // `from`: the first character not yet sent; `frontier`: everything before it may be sent.
    let from = 0;
    let frontier = 0;
    let steps = 0;
    for (let i = channel.held.length; i < text.length; i++) {
      const c = text[i];
      steps++;
      while (q > 0 && key[q] !== c) {
        q = this.#fail[q - 1]!;
        steps++;
      }
      if (key[q] === c) q++;
      if (q === key.length) {
        // The key whole: what of it is not sent yet becomes the mark (at most MIN_HELD - 1 went before).
        parts.push(text.slice(from, Math.max(frontier, i + 1 - q)), MARK);
        from = frontier = i + 1;
        q = 0;
        continue;
      }
      frontier = q >= this.#minHeld ? Math.max(frontier, i + 1 - q) : i + 1;
    }
    parts.push(text.slice(from, frontier));
    // Counted only under test: the automaton's steps, at most twice the string's length.
    workDone(steps + channel.held.length);
    channel.q = q;
    channel.held = text.slice(frontier);
    if (q === 0 && channel.held === '') this.#channels.delete(name);
    return parts.length === 1 ? parts[0]! : parts.join('');
  }
}
