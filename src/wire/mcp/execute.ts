// The execute path shared by gate_syscall and the governed proxy: adjudicate, then (only if admitted)
// serve from the vDSO or run on the backend, then screen what came back before anyone sees it.
import type { ContentBlock } from '@modelcontextprotocol/sdk/types.js';
import { argsDigest } from '../../kernel/canonical.js';
import type { Policy } from '../../kernel/policy/types.js';
import { shownToolName } from '../../kernel/tool-name.js';
import {
  type Decision,
  RESULT_STATUSES,
  type ResultEnvelope,
  type ResultStatus,
  type ToolCall,
  type Verdict,
} from '../../kernel/types.js';
import { resultStatus, resultText, screenedBlocks } from '../../tools/result.js';
import type { CallOutcome } from '../../tools/types.js';
import type { McpDeps } from './deps.js';
import { callerOf, engineMeta, type McpSession, proposedInShell, refuseUntracedSink } from './session.js';

export interface Executed {
  /** What the caller is told: the ladder's verdict, replaced by QUARANTINE or a deadline overrun. */
  verdict: Verdict;
  /** The ladder's verdict (TRANSFORM carries the repaired arguments that ran). */
  admitted: Verdict;
  /** Absent when the call was refused and not run. */
  result?: ResultEnvelope;
  /** For the proxy: content blocks that passed screening, when the call produced a usable result. */
  blocks?: ContentBlock[];
  /** For the proxy: gate's own sentence when there is no usable result (no backend, down, deadline). */
  failure?: string;
}

/** Error codes in `result.meta.error` for results gate made itself. */
export type ExecFailure =
  | 'NO_BACKEND'
  | 'BACKEND_UNAVAILABLE'
  | 'BACKEND_BUSY'
  | 'BACKEND_ERROR'
  | 'TOOL_DEADLINE_EXCEEDED'
  | 'ABORTED';

export async function execute(
  deps: McpDeps,
  session: McpSession,
  call: ToolCall,
  userTurn?: string,
  /** Round 59: gate_syscall's `entered`, as gate_adjudicate's (args.ts enteredFact: a shared place only). */
  entered?: string,
): Promise<Executed> {
  // One floor for the call and its result, whatever a reload puts in force while the tool runs.
  const policy = deps.engine.policy();
  const traceId = call.traceId ?? session.traceId();
  refuseUntracedSink(session, call.traceId !== undefined, call.tool, policy);
  const meta = {
    ...engineMeta(session),
    policy,
    ...(userTurn !== undefined ? { userTurn } : {}),
    ...(entered !== undefined ? { entered } : {}),
    // Round 56: where the server's shell stands for this call; the call is folded in as it is proposed.
    ...(await proposedInShell(session, traceId, call.traceId !== undefined, call.args)),
  };
  const admitted = await deps.engine.adjudicate({ ...call, traceId }, meta);
  session.onDecision?.(call.tool, admitted.kind);
  if (admitted.kind !== 'ALLOW' && admitted.kind !== 'TRANSFORM') return { verdict: admitted, admitted };
  // The ladder's first rung refuses non-objects, so an admitted call's arguments are an object.
  const args = admitted.repairedArguments ?? (call.args as Record<string, unknown>);
  const witness = call.witness === undefined ? {} : { witness: call.witness };

  const cached = await deps.vdso?.lookup(call.tool, args, witness);
  if (cached !== undefined) {
    const screened = await screen(
      deps,
      session,
      policy,
      call.tool,
      traceId,
      cached.content,
      asStatus(cached.status),
      { vdso: 'hit' },
    );
    await record(deps, {
      kind: 'VDSO_HIT',
      tool: call.tool,
      traceId,
      verdict: admitted,
      ...digests(args, screened.digest),
    });
    return screened.quarantined
      ? { verdict: screened.verdict, admitted, result: screened.envelope }
      : {
          verdict: admitted,
          admitted,
          result: screened.envelope,
          blocks: [{ type: 'text', text: screened.envelope.content }],
        };
  }

  if (deps.backends === undefined) {
    stopped(deps, session, traceId, 'NO_BACKEND');
    return failed(
      admitted,
      'NO_BACKEND',
      `no tool backend is configured, so "${shownToolName(call.tool)}" cannot be run; start gate with --tools <file>`,
    );
  }

  const caller = callerOf(session);
  const outcome = await deps.backends.call(call.tool, args, {
    ...(session.signal ? { signal: session.signal } : {}),
    ...(caller !== undefined ? { caller } : {}),
  });
  const stop = stopCause(outcome);
  if (stop !== undefined) stopped(deps, session, traceId, stop);
  if (outcome.kind === 'result' || outcome.kind === 'deadline' || outcome.kind === 'aborted') {
    // It reached the backend, so it may have written: invalidate reads and tell the feed (a read is a no-op).
    await deps.vdso?.onWrite(call.tool, session.agent());
  }
  switch (outcome.kind) {
    case 'result': {
      const text = resultText(outcome.result);
      const status = resultStatus(outcome.result);
      const screened = await screen(deps, session, policy, call.tool, traceId, text, status, {
        backend: outcome.server,
      });
      if (screened.quarantined) return { verdict: screened.verdict, admitted, result: screened.envelope };
      await deps.vdso?.fill(call.tool, args, { content: text, status, quarantined: false }, witness);
      return {
        verdict: admitted,
        admitted,
        result: screened.envelope,
        // A redacted result reaches the model only as its redacted text.
        blocks: screened.redacted
          ? [{ type: 'text', text: screened.envelope.content }]
          : screenedBlocks(outcome.result, text),
      };
    }
    case 'error': {
      // The backend's error text is tool output (it may echo arguments or data): screened like a result.
      const screened = await screen(deps, session, policy, call.tool, traceId, outcome.message, 'ERROR', {
        backend: outcome.server,
        error: 'BACKEND_ERROR',
        // The backend's JSON-RPC code (an integer the SDK checked): -32000 is its own refusal, not a drop.
        backend_code: String(outcome.code),
      });
      if (screened.quarantined) return { verdict: screened.verdict, admitted, result: screened.envelope };
      return {
        verdict: admitted,
        admitted,
        result: screened.envelope,
        failure: `${call.tool} failed: ${screened.redacted ? screened.envelope.content : outcome.message}`,
      };
    }
    case 'deadline': {
      const verdict: Verdict = {
        kind: 'DENY',
        reason: 'TOOL_DEADLINE_EXCEEDED',
        by: 'backend',
        detail: { backend: outcome.server, deadline_ms: String(outcome.deadlineMs) },
      };
      await record(deps, { kind: 'DENY', tool: call.tool, traceId, verdict, argsDigest: argsDigest(args) });
      session.onDecision?.(call.tool, verdict.kind);
      const message = `${call.tool} did not finish within its ${outcome.deadlineMs} ms deadline on backend "${outcome.server}"; gate cancelled it (it may have run in part)`;
      return { ...failed(verdict, 'TOOL_DEADLINE_EXCEEDED', message, { backend: outcome.server }), admitted };
    }
    case 'unavailable':
      return failed(admitted, 'BACKEND_UNAVAILABLE', outcome.message, { backend: outcome.server });
    case 'busy':
      return failed(admitted, 'BACKEND_BUSY', outcome.message, { backend: outcome.server });
    case 'no_backend':
      return failed(admitted, 'NO_BACKEND', outcome.message);
    case 'aborted':
      return { ...failed(admitted, 'ABORTED', `${call.tool} was cancelled: the client went away`), admitted };
  }
}

interface Screened {
  verdict: Verdict;
  envelope: ResultEnvelope;
  digest: string;
  quarantined: boolean;
  /** The envelope holds the result with its secrets redacted (TRANSFORM), not the tool's own bytes. */
  redacted: boolean;
}

/** Every result passes engine.admit; the envelope keeps the tool's own status and gains side-band meta. */
async function screen(
  deps: McpDeps,
  session: McpSession,
  policy: Policy,
  tool: string,
  traceId: string,
  content: string,
  status: ResultStatus,
  extraMeta: Record<string, string>,
): Promise<Screened> {
  const out = await deps.engine.admit({ tool, traceId, content }, { ...engineMeta(session), policy });
  const quarantined = out.verdict.kind === 'QUARANTINE';
  const redacted = out.verdict.kind === 'TRANSFORM';
  session.onDecision?.(tool, out.verdict.kind);
  return {
    verdict: out.verdict,
    envelope: { ...out.envelope, status, meta: { ...extraMeta, ...out.envelope.meta } },
    digest: out.digest,
    quarantined,
    redacted,
  };
}

function failed(
  verdict: Verdict,
  code: ExecFailure,
  message: string,
  extraMeta: Record<string, string> = {},
): Executed {
  const status: ResultStatus = code === 'ABORTED' ? 'UNKNOWN' : 'ERROR';
  return {
    verdict,
    admitted: verdict,
    result: { status, content: `[gate] ${message}`, meta: { ...extraMeta, error: code } },
    failure: message,
  };
}

/**
 * Why an admitted call ended without its backend's answer (round 65: a STOP row, docs/journal.md), or
 * undefined: an answer (a result or the tool's own error), or the deadline (its own DENY row says so).
 */
function stopCause(outcome: CallOutcome): string | undefined {
  if (outcome.kind === 'aborted') return 'CLIENT_GONE';
  if (outcome.kind === 'unavailable' || (outcome.kind === 'error' && outcome.refused))
    return 'BACKEND_UNAVAILABLE';
  if (outcome.kind === 'busy') return 'BACKEND_BUSY';
  if (outcome.kind === 'no_backend') return 'NO_BACKEND';
  return undefined;
}

/** The STOP row, written after the answer as the model wires write theirs; it never throws. */
function stopped(deps: McpDeps, session: McpSession, traceId: string, cause: string): void {
  const ctx = session.principal === undefined ? { traceId } : { traceId, principal: session.principal };
  void deps.engine.stopped?.(ctx, 'mcp', cause);
}

async function record(deps: McpDeps, decision: Decision): Promise<void> {
  await deps.engine.record?.(decision);
}

function digests(
  args: Record<string, unknown>,
  resultDigest: string,
): { argsDigest: string; resultDigest: string } {
  return { argsDigest: argsDigest(args), resultDigest };
}

function asStatus(status: string): ResultStatus {
  return (RESULT_STATUSES as readonly string[]).includes(status) ? (status as ResultStatus) : 'OK';
}
