// Round 56: what the fold of a conversation's earlier calls (where a persistent shell stands,
// kernel/ladder/shell-standing.ts) costs a model-wire request, base against this build.
// A request resends the whole history, and RequestVerdicts.noteEarlierCall reads every earlier call's
// arguments: on the base a JSON.parse each, every request; this build reads a call once per call id
// (wire/shared/earlier-calls.ts) and compares the text after. The conversation: 200 earlier calls, every
// other one a Write of a large file, the rest Bash commands (a `cd` among them), re-folded per request.
// Round 60: each build measured in processes of its own (bench/helpers/process-ab.ts), not two in one.
// Run: npm run build && node dist/bench/standing-fold.js [--base /tmp/base-r56/dist] [--pairs 6] [--seconds 2]
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchOptionsFor } from './helpers/options.js';
import { AB_OPTIONS, medianOfPasses, processAb } from './helpers/process-ab.js';

const values = benchOptionsFor('standing-fold', {
  ...AB_OPTIONS,
  seconds: { type: 'string', default: '2' },
  calls: { type: 'string', default: '200' },
});
const SECONDS = Number(values.seconds);
const CALLS = Number(values.calls);
const SIZES = [4, 32, 128];

interface Folder {
  noteEarlierCall(args: string, id?: string): void;
  meta(): { standing?: string };
}

/** The history's calls: [id, arguments text]. A Write of `kb` kB of prose every other call. */
function history(kb: number): [string, string][] {
  const prose = 'The function reads the config, then cd-s nowhere; source of truth is the cache. '.repeat(
    Math.ceil((kb * 1024) / 80),
  );
  const out: [string, string][] = [];
  for (let i = 0; i < CALLS; i++)
    out.push([
      `call_${i}`,
      i % 2 === 0
        ? JSON.stringify({ file_path: `/home/u/app/src/f${i}.ts`, content: prose.slice(0, kb * 1024) })
        : JSON.stringify({ command: i === 1 ? 'cd /home/u/app' : `npm test -- f${i}` }),
    ]);
  return out;
}

/** Each size: the median CPU ns a request's fold over `--seconds` of requests, on the build at `dist`. */
async function measure(dist: string): Promise<{ values: number[] }> {
  const { RequestVerdicts } = await import(pathToFileURL(resolve(dist, 'src/wire/shared/verdicts.js')).href);
  // Only the fold is exercised: an engine and a request that answer what the constructor asks.
  const engine = { policy: () => undefined };
  const ctx = { req: { headers: {} }, traceId: 't' };
  const make = () => new RequestVerdicts(engine, 'chat', ctx, {}) as Folder;
  const out: number[] = [];
  for (const kb of SIZES) {
    const calls = history(kb);
    const pass = (): number => {
      // Each request parses its body again: fresh strings, as a real request's history (no shared object).
      const texts = calls.map(([id, args]) => [id, (' ' + args).slice(1)] as const);
      const t0 = process.cpuUsage();
      const v = make();
      for (const [id, args] of texts) v.noteEarlierCall(args, id);
      const t = process.cpuUsage(t0);
      if (v.meta().standing !== undefined) throw new Error('the fold stands in a shared place');
      return (t.user + t.system) * 1000;
    };
    out.push(medianOfPasses(pass, SECONDS, 3));
  }
  return { values: out };
}

await processAb({
  script: fileURLToPath(import.meta.url),
  title: `bench/standing-fold: the fold of ${CALLS} earlier calls a request`,
  rows: SIZES.map((kb) => `${kb} kB Write calls`),
  unit: 'CPU ns a request',
  values,
  measure,
});
