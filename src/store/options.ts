// Options objects: an explicit `undefined` means "use the default", never "unset the default".

/** Drops keys whose value is undefined so spreading the rest over defaults keeps them. */
export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
