// The resume memory on Redis (docs/provenance.md, "A trace resumed after its TTL"): one sorted set per
// prefix, bounded by count with per-client shares as the memory store's (tainted-before.ts), written
// inside the scripts that write a taint, a record or a ledger so it is atomic with them.
import { TAINT_STRENGTH, type TaintCause, UNKNOWN_TAINT } from '../kernel/types.js';
import { SHARED_DRAIN, SHARED_WHOLE_MAX, sharedKeysLua } from './shared-keys.js';
import { RESUME_TRACES } from './tainted-before.js';

/**
 * A note's score: its expiry (ms) times 8 plus its cause's rank (0: none; 7: a mark that named no cause
 * the table knows). Exact in a double while expiry * 8 + 7 < 2^53, that is expiry before year 37,000.
 */
export const RESUME_RANKS = 8;

/** The Lua arguments of one note, in order: digest, window ms, now ms, the bound, a client's share. */
export interface ResumeArgs {
  digest: string;
  windowMs: number;
  now: number;
  max: number;
  share: number;
}

export function resumeArgs(digest: string, windowMs: number, now: number, max = RESUME_TRACES) {
  return { digest, windowMs, now, max, share: Math.max(1, Math.floor(max / 8)) } satisfies ResumeArgs;
}

export function resumeArgv(a: ResumeArgs): Array<string | number> {
  return [a.digest, a.windowMs, a.now, a.max, a.share];
}

/**
 * A ZSCORE reply read at `now`: undefined when absent or expired, else the cause it kept (if any). A
 * score gate did not write (not an integer) is read as the strongest cause, never as no note (round 29).
 */
export function resumeRecall(
  score: string | null,
  now: number,
): { cause: TaintCause | undefined } | undefined {
  if (score === null) return undefined;
  const s = typeof score === 'string' && /^\d{1,16}$/.test(score) ? Number(score) : Number.NaN;
  if (!Number.isSafeInteger(s)) return { cause: UNKNOWN_TAINT };
  if (Math.floor(s / RESUME_RANKS) <= now) return undefined;
  const rank = s % RESUME_RANKS;
  if (rank === 0) return { cause: undefined };
  const cause = (Object.keys(TAINT_STRENGTH) as TaintCause[]).find((c) => TAINT_STRENGTH[c] === rank);
  return { cause: cause ?? UNKNOWN_TAINT };
}

/**
 * Lua helpers for the keys gate shares between traces and clients (SHARED_KEYS, shared-keys.ts: the one
 * list of them): a stranger with write access to one of them could otherwise fail every write of the
 * fleet with one key (round 58 left it so; round 60 the record of seen values' keys). `gate_key(p, name,
 * suffix)`: the key, checked once a script run against the list: a key of another type, a counter that is
 * not a short integer, or a collection gate reads whole holding more than SHARED_WHOLE_MAX members is
 * replaced (UNLINK: a planted key of millions is freed off Redis's main thread, and nothing of it is read).
 * `gate_incr(key, d)`: a counter's change, starting again at d on what is not an integer; `gate_hincr(h, f,
 * d)`: the same for a hash's field; `gate_num(v)`: a field read as a number, 0 when it is not one. Each
 * repair sets `gate_repaired`, which the write scripts add to their reply (counted as the store's `shared`
 * repair, names only), and `gate_replaced[key]`, for a caller whose companions go with the key. What a repair loses (a book's order, a count, resume notes) is what deleting the
 * key loses, which the same write access allows anyway (docs/fleet.md, "Round 59", "Round 60").
 */
const SHARED = sharedKeysLua();
export const SHARED_KEYS_LUA = `
local gate_repaired, gate_checked, gate_replaced = false, {}, {}
local gate_kinds = { ${SHARED.kinds} }
local gate_whole = { ${SHARED.whole} }
local gate_sizes = { hash = 'HLEN', set = 'SCARD', zset = 'ZCARD' }
local function gate_replace(key)
  redis.call('UNLINK', key)
  gate_repaired = true
  gate_replaced[key] = true
end
local function gate_key(p, name, suffix)
  local key = p .. name .. (suffix or '')
  if gate_checked[key] then return key end
  gate_checked[key] = true
  local want = gate_kinds[name]
  if not want then error('gate: ' .. name .. ' is not in the list of shared keys') end
  local t = redis.call('TYPE', key)
  if type(t) == 'table' then t = t.ok end
  if t == 'none' then return key end
  if want == 'counter' then
    if t ~= 'string' or redis.call('STRLEN', key) > 20 or not tonumber(redis.call('GET', key)) then gate_replace(key) end
  elseif t ~= want then
    gate_replace(key)
  elseif gate_whole[name] and redis.call(gate_sizes[want], key) > ${SHARED_WHOLE_MAX} then
    gate_replace(key)
  end
  return key
end
local function gate_num(v) return tonumber(v) or 0 end
-- A flag gate sets over whatever stands at the key (\`lfull\`, \`shflood:\`): what stood is freed with
-- UNLINK, off Redis's main thread (SET frees a planted collection of millions inside the script).
local function gate_flag(key, ttl)
  redis.call('UNLINK', key)
  redis.call('SET', key, '1', 'PX', ttl)
end
local function gate_incr(key, d)
  local r = redis.pcall('INCRBY', key, d)
  if type(r) == 'number' then return r end
  redis.call('SET', key, d)
  gate_repaired = true
  return d
end
local function gate_hincr(h, f, d)
  local r = redis.pcall('HINCRBY', h, f, d)
  if type(r) == 'number' then return r end
  redis.call('HSET', h, f, d)
  gate_repaired = true
  return d
end
`;

/**
 * Lua functions for the scripts that note a trace. `resume_live(p, d, now)`: the rank a live note kept,
 * or nil. `resume_renew(p, d, now, window)`: a read renews a live note (an expired one a write has not
 * yet dropped is not revived), returns resume_live's answer. `resume_note(p, client, d, rank, window,
 * now, max, share)`: notes (or renews) the digest with the stronger of its live rank and `rank`, returns
 * that rank. A note is charged to its first writer; when a second client writes it, it becomes shared
 * (`wasby` names `#s:<that client>`, round 30): in no client's set, so no one client's flood reaches it,
 * and it goes only by expiry or as the set's oldest. A client makes at most `share` live notes shared
 * (`wasmade` counts them), so two clients cannot grow shared notes past their shares; past that a note
 * keeps its owner. Expired notes go a few a write (lowest score first); past the bound the writer's own
 * oldest goes when it holds its share, else an over-share client's, else the set's oldest. Notes enter
 * and move only through `resume_put` (the set and the owner's set at one score, round 29) and leave
 * through `resume_drop` only (never ZREMRANGEBY*), so the owner hash, the client sets and the counts
 * hold what the set holds, ranked as it is.
 */
export const RESUME_LUA = `${SHARED_KEYS_LUA}
local function resume_own(p, c) return gate_key(p, 'wasown:', c) end
-- A shared note's owner: '#s:' and the client that made it shared (no stored client name holds ':' after '#').
local function resume_maker(o) if string.sub(o, 1, 3) == '#s:' then return string.sub(o, 4) end return nil end
local function resume_live(p, d, now)
  local s = redis.call('ZSCORE', gate_key(p, 'was'), d)
  if not s then return nil end
  s = tonumber(s)
  if math.floor(s / ${RESUME_RANKS}) <= now then return nil end
  return s % ${RESUME_RANKS}
end
local function resume_put(p, owner, d, score, window)
  redis.call('ZADD', gate_key(p, 'was'), score, d)
  redis.call('HSET', gate_key(p, 'wasby'), d, owner)
  local keys = { p .. 'was', p .. 'wasby', p .. 'wasmade' }
  if not resume_maker(owner) then
    redis.call('ZADD', resume_own(p, owner), score, d)
    keys[3] = resume_own(p, owner)
  end
  for _, k in ipairs(keys) do redis.call('PEXPIRE', k, window) end
end
-- Leaves the owner's set (or the maker's count) only; the caller writes or drops the note itself.
local function resume_unown(p, o, m, share)
  local maker = resume_maker(o)
  if maker then
    if gate_hincr(gate_key(p, 'wasmade'), maker, -1) <= 0 then redis.call('HDEL', p .. 'wasmade', maker) end
    return
  end
  redis.call('ZREM', resume_own(p, o), m)
  if redis.call('ZCARD', resume_own(p, o)) <= share then redis.call('SREM', gate_key(p, 'wasbig'), o) end
end
local function resume_drop(p, m, share)
  local o = redis.call('HGET', gate_key(p, 'wasby'), m)
  redis.call('ZREM', gate_key(p, 'was'), m)
  redis.call('HDEL', p .. 'wasby', m)
  if o then resume_unown(p, o, m, share) end
end
local function resume_renew(p, d, now, window)
  local live = resume_live(p, d, now)
  if not live then return nil end
  local score = (now + window) * ${RESUME_RANKS} + live
  -- A renewal moves the note in its owner's set too: eviction reads the owner's oldest (round 29).
  if score > tonumber(redis.call('ZSCORE', p .. 'was', d)) then
    local owner = redis.call('HGET', gate_key(p, 'wasby'), d)
    if owner then resume_put(p, owner, d, score, window) end
  end
  return live
end
local function resume_note(p, client, d, rank, window, now, max, share)
  local z, by, big = gate_key(p, 'was'), gate_key(p, 'wasby'), gate_key(p, 'wasbig')
  local function own(c) return resume_own(p, c) end
  local function drop(m) resume_drop(p, m, share) end
  for _, m in ipairs(redis.call('ZRANGEBYSCORE', z, '-inf', now * ${RESUME_RANKS} + ${RESUME_RANKS - 1}, 'LIMIT', 0, 8)) do
    drop(m)
  end
  local held = resume_live(p, d, now)
  if held and held > rank then rank = held end
  local owner = redis.call('HGET', by, d)
  -- An expired note a write has not yet dropped is gone: this write starts it again, charged to its writer.
  if owner and not held then
    drop(d)
    owner = nil
  end
  owner = owner or client
  -- A second client's write makes the note shared, so neither client's flood reaches it (round 30).
  if owner ~= client and not resume_maker(owner) and gate_num(redis.call('HGET', gate_key(p, 'wasmade'), client)) < share then
    resume_unown(p, owner, d, share)
    gate_hincr(gate_key(p, 'wasmade'), client, 1)
    owner = '#s:' .. client
  end
  resume_put(p, owner, d, (now + window) * ${RESUME_RANKS} + rank, window)
  if not resume_maker(owner) and redis.call('ZCARD', own(owner)) > share then redis.call('SADD', big, owner) end
  -- A key's oldest other than the note just written: notes written in one millisecond tie on score and
  -- Redis orders ties by digest, so without this the new note could be its own victim (round 29).
  local function oldest(k)
    for _, m in ipairs(redis.call('ZRANGE', k, 0, 1)) do if m ~= d then return m end end
    return nil
  end
  -- A few notes a write (a write adds at most one): a set a stranger grew past the bound drains over
  -- later writes, never in one script's time (round 60).
  for _ = 1, ${SHARED_DRAIN} do
    if redis.call('ZCARD', z) <= max then break end
    local victim, from
    if redis.call('ZCARD', own(client)) >= share then victim, from = oldest(own(client)), own(client) end
    while not victim do
      local c = redis.call('SRANDMEMBER', big)
      if not c then break end
      victim, from = oldest(own(c)), own(c)
      if not victim then redis.call('SREM', big, c) end
    end
    if not victim then victim, from = oldest(z), z end
    if not victim then break end
    drop(victim)
    -- Out of the set it was drawn from whatever \`wasby\` said (round 60: a client's member no owner
    -- named stayed there, and this loop drew it for ever: a stall of every replica).
    redis.call('ZREM', from, victim)
  end
  redis.call('PEXPIRE', big, window)
  return rank
end
`;
