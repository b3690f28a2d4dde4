// The required literals of the built-in floor's patterns, made at build time (floor-literals-table.ts,
// written by scripts/floor-literals.mjs) so a gate process never parses the floor's patterns to
// prefilter them: parsing them is most of a one-shot command's start-up. A pattern whose fingerprint no
// longer matches its row is not taken from the table (its literals come from its parse), so a stale
// table costs time, never a missed rule; default-floor.test.ts fails until the table is made again.
// A pattern long enough to be split (alternatives.ts) also has each top-level alternative's literals.

import { fingerprint } from '../fingerprint.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import { FLOOR_LITERALS_TABLE as TABLE } from './floor-literals-table.js';

type Literals = readonly string[] | null;

let known: Map<string, Literals> | undefined;
let knownAlternatives: Map<string, readonly Literals[]> | undefined;

/** The floor's literals for a pattern of the floor (by its text), else undefined. */
export function floorLiterals(pattern: string): Literals | undefined {
  load();
  return (known as Map<string, Literals>).get(pattern);
}

/** The literals of each top-level alternative of a split pattern of the floor, else undefined. */
export function floorAlternativeLiterals(pattern: string): readonly Literals[] | undefined {
  load();
  return (knownAlternatives as Map<string, readonly Literals[]>).get(pattern);
}

function load(): void {
  if (known === undefined) {
    known = new Map();
    knownAlternatives = new Map();
    const patterns = new Set<string>();
    for (const r of DEFAULT_FLOOR.arg_rules) if (r.deny_regex !== undefined) patterns.add(r.deny_regex);
    let i = 0;
    for (const p of patterns) {
      const row = TABLE[i++];
      if (row === undefined || row[0] !== fingerprint(p)) continue;
      known.set(p, row[1]);
      if (row[2] !== undefined) knownAlternatives.set(p, row[2]);
    }
  }
}

export { fingerprint };
