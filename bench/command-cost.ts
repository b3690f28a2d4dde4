// What one adversarial shell command costs the floor's reading on the thread every request shares: CPU ms
// of one decision (the built-in floor, a Bash call) on commands built to be slow (stacks of wrappers,
// runners handing on their tail, nesting, long lists). With `--base DIR` (another tree's built dist/), the
// two builds are measured in processes of their own, in turns (bench/helpers/process-ab.ts; round 60: no
// longer both in one process). The base's quadratic shapes grow with the square of `--size` (keep it
// small against an old build).
// Run: npm run build && node dist/bench/command-cost.js [--base DIR/dist] [--pairs 3] [--size CHARS] [--rounds N]
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchOptionsFor } from './helpers/options.js';
import { AB_OPTIONS, processAb } from './helpers/process-ab.js';

const values = benchOptionsFor('command-cost', {
  ...AB_OPTIONS,
  pairs: { type: 'string', default: '3' },
  size: { type: 'string', default: String(16 * 1024) },
  rounds: { type: 'string', default: '1' },
});
const SIZE = Number(values.size);
const ROUNDS = Number(values.rounds);

type Decide = (args: Record<string, string>, trace: string) => { kind: string; reason?: string };

async function load(root: string): Promise<Decide> {
  const at = (p: string) => pathToFileURL(resolve(root, p)).href;
  const { adjudicate } = await import(at('src/kernel/ladder/ladder.js'));
  const { DEFAULT_FLOOR } = await import(at('src/kernel/policy/default-floor.js'));
  const { compilePolicy } = await import(at('src/kernel/policy/load.js'));
  const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
  return (args, traceId) => adjudicate(policy, { tool: 'Bash', args, traceId }, { tainted: false });
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: the shell's own reference, spelt as a command writes it
const REF = '${x}';
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const INPUTS: [string, () => string, boolean?][] = [
  ['words (for scale)', () => `echo ${fill('abcdefgh ')}`],
  ['env stack', () => `${fill('env ')} ls`],
  ['watch stack', () => `${fill('watch ')} ls`],
  ['flock stack', () => `${fill('flock f ')} ls`],
  ['npx stack', () => `${fill('npx ')} ls`],
  // Round 52: remote hops, each a command line parsed again (worst under the 1 KiB remote-line bound).
  ['ssh stack', () => fill('ssh gw ')],
  ['watch stack in bash -c', () => `bash -c '${fill('watch ')} ls'`],
  ['eval stack', () => `${fill('eval ')} ls`],
  ['list `ls; `', () => fill('ls; ')],
  ['pipes `cat | `', () => fill('cat | ')],
  ['unknown program `zzwrap cp a`', () => `zzwrap ${fill('cp a ')}`],
  ['backquotes `a`', () => fill('`a`')],
  ['heredocs', () => fill('cat <<E\nx\nE\n')],
  // Round 56: words read again with their values (shell-literals.ts withValues), and a list of them.
  ['words, an unset reference inside each', () => `echo ${fill(`a${REF}b `)}`],
  ['list of git with an unset reference in `config`', () => fill(`git ${REF}config a b; `)],
  // Round 56 (cost-r56): as an agent sends it, with a `description` beside the command (the egress rung's
  // scan of it evicted the command's reading, read again: twice the decision).
  ['list `ls; ` + description', () => fill('ls; '), true],
  ['words + description', () => `echo ${fill('abcdefgh ')}`, true],
];

/** Each input: the best of `--rounds` decisions' CPU ms on the build at `dist`, and its verdict. */
async function measure(dist: string): Promise<{ values: number[]; notes: string[] }> {
  const decide = await load(dist);
  const out: number[] = [];
  const notes: string[] = [];
  let trace = 0;
  for (const [, make, described] of INPUTS) {
    const text = make();
    const args: Record<string, string> = described
      ? { command: text, description: 'List the files' }
      : { command: text };
    let best = Number.POSITIVE_INFINITY;
    let verdict = '';
    for (let r = 0; r < ROUNDS; r++) {
      const t0 = process.cpuUsage();
      const v = decide(args, `bench-${trace++}`);
      const t = process.cpuUsage(t0);
      best = Math.min(best, (t.user + t.system) / 1000);
      verdict = v.kind === 'DENY' ? `DENY ${v.reason}` : v.kind;
    }
    out.push(best);
    notes.push(verdict);
  }
  return { values: out, notes };
}

await processAb({
  script: fileURLToPath(import.meta.url),
  title: `bench/command-cost: one decision per cell, ${SIZE} characters, best of ${ROUNDS}; load ${loadavg()[0]?.toFixed(1)}`,
  rows: INPUTS.map(([name]) => name),
  unit: 'CPU ms',
  values,
  measure,
  digits: 1,
});
