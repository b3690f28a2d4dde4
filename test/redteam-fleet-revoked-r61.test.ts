// Round 61 (docs/fleet.md "Round 61 (fleet-r61)"): a revocation must not be undone or hidden by one key
// planted or deleted. On a real redis-server, two stores (replicas A and B): A revokes, then a stranger with
// write access deletes or rewrites the revocation set (`revoked`) or its count (`revn`); B must read every
// witness A revoked as revoked (never a grant), tell why in its health (names and counts, never a witness),
// stay up for everything else, and read normally again once the set is put right. Before (5424a2a3): the
// set deleted, B read every revoked witness as not revoked.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';
import { revokeFleet } from './helpers/revoke-fleet.js';
import { until } from './helpers/until.js';

const redis = redisFile();

/**
 * A fleet under a fresh prefix: A, and `late()` for B, a replica started after A's revocations (it heard no
 * notice on the channel, so it knows them only from the set: a replica that heard one keeps it in memory).
 */
async function fleet() {
  const prefix = `r61r:${randomUUID()}:`;
  const open = () => redis.open(redis.server.url, { keyPrefix: prefix, taintTtlMs: 600_000 });
  const a = await open();
  return { prefix, a, late: open };
}

const w = (i: number) => `gw_${String(i).padStart(32, '0')}`;
const FRESH = 'gw_ffffffffffffffffffffffffffffffff';

/** Each way one key's write access can undo or hide the fleet's revocations. */
const TAMPER = {
  'revoked deleted': (p: string) => redis.raw.del(`${p}revoked`),
  'revoked and revn deleted': (p: string) => redis.raw.del(`${p}revoked`, `${p}revn`),
  'one member removed': (p: string) => redis.raw.srem(`${p}revoked`, w(0)),
  'revoked a string': (p: string) =>
    redis.raw.del(`${p}revoked`).then(() => redis.raw.set(`${p}revoked`, 'x')),
  'revoked a hash': (p: string) =>
    redis.raw.del(`${p}revoked`).then(() => redis.raw.hset(`${p}revoked`, 'y', 'z')),
  'revoked a list': (p: string) =>
    redis.raw.del(`${p}revoked`).then(() => redis.raw.rpush(`${p}revoked`, w(0))),
  'revoked a zset': (p: string) =>
    redis.raw.del(`${p}revoked`).then(() => redis.raw.zadd(`${p}revoked`, 1, w(0))),
  'revoked a stream': (p: string) =>
    redis.raw.del(`${p}revoked`).then(() => redis.raw.xadd(`${p}revoked`, '*', 'y', 'z')),
  'revn a hash': (p: string) => redis.raw.del(`${p}revn`).then(() => redis.raw.hset(`${p}revn`, 'y', 'z')),
  'revn not an integer': (p: string) => redis.raw.set(`${p}revn`, '1e9'),
  'revn huge': (p: string) => redis.raw.set(`${p}revn`, '7'.repeat(1 << 20)),
  'revn raised': (p: string) => redis.raw.set(`${p}revn`, '999'),
  'revn lowered, members deleted with it': (p: string) =>
    redis.raw.srem(`${p}revoked`, w(0)).then(() => redis.raw.decr(`${p}revn`)),
} as const;
type Tamper = keyof typeof TAMPER;

/** `revoked` a set (or none) and `revn` a plain count (or none) no larger than it. */
async function consistent(prefix: string): Promise<boolean> {
  const type = await redis.raw.type(`${prefix}revoked`);
  if (type !== 'set' && type !== 'none') return false;
  const countType = await redis.raw.type(`${prefix}revn`);
  if (countType === 'none') return true;
  const count = countType === 'string' ? await redis.raw.get(`${prefix}revn`) : null;
  if (count === null || !/^\d{1,15}$/.test(count)) return false;
  return (await redis.raw.scard(`${prefix}revoked`)) >= Number(count);
}

describe('round 61: the revocation set and its count', { skip: redisSkip }, () => {
  test('control: revoked reads revoked, a fresh witness does not, nothing refused', async () => {
    const { prefix, a, late } = await fleet();
    await a.revoke(w(0));
    await a.revoke(w(1));
    await a.revoke(w(1));
    const b = await late();
    assert.equal(await redis.raw.get(`${prefix}revn`), '2', 'a witness revoked twice counted twice');
    assert.equal(await b.isRevoked(w(0)), true);
    assert.equal(await b.isRevoked(FRESH), false);
    assert.equal(b.health().refused, undefined);
    // A member a stranger added makes that one revoked (only ever safer), never a refusal.
    await redis.raw.sadd(`${prefix}revoked`, 'x');
    assert.equal(await b.isRevoked(FRESH), false);
    assert.equal(b.health().refused, undefined);
    assert.equal(b.health().ok, true);
  });

  for (const [name, tamper] of Object.entries(TAMPER) as [Tamper, (p: string) => Promise<unknown>][]) {
    test(`${name}: every witness A revoked still reads revoked on B, the refusal told`, async () => {
      const { prefix, a, late } = await fleet();
      for (let i = 0; i < 3; i++) await a.revoke(w(i));
      const b = await late();
      // B has read the fleet's count once (as a running replica has): a deletion of both keys goes back.
      assert.equal(await b.isRevoked(FRESH), false);
      await tamper(prefix);
      for (let i = 0; i < 3; i++)
        assert.equal(await b.isRevoked(w(i)), true, `${name}: B reads ${w(i)} as not revoked`);
      assert.equal(await b.isRevoked(FRESH), true, `${name}: B trusts a set that lost revocations`);
      const refused = b.health().refused?.revoked;
      assert.ok(refused, `${name}: no refusal in B's health`);
      assert.doesNotMatch(refused, /gw_/, 'a witness in the health reason');
      assert.equal(b.health().ok, true, `${name}: B went down (everything else would fail with it)`);
      // Put right by an operator: the set back whole, the count at its size (docs/fleet.md says how).
      await redis.raw.del(`${prefix}revoked`, `${prefix}revn`);
      await redis.raw.sadd(`${prefix}revoked`, w(0), w(1), w(2));
      await redis.raw.set(`${prefix}revn`, '3');
      assert.equal(await b.isRevoked(FRESH), false, `${name}: still refused once put right`);
      assert.equal(b.health().refused, undefined);
      assert.equal(await b.isRevoked(w(1)), true);
    });
  }

  test('a revocation made while the count is a stranger’s still stands on every replica', async () => {
    const { prefix, a, late } = await fleet();
    await redis.raw.hset(`${prefix}revn`, 'y', 'z');
    await a.revoke(w(5));
    const b = await late();
    assert.equal(a.health().ok, true, 'the revoking replica went down');
    assert.equal(await b.isRevoked(w(5)), true);
    assert.equal(await redis.raw.sismember(`${prefix}revoked`, w(5)), 1);
  });

  for (const [key, plant] of [
    ['epoch', (k: string) => redis.raw.del(k).then(() => redis.raw.hset(k, 'y', 'z'))],
    ['feed:seq', (k: string) => redis.raw.set(k, 'x')],
  ] as const) {
    test(`${key} a stranger's: the revocation stands in the set, the refusal names the keys, a publish says so too`, async () => {
      const { prefix, a, late } = await fleet();
      await a.revoke(w(0));
      await plant(`${prefix}${key}`);
      const b = await late();
      await assert.rejects(
        a.revoke(w(1)),
        (err: Error & { code?: string }) => err.code === 'STORE_UNAVAILABLE',
      );
      assert.match(a.health().detail ?? '', /revoked, feed:seq or epoch\) in Redis is not what gate wrote/);
      assert.equal(await b.isRevoked(w(1)), true, 'the revocation did not reach the set');
      assert.equal(b.health().refused, undefined, 'the set and its count still agree');
      await assert.rejects(b.publish({ kind: 'policy_reload' }), (err: Error & { code?: string }) => {
        assert.equal(err.code, 'STORE_UNAVAILABLE', `Redis's own error left the store: ${err.message}`);
        assert.match(err.message, /feed:seq or epoch\) in Redis is not what gate wrote/);
        return true;
      });
      assert.equal(b.health().ok, true, 'a publish took B down');
    });
  }

  test('property: no tamper in any order after any revocations makes B read a revoked witness as not', async () => {
    const tampers = Object.keys(TAMPER) as Tamper[];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.constantFrom(...tampers), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (n, chosen, readFirst) => {
          const { prefix, a, late } = await fleet();
          for (let i = 0; i < n; i++) await a.revoke(w(i));
          const b = await late();
          if (readFirst) await b.isRevoked(FRESH);
          // A tamper Redis refuses (SREM at a stream) is no tamper: the next one runs on what stands.
          for (const t of chosen) await TAMPER[t](prefix).catch(() => undefined);
          // A replica that never read the count cannot tell a set and count deleted or rewritten together
          // into a consistent pair (docs/fleet.md: as the generation key); every other state is refused.
          if (!readFirst && (await consistent(prefix))) return;
          for (let i = 0; i < n; i++)
            assert.equal(await b.isRevoked(w(i)), true, `B reads ${w(i)} not revoked`);
          assert.equal(b.health().ok, true);
        },
      ),
      { numRuns: runsOf(12, 200) },
    );
  });
});

// The same through two real `gate serve` replicas and the official MCP client: A revokes a confirm token,
// a stranger deletes `gate:revoked`, B (started after, as a replica scaled up) is asked with the witness.
// GATE_FLEET_BIN runs the replicas from another build (an A/B against a base).
describe('round 61: two gate serve replicas, the revocation set deleted', {
  skip: redisSkip,
  timeout: 120_000,
}, () => {
  const fleetOf = revokeFleet(() => redis.server.url);
  const { serve, adjudicate } = fleetOf;

  test('B refuses the revoked witness (unverifiable), says why in /healthz, logs no witness', async (t) => {
    t.after(() => fleetOf.close());
    const a = await serve('a');
    const token = await fleetOf.revokedToken(a.mcp, a.gate.url);
    await redis.raw.del('gate:revoked');
    const b = await serve('b');
    const verdict = await adjudicate(b.mcp, token);
    assert.deepEqual(
      [verdict.kind, verdict.reason, verdict.detail?.witness],
      ['DENY', 'UNWITNESSED', 'unverifiable'],
      `B on a revoked witness after its set was deleted: ${JSON.stringify(verdict)}`,
    );
    const health = (await (await fetch(`${b.gate.url}/healthz`)).json()) as {
      status: string;
      store?: { refused?: { revoked?: string } };
    };
    assert.equal(health.status, 'ok', 'B stays up for everything else');
    assert.match(health.store?.refused?.revoked ?? '', /holds 0 witnesses of the 1 the fleet revoked/);
    assert.ok(!b.gate.stderr().includes(token) && !b.gate.stdout().includes(token), "a witness in B's log");
    const told = () => /revocation set in Redis cannot be trusted/.test(b.gate.stderr() + b.gate.stdout());
    assert.ok(await until(told, 10_000), 'B did not log the refusal');
  });
});
