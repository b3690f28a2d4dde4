import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { createBuiltinUpstream } from './index.js';
import type { AnthropicErrorBody } from './messages.js';
import { CLAUDE_CODE, OPENCODE, PLAIN, type ToolFixture, upstreamFetch } from './testing.js';

const upstream = createBuiltinUpstream();
const client = new Anthropic({
  apiKey: 'x',
  baseURL: 'http://builtin',
  fetch: upstreamFetch(upstream),
  maxRetries: 0,
});

const tools = (set: ToolFixture[]): Anthropic.Tool[] =>
  set.map((t) => ({
    name: t.name,
    description: t.description,
    input_schema: { ...t.parameters, type: 'object' },
  }));

const ask = (text: string, set: ToolFixture[], system?: string) =>
  client.messages.create({
    model: 'claude-sonnet-4-5',
    max_tokens: 1024,
    messages: [{ role: 'user', content: text }],
    tools: tools(set),
    ...(system === undefined ? {} : { system }),
  });

function uses(m: Anthropic.Message) {
  return m.content.flatMap((b) => (b.type === 'tool_use' ? [{ name: b.name, input: b.input }] : []));
}

/** The parts of a message both paths must agree on. */
function essence(m: Anthropic.Message) {
  return {
    id: m.id,
    model: m.model,
    role: m.role,
    content: m.content,
    stop_reason: m.stop_reason,
    stop_sequence: m.stop_sequence,
    usage: m.usage,
  };
}

async function post(path: string, body: unknown): Promise<Response> {
  return upstream(path, {
    method: 'POST',
    headers: {},
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: new AbortController().signal,
  });
}

describe('messages (anthropic SDK)', () => {
  it('maps Claude Code requests onto Bash, Read (absolute under the announced cwd), Edit', async () => {
    const m = await ask(
      'run `git status` and read src/app.ts\nthen edit src/app.ts: replace "a" with "b"',
      CLAUDE_CODE,
      'Working directory: /home/dev/app',
    );
    assert.equal(m.stop_reason, 'tool_use');
    assert.deepEqual(uses(m), [
      { name: 'Bash', input: { command: 'git status' } },
      { name: 'Read', input: { file_path: '/home/dev/app/src/app.ts' } },
      { name: 'Edit', input: { file_path: '/home/dev/app/src/app.ts', old_string: 'a', new_string: 'b' } },
    ]);
    for (const b of m.content) if (b.type === 'tool_use') assert.match(b.id, /^toolu_[0-9a-f]{24}$/);
    assert.deepEqual(uses(await ask('read notes.md', OPENCODE)), [
      { name: 'read', input: { filePath: 'notes.md' } },
    ]);
  });

  it('summarises tool_result blocks (withheld ones as withheld) and ends the turn', async () => {
    const m = await client.messages.create({
      model: 'claude',
      max_tokens: 100,
      tools: tools(CLAUDE_CODE),
      messages: [
        { role: 'user', content: 'read .env and run `env`' },
        {
          role: 'assistant',
          content: [
            { type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: '.env' } },
            { type: 'tool_use', id: 'toolu_2', name: 'Bash', input: { command: 'env' } },
          ],
        },
        {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 'toolu_1',
              content: '[gate] tool result withheld: SECRET_EXFIL (q_3)',
            },
            { type: 'tool_result', tool_use_id: 'toolu_2', content: [{ type: 'text', text: 'HOME=/root' }] },
            { type: 'text', text: '<system-reminder>keep going</system-reminder>' },
          ],
        },
      ],
    });
    assert.equal(m.stop_reason, 'end_turn');
    assert.deepEqual(m.content, [
      {
        type: 'text',
        text: [
          '2 tool results came back:',
          '- Read: withheld by gate ([gate] tool result withheld: SECRET_EXFIL (q_3))',
          '- Bash: 1 line, 10 bytes; first line: "HOME=/root"',
          'Done.',
        ].join('\n'),
      },
    ]);
  });

  it('streams what it buffers: the SDK`s reassembled message equals the buffered one', async () => {
    // A note before a call (no shell in PLAIN), non-ASCII arguments, and a text-only answer.
    for (const text of ['read a.ts and run `ls`', 'write ü.txt with "héllo ✓ 🎉"', 'hi']) {
      const params = {
        model: 'claude',
        max_tokens: 100,
        messages: [{ role: 'user' as const, content: text }],
        tools: tools(PLAIN),
      };
      const buffered = await client.messages.create(params);
      const streamed = await client.messages.stream(params).finalMessage();
      assert.deepEqual(essence(streamed), essence(buffered));
    }
  });

  it('streams the event sequence Anthropic sends, arguments split in several input_json_delta', async () => {
    const res = await post('/messages?beta=true', {
      model: 'c',
      max_tokens: 10,
      stream: true,
      messages: [{ role: 'user', content: 'run `ls -la /tmp`' }],
      tools: tools(CLAUDE_CODE),
    });
    const events = (await res.text())
      .split('\n\n')
      .filter((f) => f !== '')
      .map((f) => {
        const [event, data] = f.split('\n');
        const payload = JSON.parse((data ?? '').replace(/^data: /, ''));
        assert.equal(event, `event: ${payload.type}`);
        return payload;
      });
    assert.deepEqual(
      events.map((e) => e.type).filter((t, i, all) => t !== all[i - 1]),
      [
        'message_start',
        'content_block_start',
        'ping',
        'content_block_delta',
        'content_block_stop',
        'message_delta',
        'message_stop',
      ],
    );
    const parts = events.filter((e) => e.type === 'content_block_delta').map((e) => e.delta.partial_json);
    assert.ok(parts.filter((p) => p !== '').length >= 3);
    assert.deepEqual(JSON.parse(parts.join('')), { command: 'ls -la /tmp' });
  });

  it('answers the same bytes for the same input', async () => {
    const body = {
      model: 'c',
      max_tokens: 5,
      stream: true,
      messages: [{ role: 'user', content: 'list src' }],
      tools: tools(OPENCODE),
    };
    assert.equal(await (await post('/messages', body)).text(), await (await post('/messages', body)).text());
  });

  it('counts tokens with the estimate /messages reports', async () => {
    const params = {
      model: 'c',
      messages: [{ role: 'user' as const, content: 'read a.ts' }],
      tools: tools(PLAIN),
    };
    const counted = await client.messages.countTokens(params);
    const m = await client.messages.create({ ...params, max_tokens: 10 });
    assert.equal(counted.input_tokens, m.usage.input_tokens);
    assert.ok(counted.input_tokens > 10);
  });

  it('answers 400 in Anthropic`s error shape', async () => {
    const bad = await post('/messages', '[1,');
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as AnthropicErrorBody).type, 'error');
    const missing = await post('/messages', { model: 'c', max_tokens: 1 });
    assert.deepEqual(await missing.json(), {
      type: 'error',
      error: { type: 'invalid_request_error', message: 'messages: Field required' },
    });
    await assert.rejects(
      client.messages.create({ model: 'c', max_tokens: 1, messages: [] }),
      (err: unknown) => err instanceof Anthropic.BadRequestError && err.status === 400,
    );
    assert.equal((await post('/messages/count_tokens', {})).status, 400);
  });
});
