// Whether a text holds any of many literal phrases, in one pass over the text: a phrase list of hundreds
// (provenance's REDIRECT_PHRASES: 651) cost one `includes` scan of the whole text per phrase (round 37).

/** Phrases grouped by their first two code units; phrases shorter than two are looked for whole. */
interface PhraseIndex {
  readonly byOpening: ReadonlyMap<number, readonly string[]>;
  readonly short: readonly string[];
}

const indexes = new WeakMap<readonly string[], PhraseIndex>();

function indexOf(phrases: readonly string[]): PhraseIndex {
  let index = indexes.get(phrases);
  if (index !== undefined) return index;
  const byOpening = new Map<number, string[]>();
  const short: string[] = [];
  for (const p of phrases) {
    if (p.length < 2) short.push(p);
    else {
      const key = p.charCodeAt(0) * 0x10000 + p.charCodeAt(1);
      const bucket = byOpening.get(key);
      if (bucket === undefined) byOpening.set(key, [p]);
      else bucket.push(p);
    }
  }
  index = { byOpening, short };
  indexes.set(phrases, index);
  return index;
}

/**
 * Does `text` contain any of `phrases` (as `phrases.some((p) => text.includes(p))`)? The list is indexed
 * the first time it is asked about, so it must not be changed afterwards: pass a constant list.
 */
export function containsAnyPhrase(text: string, phrases: readonly string[]): boolean {
  const { byOpening, short } = indexOf(phrases);
  for (const p of short) if (text.includes(p)) return true;
  if (byOpening.size === 0) return false;
  let key = text.charCodeAt(0);
  for (let i = 0; i + 1 < text.length; i++) {
    key = (key & 0xffff) * 0x10000 + text.charCodeAt(i + 1);
    const bucket = byOpening.get(key);
    if (bucket !== undefined) for (const p of bucket) if (text.startsWith(p, i)) return true;
  }
  return false;
}
