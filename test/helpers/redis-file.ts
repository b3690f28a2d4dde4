// One redis-server for a test file: started before its tests and killed after, when the machine has one.
import { after, before } from 'node:test';
import { RedisServer, redisAvailability } from '../store-redis-harness.js';

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
