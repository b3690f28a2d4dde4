// How many bytes a cached entry counts against a store's byte bound; both stores count the same way.
import type { CacheEntry } from './types.js';

/** The content's UTF-8 bytes plus the names stored beside it. */
export function entryBytes(entry: CacheEntry): number {
  return (
    Buffer.byteLength(entry.content) +
    entry.key.length +
    entry.namespace.length +
    entry.tool.length +
    entry.status.length +
    (entry.witness?.length ?? 0)
  );
}
