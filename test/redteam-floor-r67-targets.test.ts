// Round 67 (docs/floor.md "Round 67 (redteam-r67)" and "Round 67 (lead)"): quoted, escaped and `$'..'`
// spellings of a guarded redirection target stay refused through the kernel and the real `gate preflight
// --batch` process. redteam-r67 also read a fully quoted target as the literal file bash opens (`echo a >
// '$F'` admitted); the lead withdrew that reading before it landed: gate's own readers re-quote the words
// they read (vim's `-c wq "$HOME/.profile"` as `: >> '$HOME/.profile'`), and the reading then took an
// expansion for a literal name, a bypass the suite's floor properties found. Over-refusal of `> '$F'` stays.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decidesDrawnInBoundedCpu, processVerdict, said, verdict } from './helpers/redteam-floor.js';

/** Where the call runs: a project, so a relative target is placed below it. */
const CWD = { cwd: '/work/proj' };

/** Spellings of a guarded target bash expands (round 66's refused spellings among them): all refused. */
const EXPANDED = [
  // What the withdrawn literal reading admitted in the merged tree (round 53's and round 36's properties).
  'vim -c wq "$HOME/.profile"',
  'vim -c \'norm Gox\' -c wq "$HOME/.profile"',
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
  // A Windows home by its UNC name, quoted: with no cwd gate reads a Windows path (round 36); a POSIX cwd
  // makes it a relative name there, as bash would.
  const unc = "echo x >> '\\\\localhost\\c$\\Users\\bob\\.bashrc'";
  assert.match(said(verdict(unc, {})), /^DENY /, unc);
  assert.match(processVerdict('Bash', { command: unc }), /^verdict=DENY /, unc);
});

test('linear: a 200 kB quoted target, and 200 kB of quoted targets, decide in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["echo a > '", '$F~*', "'"],
    ['echo a', " > '$F'", ''],
    ['echo a > "', '\\$F', '"'],
  ]);
});
