// Measures how the built-in floor's verdicts on ordinary commands move between two builds (round 14's
// false-refusal measure, docs/floor.md "Wrappers"): every command-shaped string literal of the tests,
// the shell commands of the replay sets that tuning may read (never a blind or held-out set), the bypass
// corpus's benign list and test/helpers/agent-commands.ts. Prints the counts per source and each command
// whose verdict kind changed. Run after `npm run build`:
//   node scripts/floor-benign.mjs [BASE_DIR]     (BASE_DIR: a built checkout, default /tmp/old14)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const base = process.argv[2] ?? '/tmp/old14';

/** The floor of the build at `dir`, as a function from a Bash command to its verdict kind and reason. */
async function floorOf(dir) {
  const load = (p) => import(join(dir, 'dist/src/kernel', p));
  const { DEFAULT_FLOOR } = await load('policy/default-floor.js');
  const { compilePolicy } = await load('policy/load.js');
  const { adjudicate } = await load('ladder/ladder.js');
  const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
  return (command) => {
    const v = adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false });
    return v.kind === 'DENY' ? `DENY ${v.reason}` : v.kind;
  };
}

function walk(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

// Replay sets tuning may read (common rules): written*, held-apart, independent-r6 ... -r13.
const TUNING = /^(?:written[\w-]*|held-apart|independent-r(?:[6-9]|1[0-4]))\.json$/;
const SHELL_ARGS = {
  Bash: 'command',
  bash: 'command',
  shell: 'command',
  exec_command: 'cmd',
  run_shell_command: 'command',
};
function replayCommands() {
  const out = [];
  const dir = join(root, 'test/replay');
  for (const set of readdirSync(dir, { withFileTypes: true })) {
    if (!set.isDirectory()) continue;
    for (const f of readdirSync(join(dir, set.name))) {
      if (!TUNING.test(f)) continue;
      for (const trace of JSON.parse(readFileSync(join(dir, set.name, f), 'utf8'))) {
        for (const step of trace.steps ?? []) {
          const arg = SHELL_ARGS[step.tool];
          const v = arg && step.args?.[arg];
          if (typeof v === 'string') out.push(v);
        }
      }
    }
  }
  return out;
}

// A string literal that reads as a command: a lower-case program word, then an operand.
const LITERAL = /'((?:[^'\\\n]|\\.){3,200})'|"((?:[^"\\\n]|\\.){3,200})"/g;
const COMMANDISH = /^(?:[A-Z_]+=\S*\s+)*[a-z][\w.+-]*\s+\S/;
function testLiterals() {
  const out = new Set();
  const files = [...walk(join(root, 'test')), ...walk(join(root, 'src'))].filter(
    (f) =>
      f.endsWith('.ts') &&
      (f.includes('/test/') || f.endsWith('.test.ts')) &&
      !/blind|holdout|independent-r1[34]/.test(f),
  );
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(LITERAL)) {
      const s = (m[1] ?? m[2]).replace(/\\(["'\\])/g, '$1');
      if (COMMANDISH.test(s)) out.add(s);
    }
  }
  return [...out];
}

const { AGENT_COMMANDS } = await import(join(root, 'dist/test/helpers/agent-commands.js'));
const { BENIGN } = await import(join(root, 'dist/test/helpers/floor-bypass.js'));
const sources = {
  'agent-commands': AGENT_COMMANDS,
  'bypass-benign': BENIGN,
  replay: replayCommands(),
  'test-literals': testLiterals(),
};
const [before, after] = [await floorOf(base), await floorOf(root)];
const seen = new Set();
for (const [name, cmds] of Object.entries(sources)) {
  const unique = [...new Set(cmds)].filter((c) => !seen.has(c));
  for (const c of unique) seen.add(c);
  let allowed = 0;
  let denied = 0;
  const changed = [];
  for (const c of unique) {
    const [b, a] = [before(c), after(c)];
    if (a.startsWith('DENY')) denied++;
    else allowed++;
    if (a !== b) changed.push(`  ${b} -> ${a}: ${JSON.stringify(c)}`);
  }
  console.log(
    `${name}: ${unique.length} commands, ${allowed} not refused, ${denied} refused, ${changed.length} changed`,
  );
  for (const line of changed) console.log(line);
}
