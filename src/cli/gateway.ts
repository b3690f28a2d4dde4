// The gateway's composition, shared by `gate serve` and `gate demo`: policy, store, cache, journal,
// engine, upstream, wires and the listener, built in that order and closed in reverse. The Redis client
// and the downstream MCP client are loaded only when a flag asks for them (docs/operations.md, 'Startup').
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Logger } from 'pino';
import type { AnchorKeeper } from '../journal/anchor-file.js';
import type { Journal, TornTailReport } from '../journal/journal.js';
import { GateError } from '../kernel/errors.js';
import { ContextMemory } from '../kernel/screen/memory.js';
import { recordedToolName } from '../kernel/tool-name.js';
import { createContextChanger } from '../recall/context-change.js';
import { PageBook } from '../recall/pages.js';
import { recallRoutes } from '../recall/routes.js';
import { createLogger } from '../server/access-log.js';
import { ApprovalDesk } from '../server/approvals.js';
import { approvalRoutes, approverAccess } from '../server/approvals-routes.js';
import { type ApproverKey, approverCheck } from '../server/approver-auth.js';
import { type ClientKey, headerKeyCheck, keyCheck, operatorAccess } from '../server/auth.js';
import { bodyBudgetOptions } from '../server/body-budget.js';
import { defaultConnectionCaps } from '../server/connection-caps.js';
import { consoleRoutes } from '../server/console-routes.js';
import { DecisionLog } from '../server/decision-log.js';
import { GatewayEngine } from '../server/engine.js';
import { type GatewayInfo, gateRoutes } from '../server/gate-routes.js';
import { createHttpGateway, type HttpGateway } from '../server/http.js';
import { createMetrics, type GatewayMetrics } from '../server/metrics.js';
import { PolicyHolder } from '../server/policy-holder.js';
import { LazyProvenanceBook } from '../server/provenance-book-load.js';
import { servedNames } from '../server/served-names.js';
import type { Route, Upstream } from '../server/types.js';
import { APPROVAL_DEFAULTS, type ApprovalStore, MemoryApprovalStore } from '../store/approvals.js';
import { MemoryStore } from '../store/memory.js';
import type { StateStore } from '../store/types.js';
import { Vdso } from '../store/vdso.js';
import type { ToolBackends } from '../tools/backends.js';
import { createBuiltinUpstream } from '../upstream/builtin/index.js';
import { createProxyUpstream } from '../upstream/proxy.js';
import { anthropicRoutes } from '../wire/anthropic/routes.js';
import type { McpDeps } from '../wire/mcp/deps.js';
import { HARNESS_KEY_HEADER, mcpRoutes } from '../wire/mcp/http.js';
import { SharedShellStandings } from '../wire/mcp/shell-standings.js';
import { openaiRoutes } from '../wire/openai/routes.js';
import { responsesRoutes } from '../wire/responses/routes.js';
import type { WireDeps } from '../wire/shared/deps.js';
import type { ServeFlags } from './commands/serve.js';
import { gateVersion } from './commands/version.js';
import type { CliIo } from './io.js';

export interface Secrets {
  /** The one gateway key (gate run's); `clientKeys` when serve was given its keys. */
  gatewayKey?: string;
  /** The keys clients present, labelled where more than one (docs/operations.md, "Client keys"). */
  clientKeys?: ClientKey[];
  providerKey?: string;
  /** Human approvers' keys: the approval queue and the console are on only with one (docs/approvals.md). */
  approverKeys?: ApproverKey[];
  /** The harness's key: an MCP request carrying it may state the user's turn (docs/mcp.md). */
  harnessKey?: string;
  /** The operator's key: the one that may reload the policy over HTTP (docs/operations.md, "Operator key"). */
  adminKey?: string;
}

export interface Gateway {
  policy: PolicyHolder;
  store: StateStore;
  vdso: Vdso;
  metrics: GatewayMetrics;
  engine: GatewayEngine;
  journal?: Journal;
  log: Logger;
  mcpDeps: McpDeps;
  http: HttpGateway;
  /** Re-announces a reloaded floor (feed event, MCP list_changed). */
  onReload: (summary: string) => Promise<void>;
  /** Binds the listener; a bind failure is a GateError naming the address. */
  listen(): Promise<{ url: string }>;
  /** Closes backends, the journal (flushing it) and the store. */
  close(): Promise<void>;
}

/** A journal's head as `gate journal verify` prints it and `--anchor` takes it. */
const anchorText = (journal: Journal): string => {
  const { seq, hash } = journal.head();
  return `${seq}:${hash}`;
};

/** The journal's writer, key, anchor and verifier, imported together the first time a journal is on. */
async function loadJournalModules() {
  const [journal, checkpoint, anchor, verify] = await Promise.all([
    import('../journal/journal.js'),
    import('../journal/checkpoint.js'),
    import('../journal/anchor-file.js'),
    import('../journal/verify.js'),
  ]);
  return {
    Journal: journal.Journal,
    journalKeyFrom: checkpoint.journalKeyFrom,
    keepAnchorFile: anchor.keepAnchorFile,
    verifyJournal: verify.verifyJournal,
    summarize: verify.summarize,
  };
}

export async function buildGateway(
  flags: ServeFlags,
  secrets: Secrets,
  io: CliIo,
  logger?: Logger,
): Promise<Gateway> {
  const policy = await PolicyHolder.open(flags.policy);
  // A bad --tools file is fatal before anything is opened, like a bad policy.
  const toolsConfig = flags.tools
    ? await (await import('../tools/config.js')).readToolsConfig(flags.tools, io.env)
    : undefined;
  const log = logger ?? createLogger(flags.stdio ? 'stderr' : 'stdout');
  const redis =
    flags.store === 'memory'
      ? undefined
      : await (await import('../store/redis.js')).RedisStore.connect(flags.store, {
          maxRevoked: flags.maxRevoked,
          taintTtlMs: flags.taintTtlMs,
          seenTraces: flags.maxSeenTraces,
          // What Redis did not take survives a restart beside the journal (docs/fleet.md, "Round 44").
          ...(io.env.GATE_AUDIT_JOURNAL ? { lostFile: `${io.env.GATE_AUDIT_JOURNAL}.lost` } : {}),
          // Loaded only when a journal is kept: serve's bundle reaches no journal code statically.
          holdLostFile: async (path) => (await import('../journal/writer-lock.js')).WriterLock.acquire(path),
          maxLostBytes: flags.maxLostBytes,
          // The lease (docs/fleet.md, "Round 48"): off with --lease-hold-ms 0, as before round 48.
          ...(flags.leaseHoldMs > 0 ? { replicaId: flags.replica } : {}),
          leaseMs: flags.leaseMs,
          leaseHoldMs: flags.leaseHoldMs,
          // Loud: two processes on one --replica name renew one lease, so one may lose writes unseen (round 49).
          onSharedName: (replica) =>
            log.error(
              { replica },
              "another gate process renews this replica's lease under the same --replica name: the lease holds nothing back while either loses writes; give every replica its own name",
            ),
          // The revocation set does not hold what the fleet counted (round 61): every witness refused, loud.
          onRevokedRefused: (reason) =>
            reason === undefined
              ? log.warn({}, 'the fleet revocation set reads whole again: witnesses are checked')
              : log.error(
                  { reason },
                  'the fleet revocation set in Redis cannot be trusted: every witness is refused until an operator puts it right (docs/fleet.md, "Round 61 (fleet-r61)")',
                ),
          // The lease set is a stranger's type (fleet2-r61): every trace of the fleet held, loud.
          onLeaseRefused: (reason) =>
            reason === undefined
              ? log.warn({}, 'the fleet lease set reads again: leases are renewed')
              : log.error(
                  { reason },
                  'the fleet lease set in Redis is not a lease set: every trace is held until an operator removes it',
                ),
          // A stranger's value at a key gate owns was replaced by a flush (round 56), or a trace's ledger or
          // taint mark of another type by its write (round 57, second pass): names, never values.
          onRepair: (repaired) =>
            log.error(
              { repaired },
              repaired.every((r) => r === 'ledger' || r === 'taint')
                ? "a trace's ledger or taint mark in Redis was a key of another type (another client of this Redis wrote it): replaced, the trace held as tainted and its ledger full; see /healthz store.repaired and gate_store_repairs_total"
                : "the shared cache flush replaced keys of gate's own that were not what gate writes (another client of this Redis wrote them, or Redis's clock stepped back: 'cfloor ahead'): the cache was flushed; see /healthz store.repaired and gate_store_repairs_total",
            ),
          // Outages are loud: decisions go on from the floor, but the cache is off and the feed answers 503.
          onHealth: (h) =>
            h.ok
              ? log.warn({ store: h.kind }, 'shared store reachable again')
              : log.error(
                  { store: h.kind, detail: h.detail },
                  'shared store unreachable: cache off, taint and witnesses fail closed',
                ),
        });
  const store: StateStore =
    redis ??
    new MemoryStore({
      maxRevoked: flags.maxRevoked,
      taintTtlMs: flags.taintTtlMs,
      seenTraces: flags.maxSeenTraces,
    });
  const vdso = new Vdso(store, {
    enabled: flags.vdso,
    invalidation: flags.invalidation,
    ...(toolsConfig ? { namespaces: toolsConfig.namespaces } : {}),
  });
  let backends: ToolBackends | undefined;
  const metrics = createMetrics({
    vdsoHitRate: () => vdso.stats().hitRate,
    storeUp: () => store.health().ok,
    storeHolding: () => store.health().holding ?? [],
    storeRepairs: () => redis?.repairCounts() ?? new Map(),
    // Read at scrape time, after the queue opened below (round 61).
    approvalsEvicted: () => ({
      records: approvers?.store.evicted?.() ?? 0,
      listings: approvers?.store.listingsReplaced?.() ?? 0,
    }),
    backendGets: () => getPaces(backends),
  });
  const memory = new ContextMemory();
  const journalPath = io.env.GATE_AUDIT_JOURNAL;
  let journal: Journal | undefined;
  let journalKey: Buffer | undefined;
  try {
    // The journal's modules load only when it is on (docs/operations.md, "Startup").
    const journaling = journalPath ? await loadJournalModules() : undefined;
    journalKey = journaling ? journaling.journalKeyFrom(io.env.GATE_JOURNAL_KEY) : undefined;
    journal = journaling
      ? await journaling.Journal.open(journalPath as string, {
          replica: flags.replica,
          ...(journalKey ? { key: journalKey } : {}),
          onWarning: (message) => io.stderr.write(`gate: WARNING: audit journal: ${message}\n`),
          onTornTail: (report) => {
            io.stderr.write(
              `gate: WARNING: audit journal ${journalPath} had a torn last line; ${describeTorn(report)}\n`,
            );
          },
          onFailure: (err) =>
            log.error(
              { code: err.code, detail: err.message },
              'audit journal append failed; decisions are refused until it recovers',
            ),
          onAppend: (seconds) => metrics.journalAppendSeconds.observe(seconds),
        })
      : undefined;
  } catch (err) {
    await store.close();
    throw err;
  }
  // The head kept in a file of the operator's choosing: a journal that does not hold it is not opened.
  const anchorPath = io.env.GATE_JOURNAL_ANCHOR;
  let anchorKeeper: AnchorKeeper | undefined;
  try {
    anchorKeeper =
      journal && anchorPath
        ? await (await loadJournalModules()).keepAnchorFile(journal, anchorPath, {
            onFailure: (code, first) => {
              metrics.journalAnchorFailures.inc();
              if (first)
                log.error(
                  { code },
                  'journal anchor file not written; retried every second, the anchor lags the head meanwhile (docs/journal.md, "An anchor file")',
                );
            },
            onRecovered: (failures) =>
              log.warn({ failures }, 'journal anchor file written again: the anchor holds the head'),
          })
        : undefined;
  } catch (err) {
    await journal?.close({ checkpoint: false });
    await store.close();
    throw err;
  }
  if (journal) {
    const { rows, checkedRows, fromSeq, checkpoint } = journal.opened;
    log.info(
      { rows, checked_rows: checkedRows, from_seq: fromSeq, checkpoint, head: anchorText(journal) },
      'audit journal opened: rows after from_seq checked (docs/journal.md, "What start-up checks")',
    );
  }
  const pages = flags.recall ? new PageBook() : undefined;
  let approvers: Awaited<ReturnType<typeof openApprovals>>;
  try {
    approvers = await openApprovals(flags, secrets, () => engine);
  } catch (err) {
    await anchorKeeper?.close();
    await journal?.close();
    await store.close();
    throw err;
  }
  const engine: GatewayEngine = new GatewayEngine({
    policy,
    store,
    memory,
    metrics,
    ...(journal ? { recorder: journal } : {}),
    // Round 57, second pass: the operator's pins bound the workspace on every wire (docs/wires.md).
    ...(flags.workspaces.length > 0 ? { workspaces: flags.workspaces } : {}),
    ...(approvers ? { approvals: approvers.desk, decisions: approvers.decisions } : {}),
    onUntraced: () =>
      log.warn(
        { metric: 'gate_untraced_requests_total' },
        'a model-wire request read untrusted results but named no trace id (x-gate-trace-id, traceparent) or session (metadata.user_id, prompt_cache_key): if its client compacts or trims its history, the values those results gave are judged as the user\'s (docs/provenance.md, "A record of seen values per trace")',
      ),
    // MCP traces' value ledgers: in this process, or in Redis where a trace may move between replicas
    // (docs/provenance.md, "Where ledgers live").
    // Loaded on first use or by the warm-up (docs/operations.md, "Startup").
    provenance: new LazyProvenanceBook((book) =>
      redis
        ? new book.SharedProvenanceBook(redis, {
            ttlMs: redis.ledgerTtlMs,
            maxLedgers: flags.maxSeenTraces,
            maxLost: flags.maxSeenTraces,
          })
        : // The store's resume notes, shared: one bound for both (round 44).
          new book.LocalProvenanceBook(
            flags.maxSeenTraces,
            flags.taintTtlMs,
            Date.now,
            undefined,
            undefined,
            undefined,
            store instanceof MemoryStore ? store.resumeNotes : undefined,
          ),
    ),
    ...(pages
      ? {
          onAdmitted: async (input, result) => {
            // The trust epoch dates the page: a later revocation or epoch bump re-screens it on reload.
            const trustEpoch = await store.trustEpoch().catch(() => -1);
            pages.add(input.traceId, {
              tool: input.tool,
              kind: 'tool_result',
              // What was admitted: with its secrets redacted when the verdict is TRANSFORM.
              content: result.envelope.content,
              verdict: result.verdict.kind,
              trustEpoch,
            });
          },
        }
      : {}),
  });
  try {
    backends = toolsConfig
      ? await (await import('../tools/backends.js')).ToolBackends.start(toolsConfig)
      : undefined;
  } catch (err) {
    await approvers?.store.close();
    await journal?.close();
    await store.close();
    throw err;
  }

  const upstream: Upstream = flags.baseUrl
    ? createProxyUpstream({
        baseUrl: flags.baseUrl,
        provider: flags.provider,
        ...(secrets.providerKey ? { apiKey: secrets.providerKey } : {}),
        timeoutMs: flags.upstreamTimeoutMs,
        maxBytes: flags.maxUpstreamBytes,
        maxTotalBytes: flags.maxUpstreamTotalBytes,
        // One client's share follows its connection share, as request bodies' does (round 38).
        maxClientTotalBytes: bodyBudgetOptions(
          flags.maxUpstreamTotalBytes,
          flags.maxUpstreamBytes,
          defaultConnectionCaps(flags.maxClientConnections),
        ).perClient,
      })
    : createBuiltinUpstream(flags.model ? { model: flags.model } : {});
  const wireDeps: WireDeps = {
    engine,
    upstream,
    provider: flags.baseUrl ? flags.provider : 'builtin',
    verdictNote: flags.verdictNote,
    ...(flags.model ? { model: flags.model } : {}),
  };
  const reloadListeners = new Set<() => void>();
  const mcpDeps: McpDeps = {
    engine,
    store,
    vdso,
    // Round 57: a fleet's replicas judge a trace's shell calls after all its earlier ones (docs/mcp.md).
    ...(redis ? { standings: new SharedShellStandings(redis) } : {}),
    ...(flags.workspaces.length > 0 ? { workspaces: flags.workspaces } : {}),
    version: gateVersion(),
    onToolsChanged: (listener) => {
      reloadListeners.add(listener);
      return () => reloadListeners.delete(listener);
    },
    ...(backends ? { backends } : {}),
    ...userTurnFrom(flags, secrets),
    ...(flags.recall ? { contextChange: createContextChanger({ root: resolve(flags.recallDir) }) } : {}),
  };

  const onReload = async (summary: string) => {
    await store
      .publish({ kind: 'policy_reload', tags: [policy.current.digest.slice(0, 12)] })
      .catch(() => undefined);
    for (const listener of reloadListeners) listener();
    log.info({ source: policy.file, summary_lines: summary.split('\n').length }, 'policy reloaded');
  };

  const clientKeys =
    secrets.clientKeys ?? (secrets.gatewayKey !== undefined ? [{ key: secrets.gatewayKey }] : undefined);
  const info: GatewayInfo = {
    version: gateVersion(),
    mode: flags.baseUrl ? 'proxy' : 'in-kernel',
    provider: flags.baseUrl ? flags.provider : 'builtin',
    addr: formatAddr(flags.addr),
    startedAt: new Date(),
    authRequired: clientKeys !== undefined,
  };
  const gatewayCheck = clientKeys !== undefined ? keyCheck(clientKeys) : undefined;
  const access = approverAccess(
    secrets.approverKeys ? approverCheck(secrets.approverKeys) : undefined,
    gatewayCheck,
  );
  const operator = operatorAccess(secrets.adminKey, gatewayCheck, 'POST /v1/gate/policy/reload');
  const routes: Route[] = [
    ...gateRoutes({
      ...(operator ? { operator } : {}),
      info,
      policy,
      metrics,
      store,
      memory,
      ...(journal ? { journal } : {}),
      approvalsRefused: () => approvers?.store.refusedKeys?.() ?? {},
      onReload,
      snapshot: () => ({
        vdso: vdso.stats(),
        ...(backends ? { backends: backends.listTools().length, backend_status: backends.status() } : {}),
      }),
    }),
    ...openaiRoutes(wireDeps),
    ...responsesRoutes(wireDeps),
    ...anthropicRoutes(wireDeps),
    ...mcpRoutes(mcpDeps),
    ...(pages ? recallRoutes({ pages }) : []),
    ...approvalRoutes(approvers?.desk, access),
    ...consoleRoutes({
      info,
      policy,
      store,
      memory,
      decisions: approvers?.decisions ?? new DecisionLog(),
      access,
      replica: flags.replica,
      approvalTtlMs: flags.approvalTtlMs,
      ...(journal && journalPath
        ? {
            journal: {
              read: (since: number, limit: number) => journal.read(since, limit),
              stats: () => journal.stats(),
              verify: async () => {
                const { verifyJournal, summarize } = await loadJournalModules();
                const report = await verifyJournal(journalPath, journalKey);
                return { ok: report.ok, rows: report.rows, summary: summarize(report) };
              },
            },
          }
        : {}),
    }),
  ];
  const connections = defaultConnectionCaps(flags.maxClientConnections);
  const http = createHttpGateway({
    routes,
    ...(gatewayCheck ? { auth: gatewayCheck } : {}),
    served: servedNames({
      bindHost: flags.addr.host,
      allowedHosts: flags.allowedHosts,
      allowedOrigins: flags.allowedOrigins,
    }),
    maxBodyBytes: flags.maxBodyBytes,
    connections,
    bodies: bodyBudgetOptions(flags.maxRequestTotalBytes, flags.maxBodyBytes, connections),
    requestTimeoutMs: flags.requestTimeoutMs,
    log,
    metrics,
    recordedTool: (name) => recordedToolName(name, policy.current),
  });

  const close = async () => {
    await backends?.close().catch(() => undefined);
    await approvers?.store.close().catch(() => undefined);
    if (journal) {
      await journal.close();
      await anchorKeeper
        ?.close()
        .catch((err) => log.error({ detail: String(err) }, 'journal anchor file not written at close'));
      // The head as it was left: shipped off the host, it is the anchor `gate journal verify --anchor` takes.
      log.info({ head: anchorText(journal) }, 'audit journal closed (docs/journal.md, "Anchors")');
    }
    await store.close();
    log.flush?.();
  };

  return {
    policy,
    store,
    vdso,
    metrics,
    engine,
    ...(journal ? { journal } : {}),
    log,
    mcpDeps,
    http,
    onReload,
    close,
    async listen() {
      // The listener is bound before gate says it is ready; a bind failure is reported at once.
      try {
        await new Promise<void>((resolve, reject) => {
          http.server.once('error', reject);
          http.server.listen(flags.addr.port, flags.addr.host, () => {
            http.server.off('error', reject);
            resolve();
          });
        });
      } catch (err) {
        await close();
        throw new GateError(
          'BAD_FLAG',
          `cannot listen on ${formatAddr(flags.addr)}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`,
        );
      }
      const bound = http.server.address() as AddressInfo;
      const url = `http://${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}`;
      info.addr = url.slice('http://'.length);
      metrics.timeToReady.set(process.uptime());
      return { url };
    },
  };
}

/** The approval queue, in the same place as the rest of the shared state; off without an approver key. */
async function openApprovals(
  flags: ServeFlags,
  secrets: Secrets,
  engine: () => GatewayEngine,
): Promise<{ store: ApprovalStore; desk: ApprovalDesk; decisions: DecisionLog } | undefined> {
  if (!secrets.approverKeys || secrets.approverKeys.length === 0) return undefined;
  const timing = {
    ...APPROVAL_DEFAULTS,
    ttlMs: flags.approvalTtlMs,
    claimLeaseMs: flags.approvalClaimLeaseMs,
  };
  const store: ApprovalStore =
    flags.store === 'memory'
      ? new MemoryApprovalStore(timing)
      : await (await import('../store/approvals-redis.js')).RedisApprovalStore.connect(flags.store, {
          timing,
        });
  const desk = new ApprovalDesk({
    store,
    record: (decision) => engine().record(decision),
    replica: flags.replica,
  });
  return { store, desk, decisions: new DecisionLog() };
}

function formatAddr(addr: { host: string; port: number }): string {
  return addr.host.includes(':') ? `[${addr.host}]:${addr.port}` : `${addr.host}:${addr.port}`;
}

function describeTorn(r: TornTailReport): string {
  return `${r.bytes} byte(s) moved to ${r.movedTo}; the chain continues after row ${r.lastGoodSeq}`;
}

/** Who may state the user's turn on MCP: the harness key's holder, any client, or (default) nobody. */
function userTurnFrom(flags: ServeFlags, secrets: Secrets): Pick<McpDeps, 'userTurnFrom'> {
  if (secrets.harnessKey !== undefined)
    return {
      userTurnFrom: { kind: 'harness', admits: headerKeyCheck(secrets.harnessKey, HARNESS_KEY_HEADER) },
    };
  return flags.trustUserTurn ? { userTurnFrom: { kind: 'any' } } : {};
}

/** The HTTP backends' GET streams for metrics: the longest pace in force and the GETs that waited. */
function getPaces(backends: ToolBackends | undefined): { paceMs: number; paced: number } {
  let paceMs = 0;
  let paced = 0;
  for (const b of backends?.status() ?? []) {
    if (!b.gets) continue;
    paceMs = Math.max(paceMs, b.gets.paceMs);
    paced += b.gets.paced;
  }
  return { paceMs, paced };
}
