// Request bodies held at once were bounded only per body: every connection a client held could carry one
// unfinished body of --max-body-bytes, so one client with 30 connections held 470 MiB of gate's memory (and
// its connection share let it hold gigabytes). Now every body reserves its bytes against
// --max-request-total-bytes, one client against its connection share of it, and past either the request
// is 503 GATEWAY_BUSY in the route's shape, unread (docs/operations.md, "Request bodies held at once").
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { postMcpFrom } from './helpers/mcp-client.js';
import { lastJsonBody, rawExchange } from './helpers/raw-http.js';

const BODY = 65_536;
let gate: GateProcess;
let port: number;
const held: Socket[] = [];

describe('redteam-serve-r17-bodies', () => {
  before(async () => {
    // One client's share: 8 of the connection bound's share of 256 KiB, raised to one 64 KiB body.
    gate = await startGate([
      '--max-body-bytes',
      '65536',
      '--max-request-total-bytes',
      '262144',
      '--max-client-connections',
      '8',
    ]);
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    for (const s of held) s.destroy();
    await gate?.stop();
  });

  /** A connection from 127.0.0.1 that declares a body of BODY bytes, sends half of it and waits. */
  async function holdBody(): Promise<Socket> {
    const socket = connect(port, '127.0.0.1');
    held.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${BODY}\r\n\r\n`,
    );
    socket.write(' '.repeat(BODY / 2));
    // The half body is read (reserved) once gate answers a request after it on another connection.
    await fetch(`${gate.url}/healthz`);
    return socket;
  }

  const tools = { jsonrpc: '2.0', id: 7, method: 'tools/list' };

  test('a client holding its share of bodies is refused 503 in each wire’s shape; another client is served', async () => {
    const first = await holdBody();
    const openai = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'unused', maxRetries: 0 });
    const chat = await openai.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    assert.ok(chat instanceof OpenAI.APIError, String(chat));
    assert.equal(chat.status, 503);
    assert.equal((chat.error as { code?: string }).code, 'gateway_busy');
    assert.equal(chat.headers?.get('retry-after'), '1');

    const anthropic = new Anthropic({ baseURL: gate.url, apiKey: 'unused', maxRetries: 0 });
    const messages = await anthropic.messages
      .create({ model: 'm', max_tokens: 8, messages: [{ role: 'user', content: 'hi' }] })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    assert.ok(messages instanceof Anthropic.APIError, String(messages));
    assert.equal(messages.status, 503);
    assert.match(JSON.stringify(messages.error), /"type":"error".*--max-request-total-bytes/);

    // A chunked body, which declares nothing, is refused as its bytes pass the share.
    const chunked = await rawExchange(
      port,
      'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{"model":"m",   \r\n',
    );
    assert.deepEqual(chunked.statuses, [503]);
    assert.ok(chunked.closed, 'the refused connection is closed');
    assert.match(JSON.stringify(lastJsonBody(chunked)), /gateway_busy/);

    // Another client (127.0.0.2 on loopback) has its own share and is served meanwhile.
    const other = (await postMcpFrom(gate.url, '127.0.0.2', tools)) as { result?: { tools?: unknown[] } };
    assert.ok((other.result?.tools?.length ?? 0) > 0);

    // The held body's bytes go back when its connection goes: the client is served again.
    const closed = new Promise((resolve) => first.once('close', resolve));
    first.destroy();
    await closed;
    await fetch(`${gate.url}/healthz`);
    const again = (await postMcpFrom(gate.url, '127.0.0.1', tools)) as { result?: { tools?: unknown[] } };
    assert.ok((again.result?.tools?.length ?? 0) > 0);

    const metrics = await (await fetch(`${gate.url}/metrics`)).text();
    assert.match(metrics, /^gate_request_bodies_refused_total 3$/m);
    assert.doesNotMatch(gate.stderr() + gate.stdout(), /at .*\.js:\d+/, 'no stack trace');
  });

  test('a finished request gives its bytes back: many bodies in turn from one client are all served', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = (await postMcpFrom(gate.url, '127.0.0.1', { ...tools, id: i })) as { id?: number };
      assert.equal(answer.id, i);
    }
  });
});
