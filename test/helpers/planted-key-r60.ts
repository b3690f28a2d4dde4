// A stranger's key of the wrong type at one of gate's keys, for one write, then taken away again: the fault
// rounds 44–45 model "one command's error" with. Since round 57 gate REPLACES such a key at a ledger or a
// taint mark (a ledger that starts full), so a harness that then deletes the key and renames the old one
// back deletes gate's repair with it: a rollback of the ledger, which write access can always do (docs/
// fleet.md, "forgetting what a trace read"), not a fault gate must survive (round 60: the failing draw
// of redteam-fleet-r44's property, seed -1449231851). Taking the plant away removes only the plant: the
// key is put back only while it still holds the planted value, atomically.
import type { Redis } from 'ioredis';

const PLANT = 'planted-by-a-stranger';

/** Moves the key aside and plants a string there, in one transaction. False when there was no key. */
export async function plantWrongType(raw: Redis, key: string): Promise<boolean> {
  if ((await raw.exists(key)) !== 1) return false;
  await raw.multi().rename(key, `${key}:aside`).set(key, PLANT).exec();
  return true;
}

/**
 * Takes the plant away: the old key comes back if the plant still stands; if gate replaced it meanwhile,
 * what gate wrote stays and the old copy goes. Returns which happened.
 */
export async function unplant(raw: Redis, key: string): Promise<'restored' | 'kept-gate-s'> {
  const reply = await raw.eval(
    `if redis.call('TYPE', KEYS[1]).ok == 'string' and redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('RENAME', KEYS[2], KEYS[1])
  return 1
end
redis.call('DEL', KEYS[2])
return 0`,
    2,
    key,
    `${key}:aside`,
    PLANT,
  );
  return reply === 1 ? 'restored' : 'kept-gate-s';
}
