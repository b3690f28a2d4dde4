// The stateless exchange: the SDK transport's checks on a POST /mcp body, and batches in and out.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { StubEngine } from '../../../test/fixtures/mcp-engine/engine.js';
import { MemoryStore } from '../../store/memory.js';
import { decode, ExchangeTransport, INEXACT_NUMBER, invalidParamsReply, MAX_BATCH } from './exchange.js';
import { createMcpServer } from './server.js';
import { GateStdioTransport } from './stdio-transport.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const body = (v: unknown) => Buffer.from(JSON.stringify(v));
const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
const init = {
  jsonrpc: '2.0',
  id: 9,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } },
};

function refusal(
  raw: Buffer,
  contentType: string | undefined = JSON_TYPE,
  version?: string,
): [number, number, string] {
  const out = decode(raw, contentType, version);
  assert.ok('status' in out, 'want a refusal');
  return [out.status, out.body.error.code, out.body.error.message];
}

test("the SDK transport's refusals: media type, JSON, JSON-RPC shape, batch bound, init alone, version header", () => {
  assert.deepEqual(refusal(body(ping(1)), 'text/plain').slice(0, 2), [415, -32000]);
  const untyped = decode(body(ping(1)), undefined, undefined);
  assert.equal('status' in untyped && untyped.status, 415);
  assert.deepEqual(refusal(Buffer.from('{"jsonrpc":')), [400, -32700, 'Parse error: Invalid JSON']);
  assert.deepEqual(refusal(body({ hello: 'world' })), [400, -32700, 'Parse error: Invalid JSON-RPC message']);
  assert.equal(refusal(body(Array.from({ length: MAX_BATCH + 1 }, (_, i) => ping(i))))[1], -32600);
  assert.match(refusal(body([init, ping(1)]))[2], /Only one initialization request/);
  assert.match(refusal(body([ping(1), ping(1)]))[2], /share an id/);
  assert.deepEqual(refusal(body(ping(1)), JSON_TYPE, '1999-01-01').slice(0, 2), [400, -32000]);
  // initialize negotiates instead; a supported header is fine.
  assert.ok(!('status' in decode(body(init), JSON_TYPE, '1999-01-01')));
  assert.ok(!('status' in decode(body(ping(1)), JSON_TYPE, '2025-06-18')));
});

test('a batch is answered with an array in request order; notifications get no answer', async () => {
  const { server } = createMcpServer(
    { engine: new StubEngine(), store: new MemoryStore() },
    { agent: () => undefined, traceId: () => 't' },
  );
  const transport = new ExchangeTransport();
  await server.connect(transport);
  const decoded = decode(
    body([
      ping(2),
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 'x', method: 'tools/list' },
    ]),
    JSON_TYPE,
    undefined,
  );
  assert.ok(!('status' in decoded));
  assert.equal(decoded.batch, true);
  const replies = (await transport.exchange(decoded.messages)) as Array<{
    id: unknown;
    result?: { tools?: unknown[] };
  }>;
  assert.deepEqual(
    replies.map((r) => r.id),
    [2, 'x'],
  );
  assert.equal(replies[1]?.result?.tools?.length, 6);
  assert.deepEqual(await transport.exchange([{ jsonrpc: '2.0', method: 'notifications/initialized' }]), []);
  await server.close();
});

test('closing answers what is still pending, so an exchange never hangs', async () => {
  const transport = new ExchangeTransport();
  transport.onmessage = () => undefined;
  const pending = transport.exchange([
    { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } },
  ]);
  await transport.close();
  assert.deepEqual(await pending, [
    { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'Connection closed' } },
  ]);
});

test("a method named like an object's own property finds no schema (fuzzing found `valueOf` threw)", () => {
  for (const method of Object.getOwnPropertyNames(Object.prototype)) {
    assert.equal(invalidParamsReply({ jsonrpc: '2.0', id: 1, method, params: {} }), undefined, method);
  }
});

test('round 34: a tools/call holding an integer past 2^53 or a number past a double is -32602, on stdio too', async () => {
  const call = (args: string) =>
    Buffer.from(`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"t","arguments":${args}}}\n`);
  for (const args of ['{"a":[{"n":9007199254740993}]}', '{"n":-1e400}', '{"n":9.007199254740993e15}']) {
    const decoded = decode(call(args), JSON_TYPE, undefined);
    assert.ok(!('status' in decoded));
    const reply = invalidParamsReply(decoded.messages[0] as Parameters<typeof invalidParamsReply>[0]);
    assert.deepEqual(
      reply,
      { jsonrpc: '2.0', id: 5, error: { code: -32602, message: INEXACT_NUMBER } },
      args,
    );
  }
  const ok = decode(call('{"n":9007199254740991,"f":1.5}'), JSON_TYPE, undefined);
  assert.ok(!('status' in ok));
  assert.equal(invalidParamsReply(ok.messages[0] as Parameters<typeof invalidParamsReply>[0]), undefined);
  // The stdio transport answers the line and delivers nothing to the server.
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const transport = new GateStdioTransport(stdin, stdout);
  const delivered: unknown[] = [];
  transport.onmessage = (m) => delivered.push(m);
  await transport.start();
  stdin.write(call('{"n":9007199254740993}'));
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(delivered, []);
  assert.equal(JSON.parse(String(stdout.read())).error.code, -32602);
  await transport.close();
});
