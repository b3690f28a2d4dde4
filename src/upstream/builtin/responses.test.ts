import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import OpenAI from 'openai';
import type {
  FunctionTool,
  Response as OpenAIResponse,
  ResponseInputItem,
  ResponseStreamEvent,
} from 'openai/resources/responses/responses';
import { createBuiltinUpstream } from './index.js';
import { CLAUDE_CODE, CODEX, PLAIN, type ToolFixture, upstreamFetch } from './testing.js';

const upstream = createBuiltinUpstream();
const client = new OpenAI({
  apiKey: 'x',
  baseURL: 'http://builtin/v1',
  fetch: upstreamFetch(upstream),
  maxRetries: 0,
});

const tools = (set: ToolFixture[]): FunctionTool[] =>
  set.map((t) => ({
    type: 'function',
    name: t.name,
    description: t.description,
    parameters: t.parameters,
    strict: false,
  }));

function calls(r: OpenAIResponse) {
  return r.output.flatMap((item) =>
    item.type === 'function_call' ? [{ name: item.name, args: JSON.parse(item.arguments) }] : [],
  );
}

/** Rebuilds the output items from the deltas alone, as a client that ignores the `done` snapshots would. */
function fromDeltas(events: ResponseStreamEvent[]) {
  const items: { type: string; id: string; name?: string; call_id?: string; text: string }[] = [];
  for (const e of events) {
    if (e.type === 'response.output_item.added') {
      const item = e.item;
      if (item.type === 'function_call')
        items[e.output_index] = {
          type: item.type,
          id: item.id ?? '',
          name: item.name,
          call_id: item.call_id,
          text: '',
        };
      else items[e.output_index] = { type: item.type, id: item.id ?? '', text: '' };
    }
    const target = 'output_index' in e ? items[e.output_index] : undefined;
    if (
      target &&
      (e.type === 'response.output_text.delta' || e.type === 'response.function_call_arguments.delta')
    )
      target.text += e.delta;
  }
  return items;
}

function flatten(r: OpenAIResponse) {
  return r.output.map((item) => {
    if (item.type === 'function_call')
      return {
        type: item.type,
        id: item.id ?? '',
        name: item.name,
        call_id: item.call_id,
        text: item.arguments,
      };
    if (item.type === 'message')
      return {
        type: item.type,
        id: item.id,
        text: item.content.map((c) => (c.type === 'output_text' ? c.text : '')).join(''),
      };
    return { type: item.type, id: '', text: '' };
  });
}

async function post(body: unknown): Promise<Response> {
  return upstream('/responses', {
    method: 'POST',
    headers: {},
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: new AbortController().signal,
  });
}

describe('responses (openai SDK)', () => {
  it('maps requests onto Codex`s shell (argv) and a plain reader, with function_call items', async () => {
    const r = await client.responses.create({
      model: 'gpt-5-codex',
      input: 'run `cargo test` and read Cargo.toml',
      tools: tools(CODEX),
    });
    assert.equal(r.status, 'completed');
    assert.deepEqual(calls(r), [
      { name: 'shell', args: { command: ['bash', '-lc', 'cargo test'] } },
      { name: 'shell', args: { command: ['bash', '-lc', 'cat Cargo.toml'] } },
    ]);
    for (const item of r.output)
      if (item.type === 'function_call') assert.match(item.call_id, /^call_[0-9a-f]{24}$/);
    const plain = await client.responses.create({ model: 'm', input: 'read notes.txt', tools: tools(PLAIN) });
    assert.deepEqual(calls(plain), [{ name: 'read_file', args: { path: 'notes.txt' } }]);
  });

  it('summarises function_call_output items and answers with a message', async () => {
    const input: ResponseInputItem[] = [
      { role: 'user', content: [{ type: 'input_text', text: 'run `ls`' }] },
      { type: 'function_call', call_id: 'call_a', name: 'shell', arguments: '{"command":["ls"]}' },
      { type: 'function_call_output', call_id: 'call_a', output: 'Cargo.toml\nsrc\n' },
    ];
    const r = await client.responses.create({ model: 'm', input, tools: tools(CODEX) });
    assert.equal(calls(r).length, 0);
    assert.equal(
      r.output_text,
      '1 tool result came back:\n- shell: 2 lines, 15 bytes; first line: "Cargo.toml"\nDone.',
    );
  });

  it('streams what it buffers, deltas included, with increasing sequence numbers', async () => {
    const cases: [string, ToolFixture[]][] = [
      ['read a.ts and run `echo "héllo ✓ 🎉"`', CLAUDE_CODE],
      ['read a.ts and run `ls`', PLAIN],
      ['hi', CODEX],
    ];
    for (const [input, set] of cases) {
      const params = { model: 'm', input, tools: tools(set) };
      const buffered = await client.responses.create(params);
      const events: ResponseStreamEvent[] = [];
      for await (const e of await client.responses.create({ ...params, stream: true })) events.push(e);
      assert.deepEqual(
        events.map((e) => e.sequence_number),
        events.map((_, i) => i),
      );
      assert.equal(events[0]?.type, 'response.created');
      assert.equal(events.at(-1)?.type, 'response.completed');
      assert.deepEqual(fromDeltas(events), flatten(buffered));
      const final = await client.responses.stream(params).finalResponse();
      assert.deepEqual(
        { id: final.id, status: final.status, usage: final.usage, output: flatten(final) },
        { id: buffered.id, status: buffered.status, usage: buffered.usage, output: flatten(buffered) },
      );
    }
  });

  it('splits function arguments across several deltas and completes each item before the next', async () => {
    const res = await post({ model: 'm', stream: true, input: 'run `ls -la /tmp`', tools: tools(CODEX) });
    const types = (await res.text())
      .split('\n\n')
      .filter((f) => f !== '')
      .map((f) => f.split('\n')[0]?.replace('event: ', ''));
    assert.deepEqual(
      types.filter((t, i) => t !== types[i - 1]),
      [
        'response.created',
        'response.in_progress',
        'response.output_item.added',
        'response.function_call_arguments.delta',
        'response.function_call_arguments.done',
        'response.output_item.done',
        'response.completed',
      ],
    );
    assert.ok(types.filter((t) => t === 'response.function_call_arguments.delta').length >= 3);
  });

  it('answers the same bytes for the same input', async () => {
    const body = { model: 'm', stream: true, input: 'list src then grep TODO', tools: tools(CODEX) };
    assert.equal(await (await post(body)).text(), await (await post(body)).text());
  });

  it('answers 400 in OpenAI`s error shape', async () => {
    assert.equal((await post('nope')).status, 400);
    assert.deepEqual(await (await post({ model: 'm' })).json(), {
      error: {
        message: "Missing required parameter: 'input'.",
        type: 'invalid_request_error',
        param: 'input',
        code: 'missing_required_parameter',
      },
    });
    await assert.rejects(
      client.responses.create({ model: 'm', input: [{ role: 'wizard', content: 'x' } as never] }),
      (err: unknown) => err instanceof OpenAI.BadRequestError,
    );
  });
});
