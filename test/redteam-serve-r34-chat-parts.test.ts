// Red team, round 34: a chat answer's call in the part gate does not read. gate reads a buffered choice's
// `message` and a streamed choice's `delta`, and passed the other part as it came: a buffered answer whose
// choice also held `delta.tool_calls`, or a chunk whose choice held `message.tool_calls`, reached the
// client with `verdicts: []`. The official SDK reads only the part of its mode, but a hand-written client
// that types a choice once and reads `choice.message ?? choice.delta` ran the call. A call there is now an
// answer gate cannot judge: 502 in the chat shape buffered, the error chunk streamed. Real process.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import OpenAI from 'openai';
import type { FakeUpstream } from './fake-upstream.js';
import { fakeGate } from './helpers/fake-gates.js';
import type { GateProcess } from './helpers/gate-process.js';
import {
  type Ev,
  endsInWireError,
  type Json,
  parseSse,
  serveJson,
  serveSse,
} from './helpers/upstream-answers.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 30);
const MARK = 'rm -rf /srv/PAYLOAD-r34c';
const call = (id: string) => ({
  id,
  type: 'function',
  function: { name: 'Bash', arguments: JSON.stringify({ command: MARK }) },
});
const legacy = { name: 'Bash', arguments: JSON.stringify({ command: MARK }) };

/** What a client reading `message ?? delta` (either part, whichever is there) finds in a choice. */
function callsOfEitherPart(choice: Json): unknown[] {
  const found: unknown[] = [];
  for (const part of [choice['message'], choice['delta']]) {
    if (typeof part !== 'object' || part === null) continue;
    const p = part as Json;
    if (Array.isArray(p['tool_calls'])) found.push(...p['tool_calls']);
    if (p['function_call']) found.push(p['function_call']);
  }
  return found;
}

describe('redteam r34: a call in the chat part gate does not read (real gate serve)', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  before(async () => {
    ({ fake, gate } = await fakeGate('openai'));
  });

  async function ask(stream: boolean): Promise<{ status: number; text: string }> {
    const res = await fetch(`${gate.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
      body: JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content: 'go' }] }),
    });
    return { status: res.status, text: await res.text() };
  }

  it('refuses a call in the other part, buffered or streamed, wherever it sits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.constantFrom('tool_calls', 'function_call'),
        fc.nat({ max: 2 }),
        fc.boolean(),
        async (stream, how, at, withText) => {
          const hidden =
            how === 'tool_calls'
              ? { tool_calls: [{ index: 0, ...call('c_hid') }] }
              : { function_call: legacy };
          const own = withText ? { role: 'assistant', content: 'ok' } : { role: 'assistant', content: null };
          const choices = [0, 1, 2]
            .slice(0, at + 1)
            .map((index) =>
              stream
                ? { index, delta: own, ...(index === at ? { message: hidden } : {}), finish_reason: null }
                : { index, message: own, ...(index === at ? { delta: hidden } : {}), finish_reason: 'stop' },
            );
          const base = { id: 'chatcmpl-r34', created: 1, model: 'm' };
          fake.push(
            stream
              ? serveSse([
                  { data: { ...base, object: 'chat.completion.chunk', choices } },
                  {
                    data: {
                      ...base,
                      object: 'chat.completion.chunk',
                      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
                    },
                  },
                  { data: '[DONE]' },
                ])
              : serveJson({ ...base, object: 'chat.completion', choices }),
          );
          const got = await ask(stream);
          const answers: Ev[] = stream ? parseSse(got.text) : [{ data: JSON.parse(got.text) as Json }];
          for (const ev of answers) {
            const choicesOut = (ev.data as Json)?.['choices'];
            for (const c of Array.isArray(choicesOut) ? choicesOut : [])
              assert.deepEqual(callsOfEitherPart(c as Json), [], got.text);
          }
          assert.ok(!got.text.includes('PAYLOAD-r34c'), got.text);
          if (stream) assert.ok(endsInWireError('chat', answers), got.text);
          else {
            assert.equal(got.status, 502, got.text);
            assert.match(got.text, /cannot be judged: choices\.\d\.delta has the wrong shape/);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the official SDK sees the refusal as an error; an empty other part still passes', async () => {
    const client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'k', maxRetries: 0 });
    /** A buffered answer whose one choice says `ok` and carries `delta` beside its message. */
    const withDelta = (delta: Json) =>
      serveJson({
        id: 'c',
        object: 'chat.completion',
        created: 1,
        model: 'm',
        choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, delta, finish_reason: 'stop' }],
      });
    const create = () =>
      client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'go' }] });
    fake.push(withDelta({ tool_calls: [call('c1')] }));
    await assert.rejects(create(), /502/);
    // A server that sends the other part with no call in it (`tool_calls: []`, or none) is answered as before.
    fake.push(withDelta({ role: 'assistant', tool_calls: [] }));
    const ok = await create();
    assert.equal(ok.choices[0]?.message.content, 'ok');
    assert.equal(gate.child.exitCode, null);
  });
});
