// Round 61, second pass (docs/fleet.md "Round 61, second pass (fleet2-r61)"): a stranger's `gate:apq` of
// another type, two real `gate serve` replicas (the MCP SDK). Before (5424a2a3) every open threw Redis's
// WRONGTYPE out of the store, with nothing said in health. Now the call is held (no approval given), the
// replica's /healthz names the key under `store.refused`, and once the key is removed an approval is taken.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Redis } from 'ioredis';
import * as replicas from './helpers/approval-replicas.js';
import { redisSkip } from './helpers/replica-pair.js';

const APPROVER = 'approver-r61-keys-key-0123456789abcd';

describe('a stranger apq, two real replicas', { skip: redisSkip, timeout: 120_000 }, () => {
  const fleet = replicas.approvalFleet(APPROVER, 'gate-r61-keys-', () => [], replicas.TEST_LEASE_FLAGS);

  test('the call held, the key named in /healthz, then taken once an operator removes it', async () => {
    const { redis, gates, mcp } = fleet;
    const raw = new Redis(redis.url);
    try {
      await raw.set('gate:apq', 'planted');
      const { verdict } = (await mcp.call('gate_adjudicate', {
        tool: 'Bash',
        args: JSON.stringify({ command: 'rm -rf build-r61-keys' }),
        trace_id: 't-r61-keys',
      })) as { verdict: { kind: string; detail?: { approval_id?: string } } };
      assert.notEqual(verdict.kind, 'ALLOW');
      assert.equal(verdict.detail?.approval_id, undefined, 'no approval while apq is a stranger');
      const health = (await (await fetch(`${gates[0]!.url}/healthz`)).json()) as {
        store: { refused?: Record<string, string> };
      };
      assert.match(health.store.refused?.apq ?? '', /^apq in Redis holds a string, not a pending index/);
      assert.doesNotMatch(JSON.stringify(health), /WRONGTYPE|planted/);
      await raw.del('gate:apq');
      const id = await replicas.holdApproval(mcp, 'r61-keys-after', 't-r61-keys-after');
      assert.ok(id);
      const after = (await (await fetch(`${gates[0]!.url}/healthz`)).json()) as {
        store: { refused?: Record<string, string> };
      };
      assert.equal(after.store.refused, undefined);
    } finally {
      raw.disconnect();
    }
  });
});
