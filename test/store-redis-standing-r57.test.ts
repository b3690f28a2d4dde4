// Round 57: the fleet's record of where MCP traces' shells stand (store/standing-redis.ts, wire/mcp
// shell-standings.ts SharedShellStandings), on a real redis-server. Two stores on one prefix are two
// replicas. Attacks: two replicas folding one trace's calls at once (the record's token puts them one
// after the other); a flood of traces past the bound (the oldest reads UNSEEN, then the owner's every
// unheld trace; another owner's stay its own); an entry a stranger planted, or of the wrong type.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { NOWHERE, type Standing, standingAfter, UNSEEN } from '../src/kernel/ladder/shell-standing.js';
import { RedisStore } from '../src/store/redis.js';
import { standingDigest } from '../src/store/standing-redis.js';
import { SharedShellStandings, ShellStandings } from '../src/wire/mcp/shell-standings.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const availability = redisAvailability();
const cmd = (command: string) => ({ command });

if ('skip' in availability) {
  test('shell standings in Redis', { skip: availability.skip }, () => {});
} else if ('fail' in availability) {
  test('shell standings in Redis need redis-server', () => assert.fail(availability.fail));
} else {
  describe('round 57: shell standings in the fleet store', { timeout: 120_000 }, () => {
    let server: RedisServer;
    let raw: Redis;
    const stores: RedisStore[] = [];
    const pair = async (max?: number) => {
      const keyPrefix = `sh57:${randomUUID()}:`;
      const a = await RedisStore.connect(server.url, { keyPrefix, probeIntervalMs: 50 });
      const b = await RedisStore.connect(server.url, { keyPrefix, probeIntervalMs: 50 });
      stores.push(a, b);
      return { keyPrefix, a: new SharedShellStandings(a, max), b: new SharedShellStandings(b, max) };
    };
    before(async () => {
      server = await RedisServer.start(availability.bin);
      raw = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await raw.connect();
    });
    after(async () => {
      await Promise.all(stores.map((s) => s.close()));
      raw?.disconnect();
      server?.kill();
    });

    test("a trace's calls on two replicas fold as one shell: the second replica stands where the first left it", async () => {
      const { a, b } = await pair();
      assert.deepEqual(await a.proposed('t1', cmd('cd /tmp/r'), ''), NOWHERE);
      assert.equal((await b.proposed('t1', cmd('git status'), '')).at, '/tmp/r');
      // Another owner's trace of the same id is its own.
      assert.deepEqual(await b.proposed('alice/t1', cmd('git status'), 'alice'), NOWHERE);
    });

    test('generated call orders (fast-check), alternating replicas: the same standings as one process folds', async () => {
      const { a, b } = await pair();
      const MOVES = ['cd /tmp/r', 'pushd /var/tmp/x', 'cd /home/u/app', 'cd -', 'popd', 'ls', 'alias cd=ls'];
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...MOVES), { minLength: 1, maxLength: 8 }),
          async (commands) => {
            const trace = `fc-${run++}`;
            const local = new ShellStandings();
            for (const [i, command] of commands.entries()) {
              const want = local.proposed(trace, cmd(command));
              const got = await (i % 2 === 0 ? a : b).proposed(trace, cmd(command), '');
              assert.deepEqual({ ...got }, { ...want }, `${commands.join(' | ')} at ${i}`);
            }
          },
        ),
        { numRuns: 40 },
      );
    });

    test('many calls of one trace at once on two replicas: every call folded, each after another (no lost fold)', async () => {
      const { a, b } = await pair();
      // Each call moves the shell to a place of its own: the places the calls were judged in, and the last
      // one's, are every place once (and nowhere once): a serial order, no two calls judged on one read.
      const calls = Array.from({ length: 12 }, (_, i) => cmd(`cd /tmp/s${i}`));
      const before = await Promise.all(calls.map((c, i) => (i % 2 === 0 ? a : b).proposed('race', c, '')));
      const last = (await a.proposed('race', cmd('ls'), '')).at ?? '(none)';
      const seen = [...before.map((s) => s.at ?? '(none)'), last].sort();
      const want = ['(none)', ...calls.map((_, i) => `/tmp/s${i}`)].sort();
      assert.deepEqual(seen, want);
    });

    test('bounded: past `max` the oldest reads UNSEEN; past 8 × max dropped, the owner floods alone', async () => {
      const { a, b } = await pair(3);
      for (let i = 0; i < 4; i++) await a.proposed(`b${i}`, cmd('cd /tmp/r'), '');
      // b0 was dropped for b3: possibly in a shared place, never read as a shell that never moved.
      assert.deepEqual(await b.proposed('b0', cmd('ls'), ''), UNSEEN);
      // b0 is held again (UNSEEN, as one gateway's record holds it), so b1, the oldest, went for it.
      assert.deepEqual(await b.proposed('b1', cmd('ls'), ''), UNSEEN);
      assert.equal((await b.proposed('b3', cmd('ls'), '')).at, '/tmp/r');
      // A trace that never moved takes no room and reads NOWHERE.
      assert.deepEqual(await a.proposed('quiet', cmd('cd /home/u/app'), ''), NOWHERE);
      // Mallory floods: 3 held, then 24 dropped, then her unheld traces all read UNSEEN; alice's do not.
      for (let i = 0; i < 40; i++) await a.proposed(`mallory/f${i}`, cmd('cd /tmp/x'), 'mallory');
      assert.deepEqual(await b.proposed('mallory/new', cmd('ls'), 'mallory'), UNSEEN);
      assert.deepEqual(await b.proposed('alice/new', cmd('ls'), 'alice'), NOWHERE);
    });

    test('an entry gate did not write reads UNSEEN; a key of the wrong type reads UNSEEN or is refused, never read as none', async () => {
      const { keyPrefix, a } = await pair();
      const planted = `${keyPrefix}sh:${standingDigest('planted')}`;
      await raw.hset(planted, 'v', '1', 's', '{"a":"/home/u/app","x":"stranger"}');
      assert.deepEqual(await a.proposed('planted', cmd('git status'), ''), UNSEEN);
      const big = `${keyPrefix}sh:${standingDigest('big')}`;
      await raw.hset(big, 'v', '1', 's', JSON.stringify({ a: 'x'.repeat(10_000) }));
      assert.deepEqual(await a.proposed('big', cmd('git status'), ''), UNSEEN);
      const wrong = `${keyPrefix}sh:${standingDigest('wrong')}`;
      await raw.set(wrong, 'a string');
      // Unreadable: a call that moves nothing reads UNSEEN; one that would move the standing is judged from
      // UNSEEN too, and its write replaces the stranger's key (round 60: it was refused for as long as the
      // key stood, as round 57's ledgers and taint marks were before their repair).
      assert.deepEqual(await a.proposed('wrong', cmd('git status'), ''), UNSEEN);
      assert.deepEqual(await a.proposed('wrong', cmd('cd /tmp/q'), ''), UNSEEN);
      assert.ok(['hash', 'none'].includes(await raw.type(wrong)), 'the stranger’s key stands');
      assert.doesNotMatch(JSON.stringify(await raw.hgetall(wrong)), /a string/);
    });

    test('the store away: a call that moves nothing reads UNSEEN, one that moves is refused (STORE_UNAVAILABLE), never NOWHERE; back, the record is as it was', async () => {
      const { a } = await pair();
      await a.proposed('away', cmd('cd /tmp/r'), '');
      server.pause();
      try {
        assert.deepEqual(await a.proposed('away', cmd('git status'), ''), UNSEEN);
        await assert.rejects(
          a.proposed('away', cmd('cd /tmp/q'), ''),
          (err: { code?: string; message: string }) => {
            assert.equal(err.code, 'STORE_UNAVAILABLE');
            assert.match(err.message, /the call was not judged/);
            return true;
          },
        );
      } finally {
        server.resume();
      }
      const deadline = Date.now() + 20_000;
      for (;;) {
        try {
          const s: Standing = await a.proposed('away', cmd('git status'), '');
          assert.equal(s.at, '/tmp/r');
          break;
        } catch (err) {
          if (Date.now() > deadline) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      // The fold the outage refused was not written: the record moved only by calls it answered.
      assert.equal(standingAfter(cmd('git status'), { at: '/tmp/r' }).at, '/tmp/r');
    });
  });
}
