// RFC 8785 (JCS) canonical JSON: sorted keys by UTF-16 code units, no whitespace, ES number text.
// One implementation serves the confirm token, repaired_arguments, the journal hash and the vDSO key.
import * as crypto from 'node:crypto';

export function canonicalJson(value: unknown): string {
  // Round 21: a value already in canonical order is what the native encoder writes (a third of the cost);
  // round 25: written in the pass that checks the order, with its strings quoted by hand where JSON
  // would not escape them (a confirm token 760 -> 430 ns: the native encoder's call cost most of it).
  // Round 34: a value out of order (a manifest: its fields in schema order) is copied in order and written by
  // the native encoder once, not encoded member by member (the default floor's digest: 447 KB of text).
  const plain = plainJson(value, 0);
  if (plain !== undefined) return plain;
  const ordered = orderedCopy(value, 0);
  return ordered === NOT_PLAIN ? encode(value) : JSON.stringify(ordered);
}

const NOT_PLAIN: unique symbol = Symbol('not plain');

/**
 * `value` with every object rebuilt, its keys inserted in code-unit order and undefined members left out,
 * so that JSON.stringify writes what `encode` does; NOT_PLAIN for anything where they could differ (a key
 * starting with a digit, which objects enumerate first in numeric order; an array hole or undefined item;
 * a prototype other than Object's, Array's or null; a non-finite number; a type JSON lacks).
 */
function orderedCopy(value: unknown, depth: number): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : NOT_PLAIN;
    case 'object': {
      if (depth > MAX_PLAIN_DEPTH) return NOT_PLAIN;
      const proto = Object.getPrototypeOf(value);
      if (Array.isArray(value)) {
        if (proto !== Array.prototype) return NOT_PLAIN;
        const out: unknown[] = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || value[i] === undefined) return NOT_PLAIN;
          const item = orderedCopy(value[i], depth + 1);
          if (item === NOT_PLAIN) return NOT_PLAIN;
          out[i] = item;
        }
        return out;
      }
      if (proto !== Object.prototype && proto !== null) return NOT_PLAIN;
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj).sort();
      // No prototype: a `__proto__` key is set as an own member, as JSON.parse made it.
      const out: Record<string, unknown> = Object.create(null);
      for (const k of keys) {
        const first = k.charCodeAt(0);
        if (first >= 48 && first <= 57) return NOT_PLAIN;
        const v = obj[k];
        if (v === undefined) continue;
        const item = orderedCopy(v, depth + 1);
        if (item === NOT_PLAIN) return NOT_PLAIN;
        out[k] = item;
      }
      return out;
    }
    default:
      return NOT_PLAIN;
  }
}

/**
 * What JSON.stringify writes for `value` when that is what `encode` writes too (every object plain with
 * its keys already in code-unit order and no undefined member, every array without holes or undefined
 * items, every number finite, nothing but JSON's types); undefined otherwise. One pass over keys and items.
 */
function plainJson(value: unknown, depth: number): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return quoted(value);
    case 'number':
      // A finite number's JSON text is its ES text (Number::toString, as JSON.stringify writes it).
      return Number.isFinite(value) ? String(value) : undefined;
    case 'object': {
      // Past this depth the plain encoder answers.
      if (depth > MAX_PLAIN_DEPTH) return undefined;
      const proto = Object.getPrototypeOf(value);
      if (Array.isArray(value)) {
        if (proto !== Array.prototype) return undefined;
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          // A hole reads undefined, which goes to the plain encoder (it leaves a hole empty).
          const item = plainJson(value[i], depth + 1);
          if (item === undefined) return undefined;
          out += i === 0 ? item : `,${item}`;
        }
        return `${out}]`;
      }
      if (proto !== Object.prototype && proto !== null) return undefined;
      const obj = value as Record<string, unknown>;
      let out = '{';
      let last: string | undefined;
      for (const k in obj) {
        if (!Object.hasOwn(obj, k)) return undefined;
        if (last !== undefined && !(last < k)) return undefined;
        const v = obj[k];
        if (v === undefined) return undefined;
        const item = plainJson(v, depth + 1);
        if (item === undefined) return undefined;
        out += `${last === undefined ? '' : ','}${quoted(k)}:${item}`;
        last = k;
      }
      return `${out}}`;
    }
    default:
      return undefined;
  }
}

/** The characters JSON.stringify writes escaped: `"`, `\`, controls, and surrogates (a lone one as \uXXXX). */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** JSON.stringify of a string, without the native call where nothing in it is escaped. */
function quoted(text: string): string {
  return ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`;
}
const MAX_PLAIN_DEPTH = 64;

function encode(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
      return JSON.stringify(value);
    case 'string':
      return JSON.stringify(value);
    case 'object': {
      // Plain loops, not map/filter/join: every confirm token and journal row encodes a call (round 19).
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ',';
          // A hole stays empty, as `map` + `join` left it.
          if (i in value) out += encode(value[i] === undefined ? null : value[i]);
        }
        return `${out}]`;
      }
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj).sort();
      let out = '{';
      for (const k of keys) {
        const v = obj[k];
        if (v === undefined) continue;
        if (out.length > 1) out += ',';
        out += `${JSON.stringify(k)}:${encode(v)}`;
      }
      return `${out}}`;
    }
    default:
      throw new TypeError(`canonicalJson: cannot encode a ${typeof value}`);
  }
}

/** SHA-256 hex of a string's UTF-8 bytes (node:crypto is pure computation, the kernel's one node import). */
export function sha256Hex(text: string | Uint8Array): string {
  // crypto.hash (Node 20.12 on) digests in one call, about half createHash's cost for a journal row;
  // Node 20.10 and 20.11, which gate also supports, have only createHash.
  return typeof crypto.hash === 'function'
    ? crypto.hash('sha256', text, 'hex')
    : crypto.createHash('sha256').update(text).digest('hex');
}

/**
 * Round 32: the last four arguments' digests made here, SHA-256 hex by construction, so the journal's row
 * need not test their shape again (madeArgsDigest). Seeded with a digest's shape, never with ''.
 */
const madeArgs: string[] = ['0'.repeat(64), '0'.repeat(64), '0'.repeat(64), '0'.repeat(64)];
let madeNext = 0;

/** Digest of a call's arguments as the journal and the vDSO key see them. */
export function argsDigest(args: unknown): string {
  const digest = sha256Hex(canonicalJson(args));
  madeArgs[madeNext] = digest;
  madeNext = (madeNext + 1) & 3;
  return digest;
}

/** Whether `value` equals one of the last four digests argsDigest made: a digest, whoever passes it on. */
export function madeArgsDigest(value: unknown): boolean {
  return value === madeArgs[0] || value === madeArgs[1] || value === madeArgs[2] || value === madeArgs[3];
}
