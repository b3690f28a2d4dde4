// Where a distinct shell command's decision allocates (round 51, issue 20: the collector was 5-13 % of a
// decision). distinct-pass.ts's 8,192 commands, three passes of warm-up, then --passes passes under V8's
// sampling heap profiler with the objects the collector already took kept in the sample: `node
// --heap-prof` drops them, and a decision's allocations are nearly all short-lived, so it shows almost
// none. Prints bytes a decision and each function's own share (functions inlined into another are counted
// in it; --no-turbo-inlining on node's command line separates them, slower). --dist reads another tree.
// Run: npx tsc -p . && node dist/bench/distinct-alloc.js [--passes 4] [--interval 4096] [--top 30] [--dist DIR]
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('distinct-alloc', {
  passes: { type: 'string', default: '4' },
  interval: { type: 'string', default: '4096' },
  top: { type: 'string', default: '30' },
  dist: { type: 'string' },
});
const dist = values.dist === undefined ? resolve(import.meta.dirname, '..') : resolve(values.dist);
const load = (p: string) => import(pathToFileURL(`${dist}/${p}`).href);
const [{ adjudicate }, { DEFAULT_FLOOR }, { compilePolicy }, { distinctCommands }] = await Promise.all([
  load('src/kernel/ladder/ladder.js'),
  load('src/kernel/policy/default-floor.js'),
  load('src/kernel/policy/load.js'),
  load('bench/helpers/commands.js'),
]);
const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
const calls = (distinctCommands as string[]).map((command) => ({ tool: 'Bash', args: { command } }));
const ctx = { tainted: false };
const pass = (): void => {
  for (const call of calls) adjudicate(floor, call, ctx);
};
for (let w = 0; w < 3; w++) pass();

interface Node {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: Node[];
}
const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', {
  samplingInterval: Number(values.interval),
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});
const passes = Number(values.passes);
for (let p = 0; p < passes; p++) pass();
const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
  profile: { head: Node };
};
session.disconnect();

const decisions = passes * calls.length;
const own = new Map<string, number>();
let total = 0;
const walk = (n: Node, parent: string): void => {
  const f = n.callFrame;
  const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
  // A builtin (slice, Set, an iterator's next) is named with the function that called it.
  const key = f.url === '' && parent !== '' ? `${f.functionName} <- ${parent}` : name;
  own.set(key, (own.get(key) ?? 0) + n.selfSize);
  total += n.selfSize;
  for (const c of n.children) walk(c, name);
};
walk(profile.head, '');
console.log(`${dist}: ${Math.round(total / decisions)} bytes a decision (sampled), ${decisions} decisions`);
for (const [k, b] of [...own].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(
    `${((100 * b) / total).toFixed(1).padStart(5)} % ${String(Math.round(b / decisions)).padStart(5)} B  ${k}`,
  );
