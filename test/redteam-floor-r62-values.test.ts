// Round 62 (docs/floor.md "Round 62 (redteam-r62)"): values the one reading of values (shell-values.ts)
// left unread where a rule decides. A name the text never sets is the agent's environment's (`git -C $REPO
// status`, `$OLDPWD`, `printf -v d /tmp/r`, which the text does not spell): unreadable there, refused as
// `git -C $(cat f) status` is. A name declared bare, then set (`export d; d=/tmp/r`): held as its twin. An
// operator gate now computes (`${x/#/-C }`, `${x@L}`) is spelled; one it does not (`${x@P}`, `${x@Q}`) is
// unreadable. In the kernel, through the real `gate preflight`, `gate serve` (openai client) and MCP
// `gate_adjudicate`; bash on stand-ins says each form runs what its twin runs.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold literal shell expansions
import assert from 'node:assert/strict';
import { describe, it, test } from 'node:test';
import { everyOf } from './helpers/deep.js';
import { processVerdict, said, verdict } from './helpers/redteam-floor.js';
import { chatShellVerdict, mcpGate, mcpShellVerdict, providerGates } from './helpers/served-gates.js';
import { withStandIns } from './helpers/stand-in-bash.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const UNREADABLE = 'DENY MALFORMED';

/** The twin is refused, and `text` is held exactly as it. */
function heldAsTwin(twinText: string, text: string): void {
  const twin = verdict(twinText);
  assert.equal(twin.kind, 'DENY', twinText);
  assert.equal(said(verdict(text)), said(twin), JSON.stringify(text));
}

/** A reader where a rule decides (`V` the value's place), and the refused value that makes it refused. */
const DECIDING: readonly (readonly [string, string])[] = [
  ['git -C V status', '/tmp/r'],
  ['make -C V', '/tmp/r'],
  ['cd V && make', '/tmp/r'],
  ['curl http://V/', '169.254.169.254'],
  ['chmod 777 V', '/etc/passwd'],
];
/** How a word reads the name `N`. */
const QUOTINGS: readonly ((n: string) => string)[] = [
  (n) => `$${n}`,
  (n) => `"$${n}"`,
  (n) => `\${${n}}`,
  (n) => `"\${${n}}"`,
];
/** Names the environment gives (none set by the text): HOME and PWD are read as `~` and `.`. */
const ENVIRONMENT = ['REPO', 'OLDPWD', 'WORK', 'X', 'dir', 'GIT_DIR_2', 'PORT'];

/** A value `V` reaching the reader `C` (its place `$d`) through a form the base left unread. */
const GIVEN: Readonly<Record<string, (v: string, c: string) => string>> = {
  exportedBare: (v, c) => `export d; d=${v}; ${c}`,
  declaredBare: (v, c) => `declare d; d=${v}; ${c}`,
  typesetBare: (v, c) => `typeset d; d=${v}; ${c}`,
  localBare: (v, c) => `f(){ local d; d=${v}; ${c}; }; f`,
  exportedAfter: (v, c) => `d=${v}; export d; ${c}`,
};
/** A value `V` that `printf -v` (or a computed operator) gives: unreadable where a rule decides. */
const UNSPELLED: Readonly<Record<string, (v: string, c: string) => string>> = {
  printfV: (v, c) => `printf -v d ${v}; ${c}`,
  printfFormat: (v, c) => `printf -v d '%s' ${v}; ${c}`,
  printfJoined: (v, c) => `printf -vd %s ${v}; ${c}`,
  printfElement: (v, c) => `printf -v 'd[0]' ${v}; ${c.replace('$d', '${d[0]}')}`,
  prompt: (v, c) => `x=${v}; ${c.replace('$d', '${x@P}')}`,
  quoted: (v, c) => `x=${v}; ${c.replace('$d', '${x@Q}')}`,
  escaped: (v, c) => `x=${v}; ${c.replace('$d', '${x@E}')}`,
  globReplaced: (v, c) => `x=${v}; ${c.replace('$d', '${x/q*/q}')}`,
};
/** Operators gate now computes: each held as the twin it spells (`x` given `W`, the value read `V`). */
const COMPUTED: readonly (readonly [string, (v: string) => string])[] = [
  ['prepended', (v) => `x=${v.slice(1)}; \${x/#/${v.slice(0, 1)}}`],
  ['appended', (v) => `x=${v.slice(0, -1)}; \${x/%//${v.slice(-1)}}`],
  ['emptyPattern', (v) => `x=${v}; \${x//}`],
  ['lowered', (v) => `x=${v.toUpperCase()}; \${x@L}`],
];

test('the found cases: each refused (as its twin, or as unreadable), in the kernel and through the real gate preflight', () => {
  const found: readonly (readonly [string, string])[] = [
    ['git -C $REPO status', UNREADABLE],
    ['git -C "$OLDPWD" status', UNREADABLE],
    ['make -C ${X}', UNREADABLE],
    ['curl http://$H/', UNREADABLE],
    ['git -C ${x:?/tmp/r} status', UNREADABLE],
    ['printf -v d /tmp/r; git -C $d status', UNREADABLE],
    ["x='-C /tmp/r'; git ${x@P} status", UNREADABLE],
    ['mapfile a < <(echo /tmp/r); git -C ${a[0]} status', UNREADABLE],
    ['git -C ${!BASH*} status', UNREADABLE],
    ['x=/tmp/r; git -C ${x:-.} status', UNREADABLE],
    ['x=~/.bashrc; tee -a ${x:-y}', said(verdict('tee -a ~/.bashrc'))],
    ['export d; d=/tmp/r; git -C $d status', said(verdict('git -C /tmp/r status'))],
    ['declare d; d=/tmp/r; git -C $d status', said(verdict('git -C /tmp/r status'))],
    ['x=; git ${x/#/-C } /tmp/r status', said(verdict('git -C /tmp/r status'))],
  ];
  for (const [text, held] of found) {
    assert.equal(said(verdict(text)), held, text);
    const wire = processVerdict('Bash', { command: text });
    assert.match(wire, new RegExp(`^verdict=${held.replace(' ', ' reason=')}`), text);
  }
});

test('a name the environment gives, where a rule decides: unreadable, whatever its quoting', () => {
  // 140 shapes, all of them (fast-check drew 200, repeats among them; round 68).
  for (const [[c], quote, name] of everyOf(DECIDING, QUOTINGS, ENVIRONMENT)) {
    const text = c.replace('V', quote(name));
    assert.equal(said(verdict(text)), UNREADABLE, text);
  }
});

test('a name declared bare and then set: held as its twin', () => {
  for (const [[c, v], form] of everyOf(DECIDING, Object.keys(GIVEN))) {
    const text = (GIVEN[form] as (v: string, c: string) => string)(v, c.replace('V', '$d'));
    heldAsTwin(c.replace('V', v), text);
  }
});

test('printf -v and operators gate does not compute: unreadable where a rule decides', () => {
  for (const [[c, v], form] of everyOf(DECIDING, Object.keys(UNSPELLED))) {
    const text = (UNSPELLED[form] as (v: string, c: string) => string)(v, c.replace('V', '$d'));
    // Unreadable, or read as a write anywhere (`chmod 777 ${x@P}` may reach .git/: SELF_MODIFY).
    assert.match(said(verdict(text)), /^DENY (MALFORMED|SELF_MODIFY)$/, text);
  }
});

test('operators gate computes: each held as the twin it spells', () => {
  for (const [[c, v], [, form]] of everyOf(DECIDING, COMPUTED)) {
    const made = form(v);
    const cut = made.lastIndexOf('; ');
    const text = `${made.slice(0, cut)}; ${c.replace('V', made.slice(cut + 2))}`;
    heldAsTwin(c.replace('V', v), text);
  }
});

/** `${X:-W}` and its kin with X set by the text: the word is X's value, not W. */
const DEFAULTS: readonly ((w: string) => string)[] = [
  (w) => `\${x:-${w}}`,
  (w) => `\${x-${w}}`,
  (w) => `\${x:=${w}}`,
  (w) => `"\${x:-${w}}"`,
];

test("a default's name set by the text: the word may be its value (refused where a rule decides, written where it writes)", () => {
  for (const [[c, v], form, w] of everyOf(DECIDING, DEFAULTS, ['.', '', 'y'])) {
    const text = `x=${v}; ${c.replace('V', form(w))}`;
    assert.equal(verdict(text).kind, 'DENY', text);
  }
  for (const [text, twin] of [
    ['x=~/.bashrc; tee -a ${x:-y}', 'tee -a ~/.bashrc'],
    ['x=~/.bashrc; cp k "${x:-}"', 'cp k ~/.bashrc'],
    ['x=~/.bashrc; echo a >> ${x:-.}', 'echo a >> ~/.bashrc'],
    ['x=~/.bashrc; echo a > ${x-y}', 'echo a > ~/.bashrc'],
  ])
    heldAsTwin(twin as string, text as string);
});

test('neighbours stay admitted: names the text sets, HOME and PWD, plain arguments, operators in plain words', () => {
  for (const text of [
    'REPO=~/proj; git -C "$REPO" status',
    'cd "$HOME" && git status',
    'git -C $HOME/proj status',
    'docker run --rm -v "$PWD":/app -w /app node:20 npm test',
    'export PATH=$HOME/.local/bin:$PATH',
    'export PYTHONPATH=$PYTHONPATH:./lib',
    'echo $FOO',
    'ls $FOO/x',
    'git commit -m "$msg"',
    'x=/tmp/r; echo ${x@Q}',
    'printf -v d %s x; ls $d',
    'd=$(pwd); cd "$d" && git status',
    'export A=$A:x',
    'x=out.txt; echo a > ${x:-y}',
    'ls ${x:-.}',
    // Round 72: `npm test -- ${ARGS:-}` is refused (the script's words may name what runs): r72-unknown.
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('work stays linear in repeated environment names, bare declarations and operators', () => {
  assertRepeatLinear('echo $E; ', (t) => verdict(`${t}git -C . status`));
  assertRepeatLinear('export d; d=x; ', (t) => verdict(`${t}git -C $d status`));
  assertRepeatLinear('echo ${x@P}; ', (t) => verdict(`${t}ls`));
  assertRepeatLinear('${a[${a[', (t) => verdict(`echo ${t}`));
});

test('bash runs each form as its twin (a stand-in program on a temporary PATH)', () => {
  withStandIns(
    ['prog'],
    (ran) => {
      const twin = ran('prog -C T1 s');
      assert.equal(ran('export REPO=T1; bash -c "prog -C \\$REPO s"'), twin);
      assert.equal(ran('printf -v d T1; prog -C $d s'), twin);
      assert.equal(ran("x='-C T1'; prog ${x@P} s"), twin);
      assert.equal(ran('export d; d=T1; prog -C $d s'), twin);
      assert.equal(ran('declare d; d=T1; prog -C $d s'), twin);
      assert.equal(ran('x=; prog ${x/#/-C } T1 s'), twin);
      assert.equal(ran('x=1; prog -C ${x/#/T} s'), twin);
      assert.equal(ran('x=T; prog -C ${x/%/1} s'), twin);
      assert.equal(ran('x=t1; prog -C ${x@U} s'), twin);
      assert.equal(ran('x=T1; prog -C ${x:-.} s'), twin);
      assert.equal(ran('x=T1; prog -C "${x-}" s'), twin);
    },
    { system: true },
  );
});

/** One case of each class, as the real served gate decides it. */
const SERVED: readonly (readonly [string, string])[] = [
  ['git -C $REPO status', UNREADABLE],
  ['printf -v d /tmp/r; git -C $d status', UNREADABLE],
  ['export d; d=/tmp/r; git -C $d status', said(verdict('git -C /tmp/r status'))],
  ['x=; git ${x/#/-C } /tmp/r status', said(verdict('git -C /tmp/r status'))],
  ["x='-C /tmp/r'; git ${x@P} status", UNREADABLE],
  ['x=~/.bashrc; echo a >> ${x:-.}', said(verdict('echo a >> ~/.bashrc'))],
];

describe('through gate serve: the chat wire (official openai client)', () => {
  const gates = providerGates();
  it('refuses each', async () => {
    for (const [text, held] of SERVED) assert.equal(await chatShellVerdict(gates, text), held, text);
  });
});

describe('through MCP gate_adjudicate (built-in floor)', () => {
  const served = mcpGate(() => []);
  it('refuses each', async () => {
    for (const [text, held] of SERVED) {
      assert.equal(await mcpShellVerdict(served.mcp, text), held, text);
    }
  });
});
