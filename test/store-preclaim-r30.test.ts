// A client that writes a trace id before its owner does (round 30; docs/fleet.md, "Round 30"): until
// round 30 the note was charged to that first writer, which could then push it out with a flood of its
// own traces, so the owner's trace, resumed after its TTL, started clean. A note a second client writes
// is now shared, in no client's set: no one client's flood reaches it. Each attack runs through the
// memory store and the Redis store (two replicas taking turns), by their public calls only.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { MemoryStore } from '../src/store/memory.js';
import type { StateStore } from '../src/store/types.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';

const ATTACKER = '10.0.0.66';
const ACCOMPLICE = '10.0.0.67';
const VICTIM = '10.0.0.2';
const HONEST = '10.0.0.3';
const TTL_MS = 300;

/** A store as the attack sees it: writes from one replica or another, and "let the marks expire". */
interface Fleet {
  max: number;
  write(i: number): StateStore;
  /** Past the marks' TTL, well within the resume window. */
  expireMarks(): Promise<void>;
}

const redis = redisFile();

function memoryFleet(): Fleet {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const max = 48;
  const store = new MemoryStore({ taintTtlMs: TTL_MS, resumeTraces: max, now: () => clock.now });
  return {
    max,
    write: () => store,
    async expireMarks() {
      clock.now += TTL_MS * 10;
    },
  };
}

async function redisFleet(): Promise<Fleet> {
  const max = 48;
  const options = { keyPrefix: `p:${randomUUID()}:`, resumeTraces: max, taintTtlMs: TTL_MS };
  const replicas = [await redis.open(redis.server.url, options), await redis.open(redis.server.url, options)];
  return {
    max,
    write: (i) => replicas[i % 2]!,
    // Redis expires the marks on its own clock.
    expireMarks: () => sleep(TTL_MS * 3),
  };
}

/** Fresh traces from `client`, enough to fill the whole set and cycle the client's share twice over. */
async function flood(fleet: Fleet, client: string, tag: string): Promise<void> {
  const n = fleet.max + Math.ceil(fleet.max / 4);
  for (let i = 0; i < n; i += 500) {
    const batch: Array<Promise<void>> = [];
    for (let j = i; j < Math.min(n, i + 500); j++)
      batch.push(fleet.write(j).taint(`${tag}-${j}`, 'untrusted_source', client));
    await Promise.all(batch);
  }
}

for (const [name, make] of [
  ['memory', async () => memoryFleet()],
  ['redis', redisFleet],
] as const) {
  describe(`a trace id claimed first by another client (${name} store)`, {
    skip: name === 'redis' ? redisSkip : false,
  }, () => {
    test('the attacker taints the victim’s trace first, then floods: the trace still reads tainted', async () => {
      const fleet = await make();
      await fleet.write(0).taint('victim-run', 'untrusted_source', ATTACKER);
      await fleet.write(1).taint('victim-run', 'poisoned_result', VICTIM);
      await flood(fleet, ATTACKER, 'flood');
      await fleet.expireMarks();
      assert.equal(await fleet.write(0).taintCause('victim-run'), 'poisoned_result');
    });

    test('the attacker writes the victim’s record first, then floods: the record still reads full', async () => {
      const fleet = await make();
      await fleet.write(0).rememberSeen('victim-run', [1], false, ATTACKER);
      await fleet.write(1).rememberSeen('victim-run', [7], false, VICTIM);
      await flood(fleet, ATTACKER, 'flood');
      await fleet.expireMarks();
      const seen = await fleet.write(1).seenOn('victim-run', VICTIM);
      assert.equal(seen?.full, true, 'a resumed record the flood forgot would read empty, its values unseen');
    });

    test('two clients flooding shared notes: the victim’s note and an honest client’s share stay', async () => {
      const fleet = await make();
      await fleet.write(0).taint('victim-run', 'untrusted_source', ATTACKER);
      await fleet.write(1).taint('victim-run', 'poisoned_result', VICTIM);
      for (let i = 0; i < 4; i++) await fleet.write(i).taint(`honest-${i}`, 'untrusted_source', HONEST);
      // Each flood trace written by both attacking clients, each first in turn: every one it can make
      // shared it does, and past a share each client's further ones stay with their first writer.
      const n = fleet.max + Math.ceil(fleet.max / 4);
      for (let i = 0; i < n; i += 250) {
        const batch: Array<Promise<void>> = [];
        for (let j = i; j < Math.min(n, i + 250); j++) {
          const [first, second] = j % 2 ? [ATTACKER, ACCOMPLICE] : [ACCOMPLICE, ATTACKER];
          batch.push(
            (async () => {
              await fleet.write(j).taint(`pair-${j}`, 'untrusted_source', first);
              await fleet.write(j + 1).taint(`pair-${j}`, 'untrusted_source', second);
            })(),
          );
        }
        await Promise.all(batch);
      }
      await fleet.expireMarks();
      assert.equal(await fleet.write(0).taintCause('victim-run'), 'poisoned_result');
      for (let i = 0; i < 4; i++)
        assert.equal(await fleet.write(i).taintCause(`honest-${i}`), 'untrusted_source', `honest-${i} kept`);
    });
  });
}
