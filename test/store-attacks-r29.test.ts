// How a client of a fleet might defeat the shared store (round 29's attack pass; docs/fleet.md, "Round
// 29"), each on a real redis-server: names that try to reach another prefix or another client's set, a
// trace id another client also writes, Redis slow enough that a script lands after the replica gave up,
// and script replies of the wrong shape. Each either held already (kept as a test) or was fixed at the
// cause: a taint answered with anything but the script's 1 was taken as written and lost; a ledger
// write answered with garbage read as "not full"; a client name with a NUL split a ledger book member.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import type { LedgerDelta } from '../src/store/ledger-redis.js';
import { LuaScript, SEEN_LUA, storedClient, TAINT_LUA } from '../src/store/redis-scripts.js';
import { resumeDigest } from '../src/store/tainted-before.js';
import { BINARY_UNIT } from '../src/testing/code-points.js';
import { redisFile } from './helpers/redis-file.js';
import { suiteProxy } from './helpers/redis-proxy.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
const BOUNDS = { maxKeys: 100, maxCarries: 8, maxLedgers: 100, perClient: 12 };
const DELTA: LedgerDelta = {
  trusted: [],
  untrusted: [[7, 'result of read_email', 1]],
  carries: [],
  consumed: [],
  full: false,
};

/** Every key and value under a prefix, to show a write elsewhere left it as it was. */
async function snapshot(prefix: string): Promise<string> {
  const out: string[] = [];
  for (const k of (await redis.keysUnder(prefix)).sort()) {
    const type = await redis.raw.type(k);
    const value =
      type === 'zset'
        ? await redis.raw.zrange(k, '0', '-1', 'WITHSCORES')
        : type === 'hash'
          ? await redis.raw.hgetall(k)
          : type === 'set'
            ? (await redis.raw.smembers(k)).sort()
            : await redis.raw.get(k);
    out.push(`${k}=${JSON.stringify(value)}`);
  }
  return out.join('\n');
}

const HOSTILE = [
  'a:b',
  '{gate}',
  'gate:was',
  '10.0.0.2\u0000x',
  '*',
  '#abc',
  'x'.repeat(20_000),
  ' 10.0.0.2',
  'wasown:10.0.0.2',
];

// Trace ids reach the store only as 1-128 of A-Z a-z 0-9 . _ : - (src/server/trace-id.ts, MCP's args.ts);
// within that, these aim at other key families and at the resume and book members.
const TRACES = ['a:b', 'gate:was', 'wasown:10.0.0.2', 'taint-hold', '..', 't1', 'x:y', 'x'.repeat(128)];

describe('names a client controls', { skip: redisSkip }, () => {
  test('client and trace names stay in their prefix and their own client set (fast-check)', async () => {
    const victimPrefix = `v:${randomUUID()}:`;
    const victim = await redis.open(redis.server.url, { keyPrefix: victimPrefix });
    await victim.taint('t1', 'poisoned_result', '10.0.0.2');
    await victim.writeLedger('t1', DELTA, BOUNDS, '10.0.0.2');
    const victimBefore = await snapshot(victimPrefix);
    const prefix = `a:${randomUUID()}:`;
    const store = await redis.open(redis.server.url, { keyPrefix: prefix, resumeTraces: 64 });
    const name = fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.string({ maxLength: 80 }),
      fc.string({ unit: BINARY_UNIT }),
    );
    await fc.assert(
      fc.asyncProperty(name, fc.constantFrom(...TRACES), async (client, trace) => {
        await store.taint(trace, 'untrusted_source', client);
        await store.rememberSeen(trace, [3], false, client);
        await store.writeLedger(trace, DELTA, BOUNDS, client);
        assert.ok(store.health().ok);
        const charged = storedClient(client);
        assert.ok(charged.length <= 64 && !charged.includes('\u0000'), 'a stored client name is plain');
        assert.equal((await redis.raw.hget(`${prefix}wasby`, resumeDigest('s', trace))) !== null, true);
        // The book's member splits back into this client and this trace.
        const owner = await redis.raw.hget(`${prefix}ledger:${trace}`, 'o');
        assert.notEqual(await redis.raw.zscore(`${prefix}lown:${owner}`, trace), null);
        assert.notEqual(await redis.raw.zscore(`${prefix}lbook`, `${owner}\u0000${trace}`), null);
      }),
      { numRuns: 60 },
    );
    // Every hostile client, each its own traces, in a book small enough that its ledgers are pushed out.
    const small = { ...BOUNDS, maxLedgers: 6, perClient: 1 };
    for (const [i, client] of HOSTILE.entries()) {
      await store.taint(`h-${i}`, 'untrusted_source', client);
      for (let j = 0; j < 3; j++) await store.writeLedger(`h-${i}-${j}`, DELTA, small, client);
    }
    for (const k of await redis.keysUnder(prefix))
      assert.ok(k.length < 300, `no huge key from a name: ${k.slice(0, 60)}...`);
    // The book's members and its client sets hold the same ledgers (a NUL in a name split a member).
    let listed = 0;
    for (const k of await redis.keysUnder(`${prefix}lown:`)) listed += await redis.raw.zcard(k);
    assert.equal(listed, await redis.raw.zcard(`${prefix}lbook`), 'the book and its client sets agree');
    // Each resume note sits in the set of the client that wrote it first, and nowhere else, or (written
    // by a second client: round 30) is shared and in no client's set.
    let owned = 0;
    for (const k of await redis.keysUnder(`${prefix}wasown:`)) owned += await redis.raw.zcard(k);
    const shared = (await redis.raw.hvals(`${prefix}wasby`)).filter((o) => o.startsWith('#s:')).length;
    assert.equal(owned + shared, await redis.raw.zcard(`${prefix}was`));
    assert.equal(await snapshot(victimPrefix), victimBefore, 'another prefix untouched');
    assert.equal(await victim.taintCause('t1'), 'poisoned_result');
  });

  test('names that differ stay apart; plain addresses are kept as they are', () => {
    for (const c of ['10.0.0.2', '2001:db8:1:2::/64', '*']) assert.equal(storedClient(c), c);
    const names = new Set(HOSTILE.map(storedClient));
    assert.equal(names.size, HOSTILE.length, 'no two hostile names charged as one');
    // A digest name cannot be forged by a plain one: a plain name never starts with '#'.
    assert.notEqual(storedClient(storedClient('a\u0000b')), storedClient('a\u0000b'));
  });

  test('a trace id another client writes after its owner: the flood cannot push out the owner’s note', async () => {
    const MAX = 24;
    const prefix = `c:${randomUUID()}:`;
    const store = await redis.open(redis.server.url, { keyPrefix: prefix, resumeTraces: MAX });
    await store.taint('shared', 'poisoned_result', '10.0.0.2');
    // The attacker names the victim's trace (the note becomes shared: round 30), then floods.
    await store.taint('shared', 'untrusted_source', '10.0.0.1');
    await store.rememberSeen('shared', [1], false, '10.0.0.1');
    for (let i = 0; i < MAX * 4; i++) await store.taint(`flood-${i}`, 'untrusted_source', '10.0.0.1');
    assert.equal(await redis.raw.hget(`${prefix}wasby`, resumeDigest('t', 'shared')), '#s:10.0.0.1');
    assert.notEqual(await redis.raw.zscore(`${prefix}was`, resumeDigest('t', 'shared')), null, 'kept');
    assert.equal(await store.taintCause('shared'), 'poisoned_result', 'the weaker cause did not lower it');
  });
});

const sha = (source: string, keys: number) => new LuaScript(source, keys).sha;
const TAINT_SHA = sha(TAINT_LUA, 2);
const SEEN_SHA = sha(SEEN_LUA, 1);

describe('Redis slow or answering the wrong shape', { skip: redisSkip }, () => {
  const proxied = suiteProxy(() => redis.server.url);
  const open = (prefix: string) =>
    redis.open(proxied.url(), { keyPrefix: prefix, commandTimeoutMs: 300, probeIntervalMs: 50 });
  const scriptIs = (d: Buffer, digest: string) => d.toString('latin1').includes(digest);

  test('a taint script that lands after the replica gave up: held, replayed once, one note', async () => {
    const prefix = `s:${randomUUID()}:`;
    const store = await open(prefix);
    proxied.decide = (d) => (scriptIs(d, TAINT_SHA) ? { delayMs: 700 } : 'forward');
    try {
      await store.taint('slow', 'poisoned_result', '10.0.0.5');
      assert.equal(store.health().ok, false, 'a taint Redis did not answer puts the replica down');
      assert.equal(await store.taintCause('slow'), 'poisoned_at_client', 'every trace tainted meanwhile');
    } finally {
      proxied.decide = () => 'forward';
    }
    assert.ok(await until(() => store.health().ok, 10_000), 'recovered');
    assert.equal(await store.taintCause('slow'), 'poisoned_result');
    assert.equal(await redis.raw.hget(`${prefix}wasby`, resumeDigest('t', 'slow')), '10.0.0.5');
    assert.equal(await redis.raw.zcard(`${prefix}was`), 1);
    assert.equal(await redis.raw.zcard(`${prefix}wasown:10.0.0.5`), 1);
  });

  test('a taint answered with a stranger’s reply is not taken as written (it was lost before)', async () => {
    const prefix = `g:${randomUUID()}:`;
    const store = await open(prefix);
    // Every shape but the script's own `:1`: a number, a string, an array, a nil.
    for (const [i, answer] of [':7\r\n', '+OK\r\n', '*1\r\n:1\r\n', '$-1\r\n'].entries()) {
      proxied.decide = (d) => (scriptIs(d, TAINT_SHA) ? { answer } : 'forward');
      try {
        await store.taint(`wrong-${i}`, 'poisoned_result', '10.0.0.6');
        assert.equal(store.health().ok, false, `${JSON.stringify(answer)}: down, the taint held`);
        assert.equal(await store.taintCause(`wrong-${i}`), 'poisoned_at_client');
      } finally {
        proxied.decide = () => 'forward';
      }
      assert.ok(await until(() => store.health().ok, 10_000), 'recovered');
      assert.equal(
        await store.taintCause(`wrong-${i}`),
        'poisoned_result',
        `${JSON.stringify(answer)}: written`,
      );
    }
  });

  test('a recovery whose replayed taints are answered with the wrong shape stays down', async () => {
    const prefix = `w:${randomUUID()}:`;
    const store = await open(prefix);
    // The replay sends the script's source (EVAL), the first write its digest (EVALSHA).
    const taintScript = (d: Buffer) =>
      scriptIs(d, TAINT_SHA) || d.toString('latin1').includes('local strength');
    proxied.decide = (d) => (taintScript(d) ? { answer: ':7\r\n' } : 'forward');
    try {
      await store.taint('replayed', 'poisoned_result', '10.0.0.9');
      // Several probes run meanwhile: each replay answered `:7` is not taken as written.
      await sleep(600);
      assert.equal(store.health().ok, false, 'still down: the held taint was not written');
      assert.equal(await store.taintCause('replayed'), 'poisoned_at_client');
    } finally {
      proxied.decide = () => 'forward';
    }
    assert.ok(await until(() => store.health().ok, 10_000), 'recovered once Redis answers');
    assert.equal(await store.taintCause('replayed'), 'poisoned_result');
    assert.equal(await redis.raw.hget(`${prefix}wasby`, resumeDigest('t', 'replayed')), '10.0.0.9');
  });

  test('a record or a ledger write answered with the wrong shape: read full, and refused', async () => {
    const prefix = `r:${randomUUID()}:`;
    const store = await open(prefix);
    proxied.decide = (d) => (scriptIs(d, SEEN_SHA) ? { answer: ':7\r\n' } : 'forward');
    try {
      await store.rememberSeen('rec', [1], false, '10.0.0.7');
      // Round 44: the replica is down until recovery has marked the record (undefined is held as full).
      const seen = await store.seenOn('rec');
      assert.ok(seen === undefined || seen.full, 'a record Redis may not hold reads full');
    } finally {
      proxied.decide = () => 'forward';
    }
    assert.ok(await until(() => store.health().ok, 10_000), 'recovered once Redis answers');
    await store.rememberSeen('other', [2], false, '10.0.0.7');
    assert.equal((await store.seenOn('rec'))?.full, true, 'and is marked full in Redis once it answers');
    assert.equal(await redis.raw.sismember(`${prefix}seen:rec`, 'full'), 1);
    proxied.decide = (d) => (/EVAL/i.test(d.toString('latin1')) ? { answer: ':7\r\n' } : 'forward');
    try {
      await assert.rejects(
        store.writeLedger('led', DELTA, BOUNDS, '10.0.0.7'),
        /STORE_UNAVAILABLE|cannot read/,
      );
    } finally {
      proxied.decide = () => 'forward';
    }
  });

  test('a record read answered with the wrong shape holds it as full; a note score gate did not write is tainted', async () => {
    const prefix = `q:${randomUUID()}:`;
    const store = await open(prefix);
    await store.rememberSeen('rec', [1], false, '10.0.0.8');
    for (const answer of ['*3\r\n*0\r\n$-1\r\n:2\r\n', '*2\r\n*0\r\n$-1\r\n', '*3\r\n:1\r\n$-1\r\n:0\r\n']) {
      proxied.decide = (d) => (/EVAL/i.test(d.toString('latin1')) ? { answer } : 'forward');
      try {
        assert.notEqual(
          (await store.seenOn('rec'))?.full,
          false,
          `${JSON.stringify(answer)}: not read clean`,
        );
      } finally {
        proxied.decide = () => 'forward';
      }
    }
    // A score gate did not write (a fraction) on a trace whose mark expired: the strongest cause.
    await redis.raw.zadd(`${prefix}was`, '1.5', resumeDigest('t', 'odd'));
    assert.equal(await store.taintCause('odd'), 'poisoned_at_client');
  });
});
