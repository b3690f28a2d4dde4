// A short non-cryptographic digest shared by the floor's literal table and provenance's long keys.

/**
 * 64 bits of a text (cyrb53's mixing, both halves), 16 hex digits. A floor row's staleness check (no adversary) and a
 * long URL's key (a collision only holds more): no cryptographic hash, nor node:crypto's 15 ms of loading.
 */
export function fingerprint(pattern: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}
