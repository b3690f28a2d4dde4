// Red team, round 37: argument keys a tool's decoder reads as one, gate read as two. gate refuses a call
// whose object holds two keys that differ only in case (a Go or .NET tool binds `Command` to `command`),
// but compared keys by JavaScript's toLowerCase, which keeps apart letters Go's encoding/json folds
// together (simple case folding: `ſ` is `s`, dotless `ı` is `i`, `ς` is `σ`, `µ` is `μ`, ...). A call
// `{"workdir": "/home/dev/p", "workdır": "/etc"}` reached a Go tool, whose struct field `Workdir` takes the
// last match (`/etc`), admitted on the first.
// Now argument keys fold as Go's decoder does (lowerKey, KEY_FOLDS). One real `gate serve`, chat wire.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import * as lower from '../src/kernel/policy/lower.js';
import { type FakeUpstream, openaiJson } from './fake-upstream.js';
import { fakeGate } from './helpers/fake-gates.js';
import type { GateProcess } from './helpers/gate-process.js';
import { verdictKindOf } from './helpers/upstream-answers.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 30);
/** Each folded letter and the letters that fold to it. */
// Read through the namespace, so this file also loads (and fails on the attack) on a build without it.
const KEY_FOLDS: Record<string, string> | undefined = (lower as { KEY_FOLDS?: Record<string, string> })
  .KEY_FOLDS;
const TWINS: [string, string][] = Object.entries(KEY_FOLDS ?? {}).map(([from, to]) => [to, from]);
// The build under test may predate KEY_FOLDS: the attack still runs with the two ASCII twins.
if (TWINS.length === 0) TWINS.push(['s', '\u017f'], ['i', '\u0131']);

/** A key holding `letter`, in the shape of an argument name (an ASCII one, or one in the letter's script). */
const keyWith = (letter: string) =>
  fc
    .tuple(fc.stringMatching(/^[a-z_]{0,6}$/), fc.stringMatching(/^[a-z_]{0,6}$/))
    .map(([a, b]) => `${a}${letter}${b}`);

describe('round 37: argument keys fold as the tools decoding them fold', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  before(async () => {
    ({ fake, gate } = await fakeGate('openai'));
  });

  async function verdictOf(tool: string, args: Record<string, unknown>): Promise<string | undefined> {
    fake.push(openaiJson({ calls: [{ id: 'c1', name: tool, args: JSON.stringify(args) }] }));
    const res = await fetch(`${gate.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'go' }] }),
    });
    const body = (await res.json()) as { choices: { message: { tool_calls?: unknown[] } }[] };
    const kind = verdictKindOf(body, 'c1');
    if (kind === 'DENY')
      assert.equal(body.choices[0]?.message.tool_calls, undefined, 'a refused call is removed');
    return kind;
  }

  it('two keys a Go decoder folds together are refused, whatever the tool', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...TWINS)
          .chain(([letter, twin]) =>
            keyWith(letter).map((key) => ({ key, twinKey: key.replace(letter, twin) })),
          ),
        fc.constantFrom('get_weather', 'read_file', 'exec_command'),
        async ({ key, twinKey }, tool) => {
          const args = { ...(tool === 'exec_command' ? { cmd: 'echo ok' } : {}), [key]: 'a', [twinKey]: 'b' };
          assert.equal(await verdictOf(tool, args), 'DENY', JSON.stringify(args));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the working directory a Go shell tool takes last is the one gate places writes in', async () => {
    // Admitted when gate reads the first: a write in a project. Go's decoder runs it in `/etc`.
    const args = { cmd: 'echo x >> profile', workdir: '/home/dev/p', 'workd\u0131r': '/etc' };
    assert.equal(await verdictOf('exec_command', args), 'DENY');
    // Each key alone is read as before: a write in the project runs, one in /etc does not.
    assert.equal(
      await verdictOf('exec_command', { cmd: 'echo x >> profile', workdir: '/home/dev/p' }),
      'ALLOW',
    );
    assert.equal(await verdictOf('exec_command', { cmd: 'echo x >> profile', workdir: '/etc' }), 'DENY');
  });
});
