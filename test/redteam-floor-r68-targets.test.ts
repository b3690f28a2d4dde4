// Round 68 (docs/floor.md "Round 68 (redteam-r68)"): a redirection target the caller quoted is read as the
// file bash opens. `echo a > '$F'` writes a file named `$F` where the command runs and was refused as a
// write where the environment's F points. Round 67 read it so and was withdrawn: gate's own readers
// re-quote words they read (vim's `-c wq "$HOME/.profile"` as `: >> '$HOME/.profile'`), and that quote
// is grouping, not the caller's "no expansion". Now only the caller's own commands carry the mark (every
// script gate writes or re-reads is read as before), and never inside backquotes, where bash removes a
// backslash before `$` first. Oracles: bash 5.2 in a fresh directory (the file it made).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { shellWriteTargets } from '../src/kernel/ladder/shell.js';
import { parseShell } from '../src/kernel/ladder/shell-parse.js';
import { decidesDrawnInBoundedCpu, processVerdict, RUNS, said, verdict } from './helpers/redteam-floor.js';
import { QUOTED_PIECES } from './helpers/shell-words.js';

/** The redirection operators that open a file for writing (`<>` opens it to read and write). */
const OPS = ['>', '>>', '>|', '&>', '&>>', '2>', '3>', '<>'] as const;
/** Pieces of one file name: round 64's quoted pieces but a `/` (a directory bash would need). */
const NAME_PIECES = QUOTED_PIECES.filter((p) => !p.includes('/'));
/** What bash would expand in a target's bare text (shell-parse.ts EXPANDS_BARE). */
const SPECIAL = /[$`~*?[{(]/;
/** Where the call runs: a project, so a relative target is placed below it. */
const CWD = { cwd: '/work/proj' };

/** The names bash made in a fresh directory running `text` (no environment but PATH and a fake HOME). */
function madeBy(text: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r68-targets-'));
  try {
    try {
      execFileSync('/bin/bash', ['--norc', '--noprofile', '-c', text], {
        env: { PATH: '/usr/bin:/bin', HOME: '/nonexistent-home' },
        cwd: dir,
        stdio: 'ignore',
      });
    } catch {
      // An empty or directory name fails in bash: nothing made, nothing to compare.
    }
    return readdirSync(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('generated: a target the caller quoted is the file bash opens, expanding nothing, and admitted', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...OPS),
      fc.array(fc.constantFrom(...NAME_PIECES), { minLength: 1, maxLength: 4 }),
      (op, pieces) => {
        const text = `true ${op}${pieces.join('')}`;
        const made = madeBy(text);
        if (made.length !== 1) return;
        const name = made[0] as string;
        const redirect = parseShell(text).commands[0]?.redirects[0];
        assert.equal(redirect?.target, name, JSON.stringify(text));
        assert.equal(redirect?.literal, SPECIAL.test(name) ? true : undefined, JSON.stringify(text));
        // Bash's file is among gate's, and no place the environment names (`./` keeps a leading `~` or `$` a
        // name). Another shell's reading may name more (dash reads `&>W` as `&` then `>W`, and has no `$'..'`:
        // `>a\<newline>$'\''` names a second file there): over-reads, as round 67's property has it.
        const raw = shellWriteTargets(text).map((t) => t.path);
        assert.ok(raw.map((p) => p.replace(/^\.\//, '')).includes(name), JSON.stringify(text));
        for (const p of raw) assert.ok(!p.startsWith('/dev/fd/') && !p.startsWith('$'), JSON.stringify(text));
        // A glob character in a name still meets the floor's globs as a pattern (left: docs/floor.md).
        if (!/[*?[]/.test(name)) assert.equal(said(verdict(text, CWD)), 'ALLOW ', JSON.stringify(text));
      },
    ),
    { numRuns: Math.ceil(RUNS / 4) },
  );
});

/** Quoted targets bash opens as written where the command runs (each refused on the base). */
const LITERAL = [
  "echo a > '$F'",
  'echo a > "\\$F"',
  'echo a > \\$F',
  "echo a >> $'$F'",
  "echo a 2> '$HOME/.bashrc'",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, not a template
  "echo a &>> '${F:-x}'",
  "cat <> '$F'",
  "echo a >| '$(id)'",
  'echo a > $"\\$F"',
  "echo a >'~/.bashrc'",
  'echo a > "~/.bashrc"',
  'echo a > \\~/.bashrc',
  "F=~/.bashrc; echo a > '$F'",
  "(echo a > '$F')",
  "x=$(echo a > '$F')",
];

test('the found cases: targets bash reads literally are admitted (kernel and gate preflight --batch)', () => {
  for (const text of LITERAL) {
    // bash made the one file (where the name needs no directory of its own: `$HOME/` is a literal one).
    const target = parseShell(text).commands.find((c) => c.redirects.length > 0)?.redirects[0]?.target ?? '';
    if (!target.includes('/')) assert.equal(madeBy(text).length, 1, text);
    assert.equal(said(verdict(text, CWD)), 'ALLOW ', text);
    assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=ALLOW /, text);
  }
});

/** A guarded target as a reader takes it: the expansion bash or the program makes of it is the home. */
const GUARDED = [
  '~/.bashrc',
  '"$HOME/.bashrc"',
  '$HOME/.profile',
  '"$HOME"/.bashrc',
  '~/.claude/settings.json',
];
/** The same, with no shell quotes: what vim, env -S or a listed name hands on as the word itself. */
const RAW = [
  '~/.bashrc',
  '$HOME/.bashrc',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, not a template
  '${HOME}/.profile',
  '~/.claude/settings.json',
];

/**
 * Readers whose script gate writes, quoting the word it read (vim's file operand as `: >> '<word>'`, an
 * alias's value, quoteWords, a written file run, each shell's printed output), and a backquote body where
 * bash removes `\` before `$`: a target bash or the program expands stays refused.
 */
const SYNTHESISED: readonly ((t: string, raw: string) => string)[] = [
  (t) => `vim -c wq ${t}`,
  (t) => `vim -c 'norm Gox' -c wq ${t}`,
  (t) => `ex -sc x ${t}`,
  (_, raw) => `vim -c 'w! ${raw}' f`,
  (_, raw) => `vim -c 'call writefile(["x"], "${raw}")' -c q`,
  (t) => `alias x='tee -a'; x ${t} </dev/null`,
  (t) => `alias x='echo hi >'; x ${t}`,
  (_, raw) => `env -S 'tee -a ${raw}' </dev/null`,
  (t) => `echo ${t} | xargs tee -a </dev/null`,
  (t) => `echo ${t} | xargs -I{} sh -c 'echo a > {}'`,
  (t) => `f() { echo a > "$1"; }; f ${t}`,
  (t) => `set -- ${t}; echo a > "$1"`,
  (t) => `x=${t}; echo a > "$x"`,
  (t) => `echo 'echo a >> ${t}' > s.sh; sh s.sh`,
  (t) => `sh -c 'echo a >> ${t}'`,
  (t) => `bash -c "echo a > \\"${t.replaceAll('"', '')}\\""`,
  (_, raw) => `y=\`echo a > ${raw.replaceAll('$', '\\$')}\``,
  (_, raw) => `y="\`echo a > ${raw.replaceAll('$', '\\$')}\`"`,
  () => 'echo a > "$(printf %s "$HOME")/.bashrc"',
  (t) => `make --eval='all:;echo a > ${t}' -f /dev/null`,
];

test('generated: every reader gate writes a script for, fed a guarded target, stays refused (kernel and process)', () => {
  let n = 0;
  fc.assert(
    fc.property(
      fc.nat(SYNTHESISED.length - 1),
      fc.nat(GUARDED.length - 1),
      fc.nat(RAW.length - 1),
      (k, g, r) => {
        const text = (SYNTHESISED[k] as (t: string, raw: string) => string)(
          GUARDED[g] as string,
          RAW[r] as string,
        );
        assert.match(said(verdict(text, CWD)), /^DENY /, text);
        // A share through the real process (one batch process for the file).
        if (n++ % 4 === 0)
          assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=DENY /, text);
      },
    ),
    { numRuns: Math.ceil(RUNS / 2) },
  );
});

test('each synthesising reader, once with each spelling, through the real process', () => {
  for (const make of SYNTHESISED)
    for (let g = 0; g < GUARDED.length; g++) {
      const text = make(GUARDED[g] as string, RAW[g % RAW.length] as string);
      assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=DENY /, text);
    }
});

test('backquotes: bash removes the backslash before `$` in a backquote body, so `\\$F` there expands', () => {
  // The oracle: bash writes where F points, not a file named `$F`.
  const dir = mkdtempSync(join(tmpdir(), 'gate-r68-bq-'));
  try {
    const text = 'y=`echo a > \\$F`';
    execFileSync('/bin/bash', ['--norc', '--noprofile', '-c', text], {
      env: { PATH: '/usr/bin:/bin', F: 'where-f-points' },
      cwd: dir,
      stdio: 'ignore',
    });
    assert.deepEqual(readdirSync(dir), ['where-f-points']);
    assert.equal(
      parseShell(text).commands.some((c) => c.redirects.some((x) => x.literal)),
      false,
    );
    assert.match(said(verdict(text, CWD)), /^DENY /, text);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('linear: a 200 kB quoted target, and 200 kB of quoted targets, decide in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["echo a > '", '$F~*', "'"],
    ['echo a', " > '$F'", ''],
    ['echo a > "', '\\$F', '"'],
    ['y=`echo a > ', '\\$F', '`'],
  ]);
});
