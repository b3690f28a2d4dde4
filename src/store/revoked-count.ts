// The fleet's revocations and their count (round 61): a revocation must not be undone or hidden by one key
// planted or deleted. `revoked` is never repaired (a set replaced forgets every revocation, and a witness
// carries no issue epoch a floor could hold back); REVOKE_LUA counts each new member at `revn`, and a
// replica reads the set's size against that count and against the highest count it has read itself (kept in
// its memory, out of the reach of Redis's write access). docs/fleet.md, "Round 61 (fleet-r61)".

/** A key's type name, as Redis 6 and 7 both answer it. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

const KIND_FN = `
local function kind(k)
  local t = redis.call('TYPE', k)
  if type(t) == 'table' then t = t.ok end
  return t
end
`;

/** A generation made by GENESIS_LUA in round 65 starts with this: its epoch key was written in the same script. */
export const EPOCH_BORN = 'e1:';
/**
 * Round 66: a sealed generation, `e2:<uuid>:<sha1 of its birth secret>`. The secret (`born`) is written
 * with the generation and the epoch at 0, and deleted when the epoch first moves: a store at epoch 0 without
 * it had its epoch set back, and no one can write it again without the secret, which no key holds any more,
 * or without replacing the generation, which every running replica checks (docs/fleet.md, "Round 66").
 */
export const EPOCH_SEALED = 'e2:';

/** Whether a generation was made with its epoch (rounds 65 and 66): then no epoch key is a deletion. */
export const bornWithEpoch = (generation: string | undefined): boolean =>
  generation?.startsWith(EPOCH_BORN) === true || generation?.startsWith(EPOCH_SEALED) === true;

/** A new sealed generation and its birth secret, for GENESIS_LUA and LOST_LUA. */
export function newGeneration(): { generation: string; secret: string } {
  const secret = randomBytes(24).toString('hex');
  const seal = createHash('sha1').update(secret).digest('hex');
  return { generation: `${EPOCH_SEALED}${randomUUID()}:${seal}`, secret };
}

/**
 * Lua `birth(epoch, born, secret)`: the epoch at 0 when there is none, and the birth mark when the epoch is
 * then 0 (a generation made beside an epoch already past 0 needs none: it is checked only at 0).
 */
export const BIRTH_FN = `
local function birth(ek, bk, secret)
  redis.call('SET', ek, '0', 'NX')
  if redis.pcall('GET', ek) == '0' then redis.call('SET', bk, secret) else redis.call('UNLINK', bk) end
end
`;

/**
 * KEYS: revoked, generation, revoked count, the revocations' record, the trust epoch, the birth mark. ARGV: witness, the witness this replica
 * last found the two sets disagree on (or ''), the most members gate keeps (adoption's bound), adopt ('1': a
 * replica that has read no count yet adopts a missing record from the set, a fleet of round 61 upgrading).
 * Returns {member, generation, size, count, record member, record size, swapped in set, swapped in record,
 * epoch}: member -1 when `revoked` is not a set, record member -1 when the record is not a set (nothing else
 * read of either), count -1 when the count is not a short integer (its size is checked before it is read, so
 * a planted megabyte is never sent), epoch -1 likewise (round 63: every revocation moves it, so an epoch past
 * 0 beside no `revoked` says the fleet's revocations were deleted) and -2 when there is no epoch key (round
 * 65: a generation this round made was born with its epoch, so none there is a deletion), and birth gone: 1
 * when a sealed generation (round 66) reads epoch 0 or none without its birth mark, which the epoch's first
 * move deleted (an epoch set back to 0). An epoch past 0 deletes a birth mark still there (a round-65
 * replica's revocation does not).
 */
export const REVOKED_READ_LUA = `${KIND_FN}local function counter(k)
  local ct = kind(k)
  if ct == 'none' then return 0 end
  if ct == 'string' and redis.call('STRLEN', k) <= 15 then
    local v = redis.call('GET', k)
    if string.match(v, '^%d+$') then return tonumber(v) end
  end
  return -1
end
local t, rt = kind(KEYS[1]), kind(KEYS[4])
local generation = redis.call('GET', KEYS[2]) or false
local epoch = -2
if kind(KEYS[5]) ~= 'none' then epoch = counter(KEYS[5]) end
local gone = 0
if generation and string.sub(generation, 1, #'${EPOCH_SEALED}') == '${EPOCH_SEALED}' then
  local bt = kind(KEYS[6])
  if epoch == 0 or epoch == -2 then
    if bt ~= 'string' or redis.call('STRLEN', KEYS[6]) > 64
      or redis.sha1hex(redis.call('GET', KEYS[6])) ~= string.sub(generation, -40) then gone = 1 end
  elseif epoch > 0 and bt ~= 'none' then redis.call('UNLINK', KEYS[6]) end
end
if t ~= 'set' and t ~= 'none' then return {-1, generation, -1, -1, 0, 0, 0, 0, epoch, gone} end
if rt ~= 'set' and rt ~= 'none' then return {0, generation, 0, 0, -1, -1, 0, 0, epoch, gone} end
local count = counter(KEYS[3])
if rt == 'none' and t == 'set' and ARGV[4] == '1' and redis.call('SCARD', KEYS[1]) <= tonumber(ARGV[3]) then
  redis.call('SUNIONSTORE', KEYS[4], KEYS[1])
end
local s = ARGV[2]
local sm, sr = 0, 0
if s ~= '' then sm, sr = redis.call('SISMEMBER', KEYS[1], s), redis.call('SISMEMBER', KEYS[4], s) end
return {redis.call('SISMEMBER', KEYS[1], ARGV[1]), generation, redis.call('SCARD', KEYS[1]), count,
  redis.call('SISMEMBER', KEYS[4], ARGV[1]), redis.call('SCARD', KEYS[4]), sm, sr, epoch, gone}
`;

/**
 * KEYS: revoked, the revocations' record. ARGV: a witness a notice named, the most members gate keeps.
 * Returns 1 when `revoked` holds the witness (0 otherwise, or when it is not a set), and then adds it to
 * the record if the record is a set with room (round 63: a round-61 replica revoking after the record
 * exists counts without writing it; the notice every replica hears puts it there). A record that is gone
 * or of another type is left as it is: adoption (above) or the refusal is its reader's.
 */
export const HEARD_CONFIRM_LUA = `${KIND_FN}if kind(KEYS[1]) ~= 'set' or redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 0 then return 0 end
if kind(KEYS[2]) == 'set' and redis.call('SCARD', KEYS[2]) < tonumber(ARGV[2]) then
  redis.call('SADD', KEYS[2], ARGV[1])
end
return 1
`;

/** One read of the two sets and the count (REVOKED_READ_LUA's reply, as numbers). */
export interface RevokedRead {
  /** 1 when `revoked` holds the witness, -1 when `revoked` is not a set. */
  member: number;
  size: number;
  count: number;
  /** 1 when the record `revw` holds the witness, -1 when the record is not a set. */
  recordMember: number;
  recordSize: number;
  /** The trust epoch (`epoch`), -1 when unreadable, -2 when absent: every revocation moves it, and nothing but Redis's loss resets it. */
  epoch: number;
  /** 1 when a sealed generation reads epoch 0 without its birth mark (round 66): the epoch was set back. */
  birthGone: number;
}

/**
 * What a replica remembers of the fleet's revocations, in memory, out of Redis's reach: the highest count
 * (`revn`, round 61) and the highest trust epoch (round 65) it read in this store generation, and whether the
 * generation was born with its epoch (GENESIS_LUA: then no epoch key is a deletion, never a fleet that never
 * revoked).
 */
export interface RevokedSeen {
  count: number;
  epoch: number;
  bornWithEpoch: boolean;
}

/**
 * KEYS: the generation, the trust epoch, the birth mark. ARGV: a new generation (newGeneration), its birth
 * secret. Makes the generation when Redis has none and, in the same script, the epoch at 0 when it has none
 * (round 65: from then on an epoch key missing beside this generation was deleted) and the birth mark
 * (round 66). Returns the generation Redis holds.
 */
export const GENESIS_LUA = `${BIRTH_FN}if redis.call('SET', KEYS[1], ARGV[1], 'NX') then birth(KEYS[2], KEYS[3], ARGV[2]) end
return redis.call('GET', KEYS[1])
`;

/** What a replica makes of the read: the witness's answer, and why the set cannot be trusted (or nothing). */
export interface RevokedReading {
  revoked: boolean;
  /** Set when every witness is refused: the reason, in words a health check shows (no witness named). */
  refused?: string;
  /** The witness the record holds and the set lost (a member replaced): remembered, read again until put right. */
  swapped?: true;
}

/**
 * Judges one read against what this replica read before in this store generation (`seen`). Fail closed:
 * a set of another type, an unreadable count, a set or its record smaller than its count (members deleted),
 * a count below one already read (the set and its count deleted or rewritten together), an epoch below one
 * already read or gone from a generation born with it (round 65: the epoch deleted or lowered with the three
 * keys), no set beside a trust epoch past 0 (all three keys deleted: round 63), or a witness the record holds
 * that the set lost (a member replaced one for one: round 62) reads every witness revoked. A witness the set
 * holds and the record does not (a stranger's member) is revoked, never a refusal.
 */
export function judgeRevoked(read: RevokedRead, seen: RevokedSeen): RevokedReading {
  const { member, size, count, recordMember, recordSize } = read;
  const highest = seen.count;
  // No epoch key: a deletion when the generation was born with one (round 65), else a fleet that never revoked.
  if (read.epoch === -2 && seen.bornWithEpoch)
    return {
      revoked: true,
      refused:
        'the trust epoch `epoch` is gone while the store generation that was made with it stands: revocations were deleted',
    };
  const epoch = read.epoch === -2 ? 0 : read.epoch;
  // Round 65: the epoch only grows in one generation (INCR), so one below what this replica read was
  // deleted or lowered, whatever the three revocation keys now say; an operator restores it to the highest.
  if (epoch >= 0 && epoch < seen.epoch)
    return {
      revoked: true,
      refused: `the trust epoch went back from ${seen.epoch} to ${epoch}: revocations were deleted (restore it to ${seen.epoch} or more)`,
    };
  // Round 66: epoch 0 in a sealed generation whose birth mark is gone was set back after it moved.
  if (read.birthGone === 1)
    return {
      revoked: true,
      refused:
        'the trust epoch reads 0 but the store generation\u2019s birth mark `born` is gone, which the epoch\u2019s first move deletes: revocations were deleted (re-revoke them from the journal)',
    };
  if (member < 0) return { revoked: true, refused: '`revoked` is not a set gate wrote' };
  if (recordMember < 0)
    return { revoked: true, refused: 'the revocations\u2019 record `revw` is not a set gate wrote' };
  if (count < 0)
    return { revoked: true, refused: 'the revocation count `revn` is not an integer gate wrote' };
  if (size < count)
    return {
      revoked: true,
      refused: `\`revoked\` holds ${size} witnesses of the ${count} the fleet revoked: revocations were deleted`,
    };
  if (recordSize < count)
    return {
      revoked: true,
      refused: `the revocations\u2019 record \`revw\` holds ${recordSize} witnesses of the ${count} the fleet revoked: revocations were deleted`,
    };
  if (count < highest)
    return {
      revoked: true,
      refused: `the revocation count went back from ${highest} to ${count}: revocations were deleted`,
    };
  // Round 63: `revoked`, `revn` and `revw` all gone leave nothing to count against, but the epoch every
  // revocation moved still says the fleet revoked (a data loss resets it too, with the generation).
  if (size === 0 && epoch !== 0)
    return {
      revoked: true,
      refused: `\`revoked\` is gone but the trust epoch (${epoch < 0 ? 'unreadable' : epoch}) says the fleet revoked: revocations were deleted`,
    };
  if (recordMember === 1 && member !== 1) return { revoked: true, refused: SWAPPED, swapped: true };
  return { revoked: member === 1 || recordMember === 1 };
}

/** Why every witness is refused once a witness the record holds is missing from the set (names no witness). */
export const SWAPPED =
  '`revoked` lost a witness its record `revw` holds (a member replaced or removed): revocations were deleted';
