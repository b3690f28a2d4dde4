// A judged call sent while a block the upstream started before it is still open, through the real
// `gate serve` and `@anthropic-ai/sdk`'s MessageStream. The SDK announces a finished block
// (`contentBlock`) as the *last* block it holds whenever any `content_block_stop` arrives, so a call sent
// inside an open text block was announced again at the text's stop: a client that runs each announced
// tool_use ran the judged call twice. gate now sends a judged block only once no passed block is open.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import type { FakeUpstream } from './fake-upstream.js';
import { fakeGate } from './helpers/fake-gates.js';
import type { GateProcess } from './helpers/gate-process.js';
import { type Ev, type Json, serveSse } from './helpers/upstream-answers.js';

const ev = (type: string, data: Json = {}): Ev => ({ event: type, data: { type, ...data } });
const use = { type: 'tool_use', id: 'tu_1', name: 'Read', input: {} };
const message = {
  id: 'msg_o',
  type: 'message',
  role: 'assistant',
  model: 'm',
  content: [],
  stop_reason: null,
  stop_sequence: null,
  usage: { input_tokens: 1, output_tokens: 1 },
};

/** Text block 0 opens, tool block 1 opens and completes inside it, then the text goes on and stops. */
const interleaved: Ev[] = [
  ev('message_start', { message }),
  ev('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
  ev('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Reading ' } }),
  ev('content_block_start', { index: 1, content_block: use }),
  ev('content_block_delta', {
    index: 1,
    delta: { type: 'input_json_delta', partial_json: '{"file_path":"README.md"}' },
  }),
  ev('content_block_stop', { index: 1 }),
  ev('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'the file.' } }),
  ev('content_block_stop', { index: 0 }),
  ev('message_delta', {
    delta: { stop_reason: 'tool_use', stop_sequence: null },
    usage: { output_tokens: 2 },
  }),
  ev('message_stop'),
];

describe('a judged block inside an open one (real gate serve, anthropic MessageStream)', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  before(async () => {
    ({ fake, gate } = await fakeGate('anthropic'));
  });

  it('each block is announced once, as itself; the final message holds the text and the call', async () => {
    fake.push(serveSse(interleaved));
    const client = new Anthropic({ baseURL: gate.url, apiKey: 'unused', maxRetries: 0 });
    const s = client.messages.stream({
      model: 'm',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'go' }],
    });
    const announced: string[] = [];
    s.on('contentBlock', (b) => announced.push(b.type === 'tool_use' ? `tool_use:${b.id}` : b.type));
    const final = await s.finalMessage();
    assert.deepEqual(announced, ['text', 'tool_use:tu_1']);
    assert.deepEqual(
      final.content.map((b) => b.type),
      ['text', 'tool_use'],
    );
    assert.equal((final.content[0] as { text: string }).text, 'Reading the file.');
    assert.deepEqual((final.content[1] as { input: unknown }).input, { file_path: 'README.md' });
  });
});
