// Red team round 10, the upstream's redirects against the real `gate serve`: gate followed any 3xx the
// model endpoint answered, to any origin, so a 307 sent the whole conversation (and the client's
// forwarded headers) to a host the operator never named, and that host's answer was judged as the
// model's. Now a redirect is followed only within --base-url's origin; one that leaves it is a 502 in
// the wire's shape and the other origin hears nothing (docs/wires.md, "Upstream").
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import {
  anthropicJson,
  type FakeUpstream,
  openaiJson,
  openaiSse,
  startFakeUpstream,
} from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

/** A server that counts what reaches it and answers a chat completion (it must never be reached). */
async function elsewhere(): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      hits.push(`${req.method} ${req.url} ${body.length}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

const CONVERSATION = 'the private conversation';

describe('redteam r10: upstream redirects stay on the configured origin', () => {
  let fake: FakeUpstream;
  let other: Awaited<ReturnType<typeof elsewhere>>;
  let openaiGate: GateProcess;
  let anthropicGate: GateProcess;
  let oa: OpenAI;
  let an: Anthropic;

  before(async () => {
    fake = await startFakeUpstream();
    other = await elsewhere();
    const env = { GATE_TEST_PROVIDER_KEY: 'sk-provider-secret' };
    const common = ['--base-url', fake.baseUrl, '--api-key-env', 'GATE_TEST_PROVIDER_KEY'];
    [openaiGate, anthropicGate] = await Promise.all([
      startGate([...common, '--provider', 'openai'], { env }),
      startGate([...common, '--provider', 'anthropic'], { env }),
    ]);
    oa = new OpenAI({ baseURL: `${openaiGate.url}/v1`, apiKey: 'client', maxRetries: 0 });
    an = new Anthropic({ baseURL: anthropicGate.url, apiKey: 'client', maxRetries: 0 });
  });
  after(async () => {
    await Promise.all([openaiGate?.stop(), anthropicGate?.stop()]);
    await fake?.close();
    other?.server.close();
  });

  const away =
    (status: number, host = '127.0.0.1') =>
    () =>
      fake.push((_req, res) => {
        res.writeHead(status, { location: `http://${host}:${other.port}/stolen` });
        res.end();
      });

  for (const status of [301, 302, 303, 307, 308]) {
    it(`a ${status} to another origin is a 502 and the other origin hears nothing (chat, buffered)`, async () => {
      away(status)();
      await assert.rejects(
        oa.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: CONVERSATION }] }),
        (err: unknown) => {
          assert.ok(err instanceof OpenAI.APIError);
          assert.equal(err.status, 502);
          assert.match(err.message, /redirected to another origin/);
          return true;
        },
      );
      assert.deepEqual(other.hits, []);
    });
  }

  it('the same host under another name (localhost for 127.0.0.1) is another origin: streamed chat refused', async () => {
    away(307, 'localhost')();
    await assert.rejects(
      oa.chat.completions.create({
        model: 'm',
        stream: true,
        messages: [{ role: 'user', content: CONVERSATION }],
      }),
      (err: unknown) => err instanceof OpenAI.APIError && err.status === 502,
    );
    assert.deepEqual(other.hits, []);
  });

  it('messages wire: the refusal is in the Anthropic error shape', async () => {
    away(308)();
    await assert.rejects(
      an.messages.create({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: CONVERSATION }] }),
      (err: unknown) => {
        assert.ok(err instanceof Anthropic.APIError);
        assert.equal(err.status, 502);
        const body = err.error as { type?: string; error?: { type?: string } };
        assert.equal(body.type, 'error');
        assert.equal(body.error?.type, 'api_error');
        return true;
      },
    );
    assert.deepEqual(other.hits, []);
  });

  it('a Location that does not parse, or names another scheme, is a 502 too', async () => {
    for (const location of ['http://[::1', 'file:///etc/passwd', 'https://127.0.0.1/v1/chat/completions']) {
      fake.push((_req, res) => {
        res.writeHead(307, { location });
        res.end();
      });
      await assert.rejects(
        oa.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: CONVERSATION }] }),
        (err: unknown) => err instanceof OpenAI.APIError && err.status === 502,
        location,
      );
    }
  });

  it('a redirect within the origin is still followed, with the provider key', async () => {
    fake.push(
      (_req, res) => {
        res.writeHead(307, { location: '/v1/moved/chat/completions' });
        res.end();
      },
      openaiJson({ text: 'moved answer' }),
    );
    const before = fake.received.length;
    const got = await oa.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
    assert.equal(got.choices[0]?.message.content, 'moved answer');
    const second = fake.received[before + 1]!;
    assert.equal(second.url, '/v1/moved/chat/completions');
    assert.equal(second.headers.authorization, 'Bearer sk-provider-secret');
    assert.deepEqual(other.hits, []);
    // The streamed and messages paths still answer after refusals on the same pools.
    fake.push(openaiSse({ text: 'streamed' }));
    const stream = await oa.chat.completions.create({
      model: 'm',
      stream: true,
      messages: [{ role: 'user', content: 'hi' }],
    });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
    assert.equal(text, 'streamed');
    fake.push(anthropicJson({ text: 'fine' }));
    const msg = await an.messages.create({
      model: 'm',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'x' }],
    });
    assert.equal(msg.content[0]?.type === 'text' ? msg.content[0].text : '', 'fine');
  });
});
