// Red team, round 28 second pass (docs/mcp.md, "Protocol errors"): a fault gate raises
// on `/mcp` before the JSON-RPC handler (auth, an encoded body, a method, the size cap, a bad target) is
// a JSON-RPC error with no id, never another wire's body; the official SDK client reads it as an error.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const KEY = 'gw-key-r28b-0123456789';
let gate: GateProcess;

describe('redteam-serve-r28b-mcp-error-shape', () => {
  before(async () => {
    gate = await startGate(['--require-key-env', 'GATE_E2E_KEY'], { env: { GATE_E2E_KEY: KEY } });
  });
  after(async () => {
    await gate.stop();
  });

  const LIST = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
  type Fault = { name: string; init: RequestInit; status: number };
  const FAULTS: Fault[] = [
    { name: 'no key', init: { method: 'POST', body: LIST }, status: 401 },
    {
      name: 'gzip-encoded body',
      init: {
        method: 'POST',
        body: LIST,
        headers: { authorization: `Bearer ${KEY}`, 'content-encoding': 'gzip' },
      },
      status: 415,
    },
    { name: 'GET', init: { method: 'GET', headers: { authorization: `Bearer ${KEY}` } }, status: 405 },
    { name: 'DELETE', init: { method: 'DELETE', headers: { authorization: `Bearer ${KEY}` } }, status: 405 },
  ];

  for (const fault of FAULTS) {
    test(`/mcp ${fault.name}: ${fault.status} as a JSON-RPC error with no id`, async () => {
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
      const res = await fetch(`${gate.url}/mcp`, {
        ...fault.init,
        headers: { ...headers, ...fault.init.headers },
      });
      assert.equal(res.status, fault.status);
      const body = (await res.json()) as {
        jsonrpc: string;
        id: unknown;
        error: { code: number; message: string };
      };
      assert.deepEqual([body.jsonrpc, body.id], ['2.0', null]);
      assert.ok(Number.isInteger(body.error.code) && body.error.code <= -32000, JSON.stringify(body));
      assert.ok(!JSON.stringify(body).includes(KEY));
    });
  }

  test('fuzz: any key gate does not hold on /mcp is a JSON-RPC 401 that never echoes the key', async () => {
    // The `zq9-` mark makes any echo of the key visible: gate's messages never hold it.
    const keys = fc.stringMatching(/^[\x21-\x7e]{1,40}$/).map((k) => `zq9-${k}`);
    await fc.assert(
      fc.asyncProperty(keys, async (k) => {
        const res = await fetch(`${gate.url}/mcp`, {
          method: 'POST',
          body: LIST,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${k}`,
          },
        });
        const text = await res.text();
        assert.equal(res.status, 401);
        const body = JSON.parse(text) as { jsonrpc: string; error: { code: number } };
        assert.deepEqual([body.jsonrpc, body.error.code], ['2.0', -32001]);
        assert.ok(!text.includes('zq9-'), text);
      }),
      { numRuns: 40 },
    );
  });

  test('the official MCP client without the key fails to connect with the 401, and connects with it', async () => {
    const refused = new Client({ name: 'r28b', version: '1' });
    await assert.rejects(
      refused.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`))),
      /401|nauthori/,
    );
    const client = new Client({ name: 'r28b', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${KEY}` } },
      }),
    );
    assert.ok((await client.listTools()).tools.some((t) => t.name === 'gate_admit'));
    await client.close();
  });
});
