// The value ledgers of the traces this replica serves over MCP (docs/provenance.md, "Where ledgers
// live"). Bounded: the least recently used trace's ledger goes first, and a trace without a ledger is
// judged by the whole-trace rule (its taint is in the store), so forgetting a ledger never admits more.
import { TraceProvenance } from '../kernel/provenance/ledger.js';

export const MAX_TRACE_LEDGERS = 10_000;

export class ProvenanceBook {
  private readonly ledgers = new Map<string, TraceProvenance>();

  constructor(private readonly max = MAX_TRACE_LEDGERS) {}

  /** The trace's ledger, if this replica keeps one. */
  get(traceId: string): TraceProvenance | undefined {
    const ledger = this.ledgers.get(traceId);
    if (ledger) {
      // Most recently used last, so the first entry is the one to forget.
      this.ledgers.delete(traceId);
      this.ledgers.set(traceId, ledger);
    }
    return ledger;
  }

  /** The trace's ledger, started if there is none. */
  for(traceId: string): TraceProvenance {
    const known = this.get(traceId);
    if (known) return known;
    if (this.ledgers.size >= this.max) {
      const oldest = this.ledgers.keys().next().value;
      if (oldest !== undefined) this.ledgers.delete(oldest);
    }
    const ledger = new TraceProvenance();
    this.ledgers.set(traceId, ledger);
    return ledger;
  }

  get size(): number {
    return this.ledgers.size;
  }
}
