// An account number dictated in fragments too short to be values of their own ("begins GB82 WEST, then
// 1234 5698, ends 7654 32"; halves of six characters in two results): no piece reaches the eight
// characters a spliced number's piece needs (judge.ts), so each fragment of a cluster is noted apart and
// a number no one gave whole that fragments cover end to end was put together from them.

/** A fragment: capitals and digits, with a digit, or a four-letter bank code (`WEST`). */
const FRAGMENT = /(?<![A-Za-z0-9])[A-Z0-9]{2,12}(?![A-Za-z0-9])/g;
const MAX_FRAGMENT = 12;
/** Fragments further apart than this belong to different clusters. */
const CLUSTER_GAP = 48;
/** A cluster must hold a part of an account worth dictating (a third of the shortest IBAN and more). */
const MIN_CLUSTER_CHARS = 6;
const MAX_FRAGMENTS_PER_TEXT = 256;
/** Numbers shorter than this are not accounts (numberPieceKeys' own floor). */
const MIN_ACCOUNT_CHARS = 14;

export const fragmentKey = (f: string): string => `\u0000frag:${f}`;

const isFragment = (t: string): boolean => /\d/.test(t) || /^[A-Z]{4}$/.test(t);

/** The fragment keys of a result: every fragment of a cluster of two or more that spans six characters. */
export function fragmentKeys(text: string): string[] {
  const out: string[] = [];
  let cluster: string[] = [];
  let last = -CLUSTER_GAP - 1;
  const flush = () => {
    if (cluster.length >= 2 && cluster.join('').length >= MIN_CLUSTER_CHARS)
      for (const f of cluster) if (out.length < MAX_FRAGMENTS_PER_TEXT) out.push(fragmentKey(f));
    cluster = [];
  };
  for (const m of text.matchAll(FRAGMENT)) {
    if (!isFragment(m[0])) continue;
    if (m.index! - last > CLUSTER_GAP) flush();
    cluster.push(m[0]);
    last = m.index! + m[0].length;
    if (out.length >= MAX_FRAGMENTS_PER_TEXT) break;
  }
  flush();
  return out;
}

/** Every fragment key a decision may ask about for an account number (letters and digits, upper case). */
export function fragmentCandidates(alnum: string): string[] {
  if (alnum.length < MIN_ACCOUNT_CHARS) return [];
  const out: string[] = [];
  for (let i = 0; i < alnum.length; i++)
    for (let len = 2; len <= MAX_FRAGMENT && i + len <= alnum.length; len++)
      out.push(fragmentKey(alnum.slice(i, i + len)));
  return out;
}

/**
 * Does a run of fragments, each one `known` gave, cover the account number end to end? The source of the
 * first fragment of such a run, or undefined.
 */
export function coveredByFragments(
  alnum: string,
  known: (key: string) => string | undefined,
): string | undefined {
  if (alnum.length < MIN_ACCOUNT_CHARS) return undefined;
  // reach[i]: the source of the first fragment of a run covering alnum[0, i), if one does.
  const reach: (string | undefined)[] = new Array(alnum.length + 1);
  reach[0] = '';
  for (let i = 0; i < alnum.length; i++) {
    if (reach[i] === undefined) continue;
    for (let len = 2; len <= MAX_FRAGMENT && i + len <= alnum.length; len++) {
      if (reach[i + len] !== undefined) continue;
      const source = known(fragmentKey(alnum.slice(i, i + len)));
      if (source !== undefined) reach[i + len] = reach[i] === '' ? source : reach[i];
    }
  }
  return reach[alnum.length] || undefined;
}
