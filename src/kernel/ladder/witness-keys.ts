// The argument keys by which a call presents its witness inside its own arguments, in one small module:
// the witness rung reads them, and `gate hook` (which loads no kernel to ask a running gate) refuses a
// witness a model wrote there (docs/hooks.md, "Round 76").
import type { JsonObject } from '../types.js';

/** Argument keys a client may use to present the token inside the arguments; stripped before running. */
export const WITNESS_KEYS: readonly string[] = ['witness', 'confirm_token'];

/** The key under which `args` present a witness (a non-empty string at the top level), or undefined. */
export function witnessKeyOf(args: unknown): string | undefined {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return undefined;
  for (const key of WITNESS_KEYS) {
    const v = (args as JsonObject)[key];
    if (Object.hasOwn(args, key) && typeof v === 'string' && v !== '') return key;
  }
  return undefined;
}
