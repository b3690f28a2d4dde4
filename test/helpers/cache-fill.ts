// A replica's read filled into the shared cache, as the vDSO fills one: the namespace's fence and the
// trust epoch taken first, the entry then put (the store's cache tests, rounds 56 and 57).
import type { RedisStore, RedisStoreOptions } from '../../src/store/redis.js';

/** L and R small enough for a test: a lost invalidation's answer waits about 1.25 s. */
export const TEST_LEASE = { leaseMs: 1000, leaseHoldMs: 3000, leaseMarginMs: 250 };
export const FILL_NS = 'note';

export async function fill(store: RedisStore, key: string, content: string): Promise<void> {
  const fence = await store.cacheFence(FILL_NS);
  const trustEpoch = await store.trustEpoch();
  await store.cachePut({
    key,
    namespace: FILL_NS,
    tool: 'get_note',
    content,
    status: 'OK',
    trustEpoch,
    fence,
  });
}

/** A named replica's options for the cache tests: short timeouts and TEST_LEASE. */
export const replicaOptions = (
  prefix: string,
  name: string,
  extra: RedisStoreOptions = {},
): RedisStoreOptions => ({
  keyPrefix: prefix,
  commandTimeoutMs: 300,
  probeIntervalMs: 50,
  replicaId: name,
  ...TEST_LEASE,
  ...extra,
});
