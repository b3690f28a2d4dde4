// fast-check with assert, check and sample drawing FUZZ_SCALE (default 20) times the count each call asks
// for (or fast-check's global count, 100 unless configured); everything else is fast-check's own.
import { appendFileSync } from 'node:fs';
import * as real from 'fast-check';

export * from 'fast-check';

const SCALE = Number(process.env.FUZZ_SCALE ?? 20);
// A file that checks how many draws it made reads this (test/helpers/deep.ts drawsOf).
process.env.FUZZ_DRAWN_SCALE = String(SCALE);
// A sample with a seed of its own is a fixed list (a corpus, a fixture's cases), not a draw: left as asked
// unless FUZZ_SAMPLE=all; FUZZ_SAMPLE=0 leaves every sample alone.
const SAMPLE = process.env.FUZZ_SAMPLE ?? 'unseeded';
const scalesSample = (params) =>
  SAMPLE === 'all' || (SAMPLE === 'unseeded' && (typeof params === 'number' || params?.seed === undefined));
const tally = { properties: 0, runs: 0, samples: 0, sampled: 0 };

const countOf = (params) =>
  (typeof params === 'number' ? params : params?.numRuns) ?? real.readConfigureGlobal()?.numRuns ?? 100;

function scaled(params) {
  const numRuns = Math.ceil(countOf(params) * SCALE);
  tally.properties += 1;
  tally.runs += numRuns;
  return { ...params, numRuns };
}

export function assert(property, params) {
  return real.assert(property, scaled(params));
}

export function check(property, params) {
  return real.check(property, scaled(params));
}

export function sample(generator, params) {
  if (!scalesSample(params)) return real.sample(generator, params);
  const numRuns = Math.ceil(countOf(params) * SCALE);
  tally.samples += 1;
  tally.sampled += numRuns;
  return real.sample(generator, typeof params === 'number' ? numRuns : { ...params, numRuns });
}

export default { ...real.default, assert, check, sample };

// One JSON line a process, for the runner's table: how many properties ran and how many draws they made.
if (process.env.FUZZ_TALLY)
  process.on('exit', () =>
    appendFileSync(process.env.FUZZ_TALLY, `${JSON.stringify({ argv: process.argv.slice(1), ...tally })}\n`),
  );
