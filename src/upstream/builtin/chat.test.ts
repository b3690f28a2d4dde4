import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { OpenAIErrorBody } from './chat.js';
import { createBuiltinUpstream } from './index.js';
import { CLAUDE_CODE, CODEX, OPENCODE, PLAIN, type ToolFixture, upstreamFetch } from './testing.js';

const upstream = createBuiltinUpstream();
const client = new OpenAI({
  apiKey: 'x',
  baseURL: 'http://builtin/v1',
  fetch: upstreamFetch(upstream),
  maxRetries: 0,
});

const tools = (set: ToolFixture[]): ChatCompletionTool[] =>
  set.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }));

const ask = (text: string, set: ToolFixture[]) =>
  client.chat.completions.create({
    model: 'gate-builtin',
    messages: [{ role: 'user', content: text }],
    tools: tools(set),
  });

function callsOf(c: ChatCompletion) {
  return (c.choices[0]?.message.tool_calls ?? []).map((tc) => {
    assert.equal(tc.type, 'function');
    return tc.type === 'function' ? { name: tc.function.name, args: JSON.parse(tc.function.arguments) } : {};
  });
}

/** The parts of a completion both paths must agree on. */
function essence(c: ChatCompletion) {
  return {
    id: c.id,
    model: c.model,
    created: c.created,
    usage: c.usage,
    choices: c.choices.map((ch) => ({
      index: ch.index,
      finish_reason: ch.finish_reason,
      role: ch.message.role,
      content: ch.message.content,
      tool_calls: ch.message.tool_calls?.map((tc) =>
        tc.type === 'function'
          ? { id: tc.id, type: tc.type, name: tc.function.name, arguments: tc.function.arguments }
          : tc,
      ),
    })),
  };
}

async function post(body: unknown): Promise<Response> {
  return upstream('/chat/completions', {
    method: 'POST',
    headers: {},
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: new AbortController().signal,
  });
}

describe('chat completions (openai SDK)', () => {
  it('turns a backticked command into a Bash call and a read into each client`s reader', async () => {
    const bash = await ask('run `ls -la`', CLAUDE_CODE);
    assert.equal(bash.choices[0]?.finish_reason, 'tool_calls');
    assert.equal(bash.choices[0]?.message.content, null);
    assert.deepEqual(callsOf(bash), [{ name: 'Bash', args: { command: 'ls -la' } }]);
    assert.match(bash.choices[0]?.message.tool_calls?.[0]?.id ?? '', /^call_[0-9a-f]{24}$/);
    assert.deepEqual(callsOf(await ask('read README.md', OPENCODE)), [
      { name: 'read', args: { filePath: 'README.md' } },
    ]);
    assert.deepEqual(callsOf(await ask('read README.md', CODEX)), [
      { name: 'shell', args: { command: ['bash', '-lc', 'cat README.md'] } },
    ]);
    assert.deepEqual(callsOf(await ask('read README.md', PLAIN)), [
      { name: 'read_file', args: { path: 'README.md' } },
    ]);
  });

  it('gives two calls with distinct ids for two requests', async () => {
    const c = await ask('read a.ts and then run `npm test`', CLAUDE_CODE);
    assert.deepEqual(callsOf(c), [
      { name: 'Read', args: { file_path: 'a.ts' } },
      { name: 'Bash', args: { command: 'npm test' } },
    ]);
    const ids = (c.choices[0]?.message.tool_calls ?? []).map((tc) => tc.id);
    assert.equal(new Set(ids).size, 2);
  });

  it('summarises tool results and stops', async () => {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'user', content: 'run `ls`' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'Bash', arguments: '{"command":"ls"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1', content: 'a.txt\nb.txt\n' },
    ];
    const c = await client.chat.completions.create({ model: 'm', messages, tools: tools(CLAUDE_CODE) });
    assert.equal(c.choices[0]?.finish_reason, 'stop');
    assert.equal(c.choices[0]?.message.tool_calls, undefined);
    assert.equal(
      c.choices[0]?.message.content,
      '1 tool result came back:\n- Bash: 2 lines, 12 bytes; first line: "a.txt"\nDone.',
    );
  });

  it('streams what it buffers: the SDK`s reassembly equals the buffered completion', async () => {
    const cases: [string, ToolFixture[]][] = [
      ['read a.ts and run `echo "héllo ✓ 🎉"`', CLAUDE_CODE],
      ['read a.ts and run `ls`', PLAIN],
      ['hello there', CLAUDE_CODE],
    ];
    for (const [text, set] of cases) {
      const params = {
        model: 'gate-builtin',
        messages: [{ role: 'user' as const, content: text }],
        tools: tools(set),
      };
      const buffered = await client.chat.completions.create(params);
      const stream = client.chat.completions.stream({ ...params, stream_options: { include_usage: true } });
      const streamed = await stream.finalChatCompletion();
      assert.deepEqual(essence(streamed), essence(buffered));
    }
  });

  it('splits each call`s arguments across several chunks and ends with [DONE]', async () => {
    const res = await post({
      model: 'm',
      stream: true,
      messages: [{ role: 'user', content: 'run `ls -la /tmp`' }],
      tools: tools(CLAUDE_CODE),
    });
    assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
    const frames = (await res.text()).split('\n\n').filter((f) => f !== '');
    assert.equal(frames.at(-1), 'data: [DONE]');
    const chunks = frames.slice(0, -1).map((f) => JSON.parse(f.replace(/^data: /, '')));
    const argDeltas = chunks.filter((c) => c.choices[0]?.delta.tool_calls?.[0]?.function.arguments);
    assert.ok(argDeltas.length >= 3, `arguments in ${argDeltas.length} deltas`);
    assert.equal(chunks[0].choices[0].delta.role, 'assistant');
    assert.equal(chunks.at(-1).choices[0].finish_reason, 'tool_calls');
    assert.equal('usage' in chunks[0], false);
  });

  it('answers the same bytes for the same input', async () => {
    const body = {
      model: 'm',
      messages: [{ role: 'user', content: 'read a.ts and `pwd`' }],
      tools: tools(OPENCODE),
    };
    assert.equal(await (await post(body)).text(), await (await post(body)).text());
    const streaming = { ...body, stream: true };
    assert.equal(await (await post(streaming)).text(), await (await post(streaming)).text());
  });

  it('answers 400 in OpenAI`s error shape', async () => {
    const bad = await post('{not json');
    assert.equal(bad.status, 400);
    const badBody = (await bad.json()) as OpenAIErrorBody;
    assert.equal(badBody.error.type, 'invalid_request_error');
    assert.match(badBody.error.message, /parse the JSON body/);
    const missing = await post({ model: 'm' });
    assert.equal(missing.status, 400);
    assert.deepEqual(await missing.json(), {
      error: {
        message: "Missing required parameter: 'messages'.",
        type: 'invalid_request_error',
        param: 'messages',
        code: 'missing_required_parameter',
      },
    });
    await assert.rejects(
      client.chat.completions.create({ model: 'm', messages: [] }),
      (err: unknown) => err instanceof OpenAI.BadRequestError && err.status === 400,
    );
  });
});
