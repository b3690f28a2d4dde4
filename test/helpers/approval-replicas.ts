// Two `gate serve` replicas on one Redis, an approver key and a journal each: the setup of the tests that
// decide one approval from both at once, and what they read back (the decision, the APPROVAL rows).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { type GateProcess, startGate } from './gate-process.js';
import type { GateMcp } from './mcp-client.js';

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
        { env: { GATE_APPROVER_TEST: key, GATE_AUDIT_JOURNAL: journals[i]! } },
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
  })) as { verdict: { detail?: { approval_id?: string } } };
  assert.ok(verdict.detail?.approval_id, 'the call is held with an approval');
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
