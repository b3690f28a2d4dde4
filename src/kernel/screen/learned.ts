// The learned stage: a logistic regression over hashed word unigrams and bigrams, trained on public
// injection collections and ordinary files (scripts/train-screen.mjs), read behind the injection rules.
// A result is poisoned when any window of it, or of a decoded layer, scores at or above the threshold
// the training data picked (docs/screening.md, 'The learned stage').

import { FEATURE_BITS, MAX_WORDS, maxWindowLogit, wordHashes } from './learned-features.js';
import { LEARNED_MODEL } from './learned-weights.js';
import type { ScreenStage, StageFinding } from './stage.js';
import { allViews, type ScreenView } from './view.js';

/** The rule name a learned finding carries in `detail.claim`. */
export const LEARNED_RULE = 'learned-classifier';

/** Weights, decoded from the committed int8 bytes on first use (256 kB, kept as int8: see maxWindowLogit). */
let weights: Int8Array | undefined;

function loadWeights(): Int8Array {
  if (weights) return weights;
  if (LEARNED_MODEL.bits !== FEATURE_BITS) throw new Error('learned weights do not match the feature width');
  const bytes = atob(LEARNED_MODEL.weights);
  if (bytes.length !== 1 << FEATURE_BITS) throw new Error('learned weights are truncated');
  const w = new Int8Array(bytes.length);
  // Each byte is a two's-complement int8 weight.
  for (let i = 0; i < bytes.length; i++) w[i] = bytes.charCodeAt(i);
  weights = w;
  return w;
}

/** The word hashes of the text being scored: one array for every result (the kernel is synchronous). */
const words = new Uint32Array(MAX_WORDS);

/** The highest window logit of a text; -Infinity for a text without words. */
export function scoreText(text: string): number {
  return maxWindowLogit(loadWeights(), LEARNED_MODEL.bias, wordHashes(text, words), LEARNED_MODEL.scale);
}

/** The highest score over the view and its decoded layers. */
export function scoreView(view: ScreenView): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const v of allViews(view)) best = Math.max(best, scoreText(v.text));
  return best;
}

export const THRESHOLD: number = LEARNED_MODEL.threshold;

export const stage: ScreenStage = {
  name: 'learned',
  find(view: ScreenView): StageFinding | undefined {
    if (scoreView(view) < THRESHOLD) return undefined;
    return { screener: 'injection', reason: 'TRUST_VIOLATION', rule: LEARNED_RULE };
  },
};
