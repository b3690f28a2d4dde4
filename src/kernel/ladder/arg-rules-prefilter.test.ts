// The argument rules' literal prefilter (policy/rule-matcher.ts) against the path it replaced: one RE2
// set over the raw text and every reading of what the shell will run, first hit in manifest order.
// Generated commands mix command words the floor names with quotes, escapes, `$`, substitutions,
// here-documents and wrappers; for every shell tool of the floor (an argv array too) the rung names the
// same rule or none. GATE_FUZZ_RUNS sets the run count (500, 1,500 under GATE_DEEP=1).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { RE2Set } from 're2js';
import { argRuleIndex, rulesForTool } from '../policy/arg-rule-index.js';
import { DEFAULT_FLOOR } from '../policy/default-floor.js';
import { compilePolicy } from '../policy/load.js';
import type { JsonObject } from '../types.js';
import { checkArgRules, renderings, UNDECIDED_CLAIM, UNREADABLE_CLAIM } from './arg-rules.js';
import { shellReading, shellTextOf } from './shell-reading.js';
import { UNDECIDED_WORDS } from './shell-unknown.js';

// 1,500 were 10 s of CPU (round 40); fast-check draws a fresh seed each run, so runs together try the rest.
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? (process.env.GATE_DEEP === '1' ? 1500 : 500));
const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');

const WORDS = [
  'sudo',
  'SUDO',
  'su',
  'rm',
  '-rf',
  '/',
  '~',
  'git',
  'push',
  '-f',
  'config',
  'core.hooksPath',
  'curl',
  'wget',
  'http://169.254.169.254',
  '2852039166',
  'sh',
  'bash',
  '-c',
  'eval',
  'env',
  'cat',
  '~/.ssh/id_rsa',
  '.env',
  'nc',
  '-e',
  '/dev/tcp/h/1',
  'chmod',
  'u+s',
  '-R',
  '777',
  'mkfs.ext4',
  'dd',
  'of=/dev/sda',
  'crontab',
  '-r',
  'shutdown',
  'find',
  '-delete',
  '../../x',
  '/etc/passwd',
  'tee',
  'ls',
  'npm',
  'test',
  'echo',
  'x',
  'café',
];
const ODD = [
  '\\',
  '$x',
  '$' + '{Q:-su}do',
  '$(id)',
  '`id`',
  '<<EOF\nsudo id\nEOF',
  '<<<',
  "$'\\x73'",
  '#c',
  '{a,b}',
];
const SEPS = [' ', '  ', '\t', '\n', ' && ', ' || ', ' | ', ';', ' & ', ' > ', ' 2>&1 ', ' $(', ') '];
const word = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .tuple(fc.constantFrom(...WORDS), fc.constantFrom('', '', '', '"', "'"))
      .map(([w, q]) => q + w + q),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...WORDS), fc.nat(4))
      .map(([w, at]) => `${w.slice(0, at)}\\${w.slice(at)}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...WORDS).map((w) => `sh -c '${w} x'`) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD) },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
);
const command = fc
  .array(fc.tuple(word, fc.constantFrom(...SEPS)), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

/** A compiled RE2 set of `patterns`. */
function setOf(patterns: readonly string[]): RE2Set {
  const set = new RE2Set(RE2Set.UNANCHORED);
  for (const p of patterns) set.add(p);
  set.compile();
  return set;
}

const compiled = new Map<readonly string[], { whole: RE2Set; each: RE2Set[] }>();
/**
 * The pattern list's sets, compiled once (the floor binds every shell tool to one list): the whole list as
 * one set, and each pattern as a set of its own. Set k of its own matches a text exactly when the whole
 * set lists k for it, and is some twenty times cheaper to run: re2js's DFA for the whole floor outgrows
 * its state cache on most texts and starts over (95 % of this file's CPU was the whole set's match).
 */
function setsFor(patterns: readonly string[]): { whole: RE2Set; each: RE2Set[] } {
  let sets = compiled.get(patterns);
  if (sets === undefined) {
    sets = { whole: setOf(patterns), each: patterns.map((p) => setOf([p])) };
    compiled.set(patterns, sets);
  }
  return sets;
}

let references = 0;

/** The lowest pattern index a text of `texts` matches, by the sets of one pattern; now and then by the whole set too. */
function firstHit(patterns: readonly string[], texts: readonly string[]): number {
  const { whole, each } = setsFor(patterns);
  let first = Number.POSITIVE_INFINITY;
  for (let k = 0; k < each.length && first === Number.POSITIVE_INFINITY; k++)
    if (texts.some((t) => (each[k] as RE2Set).match(t).length > 0)) first = k;
  // Every 50th answer is the whole set's as well: the form the prefilter replaced, still the reference.
  if (references++ % 50 === 0) {
    let byWhole = Number.POSITIVE_INFINITY;
    for (const t of texts) byWhole = Math.min(byWhole, ...whole.match(t));
    assert.equal(first, byWhole, `one set and its patterns one by one differ on ${JSON.stringify(texts)}`);
  }
  return first;
}

/** The path the prefilter replaced: one set over every text, the lowest hit decides (an opaque command word, the first rule). */
function reference(tool: string, args: JsonObject): string {
  const rules = rulesForTool(argRuleIndex(floor.argRules), tool);
  const group = rules?.groups[0];
  const steps = rules?.single;
  assert.ok(group?.matcher && steps, `${tool} is bound by the floor's shell rules as one group`);
  const value = args[group.path[0] as string];
  if (value === undefined) return 'none';
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  const shell = shellTextOf(value);
  const reading = shell === undefined ? undefined : shellReading(shell);
  // Every reading, and each write target the text does not spell as written (`tee /etc\/passwd` is a
  // write to /etc/passwd, rendered `> /etc/passwd`): the texts the rung reads.
  // Keystrokes (`write_stdin.chars`) add the history mark where bash expands history (round 21).
  const texts = reading === undefined ? [raw] : [raw, ...renderings(value, undefined, group.path)];
  const first = firstHit(group.matcher.patterns, texts);
  // Round 57: a text only the running shell can read whole meets its plain reading's first rule, else it is
  // refused with its own claim (docs/floor.md, "Round 57 (redteam-r57)").
  if (first === Number.POSITIVE_INFINITY && (reading === undefined || reading.opaque)) {
    const claim = steps[0]?.rule.claim ?? '';
    // Round 58: a word that decides holds a substitution only the running shell knows: its own claim, by kind
    // (docs/floor.md, "Round 58 (redteam-r58)").
    const why =
      reading?.undecided === undefined
        ? UNREADABLE_CLAIM
        : UNDECIDED_CLAIM(UNDECIDED_WORDS[reading.undecided] as string);
    return `${claim.slice(0, claim.indexOf(': '))}: ${why}`;
  }
  return first === Number.POSITIVE_INFINITY ? 'none' : (steps[first]?.rule.claim ?? 'none');
}

function actual(tool: string, args: JsonObject): string {
  const r = checkArgRules({ policy: floor, call: { tool, args }, args, ctx: { tainted: false } });
  return typeof r === 'string' ? 'none' : (r.detail?.claim ?? 'none');
}

test('prefiltered arg rules name the rule one set over every reading names, on every floor shell tool', () => {
  const shellTools: [string, string][] = [
    ['Bash', 'command'],
    ['run_terminal_cmd', 'command'],
    ['write_stdin', 'chars'],
  ];
  let refused = 0;
  fc.assert(
    fc.property(command, fc.constantFrom(...shellTools), (text, [tool, arg]) => {
      const args = { [arg]: text };
      const want = reference(tool, args);
      if (want !== 'none') refused++;
      assert.equal(actual(tool, args), want, JSON.stringify(text));
    }),
    // Round 58's counterexample (seed 1444591166, path 11:5:4:4), tried on every run.
    { numRuns: RUNS, examples: [["git $(sh -c '-r x' ", ['Bash', 'command']]] },
  );
  assert.ok(refused > RUNS / 10, `only ${refused} generated commands were refused`);
});

test('the reference knows the round 58 refusal of a deciding word only the running shell knows', () => {
  // fast-check { seed: 1444591166, path: "11:5:4:4" }: the reference read the call as a text gate cannot read
  // whole (round 57) where the rung names the word that decides (an option of git's, before its subcommand).
  for (const text of ["git $(sh -c '-r x' ", "git $(sh -c '-r x')", 'git $(id) status']) {
    const want = reference('Bash', { command: text });
    assert.match(want, /cannot decide: an option that changes what the program does/, text);
    assert.equal(actual('Bash', { command: text }), want, text);
    assert.equal(
      actual('run_terminal_cmd', { command: text }),
      reference('run_terminal_cmd', { command: text }),
    );
  }
});

test("exec_command's cmd meets the rules Bash's command meets, and its shell program meets them as a command word", () => {
  // exec_command has two argument groups (cmd, and the shell program: docs/floor.md), so it takes the
  // general path; it must name the same rule the single-set path names for Bash.
  fc.assert(
    fc.property(command, (text) => {
      const bash = ruleOf(actual('Bash', { command: text }));
      assert.equal(ruleOf(actual('exec_command', { cmd: text })), bash, JSON.stringify(text));
      assert.equal(ruleOf(actual('exec_command', { cmd: 'id', shell: text })), bash, JSON.stringify(text));
    }),
    { numRuns: RUNS },
  );
  assert.notEqual(actual('exec_command', { cmd: 'id', shell: 'su' }), 'none');
  assert.equal(actual('exec_command', { cmd: 'id', shell: '/bin/bash' }), 'none');
});

/** A claim without the `tool.arg: ` it starts with: the rule's own words. */
const ruleOf = (claim: string): string => claim.replace(/^[^ :]+\.[^ :]+: /, '');

test('prefiltered arg rules agree on argv arrays (Codex shell)', () => {
  fc.assert(
    fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (argv) => {
      const args = { command: argv };
      assert.equal(actual('shell', args), reference('shell', args), JSON.stringify(argv));
    }),
    { numRuns: Math.ceil(RUNS / 3) },
  );
});
