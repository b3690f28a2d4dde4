// One `gate serve` per configuration for a file's tests that need only a running gateway, not a fresh one:
// started at the first test that asks, stopped when the file's tests end. A start and its first decisions
// cost 0.3 to 0.7 s of CPU (docs/testing.md, "Round 37"); a test that stops, signals or reconfigures its
// gate, or reads state only a fresh one has, starts its own with startGate.
import { after } from 'node:test';
import { type GateProcess, type StartOptions, startGate } from './gate-process.js';

const started = new Map<string, Promise<GateProcess>>();

// A root-level hook (this module is imported before the file's tests are declared): runs after all of them.
after(async () => {
  const gates = await Promise.all([...started.values()].map((p) => p.catch(() => undefined)));
  started.clear();
  await Promise.all(gates.map((g) => g?.stop()));
});

/** The file's gate for `args` and `opts`, started on first use; later callers get the same process. */
export function sharedGate(args: readonly string[] = [], opts: StartOptions = {}): Promise<GateProcess> {
  const key = JSON.stringify([args, opts]);
  let gate = started.get(key);
  if (gate === undefined) {
    gate = startGate([...args], opts);
    started.set(key, gate);
  }
  return gate;
}
