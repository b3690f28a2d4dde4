// The strict reader's fast path as it stood before round 30 (a hash of each key's span, compared pairwise,
// then JSON.parse): kept so a property can hold the round-30 count to the same answers on any text.
import { readJsonExact, type StrictJsonResult } from '../../src/kernel/json-strict.js';

/** readJsonStrict at round 28: the key-hash proof, JSON.parse on a text it clears, else the exact reader. */
export function readJsonStrictRound28(text: string, maxDepth: number): StrictJsonResult {
  if (provesPlain(text, maxDepth)) {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      // malformed: the exact reader says where
    }
  }
  return readJsonExact(text, maxDepth);
}

const KEYS_PROVED = 64;
let keyHashes = new Int32Array(64 * KEYS_PROVED);
let keysFrom = new Int32Array(64);
let isObject = new Uint8Array(64);

/**
 * True only when `text`, if JSON.parse accepts it, has no repeated key and no nesting past `maxDepth`, so
 * JSON.parse's value is the exact reader's. One charCode pass, nothing allocated: a key's decoded text is
 * its raw span when it holds no backslash, so a hash of the span stands for it; keys with an escape, equal
 * hashes (a repeat, or a collision), more than KEYS_PROVED keys in an object, or depth past the bound all
 * answer false and the exact reader decides. A malformed text may get either answer: JSON.parse or the
 * exact reader refuses it.
 */
function provesPlain(text: string, maxDepth: number): boolean {
  if (keysFrom.length < maxDepth + 2) {
    keysFrom = new Int32Array(maxDepth + 2);
    isObject = new Uint8Array(maxDepth + 2);
    keyHashes = new Int32Array((maxDepth + 2) * KEYS_PROVED);
  }
  const n = text.length;
  let depth = 0;
  let keys = 0;
  let expectKey = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      if (expectKey) {
        // A key: hash its span (FNV-1a over UTF-16 units); a backslash sends the text to the exact reader.
        let h = -2128831035;
        let j = i + 1;
        for (; j < n; j++) {
          const k = text.charCodeAt(j);
          if (k === 34) break;
          if (k === 92 /* \ */) return false;
          h = Math.imul(h ^ k, 16777619);
        }
        const from = keysFrom[depth]!;
        if (keys - from >= KEYS_PROVED) return false;
        for (let q = from; q < keys; q++) if (keyHashes[q] === h) return false;
        keyHashes[keys++] = h;
        expectKey = false;
        i = j;
      } else {
        // A value: its end is the first quote after it not escaped by an odd run of backslashes.
        for (;;) {
          const q = text.indexOf('"', i + 1);
          if (q === -1) return false;
          let b = q - 1;
          while (text.charCodeAt(b) === 92) b--;
          i = q;
          if ((q - 1 - b) % 2 === 0) break;
        }
      }
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > maxDepth) return false;
      keysFrom[depth] = keys;
      isObject[depth] = c === 123 ? 1 : 0;
      expectKey = c === 123;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      if (depth === 0) return false;
      keys = keysFrom[depth]!;
      depth--;
      expectKey = false;
    } else if (c === 44 /* , */) {
      expectKey = isObject[depth] === 1;
    }
  }
  return true;
}
