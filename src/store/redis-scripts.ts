// The Lua scripts of the Redis store: each multi-key step runs atomically on the server, so two replicas
// never interleave inside a revoke, a feed append or a cache fill. Standalone Redis only (keys built in Lua).
import { createHash } from 'node:crypto';
import { TAINT_STRENGTH } from '../kernel/types.js';
import { CACHE_FLOOR_FN, LEASE_LAPSED_FN } from './lease.js';
import { RESUME_LUA, SHARED_KEYS_LUA } from './resume-redis.js';
import { BIRTH_FN } from './revoked-count.js';
import { SHARED_DRAIN } from './shared-keys.js';

/** Key layout under the fleet's prefix; the Lua below builds the cache names (`c*`) from the same prefix. */
export function storeKeys(prefix: string) {
  return {
    revoked: `${prefix}revoked`,
    /**
     * How many witnesses the fleet revoked (REVOKE_LUA counts each new member): `revoked` holding fewer, or
     * the count going back, is a revocation deleted (round 61, revoked-count.ts).
     */
    revokedCount: `${prefix}revn`,
    /**
     * The revocations' record (round 62): every witness gate revoked, written with `revoked` by the same
     * script, so a member replaced one for one in either is a witness one holds and the other lost.
     */
    revokedRecord: `${prefix}revw`,
    epoch: `${prefix}epoch`,
    /**
     * The generation's birth mark (round 66, revoked-count.ts): a secret the generation commits to, written
     * with it at epoch 0 and deleted when the epoch first moves, so an epoch set back to 0 is told.
     */
    born: `${prefix}born`,
    seq: `${prefix}feed:seq`,
    feed: `${prefix}feed`,
    /** Cache keys ranked by last use; with `csize`/`cbytes` it bounds the cache by entries and bytes. */
    lru: `${prefix}clru`,
    /** A fleet-wide logical clock ranking cache use, so replica clock skew cannot reorder the LRU. */
    tick: `${prefix}ctick`,
    globalFence: `${prefix}fence`,
    /** Entries filled at or before this time (Redis's clock, ms) are never served (round 56, lease.ts). */
    cacheFloor: `${prefix}cfloor`,
    channel: `${prefix}revocations`,
    taint: (traceId: string) => `${prefix}taint:${traceId}`,
    /** The trace of a response gate relayed (Responses `previous_response_id`), for one taint TTL. */
    response: (responseId: string) => `${prefix}response:${responseId}`,
    /** A trace's record of the values untrusted results brought in on model wires (SEEN_LUA). */
    seen: (scope: string) => `${prefix}seen:${scope}`,
    /** A trace's provenance ledger (ledger-redis.ts). */
    ledger: (traceId: string) => `${prefix}ledger:${traceId}`,
    /** Traces tainted, or records or ledgers kept, within the resume window; RESUME_LUA (resume-redis.ts) names it and its companions `wasby`, `wasbig`, `wasown:<client>` from the same prefix. */
    resume: `${prefix}was`,
    /** While this key lives, every trace counts as tainted: some taint may be unrecorded or lost. */
    taintHold: `${prefix}taint-hold`,
    /** A random id set once per store lifetime; a replica that sees it change knows Redis lost data. */
    generation: `${prefix}generation`,
    /** Each named replica's lease deadline on Redis's clock (lease.ts): a lapsed one holds the fleet for R. */
    replicas: `${prefix}replicas`,
    /** Each name's lease owner, the token of the process that renewed it last (round 49: one name, two processes). */
    replicaOwners: `${prefix}replica-owners`,
    namespaceFence: (namespace: string) => `${prefix}fence:${namespace}`,
    /** Round 57: an MCP trace's shell standing and its book (standing-redis.ts names the rest). */
    standing: (digest: string) => `${prefix}sh:${digest}`,
    standingBook: `${prefix}shbook`,
    standingGone: `${prefix}shgone`,
    standingFlood: (owner: string) => `${prefix}shflood:${owner}`,
    standingTick: `${prefix}shtick`,
    prefix,
  };
}
export type StoreKeys = ReturnType<typeof storeKeys>;

/** A client name as it may go into a key or a `<client>\0<trace>` member: printable, short, no NUL. */
const PLAIN_CLIENT = /^[!-~]{1,64}$/;

/**
 * The name a client is charged under in Redis (`wasown:<client>`, `lown:<client>`, the ledger book's
 * members): itself when plain (an address, `*`), else a digest of it, so no client name can split a
 * book member at a NUL, reach another client's set, or make a huge key (round 29). A digest name starts
 * `#`, which no address does.
 */
export function storedClient(client: string): string {
  if (PLAIN_CLIENT.test(client) && !client.startsWith('#')) return client;
  return `#${createHash('sha256').update(client).digest('base64url').slice(0, 22)}`;
}

/**
 * Removes one cache entry with its index links and byte count; returns 1 if the entry was live.
 * Entries that expired still hold their LRU rank and bytes until dropped, so the bounds only overcount.
 * An index key of another type (a stranger wrote it) never aborts a drop: the entry and its LRU rank go
 * first (round 55: the flush meant to fail closed failed); the scripts read an index through
 * CACHE_KEYS_LUA's `cache_members`, and check the LRU's keys (`cache_lru`) before any drop.
 */
const DROP = `
local function drop(p, k)
  local hk = p .. 'c:' .. k
  local f = redis.pcall('HMGET', hk, 'ns', 'w')
  if f.err then f = {} end
  local live = redis.call('DEL', hk)
  redis.call('ZREM', p .. 'clru', k)
  if f[1] then redis.pcall('SREM', p .. 'cns:' .. f[1], k) end
  if f[2] and f[2] ~= '' then redis.pcall('SREM', p .. 'cw:' .. f[2], k) end
  local size = redis.call('HGET', p .. 'csize', k)
  if size then
    gate_incr(p .. 'cbytes', -gate_num(size))
    redis.call('HDEL', p .. 'csize', k)
  end
  return live
end
`;

/**
 * The shared cache's keys through the one list (SHARED_KEYS, SHARED_KEYS_LUA; round 60, second pass):
 * before, a stranger's key of another type at any of them failed every fill (the cache off fleet-wide)
 * until a flush deleted it, and the flush itself read a planted index whole. `cache_lru(p, max)`: the
 * LRU, the entries' sizes and their sum, and the use clock, checked; an LRU over twice `max` entries (the
 * cache's bound) is a stranger's too; when one of the first three is replaced the other two go with it
 * (the counts restart with the LRU; entries it no longer ranks expire by TTL, and a flush's floor keeps
 * them from being served). `cache_index(p, name, suffix)`: a namespace's (`cns:`) or a witness's (`cw:`)
 * index, checked; replaced, the cache floor moves to now, since what it tracked can no longer be found by
 * an invalidation or a revocation (none of it is served again). `cache_members(k, max)`: an index's
 * members, or nil when it was replaced or holds more than `max` (more entries than the cache holds: a
 * stranger's, never read whole). Needs CACHE_FLOOR_FN before it.
 */
const CACHE_KEYS_LUA = `${SHARED_KEYS_LUA}
local function cache_lru(p, max)
  local lru = { gate_key(p, 'clru'), gate_key(p, 'csize'), gate_key(p, 'cbytes') }
  gate_key(p, 'ctick')
  -- Over twice the bound (fills drain it a few at a time, so gate's own never gets there): a stranger's.
  if not gate_replaced[lru[1]] and redis.call('ZCARD', lru[1]) > 2 * max + ${SHARED_DRAIN} then
    gate_repaired = true
    gate_replaced[lru[1]] = true
  end
  for _, k in ipairs(lru) do
    if gate_replaced[k] then
      redis.call('UNLINK', unpack(lru))
      return true
    end
  end
  return gate_replaced[p .. 'ctick'] or false
end
local function cache_index(p, name, suffix)
  local k = gate_key(p, name, suffix)
  if gate_replaced[k] then floor_move(p .. 'cfloor') end
  return k
end
local function cache_members(k, max)
  if gate_replaced[k] or redis.call('SCARD', k) > max then return nil end
  return redis.call('SMEMBERS', k)
end
`;

/**
 * `feed_add(p, window, seq, ...)`: appends the feed's entry `seq` (fields after). The feed is on SHARED_KEYS
 * (a stream, through `gate_key`); a stream longer than the window (each append trims gate's own to it) or
 * whose newest id is not below `seq` is a stranger's and replaced (UNLINK) first: before (round 60, third
 * pass), a feed of another type or an id planted ahead failed every revocation after its SADD, the replica
 * down until an operator removed the key, and the exact trim walked a planted stream of millions in one
 * command. What the replacement loses is the feed's retained events, as DEL does (readers see the gap).
 */
const FEED_LUA = `
-- The feed's next number: the sequence's, or, where it was deleted (below the epoch, or not past the stream's
-- newest event, the stream then replaced), Redis's clock in units of 10 microseconds (15 digits, the most a cursor may have, until 2286),
-- past every number issued before while the feed averaged under 100,000 events a second (round 76, docs/fleet.md):
-- a reader at any old cursor is then behind the restart and told it missed events, never handed a reused
-- number it would skip. floor: the least number this event may take.
local function feed_seq(p, seqk, floor)
  local seq = redis.call('INCR', seqk)
  local k = gate_key(p, 'feed')
  local newest = 0
  if not gate_replaced[k] and redis.call('EXISTS', k) == 1 then
    local top = redis.call('XREVRANGE', k, '+', '-', 'COUNT', 1)[1]
    newest = top and tonumber(string.match(top[1], '^(%d+)')) or 0
  end
  -- A stream at or past the sequence is a stranger's or outlived its sequence: replaced, as round 60 decided
  -- (its entries may be none of gate's), and the restart numbered past it, so its readers are told.
  local ahead = newest > 0 and seq <= newest
  if ahead then gate_replace(k) end
  if seq < floor or ahead then
    local t = redis.call('TIME')
    seq = math.max(floor, tonumber(t[1]) * 100000 + math.floor(tonumber(t[2]) / 10))
    redis.call('SET', seqk, seq)
  end
  return seq
end
-- After feed_seq (both scripts call it first): a stream whose newest was not below seq is replaced there, so
-- only a stream longer than the window is left to replace here.
local function feed_add(p, window, seq, ...)
  local k = gate_key(p, 'feed')
  if not gate_replaced[k] and redis.call('XLEN', k) > tonumber(window) then gate_replace(k) end
  -- %.0f: a clock-numbered seq (feed_seq) is past %.14g, which '..' would write with an exponent.
  redis.call('XADD', k, 'MAXLEN', '=', window, string.format('%.0f', seq) .. '-0', ...)
end
`;

/**
 * KEYS: seq, epoch, feed. ARGV: window, event json, ts, prefix. Returns {seq, epoch, repaired} (1: the
 * feed replaced, FEED_LUA).
 */
export const PUBLISH_LUA = `${SHARED_KEYS_LUA}${FEED_LUA}
local epoch = tonumber(redis.call('GET', KEYS[2]) or '0')
-- The sequence never restarts at or below the epoch (round 75) nor the stream's newest (round 76).
local seq = feed_seq(ARGV[4], KEYS[1], (epoch or 0) + 1)
feed_add(ARGV[4], ARGV[1], seq, 'e', ARGV[2], 'p', epoch, 'ts', ARGV[3])
return {seq, epoch, gate_repaired and 1 or 0}
`;

/**
 * KEYS: revoked, epoch, seq, feed, revoked count, the revocations' record (revw), the birth mark. ARGV: witness, prefix, window, event json, ts, channel, max revoked,
 * the cache's max entries (a witness's index larger is a stranger's: CACHE_KEYS_LUA).
 * Records the revocation, bumps the epoch, evicts entries filled under the witness, appends the feed event
 * and broadcasts `<epoch> <witness>` so every replica learns at once. Returns {evicted, epoch, seq,
 * repaired} (1: a shared cache key or the feed replaced, or a witness's index too large dropped), or {-1, 0, 0}
 * (nothing written) when the witness is new and the set already holds its bound.
 */
export const REVOKE_LUA = `${CACHE_FLOOR_FN}${CACHE_KEYS_LUA}${FEED_LUA}${DROP}
local w, p = ARGV[1], ARGV[2]
if redis.call('SISMEMBER', KEYS[1], w) == 0 and redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[7]) then
  return {-1, 0, 0}
end
-- A new member is counted (round 61): the count is the witness a replica reads the set's size against. A
-- count of another type is not repaired (replacing it would forget what it witnesses): replicas refuse.
if redis.call('SADD', KEYS[1], w) == 1 then redis.pcall('INCR', KEYS[5]) end
-- The record (round 62): a fleet of round 61 upgrading adopts the set once (within the bound); a record of
-- another type is not repaired (replicas refuse), and the revocation stands in the set.
local rt = redis.call('TYPE', KEYS[6])
if type(rt) == 'table' then rt = rt.ok end
if rt == 'none' and redis.call('SCARD', KEYS[1]) <= tonumber(ARGV[7]) then
  redis.call('SUNIONSTORE', KEYS[6], KEYS[1])
else
  redis.pcall('SADD', KEYS[6], w)
end
local epoch = redis.call('INCR', KEYS[2])
-- The birth mark goes as the epoch first moves (round 66): no later state may read as epoch 0 again.
redis.call('UNLINK', KEYS[7])
cache_lru(p, tonumber(ARGV[8] or '') or 0)
local windex = cache_index(p, 'cw:', w)
local under = cache_members(windex, tonumber(ARGV[8] or '') or 0)
local evicted = 0
-- An index replaced or too large evicts nothing here, never read whole: the cache floor moves to now, so
-- no replica serves an entry filled before (the epoch just moved reaches the others only by message).
if not under then
  floor_move(p .. 'cfloor')
  if redis.call('EXISTS', windex) == 1 then gate_repaired = true end
end
for _, k in ipairs(under or {}) do
  if redis.call('HGET', p .. 'c:' .. k, 'w') == w then evicted = evicted + drop(p, k) end
end
redis.call('UNLINK', windex)
-- Every revocation moves the epoch and the sequence together, so a sequence below the epoch was deleted.
local seq = feed_seq(p, KEYS[3], epoch)
feed_add(p, ARGV[3], seq, 'e', ARGV[4], 'p', epoch, 'ts', ARGV[5], 'n', evicted)
redis.call('PUBLISH', ARGV[6], epoch .. ' ' .. w)
return {evicted, epoch, seq, gate_repaired and 1 or 0}
`;

/**
 * KEYS: lru, tick, replicas, cache floor. ARGV: prefix, key, max entry bytes, R ms (0: the lease is off,
 * and so is the lapse check, else members a fleet once left would turn the cache off for good). Returns
 * the entry's flat field list (touching its LRU rank) or nil. Only gate's seven fields are read, and an entry larger than
 * gate ever writes is a miss whose bytes never leave Redis (round 55: a planted 100 MB entry was read
 * whole, a hit screened on the loop). Nothing is served while a lease is lapsed, nor an entry filled at or
 * before the cache floor (round 56: a replica that could not invalidate left the fleet serving its stale
 * reads until it recovered); an entry with no fill time (an older replica's) counts as filled at 0.
 * A floor too far ahead of Redis's clock answers `{'ahead'}`, a miss the replica repairs with a flush,
 * and an entry filled after Redis's now is a miss (round 57).
 */
export const GET_LUA = `${LEASE_LAPSED_FN}${CACHE_FLOOR_FN}
local now = lease_now()
if tonumber(ARGV[4]) > 0 and cache_lapsed(KEYS[3], now) then return false end
local floor, ahead = floor_read(KEYS[4])
if not floor then return ahead and {'ahead'} or false end
local hk = ARGV[1] .. 'c:' .. ARGV[2]
local names = {'ns', 't', 'c', 's', 'w', 'e', 'f'}
local size = 0
for _, f in ipairs(names) do size = size + redis.call('HSTRLEN', hk, f) end
if size > tonumber(ARGV[3]) then return false end
local v = redis.call('HMGET', hk, unpack(names))
local filled = tonumber(v[7] or '0') or 0
if floor > 0 and filled <= floor then return false end
-- Filled after Redis's now (its clock stepped back, or a stranger's value): the floor cannot judge it.
if filled > now * 1000 + 999 then return false end
local h = {}
for i, f in ipairs(names) do
  if v[i] then
    h[#h + 1] = f
    h[#h + 1] = v[i]
  end
end
if #h == 0 then return false end
-- A read repairs nothing: an LRU or clock of another type (a stranger's) costs the entry its rank, never
-- the hit; the next fill replaces them (CACHE_KEYS_LUA; round 60, second pass).
local tick = redis.pcall('INCR', KEYS[2])
if type(tick) == 'number' then redis.pcall('ZADD', KEYS[1], 'XX', tick, ARGV[2]) end
return h
`;

/**
 * KEYS: revoked, epoch, global fence, tick.
 * ARGV: prefix, key, namespace, tool, content, status, witness|'', trust epoch, ttl ms, fence|'', size,
 * max entries, max bytes.
 * Refuses a fill whose fence moved or whose witness is revoked or older than the epoch; evicts least recently
 * used entries past either bound, at most SHARED_DRAIN a fill. Returns `{1, repaired}` when stored (repaired
 * 1 when a shared key was replaced, CACHE_KEYS_LUA), `{0, 0}` when refused.
 */
export const PUT_LUA = `${CACHE_FLOOR_FN}${CACHE_KEYS_LUA}${DROP}
local p, key, ns, w = ARGV[1], ARGV[2], ARGV[3], ARGV[7]
local size, maxEntries, maxBytes = tonumber(ARGV[11]), tonumber(ARGV[12]), tonumber(ARGV[13])
if size > maxBytes then return {0, 0} end
if ARGV[10] ~= '' then
  local g = redis.call('GET', KEYS[3]) or '0'
  local n = redis.call('GET', p .. 'fence:' .. ns) or '0'
  if (g .. '.' .. n) ~= ARGV[10] then return {0, 0} end
end
if w ~= '' then
  if redis.call('SISMEMBER', KEYS[1], w) == 1 then return {0, 0} end
  if tonumber(ARGV[8]) < tonumber(redis.call('GET', KEYS[2]) or '0') then return {0, 0} end
end
cache_lru(p, maxEntries)
local nsk = cache_index(p, 'cns:', ns)
local wk = w ~= '' and cache_index(p, 'cw:', w) or nil
drop(p, key)
local hk = p .. 'c:' .. key
-- When it was filled, on Redis's clock: the cache floor (round 56) compares it.
redis.call('HSET', hk, 'ns', ns, 't', ARGV[4], 'c', ARGV[5], 's', ARGV[6], 'w', w, 'e', ARGV[8], 'f', string.format('%d', floor_now()))
redis.call('PEXPIRE', hk, ARGV[9])
redis.call('SADD', nsk, key)
redis.call('PEXPIRE', nsk, ARGV[9])
if wk then
  redis.call('SADD', wk, key)
  redis.call('PEXPIRE', wk, ARGV[9])
end
redis.call('ZADD', p .. 'clru', gate_incr(KEYS[4], 1), key)
redis.call('HSET', p .. 'csize', key, size)
local bytes = gate_incr(p .. 'cbytes', size)
local count = redis.call('ZCARD', p .. 'clru')
-- A few entries a fill (a fill adds at most one): an LRU a stranger grew, or a sum planted past the bound,
-- drains over later fills, never in one script's time (round 60, second pass: it stalled every replica).
for _ = 1, ${SHARED_DRAIN} do
  if count <= maxEntries and bytes <= maxBytes then break end
  local victim = redis.call('ZRANGE', p .. 'clru', 0, 0)[1]
  if not victim then break end
  drop(p, victim)
  count = count - 1
  bytes = gate_num(redis.call('GET', p .. 'cbytes'))
end
-- Stored, and 1 when a shared key was replaced on the way (counted as the \`shared\` repair).
return {1, gate_repaired and 1 or 0}
`;

/**
 * KEYS: global fence, cache floor. ARGV: prefix, namespace or '*', the cache's max entries (an index or
 * an LRU larger is a stranger's, not walked: CACHE_KEYS_LUA). Moves the fence, drops the entries,
 * returns how many. A namespace whose index is not a set (a stranger wrote it) is flushed as '*' is, its
 * index removed: its entries cannot be found, and a failed invalidation left them served (round 55).
 * A flush also moves the cache floor, so an entry it cannot find is not served either; and it repairs
 * the keys gate owns that a stranger made unusable (round 56: a non-integer fence or a `clru` of
 * another type failed the flush and kept the replica down until an operator deleted them): such a fence
 * is set to Redis's clock in ms, past what a counter moved by writes reaches, and such an LRU index is
 * deleted with its counts. Returns
 * `{count, repaired}`, repaired a bit field (1 the global fence, 2 the LRU's keys, 4 the namespace's
 * fence, 8 the cache floor, 16 a cache floor too far ahead of Redis's clock: round 57; 32 a namespace's
 * index of another type or too large to read, replaced: round 60, second pass).
 */
export const INVALIDATE_LUA = `${LEASE_LAPSED_FN}${CACHE_FLOOR_FN}${CACHE_KEYS_LUA}${DROP}
local p, ns = ARGV[1], ARGV[2]
local maxe = tonumber(ARGV[3] or '') or 0
local count, repaired = 0, 0
local function failed(r) return type(r) == 'table' and r.err ~= nil end
-- A fence gate cannot INCR is replaced by a value no ticket held: Redis's clock in ms (13 digits; a
-- counter moved once a write does not reach it, and gate reads at most 15).
local function fence_move(k, bit)
  if failed(redis.pcall('INCR', k)) then
    redis.call('SET', k, string.format('%d', lease_now()))
    repaired = repaired + bit
  end
end
local nsk, own = p .. 'cns:' .. ns, nil
if ns ~= '*' then
  nsk = cache_index(p, 'cns:', ns)
  own = cache_members(nsk, maxe)
  -- Replaced, or too large to read (dropped below, unread): a stranger's, counted.
  if not own and redis.call('EXISTS', nsk) == 1 or gate_replaced[nsk] then repaired = repaired + 32 end
end
-- The LRU's keys of another type (or a count not an integer) would abort every drop, and one a stranger
-- grew past twice the bound would stall every replica in the walk below: replaced first (CACHE_KEYS_LUA;
-- a flush's floor keeps what they ranked from being served; its entries expire by TTL).
if cache_lru(p, maxe) then repaired = repaired + 2 end
if own == nil then
  fence_move(KEYS[1], 1)
  local floor, ahead = floor_read(KEYS[2])
  if ahead then repaired = repaired + 16 elseif not floor then repaired = repaired + 8 end
  -- The flush drops every entry, so it may lower a floor too far ahead (round 57).
  floor_move(KEYS[2], true)
  for _, k in ipairs(redis.call('ZRANGE', p .. 'clru', 0, -1)) do count = count + drop(p, k) end
  redis.call('UNLINK', p .. 'clru', p .. 'csize', p .. 'cbytes')
  if ns == '*' then return {count, repaired} end
end
fence_move(p .. 'fence:' .. ns, 4)
for _, k in ipairs(own or {}) do count = count + drop(p, k) end
redis.call('UNLINK', nsk)
return {count, repaired}
`;

const HOLD = `
local function hold(k, ms)
  if redis.call('PTTL', k) < tonumber(ms) then redis.call('SET', k, '1', 'PX', ms) end
end
`;

/** KEYS: taint hold. ARGV: hold ms. Extends the hold to at least that long (never shortens it). */
export const HOLD_LUA = `${HOLD}
hold(KEYS[1], ARGV[1])
return 1
`;

/**
 * KEYS: generation, taint hold, trust epoch, birth mark. ARGV: the generation this replica knew, a new one,
 * hold ms, the new one's birth secret. Redis lost data: start a new generation (unless another replica
 * already did) and hold every trace for one taint TTL, since any taint may be gone. Returns the generation
 * now in force. The new generation is born with its epoch and birth mark, as GENESIS_LUA's (rounds 65 and
 * 66, revoked-count.ts).
 */
export const LOST_LUA = `${HOLD}${BIRTH_FN}
local g = redis.call('GET', KEYS[1])
if (not g) or g == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2])
  birth(KEYS[3], KEYS[4], ARGV[4])
  g = ARGV[2]
end
hold(KEYS[2], ARGV[3])
return g
`;

/** A script run by digest, sent in full only when the server does not have it (first use, after a restart). */
export class LuaScript {
  /** Redis names scripts by the SHA-1 of their source. */
  readonly sha: string;
  constructor(
    readonly source: string,
    readonly numberOfKeys: number,
  ) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }
}

/**
 * The fleet's index of records of seen values (round 37): Redis kept them by TTL only, so a client's
 * flood of fresh traces full of distinct values grew Redis without a count. Under the prefix:
 * `seenidx` (record key to its expiry ms), `seenown:<client>` (the same, per client: the records it
 * wrote into), `seenw:<record>` (client to the entries it added to that record, round 38), `seenn`
 * (record to entries counted), `seenper` (client to entries charged) and `seentotal`. Entries are
 * charged to the client that added them, not to the record's first writer (round 38): a client writing
 * into another's trace spends its own share, and its flood pushes out only records it wrote into. A
 * record dropped here is deleted: its resume note makes it read full (round 28), so a pushed-out record
 * holds every value the user did not give.
 */
const SEEN_INDEX_LUA = `
local function seen_writers(p, r) return gate_key(p, 'seenw:', r) end
-- A member of the index names a record key; one that names no record under this prefix is a stranger's
-- (round 60: evicting it deleted whatever key it named, any key the gate's Redis user may write).
local function seen_ours(p, r) return string.sub(r, 1, #p + 5) == p .. 'seen:' end
local function seen_forget(p, r)
  local c = gate_num(redis.call('HGET', gate_key(p, 'seenn'), r))
  local w = redis.call('HGETALL', seen_writers(p, r))
  redis.call('ZREM', gate_key(p, 'seenidx'), r)
  redis.call('HDEL', p .. 'seenn', r)
  redis.call('DEL', seen_writers(p, r))
  gate_incr(gate_key(p, 'seentotal'), -c)
  local per = gate_key(p, 'seenper')
  local function uncharge(o, k)
    redis.call('ZREM', gate_key(p, 'seenown:', o), r)
    if gate_hincr(per, o, -k) <= 0 then redis.call('HDEL', per, o) end
  end
  for i = 1, #w, 2 do
    uncharge(w[i], gate_num(w[i + 1]))
    c = c - gate_num(w[i + 1])
  end
  -- A record round 37 indexed charged all it then held to its first writer (seenby): that part goes back.
  local first = redis.call('HGET', gate_key(p, 'seenby'), r)
  if first then
    redis.call('HDEL', p .. 'seenby', r)
    uncharge(first, math.max(0, c))
  end
end
-- Moves a record to its new expiry in the index and in each writer's set; a read or a write (ttl given)
-- also renews the sets, which the sweep (no ttl) must not shorten to one record's time left. The
-- writers' hash has no TTL: it lives while the record is indexed, so seen_forget finds whom to uncharge.
local function seen_renew(p, r, expiry, ttl)
  redis.call('ZADD', gate_key(p, 'seenidx'), expiry, r)
  for _, o in ipairs(redis.call('HKEYS', seen_writers(p, r))) do
    local own = gate_key(p, 'seenown:', o)
    redis.call('ZADD', own, expiry, r)
    if ttl then redis.call('PEXPIRE', own, ttl) end
  end
end
-- Expiry as Redis holds it: a record renewed by a replica whose clock differs is moved, not dropped.
local function seen_sweep(p, now)
  for _, r in ipairs(redis.call('ZRANGEBYSCORE', gate_key(p, 'seenidx'), '-inf', now, 'LIMIT', 0, 8)) do
    local left = 0
    if seen_ours(p, r) then left = redis.call('PTTL', r) else gate_repaired = true end
    if left > 0 then
      seen_renew(p, r, now + left)
    else
      seen_forget(p, r)
    end
  end
end
-- The oldest record of a set other than the one being written, deleted; false when there is none.
local function seen_evict(p, set, keep)
  local two = redis.call('ZRANGE', set, 0, 1)
  local v = two[1]
  if v == keep then v = two[2] end
  if not v then return false end
  seen_forget(p, v)
  -- Out of the set it was drawn from whatever the writers' hash said (round 60: a member no writer named
  -- stayed, and the caller's loop drew it for ever).
  redis.call('ZREM', set, v)
  if seen_ours(p, v) then redis.call('DEL', v) else gate_repaired = true end
  return true
end
`;

/**
 * KEYS: a trace's record of seen values (a set). ARGV: TTL ms, the bound, then the resume note's
 * prefix, client and ResumeArgs (resume-redis.ts), then the fleet's bounds on records and on their
 * entries (round 37), then the entries. Past the bound the set holds `full` instead of more entries; the
 * record lives one TTL after its last write. A record that starts again while its resume note lives
 * starts full: the one that expired held what is no longer known (round 28). The record is indexed
 * (SEEN_INDEX_LUA) and what this write adds is charged to its writer (round 38); past the writer's
 * eighth of either bound its own oldest records go (those it wrote into), past a bound the fleet's
 * oldest, never the record being written.
 */
export const SEEN_LUA = `${RESUME_LUA}${SEEN_INDEX_LUA}
local p, client, d = ARGV[3], ARGV[4], ARGV[5]
local window, now, rmax, share = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9])
local maxrec, maxent = tonumber(ARGV[10]), tonumber(ARGV[11])
local max = tonumber(ARGV[2])
-- The record itself of another type, or a set larger than gate writes (its bound and \`full\`): a
-- stranger's, replaced by a record that starts full (round 60, as round 57's ledger and taint mark).
local replaced = 1
local kt = redis.call('TYPE', KEYS[1])
if type(kt) == 'table' then kt = kt.ok end
if (kt ~= 'set' and kt ~= 'none') or (kt == 'set' and redis.call('SCARD', KEYS[1]) > max + 1) then
  redis.call('UNLINK', KEYS[1])
  redis.call('SADD', KEYS[1], 'full')
  replaced = 2
end
-- What the index charged for the key replaced goes back; its \`full\` is charged to this write.
if replaced == 2 then seen_forget(p, KEYS[1]) end
seen_sweep(p, now)
local n = redis.call('SCARD', KEYS[1])
local counted = gate_key(p, 'seenn')
if n == 0 and redis.call('HEXISTS', counted, KEYS[1]) == 1 then seen_forget(p, KEYS[1]) end
local before = n
if replaced == 2 then before = 0 end
if n == 0 and resume_live(p, d, now) then
  redis.call('SADD', KEYS[1], 'full')
  n = 1
end
for i = 12, #ARGV do
  if n >= max then
    redis.call('SADD', KEYS[1], 'full')
    break
  end
  n = n + redis.call('SADD', KEYS[1], ARGV[i])
end
n = redis.call('SCARD', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
local own = gate_key(p, 'seenown:', client)
gate_hincr(seen_writers(p, KEYS[1]), client, n - before)
seen_renew(p, KEYS[1], now + tonumber(ARGV[1]), ARGV[1])
gate_hincr(counted, KEYS[1], n - before)
local total, per = gate_key(p, 'seentotal'), gate_key(p, 'seenper')
gate_incr(total, n - before)
gate_hincr(per, client, n - before)
local recshare, entshare = math.max(1, math.floor(maxrec / 8)), math.max(max, math.floor(maxent / 8))
-- A few records a write (a write adds at most one): a set a stranger grew past its bound drains over
-- later writes, never in one script's time (round 60).
for _ = 1, ${SHARED_DRAIN} do
  if redis.call('ZCARD', own) <= recshare and gate_num(redis.call('HGET', per, client)) <= entshare then break end
  if not seen_evict(p, own, KEYS[1]) then break end
end
local index = gate_key(p, 'seenidx')
for _ = 1, ${SHARED_DRAIN} do
  if redis.call('ZCARD', index) <= maxrec and gate_num(redis.call('GET', total)) <= maxent then break end
  if not seen_evict(p, index, KEYS[1]) then break end
end
resume_note(p, client, d, 0, window, now, rmax, share)
-- 2 when the record was replaced, 8 more when a shared key was (as TAINT_LUA's reply; round 60).
return replaced + (gate_repaired and 8 or 0)
`;

/**
 * KEYS: a trace's record of seen values, the generation key, the taint hold, the replicas' leases. ARGV:
 * TTL ms, the prefix, the record's resume digest, window ms, now ms, R ms, the most members gate writes
 * there. Reads the record and renews it (the trace goes on), and
 * its resume note while that lives (an expired one a write has not yet dropped is not revived), and its
 * place in the fleet's index and its writers' sets (rounds 37, 38). Returns the members, the generation,
 * 1 when the note lives, and not 0 while the hold lives or a lease lapsed less than R ago (a record may
 * be missing what a replica lost, rounds 45 and 48), and 1 when it repaired a shared key (round 60).
 */
export const SEEN_READ_LUA = `${RESUME_LUA}${SEEN_INDEX_LUA}${LEASE_LAPSED_FN}
local lapsed = lease_lapsed(KEYS[4], tonumber(ARGV[6]))
-- A record of another type, or larger than gate writes (ARGV[7]: its bound and \`full\`), is a stranger's:
-- read as full, never read out (round 60: SMEMBERS sent a planted set whole; another type failed the read).
local kt = redis.call('TYPE', KEYS[1])
if type(kt) == 'table' then kt = kt.ok end
local members = { 'full' }
if kt == 'none' or (kt == 'set' and redis.call('SCARD', KEYS[1]) <= tonumber(ARGV[7])) then
  members = redis.call('SMEMBERS', KEYS[1])
end
local generation = redis.call('GET', KEYS[2])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
if redis.call('ZSCORE', gate_key(ARGV[2], 'seenidx'), KEYS[1]) then
  seen_renew(ARGV[2], KEYS[1], tonumber(ARGV[5]) + tonumber(ARGV[1]), ARGV[1])
end
local live = resume_renew(ARGV[2], ARGV[3], tonumber(ARGV[5]), tonumber(ARGV[4]))
return { members, generation or false, live and 1 or 0, redis.call('EXISTS', KEYS[3]) + lapsed, gate_repaired and 1 or 0 }
`;

/**
 * KEYS: a trace's taint mark, then its ledger, which lives at least as long as the mark (a ledger that
 * expired under a live mark restarted empty, its injected values unseen).
 * ARGV: cause, its strength, TTL ms, then the resume note's prefix, client and ResumeArgs. Marks the
 * trace with the strongest of the new cause, the mark another replica wrote and the cause the resume
 * note kept (a trace tainted again after its mark expired keeps its old cause, round 28); a mark that
 * names no cause the table knows counts as the strongest (rank 7 in the note). Returns 1, or 2 when it
 * replaced a key of another type at the mark, plus 8 when it repaired a shared key (round 59).
 */
export const TAINT_LUA = `${RESUME_LUA}
local strength = { ${Object.entries(TAINT_STRENGTH)
  .map(([cause, n]) => `${cause} = ${n}`)
  .join(', ')} }
local name = { ${Object.entries(TAINT_STRENGTH)
  .map(([cause, n]) => `[${n}] = '${cause}'`)
  .join(', ')} }
local rank = tonumber(ARGV[2])
local held = redis.pcall('GET', KEYS[1])
local replaced = 1
if type(held) == 'table' then
  -- A key of another type at the mark (a stranger's): its cause unknown, so the strongest, and replaced
  -- (round 57: the taint failed here for as long as the key stood, and the replica stayed down); the
  -- reply says so (2), counted as a repair (round 57, second pass).
  redis.call('DEL', KEYS[1])
  rank = 7
  replaced = 2
elseif held then rank = math.max(rank, strength[held] or 7) end
rank = resume_note(ARGV[4], ARGV[5], ARGV[6], rank, tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9]), tonumber(ARGV[10]))
redis.call('SET', KEYS[1], name[rank] or '?', 'PX', ARGV[3])
if redis.call('PTTL', KEYS[2]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
-- A shared resume key a stranger made unusable, replaced (SHARED_KEYS_LUA; round 59): 8 more, as the ledger's.
if gate_repaired then replaced = replaced + 8 end
return replaced
`;
