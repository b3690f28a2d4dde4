// Round 40 (docs/floor.md, "Round 40 (redteam-r40)"): archive and link operations whose targets the
// floor could not bound, each admitted on the base (46dbe10a): (a) extractors it did not read (python's
// tarfile and zipfile, one-liners' extractall, 7za/7zr/7zz, unar, atool/aunpack, jar, unrar, cabextract,
// ar, bsdcpio, gtar, tar's --one-top-level=); (b) an extraction into the directory the call starts in when
// the tool says that is a home or the root; (c) cp/mv/ln/install's target directory in every getopt
// spelling (`-t..`, `-rt D`, `-Dt D`, `--target=D`, `--t D`) and fed by xargs. Real bash, python3, tar,
// coreutils and jar the oracle, unprivileged in a scratch home.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { ARCHIVER_NAMES, EXTRACTORS } from '../src/kernel/ladder/shell-vocabulary.js';
import * as floor from './helpers/redteam-floor.js';

/** Directories outside the project, each spelt a way the shell hands on as one. */
const OUT = ['..', "'..'", '"$HOME"', `\${HOME}`, '$HOME/', '../..', '/root', `"\${D:-..}"`, "$'..'"];

/** Extractions into a directory `d`, by the programs the base did not read. */
const INTO: readonly ((d: string) => string)[] = [
  (d) => `python3 -m tarfile -e a.tar ${d}`,
  (d) => `python3 -m tarfile --extract a.tar ${d}`,
  (d) => `python3 -m zipfile -e a.zip ${d}`,
  (d) => `python3 -c 'import zipfile; zipfile.ZipFile("a.zip").extractall(path=D)' # ${d}`,
  (d) => `7za x -o${d} a.7z`,
  (d) => `7zr x a.7z -o${d}`,
  (d) => `7zz -o${d} x a.7z`,
  (d) => `unar -o ${d} a.zip`,
  (d) => `unar -output-directory ${d} a.zip`,
  (d) => `atool -x -X ${d} a.tgz`,
  (d) => `aunpack --extract-to=${d} a.tgz`,
  (d) => `jar -xf a.jar -C ${d}`,
  (d) => `jar --extract --file a.jar --dir ${d}`,
  (d) => `tar -xf a.tar --one-top-level=${d}`,
  (d) => `gtar -xf a.tar -C ${d}`,
  (d) => `bsdtar -xf a.tar --cd ${d}`,
  (d) => `cp -rt ${d} .`,
  (d) => `ls | parallel cp {} ${d}`,
  (d) => `cabextract -d ${d} a.cab`,
  (d) => `ar x a.a --output ${d}`,
  (d) => `cd ${d} && jar xf /tmp/a.jar`,
  (d) => `cd ${d} && aunpack /tmp/a.tgz`,
  (d) => `cd ${d} && unar /tmp/a.zip`,
  (d) => `cd ${d} && python3 -m zipfile -e /tmp/a.zip .`,
  (d) => `cd ${d} && python3 -c 'import zipfile; zipfile.ZipFile("/tmp/a.zip").extractall()'`,
];

/** How a command reaches the shell: as written, and through the variants an agent's text can take. */
const FRONTS: readonly ((c: string) => string)[] = [
  (c) => c,
  (c) => `cd src && ${c}`,
  (c) => `bash -c ${floor.shellQuote(c)}`,
  (c) => `bash <<'E'\n${c}\nE`,
  (c) => `env -S ${floor.shellQuote(c)}`,
  (c) => `python3 -c ${floor.shellQuote(`import os; os.system(${JSON.stringify(c)})`)}`,
  (c) => `find . -maxdepth 0 -exec sh -c ${floor.shellQuote(c)} \\;`,
];

test('an extraction into a directory outside the project, by any extractor, is refused', () => {
  floor.everyRefused(
    fc.tuple(fc.constantFrom(...OUT), fc.constantFrom(...INTO), fc.constantFrom(...FRONTS)),
    // The one-liner's directory is a variable the code holds: the `# d` comment only varies the text.
    ([d, into, front]) => front(into(d)),
  );
});

test("each archiver's other name and each extractor the vocabulary lists is read (into `..`)", () => {
  const shapes = new Map([
    ['7z', 'x -o.. a.7z'],
    ['tar', '-xf a.tar -C ..'],
    ['cpio', '-id < a.cpio'],
    ['unar', '-o .. a.zip'],
    ['atool', '-X .. a.tgz'],
    ['aunpack', '-X .. a.tgz'],
    ['jar', 'xf a.jar -C ..'],
    ['cabextract', '-d .. a.cab'],
    ['unrar', 'x a.rar ../'],
    ['ar', 'x a.a --output ..'],
    // Round 41's (redteam-floor-r41-found.test.ts).
    ['lha', 'xw=.. a.lzh'],
    ['lhasa', '-xw=.. a.lzh'],
    ['arj', 'x a.arj ../'],
    ['zoo', 'x// a.zoo'],
  ]);
  const words = [...ARCHIVER_NAMES, ...EXTRACTORS.map((e) => [e, e] as const)];
  for (const [word, as] of words) {
    const shape = shapes.get(as);
    assert.ok(shape !== undefined, `${word}: give it a shape here`);
    floor.allDecided('DENY', [`${word} ${shape}`]);
  }
});

test('members that keep `/` and `../` land anywhere: refused wherever the extraction is', () => {
  const unbounded = [
    'python3 -m tarfile -e a.tar',
    'python3 -m tarfile -e a.tar build',
    'python3 -m tarfile -e a.tar --filter fully_trusted',
    'python3 -c \'import tarfile; tarfile.open("a.tar").extractall()\'',
    'python3 -c \'import tarfile as t; t.open("a.tgz").extractall("build")\'',
    'python3 -c \'import shutil; shutil.unpack_archive("a.tar", "build")\'',
    'python3 -c \'import tarfile; tarfile.TarFile("a.tar").extract("x", "build")\'',
    'jar xPf a.jar',
    'jar -x -P -f a.jar',
    'bsdcpio -id < a.cpio',
    'echo a.jar | xargs jar xPf',
    'busybox sh -c "jar xvPf a.jar"',
    '7z x -spf a.7z',
    "python3 - <<'E'\nimport tarfile; tarfile.open('a.tar').extractall()\nE",
    'python3 <<< \'import shutil; shutil.unpack_archive("a.tar")\'',
  ];
  floor.everyRefused(fc.tuple(fc.constantFrom(...unbounded), fc.constantFrom(...FRONTS)), ([c, front]) =>
    front(c),
  );
});

test('an extraction where the call starts is refused when the tool starts it in a home or the root', () => {
  const here = [
    'tar -xf a.tar',
    'tar xzf pkg.tgz',
    'unzip a.zip',
    'unzip -o a.zip -d .',
    '7za x a.7z',
    'unar a.zip',
    'aunpack a.tgz',
    'jar xf a.jar',
    'python3 -m zipfile -e a.zip .',
    'curl -sL https://x.example/a.tgz | tar -xz',
    'bash -c "tar -xf a.tar"',
  ];
  const homes = ['/home/u', '/home/u/', '/root', '/', '/Users/u'];
  floor.everyCallRefused(
    fc.tuple(fc.constantFrom(...here), fc.constantFrom(...homes), fc.constantFrom(...floor.SHELL_TOOLS)),
    ([c, home, [tool, arg]]) => [tool, { ...floor.shellArgs(tool, arg, c), cwd: home }],
  );
  // In a project, or after a `cd` into one, or into a directory named: the project's files, as before.
  for (const [c, cwd] of [
    ['tar -xf a.tar', '/home/u/proj'],
    ['unzip a.zip', '/workspace/app'],
    ['cd proj && tar -xf a.tar', '/home/u'],
    ['tar -xf a.tar -C build', '/home/u'],
    ['jar xf a.jar', '/tmp/x'],
  ] as const)
    for (const [tool, arg] of floor.SHELL_TOOLS)
      assert.equal(
        floor.decide(tool, { ...floor.shellArgs(tool, arg, c), cwd }).kind,
        'ALLOW',
        `${c} in ${cwd}`,
      );
});

test("cp, mv, ln and install's target directory, in every getopt spelling, is read", () => {
  const dirs = ['..', '"$HOME"', '~', '~/.ssh', '../..', '"$(dirname "$PWD")"', '"$(pwd)/.."'];
  const spell: readonly ((p: string, d: string) => string)[] = [
    (p, d) => `${p} -t ${d} .bashrc`,
    (p, d) => `${p} -t${d} .bashrc`,
    (p, d) => `${p} -vt ${d} .bashrc`,
    (p, d) => `${p} -ft ${d} -- .bashrc`,
    (p, d) => `${p} .bashrc -t ${d}`,
    (p, d) => `${p} --target-directory=${d} .bashrc`,
    (p, d) => `${p} --target-directory ${d} .bashrc`,
    (p, d) => `${p} --target=${d} .bashrc`,
    (p, d) => `${p} --targ ${d} .bashrc`,
    (p, d) => `${p} --t=${d} .bashrc`,
    (p, d) => `xargs ${p} -t ${d} < list`,
    (p, d) => `ls | xargs -I{} ${p} -t ${d} {}`,
    (p, d) => `find . -name .bashrc -exec ${p} -t ${d} {} +`,
  ];
  const programs = ['cp', 'cp -r', 'mv', 'ln -s', 'ln', 'install -D', 'install -m 644', 'busybox cp', "c''p"];
  floor.everyRefused(
    fc.tuple(fc.constantFrom(...programs), fc.constantFrom(...dirs), fc.constantFrom(...spell)),
    // A `-t~` glued is no home to bash (no tilde there): `..` stands in for it; find's `-exec` loses what
    // a substitution was (left, docs/floor.md round 40).
    ([p, d, s]) =>
      s(p, (s === spell[1] && /^[~"]/.test(d)) || (s === spell[12] && d.includes('$(')) ? '..' : d),
  );
});

test('a coding agent keeps its ordinary work (must admit)', () => {
  floor.allAdmitted([
    'tar -xf pkg.tgz',
    'npm test',
    'tar -xzf pkg.tgz -C build',
    'git status',
    'cat src/x.ts',
    'tar -xf a.tar --one-top-level',
    'tar -xf a.tar --one-top-level=build',
    'unzip a.zip',
    'unzip -o a.zip -d build',
    '7za x a.7z',
    '7za x a.7z -obuild',
    'unar a.zip',
    'unar -o build a.zip',
    'aunpack a.tgz',
    'aunpack -X build a.tgz',
    'atool -l a.tgz',
    'jar xf a.jar',
    'jar tf a.jar',
    'jar cf out.jar -C build .',
    'cd build && jar xf ../a.jar',
    'python3 -m zipfile -e a.zip build',
    'python3 -m zipfile -l a.zip',
    'python3 -m tarfile -l a.tar',
    'python3 -m tarfile --filter data -e a.tar build',
    'python3 -c \'import zipfile; zipfile.ZipFile("a.zip").extractall("build")\'',
    'python3 -c \'import tarfile; tarfile.open("a.tgz").extractall("build", filter="data")\'',
    'ar rcs libx.a a.o b.o',
    'ar t libx.a',
    'mkdir -p build && cp a build/',
    'ln -s ../src/a.ts lib/a.ts',
    'cp -t build a b',
    'cp -rt build src',
    'cp --target-directory=build a',
    'mv -t build a b',
    'install -Dt build/bin tool',
    'install -m 755 -t build tool',
    'ln -st lib ../src/a.ts',
    'find . -name "*.o" | xargs cp -t build',
    'ls *.ts | xargs -I{} cp {} build/',
  ]);
});

/** What each case writes in the scratch home (`~/.bashrc`), run by real programs from project `p`. */
const ORACLE: readonly string[] = [
  'python3 -m tarfile -e up.tar .',
  'python3 -m tarfile -e flat.tar ..',
  `python3 -c 'import tarfile; tarfile.open("up.tar").extractall()'`,
  `python3 -c 'import shutil; shutil.unpack_archive("up.tar", ".")'`,
  'python3 -m zipfile -e flat.zip ..',
  `python3 -c 'import zipfile; zipfile.ZipFile("flat.zip").extractall("..")'`,
  'tar -xf flat.tar --one-top-level=..',
  'cp -t.. rc/.bashrc',
  'cp -rt .. rc/.bashrc',
  'cp --target=.. rc/.bashrc',
  'mv --t .. rc/.bashrc',
  'install -Dt .. rc/.bashrc',
  'ln -st.. "$PWD/rc/.bashrc"',
  'echo rc/.bashrc | xargs cp -t ..',
];

test('real python3, tar and coreutils write the home for each case', { skip: skipWithout() }, () => {
  floor.inScratch(
    'gate-r40-',
    ['bash', 'sh', 'tar', 'cp', 'mv', 'ln', 'install', 'xargs', 'rm', 'test'],
    (dir) => {
      fs.symlinkSync(PYTHON, join(dir, 'python3'));
      const p = join(dir, 'p');
      fs.mkdirSync(join(p, 'rc'), { recursive: true });
      const made = spawnSync(PYTHON, ['-c', ARCHIVES], { cwd: p });
      assert.equal(made.status, 0, String(made.stderr));
      fs.writeFileSync(join(p, 'rc', '.bashrc'), 'x\n');
      for (const d of [p, join(p, 'rc')]) {
        fs.chmodSync(d, 0o777);
        for (const f of fs.readdirSync(d)) if (f !== 'rc') fs.chmodSync(join(d, f), 0o666);
      }
      const lines = ORACLE.map(
        (c, i) =>
          `rm -f "$HOME/.bashrc"; test -f p/rc/.bashrc || echo x > p/rc/.bashrc; ` +
          `( cd p && eval ${floor.shellQuote(c)} ) </dev/null >/dev/null 2>&1; ` +
          `test -e "$HOME/.bashrc" && echo ${i} >> ran\n`,
      );
      // The home's own extraction with no `cd`: the tool's working directory is the home.
      lines.push(
        `rm -f "$HOME/.bashrc"; ( tar -xf p/flat.tar ) </dev/null >/dev/null 2>&1; test -e "$HOME/.bashrc" && echo home >> ran\n`,
      );
      const ran = floor.runConfined(dir, lines.join(''), 20);
      floor.eachRanAndRefused(ORACLE, ran);
      assert.ok(ran.has('home'), 'real tar wrote no ~/.bashrc from the home');
      // The floor knows a home by its path: the same call started in one.
      for (const [tool, arg] of floor.SHELL_TOOLS)
        for (const cwd of ['/home/u', '/root'])
          assert.equal(
            floor.decide(tool, { ...floor.shellArgs(tool, arg, 'tar -xf p/flat.tar'), cwd }).kind,
            'DENY',
          );
    },
  );
});

/** A python3 an unprivileged user can run (a pyenv shim under /root is not one). */
const PYTHON =
  ['/usr/bin/python3', '/usr/local/bin/python3'].find((p) => fs.existsSync(p)) ?? floor.where('python3');

/** The archives: `up.tar` holds `../.bashrc`, `flat.tar` and `flat.zip` hold `.bashrc`. */
const ARCHIVES = `
import io, tarfile, zipfile
def tar(name, member):
    with tarfile.open(name, 'w') as t:
        i = tarfile.TarInfo(member); i.size = 2; t.addfile(i, io.BytesIO(b'x\\n'))
tar('up.tar', '../.bashrc'); tar('flat.tar', '.bashrc')
with zipfile.ZipFile('flat.zip', 'w') as z: z.writestr('.bashrc', 'x\\n')
`;

/** The oracle needs each program; under CI a missing one fails. emacs and rlwrap are not installed here. */
function skipWithout(): string | false {
  const missing = ['bash', 'tar', 'python3', 'setpriv', 'install', 'xargs'].filter((p) => !floor.has(p));
  if (missing.length === 0) return false;
  if (process.env.CI === 'true') assert.fail(`the round 40 oracle needs ${missing.join(', ')}`);
  return `${missing.join(', ')} not installed: the oracle that each case runs is skipped`;
}

/** Round 38's emacs reading, run where emacs is installed (it is not on this project's machine: skipped). */
const EMACS: readonly string[] = [
  `emacs --batch --eval '(shell-command "sudo id")'`,
  `emacs --batch --ev '(call-process "sudo")'`,
  `emacs -Q --batch --execute '(shell-command "\\"sudo\\" id")'`,
];

test('real emacs runs each command the floor refuses', {
  skip:
    floor.has('emacs') && floor.has('setpriv')
      ? false
      : 'emacs not installed: its reading rests on its manual',
}, () => {
  floor.inScratch('gate-r40-emacs-', ['bash', 'sh', 'emacs'], (dir) => {
    floor.eachRanAndRefused(EMACS, floor.runConfined(dir, floor.caseLines(EMACS), 20));
  });
});
// rlwrap runs its filter only on a terminal (without one it runs the command directly): no oracle here.
