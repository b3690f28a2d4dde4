// The labelled corpus, built at test time from a fixed seed: secrets of every family (and obfuscated
// ones), injections of every kind and language, and hard negatives.
import { cleanItems } from './clean.js';
import { injectionItems } from './injections.js';
import { Rng } from './prng.js';
import { secretItems } from './secrets-gen.js';
import type { CorpusItem } from './types.js';

export type { CorpusItem } from './types.js';

export const CORPUS_SEED = 20240611;

export function buildCorpus(seed: number = CORPUS_SEED): CorpusItem[] {
  return [...secretItems(new Rng(seed)), ...injectionItems(new Rng(seed + 1)), ...cleanItems(new Rng(seed + 2))];
}
