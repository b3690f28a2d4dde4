// The fleet's revocations and their count (round 61): a revocation must not be undone or hidden by one key
// planted or deleted. `revoked` is never repaired (a set replaced forgets every revocation, and a witness
// carries no issue epoch a floor could hold back); REVOKE_LUA counts each new member at `revn`, and a
// replica reads the set's size against that count and against the highest count it has read itself (kept in
// its memory, out of the reach of Redis's write access). docs/fleet.md, "Round 61 (fleet-r61)".

/**
 * KEYS: revoked, generation, revoked count. ARGV: witness. Returns {member, generation, size, count}: member
 * -1 when `revoked` is not a set (nothing else read of it), count -1 when the count is not a short integer
 * (its size is checked before it is read, so a planted megabyte is never sent).
 */
export const REVOKED_READ_LUA = `
local t = redis.call('TYPE', KEYS[1])
if type(t) == 'table' then t = t.ok end
local generation = redis.call('GET', KEYS[2]) or false
if t ~= 'set' and t ~= 'none' then return {-1, generation, -1, -1} end
local ct = redis.call('TYPE', KEYS[3])
if type(ct) == 'table' then ct = ct.ok end
local count = -1
if ct == 'none' then count = 0
elseif ct == 'string' and redis.call('STRLEN', KEYS[3]) <= 15 then
  local v = redis.call('GET', KEYS[3])
  if string.match(v, '^%d+$') then count = tonumber(v) end
end
return {redis.call('SISMEMBER', KEYS[1], ARGV[1]), generation, redis.call('SCARD', KEYS[1]), count}
`;

/** What a replica makes of the read: the witness's answer, and why the set cannot be trusted (or nothing). */
export interface RevokedReading {
  revoked: boolean;
  /** Set when every witness is refused: the reason, in words a health check shows (no witness named). */
  refused?: string;
}

/**
 * Judges one read. `highest` is the highest count this replica read in this store generation. Fail closed:
 * a set of another type, an unreadable count, a set smaller than its count (members deleted), or a count
 * below one already read (the set and its count deleted or rewritten together) reads every witness revoked.
 */
export function judgeRevoked(member: number, size: number, count: number, highest: number): RevokedReading {
  if (member < 0) return { revoked: true, refused: '`revoked` is not a set gate wrote' };
  if (count < 0)
    return { revoked: true, refused: 'the revocation count `revn` is not an integer gate wrote' };
  if (size < count)
    return {
      revoked: true,
      refused: `\`revoked\` holds ${size} witnesses of the ${count} the fleet revoked: revocations were deleted`,
    };
  if (count < highest)
    return {
      revoked: true,
      refused: `the revocation count went back from ${highest} to ${count}: revocations were deleted`,
    };
  return { revoked: member === 1 };
}
