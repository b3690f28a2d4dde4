// Two `gate serve` replicas on one Redis, an approver key and a journal each: the setup of the tests that
// decide one approval from both at once, and what they read back (the decision, the APPROVAL rows).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { Redis } from 'ioredis';
import { DECIDE_ANSWER_MS } from '../../src/server/approvals.js';
import { type RedisServer, redisAvailability, startRedisFor } from '../store-redis-harness.js';
import { type GateProcess, startGate } from './gate-process.js';
import { connectMcp, type GateMcp } from './mcp-client.js';
import { until } from './until.js';

/**
 * The claim lease the lease-fault tests give their replicas (--approval-claim-lease-ms) instead of 30 s:
 * longer than the approver's bounded answer (DECIDE_ANSWER_MS after a 1 s held write), so each fault
 * meets the same order of events as under the default lease, some 22 s sooner.
 */
export const TEST_CLAIM_LEASE_MS = DECIDE_ANSWER_MS + 3000;
export const TEST_LEASE_FLAGS = ['--approval-claim-lease-ms', String(TEST_CLAIM_LEASE_MS)];

/** Replicas `a` and `b` on the store, approver `carol` with `key`, each journaling to its path. */
export function startApprovalReplicas(
  storeUrl: string,
  key: string,
  journals: readonly string[],
  extra: string[] = [],
): Promise<GateProcess[]> {
  return Promise.all(
    ['a', 'b'].map((name, i) =>
      startGate(
        ['--store', storeUrl, '--replica', name, '--approver-key-env', 'carol=GATE_APPROVER_TEST', ...extra],
        {
          env: { GATE_APPROVER_TEST: key, GATE_AUDIT_JOURNAL: journals[i]! },
          // GATE_FLEET_BIN runs the replicas from another build (an A/B against a base), as calendar-fleet.ts.
          bin: process.env.GATE_FLEET_BIN || undefined,
        },
      ),
    ),
  );
}

/** Closes the client, stops the replicas, then the Redis under them. */
export async function stopApprovalReplicas(
  mcp: GateMcp | undefined,
  gates: GateProcess[],
  redis: { crash(): Promise<void> } | undefined,
): Promise<void> {
  await mcp?.close();
  await Promise.all(gates.map((g) => g.stop()));
  await redis?.crash();
}

/** A held `rm -rf` call (its command made unique by `n`): its approval's id. */
export async function holdApproval(mcp: GateMcp, n: string, trace: string): Promise<string> {
  const { verdict } = (await mcp.call('gate_adjudicate', {
    tool: 'Bash',
    args: JSON.stringify({ command: `rm -rf build-${n}` }),
    trace_id: trace,
  })) as { verdict: { kind: string; reason?: string; detail?: { approval_id?: string; approval?: string } } };
  // The verdict's kind, reason and why the queue gave no approval (`unavailable`, `queue full`), never the
  // call's bytes: what to read when this fails under load.
  assert.ok(
    verdict.detail?.approval_id,
    `the call is held with an approval: ${verdict.kind} ${verdict.reason} (${verdict.detail?.approval})`,
  );
  return verdict.detail.approval_id;
}

/** Approves or denies on one replica. */
export function decideApproval(gate: GateProcess, id: string, how: 'approve' | 'deny', key: string) {
  return fetch(`${gate.url}/v1/gate/approvals/${id}/${how}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
  });
}

/** The APPROVAL rows each journal holds for the approval, as their verdicts. */
export function approvalRows(journals: readonly string[], id: string): string[][] {
  return journals.map((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { kind?: string; approval_id?: string; verdict?: string })
      .filter((r) => r.kind === 'APPROVAL' && r.approval_id === id)
      .map((r) => String(r.verdict)),
  );
}

/** Two replicas on one Redis (started with `redisFlags`), a journal each, an MCP client on the first. */
export interface ApprovalFleet {
  redis: RedisServer;
  gates: GateProcess[];
  mcp: GateMcp;
  /** The two journals' paths, in the directory Redis was started beside. */
  journals: string[];
  dir: string;
}

/** Registers before/after hooks that start and stop an ApprovalFleet; read it inside tests. */
export function approvalFleet(
  key: string,
  prefix: string,
  redisFlags: (dir: string) => string[],
  gateFlags: string[] = [],
): ApprovalFleet {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const fleet = {
    dir,
    journals: [join(dir, 'a.jsonl'), join(dir, 'b.jsonl')],
    gates: [],
  } as unknown as ApprovalFleet;
  before(async () => {
    fleet.redis = (await startRedisFor(redisAvailability(), redisFlags(dir)))!;
    fleet.gates = await startApprovalReplicas(fleet.redis.url, key, fleet.journals, gateFlags);
    fleet.mcp = await connectMcp(fleet.gates[0]!.url);
  });
  after(() => stopApprovalReplicas(fleet.mcp, fleet.gates, fleet.redis));
  return fleet;
}

/**
 * Resolves once the store holds a claim on the approval. Polled on a connection of its own, not a redis-cli
 * start per poll: the tests act on the claim inside a one-second held write, and at load 15 two process
 * starts outlasted it, so the decide ran before the fault (r24 answered 200, round 51).
 */
export async function claimed(redisPort: number, id: string): Promise<boolean> {
  const raw = new Redis(redisPort, { host: '127.0.0.1', maxRetriesPerRequest: 1 });
  try {
    return await until(async () => ((await raw.hget(`gate:ap:${id}`, 'cl')) ?? '') !== '');
  } finally {
    raw.disconnect();
  }
}

/** Polls the approval's state on `gate` until it is `want` (or the bound passes); the last state read. */
export async function stateBecomes(
  gate: GateProcess,
  id: string,
  key: string,
  want: string,
  boundMs = 10_000,
) {
  let state = '';
  await until(async () => {
    const res = await fetch(`${gate.url}/v1/gate/approvals/${id}`, {
      headers: { authorization: `Bearer ${key}` },
    }).catch(() => undefined);
    state = res?.status === 200 ? ((await res.json()) as { state: string }).state : '';
    return state === want;
  }, boundMs);
  return state;
}

/** No argument bytes of the held call (`rm -rf`) and no stack trace in any replica's log. */
export function assertCleanLogs(gates: readonly GateProcess[]): void {
  for (const gate of gates) {
    const log = gate.stderr() + gate.stdout();
    assert.ok(!log.includes('rm -rf'), 'no argument bytes in the log');
    assert.doesNotMatch(log, /\n\s+at .+:\d+:\d+/, 'no stack trace');
  }
}
