// Red team, round 16: names gate did not write, on the operator's terminal and in a model's tool list.
// JSON.stringify quotes C0 but leaves C1 (U+009B is CSI on many terminals), DEL, U+2028/2029 and bidi
// overrides raw, so `gate journal tail` printed a client's tool name holding `\u009b2J` as a live escape,
// and so did the access log; and a downstream MCP server's tool named with control characters reached
// gate's own tools/list. Every CLI stream and log line is now made terminal-safe by one helper
// (src/kernel/printable.ts), and such a tool is refused at discovery with a logged reason.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { recordedToolName } from '../src/kernel/tool-name.js';
import { builtinPolicy } from '../src/server/policy-holder.js';
import { SCRIPTED_SERVER } from './fixtures/mcp-engine/paths.js';
import { runGateInProcess } from './helpers/gate-main.js';
import { startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r16-names-'));
describe('redteam-serve-r16-terminal-names', () => {
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** What a terminal may act on, but line feed and tab (a CLI's own line breaks). */
  const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
  const C1_NAME = 'read_\u009b2J\u009d0;owned\u0007x';
  const BIDI_NAME = 'read_abc\u202efdp.exe';

  test('a tool name with a C1 control or a bidi override: journal tail/verify and the access log stay terminal-safe', async () => {
    const journal = join(dir, 'journal.jsonl');
    const gate = await startGate([], { env: { GATE_AUDIT_JOURNAL: journal } });
    try {
      const mcp = await connectMcp(gate.url);
      for (const tool of [C1_NAME, BIDI_NAME, 'read_\u2028line'])
        await mcp.call('gate_adjudicate', { tool, args: '{}' });
      await mcp.close();
    } finally {
      await gate.stop();
    }
    assert.ok(!RAW_CONTROL.test(gate.stdout()), 'the access log carries no raw control');
    assert.ok(!RAW_CONTROL.test(gate.stderr()), 'the gateway log carries no raw control');
    const tail = await runGateInProcess(['journal', 'tail', journal, '--limit', '50']);
    assert.equal(tail.code, 0, tail.stderr);
    assert.ok(!RAW_CONTROL.test(tail.stdout), 'tail prints no raw control');
    // Still one JSON row a line, holding the name as it was stored: since round 62 (redteam4), a name the
    // floor does not declare is stored as its recorded form (docs/journal.md, "Round 62 (redteam4-r62)").
    const tools = tail.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { tool?: string }).tool);
    const stored = [C1_NAME, BIDI_NAME].map((name) => recordedToolName(name, builtinPolicy()));
    assert.match(stored[0]!, /undeclared:[0-9a-f]{16}:\d+:control$/);
    assert.ok(tools.includes(stored[0]) && tools.includes(stored[1]), 'the names read back as stored');
    const verify = await runGateInProcess(['journal', 'verify', journal]);
    assert.equal(verify.code, 0, verify.stderr);
    assert.ok(!RAW_CONTROL.test(verify.stdout + verify.stderr));
  });

  test('a downstream tool whose name holds a control character is refused at discovery, logged quoted', async () => {
    const tools = join(dir, 'tools.json');
    const env = {
      FIXTURE_EXTRA_TOOLS: JSON.stringify([C1_NAME, BIDI_NAME, 'read_tab\there', 'read_plain_extra']),
    };
    writeFileSync(
      tools,
      JSON.stringify({ servers: { scripted: { command: process.execPath, args: [SCRIPTED_SERVER], env } } }),
    );
    const gate = await startGate(['--tools', tools]);
    try {
      const mcp = await connectMcp(gate.url);
      const listed = (await mcp.client.listTools()).tools.map((t) => t.name);
      assert.ok(listed.includes('read_plain_extra'), 'a plain name is still offered');
      for (const name of listed)
        assert.ok(!/[\u0000-\u001f]/.test(name) && !RAW_CONTROL.test(name), JSON.stringify(name));
      await assert.rejects(mcp.client.callTool({ name: C1_NAME, arguments: {} }), /unknown tool/);
      await mcp.close();
      assert.match(
        gate.stderr(),
        /backend "scripted" offers 3 tool\(s\) whose name is empty, longer than 256 or holds a control character \(first "read_\\u009b2J\\u009d0;owned\\u0007x"\): not offered/,
      );
      assert.ok(!RAW_CONTROL.test(gate.stderr()));
    } finally {
      await gate.stop();
    }
  });
});
