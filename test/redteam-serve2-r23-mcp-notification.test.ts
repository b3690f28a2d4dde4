// Red team, round 23, second pass: `tools/call` without an id (a JSON-RPC notification) against the real
// process. The SDK drops a notification it has no handler for, so the call never ran, but POST /mcp
// answered 202 Accepted and stdio said nothing: a client that left out the id was told its call was taken.
// Now a method outside `notifications/` without an id is refused before the server sees it: 400 with an
// id-less -32600 on HTTP (MCP's answer to input it cannot accept), an id-less -32600 line on stdio; a
// batch holding one is refused whole, so nothing in it runs (docs/mcp.md, "Round 23, second pass").
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { writePolicy } from './fixtures/mcp-e2e/suite.js';
import { FILESYSTEM_SERVER } from './fixtures/mcp-engine/paths.js';
import { type GateProcess, gateCommand, REPO_ROOT, startGate } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r23-notify-'));
const root = join(dir, 'root');
mkdirSync(root, { recursive: true });
const toolsFile = join(dir, 'tools.json');
writeFileSync(
  toolsFile,
  JSON.stringify({
    servers: { fs: { command: process.execPath, args: [FILESYSTEM_SERVER, root], deadline_ms: 10_000 } },
  }),
);
const policyFile = writePolicy();

/** A tools/call that writes `name` under the root: directly (the proxy) or through gate_syscall. */
function writeCall(name: string, via: 'proxy' | 'syscall', id?: number): Record<string, unknown> {
  const args = { path: join(root, name), content: 'x' };
  const params =
    via === 'proxy'
      ? { name: 'write_file', arguments: args }
      : { name: 'gate_syscall', arguments: { tool: 'write_file', arguments: args } };
  return { jsonrpc: '2.0', ...(id !== undefined ? { id } : {}), method: 'tools/call', params };
}

async function post(url: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

const settle = () => new Promise((r) => setTimeout(r, 400));

describe('tools/call without an id over POST /mcp', () => {
  let gate: GateProcess;
  before(async () => {
    gate = await startGate(['--policy', policyFile, '--tools', toolsFile]);
  });
  after(async () => {
    await gate?.stop();
  });

  for (const via of ['proxy', 'syscall'] as const)
    test(`${via}: refused 400 with an id-less -32600, and nothing runs`, async () => {
      const name = `notified-${via}.txt`;
      const res = await post(gate.url, writeCall(name, via));
      assert.equal(res.status, 400, res.text);
      const body = JSON.parse(res.text) as { id: unknown; error: { code: number; message: string } };
      assert.equal(body.id, null);
      assert.equal(body.error.code, -32600);
      assert.match(body.error.message, /tools\/call.*id/);
      assert.ok(!body.error.message.includes(root), 'no argument bytes in the error');
      await settle();
      assert.ok(!existsSync(join(root, name)), 'the notified call did not run');
    });

  test('a batch holding one is refused whole: its request does not run either', async () => {
    const res = await post(gate.url, [
      writeCall('batched-req.txt', 'proxy', 1),
      writeCall('batched-note.txt', 'proxy'),
    ]);
    assert.equal(res.status, 400, res.text);
    await settle();
    assert.ok(!existsSync(join(root, 'batched-req.txt')) && !existsSync(join(root, 'batched-note.txt')));
  });

  test('true notifications are still 202, and the same call with an id runs (the floor admits it)', async () => {
    const note = await post(gate.url, { jsonrpc: '2.0', method: 'notifications/initialized' });
    assert.equal(note.status, 202);
    const res = await post(gate.url, writeCall('with-id.txt', 'proxy', 7));
    assert.equal(res.status, 200, res.text);
    assert.ok(existsSync(join(root, 'with-id.txt')), 'the call with an id ran');
    assert.ok(!gate.stderr().includes(root), 'no argument bytes in the log');
  });
});

test('stdio: tools/call without an id is answered with an id-less -32600 and does not run', async () => {
  const init = {
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'r23', version: '0' } },
  };
  const lines = [init, writeCall('stdio-note.txt', 'syscall'), { jsonrpc: '2.0', id: 9, method: 'ping' }];
  const answers = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
    const child = spawn(...gateCommand(['serve', '--stdio', '--policy', policyFile, '--tools', toolsFile]), {
      cwd: REPO_ROOT,
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    child.stderr.resume();
    child.once('error', reject);
    child.once('exit', () =>
      resolve(
        out
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      ),
    );
    child.stdin.end(lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
  });
  const refused = answers.filter((a) => a.id === null);
  assert.equal(refused.length, 1, JSON.stringify(answers));
  assert.equal((refused[0]!.error as { code: number }).code, -32600);
  assert.ok(
    answers.some((a) => a.id === 9 && 'result' in a),
    'the session goes on',
  );
  assert.ok(!existsSync(join(root, 'stdio-note.txt')));
});
