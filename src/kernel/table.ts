/**
 * A constant table looked up by a word a call, an argument, a result or a header holds. Built without a
 * prototype so `constructor`, `__proto__` or `toString` finds nothing: a `{}` literal finds
 * Object.prototype's members, and a caller reading one as an entry throws (round 57, redteam2-r57).
 */
export function table<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/**
 * Round 58: table() for a table keyed by a closed type (`Record<Reason, …>`, `Partial<Record<ActKind, …>>`):
 * the type says which keys exist, but a key read from a manifest, a store or a wire is a string until
 * checked, and `constructor` then found Object's. Built and frozen as table() builds its tables.
 */
export function keyedTable<R extends object>(entries: R): Readonly<R> {
  return Object.freeze(Object.assign(Object.create(null) as R, entries));
}
