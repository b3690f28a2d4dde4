// Red team, round 26: gate as the MCP *client* of a hostile `--tools` server (raw JSON-RPC lines,
// test/fixtures/mcp-scripted/hostile.mjs), against the real process. A flood of 2,000
// `notifications/tools/list_changed` made gate send one tools/list per notification, all at once (1,025 in
// flight at the server, a MaxListenersExceededWarning on gate's stderr from the pipe's drain listeners);
// now one is in flight and one follows. A server that stopped reading and sent a million pings made gate
// buffer the answers without end (1 GB of RSS in 20 s, growing); now past 1 MiB of answers owed it is
// dropped and restarted. The rest held and is kept as tests: the server's requests to gate
// (sampling, elicitation, roots) are refused -32601 and the call goes on; an answer under another id is
// the call's deadline; a result nested 200,000 deep and a schema nested 100,000 deep are refused, never
// passed through (docs/mcp.md, "The governed proxy", Round 26).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from './fixtures/mcp-engine/paths.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { mcpRpc } from './helpers/mcp-rpc.js';

const HOSTILE = join(ROOT, 'test/fixtures/mcp-scripted/hostile.mjs');
const dir = mkdtempSync(join(tmpdir(), 'gate-r26-downstream-'));
const policy = join(dir, 'policy.json');
writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_'] }));

function toolsFile(name: string, env: Record<string, string>): { file: string; log: string } {
  const log = join(dir, `${name}.events.jsonl`);
  writeFileSync(log, '');
  const file = join(dir, `${name}.tools.json`);
  writeFileSync(
    file,
    JSON.stringify({
      servers: {
        h: {
          command: process.execPath,
          args: [HOSTILE],
          env: { FIXTURE_LOG: log, ...env },
          deadline_ms: 3000,
          connect_timeout_ms: 5000,
        },
      },
    }),
  );
  return { file, log };
}

const rpc = mcpRpc;

const events = (log: string) =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { listing?: number; lists?: number; asked?: unknown[] });

function assertCleanLog(gate: GateProcess): void {
  const log = gate.stderr() + gate.stdout();
  assert.doesNotMatch(log, /\n\s+at .+:\d+:\d+/, 'no stack trace');
  assert.doesNotMatch(log, /MaxListenersExceeded|Warning/, 'no warning');
  assert.ok(
    !log.includes('r26-nested-leaf') && !log.includes('say yes'),
    'no result or request bytes in the log',
  );
}

describe('a hostile downstream MCP server, the real process', { timeout: 90_000 }, () => {
  const { file, log } = toolsFile('hostile', { FIXTURE_FLOOD: '2000' });
  let gate: GateProcess;
  before(async () => {
    gate = await startGate(['--policy', policy, '--tools', file], { timeoutMs: 30_000 });
  });
  after(async () => {
    await gate?.stop();
  });

  test('a flood of list_changed: one tools/list in flight at a time, a bounded few in all', async () => {
    const before = events(log).length;
    const res = await rpc(gate, 'tools/call', { name: 'read_flood', arguments: {} });
    assert.equal(res.result?.content[0]?.text, 'flooded');
    await new Promise((r) => setTimeout(r, 1500));
    const lists = events(log).slice(before);
    assert.ok(
      lists.length >= 1 && lists.length <= 3,
      `tools/list sent ${lists.length} times for 2,000 notifications`,
    );
    assert.equal(Math.max(...lists.map((e) => e.listing ?? 0)), 1, 'one in flight');
    const listed = await rpc(gate, 'tools/list', {});
    assert.ok(
      listed.result?.tools?.some((t) => t.name === 'read_plain'),
      'the tools are still offered',
    );
    assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
  });

  test("the server's sampling, elicitation and roots requests are refused -32601; the call goes on", async () => {
    const res = await rpc(gate, 'tools/call', { name: 'read_ask', arguments: {} });
    assert.equal(res.result?.content[0]?.text, 'asked');
    const asked = events(log).find((e) => e.asked)?.asked;
    assert.deepEqual(asked, [{ error: -32601 }, { error: -32601 }, { error: -32601 }, { result: true }]);
  });

  test("an answer under another id is no answer: the call's deadline, a backend_timeout fault", async () => {
    const res = await rpc(gate, 'tools/call', { name: 'read_other_id', arguments: {} });
    assert.equal(res.error?.data?.code, 'backend_timeout', JSON.stringify(res));
    assert.match(res.error?.message ?? '', /read_other_id did not finish within its \d+ ms deadline/);
  });

  test('a result nested 200,000 deep is refused, not passed through', async () => {
    const res = await rpc(gate, 'tools/call', { name: 'read_deep', arguments: {} });
    const text = JSON.stringify(res);
    assert.ok(!text.includes('r26-nested-leaf'), 'no result bytes in the answer');
    assert.ok(res.error !== undefined || res.result?.isError === true, text.slice(0, 300));
    assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
    assertCleanLog(gate);
  });
});

describe('a downstream that stops reading and floods gate with pings, the real process', {
  timeout: 90_000,
}, () => {
  test('dropped once it owes more than 1 MiB of answers, restarted, and gate serves on', async () => {
    const { file } = toolsFile('pings', { FIXTURE_PINGS: '300000' });
    const gate = await startGate(['--policy', policy, '--tools', file], { timeoutMs: 30_000 });
    try {
      const res = await rpc(gate, 'tools/call', { name: 'read_ping_flood', arguments: {} });
      // The call ends in one shape either way (round 55): a gate fault, the server dropped under it
      // (backend_unavailable) or its deadline first on a loaded machine (backend_timeout), docs/errors.md.
      assert.equal(res.result, undefined, JSON.stringify(res).slice(0, 300));
      if (res.error?.data?.code === 'backend_unavailable')
        assert.match(res.error.message, /went away during the call/);
      else {
        assert.equal(res.error?.data?.code, 'backend_timeout', JSON.stringify(res).slice(0, 300));
        assert.match(res.error.message, /did not finish within its \d+ ms deadline/);
      }
      const dropped = () =>
        /backend "h": it asked more than it read \(over 1048576 bytes/.test(gate.stderr());
      const up = () => (gate.stderr().match(/backend "h" is up/g) ?? []).length >= 2;
      for (let i = 0; i < 300 && !(dropped() && up()); i++) await new Promise((r) => setTimeout(r, 100));
      assert.ok(dropped(), 'dropped for what it owes');
      assert.ok(up(), 'restarted');
      assert.equal(
        (await rpc(gate, 'tools/call', { name: 'read_plain', arguments: {} })).result?.content[0]?.text,
        'plain',
      );
      assert.doesNotMatch(gate.stderr() + gate.stdout(), /\n\s+at .+:\d+:\d+/, 'no stack trace');
    } finally {
      await gate.stop();
    }
  });
});

describe('a downstream whose input schema nests 100,000 deep, the real process', { timeout: 60_000 }, () => {
  test('its tools are never offered or routed; gate serves on', async () => {
    const { file } = toolsFile('schema', { FIXTURE_SCHEMA_DEPTH: '100000' });
    const gate = await startGate(['--policy', policy, '--tools', file], { timeoutMs: 30_000 });
    try {
      const listed = await rpc(gate, 'tools/list', {});
      assert.ok(!listed.result?.tools?.some((t) => t.name.startsWith('read_')), 'none offered');
      const res = await rpc(gate, 'tools/call', { name: 'read_plain', arguments: {} });
      assert.equal(res.error?.code, -32602, JSON.stringify(res));
      assertCleanLog(gate);
    } finally {
      await gate.stop();
    }
  });
});
