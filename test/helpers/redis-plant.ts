// What a stranger with write access to Redis puts over a key gate keeps, for the fleet tests: each wrong
// type as the command that writes it, planted in one script, and a huge collection built inside Redis.
import type { Redis } from 'ioredis';

/**
 * A revocation no replica heard (no notice), as a round-65 replica's REVOKE_LUA writes it: the three
 * revocation keys and the epoch, and nothing else (the birth mark left where it is).
 */
export const revokeUnheard = (raw: Redis, prefix: string, witness: string) =>
  raw.eval(
    `redis.call('SADD', KEYS[1], ARGV[1]); redis.call('SADD', KEYS[3], ARGV[1]); redis.call('INCR', KEYS[2])
return redis.call('INCR', KEYS[4])`,
    4,
    `${prefix}revoked`,
    `${prefix}revn`,
    `${prefix}revw`,
    `${prefix}epoch`,
    witness,
  );

/** Each type a stranger can plant, as the command (after the key) that writes it. */
export const WRONG_TYPES: Readonly<Record<string, readonly string[]>> = {
  string: ['SET', 'x'],
  hash: ['HSET', 'y', 'z'],
  list: ['RPUSH', 'y'],
  set: ['SADD', 'y'],
  zset: ['ZADD', '1', 'y'],
  stream: ['XADD', '*', 'y', 'z'],
};

/** Deletes KEYS[1] and writes it with ARGV (a WRONG_TYPES command) in one script: nothing comes between. */
export const PLANT_LUA = `redis.call('DEL', KEYS[1])
redis.call(ARGV[1], KEYS[1], unpack(ARGV, 2))
return 1`;

/**
 * Lua filling key `k` of type `kind` with `n` members, a thousand a command (nothing sent per member); the
 * script around it declares `k`, `kind` and `n`.
 */
export const FILL_LUA = `for i = 1, n, 1000 do
  local args = {}
  for j = i, math.min(n, i + 999) do
    if kind == 'zset' then args[#args + 1] = j end
    args[#args + 1] = 'm' .. j
    if kind == 'hash' then args[#args + 1] = '1' end
  end
  if kind == 'hash' then redis.call('HSET', k, unpack(args))
  elseif kind == 'set' then redis.call('SADD', k, unpack(args))
  elseif kind == 'zset' then redis.call('ZADD', k, unpack(args))
  elseif kind == 'stream' then for j = i, math.min(n, i + 999) do redis.call('XADD', k, '0-' .. j, 'y', 'z') end
  else redis.call('RPUSH', k, unpack(args)) end
end`;
