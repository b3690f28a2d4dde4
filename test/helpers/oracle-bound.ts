// The wall bound of a run of a real shell in the tests (an oracle's, a stand-in's), and how a run the bound cut is
// told from one that ended on its own: light, so helpers that load no kernel share it (docs/testing.md, "Round 74
// (lead)").
import { availableParallelism, loadavg } from 'node:os';

/**
 * A run's wall bound: `seconds` on an idle machine, stretched by the load per core up to ten times. The bound only
 * stops a hang; at load 30 on two cores a fixed one cut an oracle's run short (docs/testing.md, "Round 71 (lead)"),
 * and the cases it never reached read as cases the real shell did not run.
 */
export function oracleSeconds(seconds: number): number {
  const perCore = loadavg()[0]! / availableParallelism();
  return Math.round(seconds * Math.min(10, Math.max(1, perCore)) * 10) / 10;
}

/**
 * Whether a run begun at `started` (Date.now()) took its whole `bound` seconds, so `timeout` cut it: its status
 * alone cannot say (a script may end with 124 itself). A margin of half a second read a script's quick `exit 124`
 * at load 5.5 as cut, its bound 0.6 s (round 73); 10 ms covers the clock's reading.
 */
export const tookWholeBound = (started: number, bound: number): boolean =>
  Date.now() - started >= bound * 1000 - 10;
