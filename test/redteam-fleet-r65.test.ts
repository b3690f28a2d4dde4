// Round 65 (docs/fleet.md "Round 65 (fleet-r65)"): what round 63 left in the fleet's shared state, each on a
// real redis-server. (1) The trust epoch deleted or lowered with the three revocation keys: a replica that
// read epoch N refuses every witness while the store holds less (its memory, out of Redis's reach), and a
// generation gate makes is born with its epoch, so a replica started after the deletion refuses too. (2) A
// trace's shell standing deleted with its book member: the trace's shell note in the resume set says it
// held one, so the standing reads as dropped, never as a fresh shell; a standing gate ended is a fresh one.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, test } from 'node:test';
import fc from 'fast-check';
import { standingDigest } from '../src/store/standing-redis.js';
import { resumeDigest } from '../src/store/tainted-before.js';
import { runsOf } from './helpers/deep.js';
import { redisFile } from './helpers/redis-file.js';
import { revokeUnheard } from './helpers/redis-plant.js';
import { redisSkip, replicaPair } from './helpers/replica-pair.js';
import { shellAcross, shellServerTools } from './helpers/shell-server-tools.js';

const redis = redisFile();

/**
 * A fleet under its own prefix. `old`: its generation made as a round-64 replica made it (a bare UUID, no
 * epoch key written with it), for the replica-memory cases and the documented blind one.
 */
async function fleet(old = false) {
  const prefix = `r65:${randomUUID()}:`;
  if (old) await redis.raw.set(`${prefix}generation`, randomUUID());
  const open = () => redis.open(redis.server.url, { keyPrefix: prefix, taintTtlMs: 600_000 });
  const a = await open();
  return { prefix, a, late: open };
}

const w = (i: number) => `gw_${String(i).padStart(32, '0')}`;
const FRESH = 'gw_ffffffffffffffffffffffffffffffff';
const FOUR = ['revoked', 'revn', 'revw', 'epoch'] as const;

describe('round 65, item 1: the trust epoch deleted with the three revocation keys', {
  skip: redisSkip,
}, () => {
  test('all four deleted, B started after: every witness refused, told, until re-revoked', async () => {
    const { prefix, a, late } = await fleet();
    for (let i = 0; i < 3; i++) await a.revoke(w(i));
    await redis.raw.del(...FOUR.map((k) => `${prefix}${k}`));
    const b = await late();
    // On 0cbc0191: false (nothing left that says the fleet revoked).
    for (let i = 0; i < 3; i++) assert.equal(await b.isRevoked(w(i)), true, `B admits ${i}, which A revoked`);
    assert.equal(await b.isRevoked(FRESH), true, 'a fresh witness admitted with every revocation gone');
    const refused = b.health().refused?.revoked ?? '';
    assert.match(refused, /the trust epoch `epoch` is gone while the store generation/);
    assert.doesNotMatch(refused, /gw_/, 'a witness in the health reason');
    assert.equal(b.health().ok, true, 'B went down for the revocations alone');
    // The operator re-asserts: re-revokes what the journal recorded (the epoch is written again).
    for (let i = 0; i < 3; i++) await b.revoke(w(i));
    const c = await late();
    assert.equal(await c.isRevoked(FRESH), false, 'still refused once re-revoked');
    assert.equal(c.health().refused, undefined);
    for (let i = 0; i < 3; i++) assert.equal(await c.isRevoked(w(i)), true);
  });

  test('fast-check: any of the four keys deleted in any combination, B started after: every revocation stands', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.subarray([...FOUR], { minLength: 1 }),
        async (n, deleted) => {
          const { prefix, a, late } = await fleet();
          for (let i = 0; i < n; i++) await a.revoke(w(i));
          await redis.raw.del(...deleted.map((k) => `${prefix}${k}`));
          const b = await late();
          for (let i = 0; i < n; i++)
            assert.equal(await b.isRevoked(w(i)), true, `B admits a witness A revoked: ${i}`);
        },
      ),
      { numRuns: runsOf(12, 60) },
    );
  });

  test('a replica that read epoch N refuses a store at less, whatever the three keys say, until restored to N', async () => {
    // A generation a round-64 replica made: no key says the epoch was born, so only A's memory can tell.
    const { prefix, a, late } = await fleet(true);
    // Two revocations A never heard (no notice), then A's own: its reply says epoch 3; A read no count.
    await revokeUnheard(redis.raw, prefix, w(1));
    await revokeUnheard(redis.raw, prefix, w(2));
    await a.revoke(w(0));
    // The four deleted, then A's own revocation written back consistently (revn 1, epoch 1).
    await redis.raw.del(...FOUR.map((k) => `${prefix}${k}`));
    await revokeUnheard(redis.raw, prefix, w(0));
    // On 0cbc0191: false (w(2)'s revocation is gone and nothing A counted says so).
    assert.equal(await a.isRevoked(w(2)), true, 'A admits a witness revoked before the epoch went back');
    assert.match(a.health().refused?.revoked ?? '', /the trust epoch went back from 3 to 1/);
    assert.doesNotMatch(a.health().refused?.revoked ?? '', /gw_/);
    // A replica started after cannot tell on this old generation (documented): nothing in Redis is left.
    assert.equal(await (await late()).isRevoked(w(2)), false, 'the documented blind case changed');
    // Re-revoked below N: still refused, the reason names what to restore.
    await a.revoke(w(1));
    assert.equal(await a.isRevoked(FRESH), true, 'admitted at epoch 2 of 3');
    assert.match(a.health().refused?.revoked ?? '', /restore it to 3 or more/);
    // The operator's re-assertion: the missing witness re-revoked, the epoch back at N.
    await a.revoke(w(2));
    assert.equal(await a.isRevoked(FRESH), false, 'still refused once the epoch is back to N');
    assert.equal(a.health().refused, undefined);
    assert.equal(await a.isRevoked(w(2)), true);
  });

  test('the epoch set to 0 and the three deleted: a replica that read it refuses; one started after too (round 66)', async () => {
    const { prefix, a, late } = await fleet();
    await a.revoke(w(0));
    await revokeUnheard(redis.raw, prefix, w(1));
    const b = await late();
    assert.equal(await b.isRevoked(FRESH), false);
    await redis.raw.del(...FOUR.slice(0, 3).map((k) => `${prefix}${k}`));
    await redis.raw.set(`${prefix}epoch`, '0');
    // B read the count (round 61) and the epoch (round 65): refused.
    assert.equal(await b.isRevoked(w(1)), true, 'B admits what it read revoked');
    // A revoked (its reply said epoch 1) and never read: its memory of the epoch refuses.
    assert.equal(await a.isRevoked(w(1)), true, 'A admits a witness it never heard of, its epoch gone back');
    assert.match(a.health().refused?.revoked ?? '', /the trust epoch went back from 1 to 0/);
    // Round 66: the generation's birth mark went with the epoch's first move, so a replica that never read
    // the store refuses too (docs/fleet.md, "Round 66"; round 65 pinned it admitting).
    assert.equal(await (await late()).isRevoked(w(1)), true, 'a replica started after admits it');
  });

  test('every key deleted, the generation too: a fresh replica meets a new Redis; a running one writes back', async () => {
    const { prefix, a, late } = await fleet();
    await a.revoke(w(0));
    for (const k of await redis.keysUnder(prefix)) await redis.raw.del(k);
    const b = await late();
    // As a replica that first meets an emptied Redis (docs/fleet.md, "Taint"): a new generation, born with
    // its epoch. A still holds what it revoked and, once it sees the generation gone, writes it back.
    assert.equal(await a.isRevoked(w(0)), true);
    assert.equal(await b.isRevoked(FRESH), false);
  });
});

describe('round 65, item 2: a shell standing deleted with its book member', { skip: redisSkip }, () => {
  const OWNER = 'client-1';
  const book = (prefix: string) => `${prefix}shbook`;
  const member = (trace: string) => `${OWNER}\0${standingDigest(trace)}`;

  test('sh: and its shbook member deleted: B reads the trace as dropped; the note deleted too is a fresh shell', async () => {
    const { prefix, a, late } = await fleet();
    const b = await late();
    const first = await a.readStanding('trace-1', OWNER);
    assert.equal(first.dropped, undefined, 'a first use read as dropped');
    assert.ok(await a.writeStanding('trace-1', OWNER, first.token, { at: '/tmp/r' }, 100));
    await redis.raw.del(`${prefix}sh:${standingDigest('trace-1')}`);
    await redis.raw.zrem(book(prefix), member('trace-1'));
    const read = await b.readStanding('trace-1', OWNER);
    // On 0cbc0191: undefined (the trace read as a shell that never moved).
    assert.equal(read.dropped, true, 'a standing deleted with its book member read as a fresh shell');
    assert.equal(read.standing, undefined);
    // Written again from the dropped read (the fold's next call), it stands as gate wrote it.
    assert.ok(await b.writeStanding('trace-1', OWNER, read.token, { at: '/tmp/q' }, 100));
    assert.equal((await a.readStanding('trace-1', OWNER)).standing?.at, '/tmp/q');
    // The note deleted as well: the three keys together say nothing a fresh fleet does not (documented).
    await redis.raw.del(`${prefix}sh:${standingDigest('trace-1')}`);
    await redis.raw.zrem(book(prefix), member('trace-1'));
    await redis.raw.zrem(`${prefix}was`, resumeDigest('h', 'trace-1'));
    assert.equal((await b.readStanding('trace-1', OWNER)).dropped, undefined, 'the documented case changed');
  });

  // What gate itself writes never reads as dropped (a genuine first call, a standing gate ended), and what a
  // stranger deletes of the standing and its book member, after gate held one, always does: two replicas, the
  // writes alternating between them, deletions drawn between any two steps.
  test('fast-check: a standing held reads held or dropped whatever of it is deleted; one ended or never held reads none', async () => {
    type Step = { on: 0 | 1; hold: boolean } | { cut: 'sh' | 'book' | 'both' };
    const step = fc.oneof(
      fc.record({ on: fc.constantFrom(0 as const, 1 as const), hold: fc.boolean() }),
      fc.record({ cut: fc.constantFrom('sh' as const, 'book' as const, 'both' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps: Step[]) => {
        const { prefix, a, late } = await fleet();
        const replicas = [a, await late()];
        const trace = `t-${randomUUID()}`;
        let held = false;
        for (const s of steps) {
          if ('cut' in s) {
            if (s.cut !== 'book') await redis.raw.del(`${prefix}sh:${standingDigest(trace)}`);
            if (s.cut !== 'sh') await redis.raw.zrem(book(prefix), member(trace));
            continue;
          }
          const r = replicas[s.on]!;
          const read = await r.readStanding(trace, OWNER);
          if (!held)
            assert.equal(read.dropped, undefined, 'a trace gate never held (or ended) read as dropped');
          else
            assert.ok(read.dropped === true || read.standing !== undefined, 'a held standing read as none');
          assert.ok(
            await r.writeStanding(trace, OWNER, read.token, s.hold ? { at: '/srv/s' } : undefined, 100),
          );
          held = s.hold;
        }
        for (const r of replicas) {
          const read = await r.readStanding(trace, OWNER);
          if (held) assert.ok(read.dropped === true || read.standing !== undefined, 'held, read as none');
          else assert.equal(read.dropped, undefined, 'ended, read as dropped');
        }
      }),
      { numRuns: runsOf(20, 100) },
    );
  });
});

// Item 2 through the wire: two real `gate serve` replicas, the official MCP SDK client alternating between them.
describe('round 65, item 2: `cd /tmp/r`, its standing and book member deleted, then `git status`', {
  skip: redisSkip,
}, () => {
  const toolsFile = shellServerTools(mkdtempSync(join(tmpdir(), 'gate-r65-fleet-')));
  const pair = replicaPair(() => ['--tools', toolsFile]);

  it('is refused on either replica, never run as a fresh shell; a genuine first call is not', async () => {
    const { shell, close } = await shellAcross(pair.gates.map((g) => `${g.url}/mcp`));
    const raw = new (await import('ioredis')).Redis(pair.redis!.url);
    try {
      assert.equal(await shell('git status'), 'ALLOW', 'a genuine first call refused');
      assert.equal(await shell('cd /tmp/r'), 'ALLOW');
      const keys = (await raw.keys('*sh:*')).filter((k) => /sh:[A-Za-z0-9_-]{32}$/.test(k));
      assert.equal(keys.length, 1, `standing keys: ${keys.length}`);
      const books = await raw.keys('*shbook');
      assert.equal(books.length, 1);
      await raw.del(...keys, ...books);
      // On 0cbc0191: ALLOW (the standing and its book member gone read as a shell that never moved).
      assert.equal(await shell('git status'), 'DENY');
      assert.equal(await shell('git status'), 'DENY');
    } finally {
      raw.disconnect();
      await close();
    }
  });
});
