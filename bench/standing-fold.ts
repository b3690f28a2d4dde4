// Round 56: what the fold of a conversation's earlier calls (where a persistent shell stands,
// kernel/ladder/shell-standing.ts) costs a model-wire request, base against this build in one process.
// A request resends the whole history, and RequestVerdicts.noteEarlierCall reads every earlier call's
// arguments: on the base a JSON.parse each, every request; this build reads a call once per call id
// (wire/shared/earlier-calls.ts) and compares the text after. The conversation: 200 earlier calls, every
// other one a Write of a large file, the rest Bash commands (a `cd` among them), re-folded per request.
// Run: npm run build && node dist/bench/standing-fold.js --baseline /tmp/base-r56 [--seconds 5]
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { pairedPasses, type TimedPass } from './helpers/paired-passes.js';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    calls: { type: 'string', default: '200' },
  },
});
const SECONDS = Number(values.seconds);
const CALLS = Number(values.calls);

interface Folder {
  noteEarlierCall(args: string, id?: string): void;
  meta(): { standing?: string };
}

async function load(root: string): Promise<() => Folder> {
  const { RequestVerdicts } = await import(pathToFileURL(resolve(root, 'src/wire/shared/verdicts.js')).href);
  // Only the fold is exercised: an engine and a request that answer what the constructor asks.
  const engine = { policy: () => undefined };
  const ctx = { req: { headers: {} }, traceId: 't' };
  return () => new RequestVerdicts(engine, 'chat', ctx, {}) as Folder;
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

const builds: [string, () => Folder][] = [['this build', await load(resolve(import.meta.dirname, '..'))]];
if (values.baseline) builds.unshift(['baseline', await load(resolve(values.baseline, 'dist'))]);

console.log(
  `the fold of ${CALLS} earlier calls a request, ${SECONDS} s a size; load ${loadavg()[0]?.toFixed(1)}`,
);
for (const kb of [4, 32, 128]) {
  const calls = history(kb);
  // Each request parses its body again: fresh strings, as a real request's history (no shared object).
  const request = () => calls.map(([id, args]) => [id, (' ' + args).slice(1)] as const);
  const pass =
    (make: () => Folder): TimedPass =>
    () => {
      const texts = request();
      const t0 = process.cpuUsage();
      const v = make();
      for (const [id, args] of texts) v.noteEarlierCall(args, id);
      const t = process.cpuUsage(t0);
      if (v.meta().standing !== undefined) throw new Error('the fold stands in a shared place');
      return (t.user + t.system) * 1000;
    };
  console.log(`\n| ${kb} kB Write calls |`);
  if (builds.length === 2)
    pairedPasses(
      builds.map(([name, make]) => [name, pass(make)]) as [string, TimedPass][],
      SECONDS,
      'a request',
    );
  else
    for (const [name, make] of builds) console.log(`${name}: ${Math.round(pass(make)())} CPU ns a request`);
}
