// Red team, round 47 (edge): a streamed messages or Responses answer whose later call reuses an earlier
// call's id (round 46's id rule). gate sends each call as it is judged on these two wires, so the earlier
// call reaches the client before the answer ends in the wire's error. Decided, not changed (docs/wires.md,
// "Round 47 (edge-r47)"): the earlier call was judged alone and admitted, and the call reusing its id is
// never sent, so the id names one call in everything gate relayed. This pins what the official SDKs do
// with such a stream, through the real `gate serve`: the earlier call is delivered as a finished block or
// item (an agent that runs calls as they finish, as Codex does with output_item.done, can run it), the
// stream then ends in an error the SDK raises, and the later call (its path) never reaches the client.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { sseText } from './helpers/upstream-answers.js';

const LATER = 'LATERr47twin.txt';
let body = '';

const mev = (type: string, data: object = {}) => ({ event: type, data: { type, ...data } });
/** A messages stream: call t1 whole, then a second call under the id t1. */
const MESSAGES = sseText([
  mev('message_start', {
    message: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'm',
      content: [],
      usage: { input_tokens: 1, output_tokens: 0 },
    },
  }),
  ...[0, 1].flatMap((i) => [
    mev('content_block_start', {
      index: i,
      content_block: { type: 'tool_use', id: 't1', name: 'read_notes', input: {} },
    }),
    mev('content_block_delta', {
      index: i,
      delta: { type: 'input_json_delta', partial_json: JSON.stringify({ path: i ? LATER : 'a.txt' }) },
    }),
    mev('content_block_stop', { index: i }),
  ]),
  mev('message_delta', { delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 1 } }),
  mev('message_stop'),
]);

let seq = 0;
const rev = (type: string, data: object = {}) => ({
  event: type,
  data: { type, sequence_number: seq++, ...data },
});
const item = (i: number, status: string) => ({
  type: 'function_call',
  id: `fc_${i}`,
  call_id: 'c1',
  name: 'read_notes',
  arguments: JSON.stringify({ path: i ? LATER : 'a.txt' }),
  status,
});
const envelope = { id: 'resp_1', object: 'response', status: 'in_progress', model: 'm', output: [] };
/** A Responses stream: call c1 whole, then a second item under the call id c1. */
const RESPONSES = sseText([
  rev('response.created', { response: envelope }),
  ...[0, 1].flatMap((i) => [
    rev('response.output_item.added', {
      output_index: i,
      item: { ...item(i, 'in_progress'), arguments: '' },
    }),
    rev('response.output_item.done', { output_index: i, item: item(i, 'completed') }),
  ]),
  rev('response.completed', {
    response: { ...envelope, status: 'completed', output: [item(0, 'completed'), item(1, 'completed')] },
  }),
]);

describe('a streamed call reusing an earlier call’s id, through the official SDKs', () => {
  let upstream: Server;
  let openaiGate: GateProcess;
  let anthropicGate: GateProcess;
  before(async () => {
    upstream = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(body);
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(upstream.address() as { port: number }).port}/v1`;
    [openaiGate, anthropicGate] = await Promise.all([
      startGate(['--base-url', base, '--provider', 'openai']),
      startGate(['--base-url', base, '--provider', 'anthropic']),
    ]);
  });
  after(async () => {
    await Promise.all([openaiGate?.stop(), anthropicGate?.stop()]);
    upstream?.close();
  });

  it('messages: the earlier tool_use block is finished before the stream raises; the later one never arrives', async () => {
    body = MESSAGES;
    const client = new Anthropic({ baseURL: anthropicGate.url, apiKey: 'k', maxRetries: 0 });
    const finished: unknown[] = [];
    const stream = client.messages.stream({
      model: 'm',
      max_tokens: 5,
      messages: [{ role: 'user', content: 'hi' }],
    });
    // The SDK's contentBlock event fires at content_block_stop: where an agent may run a call early.
    stream.on('contentBlock', (block) => finished.push(block));
    stream.on('error', () => undefined);
    const raised = await stream.finalMessage().then(
      () => undefined,
      (err: unknown) => err,
    );
    assert.ok(raised instanceof Error, 'the stream ends in an error the SDK raises');
    assert.deepEqual(
      finished.map((b) => JSON.stringify(b)),
      [JSON.stringify({ type: 'tool_use', id: 't1', name: 'read_notes', input: { path: 'a.txt' } })],
    );
    assert.ok(!JSON.stringify(finished).includes(LATER));
  });

  it('Responses: the earlier item is done before the stream fails; the later one never arrives', async () => {
    body = RESPONSES;
    const client = new OpenAI({ baseURL: `${openaiGate.url}/v1`, apiKey: 'k', maxRetries: 0 });
    const done: unknown[] = [];
    const seen: string[] = [];
    let raised: unknown;
    try {
      const stream = await client.responses.create({ model: 'm', input: 'hi', stream: true });
      for await (const event of stream) {
        seen.push(event.type);
        if (event.type === 'response.output_item.done') done.push(event.item);
      }
    } catch (err) {
      raised = err;
    }
    assert.equal(done.length, 1);
    assert.match(JSON.stringify(done[0]), /"call_id":"c1".*a\.txt/);
    assert.ok(!JSON.stringify(done).includes(LATER) && !seen.includes('response.completed'));
    // The stream ends failed: the event an agent reads as "this turn did not complete", or the SDK's error.
    assert.ok(raised !== undefined || seen.at(-1) === 'response.failed', seen.join(' '));
  });
});
