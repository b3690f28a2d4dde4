// What the learned stage reads: a result's words, hashed as unigrams and bigrams into a fixed number of
// buckets, in overlapping windows so that one order inside a long ordinary file is scored on its own.
// The training script (scripts/train-screen.mjs) and the stage share this module: one vocabulary of
// features, so a model scores the same numbers it was trained on (docs/screening.md, 'The learned stage').

/** log2 of the number of hashed buckets; the weights file holds exactly 2^BITS weights. */
export const FEATURE_BITS = 18;
const MASK = (1 << FEATURE_BITS) - 1;
/** Words per window, and how far the next window starts: every word is read by two windows. */
export const WINDOW_WORDS = 40;
export const WINDOW_STRIDE = 20;
/** Characters read at most: a longer result is scored on its head, the rules still read all of it. */
export const MAX_FEATURE_CHARS = 64 * 1024;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Bucket salt of bigrams, so a bigram never shares the formula of a unigram. */
const BIGRAM_SALT = 0x9e3779b1;
/** A word character outside ASCII: a letter or a digit of any script. */
const WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** For each ASCII code: its lower-case code when it is a letter or digit, else 0 (a separator). */
const ASCII_WORD = (() => {
  const t = new Uint8Array(128);
  for (let c = 0x30; c <= 0x39; c++) t[c] = c;
  for (let c = 0x61; c <= 0x7a; c++) t[c] = c;
  for (let c = 0x41; c <= 0x5a; c++) t[c] = c + 32;
  return t;
})();

/** FNV-1a over a word's UTF-16 code units, the hash `wordHashes` computes inline. */
export function hashWord(word: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

/** Room for the word hashes of any text: a word and its separator take two characters at least. */
export const MAX_WORDS = (MAX_FEATURE_CHARS >> 1) + 1;

/**
 * FNV-1a hashes of a text's words (runs of letters and digits, lower-cased), in order, over at most
 * MAX_FEATURE_CHARS of it. One pass, no allocation per word: ASCII is read through a table. `into`
 * (MAX_WORDS long) is written instead of a new array: the stage scores every result with one.
 */
export function wordHashes(text: string, into?: Uint32Array): Uint32Array {
  const n = Math.min(text.length, MAX_FEATURE_CHARS);
  const out = into ?? new Uint32Array((n >> 1) + 1);
  let count = 0;
  let h = FNV_OFFSET;
  let inWord = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let k = 0;
    if (c < 128) k = ASCII_WORD[c]!;
    else {
      const cp = text.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      if (cp > 0xffff) i++;
      if (WORD_CHAR.test(ch)) {
        const lower = ch.toLowerCase();
        for (let j = 0; j < lower.length; j++) h = Math.imul(h ^ lower.charCodeAt(j), FNV_PRIME);
        inWord = true;
        continue;
      }
    }
    if (k !== 0) {
      h = Math.imul(h ^ k, FNV_PRIME);
      inWord = true;
    } else if (inWord) {
      out[count++] = h >>> 0;
      h = FNV_OFFSET;
      inWord = false;
    }
  }
  // The last word is written on every call and counted when open: an increment run only for a text
  // ending in a word had too little type feedback, and V8's optimised code deoptimised there each time.
  if (count < out.length) out[count] = h >>> 0;
  count += inWord ? 1 : 0;
  return out.subarray(0, count);
}

function bigramBucket(a: number, b: number): number {
  let h = Math.imul(a ^ BIGRAM_SALT, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h ^ b, 0xc2b2ae35);
  return (h ^ (h >>> 16)) & MASK;
}

/** The `[start, end)` word ranges of the windows over `n` words; none for no words, one for a short text. */
export function windowRanges(n: number): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  if (n === 0) return out;
  for (let start = 0; ; start += WINDOW_STRIDE) {
    const end = Math.min(n, start + WINDOW_WORDS);
    out.push([start, end]);
    if (end === n) return out;
  }
}

/**
 * The distinct buckets of each window: its unigrams and the bigrams inside it, each once (binary
 * features, so a phrase repeated down a file weighs what it weighs once). What training reads;
 * `maxWindowLogit` gives the same scores without building them.
 */
export function windowBuckets(words: Uint32Array): Int32Array[] {
  return windowRanges(words.length).map(([start, end]) => {
    const set = new Set<number>();
    for (let i = start; i < end; i++) {
      set.add(words[i]! & MASK);
      if (i + 1 < end) set.add(bigramBucket(words[i]!, words[i + 1]!));
    }
    return Int32Array.from(set).sort();
  });
}

/** The logit of one window's buckets: their weights summed, scaled by 1/sqrt(count). */
export function windowLogit(weights: Float32Array, bias: number, buckets: Int32Array): number {
  let z = 0;
  for (let j = 0; j < buckets.length; j++) z += weights[buckets[j]!]!;
  return bias + z / Math.sqrt(Math.max(1, buckets.length));
}

/**
 * Which window last counted each bucket: dedup in O(1) without a set per window (the kernel is
 * synchronous). One byte a bucket, cleared every 255 windows: with int8 weights the two tables the
 * random reads land in take 512 kB, not 2 MB, and stay in cache.
 */
const seen = new Uint8Array(1 << FEATURE_BITS);
/** The bigram buckets of the words being scored, one array for every result (`maxWindowLogit`). */
const PAIRS = new Int32Array(MAX_WORDS);
let stamp = 0;

/**
 * The highest window logit over the words, -Infinity for none; the same numbers as `windowBuckets`.
 * `weights` are either the float weights (`scale` 1) or the committed int8 ones with their scale.
 */
export function maxWindowLogit(
  weights: Float32Array | Int8Array,
  bias: number,
  words: Uint32Array,
  scale = 1,
): number {
  const n = words.length;
  // Each word is read by two windows: its bigram's bucket is hashed once, here, not once per window.
  const pairs = n - 1 <= PAIRS.length ? PAIRS : new Int32Array(n - 1);
  for (let i = 0; i + 1 < n; i++) pairs[i] = bigramBucket(words[i]!, words[i + 1]!);
  let best = Number.NEGATIVE_INFINITY;
  for (const [start, end] of windowRanges(n)) {
    if (++stamp === 0x100) {
      seen.fill(0);
      stamp = 1;
    }
    let z = 0;
    let count = 0;
    for (let i = start; i < end; i++) {
      const u = words[i]! & MASK;
      if (seen[u] !== stamp) {
        seen[u] = stamp;
        z += weights[u]!;
        count++;
      }
      if (i + 1 < end) {
        const b = pairs[i]!;
        if (seen[b] !== stamp) {
          seen[b] = stamp;
          z += weights[b]!;
          count++;
        }
      }
    }
    const logit = bias + (scale * z) / Math.sqrt(count);
    if (logit > best) best = logit;
  }
  return best;
}
