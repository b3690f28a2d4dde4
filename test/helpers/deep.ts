// How much of a large input space one run of the suite tries. CI tries a share sized to what the property
// needs, drawn afresh each run (the seed is printed) so runs together cover the rest; GATE_DEEP=1 tries it
// all, as the files did before round 40, for a local deep run before a change to what they cover.
export const DEEP = process.env.GATE_DEEP === '1';

/** `ci` runs in the suite, `deep` under GATE_DEEP=1. */
export const runsOf = (ci: number, deep: number): number => (DEEP ? deep : ci);

/**
 * A predicate drawing `fraction` of the items it is asked about (all of them under GATE_DEEP=1), from
 * GATE_FUZZ_SEED when given so a failing run replays; `said` names the seed for the test's output.
 */
export function shareOf(fraction: number): { take: () => boolean; seed: number; said: string } {
  const seed = Number(process.env.GATE_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const draw = prng(seed);
  const all = DEEP || fraction >= 1;
  return {
    take: () => all || draw() < fraction,
    seed,
    said: all ? 'all of them' : `a share of ${fraction} drawn with GATE_FUZZ_SEED=${seed}`,
  };
}

/**
 * Round 73: the share of the suite's repeated size checks (a reading held to linear work, assertRepeatLinear;
 * a CPU bar, assertCpuUnder) a CI run makes, each check drawn on its own; all of them under GATE_DEEP=1 or
 * GATE_CHECK_SHARE=1. They were a seventh of the suite's CPU, and each is a second line behind round 44's
 * shape check of every expression (docs/testing.md, "Round 73"). A failure names its input: rerun with
 * GATE_CHECK_SHARE=1 to make it again.
 */
export const CHECK_SHARE = DEEP ? 1 : Number(process.env.GATE_CHECK_SHARE ?? 1 / 4);
const checks = shareOf(CHECK_SHARE);
/** Whether this size check runs in this run (CHECK_SHARE of them, every one under GATE_DEEP=1). */
export const checkDrawn = (): boolean => checks.take();

/**
 * Every combination of `lists`' items, first list outermost: a property over a few constants each is a
 * table, checked whole for fewer decisions than fast-check's draws of it repeat (docs/testing.md, round 68).
 */
export function everyOf<L extends readonly (readonly unknown[])[]>(
  ...lists: L
): { -readonly [K in keyof L]: L[K][number] }[] {
  let all: unknown[][] = [[]];
  for (const list of lists) all = all.flatMap((t) => list.map((x) => [...t, x]));
  return all as { -readonly [K in keyof L]: L[K][number] }[];
}

/** A small deterministic PRNG (mulberry32), so a run is reproducible from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How many draws a property asked for `n` makes: `n` in CI, FUZZ_SCALE times it under scripts/fuzz-scale
 * (its wrapper sets FUZZ_DRAWN_SCALE), so a file checking its own draw count reads as the wrapper draws.
 */
export const drawsOf = (n: number): number => Math.ceil(n * Number(process.env.FUZZ_DRAWN_SCALE ?? 1));

/**
 * `count` of `items` spread evenly from the first to the last, the same every run; all of them under
 * GATE_DEEP=1. CI's fixed sample of a size check's many inputs to one reader: every part of the list is met
 * each run, every input by the deep job (npm run test:deep; docs/testing.md, round 69).
 */
export function sampleOf<T>(items: readonly T[], count: number): readonly T[] {
  if (DEEP || count >= items.length) return items;
  if (count <= 1) return items.slice(0, 1);
  return Array.from(
    { length: count },
    (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T,
  );
}
