// One redis-server for a test file: started before its tests and killed after, when the machine has one.
import { after, before } from 'node:test';
import { Redis } from 'ioredis';
import { RedisStore, type RedisStoreOptions } from '../../src/store/redis.js';
import { RedisServer, redisAvailability, startRedisFor } from '../store-redis-harness.js';
import { redisSkip } from './replica-pair.js';

/** `skip` is why there is none (false when there is), `url()` its address once started. */
export function redisForFile(): { skip: string | false; url(): string } {
  const availability = redisAvailability();
  const skip = 'skip' in availability ? availability.skip : false;
  let server: RedisServer | undefined;
  before(async () => {
    if (skip) return;
    if ('fail' in availability) throw new Error(availability.fail);
    if ('bin' in availability) server = await RedisServer.start(availability.bin);
  });
  after(() => server?.kill());
  return { skip, url: () => server!.url };
}

/** A file's redis-server with a raw client and the stores it opens (closed after the file). */
export interface RedisFile {
  /** Set in `before`. */
  server: RedisServer;
  raw: Redis;
  /** A store on `url` (the server's, or a proxy's), closed in `after`. */
  open(url: string, options: RedisStoreOptions): Promise<RedisStore>;
  /** Keys under a prefix, by SCAN. */
  keysUnder(prefix: string): Promise<string[]>;
}

export function redisFile(): RedisFile {
  const stores: RedisStore[] = [];
  const file = {
    async open(url: string, options: RedisStoreOptions) {
      const store = await RedisStore.connect(url, options);
      stores.push(store);
      return store;
    },
    async keysUnder(prefix: string) {
      let cursor = '0';
      const all: string[] = [];
      do {
        const [next, keys] = await file.raw.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        all.push(...keys);
      } while (cursor !== '0');
      return all;
    },
  } as RedisFile;
  before(async () => {
    if (redisSkip) return;
    const s = await startRedisFor(redisAvailability());
    if (s === undefined) throw new Error('redis-server did not start');
    file.server = s;
    file.raw = new Redis(s.url);
  });
  after(async () => {
    for (const s of stores) await s.close();
    file.raw?.disconnect();
    await file.server?.crash();
  });
  return file;
}
