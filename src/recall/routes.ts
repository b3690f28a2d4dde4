// The gateway side of `gate recall save`: the pages a trace admitted, read back through an authenticated
// route (the server applies auth to every route but /healthz).
import { GateError } from '../kernel/errors.js';
import { printable } from '../kernel/printable.js';
import { sendJson } from '../server/error-body.js';
import { scopedTrace } from '../server/trace-id.js';
import type { Route } from '../server/types.js';
import type { Page, PageBook } from './pages.js';

export const RECALL_PAGES_PATH = '/v1/gate/recall/pages';
export const PAGES_RESPONSE_FORMAT = 'gate-recall-pages/v1';
const MAX_TRACE_ID = 256;

export interface RecallRouteDeps {
  pages: PageBook;
}

/** One page on the wire; `content` is the admitted text as a JSON string. */
export interface WirePage {
  step: number;
  digest: string;
  tool: string;
  kind: Page['kind'];
  verdict: string;
  witness?: string;
  trust_epoch: number;
  bytes: number;
  content: string;
}

export interface PagesResponse {
  format: typeof PAGES_RESPONSE_FORMAT;
  trace_id: string;
  pages: WirePage[];
}

export function recallRoutes(deps: RecallRouteDeps): Route[] {
  return [
    {
      method: 'GET',
      path: RECALL_PAGES_PATH,
      errorShape: 'openai',
      async handle(ctx) {
        const trace = ctx.url.searchParams.get('trace');
        if (trace === null || trace === '' || trace.length > MAX_TRACE_ID) {
          throw new GateError(
            'BAD_REQUEST',
            `query parameter "trace" must be a trace id of 1-${MAX_TRACE_ID} characters`,
          );
        }
        // A client reads back its own key's traces only (scopedTrace): another's pages are its results.
        const pages = deps.pages.pages(scopedTrace(ctx.principal, trace));
        if (pages === undefined) {
          throw new GateError(
            'NOT_FOUND',
            `no pages for trace "${printable(trace)}": it admitted nothing since the gateway started, was evicted, or recall is off`,
          );
        }
        const body: PagesResponse = {
          format: PAGES_RESPONSE_FORMAT,
          trace_id: trace,
          pages: pages.map(toWire),
        };
        // Admitted session content: no shared cache should keep a copy.
        ctx.res.setHeader('cache-control', 'no-store');
        sendJson(ctx.res, 200, body);
      },
    },
  ];
}

function toWire(page: Page): WirePage {
  const wire: WirePage = {
    step: page.step,
    digest: page.digest,
    tool: page.tool,
    kind: page.kind,
    verdict: page.verdict,
    trust_epoch: page.trustEpoch,
    bytes: page.bytes,
    content: page.content,
  };
  if (page.witness !== undefined) wire.witness = page.witness;
  return wire;
}
