// Round 19 (docs/wires.md): a request gate does not change goes upstream as the client's own bytes, no
// longer decoded and encoded again. Through the real process: valid UTF-8 arrives byte for byte on every
// wire; a body that is not valid UTF-8 arrives as the text gate read (U+FFFD), as before, never raw.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

let upstream: FakeUpstream;
let gate: GateProcess;
/** The messages wire needs a gate in front of an Anthropic upstream. */
let anthropic: GateProcess;

describe('forward-bytes-r19', () => {
  before(async () => {
    upstream = await startFakeUpstream({ record: true });
    const env = { env: { OPENAI_API_KEY: 'sk-test', ANTHROPIC_API_KEY: 'sk-ant-test' } };
    [gate, anthropic] = await Promise.all([
      startGate(['--base-url', upstream.baseUrl], env),
      startGate(['--base-url', upstream.baseUrl, '--provider', 'anthropic'], env),
    ]);
  });
  after(async () => {
    await gate?.stop();
    await anthropic?.stop();
    await upstream?.close();
  });

  async function send(path: string, bytes: Buffer): Promise<Buffer> {
    const seen = upstream.received.length;
    const r = await fetch(`${path === '/v1/messages' ? anthropic.url : gate.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
      body: bytes,
    });
    const text = await r.text();
    assert.equal(r.status, 200, text);
    assert.equal(upstream.received.length, seen + 1);
    return upstream.received[seen]!.bytes;
  }

  const bodies: Record<string, (content: Buffer) => Buffer> = {
    '/v1/chat/completions': (c) =>
      Buffer.concat([
        Buffer.from('{ "model" : "m",\n "messages":[{"role":"user","content":"'),
        c,
        Buffer.from('"}] }'),
      ]),
    '/v1/messages': (c) =>
      Buffer.concat([
        Buffer.from('{"model":"m","max_tokens":5,  "messages":[{"role":"user","content":"'),
        c,
        Buffer.from('"}]}'),
      ]),
    '/v1/responses': (c) => Buffer.concat([Buffer.from('{"model":"m","input":"'), c, Buffer.from('"}')]),
  };

  test('forwarded bytes: a valid UTF-8 body reaches the upstream byte for byte on every wire', async () => {
    for (const [path, body] of Object.entries(bodies)) {
      const sent = body(Buffer.from('Grüße aus 東京 🌧 \\u00e9 \\"q\\"'));
      assert.deepEqual(await send(path, sent), sent, path);
    }
  });

  test('forwarded bytes: a body that is not valid UTF-8 reaches the upstream as the text gate read', async () => {
    for (const [path, body] of Object.entries(bodies)) {
      // An overlong quote: a lenient decoder could read it as `"` and see JSON gate never judged.
      const sent = body(Buffer.from([0x61, 0xc0, 0xa2, 0x62]));
      const got = await send(path, sent);
      assert.deepEqual(got, Buffer.from(sent.toString('utf8')), path);
      assert.ok(!got.includes(Buffer.from([0xc0, 0xa2])), path);
    }
  });
});
