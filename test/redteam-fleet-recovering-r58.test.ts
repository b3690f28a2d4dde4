// Round 58 (docs/fleet.md "Round 58 (fleet-r58)"): the fault run's CI failure, as a fixed sequence. A
// stranger's key of another type at one trace's ledger stood in the ledger book, whose upkeep (run by
// every ledger write) read it and failed: every later note of the fleet was lost, the replica that took
// it could never replay it, its lease lapsed, and R later the other replica read the trace without the
// note and admitted what a single gateway holds. Two real `gate serve` replicas on a test-started
// redis-server, a single gateway beside them, the official MCP client. GATE_FLEET_BIN runs the replicas
// from another build (a464c59a's bin/gate fails both tests).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { calendarFleet } from './helpers/calendar-fleet.js';
import { ADD, readEvent, verdict } from './helpers/calendar-names.js';
import type { GateProcess } from './helpers/gate-process.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
const LEASE_MS = 1000;
const HOLD_MS = 3000;
/** Past a lapsed lease's whole hold: the replica's last deadline, the margin, R, and slack. */
const PAST_HOLD_MS = LEASE_MS + 250 + HOLD_MS + 1500;

// Every key but the records of seen values (`gate:seen:<scope>`), the only keys the test writes outside
// `gate:` none (Redis globs negate with `^`; a script's keys need full access, so `%W~` cannot split it).
const ALLOWED = ['gate:[^s]*', 'gate:s[^e]*', 'gate:se[^e]*', 'gate:see[^n]*', 'gate:seen[^:]*'];
const refuseRecords = () =>
  redis.raw.call('ACL', 'SETUSER', 'default', 'resetkeys', ...ALLOWED.map((k) => `~${k}`));
const allowAll = () => redis.raw.call('ACL', 'SETUSER', 'default', 'allkeys');

/** A call's verdict kind, or `error` for an MCP error in the wire's shape (fail closed). */
async function kindOf(call: () => Promise<{ kind: string }>): Promise<string> {
  try {
    return (await call()).kind;
  } catch (e) {
    const message = String((e as Error).message);
    assert.ok(!/\n\s+at /.test(message) && !message.includes('doorlist'), 'an error in the wire’s shape');
    return 'error';
  }
}

describe('fleet-r58: a replica that cannot replay a lost note holds the fleet while it retries', {
  skip: redisSkip,
  timeout: 240_000,
}, () => {
  const fleet = calendarFleet(redis, LEASE_MS, HOLD_MS);
  const { gates } = fleet;

  const status = async (g: GateProcess) =>
    ((await (await fetch(`${g.url}/healthz`)).json()) as { status: string }).status;
  const healthy = async () => (await status(gates[1]!)) === 'ok' && (await status(gates[2]!)) === 'ok';

  /** The single gateway's decision for the calendar case. */
  async function alone(): Promise<string> {
    const trace = randomUUID();
    await readEvent(fleet.single, trace);
    return (await verdict(fleet.single, trace, 'add_event_participants', ADD)).kind;
  }

  test('a stranger’s key at a ledger in the book: later notes land, that trace holds, B decides as alone', async () => {
    const one = await alone();
    assert.equal(one, 'REQUIRE_WITNESS', 'the single gateway holds the address beside the tool’s name');
    // The oldest ledger of the book (a fresh Redis) replaced by a list, as the fault run's `wrongtype` did.
    const planted = randomUUID();
    await readEvent(fleet.a, planted);
    const key = `gate:ledger:${planted}`;
    assert.equal(await redis.raw.type(key), 'hash');
    await redis.raw.del(key);
    await redis.raw.rpush(key, 'y');
    // A later trace's note on A, then B decides after any lapse of A's lease has stopped holding.
    const trace = randomUUID();
    await readEvent(fleet.a, trace);
    await sleep(PAST_HOLD_MS);
    const onB = await kindOf(() => verdict(fleet.b, trace, 'add_event_participants', ADD));
    assert.notEqual(onB, 'ALLOW', 'B admits what the single gateway holds (A’s note never landed)');
    assert.equal(onB, one, 'the note landed: B decides as the single gateway');
    assert.equal(await kindOf(() => verdict(fleet.a, trace, 'add_event_participants', ADD)), one);
    assert.ok(await until(healthy, 10_000), 'both replicas healthy: the book read the stranger’s key');
    // The stranger's key became a ledger that starts full: that trace holds every value not the user's.
    assert.equal(await redis.raw.type(key), 'hash');
    assert.equal(await redis.raw.hget(key, 'full'), '1');
    for (const g of gates) assert.ok(!`${g.stdout()}${g.stderr()}`.includes('doorlist'), 'no value logged');
  });

  test('a replay that keeps failing: B holds past R for as long as A retries; both recover once the fault goes', async () => {
    assert.ok(await until(healthy, 10_000), 'both replicas healthy before');
    assert.equal(await alone(), 'REQUIRE_WITNESS');
    // A fault no write repairs: the replicas' Redis user may no longer write the records of seen values
    // (an ACL set wrong), so every record write fails until an operator puts it right. Round 58 planted a
    // string at the ledger book (`gate:lbook`), round 59 at the record index (`gate:seenidx`): the writes
    // repair both now (test/redteam-fleet-shared-keys-r59, -r60), so a key a stranger plants is no such fault.
    await refuseRecords();
    const trace = randomUUID();
    try {
      await kindOf(async () => {
        await readEvent(fleet.a, trace);
        return { kind: 'read' };
      });
      // A lapsed lease R ago would hold nothing: A, alive and retrying its replay, must still hold B.
      await sleep(PAST_HOLD_MS);
      assert.notEqual((await status(gates[1]!)) === 'ok', true, 'A cannot have replayed its note');
      // The recovering mark: A's deadline was set to just passed by its latest recovery pass, so it reads
      // lapsed less than R ago (a lease left to lapse would have passed R ago and been trimmed by now).
      // Each pass sets it again; on a loaded machine passes come late, so the mark is looked for over a few of them.
      const recovering = async () => {
        const [sec, usec] = await redis.raw.time();
        const now = Number(sec) * 1000 + Math.floor(Number(usec) / 1000);
        const deadline = Number((await redis.raw.zscore('gate:replicas', 'a')) ?? 0);
        return deadline <= now && deadline > now - HOLD_MS;
      };
      assert.ok(await until(recovering, 10_000), 'A reads as recovering: its lease lapsed within R');
      const held = await kindOf(() => verdict(fleet.b, trace, 'add_event_participants', ADD));
      assert.notEqual(held, 'ALLOW', 'B admitted while A still held an unwritten note for the trace');
    } finally {
      // The operator puts the ACL right: A replays its note (as full) and both report healthy. B then
      // holds the trace as the single gateway does (round 58, second pass: the full ledger the replay
      // wrote admitted the address, the record of seen values placing it first).
      await allowAll();
    }
    assert.ok(await until(healthy, 15_000), 'both replicas healthy once the ACL is right');
    // What A lost here is the trace's record of seen values (round 58's planted key lost its ledger note).
    assert.equal(
      await kindOf(() => verdict(fleet.b, trace, 'add_event_participants', ADD)),
      'REQUIRE_WITNESS',
    );
  });

  // Round 58, second pass (docs/fleet.md "Round 58, second pass (fleet3-r58)"): every form a ledger takes
  // when the fleet cannot vouch for what the trace read, written where A's whole ledger stood, B deciding.
  const UNKNOWN_FORMS: Record<string, (key: string, owner: string) => Promise<unknown>> = {
    // What recovery writes for a lost note (RedisStore.writeLedger with only `full`).
    'the replayed lost note': async (key, o) => {
      await redis.raw.del(key);
      return redis.raw.hset(key, { o, nt: '0', nu: '0', nc: '0', full: '1' });
    },
    'a hand-written {full, o}': async (key, o) => {
      await redis.raw.del(key);
      return redis.raw.hset(key, { full: '1', o });
    },
    // Restarted full by its resume note at the next write (the user's turn of B's decision).
    'deleted, the taint mark standing': (key) => redis.raw.del(key),
    // Round 57's repair of a key of another type: a ledger that starts full.
    'a list where the ledger was': async (key) => {
      await redis.raw.del(key);
      return redis.raw.rpush(key, 'y');
    },
    'the whole ledger marked full': (key) => redis.raw.hset(key, 'full', '1'),
    'every order field unreadable': async (key) => {
      for (const f of Object.keys(await redis.raw.hgetall(key)))
        if (/^[inr]:/.test(f)) await redis.raw.hset(key, f, '\u0001?');
    },
  };

  test('a ledger the fleet cannot vouch for holds on B as the whole one does, in every form', async () => {
    assert.ok(await until(healthy, 15_000), 'both replicas healthy before');
    assert.equal(await alone(), 'REQUIRE_WITNESS');
    const kinds: Record<string, string> = {};
    for (const [name, plant] of Object.entries(UNKNOWN_FORMS)) {
      const trace = randomUUID();
      await readEvent(fleet.a, trace);
      const key = `gate:ledger:${trace}`;
      const owner = (await redis.raw.hget(key, 'o')) ?? '';
      assert.ok(owner !== '' && (await redis.raw.exists(`gate:taint:${trace}`)) === 1, 'A noted the read');
      await plant(key, owner);
      kinds[name] = await kindOf(() => verdict(fleet.b, trace, 'add_event_participants', ADD));
      // Asked again: B's first decision (its user turn's write) must not have left a ledger that admits.
      kinds[`${name}, again`] = await kindOf(() => verdict(fleet.b, trace, 'add_event_participants', ADD));
    }
    const admits = Object.entries(kinds).filter(([, kind]) => kind === 'ALLOW');
    assert.deepEqual(admits, [], 'B admits on these forms');
    assert.ok(Object.values(kinds).includes('REQUIRE_WITNESS'), 'held in the wire’s shape, not only refused');
    assert.ok(await until(healthy, 15_000), 'both replicas healthy after');
    for (const g of gates) assert.ok(!`${g.stdout()}${g.stderr()}`.includes('doorlist'), 'no value logged');
  });
});
