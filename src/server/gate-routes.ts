// gate's own routes: health, metrics, the debug snapshot, policy reload, the journal, the feed, revocation.
import type { IncomingHttpHeaders } from 'node:http';
import { agentName } from '../kernel/agent-name.js';
import { GateError } from '../kernel/errors.js';
import { REVOCABLE_WITNESS, REVOCABLE_WITNESS_TEXT } from '../kernel/ladder/witness.js';
import { summarisePolicy } from '../kernel/policy/load.js';
import type { ContextMemory } from '../kernel/screen/memory.js';
import type { StateStore, StoreHealth } from '../store/types.js';
import { sendJson } from './error-body.js';
import { parseJsonBody } from './http.js';
import type { GatewayMetrics } from './metrics.js';
import type { PolicyHolder } from './policy-holder.js';
import type { RequestContext, Route } from './types.js';

export interface JournalReader {
  read(since: number, limit: number): Promise<{ events: Array<{ trace_id: string }>; cursor: number }>;
  /** The journal's counters; `failing` and `lastError` are what /healthz reads of them. */
  stats(): { failing?: boolean; lastError?: string };
}

export interface GatewayInfo {
  version: string;
  mode: 'proxy' | 'in-kernel';
  provider: string;
  addr: string;
  startedAt: Date;
  authRequired: boolean;
}

export interface GateRouteDeps {
  info: GatewayInfo;
  policy: PolicyHolder;
  metrics: GatewayMetrics;
  store: StateStore;
  memory: ContextMemory;
  journal?: JournalReader;
  /** Called after a successful reload (feed event, MCP list_changed). */
  onReload?: (summary: string) => Promise<void> | void;
  /** Extra snapshot sections from other parts (vDSO stats, backends). */
  snapshot?: () => Record<string, unknown>;
  /** Who may call the operator routes (auth.ts operatorAccess); absent: as every keyed route. */
  operator?: (headers: IncomingHttpHeaders) => void;
  /** The approval queue's refused pending indexes (fleet2-r61): shown beside the store's own `refused`. */
  approvalsRefused?: () => Record<string, string>;
}

/** The store's health with the approval queue's refused keys beside its own (one `refused` to read). */
function storeHealth(deps: GateRouteDeps): StoreHealth {
  const health = deps.store.health();
  const approvals = deps.approvalsRefused?.() ?? {};
  if (Object.keys(approvals).length === 0) return health;
  return { ...health, refused: { ...health.refused, ...approvals } };
}

const MAX_PAGE = 1000;

/** The journal's part of /healthz, only while its last append failed: an errno code, never a row's bytes. */
function journalHealth(journal: JournalReader | undefined): { ok: false; detail: string } | undefined {
  const stats = journal?.stats();
  if (stats?.failing !== true) return undefined;
  const detail =
    stats.lastError === 'EDISPLACED'
      ? 'the journal file was moved or replaced while gate ran; decisions are refused until gate is restarted on a journal that verifies'
      : `the journal's last append failed (${stats.lastError ?? 'unknown'}); decisions are refused until one succeeds`;
  return { ok: false, detail };
}

export function gateRoutes(deps: GateRouteDeps): Route[] {
  return [
    {
      method: 'GET',
      path: '/healthz',
      errorShape: 'openai',
      public: true,
      async handle(ctx) {
        const { holding, ...shown } = storeHealth(deps);
        // Public, so the count of lapsed leases holding the fleet only: their names (hostnames by default)
        // are behind the key, in /debug/vars and /metrics (docs/fleet.md, "Round 48").
        const store = holding === undefined ? shown : { ...shown, holding: holding.length };
        const journal = journalHealth(deps.journal);
        // Liveness and readiness: a store outage degrades (cache off, feed 503) but decisions still flow;
        // a journal that cannot append refuses every decision, so the replica says why (round 47).
        sendJson(ctx.res, 200, {
          status: store.ok && journal === undefined ? 'ok' : 'degraded',
          store,
          ...(journal === undefined ? {} : { journal }),
        });
      },
    },
    {
      method: 'GET',
      path: '/metrics',
      errorShape: 'openai',
      async handle(ctx) {
        const text = await deps.metrics.registry.metrics();
        ctx.res.writeHead(200, { 'content-type': deps.metrics.registry.contentType });
        ctx.res.end(text);
      },
    },
    {
      method: 'GET',
      path: '/debug/vars',
      errorShape: 'openai',
      async handle(ctx) {
        const mem = process.memoryUsage();
        sendJson(ctx.res, 200, {
          gateway: gatewaySnapshot(deps.info),
          policy: policySnapshot(deps.policy),
          kernel: { memory: deps.memory.stats() },
          store: storeHealth(deps),
          journal: deps.journal ? deps.journal.stats() : { enabled: false },
          runtime: {
            node: process.version,
            pid: process.pid,
            rss_bytes: mem.rss,
            heap_used_bytes: mem.heapUsed,
          },
          ...(deps.snapshot ? deps.snapshot() : {}),
          metrics: await deps.metrics.registry.getMetricsAsJSON(),
        });
      },
    },
    {
      method: 'POST',
      path: '/v1/gate/policy/reload',
      errorShape: 'openai',
      // An operator's action, not a client's: the operator key only (docs/operations.md, "Operator key").
      ...(deps.operator ? { authorize: deps.operator } : {}),
      async handle(ctx) {
        const summary = await reloadPolicy(deps);
        sendJson(ctx.res, 200, { reloaded: true, source: deps.policy.file, summary });
      },
    },
    {
      method: 'GET',
      path: '/v1/gate/events',
      errorShape: 'openai',
      async handle(ctx) {
        if (!deps.journal)
          throw new GateError(
            'NOT_FOUND',
            'the audit journal is off (set GATE_AUDIT_JOURNAL to a file path)',
          );
        const { since, limit } = pageParams(ctx);
        const page = await deps.journal.read(since, limit);
        // A labelled key's client reads its own traces' rows, as with recall pages and approvals; the
        // cursor still passes the others', so paging goes on (round 18: it read every key's rows).
        const own = ctx.principal === undefined ? undefined : `${ctx.principal}/`;
        if (own !== undefined) page.events = page.events.filter((row) => row.trace_id.startsWith(own));
        sendJson(ctx.res, 200, page);
      },
    },
    {
      method: 'GET',
      path: '/v1/gate/changes',
      errorShape: 'openai',
      async handle(ctx) {
        const { since, limit } = pageParams(ctx);
        // "What other agents changed": an agent that names itself does not see its own events.
        const exclude = agentName(ctx.url.searchParams.get('exclude_agent') ?? undefined) ?? ctx.agent;
        sendJson(ctx.res, 200, await deps.store.changes(since, limit, exclude));
      },
    },
    {
      method: 'POST',
      path: '/v1/gate/revoke',
      errorShape: 'openai',
      async handle(ctx) {
        const type = ctx.req.headers['content-type'] ?? '';
        if (!/^application\/json\b/i.test(type)) {
          throw new GateError(
            'UNSUPPORTED_MEDIA_TYPE',
            'POST /v1/gate/revoke needs Content-Type: application/json',
          );
        }
        const body = parseJsonBody(ctx.rawBody) as { witness?: unknown };
        if (
          typeof body !== 'object' ||
          body === null ||
          typeof body.witness !== 'string' ||
          body.witness.trim() === ''
        ) {
          throw new GateError('BAD_REQUEST', 'field "witness" must be a non-empty string');
        }
        if (!REVOCABLE_WITNESS.test(body.witness))
          throw new GateError('BAD_REQUEST', `field "witness" must be ${REVOCABLE_WITNESS_TEXT}`);
        const out = await deps.store.revoke(body.witness, ctx.agent);
        sendJson(ctx.res, 200, { witness: body.witness, evicted: out.evicted, trust_epoch: out.trustEpoch });
      },
    },
  ];
}

/** The gateway section of the snapshot (also the console's). */
export function gatewaySnapshot(info: GatewayInfo): Record<string, unknown> {
  return {
    version: info.version,
    mode: info.mode,
    provider: info.provider,
    addr: info.addr,
    started_at: info.startedAt.toISOString(),
    uptime_seconds: Math.round((Date.now() - info.startedAt.getTime()) / 1000),
    auth_required: info.authRequired,
  };
}

/** The floor in force, as the snapshot and the console name it (no rules, only what identifies it). */
export function policySnapshot(holder: PolicyHolder): Record<string, unknown> {
  const policy = holder.current;
  return {
    source: policy.source,
    digest: policy.digest,
    version: policy.manifest.version,
    posture: policy.manifest.posture,
    reloads: holder.reloads,
  };
}

/** Shared by the HTTP route and SIGHUP: re-read, swap, announce. Errors leave the floor untouched. */
export async function reloadPolicy(deps: Pick<GateRouteDeps, 'policy' | 'onReload'>): Promise<string> {
  const next = await deps.policy.reload();
  const summary = summarisePolicy(next);
  await deps.onReload?.(summary);
  return summary;
}

function pageParams(ctx: RequestContext): { since: number; limit: number } {
  const since = intParam(ctx, 'since', 0);
  const limit = Math.min(intParam(ctx, 'limit', 100), MAX_PAGE);
  return { since, limit };
}

export function intParam(ctx: RequestContext, name: string, fallback: number): number {
  const raw = ctx.url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,15}$/.test(raw))
    throw new GateError('BAD_REQUEST', `query parameter "${name}" must be a non-negative integer`);
  return Number(raw);
}
