// Round 33b (docs/floor.md, "What the floor reads and assumes", the round 33b entries): text the shell
// expands again or reads otherwise than gate did. A variable's value evaluated as arithmetic expands an
// array index inside it (`x='a[$(s""udo id)]'; (( x ))`), prompt expansion `${x@P}` runs a value's
// substitutions, a single quote inside `"${x:-'...'}"` is literal, a here-document's delimiter keeps a CR
// and joins a continued line, and `BASH_ALIASES[x]=CMD` defines an alias. Each ran a refused command.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseShell } from '../src/kernel/ladder/shell-parse.js';
import { wordSpellings } from './helpers/floor-bypass.js';
import { allAdmitted, everyRefused, has, verdict } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

/** Refused commands as a command word and the rest of the line. */
const COMMANDS: readonly (readonly [string, string])[] = [
  ['sudo', 'id'],
  ['rm', '-rf /'],
  ['mkfs', '/dev/sdb1'],
  ['shutdown', 'now'],
  ['chmod', 'u+s /tmp/rootsh'],
];

/** Shapes that run `s` (a command line) through a value expanded again, or a delimiter read as bash reads it. */
const SHAPES: readonly ((s: string) => string)[] = [
  (s) => `x='a[$(${s})]'; (( x ))`,
  (s) => `x='a[$(${s})]'; echo $((x + 1))`,
  (s) => `x='a[\`${s}\`]'; let x`,
  (s) => `x='a[$(${s})]'; [[ x -eq 0 ]]`,
  (s) => `x='a[$(${s})]'; y=x; s=abc; echo \${s:y}`,
  (s) => `read x <<< 'a[$(${s})]'; declare -i n=x`,
  (s) => `read x <<'E'\na[$(${s})]\nE\n(( x ))`,
  (s) => `while read x; do (( x )); done <<'E'\na[$(${s})]\nE`,
  (s) => `x='$(${s})'; echo "\${x@P}"`,
  (s) => `p='\`${s}\`'; : \${p@P}`,
  (s) => `echo "\${x:-'$(${s})'}"`,
  (s) => `cat <<EOF\r\nhi\r\nEOF\r\n${s}\r\n`,
  (s) => `cat <<'E'\r\nhi\r\nE\r\necho x; ${s}`,
  (s) => `cat <<EOF\nEO\\\nF\n${s}\n`,
  (s) => `tr a b <<-E\n\tE\\\n\n${s}\n`,
  (s) => `echo x\r#; ${s}`,
];

/** Word spellings a single-quoted shape can carry. */
const spellings = (w: string): string[] => [w, ...wordSpellings(w)].filter((s) => !s.includes("'"));

test('every respelled refused command through a value expanded again, or past a delimiter gate misread, is refused', () => {
  const arb = fc
    .constantFrom(...COMMANDS)
    .chain(([w, rest]) =>
      fc.tuple(fc.constantFrom(...spellings(w)), fc.constant(rest), fc.constantFrom(...SHAPES)),
    );
  everyRefused(arb, ([w, rest, shape]) => shape(`${w} ${rest}`));
});

test('every shape, each command plainly spelt and respelt once, is refused', () => {
  for (const shape of SHAPES)
    for (const [w, rest] of COMMANDS)
      for (const s of [w, `${w.slice(0, 1)}""${w.slice(1)}`]) {
        const text = shape(`${s} ${rest}`);
        assert.equal(verdict(text).kind, 'DENY', JSON.stringify(text));
      }
});

test('BASH_ALIASES[x]=CMD defines an alias: its value is read as alias values are', () => {
  everyRefused(
    fc.tuple(fc.constantFrom(...COMMANDS), fc.constantFrom('', 'declare ', 'A=b ')),
    ([[w, rest], front]) =>
      `shopt -s expand_aliases; ${front}BASH_ALIASES[x]=${w[0]}""${w.slice(1)}\nx ${rest}`,
  );
  assert.equal(verdict(`shopt -s expand_aliases; BASH_ALIASES[s]='s""udo id'\ns`).kind, 'DENY');
});

test('a prompt expansion of a value the text does not show is opaque', () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: literal shell parameter expansions
  const texts = ['x=$(cat f); echo "${x@P}"', 'echo ${PS1@P}', 'y=x; echo "${!y@P}"'];
  for (const text of texts) assert.equal(verdict(text).kind, 'DENY', text);
});

test('neighbours that run nothing refused stay admitted', () => {
  allAdmitted([
    "a=(1 2); x='a[1]'; (( x ))",
    'n=$(wc -l < f); (( n > 5 )) && echo big',
    'x=\'$(date)\'; echo "$x"',
    "read x <<< '3'; echo $((x + 1))",
    `echo "\${x:-'default'}"`,
    `echo "\${x:-'$(date)'}"`,
    'cat <<EOF\r\nhi\r\nEOF\r\nls\r\n',
    'cat <<EOF\nEO\\\nF\nls\n',
    'cat <<\'EOF\'\n$(s""udo id)\nEOF',
    "grep -F '$(' src/x.sh",
    "awk '{print $1}' f",
    "git commit -m 'use `npm ci` in CI'",
    'shopt -s expand_aliases; BASH_ALIASES[ll]=ls\nll -la',
  ]);
});

test('bash agrees: each shape runs the command', { skip: !has('bash') }, () => {
  // A fake `sudo` first on PATH writes a mark: bash is the oracle that the shape runs it.
  const dir = mkdtempSync(join(tmpdir(), 'gate-r33b-'));
  const mark = join(dir, 'ran');
  writeFileSync(join(dir, 'sudo'), `#!/bin/sh\necho "$*" >> '${mark}'\n`);
  chmodSync(join(dir, 'sudo'), 0o755);
  const ran = (script: string): boolean => {
    rmSync(mark, { force: true });
    spawnSync('bash', ['-c', script], {
      cwd: dir,
      env: { PATH: `${dir}:/usr/bin:/bin` },
      input: '',
      timeout: 5000,
    });
    try {
      return readFileSync(mark, 'utf8').includes('id');
    } catch {
      return false;
    }
  };
  try {
    for (const shape of SHAPES) assert.ok(ran(shape('s""udo id')), JSON.stringify(shape('s""udo id')));
    assert.ok(ran('shopt -s expand_aliases; BASH_ALIASES[x]=s""udo\nx id'));
    // And the neighbours: a quoted body is data, a continued line that is not the delimiter stays body.
    assert.ok(!ran('cat <<\'EOF\'\n$(s""udo id)\nEOF'));
    assert.ok(!ran('cat <<EOF\nx\\\nEOF\ns""udo id\nEOF'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('cost: many re-expanded values and continued lines read in linear work', () => {
  // Counted, not timed (test/helpers/work-count.ts): 8x the text costs the parse at most 12x the work.
  const make = (n: number) => {
    const k = Math.max(1, Math.floor(n / 24));
    return `${"x='a[$(echo 1)]'; ".repeat(k)}cat <<EOF\n${'a\\\n'.repeat(k)}EOF\n`;
  };
  const ratio = growthOf(make, (t) => parseShell(t), 4096);
  assert.ok(ratio <= 12, `8x the text cost ${ratio.toFixed(1)}x the work`);
});
