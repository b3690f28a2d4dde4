// The result side of the kernel: what a screener sees and what `admit` answers.
import type { SourceLabel } from '../policy/types.js';
import type { Reason, ResultEnvelope, TaintCause, Verdict } from '../types.js';

export interface ScreenInput {
  tool: string;
  traceId: string;
  /** The result bytes as text. */
  content: string;
  /** Overrides the manifest's `sources` label for this tool. */
  source?: SourceLabel;
}

/** What one screener found: a named rule, never the matched bytes. */
export interface Finding {
  screener: 'secret' | 'injection' | 'size';
  reason: Reason;
  /** The rule's name (e.g. `aws-access-key-id`, `instruction-override`): the verdict's `detail.claim`. */
  rule: string;
}

export interface ScreenOutcome {
  verdict: Verdict;
  envelope: ResultEnvelope;
  /** SHA-256 hex of the result bytes. */
  digest: string;
  /** Set when this result taints its trace; the caller writes it to the store. */
  taint?: TaintCause;
  quarantineId?: string;
}
