// A downstream MCP server's tools/list was bounded only in pages (100), not in tools or bytes: every tool's
// metadata is screened on the thread every request shares and goes into every tools/list answer (2,000
// tools of 1 KiB: 12 s of screening, a 2.2 MB tools/list answer). A backend now offers at most 1,000
// tools and 4 MiB of their metadata; the rest are not offered, logged by count, and calling one is an
// unknown tool (docs/mcp.md, "The governed proxy").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { writePolicy } from './fixtures/mcp-e2e/suite.js';
import { SCRIPTED_SERVER } from './fixtures/mcp-engine/paths.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';

const MANY = 1_100;
const dir = mkdtempSync(join(tmpdir(), 'gate-r17-tools-'));
const toolsFile = join(dir, 'tools.json');
writeFileSync(
  toolsFile,
  JSON.stringify({
    servers: {
      scripted: {
        command: process.execPath,
        args: [SCRIPTED_SERVER],
        env: { FIXTURE_PIDFILE: join(dir, 'pid'), FIXTURE_MANY_TOOLS: String(MANY) },
        deadline_ms: 60_000,
      },
    },
  }),
);
let gate: GateProcess;
let mcp: GateMcp;

describe('redteam-serve-r17-tools', () => {
  before(async () => {
    gate = await startGate(['--tools', toolsFile, '--policy', writePolicy()]);
    mcp = await connectMcp(gate.url);
  });
  after(async () => {
    await mcp?.close();
    await gate?.stop();
  });

  test('a backend offering 1,115 tools has its first 1,000 offered; the rest are unknown tools, logged by count', async () => {
    let names: string[] = [];
    for (let i = 0; i < 600 && !names.includes('read_many_0'); i++) {
      names = (await mcp.client.listTools()).tools.map((t) => t.name);
      if (!names.includes('read_many_0')) await new Promise((r) => setTimeout(r, 100));
    }
    const many = names.filter((n) => n.startsWith('read_many_'));
    assert.ok(many.length > 900 && many.length < 1_000, String(many.length));
    assert.ok(!names.includes(`read_many_${MANY - 1}`));
    const refused = await mcp.client.callTool({ name: `read_many_${MANY - 1}`, arguments: {} }).then(
      () => undefined,
      (err: unknown) => err,
    );
    assert.match(String(refused), /-32602|unknown tool/i);
    // 15 tools of the fixture's own and 1,100 more, less 1,000 offered.
    assert.match(gate.stderr(), /backend "scripted" offers 115 tool\(s\) past gate's bounds \(1000 tools/);
  });
});
