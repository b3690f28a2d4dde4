// A deterministic stratified sample and its 95 % interval, for a bench whose full run is too slow to repeat
// (bench/precision.ts --sample; docs/screening.md, "Round 76 (precision-r76)").
import { createHash } from 'node:crypto';

/**
 * `n` items of `items` (about: each stratum rounds up), each stratum in proportion to its size so the
 * sample weighs itself; within a stratum the items whose key hashes lowest (sha256), so the same set each run.
 */
export function stratifiedSample<T>(
  items: readonly T[],
  n: number,
  stratumOf: (item: T) => string,
  keyOf: (item: T) => string,
): T[] {
  if (n >= items.length) return [...items];
  const strata = new Map<string, { item: T; rank: string }[]>();
  for (const item of items) {
    const rank = createHash('sha256').update(keyOf(item)).digest('hex');
    const stratum = strata.get(stratumOf(item)) ?? [];
    stratum.push({ item, rank });
    strata.set(stratumOf(item), stratum);
  }
  const chosen = new Set<T>();
  for (const stratum of strata.values()) {
    const take = Math.ceil((n * stratum.length) / items.length);
    stratum.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
    for (const { item } of stratum.slice(0, take)) chosen.add(item);
  }
  // In the items' own order, so a listing reads as the full run's does.
  return items.filter((item) => chosen.has(item));
}

/**
 * The 95 % Wilson interval of a rate seen `x` times in `n` drawn without replacement from `population`:
 * the finite population correction narrows it to the point when the sample is the whole.
 */
export function wilson(
  x: number,
  n: number,
  population: number,
): { rate: number; low: number; high: number } {
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const rate = x / n;
  if (n >= population) return { rate, low: rate, high: rate };
  const z = 1.96;
  const effective = (n * (population - 1)) / (population - n);
  const z2n = (z * z) / effective;
  const centre = (rate + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((rate * (1 - rate)) / effective + z2n / (4 * effective))) / (1 + z2n);
  return { rate, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
