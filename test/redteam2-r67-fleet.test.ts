// Round 67 (redteam2-r67; docs/fleet.md "Round 67 (redteam2-r67)"): real `gate serve` replicas on a test
// redis-server. (1) A replica whose Redis user may not run scripts (ACL without EVAL/EVALSHA): unnamed, it
// starts and /healthz says why it fails closed and what to grant; named (its lease is a script), its start
// error says so, where 09f10202 said "did not become ready in time (connecting)". (2) An unnamed replica
// (`--lease-hold-ms 0`, no lease) reads the generation at the lease's pace, so a wiped store gets the hold
// within L/4 with no call, as a named replica's renewal does since round 66 (09f10202: at the next call).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const USER = 'r67-noeval';
const SECRET = 'r67-pw-NOT-SHOWN';
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 4);

type Health = { status: string; store: { ok: boolean; refused?: Record<string, string> } };
const health = async (g: GateProcess) => (await (await fetch(`${g.url}/healthz`)).json()) as Health;

describe('round 67: a replica without scripts, an unnamed replica after a wipe', { skip: redisSkip }, () => {
  let server: RedisServer | undefined;
  let raw: Redis;
  let noEval: string;
  const gates: GateProcess[] = [];
  const start = async (args: string[]) => {
    const g = await startGate(args);
    gates.push(g);
    return g;
  };
  before(async () => {
    server = await startRedisFor(redisAvailability());
    if (server === undefined) throw new Error('redis-server did not start');
    raw = new Redis(server.url);
    await raw.call('ACL', 'SETUSER', USER, 'on', `>${SECRET}`, '~*', '&*', '+@all', '-eval', '-evalsha');
    const url = new URL(server.url);
    url.username = USER;
    url.password = SECRET;
    noEval = url.toString();
  });
  after(async () => {
    await Promise.all(gates.map((g) => g.stop()));
    raw?.disconnect();
    await server?.crash();
  });

  test('unnamed without scripts: it starts, /healthz names what fails closed and the grant; its peer says nothing', async () => {
    const peer = await start(['--store', server!.url, '--lease-hold-ms', '0']);
    const bare = await start(['--store', noEval, '--lease-hold-ms', '0']);
    const told = await health(bare);
    // On 09f10202: `{"ok":true,"kind":"redis"}`, nothing refused.
    assert.match(String(told.store.refused?.scripts), /EVAL\/EVALSHA: NOPERM.*`\+evalsha \+eval`/);
    assert.doesNotMatch(
      JSON.stringify(told),
      new RegExp(`${USER}|${SECRET}`),
      'the ACL user or its password shown',
    );
    assert.equal(
      (await health(peer)).store.refused?.scripts,
      undefined,
      'a replica with scripts told refused',
    );
    for (const g of gates.splice(0)) await g.stop();
  });

  test('named without scripts: its lease is a script, so it never starts, and the start error says why', async () => {
    await assert.rejects(startGate(['--store', noEval, '--replica', 'r67-named']), (err: Error) => {
      // On 09f10202: "the Redis store did not become ready in time (connecting)".
      assert.match(err.message, /did not become ready in time \(Redis refused this replica's scripts/);
      assert.ok(!err.message.includes(SECRET), 'the password in the start error');
      return true;
    });
  });

  test('fast-check: an unnamed replica puts the hold on within L/4 of a wipe, with no call', async () => {
    const g = await start(['--store', server!.url, '--lease-hold-ms', '0', '--lease-ms', '2000']);
    const wipe = fc.oneof(
      fc.constant({ kind: 'flushall' as const }),
      fc.constant({ kind: 'generation deleted' as const }),
      fc.string({ maxLength: 40 }).map((value) => ({ kind: 'generation replaced' as const, value })),
    );
    await fc.assert(
      fc.asyncProperty(wipe, async (w) => {
        // The replica has adopted the store's generation and is healthy before each wipe.
        await raw.del('gate:taint-hold');
        assert.ok(
          await until(async () => (await health(g)).store.ok && (await raw.exists('gate:generation')) === 1),
        );
        const current = await raw.get('gate:generation');
        if (w.kind === 'flushall') await raw.flushall();
        else if (w.kind === 'generation deleted') await raw.del('gate:generation');
        // The same value is no wipe (a drawn string never is a sealed generation's `e2:` form, but said).
        else if (w.value === current) return;
        else await raw.set('gate:generation', w.value);
        // On 09f10202: no hold until a call (an unnamed replica read nothing between calls).
        assert.ok(
          await until(async () => (await raw.exists('gate:taint-hold')) === 1, 15_000),
          `no hold within the watch after ${w.kind}`,
        );
      }),
      { numRuns: RUNS },
    );
  });
});
