// Red team, round 27: round 26's open items on a hostile stdio `--tools` server (raw JSON-RPC lines,
// test/fixtures/mcp-scripted/hostile.mjs), against the real process. A server that stopped reading and
// flooded gate with pings still drew a MaxListenersExceededWarning (one drain listener per waiting write);
// writes now go one at a time. A tool whose schema nests 100,000 deep kept the whole backend down, logged
// only as `RangeError`; that tool is now refused by name, the log saying why (docs/mcp.md, "Round 27").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from './fixtures/mcp-engine/paths.js';
import { startGate } from './helpers/gate-process.js';
import { mcpRpc } from './helpers/mcp-rpc.js';

const HOSTILE = join(ROOT, 'test/fixtures/mcp-scripted/hostile.mjs');
const dir = mkdtempSync(join(tmpdir(), 'gate-r27-stdio-'));
const policy = join(dir, 'policy.json');
writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_'] }));

function toolsFile(name: string, env: Record<string, string>): string {
  const file = join(dir, `${name}.tools.json`);
  writeFileSync(
    file,
    JSON.stringify({
      servers: {
        h: { command: process.execPath, args: [HOSTILE], env, deadline_ms: 3000, connect_timeout_ms: 5000 },
      },
    }),
  );
  return file;
}

const rpc = mcpRpc;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('round 26 left open, the real process', { timeout: 120_000 }, () => {
  test('a ping flood from a server that stopped reading: dropped, and no MaxListenersExceededWarning', async () => {
    const gate = await startGate(
      ['--policy', policy, '--tools', toolsFile('pings', { FIXTURE_PINGS: '300000' })],
      {
        timeoutMs: 30_000,
      },
    );
    try {
      const res = await rpc(gate, 'tools/call', { name: 'read_ping_flood', arguments: {} });
      // The call fails in one shape whichever comes first (round 55, docs/mcp.md): a JSON-RPC error naming
      // the backend, backend_timeout at its deadline or backend_unavailable once gate dropped it.
      assert.equal(res.result, undefined, JSON.stringify(res).slice(0, 300));
      assert.ok(
        ['backend_timeout', 'backend_unavailable'].includes(res.error?.data?.code ?? ''),
        JSON.stringify(res).slice(0, 300),
      );
      assert.match(res.error?.message ?? '', /"h"/);
      const dropped = () => /backend "h": it asked more than it read/.test(gate.stderr());
      for (let i = 0; i < 300 && !dropped(); i++) await sleep(100);
      assert.ok(dropped(), 'dropped for what it owes');
      await sleep(500);
      assert.doesNotMatch(gate.stderr(), /MaxListenersExceeded|Warning/, 'no warning');
    } finally {
      await gate.stop();
    }
  });

  test('a schema nested 100,000 deep: its tools refused by name with the reason, not RangeError', async () => {
    const file = toolsFile('schema', { FIXTURE_SCHEMA_DEPTH: '100000' });
    const gate = await startGate(['--policy', policy, '--tools', file], { timeoutMs: 30_000 });
    try {
      const reason =
        /backend "h" offers 6 tool\(s\) whose metadata nests deeper than 256 levels \(first "read_flood"\): not offered/;
      for (let i = 0; i < 100 && !reason.test(gate.stderr()); i++) await sleep(100);
      assert.match(gate.stderr(), reason);
      assert.doesNotMatch(gate.stderr(), /RangeError/);
      const listed = await rpc(gate, 'tools/list', {});
      assert.ok(!listed.result?.tools?.some((t) => t.name.startsWith('read_')), 'none offered');
      assert.equal(
        (await rpc(gate, 'tools/call', { name: 'read_plain', arguments: {} })).error?.code,
        -32602,
      );
      assert.doesNotMatch(gate.stderr() + gate.stdout(), /\n\s+at .+:\d+:\d+/, 'no stack trace');
    } finally {
      await gate.stop();
    }
  });
});
