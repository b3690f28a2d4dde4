// Red team, round 41: a reply that never comes. A proxy between gate and Redis lost one reply (or, as
// provenance-redis-faults' garbage mode does under load, answered one chunk of several commands once).
// ioredis keeps a timed-out command queued and gives it the next reply that arrives, so every later
// command read another's reply: on ffafbf2e the store stayed degraded for good (every probe out of step)
// and every sink on every trace was held until a restart. Now a timeout drops the connection and recovery
// runs on a fresh one: gate is healthy again within seconds, and decides as before.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type BillBehindProxy, startBillBehindProxy } from './helpers/bill-behind-proxy.js';
import { BILL, PAY_BILL, PAY_FEE } from './helpers/provenance-bill.js';
import type { ProxyAction } from './helpers/redis-proxy.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const availability = redisAvailability();
const skip = 'skip' in availability ? availability.skip : false;

/** Chunks whose reply the proxy drops, counted down. */
let dropping = 0;
let redis: RedisServer | undefined;
let b: BillBehindProxy | undefined;

function decide(_chunk: Buffer): ProxyAction {
  if (dropping === 0) return 'forward';
  dropping--;
  return 'drop-reply';
}

async function healthy(within: number): Promise<boolean> {
  const until = Date.now() + within;
  while (Date.now() < until) {
    if ((await b?.storeOk()) === true) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('round 41: a Redis reply that never comes', { skip }, () => {
  before(async () => {
    redis = await startRedisFor(availability);
    if (!redis) return;
    b = await startBillBehindProxy(redis, decide);
  });
  after(async () => {
    await b?.stop();
    await redis?.crash();
  });

  const judge = (traceId: string, args: string) => (b as BillBehindProxy).judge(traceId, args);

  for (const lost of [1, 3]) {
    test(`${lost} lost repl${lost === 1 ? 'y' : 'ies'}: held meanwhile, healthy again, then deciding as before`, async () => {
      const trace = `step-${lost}`;
      await (b as BillBehindProxy).mcp.call('gate_admit', {
        tool: 'read_file',
        trace_id: trace,
        result: BILL,
      });
      assert.equal(await judge(trace, PAY_BILL), 'ALLOW');
      dropping = lost;
      // While the replies are out of step nothing is admitted that was held.
      for (let i = 0; i < 3; i++) assert.notEqual(await judge(trace, PAY_FEE), 'ALLOW');
      assert.ok(await healthy(15_000), 'the store is healthy again');
      const next = `${trace}-after`;
      await (b as BillBehindProxy).mcp.call('gate_admit', {
        tool: 'read_file',
        trace_id: next,
        result: BILL,
      });
      assert.equal(await judge(next, PAY_FEE), 'REQUIRE_WITNESS');
      assert.equal(await judge(next, PAY_BILL), 'ALLOW');
      assert.equal((b as BillBehindProxy).gate.child.exitCode, null, 'gate lives');
    });
  }
});
