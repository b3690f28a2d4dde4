// RFC 8785 (JCS) canonical JSON: sorted keys by UTF-16 code units, no whitespace, ES number text.
// One implementation serves the confirm token, repaired_arguments, the journal hash and the vDSO key.
import * as crypto from 'node:crypto';

export function canonicalJson(value: unknown): string {
  // Round 21: a value already in canonical order is what the native encoder writes (a third of the cost).
  return inCanonicalOrder(value, 0) ? JSON.stringify(value) : encode(value);
}

/**
 * Whether JSON.stringify writes `value` exactly as `encode` does: every object plain with its keys already
 * in code-unit order and no undefined member, every array without holes or undefined items, every number
 * finite, nothing but JSON's types. One pass over keys and items; adjacent keys compared once each.
 */
function inCanonicalOrder(value: unknown, depth: number): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      // Past this depth the plain encoder answers (and the native one is never asked to recurse far).
      if (depth > MAX_PLAIN_DEPTH) return false;
      const proto = Object.getPrototypeOf(value);
      if (Array.isArray(value)) {
        if (proto !== Array.prototype) return false;
        for (let i = 0; i < value.length; i++) {
          // A hole reads undefined, which goes to the plain encoder (it leaves a hole empty).
          if (!inCanonicalOrder(value[i], depth + 1)) return false;
        }
        return true;
      }
      if (proto !== Object.prototype && proto !== null) return false;
      const obj = value as Record<string, unknown>;
      let last: string | undefined;
      for (const k in obj) {
        if (!Object.hasOwn(obj, k)) return false;
        if (last !== undefined && !(last < k)) return false;
        const v = obj[k];
        if (v === undefined || !inCanonicalOrder(v, depth + 1)) return false;
        last = k;
      }
      return true;
    }
    default:
      return false;
  }
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

/** Digest of a call's arguments as the journal and the vDSO key see them. */
export function argsDigest(args: unknown): string {
  return sha256Hex(canonicalJson(args));
}
