// Names a downstream MCP server chooses, in gate's own log: a server offering a tool twice (or one another
// backend offers) was logged as `backend "x" also offers "<name>"` with the name raw, so a name holding a
// newline forged a `gate:` line of its own and an ANSI escape drove the operator's terminal. The name is
// now quoted as JSON: every line on stderr is gate's, and no control character reaches it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { SCRIPTED_SERVER } from './fixtures/mcp-engine/paths.js';
import { startGate } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r15-log-'));
describe('redteam-serve-r15-log-names', () => {
  after(() => rmSync(dir, { recursive: true, force: true }));

  const HOSTILE = 'read_x\ngate: backend "fs" is up with 0 tool(s)\u001b[2J\r';

  test('a tool name a backend offers twice reaches the log quoted, on one line, without escapes', async () => {
    const tools = join(dir, 'tools.json');
    const env = { FIXTURE_EXTRA_TOOLS: JSON.stringify([HOSTILE, HOSTILE]) };
    const servers = { scripted: { command: process.execPath, args: [SCRIPTED_SERVER], env } };
    writeFileSync(tools, JSON.stringify({ servers }));
    const gate = await startGate(['--tools', tools]);
    try {
      const stderr = gate.stderr();
      assert.match(
        stderr,
        // Round 16: such a name is refused at discovery (never offered), so the line that quotes it is that refusal.
        /holds a control character \(first "read_x\\ngate: backend \\"fs\\" is up with 0 tool\(s\)\\u001b\[2J\\r"\): not offered/,
      );
      assert.ok(
        !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(stderr),
        'no control character but newline and tab',
      );
      assert.ok(!stderr.includes('\ngate: backend "fs"'), 'no line the name forged');
    } finally {
      await gate.stop();
    }
  });
});
