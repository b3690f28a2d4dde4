// What the ledger keeps of user turns it has read, per client scope (docs/wires.md, rounds 18-19 and 60).

/**
 * Readings of user turns, kept per client scope and bounded in turns and characters over every scope
 * together: past either bound the whole memo starts over. Per scope because a hit is faster than a
 * reading: one memo for all would tell a client by its answer's timing whether another just sent the
 * same turn (round 19).
 */
export class ScopedTurnMemo<V> {
  private readonly scopes = new Map<string, Map<string, V>>();
  private turns = 0;
  private chars = 0;

  constructor(
    private readonly maxTurns: number,
    private readonly maxChars: number,
  ) {}

  get(scope: string, text: string): V | undefined {
    return this.scopes.get(scope)?.get(text);
  }

  /** Keeps `value` as `text`'s reading in `scope`, weighing `chars` characters; a heavier one than the bound is not kept. */
  set(scope: string, text: string, value: V, chars: number): void {
    if (chars > this.maxChars) return;
    if (this.turns >= this.maxTurns || this.chars + chars > this.maxChars) {
      this.scopes.clear();
      this.turns = 0;
      this.chars = 0;
    }
    let kept = this.scopes.get(scope);
    if (kept === undefined) {
      kept = new Map();
      this.scopes.set(scope, kept);
    }
    kept.set(text, value);
    this.turns++;
    this.chars += chars;
  }
}
