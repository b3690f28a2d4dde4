// Helpers for the provenance tests: the kinds of act a request asks for, by name.
import { ACT_KINDS, type ActKind, requestedActs } from './acts.js';

/** The kinds of act `request` asks for, in ACT_KINDS order (requestedActs' mask, read as names). */
export const kinds = (request: string): ActKind[] =>
  ACT_KINDS.filter((_, i) => (requestedActs(request) & (1 << i)) !== 0);
