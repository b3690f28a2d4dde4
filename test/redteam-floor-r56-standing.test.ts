// Round 56 (docs/floor.md, "Round 56 (standing-r56)"): where a persistent shell stands, on the paths round
// 55 left: a remembered standing (a Responses answer gate relayed; read back fail closed), a lone decision
// given the earlier calls or a standing (`gate preflight --standing/--earlier`, gate_adjudicate), an MCP
// session's bounded record (past its bound a trace it does not hold may stand anywhere), and the memo
// that reads each earlier call's arguments once (it must fold exactly as a fresh read, and never answer
// for other arguments under a reused call id).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  NOWHERE,
  type Standing,
  shellPart,
  standingAfter,
  standingFields,
  standingFrom,
  standingOf,
  standingText,
  UNSEEN,
} from '../src/kernel/ladder/shell-standing.js';
import { ShellStandings } from '../src/wire/mcp/shell-standings.js';
import {
  foldEarlierCall,
  MAX_MEMO_CALLS,
  MIN_MEMO_CHARS,
  memoSize,
} from '../src/wire/shared/earlier-calls.js';
import { runGate } from './helpers/gate-process.js';
import * as floor from './helpers/redteam-floor.js';

/** The verdict kind of a Bash `command` with the shell at `now`, as a caller hands it to the floor. */
function kindAt(now: Standing, command: string): string {
  return floor.decideIn('Bash', { command }, { tainted: false, ...standingFields({ command }, now) }).kind;
}
const claimAt = (now: Standing, command: string): string =>
  floor.decideIn('Bash', { command }, { tainted: false, ...standingFields({ command }, now) }).detail
    ?.claim ?? '';

/** Earlier calls an agent writes, attacks and ordinary ones, for the generated traces. */
const CALLS = [
  'cd /tmp/r',
  'pushd /var/tmp/x',
  'cd /home/u/app',
  'cd ~/proj && ls',
  'cd -',
  'popd',
  'ls',
  'git status',
  '(cd /tmp/y; ls)',
  'env -C /tmp/z ls',
  'alias cd=true',
  'echo $HOME',
  'for d in /tmp/a /tmp/b; do cd $d; done',
];
const TOOLS = ['git status', 'make', 'npm test', 'cargo build', 'ls', 'cat README.md'];
const fold = (calls: readonly string[], from: Standing = NOWHERE): Standing =>
  calls.reduce((s, command) => standingAfter({ command }, s), from);

test('a remembered standing reads back as written; anything else reads as possibly shared (UNSEEN)', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...CALLS), { maxLength: 8 }), (calls) => {
      const s = fold(calls);
      assert.deepEqual(standingOf(standingText(s)), s);
    }),
  );
  for (const bad of [
    undefined,
    '',
    'x',
    '[]',
    'null',
    '{"a":1}',
    '{"a":"/tmp","u":"yes"}',
    `"${'a'.repeat(20_000)}"`,
  ])
    assert.deepEqual(standingOf(bad), UNSEEN, String(bad).slice(0, 20));
  // Nowhere is a fact of its own: an answer whose calls moved nothing reads back as nowhere, not UNSEEN.
  assert.deepEqual(standingOf(standingText(NOWHERE)), NOWHERE);
});

test('UNSEEN: a repository tool or runner is refused and the refusal says the calls are out of sight', () => {
  for (const tool of ['git status', 'make', 'npm test', 'cargo build']) {
    assert.equal(kindAt(UNSEEN, tool), 'DENY', tool);
    assert.match(claimAt(UNSEEN, tool), /out of gate's sight/, tool);
    // A standing read from a call says what round 55 says.
    assert.doesNotMatch(claimAt(fold(['cd /tmp/r']), tool), /out of gate's sight/, tool);
  }
  // The agent's way on: its own leading move to a directory named in full, and what needs no place.
  for (const ok of ['cd ~/proj && git status', 'cd /home/u/app && make', 'ls', 'cat README.md'])
    assert.equal(kindAt(UNSEEN, ok), 'ALLOW', ok);
  // A call read after it puts the shell where that call names: no longer unseen.
  assert.equal(fold(['cd /tmp/r'], UNSEEN).unseen, undefined);
  assert.equal(fold(['ls'], UNSEEN).unseen, true);
});

test('a lone decision: a reported standing and earlier calls fold as a trace does, and only add', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...CALLS), { maxLength: 6 }),
      fc.constantFrom(...TOOLS),
      (calls, tool) => {
        // Earlier calls given to a lone decision are the trace's fold (JSON text or objects alike).
        const asText = calls.map((command) => JSON.stringify({ command }));
        assert.deepEqual(
          standingFrom(
            undefined,
            calls.map((command) => ({ command })),
          ),
          fold(calls),
        );
        assert.deepEqual(standingFrom(undefined, asText), fold(calls));
        // What a caller reports never takes away what the caller saw itself.
        const seen = fold(['cd /tmp/r', ...calls]);
        const reported = standingFrom('/home/u/app', [], seen);
        assert.equal(reported.at, seen.at);
        if (kindAt(seen, tool) === 'DENY') assert.equal(kindAt(reported, tool), 'DENY', `${calls} | ${tool}`);
      },
    ),
  );
  assert.equal(kindAt(standingFrom('/tmp/r'), 'git status'), 'DENY');
  assert.equal(kindAt(standingFrom('/home/u/app'), 'git status'), 'ALLOW');
  assert.equal(
    kindAt(standingFrom(undefined, [{ command: 'cd /tmp/r' }, { command: 'ls' }]), 'make'),
    'DENY',
  );
});

test("an MCP session's record: per trace, bounded; a dropped trace may stand anywhere", () => {
  const s = new ShellStandings(3);
  s.ran('a', { command: 'cd /tmp/r' });
  s.ran('b', { command: 'cd /home/u/app' });
  assert.equal(kindAt(s.of('a'), 'git status'), 'DENY');
  assert.equal(kindAt(s.of('b'), 'git status'), 'ALLOW');
  // A trace that never went into a shared place takes no room: ordinary traces never fill the record.
  assert.equal(s.size, 1);
  for (let i = 0; i < 1000; i++) s.ran(`plain-${i}`, { command: 'git status' });
  assert.equal(s.size, 1);
  assert.deepEqual(s.of('new'), NOWHERE);
  for (const t of ['c', 'd', 'e']) s.ran(t, { command: 'cd /var/tmp/x' });
  assert.equal(s.size, 3);
  // `a` was dropped: remembered as forgotten, it reads as possibly shared (fail closed), said so.
  assert.deepEqual(s.of('a'), UNSEEN);
  assert.equal(kindAt(s.of('a'), 'git status'), 'DENY');
  assert.match(claimAt(s.of('a'), 'git status'), /out of gate's sight/);
  assert.deepEqual(s.of('never-seen'), NOWHERE);
  // Past eight times the bound of forgotten traces, that owner's unknown traces all read UNSEEN; another
  // client key's traces do not.
  for (let i = 0; i < 40; i++) s.ran(`flood-${i}`, { command: 'cd /tmp/f' });
  assert.deepEqual(s.of('never-seen'), UNSEEN);
  assert.deepEqual(s.of('k1/t', 'k1'), NOWHERE);
  s.ran('k1/t', { command: 'cd /tmp/k' }, 'k1');
  assert.equal(kindAt(s.of('k1/t', 'k1'), 'git status'), 'DENY');
  // A call's own working directory argument moved no persistent shell.
  const w = new ShellStandings();
  w.ran('t', { command: 'ls', cwd: '/tmp/r' });
  assert.deepEqual(w.of('t'), NOWHERE);
});

test('the memo of earlier calls folds exactly as a fresh read (fast-check), whatever ids and sizes', () => {
  const pad = 'x'.repeat(MIN_MEMO_CHARS);
  const args = fc.record({
    command: fc.constantFrom(...CALLS),
    big: fc.boolean(),
    tool: fc.constantFrom('Bash', 'Write'),
  });
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom('i0', 'i1', 'i2', ''), args), { maxLength: 12 }),
      (calls) => {
        let memo: Standing = NOWHERE;
        let fresh: Standing = NOWHERE;
        for (const [id, a] of calls) {
          // A Write's file holds shell words it never runs; a Bash call's padding is another argument.
          const obj =
            a.tool === 'Write'
              ? { file_path: '/home/u/app/notes.md', content: `${a.command}\n${a.big ? pad : ''}` }
              : { command: a.command, ...(a.big ? { description: pad } : {}) };
          const text = JSON.stringify(obj);
          memo = foldEarlierCall(text, id, memo);
          fresh = standingAfter(text, fresh);
          assert.deepEqual(memo, fresh);
        }
      },
    ),
  );
});

test('the memo: a reused call id with other arguments is read again; its bounds hold', () => {
  const pad = 'p'.repeat(MIN_MEMO_CHARS);
  const harmless = JSON.stringify({ command: 'ls', description: pad });
  const into = JSON.stringify({ command: 'cd /tmp/r', description: pad });
  assert.deepEqual(foldEarlierCall(harmless, 'call_reused', NOWHERE), NOWHERE);
  // Same id, same length class, other text: never the kept answer.
  assert.equal(foldEarlierCall(into, 'call_reused', NOWHERE).at, '/tmp/r');
  // Escaped spellings parse to the same text: the memo reads what JSON.parse reads.
  const escaped = `{"command":"\\u0063d /tmp/r","description":"${pad}"}`;
  assert.equal(foldEarlierCall(escaped, 'call_escaped', NOWHERE).at, '/tmp/r');
  // A key `__proto__` stays a key in the kept part.
  const proto = `{"__proto__":{"command":"cd /tmp/r"},"command":"ls","d":"${pad}"}`;
  assert.deepEqual(foldEarlierCall(proto, 'call_proto', NOWHERE), standingAfter(proto, NOWHERE));
  assert.equal(shellPart(proto)?.command, 'ls');
  for (let i = 0; i < MAX_MEMO_CALLS + 10; i++) foldEarlierCall(harmless, `bound-${i}`, NOWHERE);
  assert.ok(memoSize().calls <= MAX_MEMO_CALLS);
});

test('gate preflight --standing / --earlier, and --batch fields (the real process)', async () => {
  const bash = JSON.stringify({ command: 'git status' });
  const run = async (...flags: string[]) =>
    (await runGate(['preflight', '--tool', 'Bash', '--args', bash, ...flags])).stdout;
  assert.match(await run(), /^verdict=ALLOW/);
  assert.match(await run('--standing', '/tmp/r'), /^verdict=DENY .*where this call runs/);
  assert.match(await run('--standing', '/home/u/app'), /^verdict=ALLOW/);
  assert.match(
    await run('--earlier', JSON.stringify([{ command: 'cd /tmp/r' }, { command: 'ls' }])),
    /^verdict=DENY/,
  );
  assert.match(
    await run('--earlier', JSON.stringify([JSON.stringify({ command: 'cd /tmp/r' })])),
    /^verdict=DENY/,
  );
  assert.match(await run('--earlier', JSON.stringify([{ command: 'cd /home/u/app' }])), /^verdict=ALLOW/);
  const bad = await runGate([
    'preflight',
    '--tool',
    'Bash',
    '--args',
    bash,
    '--earlier',
    '{"command":"cd /tmp/r"}',
  ]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--earlier is not an array/);
  const lines = [
    { tool: 'Bash', args: { command: 'git status' }, earlier: [{ command: 'cd /tmp/r' }] },
    { tool: 'Bash', args: { command: 'git status' }, standing: '/var/tmp/x' },
    { tool: 'Bash', args: { command: 'cd ~/p && git status' }, standing: '/tmp/r' },
    { tool: 'Bash', args: { command: 'git status' } },
    { tool: 'Bash', args: { command: 'git status' }, earlier: 'cd /tmp/r' },
    { tool: 'Bash', args: { command: 'git status' }, standing: 7 },
  ];
  const out = await runGate(['preflight', '--batch'], {
    input: `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`,
  });
  assert.deepEqual(
    out.stdout
      .trim()
      .split('\n')
      .map((l) => /^(verdict=\w+|error=\w+)/.exec(l)?.[1]),
    [
      'verdict=DENY',
      'verdict=DENY',
      'verdict=ALLOW',
      'verdict=ALLOW',
      'error=earlier_not_an_array_of_arguments',
      'error=standing_not_a_string',
    ],
  );
});
