// A distinct shell command's decision under the floor, in whole passes: the 8,192 distinct commands of
// bench/helpers/commands.ts decided in turn (three passes of warm-up first), CPU ns a decision over
// --seconds. bench/adjudicate.ts's batches cycle through the first 1,000 of them; this reads all of them
// every pass. A/B: run it from each tree in turn (round 46, docs/floor.md).
// Run: npx tsc -p . && node dist/bench/distinct-pass.js [--seconds N]
import { benchOptions } from './helpers/options.js';

const values = benchOptions(
  `usage: node dist/bench/distinct-pass.js [--seconds N]
  --seconds N   timed seconds of whole passes (default 4)
`,
  { seconds: { type: 'string', default: '4' } },
);
const [{ adjudicate }, { DEFAULT_FLOOR }, { compilePolicy }, { distinctCommands }] = await Promise.all([
  import('../src/kernel/ladder/ladder.js'),
  import('../src/kernel/policy/default-floor.js'),
  import('../src/kernel/policy/load.js'),
  import('./helpers/commands.js'),
]);
const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
const calls = distinctCommands.map((command) => ({ tool: 'Bash', args: { command } }));
const ctx = { tainted: false };
const pass = (): void => {
  for (const call of calls) adjudicate(floor, call, ctx);
};
for (let w = 0; w < 3; w++) pass();
let decided = 0;
const end = Date.now() + Number(values.seconds) * 1000;
const start = process.cpuUsage();
while (Date.now() < end) {
  pass();
  decided += calls.length;
}
const used = process.cpuUsage(start);
console.log(
  `${Math.round(((used.user + used.system) * 1000) / decided)} CPU ns a decision, ${decided} decisions`,
);
