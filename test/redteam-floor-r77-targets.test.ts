// Round 77 (docs/floor.md "Round 77 (rt-targets-r77)"): a write target completed by a value only the running
// shell knows. `echo x >> ~/.bash$x` wrote `~/.bashrc` once an earlier call of a persistent shell ran `export
// x=rc`, and `echo x > /tmp/$x` reaches anywhere with `x=../home/u/.bashrc`: a name past a target's head that the
// text never sets, or sets only at or after the write, is refused as `> $x` is (MALFORMED, "a file the command
// writes"); a value the text gives before the write is read in its place (SELF_MODIFY where it lands guarded).
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold shell parameter expansions
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { linearAndThroughProcess, RUNS, said, verdict } from './helpers/redteam-floor.js';

const runs = Math.max(10, Math.ceil(RUNS / 4));

/** Every writer the floor reads, its target written as `T`. */
const SINKS: readonly ((t: string) => string)[] = [
  (t) => `echo x > ${t}`,
  (t) => `echo x >> ${t}`,
  (t) => `echo x >| ${t}`,
  (t) => `echo x &> ${t}`,
  (t) => `echo x 2> ${t}`,
  (t) => `cat > ${t} <<'EOF'\nx\nEOF`,
  (t) => `tee ${t} < a`,
  (t) => `printf x | tee -a ${t}`,
  (t) => `cp a ${t}`,
  (t) => `mv a ${t}`,
  (t) => `install a ${t}`,
  (t) => `ln -sf a ${t}`,
  (t) => `dd if=a of=${t}`,
  (t) => `sed -i s/a/b/ ${t}`,
  (t) => `truncate -s0 ${t}`,
  (t) => `touch ${t}`,
  (t) => `rsync a ${t}`,
  (t) => `curl -o ${t} https://example.com/x`,
  (t) => `wget -O ${t} https://example.com/x`,
  (t) => `cc -o ${t} main.c`,
  (t) => `sort -o ${t} a`,
];

/** Guarded places of the floor (default-floor.ts SELF_MODIFY_GLOBS): home, project, the root. */
const PLACES = [
  '~/.bashrc',
  '~/.zshrc',
  '~/.config/git/config',
  '~/.ssh/authorized_keys',
  '~/.config/gate/policy.json',
  '.git/hooks/pre-commit',
  '.claude/settings.json',
  '.github/workflows/ci.yml',
  '/etc/profile',
];

/** A target whose value `$x` completes `place` cut at `k`: the value the rest, or a middle, quoted or not. */
function shaped(place: string, k: number, shape: number): string {
  const head = place.slice(0, k);
  const tail = place.slice(k);
  const home = head.startsWith('~/') ? head.slice(2) : undefined;
  const shapes = [
    `${head}$x`,
    `${head}\${x}`,
    home === undefined ? `"${head}$x"` : `~/"${home}$x"`,
    `${head}"$x"`,
    `${head}\${x}${tail.slice(1)}`,
    `${head}\${x%.ts}`,
    home === undefined ? `${head}$x/` : `"$HOME/${home}$x"`,
  ];
  return shapes[shape % shapes.length] as string;
}

/** Heads a value climbs out of (`x=../home/u/.bashrc`): absolute, relative, the working directory. */
const CLIMBED = ['/tmp/$x', '"/tmp/$x"', './$x', 'build/$x', 'out/$x.log', '/tmp/${x}/y', 'src/"$x".ts'];

test('the brief: a target completed by a value the running shell holds is refused, as `> $x` is', () => {
  for (const text of [
    'echo x >> ~/.bash$x',
    'echo x >> "$HOME/.bash$x"',
    'echo x >> ~/.ba${x}rc',
    'tee -a ~/.bash$x',
    'echo x >> ~/.config/$x',
    'echo x > /tmp/$x',
    'cat > ~/.bash$x <<EOF\nx\nEOF',
    'echo x &> ~/.bash$x',
    'touch ~/.bash$x',
    'tee -a out/$x',
    'echo x > src/$x.ts',
    'echo x > /tmp/$USER.log',
    'echo x > out/$1',
    // Set only at or after the write: it holds what an earlier call left (a prefix is assigned after the redirection).
    'echo x >> ~/.bash$x; x=foo',
    'x=foo echo x >> ~/.bash$x',
    'for i in 1 2; do echo x > out/$x; x=a; done',
    // `${x:=a}` keeps a value an earlier call left.
    ': ${x:=a}; echo hi > out/$x',
    // Handed on: the inner shell's names are the environment's too.
    "sh -c 'echo x >> ~/.bash$x'",
    "eval 'tee -a ~/.config/$x'",
  ]) {
    const v = verdict(text);
    assert.equal(said(v), 'DENY MALFORMED', text);
    assert.match(JSON.stringify(v.detail), /a file the command writes/, text);
  }
});

test('generated: every writer x a value completing a guarded place, or climbing from any head, is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SINKS),
      fc.constantFrom(...PLACES),
      fc.nat(),
      fc.nat(),
      fc.constantFrom('alone', 'set after', 'prefix', 'climbs'),
      (sink, place, cut, shape, order) => {
        const k = 1 + (cut % (place.length - 1));
        const target =
          order === 'climbs' ? (CLIMBED[shape % CLIMBED.length] as string) : shaped(place, k, shape);
        const write = sink(target);
        const text =
          order === 'set after'
            ? `${write}\nx=${place.slice(k)}`
            : order === 'prefix'
              ? `x=${place.slice(k)} ${write}`
              : write;
        assert.match(said(verdict(text)), /^DENY /, text);
      },
    ),
    { numRuns: runs },
  );
});

test('generated: a value the text gives before the write is read in its place (guarded: SELF_MODIFY)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SINKS),
      fc.constantFrom(...PLACES),
      fc.nat(),
      fc.constantFrom('x=V; ', 'export x=V; ', 'for x in V; do ', 'read -r x <<< V; '),
      (sink, place, cut, given) => {
        // Cut past a home's `~/`: bash expands no tilde whose prefix holds `$x` (`~$x` is `./~/..`).
        const from = place.startsWith('~/') ? 2 : 1;
        const k = from + (cut % (place.length - from));
        const rest = place.slice(k);
        const write = sink(`${place.slice(0, k)}$x`);
        const text = given.startsWith('for')
          ? `${given.replace('V', rest)}${write}; done`
          : `${given.replace('V', rest)}${write}`;
        assert.equal(said(verdict(text)), 'DENY SELF_MODIFY', text);
      },
    ),
    { numRuns: runs },
  );
});

test('ordinary targets whose value the text gives, or gate reads as a place, stay admitted', () => {
  for (const text of [
    'OUT=out.txt; cat k > "$OUT"',
    'for f in a b; do echo x > $f; done',
    'for f in a.ts b.ts; do cp "$f" "${f%.ts}.js"; done',
    'for f in $(git ls-files); do sed -i s/a/b/ "$f"; done',
    'echo "x=1" >> "$GITHUB_OUTPUT"',
    'echo "## ok" >> "$GITHUB_STEP_SUMMARY"',
    'name=app; mkdir -p build && cc -o build/$name main.c',
    'OUT=build/app; cc -o $OUT main.c',
    'tmpfile=$(mktemp); echo x > "$tmpfile"',
    'd=$(mktemp -d); cc -o "$d/app" main.c',
    'echo x > "$(mktemp)"',
    'x=a; echo x > out/$x',
    'export x=a; echo x > out/$x',
    'read -r x <<< a; echo hi > out/$x',
    'read -r -a parts <<< "out log"; echo x > "${parts[1]}/run.txt"',
    'echo a > $HOME/notes.txt',
    'echo x > out.$$.log',
    'echo x > out/$RANDOM',
    'echo x > out/$(date +%s).log',
    'mkdir -p out && tar czf out/b-$(date +%Y%m%d).tgz src',
    'exec {fd}>out.log; echo a >&"$fd"',
    'cd "$X"; echo x > out.txt',
    'f() { echo x > out/$1; }; f a',
    // A copy into a directory names its file by the source's own last name: no `/`, no climb.
    'cp "$x" b/',
    'cp -- $x b/',
    'TMPDIR=/tmp; echo x > "$TMPDIR/out"',
    // An array's elements, in a script handed on (the decisions corpus's call).
    'bash -lc \'a=(one two); echo x > "${a[1]}.txt"\'',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test("what docs/floor.md decided of a runner's names stands: output files admitted, GITHUB_ENV and TMPDIR not", () => {
  assert.equal(verdict('echo "x=1" >> "$GITHUB_OUTPUT"').kind, 'ALLOW');
  assert.equal(said(verdict('echo "A=1" >> "$GITHUB_ENV"')), 'DENY SELF_MODIFY');
  assert.equal(said(verdict('echo x > $TMPDIR/foo')), 'DENY MALFORMED');
  assert.equal(said(verdict('echo x > "$RUNNER_TEMP/x"')), 'DENY MALFORMED');
  // Past the head a runner's name is a value like any other.
  assert.equal(said(verdict('echo x > out/$GITHUB_OUTPUT')), 'DENY MALFORMED');
});

linearAndThroughProcess(
  [
    ['', 'echo x >> ~/.bash$x; ', 'true'],
    ['', 'tee -a out/${x}/$y < a; ', 'true'],
    ['echo x > out/$x', '; x=a', ''],
    ['x=a; ', 'echo > "$HOME/.c$x"; ', 'true'],
    ['', ': ${x:=a}; read y; for z in a; do cp a "b/$z"; done; ', 'true'],
  ],
  'echo x >> ~/.bash$x',
);
