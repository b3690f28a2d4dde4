// A per-namespace fence closes the fill/invalidate race: a read that started before a write must not be
// cached after that write invalidated its namespace. StateStore has no slot for it yet, so it is an extension.
import type { CacheEntry, StateStore } from './types.js';

/** A cache entry carrying the fence its read was started under; a store drops it if the fence moved. */
export interface FencedCacheEntry extends CacheEntry {
  fence?: string;
}

export interface CacheFence {
  /** An opaque token that changes whenever `namespace` (or everything, via `*`) is invalidated. */
  cacheFence(namespace: string): Promise<string>;
}

export function hasCacheFence(store: StateStore): store is StateStore & CacheFence {
  return typeof (store as Partial<CacheFence>).cacheFence === 'function';
}
