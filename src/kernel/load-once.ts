// A module loaded on demand, once (docs/operations.md, "Startup"): the first call starts the load, calls
// while it runs share its promise, and a failed load is forgotten, so the call that needed it is refused
// and the next call tries again. The rung, the secret rules, the ledger and the MCP ledger book load so.

export class LoadOnce<T> {
  #value: T | undefined;
  #loaded = false;
  #loading: Promise<T> | undefined;

  /** `load` starts the load (a dynamic import and what is made of it); it may throw or reject. */
  constructor(private readonly load: () => Promise<T>) {}

  /** What the load gave, once it has; undefined before (or while the last load failed). */
  get value(): T | undefined {
    return this.#value;
  }

  /** Has a load succeeded? */
  get loaded(): boolean {
    return this.#loaded;
  }

  /** Loads once; resolves what the load gave. A failure rejects every call that shared it, and is retried. */
  get(): Promise<T> {
    if (this.#loaded) return Promise.resolve(this.#value as T);
    if (this.#loading === undefined) {
      let started: Promise<T>;
      try {
        started = this.load();
      } catch (err) {
        // A load that throws before it returns a promise fails as one that rejects.
        started = Promise.reject(err);
      }
      this.#loading = started.then(
        (value) => {
          this.#value = value;
          this.#loaded = true;
          this.#loading = undefined;
          return value;
        },
        (err: unknown) => {
          this.#loading = undefined;
          throw err;
        },
      );
    }
    return this.#loading;
  }

  /** get(), as true once loaded and false for a failed load (the rung's and the secret rules' hosts ask so). */
  ready(): Promise<boolean> {
    return this.#loaded
      ? Promise.resolve(true)
      : this.get().then(
          () => true,
          () => false,
        );
  }
}
