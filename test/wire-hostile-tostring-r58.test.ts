// Round 58: a client's object where the wire reads a string (an id, a block's or part's type) was passed to
// String(), which runs the client's own toString: `{"toString": 0}` threw, and gate answered 500 (the body fuzz
// found it on a clean-clone run: fuzz-wire-bodies, responses in-kernel). Each such field is read only when it
// is a string. Through the real in-kernel process: never a 5xx, and the answer is the wire's own shape.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';

// What JSON can carry: an own `toString` (or `valueOf`) that is not a function makes String() throw.
const HOSTILE: readonly Record<string, unknown>[] = [
  { toString: 0 },
  { toString: 'x' },
  { valueOf: 0, toString: 0 },
  { toString: {} },
];

describe('a client object read as a string (round 58)', () => {
  let gate: GateProcess;
  before(async () => {
    gate = await startGate([]);
  });
  after(async () => {
    await gate?.stop();
  });
  const send = async (path: string, body: unknown) => {
    const res = await fetch(`${gate.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
      body: JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };

  test('Responses: a function_call whose call_id is an object', async () => {
    for (const id of HOSTILE) {
      const { status, text } = await send('/v1/responses', {
        model: 'm',
        input: [
          { role: 'user', content: [{ type: 'input_text', text: 'hi' }] },
          { type: 'function_call', call_id: id, name: 'Bash', arguments: '{"command":"ls -la"}' },
          { type: 'function_call_output', call_id: 'c1', output: 'total 0' },
        ],
        tools: [{ type: 'function', name: 'Bash', parameters: { type: 'object' } }],
      });
      assert.ok(status < 500, `${JSON.stringify(id)}: ${status} ${text.slice(0, 200)}`);
    }
  });

  test('Responses: an output part whose type is an object', async () => {
    for (const type of HOSTILE) {
      const { status, text } = await send('/v1/responses', {
        model: 'm',
        input: [
          { role: 'user', content: [{ type: 'input_text', text: 'hi' }] },
          { type: 'function_call', call_id: 'c1', name: 'Bash', arguments: '{"command":"ls"}' },
          { type: 'function_call_output', call_id: 'c1', output: [{ type, text: 'total 0' }] },
        ],
        tools: [{ type: 'function', name: 'Bash', parameters: { type: 'object' } }],
      });
      assert.ok(status < 500, `${JSON.stringify(type)}: ${status} ${text.slice(0, 200)}`);
    }
  });

  test('messages: a content block whose type is an object', async () => {
    for (const type of HOSTILE) {
      const { status, text } = await send('/v1/messages', {
        model: 'm',
        max_tokens: 64,
        messages: [{ role: 'user', content: [{ type, text: 'hi' }] }],
      });
      assert.ok(status < 500, `${JSON.stringify(type)}: ${status} ${text.slice(0, 200)}`);
    }
  });
});
