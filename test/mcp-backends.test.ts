// `gate serve --tools`: real MCP servers as backends (the reference filesystem server from npm on a
// temporary directory, and a scripted server that stalls, hangs and dies), driven through the real gate
// process with the official SDK client, over HTTP and over stdio.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  type CallToolResult,
  McpError,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { callDoc, E2E_POLICY, FAKE_CREDENTIAL, writePolicy } from './fixtures/mcp-e2e/suite.js';
import { FILESYSTEM_SERVER, SCRIPTED_SERVER } from './fixtures/mcp-engine/paths.js';
import { type GateProcess, gateCommand, REPO_ROOT, runGate, startGate } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-mcp-fs-'));
const root = join(dir, 'root');
mkdirSync(join(root, '.git'), { recursive: true });
writeFileSync(join(root, 'hello.txt'), 'hello from the filesystem server\n');
writeFileSync(join(root, '.git', 'config'), '[core]\n\tbare = false\n');
writeFileSync(join(root, 'creds.txt'), FAKE_CREDENTIAL);
const pidFile = join(dir, 'scripted.pid');

const toolsFile = join(dir, 'tools.json');
writeFileSync(
  toolsFile,
  JSON.stringify({
    servers: {
      fs: { command: process.execPath, args: [FILESYSTEM_SERVER, root], deadline_ms: 10_000 },
      scripted: {
        command: process.execPath,
        args: [SCRIPTED_SERVER],
        env: { FIXTURE_PIDFILE: pidFile },
        deadline_ms: 700,
      },
    },
  }),
);
const policyFile = writePolicy();

function textOf(res: CallToolResult): string {
  const block = res.content[0];
  return block?.type === 'text' ? block.text : '';
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('gate_syscall and the governed proxy on real backends (HTTP)', () => {
  let gate: GateProcess;
  let client: Client;
  before(async () => {
    gate = await startGate(['--policy', policyFile, '--tools', toolsFile]);
    client = new Client({ name: 'backend-e2e', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
  });
  after(async () => {
    await client?.close();
    await gate?.stop();
  });

  test('a read is admitted, run on the filesystem server and returned', async () => {
    const doc = await callDoc(client, 'gate_syscall', {
      tool: 'read_text_file',
      args: JSON.stringify({ path: join(root, 'hello.txt') }),
    });
    assert.equal((doc.verdict as { kind: string }).kind, 'ALLOW');
    const result = doc.result as { status: string; content: string; meta: Record<string, string> };
    assert.equal(result.status, 'OK');
    assert.equal(result.content, 'hello from the filesystem server\n');
    assert.equal(result.meta.backend, 'fs');
  });

  test('a write to a self-modification path is refused SELF_MODIFY and the file is untouched', async () => {
    const target = join(root, '.git', 'config');
    const before = readFileSync(target, 'utf8');
    const doc = await callDoc(client, 'gate_syscall', {
      tool: 'write_file',
      arguments: { path: target, content: 'pwned' },
    });
    const verdict = doc.verdict as { kind: string; reason: string; detail: Record<string, string> };
    assert.equal(verdict.kind, 'DENY');
    assert.equal(verdict.reason, 'SELF_MODIFY');
    assert.equal(verdict.detail.claim, '.git/');
    assert.equal('result' in doc, false);
    const direct = (await client.callTool({
      name: 'write_file',
      arguments: { path: target, content: 'pwned' },
    })) as CallToolResult;
    assert.equal(direct.isError, true);
    assert.match(textOf(direct), /^\[gate\] write_file was refused and not run: DENY SELF_MODIFY/);
    assert.equal(readFileSync(target, 'utf8'), before);
  });

  test('a file holding a planted credential comes back QUARANTINE with empty content', async () => {
    const doc = await callDoc(client, 'gate_syscall', {
      tool: 'read_text_file',
      args: JSON.stringify({ path: join(root, 'creds.txt') }),
    });
    const verdict = doc.verdict as Record<string, string>;
    assert.equal(verdict.kind, 'QUARANTINE');
    assert.equal(verdict.reason, 'SECRET_EXFIL');
    const result = doc.result as { content: string; meta: Record<string, string> };
    assert.equal(result.content, '');
    assert.equal(result.meta.admit, 'quarantined');
    const direct = (await client.callTool({
      name: 'read_text_file',
      arguments: { path: join(root, 'creds.txt') },
    })) as CallToolResult;
    assert.equal(direct.isError, true);
    assert.match(
      textOf(direct),
      /^\[gate\] read_text_file ran, but its result was withheld: QUARANTINE SECRET_EXFIL/,
    );
    assert.ok(!JSON.stringify(direct).includes('AKIAZ7XQ3B4N5M6P7RWS'));
  });

  test('tools/list offers the downstream tools the floor admits, and never a refused one', async () => {
    const names = (await client.listTools()).tools.map((t) => t.name);
    for (const offered of ['read_text_file', 'list_directory', 'write_file', 'read_echo'])
      assert.ok(names.includes(offered), offered);
    for (const hidden of ['move_file', 'create_directory', 'directory_tree', 'crash'])
      assert.ok(!names.includes(hidden), hidden);
    assert.equal(
      names.filter((n) => n === 'gate_admit').length,
      1,
      "a downstream tool never shadows gate's own",
    );
    const direct = (await client.callTool({
      name: 'read_text_file',
      arguments: { path: join(root, 'hello.txt') },
    })) as CallToolResult;
    assert.equal(direct.isError, false);
    assert.equal(textOf(direct), 'hello from the filesystem server\n');
    const hidden = (await client.callTool({
      name: 'move_file',
      arguments: { source: 'a', destination: 'b' },
    })) as CallToolResult;
    assert.equal(hidden.isError, true);
    assert.match(textOf(hidden), /^\[gate\] move_file was refused and not run: DENY DEFAULT_DENY/);
  });

  test('a hung backend call ends at its deadline: TOOL_DEADLINE_EXCEEDED, proxied a backend_timeout fault; the server stays usable', async () => {
    const doc = await callDoc(client, 'gate_syscall', { tool: 'read_hang', args: '{}' });
    assert.deepEqual(doc.verdict, {
      kind: 'DENY',
      reason: 'TOOL_DEADLINE_EXCEEDED',
      by: 'backend',
      disposition: 'TERMINAL',
      detail: { backend: 'scripted', deadline_ms: '700' },
    });
    assert.equal((doc.result as { status: string }).status, 'ERROR');
    await assertTimedOut(client);
    const echo = await callDoc(client, 'gate_syscall', { tool: 'read_echo', arguments: { text: 'alive' } });
    assert.equal((echo.result as { content: string }).content, 'alive');
  });

  test('a killed backend is restarted; calls in the meantime fail clearly, none hangs', async () => {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    process.kill(pid, 'SIGKILL');
    const seen = new Set<string>();
    const back = await waitFor('the scripted backend to come back', async () => {
      const doc = await callDoc(client, 'gate_syscall', { tool: 'read_pid', args: '{}' });
      const result = doc.result as { status: string; content: string; meta: Record<string, string> };
      if (result.status === 'OK') return result.content;
      assert.equal(result.status, 'ERROR');
      seen.add(result.meta.error ?? '');
      assert.match(result.content, /^\[gate\] .*(backend "scripted"|deadline)/);
      return undefined;
    });
    assert.notEqual(Number(back), pid);
    assert.equal(Number(readFileSync(pidFile, 'utf8')), Number(back));
    // Down or restarting; under heavy load a call written just before the kill may run out its deadline.
    for (const code of seen)
      assert.ok(['BACKEND_UNAVAILABLE', 'TOOL_DEADLINE_EXCEEDED'].includes(code), code);
  });
});

/**
 * A proxied call past its deadline (700 ms) is a gate fault as the SDK reads it, as a backend dropped
 * during the call is (round 55, docs/errors.md "Backend faults on MCP"): never a tool result.
 */
async function assertTimedOut(client: Client): Promise<void> {
  const started = Date.now();
  const err = await client.callTool({ name: 'read_slow', arguments: { ms: 5000 } }).then(
    (r) => r,
    (e: unknown) => e,
  );
  assert.ok(err instanceof McpError, `a JSON-RPC error, not ${JSON.stringify(err).slice(0, 200)}`);
  assert.equal(err.code, -32603);
  assert.deepEqual(err.data, { code: 'backend_timeout' });
  assert.match(
    err.message,
    /^MCP error -32603: read_slow did not finish within its 700 ms deadline on backend "scripted"; gate cancelled it/,
  );
  assert.ok(Date.now() - started < 4000, "answered at the deadline, not the tool's 5 s");
}

describe('the governed proxy over stdio', () => {
  test('a floor reload (SIGHUP) that changes the offer sends tools/list_changed', async () => {
    const policy = writePolicy({ ...E2E_POLICY, allow: ['write_file'] });
    const [command, args] = gateCommand(['serve', '--stdio', '--policy', policy, '--tools', toolsFile]);
    const transport = new StdioClientTransport({
      command,
      args,
      cwd: REPO_ROOT,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', () => undefined);
    const client = new Client({ name: 'reload-e2e', version: '1' });
    let changed = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      changed++;
    });
    await client.connect(transport);
    try {
      const before = (await client.listTools()).tools.map((t) => t.name);
      assert.ok(before.includes('write_file'));
      assert.ok(!before.includes('write_note'));
      writeFileSync(policy, JSON.stringify({ ...E2E_POLICY, allow: ['write_note'] }));
      process.kill(transport.pid!, 'SIGHUP');
      await waitFor('tools/list_changed', async () => (changed > 0 ? true : undefined), 8_000);
      const after = (await client.listTools()).tools.map((t) => t.name);
      assert.ok(after.includes('write_note'));
      assert.ok(!after.includes('write_file'));
      const read = (await client.callTool({
        name: 'read_text_file',
        arguments: { path: join(root, 'hello.txt') },
      })) as CallToolResult;
      assert.equal(textOf(read), 'hello from the filesystem server\n');
      await assertTimedOut(client);
    } finally {
      await client.close();
    }
  });
});

test('a bad --tools file stops gate at startup with one clear line per problem, exit 1', async () => {
  const bad = join(dir, 'bad-tools.json');
  writeFileSync(
    bad,
    JSON.stringify({ servers: { fs: { comand: 'node' }, web: { url: 'http://127.0.0.1:1/mcp', args: [] } } }),
  );
  const r = await runGate(['serve', '--addr', '127.0.0.1:0', '--tools', bad]);
  assert.equal(r.code, 1);
  assert.match(
    r.stderr,
    /^gate: invalid tools file .*bad-tools\.json: servers\.fs needs exactly one of "command"/m,
  );
  assert.match(r.stderr, /servers\.web: "args" is only for a stdio server/);
  assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
});
