// Round 64 (docs/floor.md "Round 64 (redteam-r64)"): what round 63 left of the shell floor. (1) Words bash
// reads as data, not commands: a one-line case's patterns, a `for`/`select` list, `[[ ]]`'s operands and a
// here-document's body fed to cat/tee from a plain first line are admitted; what runs stays refused (a loop
// variable run as a program, a body fed to a shell, a substitution, a multi-line case an interactive shell
// may read fresh after an error). (2) Write targets round 63 left: a name set from a name the environment
// gives (`D=$TMPDIR/x; > $D`), a writer's defaulted operand (`tee -a ${F:-y}`) and a descriptor copy from
// the environment (`>&"$F"`, a file when the value is no number) are unknown where the write rule decides.
// bash on stand-ins is the oracle; verdicts through the real `gate preflight --batch` process and the kernel.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold literal shell expansions
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  allAdmitted,
  decidesDrawnInBoundedCpu,
  processVerdict,
  RUNS,
  said,
  verdict,
} from './helpers/redteam-floor.js';
import { QUOTED_PIECE, wordsAgree } from './helpers/shell-words.js';
import { withStandIns } from './helpers/stand-in-bash.js';

/** Programs the privilege rule refuses by name; stand-ins of them record a run, never run one. */
const PRIVILEGED = ['sudo', 'doas', 'pkexec', 'su', 'run0'] as const;

/** Forms that hold `W` as a word bash never runs. */
const DATA_FORMS: readonly ((w: string) => string)[] = [
  (w) => `case x in a|${w}) ;; esac`,
  (w) => `case "$1" in ${w}|b) echo a;; *) echo b;; esac`,
  (w) => `case x in (${w}) echo a;; esac`,
  (w) => `for v in a ${w} b; do echo "$v"; done`,
  (w) => `for v in ${w}; do printf '%s\\n' $v; done`,
  (w) => `[[ $x == ${w} ]] && echo y`,
  (w) => `[[ "${w}" != "$x" ]]`,
  (w) => `cat <<EOF\n${w} id\nEOF`,
  (w) => `cat > notes.md <<'EOF'\nrun ${w} -u root id\nEOF`,
  (w) => `tee -a notes.md <<"EOF"\n${w} id\nEOF`,
  (w) => `cat <<-EOF\n\t${w} id\n\tEOF`,
];

/** Forms that run `W` (or may, where gate cannot know the line is read as written): refused. */
const RUN_FORMS: readonly ((w: string) => string)[] = [
  (w) => `for c in ${w}; do $c id; done`,
  (w) => `for c in a ${w}; do "$c" id; done`,
  (w) => `case a in a) ${w} id;; esac`,
  (w) => `case x in a|$(${w} id)) ;; esac`,
  (w) => `[[ $(${w} id) == x ]]`,
  (w) => `sh <<EOF\n${w} id\nEOF`,
  (w) => `cat <<EOF | sh\n${w} id\nEOF`,
  (w) => `cat <<EOF |\n${w} id\nEOF\nsh`,
  (w) => `cat <<EOF\n$(${w} id)\nEOF`,
  (w) => `cat <<EOF\n${w} id\nEOF\n${w} id`,
  // A first line that is no plain words keeps its body read as text (here a syntax error: nothing runs).
  (w) => `cat <<EOF )\n${w} id\nEOF`,
  // A pattern on a later line than its case: read fresh after an error there, `(W)` is a subshell.
  (w) => `case x in\n(${w}) echo a;;\nesac`,
];

test('words bash reads as data are admitted: patterns, loop lists, [[ ]] operands, a copied body (each refused on the base)', () => {
  fc.assert(
    fc.property(fc.constantFrom(...DATA_FORMS), fc.constantFrom(...PRIVILEGED), (form, w) => {
      const text = form(w);
      assert.equal(said(verdict(text)), 'ALLOW ', JSON.stringify(text));
      assert.match(processVerdict('Bash', { command: text }), /^verdict=ALLOW /, JSON.stringify(text));
    }),
    { numRuns: Math.min(RUNS, 60) },
  );
});

test('what runs the word stays refused: a loop variable run, a body fed to a shell, a substitution, a later line', () => {
  fc.assert(
    fc.property(fc.constantFrom(...RUN_FORMS), fc.constantFrom(...PRIVILEGED), (form, w) => {
      const text = form(w);
      assert.equal(verdict(text).kind, 'DENY', JSON.stringify(text));
      assert.match(processVerdict('Bash', { command: text }), /^verdict=DENY /, JSON.stringify(text));
    }),
    { numRuns: Math.min(RUNS, 60) },
  );
});

test('bash on stand-ins runs none of the data forms and each run form it reads whole', () => {
  withStandIns(
    PRIVILEGED,
    (ran) => {
      // (`:` last: a test that is false ends bash's run with status 1.)
      for (const form of DATA_FORMS)
        for (const w of PRIVILEGED) assert.equal(ran(`${form(w)}\n:`), '', JSON.stringify(form(w)));
      // The forms bash -c reads whole (the last two are refused for an interactive shell's reading: below).
      for (const form of RUN_FORMS.slice(0, -2))
        assert.match(ran(`${form('sudo')}\n:`), /^sudo\|id\|/m, JSON.stringify(form('sudo')));
    },
    { system: true },
  );
});

test('an interactive shell drops a line it cannot parse and reads the next fresh: why only a one-line case is read', () => {
  withStandIns(['sudo'], (_ran, dir) => {
    const log = join(dir, 'log');
    const text = 'case x in |\n(sudo id)\nesac';
    assert.equal(verdict(text).kind, 'DENY');
    execFileSync('/bin/bash', ['--norc', '--noprofile', '-i'], {
      input: `${text}\nexit 0\n`,
      env: { PATH: `${dir}:/usr/bin:/bin`, HOME: dir },
      cwd: dir,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    assert.ok(existsSync(log), 'the pattern line ran as a subshell');
  });
});

const UNKNOWN_FILE = /^verdict=DENY reason=MALFORMED .*a file the command writes/;

/** Refused MALFORMED naming the written file, in the kernel and through `gate preflight --batch`. */
function unknownWrite(text: string): void {
  assert.equal(said(verdict(text)), 'DENY MALFORMED', JSON.stringify(text));
  assert.match(processVerdict('Bash', { command: text }), UNKNOWN_FILE, JSON.stringify(text));
}

test('the found writes: each admitted on the base, each writes where the environment points', () => {
  for (const text of [
    'D=$TMPDIR/x; echo a > $D',
    'D=$TMPDIR/x; echo a >> "$D"',
    'D=${TMPDIR}; echo a > $D/x',
    'D=$TMPDIR/x; tee -a $D < /dev/null',
    'D=$TMPDIR/x; cp k $D',
    'tee -a ${F:-y} < /dev/null',
    'tee -a "${F:-y}" < /dev/null',
    'tee -a ${F-y} < /dev/null',
    'tee -a ${F:=y} < /dev/null',
    'cp k ${F:-y}',
    'echo a >&"$F"',
    'echo a >&$F',
    'echo a >& $F',
    'echo a >&"$F"x',
  ])
    unknownWrite(text);
});

/** The ways a write names its target `T`. */
const WRITES: readonly ((t: string) => string)[] = [
  (t) => `echo a > ${t}`,
  (t) => `echo a >> ${t}`,
  (t) => `echo a | tee ${t}`,
  (t) => `echo a | tee -a ${t}`,
  (t) => `cp k ${t}`,
  (t) => `mv k ${t}`,
  (t) => `sed -i s/a/b/ ${t}`,
];
/** A name set from the environment's `N` (`D=$N/p`), or a defaulted one (`${N:-p}`), read in a target. */
const INDIRECT: readonly ((n: string) => readonly [set: string, target: string])[] = [
  (n) => [`D=$${n}/p; `, '$D'],
  (n) => [`D="$${n}"; `, '"$D/p"'],
  (n) => [`D=\${${n}}/p; `, '${D}'],
  (n) => ['', `\${${n}:-p}`],
  (n) => ['', `"\${${n}-p}"`],
];
const NAMES = ['F', 'TMPDIR', 'XDG_STATE_HOME', 'OUT'];

test('generated: a target from a name the environment gives, through a value or a default, is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...WRITES),
      fc.constantFrom(...INDIRECT),
      fc.constantFrom(...NAMES),
      (write, indirect, name) => {
        const [set, target] = indirect(name);
        unknownWrite(`${set}${write(target)}`);
      },
    ),
    { numRuns: Math.min(RUNS, 60) },
  );
});

test('neighbours admitted: descriptors the text opens, values it sets, a runner file, an alternate value', () => {
  allAdmitted([
    'exec {fd}>out.log; echo a >&$fd',
    'exec {log}>out.log; echo a >&"$log"',
    'coproc cat; echo a >&"${COPROC[1]}"',
    'echo a >&2',
    'echo a 2>&1',
    'exec 3>&-',
    'F=z; tee -a ${F:-y} < /dev/null',
    'D=/tmp/x; echo a > $D',
    'D=$HOME/x; echo a > $D',
    'tee -a ${GITHUB_OUTPUT:-y} < /dev/null',
    'echo a > ${F:+y}',
  ]);
  assert.match(processVerdict('Bash', { command: 'exec {fd}>out.log; echo a >&$fd' }), /^verdict=ALLOW /);
});

test('bash writes a file named by a copy target whose value is no number (the oracle for `>&"$F"`)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r64-'));
  try {
    execFileSync('/bin/bash', ['--norc', '--noprofile', '-c', 'echo a >&"$F"'], {
      env: { F: 'written.txt', PATH: '/usr/bin:/bin' },
      cwd: dir,
    });
    assert.ok(existsSync(join(dir, 'written.txt')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('linear: the data spans are found in bounded CPU over 200 kB', () => {
  decidesDrawnInBoundedCpu([
    ['case x in a', '|sudo', ') ;; esac'],
    ['cat <<EOF\n', 'sudo id\n', 'EOF'],
    ["cat > notes.md <<'EOF'\n", 'a\n', 'EOF\nsudo id'],
    ['cat ', 'a ', '<<EOF\nsudo\nEOF'],
    ['for v in ', 'sudo ', '; do echo $v; done'],
    ['[[ x == ', 'sudo', ' ]]'],
    ['D=$TMPDIR/x; ', 'echo a > $D; ', 'tee -a ${F:-y}'],
  ]);
});

test('item 3: gate reads a generated quoted word as the words bash passes, in both parsers (stand-in argv)', () => {
  withStandIns(['pp'], (ran) => {
    fc.assert(
      fc.property(fc.array(QUOTED_PIECE, { minLength: 1, maxLength: 4 }), (pieces) => {
        const text = `pp ${pieces.join('')}`;
        wordsAgree(text, ran(text).trimEnd().split('|').slice(1, -1));
      }),
      { numRuns: Math.min(RUNS, 120) },
    );
  });
});
