// Helpers for the provenance tests: the kinds of act a request asks for, by name.
import { ACT_KINDS, type ActKind, requestedActs } from './acts.js';
import { judgeDecidingArguments, type ProvenanceMode } from './judge.js';
import { TraceProvenance } from './ledger.js';

/** The kinds of act `request` asks for, in ACT_KINDS order (requestedActs' mask, read as names). */
export const kinds = (request: string): ActKind[] =>
  ACT_KINDS.filter((_, i) => (requestedActs(request) & (1 << i)) !== 0);

/** A ledger of `request` and each result read by `read_email`, as the red-team tests build one. */
export const mailLedger = (request: string, ...results: string[]): TraceProvenance => {
  const l = new TraceProvenance();
  l.noteRequest(request);
  results.forEach((r, i) => {
    l.noteUntrusted(r, `result of read_email ${i}`, 'read_email');
  });
  return l;
};

/** The verdict kind of one deciding argument `name` = `text` on ledger `l`. */
export const kindOf = (l: TraceProvenance, name: string, text: string, mode: ProvenanceMode = 'instructed') =>
  judgeDecidingArguments([{ name, text }], l, mode).kind;
