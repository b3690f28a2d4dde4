// Round 67 (docs/floor.md "Round 67 (redteam-r67)"): a redirection's target is read with its quoting, as
// bash opens it. `echo a > '$F'` writes a file named `$F` where the command runs (bash expands nothing a
// single quote, a backslash or `$'..'` holds), and was refused as a write where the environment's F points;
// `>\~/.bashrc` writes `./~/.bashrc`. The oracle is bash 5.2 in a fresh directory: the one file it made.
// Every spelling that expands (a bare `~`, `"$HOME"`, a bare glob or brace, `${X:-W}`, a substitution)
// stays refused, through the kernel and the real `gate preflight --batch` process.
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

/** The names bash made in a fresh directory running `text` (no environment but PATH). */
function madeBy(text: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r67-targets-'));
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

test('generated: a quoted target is read as the file bash opens, expanding nothing, and admitted', () => {
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
        // The file, and no place the environment names (`./` keeps a leading `~` or `$` a name). Another
        // shell's reading may name more (dash reads `&>W` as `&` then `>W`, and has no `$'..'`): over-reads.
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

/** Quoted targets bash opens as written where the command runs (each was refused on the base). */
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
];

test('the found cases: targets bash reads literally are admitted (kernel and gate preflight --batch)', () => {
  for (const text of LITERAL) {
    assert.equal(said(verdict(text, CWD)), 'ALLOW ', text);
    assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=ALLOW /, text);
  }
});

/** Spellings of a guarded target bash expands (round 66's refused spellings among them): all refused. */
const EXPANDED = [
  'echo a > ~/".bashrc"',
  'echo a > ~/.clau\\de/settings.json',
  'echo a > "$HOME/.bashrc"',
  `echo a > "$HOME"/'.bashrc'`,
  "echo a >> ~/$'.bashrc'",
  'echo a >| ~/.bashrc',
  'echo a &>> ~/.bashrc',
  'cat <> ~/.bashrc',
  'echo a 3> ~/.bashrc',
  "echo a 2> ~/'.bashrc'",
  '{ echo a; } > ~/".bashrc"',
  'f() { echo a; } > ~/.bashrc; f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, not a template
  'echo a > ${X:-~/.bashrc}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, not a template
  'echo a > "${X:-$HOME/.bashrc}"',
  'echo a > ~/.bash{rc,}',
  'echo a > ~/.bash?c',
  'echo a > ~/.bash[r]c',
  'echo a > "$F"',
  `echo a > "$F"'.x'`,
  'echo a > $"$HOME/.bashrc"',
  'echo a > "$(echo ~)/.bashrc"',
  'echo a > `echo ~`/.bashrc',
  'F=~/.bashrc; echo a > "$F"',
  'F=~/.bashrc; echo a > $"$F"',
  "echo a > '/root/.bashrc'",
  "echo a > '.claude/settings.json'",
  "echo a > '.git/hooks/pre-commit'",
];

test('neighbours: every spelling bash expands, and a literal guarded path, stays refused (kernel and process)', () => {
  for (const text of EXPANDED) {
    for (const more of [{}, CWD]) {
      assert.match(said(verdict(text, more)), /^DENY /, text);
      assert.match(processVerdict('Bash', { command: text, ...more }), /^verdict=DENY /, text);
    }
  }
});

test('linear: a 200 kB quoted target, and 200 kB of quoted targets, decide in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["echo a > '", '$F~*', "'"],
    ['echo a', " > '$F'", ''],
    ['echo a > "', '\\$F', '"'],
  ]);
});
