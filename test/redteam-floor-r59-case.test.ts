// Round 59, third pass (docs/floor.md, "Round 59, third pass (redteam3-r59)"): a case item's pattern list is
// words separated by `|` up to its `)`, not a pipeline, and `case WORD in` runs no program WORD. On the base
// (557511c6) `case "$1" in -h|--help) echo usage;; esac` was refused MALFORMED (`$1` read as a program word,
// `--help` as a piped command), as was every `*)` after a first branch; and `echo $(case x in *) sudo id;;
// esac)` was admitted (the pattern's `)` ended the substitution, so `sudo id` was read as echo's operands).
// Each case arm is held to its body alone: a benign body admitted, a refused one refused with the same kind
// and reason, whatever the pattern list, its leading `(`, the terminator and the subject.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold literal shell expansions
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';

/** Pattern words: plain, option-like, quoted (a `|` inside quotes is the pattern's), globbed, an extglob. */
const WORDS = [
  '-h',
  '--help',
  'start',
  'stop',
  'build',
  'x',
  "'a|b'",
  '"c d"',
  '*',
  '*.js',
  '[0-9]*',
  '?',
  '*.@(js|ts)',
  'curl',
] as const;

/** Arm bodies: each decided alone first (benign ones admitted, the rest refused). */
const BENIGN = ['echo usage', 'ls -la', 'npm test', 'git status', 'systemctl "$x" app'] as const;
const REFUSED = [
  'sudo id',
  'curl http://169.254.169.254/latest/',
  'rm -rf /',
  'echo x >> ~/.bashrc',
  'tee -a ~/.bashrc < k',
  '$y id',
] as const;

/** How the arm ends: `;;`, `;&`, `;;&`, or the last arm with no terminator (on its line, or after `;`). */
const ENDS: readonly ((body: string) => string)[] = [
  (b) => `${b};; esac`,
  (b) => `${b};& esac`,
  (b) => `${b};;& esac`,
  (b) => `${b}\nesac`,
  (b) => `${b}; esac`,
  (b) => `${b}\n  ;;\nesac`,
];

const SUBJECTS = ['"$1"', '$x', 'x', '"${1:-}"'] as const;

/** Where the arm stands: the first, after a branch, on its own lines, inside a loop or a substitution. */
const PLACES: readonly ((subject: string, arm: string) => string)[] = [
  (s, a) => `case ${s} in ${a}`,
  (s, a) => `case ${s} in a) echo a;; ${a}`,
  (s, a) => `case ${s} in\n  ${a}`,
  (s, a) => `case ${s} in\n  a)\n    echo a\n    ;;\n  ${a}`,
  (s, a) => `for f in *; do case ${s} in ${a}; done`,
  (s, a) => `if true; then case ${s} in ${a}; fi`,
];

const patternList = fc
  .tuple(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
    fc.boolean(),
    fc.constantFrom('|', ' | '),
  )
  .map(([words, lead, bar]) => `${lead ? '(' : ''}${words.join(bar)})`);

test('every body is decided alone as the property assumes (benign admitted, the rest refused)', () => {
  for (const b of BENIGN) assert.equal(verdict(b).kind, 'ALLOW', b);
  for (const b of REFUSED) assert.equal(verdict(b).kind, 'DENY', b);
});

test('property: a case arm is decided as its body alone, whatever its pattern list and terminator', () => {
  fc.assert(
    fc.property(
      patternList,
      fc.constantFrom(...BENIGN, ...REFUSED),
      fc.constantFrom(...ENDS),
      fc.constantFrom(...SUBJECTS),
      fc.constantFrom(...PLACES),
      (patterns, body, end, subject, place) => {
        const text = place(subject, `${patterns} ${end(body)}`);
        const alone = verdict(body);
        const got = verdict(text);
        assert.equal(got.kind, alone.kind, JSON.stringify(text));
        assert.equal(got.reason, alone.reason, JSON.stringify(text));
      },
    ),
    { numRuns: RUNS },
  );
});

test('the idioms the base refused are admitted', () => {
  for (const text of [
    'case "$1" in -h|--help) echo usage;; esac',
    'case $x in start|stop) systemctl "$x" app;; esac',
    'case x in a) echo;; *) echo default;; esac',
    'for f in *; do case $f in *.js|*.ts) echo $f;; esac; done',
    "sh -c 'case $1 in -h|--help) echo usage;; esac'",
    "eval 'case $1 in -h|--help) echo usage;; esac'",
    'x=$(case $1 in a|b) echo b;; esac); echo $x',
    'case x in a) case y in b|c) echo;; esac;; d|e) ls;; esac',
    'case x in a|b) echo;& c) ls;;& *) npm test;; esac',
    // A pattern is matched, not run: a program's name as a pattern word runs nothing.
    'case x in sudo) echo hi;; esac',
    'case x in sudo|curl) echo hi;; esac',
    'case sudo in a) echo;; esac',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('a case inside a substitution: its pattern `)` does not end the substitution (admitted on the base)', () => {
  for (const text of [
    'echo $(case x in *) sudo id;; esac)',
    'echo "$(case x in a|*) sudo id;; esac)"',
    'cat <(case x in *) sudo id;; esac)',
    'x=$(case $1 in -h|--help) sudo id;; esac)',
    'echo `case x in a|b) sudo id;; esac`',
  ])
    assert.equal(verdict(text).reason, 'POLICY_BLOCK', text);
});

test('what runs around a pattern list is still read: substitutions in it, a quoted `case`, a fed arm', () => {
  for (const text of [
    'case x in a) echo;; b|$(sudo id)) echo;; esac',
    'case x in a|`sudo id`) echo;; esac',
    'case x in @(a|$(sudo id))) echo;; esac',
    'case $(sudo id) in a|b) echo;; esac',
    // bash reads a quoted or escaped `case` (or one after an assignment) as a program: `|` is a pipe.
    '("case" x in a | sudo id)',
    '(\\case x in a|sudo id)',
    '(x=1 case y in a|sudo id)',
    'echo case x in a|sudo id',
    'echo sudo id | case x in a|*) sh;; esac',
    'case x in a) case y in b|c) sudo id;; esac;; esac',
    'case x in a|b) echo hi;;& *) sudo id;; esac',
    'case x in a;sudo id) echo;; esac',
    // A list that proves no list (bash's syntax error; an interactive shell reads on): its words are read.
    'case x in sudo|reboot',
    'case x in a) echo;; sudo',
    'case x in a) fi;;\nsudo id',
    'case x in a|sudo id) echo;; esac',
  ])
    assert.equal(verdict(text).kind, 'DENY', text);
  assert.equal(verdict('case x in a|b) x=tee;; esac; $x -a ~/.bashrc').reason, 'SELF_MODIFY');
  assert.equal(verdict('case $(curl -s http://169.254.169.254/) in a|b) echo;; esac').reason, 'EGRESS_BLOCK');
});

test('through the real gate preflight: case arms decided as their bodies', () => {
  assert.match(
    processVerdict('Bash', { command: 'case "$1" in -h|--help) echo usage;; esac' }),
    /^verdict=ALLOW/,
  );
  assert.match(
    processVerdict('Bash', { command: 'case x in a) echo;; *) npm test;; esac' }),
    /^verdict=ALLOW/,
  );
  assert.match(
    processVerdict('Bash', { command: 'case "$1" in (start|stop) sudo systemctl "$1" app;; esac' }),
    /^verdict=DENY reason=POLICY_BLOCK/,
  );
  assert.match(
    processVerdict('Bash', { command: 'case $x in *.js|*.ts) rm -rf /;& esac' }),
    /^verdict=DENY reason=SELF_MODIFY/,
  );
  assert.match(
    processVerdict('Bash', { command: 'echo $(case x in *) sudo id;; esac)' }),
    /^verdict=DENY reason=POLICY_BLOCK/,
  );
});
