// Round 58 (perf-r58, issue 20): the argument texts each trace sent lately that write no credential file's
// copy. Every admitted call a book keeps no ledger for is read for one (the book's noteCredentialCall:
// TraceProvenance.noteCredentialWrites, which runs the shell reader and the secret rules), about a tenth of
// a single gateway's MCP call; an agent sends the same few calls again and again. On a ledger with no
// credential marks, what a text writes is a function of the text alone (and the secret rules, which only
// add a write once loaded, so a text that wrote nothing before they loaded writes nothing after), so a
// text found to write nothing is not read again for its trace. Per trace, as ladder/text-memo.ts keeps its
// facts: how fast a call is noted says nothing of what another client sent.

/** Texts kept, and the longest kept: a memo for the common short call. */
const MAX_KEPT = 32;
const MAX_TEXT = 4096;

export class CredentialQuiet {
  // Emptied by replacing it when full (as the text memo): a cleared Map costs more than a new one.
  #kept = new Map<string, string>();

  /** Did this trace's call with these argument texts (one JSON text) write nothing, read before? */
  has(traceId: string, args: readonly string[]): boolean {
    return args.length === 1 && this.#kept.get(args[0]!) === traceId;
  }

  /** The call with these argument texts, read on a ledger without marks, wrote nothing. */
  add(traceId: string, args: readonly string[]): void {
    const text = args[0];
    if (args.length !== 1 || text === undefined || text.length > MAX_TEXT) return;
    if (!this.#kept.has(text) && this.#kept.size >= MAX_KEPT) this.#kept = new Map();
    this.#kept.set(text, traceId);
  }
}
