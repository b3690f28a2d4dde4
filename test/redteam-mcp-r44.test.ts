// Red team, round 44 (edge-r44): POST /mcp against the real process (one gate for the file). Found on
// 64dbb7be: (1) a numeric id came back as another spelling: `-0` as `0`, `1.0` as `1`, `1e2` as `100`,
// 2^53 + 1 as 2^53, so a client matching answers by the id it wrote found none (or another's); (2) a
// JSON-RPC response POSTed (no method; result or error) was taken with 202, and one beside a request in a
// batch was dropped unsaid, though gate sends a client no requests for it to answer. Now both are 400
// -32600 (MCP Streamable HTTP: a response the server cannot accept gets an HTTP error status). The
// official SDK client beside the attacks, and fast-check over ids spelt every way JSON allows.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { numericIdSpellings } from '../src/wire/mcp/id-spelling.js';
import { runsOf } from './helpers/deep.js';
import type { GateProcess } from './helpers/gate-process.js';
import { assertCpuUnder } from './helpers/linear-cpu.js';
import { connectMcp } from './helpers/mcp-client.js';
import { MCP_EDGE_KEY, mcpEdgeGate } from './helpers/mcp-edge-gate.js';

const KEY = MCP_EDGE_KEY;
const CANARY = 'CANARY-r44-mcp-5e';

describe('round 44: the MCP endpoint', () => {
  let gate: GateProcess;
  before(async () => {
    gate = await mcpEdgeGate();
  });

  async function post(body: string) {
    const res = await fetch(`${gate.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${KEY}`,
      },
      body,
    });
    return { status: res.status, text: await res.text() };
  }

  /** The id's text as the answer spells it, or undefined when the answer is a refusal. */
  async function pingIdSpelt(idText: string): Promise<{ status: number; id?: string; text: string }> {
    const a = await post(`{"jsonrpc":"2.0","id":${idText},"method":"ping"}`);
    const id = /"id":(-?[0-9.eE+-]+|"[^"]*"|null)\}?$/.exec(a.text)?.[1];
    return { status: a.status, text: a.text, ...(id !== undefined ? { id } : {}) };
  }

  it('a numeric id comes back exactly as sent, or the request is refused (-0 came back as 0 on the base)', async () => {
    for (const idText of ['-0', '1.0', '1e2', '1E0', '-0.0', '9007199254740993', '10.00']) {
      const a = await pingIdSpelt(idText);
      assert.equal(a.status, 400, `${idText}: ${a.text}`);
      // Past 2^53 the SDK's schema refuses it already (-32700); the rest are gate's -32600.
      assert.match(a.text, /"code":-32(600|700)/, idText);
      assert.match(a.text, /"id":null/, idText);
    }
    for (const idText of ['0', '-5', '7', '9007199254740991', '"-0"', '"1e2"']) {
      const a = await pingIdSpelt(idText);
      assert.equal(a.status, 200, `${idText}: ${a.text}`);
      assert.equal(a.id, idText, 'the id as sent');
    }
    // In a batch: each element's own id is read, an escaped "id" key too.
    const batch = await post(
      '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","\\u0069d":-0,"method":"ping"}]',
    );
    assert.equal(batch.status, 400, batch.text);
    const fine = await post(
      '[{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"id":1.0}}},{"jsonrpc":"2.0","id":2,"method":"ping"}]',
    );
    assert.equal(fine.status, 200, fine.text);
    assert.match(fine.text, /"id":1\}.*"id":2\}/);
  });

  it('property: an integer id spelt plainly is echoed; spelt any other way, refused', async () => {
    const plain = fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }).map(String);
    const other = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }).map((n) => `${n}.0`),
      fc.integer({ min: 1, max: 1000 }).map((n) => `${n}e0`),
      fc.integer({ min: 1, max: 99 }).map((n) => `${n * 10}E-1`),
      fc.constantFrom('-0', '-0e0', '0.0', '0e5'),
      fc
        .bigInt({ min: 2n ** 53n + 1n, max: 2n ** 60n })
        .filter((n) => String(Number(n)) !== String(n))
        .map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          plain.map((t) => [t, true] as const),
          other.map((t) => [t, false] as const),
        ),
        async ([idText, echoed]) => {
          const a = await pingIdSpelt(idText);
          if (echoed) return a.status === 200 && a.id === idText;
          return a.status === 400 && /-32(600|700)/.test(a.text);
        },
      ),
      { numRuns: runsOf(40, 400) },
    );
  });

  it('a JSON-RPC response POSTed is refused, alone or in a batch (202 on the base, the batch one dropped)', async () => {
    const cases = [
      `{"jsonrpc":"2.0","id":1,"result":{"x":"${CANARY}"}}`,
      `{"jsonrpc":"2.0","id":"a","error":{"code":-1,"message":"${CANARY}"}}`,
      `[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"result":{}}]`,
      `[{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":2,"result":{}}]`,
    ];
    for (const body of cases) {
      const a = await post(body);
      assert.equal(a.status, 400, `${body}: ${a.status} ${a.text}`);
      const answer = JSON.parse(a.text) as { error: { code: number }; id: unknown };
      assert.equal(answer.error.code, -32600);
      assert.equal(answer.id, null);
      assert.ok(!a.text.includes(CANARY), 'nothing of the body echoed');
    }
    // A notification alone is still 202 (MCP: accepted, no body).
    const note = await post('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    assert.equal(note.status, 202);
  });

  it('held: a BOM, UTF-16, lone surrogates, 1e999, duplicate keys; the SDK client beside them', async () => {
    const held: [string, string, (s: number, t: string) => boolean][] = [
      [
        'a UTF-8 BOM',
        '\ufeff{"jsonrpc":"2.0","id":1,"method":"ping"}',
        (s, t) => s === 400 && /-32700/.test(t),
      ],
      ['UTF-16', '\u00ff\u00fe{\u0000}\u0000', (s, t) => s === 400 && /-32700/.test(t)],
      [
        'a lone surrogate id',
        '{"jsonrpc":"2.0","id":"\\ud800","method":"ping"}',
        (s, t) => s === 200 && t.includes('"id":"\\ud800"'),
      ],
      [
        '1e999 in params',
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"gate_adjudicate","arguments":{"tool":"x","args":{"n":1e999}}}}',
        (s, t) => s === 200 && /-32602/.test(t),
      ],
      [
        'a duplicate id',
        '{"jsonrpc":"2.0","id":1,"id":2,"method":"ping"}',
        (s, t) => s === 400 && /-32700/.test(t),
      ],
      [
        'a duplicate method',
        '{"jsonrpc":"2.0","id":1,"method":"ping","method":"tools/list"}',
        (s, t) => s === 400 && /-32700/.test(t),
      ],
    ];
    for (const [name, body, ok] of held) {
      const a = await post(body);
      assert.ok(ok(a.status, a.text), `${name}: ${a.status} ${a.text.slice(0, 200)}`);
    }
    const mcp = await connectMcp(gate.url, { authorization: `Bearer ${KEY}` });
    try {
      const tools = await mcp.client.listTools();
      assert.ok(tools.tools.some((t) => t.name === 'gate_adjudicate'));
      await mcp.client.ping();
    } finally {
      await mcp.close();
    }
  });

  it('the id reader is linear: 200 kB built from its own tokens reads in well under a second of CPU', () => {
    const inputs = [
      `[${'{"id":1,"a":"\\\\\\"},'.repeat(12_000)}{"id":1}]`,
      `{"id":${'1'.repeat(200_000)}}`,
      `[${'{"\\u0069d":-0},'.repeat(12_000)}{}]`,
      `{"a":"${'\\'.repeat(200_000)}","id":2}`,
      `[${'['.repeat(50_000)}${']'.repeat(50_000)},{"id":3}]`,
    ];
    for (const text of inputs) {
      assertCpuUnder(
        () => numericIdSpellings(text),
        500,
        (ms) => `${text.slice(0, 20)}: ${ms} ms`,
      );
    }
  });
});
