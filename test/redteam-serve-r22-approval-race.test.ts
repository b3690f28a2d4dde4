// Red team, round 22: one approval decided at once on two replicas of a fleet (one Redis, a journal each).
// The desk journaled a human's decision before the store's atomic step, so both replicas journaled theirs
// (an ALLOW on one, a DENY on the other) while the store kept one and answered the other 409, and an
// approval decided at its deadline was journaled as approved and then found expired. Now a replica first
// claims the approval in the store (one claimant wins), then journals, then decides under its claim: the
// journals hold exactly the one decision in force, on the replica that took it (docs/approvals.md).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  approvalRows,
  decideApproval,
  holdApproval,
  startApprovalReplicas,
  stopApprovalReplicas,
} from './helpers/approval-replicas.js';
import type { GateProcess } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const APPROVER = 'approver-r22-race-key-0123456789';
const TTL_MS = 4000;

describe('an approval raced across two replicas', { skip: redisSkip }, () => {
  let redis: RedisServer | undefined;
  const gates: GateProcess[] = [];
  const journals: string[] = [];
  let mcp: GateMcp;
  before(async () => {
    redis = await startRedisFor(redisAvailability());
    const dir = mkdtempSync(join(tmpdir(), 'gate-r22-race-'));
    for (const name of ['a', 'b']) journals.push(join(dir, `${name}.jsonl`));
    gates.push(
      ...(await startApprovalReplicas(redis!.url, APPROVER, journals, ['--approval-ttl-ms', String(TTL_MS)])),
    );
    mcp = await connectMcp(gates[0]!.url);
  });
  after(() => stopApprovalReplicas(mcp, gates, redis));

  let n = 0;
  /** A fresh held call on replica a: its approval's id. */
  const hold = () => holdApproval(mcp, String(n++), 't-r22-race');
  const decide = (gate: GateProcess, id: string, how: 'approve' | 'deny') =>
    decideApproval(gate, id, how, APPROVER);
  const state = async (id: string) =>
    (
      (await (
        await fetch(`${gates[1]!.url}/v1/gate/approvals/${id}`, {
          headers: { authorization: `Bearer ${APPROVER}` },
        })
      ).json()) as { state: string }
    ).state;
  /** The APPROVAL rows each replica's journal holds for the approval, as their verdicts. */
  const rows = (id: string) => approvalRows(journals, id);

  test('approve and deny at once, and the same decision twice: one outcome, journaled once where it was taken', async () => {
    for (let round = 0; round < 12; round++) {
      const id = await hold();
      const hows =
        round % 3 === 2
          ? (['approve', 'approve'] as const)
          : round % 2
            ? (['deny', 'approve'] as const)
            : (['approve', 'deny'] as const);
      const answers = await Promise.all([decide(gates[0]!, id, hows[0]), decide(gates[1]!, id, hows[1])]);
      const statuses = answers.map((r) => r.status).sort();
      assert.deepEqual(statuses, [200, 409], `round ${round}: ${statuses}`);
      const won = answers.findIndex((r) => r.status === 200);
      const loser = (await answers[1 - won]!.json()) as { error?: { message?: string } };
      assert.match(loser.error?.message ?? '', /not pending/);
      const outcome = hows[won] === 'approve' ? 'approved' : 'denied';
      assert.equal(await state(id), outcome);
      const want = [[], []] as string[][];
      want[won] = [outcome === 'approved' ? 'ALLOW' : 'DENY'];
      assert.deepEqual(rows(id), want, `round ${round}: the journals hold the one decision, on its replica`);
    }
  });

  test('an approval sent at its deadline: approved with its one row, or expired with none', async () => {
    // Twenty held calls, each approved once at its own offset from its deadline (-40 to +40 ms), its timer
    // set as its hold returns. Held one after another: twenty at once queued over a second of the gate's work
    // between a store write and its reply at load 15, so the write's 1 s bound ran out and one call was held
    // without an approval.
    const decided: Promise<{ id: string; status: number }>[] = [];
    for (let i = 0; i < 20; i++) {
      const id = await hold();
      const at = Date.now() + TTL_MS + (i - 10) * 4;
      decided.push(
        new Promise((r) => setTimeout(r, at - Date.now())).then(async () => ({
          id,
          status: (await decide(gates[i % 2]!, id, 'approve')).status,
        })),
      );
    }
    const answers = await Promise.all(decided);
    for (const { id, status } of answers) {
      assert.ok(status === 200 || status === 409, String(status));
      const journaled = rows(id).flat();
      assert.deepEqual(journaled, status === 200 ? ['ALLOW'] : [], `${status}, rows ${journaled}`);
      assert.equal(await state(id), status === 200 ? 'approved' : 'expired');
    }
  });

  test('a claim sent while Redis holds writes (CLIENT PAUSE WRITE): 503, and the approval decidable once it answers', async () => {
    const id = await hold();
    execFileSync('redis-cli', ['-p', String(redis!.port), 'CLIENT', 'PAUSE', '2500', 'WRITE'], {
      timeout: 5000,
    });
    const stalled = await decide(gates[0]!, id, 'approve');
    assert.equal(stalled.status, 503, 'the store did not answer in time');
    // The claim runs when Redis resumes, after gate gave up on it: gate gave it back behind it, so the
    // next approver decides at once rather than waiting out the claim's 30 s lease.
    let last = 0;
    let lastBody = '';
    const decided = await until(async () => {
      const res = await decide(gates[1]!, id, 'deny');
      last = res.status;
      lastBody = await res.text();
      return last !== 503;
    }, 15_000);
    assert.ok(decided, 'Redis answered again');
    assert.equal(last, 200, `the approval was decidable (${last}: ${lastBody})`);
    assert.deepEqual(rows(id), [[], ['DENY']]);
  });
});
