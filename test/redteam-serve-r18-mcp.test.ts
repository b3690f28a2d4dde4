// Red team, round 18, MCP. An empty JSON-RPC batch `[]` was answered 202 as if it held notifications
// (JSON-RPC 2.0: one Invalid Request; MCP 2025-03-26 batches "one or more"). A downstream that sent one
// message over the SDK's 10 MiB stdio bound (a 12 MB tools/list page, a 12 MB result) was logged as
// "it closed the connection" and its calls answered "went away" or a bare "unknown tool"; an HTTP
// downstream's bodies were read unbounded. Now every downstream message is bounded, the log and the
// caller's JSON-RPC error say why (docs/mcp.md, "The governed proxy").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { writePolicy } from './fixtures/mcp-e2e/suite.js';
import { SCRIPTED_SERVER } from './fixtures/mcp-engine/paths.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';

const BIG = 12_000_000;
const dir = mkdtempSync(join(tmpdir(), 'gate-r18-mcp-'));
const toolsFile = join(dir, 'tools.json');
writeFileSync(
  toolsFile,
  JSON.stringify({
    servers: {
      // One tools/list page of 12 MB: one tool described in 12 MB.
      paged: {
        command: process.execPath,
        args: [SCRIPTED_SERVER],
        env: { FIXTURE_MANY_TOOLS: '1', FIXTURE_DESCRIPTION_BYTES: String(BIG) },
      },
      // A small tools/list, and a tool whose result is one 12 MB line.
      huge: { command: process.execPath, args: [SCRIPTED_SERVER], env: { FIXTURE_HUGE_BYTES: String(BIG) } },
    },
  }),
);
let gate: GateProcess;
let mcp: GateMcp;

describe('redteam-serve-r18-mcp', () => {
  before(async () => {
    gate = await startGate(['--tools', toolsFile, '--policy', writePolicy()], { timeoutMs: 60_000 });
    mcp = await connectMcp(gate.url);
  });
  after(async () => {
    await mcp?.close();
    await gate?.stop();
  });

  const post = (body: string) =>
    fetch(`${gate.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body,
    });

  test('an empty batch is one -32600 Invalid Request, HTTP 400, never 202', async () => {
    for (const body of ['[]', ' [ ] ', '[\n]']) {
      const res = await post(body);
      assert.equal(res.status, 400, body);
      assert.deepEqual(await res.json(), {
        jsonrpc: '2.0',
        error: { code: -32600, message: 'Invalid Request: an empty batch' },
        id: null,
      });
    }
    // A batch of one notification is still 202, a batch of one request still an array.
    assert.equal((await post('[{"jsonrpc":"2.0","method":"notifications/initialized"}]')).status, 202);
    const one = (await (await post('[{"jsonrpc":"2.0","id":1,"method":"ping"}]')).json()) as unknown[];
    assert.equal(one.length, 1);
  });

  test('a downstream message over 10 MiB is refused by name: logged, and the caller told in JSON-RPC', async () => {
    // The huge backend's tools are learned; its 12 MB result is the message over the bound.
    let names: string[] = [];
    for (let i = 0; i < 300 && !names.includes('read_huge'); i++) {
      names = (await mcp.client.listTools()).tools.map((t) => t.name);
      if (!names.includes('read_huge')) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(names.includes('read_huge'));
    const refused = await mcp.client.callTool({ name: 'read_huge', arguments: {} }).then(
      (r) => r,
      (err: unknown) => err,
    );
    assert.match(
      JSON.stringify(refused) + String(refused),
      /backend \\?"huge\\?" sent an answer longer than gate reads \(10485760 bytes\)/,
    );
    // The paged backend never comes up: its one page is over the bound, and the log says so.
    assert.ok(!names.includes('read_many_0'));
    assert.match(
      gate.stderr(),
      /backend "paged": it could not be started \(it sent a message longer than 10485760 bytes\)/,
    );
    const unknown = await mcp.client.callTool({ name: 'read_many_0', arguments: {} }).then(
      (r) => r,
      (err: unknown) => err,
    );
    assert.match(String(unknown), /-32602.*unknown tool "read_many_0".*not known yet: "paged"/);
    // gate still serves its own tools.
    assert.ok((await mcp.client.listTools()).tools.some((t) => t.name === 'gate_adjudicate'));
    assert.doesNotMatch(gate.stderr(), /xxxxxxxx|at .*\.js:\d+/, 'no result bytes, no stack trace');
  });
});
