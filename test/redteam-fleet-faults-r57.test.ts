// Round 57 (docs/fleet.md "Round 57 (store-r57)", "Redis faults at random points of a two-replica
// session"): two real `gate serve` replicas on one test-started redis-server and a single gateway beside them, the official MCP client.
// fast-check picks a session (which replica reads the calendar event, which decides) and a fault at a
// random step of it: Redis stopped with SIGSTOP through the step, Redis down through the step (killed,
// restarted empty after it), Redis killed and restarted empty before it, the
// trace's ledger or taint mark a key of the wrong type, or one of their values cut short. Every answer
// must be the single gateway's decision or a fail-closed one (held, refused, or an MCP error in the
// wire's shape), never an admit the single gateway refuses; and no value reaches a log.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { ADD, CALENDAR_POLICY, readEvent, verdict } from './helpers/calendar-names.js';
import { drawsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { LEDGER_TEST_BOUNDS } from './helpers/ledger-bounds.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { redisFile } from './helpers/redis-file.js';
import { policyFile, redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
const NAMES = ['add_event_participants', 'lookup_guest_register'];
const FAULTS = ['pause', 'down', 'crash', 'wrongtype', 'truncate'] as const;
type Fault = (typeof FAULTS)[number];

/** An answer: a verdict kind, or an error the wire gave in its own shape. */
type Answer = { kind: string } | { error: string };

/** A tool call's outcome; anything but a verdict or an MCP-shaped error (a dropped socket, a stack) fails. */
async function answer(call: () => Promise<unknown>): Promise<Answer> {
  try {
    const v = await call();
    return { kind: (v as { kind?: string } | undefined)?.kind ?? 'ADMITTED' };
  } catch (e) {
    const err = e as { message?: string; code?: unknown };
    const message = String(err.message);
    // The helper's isError, or the SDK's McpError (a JSON-RPC error with a numeric code).
    assert.ok(
      /answered isError/.test(message) || typeof err.code === 'number',
      `not an answer in the wire's shape: ${message}`,
    );
    assert.ok(!/\n\s+at /.test(message), 'no stack');
    assert.ok(!message.includes('doorlist'), 'no value in an error');
    return { error: message };
  }
}

describe('store-r57: Redis faults at random points of a two-replica session', {
  skip: redisSkip,
  timeout: 600_000,
}, () => {
  const args = ['--policy', policyFile(CALENDAR_POLICY), '--trust-user-turn'];
  const gates: GateProcess[] = [];
  const clients: GateMcp[] = [];
  let single: GateMcp;
  before(async () => {
    const fleet = ['--store', redis.server.url, '--lease-ms', '1000', '--lease-hold-ms', '3000'];
    const started = await Promise.all([
      startGate(args),
      startGate([...args, ...fleet, '--replica', 'a']),
      startGate([...args, ...fleet, '--replica', 'b']),
    ]);
    gates.push(...started);
    single = await connectMcp(started[0]!.url);
    clients.push(await connectMcp(started[1]!.url), await connectMcp(started[2]!.url));
  });
  after(async () => {
    redis.server.resume();
    for (const c of [single, ...clients]) await c?.close().catch(() => undefined);
    await Promise.all(gates.map((g) => g.stop()));
  });

  /** Each replica's /healthz body (names and states only, never a value): said when a run fails. */
  const health = async () =>
    Promise.all(
      gates.slice(1).map(async (g) => {
        const res = await fetch(`${g.url}/healthz`).catch(() => undefined);
        return res === undefined ? 'no answer' : `${res.status} ${await res.text()}`;
      }),
    );
  const healthy = async () => {
    for (const g of gates.slice(1)) {
      const res = await fetch(`${g.url}/healthz`).catch(() => undefined);
      if (res?.status !== 200 || ((await res.json()) as { status: string }).status !== 'ok') return false;
    }
    return true;
  };

  /** Plants the fault on the trace's keys (or the server) before a step; resolves once the step may run. */
  async function plant(
    fault: Fault,
    trace: string,
    which: number,
    cut: number,
  ): Promise<() => Promise<void>> {
    const ledger = `gate:ledger:${trace}`;
    const mark = `gate:taint:${trace}`;
    if (fault === 'pause') {
      redis.server.pause();
      const resumed = new Promise<void>((r) =>
        setTimeout(() => {
          redis.server.resume();
          r();
        }, 1500),
      );
      return () => resumed;
    }
    if (fault === 'down') {
      // Stopped through the step, then back empty.
      await redis.server.crash();
      return () => redis.server.restart();
    }
    if (fault === 'crash') {
      await redis.server.crash();
      await redis.server.restart();
      return async () => undefined;
    }
    const key = which % 2 === 0 ? ledger : mark;
    if (fault === 'wrongtype') {
      await redis.raw.del(key);
      await (which % 4 < 2 ? redis.raw.sadd(key, 'x') : redis.raw.rpush(key, 'y'));
      return async () => undefined;
    }
    // Cut short: one field of the ledger, or the taint mark, keeps only its first `cut` characters.
    if ((await redis.raw.type(key)) === 'hash') {
      const fields = Object.entries(await redis.raw.hgetall(key));
      if (fields.length > 0) {
        const [f, v] = fields[which % fields.length]!;
        await redis.raw.hset(key, f, v.slice(0, cut % Math.max(1, v.length)));
      }
    } else if ((await redis.raw.type(key)) === 'string') {
      const v = (await redis.raw.get(key)) ?? '';
      await redis.raw.set(key, v.slice(0, cut % Math.max(1, v.length)), 'KEEPTTL');
    }
    return async () => undefined;
  }

  test('every answer is the single gateway’s or fails closed; never an admit it refuses', async () => {
    const [a, b] = clients as [GateMcp, GateMcp];
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: fc.constantFrom(...NAMES),
          readerB: fc.boolean(),
          fault: fc.constantFrom(...FAULTS),
          at: fc.integer({ min: 0, max: 2 }),
          which: fc.nat(),
          cut: fc.nat(),
        }),
        async ({ name, readerB, fault, at, which, cut }) => {
          // Each run starts from a fleet that answers (an earlier crash's hold ended as an operator would).
          if (!(await until(healthy, 30_000)))
            assert.fail(
              `${name}, ${fault} at step ${at}: a replica not healthy before the run: ${await health()}`,
            );
          await redis.raw.del('gate:taint-hold');
          const alone = randomUUID();
          const trace = randomUUID();
          await readEvent(single, alone, name);
          const one = (await verdict(single, alone, 'add_event_participants', ADD)).kind;
          const [reader, other] = readerB ? [b, a] : [a, b];
          const steps: Array<() => Promise<Answer>> = [
            () => answer(() => readEvent(reader, trace, name)),
            () => answer(() => verdict(other, trace, 'add_event_participants', ADD)),
            () => answer(() => verdict(reader, trace, 'add_event_participants', ADD)),
          ];
          const answers: Answer[] = [];
          for (const [i, step] of steps.entries()) {
            const done = i === at ? await plant(fault, trace, which, cut) : async () => undefined;
            answers.push(await step());
            await done();
            // The fleet's promise is round 44's: B holds what A noted once A is healthy again (a write A
            // lost is replayed before A reports healthy); a clean-clone run under load caught the step
            // after a pause landing inside A's recovery (docs/fleet.md, round 57).
            if (i === at && !(await until(healthy, 30_000)))
              assert.fail(
                `${name}, ${fault} at step ${at}: a replica not healthy 30 s after the fault: ${await health()}`,
              );
          }
          seen.push(`${fault}@${at}: ${answers.map((x) => ('kind' in x ? x.kind : 'error')).join(' ')}`);
          // Not admitted (the read step failed): the agent never saw the result, so nothing to compare.
          if (!('kind' in answers[0]!)) return;
          for (const x of answers.slice(1))
            if ('kind' in x && one !== 'ALLOW')
              assert.notEqual(
                x.kind,
                'ALLOW',
                `${name}, ${fault} at step ${at}: step ${answers.indexOf(x)} (${answers.indexOf(x) === 1 ? 'the other replica' : 'the reader'}) admitted what the single gateway answers ${one}; answers ${JSON.stringify(answers.map((y) => ('kind' in y ? y.kind : 'error')))}; health ${await health()}`,
              );
        },
      ),
      // The property's own message (which step, what health said) with the counterexample, not only the latter.
      { numRuns: 16, includeErrorInReport: true },
    );
    // What faults made the replicas say: no value of the session in any log.
    for (const g of gates) assert.ok(!`${g.stdout()}${g.stderr()}`.includes('doorlist'), 'no value logged');
    assert.ok(seen.length === drawsOf(16), seen.join('\n'));
  });
});

describe('store-r57: a key of the wrong type at a ledger or a taint mark is replaced, failing closed', {
  skip: redisSkip,
}, () => {
  test('the note lands on a ledger that starts full, the taint on the strongest cause; the replica stays up', async () => {
    const prefix = `wt:${randomUUID()}:`;
    const store = await redis.open(redis.server.url, {
      keyPrefix: prefix,
      commandTimeoutMs: 300,
      probeIntervalMs: 50,
    });
    const plants = [
      (k: string) => redis.raw.sadd(k, 'x'),
      (k: string) => redis.raw.rpush(k, 'y'),
      (k: string) => redis.raw.zadd(k, 1, 'z'),
    ];
    for (const [i, plant] of plants.entries()) {
      await plant(`${prefix}ledger:l${i}`);
      const delta = {
        trusted: [7],
        untrusted: [[8, 'result of read_file', 0]] as [number, string, 0][],
        carries: [],
        consumed: [],
        full: false,
      };
      await store.writeLedger(`l${i}`, delta, LEDGER_TEST_BOUNDS, '10.0.0.1');
      const snap = await store.readLedger(`l${i}`);
      assert.equal(
        snap?.full,
        true,
        'a ledger that replaced a stranger’s key starts full (holds what the user did not give)',
      );
      await plant(`${prefix}taint:t${i}`);
      await store.taint(`t${i}`, 'untrusted_source');
      assert.equal(await store.taintCause(`t${i}`), 'poisoned_at_client', 'its cause unknown: the strongest');
      assert.ok(await until(() => store.health().ok, 2000), 'the replica is up');
    }
  });
});
