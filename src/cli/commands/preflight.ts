// `gate preflight`: the offline per-call oracle. Runs the same ladder the gateway runs, on one call,
// against a floor; needs no model, key or network. `--explain` renders the ladder's own trace events.

import { StringDecoder } from 'node:string_decoder';
import { canonicalJson } from '../../kernel/canonical.js';
import { GateError } from '../../kernel/errors.js';
import { readJsonStrict } from '../../kernel/json-strict.js';
import { adjudicate } from '../../kernel/ladder/ladder.js';
import { provenanceRungFor } from '../../kernel/ladder/provenance-load.js';
import { standingFields, standingFrom } from '../../kernel/ladder/shell-standing.js';
import type { Policy } from '../../kernel/policy/types.js';
import { RUNGS, type ToolCall, type TraceEvent, toWireVerdict, type Verdict } from '../../kernel/types.js';
import { EXIT } from '../exit-codes.js';
import { parseFlags } from '../flags.js';
import { type CliIo, readAllBytes, UsageError } from '../io.js';
import { loadPolicyFile, withManifestErrors } from './policy.js';

const HELP = `usage: gate preflight --tool <name> [--args <json|->] [--policy <file>] [--explain] [--json]
                      [--witness <token>] [--tainted] [--standing <dir>] [--earlier <json-array>]
       gate preflight --batch [--policy <file>] [--json [--explain]]

  --tool <name>       the tool name the model proposed (required)
  --args <json|->     the call's arguments as a JSON object; '-' reads standard input (default {});
                      text that is not a JSON object (or repeats a key) is judged DENY MALFORMED,
                      as the gateway judges such a call
  --policy <file>     the manifest to judge against (default: the built-in floor)
  --explain           also print every rung in order: what it did, and which one decided
  --json              print {"verdict": <WireVerdict>, "repaired_arguments"?, "trace"?} instead
  --witness <token>   present a confirm token, as a client re-proposing a witnessed call would
  --tainted           judge the call as part of a tainted trace
  --standing <dir>    the directory the agent's persistent shell stands in before the call (a call
                      naming no directory runs there: /tmp/r refuses git status as cd /tmp/r would)
  --earlier <json>    the calls run before in that shell, oldest first: a JSON array of their argument
                      objects (["{"command": "cd /tmp/r"}"] or [{"command": "cd /tmp/r"}]); without
                      either flag the call is judged as run where it names (its cwd/workdir) or alone
  --batch             judge many calls: one JSON object a line on standard input,
                      {"tool": <name>, "args"?: <json>, "witness"?: <token>, "tainted"?: true|false,
                       "standing"?: <dir>, "earlier"?: [<args>..]},
                      each answered by one line on standard output as it is read (the line a single
                      run with those flags prints), or error=<what> for a line that is not such an object
                      (error=line_too_long past 16 MiB, the gateway's default body limit; --args - past
                      it exits 1)
  --help              this text

Prints "verdict=<KIND> reason=<REASON|NONE> by=<by>" and, when present, claim, would_deny,
repaired_arguments (on TRANSFORM) and confirm_token (on REQUIRE_WITNESS).
Exit code 0 for any verdict, 1 for a bad manifest, 2 for a usage error.
`;

export const usage = (): string => HELP;

export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags({
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
      standing: { type: 'string' },
      earlier: { type: 'string' },
      batch: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout.write(HELP);
    return EXIT.OK;
  }
  if (values.batch) return runBatch(values, io);
  if (values.tool === undefined || values.tool === '') throw new UsageError('preflight needs --tool <name>');
  if (values.args === '-' && values.policy === '-')
    throw new UsageError('--args - and --policy - cannot both read standard input');

  const args = parseCallArguments(values.args === '-' ? await argsFromStdin(io) : (values.args ?? '{}'));
  const policy = await withManifestErrors(io, () => loadPolicyFile(values.policy, io));
  if (!policy) return EXIT.FAILURE;

  const call = {
    tool: values.tool,
    args,
    ...(values.witness !== undefined ? { witness: values.witness } : {}),
  };
  const earlier = values.earlier === undefined ? [] : earlierCalls(values.earlier);
  if (typeof earlier === 'string') throw new UsageError(`--earlier ${earlier}`);
  const shell = standingFields(args, standingFrom(values.standing, earlier));
  io.stdout.write(await judged(policy, call, values.tainted === true, values, shell));
  return EXIT.OK;
}

type Output = { json?: boolean; explain?: boolean };

/** What a run prints for one call: its verdict line (and --explain's rows), or --json's document. */
async function judged(
  policy: Policy,
  call: ToolCall,
  tainted: boolean,
  out: Output,
  shell: { standing?: string } = {},
): Promise<string> {
  const trace: TraceEvent[] = [];
  const ctx = { tainted, ...shell };
  // Rung 6 loads only for a call it can change (--tainted, a safe or confirm-declared sink).
  await provenanceRungFor(policy, call, ctx);
  const verdict = adjudicate(policy, call, ctx, out.explain ? (event) => trace.push(event) : undefined);
  if (out.json) {
    const doc: Record<string, unknown> = { verdict: toWireVerdict(verdict) };
    if (verdict.repairedArguments) doc.repaired_arguments = verdict.repairedArguments;
    if (out.explain) doc.trace = trace;
    return `${JSON.stringify(doc)}\n`;
  }
  return `${verdictLine(verdict)}\n${out.explain ? renderTrace(trace, verdict) : ''}`;
}

const BATCH_KEYS = new Set(['tool', 'args', 'witness', 'tainted', 'standing', 'earlier']);

/** Earlier calls one decision reads (gate_adjudicate's MAX_EARLIER_CALLS). */
const MAX_EARLIER = 1000;

/** --earlier's text (or a batch line's `earlier`) as the earlier calls' arguments, or what is wrong. */
function earlierCalls(text: unknown): unknown[] | string {
  let v = text;
  if (typeof text === 'string') {
    const read = readJsonStrict(text);
    if (!read.ok) return "is not JSON: give an array of the earlier calls' arguments";
    v = read.value;
  }
  if (!Array.isArray(v)) return "is not an array of the earlier calls' arguments";
  if (v.length > MAX_EARLIER) return `holds more than ${MAX_EARLIER} calls`;
  if (v.some((c) => typeof c !== 'string' && (c === null || typeof c !== 'object' || Array.isArray(c))))
    return 'holds an item that is neither an object nor JSON text';
  return v;
}

/**
 * `--batch`: one process judging each call on standard input as a single run with the same flags would
 * (the policy loaded once), answering each line before reading on, so a caller can talk to it line by line.
 */
async function runBatch(values: Output & Record<string, unknown>, io: CliIo): Promise<number> {
  for (const flag of BATCH_KEYS)
    if (values[flag] !== undefined)
      throw new UsageError(`--batch reads --${flag} from each line, not the command line`);
  if (values.policy === '-')
    throw new UsageError('--batch reads calls from standard input, so --policy - cannot');
  // --explain's rows are many lines: only --json keeps one answer a line.
  if (values.explain && !values.json) throw new UsageError('--batch --explain needs --json');
  const policy = await withManifestErrors(io, () => loadPolicyFile(values.policy as string | undefined, io));
  if (!policy) return EXIT.FAILURE;
  const answer = async (line: string): Promise<string> => {
    const call = batchCall(line);
    if (typeof call === 'string')
      return values.json ? `${JSON.stringify({ error: call })}\n` : `error=${call}\n`;
    return judged(policy, call.call, call.tainted, values, call.shell);
  };
  // A decoder that keeps a character split across chunks whole (a per-chunk decode would judge U+FFFD).
  const utf8 = new StringDecoder('utf8');
  const lines = new BatchLines();
  for await (const chunk of io.stdin) {
    const text = typeof chunk === 'string' ? chunk : utf8.write(chunk as Buffer);
    for (const line of lines.feed(text)) io.stdout.write(await answerLine(line));
  }
  for (const line of lines.end(utf8.end())) io.stdout.write(await answerLine(line));
  return EXIT.OK;

  function answerLine(line: string | typeof LINE_TOO_LONG): Promise<string> | string {
    if (line !== LINE_TOO_LONG) return answer(line);
    return values.json ? `${JSON.stringify({ error: LINE_TOO_LONG })}\n` : `error=${LINE_TOO_LONG}\n`;
  }
}

/**
 * The most characters one --batch line or one `--args -` may hold: the gateway's default request body
 * limit (--max-body-bytes, 16 MiB), which a call must fit in to be judged there at all.
 */
export const MAX_CALL_TEXT = 16 * 1024 * 1024;
export const LINE_TOO_LONG = 'line_too_long';

/**
 * Standard input cut into --batch lines. Only new text is searched for a newline and a line's parts are
 * joined once (round 58: `pending += chunk` then `indexOf` flattened the whole pending text on every
 * chunk, so a 100 MB line ran past a minute); a line past MAX_CALL_TEXT is answered line_too_long once
 * and the rest of it, up to its newline, is dropped unread.
 */
export class BatchLines {
  private parts: string[] = [];
  private size = 0;
  /** In a line already answered line_too_long: its text is dropped up to its newline. */
  private skipping = false;

  constructor(private readonly max = MAX_CALL_TEXT) {}

  *feed(text: string): Generator<string | typeof LINE_TOO_LONG> {
    let from = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', from)) {
      const over = this.take(text.slice(from, nl));
      from = nl + 1;
      if (over) yield over;
      else if (!this.skipping) yield this.flush();
      this.skipping = false;
    }
    const over = this.take(text.slice(from));
    if (over) yield over;
  }

  *end(text: string): Generator<string | typeof LINE_TOO_LONG> {
    const over = this.take(text);
    if (over) yield over;
    else if (!this.skipping && this.size > 0) yield this.flush();
  }

  /** Adds text to the line being read; LINE_TOO_LONG when that makes it overflow (once a line). */
  private take(text: string): typeof LINE_TOO_LONG | undefined {
    if (this.skipping) return undefined;
    if (this.size + text.length > this.max) {
      this.skipping = true;
      this.parts = [];
      this.size = 0;
      return LINE_TOO_LONG;
    }
    if (text.length > 0) this.parts.push(text);
    this.size += text.length;
    return undefined;
  }

  private flush(): string {
    const line = this.parts.join('');
    this.parts = [];
    this.size = 0;
    return line;
  }
}

/** One --batch line as a call, or what is wrong with it (never the line's own bytes). */
function batchCall(
  line: string,
): { call: ToolCall; tainted: boolean; shell: { standing?: string } } | string {
  const read = readJsonStrict(line.endsWith('\r') ? line.slice(0, -1) : line);
  if (!read.ok) return 'line_not_json';
  const v = read.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return 'line_not_an_object';
  const o = v as Record<string, unknown>;
  if (Object.keys(o).some((k) => !BATCH_KEYS.has(k))) return 'unknown_key';
  if (typeof o.tool !== 'string' || o.tool === '') return 'tool_not_a_name';
  if (o.witness !== undefined && typeof o.witness !== 'string') return 'witness_not_a_string';
  if (o.tainted !== undefined && typeof o.tainted !== 'boolean') return 'tainted_not_a_boolean';
  if (o.standing !== undefined && typeof o.standing !== 'string') return 'standing_not_a_string';
  const earlier = o.earlier === undefined ? [] : earlierCalls(o.earlier);
  if (typeof earlier === 'string' || (o.earlier !== undefined && !Array.isArray(o.earlier)))
    return 'earlier_not_an_array_of_arguments';
  const call: ToolCall = {
    tool: o.tool,
    args: 'args' in o ? o.args : {},
    ...(typeof o.witness === 'string' ? { witness: o.witness } : {}),
  };
  const shell = standingFields(call.args, standingFrom(o.standing as string | undefined, earlier));
  return { call, tainted: o.tainted === true, shell };
}

/** `--args -`: standard input, at most MAX_CALL_TEXT bytes (round 58: 100 MB was read whole, 17 s and 366 MB). */
async function argsFromStdin(io: CliIo): Promise<string> {
  const bytes = await readAllBytes(io.stdin, MAX_CALL_TEXT);
  if (bytes === undefined)
    throw new GateError(
      'BAD_FLAG',
      `--args -: standard input holds more than ${MAX_CALL_TEXT} bytes, past the gateway's default request body limit (--max-body-bytes)`,
    );
  return bytes.toString('utf8');
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
