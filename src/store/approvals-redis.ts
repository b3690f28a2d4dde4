// The approval queue of a fleet, in the shared Redis: a call held on one replica is listed and decided on
// any, and its approved witness admits once on any. Each transition is one Lua script, so two replicas
// never both consume one approval. Its own connection: an outage fails closed (the call stays held).
// Deadlines are on Redis's clock (docs/fleet.md, "Round 47"): a replica behind by D approved a held call up
// to D late, one ahead expired it early; views are read back on the replica's clock.
import { Redis } from 'ioredis';
import { GateError } from '../kernel/errors.js';
import {
  APPROVAL_DEFAULTS,
  type Approval,
  type ApprovalFilter,
  type ApprovalRequest,
  type ApprovalState,
  type ApprovalStore,
  type ApprovalTiming,
  CLAIM_LEASE_MS,
  type ClaimIntent,
  type ClaimOutcome,
  type ConsumeOutcome,
  collect,
  type Decided,
  type DecideOutcome,
  newApprovalId,
  type OpenOutcome,
  perTraceBound,
  recordsBound,
  viewAt,
} from './approvals.js';
import { RedisClock } from './redis-clock.js';
import { quitWithin } from './redis-quit.js';
import { isReplyError, refusalOf } from './redis-refusals.js';
import { LuaScript } from './redis-scripts.js';
import { SHARED_DRAIN, storeKeyNames } from './shared-keys.js';

/**
 * The most fields and bytes (names and values) of an approval record gate writes: 22 fields, each value
 * an id, a time, a digest, a tool's name (256 characters), the value-free preview or a client's names.
 * A record past them is no record of gate's: a script reads it as `{'big'}` and it is never sent (round
 * 56, store2-r56: HGETALL sent a stranger's planted value whole, bounded only by the command timeout).
 */
export const APPROVAL_READ_FIELDS = 32;
/** The longest id gate writes (\`ap-\` and a UUID): a listing member longer is a stranger's. */
const APPROVAL_ID_MAX = 64;
export const APPROVAL_READ_BYTES = 64 * 1024;

/** Lua: \`whole(key)\` the record's fields as HGETALL gives them, or \`{'big'}\`; sizes summed before reading. */
const WHOLE = `
local function whole(key)
  if redis.call('HLEN', key) > ${APPROVAL_READ_FIELDS} then return {'big'} end
  local size = 0
  for _, f in ipairs(redis.call('HKEYS', key)) do size = size + #f + redis.call('HSTRLEN', key, f) end
  if size > ${APPROVAL_READ_BYTES} then return {'big'} end
  return redis.call('HGETALL', key)
end
`;
const BIG = (key: string) => `if whole(${key})[1] == 'big' then return {'big'} end\n`;

/**
 * Lua: \`deadline(x, c, da, cv, now, ttl, lease)\` a record's deadline \`x\` capped at the furthest gate itself
 * sets: its opening or its decision (each no later than now) plus the TTL, or its claim's lease (no further
 * than now plus one lease). A live record a stranger planted with a far-future deadline is thus settled
 * TTL after the time it claims, never kept live for ever (it was bounded only through \`apq\`); 0 for a
 * deadline that is no number (fleet2-r61).
 */
const DEADLINE = `
local function deadline(x, c, da, cv, now, ttl, lease)
  x = tonumber(x)
  if not x then return 0 end
  local cap = 0
  c, da, cv = tonumber(c), tonumber(da), tonumber(cv)
  if c then cap = math.min(c, now) + ttl end
  if da then cap = math.max(cap, math.min(da, now) + ttl) end
  if cv then cap = math.max(cap, math.min(cv, now + lease)) end
  return math.min(x, cap)
end
`;

/**
 * Lua: \`make_room(p, aps, apq, now, bound)\` pushes the oldest settled records out of the listing index
 * (and their records, and any pending index naming them) until it holds fewer than \`bound\`, looking at
 * most at ${SHARED_DRAIN} of its oldest a call (a stranger's millions drain over later opens, never in one
 * script). A record live (pending or approved before its deadline) stays; a member longer than an id, or
 * naming no record, is no record of gate's and goes too. Returns evicted records and whether there is room
 * (round 61: settled records were bounded by time only). A record's deadline is read capped (DEADLINE).
 */
const MAKE_ROOM = `${DEADLINE}
local function make_room(p, aps, apq, now, bound, ttl, lease)
  local t = redis.call('TYPE', aps)
  if type(t) == 'table' then t = t.ok end
  -- Another type, or past what gate's opens ever leave: the listing is a stranger's, replaced (UNLINK).
  if t ~= 'zset' and t ~= 'none' or (t == 'zset' and redis.call('ZCARD', aps) > 2 * bound + ${SHARED_DRAIN}) then
    redis.call('UNLINK', aps)
    return 0, true, 1
  end
  local n = redis.call('ZCARD', aps)
  if n < bound then return 0, true, 0 end
  local evicted = 0
  for _, id in ipairs(redis.call('ZRANGE', aps, 0, ${SHARED_DRAIN - 1})) do
    if n < bound then break end
    local hk = p .. 'ap:' .. id
    local h = #id <= ${APPROVAL_ID_MAX} and redis.pcall('HMGET', hk, 's', 'x', 'tr', 'c', 'da', 'cv') or false
    local live = type(h) == 'table' and (h[1] == 'pending' or h[1] == 'approved')
      and now < deadline(h[2], h[4], h[5], h[6], now, ttl, lease)
    if not live then
      redis.call('ZREM', aps, id)
      n = n - 1
      redis.pcall('ZREM', apq, id)
      if type(h) == 'table' and h[1] then
        if h[3] then redis.pcall('ZREM', p .. 'apq:tr:' .. h[3], id) end
        redis.call('UNLINK', hk)
        evicted = evicted + 1
      end
    end
  end
  return evicted, n < bound, 0
end
`;

/**
 * Lua: \`pending_count(key, now, bound)\` a pending index's members after dropping up to ${SHARED_DRAIN} expired
 * ones, or \`false, why\` when the key is not gate's: another type, or past twice the bound plus
 * ${SHARED_DRAIN} (gate's opens never leave more than the bound; a config differing between replicas stays
 * under twice it). Refused, never replaced: a replacement forgets the pending count, so more than
 * maxPending could wait (fleet2-r61; before, Redis's WRONGTYPE left the store raw, and a planted index of
 * millions of expired members was trimmed in one script).
 */
const PENDING_COUNT = `
local function pending_count(key, now, bound)
  local t = redis.call('TYPE', key)
  if type(t) == 'table' then t = t.ok end
  if t == 'none' then return 0 end
  if t ~= 'zset' then return false, 'a ' .. t end
  local n = redis.call('ZCARD', key)
  if n > 2 * bound + ${SHARED_DRAIN} then return false, n .. ' members' end
  local gone = redis.call('ZRANGEBYSCORE', key, '-inf', now, 'LIMIT', 0, ${SHARED_DRAIN})
  if #gone > 0 then redis.call('ZREM', key, unpack(gone)) end
  return n - #gone
end
`;

/**
 * The live record for the token if it stands, else a new pending one unless maxPending are waiting
 * (false), the trace holds its share (KEYS[4], 'trace'), or the record bound (ARGV[9]) holds only live
 * records (false). A reply that pushed settled records out, or replaced a stranger's listing, starts
 * \`'evicted', n, replaced\`.
 */
const OPEN_LUA = `${WHOLE}${MAKE_ROOM}${PENDING_COUNT}
local p, now = ARGV[1], tonumber(ARGV[2])
local old = redis.call('GET', KEYS[1])
if old then
  local h = redis.call('HMGET', p .. 'ap:' .. old, 's', 'x', 'c', 'da', 'cv')
  if h[1] and (h[1] == 'pending' or h[1] == 'approved' or h[1] == 'denied')
    and now < deadline(h[2], h[3], h[4], h[5], now, tonumber(ARGV[10]), tonumber(ARGV[11])) then
    return whole(p .. 'ap:' .. old)
  end
end
local pending, why = pending_count(KEYS[3], now, tonumber(ARGV[6]))
if not pending then return { 'refused', 'apq', why } end
local mine, why_tr = pending_count(KEYS[4], now, tonumber(ARGV[8]))
if not mine then return { 'refused', 'apq:tr:', why_tr } end
if pending >= tonumber(ARGV[6]) then return false end
if mine >= tonumber(ARGV[8]) then return 'trace' end
local evicted, room, replaced = make_room(p, KEYS[2], KEYS[3], now, tonumber(ARGV[9]), tonumber(ARGV[10]), tonumber(ARGV[11]))
if not room then return false end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[7])
local id = ARGV[3]
local hk = p .. 'ap:' .. id
redis.call('HSET', hk, 'id', id, 's', 'pending', 'c', ARGV[2], 'x', ARGV[4], unpack(ARGV, 12))
redis.call('PEXPIRE', hk, ARGV[5])
redis.call('SET', KEYS[1], id, 'PX', ARGV[5])
redis.call('ZADD', KEYS[2], ARGV[2], id)
redis.call('ZADD', KEYS[3], ARGV[4], id)
redis.call('ZADD', KEYS[4], ARGV[4], id)
redis.call('PEXPIRE', KEYS[4], ARGV[5])
local all = whole(hk)
if evicted > 0 or replaced > 0 then
  table.insert(all, 1, replaced)
  table.insert(all, 1, evicted)
  table.insert(all, 1, 'evicted')
end
return all
`;

/** A script's reply: the flag, then the record's fields (`flagged` reads it). */
const flaggedRecord = (key: string, flag: string) =>
  `local all = whole(${key})\ntable.insert(all, 1, ${flag})\nreturn all\n`;

/**
 * A claim holds the deadline (x) at least to its lease's end, so the record never reads expired while
 * claimed; the pending indexes follow it (x is in the script's local `x`, the key prefix in ARGV[6]).
 */
const HOLD_DEADLINE = `local tr = redis.call('HGET', KEYS[1], 'tr')
    redis.pcall('ZADD', ARGV[6] .. 'apq', 'XX', x, redis.call('HGET', KEYS[1], 'id'))
    if tr then redis.pcall('ZADD', ARGV[6] .. 'apq:tr:' .. tr, 'XX', x, redis.call('HGET', KEYS[1], 'id')) end`;

/**
 * pending, before its deadline, no live claim -> claimed (ARGV[2]) until ARGV[3]; {1 or 0, fields...}.
 * The first claim records its decision (ARGV[4] by ARGV[5], as 'cd' 'ca', 'co' its claim); a claim taken
 * over a lapsed one keeps that decision and answers 2: it may be journaled already (docs/approvals.md).
 * The lease is 'cv'; 'cu' holds the approval's deadline, so a round-25 replica (which reads its lease from
 * 'cu') never takes a claim over; a lapsed claim with neither 'cv' nor 'cd' is a round-25 replica's, its
 * decision unknown: 3 (a round-26 replica's claim records 'cd' and is carried as this build's).
 */
const CLAIM_LUA = `${WHOLE}${BIG('KEYS[1]')}
local h = redis.call('HMGET', KEYS[1], 's', 'x', 'cl', 'cu', 'cd', 'cv')
if not h[1] then return false end
local now, claimed = tonumber(ARGV[1]), 0
if h[1] == 'pending' and now < tonumber(h[2]) and (not h[3] or now >= tonumber(h[6] or h[4])) then
  if h[3] and not h[6] and not h[5] then claimed = 3
  else
    local x = h[2]
    if tonumber(ARGV[3]) > tonumber(x) then x = ARGV[3] end
    redis.call('HSET', KEYS[1], 'cl', ARGV[2], 'cu', x, 'cv', ARGV[3], 'x', x)
    ${HOLD_DEADLINE}
    claimed = 1
    if h[5] then claimed = 2
    elseif ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'cd', ARGV[4], 'ca', ARGV[5], 'co', ARGV[2]) end
  end
end
${flaggedRecord('KEYS[1]', 'claimed')}`;

/** Drops the claim ARGV[1] if it is still the record's, and its decision if that claim made it. */
const RELEASE_LUA = `
local h = redis.call('HMGET', KEYS[1], 'cl', 'co')
if h[1] == ARGV[1] then redis.call('HDEL', KEYS[1], 'cl', 'cu', 'cv') end
if h[1] == ARGV[1] and h[2] == ARGV[1] then redis.call('HDEL', KEYS[1], 'cd', 'ca', 'co') end
return 1
`;

/**
 * Extends the claim ARGV[1] to ARGV[2] if it still holds a record pending before its deadline (ARGV[3]
 * is now), and the deadline with it; 1 if it did.
 */
const RENEW_LUA = `
local h = redis.call('HMGET', KEYS[1], 's', 'cl', 'x')
if h[1] == 'pending' and h[2] == ARGV[1] and tonumber(ARGV[3]) < tonumber(h[3]) then
  local x = h[3]
  if tonumber(ARGV[2]) > tonumber(x) then x = ARGV[2] end
  redis.call('HSET', KEYS[1], 'cv', ARGV[2], 'cu', x, 'x', x)
  ${HOLD_DEADLINE.replaceAll('ARGV[6]', 'ARGV[4]')}
  return 1
end
return 0
`;

/**
 * pending -> approved | denied, with a new deadline; {1 or 0, fields...}. Under a claim (ARGV[8]) only
 * while it is the record's and before the deadline (which the claim holds to its lease), or answered 1 unchanged when that claim already decided it (a retry, kept as
 * 'dk'); without one, only before the deadline, under no live claim and no claim's recorded decision.
 */
const DECIDE_LUA = `${WHOLE}${BIG('KEYS[1]')}
local h = redis.call('HMGET', KEYS[1], 's', 'x', 'token', 'tr', 'cl', 'cu', 'dk', 'cd', 'cv')
if not h[1] then return false end
local now, decided, mine = tonumber(ARGV[1]), 0, false
if ARGV[8] ~= '' and h[1] ~= 'pending' and h[7] == ARGV[8] then
  ${flaggedRecord('KEYS[1]', '1')}end
if ARGV[8] ~= '' then
  mine = h[1] == 'pending' and h[5] == ARGV[8] and now < tonumber(h[2])
else
  mine = h[1] == 'pending' and now < tonumber(h[2]) and (not h[5] or (h[9] and now >= tonumber(h[9]))) and not h[8]
end
if mine then
  redis.call('HSET', KEYS[1], 's', ARGV[2], 'da', ARGV[1], 'db', ARGV[3], 'x', ARGV[4])
  redis.call('HDEL', KEYS[1], 'cl', 'cu', 'cv', 'cd', 'ca', 'co')
  if ARGV[8] ~= '' then redis.call('HSET', KEYS[1], 'dk', ARGV[8]) end
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  redis.call('PEXPIRE', ARGV[7] .. 'apt:' .. h[3], ARGV[5])
  redis.pcall('ZREM', KEYS[2], ARGV[6])
  if h[4] then redis.pcall('ZREM', ARGV[7] .. 'apq:tr:' .. h[4], ARGV[6]) end
  decided = 1
end
${flaggedRecord('KEYS[1]', 'decided')}`;

/** approved (and not past its deadline) -> used; returns {1 or 0, record fields...}. */
const CONSUME_LUA = `${WHOLE}
local id = redis.call('GET', KEYS[1])
if not id then return false end
local hk = ARGV[1] .. 'ap:' .. id
${BIG('hk')}
local h = redis.call('HMGET', hk, 's', 'x')
if not h[1] then return false end
local consumed = 0
if h[1] == 'approved' and tonumber(ARGV[2]) < tonumber(h[2]) then
  redis.call('HSET', hk, 's', 'used', 'u', ARGV[2])
  consumed = 1
end
local all = whole(hk)
table.insert(all, 1, consumed)
return all
`;

/** One record, bounded (WHOLE). */
const GET_LUA = `${WHOLE}return whole(KEYS[1])`;

/** How many listed ids one `list` reads at most (the listing index is pruned by age as well). */
const MAX_SCAN = 5000;

/** The approval queue's names on the store's lists (shared-keys.ts), for a refusal naming a key. */
const APPROVAL_KEY_NAMES = storeKeyNames().filter((n) => n.startsWith('ap'));

export interface RedisApprovalOptions {
  keyPrefix?: string;
  timing?: ApprovalTiming;
  commandTimeoutMs?: number;
  now?: () => number;
  /**
   * Whether deadlines are set and checked on Redis's clock (round 47). Default: yes, unless `now` is given
   * (a test's injected clock keeps its own frame, as the state store's: docs/fleet.md, "Round 45").
   */
  redisClock?: boolean;
}

/** How often the offset to Redis's clock is taken again at most (a replica's clock may be stepped). */
const CLOCK_RESYNC_MS = 60_000;

export class RedisApprovalStore implements ApprovalStore {
  readonly kind = 'redis' as const;
  private readonly scripts = {
    open: new LuaScript(OPEN_LUA, 4),
    claim: new LuaScript(CLAIM_LUA, 1),
    release: new LuaScript(RELEASE_LUA, 1),
    renew: new LuaScript(RENEW_LUA, 1),
    decide: new LuaScript(DECIDE_LUA, 2),
    consume: new LuaScript(CONSUME_LUA, 1),
    get: new LuaScript(GET_LUA, 1),
  };
  private readonly prefix: string;
  private readonly timing: ApprovalTiming;
  /** Scripts' times on Redis's clock; records read back on this replica's. */
  private readonly clock: RedisClock;
  private readonly syncClock: boolean;
  private syncedAt = Number.NEGATIVE_INFINITY;
  readonly claimLeaseMs: number;
  private evictedCount = 0;
  private replacedCount = 0;
  /** Pending indexes refused at the last open, each with why (fleet2-r61). */
  private readonly refused = new Map<string, string>();

  private constructor(
    private readonly client: Redis,
    options: RedisApprovalOptions,
  ) {
    this.prefix = options.keyPrefix ?? 'gate:';
    this.timing = options.timing ?? APPROVAL_DEFAULTS;
    this.clock = new RedisClock(options.now ?? Date.now);
    this.syncClock = options.redisClock ?? options.now === undefined;
    this.claimLeaseMs = this.timing.claimLeaseMs ?? CLAIM_LEASE_MS;
  }

  /** Connects like the state store (no offline queue: a command while Redis is down fails at once). */
  static async connect(url: string, options: RedisApprovalOptions = {}): Promise<RedisApprovalStore> {
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      commandTimeout: options.commandTimeoutMs ?? 1000,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(100 * times, 1000),
      lazyConnect: true,
    });
    client.on('error', () => {
      // Every command answers for itself (STORE_UNAVAILABLE); the state store reports health.
    });
    try {
      await client.connect();
    } catch {
      client.disconnect();
      throw new GateError('STORE_UNAVAILABLE', 'the Redis approval queue is unreachable');
    }
    const store = new RedisApprovalStore(client, options);
    await store.sync();
    // A reconnect may be to another Redis (a failover): its clock is read again.
    client.on('ready', () => void store.sync());
    return store;
  }

  /** Takes the offset to Redis's clock; a failure keeps the last one (each command answers for itself). */
  private async sync(): Promise<void> {
    if (!this.syncClock) return;
    this.syncedAt = this.clock.localNow();
    await this.clock.sync(this.client).catch(() => undefined);
  }

  /** Now on Redis's clock, the frame of every deadline in the queue; the offset is renewed in the background. */
  private now(): number {
    if (this.syncClock && this.clock.localNow() - this.syncedAt >= CLOCK_RESYNC_MS) void this.sync();
    return this.clock.now();
  }

  /** The record as this replica's clock reads it (`now` is on Redis's). */
  private view(record: Approval, now: number): Approval {
    return viewAt(
      onClock(record, (t) => this.clock.toLocal(t)),
      this.clock.toLocal(now),
    );
  }

  async open(request: ApprovalRequest): Promise<OpenOutcome> {
    const now = this.now();
    const { ttlMs, retainMs, maxPending } = this.timing;
    const fields: string[] = [
      'token',
      request.token,
      'tool',
      request.tool,
      'ad',
      request.argsDigest,
      'tr',
      request.traceId,
      'pv',
      request.preview,
      'w',
      request.wire,
      'rp',
      request.replica,
    ];
    if (request.agent !== undefined) fields.push('ag', request.agent);
    const reply = await this.eval(
      this.scripts.open,
      [
        this.key('apt:', request.token),
        this.key('aps'),
        this.key('apq'),
        this.key('apq:tr:', request.traceId),
      ],
      [
        this.prefix,
        String(now),
        newApprovalId(),
        String(now + ttlMs),
        String(ttlMs + retainMs),
        String(maxPending),
        String(now - 2 * ttlMs - retainMs),
        String(perTraceBound(this.timing)),
        String(recordsBound(this.timing)),
        String(ttlMs),
        String(this.claimLeaseMs),
        ...fields,
      ],
    );
    this.refuseKeys(reply);
    if (reply === 'trace') return { full: 'trace' };
    const approval = parseRecord(bounded(this.countEvicted(reply)));
    return approval ? { approval: this.view(approval, now) } : { full: 'queue' };
  }

  /**
   * A pending index a stranger made unusable (another type, or past any count gate keeps): every open it
   * bounds is refused, naming the key, never Redis's raw error; said in health until an open reads it
   * whole again (fleet2-r61). Counts and types only, never a member.
   */
  refusedKeys(): Record<string, string> {
    return Object.fromEntries(this.refused);
  }

  /** An open's \`{'refused', key, why}\`: recorded and thrown; any other reply clears what it names. */
  private refuseKeys(reply: unknown): void {
    if (!Array.isArray(reply) || reply[0] !== 'refused') {
      // Both indexes read as gate's (a trace's own: the one this open named).
      this.refused.clear();
      return;
    }
    if (reply[1] !== 'apq') this.refused.delete('apq');
    const key = reply[1] === 'apq' ? 'apq' : 'apq:tr:';
    const why = typeof reply[2] === 'string' && reply[2].length <= 64 ? reply[2] : 'not what gate wrote';
    const reason = `${key} in Redis holds ${why}, not a pending index of gate's: refused, never replaced (a replacement forgets the pending count); an operator removes it (docs/fleet.md, 'Round 61, second pass')`;
    this.refused.set(key, reason);
    throw new GateError('STORE_UNAVAILABLE', `the approval queue's shared key ${reason}`);
  }

  /** Settled records this replica's opens pushed out under the record bound (round 61). */
  evicted(): number {
    return this.evictedCount;
  }

  /** Listings of another type or past any bound gate keeps that this replica's opens replaced (round 61). */
  listingsReplaced(): number {
    return this.replacedCount;
  }

  /** OPEN_LUA's reply without its leading \`'evicted', n, replaced\`, both counted. */
  private countEvicted(reply: unknown): unknown {
    if (!Array.isArray(reply) || reply[0] !== 'evicted') return reply;
    const n = Number(reply[1]);
    if (Number.isSafeInteger(n) && n > 0) this.evictedCount += n;
    if (reply[2] === 1) this.replacedCount++;
    return reply.slice(3);
  }

  async get(id: string): Promise<Approval | undefined> {
    const reply = bounded(await this.eval(this.scripts.get, [this.key('ap:', id)], []));
    const record = parseRecord(reply);
    return record ? this.view(record, this.now()) : undefined;
  }

  async list(filter: ApprovalFilter): Promise<Approval[]> {
    const now = this.now();
    // The listing, and the pending index after it (round 62, second pass): a listing a stranger replaced
    // or deleted is rebuilt by the next opens, and meanwhile a pending approval is still listed from `apq`
    // (bounded by maxPending), never lost to the approver while its call waits.
    const ids = await this.run(async () => {
      const [listed, pending] = await Promise.all([
        this.client.zrevrange(this.key('aps'), 0, MAX_SCAN - 1),
        this.client.zrange(this.key('apq'), '0', String(MAX_SCAN - 1)).catch(() => [] as string[]),
      ]);
      const seen = new Set(listed);
      return [...listed, ...pending.filter((id) => !seen.has(id))];
    });
    const out: Approval[] = [];
    const batch = 100;
    for (let at = 0; at < ids.length && out.length < filter.limit; at += batch) {
      const slice = ids.slice(at, at + batch);
      const replies = await this.run(async () => {
        const pipeline = this.client.pipeline();
        // EVAL: a pipeline cannot fall back from EVALSHA one command at a time; the script is small.
        for (const id of slice) pipeline.eval(this.scripts.get.source, 1, this.key('ap:', id));
        const done = await pipeline.exec();
        if (done === null) throw new GateError('STORE_UNAVAILABLE', 'the Redis pipeline was aborted');
        return done;
      });
      const records: Approval[] = [];
      for (const [err, value] of replies) {
        // A record of another type (a stranger's) is none of gate's: not listed, as one too large.
        if (err && isReplyError(err) && err.message.startsWith('WRONGTYPE')) continue;
        if (err) throw new GateError('STORE_UNAVAILABLE', 'the Redis approval queue is unreachable');
        // A record larger than gate writes is none of gate's: not listed.
        const record = parseRecord(value);
        if (record) records.push(onClock(record, (t) => this.clock.toLocal(t)));
      }
      collect(out, records, filter, this.clock.toLocal(now));
    }
    return out;
  }

  async claim(id: string, claim: string, intent?: ClaimIntent): Promise<ClaimOutcome> {
    const now = this.now();
    const reply = await this.eval(
      this.scripts.claim,
      [this.key('ap:', id)],
      [
        String(now),
        claim,
        String(now + this.claimLeaseMs),
        intent?.decision ?? '',
        intent?.approver ?? '',
        this.prefix,
      ],
    );
    const [flag, approval] = flagged(bounded(reply), now, (r, at) => this.view(r, at));
    if (!approval) return { claimed: false };
    const code = Number((reply as unknown[])[0]);
    if (code === 3) return { claimed: false, approval, olderClaim: true };
    if (!flag) return { claimed: false, approval };
    const carried = code === 2 ? carriedOf(reply as unknown[]) : undefined;
    return carried ? { claimed: true, approval, carried } : { claimed: true, approval };
  }

  async release(id: string, claim: string): Promise<void> {
    // EVAL, not EVALSHA: a release sent behind a claim Redis has not answered yet must run when it
    // resumes, and a NOSCRIPT answered then would come after gate stopped waiting to send the script.
    await this.sendEval(this.scripts.release, [this.key('ap:', id)], [claim]);
  }

  async renew(id: string, claim: string): Promise<boolean> {
    const now = this.now();
    const args = [claim, String(now + this.claimLeaseMs), String(now), this.prefix];
    return Number(await this.sendEval(this.scripts.renew, [this.key('ap:', id)], args)) === 1;
  }

  async decide(id: string, decision: Decided, approver: string, claim?: string): Promise<DecideOutcome> {
    const now = this.now();
    const { ttlMs, retainMs } = this.timing;
    // EVAL, as the release: a decide Redis runs only after gate stopped waiting (paused, its script cache
    // flushed by a restart) still runs; a retry under the same claim then finds it done (docs/approvals.md).
    const reply = await this.sendEval(
      this.scripts.decide,
      [this.key('ap:', id), this.key('apq')],
      [
        String(now),
        decision,
        approver,
        String(now + ttlMs),
        String(ttlMs + retainMs),
        id,
        this.prefix,
        claim ?? '',
      ],
    );
    const [flag, approval] = flagged(bounded(reply), now, (r, at) => this.view(r, at));
    if (!approval) return { decided: false };
    return flag ? { decided: true, approval } : { decided: false, approval };
  }

  async consume(token: string): Promise<ConsumeOutcome> {
    const now = this.now();
    const reply = await this.eval(
      this.scripts.consume,
      [this.key('apt:', token)],
      [this.prefix, String(now)],
    );
    const [consumed, approval] = flagged(bounded(reply), now, (r, at) => this.view(r, at));
    return approval ? { consumed, approval } : { consumed: false };
  }

  async close(): Promise<void> {
    await quitWithin(this.client, this.client.options.commandTimeout ?? 1000);
  }

  private key(kind: string, id = ''): string {
    return `${this.prefix}${kind}${id}`;
  }

  /**
   * Any transport failure, and Redis refusing service (redis-refusals.ts), is STORE_UNAVAILABLE: the
   * caller holds the call rather than trust a witness.
   */
  private async run<T>(command: () => Promise<T>, keys: readonly string[] = []): Promise<T> {
    try {
      return await command();
    } catch (err) {
      if (err instanceof GateError) throw err;
      // A key of another type (a stranger's value at a record's, a token's or the listing's own key):
      // refused naming the key's list name, never Redis's raw WRONGTYPE (round 62, second pass).
      if (isReplyError(err) && err.message.startsWith('WRONGTYPE'))
        throw new GateError(
          'STORE_UNAVAILABLE',
          `the approval queue's key ${this.keyNames(keys)} in Redis holds a value of another type: refused, never read`,
        );
      if (isReplyError(err) && refusalOf(err) === undefined) throw err;
      throw new GateError('STORE_UNAVAILABLE', 'the Redis approval queue is unreachable');
    }
  }

  /** The list names (shared-keys.ts) of the keys a command touched: never an id or a token. */
  private keyNames(keys: readonly string[]): string {
    const names = keys.map((k) => {
      const rest = k.slice(this.prefix.length);
      return APPROVAL_KEY_NAMES.find((n) => (n.endsWith(':') ? rest.startsWith(n) : rest === n)) ?? 'of its';
    });
    return [...new Set(names)].join(' or ') || 'of its';
  }

  /** EVAL: the script's text, which runs whenever Redis reads it, whatever its script cache holds. */
  private sendEval(script: LuaScript, keys: string[], args: string[]): Promise<unknown> {
    return this.run(() => this.client.eval(script.source, script.numberOfKeys, ...keys, ...args), keys);
  }

  /** EVALSHA, falling back to EVAL when the server does not have the script (first use, restart). */
  private eval(script: LuaScript, keys: string[], args: string[]): Promise<unknown> {
    return this.run(async () => {
      try {
        return await this.client.evalsha(script.sha, script.numberOfKeys, ...keys, ...args);
      } catch (err) {
        if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
        return await this.client.eval(script.source, script.numberOfKeys, ...keys, ...args);
      }
    }, keys);
  }
}

/** A script's `{1 or 0, record fields...}` reply. */
function flagged(
  reply: unknown,
  now: number,
  view: (record: Approval, now: number) => Approval,
): [boolean, Approval | undefined] {
  if (!Array.isArray(reply) || reply.length === 0) return [false, undefined];
  const record = parseRecord(reply.slice(1));
  return [Number(reply[0]) >= 1, record ? view(record, now) : undefined];
}

/** The record with each of its times moved by `shift` (Redis's clock to the replica's). */
function onClock(record: Approval, shift: (t: number) => number): Approval {
  const moved: Approval = {
    ...record,
    createdAt: shift(record.createdAt),
    expiresAt: shift(record.expiresAt),
  };
  if (record.decidedAt !== undefined) moved.decidedAt = shift(record.decidedAt);
  if (record.usedAt !== undefined) moved.usedAt = shift(record.usedAt);
  return moved;
}

/** The decision a lapsed claim recorded, from a claim's `{2, fields...}` reply. */
function carriedOf(reply: unknown[]): ClaimIntent | undefined {
  const f = new Map<string, string>();
  for (let i = 1; i + 1 < reply.length; i += 2) f.set(String(reply[i]), String(reply[i + 1]));
  const decision = f.get('cd');
  if (decision !== 'approved' && decision !== 'denied') return undefined;
  return { decision, approver: f.get('ca') ?? '' };
}

/**
 * A script's reply, unless it read a record larger than gate writes (WHOLE): then the store fails closed
 * and says so; the record's bytes never left Redis.
 */
function bounded(reply: unknown): unknown {
  if (Array.isArray(reply) && reply.length === 1 && reply[0] === 'big')
    throw new GateError(
      'STORE_UNAVAILABLE',
      'an approval record in Redis is larger than gate writes: not read',
    );
  return reply;
}

const STATES: readonly ApprovalState[] = ['pending', 'approved', 'denied', 'used'];

/** A record from HGETALL's flat field list; undefined for an empty or foreign reply. */
function parseRecord(reply: unknown): Approval | undefined {
  if (!Array.isArray(reply) || reply.length === 0) return undefined;
  const f = new Map<string, string>();
  for (let i = 0; i + 1 < reply.length; i += 2) f.set(String(reply[i]), String(reply[i + 1]));
  const state = f.get('s') as ApprovalState | undefined;
  const id = f.get('id');
  if (id === undefined || state === undefined || !STATES.includes(state)) return undefined;
  const approval: Approval = {
    id,
    state,
    token: f.get('token') ?? '',
    tool: f.get('tool') ?? '',
    argsDigest: f.get('ad') ?? '',
    traceId: f.get('tr') ?? '',
    preview: f.get('pv') ?? '',
    wire: f.get('w') ?? '',
    replica: f.get('rp') ?? '',
    createdAt: Number(f.get('c')),
    expiresAt: Number(f.get('x')),
  };
  const agent = f.get('ag');
  if (agent !== undefined) approval.agent = agent;
  const decidedAt = f.get('da');
  if (decidedAt !== undefined) approval.decidedAt = Number(decidedAt);
  const decidedBy = f.get('db');
  if (decidedBy !== undefined) approval.decidedBy = decidedBy;
  const usedAt = f.get('u');
  if (usedAt !== undefined) approval.usedAt = Number(usedAt);
  return approval;
}
