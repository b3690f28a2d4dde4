// The auth matrix (docs/design.md §10): every route x no key, wrong key, Bearer, x-api-key.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const KEY = 'gw-key-0123456789';
let gate: GateProcess;

describe('serve-auth', () => {
  before(async () => {
    gate = await startGate(['--require-key-env', 'GATE_E2E_KEY'], { env: { GATE_E2E_KEY: KEY } });
  });
  after(async () => {
    await gate.stop();
  });

  const routes: Array<{
    method: string;
    path: string;
    body?: string;
    shape: 'openai' | 'anthropic' | 'jsonrpc';
  }> = [
    { method: 'GET', path: '/metrics', shape: 'openai' },
    { method: 'GET', path: '/debug/vars', shape: 'openai' },
    { method: 'GET', path: '/v1/gate/events', shape: 'openai' },
    { method: 'GET', path: '/v1/gate/changes?since=0', shape: 'openai' },
    { method: 'POST', path: '/v1/gate/revoke', body: '{"witness":"w"}', shape: 'openai' },
    { method: 'POST', path: '/v1/gate/policy/reload', shape: 'openai' },
    { method: 'GET', path: '/v1/models', shape: 'openai' },
    {
      method: 'POST',
      path: '/v1/chat/completions',
      body: '{"model":"m","messages":[{"role":"user","content":"hi"}]}',
      shape: 'openai',
    },
    {
      method: 'POST',
      path: '/v1/messages',
      body: '{"model":"m","max_tokens":16,"messages":[{"role":"user","content":"hi"}]}',
      shape: 'anthropic',
    },
    {
      method: 'POST',
      path: '/mcp',
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      shape: 'jsonrpc',
    },
  ];

  const credentials: Array<{ name: string; headers: Record<string, string>; admitted: boolean }> = [
    { name: 'no key', headers: {}, admitted: false },
    { name: 'wrong Bearer', headers: { authorization: 'Bearer nope' }, admitted: false },
    { name: 'wrong x-api-key', headers: { 'x-api-key': `${KEY}x` }, admitted: false },
    { name: 'key prefix', headers: { authorization: `Bearer ${KEY.slice(0, -1)}` }, admitted: false },
    { name: 'Bearer', headers: { authorization: `Bearer ${KEY}` }, admitted: true },
    { name: 'x-api-key', headers: { 'x-api-key': KEY }, admitted: true },
  ];

  for (const route of routes) {
    for (const cred of credentials) {
      test(`${route.method} ${route.path} with ${cred.name}: ${cred.admitted ? 'admitted' : '401'}`, async () => {
        const res = await fetch(`${gate.url}${route.path}`, {
          method: route.method,
          headers: {
            ...cred.headers,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'anthropic-version': '2023-06-01',
          },
          ...(route.body !== undefined ? { body: route.body } : {}),
        });
        const text = await res.text();
        if (cred.admitted) {
          assert.notEqual(res.status, 401, text);
        } else {
          assert.equal(res.status, 401);
          const body = JSON.parse(text) as Record<string, unknown>;
          if (route.shape === 'anthropic') {
            assert.equal(body.type, 'error');
            assert.equal((body.error as { type: string }).type, 'authentication_error');
          } else if (route.shape === 'jsonrpc') {
            // A JSON-RPC error with no id: what an MCP client's reader takes for a refused request.
            assert.deepEqual([body.jsonrpc, body.id], ['2.0', null]);
            const error = body.error as { code: number; data: { code: string } };
            assert.deepEqual([error.code, error.data.code], [-32001, 'unauthorized']);
          } else {
            assert.equal((body.error as { code: string }).code, 'unauthorized');
          }
          assert.ok(!text.includes(KEY));
        }
      });
    }
  }

  test('/healthz never requires the key', async () => {
    assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
  });
});
