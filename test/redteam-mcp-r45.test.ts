// Red team, round 45 (edge-r45): the MCP endpoint and the governed proxy, one real `gate serve --tools` for the
// file, the official SDK client. Found on 1483515b: (1) a downstream server's tool named `read_x` plus an
// invisible tag, `read_` plus a variation selector, `read_а` (a Cyrillic а) or `rеad_notes` was listed to
// the client beside the real names: only control characters were refused at discovery, so a model or a
// reviewer reads one name and another runs. Now the manifest's lookalike test guards a backend's names
// too: such a tool is not offered or routed, and the log says how many, the first escaped. (2)
// gate_adjudicate's `args` string spelling 10,001 distinct names (~200 kB) was parsed twice, by the MCP
// wire and by the ladder's first rung: now -32602 before either read. Held, kept: a batch of 10,000
// requests, a body nested 10,000 deep, a GET with a hostile Last-Event-ID, a Mcp-Session-Id lookalike:
// each answered in the wire's shape, nothing echoed, /healthz and an SDK client answered meanwhile.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MAX_JSON_NAMES } from '../src/kernel/json-depth.js';
import { SCRIPTED_SERVER } from './fixtures/mcp-engine/paths.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { closePosts, post as httpPost } from './helpers/http-post.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';

const KEY = 'k-r45-mcp-3b9a';
const CANARY = 'CANARYr45mcp';
/** Names the default floor admits by name (read-shaped) that read as other names. */
const LOOKALIKES = ['read_x\u{e0041}', 'read_\ufe0fx', 'read_\u0430', 'r\u0435ad_notes', 'read_\u0299'];

const dir = mkdtempSync(join(tmpdir(), 'gate-r45-mcp-'));

describe('round 45: the MCP endpoint and a backend’s tool names', () => {
  let gate: GateProcess;
  let mcp: GateMcp;
  before(async () => {
    const tools = join(dir, 'tools.json');
    const env = { FIXTURE_EXTRA_TOOLS: JSON.stringify([...LOOKALIKES, 'read_plain_extra']) };
    writeFileSync(
      tools,
      JSON.stringify({ servers: { scripted: { command: process.execPath, args: [SCRIPTED_SERVER], env } } }),
    );
    gate = await startGate(['--tools', tools, '--require-key-env', 'GATE_R45_MCP'], {
      env: { GATE_R45_MCP: KEY },
    });
    mcp = await connectMcp(gate.url, { authorization: `Bearer ${KEY}` });
  });
  after(async () => {
    closePosts();
    await mcp?.close();
    await gate?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    httpPost(gate.url, '/mcp', body, { headers: { authorization: `Bearer ${KEY}`, ...headers } });

  it('a backend tool whose name is a lookalike is not offered or routed, and is logged escaped (listed on the base)', async () => {
    const listed = (await mcp.client.listTools()).tools.map((t) => t.name);
    assert.ok(listed.includes('read_plain_extra'), 'a plain name is still offered');
    for (const name of LOOKALIKES) assert.ok(!listed.includes(name), `listed ${JSON.stringify(name)}`);
    await assert.rejects(mcp.client.callTool({ name: LOOKALIKES[0]!, arguments: {} }), /unknown tool/);
    assert.match(
      gate.stderr(),
      /backend "scripted" offers 5 tool\(s\) whose name reads as a name it is not \(first "read_x\\u\{e0041\}" holds an invisible character/,
    );
    assert.doesNotMatch(
      gate.stderr(),
      /\u{e0041}|\ufe0f|\u0430|\u0435|\u0299/u,
      'no raw lookalike in the log',
    );
  });

  it('gate_adjudicate args past 10,000 distinct names is -32602, unechoed (parsed and judged on the base)', async () => {
    const names = Array.from({ length: MAX_JSON_NAMES + 1 }, (_, i) => `"${CANARY}${i}":1`);
    const answer = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: 'gate_adjudicate', arguments: { tool: 'Read', args: `{${names.join(',')}}` } },
      }),
    );
    assert.equal(answer.status, 200, answer.text.slice(0, 300));
    assert.match(answer.text, /"code":-32602.*"args\\" spells more than 10000 distinct member names/);
    assert.ok(!answer.text.includes(CANARY), 'nothing of the args echoed');
    // Under the bound the same call is judged.
    const judged = await mcp.call('gate_adjudicate', {
      tool: 'Read',
      args: `{${names.slice(0, 50).join(',')}}`,
    });
    assert.equal(typeof judged.verdict, 'object', JSON.stringify(judged));
  });

  it('held: a 10,000 batch, 10,000-deep nesting, a hostile Last-Event-ID and session id, the server answering meanwhile', async () => {
    const pending = [
      post(
        `[${Array.from({ length: 10_000 }, (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"ping"}`).join(',')}]`,
      ),
      post(
        `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`,
      ),
      post('{"jsonrpc":"2.0","id":1,"method":"ping"}', { 'mcp-session-id': `${CANARY}-0O-lI1` }),
    ];
    const [health, ping] = await Promise.all([fetch(`${gate.url}/healthz`), mcp.client.ping()]);
    assert.equal(health.status, 200);
    assert.deepEqual(ping, {});
    const [batch, deep, session] = await Promise.all(pending);
    assert.equal(batch!.status, 400);
    assert.match(batch!.text, /"code":-32600.*must not exceed 100/);
    assert.equal(deep!.status, 400);
    assert.match(deep!.text, /"code":-32602.*nested deeper than 256/);
    // The endpoint is stateless: a session id is no key to anything; the call is answered, the id unechoed.
    assert.equal(session!.status, 200);
    assert.ok(!session!.text.includes(CANARY));
    const get = await fetch(`${gate.url}/mcp`, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${KEY}`,
        'last-event-id': `${CANARY}${'9'.repeat(4000)}`,
      },
    });
    const text = await get.text();
    assert.equal(get.status, 405);
    assert.match(text, /"jsonrpc":"2.0"/);
    assert.ok(!text.includes(CANARY));
  });
});
