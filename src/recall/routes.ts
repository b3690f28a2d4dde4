// The gateway side of `gate recall save`: the pages a trace admitted, read back through an authenticated
// route (the server applies auth to every route but /healthz).
import { GateError } from '../kernel/errors.js';
import { printable } from '../kernel/printable.js';
import { scopedTrace } from '../server/trace-id.js';
import type { RequestContext, Route } from '../server/types.js';
import type { Page, PageBook } from './pages.js';

export const RECALL_PAGES_PATH = '/v1/gate/recall/pages';
// v2 (round 17): an answer is a window of pages after `after`, `next_after` naming the next; a v1 reader
// would have taken a first window for the whole trace, so it refuses v2 instead.
export const PAGES_RESPONSE_FORMAT = 'gate-recall-pages/v2';
const MAX_TRACE_ID = 256;
/**
 * Content bytes one answer carries at most (one page more when a single page is larger): a trace holds up
 * to 64 MiB, and each GET of it held the whole serialised answer, six times that for escaped controls.
 */
export const MAX_WINDOW_BYTES = 4 * 1024 * 1024;

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
  /** Present when pages after this window remain: the `after` to ask for next. */
  next_after?: number;
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
        const after = afterStep(ctx.url.searchParams.get('after'));
        // A client reads back its own key's traces only (scopedTrace): another's pages are its results.
        const pages = deps.pages.pages(scopedTrace(ctx.principal, trace));
        if (pages === undefined) {
          throw new GateError(
            'NOT_FOUND',
            `no pages for trace "${printable(trace)}": it admitted nothing since the gateway started, was evicted, or recall is off`,
          );
        }
        const { window, nextAfter } = windowAfter(pages, after);
        // Admitted session content: no shared cache should keep a copy.
        ctx.res.setHeader('cache-control', 'no-store');
        await sendPages(ctx, trace, window, nextAfter);
      },
    },
  ];
}

function afterStep(raw: string | null): number {
  if (raw === null) return 0;
  const n = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n))
    throw new GateError('BAD_REQUEST', 'query parameter "after" must be a page step (a whole number)');
  return n;
}

/** The pages after a step, up to MAX_WINDOW_BYTES of content (at least one), and where the next window starts. */
export function windowAfter(pages: Page[], after: number): { window: Page[]; nextAfter?: number } {
  const window: Page[] = [];
  let bytes = 0;
  for (const page of pages) {
    if (page.step <= after) continue;
    if (window.length > 0 && bytes + page.bytes > MAX_WINDOW_BYTES)
      return { window, nextAfter: (window[window.length - 1] as Page).step };
    window.push(page);
    bytes += page.bytes;
  }
  return { window };
}

/** Writes the answer a page at a time, waiting for the client to take each: one page serialised at once. */
async function sendPages(ctx: RequestContext, trace: string, pages: Page[], nextAfter?: number) {
  const { res } = ctx;
  res.writeHead(200, { 'content-type': 'application/json' });
  const head = JSON.stringify({ format: PAGES_RESPONSE_FORMAT, trace_id: trace });
  let part = `${head.slice(0, -1)},"pages":[`;
  for (let i = 0; i < pages.length; i++) {
    if (res.destroyed) return;
    part += `${i > 0 ? ',' : ''}${JSON.stringify(toWire(pages[i] as Page))}`;
    if (!res.write(part)) await drained(res);
    part = '';
  }
  if (!res.destroyed) res.end(`${part}]${nextAfter === undefined ? '' : `,"next_after":${nextAfter}`}}`);
}

function drained(res: RequestContext['res']): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
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
