// Red team, round 16: answer shapes a hostile upstream may send, through the real `gate serve`. Each is
// adjudicated or refused, never passed unread. Found open: an `input_json_delta` into a passed block of
// another type (a thinking block) streamed through unread; the official SDK ignores it, but a client that
// folds partial JSON by index built a call gate never judged. A delta of a type the API defines must now
// fit its block, else the stream ends in the wire's error event. The rest were held and are kept here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import {
  chatChunk as chunk,
  type Ev,
  typedEvent as ev,
  type Json,
  messageStart,
  serveJson,
  serveSse,
} from './helpers/upstream-answers.js';

const MARK = 'rm -rf /srv/PAYLOAD-r16';
const call = (index: number, id: string, name: string, args: unknown) => ({
  tool_calls: [{ index, id, type: 'function', function: { name, arguments: args } }],
});
const DONE: Ev[] = [chunk({}, 'tool_calls'), { data: '[DONE]' }];
const start = messageStart();
const delta = (index: number, d: Json) => ev('content_block_delta', { index, delta: d });
const thinking = ev('content_block_start', {
  index: 0,
  content_block: { type: 'thinking', thinking: '', signature: '' },
});
const bash = (input: Json) =>
  ev('content_block_start', { index: 0, content_block: { type: 'tool_use', id: 't', name: 'Bash', input } });
const stop = [ev('content_block_stop', { index: 0 }), ev('message_stop', {})];

describe('redteam r16: answer shapes (real gate serve)', () => {
  let fake: FakeUpstream;
  let openai: GateProcess;
  let anthropic: GateProcess;
  before(async () => {
    fake = await startFakeUpstream({ record: true });
    [openai, anthropic] = await Promise.all([
      startGate(['--base-url', fake.baseUrl]),
      startGate(['--base-url', fake.baseUrl, '--provider', 'anthropic']),
    ]);
  });
  after(async () => {
    await openai?.stop();
    await anthropic?.stop();
    await fake?.close();
  });

  /** The answer's text, what gate judged in it, and whether it ended in the wire's error. */
  async function through(gate: GateProcess, path: string, body: Json) {
    const res = await fetch(`${gate.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k', 'x-api-key': 'k' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, kinds: [...text.matchAll(/"kind":"(\w+)"/g)].map((m) => m[1]) };
  }
  const chat = { model: 'm', messages: [{ role: 'user', content: 'go' }], stream: true };
  const messages = { model: 'm', max_tokens: 5, stream: true, messages: [{ role: 'user', content: 'go' }] };

  it('messages: input_json_delta into a thinking block ends the stream; the SDK never sees the input', async () => {
    const intoThinking = () =>
      serveSse([
        start,
        thinking,
        delta(0, { type: 'input_json_delta', partial_json: `{"command":"${MARK}"}` }),
        ...stop,
      ]);
    fake.push(intoThinking());
    const got = await through(anthropic, '/v1/messages', messages);
    assert.ok(!got.text.includes('PAYLOAD'), 'the delta is not passed');
    assert.match(got.text, /event: error/);
    // The same through the official client: an error, not a message.
    fake.push(intoThinking());
    const client = new Anthropic({ baseURL: anthropic.url, apiKey: 'k', maxRetries: 0 });
    await assert.rejects(client.messages.stream({ ...messages, stream: undefined } as never).finalMessage());
  });

  it('messages: a thinking delta into text, and a text delta into thinking, end the stream too', async () => {
    const text = ev('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    for (const events of [
      [start, text, delta(0, { type: 'thinking_delta', thinking: MARK }), ...stop],
      [start, thinking, delta(0, { type: 'text_delta', text: MARK }), ...stop],
    ]) {
      fake.push(serveSse(events));
      const got = await through(anthropic, '/v1/messages', messages);
      assert.ok(!got.text.includes('PAYLOAD'));
      assert.match(got.text, /event: error/);
    }
    // What the API sends still passes: thinking, then text.
    fake.push(
      serveSse([
        start,
        thinking,
        delta(0, { type: 'thinking_delta', thinking: 'hmm' }),
        delta(0, { type: 'signature_delta', signature: 's' }),
        ...stop,
      ]),
    );
    const ok = await through(anthropic, '/v1/messages', messages);
    assert.match(ok.text, /thinking_delta/);
    assert.doesNotMatch(ok.text, /event: error/);
  });

  it('messages: held shapes stay held (a duplicate key across delta parts, a tool_use started at a thinking index)', async () => {
    fake.push(
      serveSse([
        start,
        bash({}),
        delta(0, { type: 'input_json_delta', partial_json: '{"command":"ls", "comm' }),
        delta(0, { type: 'input_json_delta', partial_json: `and":"${MARK}"}` }),
        ...stop,
      ]),
    );
    const dup = await through(anthropic, '/v1/messages', messages);
    assert.ok(!dup.text.includes('PAYLOAD'));
    assert.deepEqual(dup.kinds, ['DENY']);
    fake.push(serveSse([start, thinking, bash({ command: MARK }), ...stop]));
    const twice = await through(anthropic, '/v1/messages', messages);
    assert.ok(!twice.text.includes('PAYLOAD'));
    assert.match(twice.text, /event: error/);
  });

  it('chat: a repeated or skipped index, and arguments that are not a string, are judged or refused', async () => {
    const cases: Ev[][] = [
      [
        chunk({ role: 'assistant', ...call(0, 'a', 'Read', '{"file_path":"x"}') }),
        chunk(call(0, 'b', 'Bash', `{"command":"${MARK}"}`)),
        ...DONE,
      ],
      [chunk({ role: 'assistant', ...call(3, 'a', 'Bash', `{"command":"${MARK}"}`) }), ...DONE],
      [chunk({ role: 'assistant', ...call(0, 'a', 'Bash', { command: MARK }) }), ...DONE],
    ];
    for (const events of cases) {
      fake.push(serveSse(events));
      const got = await through(openai, '/v1/chat/completions', chat);
      assert.ok(!got.text.includes('PAYLOAD'), JSON.stringify(events[0]));
      assert.ok(got.kinds.length > 0 || /"error"/.test(got.text), 'judged or refused');
    }
    fake.push(
      serveJson({
        id: 'c',
        object: 'chat.completion',
        created: 1,
        model: 'm',
        choices: [
          {
            index: 0,
            finish_reason: 'tool_calls',
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [
                { id: 'a', type: 'function', function: { name: 'Bash', arguments: { command: MARK } } },
              ],
            },
          },
        ],
      }),
    );
    const buffered = await through(openai, '/v1/chat/completions', { ...chat, stream: false });
    assert.ok(!buffered.text.includes('PAYLOAD'));
    assert.notEqual(buffered.kinds[0], 'ALLOW');
  });

  it('responses: arguments for an item never opened end the stream', async () => {
    const open = { id: 'r', object: 'response', status: 'in_progress', output: [] };
    fake.push(
      serveSse([
        ev('response.created', { response: open }),
        ev('response.function_call_arguments.delta', {
          item_id: 'fc_ghost',
          output_index: 0,
          delta: `{"command":"${MARK}"}`,
        }),
        ev('response.completed', { response: { ...open, status: 'completed' } }),
      ]),
    );
    const got = await through(openai, '/v1/responses', { model: 'm', input: 'go', stream: true });
    assert.ok(!got.text.includes('PAYLOAD'));
    assert.match(got.text, /"error"/);
  });
});
