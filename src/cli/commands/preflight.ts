// `gate preflight`: the offline per-call oracle. Runs the same ladder the gateway runs, on one call,
// against a floor; needs no model, key or network. `--explain` renders the ladder's own trace events.
import { parseArgs } from 'node:util';
import { canonicalJson } from '../../kernel/canonical.js';
import { readJsonStrict } from '../../kernel/json-strict.js';
import { adjudicate } from '../../kernel/ladder/ladder.js';
import { provenanceRungFor } from '../../kernel/ladder/provenance-load.js';
import { RUNGS, type TraceEvent, toWireVerdict, type Verdict } from '../../kernel/types.js';
import { EXIT } from '../exit-codes.js';
import { type CliIo, readAll, UsageError } from '../io.js';
import { loadPolicyFile, withManifestErrors } from './policy.js';

const HELP = `usage: gate preflight --tool <name> [--args <json|->] [--policy <file>] [--explain] [--json]
                      [--witness <token>] [--tainted]

  --tool <name>       the tool name the model proposed (required)
  --args <json|->     the call's arguments as a JSON object; '-' reads standard input (default {});
                      text that is not a JSON object (or repeats a key) is judged DENY MALFORMED,
                      as the gateway judges such a call
  --policy <file>     the manifest to judge against (default: the built-in floor)
  --explain           also print every rung in order: what it did, and which one decided
  --json              print {"verdict": <WireVerdict>, "repaired_arguments"?, "trace"?} instead
  --witness <token>   present a confirm token, as a client re-proposing a witnessed call would
  --tainted           judge the call as part of a tainted trace
  --help              this text

Prints "verdict=<KIND> reason=<REASON|NONE> by=<by>" and, when present, claim, would_deny,
repaired_arguments (on TRANSFORM) and confirm_token (on REQUIRE_WITNESS).
Exit code 0 for any verdict, 1 for a bad manifest, 2 for a usage error.
`;

export const usage = (): string => HELP;

export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      tool: { type: 'string' },
      args: { type: 'string' },
      policy: { type: 'string' },
      explain: { type: 'boolean' },
      json: { type: 'boolean' },
      witness: { type: 'string' },
      tainted: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout.write(HELP);
    return EXIT.OK;
  }
  if (values.tool === undefined || values.tool === '') throw new UsageError('preflight needs --tool <name>');
  if (values.args === '-' && values.policy === '-')
    throw new UsageError('--args - and --policy - cannot both read standard input');

  const args = parseCallArguments(values.args === '-' ? await readAll(io.stdin) : (values.args ?? '{}'));
  const policy = await withManifestErrors(io, () => loadPolicyFile(values.policy, io));
  if (!policy) return EXIT.FAILURE;

  const trace: TraceEvent[] = [];
  const call = {
    tool: values.tool,
    args,
    ...(values.witness !== undefined ? { witness: values.witness } : {}),
  };
  const ctx = { tainted: values.tainted === true };
  // Rung 6 loads only for a call it can change (--tainted, a safe or confirm-declared sink).
  await provenanceRungFor(policy, call, ctx);
  const verdict = adjudicate(policy, call, ctx, values.explain ? (event) => trace.push(event) : undefined);

  if (values.json) {
    const doc: Record<string, unknown> = { verdict: toWireVerdict(verdict) };
    if (verdict.repairedArguments) doc.repaired_arguments = verdict.repairedArguments;
    if (values.explain) doc.trace = trace;
    io.stdout.write(`${JSON.stringify(doc)}\n`);
    return EXIT.OK;
  }
  io.stdout.write(`${verdictLine(verdict)}\n`);
  if (values.explain) io.stdout.write(renderTrace(trace, verdict));
  return EXIT.OK;
}

/**
 * The --args text as the gateway reads a call's argument text: strict JSON, or the text itself when it
 * is not (the ladder's malformed rung then refuses it, naming the fault without echoing the text).
 */
function parseCallArguments(text: string): unknown {
  const read = readJsonStrict(text);
  return read.ok ? read.value : text;
}

export function verdictLine(verdict: Verdict): string {
  const parts = [
    `verdict=${verdict.kind}`,
    `reason=${verdict.reason ?? 'NONE'}`,
    `by=${verdict.by || 'NONE'}`,
  ];
  const detail = verdict.detail ?? {};
  if (detail.claim !== undefined) parts.push(`claim=${quote(detail.claim)}`);
  if (detail.would_deny !== undefined) parts.push(`would_deny=${detail.would_deny}`);
  if (verdict.kind === 'TRANSFORM' && verdict.repairedArguments)
    parts.push(`repaired_arguments=${canonicalJson(verdict.repairedArguments)}`);
  if (verdict.kind === 'REQUIRE_WITNESS') {
    if (detail.confirm_token !== undefined) parts.push(`confirm_token=${detail.confirm_token}`);
    if (detail.preview !== undefined) parts.push(`preview=${quote(detail.preview)}`);
  }
  return parts.join(' ');
}

/** Bare when it is one plain word, JSON-quoted otherwise, so the line splits unambiguously. */
function quote(text: string): string {
  return /^[A-Za-z0-9_./:~*@+-]+$/.test(text) ? text : JSON.stringify(text);
}

/** One row per rung in ladder order, from the events the ladder emitted; rungs it never reached say so. */
export function renderTrace(trace: readonly TraceEvent[], verdict: Verdict): string {
  const width = Math.max(...RUNGS.map((r) => r.length));
  const outcomeOf = (e: TraceEvent): string => (e.reason ? `${e.outcome} ${e.reason}` : e.outcome);
  const outcomeWidth = Math.max(5, ...trace.map((e) => outcomeOf(e).length));
  const rows = RUNGS.map((rung, i) => {
    const event = trace.find((e) => e.rung === rung);
    const n = String(i + 1).padStart(2);
    if (!event) return `  ${n}. ${rung.padEnd(width)}  ${'-'.padEnd(outcomeWidth)}  not reached`;
    const claim = event.claim !== undefined ? `  claim=${quote(event.claim)}` : '';
    const decided = verdict.rung === rung ? '  <- decided' : '';
    return `  ${n}. ${rung.padEnd(width)}  ${outcomeOf(event).padEnd(outcomeWidth)}  ${event.note ?? ''}${claim}${decided}`;
  });
  return `explain (ladder order, first refusal wins):\n${rows.join('\n')}\n`;
}
