// Round 56, second pass (docs/fleet.md, "Round 56, second pass (store2-r56)"): the provenance ledger's
// tool-name reading (round 55, src/kernel/provenance/tool-names.ts) in a fleet's shared ledger. A result
// that writes a value as an argument of one of the trace's own tools (`send_money DE89...`) orders it; the
// shared snapshot did not carry that reading, so a replica reading the trace from Redis admitted the send
// a single gateway holds. Two real `gate serve` replicas on one redis-server, the official MCP client.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it, test } from 'node:test';
import fc from 'fast-check';
import {
  ORDER_NONE,
  ORDER_PLAIN,
  ORDER_PRESSED,
  ORDER_REPLACED,
  type OrderLevel,
  orderRank,
} from '../src/kernel/provenance/instruction.js';
import { type LedgerSnapshot, TraceProvenance, UNREAD_NAMES } from '../src/kernel/provenance/ledger.js';
import { nameBookOf, namesField } from '../src/store/ledger-names.js';
import { decodeLedger as decodeWith, type LedgerDelta } from '../src/store/ledger-redis.js';
import { ADD, ADDRESS, CALENDAR_POLICY as POLICY, readEvent, verdict } from './helpers/calendar-names.js';
import { LEDGER_TEST_BOUNDS } from './helpers/ledger-bounds.js';
import type { GateMcp } from './helpers/mcp-client.js';
import { redisFile } from './helpers/redis-file.js';
import { mcpFleetAndSingle, policyFile, redisSkip } from './helpers/replica-pair.js';

const redis = redisFile();
const BOUNDS = LEDGER_TEST_BOUNDS;
const FP = 104939543049493;
const KEY = `email:${ADDRESS}`;
const LEVELS: OrderLevel[] = [ORDER_NONE, ORDER_PLAIN, ORDER_PRESSED, ORDER_REPLACED];
/** The replicas' floor's names (round 57 keeps fingerprints, read back against the floor). */
const FLOOR = { allow: ['add_event_participants', 'lookup_guest_register', 'send_money'], allowPrefix: [] };
const BOOK = nameBookOf(FLOOR);
const decodeLedger = (raw: Record<string, string>) => decodeWith(raw, BOOK);
/** What a replica of dbc05171 reads: the same fields, but no `n:` (its decodeLedger knows none). */
const olderRead = (raw: Record<string, string>): LedgerSnapshot | undefined =>
  decodeLedger(Object.fromEntries(Object.entries(raw).filter(([f]) => !f.startsWith('n:'))));
/**
 * An older replica's note of a pressed order on a key (its WRITE_LEDGER_LUA's `i:`/`r:` lines for
 * ins '2'), the write of its that a key kept beside names must not lose.
 */
const OLDER_PRESS = `
local cur = redis.call('HGET', KEYS[1], 'i:' .. ARGV[1]) or '0'
if '2' > cur then redis.call('HSET', KEYS[1], 'i:' .. ARGV[1], '2') end
redis.call('HDEL', KEYS[1], 'r:' .. ARGV[1])
`;

/** How a ledger of one key judges it once the trace's tools are known. */
function originOf(snap: LedgerSnapshot | undefined, tools: readonly string[]) {
  const l = TraceProvenance.from(snap!);
  l.toolNamesAre((n) => tools.includes(n));
  return l.resultOrigin([KEY]);
}

describe('store2-r56: names in the shared ledger, across versions', { skip: redisSkip }, () => {
  test('every note order: newer replicas read the level and the first names; older ones read pressed', async () => {
    const prefix = `tn:${randomUUID()}:`;
    const store = await redis.open(redis.server.url, { keyPrefix: prefix });
    let n = 0;
    const note = fc.record({
      level: fc.constantFrom(...LEVELS),
      names: fc.option(fc.constantFrom(['add_event_participants'], ['lookup_guest_register', 'send_money']), {
        nil: undefined,
      }),
      older: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(note, { minLength: 1, maxLength: 5 }), async (notes) => {
        const trace = `t${n++}`;
        const k = `${prefix}ledger:${trace}`;
        let pressedByOlder = false;
        for (const { level, names, older } of notes) {
          if (older && level === ORDER_PRESSED) {
            // An older replica notes the key pressed (its note carries no names).
            if ((await redis.raw.hexists(k, `u:${FP.toString(36)}`)) === 1) {
              await redis.raw.eval(OLDER_PRESS, 1, k, FP.toString(36));
              pressedByOlder = true;
              continue;
            }
          }
          const delta: LedgerDelta = {
            trusted: [],
            untrusted: [[FP, 'result of search_calendar_events', level]],
            ...(names && { beside: [[FP, names]] }),
            carries: [],
            consumed: [],
            full: false,
          };
          await store.writeLedger(trace, delta, BOUNDS, '10.0.0.1', FLOOR);
        }
        const written = notes.filter((x) => !(x.older && x.level === ORDER_PRESSED) || x === notes[0]);
        const top = written.reduce(
          (a, x) => (orderRank(x.level) > orderRank(a) ? x.level : a),
          ORDER_NONE as OrderLevel,
        );
        const first = written.find((x) => x.names !== undefined)?.names;
        const raw = await redis.raw.hgetall(k);
        const newer = decodeLedger(raw)!;
        const level = pressedByOlder ? ORDER_PRESSED : top;
        assert.deepEqual(newer.untrusted, [[FP, 'result of search_calendar_events', level]]);
        assert.deepEqual(newer.beside, first && [[FP, first]]);
        const older = olderRead(raw)!;
        // Names kept: an older replica cannot ask the trace's tools, so it reads the key pressed.
        assert.equal(older.untrusted[0]![2], first !== undefined ? ORDER_PRESSED : level);
        // Judged with the trace's tools, as a single gateway judges the same notes.
        const own = originOf(newer, ['add_event_participants']);
        const other = originOf(newer, ['read_file']);
        assert.equal(
          own.kind === 'untrusted' && own.pressed,
          first?.[0] === 'add_event_participants' || level === ORDER_PRESSED || level === ORDER_REPLACED,
        );
        assert.equal(
          other.kind === 'untrusted' && other.pressed,
          level === ORDER_PRESSED || level === ORDER_REPLACED,
        );
      }),
      { numRuns: 60 },
    );
  });

  test('a names field this replica cannot read is read as the trace’s tool: held', async () => {
    const prefix = `tu:${randomUUID()}:`;
    const store = await redis.open(redis.server.url, { keyPrefix: prefix });
    const f = FP.toString(36);
    const plants: Record<string, string>[] = [
      { [`n:${f}`]: '3 add_event_participants' }, // a later format
      { [`n:${f}`]: '2 - 1 *' }, // fingerprints of a name too long to keep
      { [`n:${f}`]: '2 4 1 abcdefghij' }, // a fingerprint without the prefix length it names
      { [`n:${f}`]: '1 ' }, // no names
      { [`n:${f}`]: '1 Send Money' }, // not a reading's names
      { [`n:${f}`]: '1 *' }, // a name too long to keep
      { [`n:${f}`]: '1 lookup_guest_register', [`r:${f}`]: 'nz' }, // a level mark this replica cannot read
    ];
    for (const [i, plant] of plants.entries()) {
      await redis.raw.hset(`${prefix}ledger:p${i}`, {
        [`u:${f}`]: 'result of x',
        [`i:${f}`]: '2',
        [`r:${f}`]: 'n0',
        ...plant,
      });
      const snap = await store.readLedgerKeys(`p${i}`, [FP], [], FLOOR);
      const origin = originOf(snap, ['read_file']);
      assert.ok(origin.kind === 'untrusted' && origin.pressed, JSON.stringify(plant));
      assert.equal(store.health().ok, true);
    }
    assert.equal(
      decodeLedger({ [`u:${f}`]: 'result of x', [`n:${f}`]: '3 a' })!.beside![0]![1][0],
      UNREAD_NAMES,
    );
  });

  test('the names field stays bounded and never narrows the names', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z][a-z0-9_-]{0,300}$/), { maxLength: 12 }), (names) => {
        // Every name a tool of the floor, so each read back is that name, or unread (held): none is lost.
        const book = nameBookOf({ allow: names, allowPrefix: [] });
        const v = namesField(names, book);
        assert.ok(v.length <= 6 + 8 * 11, `${v.length}`);
        if (names.length === 0) return assert.equal(v, '');
        const back = decodeWith({ 'u:1': 'x', 'n:1': v }, book)!.beside![0]![1];
        if (back.length === 1 && back[0] === UNREAD_NAMES && names.length > 1) return;
        assert.equal(back.length, names.length);
        for (const [i, b] of back.entries()) assert.ok(b === names[i] || b === UNREAD_NAMES);
      }),
      { numRuns: 300 },
    );
  });
});

describe('store2-r56: the tool-name reading in a fleet', { skip: redisSkip, timeout: 120_000 }, () => {
  const { clients, alone } = mcpFleetAndSingle(['--policy', policyFile(POLICY), '--trust-user-turn'], {
    redis: () => redis.server,
  });

  it('each replica decides as a single gateway: held beside the trace’s tool, admitted beside another name', async () => {
    const [a, b] = clients as [GateMcp, GateMcp];
    // On dbc05171 both replicas admitted the first (the shared ledger kept no names).
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'add_event_participants',
          'ADD_EVENT_PARTICIPANTS',
          'lookup_guest_register',
          'sendMoney',
        ),
        fc.boolean(),
        async (name, bFirst) => {
          const [reader, decider] = bFirst ? [b, a] : [a, b];
          const t1 = randomUUID();
          const t2 = randomUUID();
          await readEvent(alone.mcp!, t1, name);
          await readEvent(reader, t2, name);
          const one = await verdict(alone.mcp!, t1, 'add_event_participants', ADD);
          const fleet = await verdict(decider, t2, 'add_event_participants', ADD);
          const same = await verdict(reader, t2, 'add_event_participants', ADD);
          const held = name.toLowerCase() === 'add_event_participants';
          assert.equal(one.kind, held ? 'REQUIRE_WITNESS' : 'ALLOW', name);
          assert.equal(fleet.kind, one.kind, `${name}: the other replica`);
          assert.equal(same.kind, one.kind, `${name}: the replica that read it`);
          if (held) assert.match(JSON.stringify(fleet), /as an argument of the tool add_event_participants/);
          assert.ok(!JSON.stringify(fleet).includes('doorlist'), 'the claim never holds the value');
        },
      ),
      { numRuns: 8 },
    );
  });
});
