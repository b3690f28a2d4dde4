// Round 62, second pass (docs/floor.md "Round 62, second pass (redteam3-r62)"): the top level's positional
// parameters (`git -C $1 status`, `git "$@" status`, `${@:2}`) are what an earlier `set --` of a standing
// shell left: as unknown as an environment name, so unreadable where a rule decides (refused as `git -C
// $(cat f) status` is), read as the text's own values where it sets them (`set -- a b`); a tilde prefix
// only the running system places (`~-`, `~user`) likewise. In the kernel,
// through the real `gate preflight`, `gate serve` (openai client) and MCP `gate_adjudicate`; bash on a
// stand-in says each form runs what its twin runs.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold literal shell expansions
import assert from 'node:assert/strict';
import { describe, it, test } from 'node:test';
import fc from 'fast-check';
import { processVerdict, RUNS, said, verdict } from './helpers/redteam-floor.js';
import { chatShellVerdict, mcpGate, mcpShellVerdict, providerGates } from './helpers/served-gates.js';
import { withStandIns } from './helpers/stand-in-bash.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const UNREADABLE = 'DENY MALFORMED';

/** A reader where a rule decides (`V` the value's place). */
const DECIDING: readonly string[] = [
  'git -C V status',
  'make -C V',
  'cd V && make',
  'curl http://V/',
  'chmod 777 V',
  'git V status',
];
/** How a word reads a positional parameter. */
const POSITIONAL: readonly string[] = [
  '$1',
  '"$1"',
  '${1}',
  '"${2}"',
  '$9',
  '"$@"',
  '$@',
  '$*',
  '"$*"',
  '${@:2}',
];

test('the found cases: unreadable, in the kernel and through the real gate preflight', () => {
  for (const text of [
    'git -C $1 status',
    'git -C "$1" status',
    'git "$@" status',
    'git $* status',
    'git ${@:2} status',
    'curl http://$1/',
  ]) {
    assert.equal(said(verdict(text)), UNREADABLE, text);
    assert.match(processVerdict('Bash', { command: text }), /^verdict=DENY reason=MALFORMED /, text);
  }
});

test('a positional parameter where a rule decides: unreadable, whatever its spelling', () => {
  fc.assert(
    fc.property(fc.constantFrom(...DECIDING), fc.constantFrom(...POSITIONAL), (c, p) => {
      const text = c.replace('V', p);
      assert.equal(said(verdict(text)), UNREADABLE, text);
    }),
    { numRuns: RUNS },
  );
});

test('set by the text: read as its values (held as the twin, or admitted)', () => {
  assert.equal(said(verdict('set -- -C /tmp/r; git "$@" status')), said(verdict('git -C /tmp/r status')));
  for (const text of [
    'set -- a b; git -C "$1" status',
    'f(){ git -C "$1" status; }; f .',
    'bash -c \'git -C "$1" status\' _ .',
    'echo $1',
    'echo "$@"',
    "awk '{print $1}' f",
    'ls $1',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('a tilde prefix only the running system places (`~-` is $OLDPWD, `~user` a home): unreadable where a rule decides', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...DECIDING.filter((c) => !c.startsWith('curl') && !c.startsWith('git V'))),
      fc.constantFrom('~-', '~root', '~user', '~u-1.x/sub', '~-/x'),
      (c, t) => {
        const text = c.replace('V', t);
        assert.match(said(verdict(text)), /^DENY (MALFORMED|SELF_MODIFY)$/, text);
      },
    ),
    { numRuns: RUNS },
  );
  assert.match(processVerdict('Bash', { command: 'git -C ~- status' }), /^verdict=DENY reason=MALFORMED /);
  for (const text of ['git -C ~ status', 'git -C ~/proj status', 'git -C ~+ status', 'ls ~user', 'echo ~-'])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('work stays linear in repeated positional parameters and tilde prefixes', () => {
  assertRepeatLinear('echo $1 "$@"; ', (t) => verdict(`${t}git -C . status`));
  assertRepeatLinear('ls ~u ~- ; ', (t) => verdict(`${t}git -C . status`));
});

test('bash runs each form as its twin (a stand-in program on a temporary PATH)', () => {
  withStandIns(
    ['prog'],
    (ran) => {
      const twin = ran('prog -C T1 s');
      assert.equal(ran('set -- T1; prog -C $1 s'), twin);
      assert.equal(ran('set -- -C T1; prog "$@" s'), twin);
      assert.equal(ran('set -- x -C T1; prog ${@:2} s'), twin);
      assert.equal(ran('set -- -C T1; prog $* s'), twin);
    },
    { system: true },
  );
});

const SERVED = ['git -C "$1" status', 'git "$@" status', 'git -C ~- status'];

describe('through gate serve: the chat wire (official openai client)', () => {
  const gates = providerGates();
  it('refuses each', async () => {
    for (const text of SERVED) assert.equal(await chatShellVerdict(gates, text), UNREADABLE, text);
  });
});

describe('through MCP gate_adjudicate (built-in floor)', () => {
  const served = mcpGate(() => []);
  it('refuses each', async () => {
    for (const text of SERVED) {
      assert.equal(await mcpShellVerdict(served.mcp, text), UNREADABLE, text);
    }
  });
});
