// Round 66 (docs/fleet.md "Round 66 (fleet-r66)"): what round 65 left in the fleet's shared state, on a real
// redis-server. (1) The trust epoch set back to 0 with the three revocation keys deleted: a sealed generation
// commits to a birth secret that the epoch's first move deletes, so a replica that never read the store
// refuses. (2) Every key deleted, the generation too: a running replica's next call of a trace it served is
// held, never new. (3) A replica whose ACL refuses scripts seals the generation all the same. (4), a replica
// killed after its ledger note landed, is in redteam-fleet-kill-r65 (its proxy and its bill).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { redisFile } from './helpers/redis-file.js';
import { revokeUnheard } from './helpers/redis-plant.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();

async function fleet() {
  const prefix = `r66:${randomUUID()}:`;
  const open = () => redis.open(redis.server.url, { keyPrefix: prefix, taintTtlMs: 600_000 });
  const a = await open();
  return { prefix, a, late: open };
}

const w = (i: number) => `gw_${String(i).padStart(32, '0')}`;
const FRESH = 'gw_ffffffffffffffffffffffffffffffff';
const THREE = ['revoked', 'revn', 'revw'] as const;

describe('round 66, item 1: the trust epoch set back to 0 with the three revocation keys deleted', {
  skip: redisSkip,
}, () => {
  test('a replica started after refuses every witness, told, until re-revoked', async () => {
    const { prefix, a, late } = await fleet();
    for (let i = 0; i < 2; i++) await a.revoke(w(i));
    await redis.raw.del(...THREE.map((k) => `${prefix}${k}`));
    await redis.raw.set(`${prefix}epoch`, '0');
    const b = await late();
    // On 04efee67: false (the store reads as a fleet that never revoked).
    for (let i = 0; i < 2; i++) assert.equal(await b.isRevoked(w(i)), true, `B admits ${i}, which A revoked`);
    assert.equal(await b.isRevoked(FRESH), true, 'a fresh witness admitted with every revocation gone');
    const refused = b.health().refused?.revoked ?? '';
    assert.match(refused, /birth mark `born` is gone/);
    assert.doesNotMatch(refused, /gw_/, 'a witness in the health reason');
    assert.equal(b.health().ok, true, 'B went down for the revocations alone');
    // The operator re-revokes what the journal recorded: the epoch moves, the refusal ends.
    for (let i = 0; i < 2; i++) await b.revoke(w(i));
    const c = await late();
    assert.equal(await c.isRevoked(FRESH), false, 'still refused once re-revoked');
    assert.equal(c.health().refused, undefined);
  });

  test('fast-check: revoked, then the epoch set to 0 or deleted, any of the three deleted, a forged mark: B refuses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.subarray([...THREE]),
        fc.constantFrom('0', 'deleted'),
        fc.option(fc.stringMatching(/^[0-9a-f]{1,48}$/), { nil: undefined }),
        fc.boolean(),
        async (n, deleted, epoch, forged, old) => {
          const { prefix, a, late } = await fleet();
          // A revocation by a round-65 replica leaves the mark; a round-66 replica's read deletes it.
          for (let i = 0; i < n; i++)
            if (old && i === 0) {
              await revokeUnheard(redis.raw, prefix, w(i));
              await a.isRevoked(FRESH);
            } else await a.revoke(w(i));
          if (deleted.length > 0) await redis.raw.del(...deleted.map((k) => `${prefix}${k}`));
          if (epoch === '0') await redis.raw.set(`${prefix}epoch`, '0');
          else await redis.raw.del(`${prefix}epoch`);
          if (forged !== undefined) await redis.raw.set(`${prefix}born`, forged);
          const b = await late();
          for (let i = 0; i < n; i++)
            assert.equal(await b.isRevoked(w(i)), true, `B admits a witness A revoked: ${i}`);
        },
      ),
      { numRuns: runsOf(10, 200) },
    );
  });

  test('no false refusal: a sealed fleet that never revoked reads normally; its mark deleted alone is refused', async () => {
    const { prefix, late } = await fleet();
    const b = await late();
    assert.match((await redis.raw.get(`${prefix}generation`)) ?? '', /^e2:/);
    assert.equal(await b.isRevoked(FRESH), false, 'a fleet that never revoked refused a witness');
    assert.equal(b.health().refused, undefined);
    // Deleted with the epoch still at 0: the store cannot say whether the fleet revoked, so it refuses.
    await redis.raw.del(`${prefix}born`);
    assert.equal(await b.isRevoked(FRESH), true);
    await b.revoke(w(0));
    assert.equal(await (await late()).isRevoked(FRESH), false, 'a revocation did not end the refusal');
  });
});

describe('round 66, item 2: every key deleted, the generation too', { skip: redisSkip }, () => {
  test('a running replica holds the traces it served and the others; a replica started after the hold too', async () => {
    const { prefix, a, late } = await fleet();
    await a.taint('served', 'poisoned_result', '10.0.0.7');
    assert.equal(await a.isTainted('untouched'), false);
    for (const k of await redis.keysUnder(prefix)) await redis.raw.del(k);
    // Its next call of the trace it served: held, never a new trace's answer.
    assert.equal(await a.isTainted('served'), true, 'the served trace read as new');
    await assert.rejects(a.readLedger('served'), /STORE_UNAVAILABLE|may be lost|unreachable/);
    assert.ok(await until(() => a.health().ok), 'A did not recover');
    assert.equal(await a.isTainted('untouched'), true, 'the hold is not on the fleet');
    const c = await late();
    assert.equal(await c.isTainted('served'), true, 'a replica started after the hold read it as new');
  });
});

describe('round 66, item 2: the wipe told by a lease renewal, with no call', { skip: redisSkip }, () => {
  test('a named replica puts the hold on within its renewal; a replica started after holds the served trace', async () => {
    const prefix = `r66w:${randomUUID()}:`;
    const lease = { keyPrefix: prefix, taintTtlMs: 600_000, leaseMs: 400, leaseHoldMs: 1_000 };
    const a = await redis.open(redis.server.url, { ...lease, replicaId: 'a' });
    await a.taint('served', 'poisoned_result', '10.0.0.7');
    for (const k of await redis.keysUnder(prefix)) await redis.raw.del(k);
    // No call on A: on 04efee67 nothing puts the hold on until A's next call of the store.
    assert.ok(
      await until(async () => (await redis.raw.exists(`${prefix}taint-hold`)) === 1, 5_000),
      'no hold within the renewal',
    );
    const c = await redis.open(redis.server.url, { ...lease, replicaId: 'c' });
    assert.equal(await c.isTainted('served'), true, 'a replica started after the wipe read it as new');
  });
});

describe('round 66, item 3: a replica whose ACL refuses scripts', { skip: redisSkip }, () => {
  test('it starts, refuses every witness, and the generation it makes is sealed for the others', async () => {
    const prefix = `r66n:${randomUUID()}:`;
    const user = `r66-${randomUUID()}`;
    await redis.raw.call('ACL', 'SETUSER', user, 'on', '>pw', '~*', '&*', '+@all', '-eval', '-evalsha');
    const url = new URL(redis.server.url);
    url.username = user;
    url.password = 'pw';
    const n = await redis.open(url.toString(), { keyPrefix: prefix, taintTtlMs: 600_000 });
    // On 04efee67 the generation was a bare UUID: a fresh replica after was blind to a set-back epoch.
    assert.match((await redis.raw.get(`${prefix}generation`)) ?? '', /^e2:/, 'made bare');
    assert.equal(await n.isRevoked(FRESH), true, 'a replica without scripts admitted a witness');
    const s = await redis.open(redis.server.url, { keyPrefix: prefix, taintTtlMs: 600_000 });
    await s.revoke(w(0));
    await redis.raw.del(...THREE.map((k) => `${prefix}${k}`));
    await redis.raw.set(`${prefix}epoch`, '0');
    const late = await redis.open(redis.server.url, { keyPrefix: prefix, taintTtlMs: 600_000 });
    assert.equal(await late.isRevoked(w(0)), true, 'admitted after the epoch was set back');
    await redis.raw.call('ACL', 'DELUSER', user);
  });
});
