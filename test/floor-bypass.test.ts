// The default floor under respelling: a corpus generated from the floor's own shell rules (seeds from
// each rule's regex words, then quoting, escaping, splitting, directory, prefix, wrapper and path-alias
// variants) must be refused, in-kernel in bulk and a sample through the real `gate preflight` process;
// ordinary commands and guarded words used as data stay admitted. GATE_FUZZ_RUNS raises the sample.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { adjudicate as adjudicateFast } from '../src/kernel/ladder/ladder.js';
import { DEFAULT_FLOOR, DEFAULT_SHELL_TOOLS } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import type { Verdict } from '../src/kernel/types.js';
import { adjudicateBothWays as adjudicate } from './helpers/both-paths.js';
import { caseKey, readRecord } from './helpers/decision-corpus.js';
import { DEEP, runsOf } from './helpers/deep.js';
import {
  BENIGN,
  dataUses,
  floorSeeds,
  floorShellRules,
  prng,
  SEED_SHAPES,
  type Variant,
  variantsOf,
} from './helpers/floor-bypass.js';
import { REPO_ROOT } from './helpers/gate-process.js';
import { preflight } from './helpers/preflight.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 0);
// Sampled product variants per seed (more with GATE_FUZZ_RUNS). Products (a respelled word behind a
// prefix, a respelled path, a wrapper) were 65,460 of 177,037 variants and over a third of the file's
// deciding (round 40): CI samples 20 a seed, drawn afresh from the printed GATE_FUZZ_SEED so runs together
// meet more products than the fixed 60 did; GATE_DEEP=1 samples those 60.
const FIXED_PRODUCTS = RUNS > 0 || DEEP;
const SAMPLED = RUNS > 0 ? Math.max(60, Math.ceil(RUNS / 100)) : runsOf(20, 60);

const judge = (command: string, tool = 'Bash', arg = 'command'): Verdict =>
  adjudicate(policy, { tool, args: { [arg]: command } }, { tainted: false });
const refused = (command: string): boolean => judge(command).kind === 'DENY';
/** As gate decides (the shell reader's fast path on), without the general reader's second decision. */
const judgeAsServed = (command: string): Verdict =>
  adjudicateFast(policy, { tool: 'Bash', args: { command } }, { tainted: false });

// Seeds are the candidates the decision record holds as refused (the verdict gate serves, recorded):
// choosing them afresh decided some 50,000 candidates, a fifth of this file's CPU (round 46), and the
// differential fails when the live floor and the record part. A seed the floor stopped refusing stays in
// the corpus and its variants fail below.
const record = readRecord(readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'decisions.txt'), 'utf8'));
const { seeds, rulesWithout } = floorSeeds(
  (command) => record.get(caseKey({ tool: 'Bash', args: { command } }))?.startsWith('DENY ') ?? false,
);

/**
 * The share of variants also decided by the general reader (the fast path changes no verdict): the
 * second decision was two thirds of this file's CPU (round 37). Each run draws its own quarter, from
 * GATE_FUZZ_SEED when given, so runs together cover the corpus; GATE_FUZZ_RUNS or GATE_DEEP=1 decides
 * them all.
 */
const BOTH_WAYS_SHARE = RUNS > 0 || DEEP ? 1 : 0.25;
/**
 * The share of variants decided at all: deciding all 130,000 was half of this file's CPU (round 46). Each
 * run draws its own quarter (a half before round 69; the general reader's quarter is of those), so runs
 * together cover the corpus, and the differential (test/decisions-differential.test.ts) decides a fixed
 * stride of it whole; npm run test:deep decides them all (docs/testing.md, round 69).
 */
const TRIED_SHARE = RUNS > 0 || DEEP ? 1 : 0.25;
const BOTH_WAYS_SEED = Number(process.env.GATE_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let generated: readonly Variant[] | undefined;

/** The variants, generated once for the file's tests (the same GATE_FUZZ_SEED gives the same list). */
function corpus(): readonly Variant[] {
  if (generated === undefined) {
    const rand = prng(FIXED_PRODUCTS ? 0x6a7e17 : BOTH_WAYS_SEED ^ 0x6a7e17);
    generated = seeds.flatMap((s) => variantsOf(s, rand, SAMPLED, RUNS >= 100_000));
  }
  return generated;
}

test('the corpus is generated from the floor: every shell rule with a command word has seeds', () => {
  const ids = floorShellRules().map((r) => r.id);
  // A rule without a seed shape is one whose shape no command word carries (fork bombs, metadata hosts),
  // or a marker the shell reader writes (served-files, home-sent: their programs are respelled in their
  // rounds' suites, 22 and 23).
  const unshaped = ids.filter((id) => SEED_SHAPES[id] === undefined);
  assert.deepEqual(unshaped.sort(), [
    'credential-sent',
    'fork-bomb',
    'home-sent',
    'metadata-endpoint',
    'served-files',
  ]);
  assert.deepEqual(rulesWithout, [], 'every shaped rule yields at least one refused seed');
  const words = new Set(seeds.map((s) => s.word));
  for (const w of [
    'sudo',
    'doas',
    'su',
    'pkexec',
    'run0',
    'rm',
    'sh',
    'bash',
    'curl',
    'wget',
    'git',
    'dd',
    'tee',
    'nc',
  ])
    assert.ok(words.has(w), `the floor's word ${w} is read from its rules`);
});

test('bypass corpus, in-kernel: no respelling of a refused command is admitted', () => {
  const all = corpus();
  const admitted: Variant[] = [];
  const notDenied: Variant[] = [];
  // Said first: a fast/general difference fails inside the loop, and the seed replays it.
  process.stdout.write(
    `# floor-bypass: ${FIXED_PRODUCTS ? '' : 'products and '}the general reader's share drawn with GATE_FUZZ_SEED=${BOTH_WAYS_SEED}\n`,
  );
  const draw = prng(BOTH_WAYS_SEED);
  let bothWays = 0;
  let tried = 0;
  for (const v of all) {
    if (draw() >= TRIED_SHARE) continue;
    tried++;
    const twice = draw() < BOTH_WAYS_SHARE;
    if (twice) bothWays++;
    const verdict = twice ? judge(v.text) : judgeAsServed(v.text);
    if (verdict.kind === 'ALLOW' || verdict.kind === 'TRANSFORM') admitted.push(v);
    else if (verdict.kind !== 'DENY') notDenied.push(v);
  }
  const byKind = new Map<string, number>();
  for (const v of all) byKind.set(v.kind, (byKind.get(v.kind) ?? 0) + 1);
  process.stdout.write(
    `# floor-bypass: ${seeds.length} seeds, ${tried} of ${all.length} variants tried (${bothWays} also by the general reader, GATE_FUZZ_SEED=${BOTH_WAYS_SEED}), ${admitted.length} admitted, ${notDenied.length} held for a witness; ${[...byKind].map(([k, n]) => `${k}=${n}`).join(' ')}\n`,
  );
  assert.ok(all.length >= 20_000, `thousands of variants (${all.length})`);
  assert.ok(tried >= all.length * TRIED_SHARE * 0.9, `${tried} of ${all.length} variants tried`);
  assert.deepEqual(admitted.slice(0, 20), [], `${admitted.length} admitted`);
  assert.deepEqual(notDenied.slice(0, 20), [], `${notDenied.length} not refused`);
});

test('bypass corpus: every shell tool of the floor refuses the respellings (argv arrays included)', () => {
  const rand = prng(17);
  const sample = corpus().filter(() => rand() < 0.02);
  // Bash decides its drawn share of the corpus above. The other tools share the sample: each variant goes
  // to one of them, which one rotating with GATE_FUZZ_SEED, so each tool meets some 400 respellings of
  // every kind a run and runs together give each tool all of them (each tool deciding all was 7.6 s wall,
  // round 46).
  const tools = DEFAULT_SHELL_TOOLS.filter(([tool]) => tool !== 'write_stdin' && tool !== 'Bash');
  assert.ok(tools.length >= 6, `${tools.length} shell tools`);
  const offset = ((BOTH_WAYS_SEED % tools.length) + tools.length) % tools.length;
  for (const [t, [tool, arg]] of tools.entries()) {
    const mine = DEEP ? sample : sample.filter((_, i) => (i + offset) % tools.length === t);
    for (const v of mine) {
      const asArgv = tool === 'shell';
      const args = { [arg]: asArgv ? ['bash', '-lc', v.text] : v.text };
      const verdict = adjudicate(policy, { tool, args }, { tainted: false });
      assert.equal(verdict.kind, 'DENY', `${tool}: ${JSON.stringify(v.text)}`);
    }
  }
});

test('benign commands and guarded words used as data stay admitted', () => {
  const wrongly: string[] = [];
  for (const cmd of BENIGN) if (refused(cmd)) wrongly.push(cmd);
  for (const w of new Set(seeds.map((s) => s.word)))
    for (const cmd of dataUses(w)) if (judge(cmd).rung === 'arg_rules') wrongly.push(cmd);
  assert.deepEqual(wrongly, []);
});

test('text gate cannot read whole is judged as if it could hold the command (fail closed)', () => {
  for (const cmd of [
    `"sudo" id '`,
    `s"u"do id "`,
    `echo $(s'u'do id`,
    `curl -s x | "sh`,
    `${'$('.repeat(40)}sudo id${')'.repeat(40)}`,
    `s\\udo id; echo \${`,
  ])
    assert.equal(judge(cmd).kind, 'DENY', cmd);
  // Unreadable but harmless stays admitted: the bare reading holds no refused command.
  assert.equal(judge(`echo "it's fine`).kind, 'ALLOW');
});

test('bypass corpus through the real gate preflight process (a sample)', () => {
  const rand = prng(4242);
  const all = corpus();
  // The kernel decides the whole corpus above: the process is asked whether it decides as the kernel
  // does, which a sample shows. One `gate preflight --batch` answers them all, as single runs would
  // (test/preflight-batch.test.ts), so the sample costs a start, not a start a variant (round 42).
  const size = RUNS > 0 ? Math.min(all.length, Math.max(20, Math.ceil(RUNS / 50))) : runsOf(40, 200);
  const sample: Variant[] = [];
  while (sample.length < size) sample.push(all[Math.floor(rand() * all.length)] as Variant);
  const benign = BENIGN.slice(8, DEEP ? 11 : 10);
  let admitted = 0;
  for (const v of sample) {
    const out = preflight('Bash', { command: v.text });
    if (!out.startsWith('verdict=DENY ')) {
      admitted++;
      assert.fail(`admitted by gate preflight: ${JSON.stringify(v.text)} -> ${out}`);
    }
  }
  for (const cmd of benign) assert.match(preflight('Bash', { command: cmd }), /^verdict=ALLOW /, cmd);
  process.stdout.write(
    `# floor-bypass (gate preflight process): ${sample.length} variants tried, ${admitted} admitted\n`,
  );
});
