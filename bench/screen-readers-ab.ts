// The screener's readers that round 64 changed, each alone, this build against another built tree (`--base DIR`),
// each in processes of its own, in turns (bench/helpers/process-ab.ts). Their input is what they read inside
// `admit` on bench/screen's two throughput sets (bench/helpers/screen-chunks.ts): every view of every 4 kB
// result, as the addressed-clause readers get it (escaped line breaks opened) or lower-cased for the
// destination reader. Prints each side's median CPU us a result (all its views) over passes, and checks both
// builds found the same spans, so a speed change that moves one fails the run.
// Run: npm run build && node dist/bench/screen-readers-ab.js --base /tmp/base/dist [--seconds N] [--pairs N]
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildCorpus } from '../test/corpus/corpus.js';
import { benchOptions } from './helpers/options.js';
import { AB_OPTIONS, medianOfPasses, processAb } from './helpers/process-ab.js';
import { cleanChunks, TYPICAL } from './helpers/screen-chunks.js';

const values = benchOptions(
  `usage: node dist/bench/screen-readers-ab.js [--base DIR] [--seconds N] [--pairs N]
  --base DIR    the other tree's dist/ (built), e.g. /tmp/base-r64/dist (without it: this build alone)
  --seconds N   timed seconds of passes a row, a process (default 2)
  --pairs N     pairs of processes, a build a process (default 6)
`,
  { ...AB_OPTIONS, seconds: { type: 'string', default: '2' } },
);

const RESULTS = 512;
const ROWS = [
  ['calledReaderAt', 'called-reader.js', 'head'],
  ['otherAiConditionAt', 'ai-condition.js', 'head'],
  ['concealedInstructionsAt', 'concealed-instructions.js', 'head'],
  ['spelledDestinations', 'spelled-destination.js', 'lower'],
  ['addressedClauseAt (all 27 readers)', 'addressed-clause.js', 'head'],
] as const;

async function measure(dist: string): Promise<{ values: number[]; checks: string[] }> {
  const at = (p: string) => import(pathToFileURL(resolve(dist, 'src/kernel/screen', p)).href);
  const [{ buildView, allViews }, { withEscapedBreaks }] = await Promise.all([
    at('view.js'),
    at('injection-context.js'),
  ]);
  const corpus = buildCorpus();
  const heads: string[] = [];
  for (const chunk of [...cleanChunks(corpus, RESULTS / 2), ...cleanChunks(corpus, RESULTS / 2, TYPICAL)])
    for (const v of allViews(buildView(chunk))) heads.push(v.text);
  const inputs = { head: heads.map((t) => withEscapedBreaks(t)), lower: heads.map((t) => t.toLowerCase()) };
  const out: number[] = [];
  const checks: string[] = [];
  for (const [name, file, input] of ROWS) {
    const read = (await at(file))[name.split(' ')[0]!] as (text: string) => unknown;
    const texts = inputs[input];
    const digest = createHash('sha256');
    for (const t of texts) digest.update(`${JSON.stringify(read(t)) ?? '-'}\n`);
    checks.push(digest.digest('hex').slice(0, 16));
    const pass = (): number => {
      const start = process.cpuUsage();
      for (const t of texts) read(t);
      const used = process.cpuUsage(start);
      return (used.user + used.system) / RESULTS;
    };
    out.push(medianOfPasses(pass, Number(values.seconds), 3));
  }
  return { values: out, checks };
}

await processAb({
  script: fileURLToPath(import.meta.url),
  title: `bench/screen-readers-ab (round 64's readers alone, every view of ${RESULTS} 4 kB clean results)`,
  rows: ROWS.map(([name]) => name),
  unit: 'CPU us a result',
  values,
  measure,
  digits: 1,
});
