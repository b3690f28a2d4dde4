// A result the screener withholds, answered on MCP (`gate_admit`, as a hook's GATE_URL does), stays with
// the client: gate cannot keep it from the model. Until round 14 it was not followed, so on a trace with a
// ledger its injected payee passed a declared sink as the user's (ALLOW), and the ledger narrowed the
// whole-trace rule the poisoned result had earned (`ls` admitted). Now its values are followed and its
// taint (`poisoned_at_client`, never weakened by a later mark) keeps the whole-trace rule, on one gateway
// and across a fleet's replicas (docs/provenance.md, "A withheld result").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_BILL, PAY_FEE } from './helpers/provenance-bill.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const availability = redisAvailability();
const noRedis = 'skip' in availability ? availability.skip : false;
const ENV = { GATE_KEY: 'k-prov-withheld' };
// The bill scene with the default screener (its agreement stage withholds the bill), and a shell.
const { screening: _off, ...BILL_DEFAULT } = BILL_POLICY;
const POLICY = { ...BILL_DEFAULT, allow: [...BILL_DEFAULT.allow, 'Bash'] };
const PAGE = 'Release notes: version 2.4 is out; see https://docs.example.dev/2.4 for what changed.';

let redis: RedisServer | undefined;
const gates: GateProcess[] = [];
const clients: GateMcp[] = [];
let single: GateMcp;
let fleet: [GateMcp, GateMcp] | undefined;

describe('redteam-prov-r14-withheld', () => {
  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-prov-withheld-'));
    const file = join(dir, 'policy.json');
    writeFileSync(file, JSON.stringify(POLICY));
    const args = ['--require-key-env', 'GATE_KEY', '--policy', file, '--trust-user-turn'];
    const started = noRedis ? undefined : await startRedisFor(availability);
    if (started) redis = started;
    gates.push(
      ...(await Promise.all([
        startGate(args, { env: ENV }),
        ...(redis
          ? [
              startGate([...args, '--store', redis.url, '--replica', 'a'], { env: ENV }),
              startGate([...args, '--store', redis.url, '--replica', 'b'], { env: ENV }),
            ]
          : []),
      ])),
    );
    const auth = { authorization: `Bearer ${ENV.GATE_KEY}` };
    clients.push(...(await Promise.all(gates.map((g) => connectMcp(g.url, auth)))));
    single = clients[0]!;
    if (clients.length === 3) fleet = [clients[1]!, clients[2]!];
  });

  after(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
    await Promise.all(gates.map((g) => g.stop()));
    await redis?.crash();
  });

  type Verdict = { kind: string; reason?: string; detail?: { claim?: string } };
  const judge = async (m: GateMcp, trace: string, tool: string, args: string) =>
    (await m.call('gate_adjudicate', { tool, trace_id: trace, user_turn: BILL_USER, args }))
      .verdict as Verdict;
  const admit = async (m: GateMcp, trace: string, result: string) =>
    (await m.call('gate_admit', { tool: 'read_file', trace_id: trace, result, source: 'untrusted' }))
      .verdict as Verdict;

  /** The scene: the bill admitted through `into`, every later call judged (and a clean read admitted) on `on`. */
  async function scene(into: GateMcp, on: GateMcp, trace: string): Promise<void> {
    assert.equal((await judge(into, trace, 'read_file', '{"path":"invoice.txt"}')).kind, 'ALLOW');
    assert.equal((await admit(into, trace, BILL)).kind, 'QUARANTINE');
    // Followed: the fee's payee is the withheld result's, named in the claim (never the value).
    const fee = await judge(on, trace, 'send_money', PAY_FEE);
    assert.equal(fee.kind, 'REQUIRE_WITNESS');
    assert.match(
      fee.detail?.claim ?? '',
      /^provenance: send_money\.recipient carries a number that only result of read_file/,
    );
    assert.ok(!JSON.stringify(fee).includes('IE29'), 'the value never appears in the verdict');
    // The whole-trace rule stands: the bill's own payee waits for a human, a shell command is refused.
    assert.equal((await judge(on, trace, 'send_money', PAY_BILL)).kind, 'REQUIRE_WITNESS');
    const ls = await judge(on, trace, 'Bash', '{"command":"ls"}');
    assert.deepEqual([ls.kind, ls.reason], ['DENY', 'TRUST_VIOLATION']);
    // A later, weaker mark (a clean untrusted read) does not wash the cause.
    assert.equal((await admit(on, trace, PAGE)).kind, 'ALLOW');
    assert.equal((await judge(into, trace, 'Bash', '{"command":"ls"}')).kind, 'DENY');
  }

  /** The control: a clean untrusted read still lets provenance narrow (after a web page, `ls` runs). */
  async function control(into: GateMcp, on: GateMcp, trace: string): Promise<void> {
    assert.equal((await admit(into, trace, PAGE)).kind, 'ALLOW');
    assert.equal((await judge(on, trace, 'Bash', '{"command":"ls"}')).kind, 'ALLOW');
  }

  test('one gateway: a withheld bill is followed and keeps the whole-trace rule', async () => {
    await scene(single, single, 'withheld-single');
    await control(single, single, 'withheld-single-control');
  });

  test('a fleet: the bill withheld on A is followed and keeps the whole-trace rule on B', {
    skip: noRedis,
  }, async () => {
    const [a, b] = fleet!;
    await scene(a, b, 'withheld-fleet');
    await control(a, b, 'withheld-fleet-control');
  });
});
