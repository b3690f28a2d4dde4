// A member a client sends as an object whose `toString` is not a function (`{"toString": false}`) where gate
// reads text (a call's arguments, a role, a block's or part's type): `String(x)` threw, and gate answered
// 500 (round 62's CI, fuzz-wire-bodies, seed 1806968537; the base answers 500 too). Each is now read as
// text only when it is a string: an answer in the wire's shape, never an internal error.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { closePosts, post } from './helpers/http-post.js';

const HOSTILE = { toString: false, valueOf: false };
let gate: GateProcess;

before(async () => {
  gate = await startGate([]);
});
after(async () => {
  closePosts();
  await gate?.stop();
});

const BODIES: readonly (readonly [string, string, object])[] = [
  [
    'chat: an earlier call whose arguments are an object',
    '/v1/chat/completions',
    {
      model: 'm',
      messages: [
        { role: 'user', content: 'hi' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'Bash', arguments: HOSTILE } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'total 0' },
      ],
    },
  ],
  [
    'chat: a legacy function_call whose arguments are an object',
    '/v1/chat/completions',
    {
      model: 'm',
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: null, function_call: { name: 'Bash', arguments: HOSTILE } },
      ],
    },
  ],
  [
    "chat: a content part's type an object",
    '/v1/chat/completions',
    { model: 'm', messages: [{ role: 'user', content: [{ type: HOSTILE, text: 'hi' }] }] },
  ],
  [
    "messages: a role and a block's type an object",
    '/v1/messages',
    {
      model: 'm',
      max_tokens: 10,
      messages: [
        { role: 'user', content: [{ type: HOSTILE, text: 'hi' }] },
        { role: HOSTILE, content: 'x' },
      ],
    },
  ],
  [
    "responses: an output's type an object",
    '/v1/responses',
    {
      model: 'm',
      input: [
        { type: 'function_call', call_id: 'c1', name: 'Bash', arguments: '{}' },
        { type: 'function_call_output', call_id: 'c1', output: [{ type: HOSTILE }] },
      ],
    },
  ],
];

test('a member whose toString is not a function is answered in the wire shape, never a 500', async () => {
  for (const [name, path, body] of BODIES) {
    const { status, text } = await post(gate.url, path, JSON.stringify(body), {
      headers: { authorization: 'Bearer k', 'x-api-key': 'k' },
    });
    assert.ok(status < 500, `${name}: ${status} ${text.slice(0, 200)}`);
    assert.ok(!/internal/i.test(text), `${name}: ${text.slice(0, 200)}`);
  }
  assert.ok(!/TypeError|internal fault/.test(gate.stdout() + gate.stderr()), 'no internal fault logged');
});
