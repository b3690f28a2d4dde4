// `gate hook <agent>`: one hook run of an agent's tool-use events. Reads the event on stdin, asks a
// running gate (GATE_URL) or decides embedded, and answers in the agent's hook format. It runs on every
// tool call, so it loads nothing it does not use: the kernel only when deciding embedded.

import { readJsonStrict } from '../../kernel/json-strict.js';
import { witnessKeyOf } from '../../kernel/ladder/witness-keys.js';
import { EXIT } from '../exit-codes.js';
import { parseFlags } from '../flags.js';
import { DIALECTS, type HookAnswer } from '../hooks/dialects.js';
import { withEntered, withEventCwd, withoutAddedCwd, withWorkspace } from '../hooks/event-cwd.js';
import {
  embeddedJudge,
  HookFailure,
  type HookQuestion,
  type HookVerdict,
  remoteJudge,
} from '../hooks/judge.js';
import { type CliIo, readAllBytes, readFdBounded, strictUtf8, UsageError } from '../io.js';

const HELP = `usage: gate hook <claude-code|codex|cursor|gemini> [--policy <file>] [--grant] [--key-env <VAR>]

Answers one hook event of an agent (JSON on stdin) in that agent's hook format: a call the floor refuses
is denied with the rule that refused it, a call held for a witness is put to the human ("ask"; Gemini
CLI and Codex: denied with the reason), a result the screeners hold is withheld where the agent's format
allows it (Codex and Gemini CLI replace it with the reason).
See docs/hooks.md for the settings of each agent.

  --policy <file>   the floor to decide on when deciding embedded (default: the built-in floor)
  --grant           answer an admitted call with the agent's "allow", which skips its own permission
                    prompt; without it gate has no objection and the agent's own permissions decide
                    (Claude Code and Cursor; refused for codex, which has no such prompt to skip)
  --key-env <VAR>   the variable holding the gateway key for GATE_URL (default GATE_KEY)

environment:
  GATE_URL                ask the gate running there (shared taint, its journal) instead of deciding
                          embedded; if it cannot be reached the call is refused, never let through
  GATE_KEY                the gateway key for GATE_URL (gate run sets both)
  GATE_HOOK_TIMEOUT_MS    how long to wait for GATE_URL (default 5000)
`;
export const usage = (): string => HELP;

/** Events are small; a bound keeps a runaway writer from growing the hook without limit. */
const MAX_EVENT_BYTES = 16 * 1024 * 1024;

export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      policy: { type: 'string' },
      grant: { type: 'boolean' },
      'key-env': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout.write(HELP);
    return EXIT.OK;
  }
  const name = positionals[0];
  const dialect = name !== undefined && Object.hasOwn(DIALECTS, name) ? DIALECTS[name] : undefined;
  if (!dialect || positionals.length > 1)
    throw new UsageError(
      `hook: name one agent: ${Object.keys(DIALECTS).join(', ')} (got "${positionals.join(' ')}")`,
    );
  // Codex reads a bare "allow" as a failed hook and asks nothing: --grant could only mislead.
  if (name === 'codex' && values.grant)
    throw new UsageError('hook: --grant has no effect for codex (Codex runs a call its hook leaves alone)');
  const url = io.env.GATE_URL;
  if (url && values.policy !== undefined)
    throw new UsageError(
      'hook: --policy decides embedded; with GATE_URL set the running gate decides on its own floor',
    );

  const answer = await decide(dialect, name!, values, io);
  io.stdout.write(answer.stdout);
  if (answer.stderr) io.stderr.write(answer.stderr);
  return answer.exitCode;
}

async function decide(
  dialect: (typeof DIALECTS)[string],
  agent: string,
  values: { policy?: string | undefined; grant?: boolean | undefined; 'key-env'?: string | undefined },
  io: CliIo,
): Promise<HookAnswer> {
  // Fail closed from the first byte: any throw becomes the agent's refusal, never an exit 1, which
  // Claude Code, Gemini CLI and Codex read as "the hook failed" and run the call anyway.
  let question: HookQuestion | null | undefined;
  try {
    const text = await readEvent(io);
    // Only gate's own sentence is reported: a parser's message would quote the event's bytes.
    const event = text === undefined ? undefined : parseEvent(text);
    if (event === undefined)
      return dialect.failure(undefined, 'the hook event is not one JSON object gate can read');
    question = dialect.question(event);
    if (question === undefined) return { stdout: '', stderr: '', exitCode: EXIT.OK };
    if (question === null) return dialect.failure(undefined, 'the hook event names no tool');
    const url = io.env.GATE_URL;
    const judge = url
      ? remoteJudge({
          url,
          key: io.env[values['key-env'] ?? 'GATE_KEY'],
          timeoutMs: timeoutOf(io.env.GATE_HOOK_TIMEOUT_MS),
          agent: `${agent}-hook`,
        })
      : await embeddedJudge(values.policy);
    const placed = withEventCwd(question, event);
    // Round 55, second pass: Claude Code names the session's project to its hooks; the floor reads a `cwd`
    // in it as the workspace, not a shared place an earlier step prepared (event-cwd.ts). Round 56: a
    // running gate (GATE_URL) is told it too, as gate_adjudicate's `workspace`.
    placed.q = withWorkspace(placed.q, agent === 'claude-code' ? io.env.CLAUDE_PROJECT_DIR : undefined);
    // Round 57: a directory the text goes into that the disk resolves into a shared place (event-cwd.ts).
    placed.q = withEntered(placed.q, event);
    const verdict = withoutAddedCwd(await judge(placed.q), placed.added);
    // Round 76: a witness in the arguments is the model's, never a human's (modelWitness).
    const written = question.phase === 'call' ? witnessKeyOf(question.args) : undefined;
    const admitted = verdict.verdict.kind === 'ALLOW' || verdict.verdict.kind === 'TRANSFORM';
    const answered = written !== undefined && admitted ? modelWitness(verdict, written) : verdict;
    return dialect.answer(event, question, answered, { grant: values.grant ?? false });
  } catch (err) {
    // Fail closed: whatever stopped a decision (gate unreachable, a bad floor) refuses the call.
    const why = err instanceof HookFailure ? err.message : `gate could not decide: ${(err as Error).message}`;
    return dialect.failure(question ?? undefined, why);
  }
}

/**
 * Round 76: a witness the call's own arguments present (`witness`, `confirm_token`) admitted a held call.
 * Through a hook those arguments are the model's, and the confirm token is a digest anyone can compute, so
 * a model wrote its own witness: `git push` ran without the ask (Claude Code with --grant, Cursor) or the
 * refusal (Gemini CLI) a held call gets. Now a call gate admits whose arguments carry such a key is
 * refused; the same call without it is held for the agent's human as any other (docs/hooks.md, "Round 76").
 */
function modelWitness(v: HookVerdict, key: string): HookVerdict {
  const claim = `witness: one in the call's arguments (${key}) is the model's; through a hook only the agent's human witnesses a call`;
  return { verdict: { kind: 'DENY', reason: 'UNWITNESSED', detail: { claim } }, trace_id: v.trace_id };
}

/** The event on stdin: from the process's descriptor when it can, else from the stream. */
async function readEvent(io: CliIo): Promise<string | undefined> {
  let direct: Buffer | undefined;
  try {
    direct = io.stdinFd === undefined ? undefined : readFdBounded(io.stdinFd, MAX_EVENT_BYTES);
  } catch {
    return undefined; // cut off mid-read: no whole event, so the call is refused
  }
  // Past MAX_EVENT_BYTES: undefined, refused without reading the rest.
  const bytes = direct === undefined ? await readAllBytes(io.stdin, MAX_EVENT_BYTES) : direct;
  // Not UTF-8: no agent writes it, and read leniently gate would judge a command the bytes do not hold.
  return bytes === undefined || bytes.length > MAX_EVENT_BYTES ? undefined : strictUtf8(bytes);
}

/** The event, read strictly: a repeated key (`tool_name` or a `tool_input` field twice) is not a choice. */
function parseEvent(text: string): Record<string, unknown> | undefined {
  const read = readJsonStrict(text);
  if (!read.ok) return undefined;
  const parsed = read.value;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

/** The longest delay Node's timers keep (2^31-1 ms); past it a timer fires at once (round 76). */
const MAX_TIMEOUT_MS = 2_147_483_647;

function timeoutOf(raw: string | undefined): number {
  const n = raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n > 0 && n <= MAX_TIMEOUT_MS ? n : 5000;
}
