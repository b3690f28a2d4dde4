// Round 63 (docs/fleet.md "Round 63 (fleet-r63)"): what round 62's review left in the fleet's shared state,
// each on a real redis-server. (1) `revoked`, `revn` and `revw` all deleted before a replica read them: the
// trust epoch every revocation moved still says the fleet revoked, so a replica started after refuses every
// witness, told, until the set is restored or re-revoked. (2) A trace's shell standing (`sh:`) deleted: the
// book still holds the trace, so the standing reads as dropped (possibly in a shared place), never as a
// first use: `cd /tmp/r`, the key deleted, `git status` is refused on both replicas. (3) The feed deleted
// between two replicas' steps: the reader's page says it missed events. (4) A round-61 replica revoking
// after the record exists: the notice every newer replica hears writes the witness to the record, so the
// fleet is not refused during a rolling upgrade.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, test } from 'node:test';
import { missedEvents } from '../src/store/feed.js';
import { standingDigest } from '../src/store/standing-redis.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip, replicaPair } from './helpers/replica-pair.js';
import { shellAcross, shellServerTools } from './helpers/shell-server-tools.js';
import { until } from './helpers/until.js';

const redis = redisFile();

async function fleet() {
  const prefix = `r63:${randomUUID()}:`;
  const open = () => redis.open(redis.server.url, { keyPrefix: prefix, taintTtlMs: 600_000 });
  const a = await open();
  return { prefix, a, late: open };
}

const w = (i: number) => `gw_${String(i).padStart(32, '0')}`;
const FRESH = 'gw_ffffffffffffffffffffffffffffffff';
const REVOCATION_KEYS = ['revoked', 'revn', 'revw'] as const;

describe('round 63, item 1: every revocation key deleted before a replica read them', {
  skip: redisSkip,
}, () => {
  test('revoked, revn and revw deleted, B started after: every witness refused, told, until re-revoked', async () => {
    const { prefix, a, late } = await fleet();
    for (let i = 0; i < 3; i++) await a.revoke(w(i));
    await redis.raw.del(...REVOCATION_KEYS.map((k) => `${prefix}${k}`));
    const b = await late();
    for (let i = 0; i < 3; i++) assert.equal(await b.isRevoked(w(i)), true, `B admits ${i}, which A revoked`);
    assert.equal(await b.isRevoked(FRESH), true, 'a fresh witness admitted with every revocation gone');
    const refused = b.health().refused?.revoked ?? '';
    assert.match(refused, /`revoked` is gone but the trust epoch \(3\) says the fleet revoked/);
    assert.doesNotMatch(refused, /gw_/, 'a witness in the health reason');
    assert.equal(b.health().ok, true, 'B went down for the revocations alone');
    // Re-asserted: the operator re-revokes what the journal recorded (the record is adopted from the set).
    for (let i = 0; i < 3; i++) await b.revoke(w(i));
    const c = await late();
    assert.equal(await c.isRevoked(FRESH), false, 'still refused once re-revoked');
    assert.equal(c.health().refused, undefined);
    for (let i = 0; i < 3; i++) assert.equal(await c.isRevoked(w(i)), true);
  });

  test('the trust epoch deleted with them: a replica started after refuses (round 65: the generation was born with it)', async () => {
    const { prefix, a, late } = await fleet();
    await a.revoke(w(0));
    await redis.raw.del(...[...REVOCATION_KEYS, 'epoch'].map((k) => `${prefix}${k}`));
    const b = await late();
    // Round 63 pinned this as blind; round 65's generation is made with its epoch, so none beside it is a
    // deletion (test/redteam-fleet-r65.test.ts holds the cases; docs/fleet.md, "Round 65").
    assert.equal(await b.isRevoked(w(0)), true, 'B admits a witness A revoked');
    // A replica that heard the notice keeps it whatever Redis holds (round 56).
    assert.equal(await a.isRevoked(w(0)), true);
  });

  // The property over any of these keys deleted in any combination is round 65's, with the epoch as a fourth
  // key (test/redteam-fleet-r65.test.ts): every subset of the three is one of its draws.
});

describe('round 63, item 4: a round-61 replica revoking after the record exists', { skip: redisSkip }, () => {
  /** What round 61's REVOKE_LUA writes (no record): the set, its count, the epoch, the notice. */
  const revokeAsRound61 = (prefix: string, witness: string) =>
    redis.raw.eval(
      `if redis.call('SADD', KEYS[1], ARGV[1]) == 1 then redis.call('INCR', KEYS[2]) end
local e = redis.call('INCR', KEYS[3])
redis.call('PUBLISH', KEYS[4], e .. ' ' .. ARGV[1])
return e`,
      4,
      `${prefix}revoked`,
      `${prefix}revn`,
      `${prefix}epoch`,
      `${prefix}revocations`,
      witness,
    );

  test('a newer replica hears the notice and writes the record: the fleet reads normally, the witness revoked', async () => {
    const { prefix, a, late } = await fleet();
    await a.revoke(w(0));
    const b = await late();
    assert.equal(await b.isRevoked(FRESH), false);
    await revokeAsRound61(prefix, w(1));
    const c = await late();
    // Before (0e78eeeb): the record stayed below the count, so every replica refused every witness until an
    // operator's SUNIONSTORE.
    assert.ok(
      await until(async () => (await c.isRevoked(FRESH)) === false, 10_000),
      `the fleet refuses during the upgrade: ${c.health().refused?.revoked}`,
    );
    assert.equal(await c.isRevoked(w(1)), true);
    assert.equal(await b.isRevoked(w(1)), true);
    assert.equal(await redis.raw.sismember(`${prefix}revw`, w(1)), 1);
  });

  test('a notice naming a witness the set does not hold writes nothing to the record', async () => {
    const { prefix, a } = await fleet();
    await a.revoke(w(0));
    await redis.raw.publish(`${prefix}revocations`, `9 ${w(7)}`);
    // A revocation after it is heard in order: once it is in the record, the forged notice was handled.
    await revokeAsRound61(prefix, w(8));
    assert.ok(await until(async () => (await redis.raw.sismember(`${prefix}revw`, w(8))) === 1, 10_000));
    assert.equal(await redis.raw.sismember(`${prefix}revw`, w(7)), 0, 'a forged notice reached the record');
  });

  test('the swap round 62 refuses is still refused when the stranger also publishes the junk', async () => {
    const { prefix, a, late } = await fleet();
    for (let i = 0; i < 2; i++) await a.revoke(w(i));
    const junk = `gw_${'e'.repeat(32)}`;
    await redis.raw.eval(
      "redis.call('SREM', KEYS[1], ARGV[1]); redis.call('SADD', KEYS[1], ARGV[2]); return redis.call('PUBLISH', KEYS[2], '9 ' .. ARGV[2])",
      2,
      `${prefix}revoked`,
      `${prefix}revocations`,
      w(0),
      junk,
    );
    assert.ok(await until(async () => (await redis.raw.sismember(`${prefix}revw`, junk)) === 1, 10_000));
    const b = await late();
    assert.equal(await b.isRevoked(w(0)), true, 'the swapped witness admitted');
    assert.match(b.health().refused?.revoked ?? '', /lost a witness its record `revw` holds/);
  });
});

describe('round 63, item 2: a shell standing deleted is not a first use (store)', { skip: redisSkip }, () => {
  const OWNER = 'client-1';
  test('sh: deleted: B reads the trace as dropped; a standing gate itself ended reads as none', async () => {
    const { prefix, a, late } = await fleet();
    const b = await late();
    const first = await a.readStanding('trace-1', OWNER);
    assert.equal(first.dropped, undefined, 'a first use read as dropped');
    assert.ok(await a.writeStanding('trace-1', OWNER, first.token, { at: '/tmp/r' }, 100));
    await redis.raw.del(`${prefix}sh:${standingDigest('trace-1')}`);
    const read = await b.readStanding('trace-1', OWNER);
    assert.equal(read.standing, undefined);
    assert.equal(read.dropped, true, 'a deleted standing read as a fresh shell');
    // Written again from the dropped read (the fold's next call), it stands as gate wrote it.
    assert.ok(await b.writeStanding('trace-1', OWNER, read.token, { at: '/tmp/q' }, 100));
    assert.equal((await a.readStanding('trace-1', OWNER)).standing?.at, '/tmp/q');
    // Gate's own end of a standing (the shell left the shared place) drops the book member too: none.
    const again = await a.readStanding('trace-1', OWNER);
    assert.ok(await a.writeStanding('trace-1', OWNER, again.token, undefined, 100));
    assert.equal((await b.readStanding('trace-1', OWNER)).dropped, undefined);
  });
});

describe('round 63, item 3: the feed deleted between two replicas\u2019 steps', { skip: redisSkip }, () => {
  test("B's page says it missed events, whether the stream is empty or written again", async () => {
    const { prefix, a, late } = await fleet();
    const b = await late();
    for (let i = 0; i < 3; i++) await a.revoke(w(i));
    const seen = await b.changes(0, 100);
    assert.equal(seen.events.length, 3);
    await a.revoke(w(3));
    await redis.raw.del(`${prefix}feed`);
    const gone = await b.changes(seen.cursor, 100);
    assert.equal(missedEvents(gone, seen.cursor), true, `a lost event not told: ${JSON.stringify(gone)}`);
    await a.revoke(w(4));
    const after = await b.changes(seen.cursor, 100);
    assert.equal(
      missedEvents(after, seen.cursor),
      true,
      'the lost event not told once the stream grew again',
    );
    // A reader already at the head before the deletion missed nothing.
    const head = await b.changes(after.cursor, 100);
    assert.equal(missedEvents(head, after.cursor), false);
  });
});

// Item 2 through the wire: two real `gate serve` replicas, the official MCP SDK client alternating between them.
describe('round 63, item 2: `cd /tmp/r`, its standing deleted, then `git status`', {
  skip: redisSkip,
}, () => {
  const toolsFile = shellServerTools(mkdtempSync(join(tmpdir(), 'gate-r63-fleet-')));
  const pair = replicaPair(() => ['--tools', toolsFile]);

  it('is refused on either replica, never run as a fresh shell', async () => {
    const { shell, close } = await shellAcross(pair.gates.map((g) => `${g.url}/mcp`));
    const raw = new (await import('ioredis')).Redis(pair.redis!.url);
    try {
      assert.equal(await shell('cd /tmp/r'), 'ALLOW');
      const keys = (await raw.keys('*sh:*')).filter((k) => /sh:[A-Za-z0-9_-]{32}$/.test(k));
      assert.equal(keys.length, 1, `standing keys: ${keys.length}`);
      await raw.del(...keys);
      // On 0e78eeeb: ALLOW (the deleted standing read as a shell that never moved).
      assert.equal(await shell('git status'), 'DENY');
      assert.equal(await shell('git status'), 'DENY');
    } finally {
      raw.disconnect();
      await close();
    }
  });
});
