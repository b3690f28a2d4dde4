// The skeletons of a ledger's addresses and handles (round 33, issue 20): twinOf (judge.ts) asked the
// ledger about every spelling one edit off a value, some two thousand look-ups for one address. Each key
// the ledger notes that such a spelling could be (`email:`, `tok:`, `host:` or `number:`, 5 to 65 characters) leaves here
// cheap hashes of its skeletons, and a value none of whose skeletons another key left has no twin: the
// spellings need not be tried. No import from ledger.ts or judge.ts: both read this module.

import { NO_ENTRIES } from './empty-collections.js';

/**
 * The kinds of key twinOf reads (judge.ts worn: an address, a handle), domainTwin's hosts, and the
 * numbers oneDigitOff reads (alteredUsersNumber, twinNumber: a digit replaced, neighbours swapped).
 */
const TWIN_KINDS = ['email:', 'tok:', 'host:', 'number:'] as const;
/** The seed of a host's hashes: its skeletons include the host with its hyphens dropped (domainTwin). */
const HOST_SEED = 0x2f1 + 2 * 0x9e37;

/**
 * Endings of English words a look-alike domain's label may drop from the one it imitates (domainTwin,
 * judge.ts; `s` is one character, a skeleton's step): `-safeguard` beside `-safeguarding`. Round 33.
 */
export const WORD_ENDINGS: readonly string[] = ['es', 'ing', 'ed', 'er', 'ers'];
/** The longest of them: a host's twin may be this much longer than the host. */
const LONGEST_ENDING = 3;

/** A body twinOf reads is 6 to 64 characters; a twin of one is a character shorter or longer. */
const MIN_INDEXED_CHARS = 5;
const MAX_INDEXED_CHARS = 65;

/**
 * Skeleton hashes one ledger keeps (about 28 bytes each: at most some 230 kB, about 250 addresses and
 * hosts); past them it answers "not known" and twinOf tries the spellings.
 */
export const MAX_TWIN_SKELETONS = 8192;

/** Pairs a ledger keeps waiting for its first twin check; past them it answers "not known". */
const MAX_WAITING_PAIRS = 4 * MAX_TWIN_SKELETONS;

/** A skeleton two or more distinct keys left. */
const SHARED = -1;

const B = 0x01000193;
const seq = new Int32Array(2 * MAX_INDEXED_CHARS + 2);
const starts = new Int32Array(MAX_INDEXED_CHARS + 2);
const prefix = new Int32Array(2 * MAX_INDEXED_CHARS + 3);
const powers = new Int32Array(2 * MAX_INDEXED_CHARS + 3);
powers[0] = 1;
for (let i = 1; i < powers.length; i++) powers[i] = Math.imul(powers[i - 1]!, B);

/** The seed of a kind's hashes, or -1 for a key no twin check reads (HOST_SEED for a host). */
function kindSeed(key: string): number {
  for (let k = 0; k < TWIN_KINDS.length; k++) if (key.startsWith(TWIN_KINDS[k]!)) return 0x2f1 + k * 0x9e37;
  return -1;
}

/** A hash's bits folded to 30, which V8 keeps unboxed. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & 0x3fffffff;
}

/** The hashes skeletons() wrote last (a body's whole, hyphenless, and one a character). */
const hashes = new Int32Array(MAX_INDEXED_CHARS + 2 + WORD_ENDINGS.length);

/**
 * Writes to `hashes` the hash of every skeleton of the key's body (from `from`), returning how many: the body, and the body with each one character
 * dropped, both with the letters that pass for one another made one (`l` `i` `1`, `o` `0`, `m` as `rn`,
 * `w` as `vv`), and for a host the host with its hyphens dropped. Two spellings one twinOf or
 * domainTwin step apart (a character dropped or added, two neighbours swapped, a look-alike in place, a
 * label's hyphens dropped) share a skeleton: the one dropped at the step, or the hyphenless one
 * (docs/provenance.md, "Round 33"). Body lengths outside the indexed range leave none.
 */
function skeletons(seed: number, key: string, from: number): number {
  const n = key.length - from;
  if (n < MIN_INDEXED_CHARS || n > MAX_INDEXED_CHARS) return 0;
  let L = 0;
  for (let j = 0; j < n; j++) {
    starts[j] = L;
    const c = key.charCodeAt(from + j);
    if (c === 108 || c === 105 || c === 49) seq[L++] = 108;
    else if (c === 111 || c === 48) seq[L++] = 111;
    else if (c === 109) {
      seq[L++] = 114;
      seq[L++] = 110;
    } else if (c === 119) {
      seq[L++] = 118;
      seq[L++] = 118;
    } else seq[L++] = c;
  }
  starts[n] = L;
  prefix[0] = seed;
  for (let k = 0; k < L; k++) prefix[k + 1] = (Math.imul(prefix[k]!, B) + seq[k]!) | 0;
  const whole = prefix[L]!;
  let count = 0;
  hashes[count++] = mix(whole);
  if (seed === HOST_SEED) {
    // Hyphens dropped: a mark of its own after the hash, so it is not the whole of a hyphenless host.
    let h = seed;
    for (let k = 0; k < L; k++) if (seq[k] !== 45) h = (Math.imul(h, B) + seq[k]!) | 0;
    hashes[count++] = mix((Math.imul(h, B) + 45) | 0);
    // A word's ending cut from the label before the last (domainTwin): the host it would imitate has
    // this skeleton whole.
    const last = key.lastIndexOf('.');
    if (last > from) {
      const dot = key.lastIndexOf('.', last - 1);
      const labelStart = (dot < from ? from : dot + 1) - from;
      const labelEnd = last - from;
      for (const ending of WORD_ENDINGS) {
        const cut = labelEnd - ending.length;
        if (cut <= labelStart || !key.startsWith(ending, from + cut)) continue;
        const a = starts[cut]!;
        const b = starts[labelEnd]!;
        const p = powers[L - b]!;
        hashes[count++] = mix((Math.imul(prefix[a]!, p) + whole - Math.imul(prefix[b]!, p)) | 0);
      }
    }
  }
  for (let j = 0; j < n; j++) {
    const a = starts[j]!;
    const b = starts[j + 1]!;
    const p = powers[L - b]!;
    hashes[count++] = mix((Math.imul(prefix[a]!, p) + whole - Math.imul(prefix[b]!, p)) | 0);
  }
  return count;
}

/** Where fingerprints computed now leave their skeletons: [hash, fingerprint, ...] (collectingTwins). */
let collector: number[] | undefined;
/** The fingerprints collected there: a key asked again leaves nothing more. */
let collected: Set<number> | undefined;

/** ledger.ts fingerprint: a key fingerprinted while a ledger notes values leaves its skeletons. */
export function collectTwin(key: string, fp: number): void {
  const out = collector;
  if (out === undefined || collected!.has(fp)) return;
  const seed = kindSeed(key);
  if (seed < 0) return;
  collected!.add(fp);
  const colon = key.indexOf(':');
  const count = skeletons(seed, key, colon + 1);
  for (let i = 0; i < count; i++) out.push(hashes[i]!, fp);
}

/**
 * skeletons() of a key's body (after its kind's colon), kept by key for mayHaveTwin: a decision asks the twin
 * index of the same one or two keys each time (noting a ledger's keys computes them as before), and hashing every skeleton of a 40-character address cost about 0.4 µs
 * an asking (round 54). Pure in the key, so a kept answer is the one computed again; bounded (a key's list
 * is at most 75 numbers), emptied when full as the fingerprints' memo is.
 */
function skeletonsOf(seed: number, key: string): Int32Array {
  let kept = skeletonMemo.get(key);
  if (kept === undefined) {
    const count = skeletons(seed, key, key.indexOf(':') + 1);
    kept = hashes.slice(0, count);
    if (skeletonMemo.size >= MAX_SKELETON_MEMO) skeletonMemo.clear();
    skeletonMemo.set(key, kept);
  }
  return kept;
}
const skeletonMemo = new Map<string, Int32Array>();
const MAX_SKELETON_MEMO = 1024;

/**
 * Runs `f`, collecting the skeletons of every key it fingerprints (and of an inner run's keys too);
 * returns them beside `f`'s result.
 */
export function collectingTwins<T>(f: () => T): [T, number[]] {
  const [outer, outerCollected] = [collector, collected];
  const mine: number[] = [];
  collector = mine;
  collected = new Set();
  try {
    return [f(), mine];
  } finally {
    collector = outer;
    collected = outerCollected;
    if (outer !== undefined) for (const x of mine) outer.push(x);
  }
}

/**
 * One ledger's skeletons: hash to the one key that left it (by a number of its own, so the map holds
 * small integers), or SHARED. Complete while
 * every key of an indexed kind the ledger holds came through a reading that collected it; a ledger read
 * from a snapshot or told of earlier requests' fingerprints, or one past MAX_TWIN_SKELETONS, is not.
 */
export class TwinIndex {
  /** Skeleton to the number of the one key that left it (or SHARED); the shared empty map until built. */
  private owners: ReadonlyMap<number, number> = NO_ENTRIES;
  /** A key's fingerprint to its number in `owners`. */
  private ids: ReadonlyMap<number, number> = NO_ENTRIES;
  private complete = true;
  /**
   * Lists of pairs noted and not yet put in `owners` (most are a kept reading's own list, not copied): a
   * ledger no twin check asks (most of a model wire's, one a request) never builds its map.
   */
  private waiting: (readonly number[])[] = [];
  private waitingPairs = 0;

  /** Pairs collectingTwins returned, put in the map when a twin check first asks. */
  add(pairs: readonly number[]): void {
    if (!this.complete || pairs.length === 0) return;
    this.waitingPairs += pairs.length / 2;
    // A list this long would fill the map past its bound (or hold lists the reading memo let go).
    if (this.waitingPairs > MAX_WAITING_PAIRS) this.unknown();
    else this.waiting.push(pairs);
  }

  private build(): void {
    const lists = this.waiting;
    this.waiting = [];
    this.waitingPairs = 0;
    for (const pairs of lists) if (this.complete) this.put(pairs);
  }

  private put(pairs: readonly number[]): void {
    if (pairs.length === 0) return;
    const owners =
      this.owners === NO_ENTRIES ? new Map<number, number>() : (this.owners as Map<number, number>);
    const ids = this.ids === NO_ENTRIES ? new Map<number, number>() : (this.ids as Map<number, number>);
    this.owners = owners;
    this.ids = ids;
    for (let i = 0; i < pairs.length; i += 2) {
      const h = pairs[i]!;
      const fp = pairs[i + 1]!;
      let id = ids.get(fp);
      if (id === undefined) {
        id = ids.size;
        ids.set(fp, id);
      }
      const had = owners.get(h);
      if (had === undefined) {
        if (owners.size >= MAX_TWIN_SKELETONS) {
          this.unknown();
          return;
        }
        owners.set(h, id);
      } else if (had !== id && had !== SHARED) owners.set(h, SHARED);
    }
  }

  /** Fingerprints came in without their keys: the index no longer answers. */
  unknown(): void {
    this.complete = false;
    this.owners = NO_ENTRIES;
    this.ids = NO_ENTRIES;
    this.waiting = [];
    this.waitingPairs = 0;
  }

  /**
   * Can a key other than `key` (whose fingerprint is `fp`) be one twinOf step from it? False only when
   * the index is complete, `key` is of an indexed kind, its body holds no character of two code units
   * (twinOf adds a value's own characters, which would be two), and no skeleton of it was left by
   * another key: then twinOf's every spelling is unknown to the ledger.
   */
  mayHaveTwin(key: string, fp: number): boolean {
    if (this.waiting.length > 0) this.build();
    if (!this.complete) return true;
    const seed = kindSeed(key);
    if (seed < 0) return true;
    const colon = key.indexOf(':');
    const n = key.length - colon - 1;
    // A twin is a character shorter or longer (a host's, a word's ending longer): it must be indexable.
    const longer = seed === HOST_SEED ? LONGEST_ENDING : 1;
    if (n < MIN_INDEXED_CHARS + 1 || n > MAX_INDEXED_CHARS - longer) return true;
    for (let i = colon + 1; i < key.length; i++) {
      const c = key.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdfff) return true;
    }
    // A key never indexed has no number: any owner is another key.
    const id = this.ids.get(fp) ?? SHARED;
    for (const h of skeletonsOf(seed, key)) {
      const owner = this.owners.get(h);
      if (owner !== undefined && (owner !== id || owner === SHARED)) return true;
    }
    return false;
  }

  /** A book's weight units (TraceProvenance.weight): a skeleton costs about half a value key. */
  get weight(): number {
    return Math.ceil((this.owners.size + this.waitingPairs) / 2);
  }

  /** Skeletons held (tests, the memory bench), once built. */
  get size(): number {
    if (this.waiting.length > 0) this.build();
    return this.owners.size;
  }
}
