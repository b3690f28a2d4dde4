// Round 57, second pass (docs/fleet.md, "Round 57, second pass (store2-r57)"): a policy reload between a
// decision's start and its store read. Store-r57 read the names beside ledger keys against the floor in
// force when Redis answered, while the decision was judged under the floor it started with: a SIGHUP in
// between read a name only the older floor has as none, and the fleet admitted what a single gateway
// under the decision's own floor holds. Two real `gate serve` replicas behind a proxy to a test-started
// redis-server, the official MCP client; the proxy holds one replica's ledger read (the hook that pauses
// it) while the test reloads, so fast-check picks the interleaving and the test forces it. Each decision
// is compared with a single gateway under the floor the decision's own journal row names.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { ADD, CALENDAR_POLICY, eventPage, verdict } from './helpers/calendar-names.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { redisFile } from './helpers/redis-file.js';
import { type RedisProxy, startRedisProxy } from './helpers/redis-proxy.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
/** Three floors: `lookup_guest_register` a tool by name (A), none (B), by an `allow_prefix` (C). */
const FLOORS = {
  A: { ...CALENDAR_POLICY, allow: [...CALENDAR_POLICY.allow, 'lookup_guest_register'] },
  B: CALENDAR_POLICY,
  C: { ...CALENDAR_POLICY, allow_prefix: ['lookup_'] },
} as const;
type Floor = keyof typeof FLOORS;
const NAMES = ['lookup_guest_register', 'add_event_participants'] as const;
/**
 * Where both replicas' reload lands: before the result is read; while the reader's note holds its
 * ledger read; between the note and the decision; while the decider's ledger read is held (the race);
 * after the decision.
 */
const POINTS = ['before-note', 'in-note', 'between', 'in-decision', 'after'] as const;
type Point = (typeof POINTS)[number];
const USER = 'Look at the Burns Night calendar event and tidy up the description.';

interface Replica {
  gate: GateProcess;
  mcp: GateMcp;
  file: string;
  journal: string;
}

const tmp = () => mkdtempSync(join(tmpdir(), 'gate-reload-r57b-'));

async function vars(gate: GateProcess): Promise<{ policy: { digest: string }; runtime: { pid: number } }> {
  return (await (await fetch(`${gate.url}/debug/vars`)).json()) as never;
}
const digestOf = async (gate: GateProcess) => (await vars(gate)).policy.digest;

/** Writes `floor` to the gate's file and reloads it by SIGHUP; resolves once its digest is in force. */
async function reload(gate: GateProcess, file: string, floor: Floor, digests: Map<Floor, string>) {
  writeFileSync(file, JSON.stringify(FLOORS[floor]));
  const want = digests.get(floor);
  if (want !== undefined && (await digestOf(gate)) === want) return;
  const was = await vars(gate);
  // To gate's own process (bin/gate's shell execs it; its pid is the one that reloads).
  process.kill(was.runtime.pid, 'SIGHUP');
  const done = () => `reloaded to ${floor}: ${gate.stderr().slice(-1000)}`;
  if (want !== undefined) assert.ok(await until(async () => (await digestOf(gate)) === want, 10_000), done());
  else {
    assert.ok(await until(async () => (await digestOf(gate)) !== was.policy.digest, 10_000), done());
    digests.set(floor, await digestOf(gate));
  }
}

/** The policy digest of the journal row of `tool` on `trace` (the floor its decision was judged under). */
function journaledFloor(journal: string, trace: string, tool: string): string | undefined {
  for (const line of readFileSync(journal, 'utf8').split('\n')) {
    if (!line.includes(trace)) continue;
    const row = JSON.parse(line) as { trace_id: string; tool: string; policy_digest?: string };
    if (row.trace_id === trace && row.tool === tool) return row.policy_digest;
  }
  return undefined;
}

describe('store2-r57: a policy reload between a decision and its store read', {
  skip: redisSkip,
  timeout: 600_000,
}, () => {
  const digests = new Map<Floor, string>();
  const replicas: Replica[] = [];
  let single: { gate: GateProcess; mcp: GateMcp; file: string } | undefined;
  let proxy: RedisProxy;
  /** The proxy's hook: the next chunk naming `key` is held until `release` (then it forwards all). */
  let hold: { key: string; held: () => void; release: Promise<void> } | undefined;
  /** Each floor's single-gateway verdict of the decision, beside each name. */
  const alone = new Map<string, string>();

  before(async () => {
    proxy = await startRedisProxy(Number(new URL(redis.server.url).port), (chunk) => {
      if (hold === undefined || !chunk.includes(hold.key)) return 'forward';
      const h = hold;
      hold = undefined;
      h.held();
      return { until: h.release };
    });
    const singleFile = join(tmp(), 'policy.json');
    writeFileSync(singleFile, JSON.stringify(FLOORS.B));
    const started = await Promise.all([
      startGate(['--policy', singleFile, '--trust-user-turn']),
      ...['a', 'b'].map(async (name) => {
        const dir = tmp();
        const file = join(dir, 'policy.json');
        const journal = join(dir, 'audit.jsonl');
        writeFileSync(file, JSON.stringify(FLOORS.B));
        const gate = await startGate(
          ['--policy', file, '--trust-user-turn', '--store', proxy.url, '--replica', name],
          { env: { GATE_AUDIT_JOURNAL: journal } },
        );
        return { gate, file, journal };
      }),
    ]);
    const [s, ...rs] = started as [GateProcess, ...{ gate: GateProcess; file: string; journal: string }[]];
    single = { gate: s, mcp: await connectMcp(s.url), file: singleFile };
    for (const r of rs) replicas.push({ ...r, mcp: await connectMcp(r.gate.url) });
    digests.set('B', await digestOf(s));
    // The single gateway's verdict under each floor, beside each name (fresh traces).
    for (const floor of ['A', 'B', 'C'] as Floor[]) {
      await reload(single.gate, single.file, floor, digests);
      for (const name of NAMES) {
        const trace = randomUUID();
        await readEvent(single.mcp, trace, name);
        alone.set(`${floor} ${name}`, (await verdict(single.mcp, trace, 'add_event_participants', ADD)).kind);
      }
    }
    // The case the race opened: held under A and C, admitted under B (lookup_guest_register is no tool there).
    assert.equal(alone.get('A lookup_guest_register'), 'REQUIRE_WITNESS');
    assert.equal(alone.get('C lookup_guest_register'), 'REQUIRE_WITNESS');
    assert.equal(alone.get('B lookup_guest_register'), 'ALLOW');
  });
  after(async () => {
    for (const c of [single?.mcp, ...replicas.map((r) => r.mcp)]) await c?.close().catch(() => undefined);
    await Promise.all([single?.gate, ...replicas.map((r) => r.gate)].map((g) => g?.stop()));
    proxy?.close();
  });

  const healthy = async () => {
    for (const r of replicas) {
      const res = await fetch(`${r.gate.url}/healthz`).catch(() => undefined);
      if (res?.status !== 200 || ((await res.json()) as { status: string }).status !== 'ok') return false;
    }
    return true;
  };

  async function readEvent(mcp: GateMcp, trace: string, name: string): Promise<void> {
    const search = await mcp.call('gate_adjudicate', {
      tool: 'search_calendar_events',
      trace_id: trace,
      args: '{"query":"Burns Night"}',
      user_turn: USER,
    });
    assert.equal((search.verdict as { kind: string }).kind, 'ALLOW');
    await mcp.call('gate_admit', {
      tool: 'search_calendar_events',
      trace_id: trace,
      result: eventPage(name),
    });
  }

  /**
   * Runs `step` with the next chunk naming the trace's ledger held at the proxy: once held, both
   * replicas reload to `to` (the held one first), then the chunk goes on. Returns how long it was held.
   */
  async function withReloadInRead(trace: string, first: Replica, to: Floor, step: () => Promise<unknown>) {
    let release!: () => void;
    let held!: () => void;
    const isHeld = new Promise<void>((r) => {
      held = r;
    });
    hold = {
      key: `gate:ledger:${trace}`,
      held,
      release: new Promise<void>((r) => {
        release = r;
      }),
    };
    const running = step();
    await isHeld;
    const since = Date.now();
    for (const r of [first, ...replicas.filter((x) => x !== first)])
      await reload(r.gate, r.file, to, digests);
    const heldMs = Date.now() - since;
    release();
    await running;
    return heldMs;
  }

  test('every decision is the single gateway’s under the floor it was judged under, whatever reload raced it', async (t) => {
    const [a, b] = replicas as [Replica, Replica];
    const seen: string[] = [];
    const floors = fc.constantFrom<Floor>('A', 'B', 'C');
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          from: floors,
          to: floors,
          point: fc.constantFrom<Point>(...POINTS),
          name: fc.constantFrom(...NAMES),
          readerB: fc.boolean(),
          deciderB: fc.boolean(),
        }),
        async ({ from, to, point, name, readerB, deciderB }) => {
          fc.pre(from !== to);
          // From a fleet that answers: a read held past the command timeout (a loaded host) fails closed
          // and the store recovers before the next run.
          assert.ok(await until(healthy, 30_000), 'both replicas healthy before the run');
          for (const r of replicas) await reload(r.gate, r.file, from, digests);
          const reader = readerB ? b : a;
          const decider = deciderB ? b : a;
          const trace = randomUUID();
          const reloadAll = async () => {
            for (const r of replicas) await reload(r.gate, r.file, to, digests);
          };
          let heldMs = 0;
          if (point === 'before-note') await reloadAll();
          if (point === 'in-note') {
            // The search first, then the admit whose note's ledger read is held.
            const search = await verdict(
              reader.mcp,
              trace,
              'search_calendar_events',
              '{"query":"Burns Night"}',
            );
            assert.equal(search.kind, 'ALLOW');
            heldMs = await withReloadInRead(trace, reader, to, () =>
              reader.mcp.call('gate_admit', {
                tool: 'search_calendar_events',
                trace_id: trace,
                result: eventPage(name),
              }),
            );
          } else await readEvent(reader.mcp, trace, name);
          if (point === 'between') await reloadAll();
          let decided: string;
          if (point === 'in-decision') {
            let v: { kind: string } | undefined;
            heldMs = await withReloadInRead(trace, decider, to, async () => {
              v = await verdict(decider.mcp, trace, 'add_event_participants', ADD);
            });
            decided = v!.kind;
          } else decided = (await verdict(decider.mcp, trace, 'add_event_participants', ADD)).kind;
          if (point === 'after') await reloadAll();
          // The floor the decision was judged under, as its own journal row names it.
          const judged = journaledFloor(decider.journal, trace, 'add_event_participants');
          const floor = [...digests].find(([, d]) => d === judged)?.[0];
          assert.ok(floor !== undefined, 'the decision names a floor the test loaded');
          // The interleaving was the one asked for: a reload after the decision began leaves it the older floor.
          assert.equal(
            floor,
            point === 'in-decision' || point === 'after' ? from : to,
            `${point}: judged under`,
          );
          const expected = alone.get(`${floor} ${name}`)!;
          seen.push(`${from}->${to} ${point} ${name}: ${decided} (alone ${expected}, held ${heldMs} ms)`);
          // Never an admit the single gateway under the decision's floor refuses.
          if (expected !== 'ALLOW')
            assert.notEqual(decided, 'ALLOW', `${from}->${to} ${point} ${name}: an admit ${floor} refuses`);
          // A read held past the store's command timeout (1 s) fails closed instead: only then may it differ.
          if (heldMs < 800)
            assert.equal(
              decided,
              expected,
              `${from}->${to} ${point} ${name}: as a single gateway under ${floor}`,
            );
        },
      ),
      {
        numRuns: 24,
        examples: [
          // The race the brief names: judged under A (or C), names read after a reload to B.
          [
            {
              from: 'A',
              to: 'B',
              point: 'in-decision',
              name: 'lookup_guest_register',
              readerB: false,
              deciderB: true,
            },
          ],
          [
            {
              from: 'C',
              to: 'B',
              point: 'in-decision',
              name: 'lookup_guest_register',
              readerB: true,
              deciderB: true,
            },
          ],
          // Its mirror: judged under B, read after a reload to A (held where B admits).
          [
            {
              from: 'B',
              to: 'A',
              point: 'in-decision',
              name: 'lookup_guest_register',
              readerB: false,
              deciderB: false,
            },
          ],
          // The note's own read raced: its names kept with the floor the admit was judged under.
          [
            {
              from: 'C',
              to: 'A',
              point: 'in-note',
              name: 'lookup_guest_register',
              readerB: true,
              deciderB: false,
            },
          ],
        ],
      },
    );
    for (const r of replicas)
      assert.ok(!`${r.gate.stdout()}${r.gate.stderr()}`.includes('doorlist'), 'no value logged');
    for (const line of seen) t.diagnostic(line);
    // The race itself ran, held inside the store's command timeout.
    assert.ok(
      seen.some((x) => x.startsWith('A->B in-decision lookup_guest_register: REQUIRE_WITNESS')),
      seen.join('\n'),
    );
  });

  test("a ledger of another type is replaced by the note, and counted in gate_store_repairs_total{key='ledger'}", async () => {
    const [a] = replicas as [Replica];
    const count = async () => {
      const text = await (await fetch(`${a.gate.url}/metrics`)).text();
      return Number(/gate_store_repairs_total\{key="ledger"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await count();
    const trace = randomUUID();
    await redis.raw.sadd(`gate:ledger:${trace}`, 'x');
    await readEvent(a.mcp, trace, 'add_event_participants');
    assert.equal(await redis.raw.type(`gate:ledger:${trace}`), 'hash', 'replaced by a ledger');
    assert.equal(await count(), before + 1, 'counted once');
    const health = (await (await fetch(`${a.gate.url}/healthz`)).json()) as {
      store?: { repaired?: string[] };
    };
    assert.ok(health.store?.repaired?.includes('ledger'), JSON.stringify(health.store));
    // The trace holds every value the user did not give (the ledger starts full).
    assert.notEqual((await verdict(a.mcp, trace, 'add_event_participants', ADD)).kind, 'ALLOW');
  });
});
