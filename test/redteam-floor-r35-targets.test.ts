// Round 35 (docs/floor.md, "What the floor reads and assumes", the round 35 entries): a write target
// reached through an array element or a parameter operator. Self-modify read `${x}` and `$x` as each
// literal value the text gives x, but `${x:0}`, `${x#./}`, `${x%.bak}`, `${x/gix/git}`, `${x@E}`, `${!y}`
// and every array (`a=(junk .git/hooks/pre-commit); cp f "${a[1]}"`, `a[5]=`, `a+=(..)`, `read -a`,
// `mapfile`) were read as a path named as written, so bash wrote a guarded path that the floor admitted.
// Now an operator gate can compute (substring, prefix or suffix removal by pattern, case) is computed on
// each value, one it cannot (a replacement, `@` transforms, indirection) makes the target anywhere, and
// every element of an array is a value of its name. Real bash is the oracle: one run for every case.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings are shell expansions, not templates
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { allAdmitted, has, verdict } from './helpers/redteam-floor.js';

/** Guarded paths the default floor refuses a write to (SELF_MODIFY). */
const GUARDED = ['.git/hooks/pre-commit', '.git/config'] as const;

/** An assignment and the expansion bash makes the guarded path `g` of, with junk `j` (letters only). */
type Form = (g: string, j: string) => readonly [string, string];
const FORMS: readonly Form[] = [
  (g, j) => [`x=${j}${g}`, `\${x:${j.length}}`],
  (g, j) => [`x=${j}${g}${j}`, `\${x:${j.length}:${g.length}}`],
  (g, j) => [`x=${j}${g}`, `\${x: -${g.length}}`],
  (g) => [`x=./${g}`, '${x#./}'],
  (g, j) => [`x=${j}/${g}`, '${x#*/}'],
  (g, j) => [`x=${g}Q${j}`, '${x%Q*}'],
  (g, j) => [`x=${g}Q${j}Q${j}`, '${x%%Q*}'],
  (g, j) => [`x=${j}Q${g}`, '${x##*Q}'],
  (g) => [`x=${g}.bak`, '${x%.bak}'],
  (g) => [`x=${g}.bak`, '${x%.???}'],
  (g) => [`x=${g.toUpperCase()}`, '${x,,}'],
  (g) => [`x=${g.replace('git', 'gix')}`, '${x/gix/git}'],
  (g) => [`x='${g.replace('t', '\\x74')}'`, '${x@E}'],
  (g) => [`y=${g}; z=y`, '${!z}'],
  (g, j) => [`a=(${j} ${g})`, '${a[1]}'],
  (g, j) => [`a=(${j}); a+=(${g})`, '${a[1]}'],
  (g) => [`a[7]=${g}`, '${a[7]}'],
  (g) => [`a=(${g} x)`, '$a'],
  (g, j) => [`a=(${j} ${g})`, '${a[@]:1}'],
  (g, j) => [`a=([3]=${g} [0]=${j})`, '${a[3]}'],
  (g, j) => [`read -r -a a <<< "${j} ${g}"`, '${a[1]}'],
  (g, j) => [`read -r p q <<< "${j} ${g}"`, '$q'],
  (g) => [`mapfile -t a <<< "${g}"`, '${a[0]}'],
];
/** Commands that write their target (`T`). */
const WRITERS: readonly ((t: string) => string)[] = [
  (t) => `cp f ${t}`,
  (t) => `echo x > ${t}`,
  (t) => `tee ${t} < f > /dev/null`,
];

const cases = fc.tuple(
  fc.constantFrom(...GUARDED),
  fc.stringMatching(/^[a-z]{1,6}$/),
  fc.integer({ min: 0, max: FORMS.length - 1 }),
  fc.integer({ min: 0, max: WRITERS.length - 1 }),
  fc.boolean(),
);

test('a guarded path written through an array element or a parameter operator is refused (bash the oracle)', {
  skip: has('bash') ? false : 'bash is needed as the oracle',
}, () => {
  // Every form, then generated ones: each form is met whatever the draw.
  const drawn = fc.sample(cases, { numRuns: 120, seed: 35 });
  const all = [
    ...FORMS.map((_, k) => [GUARDED[k % 2] as string, 'junk', k, k % WRITERS.length, k % 2 === 0] as const),
    ...drawn,
  ];
  const texts = all.map(([g, j, form, writer, quoted]) => {
    const [assign, expansion] = (FORMS[form] as Form)(g, j);
    const target = quoted ? `"${expansion}"` : expansion;
    return { g, text: `${assign}; ${(WRITERS[writer] as (t: string) => string)(target)}` };
  });
  const dir = mkdtempSync(join(tmpdir(), 'gate-r35-targets-'));
  try {
    let script = '';
    texts.forEach(({ text }, i) => {
      mkdirSync(join(dir, `c${i}`, '.git', 'hooks'), { recursive: true });
      writeFileSync(join(dir, `c${i}`, 'f'), 'data\n');
      script += `(cd c${i} && ${text}) 2>/dev/null\n`;
    });
    const ran = spawnSync('bash', ['--norc', '--noprofile', '-c', script], { cwd: dir, timeout: 60_000 });
    assert.equal(ran.error, undefined);
    texts.forEach(({ g, text }, i) => {
      // bash wrote the guarded path: the case is what it claims to be.
      assert.ok(existsSync(join(dir, `c${i}`, g)) || g === '.git/config', `bash did not write ${g}: ${text}`);
      assert.notEqual(verdict(text).kind, 'ALLOW', text);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('targets made of the same operators on ordinary values stay admitted', () => {
  allAdmitted([
    'out=dist/; cp f "${out%/}/a.js"',
    'for f in a.ts b.ts; do cp "$f" "${f%.ts}.js"; done',
    'x=build; cp f "${x:0:5}/y"',
    'a=(src lib); cp -r "${a[@]}" /tmp/b',
    'x=abc; cp f "${x^^}.txt"',
    'name=Report; echo hi > "${name,,}.md"',
    'a=(one two); echo x > "${a[1]}.txt"',
    'read -r -a parts <<< "out log"; echo x > "${parts[1]}/run.txt"',
  ]);
});
