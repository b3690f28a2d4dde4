// How gate's answers look on the MCP wire: the 2.1 envelope around a JSON document, the SyscallResponse
// of 2.2, and the `[gate]` text a proxied refusal carries so a model understands and moves on.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { shownClaim } from '../../kernel/printable.js';
import { table } from '../../kernel/table.js';
import {
  dispositionOf,
  type JsonObject,
  type ResultEnvelope,
  toWireVerdict,
  type Verdict,
  type WireVerdict,
} from '../../kernel/types.js';

/** SyscallResponse (docs/design.md §6): the document in `text` for gate_adjudicate, gate_syscall and gate_admit. */
export interface SyscallResponse {
  verdict: WireVerdict;
  /** Execute path only; absent on the adjudicate-only path and when a refused call was not run. */
  result?: ResultEnvelope;
  /** Only for TRANSFORM: the arguments that must run instead of those proposed. */
  repaired_arguments?: JsonObject;
  trace_id: string;
}

export function syscallResponse(verdict: Verdict, traceId: string, result?: ResultEnvelope): SyscallResponse {
  const doc: SyscallResponse = { verdict: toWireVerdict(verdict), trace_id: traceId };
  if (result !== undefined) doc.result = result;
  if (verdict.kind === 'TRANSFORM' && verdict.repairedArguments !== undefined)
    doc.repaired_arguments = verdict.repairedArguments;
  return doc;
}

/** Contract 2.1: one text block holding the JSON document; `isError` is false whatever the verdict. */
export function envelope(doc: object): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(doc) }], isError: false };
}

/** A proxied call that did not produce a usable result: a tool error the model reads as a sentence. */
export function gateNote(text: string): CallToolResult {
  return { content: [{ type: 'text', text: `[gate] ${text}` }], isError: true };
}

/** `DENY SELF_MODIFY (ESCALATE; claim ".git/")`: the verdict, reason and the bounded detail a model can act on. */
export function describeVerdict(verdict: Verdict): string {
  const parts: string[] = [];
  const disposition = dispositionOf(verdict);
  if (disposition) parts.push(disposition);
  for (const [key, value] of Object.entries(verdict.detail ?? {})) {
    if (key === 'confirm_token' || key === 'preview') continue;
    // A claim may name the model's tool and argument keys: JSON leaves C1 and bidi controls raw.
    parts.push(`${key} ${JSON.stringify(typeof value === 'string' ? shownClaim(value) : value)}`);
  }
  const head = verdict.reason ? `${verdict.kind} ${verdict.reason}` : verdict.kind;
  return parts.length > 0 ? `${head} (${parts.join('; ')})` : head;
}

const ADVICE: Record<string, string> = table({
  RETRYABLE: 'fix the arguments and try again',
  WAIT: 'try again later',
  ESCALATE: 'ask the user before going further; do not retry it unchanged',
  TERMINAL: 'do not retry it; choose another way',
});

/** The refusal note of a proxied call the floor did not admit. */
export function refusalNote(tool: string, verdict: Verdict): CallToolResult {
  if (verdict.kind === 'REQUIRE_WITNESS') {
    const token = verdict.detail?.confirm_token;
    const preview = verdict.detail?.preview;
    return gateNote(
      `${tool} was not run: ${describeVerdict(verdict)}. It needs a human's approval${preview ? ` of: ${preview}` : ''}. ` +
        `Ask the user; if they approve, call gate_syscall with tool "${tool}", the same arguments` +
        `${token ? ` and witness "${token}"` : ' and the witness they give you'}.`,
    );
  }
  const disposition = dispositionOf(verdict) ?? 'TERMINAL';
  return gateNote(
    `${tool} was refused and not run: ${describeVerdict(verdict)}; ${ADVICE[disposition] ?? ADVICE.TERMINAL}.`,
  );
}

/** The note of a proxied call whose result was held back by the screeners. */
export function withheldNote(
  tool: string,
  verdict: Verdict,
  quarantineId: string | undefined,
): CallToolResult {
  return gateNote(
    `${tool} ran, but its result was withheld: ${describeVerdict(verdict)}${quarantineId ? ` [${quarantineId}]` : ''}. ` +
      'Do not try to obtain the same content another way.',
  );
}
