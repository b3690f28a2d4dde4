// Two trees' passes in one process, a pass of each in turn (bench/distinct-pass-ab, bench/wire-pieces-ab):
// a shared machine's load falls on both alike, where separate runs scattered by 2x (round 48).

/** A side's pass: CPU ns an item. */
export type TimedPass = () => number;

/**
 * Runs `warm` pass pairs untimed, then pairs for `seconds`, which side goes first alternating so neither
 * always follows the other's garbage; prints each side's median and range (`unit`: "a decision") and the
 * median of the per-pair ratios second/first.
 */
export function pairedPasses(sides: [string, TimedPass][], seconds: number, unit: string, warm = 3): void {
  for (let w = 0; w < warm; w++) for (const [, pass] of sides) pass();
  const got: number[][] = [[], []];
  const end = Date.now() + seconds * 1000;
  for (let k = 0; Date.now() < end; k++)
    for (let s = 0; s < 2; s++) {
      const i = (s + k) % 2;
      got[i]?.push((sides[i] as [string, TimedPass])[1]());
    }
  const median = (xs: number[]): number => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)] as number;
  };
  const ratios = (got[1] as number[]).map((b, k) => b / ((got[0] as number[])[k] as number));
  for (const [i, [name]] of sides.entries()) {
    const xs = got[i] as number[];
    console.log(
      `${name}: ${Math.round(median(xs))} CPU ns ${unit} (median of ${xs.length} passes, range ${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))})`,
    );
  }
  console.log(`${sides[1]?.[0]}/${sides[0]?.[0]} per pair: median ${median(ratios).toFixed(3)}`);
}
