// Red team, round 16: the revoked-witness set grew by count. Each entry was bounded (round 15), but any
// holder of the gateway key could revoke witnesses without end (memory, or the fleet's Redis set); and
// the Redis replica's local memory forgot its oldest revocation past 100 000. The set is now bounded by
// --max-revoked: a revoke of a new witness past it is refused (507, REVOCATIONS_FULL, in the route's
// shape; an MCP error), nothing earlier is forgotten, and re-revoking a recorded witness still answers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const BOUND = 3;
const token = (i: number) => `gw_${i.toString(16).padStart(32, '0')}`;

const revoke = async (url: string, witness: string) => {
  const res = await fetch(`${url}/v1/gate/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ witness }),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
};

/** A witnessed call's confirm token, and what the gateway says when the call presents it. */
const RM = { tool: 'Bash', args: '{"command":"rm -rf build"}' };
async function heldToken(url: string): Promise<string> {
  const mcp = await connectMcp(url);
  try {
    const doc = (await mcp.call('gate_adjudicate', RM)) as { verdict: { detail: { confirm_token: string } } };
    return doc.verdict.detail.confirm_token;
  } finally {
    await mcp.close();
  }
}
async function presented(
  url: string,
  witness: string,
): Promise<{ kind: string; detail?: { witness?: string } }> {
  const mcp = await connectMcp(url);
  try {
    return ((await mcp.call('gate_adjudicate', { ...RM, witness })) as { verdict: { kind: string } }).verdict;
  } finally {
    await mcp.close();
  }
}

/** Fills the set to its bound with the real token first, then checks the refusal and what stands. */
async function fillAndRefuse(first: string, second: string): Promise<void> {
  const real = await heldToken(first);
  assert.equal((await revoke(first, real)).status, 200);
  for (let i = 1; i < BOUND; i++) assert.equal((await revoke(i % 2 ? second : first, token(i))).status, 200);
  for (const url of [first, second]) {
    const refused = await revoke(url, token(99));
    assert.equal(refused.status, 507);
    assert.equal(refused.body.error?.code, 'revocations_full');
    assert.match(refused.body.error!.message, /not recorded \(every earlier revocation stands\)/);
    const mcp = await connectMcp(url);
    await assert.rejects(
      mcp.call('gate_revoke', { witness: token(98) }),
      /revoked-witness set holds its bound/,
    );
    // Re-revoking a witness already recorded is not a new entry: it still answers.
    assert.equal(
      ((await mcp.call('gate_revoke', { witness: token(1) })) as { witness: string }).witness,
      token(1),
    );
    await mcp.close();
    const denied = await presented(url, real);
    assert.equal(denied.kind, 'DENY', 'the first revocation stands');
    assert.equal(denied.detail?.witness, 'revoked');
  }
}

describe('redteam r16: the revoked-witness set is bounded (memory store)', () => {
  let gate: GateProcess;
  before(async () => {
    gate = await startGate(['--max-revoked', String(BOUND)]);
  });
  after(async () => {
    await gate?.stop();
  });
  test('a revoke past --max-revoked is refused in the wire shape; earlier ones stand', async () => {
    await fillAndRefuse(gate.url, gate.url);
  });
});

const availability = redisAvailability();
const skip = 'skip' in availability ? availability.skip : false;

describe('redteam r16: the revoked-witness set is bounded (two replicas, one Redis)', { skip }, () => {
  let redis: RedisServer;
  let a: GateProcess;
  let b: GateProcess;
  before(async () => {
    if (skip) return;
    if (!('bin' in availability)) throw new Error('fail' in availability ? availability.fail : 'no redis');
    redis = await RedisServer.start(availability.bin);
    a = await startGate(['--store', redis.url, '--max-revoked', String(BOUND)]);
    b = await startGate(['--store', redis.url, '--max-revoked', String(BOUND)]);
  });
  after(async () => {
    if (skip) return;
    await a?.stop();
    await b?.stop();
    await redis?.crash();
  });
  test('the fleet set holds the bound across replicas; neither forgets an earlier revocation', async () => {
    await fillAndRefuse(a.url, b.url);
  });
});
