// Drives one bench/adjudicate case in a loop, for a load-free instruction count a decision (docs/floor.md
// "Round 27 (perf-decisions ...)"): run it twice under callgrind, with 0 and N timed decisions after the
// same warm-up, and divide the difference by N. Run after `npm run build`:
//   valgrind --tool=callgrind --callgrind-out-file=OUT node scripts/decision-cost.mjs CASE WARM TIMED [DIR]
// CASE: tainted | shell | distinct | write; DIR: a built checkout (default: this one).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const [which = 'tainted', warm = '10000', timed = '10000', dir = here] = process.argv.slice(2);
const dist = `${dir}/dist/src/kernel`;
const { adjudicate } = await import(`${dist}/ladder/ladder.js`);
const { loadProvenanceRung } = await import(`${dist}/ladder/provenance-load.js`);
const { DEFAULT_FLOOR } = await import(`${dist}/policy/default-floor.js`);
const { compilePolicy } = await import(`${dist}/policy/load.js`);
const { TraceProvenance } = await import(`${dist}/provenance/ledger.js`);
if (!(await loadProvenanceRung())) throw new Error('the provenance rung did not load');
const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');

// The bench's eight commands and its 8,192 distinct ones, from this checkout's build.
const { distinctCommands, shellCommands } = await import(`${here}/dist/bench/helpers/commands.js`);
const bash = (commands) => commands.map((command) => ({ tool: 'Bash', args: { command } }));
// The bench's tainted trace: this checkout's docs noted as untrusted results. Read for that case only:
// reading them is most of a process's start under callgrind (21.9 G instructions against 2.6 G, round 32).
const ledger = new TraceProvenance();
if (which === 'tainted') {
  ledger.noteTrusted('Run the tests and tidy the package, then read the docs.');
  for (const f of ['wires.md', 'operations.md', 'policy.md'])
    ledger.noteUntrusted(readFileSync(`${here}/docs/${f}`, 'utf8'), f);
}

const cases = {
  tainted: [bash(shellCommands), { tainted: true, provenance: ledger }],
  shell: [bash(shellCommands), { tainted: false }],
  distinct: [bash(distinctCommands), { tainted: false }],
  write: [
    ['src/app.ts', 'README.md', 'lib/x.js'].map((file_path) => ({
      tool: 'Write',
      args: { file_path, content: 'hello world' },
    })),
    { tainted: false },
  ],
};
const chosen = cases[which];
if (chosen === undefined) throw new Error(`unknown case ${which}: ${Object.keys(cases).join(', ')}`);
const [calls, ctx] = chosen;
let sink;
for (let i = 0; i < Number(warm) + Number(timed); i++) sink = adjudicate(floor, calls[i % calls.length], ctx);
if (sink === undefined) throw new Error('no verdict');
