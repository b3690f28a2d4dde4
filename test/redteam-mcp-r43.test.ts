// Red team, round 43 (edge2-r43): the MCP endpoint, against the real process (one HTTP gate for the file,
// one stdio run). Found on ed8c83a8: a `tools/call` of an unknown tool was answered with the whole name
// in its message, 100 kB sent, 100 kB back (any size the body bound allows, on both transports). Now the
// name is shown by its first 64 characters and its length. Kept, held on the base: a batch of 10,000,
// params nested 10,000 deep, ids that are objects, arrays, 5,000-digit or non-finite numbers, a 100 kB
// method, notifications (202, nothing run), a 10 kB or control-character session id (ignored or 400), a
// call before `initialize` (the endpoint is stateless), with the official SDK client beside the attacks.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { before, describe, it } from 'node:test';
import { type GateProcess, gateCommand, REPO_ROOT } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';
import { MCP_EDGE_KEY, mcpEdgeGate } from './helpers/mcp-edge-gate.js';
import { rawExchange } from './helpers/raw-http.js';

const KEY = MCP_EDGE_KEY;
const CANARY = 'CANARY-r43-mcp-b2';
const LONG_NAME = `${CANARY}${'y'.repeat(100_000)}`;

describe('round 43: the MCP endpoint', () => {
  let gate: GateProcess;
  before(async () => {
    gate = await mcpEdgeGate();
  });

  async function post(body: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${gate.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${KEY}`,
        ...headers,
      },
      body,
    });
    return { status: res.status, text: await res.text() };
  }

  it('an unknown tool of 100 kB is named by its recorded form, not sent back (100 kB back on the base)', async () => {
    const a = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: LONG_NAME, arguments: {} },
      }),
    );
    assert.equal(a.status, 200);
    const body = JSON.parse(a.text) as { error: { code: number; message: string } };
    assert.equal(body.error.code, -32602);
    // Since round 63 a name that is not a plain token of at most 128 characters is named by its recorded form.
    assert.match(body.error.message, /unknown tool "undeclared:[0-9a-f]{16}:100017:ident"/);
    assert.ok(!a.text.includes('CANARY-r43'), 'the name sent back');
    assert.ok(a.text.length < 1000, `${a.text.length} characters back`);
    // A short name is still named whole, as clients and the conformance suite read it.
    const short = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'test_simple_text', arguments: {} },
      }),
    );
    assert.match(short.text, /unknown tool \\"test_simple_text\\"/);
  });

  it('held: batches, nesting, odd ids, long methods, notifications, session ids, a call before initialize', async () => {
    const ping = (id: unknown) => ({ jsonrpc: '2.0', id, method: 'ping' });
    const cases: [string, string, Record<string, string>, (s: number, t: string) => boolean][] = [
      [
        'a batch of 10,000',
        JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ping(i))),
        {},
        (s, t) => s === 400 && /-32600/.test(t),
      ],
      [
        'params nested 10,000 deep',
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
        {},
        (s, t) => s === 400 && /-32602/.test(t),
      ],
      ['an object id', JSON.stringify(ping({ a: CANARY })), {}, (s, t) => s === 400 && /-32700/.test(t)],
      ['an array id', JSON.stringify(ping([CANARY])), {}, (s, t) => s === 400 && /-32700/.test(t)],
      [
        'a 5,000-digit id',
        `{"jsonrpc":"2.0","id":1${'0'.repeat(5000)},"method":"ping"}`,
        {},
        (s) => s === 400,
      ],
      ['a 1e999 id', '{"jsonrpc":"2.0","id":1e999,"method":"ping"}', {}, (s) => s === 400],
      [
        'a 100 kB method',
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: `${CANARY}${'m'.repeat(100_000)}` }),
        {},
        (s, t) => s === 200 && /-32601/.test(t),
      ],
      [
        'a notification',
        JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
        {},
        (s, t) => s === 202 && t === '',
      ],
      [
        'a 10 kB session id',
        JSON.stringify(ping(1)),
        { 'mcp-session-id': 's'.repeat(10_000) },
        // Round 57 (edge-r57): an unreadable session id is a 400 naming the header, never its value.
        (s, t) => s === 400 && /Mcp-Session-Id/.test(t) && !t.includes('s'.repeat(64)),
      ],
      [
        'a call before initialize',
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'gate_adjudicate', arguments: { tool: 'read_file', args: '{"path":"a"}' } },
        }),
        {},
        (s, t) => s === 200 && /ALLOW/.test(t),
      ],
    ];
    for (const [name, body, headers, ok] of cases) {
      const a = await post(body, headers);
      assert.ok(ok(a.status, a.text), `${name}: ${a.status} ${a.text.slice(0, 200)}`);
      assert.ok(!a.text.includes(CANARY), `${name}: echoed`);
      assert.ok(a.text.length < 2000, `${name}: ${a.text.length} characters back`);
    }
    // A control character in the session id is not a header node:http reads: 400, in JSON-RPC.
    const port = Number(new URL(gate.url).port);
    const b = JSON.stringify(ping(1));
    const raw = await rawExchange(
      port,
      `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${KEY}\r\nMcp-Session-Id: a\x01b\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${b.length}\r\n\r\n${b}`,
    );
    assert.deepEqual(raw.statuses, [400]);
    assert.match(raw.text, /"jsonrpc":"2.0","id":null/);
    // The legitimate path, the official client, after all of it.
    const mcp = await connectMcp(gate.url, { authorization: `Bearer ${KEY}` });
    try {
      const verdict = await mcp.call('gate_adjudicate', { tool: 'read_file', args: '{"path":"README.md"}' });
      assert.equal((verdict.verdict as { kind: string }).kind, 'ALLOW');
    } finally {
      await mcp.close();
    }
  });

  it('over stdio too: the unknown name named by its recorded form', async () => {
    const [command, args] = gateCommand(['serve', '--stdio']);
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    child.stdin.end(
      `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: LONG_NAME, arguments: {} } })}\n`,
    );
    await new Promise((r) => child.once('close', r));
    assert.match(out, /unknown tool \\"undeclared:[0-9a-f]{16}:100017:ident\\"/);
    assert.ok(out.length < 1000, `${out.length} characters out`);
  });
});
