// gate fleet leases|release: an operator's view of the fleet's leases and the way to clear a crashed
// replica's (docs/fleet.md, "Round 48"). Authenticated by the Redis URL's own credentials (an ACL user
// that may read and write the store's keys), as serve's --store is; it prints names and times only.

import { Redis } from 'ioredis';
import { GateError } from '../../kernel/errors.js';
import { LEASE_DROP_LUA } from '../../store/lease.js';
import { REDIS_STORE_DEFAULTS } from '../../store/redis.js';
import { storeKeys } from '../../store/redis-scripts.js';
import { EXIT } from '../exit-codes.js';
import { parseFlags } from '../flags.js';
import type { CliIo } from '../io.js';
import { UsageError } from '../io.js';

const HELP = `usage: gate fleet leases --store <redis://...> [--key-prefix <p>]
       gate fleet release <replica> --store <redis://...> [--key-prefix <p>]

leases   lists each replica's lease: live (ms left) or lapsed (ms ago). A lease lapsed less than
         --lease-hold-ms ago holds every trace of the fleet (docs/fleet.md, "Round 48").
release  removes a replica's lease: for a replica that crashed and will not come back, once its lost
         writes (<journal>.lost on its disk) are known to be gone or replayed. A live replica renews
         its lease again at once, so releasing it holds nothing back.
`;
export const usage = (): string => HELP;

export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      store: { type: 'string' },
      'key-prefix': { type: 'string' },
    },
  });
  if (values.help) {
    io.stdout.write(HELP);
    return EXIT.OK;
  }
  const [verb, ...names] = positionals;
  if (verb !== 'leases' && verb !== 'release') throw new UsageError('gate fleet: expected leases or release');
  if (verb === 'leases' ? names.length !== 0 : names.length !== 1)
    throw new UsageError(`gate fleet ${verb}: ${verb === 'leases' ? 'takes no name' : 'names one replica'}`);
  if (values.store === undefined) throw new UsageError(`gate fleet ${verb}: --store is required`);
  const keys = storeKeys(values['key-prefix'] ?? REDIS_STORE_DEFAULTS.keyPrefix);
  const key = keys.replicas;
  let url: URL;
  try {
    url = new URL(values.store);
  } catch {
    throw new GateError('BAD_FLAG', '--store: not a URL (expected redis://host:port/db)');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new GateError('BAD_FLAG', '--store: scheme must be redis:// or rediss://');
  const client = new Redis(values.store, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: () => null,
  });
  client.on('error', () => {
    // Reported by the command that fails.
  });
  try {
    await client.connect();
    if (verb === 'release') {
      // Through the lease's own drop: a lapsed lease released moves the cache floor (round 56), so no
      // entry the crashed replica may have left stale is served once its lapse no longer holds the cache.
      const removed = Number(
        await client.eval(LEASE_DROP_LUA, 3, key, keys.replicaOwners, keys.cacheFloor, names[0]!),
      );
      io.stdout.write(removed === 1 ? `released ${names[0]}\n` : `no lease named ${names[0]}\n`);
      return removed === 1 ? EXIT.OK : EXIT.FAILURE;
    }
    const [seconds, micros] = await client.time();
    const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    const flat = await client.zrange(key, '0', '-1', 'WITHSCORES');
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const left = Number(flat[i + 1]) - now;
      io.stdout.write(`${flat[i]} ${left >= 0 ? `live ${left} ms left` : `lapsed ${-left} ms ago`}\n`);
    }
    return EXIT.OK;
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : 'unknown';
    throw new GateError(
      'STORE_UNAVAILABLE',
      `gate fleet ${verb}: the Redis store did not answer (${reason})`,
    );
  } finally {
    client.disconnect();
  }
}
