// Where a hook's question is decided: a running gate over its MCP route (GATE_URL; shared taint, the
// journal, approvals), or embedded in the hook process on the floor file. Both answer gate's own
// SyscallResponse document, so the agent dialects render one shape. The embedded path is loaded only
// when used: a hook that asks a running gate starts without the kernel.
import { readJsonStrict } from '../../kernel/json-strict.js';
import { printable } from '../../kernel/printable.js';
import { type JsonObject, type ResultEnvelope, VERDICT_KINDS, type WireVerdict } from '../../kernel/types.js';

/** The document gate_adjudicate and gate_admit answer (docs/mcp.md, "gate_adjudicate and gate_syscall"). */
export interface HookVerdict {
  verdict: WireVerdict;
  result?: ResultEnvelope;
  repaired_arguments?: JsonObject;
  trace_id: string;
}

/** A call about to run, or a result about to reach the model. */
export type HookQuestion =
  | {
      phase: 'call';
      tool: string;
      args: unknown;
      traceId: string;
      /** Round 55, second pass: the session's project directory (CallContext.workspace); round 56: remote too. */
      workspace?: string;
      /** Round 57: the shared place a directory the text goes into resolves to (CallContext.entered). */
      entered?: string;
    }
  | { phase: 'result'; tool: string; result: string; traceId: string };

export type Judge = (q: HookQuestion) => Promise<HookVerdict>;

/** Why a hook could not get a decision; the dialect renders it as a refusal (fail closed). */
export class HookFailure extends Error {}

export interface RemoteOptions {
  url: string;
  key?: string | undefined;
  timeoutMs: number;
  agent: string;
}

/** Asks a running gate: one stateless JSON-RPC tools/call on POST /mcp. */
export function remoteJudge(opts: RemoteOptions): Judge {
  const endpoint = `${opts.url.replace(/\/+$/, '')}/mcp`;
  // Every sentence names the gate as shownUrl spells it: a refusal's text reaches the agent and its model.
  const at = shownUrl(opts.url);
  return async (q) => {
    const call =
      q.phase === 'call'
        ? {
            name: 'gate_adjudicate',
            arguments: {
              tool: q.tool,
              args: argsText(q.args),
              trace_id: q.traceId,
              ...(q.workspace !== undefined ? { workspace: q.workspace } : {}),
              // Round 58: what the disk showed here, which the gateway cannot see (event-cwd.ts withEntered).
              ...(q.entered !== undefined ? { entered: q.entered } : {}),
            },
          }
        : { name: 'gate_admit', arguments: { tool: q.tool, result: q.result, trace_id: q.traceId } };
    let res: Response;
    const deadline = AbortSignal.timeout(opts.timeoutMs);
    const noAnswer = `gate at ${at} is unreachable (no answer in ${opts.timeoutMs} ms)`;
    try {
      res = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-gate-agent': opts.agent,
          ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: call }),
        signal: deadline,
        // gate never redirects /mcp. Followed, a 307 resent the call's arguments to another origin, and the
        // verdict that origin answered was taken as gate's (round 51): a redirect is a refusal.
        redirect: 'manual',
      });
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') throw new HookFailure(noAnswer);
      throw new HookFailure(`gate at ${at} is unreachable (${causeOf(err)})`);
    }
    const text = await boundedText(res);
    // Round 76: a body still coming at the deadline was reported as an answer that is not a verdict.
    if (text === '' && deadline.aborted) throw new HookFailure(noAnswer);
    if (text === undefined)
      throw new HookFailure(`gate at ${at} answered more than ${MAX_ANSWER_BYTES} bytes`);
    if (res.status === 401) throw new HookFailure(`gate at ${at} refused the hook's key (401)`);
    if (res.status >= 300 && res.status < 400)
      throw new HookFailure(`gate at ${at} answered a redirect (HTTP ${res.status}); it is not followed`);
    if (!res.ok) throw new HookFailure(`gate at ${at} answered HTTP ${res.status}`);
    return parseAnswer(text, at);
  };
}

/**
 * GATE_URL as a refusal names it: scheme, host and port only. Round 51: the hook's refusal quoted GATE_URL
 * whole, so a key written into it (`https://user:key@gate/`, `?token=`, a path segment) reached the
 * agent's transcript and its model in every refusal while the gateway was down.
 */
export function shownUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'GATE_URL (not an absolute URL)';
  }
  return `${u.protocol}//${u.host}`;
}

/** gate's answers are a verdict document; anything past this is not one, and reading it could exhaust the hook. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** The body as text, '' when it cannot be read, undefined past MAX_ANSWER_BYTES (the rest never read). */
async function boundedText(res: Response): Promise<string | undefined> {
  if (res.body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body) {
      size += chunk.byteLength;
      // Leaving the loop cancels the body: the rest is never read.
      if (size > MAX_ANSWER_BYTES) return undefined;
      chunks.push(chunk);
    }
  } catch {
    return '';
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * gate's answer, read as gate writes it or not at all: strict JSON at both layers (a repeated key is not a
 * choice between two verdicts), the id the hook sent, and no `isError` (gate answers every adjudication
 * with `isError: false`). Anything else is no decision, so the call is refused.
 */
function parseAnswer(text: string, url: string): HookVerdict {
  const notVerdict = new HookFailure(`gate at ${url} answered something that is not a verdict`);
  const rpc = readJsonStrict(text);
  if (!rpc.ok || !isObject(rpc.value)) throw notVerdict;
  const { id, result, error } = rpc.value;
  if (isObject(error)) {
    // Round 76: quoted whole, whatever answered at GATE_URL wrote controls and any length into the refusal
    // the agent hands its model; gate's own messages are one short printable line.
    const why = typeof error.message === 'string' ? printable(error.message, MAX_ERROR_SHOWN) : 'error';
    throw new HookFailure(`gate at ${url} refused the question: ${why}`);
  }
  if (id !== 1 || !isObject(result) || result.isError !== false || !Array.isArray(result.content))
    throw notVerdict;
  const block: unknown = result.content[0];
  if (!isObject(block) || block.type !== 'text' || typeof block.text !== 'string') throw notVerdict;
  const doc = readJsonStrict(block.text);
  if (!doc.ok || !isObject(doc.value) || !isVerdictDocument(doc.value)) throw notVerdict;
  return doc.value as unknown as HookVerdict;
}

/** The longest error sentence of a gateway a refusal repeats (gate's own are well under it). */
const MAX_ERROR_SHOWN = 200;
/** A reason as gate writes one: a code of capitals (docs/design.md §1); anything else is not gate's. */
const REASON_CODE = /^[A-Z][A-Z_]{0,63}$/;

/**
 * Round 76: a verdict is one of gate's kinds, with a reason code and repaired arguments in gate's shapes.
 * Before, any `kind` string was taken: a result's answer of another kind (`"allow"`, `"ALLOWED"`) passed
 * the result, and `repaired_arguments: "x"` went back to Claude Code as the call's input.
 */
function isVerdictDocument(doc: Record<string, unknown>): boolean {
  const { verdict, repaired_arguments: repaired } = doc;
  if (!isObject(verdict) || !(VERDICT_KINDS as readonly unknown[]).includes(verdict.kind)) return false;
  if (
    verdict.reason !== undefined &&
    !(typeof verdict.reason === 'string' && REASON_CODE.test(verdict.reason))
  )
    return false;
  return repaired === undefined || isObject(repaired);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Decides in this process on the floor (the built-in one without a file). No taint is shared between
 * calls. A call loads the ladder only, a result the screeners only: each hook run pays for one of them.
 */
export async function embeddedJudge(policyFile: string | undefined): Promise<Judge> {
  const [{ PolicyHolder }, { syscallResponse }] = await Promise.all([
    import('../../server/policy-holder.js'),
    import('../../wire/mcp/response.js'),
  ]);
  const policy = (await PolicyHolder.open(policyFile)).current;
  return async (q) => {
    if (q.phase === 'call') {
      const [{ adjudicate }, { provenanceRungFor }, { enteredBeyond }] = await Promise.all([
        import('../../kernel/ladder/ladder.js'),
        import('../../kernel/ladder/provenance-load.js'),
        import('../../server/workspace-pins.js'),
      ]);
      const call = { tool: q.tool, args: q.args, traceId: q.traceId };
      await provenanceRungFor(policy, call, { tainted: false });
      // Round 58: a place in the session's own project is no shared place to read the call in (as served).
      const entered = enteredBeyond(q.entered, q.workspace);
      const ctx = {
        tainted: false,
        ...(q.workspace !== undefined ? { workspace: q.workspace } : {}),
        ...(entered !== undefined ? { entered } : {}),
      };
      return syscallResponse(adjudicate(policy, call, ctx), q.traceId);
    }
    const [{ admit }, { ContextMemory }] = await Promise.all([
      import('../../kernel/screen/admit.js'),
      import('../../kernel/screen/memory.js'),
    ]);
    const outcome = admit(
      { tool: q.tool, traceId: q.traceId, content: q.result },
      policy,
      new ContextMemory(),
    );
    return syscallResponse(outcome.verdict, q.traceId, outcome.envelope);
  };
}

/** gate_adjudicate takes the arguments as JSON text; missing or not an object, they are judged MALFORMED. */
function argsText(args: unknown): string {
  return JSON.stringify(args === undefined ? null : args);
}

/** The system error behind a failed fetch (ECONNREFUSED, ENOTFOUND, ...), never a URL's query or a body. */
function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? 'connection failed';
}
