// The approval desk: where the Engine sends a held call and where a human's decision comes back in.
// A REQUIRE_WITNESS verdict opens (or finds) the call's approval; a call presenting its witness is admitted
// only by consuming an approved approval, once. Anything the queue cannot answer keeps the call held.
import { randomUUID } from 'node:crypto';
import { argsDigest } from '../kernel/canonical.js';
import { GateError } from '../kernel/errors.js';
import { confirmToken, withoutWitnessKeys } from '../kernel/ladder/witness.js';
import type { Decision, JsonObject, ToolCall, Verdict } from '../kernel/types.js';
import type { Approval, ApprovalFilter, ApprovalStore } from '../store/approvals.js';
import type { CallerSignal, WireName } from './types.js';

/** The longest a long poll may wait for a decision. */
export const MAX_WAIT_SECONDS = 60;
/** How often a long poll re-reads a store other replicas may write (the memory store wakes it at once). */
const POLL_MS = 250;
/** How often a journaled decide the store did not answer is sent again. */
const DECIDE_RETRY_MS = 100;
/**
 * How long an approver's request waits for a journaled decide the store does not take; it is sent again
 * after that, in the background, while the claim holds (docs/approvals.md, "Round 24").
 */
export const DECIDE_ANSWER_MS = 5000;

/**
 * Keeps an approver's claim while its decision is journaled and put in force: renewed every third of the
 * lease, so a journal write slower than the lease does not let another approver claim and journal a
 * second decision.
 */
class ClaimLease {
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: ApprovalStore,
    private readonly id: string,
    private readonly claim: string,
  ) {
    const lease = store.claimLeaseMs;
    this.timer = setInterval(() => void this.renew(), Math.max(1, Math.floor(lease / 3)));
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async renew(): Promise<void> {
    // Not renewed (the store down): the claim holds until its last lease ends, then until another claims.
    await this.store.renew(this.id, this.claim).catch(() => false);
  }
}

export interface ApprovalDeskDeps {
  store: ApprovalStore;
  /** Journals a human's decision; awaited, and a decision that cannot be journaled is not made. */
  record: (decision: Decision) => Promise<void>;
  replica: string;
}

/** A witnessed or held call, as the Engine has it. */
export interface HeldCall extends ToolCall {
  traceId: string;
}

/**
 * The queue's key for a call: its confirm token, under the label of the client key that made it. The
 * token is the call's digest, which anyone who knows the call can compute, so unscoped another key's
 * client could find an approval a human gave for this client's call, and spend it (round 18).
 */
export function queueKey(principal: string | undefined, token: string): string {
  return principal === undefined ? token : `${principal}/${token}`;
}

/** The witness an approval's key stands for: the confirm token, without a client label. */
export function witnessOf(key: string): string {
  return key.slice(key.indexOf('/') + 1);
}

export class ApprovalDesk {
  /** Wakes long polls on this replica when it decides (other replicas are found by polling). */
  private readonly wakers = new Map<string, Set<() => void>>();

  constructor(private readonly deps: ApprovalDeskDeps) {}

  /**
   * The verdict after the queue has had its say. `rejudge` runs the ladder again without the witness,
   * so a witness that is not approved yet gets exactly the held verdict the kernel gives.
   */
  async settle(
    call: HeldCall,
    verdict: Verdict,
    meta: { wire: WireName; agent?: string; principal?: string },
    rejudge: (call: HeldCall) => Verdict,
  ): Promise<Verdict> {
    if (verdict.rung !== 'witness') return verdict;
    if (verdict.kind === 'REQUIRE_WITNESS') return this.hold(call, verdict, meta);
    if (verdict.kind !== 'ALLOW' && verdict.kind !== 'TRANSFORM') return verdict;
    // The witness matched the call: only an approved, unused approval lets it through.
    const token = queueKey(meta.principal, confirmToken(call));
    let outcome: Awaited<ReturnType<ApprovalStore['consume']>>;
    try {
      outcome = await this.deps.store.consume(token);
    } catch {
      return this.unavailable(this.rejudged(call, rejudge));
    }
    const approval = outcome.approval;
    if (outcome.consumed && approval) return withApproval(verdict, approval);
    if (approval?.state === 'denied') return refused(approval, 'denied by an approver');
    if (approval?.state === 'used') return refused(approval, 'approval already used');
    return this.hold(call, this.rejudged(call, rejudge), meta);
  }

  async list(filter: ApprovalFilter): Promise<Approval[]> {
    return this.deps.store.list(filter);
  }

  async get(id: string): Promise<Approval | undefined> {
    return this.deps.store.get(id);
  }

  /**
   * A human's decision on a pending approval. Journaled before it takes effect, so no decision is ever
   * in force unrecorded; of approvers on any replica one claims, and a later claim carries its decision.
   */
  async decide(id: string, asked: 'approved' | 'denied', askedBy: string): Promise<Approval> {
    // Claim, journal, decide: of approvers deciding at once on any replica one claims, and only its
    // decision is journaled; a decision the journal refuses gives the claim back (docs/approvals.md).
    const claim = randomUUID();
    let claimed: Awaited<ReturnType<ApprovalStore['claim']>>;
    try {
      claimed = await this.deps.store.claim(id, claim, { decision: asked, approver: askedBy });
    } catch (err) {
      // A claim the store did not answer may still be taken when it resumes: given back behind it, on the
      // same connection, so the approval is not held for the claim's lease by no one.
      void this.deps.store.release(id, claim).catch(() => {});
      throw err;
    }
    if (!claimed.claimed) {
      const state = claimed.approval?.state;
      if (state === undefined) throw new GateError('NOT_FOUND', `no approval ${id}`);
      // Its replica may have journaled a decision the record does not hold: none is made here (fail closed).
      if (claimed.olderClaim)
        throw new GateError(
          'CONFLICT',
          `approval ${id} was claimed by a replica of an older gate that records no decision (before round 26), and that claim lapsed; its decision may be journaled there: decide it on that replica, or let it expire (docs/approvals.md, "Mixed versions")`,
        );
      throw new GateError(
        'CONFLICT',
        state === 'pending'
          ? `approval ${id} is being decided by another approver, not pending`
          : `approval ${id} is ${state}, not pending`,
      );
    }
    const before = claimed.approval;
    // Over a lapsed claim whose replica may have journaled its decision already: that decision, and no
    // other, is journaled and put in force, so the journals never hold both (docs/approvals.md, "Round 26").
    const { decision, approver } = claimed.carried ?? { decision: asked, approver: askedBy };
    const lease = new ClaimLease(this.deps.store, id, claim);
    try {
      await this.deps.record({
        kind: 'APPROVAL',
        tool: before.tool,
        traceId: before.traceId,
        verdict: { kind: decision === 'approved' ? 'ALLOW' : 'DENY', by: `approver:${approver}` },
        argsDigest: before.argsDigest,
        approvalId: before.id,
      });
    } catch (err) {
      lease.stop();
      await this.deps.store.release(id, claim).catch(() => {});
      throw err;
    }
    // Sent again until the store answers, past the lease too: the store takes a decide under the claim for
    // as long as no other approver has claimed since and the deadline (held by the claim) has not passed.
    const retryUntil = Math.max(before.expiresAt, Date.now()) + this.deps.store.claimLeaseMs;
    const deciding = this.decideJournaled(id, decision, approver, claim, retryUntil).finally(() =>
      lease.stop(),
    );
    const after = await settledWithin(deciding, DECIDE_ANSWER_MS);
    if (after === undefined) {
      // The row is written and the claim held: the decide goes on being sent under it; a poll learns the end.
      deciding
        .then((late) => {
          if (late.decided) this.wake(id);
        })
        .catch(() => {});
      throw new GateError(
        'STORE_UNAVAILABLE',
        `the decision on approval ${id} is journaled, and the approval store did not take it within ${DECIDE_ANSWER_MS} ms; gate sends it again until the store answers: read the approval's state`,
      );
    }
    if (!after.decided)
      throw new GateError('CONFLICT', `approval ${id} is ${after.approval?.state ?? 'gone'}, not pending`);
    this.wake(id);
    if (decision !== asked)
      throw new GateError(
        'CONFLICT',
        `approval ${id} is ${after.approval.state}, not pending: an earlier approver's decision, journaled before its claim lapsed`,
      );
    return after.approval;
  }

  /**
   * The decide after its row is written: under the claim, sent again while the store does not answer,
   * until `until` (a decide that ran unanswered is found done by the next), so the decision journaled is
   * the one put in force, here or by a later claim that carries it (docs/approvals.md, "Round 26").
   */
  private async decideJournaled(
    id: string,
    decision: 'approved' | 'denied',
    approver: string,
    claim: string,
    until: number,
  ): Promise<Awaited<ReturnType<ApprovalStore['decide']>>> {
    for (;;) {
      try {
        return await this.deps.store.decide(id, decision, approver, claim);
      } catch (err) {
        if (!(err instanceof GateError && err.code === 'STORE_UNAVAILABLE') || Date.now() >= until) throw err;
      }
      await new Promise((r) => setTimeout(r, DECIDE_RETRY_MS));
    }
  }

  /** Waits up to `seconds` for a pending approval to be decided or to expire; answers its state then. */
  async wait(id: string, seconds: number, signal: CallerSignal): Promise<Approval | undefined> {
    const deadline = Date.now() + Math.min(seconds, MAX_WAIT_SECONDS) * 1000;
    let approval = await this.deps.store.get(id);
    while (approval?.state === 'pending' && !signal.aborted && Date.now() < deadline) {
      await this.nap(id, Math.min(POLL_MS, deadline - Date.now()), signal);
      approval = await this.deps.store.get(id);
    }
    return approval;
  }

  private async hold(
    call: HeldCall,
    verdict: Verdict,
    meta: { wire: WireName; agent?: string; principal?: string },
  ) {
    const confirm = verdict.detail?.confirm_token;
    if (confirm === undefined) return verdict;
    const token = queueKey(meta.principal, confirm);
    const args = isObject(call.args) ? withoutWitnessKeys(call.args) : {};
    let opened: Awaited<ReturnType<ApprovalStore['open']>>;
    try {
      opened = await this.deps.store.open({
        token,
        tool: call.tool,
        argsDigest: argsDigest(args),
        traceId: call.traceId,
        preview: verdict.detail?.preview ?? call.tool,
        wire: meta.wire,
        ...(meta.agent !== undefined ? { agent: meta.agent } : {}),
        replica: this.deps.replica,
      });
    } catch {
      return this.unavailable(verdict);
    }
    if ('full' in opened)
      return {
        ...verdict,
        detail: { ...verdict.detail, approval: opened.full === 'trace' ? 'trace queue full' : 'queue full' },
      };
    const approval = opened.approval;
    if (approval.state === 'denied') return refused(approval, 'denied by an approver');
    return withApproval(verdict, approval);
  }

  private rejudged(call: HeldCall, rejudge: (call: HeldCall) => Verdict): Verdict {
    const { witness: _presented, ...rest } = call;
    return rejudge({ ...rest, args: isObject(call.args) ? withoutWitnessKeys(call.args) : call.args });
  }

  /** The queue could not be asked: the call stays held, and says why. */
  private unavailable(held: Verdict): Verdict {
    return { ...held, detail: { ...held.detail, approval: 'unavailable' } };
  }

  private nap(id: string, ms: number, signal: CallerSignal): Promise<void> {
    return new Promise((resolve) => {
      const set = this.wakers.get(id) ?? new Set();
      this.wakers.set(id, set);
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        set.delete(done);
        if (set.size === 0) this.wakers.delete(id);
        resolve();
      };
      const timer = setTimeout(done, Math.max(ms, 1));
      set.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private wake(id: string): void {
    for (const done of [...(this.wakers.get(id) ?? [])]) done();
  }
}

/** `work`'s value when it settles within `ms`, undefined past that; its rejection is thrown. */
async function settledWithin<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function withApproval(verdict: Verdict, approval: Approval): Verdict {
  return {
    ...verdict,
    detail: { ...verdict.detail, approval_id: approval.id, approval_state: approval.state },
  };
}

/** A witness a human refused, or one already spent: refused outright, the approval named. */
function refused(approval: Approval, why: string): Verdict {
  return {
    kind: 'DENY',
    reason: 'UNWITNESSED',
    by: 'approvals',
    rung: 'witness',
    detail: {
      claim: `witness: ${why}`,
      approval_id: approval.id,
      approval_state: approval.state,
    },
  };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
