// Where a run leaves a core idle (docs/testing.md, "Round 67"): once a second, the threads of a process tree
// that want a CPU (state R, running or queued) and the test files alive in it, one JSON line a sample.
// Fewer than two such threads on a two-core CI machine is a core idle, whatever else the machine runs.
//   node scripts/run-shape.mjs <pid of `bash .ci/run`> <out.jsonl>   (ends with the tree)
//   node scripts/run-shape.mjs --sum <out.jsonl>                      (idle core-seconds by phase)
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

const read = (p) => {
  try {
    return readFileSync(p, 'utf8');
  } catch {
    return null;
  }
};
/** The fields of a /proc stat line after the command's closing parenthesis (state first). */
const fields = (stat) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

function sample(root, out) {
  const children = new Map();
  const comm = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const s = read(`/proc/${d}/stat`);
    if (s === null) continue;
    const ppid = Number(fields(s)[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    comm.set(Number(d), s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')));
  }
  if (!comm.has(root)) process.exit(0);
  const tree = [];
  for (const stack = [root]; stack.length > 0; ) {
    const p = stack.pop();
    tree.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  let runnable = 0;
  const alive = [];
  for (const p of tree) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {}
    for (const t of tasks) if (fields(read(`/proc/${p}/task/${t}/stat`) ?? ') ?')[0] === 'R') runnable++;
    const argv = (read(`/proc/${p}/cmdline`) ?? '').split('\0');
    const file = argv.find((a) => /\.test\.m?js$/.test(a));
    const script = argv.find((a) => /scripts\/[\w-]+\.mjs$|typescript\/bin\/tsc$|biome/.test(a));
    if (argv.includes('--test')) alive.push('#node --test');
    else if (file !== undefined) alive.push(file.replace(/.*\/dist\//, ''));
    else if (script !== undefined) alive.push(`#${script.replace(/.*\//, '')}`);
    else if (/^npm /.test(comm.get(p))) alive.push(`#${comm.get(p)}`);
  }
  appendFileSync(out, `${JSON.stringify({ t: Date.now() / 1000, runnable, alive })}\n`);
}

/** Idle core-seconds (two cores) by phase: the first of tests, bundle, type-check, lint, install alive. */
function sum(file) {
  const rows = readFileSync(file, 'utf8').trim().split('\n').map(JSON.parse);
  const phase = (r) => {
    const a = r.alive.join(' ');
    if (a.includes('run-tests.mjs')) return 'tests';
    if (/bundle/.test(a)) return 'bundle';
    if (/tsc/.test(a)) return 'tsc';
    if (/biome/.test(a)) return 'lint';
    if (/npm ci/.test(a)) return 'npm ci';
    return 'other';
  };
  const by = new Map();
  rows.forEach((r, i) => {
    const dt = i + 1 < rows.length ? rows[i + 1].t - r.t : 1;
    const p = by.get(phase(r)) ?? { wall: 0, idle: 0 };
    p.wall += dt;
    p.idle += dt * (2 - Math.min(2, r.runnable));
    by.set(phase(r), p);
  });
  for (const [k, p] of by)
    console.log(
      `${k.padEnd(7)} wall ${p.wall.toFixed(0).padStart(5)} s, idle ${p.idle.toFixed(0).padStart(5)} core-s`,
    );
}

if (process.argv[2] === '--sum') sum(process.argv[3]);
else {
  const [root, out] = [Number(process.argv[2]), process.argv[3]];
  setInterval(() => sample(root, out), 1000);
  sample(root, out);
}
