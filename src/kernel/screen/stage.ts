// The screener interface: `admit` runs each stage it is given over the same view, and the manifest's
// `screening` field switches each off by name (docs/screening.md, 'Stages').
import type { ScreeningSpec } from '../policy/types.js';
import type { Finding } from './types.js';
import type { ScreenView } from './view.js';

/** Manifest names of the stages; `screening` keys are exactly these. */
export const STAGE_NAMES = ['secrets', 'injection', 'orders', 'learned', 'agreement'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** What a stage found: a named rule, and for a secret where it lies in the view's own text. */
export interface StageFinding extends Finding {
  /** `[start, end)` in the result's text covering the finding, or absent when it cannot be placed there. */
  span?: readonly [number, number];
  /** A secret split over a JSON result's strings: each part's `[start, end)`, all inside `span`. */
  parts?: readonly (readonly [number, number])[];
}

export interface ScreenStage {
  readonly name: StageName;
  /** The first finding in the view and its decoded layers; never carries matched bytes. */
  find(view: ScreenView): StageFinding | undefined;
}

/**
 * Whether a manifest that does not name `learned` runs it: off, because on the precision set's held part
 * it withholds 0.27 % more ordinary files (docs/screening.md, 'The learned stage', figures).
 */
export const LEARNED_DEFAULT = false;

/**
 * Whether a manifest that does not name `orders` runs it: off. On ordinary files it withholds nothing
 * more, and on tool results it adds most of the recall, but on the project's held-out hard negatives
 * (texts that speak of and to assistants) it withholds 9 more of 280 (docs/screening.md, 'The orders stage').
 */
export const ORDERS_DEFAULT = false;

/**
 * Whether a manifest that does not name `agreement` runs it: on. Neither the orders stage nor the learned
 * stage alone earns a default; an order in data that both read as one does (docs/screening.md, 'Two weak
 * signals'): more recall on tool results others wrote, no more ordinary files or hard negatives withheld.
 */
export const AGREEMENT_DEFAULT = true;

/**
 * Whether a manifest that does not name `genre` reads a text about agents with its quoted places blanked
 * before the injection or agreement stage withholds it (docs/screening.md, 'The genre signal').
 */
export const GENRE_DEFAULT = true;

/** What the manifest leaves on: every stage, and redaction of secrets, unless written `false`. */
export interface Screening {
  secrets: boolean;
  injection: boolean;
  /** Orders addressed to the agent inside data (docs/screening.md, 'The orders stage'). */
  orders: boolean;
  /** The learned classifier behind the injection rules (docs/screening.md, 'The learned stage'). */
  learned: boolean;
  /** The orders and learned stages agreeing on an order in data (docs/screening.md, 'Two weak signals'). */
  agreement: boolean;
  /** A text about agents is withheld only for what fires outside its quoted places (docs/screening.md, 'The genre signal'). */
  genre: boolean;
  /** False: a result carrying a secret is withheld whole instead of redacted in place. */
  redactSecrets: boolean;
}

export const DEFAULT_SCREENING: Screening = Object.freeze({
  secrets: true,
  injection: true,
  orders: ORDERS_DEFAULT,
  learned: LEARNED_DEFAULT,
  agreement: AGREEMENT_DEFAULT,
  genre: GENRE_DEFAULT,
  redactSecrets: true,
});

export function screeningOf(spec: ScreeningSpec | undefined): Screening {
  if (spec === undefined) return DEFAULT_SCREENING;
  return {
    secrets: spec.secrets ?? true,
    injection: spec.injection ?? true,
    orders: spec.orders ?? ORDERS_DEFAULT,
    learned: spec.learned ?? LEARNED_DEFAULT,
    agreement: spec.agreement ?? AGREEMENT_DEFAULT,
    genre: spec.genre ?? GENRE_DEFAULT,
    redactSecrets: spec.redact_secrets ?? true,
  };
}

/**
 * The key under which a result every running stage passed is remembered as cleared, or undefined when
 * a rule stage is off (nothing is cleared then). A result cleared without the learned stage is keyed
 * apart, so a manifest that runs it never skips it on another manifest's word.
 */
export function clearedKey(screening: Screening, digest: string): string | undefined {
  if (!screening.secrets || !screening.injection) return undefined;
  // A result cleared with the orders stage is keyed apart too: each manifest reads what it runs.
  let key = screening.orders ? `${digest}+orders` : digest;
  if (screening.learned) key = `${key}+learned`;
  // The default set of stages keys by the digest alone; a manifest without the agreement stage apart.
  if (screening.agreement !== AGREEMENT_DEFAULT) key = `${key}${screening.agreement ? '+' : '-'}agreement`;
  // The genre signal releases results: a manifest without it never skips one on the default's word.
  return screening.genre === GENRE_DEFAULT ? key : `${key}${screening.genre ? '+' : '-'}genre`;
}
