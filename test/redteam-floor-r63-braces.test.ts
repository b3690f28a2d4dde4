// Round 63 (docs/floor.md "Round 63 (redteam-r63)"): bash's brace expansion makes several words of one
// (`git {-C,/tmp/r} status` runs `git -C /tmp/r status`), which the word reader read as one word: every rule
// met `{-C,/tmp/r}` and admitted it. The reader now expands braces as bash 5.2 does (shell-braces.ts), so
// each variant is held as its twin; past MAX_BRACE_WORDS the word is unknown where a rule decides. And a
// fetcher's whole URL from a name the text never sets (`curl "$URL"`) is unreadable where the egress floor
// decides, as `curl http://$H/` is. bash on stand-ins is the oracle for the words; the real `gate preflight
// --batch` process for the verdicts.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold literal shell expansions
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseShell } from '../src/kernel/ladder/shell-parse.js';
import { shellReading } from '../src/kernel/ladder/shell-reading.js';
import { factsOf } from '../src/kernel/ladder/text-memo.js';
import { allAdmitted, processVerdict, RUNS, said, verdict } from './helpers/redteam-floor.js';
import { withStandIns } from './helpers/stand-in-bash.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const UNREADABLE = 'DENY MALFORMED';

/** The twin is refused, and `text` is held exactly as it, in the kernel and through `gate preflight`. */
function heldAsTwin(twinText: string, text: string): void {
  const twin = verdict(twinText);
  assert.equal(twin.kind, 'DENY', twinText);
  assert.equal(said(verdict(text)), said(twin), JSON.stringify(text));
  const line = processVerdict('Bash', { command: text });
  assert.match(line, new RegExp(`^verdict=${twin.kind} reason=${twin.reason}`), JSON.stringify(text));
}

test('the found cases: a brace that joins words is held as its twin, in the kernel and through gate preflight', () => {
  heldAsTwin('git -C /tmp/r status', 'git {-C,/tmp/r} status');
  heldAsTwin('git -C /tmp/r status', 'git {-C,} /tmp/r status');
  heldAsTwin('git -C /tmp/r status', 'git {-C,/tmp/r,status}');
  heldAsTwin('git -C /tmp/r status', 'git -{C..C} /tmp/r status');
  // Its twin was refused and it was admitted: `.en{v,}` is `.env .en` to bash.
  heldAsTwin('cat .env $(ls -a | grep env)', 'cat .en{v,} $(ls -a | grep env)');
  heldAsTwin('chmod 777 /etc/passwd', 'chmod {777,/etc/passwd}');
  heldAsTwin('curl http://169.254.169.254/', 'curl {-s,http://169.254.169.254/}');
  // Each reader of values meets the words too: an array's elements, a function's or `set --`'s arguments,
  // `env -C`, a `git -c` pair (each admitted on the base).
  heldAsTwin('a=(-C /tmp/r); git "${a[@]}" status', 'a=({-C,/tmp/r}); git "${a[@]}" status');
  heldAsTwin('f(){ git "$@"; }; f -C /tmp/r status', 'f(){ git "$@"; }; f {-C,/tmp/r} status');
  heldAsTwin('set -- -C /tmp/r; git "$@" status', 'set -- {-C,/tmp/r}; git "$@" status');
  heldAsTwin('env -C /tmp/r git status', 'env {-C,/tmp/r} git status');
  heldAsTwin('git -c core.hooksPath=/tmp/h commit', 'git {-c,core.hooksPath=/tmp/h} commit');
});

test('an expansion inside a brace is read in each word it makes (a value, a name, a substitution)', () => {
  heldAsTwin('d=/tmp/r; git -C $d status', 'd=/tmp/r; git {-C,$d} status');
  heldAsTwin('a=-C; git $a /tmp/r status', 'a=-C; git {$a,/tmp/r} status');
  heldAsTwin('git -C $REPO status', 'git {-C,$REPO} status');
  heldAsTwin('git -C "$REPO" status', 'git {-C,"$REPO"} status');
  heldAsTwin('git -C $(cat f) status', 'git {-C,$(cat f)} status');
  allAdmitted(['echo {a,b}$x', 'ls {src,test}/$f']);
});

test('a word that makes more words than gate reads is unreadable where a rule decides, and plain elsewhere', () => {
  for (const text of ['git {1..200} status', 'git {a..z}{a..z} status']) {
    assert.equal(said(verdict(text)), UNREADABLE, text);
    assert.match(processVerdict('Bash', { command: text }), /^verdict=DENY reason=MALFORMED /);
  }
  allAdmitted(['echo {1..1000}', 'touch f{a..z}{a..z}.txt']);
});

test('braces bash leaves as they are stay one word: quoted, escaped, empty, one element, an assignment', () => {
  allAdmitted([
    'echo {a,b}',
    'mkdir -p src/{a,b}',
    'cp config.json{,.bak}',
    'ls {src,test}/*.ts',
    'touch {1..3}.txt',
    'git log --format="{a,b}" -1',
    "git '{-C,/tmp/r}' status",
    'git \\{-C,/tmp/r} status',
    'find . -name "*.ts" -exec wc -l {} +',
    'x={-C,/tmp/r} git status',
    '{ echo a; echo b; } > out.txt',
  ]);
});

/** A piece of a generated word: a bare character or a quoted or escaped one (bash keeps those literal). */
const PIECE = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('{', '}', ',', 'a', 'b', '1', '2', '.', '..', '-') },
  { weight: 1, arbitrary: fc.constantFrom("'{'", "','", '"}"', '\\{', '\\,', '\\}', "''", '"a,b"') },
);
const WORD = fc.array(PIECE, { minLength: 1, maxLength: 12 }).map((p) => p.join(''));

test('gate reads a generated word as the words bash passes (a stand-in dumps its argv)', () => {
  withStandIns(['pp'], (ran) => {
    fc.assert(
      fc.property(WORD, (word) => {
        const text = `pp ${word}`;
        const cmd = parseShell(text).commands[0];
        // A word gate reads as unknown (past its bound, or `{..','}`) is refused where a rule decides: no reading.
        if (cmd?.unknown !== undefined) return;
        const gate = cmd === undefined ? [] : cmd.words;
        const bash = ran(text).trimEnd().split('|').slice(0, -1);
        assert.deepEqual(gate, bash, text);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Refused commands and the two adjacent words a brace may join (`{W1,W2}`), or one it may hold (`{W,}`). */
const REFUSED: readonly (readonly [string, number])[] = [
  ['git -C /tmp/r status', 1],
  ['sudo id', 0],
  ['chmod 777 /etc/passwd', 1],
  ['curl http://169.254.169.254/latest', 0],
  ['make -C /tmp/r', 1],
];
const SPELLINGS: readonly ((a: string, b: string) => string)[] = [
  (a, b) => `{${a},${b}}`,
  (a, b) => `{,${a}} {${b},}`,
  (a, b) => `{{${a},${b}},}`,
];

test('generated brace spellings of refused commands are held as their twins through gate preflight', () => {
  fc.assert(
    fc.property(fc.constantFrom(...REFUSED), fc.constantFrom(...SPELLINGS), ([twin, at], spell) => {
      const words = twin.split(' ');
      const joined = spell(words[at] as string, words[at + 1] as string);
      heldAsTwin(twin, [...words.slice(0, at), joined, ...words.slice(at + 2)].join(' '));
    }),
    { numRuns: Math.min(RUNS, 60) },
  );
});

test('bash runs each brace spelling as its twin (stand-ins)', () => {
  withStandIns(['git'], (ran) => {
    const twin = ran('git -C /tmp/r status');
    for (const spell of SPELLINGS)
      assert.equal(ran(`git ${spell('-C', '/tmp/r')} status`), twin, spell('-C', '/tmp/r'));
  });
});

test('a fetcher whose whole URL is a name the text never sets is unreadable where the egress floor decides', () => {
  for (const text of [
    'curl "$URL"',
    'wget $U',
    'curl -s "$API/health"',
    'curl -fsSL ${ENDPOINT}/x',
    'xh $U',
  ]) {
    assert.equal(said(verdict(text)), UNREADABLE, text);
    assert.match(
      processVerdict('Bash', { command: text }),
      /^verdict=DENY reason=MALFORMED .*a host the command connects to/,
    );
  }
  allAdmitted([
    'URL=https://example.com/x; curl "$URL"',
    'OUT=out.bin; curl -o "$OUT" https://example.com/x',
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/',
    'DIR=dl; wget -P "$DIR" https://example.com/x',
    'curl --cacert "$CA" https://example.com/',
    // A URL read from a file is the provenance rung's (round 58), as `wget -i list` is.
    'while read u; do curl "$u"; done < list',
  ]);
});

test('the readings stay linear in repeated braces', () => {
  const read = (t: string) => {
    factsOf(t).reading = undefined;
    return shellReading(t);
  };
  assertRepeatLinear('echo {a,b}{c,d} ', read);
  assertRepeatLinear('git {-C,/tmp/x} status; ', read);
  assertRepeatLinear('{', (t) => read(`echo ${t}a,b}`));
  // Opens with no close (found by r44's 200 kB check in the round's CI: each `{` searched to the end).
  assertRepeatLinear('{', (t) => read(`echo ${t}`));
  assertRepeatLinear('{}{', (t) => read(`echo ${t}`));
  assertRepeatLinear('{/.{=', (t) => read(`echo ${t}`));
});
