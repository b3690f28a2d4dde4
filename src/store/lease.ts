// The lease (docs/fleet.md, "Round 48"): a replica that lost a write holds the fleet, not a hole. Each
// replica with a name renews its member of `<prefix>replicas` while healthy with nothing unwritten, its
// score a deadline on Redis's clock; every taint, ledger and record read counts the members whose
// deadline passed less than R ago, and while any has, answers held / unreadable. A replica that loses a
// write stops renewing at once and answers the call that depends on it only after its last deadline sent
// plus a margin, so by then every other replica reads its lease lapsed. Scripts only: no I/O here.
import { SHARED_KEYS_LUA } from './resume-redis.js';
import { SHARED_DRAIN } from './shared-keys.js';

/** L, R and the margin an operator would pick (docs/fleet.md, "Round 48": why these). */
export const LEASE_DEFAULTS = {
  /**
   * L: a lost write's call waits at most this (plus the margin); renewed every L/4. Long enough that a
   * busy event loop (a start's compile, a GC pause: seconds on a loaded host) does not lapse a live lease.
   */
  leaseMs: 10_000,
  /**
   * R: how long a lapsed lease holds the fleet (a crash, a partition); 0 turns the lease off (reads as
   * round 47). On by default since round 49, once its recovery race was closed and its cost in the fault
   * tests measured (docs/fleet.md, "Round 49").
   */
  leaseHoldMs: 60_000,
  /**
   * Past the moment the replica's clock bounds Redis's clock past its deadline (the measured round trip,
   * round 58, third pass): covers the two clocks' drift between readings (one renewal apart).
   */
  leaseMarginMs: 250,
} as const;

/**
 * A cache floor further ahead of Redis's clock than this is a fault, not a floor (round 57): gate moves it
 * only to Redis's own `TIME`, so only a clock stepped back or a stranger's write puts it there, and
 * honoured it would turn the fleet's cache off until the clock passed it. Read as "serve nothing" and
 * repaired by the next flush (which every replica runs on seeing it); a floor ahead by less is honoured.
 */
export const CFLOOR_AHEAD_MS = 5000;

/** At most this many lapsed replicas are named in health (the count is exact). */
export const LAPSED_LISTED = 16;

/**
 * `lease_lapsed(key, hold)`: members whose deadline passed less than `hold` ms ago, on Redis's clock
 * (`TIME`, so no replica's clock moves it). One `ZCOUNT` over a set of one member a replica; a key of
 * another type reads as one lapsed (every trace held), said by the renewal (LEASE_RENEW_LUA).
 */
export const LEASE_LAPSED_FN = `
local function lease_now()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function lease_lapsed(key, hold)
  if hold <= 0 then return 0 end
  local now = lease_now()
  local n = redis.pcall('ZCOUNT', key, '(' .. (now - hold), '(' .. now)
  -- A set of another type (a stranger's) cannot say who lapsed: held, never Redis's error (fleet2-r61).
  if type(n) ~= 'number' then return 1 end
  return n
end
`;

/**
 * The cache floor (round 56): an entry filled at or before this time (Redis's clock, in microseconds, so
 * a fill just after a move is not refused with the ones before it) is never served. `floor_read(key)` is
 * the floor (0 when unset), or false when it is not an integer string (a stranger's value or type):
 * every entry is then a miss until a renewal or a flush puts an integer back; `false, true` when it is
 * more than CFLOOR_AHEAD_MS ahead of Redis's clock (round 57: a fault, a stranger's value or a clock
 * stepped back, which only a whole flush repairs). `floor_move(key, flush)` raises it to now (never
 * lowers it; a floor too far ahead is lowered only by a flush, which drops every entry it could have
 * hidden). `floor_now()` is a fill's time. `cache_lapsed(replicas, now)`: whether a
 * lease lapsed and its lapse has not ended (renewed, trimmed, released): that replica may have made
 * writes it could not invalidate, so the fleet serves nothing from the cache meanwhile.
 */
export const CACHE_FLOOR_FN = `
local function floor_now()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000000 + tonumber(t[2])
end
local function floor_read(key)
  local v = redis.pcall('GET', key)
  if type(v) == 'table' then return false end
  if not v then return 0 end
  if not string.match(v, '^%d+$') or #v > 16 then return false end
  local f = tonumber(v)
  if f > floor_now() + ${CFLOOR_AHEAD_MS * 1000} then return false, true end
  return f
end
local function floor_move(key, flush)
  local now = floor_now()
  local held, ahead = floor_read(key)
  if ahead and not flush then return end
  if held and held > now then return end
  redis.call('SET', key, string.format('%d', now))
end
local function cache_lapsed(replicas, now)
  return redis.call('ZCOUNT', replicas, '-inf', '(' .. now) > 0
end
`;

/** KEYS: the replicas set. ARGV: R ms. The number of lapsed leases holding the fleet. */
export const LAPSED_LUA = `${LEASE_LAPSED_FN}
return lease_lapsed(KEYS[1], tonumber(ARGV[1]))
`;

/**
 * KEYS: a trace's taint mark, the taint hold, the generation, the resume notes, the replicas set.
 * ARGV: the trace's resume digest, R ms, the prefix. `{mark, held (0 or more), generation, resume score,
 * repaired}`: the decision's read in one script (round 47 measured it against the MGET and ZSCORE it
 * replaces). The resume notes go through the shared keys' check (SHARED_KEYS_LUA; round 60, second pass:
 * one of another type failed every read, every trace's call refused until a taint write repaired it);
 * repaired is 1 when it replaced them (counted as the `shared` repair). With the lease off (R 0) the
 * store reads with MGET and ZSCORE and runs this only when ZSCORE met a key of another type (round 60,
 * third pass).
 */
export const TAINT_READ_LUA = `${LEASE_LAPSED_FN}${SHARED_KEYS_LUA}
local held = redis.call('EXISTS', KEYS[2]) + lease_lapsed(KEYS[5], tonumber(ARGV[2]))
gate_key(ARGV[3], 'was')
return { redis.call('GET', KEYS[1]) or false, held, redis.call('GET', KEYS[3]) or false, redis.call('ZSCORE', KEYS[4], ARGV[1]) or false, gate_repaired and 1 or 0 }
`;

/**
 * KEYS: the replicas set, the lease owners (name to the token of the process that renewed it last), the
 * cache floor. ARGV: this replica's name, its new deadline (Redis's clock, ms), R ms, this process's token.
 * Trims members lapsed R ago or more (and the owners of the first of them), raises this replica's deadline
 * (never lowers it: a late renewal cannot shorten what an earlier one promised), and answers `{lapsed
 * names, the previous owner's token}`: a token not this process's after its own first renewal means
 * another live process renews the same name (round 49), which makes the lease promise nothing. A lapse
 * that ends here (trimmed, its replica renewing again, or a new process taking its name over) moves the
 * cache floor to now, as does a floor that is not an integer (round 56: a replica whose lease lapsed, or
 * that crashed, may have made writes it could not invalidate). A third element, 1 when the floor is too
 * far ahead (CFLOOR_AHEAD_MS): the replica then flushes, which repairs it (round 57). A fourth, Redis's
 * clock as the script read it (ms): the replica bounds its offset by the renewal's round trip (round 58).
 * A fifth, 1 when the owners were of another type and replaced: they name only who renewed last, which each
 * live replica writes again within L/4, and a lease read with no owner ends a lapse (the cache floor moves:
 * the safe side), so nothing a judgement relies on is lost (fleet2-r61). `replicas` of another type is
 * never replaced (that would forget lapsed leases, a lost write's hold): `{'refused', 'replicas', why}`,
 * written nothing. Members lapsed R ago are trimmed ${SHARED_DRAIN} a renewal, so a planted set of millions
 * costs a renewal O(1) (they hold nothing: past R).
 */
export const LEASE_RENEW_LUA = `${LEASE_LAPSED_FN}${CACHE_FLOOR_FN}
local function key_type(key)
  local t = redis.call('TYPE', key)
  if type(t) == 'table' then t = t.ok end
  return t
end
local lt = key_type(KEYS[1])
if lt ~= 'zset' and lt ~= 'none' then return { 'refused', 'replicas', 'a ' .. lt } end
local repaired = 0
local ot = key_type(KEYS[2])
if ot ~= 'hash' and ot ~= 'none' then
  redis.call('UNLINK', KEYS[2])
  repaired = 1
end
local now = lease_now()
local hold = tonumber(ARGV[3])
local gone = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. (now - hold), 'LIMIT', 0, ${SHARED_DRAIN})
if #gone > 0 then
  redis.call('HDEL', KEYS[2], unpack(gone))
  redis.call('ZREM', KEYS[1], unpack(gone))
end
local trimmed = #gone
local old = redis.call('ZSCORE', KEYS[1], ARGV[1])
local owner = redis.call('HGET', KEYS[2], ARGV[1])
-- A lease another process held (a crashed predecessor's, lapsed or not yet) ends its lapse here too.
local ended = trimmed > 0 or (old and (tonumber(old) < now or owner ~= ARGV[4]))
local floor, ahead = floor_read(KEYS[3])
if ended or not floor then floor_move(KEYS[3]) end
if not old or tonumber(old) < tonumber(ARGV[2]) then redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1]) end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
local far = ahead and 1 or 0
if hold <= 0 then return { {}, owner, far, now, repaired } end
return { redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (now - hold), '(' .. now, 'LIMIT', 0, ${LAPSED_LISTED}), owner, far, now, repaired }
`;

/**
 * KEYS: the replicas set. ARGV: this replica's name. Sets its deadline to just passed, whatever it was
 * (round 58): a replica recovering holds every reader from Redis's first answer until the renewal that ends
 * its recovery, and each recovery pass sets it again, so a replay that keeps failing holds the fleet for as
 * long as the replica is alive to retry it (a replica that stops retrying holds R, as a crash does).
 */
export const LEASE_RECOVERING_LUA = `${LEASE_LAPSED_FN}
-- A set of another type already holds every reader (lease_lapsed); the renewal says why (fleet2-r61).
local set = redis.pcall('ZADD', KEYS[1], lease_now() - 1, ARGV[1])
return type(set) == 'number' and 1 or 0
`;

/**
 * KEYS: the replicas set, the owners, the cache floor. ARGV: a name, then a token, or none for any owner
 * (the operator's `gate fleet release`). Removes the lease (a clean stop only its own); a lapsed lease
 * removed moves the cache floor to now, as its trimming would (round 56).
 */
export const LEASE_DROP_LUA = `${LEASE_LAPSED_FN}${CACHE_FLOOR_FN}
-- Either key of another type (a stranger's) drops nothing: the lease lapses and holds R (fleet2-r61).
local owner = redis.pcall('HGET', KEYS[2], ARGV[1])
if type(owner) == 'table' then return 0 end
if ARGV[2] and owner ~= ARGV[2] then return 0 end
local old = redis.pcall('ZSCORE', KEYS[1], ARGV[1])
if type(old) == 'table' then return 0 end
redis.call('HDEL', KEYS[2], ARGV[1])
local now = lease_now()
if old and tonumber(old) < now then floor_move(KEYS[3]) end
return redis.call('ZREM', KEYS[1], ARGV[1])
`;

/**
 * A renewal's `{names, owner, ahead, now}`: the names as lapsedNames reads them, the owner's token or
 * undefined, and whether the cache floor is too far ahead to honour (CFLOOR_AHEAD_MS).
 */
export function renewReply(reply: unknown): {
  lapsed: string[];
  owner: string | undefined;
  ahead: boolean;
  now?: number;
  repaired?: true;
  refused?: string;
} {
  if (!Array.isArray(reply)) return { lapsed: [], owner: undefined, ahead: false };
  if (reply[0] === 'refused') {
    const why = typeof reply[2] === 'string' && reply[2].length <= 32 ? reply[2] : 'another type';
    return { lapsed: [], owner: undefined, ahead: false, refused: why };
  }
  const [names, owner, ahead, now, repaired] = reply as unknown[];
  return {
    ...(repaired === 1 ? { repaired: true as const } : {}),
    lapsed: lapsedNames(names),
    owner: typeof owner === 'string' ? owner : undefined,
    ahead: ahead === 1,
    // Redis's clock as the script read it; anything else is no reading (the wait then keeps the last one).
    ...(typeof now === 'number' && Number.isSafeInteger(now) && now > 0 ? { now } : {}),
  };
}

/** A lapsed-lease count as a script answers it; anything else holds (fail closed). */
export function lapsedCount(reply: unknown): number {
  return typeof reply === 'number' && Number.isSafeInteger(reply) && reply >= 0 ? reply : 1;
}

/** The names a renewal answers; a reply of another shape names none (the count still holds). */
export function lapsedNames(reply: unknown): string[] {
  if (!Array.isArray(reply)) return [];
  return reply.filter((n): n is string => typeof n === 'string').slice(0, LAPSED_LISTED);
}
