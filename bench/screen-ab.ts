// bench/screen's two throughput sets (256 hard and 256 typical distinct 4 kB clean results, built as it builds
// them, from this tree's corpus) through `admit` under the default screening, this build against another
// built tree (`--base DIR`), each in processes of its own, in turns (bench/helpers/process-ab.ts). Prints each
// side's median CPU us a result over passes (fresh memory a result), and checks both builds gave every
// result the same verdict (kind, reason, rule), so a speed change that moves one fails the run.
// Run: npm run build && node dist/bench/screen-ab.js --base /tmp/base/dist [--seconds N] [--pairs N]
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildCorpus } from '../test/corpus/corpus.js';
import { benchOptions } from './helpers/options.js';
import { AB_OPTIONS, medianOfPasses, processAb } from './helpers/process-ab.js';
import { cleanChunks, TYPICAL } from './helpers/screen-chunks.js';

const values = benchOptions(
  `usage: node dist/bench/screen-ab.js [--base DIR] [--seconds N] [--pairs N]
  --base DIR    the other tree's dist/ (built), e.g. /tmp/base-r63/dist (without it: this build alone)
  --seconds N   timed seconds of passes a set, a process (default 4)
  --pairs N     pairs of processes, a build a process (default 6)
`,
  { ...AB_OPTIONS, seconds: { type: 'string', default: '4' } },
);

const corpus = buildCorpus();
const SETS = [cleanChunks(corpus, 256), cleanChunks(corpus, 256, TYPICAL)];

type Admit = (content: string) => { kind: string; reason?: string; rule?: string };

async function admitOf(dist: string): Promise<Admit> {
  const at = (p: string): string => pathToFileURL(resolve(dist, p)).href;
  const [{ admit }, { ContextMemory }] = await Promise.all([
    import(at('src/kernel/screen/admit.js')),
    import(at('src/kernel/screen/memory.js')),
  ]);
  const policy = { sources: new Map() };
  return (content) => admit({ tool: 't', traceId: 'b', content }, policy, new ContextMemory()).verdict;
}

async function measure(dist: string): Promise<{ values: number[]; checks: string[] }> {
  const one = await admitOf(dist);
  const out: number[] = [];
  const checks: string[] = [];
  for (const chunks of SETS) {
    const digest = createHash('sha256');
    for (const c of chunks) {
      const v = one(c);
      digest.update(`${v.kind}\u0000${v.reason ?? ''}\u0000${v.rule ?? ''}\n`);
    }
    checks.push(digest.digest('hex').slice(0, 16));
    const pass = (): number => {
      const start = process.cpuUsage();
      for (const c of chunks) one(c);
      const used = process.cpuUsage(start);
      return (used.user + used.system) / chunks.length;
    };
    out.push(medianOfPasses(pass, Number(values.seconds), 6));
  }
  return { values: out, checks };
}

await processAb({
  script: fileURLToPath(import.meta.url),
  title: 'bench/screen-ab (admit, default screening, distinct 4 kB clean results)',
  rows: ['hard negatives (AI vocabulary)', 'typical results (JSON, logs, code)'],
  unit: 'CPU us a result',
  values,
  measure,
});
