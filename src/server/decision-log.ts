// The console's view of recent decisions on this replica: a bounded ring of names, verdicts, reasons and
// trace ids, and the results withheld (quarantine id, rule, size). Never argument or result bytes.
import { isoTime } from '../kernel/iso-time.js';
import { printable } from '../kernel/printable.js';
import { boundedToolName } from '../kernel/tool-name.js';
import type { Verdict } from '../kernel/types.js';
import type { WireName } from './types.js';

export interface DecisionEntry {
  seq: number;
  ts: string;
  /** A proposed call, or a tool result screened. */
  subject: 'call' | 'result';
  tool: string;
  trace_id: string;
  verdict: string;
  reason?: string;
  rung?: string;
  wire: WireName;
  approval_id?: string;
}

export interface WithheldEntry {
  seq: number;
  ts: string;
  quarantine_id: string;
  tool: string;
  trace_id: string;
  reason?: string;
  /** The screening rule that held it (a rule name). */
  rule?: string;
  /** UTF-8 bytes of the withheld result (its size, not its content). */
  size_bytes: number;
}

export interface DecisionCounts {
  admitted: number;
  refused: number;
  held: number;
  withheld: number;
}

const MAX_DECISIONS = 500;
const MAX_WITHHELD = 200;
const MAX_NAME = 128;

export class DecisionLog {
  private seq = 0;
  private readonly decisions: DecisionEntry[] = [];
  private readonly withheldList: WithheldEntry[] = [];
  readonly counts: DecisionCounts = { admitted: 0, refused: 0, held: 0, withheld: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  call(tool: string, traceId: string, verdict: Verdict, wire: WireName): void {
    if (verdict.kind === 'ALLOW' || verdict.kind === 'TRANSFORM') this.counts.admitted++;
    else if (verdict.kind === 'REQUIRE_WITNESS') this.counts.held++;
    else this.counts.refused++;
    this.push('call', tool, traceId, verdict, wire);
  }

  /** `sizeBytes` is read only for a withheld result; the content itself never reaches this module. */
  result(tool: string, traceId: string, verdict: Verdict, wire: WireName, sizeBytes: number): void {
    const entry = this.push('result', tool, traceId, verdict, wire);
    const id = verdict.detail?.quarantine_id;
    if (verdict.kind !== 'QUARANTINE' || id === undefined) return;
    this.counts.withheld++;
    const held: WithheldEntry = {
      seq: entry.seq,
      ts: entry.ts,
      quarantine_id: id,
      tool: entry.tool,
      trace_id: traceId,
      size_bytes: sizeBytes,
    };
    if (verdict.reason) held.reason = verdict.reason;
    // A claim may name the tool or an argument's key, both the caller's: one line, no control characters.
    if (verdict.detail?.claim) held.rule = printable(verdict.detail.claim, MAX_NAME);
    bounded(this.withheldList, held, MAX_WITHHELD);
  }

  /** Entries after `since`, oldest first, and the cursor to pass next. */
  since(since: number, limit: number): { decisions: DecisionEntry[]; cursor: number } {
    const out = this.decisions.filter((d) => d.seq > since).slice(0, limit);
    return { decisions: out, cursor: out.length > 0 ? out[out.length - 1]!.seq : Math.max(since, 0) };
  }

  /** Newest first. */
  withheld(): WithheldEntry[] {
    return [...this.withheldList].reverse();
  }

  private push(
    subject: DecisionEntry['subject'],
    tool: string,
    traceId: string,
    verdict: Verdict,
    wire: WireName,
  ): DecisionEntry {
    const entry: DecisionEntry = {
      seq: ++this.seq,
      ts: isoTime(this.now()),
      subject,
      tool: boundedToolName(tool),
      trace_id: traceId.slice(0, MAX_NAME),
      verdict: verdict.kind,
      wire,
    };
    if (verdict.reason) entry.reason = verdict.reason;
    if (verdict.rung) entry.rung = verdict.rung;
    if (verdict.detail?.approval_id) entry.approval_id = verdict.detail.approval_id;
    bounded(this.decisions, entry, MAX_DECISIONS);
    return entry;
  }
}

function bounded<T>(list: T[], item: T, max: number): void {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}
