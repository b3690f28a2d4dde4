// distinct-pass.ts's whole passes, this tree's ladder against another tree's built dist (`--base DIR`);
// round 60: each build in processes of its own, in turns (bench/helpers/process-ab.ts), where they had
// been two builds in one process (round 48 had taken them there from separate runs that scattered by 2x;
// the harness's interleaved pairs of processes keep the load alike without the one process's bias).
// The commands are the same strings. Prints each side's median of CPU ns a decision over the timed
// passes, a process each, and the median of the per-pair ratios branch/base.
// `--case sink` decides bench/adjudicate's declared sink instead (`send_message` to the address the mail
// scene's message gave, on its tainted trace; round 53), 2,000 decisions a pass; `sink-string` the same
// with the address as a string, not a list. `--case tainted-shell` (round 54): bench/adjudicate's shell
// commands on a tainted trace whose ledger holds docs/ as untrusted results, each tree's own ledger.
// `--case described` (round 56, cost-r56): the 8,192 distinct commands with a `description` beside each,
// as an agent's Bash call carries one (its scan evicted a first-seen command's reading: read twice).
// Run: npm run build && node dist/bench/distinct-pass-ab.js --base /tmp/base/dist [--seconds N] [--case C] [--pairs N]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchOptions } from './helpers/options.js';
import { AB_OPTIONS, medianOfPasses, processAb } from './helpers/process-ab.js';

const values = benchOptions(
  `usage: node dist/bench/distinct-pass-ab.js [--base DIR] [--seconds N] [--pairs N] [--case distinct|described|sink|sink-string|tainted-shell]
  --base DIR    the other tree's dist/ (built), e.g. /tmp/base-r48/dist (without it: this build alone)
  --seconds N   timed seconds of passes a process (default 3)
  --pairs N     pairs of processes, a build a process (default 6)
  --case C      distinct (default): the 8,192 distinct commands; sink: the declared sink, \`to\` a list;
                sink-string: the same, \`to\` a string; tainted-shell: bench/adjudicate's shell commands on a
                tainted trace whose ledger holds docs/ as untrusted results; described: the distinct
                commands with a \`description\` beside each
`,
  {
    ...AB_OPTIONS,
    seconds: { type: 'string', default: '3' },
    case: { type: 'string', default: 'distinct' },
  },
);
const CASES = ['distinct', 'described', 'sink', 'sink-string', 'tainted-shell'];
if (!CASES.includes(values.case)) throw new Error(`--case is one of ${CASES.join(', ')}`);

interface Call {
  tool: string;
  args: Record<string, unknown>;
}
type Decide = (call: Call) => void;

/** A tree's adjudicate over the default floor (or the mail scene's sinks), from its own module instances. */
async function deciderOf(dist: string): Promise<Decide> {
  const at = (p: string): string => pathToFileURL(resolve(dist, p)).href;
  const [
    { adjudicate },
    { DEFAULT_FLOOR },
    { compilePolicy },
    scene,
    { loadProvenanceRung },
    { TraceProvenance },
  ] = await Promise.all([
    import(at('src/kernel/ladder/ladder.js')),
    import(at('src/kernel/policy/default-floor.js')),
    import(at('src/kernel/policy/load.js')),
    import(at('src/kernel/ladder/testing.js')),
    import(at('src/kernel/ladder/provenance-load.js')),
    import(at('src/kernel/provenance/ledger.js')),
  ]);
  if (values.case === 'distinct' || values.case === 'described') {
    const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
    const ctx = { tainted: false };
    return (call) => adjudicate(floor, call, ctx);
  }
  if (!(await loadProvenanceRung())) throw new Error(`${dist}: the provenance rung did not load`);
  if (values.case === 'tainted-shell') {
    // bench/adjudicate's PROVENANCE_CTX, built from this tree's own ledger.
    const ledger = new TraceProvenance();
    ledger.noteTrusted('Run the tests and tidy the package, then read the docs.');
    for (const f of ['wires.md', 'operations.md', 'policy.md'])
      ledger.noteUntrusted(readFileSync(resolve(import.meta.dirname, '../../docs', f), 'utf8'), f);
    const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
    const ctx = { tainted: true, provenance: ledger };
    return (call) => adjudicate(floor, call, ctx);
  }
  const ctx = { tainted: true, taint: 'untrusted_source', provenance: scene.mailSceneLedger() };
  return (call) => adjudicate(scene.MAIL_SCENE_SINKS, call, ctx);
}

const { distinctCommands, shellCommands } = await import('./helpers/commands.js');
const { MAIL_SCENE_TO } = await import('../src/kernel/ladder/testing.js');
const to = values.case === 'sink' ? [MAIL_SCENE_TO] : MAIL_SCENE_TO;
const calls: Call[] =
  values.case === 'distinct' || values.case === 'described' || values.case === 'tainted-shell'
    ? (values.case !== 'tainted-shell'
        ? distinctCommands
        : // The few commands cycled to 2,048 decisions a pass, so a pass is long enough to time.
          Array.from({ length: 2048 }, (_, i) => shellCommands[i % shellCommands.length] as string)
      ).map((command) => ({
        tool: 'Bash',
        args: values.case === 'described' ? { command, description: 'Run the command' } : { command },
      }))
    : Array.from({ length: 2000 }, () => ({ tool: 'send_message', args: { to, subject: 'x' } }));
/** One pass: CPU ns a decision. */
const pass = (decide: Decide): number => {
  const start = process.cpuUsage();
  for (const call of calls) decide(call);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / calls.length;
};

/** The median of the passes made in `--seconds` after three untimed, on the build at `dist`. */
async function measure(dist: string): Promise<{ values: number[] }> {
  const decide = await deciderOf(dist);
  return { values: [medianOfPasses(() => pass(decide), Number(values.seconds), 3)] };
}

await processAb({
  script: fileURLToPath(import.meta.url),
  title: `bench/distinct-pass-ab --case ${values.case}`,
  rows: [values.case],
  unit: 'CPU ns a decision',
  values,
  measure,
});
