// Red team, round 21: history expansion in keystrokes is read on the quoting as typed. Round 20 read the
// rendering, where quotes are gone, so `echo '!x'` and `echo $'!x'` were refused (bash leaves them alone)
// while `echo "' !sudo '"` (a single quote inside double quotes quotes nothing) and a line's leading
// `^old^new` were admitted (bash runs an earlier command). Real `bash -i` is the oracle.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { expandsHistory } from '../src/kernel/ladder/shell-history.js';
import { decide, everyCallRefused, has, processVerdict, RUNS } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

const keys = (chars: string) => ['write_stdin', { session_id: 1, chars }] as const;
const typed = (chars: string) => decide(...keys(chars)).kind;

/** Pieces of a typed line, each quoted on its own: live and dead history words side by side. */
const PIECES = [
  ' !ec',
  ' "!ec"',
  " '!ec'",
  ' \\!ec',
  ' $!',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  ' ${!x*}',
  ' "a!"',
  " $'!ec'",
  " $'\\' !ec '",
  ` "' !ec '"`,
  ' a!=b',
  ' !!',
  ' !-1',
  ' # !ec',
  ' a#!ec',
  ' x',
  " 'a b'",
] as const;

const lines = fc
  .tuple(fc.constantFrom('', '^H1^H1'), fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }))
  .map(([start, pieces]) => (start === '' ? `echo${pieces.join('')}` : start));

/** Whether real bash, reading `line` typed after `echo H1 $((6*7))`, expands history in it. */
function bashExpands(dir: string, line: string): boolean {
  const env = { ...process.env, HISTFILE: join(dir, 'h'), PS1: '', HOME: dir };
  writeFileSync(env.HISTFILE, '');
  const out = spawnSync('bash', ['--norc', '-i'], {
    input: `echo H1 $((6*7))\n${line}\n`,
    encoding: 'utf8',
    env,
  });
  // Bash echoes each typed line, then prints an expanded one: the earlier command's text shows twice.
  const text = `${out.stdout}${out.stderr}`;
  return text.split('H1 $((6*7))').length > 2 || /event not found|substitution failed/.test(text);
}

test('the real bash oracle: gate refuses exactly the typed lines bash expands history in', {
  skip: !has('bash'),
}, () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r21-hist-'));
  try {
    fc.assert(
      fc.property(lines, (line) => {
        const expands = bashExpands(dir, line);
        assert.equal(expandsHistory(`${line}\n`), expands, line);
        assert.equal(typed(`${line}\n`), expands ? 'DENY' : 'ALLOW', line);
      }),
      { numRuns: Math.min(RUNS, 60) },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('fuzz: history bash expands is refused wherever it stands in the keystrokes', () => {
  everyCallRefused(
    fc.tuple(
      fc.constantFrom('!sudo', '"!sudo"', `"' !sudo '"`, 'x=1 !sudo', '$(!sudo)', '`!rm`', '!!'),
      fc.constantFrom('', "echo 'a' ", 'true; ', "echo '", 'echo "a"; '),
      fc.constantFrom('\n', '\r', ' x\n'),
    ),
    ([h, before, end]) => keys(before.endsWith("'") ? `${before}\n${h}${end}` : `${before}${h}${end}`),
  );
  everyCallRefused(fc.constantFrom('^sudo^sudo\n', 'ls\n^a^b\n', 'echo \\\n^a^b\n'), keys);
});

test('quoted, escaped, commented and parameter bangs stay admitted (bash leaves them alone)', () => {
  for (const chars of [
    "echo '!x'\n",
    "git commit -m 'fix!'\n",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
    'name=HOME; echo ${!name}\n',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
    'echo "${!prefix@}"\n',
    "echo $'!x'\n",
    'echo \\!x\n',
    'echo "\\!x"\n',
    'ls # run !x later\n',
    'echo "done!"\n',
    'kill $!\n',
  ])
    assert.equal(typed(chars), 'ALLOW', chars);
});

test('linear: 64 KiB of quotes, escapes, comments and bangs is one pass', () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  for (const unit of ["'!a' ", "$'\\'", '\\! ', '# ! \n', '"\' ', '${!a} ', '!\n'])
    assert.ok(
      growthOf(
        (n) => unit.repeat(Math.ceil(n / unit.length)),
        (t) => expandsHistory(t),
      ) < 12,
      unit,
    );
  assert.equal(typed(`${"echo '!a' ".repeat(6554)}\n`), 'ALLOW');
});

test('the real process reads the quoting as typed', () => {
  assert.match(processVerdict('write_stdin', { session_id: 1, chars: "echo '!x'\n" }), /verdict=ALLOW/);
  assert.match(processVerdict('write_stdin', { session_id: 1, chars: `echo "' !sudo '"\n` }), /verdict=DENY/);
  assert.match(processVerdict('write_stdin', { session_id: 1, chars: '^a^b\n' }), /verdict=DENY/);
});
