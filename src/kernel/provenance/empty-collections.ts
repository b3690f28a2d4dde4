/**
 * The empty collections a fresh ledger's fields (ledger.ts, twin-index.ts) share until their first write:
 * most requests' ledgers never write most of them, and each empty Map or Set made is ~100 bytes of heap
 * (docs/wires.md, perf3-r62). Typed read-only, so only a field's own write method can add to one.
 */
export const NO_KEYS: ReadonlySet<never> = new Set<never>();
export const NO_ENTRIES: ReadonlyMap<never, never> = new Map<never, never>();
