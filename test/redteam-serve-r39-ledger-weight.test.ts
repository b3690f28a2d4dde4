// Red team, round 39: the MCP ledger book's weight bound (what its ledgers hold, MAX_BOOK_WEIGHT) had no
// client's share. One client that filled the book by weight left it at the bound; the next result any
// other client noted pushed the book over, and the rule "the growing client's own oldest go first" then
// dropped that client's ledgers, not the filler's (f8b04f6d: the victim's two older ledgers dropped, its
// traces restarted full: every value held). Now each write's weight is charged to its writer, whoever
// owns the ledger; over the bound, the ledgers written by a client over an eighth of it go first.
// A fleet's book in Redis had no bound on its keys at all (10,000 ledgers of up to 16,448 keys; one
// client's eighth 20 million): now the same script that writes a ledger charges its keys to the writer
// and pushes out, atomically, the ledgers of a writer over its share (a real redis-server, two replicas).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { LocalProvenanceBook, SharedProvenanceBook } from '../src/server/provenance-book.js';
import type { RedisStore } from '../src/store/redis.js';
import { runsOf } from './helpers/deep.js';
import { redisFile } from './helpers/redis-file.js';
import { type ProxyAction, startRedisProxy } from './helpers/redis-proxy.js';
import { redisSkip } from './helpers/replica-pair.js';

const redis = redisFile();

/** A result that hands over `n` distinct hosts: each several values the ledger keeps (about 12 of weight). */
const hosts = (tag: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `See https://h${i}-${tag}.example.net/p.`).join(' ');

const MAX_WEIGHT = 20_000;
const book = (): LocalProvenanceBook =>
  new LocalProvenanceBook(10_000, 3_600_000, Date.now, 1_250, MAX_WEIGHT);

describe("round 39: one client's weight in the MCP ledger book is its own to lose", () => {
  test('a victim under its share that tips a book another filled keeps its ledgers', async () => {
    const b = book();
    // The victim: three small ledgers.
    const victim: string[] = [];
    for (let i = 0; i < 3; i++) {
      await b.ledger(`v${i}`, 'pay my landlord', undefined, 'victim');
      await b.noteResult(`v${i}`, 'read_mail', hosts(`v${i}`, 5), 'all', 'victim');
      victim.push(`v${i}`);
    }
    const before = await Promise.all(victim.map((id) => b.ledger(id, undefined, undefined, 'victim')));
    // The filler: ledgers of 50 hosts each until the book is just under its bound.
    for (let i = 0; b.heldWeight + 700 < MAX_WEIGHT; i++)
      await b.noteResult(`f${i}`, 'fetch', hosts(`f${i}`, 50), 'all', 'filler');
    assert.ok(b.heldWeight > MAX_WEIGHT / 2, 'the filler holds more than its share');
    // The victim's newest ledger grows past the bound: the filler's ledgers go, not the victim's.
    await b.noteResult('v2', 'read_mail', hosts('v2-more', 80), 'all', 'victim');
    assert.ok(b.heldWeight <= MAX_WEIGHT, `weight ${b.heldWeight}`);
    for (const [i, id] of victim.entries())
      assert.equal(await b.ledger(id, undefined, undefined, 'victim'), before[i], `${id} was pushed out`);
  });

  test('a client that writes into a victim’s trace is charged for it, not the victim', async () => {
    const b = book();
    await b.ledger('shared', 'pay my landlord', undefined, 'victim');
    await b.noteResult('shared', 'fetch', hosts('a', 100), 'all', 'attacker');
    // Round 40: entries (two a host), no longer twin skeletons and text.
    assert.ok(b.weightOf('attacker') >= 200, `attacker charged ${b.weightOf('attacker')}`);
    assert.ok(b.weightOf('victim') < 50, `victim charged ${b.weightOf('victim')}`);
  });

  test('fast-check: the clients’ charges add up to the book’s weight, none negative, bound kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            client: fc.constantFrom('a', 'b', 'c'),
            trace: fc.integer({ min: 0, max: 7 }),
            values: fc.integer({ min: 0, max: 400 }),
            turn: fc.boolean(),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (writes) => {
          const b = book();
          let n = 0;
          for (const w of writes) {
            const id = `t${w.trace}`;
            if (w.turn) await b.ledger(id, `send it to https://u${n}.example.org/x`, undefined, w.client);
            else await b.noteResult(id, 'fetch', hosts(`${n}`, w.values), 'all', w.client);
            n++;
            const sum = b.weightOf('a') + b.weightOf('b') + b.weightOf('c');
            assert.equal(sum, b.heldWeight, `charges ${sum} against the book's ${b.heldWeight}`);
            for (const c of ['a', 'b', 'c']) assert.ok(b.weightOf(c) >= 0);
            assert.ok(b.heldWeight <= MAX_WEIGHT || b.size === 1, `weight ${b.heldWeight} in ${b.size}`);
          }
        },
      ),
      // A third of the 60 a run (each run writes up to 25 results of up to 400 hosts), a fresh seed each run,
      // printed on a failure; GATE_DEEP=1 runs all 60.
      { numRuns: runsOf(20, 60) },
    );
  });

  describe('a fleet book in Redis, two replicas', { skip: redisSkip }, () => {
    const KEYS = 6_000;
    const replicas = async (prefix: string): Promise<[SharedProvenanceBook, SharedProvenanceBook]> => {
      const open = () => redis.open(redis.server.url, { keyPrefix: prefix, taintTtlMs: 60_000 });
      const book = (store: RedisStore) =>
        new SharedProvenanceBook(store, { ttlMs: 60_000, maxLedgers: 1_000, maxWeight: KEYS });
      return [book(await open()), book(await open())];
    };
    /** Keys a ledger's hash holds (none for a tombstone). */
    const keysOf = (h: Record<string, string>): number =>
      h.g === undefined ? Number(h.nt ?? 0) + Number(h.nu ?? 0) + Number(h.nc ?? 0) : 0;
    /** The keys the book's ledgers hold, what the book counts, and what every client is charged with. */
    const charged = async (prefix: string): Promise<{ held: number; total: number; sum: number }> => {
      let held = 0;
      for (const key of await redis.keysUnder(`${prefix}ledger:`))
        held += keysOf(await redis.raw.hgetall(key));
      const per = await redis.raw.hgetall(`${prefix}lwper`);
      const sum = Object.values(per).reduce((n, v) => n + Number(v), 0);
      return { held, total: Number((await redis.raw.get(`${prefix}lw`)) ?? 0), sum };
    };
    const kept = async (prefix: string, trace: string): Promise<boolean> => {
      const h = await redis.raw.hgetall(`${prefix}ledger:${trace}`);
      return h.o !== undefined && h.g === undefined && h.full === undefined;
    };

    test('a victim that tips the book keeps its ledgers; the filler over its share loses its own', async () => {
      const prefix = `r39:${randomUUID()}:`;
      const [a, b] = await replicas(prefix);
      for (let i = 0; i < 3; i++) {
        await a.ledger(`v${i}`, 'pay my landlord', undefined, '10.0.0.2');
        await b.noteResult(`v${i}`, 'read_mail', hosts(`v${i}`, 5), 'all', '10.0.0.2');
      }
      for (let i = 0; i < 150 && (await charged(prefix)).held + 100 < KEYS; i++)
        await (i % 2 ? a : b).noteResult(`f${i}`, 'fetch', hosts(`f${i}`, 25), 'all', '10.0.0.9');
      await a.noteResult('v2', 'read_mail', hosts('v2-more', 100), 'all', '10.0.0.2');
      const { held, total, sum } = await charged(prefix);
      assert.ok(held <= KEYS, `the book holds ${held} keys`);
      assert.deepEqual([total, sum], [held, held]);
      for (let i = 0; i < 3; i++) assert.ok(await kept(prefix, `v${i}`), `v${i} was pushed out`);
      // The filler's oldest went, and restarts full.
      assert.equal(await redis.raw.hget(`${prefix}ledger:f0`, 'full'), '1');
    });

    test('scripts cut on the way in or their replies lost: the charges still add up to what is held', async () => {
      const prefix = `r39c:${randomUUID()}:`;
      let scripts = 0;
      // Every third script is cut before Redis, every third after it ran (its reply lost).
      const decide = (chunk: Buffer): ProxyAction => {
        if (!/EVALSHA/i.test(chunk.toString('latin1'))) return 'forward';
        scripts++;
        return scripts % 3 === 1 ? 'cut' : scripts % 3 === 2 ? 'send-then-cut' : 'forward';
      };
      const proxy = await startRedisProxy(Number(new URL(redis.server.url).port), decide);
      try {
        const store = await redis.open(proxy.url, {
          keyPrefix: prefix,
          taintTtlMs: 60_000,
          probeIntervalMs: 20,
        });
        const faulty = new SharedProvenanceBook(store, {
          ttlMs: 60_000,
          maxLedgers: 1_000,
          maxWeight: 2_000,
        });
        for (let i = 0; i < 40; i++) {
          await faulty.noteResult(`t${i % 12}`, 'fetch', hosts(`c${i}`, 20), 'all', `10.0.0.${i % 3}`);
          // A cut puts the store down until its probe finds Redis again.
          await new Promise((r) => setTimeout(r, 60));
        }
        assert.ok(scripts >= 20, `${scripts} scripts reached the proxy`);
        const { held, total, sum } = await charged(prefix);
        assert.deepEqual([total, sum], [held, held], 'the book and its clients charged as held');
        assert.ok(held <= 2_000, `the book holds ${held} keys`);
      } finally {
        proxy.close();
      }
    });

    test('fast-check: charges add up to the book’s keys, per ledger and per client, within the bound', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              client: fc.constantFrom('10.0.0.1', '10.0.0.2', '10.0.0.3'),
              replica: fc.integer({ min: 0, max: 1 }),
              trace: fc.integer({ min: 0, max: 7 }),
              values: fc.integer({ min: 0, max: 120 }),
            }),
            { minLength: 1, maxLength: 20 },
          ),
          async (writes) => {
            const prefix = `r39f:${randomUUID()}:`;
            const books = await replicas(prefix);
            let n = 0;
            for (const w of writes) {
              await books[w.replica]!.noteResult(
                `t${w.trace}`,
                'fetch',
                hosts(`${n++}`, w.values),
                'all',
                w.client,
              );
              const { held, total, sum } = await charged(prefix);
              assert.deepEqual([total, sum], [held, held], 'the book and its clients charged as held');
              assert.ok(held <= KEYS, `the book holds ${held} keys`);
            }
            // Each ledger's writers' parts add up to the keys it holds.
            for (let t = 0; t < 8; t++) {
              const held = keysOf(await redis.raw.hgetall(`${prefix}ledger:t${t}`));
              const parts = await redis.raw.hgetall(`${prefix}lww:t${t}`);
              assert.equal(
                Object.values(parts).reduce((x, v) => x + Number(v), 0),
                held,
                `t${t}`,
              );
            }
          },
        ),
        { numRuns: 12 },
      );
    });
  });
});
