/**
 * A constant table looked up by a word a call, an argument, a result or a header holds. Built without a
 * prototype so `constructor`, `__proto__` or `toString` finds nothing: a `{}` literal finds
 * Object.prototype's members, and a caller reading one as an entry throws (round 57, redteam2-r57).
 */
export function table<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
