// A request's "the client went away" signal. Not an AbortController: on Node 20 every AbortSignal
// survives the young-generation collections and is promoted, with all it reaches (a loop that only
// creates `new AbortController().signal` runs 8x slower, scavenges 0.75 -> 4 ms); gate made one per
// request, and its young collections took 4 to 7 ms under load (docs/wires.md).
import type { CallerSignal } from './types.js';

type Listener = () => void;

export class Lifeline implements CallerSignal {
  #aborted = false;
  #reason: unknown;
  #listeners: Listener[] | undefined;

  get aborted(): boolean {
    return this.#aborted;
  }

  get reason(): unknown {
    return this.#reason;
  }

  /** Listeners run once, in order, when the request is aborted; one added after that never runs. */
  addEventListener(_type: 'abort', listener: Listener): void {
    if (this.#aborted) return;
    this.#listeners ??= [];
    this.#listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: Listener): void {
    const list = this.#listeners;
    if (!list) return;
    const at = list.indexOf(listener);
    if (at >= 0) list.splice(at, 1);
  }

  throwIfAborted(): void {
    if (this.#aborted) throw this.#reason;
  }

  abort(reason: unknown): void {
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    const list = this.#listeners;
    this.#listeners = undefined;
    // One listener throwing does not keep the others from hearing it (as with EventTarget).
    for (const listener of list ?? []) {
      try {
        listener();
      } catch (err) {
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  }
}
