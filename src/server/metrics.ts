// The gateway's metrics on one prom-client registry owned by the process (no default global registry).
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { ERROR_CODES } from '../kernel/errors.js';
import type { Verdict } from '../kernel/types.js';
import { TalliedHistogram } from './tallied-histogram.js';
import type { WireName } from './types.js';

/**
 * The statuses the request histogram names exactly: gate's own (its fault codes) and the ones providers
 * document. A relayed upstream may answer any status from 100 to 599; each would be a series per route
 * and method, so any other is counted in its class (`2xx`..`5xx`).
 */
const NAMED_STATUSES = new Set<number>([
  ...[200, 201, 202, 204, 206, 304, 400, 401, 402, 403, 404, 405, 408, 409, 413, 415, 422, 429],
  ...[499, 500, 501, 502, 503, 504, 529],
  ...Object.values(ERROR_CODES).map((c) => c.status),
]);

/**
 * How often prom-client's `nodejs_eventloop_lag_*` timer samples the loop. Its default, 10 ms, woke an idle
 * gate 100 times a second (0.5 to 0.7 % of a core doing nothing); a block of 100 ms or more is still seen
 * (docs/testing.md, "Round 68 (ciprocs-r68)").
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

/** The status label of a request: the status when named, else its class; never more than ~35 values. */
export function statusLabel(status: number): string {
  return NAMED_STATUSES.has(status) ? String(status) : `${Math.floor(status / 100)}xx`;
}

export interface GatewayMetrics {
  registry: Registry;
  timeToReady: Gauge;
  vdsoHitRate: Gauge;
  operations: Counter<'verdict'>;
  quarantines: Counter<'reason'>;
  decisions: Counter<'verdict' | 'reason' | 'wire'>;
  requestSeconds: TalliedHistogram<'route' | 'method' | 'status'>;
  journalAppendSeconds: TalliedHistogram;
  journalFailures: Counter;
  journalAnchorFailures: Counter;
  connectionsRefused: Counter;
  requestBodiesRefused: Counter;
  storeUp: Gauge;
  storeLapsedLeases: Gauge<'replica'>;
  storeRepairs: Counter<'key'>;
  approvalsEvicted: Counter<'what'>;
  untraced: Counter<'wire'>;
  backendGetPace: Gauge;
  backendGetsPaced: Gauge;
  countDecision(verdict: Verdict, wire: WireName): void;
}

export function createMetrics(
  opts: {
    vdsoHitRate?: () => number;
    storeUp?: () => boolean;
    /** Replicas whose lapsed lease holds the fleet (names only; docs/fleet.md, "Round 48"). */
    storeHolding?: () => readonly string[];
    /** Flushes that repaired a key of gate's own, by key name (docs/fleet.md, "Round 57"). */
    storeRepairs?: () => ReadonlyMap<string, number>;
    /** Settled approval records the record bound pushed out since start (docs/fleet.md, "Round 61"). */
    approvalsEvicted?: () => { records: number; listings: number };
    /** The HTTP backends' GET streams: the longest pace in force (ms), and GETs that waited. */
    backendGets?: () => { paceMs: number; paced: number };
  } = {},
): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  const m: GatewayMetrics = {
    registry,
    timeToReady: new Gauge({
      name: 'gate_gateway_time_to_ready_seconds',
      help: 'Seconds from process start until the listener was bound and the gateway ready.',
      registers: [registry],
    }),
    vdsoHitRate: new Gauge({
      name: 'gate_vdso_hit_rate',
      help: 'vDSO result cache hits over lookups since start.',
      registers: [registry],
      collect() {
        if (opts.vdsoHitRate) this.set(opts.vdsoHitRate());
      },
    }),
    operations: new Counter({
      name: 'gate_gateway_operations_total',
      help: 'Decisions made by the gateway, by verdict kind.',
      labelNames: ['verdict'],
      registers: [registry],
      collect() {
        tally.fold();
      },
    }),
    quarantines: new Counter({
      name: 'gate_kernel_quarantines_total',
      help: 'Tool results quarantined by the screeners.',
      labelNames: ['reason'],
      registers: [registry],
      collect() {
        tally.fold();
      },
    }),
    decisions: new Counter({
      name: 'gate_decisions_total',
      help: 'Decisions by verdict kind, reason and wire.',
      labelNames: ['verdict', 'reason', 'wire'],
      registers: [registry],
      collect() {
        tally.fold();
      },
    }),
    // Observed once a request and once a journal flush: tallied, not prom-client's (tallied-histogram.ts).
    requestSeconds: new TalliedHistogram({
      name: 'gate_http_request_duration_seconds',
      help: 'HTTP request latency by route, method and status.',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    journalAppendSeconds: new TalliedHistogram({
      name: 'gate_journal_append_seconds',
      help: 'Time to make a batch of journal rows durable (write and fdatasync).',
      buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1],
      registers: [registry],
    }),
    journalFailures: new Counter({
      name: 'gate_journal_failures_total',
      help: 'Journal appends that failed; the decisions they carried were refused.',
      registers: [registry],
    }),
    journalAnchorFailures: new Counter({
      name: 'gate_journal_anchor_failures_total',
      help: 'Writes of the journal anchor file (GATE_JOURNAL_ANCHOR) that failed; the anchor lags the head meanwhile.',
      registers: [registry],
    }),
    connectionsRefused: new Counter({
      name: 'gate_connections_refused_total',
      help: 'Connections closed on arrival: their client, or the gateway, held its most connections.',
      registers: [registry],
    }),
    requestBodiesRefused: new Counter({
      name: 'gate_request_bodies_refused_total',
      help: 'Requests refused unread (503): the bodies being read, from their client or in all, were at --max-request-total-bytes.',
      registers: [registry],
    }),
    storeUp: new Gauge({
      name: 'gate_store_up',
      help: '1 when the shared state store is reachable, 0 during an outage.',
      registers: [registry],
      collect() {
        if (opts.storeUp) this.set(opts.storeUp() ? 1 : 0);
      },
    }),
    storeLapsedLeases: new Gauge({
      name: 'gate_store_lapsed_lease',
      help: 'One series a replica whose lease lapsed less than --lease-hold-ms ago: every trace of the fleet is held until it renews or its hold ends.',
      labelNames: ['replica'],
      registers: [registry],
      collect() {
        this.reset();
        for (const replica of opts.storeHolding?.() ?? []) this.set({ replica }, 1);
      },
    }),
    storeRepairs: new Counter({
      name: 'gate_store_repairs_total',
      help: "Repairs of keys of gate's own in the shared store, by key name: flushes of the shared cache that replaced a stranger's value or a cache floor too far ahead of Redis's clock, trace ledgers, taint marks or records of seen values of another type (a record: or too large) replaced by their write ('ledger', 'taint', 'seen'), and keys shared between traces (the ledger book's, the resume set's, the record index's) a stranger made unusable or too large to read, replaced by a write ('shared'), and the lease's owners of another type, replaced by a renewal ('replica-owners').",
      labelNames: ['key'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [key, n] of opts.storeRepairs?.() ?? []) this.inc({ key }, n);
      },
    }),
    approvalsEvicted: new Counter({
      name: 'gate_approvals_evicted_total',
      help: 'Settled approval records (denied, used, expired) pushed out, oldest first, by opens at the queue\'s record bound (10,000 by default; a denial pushed out re-holds its call): a client or a stranger filling the queue (what="record"); what="listing": a listing index of another type or past any bound gate keeps, replaced (its records stay, expiring by their TTL).',
      labelNames: ['what'],
      registers: [registry],
      collect() {
        this.reset();
        const { records, listings } = opts.approvalsEvicted?.() ?? { records: 0, listings: 0 };
        this.inc({ what: 'record' }, records);
        this.inc({ what: 'listing' }, listings);
      },
    }),
    untraced: new Counter({
      name: 'gate_untraced_requests_total',
      help: 'Model-wire requests whose untrusted results no record of seen values keeps: no trace id or session named.',
      labelNames: ['wire'],
      registers: [registry],
    }),
    backendGetPace: new Gauge({
      name: 'gate_backend_get_pace_seconds',
      help: 'The longest pace at which a downstream HTTP MCP server GET stream is reopened (backed off from 2 s to 300 s while the server ends them at once).',
      registers: [registry],
      collect() {
        if (opts.backendGets) this.set(opts.backendGets().paceMs / 1000);
      },
    }),
    backendGetsPaced: new Gauge({
      name: 'gate_backend_gets_paced',
      help: 'GET streams to downstream HTTP MCP servers that waited for their pace, over the servers current connections.',
      registers: [registry],
      collect() {
        if (opts.backendGets) this.set(opts.backendGets().paced);
      },
    }),
    countDecision(verdict, wire) {
      tally.count(verdict.kind, verdict.reason ?? 'NONE', wire);
    },
  };
  const tally = new DecisionTally(m);
  return m;
}

/** One (verdict, reason, wire) count not yet added to the counters. */
interface Tallied {
  verdict: string;
  reason: string;
  wire: string;
  pending: number;
}

/**
 * The decision counters' increments, kept as plain numbers and added to the counters when they are read
 * (every read of a counter, a scrape or `get`, runs its collect): prom-client's `inc` validates and hashes
 * its labels on each call, two or three times a decision (docs/wires.md, "Round 28, fourth session"). Keyed by the label
 * values (verdict kinds, reasons and wires, each from a closed vocabulary), so it stays as small as the
 * counters' own label sets.
 */
class DecisionTally {
  readonly #byKind = new Map<string, Map<string, Map<string, Tallied>>>();
  /** Entries holding a pending count, so a fold visits only those. */
  readonly #dirty: Tallied[] = [];

  constructor(private readonly m: Pick<GatewayMetrics, 'operations' | 'quarantines' | 'decisions'>) {}

  count(verdict: string, reason: string, wire: string): void {
    let byReason = this.#byKind.get(verdict);
    if (byReason === undefined) {
      byReason = new Map();
      this.#byKind.set(verdict, byReason);
    }
    let byWire = byReason.get(reason);
    if (byWire === undefined) {
      byWire = new Map();
      byReason.set(reason, byWire);
    }
    let entry = byWire.get(wire);
    if (entry === undefined) {
      entry = { verdict, reason, wire, pending: 0 };
      byWire.set(wire, entry);
    }
    if (entry.pending === 0) this.#dirty.push(entry);
    entry.pending += 1;
  }

  /** Adds every pending count to the counters, as countDecision's `inc` calls did one by one. */
  fold(): void {
    for (const entry of this.#dirty.splice(0)) {
      const { verdict, reason, wire, pending } = entry;
      entry.pending = 0;
      this.m.operations.inc({ verdict }, pending);
      this.m.decisions.inc({ verdict, reason, wire }, pending);
      if (verdict === 'QUARANTINE') this.m.quarantines.inc({ reason }, pending);
    }
  }
}
