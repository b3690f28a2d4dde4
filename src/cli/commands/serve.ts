// `gate serve`: the composition root of the gateway. Builds policy, store, journal, engine, wires and
// the listener in that order; every startup failure is one stderr line and an exit code (docs/design.md §9).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { GateError } from '../../kernel/errors.js';
import { loadProvenanceRung } from '../../kernel/ladder/provenance-load.js';
import { inWorkspace } from '../../kernel/ladder/shell-standing.js';
import { loadLedger } from '../../kernel/provenance/ledger-load.js';
import { APPROVER_LABEL, type ApproverKey } from '../../server/approver-auth.js';
import type { ClientKey } from '../../server/auth.js';
import { DEFAULT_MAX_REQUEST_TOTAL_BYTES } from '../../server/body-budget.js';
import { loadScreen } from '../../server/engine.js';
import { reloadPolicy } from '../../server/gate-routes.js';
import type { PolicyHolder } from '../../server/policy-holder.js';
import { CLIENT_LABEL } from '../../server/trace-id.js';
import { CLAIM_LEASE_MS } from '../../store/approvals.js';
import { LEASE_DEFAULTS } from '../../store/lease.js';
import { LOST_LOG_DEFAULTS } from '../../store/lost-log.js';
import { MAX_REVOKED_DEFAULT } from '../../store/revoked.js';
import { SEEN_TRACES } from '../../store/types.js';
import { loadUpstreamClient } from '../../upstream/proxy.js';
import { EXIT } from '../exit-codes.js';
import { parseFlags } from '../flags.js';
import { buildGateway } from '../gateway.js';
import type { CliIo } from '../io.js';
import { UsageError } from '../io.js';
import { serverListening } from '../launch.js';
import { exitIfHeld, shutDown } from '../serve-shutdown.js';

const HELP = `usage: gate serve [flags]

Runs the gateway. With no --base-url it serves its own built-in model (in-kernel mode).

flags:
  --addr <host:port>          listen address (default 127.0.0.1:8080; [v6]:port for IPv6; port 0 picks one)
  --base-url <url>            the provider's /v1 base (proxy mode); for anthropic also its origin
  --provider <openai|anthropic>  the wire the upstream speaks (default openai)
  --model <name>              model name forced on upstream requests
  --api-key-env <VAR>         env var holding the upstream provider key (forwarded upstream)
  --require-key-env <[LABEL=]VAR>  env var holding a key clients must present (auth on); repeatable: with
                              more than one, each is labelled (default the variable's name) and the trace
                              ids a client names are its key's own (docs/operations.md, "Client keys")
  --approver-key-env <[LABEL=]VAR>  env var holding a human approver's key: turns on the approval queue
                              and the console at /ui (repeatable; LABEL names the approver in the journal)
  --admin-key-env <VAR>       env var holding the operator's key, the one key that may POST
                              /v1/gate/policy/reload (none given: the one unlabelled key reloads; labelled keys, SIGHUP only)
  --harness-key-env <VAR>     env var holding the key of the agent harness: an MCP request carrying it in
                              x-gate-harness-key may state the user's turn (user_turn); else it is ignored
  --trust-user-turn           any MCP client may state the user's turn (stdio too): only where no model
                              writes gate's tool arguments (docs/mcp.md, "Who may state the user's turn")
  --workspace <dir>           pins the project directories a session's workspace may be (repeatable, absolute):
                              a gate_adjudicate claim outside every one is refused, a Codex block outside them
                              read as none; one pin is the workspace where the client reports none
                              (docs/wires.md, round 57, second pass)
  --approval-ttl-ms <n>       how long a held call waits for a human, and an approval for its call (default 900000)
  --approval-claim-lease-ms <n>  how long an approver's claim holds an approval unless its replica renews it:
                              a crashed replica's claim comes free after it (default 30000; 1000 to 3600000)
  --allowed-host <name>       another Host name the gateway answers to (repeatable; * turns the check off)
  --allowed-origin <origin>   a browser origin allowed to call (repeatable; default none; * allows any)
  --policy <file>             capability-floor manifest (default: the built-in floor)
  --stdio                     serve MCP on stdin/stdout instead of HTTP
  --tools <file>              downstream MCP servers that gate_syscall and the governed proxy execute on
  --vdso <true|false>         content-addressed result cache (default true)
  --invalidation <namespace|global>  cache invalidation scope (default namespace)
  --store <memory|redis://host:port/db>  shared state (default memory)
  --max-revoked <n>           witnesses the store keeps revoked; a revoke past it is refused (default 100000)
  --taint-ttl-ms <n>          how long a trace's taint mark, record of seen values and ledger outlive their
                              last use (default 86400000); a tainted trace is remembered 30 days either way
  --max-seen-traces <n>       traces whose record of seen values (model wires) and value ledger (MCP) are kept;
                              the least recently written go first and read full after (default 10000)
  --max-lost-bytes <n>        bytes of <journal>.lost, what a replica holds that Redis did not take; past it one
                              overflow line stands in, and a restart holds every trace for a TTL (default 16777216)
  --replica <name>            this replica's name in journal rows and the fleet's leases (default the hostname;
                              each replica of a fleet needs its own)
  --lease-ms <n>              with a Redis store, this replica's lease, renewed every quarter of it while it
                              holds nothing unwritten; a call whose write Redis did not take waits up to it
                              (default 10000; 1000 to 60000)
  --lease-hold-ms <n>         how long a lapsed lease (a crash, a partition) holds every trace of the fleet; 0
                              turns the lease off (default 60000; 0 to 3600000; docs/fleet.md, "Round 48", "Round 49")
  --recall                    keep admitted results per trace as pages for \`gate recall save\`
  --recall-dir <dir>          the directory gate_context_change may edit images under (default ./.gate/recall)
  --verdict-note <auto|always|never>  [gate] note on the messages wire (default auto)
  --max-body-bytes <n>        request body limit (default 16777216)
  --max-request-total-bytes <n>  most bytes all request bodies being read hold together; a client gets its connection share (default 268435456)
  --request-timeout-ms <n>    time to receive a whole request, and for a client to take answer bytes (default 60000)
  --max-client-connections <n>  connections one client address may hold open (default an eighth of the connection bound, see docs/operations.md)
  --upstream-timeout-ms <n>   time for the upstream to start answering (default 120000)
  --max-upstream-bytes <n>    most bytes one upstream answer may carry, read or decoded (default 33554432)
  --max-upstream-total-bytes <n>  most bytes all upstream answers in flight hold together; a client gets its connection share (default 268435456)
  --shutdown-grace-ms <n>     time in-flight requests get on SIGTERM (default 10000)

environment:
  GATE_AUDIT_JOURNAL          path of the hash-chained audit journal (off when unset)
  GATE_JOURNAL_KEY            secret (32+ bytes) that signs the journal's checkpoints (docs/journal.md)
  GATE_JOURNAL_ANCHOR         file gate keeps the journal's head in; a journal not holding it is refused
  GATE_WARMUP_MS              idle ms after listening before the result screen loads (default 250; the first answer starts it sooner)
`;

export const usage = (): string => HELP;

export interface ServeFlags {
  addr: { host: string; port: number };
  baseUrl?: string;
  provider: 'openai' | 'anthropic';
  model?: string;
  apiKeyEnv?: string;
  /** `[LABEL=]VAR`, one per client key (docs/operations.md, "Client keys"). */
  requireKeyEnvs: string[];
  /** --harness-key-env: the variable holding the key a harness presents to state the user's turn. */
  harnessKeyEnv?: string;
  /** --admin-key-env: the variable holding the operator's key (docs/operations.md, "Operator key"). */
  adminKeyEnv?: string;
  /** --workspace: the directories a client's `workspace` claim must be in or under (none: any claim). */
  workspaces: string[];
  /** --trust-user-turn: every MCP client's user_turn counts (docs/mcp.md, "Who may state the user's turn"). */
  trustUserTurn: boolean;
  /** `[LABEL=]VAR`, one per approver (docs/approvals.md). */
  approverKeyEnvs: string[];
  approvalTtlMs: number;
  /** --approval-claim-lease-ms: a claim's lease (docs/approvals.md, "Round 30: the claim lease as a flag"). */
  approvalClaimLeaseMs: number;
  /** --allowed-host: names besides loopback and the --addr host (docs/operations.md, "Served names"). */
  allowedHosts: string[];
  /** --allowed-origin: browser origins allowed to call. */
  allowedOrigins: string[];
  policy?: string;
  stdio: boolean;
  tools?: string;
  vdso: boolean;
  invalidation: 'namespace' | 'global';
  store: string;
  /** --max-revoked: the revoked-witness set's bound (docs/fleet.md, 'Revocation'). */
  maxRevoked: number;
  /** --taint-ttl-ms: a trace's taint, record and ledger TTL (docs/provenance.md, "A trace resumed after its TTL"). */
  taintTtlMs: number;
  /** --max-seen-traces: records of seen values and MCP ledgers kept (docs/operations.md, "Limits and shutdown"). */
  maxSeenTraces: number;
  /** --max-lost-bytes: the lost-write file's bound (docs/fleet.md, "Round 45"). */
  maxLostBytes: number;
  replica: string;
  /** --lease-ms and --lease-hold-ms: L and R (docs/fleet.md, "Round 48"). */
  leaseMs: number;
  leaseHoldMs: number;
  verdictNote: 'auto' | 'always' | 'never';
  recall: boolean;
  recallDir: string;
  maxBodyBytes: number;
  requestTimeoutMs: number;
  /** Absent: an eighth of the connection bound (src/server/connection-caps.ts). */
  maxClientConnections?: number;
  upstreamTimeoutMs: number;
  maxUpstreamBytes: number;
  maxUpstreamTotalBytes: number;
  maxRequestTotalBytes: number;
  shutdownGraceMs: number;
}

export function parseServeFlags(argv: string[]): ServeFlags | 'help' {
  const { values, positionals } = parseFlags({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      addr: { type: 'string' },
      'base-url': { type: 'string' },
      provider: { type: 'string' },
      model: { type: 'string' },
      'api-key-env': { type: 'string' },
      'require-key-env': { type: 'string', multiple: true },
      'approver-key-env': { type: 'string', multiple: true },
      'harness-key-env': { type: 'string' },
      'admin-key-env': { type: 'string' },
      'trust-user-turn': { type: 'boolean' },
      workspace: { type: 'string', multiple: true },
      'approval-ttl-ms': { type: 'string' },
      'approval-claim-lease-ms': { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
      'allowed-origin': { type: 'string', multiple: true },
      policy: { type: 'string' },
      stdio: { type: 'boolean' },
      tools: { type: 'string' },
      vdso: { type: 'string' },
      invalidation: { type: 'string' },
      store: { type: 'string' },
      'max-revoked': { type: 'string' },
      'taint-ttl-ms': { type: 'string' },
      'max-seen-traces': { type: 'string' },
      'max-lost-bytes': { type: 'string' },
      replica: { type: 'string' },
      'lease-ms': { type: 'string' },
      'lease-hold-ms': { type: 'string' },
      'verdict-note': { type: 'string' },
      recall: { type: 'boolean' },
      'recall-dir': { type: 'string' },
      'max-body-bytes': { type: 'string' },
      'request-timeout-ms': { type: 'string' },
      'max-client-connections': { type: 'string' },
      'upstream-timeout-ms': { type: 'string' },
      'max-upstream-bytes': { type: 'string' },
      'max-upstream-total-bytes': { type: 'string' },
      'max-request-total-bytes': { type: 'string' },
      'shutdown-grace-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (positionals.length > 0)
    throw new UsageError(`serve takes no positional arguments (got "${positionals[0]}")`);
  const flags: ServeFlags = {
    addr: parseAddr(values.addr ?? '127.0.0.1:8080'),
    allowedHosts: listFlag('--allowed-host', values['allowed-host'], HOST_NAME),
    allowedOrigins: listFlag('--allowed-origin', values['allowed-origin'], ORIGIN),
    provider: oneOf('--provider', values.provider ?? 'openai', ['openai', 'anthropic'] as const),
    stdio: values.stdio ?? false,
    approverKeyEnvs: values['approver-key-env'] ?? [],
    requireKeyEnvs: values['require-key-env'] ?? [],
    trustUserTurn: values['trust-user-turn'] ?? false,
    workspaces: workspaceFlags(values.workspace),
    approvalTtlMs: positiveInt('--approval-ttl-ms', values['approval-ttl-ms'], 15 * 60 * 1000),
    approvalClaimLeaseMs: claimLease(values['approval-claim-lease-ms']),
    vdso: oneOf('--vdso', values.vdso ?? 'true', ['true', 'false'] as const) === 'true',
    invalidation: oneOf('--invalidation', values.invalidation ?? 'namespace', [
      'namespace',
      'global',
    ] as const),
    store: values.store ?? 'memory',
    maxRevoked: positiveInt('--max-revoked', values['max-revoked'], MAX_REVOKED_DEFAULT),
    taintTtlMs: positiveInt('--taint-ttl-ms', values['taint-ttl-ms'], 24 * 60 * 60 * 1000),
    maxSeenTraces: positiveInt('--max-seen-traces', values['max-seen-traces'], SEEN_TRACES),
    maxLostBytes: positiveInt('--max-lost-bytes', values['max-lost-bytes'], LOST_LOG_DEFAULTS.maxBytes),
    replica: values.replica ?? hostname(),
    leaseMs: bounded('--lease-ms', values['lease-ms'], LEASE_DEFAULTS.leaseMs, LEASE_MS_BOUNDS),
    leaseHoldMs: bounded(
      '--lease-hold-ms',
      values['lease-hold-ms'],
      LEASE_DEFAULTS.leaseHoldMs,
      LEASE_HOLD_BOUNDS,
    ),
    verdictNote: oneOf('--verdict-note', values['verdict-note'] ?? 'auto', [
      'auto',
      'always',
      'never',
    ] as const),
    recall: values.recall ?? false,
    recallDir: values['recall-dir'] ?? '.gate/recall',
    maxBodyBytes: positiveInt('--max-body-bytes', values['max-body-bytes'], 16 * 1024 * 1024),
    requestTimeoutMs: positiveInt('--request-timeout-ms', values['request-timeout-ms'], 60_000),
    ...(values['max-client-connections'] === undefined
      ? {}
      : {
          maxClientConnections: positiveInt('--max-client-connections', values['max-client-connections'], 1),
        }),
    upstreamTimeoutMs: positiveInt('--upstream-timeout-ms', values['upstream-timeout-ms'], 120_000),
    maxUpstreamBytes: positiveInt('--max-upstream-bytes', values['max-upstream-bytes'], 32 * 1024 * 1024),
    maxUpstreamTotalBytes: positiveInt(
      '--max-upstream-total-bytes',
      values['max-upstream-total-bytes'],
      256 * 1024 * 1024,
    ),
    maxRequestTotalBytes: positiveInt(
      '--max-request-total-bytes',
      values['max-request-total-bytes'],
      DEFAULT_MAX_REQUEST_TOTAL_BYTES,
    ),
    shutdownGraceMs: positiveInt('--shutdown-grace-ms', values['shutdown-grace-ms'], 10_000),
  };
  if (values['base-url'] !== undefined) {
    let url: URL;
    try {
      url = new URL(values['base-url']);
    } catch {
      throw badFlag('--base-url must be an absolute http(s) URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw badFlag('--base-url must be an http or https URL');
    flags.baseUrl = url.href.replace(/\/+$/, '');
  }
  if (values.model !== undefined) flags.model = values.model;
  if (values['api-key-env'] !== undefined) flags.apiKeyEnv = values['api-key-env'];
  if (values['harness-key-env'] !== undefined) {
    if (flags.trustUserTurn)
      throw badFlag(
        "--harness-key-env and --trust-user-turn exclude each other: name who may state the user's turn once",
      );
    if (flags.stdio)
      throw badFlag('--harness-key-env needs HTTP: a stdio client sends no header to carry the key');
    flags.harnessKeyEnv = values['harness-key-env'];
  }
  if (values['admin-key-env'] !== undefined) {
    if (flags.stdio) throw badFlag('--admin-key-env needs HTTP: stdio has no operator route (send SIGHUP)');
    flags.adminKeyEnv = values['admin-key-env'];
  }
  if (values.policy !== undefined) flags.policy = values.policy;
  if (values.tools !== undefined) flags.tools = values.tools;
  if (flags.store !== 'memory' && !/^rediss?:\/\//.test(flags.store)) {
    throw badFlag('--store must be "memory" or a redis://host:port/db URL');
  }
  return flags;
}

/** `host:port` or `[v6]:port`. */
export function parseAddr(addr: string): { host: string; port: number } {
  const m = /^\[([0-9a-fA-F:.]+)\]:(\d{1,5})$/.exec(addr) ?? /^([^:[\]]+):(\d{1,5})$/.exec(addr);
  const port = m ? Number(m[2]) : Number.NaN;
  if (!m || port > 65535) throw badFlag(`--addr "${addr}" is not host:port or [v6]:port`);
  return { host: m[1]!, port };
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

const HOST_NAME = /^(\*|\[[0-9a-fA-F:.]+\]|[A-Za-z0-9\-._]+)$/;
const ORIGIN = /^(\*|https?:\/\/(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9\-._]+)(:\d{1,5})?)$/;

/** A repeatable flag whose values may also be comma-separated; each must match `shape`. */
/**
 * Round 57: `--workspace DIR`, each one a project directory a client may name as its workspace: absolute,
 * no `.` or `..` step, and no shared root (`/`, `/tmp` ..), which would cover every place an untrusted
 * step could prepare (shell-standing.ts inWorkspace holds such a workspace to nothing).
 */
function workspaceFlags(raw: string[] | undefined): string[] {
  return (raw ?? []).map((dir) => {
    if (!inWorkspace(dir, dir))
      throw badFlag(
        `--workspace "${dir}" is not a project directory: name an absolute path with no . or .. step, not / or a shared root such as /tmp`,
      );
    return dir;
  });
}

function listFlag(flag: string, raw: string[] | undefined, shape: RegExp): string[] {
  const out: string[] = [];
  for (const value of (raw ?? []).flatMap((v) => v.split(','))) {
    const v = value.trim();
    if (!shape.test(v)) throw badFlag(`${flag} "${v}" is not valid (see gate serve --help)`);
    out.push(v);
  }
  return out;
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw badFlag(`${flag} must be one of ${allowed.join(', ')} (got "${value}")`);
  return value as T;
}

function positiveInt(flag: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,12}$/.test(raw) || Number(raw) === 0)
    throw badFlag(`${flag} must be a positive integer (got "${raw}")`);
  return Number(raw);
}

/**
 * Under 1 s a claim could lapse while its live replica still waits on the store (1 s per command), letting a
 * second approver journal a second decision; over 1 h a crashed replica's claim holds an approval past any
 * useful deadline (a claim keeps its approval until the lease ends). docs/approvals.md, "Round 30".
 */
export const CLAIM_LEASE_BOUNDS = { min: 1000, max: 60 * 60 * 1000 } as const;

function claimLease(raw: string | undefined): number {
  const ms = positiveInt('--approval-claim-lease-ms', raw, CLAIM_LEASE_MS);
  if (ms < CLAIM_LEASE_BOUNDS.min || ms > CLAIM_LEASE_BOUNDS.max)
    throw badFlag(
      `--approval-claim-lease-ms must be from ${CLAIM_LEASE_BOUNDS.min} to ${CLAIM_LEASE_BOUNDS.max} (got ${ms}): a shorter lease lets a live approver's claim lapse, a longer one holds a crashed replica's claim past the approval's use`,
    );
  return ms;
}

/**
 * Under 1 s a renewal could miss its lease behind one command's timeout (1 s), so a live replica would
 * hold the fleet; over 60 s a lost write's call waits a minute. R up to 1 h: a crash holds every sink for R.
 */
export const LEASE_MS_BOUNDS = { min: 1000, max: 60_000 } as const;
export const LEASE_HOLD_BOUNDS = { min: 0, max: 60 * 60 * 1000 } as const;

function bounded(
  flag: string,
  raw: string | undefined,
  fallback: number,
  bounds: { min: number; max: number },
): number {
  if (raw === undefined) return fallback;
  const ms = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(ms >= bounds.min && ms <= bounds.max))
    throw badFlag(`${flag} must be an integer from ${bounds.min} to ${bounds.max} (got "${raw}")`);
  return ms;
}

function badFlag(message: string): GateError {
  return new GateError('BAD_FLAG', message);
}

/** Reads a secret from the env var a flag names; fails with the exit code docs/design.md §9 gives. */
function secretFromEnv(flag: string, name: string, env: NodeJS.ProcessEnv): string {
  const value = env[name];
  if (value === undefined)
    throw new SecretEnvError(`${flag} names ${name}, which is not set; refusing to start`);
  if (value === '') throw new SecretEnvError(`${flag} names ${name}, which is empty; refusing to start`);
  const unfit = unpresentableSecret(value);
  if (unfit) throw new SecretEnvError(`${flag} names ${name}, which ${unfit}; refusing to start`);
  return value;
}

/** What a key sent in a header may hold: visible ASCII, nothing a header cannot carry whole. */
const HEADER_SECRET = /^[\x21-\x7e]+$/;
/** Round 62: the longest key a header carries, half of node's 16 KiB bound on a request head. */
export const MAX_HEADER_SECRET = 8192;

/**
 * Why a key could never be presented in a header, if it could not: a space, control or non-ASCII byte (a
 * trailing newline from a key file, bytes that are not UTF-8, read as U+FFFD), or (round 62) one too long
 * for a request head: gate started on it and answered every request 431 or 401 without a word.
 */
export function unpresentableSecret(value: string): string | undefined {
  if (value.length > MAX_HEADER_SECRET)
    return `holds ${value.length} characters; a key must be at most ${MAX_HEADER_SECRET} (it travels in a request head)`;
  if (!HEADER_SECRET.test(value))
    return 'holds a space, a control or a non-ASCII character (a trailing newline?); a key must be visible ASCII';
  return undefined;
}

class SecretEnvError extends Error {}

/**
 * `--harness-key-env VAR`: the harness's key. It must differ from the gateway key (every agent holds that
 * one) and from every approver's: holding it lets a client speak for the user.
 */
function harnessKeyFrom(
  name: string,
  clientKeys: readonly ClientKey[],
  approvers: readonly ApproverKey[],
  env: NodeJS.ProcessEnv,
): string {
  const key = secretFromEnv('--harness-key-env', name, env);
  if (clientKeys.some((k) => k.key === key) || approvers.some((a) => a.key === key))
    throw new SecretEnvError(
      `--harness-key-env ${name} holds the gateway key or an approver's; the harness key must differ`,
    );
  return key;
}

/**
 * `--admin-key-env VAR`: the operator's key. It must differ from every other key: a client, an approver or
 * the harness holding it could reload the floor.
 */
function adminKeyFrom(name: string, others: readonly (string | undefined)[], env: NodeJS.ProcessEnv): string {
  const key = secretFromEnv('--admin-key-env', name, env);
  if (others.includes(key))
    throw new SecretEnvError(
      `--admin-key-env ${name} holds a client, approver or harness key; the operator key must differ`,
    );
  return key;
}

/**
 * `--require-key-env [LABEL=]VAR`, each a client's key. One given bare is the gateway key as before (trace
 * ids as sent); with more than one, or a label, each is labelled (default: the variable's name) and
 * scopes the trace ids its holder names (scopedTrace), so no key reaches another's traces.
 */
export function clientKeysFrom(specs: string[], env: NodeJS.ProcessEnv): ClientKey[] {
  if (specs.length === 1 && !specs[0]!.includes('='))
    return [{ key: secretFromEnv('--require-key-env', specs[0]!, env) }];
  const shape = { re: CLIENT_LABEL, says: 'letters, digits or _ -', other: "another client's" };
  return labelledKeys('--require-key-env', specs, shape, [], env);
}

/**
 * `--approver-key-env [LABEL=]VAR`: each a human's key, labelled (default: the variable's name). A key equal
 * to the gateway key, or to another approver's, is refused: an agent holding its key must not approve.
 */
export function approverKeysFrom(
  specs: string[],
  clientKeys: readonly ClientKey[],
  env: NodeJS.ProcessEnv,
): ApproverKey[] {
  const shape = { re: APPROVER_LABEL, says: 'letters, digits or _ . @ -', other: 'another approver' };
  return labelledKeys('--approver-key-env', specs, shape, clientKeys, env);
}

/** `[LABEL=]VAR` specs as labelled keys: no key or label twice, and none a gateway key (`taken`). */
function labelledKeys(
  flag: string,
  specs: string[],
  shape: { re: RegExp; says: string; other: string },
  taken: readonly ClientKey[],
  env: NodeJS.ProcessEnv,
): { label: string; key: string }[] {
  const keys: { label: string; key: string }[] = [];
  for (const spec of specs) {
    const eq = spec.indexOf('=');
    const label = eq === -1 ? spec : spec.slice(0, eq);
    const name = eq === -1 ? spec : spec.slice(eq + 1);
    if (!shape.re.test(label))
      throw new SecretEnvError(`${flag}: label "${label.slice(0, 64)}" must be 1-64 ${shape.says}`);
    const key = secretFromEnv(flag, name, env);
    if (taken.some((k) => k.key === key))
      throw new SecretEnvError(`${flag} ${name} holds the gateway key; an approver key must differ`);
    if (keys.some((k) => k.key === key))
      throw new SecretEnvError(`${flag} ${name} holds the same key as ${shape.other}`);
    if (keys.some((k) => k.label === label))
      throw new SecretEnvError(`${flag}: label "${label}" is given twice`);
    keys.push({ label, key });
  }
  return keys;
}

export async function run(argv: string[], io: CliIo): Promise<number> {
  const parsed = parseServeFlags(argv);
  if (parsed === 'help') {
    io.stdout.write(HELP);
    return EXIT.OK;
  }
  const flags = parsed;

  let clientKeys: ClientKey[] = [];
  let providerKey: string | undefined;
  let approverKeys: ApproverKey[] = [];
  let harnessKey: string | undefined;
  let adminKey: string | undefined;
  try {
    clientKeys = clientKeysFrom(flags.requireKeyEnvs, io.env);
    approverKeys = approverKeysFrom(flags.approverKeyEnvs, clientKeys, io.env);
    if (flags.harnessKeyEnv !== undefined)
      harnessKey = harnessKeyFrom(flags.harnessKeyEnv, clientKeys, approverKeys, io.env);
    if (flags.adminKeyEnv !== undefined) {
      const others = [...clientKeys.map((k) => k.key), ...approverKeys.map((k) => k.key), harnessKey];
      adminKey = adminKeyFrom(flags.adminKeyEnv, others, io.env);
    }
  } catch (err) {
    io.stderr.write(`gate: ${(err as Error).message}\n`);
    return EXIT.USAGE;
  }
  if (flags.apiKeyEnv !== undefined) {
    try {
      providerKey = secretFromEnv('--api-key-env', flags.apiKeyEnv, io.env);
    } catch (err) {
      io.stderr.write(`gate: ${(err as Error).message}\n`);
      return EXIT.FAILURE;
    }
  }

  const gw = await buildGateway(
    flags,
    {
      ...(clientKeys.length > 0 ? { clientKeys } : {}),
      ...(providerKey ? { providerKey } : {}),
      ...(approverKeys.length > 0 ? { approverKeys } : {}),
      ...(harnessKey !== undefined ? { harnessKey } : {}),
      ...(adminKey !== undefined ? { adminKey } : {}),
    },
    io,
  );

  if (flags.stdio) {
    io.stderr.write(
      `gate: serving MCP on stdio (policy ${gw.policy.current.source}, ${describeMode(flags)})\n`,
    );
    const hup = () => reloadOnHangup(gw.policy, gw.onReload, io);
    process.on('SIGHUP', hup);
    try {
      // The MCP SDK loads only for the stdio transport (docs/operations.md, "Startup").
      const { serveStdio } = await import('../../wire/mcp/stdio.js');
      await serveStdio(gw.mcpDeps, { stdin: io.stdin, stdout: io.stdout });
    } finally {
      process.off('SIGHUP', hup);
      await gw.close();
    }
    return EXIT.OK;
  }

  const { url } = await gw.listen();
  serverListening();
  const policy = gw.policy;
  const gateway = gw.http;
  const onReload = gw.onReload;
  if (!isLoopback(flags.addr.host) && clientKeys.length === 0) {
    io.stderr.write(
      `\ngate: WARNING: listening on ${url} (not loopback) WITHOUT --require-key-env.\n` +
        'gate: WARNING: anyone who can reach this port can use the gateway and its upstream key.\n' +
        'gate: WARNING: set --require-key-env VAR (VAR holding a secret) or bind 127.0.0.1.\n\n',
    );
  }
  // Signal handlers go in before gate announces readiness: a supervisor may signal the moment it reads the line.
  return await new Promise<number>((resolve) => {
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) {
        gateway.abortAll();
        return;
      }
      stopping = true;
      const code = await shutDown(signal, {
        gateway,
        graceMs: flags.shutdownGraceMs,
        close: gw.close,
        stderr: io.stderr,
      });
      process.off('SIGHUP', hup);
      process.off('SIGTERM', term);
      process.off('SIGINT', int);
      process.off('unhandledRejection', stray);
      exitIfHeld(code, io.stderr);
      resolve(code);
    };
    const hup = () => reloadOnHangup(policy, onReload, io);
    process.on('SIGHUP', hup);
    // A second signal during shutdown aborts what is still in flight instead of killing the process.
    const term = () => void stop('SIGTERM');
    const int = () => void stop('SIGINT');
    process.on('SIGTERM', term);
    process.on('SIGINT', int);
    // Every request has its own error boundary (src/server/http.ts); a rejection no one awaited is outside
    // any request and any decision, so it is logged by kind only (its message may hold request bytes) and
    // the gateway keeps serving. An uncaught exception still ends the process: its state is unknown.
    const stray = (err: unknown) =>
      io.stderr.write(
        `gate: internal fault outside any request (${(err as Error)?.name ?? typeof err}); still serving\n`,
      );
    process.on('unhandledRejection', stray);
    io.stderr.write(`gate: listening on ${url} (${describeMode(flags)}, policy ${policy.current.source})\n`);
    io.stderr.write(
      `gate: point clients at ${url}/v1 (OpenAI: base_url ${url}/v1; Anthropic: base_url ${url}; MCP: ${url}/mcp)\n`,
    );
    // The result screen, the provenance rung and the ledger load once gate has answered its first request (a
    // supervisor's health probe), or when it has sat idle that long: compiling them blocks the thread,
    // and started at once they delayed the first /healthz by their whole load (docs/operations.md).
    warmUpAfterFirstAnswer(gateway.server, warmUpDelayMs(io.env), () => {
      void loadScreen().catch(() => undefined);
      void loadProvenanceRung();
      void loadLedger().catch(() => undefined);
      if (flags.baseUrl) void loadUpstreamClient().catch(() => undefined);
    });
  });
}

/** Milliseconds of idleness after listening before the warm-up starts anyway; GATE_WARMUP_MS overrides. */
export const WARMUP_DELAY_DEFAULT_MS = 250;

function warmUpDelayMs(env: NodeJS.ProcessEnv): number {
  const raw = env.GATE_WARMUP_MS;
  // Digits only, at most a day: anything else is the default, never a reason not to start.
  if (raw === undefined || !/^[0-9]{1,8}$/.test(raw)) return WARMUP_DELAY_DEFAULT_MS;
  return Math.min(Number(raw), 86_400_000);
}

/** Runs `warm` once: after the first response has been sent, or `delayMs` after now, whichever is first. */
function warmUpAfterFirstAnswer(server: Server, delayMs: number, warm: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    server.off('request', onRequest);
    // A macrotask later, so the response's last bytes leave before the thread blocks.
    setImmediate(warm);
  };
  const timer = setTimeout(once, delayMs);
  timer.unref();
  const onRequest = (_req: IncomingMessage, res: ServerResponse) => res.once('close', once);
  server.on('request', onRequest);
}

/** SIGHUP re-reads --policy like POST /v1/gate/policy/reload; a failure leaves the floor and says so. */
function reloadOnHangup(policy: PolicyHolder, onReload: (summary: string) => Promise<void>, io: CliIo): void {
  reloadPolicy({ policy, onReload })
    .then((summary) =>
      io.stderr.write(`gate: SIGHUP: policy reloaded from ${policy.file}\n${indent(summary)}`),
    )
    .catch((err: unknown) =>
      io.stderr.write(
        `gate: SIGHUP: reload failed, the running floor is unchanged: ${(err as Error).message}\n`,
      ),
    );
}

function describeMode(flags: ServeFlags): string {
  return flags.baseUrl
    ? `proxy to ${flags.baseUrl} (${flags.provider})`
    : 'in-kernel mode: built-in model, no upstream';
}

function indent(text: string): string {
  return `${text
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => `  ${l}`)
    .join('\n')}\n`;
}
