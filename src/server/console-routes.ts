// The console at /ui (docs/approvals.md, "The console"): a static page served from ui/ in the package, and
// the approver-only routes it reads: state (policy, journal, fleet), recent decisions, journal verification.
import { readFileSync } from 'node:fs';
import { GateError } from '../kernel/errors.js';
import { summarisePolicy } from '../kernel/policy/summary.js';
import type { ContextMemory } from '../kernel/screen/memory.js';
import { table } from '../kernel/table.js';
import type { StateStore } from '../store/types.js';
import type { ApproverAccess } from './approvals-routes.js';
import type { DecisionLog } from './decision-log.js';
import { sendJson } from './error-body.js';
import {
  type GatewayInfo,
  gatewaySnapshot,
  intParam,
  type JournalReader,
  policySnapshot,
} from './gate-routes.js';
import type { PolicyHolder } from './policy-holder.js';
import type { RequestContext, Route } from './types.js';

/** ui/ at the package root: three levels above dist/src/server/ (and above src/server/ under tsx). Found when
 * the routes are built, not at load: serve's start-up snapshot evaluates this module where it was built. */
const uiDir = (): URL => new URL('../../../ui/', import.meta.url);

/** Scripts and styles from gate itself only, nothing inline, no framing, no form posts, no referrer. */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const ASSETS: Record<string, { file: string; type: string }> = table({
  '/ui': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/ui/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/ui/console.js': { file: 'console.js', type: 'text/javascript; charset=utf-8' },
  '/ui/console.css': { file: 'console.css', type: 'text/css; charset=utf-8' },
  '/ui/favicon.svg': { file: 'favicon.svg', type: 'image/svg+xml' },
});

export interface ConsoleDeps {
  info: GatewayInfo;
  policy: PolicyHolder;
  store: StateStore;
  memory: ContextMemory;
  decisions: DecisionLog;
  access: ApproverAccess;
  replica: string;
  approvalTtlMs: number;
  journal?: JournalReader & {
    /** Walks the journal file's chain (`gate journal verify`). */
    verify(): Promise<{ ok: boolean; rows: number; summary: string }>;
  };
  /** The files of ui/; tests pass another directory. */
  uiDir?: URL;
}

const MAX_PAGE = 500;

export function consoleRoutes(deps: ConsoleDeps): Route[] {
  // Read once at startup: a package missing its console fails loudly here, not on the first visit.
  const dir = deps.uiDir ?? uiDir();
  const files = new Map<string, Buffer>();
  for (const { file } of Object.values(ASSETS)) files.set(file, readFileSync(new URL(file, dir)));
  let verified: { at: string; ok: boolean; rows: number; summary: string } | undefined;

  const assetRoutes: Route[] = Object.entries(ASSETS).map(([path, asset]) => ({
    method: 'GET',
    path,
    errorShape: 'openai',
    // The page itself holds no data: it asks for the approver key and sends it with every call.
    public: true,
    async handle(ctx: RequestContext) {
      const body = files.get(asset.file)!;
      ctx.res.writeHead(200, {
        'content-type': asset.type,
        'content-length': body.length,
        'content-security-policy': CONSOLE_CSP,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      });
      ctx.res.end(ctx.req.method === 'HEAD' ? undefined : body);
    },
  }));

  const approver = (headers: Parameters<ApproverAccess['approver']>[0]) => void deps.access.approver(headers);

  return [
    ...assetRoutes,
    {
      method: 'GET',
      path: '/v1/gate/console/state',
      errorShape: 'openai',
      authorize: approver,
      async handle(ctx) {
        const store = deps.store.health();
        const trustEpoch = store.ok ? await deps.store.trustEpoch().catch(() => undefined) : undefined;
        sendJson(ctx.res, 200, {
          approver: deps.access.approver(ctx.req.headers),
          gateway: gatewaySnapshot(deps.info),
          policy: { ...policySnapshot(deps.policy), summary: summarisePolicy(deps.policy.current) },
          fleet: {
            replica: deps.replica,
            store,
            ...(trustEpoch !== undefined ? { trust_epoch: trustEpoch } : {}),
          },
          journal: deps.journal
            ? { enabled: true, stats: deps.journal.stats(), ...(verified ? { verified } : {}) }
            : { enabled: false },
          counts: { ...deps.decisions.counts },
          memory: deps.memory.stats(),
          approvals: { ttl_seconds: Math.round(deps.approvalTtlMs / 1000) },
        });
      },
    },
    {
      method: 'GET',
      path: '/v1/gate/console/decisions',
      errorShape: 'openai',
      authorize: approver,
      async handle(ctx) {
        const since = intParam(ctx, 'since', 0);
        const limit = Math.min(intParam(ctx, 'limit', 200), MAX_PAGE);
        const page = deps.decisions.since(since, limit);
        const withheld = deps.decisions.withheld().map((w) => ({
          ...w,
          // Still in the held map, or evicted (over budget) since.
          still_held: deps.memory.held(w.quarantine_id) !== undefined,
        }));
        sendJson(ctx.res, 200, { ...page, withheld });
      },
    },
    {
      method: 'POST',
      path: '/v1/gate/console/verify',
      errorShape: 'openai',
      authorize: approver,
      async handle(ctx) {
        if (!deps.journal)
          throw new GateError(
            'NOT_FOUND',
            'the audit journal is off (set GATE_AUDIT_JOURNAL to a file path)',
          );
        const report = await deps.journal.verify();
        verified = { at: new Date().toISOString(), ...report };
        sendJson(ctx.res, 200, verified);
      },
    },
  ];
}
