// `gate run [serve flags] -- <agent> [args…]`: one governed agent session in one command. Starts the
// gateway in this process on a free loopback port with a key made for this run, points the agent at it
// (agent-launch.ts), runs the agent on the terminal, then stops the gateway and prints what happened.

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { readRows } from '../../journal/reader.js';
import { summarize, verifyJournal } from '../../journal/verify.js';
import { HOSTED_PREFIX } from '../../wire/shared/hosted.js';
import { agentKind, holdsProviderKey, launchPlan } from '../agent-launch.js';
import { EXIT } from '../exit-codes.js';
import { buildGateway } from '../gateway.js';
import { type CliIo, UsageError } from '../io.js';
import { serverListening } from '../launch.js';
import { scrubStartEnvironment } from '../own-environ.js';
import { isLoopback, parseServeFlags, type ServeFlags, unpresentableSecret } from './serve.js';

const HELP = `usage: gate run [serve flags] -- <agent> [args…]

Runs one agent session through gate: starts the gateway on a free loopback port (your --policy, or the
built-in floor; with no --base-url, the built-in model), points the agent at it with a gateway key made
for this run, runs the agent on this terminal, stops the gateway when the agent exits and prints a
summary on stderr. The exit code is the agent's.

  gate run -- claude                                 Claude Code on the built-in model (offline)
  gate run --policy floor.json --base-url https://api.anthropic.com \\
           --api-key-env ANTHROPIC_KEY -- claude -p "fix the build"
  gate run --base-url https://api.openai.com/v1 --api-key-env OPENAI_KEY -- codex exec "run the tests"

Agents it knows (by the command's name): claude (ANTHROPIC_BASE_URL, ANTHROPIC_AUTH_TOKEN), codex (a
"gate" Responses provider through -c overrides; config.toml is not touched), opencode
(OPENCODE_CONFIG_CONTENT). Any other command gets OPENAI_BASE_URL/OPENAI_API_KEY and
ANTHROPIC_BASE_URL/ANTHROPIC_API_KEY. Every agent also gets GATE_URL and GATE_KEY (for 'gate hook').
The variable named by --api-key-env is removed from the agent's environment: only gate holds the
provider key, and its value is overwritten in gate run's own /proc/<pid>/environ before the agent
starts; where that cannot be done, --scrub-environ says what gate run does: refuse (the default: the
agent does not start, exit 1) or warn (say so on stderr and start it). --addr must be loopback (default 127.0.0.1:0); --require-key-env, --stdio, --approver-key-env,
--harness-key-env and --admin-key-env are not taken; the agent's key does not reload the policy.

environment:
  GATE_AUDIT_JOURNAL   the journal to append to (default: a new one in a temporary directory)
`;
export const usage = (): string => HELP;

/** The outcome of one session, counted from the journal rows it wrote. */
export interface SessionCounts {
  admitted: number;
  refused: number;
  held: number;
  resultsScreened: number;
  withheld: number;
  /** Declarations of tools the provider runs (`hosted:*`), judged before a request went upstream: not calls. */
  hosted: number;
  /** Model streams gate ended before their final event (STOP rows, round 64): not calls. */
  stopped: number;
}

/** What `run` calls that a test may replace: the scrub of its own start-up environment. */
export interface RunDeps {
  scrub: typeof scrubStartEnvironment;
}

export async function run(
  argv: string[],
  io: CliIo,
  deps: RunDeps = { scrub: scrubStartEnvironment },
): Promise<number> {
  const split = argv.indexOf('--');
  const [gateArgs, onScrubFailure] = scrubEnvironFlag(split < 0 ? argv : argv.slice(0, split));
  if (gateArgs.includes('--help') || gateArgs.includes('-h')) {
    io.stdout.write(HELP);
    return EXIT.OK;
  }
  const agentArgv = split < 0 ? [] : argv.slice(split + 1);
  if (agentArgv.length === 0 || agentArgv[0] === '')
    throw new UsageError("run: name the agent after '--': gate run [serve flags] -- <agent> [args…]");
  const flags = runFlags(gateArgs);
  const agent = agentKind(agentArgv[0]!);
  if (flags.baseUrl && !gateArgs.some((a) => a === '--provider' || a.startsWith('--provider=')))
    flags.provider = agent === 'claude' ? 'anthropic' : 'openai';
  if (flags.baseUrl && agent === 'claude' && flags.provider !== 'anthropic')
    throw new UsageError('run: Claude Code speaks the messages wire: give --provider anthropic');
  if (flags.baseUrl && agent === 'codex' && flags.provider !== 'openai')
    throw new UsageError('run: Codex speaks the Responses wire: give --provider openai');

  let providerKey: string | undefined;
  if (flags.apiKeyEnv !== undefined) {
    providerKey = io.env[flags.apiKeyEnv];
    if (!providerKey) {
      io.stderr.write(`gate: --api-key-env names ${flags.apiKeyEnv}, which is not set or empty\n`);
      return EXIT.FAILURE;
    }
    const unfit = unpresentableSecret(providerKey);
    if (unfit) {
      io.stderr.write(`gate: --api-key-env names ${flags.apiKeyEnv}, which ${unfit}\n`);
      return EXIT.FAILURE;
    }
  }
  const gatewayKey = `gate-run-${randomBytes(24).toString('base64url')}`;
  const dir = mkdtempSync(join(tmpdir(), 'gate-run-'));
  const journalPath = io.env.GATE_AUDIT_JOURNAL || join(dir, 'journal.jsonl');
  const logPath = join(dir, 'access.log');
  const log = pino({ level: 'info', base: undefined }, pino.destination({ dest: logPath, sync: false }));
  // The run's operator key is held by no one: the agent's key must not reload the floor it runs under
  // (with one unlabelled key, that key is the operator's: docs/operations.md, "Operator key").
  const adminKey = `gate-run-operator-${randomBytes(24).toString('base64url')}`;
  const gw = await buildGateway(
    flags,
    { gatewayKey, adminKey, ...(providerKey ? { providerKey } : {}) },
    { ...io, env: { ...io.env, GATE_AUDIT_JOURNAL: journalPath } },
    log,
  );
  const firstSeq = gw.journal?.stats().rows ?? 0;
  let url: string;
  try {
    ({ url } = await gw.listen());
    serverListening();
  } catch (err) {
    log.flush();
    throw err;
  }

  let outcome: AgentOutcome;
  try {
    const plan = launchPlan(agent, agentArgv, {
      url,
      key: gatewayKey,
      env: io.env,
      hide: flags.apiKeyEnv,
      providerKey,
    });
    io.stderr.write(
      `gate: ${describe(flags)} on ${url}, policy ${gw.policy.current.source}; running ${agentArgv[0]} (log ${logPath})\n`,
    );
    // The agent runs as this user and could read the key in /proc/<this pid>/environ: overwritten first.
    if (providerKey !== undefined) {
      const scrub = deps.scrub(holdsProviderKey(providerKey));
      if ('failed' in scrub && onScrubFailure === 'refuse') {
        io.stderr.write(
          `gate: the provider key would stay readable in /proc/${process.pid}/environ (${scrub.failed}): the agent is not started; give --scrub-environ warn to start it anyway\n`,
        );
        return EXIT.FAILURE;
      }
      if ('failed' in scrub)
        io.stderr.write(
          `gate: the provider key stays readable in /proc/${process.pid}/environ: ${scrub.failed}\n`,
        );
    }
    outcome = await runAgent(plan.command, plan.args, plan.env, io);
  } finally {
    // The journal is flushed and closed whatever happened, so the summary reads every row.
    gw.http.server.close();
    gw.http.abortAll();
    gw.http.server.closeAllConnections();
    await gw.close();
    await new Promise<void>((resolve) => log.flush(() => resolve()));
  }

  io.stderr.write(await sessionSummary(journalPath, firstSeq, outcome.describe));
  return outcome.code;
}

/** What gate run does when its own start-up environment cannot be scrubbed of the provider key. */
type ScrubFailure = 'refuse' | 'warn';

/** Takes `--scrub-environ <refuse|warn>` (gate run's own, not serve's) out of the gate arguments. */
function scrubEnvironFlag(gateArgs: string[]): [string[], ScrubFailure] {
  const rest: string[] = [];
  let choice: string | undefined;
  for (let i = 0; i < gateArgs.length; i++) {
    const a = gateArgs[i]!;
    if (a === '--scrub-environ') choice = gateArgs[++i] ?? '';
    else if (a.startsWith('--scrub-environ=')) choice = a.slice('--scrub-environ='.length);
    else rest.push(a);
  }
  if (choice === undefined) return [rest, 'refuse'];
  if (choice !== 'refuse' && choice !== 'warn')
    throw new UsageError(`run: --scrub-environ takes refuse or warn (got "${choice}")`);
  return [rest, choice];
}

/** serve's flags, checked for what a one-agent loopback session allows; the port defaults to a free one. */
function runFlags(gateArgs: string[]): ServeFlags {
  for (const refused of [
    '--require-key-env',
    '--stdio',
    '--approver-key-env',
    '--harness-key-env',
    '--admin-key-env',
  ])
    if (gateArgs.some((a) => a === refused || a.startsWith(`${refused}=`)))
      throw new UsageError(
        refused === '--stdio'
          ? 'run: --stdio is not taken (the agent reaches gate over loopback HTTP)'
          : refused === '--require-key-env'
            ? 'run: --require-key-env is not taken (gate run makes a gateway key for each run)'
            : // Read by serve only: a run went on without them, as if they had not been given.
              `run: ${refused} is not taken (gate run holds one key, the agent's; use gate serve for approvers, a harness or an operator)`,
      );
  const hasAddr = gateArgs.some((a) => a === '--addr' || a.startsWith('--addr='));
  const parsed = parseServeFlags(hasAddr ? gateArgs : ['--addr', '127.0.0.1:0', ...gateArgs]);
  if (parsed === 'help') throw new UsageError('run: --help goes before --');
  if (!isLoopback(parsed.addr.host))
    throw new UsageError(`run: --addr must be a loopback address (got "${parsed.addr.host}")`);
  return parsed;
}

interface AgentOutcome {
  /** The exit code gate run returns: the agent's, 128+N when a signal ended it, 127 when it did not start. */
  code: number;
  describe: string;
}

/** Runs the agent on this terminal; signals that reach gate run are passed on, so the agent decides. */
function runAgent(command: string, args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<AgentOutcome> {
  return new Promise((resolve) => {
    let child: ChildProcess;
    try {
      child = spawn(command, args, { stdio: 'inherit', env });
    } catch (err) {
      resolve({ code: 127, describe: `did not start: ${(err as Error).message}` });
      return;
    }
    // A terminal's Ctrl-C reaches the agent itself (same process group); passing it on would send it twice.
    const terminal = io.stdin === process.stdin && process.stdin.isTTY === true;
    const forwarded: NodeJS.Signals[] = terminal ? ['SIGTERM', 'SIGHUP'] : ['SIGTERM', 'SIGHUP', 'SIGINT'];
    const ignored: NodeJS.Signals[] = terminal ? ['SIGINT', 'SIGQUIT'] : [];
    const pass = (signal: NodeJS.Signals) => child.kill(signal);
    const ignore = () => undefined;
    for (const s of forwarded) process.on(s, pass);
    for (const s of ignored) process.on(s, ignore);
    const done = (outcome: AgentOutcome) => {
      for (const s of forwarded) process.off(s, pass);
      for (const s of ignored) process.off(s, ignore);
      resolve(outcome);
    };
    child.once('error', (err: NodeJS.ErrnoException) =>
      done({
        code: 127,
        describe:
          err.code === 'ENOENT'
            ? `did not start: "${command}" not found on PATH`
            : `did not start: ${err.code}`,
      }),
    );
    child.once('exit', (code, signal) => {
      if (signal) {
        const n = constants.signals[signal] ?? 0;
        done({ code: 128 + n, describe: `ended by ${signal}` });
      } else done({ code: code ?? EXIT.FAILURE, describe: `exited ${code}` });
    });
  });
}

/** Counts the rows this session appended: calls by verdict, results screened and withheld. */
export async function countSession(journalPath: string, afterSeq: number): Promise<SessionCounts> {
  const counts: SessionCounts = {
    admitted: 0,
    refused: 0,
    held: 0,
    resultsScreened: 0,
    withheld: 0,
    hosted: 0,
    stopped: 0,
  };
  const handle = await open(journalPath, 'r');
  try {
    const range = { start: 0, end: (await handle.stat()).size };
    let since = afterSeq;
    for (;;) {
      const rows = await readRows(handle, range, since, 1000);
      if (rows.length === 0) break;
      for (const row of rows) {
        since = row.seq;
        if (row.kind === 'STOP') counts.stopped++;
        else if (row.result_digest !== undefined || row.kind === 'VDSO_HIT') {
          counts.resultsScreened++;
          if (row.verdict === 'QUARANTINE') counts.withheld++;
        } else if (row.tool.startsWith(HOSTED_PREFIX)) counts.hosted++;
        else if (row.verdict === 'DENY') counts.refused++;
        else if (row.verdict === 'REQUIRE_WITNESS' || row.verdict === 'DEFER') counts.held++;
        else counts.admitted++;
      }
    }
  } finally {
    await handle.close();
  }
  return counts;
}

async function sessionSummary(journalPath: string, firstSeq: number, agent: string): Promise<string> {
  let calls: string;
  let results: string;
  let journal: string;
  try {
    const c = await countSession(journalPath, firstSeq);
    calls = `${c.admitted} admitted, ${c.refused} refused, ${c.held} held for a witness`;
    if (c.hosted > 0) calls += ` (and ${c.hosted} provider-run tool declarations judged)`;
    if (c.stopped > 0) calls += `; ${c.stopped} model stream(s) or MCP call(s) stopped before their end`;
    results = `${c.resultsScreened} screened, ${c.withheld} withheld from the model`;
    const report = await verifyJournal(journalPath);
    journal = `${journalPath}: ${report.ok ? 'verified' : 'NOT VERIFIED'}: ${summarize(report)}`;
  } catch (err) {
    calls = results = 'unknown (journal unreadable)';
    journal = `${journalPath}: NOT VERIFIED: ${(err as Error).message}`;
  }
  return (
    '\ngate: session summary\n' +
    `  agent    ${agent}\n` +
    `  calls    ${calls}\n` +
    `  results  ${results}\n` +
    `  journal  ${journal}\n`
  );
}

function describe(flags: ServeFlags): string {
  return flags.baseUrl
    ? `gateway proxying to ${flags.baseUrl} (${flags.provider})`
    : 'gateway on the built-in model (in-kernel mode)';
}
