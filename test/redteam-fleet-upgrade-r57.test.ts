// Round 57 (docs/fleet.md "Round 57 (store-r57)", "What a rolling upgrade guarantees"): a fleet
// mid-upgrade, one replica of the older build (GATE_OLDER_BUILD, a checkout of 0ecf8e2d built with `npm run build`; /tmp/base-r57 by
// default) and one of this build, on one test-started redis-server, the official MCP client. What a
// rolling upgrade guarantees: every answer is the single gateway's or a fail-closed hold (never an admit
// a single gateway refuses); the older replica holds more only for keys this build wrote (their names are
// fingerprints, which it reads as a name it cannot read: held); once the older replica is gone, every
// trace noted during the upgrade, by either build, is decided as a single gateway decides it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { ADD, CALENDAR_POLICY, readEvent, verdict } from './helpers/calendar-names.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { redisFile } from './helpers/redis-file.js';
import { policyFile, redisSkip } from './helpers/replica-pair.js';

const OLDER = process.env.GATE_OLDER_BUILD ?? '/tmp/base-r57';
const OLDER_BIN = join(OLDER, 'bin', 'gate');
const olderSkip = existsSync(join(OLDER, 'dist', 'bundle'))
  ? false
  : `no older build at ${OLDER} (set GATE_OLDER_BUILD to a checkout of 0ecf8e2d built with npm run build)`;
const redis = redisFile();
const NAMES = ['add_event_participants', 'ADD_EVENT_PARTICIPANTS', 'lookup_guest_register', 'sendMoney'];
const ownTool = (name: string) => name.toLowerCase() === 'add_event_participants';

describe('store-r57: a rolling upgrade, an older replica beside this build', {
  skip: redisSkip || olderSkip,
  timeout: 180_000,
}, () => {
  const args = ['--policy', policyFile(CALENDAR_POLICY), '--trust-user-turn'];
  const gates: GateProcess[] = [];
  const open: GateMcp[] = [];
  let single: GateMcp;
  let newer: GateMcp;
  let older: GateMcp;
  let olderGate: GateProcess;
  const connect = async (g: GateProcess) => {
    gates.push(g);
    const c = await connectMcp(g.url);
    open.push(c);
    return c;
  };
  before(async () => {
    const store = ['--store', redis.server.url];
    const [s, n, o] = await Promise.all([
      startGate(args),
      startGate([...args, ...store, '--replica', 'n']),
      startGate([...args, ...store, '--replica', 'o'], { bin: OLDER_BIN }),
    ]);
    olderGate = o;
    single = await connect(s);
    newer = await connect(n);
    older = await connect(o);
  });
  after(async () => {
    for (const c of open) await c.close().catch(() => undefined);
    await Promise.all(gates.map((g) => g.stop()));
  });

  /** Traces noted during the upgrade: the name beside the address, and what a single gateway answered. */
  const noted: { trace: string; name: string; one: string }[] = [];

  test('mixed: each answer is the single gateway’s, or the older replica holds a key this build named', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NAMES), fc.boolean(), async (name, newerReads) => {
        const alone = randomUUID();
        const trace = randomUUID();
        await readEvent(single, alone, name);
        await readEvent(newerReads ? newer : older, trace, name);
        const one = (await verdict(single, alone, 'add_event_participants', ADD)).kind;
        assert.equal(one, ownTool(name) ? 'REQUIRE_WITNESS' : 'ALLOW', name);
        const byNewer = await verdict(newer, trace, 'add_event_participants', ADD);
        const byOlder = await verdict(older, trace, 'add_event_participants', ADD);
        // This build reads both builds' keys as a single gateway does.
        assert.equal(byNewer.kind, one, `${name}: this build, ${newerReads ? 'its' : 'the older'} note`);
        if (ownTool(name))
          assert.match(JSON.stringify(byNewer), /as an argument of the tool add_event_participants/);
        // The older build: its own note as a single gateway; this build's fingerprints held (fail closed).
        if (newerReads) {
          assert.equal(
            byOlder.kind,
            'REQUIRE_WITNESS',
            `${name}: the older replica holds what it cannot read`,
          );
          assert.match(
            JSON.stringify(byOlder),
            /a tool name this gateway cannot read|add_event_participants/,
          );
        } else assert.equal(byOlder.kind, one, `${name}: the older replica, its own note`);
        for (const v of [byNewer, byOlder])
          assert.ok(!JSON.stringify(v).includes('doorlist'), 'no value said');
        // This build's note keeps no word in Redis: its names are fingerprints.
        const fields = await redis.raw.hgetall(`gate:ledger:${trace}`);
        const names = Object.entries(fields).filter(([f]) => f.startsWith('n:'));
        assert.ok(names.length > 0, 'the keys were kept beside a name');
        for (const [, v] of names)
          if (newerReads) {
            assert.match(v, /^2 - [0-9]+( [0-9a-z]{10})+$/, 'fingerprints, not the words');
            assert.ok(!v.includes(name.toLowerCase()), 'the name is not in Redis');
          } else assert.ok(v.startsWith('1 '), 'the older build keeps the words');
        noted.push({ trace, name, one });
      }),
      { numRuns: 10 },
    );
  });

  test('upgraded: the older replica replaced by this build, every trace noted meanwhile is decided as alone', async () => {
    assert.ok(noted.length > 0, 'the mixed case ran first');
    await older.close();
    await olderGate.stop();
    const upgraded = await connect(await startGate([...args, '--store', redis.server.url, '--replica', 'o']));
    for (const { trace, name, one } of noted) {
      for (const [who, c] of [
        ['the upgraded replica', upgraded],
        ['the newer replica', newer],
      ] as const)
        assert.equal((await verdict(c, trace, 'add_event_participants', ADD)).kind, one, `${name}: ${who}`);
    }
  });
});
