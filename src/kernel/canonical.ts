// RFC 8785 (JCS) canonical JSON: sorted keys by UTF-16 code units, no whitespace, ES number text.
// One implementation serves the confirm token, repaired_arguments, the journal hash and the vDSO key.
import * as crypto from 'node:crypto';

export function canonicalJson(value: unknown): string {
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
          if (i in value) out += canonicalJson(value[i] === undefined ? null : value[i]);
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
        out += `${JSON.stringify(k)}:${canonicalJson(v)}`;
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
