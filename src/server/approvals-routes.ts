// The approval routes (docs/approvals.md): list and read with the gateway key or an approver key (agents
// long-poll their own call's approval), approve and deny with an approver key only.
import type { IncomingHttpHeaders } from 'node:http';
import { GateError } from '../kernel/errors.js';
import { printable } from '../kernel/printable.js';
import { shownToolName } from '../kernel/tool-name.js';
import { APPROVAL_STATES, type Approval, type ApprovalState } from '../store/approvals.js';
import { type ApprovalDesk, witnessOf } from './approvals.js';
import type { ApproverCheck } from './approver-auth.js';
import type { KeyCheck } from './auth.js';
import { sendJson } from './error-body.js';
import { scopedTrace } from './trace-id.js';
import type { RequestContext, Route } from './types.js';

export const APPROVALS_PATH = '/v1/gate/approvals';
const MAX_LIST = 500;
/** A preview is a shown name (at most 128), a cause label and a count: 256 holds any gate writes. */
const MAX_PREVIEW = 256;
const APPROVAL_ID = /^ap-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const OFF_MESSAGE =
  'approvals are off: start gate with --approver-key-env NAME (NAME holding a human approver key, ' +
  'distinct from the gateway key)';

/** Who may use an approval or console route; every check throws the refusal in the route's shape. */
export interface ApproverAccess {
  /** An approver key is required: answers the approver's label. */
  approver(headers: IncomingHttpHeaders): string;
  /** An approver key, or the gateway key (or no key when gateway auth is off). */
  approverOrAgent(headers: IncomingHttpHeaders): void;
  /**
   * The label of the client key an agent (not an approver) presents: it sees only its own traces'
   * approvals (trace-id.ts scopedTrace); undefined for an approver or an unlabelled key.
   */
  agentLabel(headers: IncomingHttpHeaders): string | undefined;
}

export function approverAccess(approvers: ApproverCheck | undefined, gateway?: KeyCheck): ApproverAccess {
  const approver = (headers: IncomingHttpHeaders): string => {
    if (approvers === undefined) throw new GateError('NOT_FOUND', OFF_MESSAGE);
    const label = approvers.identify(headers);
    if (label === undefined)
      throw new GateError(
        'UNAUTHORIZED',
        'missing or invalid approver key (send Authorization: Bearer <approver key>); the gateway key is not one',
      );
    return label;
  };
  return {
    approver,
    agentLabel(headers) {
      if (approvers?.identify(headers) !== undefined || gateway === undefined) return undefined;
      const who = gateway.identify(headers);
      return who === false ? undefined : who;
    },
    approverOrAgent(headers) {
      if (approvers === undefined) throw new GateError('NOT_FOUND', OFF_MESSAGE);
      if (approvers.identify(headers) !== undefined) return;
      if (gateway === undefined || gateway.admits(headers)) return;
      throw new GateError(
        'UNAUTHORIZED',
        'missing or invalid key (send Authorization: Bearer <gateway key or approver key>)',
      );
    },
  };
}

/** The wire form of an approval: names, digests, states and times; the witness to present once approved. */
export function approvalView(a: Approval): Record<string, unknown> {
  const view: Record<string, unknown> = {
    id: a.id,
    state: a.state,
    // A record may have been written by an older replica, or by anyone with the store's key: what reaches
    // an approver's screen is bounded and escaped here, whatever the record holds (docs/approvals.md).
    tool: shownToolName(a.tool),
    preview: printable(a.preview, MAX_PREVIEW),
    args_digest: a.argsDigest,
    trace_id: a.traceId,
    wire: a.wire,
    replica: a.replica,
    created_at: new Date(a.createdAt).toISOString(),
    expires_at: new Date(a.expiresAt).toISOString(),
  };
  if (a.agent !== undefined) view.agent = a.agent;
  if (a.decidedAt !== undefined) view.decided_at = new Date(a.decidedAt).toISOString();
  if (a.decidedBy !== undefined) view.decided_by = a.decidedBy;
  if (a.usedAt !== undefined) view.used_at = new Date(a.usedAt).toISOString();
  // The token is derived from the call itself, not a secret; handing it back saves the agent a lookup.
  if (a.state === 'approved') view.witness = witnessOf(a.token);
  return view;
}

export function approvalRoutes(desk: ApprovalDesk | undefined, access: ApproverAccess): Route[] {
  const need = (): ApprovalDesk => {
    if (!desk) throw new GateError('NOT_FOUND', OFF_MESSAGE);
    return desk;
  };
  return [
    {
      method: 'GET',
      path: APPROVALS_PATH,
      errorShape: 'openai',
      authorize: access.approverOrAgent,
      async handle(ctx) {
        const filter = listFilter(ctx);
        // An agent holding a labelled key names and sees its own traces only, as everywhere else.
        const label = access.agentLabel(ctx.req.headers);
        if (label !== undefined && filter.traceId !== undefined)
          filter.traceId = scopedTrace(label, filter.traceId);
        const listed = await need().list(filter);
        const approvals =
          label === undefined ? listed : listed.filter((a) => a.traceId.startsWith(`${label}/`));
        sendJson(ctx.res, 200, { approvals: approvals.map(approvalView) });
      },
    },
    {
      method: 'GET',
      path: `${APPROVALS_PATH}/`,
      prefix: true,
      errorShape: 'openai',
      authorize: access.approverOrAgent,
      async handle(ctx) {
        const id = approvalId(ctx.url.pathname.slice(APPROVALS_PATH.length + 1));
        const wait = waitSeconds(ctx);
        const desk = need();
        const approval = wait > 0 ? await desk.wait(id, wait, ctx.signal) : await desk.get(id);
        // A labelled key's agent reads its own traces' approvals only, as the list shows it.
        const label = access.agentLabel(ctx.req.headers);
        if (!approval || (label !== undefined && !approval.traceId.startsWith(`${label}/`)))
          throw new GateError('NOT_FOUND', `no approval ${id}`);
        sendJson(ctx.res, 200, approvalView(approval));
      },
    },
    {
      method: 'POST',
      path: `${APPROVALS_PATH}/`,
      prefix: true,
      errorShape: 'openai',
      authorize: (headers) => void access.approver(headers),
      async handle(ctx) {
        const rest = ctx.url.pathname.slice(APPROVALS_PATH.length + 1);
        const m = /^([^/]+)\/(approve|deny)$/.exec(rest);
        if (!m) throw new GateError('NOT_FOUND', 'no route for this method and path');
        const label = access.approver(ctx.req.headers);
        const decision = m[2] === 'approve' ? 'approved' : 'denied';
        const approval = await need().decide(approvalId(m[1]!), decision, label);
        sendJson(ctx.res, 200, approvalView(approval));
      },
    },
  ];
}

function approvalId(raw: string): string {
  if (!APPROVAL_ID.test(raw)) throw new GateError('NOT_FOUND', 'no such approval (ids look like ap-<uuid>)');
  return raw;
}

function listFilter(ctx: RequestContext): { state?: ApprovalState; traceId?: string; limit: number } {
  const q = ctx.url.searchParams;
  const state = q.get('state');
  if (state !== null && !(APPROVAL_STATES as readonly string[]).includes(state))
    throw new GateError(
      'BAD_REQUEST',
      `query parameter "state" must be one of ${APPROVAL_STATES.join(', ')}`,
    );
  const trace = q.get('trace_id');
  const limitRaw = q.get('limit');
  if (limitRaw !== null && !/^\d{1,6}$/.test(limitRaw))
    throw new GateError('BAD_REQUEST', 'query parameter "limit" must be a non-negative integer');
  return {
    ...(state !== null ? { state: state as ApprovalState } : {}),
    ...(trace !== null && trace !== '' ? { traceId: trace } : {}),
    limit: Math.min(limitRaw === null ? 100 : Number(limitRaw), MAX_LIST),
  };
}

function waitSeconds(ctx: RequestContext): number {
  const raw = ctx.url.searchParams.get('wait');
  if (raw === null || raw === '') return 0;
  if (!/^\d{1,4}$/.test(raw))
    throw new GateError('BAD_REQUEST', 'query parameter "wait" must be whole seconds (at most 60)');
  return Number(raw);
}
