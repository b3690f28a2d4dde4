// Taints and records a replica held through a Redis outage are replayed charged to the client that
// caused them (round 29; docs/fleet.md, "Round 29"). Until round 29 the replay charged them all to `*`,
// so a flood during an outage escaped its client's share: replayed in arrival order under one client,
// the victim's earlier notes were that client's oldest and were pushed out first. Here redis-server is
// killed mid-run (SIGKILL: it comes back empty), restarted on its port, and the replay is checked.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { resumeDigest } from '../src/store/tainted-before.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
const MAX = 40;
const VICTIM = '10.0.0.2';
const FLOODER = '10.0.0.1';

describe('a replica’s held taints and records after an outage', { skip: redisSkip }, () => {
  test('replayed charged to their clients: the flood pushes out its own notes, not the victim’s', async () => {
    const prefix = `p:${randomUUID()}:`;
    const store = await redis.open(redis.server.url, {
      keyPrefix: prefix,
      resumeTraces: MAX,
      commandTimeoutMs: 300,
      probeIntervalMs: 50,
    });
    await store.taint('before-kill', 'untrusted_source', VICTIM);
    await redis.server.crash();
    assert.ok(await until(() => !store.health().ok, 10_000), 'down once Redis is killed');
    // During the outage: the victim's taints and a record first, then a flood of fresh traces.
    for (let i = 0; i < 3; i++) await store.taint(`victim-${i}`, 'poisoned_result', VICTIM);
    await store.rememberSeen('victim-record', [1, 2], false, VICTIM);
    for (let i = 0; i < MAX * 3; i++) await store.taint(`flood-${i}`, 'untrusted_source', FLOODER);
    assert.equal(await store.taintCause('victim-0'), 'poisoned_at_client', 'down: every trace tainted');
    await redis.server.restart();
    assert.ok(await until(() => store.health().ok, 15_000), 'recovered: held taints written');
    // The record Redis lost is marked full by the next store call, charged to its writer too.
    await store.seenOn('victim-record');
    const by = (kind: 't' | 's', id: string) => redis.raw.hget(`${prefix}wasby`, resumeDigest(kind, id));
    for (let i = 0; i < 3; i++) {
      assert.equal(await by('t', `victim-${i}`), VICTIM, `victim-${i} charged to its client`);
      assert.notEqual(await redis.raw.zscore(`${prefix}was`, resumeDigest('t', `victim-${i}`)), null);
    }
    assert.equal(await by('s', 'victim-record'), VICTIM, 'the lost record charged to its client');
    // The flood charged to the flooder. Not one named note: a replay writes many notes in one millisecond,
    // ties are ordered by digest, and the victim's lost record (noted next) pushes out one of them.
    const flooded = await redis.raw.zrange(`${prefix}wasown:${FLOODER}`, '0', '-1');
    assert.ok(flooded.length > 0, 'the flood holds notes of its own');
    for (const d of flooded) assert.equal(await redis.raw.hget(`${prefix}wasby`, d), FLOODER);
    assert.equal(await redis.raw.exists(`${prefix}wasown:*`), 0, 'nothing charged to `*`');
    assert.ok((await redis.raw.zcard(`${prefix}was`)) <= MAX);
    assert.ok((await redis.raw.zcard(`${prefix}wasown:${FLOODER}`)) <= MAX);
    assert.equal(await redis.raw.zcard(`${prefix}wasown:${VICTIM}`), 4);
    // Redis came back empty: the new generation holds every trace, and the replayed marks stand.
    assert.equal(await store.taintCause('victim-2'), 'poisoned_at_client');
    await redis.raw.del(`${prefix}taint-hold`);
    assert.equal(await store.taintCause('victim-2'), 'poisoned_result', 'the replayed mark, its cause');
    assert.equal((await store.seenOn('victim-record'))?.full, true, 'the lost record reads full');
  });
});
