// Runs every compiled *.test.js under dist/ with node's own test runner.
// Node 20's --test takes no globs, so the file list is made here; arguments narrow it by substring.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    // A test whose source was deleted or renamed stays compiled in dist/ (tsc never removes output): run
    // only the tests the tree still has.
    else if (name.endsWith('.test.js') && existsSync(p.replace(/^dist\//, '').replace(/\.js$/, '.ts')))
      out.push(p);
  }
  return out;
}

// The longest files (CI's TAP, round 30; CPU per file, round 31) start first, so none of them begins last
// and runs alone while the other workers sit idle. Node 20's runner sorts the files it is given by path,
// so order is made by name: each of these runs through a one-line file in dist/.test-pools named to sort
// first (`a00-…`), as the pools (`p1…`) do after them; every other file's path sorts after both.
const LONGEST_FIRST = [
  'test/floor-bypass.test.js',
  'test/decisions-differential.test.js',
  'src/kernel/ladder/arg-rules-prefilter.test.js',
  'test/replay.test.js',
  'test/fuzz-upstream.test.js',
  'test/redteam-prov-r26-flood.test.js',
  'test/fuzz-wire-bodies.test.js',
  'src/kernel/policy/rule-matcher.test.js',
  'test/redteam-prov-r27-flood.test.js',
  'test/mcp-conformance.test.js',
  'test/hook.test.js',
  'src/kernel/screen/scout.test.js',
];
// Files that mostly wait (a slow or stalled Redis or upstream, an approval's window, a client that stops
// reading, a backoff): in round 44's two quiet CI logs each spent over 3.5 s more wall than CPU and used
// under 45 % of a core, 31 files, 450 s of wall for 90 s of CPU. Among the three CPU lanes each held a lane
// while both cores had work queued for it (the test phase was 826 s of wall for 700 s of CPU a core). They
// run in a runner of their own beside the CPU lanes, started with them, longest first (round 45).
const WAITS = [
  'test/redteam-serve-r22-streamed-key.test.js',
  'test/redteam-serve-r42-redis-slow.test.js',
  'test/redteam-serve-r28b-mcp-get-backoff.test.js',
  'test/redteam-serve-r43-preauth.test.js',
  'test/redteam-serve2-r23-upstream-faults.test.js',
  'test/redteam-serve-r42-stream-keepalive.test.js',
  'test/serve-hostile-http.test.js',
  'test/redteam-prov-r28-resume.test.js',
  'test/redteam-serve-r23-approval-faults.test.js',
  'test/redteam-serve-r41-redis-step.test.js',
  'test/redteam-serve-stall.test.js',
  'test/redteam-fleet-r44.test.js',
  'test/redteam-serve-r40-edges.test.js',
  'test/redteam-serve-r54-edge.test.js',
  'test/redteam-serve-r26-approval-window.test.js',
  'test/redteam-serve-r24-approval-sleep.test.js',
  'test/redteam-serve-r25-approval-outage.test.js',
  'test/redteam-serve-r22-approval-race.test.js',
  'test/redteam-serve-r24-shutdown.test.js',
  'test/redteam-serve-r25-shutdown.test.js',
  'test/redteam-serve-r14-mcp-stdio.test.js',
  'test/redteam-serve-r27-http-downstream.test.js',
  'test/redteam-serve-r28-mcp-get-stream.test.js',
  'test/redteam-serve-r27-journal-displaced.test.js',
  'test/redteam-serve-r28-http-boundary.test.js',
  'test/demo.test.js',
  'test/redteam-serve-r13-bounds.test.js',
  'test/redteam-serve-r13-redis-pause.test.js',
  'test/redteam-serve-r35-journal-lock.test.js',
  'test/store-redis-loss.test.js',
  'test/redteam-serve-r36-journal-files.test.js',
  'test/store-attacks-r29.test.js',
  // Round 54: files that held a CPU lane while they waited, measured alone (CPU_LOG, two at once, load 6 to
  // 19): each over 8 s more wall than CPU and under a third of a core (docs/testing.md, "Round 54").
  'test/redteam-serve-r20-redis-refusals.test.js',
  'test/fleet-r48.test.js',
  'test/redteam-prov-r16-compaction.test.js',
  'test/hook-codex-contract.test.js',
  'test/redteam-serve-r26-mcp-downstream.test.js',
  'test/redteam-serve2-r23-redis-slow.test.js',
  'test/provenance-redis-faults.test.js',
  'test/redteam-prov-r15-continuation.test.js',
  'test/run-tests-pools.test.js',
  'test/redteam-prov-r23.test.js',
  'test/serve-startup.test.js',
  'test/redteam-serve-r13-journal-rotation.test.js',
  // Round 67: files that held a CPU lane while they slept, the same in round 63's, 65's and 66's clean-clone
  // logs (GATE_TEST_CPU_LOG): each over 6 s more wall than CPU and under 30 % of a core in the suite, 11 files,
  // some 190 s of wall for 30 s of CPU (docs/testing.md, "Round 67"). Longest first among themselves.
  'test/redteam2-r63-boundary.test.js',
  'test/fleet-r47.test.js',
  'test/redteam-mcp-r52-fairness.test.js',
  'test/redteam-fleet-recovering-r58.test.js',
  'test/redteam2-r65-preauth.test.js',
  'test/redteam-serve-r43-lost-note.test.js',
  'test/redteam-fleet-r44-restart.test.js',
  'test/bench-wires-ends.test.js',
  'test/fleet-lease-clock-r58.test.js',
  'test/redteam-serve-r52-boundary.test.js',
  'test/redteam-edge-r58-preauth.test.js',
];
const waitRank = (f) => WAITS.findIndex((w) => f.endsWith(w));
const rank = (f) => {
  const i = LONGEST_FIRST.findIndex((l) => f.endsWith(l));
  return i === -1 ? LONGEST_FIRST.length : i;
};

// `--deep` (npm run test:deep): the whole suite as CI runs it, with GATE_DEEP=1 (every check's deep count,
// test/helpers/deep.ts) and every fast-check property drawn FUZZ_SCALE (default 10) times its count through
// scripts/fuzz-scale's wrapper, which scales each test's own timeout likewise (docs/testing.md, "Round 69").
const deep = process.argv.includes('--deep');
// `--list`: the files this run would hand to node (after the round-73 draw below), one a line, and nothing run.
const listOnly = process.argv.includes('--list');
const fuzzScale = process.env.FUZZ_SCALE ?? '10';
const filters = process.argv.slice(2).filter((a) => a !== '--deep' && a !== '--list');
const listed = walk('dist', [])
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
// Round 73: the attack files (test/redteam*-rNN…) of rounds ten or more before the newest run as a drawn
// share of each CI run, every one of them under --deep (the nightly run) or GATE_TEST_ALL=1, and whenever
// arguments name the files. They were half of the suite's CPU and the run was past its 15 minutes; each
// floor file's quoted cases are still decided every run by the decision differential against its record
// (test/helpers/decision-corpus.ts), and every feature's own tests, the unit tests and the last ten rounds'
// attacks run whole (docs/testing.md, "Round 73"). GATE_TEST_SEED replays a run's draw; the share is
// GATE_TEST_OLD_SHARE (default a quarter).
const ATTACK_ROUND = /\/test\/redteam[^/]*-r(\d+)[^/]*\.test\.js$/;
const roundOf = (f) => Number(ATTACK_ROUND.exec(f)?.[1] ?? Number.NaN);
const newest = Math.max(0, ...listed.map(roundOf).filter((r) => r > 0));
const older = (f) => roundOf(f) <= newest - 10;
const everyFile = deep || filters.length > 0 || process.env.GATE_TEST_ALL === '1';
const oldShare = Number(process.env.GATE_TEST_OLD_SHARE ?? 0.25);
const drawSeed = Number(process.env.GATE_TEST_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** A file's draw: its path hashed with the run's seed, so the same seed draws the same files in any order. */
const drawnFile = (f) => {
  let h = 2166136261 ^ drawSeed;
  for (let i = 0; i < f.length; i++) h = Math.imul(h ^ f.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32 < oldShare;
};
const found = listed.filter((f) => everyFile || !older(f) || drawnFile(f));
const oldCount = listed.filter(older).length;
const drawnNote = everyFile
  ? ''
  : `# run-tests: ${oldCount - (listed.length - found.length)} of the ${oldCount} attack files of rounds ${newest - 10} and before, a share of ${oldShare} drawn with GATE_TEST_SEED=${drawSeed} (every file: GATE_TEST_ALL=1, or npm run test:deep)\n`;
if (listOnly) {
  process.stdout.write(`${found.join('\n')}\n${drawnNote}`);
  process.exit(0);
}
const files = found.filter((f) => waitRank(f) === -1).sort((a, b) => rank(a) - rank(b));
const waiting = found.filter((f) => waitRank(f) !== -1).sort((a, b) => waitRank(a) - waitRank(b));
if (found.length === 0) {
  console.error('run-tests: no test files found under dist/ (did the build run?)');
  process.exit(1);
}

// Most unit tests under src/ cost less than the node process that runs them (start-up, loading the
// kernel). They share a few processes ("pools"), each importing its files one after another, so their
// tests still run one at a time. A file stays alone when it could leave state behind for the next one:
// hooks at its top level (they would bind to the pool's root), or a write to the environment, the working
// directory, process handlers, globals or mocks; or a file that says so (`// run-tests: alone`), as one
// must whose tests need a module not yet loaded. GATE_TEST_POOLS=0 runs every file alone.
// A call, not its name inside a string: redteam-floor-r41-found's oracle commands hold `node -e
// 'process.chdir(…)'` for bash to run (round 54).
const SHARES_STATE =
  /^\/\/ run-tests: alone|^(before|after|beforeEach|afterEach)\(|process\.env\.[\w$]+\s*=[^=]|delete process\.env|(?<!['"`])\bprocess\.chdir|process\.on\(|process\.exitCode|\bmock\.|globalThis\.[\w$]+\s*=[^=]/m;
// Round 74: a 200 kB CPU bar (money-notes.ts) read in a pool after another file's work count, which leaves V8's
// regular expressions slower for the rest of the process, read 4-5x its time alone (recall-r56, recall-r56b):
// such a file runs alone (docs/testing.md, "Round 74 (lead)").
const READS_CPU_IN_POOL = /\b(?:assertLinearOn200k|slowestOn200k)\(/;
const poolable = (f) => {
  if (process.env.GATE_TEST_POOLS === '0' || rank(f) !== LONGEST_FIRST.length) return false;
  const source = readFileSync(f, 'utf8');
  return !SHARES_STATE.test(source) && !READS_CPU_IN_POOL.test(source);
};
// Files under test/ mostly start gate, Redis, servers or agents. One that imports only the kernel, the
// memory store and in-process helpers, and starts no child it does not wait for (a synchronous preflight
// or bash oracle is waited for), is a unit test too: the red-team floor, screen and provenance suites,
// some 110 files whose own node start and kernel warm-up were a fifth of their CPU (round 36). preflight.js's
// one `gate preflight --batch` a process is not waited for, but holds none of its stdio and ends with it.
const IN_PROCESS_IMPORT =
  /^(node:(test|assert\/strict|assert|fs|path|os|url|crypto|child_process)|fast-check|\.\.\/src\/(kernel|wire\/shared)\/.*|\.\.\/src\/store\/(memory|types)\.js|\.\/(corpus|replay)\/.*|\.\/helpers\/(work-count|redteam-floor|both-paths|preflight|screen-admit|upstream-answers|installed|floor-bypass|generated-tokens|agent-commands|deep)\.js)$/;
const startsNothing = (f) => {
  const imports = [
    ...readFileSync(f, 'utf8').matchAll(
      /^(?:import|export)\b([^;]*?)\bfrom '([^']+)'|^import '([^']+)'|\bimport\('([^']+)'\)/gm,
    ),
  ];
  return imports.every((m) => {
    const from = m[2] ?? m[3] ?? m[4];
    // A child the test waits for (spawnSync, execFileSync) ends with its test; any other could outlive it.
    if (from === 'node:child_process')
      return /^\s*\{[\w\s,]*\}\s*$/.test(m[1]) && m[1].match(/\w+/g).every((n) => n.endsWith('Sync'));
    return IN_PROCESS_IMPORT.test(from);
  });
};
const pooledUnits = files.filter((f) => f.startsWith('dist/src/') && poolable(f));
const pooledSuites = files.filter((f) => f.startsWith('dist/test/') && poolable(f) && startsNothing(f));
// Files that ask sharedGate for one configuration and read nothing another file's calls change (no journal,
// feed or metric; their own witnesses and traces): each group one process and one gate (round 51), saving a
// node start, the SDKs' load and a gate start per file. Unlike round 38's serve pools, chosen by hand.
const SHARED_GATE_GROUPS = [
  [
    'test/inkernel-e2e.test.js',
    'test/redteam-agent-name.test.js',
    'test/redteam-serve-r15-revoke.test.js',
    'test/redteam-serve-r19-header-limits.test.js',
    'test/witness-revoke-e2e.test.js',
  ],
  // The MCP edge files' keyed gate with an unreachable upstream (test/helpers/mcp-edge-gate.ts, round 52).
  ['test/redteam-mcp-r43.test.js', 'test/redteam-mcp-r44.test.js'],
  // One journal for the process; each file reads only its own trace's rows (test/helpers/journaled-gate.ts).
  ['test/redteam-serve-mcp.test.js', 'test/redteam-serve-r13-mcp-notifications.test.js'],
  // One fake provider and a gate per provider in front of it, the fake reset for each file
  // (test/helpers/fake-gates.ts, round 53).
  [
    'test/redteam-serve-r10-framing.test.js',
    'test/redteam-serve-r12-blocks.test.js',
    'test/redteam-serve-r12-items.test.js',
    'test/redteam-serve-r13-block-order.test.js',
    'test/redteam-serve-r13-chat-roles.test.js',
    'test/redteam-serve-r13-input-items.test.js',
    'test/redteam-serve-r15-sse-names.test.js',
    'test/redteam-serve-r34-chat-parts.test.js',
    'test/redteam-serve-r34-error-answers.test.js',
    'test/redteam-serve-r34-event-names.test.js',
    'test/redteam-serve-r37-key-folds.test.js',
    'test/redteam-serve-r39-edges.test.js',
    'test/redteam-serve-r42-stream-calls.test.js',
  ],
  // The provenance red-team files that ask served-gates.ts's providerGates/providerGate in a describe (the
  // same fake-gates.ts; a root-level ask resets the fake when the pool starts, not when the file does).
  [
    'test/redteam-floor-r21-credfile.test.js',
    'test/redteam-prov-r17-unreadable.test.js',
    'test/redteam-prov-r18-files.test.js',
    'test/redteam-prov-r19-files.test.js',
    'test/redteam-prov-r19-system.test.js',
    'test/redteam-prov-r20-citations.test.js',
    'test/redteam-prov-r20-files.test.js',
    'test/redteam-prov-r20-subdomain.test.js',
    'test/redteam-prov-r21-worded.test.js',
    'test/redteam-prov-r22-parser.test.js',
    'test/redteam-prov-r22-reasoning.test.js',
  ],
];
// The suites under test/ that start gate, Redis, fake upstreams, MCP servers or agents keep all of it inside
// their describes (the state check holds no top-level hooks): what a file starts in a `before` or a test
// it stops in its `after`, and reap.ts kills what a failed hook lost when the pool ends. Pooled too
// (round 38), each saves its node start and its helpers' and SDKs' loading (0.3 to 0.7 s of CPU a file),
// and files in one pool asking sharedGate for the same configuration share that gate.
// Off unless GATE_TEST_SERVE_POOLS=1: measured over the whole suite, same hour, quiet, they cost more than
// they save (562 s and 979 s of CPU pooled, 490 s and 825 s alone; docs/testing.md, "Round 38's runs").
const servePools = process.env.GATE_TEST_SERVE_POOLS === '1';
// Round 66 measured them again (docs/testing.md): still no gain, and pool-only failures.
// Pooled, a serving suite stays alone when it would read what an earlier file in its pool left in the
// process: it measures its own process (CPU, memory, heap: a linear-time or bounded-memory claim), needs
// src/'s modules not yet loaded (built-expressions.ts watches them build their expressions), replaces a
// prototype's method or fetch's dispatcher, or asks the shared fake provider or gates outside a group below
// (a root-level ask resets the fake when the pool starts, not when the file does).
const READS_ITS_PROCESS =
  /process\.(cpuUsage|resourceUsage|memoryUsage)\(|helpers\/(linear-cpu|built-expressions|fake-gates|served-gates|shared-gate)\.js|from 'node:v8'|\bglobal(This)?\.gc\b|\.prototype\.[\w$]+\s*=[^=]|setGlobalDispatcher/;
const pooledServes = files.filter(
  (f) =>
    servePools &&
    f.startsWith('dist/test/') &&
    poolable(f) &&
    !pooledSuites.includes(f) &&
    !SHARED_GATE_GROUPS.some((group) => group.some((g) => f.endsWith(g))) &&
    !READS_ITS_PROCESS.test(readFileSync(f, 'utf8')),
);
const gateGroups = SHARED_GATE_GROUPS.map((group) =>
  files.filter((f) => process.env.GATE_TEST_POOLS !== '0' && group.some((g) => f.endsWith(g))),
).filter((group) => group.length > 1);
const alone = files.filter(
  (f) =>
    !pooledUnits.includes(f) &&
    !pooledSuites.includes(f) &&
    !pooledServes.includes(f) &&
    !gateGroups.some((g) => g.includes(f)),
);
const poolDir = 'dist/.test-pools';
rmSync(poolDir, { recursive: true, force: true });
/**
 * `group` in `count` pools named `prefix`N: largest file first to the lightest pool (a file's size stands
 * in for its cost); in each, one import after another in name order (a file's top-level await finishes
 * before the next loads).
 */
function poolsOf(group, count, prefix) {
  const n = Math.min(count, group.length);
  if (n === 0) return [];
  mkdirSync(poolDir, { recursive: true });
  const bins = Array.from({ length: n }, () => ({ size: 0, files: [] }));
  for (const f of [...group].sort((a, b) => statSync(b).size - statSync(a).size)) {
    const bin = bins.reduce((min, b) => (b.size < min.size ? b : min));
    bin.size += statSync(f).size;
    bin.files.push(f);
  }
  return bins.map((bin, i) => {
    const path = join(poolDir, `${prefix}${String(i + 1).padStart(2, '0')}.test.mjs`);
    const lines = bin.files
      .sort()
      .map((f) => `  await import(${JSON.stringify(pathToFileURL(resolve(f)).href)});`);
    // No test starts before every file is loaded: node runs the root's `after` hooks (reap.ts's, shared-
    // gate.ts's) as soon as the tests registered so far are done, and a file still in a top-level await
    // would have its tests run after them, its gates and Redis killed 60 s later (round 38).
    writeFileSync(
      path,
      `// run-tests.mjs: ${bin.files.length} test files in one process.
import { before } from 'node:test';
let loaded;
const all = new Promise((resolve) => { loaded = resolve; });
before(() => all);
try {
${lines.join('\n')}
} finally {
  loaded();
}
`,
    );
    return path;
  });
}
// Eight pools of src/ files and ten of test/ suites on two or three workers: each pool small enough (10 to
// 40 s of CPU) that none runs long after the others, or near node's bound for a file: a pool of twenty floor
// suites ran past it at load 22 (round 35), one of seven took 418 s (round 36). Ten, not twenty (round 45):
// each pool pays node's start, the kernel's load and warm-up and a preflight batch once.
// The serving suites wait on their children and sockets as much as they compute: pools of about six files
// (thirty in the whole suite), each some 20 to 40 s of CPU and under a minute and a half of wall on a quiet
// machine (round 38).
const pools = [
  ...poolsOf(pooledUnits, 8, 'p'),
  ...poolsOf(pooledSuites, 10, 'q'),
  ...poolsOf(pooledServes, Math.ceil(pooledServes.length / 6), 's'),
  ...gateGroups.flatMap((group, i) => poolsOf(group, 1, `g${i + 1}-`)),
];
/** A one-line file that runs `f`, named so that it sorts `index`-th among the first (`prefix`NN-…). */
function first(f, index, prefix = 'a') {
  if (process.env.GATE_TEST_POOLS === '0') return f;
  mkdirSync(poolDir, { recursive: true });
  const path = join(
    poolDir,
    `${prefix}${String(index).padStart(2, '0')}-${f.replace(/.*\//, '').replace(/\.js$/, '.mjs')}`,
  );
  writeFileSync(path, `await import(${JSON.stringify(pathToFileURL(resolve(f)).href)});\n`);
  return path;
}
// The longest files first, then the pools (each some tens of seconds), then the rest.
const ordered = [
  ...alone.filter((f) => rank(f) < LONGEST_FIRST.length).map((f, i) => first(f, i)),
  ...pools,
  ...alone.filter((f) => rank(f) === LONGEST_FIRST.length),
];
// Three files at once on two cores: about a seventh off the suite's wall time (round 30, a sample of 77
// files: 129 s at two, 111 s at three and at four); every test tolerates the load (CI passed at load 18).
const concurrency = process.env.GATE_TEST_CONCURRENCY ?? '3';
// The waiting files' runner: two at once use under half a core (round 44's logs: 90 s of CPU over 450 s of
// wall) and end well before the CPU lanes do; two, not more, so their time bounds meet little more load
// than they did in a CPU lane.
const waitConcurrency = process.env.GATE_TEST_WAIT_CONCURRENCY ?? '2';
// A test or hook that waits forever fails, named, instead of holding the run. Node 20 applies the bound to
// each file as a whole too: ten minutes is ten times the longest file on a quiet machine (floor-bypass,
// 45 to 60 s), and floor-bypass took over 300 s at load 12 and 675 s at load 34.
// The deep run's bound is its scale times two of CI's: GATE_DEEP raises some counts more than FUZZ_SCALE does.
const timeout = process.env.GATE_TEST_TIMEOUT_MS ?? String(deep ? 600_000 * 2 * Number(fuzzScale) : 600_000);
// Every scratch directory of the run (the tests', and the gate and redis processes they start) goes under
// one TMPDIR of its own, removed when the run ends: hundreds of tests make one, few remove it on every path.
// GATE_TEST_KEEP_TMP=1 keeps it, to read what a failed test left.
const scratch = mkdtempSync(join(tmpdir(), 'gate-tests-'));
// Node reads NODE_EXTRA_CA_CERTS in every process it starts: a system bundle (220 kB here) costs ~90 ms of
// CPU a start, and the suite starts over a thousand node processes, none of which reaches a TLS host but
// the conformance kit's `npm ci`, which takes it back from GATE_TEST_NODE_EXTRA_CA_CERTS (round 34).
const { NODE_EXTRA_CA_CERTS: extraCa, BASH_ENV: _bashEnv, ENV: _env, ...inherited } = process.env;
const caEnv = extraCa === undefined ? {} : { GATE_TEST_NODE_EXTRA_CA_CERTS: extraCa };
// The oracles' bash must not read the runner's shell start-up files. A `bash -c` whose stdin is a socket
// (node's pipes are socketpairs) reads ~/.bashrc when SHLVL is unset or 0 (Debian's bash; also under
// SSH_CLIENT): on this machine that ran pyenv's init, whose shim rehash every bash queued on, so bash
// oracles ran to their timeouts and failed, one pool past the ten-minute bound (round 41). BASH_ENV and ENV
// (read by every non-interactive bash, by sh) are dropped likewise.
const shellEnv = { SHLVL: String(Math.max(1, Number.parseInt(process.env.SHLVL ?? '', 10) || 0)) };
// A page fault is the suite's largest system cost: ~14 us each on the paravirtualised kernels CI and this
// machine run (a 4 KB page touched first), and a test file's process took 30,000 of them, a gate start
// 9,000 (round 65). glibc's malloc on transparent huge pages (bin/gate's own value for a blob start) and
// keeping what it freed (no trim, no mmap per large block below 32 MB, 16 MB asked of the kernel at a time)
// take a third of them away, for every process the tests start: their node, gate, CLI and bash children.
// A caller's own GLIBC_TUNABLES, even empty, is kept (docs/testing.md, "Round 65").
const mallocEnv =
  process.env.GLIBC_TUNABLES === undefined
    ? {
        GLIBC_TUNABLES:
          'glibc.malloc.hugetlb=1:glibc.malloc.trim_threshold=268435456:glibc.malloc.mmap_threshold=33554432:glibc.malloc.top_pad=16777216',
      }
    : {};
// GATE_TEST_CPU_LOG=<file>: each test process appends its CPU and its children's there as it exits
// (scripts/test-cpu-log.mjs), a pool as one line: the per-process figures rounds 34 to 38 ranked by.
const cpuLog = process.env.GATE_TEST_CPU_LOG;
const nodeImports = [
  ...(cpuLog === undefined || cpuLog === ''
    ? []
    : ['--import', new URL('./test-cpu-log.mjs', import.meta.url).href]),
  ...(deep ? ['--import', new URL('./fuzz-scale/register.mjs', import.meta.url).href] : []),
];
// Each test process runs V8 on its main thread alone (`--single-threaded`: no concurrent marking, parallel
// scavenge or background compiles). The suite keeps both cores busy, so those helper threads take a core
// another file wanted: 5 to 15 % less CPU in a test process that computes (docs/testing.md, "Round 70"). Node
// hands the runner's V8 flags to each file's process; the gates, CLIs and shells the tests start keep their
// own. GATE_TEST_NODE_FLAGS replaces the list (set empty: none).
const nodeFlags = (process.env.GATE_TEST_NODE_FLAGS ?? '--single-threaded').split(/\s+/).filter(Boolean);
const deepEnv = deep ? { GATE_DEEP: '1', FUZZ_SCALE: fuzzScale } : {};
// The CPU lanes' TAP goes to stdout as it comes; the waiting runner's is held in a file and follows it, so
// neither stream is cut into the other. Each runner's failed tests (scripts/failures-reporter.mjs) are held
// too and printed together at the very end: CI keeps only the tail of the output.
const failuresReporter = new URL('./failures-reporter.mjs', import.meta.url).href;
const env = {
  ...inherited,
  ...caEnv,
  ...shellEnv,
  ...mallocEnv,
  ...deepEnv,
  TMPDIR: scratch,
  ...(cpuLog === undefined || cpuLog === '' ? {} : { CPU_LOG: cpuLog }),
};
const held = mkdtempSync(join(tmpdir(), 'gate-run-tests-'));
const children = new Set();
/** One `node --test` over `list`, `lanes` files at once; resolves to its exit status. */
function runner(list, lanes, tap, failures) {
  if (list.length === 0) return Promise.resolve(0);
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags,
      ...nodeImports,
      '--test',
      `--test-concurrency=${lanes}`,
      `--test-timeout=${timeout}`,
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      `--test-reporter=${failuresReporter}`,
      `--test-reporter-destination=${failures}`,
      ...list,
    ],
    { stdio: 'inherit', env },
  );
  children.add(child);
  return new Promise((done) => {
    child.on('error', () => done(1));
    child.on('exit', (code) => {
      children.delete(child);
      done(code ?? 1);
    });
  });
}
// A runner stopped by a signal stops both of its own (a spawnSync child took its group's signal alone).
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
const waitTap = join(held, 'waiting.tap');
const failureFiles = [join(held, 'failures-cpu'), join(held, 'failures-waiting')];
const waitList = waiting.map((f, i) => first(f, i, 'w'));
const statuses = await Promise.all([
  runner(ordered, concurrency, 'stdout', failureFiles[0]),
  runner(waitList, waitConcurrency, waitTap, failureFiles[1]),
]);
const read = (f) => (existsSync(f) ? readFileSync(f, 'utf8') : '');
if (waitList.length > 0) {
  process.stdout.write(
    `# run-tests: the ${waitList.length} files that mostly wait, run beside the others:\n`,
  );
  process.stdout.write(read(waitTap));
}
process.stdout.write(drawnNote);
const failed = failureFiles.flatMap((f) =>
  read(f)
    .split('\n')
    .filter((l) => l.startsWith('- ')),
);
if (failed.length > 0) process.stderr.write(`\n# ${failed.length} failed:\n${failed.join('\n')}\n`);
rmSync(held, { recursive: true, force: true });
if (process.env.GATE_TEST_KEEP_TMP === '1')
  console.error(`run-tests: the run's scratch directories are in ${scratch}`);
else rmSync(scratch, { recursive: true, force: true });
process.exit(statuses.find((s) => s !== 0) ?? 0);
