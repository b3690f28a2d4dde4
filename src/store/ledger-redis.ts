// A trace's provenance ledger as one Redis hash, so every replica of a fleet judges an MCP trace by the
// same values (docs/provenance.md, "Where ledgers live"). Writes are bounded per trace (the ledger's own
// key limits) and first-writer-wins per value, so provenance follows a value's first appearance even
// when two replicas note results of one trace at once. The hash lives as long as the trace's taint mark.
//
// Fields: `t:<fp>` a trusted key; `u:<fp>` an untrusted key with its first source; `i:<fp>` an untrusted
// key some result ordered (`r:<fp>` its order only a replacement: orderLevel); `n:<fp>` the tool-shaped
// names a result put the key beside (ledger-names.ts: fingerprints since round 57); `c:<slot>` a carried order (a tool's
// toolSlot, or a NUL-led slot; see TraceProvenance.noteCall); `full` the ledger
// dropped a value (unseen values count as untrusted); `nt`, `nu`, `nc` the counts the bounds read; `o` the
// client the ledger is charged to; `g` the trace was forgotten (the hash is its tombstone, read as none).
//
// The book of a fleet's ledgers is bounded as one gateway's is (docs/provenance.md, "Per-client shares of
// the ledger book"), in the same script, so replicas cannot race past it: `<p>lbook` ranks every kept
// ledger (`<client>\0<trace>`) by a fleet-wide tick, `<p>lown:<client>` a client's own, `<p>lbig` the
// clients holding more than their share, `<p>lgone` and `<p>lgone:<client>` the tombstones, and
// `<p>lfull[:<client>]` live while every ledger (that client) starts begins full. Round 39: the book's
// keys are bounded too (`<p>lw`), each write's keys charged to its writer (`<p>lww:<trace>` per ledger,
// `<p>lwper` per client, `<p>lwown:<client>` the ledgers it added to, `<p>lwbig` those over an eighth):
// past the bound the ledgers of a writer over its share go first, then the book's oldest.

import type { OrderLevel } from '../kernel/provenance/instruction.js';
import * as orders from '../kernel/provenance/instruction.js';
import {
  credSlot,
  DEFAULT_PROVENANCE_LIMITS,
  DESCRIBED,
  type LedgerSnapshot,
  pointedSlot,
  thirdPartySlot,
  toolSlot,
} from '../kernel/provenance/ledger.js';
import { type NameBook, namesField, namesOf } from './ledger-names.js';
import { RESUME_LUA, type ResumeArgs, resumeArgv } from './resume-redis.js';

/** What one note adds to a trace's ledger. */
export interface LedgerDelta {
  trusted: number[];
  /**
   * Trusted keys a claimed user turn vouches for (TraceProvenance.noteClaimedRequest): the script takes
   * each only where no result brought it in first, and none on a ledger that is full or starts full at
   * this write (a forgotten trace). `onlyUnread`: marks taken only while no result was noted at all.
   * Decided in the script, not from the replica's earlier read: a tombstone or another replica's result
   * between the two cannot make the turn vouch for what the memory book refuses (round 41).
   */
  claimed?: {
    values: readonly number[];
    onlyUnread: readonly number[];
    /**
     * The turn's word pairs (word-pairs.ts): taken as `onlyUnread`, and only while the ledger holds fewer
     * trusted keys than half its bound, as noteRequest keeps them (round 59: the fleet wrote none).
     */
    pairs?: readonly number[];
  };
  untrusted: [fingerprint: number, source: string, order: OrderLevel][];
  /** Tool-shaped names a result put an untrusted key beside (its entry is in `untrusted`); round 56. */
  beside?: [fingerprint: number, names: readonly string[]][];
  /** Carries set: tool and the source whose order its call carried. */
  carries: [tool: string, source: string][];
  /** Carries a result consumed. */
  consumed: string[];
  full: boolean;
  /**
   * Not a user turn: the write moves a kept ledger in the book's order and renews its TTL only when it
   * changes the ledger's key count, as the memory book moves one (an order level raised, a carry replaced
   * do neither; round 42). A turn's write always does.
   */
  quiet?: boolean;
}

/**
 * KEYS: a trace's ledger. ARGV: the most fields, the most bytes (names and values) gate writes into one.
 * The whole ledger, or `{'big'}` when it holds more than gate ever writes: a stranger's planted value
 * never crosses the wire (round 56: `HGETALL` read it whole, bounded only by the command timeout).
 * Sizes are summed with `HSTRLEN` before anything is read; only names are read first, their count bounded.
 */
/**
 * A key of another type where a ledger lives (a stranger's) reads as one larger than gate writes: full,
 * so the trace holds every value the user did not give, and the next write replaces it (WRITE_LEDGER_LUA).
 * Round 62, second pass: the reads met Redis's WRONGTYPE, and a note's read of it took the replica down.
 */
const LEDGER_FOREIGN = `local kt = redis.call('TYPE', KEYS[1])
if type(kt) == 'table' then kt = kt.ok end
if kt ~= 'hash' and kt ~= 'none' then return {'big'} end`;

export const LEDGER_READ_LUA = `${LEDGER_FOREIGN}
if redis.call('HLEN', KEYS[1]) > tonumber(ARGV[1]) then return {'big'} end
local size = 0
for _, f in ipairs(redis.call('HKEYS', KEYS[1])) do size = size + #f + redis.call('HSTRLEN', KEYS[1], f) end
if size > tonumber(ARGV[2]) then return {'big'} end
return redis.call('HGETALL', KEYS[1])
`;

/**
 * KEYS: a trace's ledger. ARGV: the most bytes the values may hold together, then the fields a decision
 * or a note asks for (ledgerFields). Their values, as HMGET gives them, or `{'big'}` when they hold more
 * than gate writes into that many fields (round 56, store2-r56: HMGET read a stranger's planted value
 * whole, bounded only by the command timeout). Sizes are summed with `HSTRLEN` before anything is read.
 */
export const LEDGER_KEYS_LUA = `${LEDGER_FOREIGN}
local size, k, out = 0, KEYS[1], {}
for i = 2, #ARGV, 512 do
  local got = redis.call('HMGET', k, unpack(ARGV, i, math.min(#ARGV, i + 511)))
  for j = 1, #got do
    local v = got[j]
    if v then size = size + #v end
    out[#out + 1] = v
  end
end
if size > tonumber(ARGV[1]) then return {'big'} end
return out
`;

/** The bytes LEDGER_KEYS_LUA allows the values of `fields` fields: LEDGER_READ_LUA's 512 a field. */
export const ledgerKeysBytes = (fields: number): number => 512 * fields;

/**
 * The bounds of LEDGER_READ_LUA over the ledgers gate writes (DEFAULT_PROVENANCE_LIMITS): five fields a
 * key at most (its side, order, mark, names, consumption), two a carry, a few marks; 512 bytes a field covers
 * any name and source gate keeps.
 */
export const LEDGER_READ_FIELDS =
  5 * DEFAULT_PROVENANCE_LIMITS.maxKeys + 4 * DEFAULT_PROVENANCE_LIMITS.maxSources + 16;
export const LEDGER_READ_BYTES = 512 * LEDGER_READ_FIELDS;

/** Bounds of one trace's hash: keys per side, and carried orders. */
export interface LedgerBounds {
  maxKeys: number;
  maxCarries: number;
  ttlMs: number;
}

/** The fleet's book: its key prefix, the most ledgers (and tombstones) kept, and one client's share. */
export interface LedgerBook {
  prefix: string;
  maxLedgers: number;
  perClient: number;
  /** The most keys all its ledgers hold together (a client's share an eighth); DEFAULT_BOOK_KEYS when unset. */
  maxWeight?: number;
}

/** The bounds a ledger write carries from the book (SharedProvenanceBook); the store adds the TTL and prefix. */
export type LedgerWriteBounds = Omit<LedgerBounds, 'ttlMs'> & Omit<LedgerBook, 'prefix'>;

/**
 * The fleet book's keys when none is given: about 150 MB of Redis hash fields. Count alone allowed 10,000
 * ledgers of 16,448 keys, a client's eighth of them 20 million keys (round 39).
 */
export const DEFAULT_BOOK_KEYS = 2_000_000;

/** Who writes to which trace's ledger: the client is charged with a ledger the write starts. */
export interface LedgerWriter {
  traceId: string;
  client: string;
  /** The trace's resume note (resume-redis.ts): a ledger started again while it lives starts full. */
  resume: ResumeArgs;
}

/**
 * Charges the write to the book before it lands: a kept ledger is touched under its owner; a new one
 * (or a tombstone started again) is charged to the writing client, pushing out first that client's own
 * oldest when it holds its share of a full book, else the oldest of a client over its share, else the
 * book's oldest. A pushed-out ledger leaves a tombstone that starts full again, up to the owner's share
 * of tombstones (past it: every ledger the owner starts begins full for one TTL) and the book's (past
 * it: every ledger anyone starts).
 */
const LEDGER_BOOK_LUA = `
local p, client, trace = ARGV[9], ARGV[10], ARGV[13]
local maxl, share = tonumber(ARGV[11]), tonumber(ARGV[12])
local maxw = tonumber(ARGV[19])
local wshare = math.max(1, math.floor(maxw / 8))
-- Every key shared between traces is checked before use (SHARED_KEYS_LUA; round 59).
local book, gone, big = gate_key(p, 'lbook'), gate_key(p, 'lgone'), gate_key(p, 'lbig')
local lw, lwper, lwbig = gate_key(p, 'lw'), gate_key(p, 'lwper'), gate_key(p, 'lwbig')
local function own(c) return gate_key(p, 'lown:', c) end
local function wown(c) return gate_key(p, 'lwown:', c) end
local incr = gate_incr
local function wsized(c)
  if gate_num(redis.call('HGET', lwper, c)) > wshare then redis.call('SADD', lwbig, c) else redis.call('SREM', lwbig, c) end
end
-- A ledger gone: each writer gives back the keys it added to it.
local function unweigh(t)
  local ww = gate_key(p, 'lww:', t)
  local parts = redis.call('HGETALL', ww)
  for j = 1, #parts, 2 do
    local c, v = parts[j], gate_num(parts[j + 1])
    if gate_hincr(lwper, c, -v) <= 0 then redis.call('HDEL', lwper, c) end
    if incr(lw, -v) < 0 then redis.call('SET', lw, 0) end
    redis.call('ZREM', wown(c), t)
    wsized(c)
  end
  redis.call('DEL', ww)
end
local function owngone(c) return gate_key(p, 'lgone:', c) end
-- A member \`<client>\\0<trace>\`; nil for one gate did not write (a stranger's), which the callers drop.
local function split(m)
  local at = string.find(m, '\\0', 1, true)
  if not at then return nil end
  return string.sub(m, 1, at - 1), string.sub(m, at + 1)
end
local function keep(k2, ms) redis.call('PEXPIRE', k2, ms) end
-- Another trace's ledger's owner. A key of another type there (a stranger's) is replaced by a ledger that
-- starts full under the owner given, so that trace holds every value the user did not give and this write lands
-- (round 58: the book's read of it failed every ledger write of the fleet for as long as it stood).
local function owner_of(h, o)
  local v = redis.pcall('HGET', h, 'o')
  if type(v) ~= 'table' then return v end
  redis.call('DEL', h)
  redis.call('HSET', h, 'full', '1', 'o', o)
  keep(h, ttl)
  replaced = 2
  return o
end
local function sized(c)
  if redis.call('ZCARD', own(c)) > share then redis.call('SADD', big, c) else redis.call('SREM', big, c) end
end
-- A ledger the book no longer keeps: unlisted, and its hash replaced by a tombstone while there is room.
local function forget(m)
  local o, t = split(m)
  redis.call('ZREM', book, m)
  if not o then
    gate_repaired = true
    return
  end
  redis.call('ZREM', own(o), t)
  sized(o)
  local h = p .. 'ledger:' .. t
  if owner_of(h, o) ~= o or redis.call('HEXISTS', h, 'g') == 1 then
    -- Gone, or a tombstone (a pre-round-39 replica's forget left its charges): it holds no keys.
    if redis.call('EXISTS', h) == 0 or redis.call('HEXISTS', h, 'g') == 1 then unweigh(t) end
    return
  end
  unweigh(t)
  redis.call('DEL', h)
  if redis.call('ZCARD', owngone(o)) >= share then
    gate_flag(p .. 'lfull:' .. o, ttl)
  elseif redis.call('ZCARD', gone) >= maxl then
    gate_flag(p .. 'lfull', ttl)
  else
    redis.call('HSET', h, 'full', '1', 'g', '1', 'o', o)
    keep(h, ttl)
    local tick = incr(gate_key(p, 'ltick'), 1)
    redis.call('ZADD', gone, tick, m)
    redis.call('ZADD', owngone(o), tick, t)
    keep(gone, ttl)
    keep(owngone(o), ttl)
  end
end
-- Entries whose hash expired (the oldest expire first: a write touches both): a few per write.
local function trim(z, member)
  for _ = 1, 8 do
    local m = redis.call('ZRANGE', z, 0, 0)[1]
    if not m then return end
    local o, t = split(m)
    if not o then
      redis.call('ZREM', z, m)
      gate_repaired = true
    else
      local h = p .. 'ledger:' .. t
      if owner_of(h, o) == o then return end
      redis.call('ZREM', z, m)
      redis.call('ZREM', member and own(o) or owngone(o), t)
      if member and redis.call('EXISTS', h) == 0 then unweigh(t) end
    end
  end
end
trim(book, true)
trim(gone, false)
local tick = incr(gate_key(p, 'ltick'), 1)
keep(p .. 'ltick', ttl)
local owner = redis.call('HGET', k, 'o')
local tomb = redis.call('HEXISTS', k, 'g') == 1
if owner and not tomb then
  -- A quiet write moves the ledger only once it changed its keys (below), as the memory book moves one
  -- only when its entries change (round 42).
  if not quiet then
    redis.call('ZADD', book, tick, owner .. '\\0' .. trace)
    redis.call('ZADD', own(owner), tick, trace)
    keep(own(owner), ttl)
  end
else
  -- Charges an expired ledger of this trace left behind are no one's now.
  if not owner then unweigh(trace) end
  if tomb then
    redis.call('HDEL', k, 'g')
    redis.call('ZREM', gone, owner .. '\\0' .. trace)
    redis.call('ZREM', owngone(owner), trace)
  elseif redis.call('EXISTS', p .. 'lfull') == 1 or redis.call('EXISTS', p .. 'lfull:' .. client) == 1 then
    full = true
  elseif resume_live(p, ARGV[14], tonumber(ARGV[16])) then
    -- The trace kept a ledger within the resume window, which expired: what it held is unknown (round 28).
    full = true
  end
  if redis.call('ZCARD', book) >= maxl then
    local victim
    if redis.call('ZCARD', own(client)) >= share then
      victim = redis.call('ZRANGE', own(client), 0, 0)[1]
      if victim then victim = client .. '\\0' .. victim end
    end
    if not victim then
      local c = redis.call('SRANDMEMBER', big)
      local t = c and redis.call('ZRANGE', own(c), 0, 0)[1]
      if t then victim = c .. '\\0' .. t elseif c then redis.call('SREM', big, c) end
    end
    victim = victim or redis.call('ZRANGE', book, 0, 0)[1]
    if victim then forget(victim) end
  end
  redis.call('HSET', k, 'o', client)
  redis.call('ZADD', book, tick, client .. '\\0' .. trace)
  redis.call('ZADD', own(client), tick, trace)
  keep(own(client), ttl)
  sized(client)
end
keep(book, ttl)
keep(big, ttl)
`;

/**
 * Charges what the write added to the ledger's keys to its writer (a shrink comes off the writer's part
 * first, then the others'), then pushes out ledgers while the book holds more than its keys, in the memory
 * book's order (ledger-weights.ts toDrop): the least recently grown of the writer's when it is over its
 * share, else of the client over its share holding the most (ties: the least name), else the writer's
 * own, else the book's least recently written; never the ledger being written. Keys a pre-round-39
 * replica added (no charge in \`lww:\`) are charged to the ledger's owner when this script first touches it.
 */
const LEDGER_WEIGHT_LUA = `
local ww = gate_key(p, 'lww:', trace)
local function weigh(c, d)
  if d > 0 then
    gate_hincr(ww, c, d)
    gate_hincr(lwper, c, d)
    incr(lw, d)
    redis.call('ZADD', wown(c), tick, trace)
    keep(wown(c), ttl)
    wsized(c)
    return
  end
  local owe = -d
  local function off(c2, v)
    local x = math.min(v, owe)
    if x <= 0 then return end
    if x == v then
      redis.call('HDEL', ww, c2)
      redis.call('ZREM', wown(c2), trace)
    else
      gate_hincr(ww, c2, -x)
    end
    if gate_hincr(lwper, c2, -x) <= 0 then redis.call('HDEL', lwper, c2) end
    if incr(lw, -x) < 0 then redis.call('SET', lw, 0) end
    owe = owe - x
    wsized(c2)
  end
  off(c, gate_num(redis.call('HGET', ww, c)))
  if owe > 0 then
    local parts = redis.call('HGETALL', ww)
    for j = 1, #parts, 2 do
      if owe <= 0 then break end
      if parts[j] ~= c then off(parts[j], gate_num(parts[j + 1])) end
    end
  end
end
local charged = 0
for _, v in ipairs(redis.call('HVALS', ww)) do charged = charged + gate_num(v) end
if w0 ~= charged then weigh(redis.call('HGET', k, 'o') or client, w0 - charged) end
local d = keys() - w0
if d ~= 0 then weigh(client, d) end
redis.call('PEXPIRE', ww, 2 * ttl)
if gate_num(redis.call('GET', lw)) > maxw then
  local mine = redis.call('HGET', k, 'o') .. '\\0' .. trace
  -- Byte order, as the memory book compares names (Lua's < follows the server's locale).
  local function before(a, b)
    for i = 1, math.min(#a, #b) do
      local x, y = string.byte(a, i), string.byte(b, i)
      if x ~= y then return x < y end
    end
    return #a < #b
  end
  local function other(c)
    local two = redis.call('ZRANGE', wown(c), 0, 1)
    if two[1] == trace then return two[2] end
    return two[1]
  end
  for _ = 1, 64 do
    if gate_num(redis.call('GET', lw)) <= maxw then break end
    local t
    if gate_num(redis.call('HGET', lwper, client)) > wshare then t = other(client) end
    if not t then
      local best, bw
      for _, c in ipairs(redis.call('SMEMBERS', lwbig)) do
        local w = gate_num(redis.call('HGET', lwper, c))
        if w <= wshare then
          redis.call('SREM', lwbig, c)
        elseif not best or w > bw or (w == bw and before(c, best)) then
          local ct = other(c)
          if ct then best, bw, t = c, w, ct end
        end
      end
    end
    t = t or other(client)
    local m
    if t then
      local o = owner_of(p .. 'ledger:' .. t, client)
      if o then m = o .. '\\0' .. t else unweigh(t) end
    else
      local two = redis.call('ZRANGE', book, 0, 1)
      if two[1] == mine then m = two[2] else m = two[1] end
      if not m then break end
    end
    if m then forget(m) end
  end
end
keep(lw, ttl)
keep(lwper, ttl)
keep(lwbig, ttl)
`;

export const WRITE_LEDGER_LUA = `${RESUME_LUA}
local k = KEYS[1]
local ttl, max, maxc = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local full = ARGV[4] == '1'
local nt, nu, nc, nd = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local quiet = ARGV[20] == '1'
-- A key of another type where the ledger lives (a stranger's): replaced by a ledger that starts full, so
-- the trace holds every value the user did not give and the note lands (round 57: the note failed for as
-- long as the key stood, and the replica stayed down).
local kt = redis.call('TYPE', k)
if type(kt) == 'table' then kt = kt.ok end
-- The reply adds 2 when it did (counted as a repair: round 57, second pass).
local replaced = 0
if kt ~= 'hash' and kt ~= 'none' then
  redis.call('DEL', k)
  full = true
  replaced = 2
end
${LEDGER_BOOK_LUA}
local function keys()
  local v = redis.call('HMGET', k, 'nt', 'nu', 'nc')
  return gate_num(v[1]) + gate_num(v[2]) + gate_num(v[3])
end
local w0 = keys()
local i = 21
local size = gate_num(redis.call('HGET', k, 'nt'))
local shut = full or redis.call('HEXISTS', k, 'full') == 1
local read = gate_num(redis.call('HGET', k, 'nu')) > 0
for _ = 1, nt do
  local f = ARGV[i]
  local how = string.sub(f, 1, 1)
  -- '?' a value a claimed turn vouches for, '!' a mark it gives only before any result, '~' a word pair
  -- it gives only before any result and within half the bound (LedgerDelta.claimed).
  if how == '?' or how == '!' or how == '~' then
    f = string.sub(f, 2)
    if shut or (how ~= '?' and read) or (how == '?' and redis.call('HEXISTS', k, 'u:' .. f) == 1) then f = nil end
    if how == '~' and size >= max / 2 then f = nil end
  end
  if f and size < max then
    if redis.call('HSETNX', k, 't:' .. f, '1') == 1 then size = size + 1 end
  end
  i = i + 1
end
redis.call('HSET', k, 'nt', size)
size = gate_num(redis.call('HGET', k, 'nu'))
for _ = 1, nu do
  local fp, src, ins, names = ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  i = i + 4
  local known = redis.call('HEXISTS', k, 'u:' .. fp) == 1
  if not known then
    if size < max then
      redis.call('HSET', k, 'u:' .. fp, src)
      size = size + 1
      known = true
    else
      full = true
    end
  end
  local named = known and redis.call('HEXISTS', k, 'n:' .. fp) == 1
  if known and names ~= '' and not named then
    -- Names first kept (round 56): \`i:\` is set to '2', which a replica that reads no names reads as
    -- pressed (held: it cannot ask the trace's tools), and the key's own level moves to \`r:\` as
    -- 'n0', 'n1' or 'nr' ('2', pressed: no mark). Such a replica's pressed note deletes the mark.
    local cur = redis.call('HGET', k, 'i:' .. fp) or '0'
    local mark = redis.call('HGET', k, 'r:' .. fp)
    local own = 'n0'
    if (cur == '2' and mark == '1') or cur == '1r' then own = 'nr'
    elseif cur == '2' then own = nil
    elseif cur == '1' then own = 'n1' end
    redis.call('HSET', k, 'n:' .. fp, names, 'i:' .. fp, '2')
    if own then redis.call('HSET', k, 'r:' .. fp, own) else redis.call('HDEL', k, 'r:' .. fp) end
    named = true
  end
  if named and ins ~= '0' then
    -- The key's level is its \`r:\` mark's while one stands: raised there, and a press deletes it.
    local mark = redis.call('HGET', k, 'r:' .. fp)
    if mark and string.sub(mark, 1, 1) == 'n' then
      if ins == '2' then redis.call('HDEL', k, 'r:' .. fp)
      elseif ins == '2r' and (mark == 'n0' or mark == 'n1') then redis.call('HSET', k, 'r:' .. fp, 'nr')
      elseif ins == '1' and mark == 'n0' then redis.call('HSET', k, 'r:' .. fp, 'n1') end
    end
  elseif known and ins ~= '0' then
    local cur = redis.call('HGET', k, 'i:' .. fp) or '0'
    if ins == '2r' then
      -- A replacement is stored as older replicas read it (pressed), marked apart while nothing pressed it.
      if cur ~= '2' then
        redis.call('HSET', k, 'i:' .. fp, '2')
        redis.call('HSET', k, 'r:' .. fp, '1')
      end
    else
      if ins > cur then redis.call('HSET', k, 'i:' .. fp, ins) end
      if ins == '2' then redis.call('HDEL', k, 'r:' .. fp) end
    end
  end
end
redis.call('HSET', k, 'nu', size)
size = gate_num(redis.call('HGET', k, 'nc'))
for _ = 1, nc do
  local f = 'c:' .. ARGV[i]
  if redis.call('HEXISTS', k, f) == 1 then
    redis.call('HSET', k, f, ARGV[i + 1])
  elseif size < maxc then
    redis.call('HSET', k, f, ARGV[i + 1])
    size = size + 1
  else
    full = true
  end
  i = i + 2
end
for _ = 1, nd do
  size = size - redis.call('HDEL', k, 'c:' .. ARGV[i])
  i = i + 1
end
redis.call('HSET', k, 'nc', size)
if full then redis.call('HSET', k, 'full', '1') end
-- A quiet write that changed no key (an order level raised, a carry replaced) neither moves the ledger
-- nor renews its life: the memory book ages a ledger from its last move (round 42).
local grew = keys() ~= w0
if quiet and grew and owner and not tomb then
  redis.call('ZADD', book, tick, owner .. '\\0' .. trace)
  redis.call('ZADD', own(owner), tick, trace)
  keep(own(owner), ttl)
end
if not quiet or grew or redis.call('PTTL', k) < 0 then redis.call('PEXPIRE', k, ttl) end
${LEDGER_WEIGHT_LUA}
-- A ledger that holds what a result brought in is remembered for the resume window (a user's turn alone is not).
if size > 0 or gate_num(redis.call('HGET', k, 'nu')) > 0 or redis.call('HEXISTS', k, 'full') == 1 then
  resume_note(p, client, ARGV[14], 0, tonumber(ARGV[15]), tonumber(ARGV[16]), tonumber(ARGV[17]), tonumber(ARGV[18]))
end
-- 8 more when a key shared between traces was repaired (SHARED_KEYS_LUA; round 59): 8, not 4, so no
-- answer round 29's tests read as a proxy's junk (\`:7\`) becomes one of the script's.
return redis.call('HEXISTS', k, 'full') + replaced + (gate_repaired and 8 or 0)
`;

/** The script's arguments for one delta. */
export function ledgerWriteArgs(
  delta: LedgerDelta,
  bounds: LedgerBounds,
  book: LedgerBook,
  writer: LedgerWriter,
  names?: NameBook,
): Array<string | number> {
  const args: Array<string | number> = [
    bounds.ttlMs,
    bounds.maxKeys,
    bounds.maxCarries,
    delta.full ? '1' : '0',
    delta.trusted.length +
      (delta.claimed?.values.length ?? 0) +
      (delta.claimed?.onlyUnread.length ?? 0) +
      (delta.claimed?.pairs?.length ?? 0),
    delta.untrusted.length,
    delta.carries.length,
    delta.consumed.length,
    book.prefix,
    writer.client,
    book.maxLedgers,
    book.perClient,
    writer.traceId,
    ...resumeArgv(writer.resume),
    book.maxWeight ?? DEFAULT_BOOK_KEYS,
    delta.quiet ? '1' : '0',
  ];
  for (const fp of delta.trusted) args.push(fp.toString(36));
  // Before the turn's values, as noteRequest counts its pairs against the bound before it reads them.
  for (const fp of delta.claimed?.pairs ?? []) args.push(`~${fp.toString(36)}`);
  for (const fp of delta.claimed?.values ?? []) args.push(`?${fp.toString(36)}`);
  for (const fp of delta.claimed?.onlyUnread ?? []) args.push(`!${fp.toString(36)}`);
  const beside = new Map(delta.beside ?? []);
  for (const [fp, source, order] of delta.untrusted)
    args.push(fp.toString(36), source, orderField(order), namesField(beside.get(fp), names));
  for (const [tool, source] of delta.carries) args.push(tool, source);
  args.push(...delta.consumed);
  return args;
}

/** A trace's hash read back as a ledger snapshot; undefined when the trace has none. */
export function decodeLedger(fields: Record<string, string>, names?: NameBook): LedgerSnapshot | undefined {
  // A tombstone: the book forgot the trace, which is judged as one with no ledger until it starts again.
  if (fields.g !== undefined) return undefined;
  const snap: LedgerSnapshot = { trusted: [], untrusted: [], carries: [], full: false };
  const beside: [number, readonly string[]][] = [];
  let any = false;
  for (const [f, v] of Object.entries(fields)) {
    any = true;
    const tag = f.slice(0, 2);
    if (tag === 't:') snap.trusted.push(Number.parseInt(f.slice(2), 36));
    else if (tag === 'u:') {
      const fp = Number.parseInt(f.slice(2), 36);
      const named = fields[`n:${f.slice(2)}`];
      snap.untrusted.push([fp, v, orderLevel(fields[`i:${f.slice(2)}`], fields[`r:${f.slice(2)}`], named)]);
      if (named !== undefined) beside.push([fp, namesOf(named, names)]);
    } else if (tag === 'c:') snap.carries.push([f.slice(2), v]);
    else if (f === 'full') snap.full = true;
  }
  if (beside.length > 0) snap.beside = beside;
  return any ? snap : undefined;
}

/**
 * An `i:` field's order level ('1' plain, '2' pressed; absent: none), with its `r:` mark: '2' marked `r:1`
 * is a replacement (round 25). Round 24 wrote a replacement as '1r', which round 23's replicas read as no
 * order (a send to the "new account" passed there in a mixed fleet); '2' is what every replica reads as
 * pressed, and the mark is what only this round's tell apart. '1r' is still read as a replacement.
 */
function orderLevel(v: string | undefined, replaced: string | undefined, named?: string): OrderLevel {
  // A key kept beside names: its level is its `r:` mark's ('n0', 'n1', 'nr'); none (or one this replica
  // cannot read) while `i:` is '2' means pressed (WRITE_LEDGER_LUA; round 56).
  if (named !== undefined && v === '2' && replaced?.startsWith('n'))
    return replaced === 'n0'
      ? orders.ORDER_NONE
      : replaced === 'n1'
        ? orders.ORDER_PLAIN
        : replaced === 'nr'
          ? orders.ORDER_REPLACED
          : orders.ORDER_PRESSED;
  if (v === undefined || v === '0') return orders.ORDER_NONE;
  if (v === '1') return orders.ORDER_PLAIN;
  if (v === '1r' || (v === '2' && replaced === '1')) return orders.ORDER_REPLACED;
  // '2', or a value no replica writes (cut short, a stranger's): pressed, never none (round 57's fault run).
  return orders.ORDER_PRESSED;
}

/** An order level as the script's argument: '2r' a replacement (the script stores '2' and its mark). */
function orderField(level: OrderLevel): string {
  return level === orders.ORDER_REPLACED ? '2r' : String(level);
}

/** The fields that hold these fingerprints and tools' carries, with the marks that say a ledger exists. */
export function ledgerFields(fingerprints: readonly number[], tools: readonly string[]): string[] {
  const fields = ['full', 'nt', 'g'];
  for (const fp of fingerprints) {
    const f = fp.toString(36);
    fields.push(`t:${f}`, `u:${f}`, `i:${f}`, `r:${f}`, `n:${f}`, `c:${credSlot(fp)}`);
  }
  for (const tool of tools)
    fields.push(`c:${toolSlot(tool)}`, `c:${pointedSlot(tool)}`, `c:${thirdPartySlot(tool)}`);
  // An order that described its value carries into any call, so every decision and note reads it.
  fields.push(`c:${DESCRIBED}`);
  return fields;
}

/** HMGET's answer for ledgerFields, as the part of the ledger it covers; undefined when none exists. */
export function decodeLedgerFields(
  fields: readonly string[],
  values: readonly (string | null)[],
  names?: NameBook,
) {
  const present: Record<string, string> = {};
  fields.forEach((f, i) => {
    const v = values[i];
    if (v !== null && v !== undefined) present[f] = v;
  });
  return decodeLedger(present, names);
}

/** What `after` holds that `before` did not: the delta a note wrote into a ledger read from the store. */
export function ledgerDelta(before: LedgerSnapshot | undefined, after: LedgerSnapshot): LedgerDelta {
  const had = new Map<number, OrderLevel>((before?.untrusted ?? []).map(([fp, , order]) => [fp, order]));
  const trusted = new Set(before?.trusted ?? []);
  const carried = new Map(before?.carries ?? []);
  const now = new Set(after.carries.map(([tool]) => tool));
  const named = new Set((before?.beside ?? []).map(([fp]) => fp));
  const beside = (after.beside ?? []).filter(([fp]) => !named.has(fp));
  const newlyNamed = new Set(beside.map(([fp]) => fp));
  return {
    trusted: after.trusted.filter((fp) => !trusted.has(fp)),
    // A key a result first put beside names is written again, with them (the script keeps its level).
    untrusted: after.untrusted.filter(
      ([fp, , level]) =>
        !had.has(fp) || orders.orderRank(level) > orders.orderRank(had.get(fp)!) || newlyNamed.has(fp),
    ),
    ...(beside.length > 0 && { beside }),
    carries: after.carries.filter(([tool, source]) => carried.get(tool) !== source),
    consumed: [...carried.keys()].filter((tool) => !now.has(tool)),
    full: after.full && !before?.full,
  };
}
