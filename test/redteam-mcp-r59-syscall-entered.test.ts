// Round 59 (docs/mcp.md, "Round 59 (redteam-r59)"): gate_syscall takes `entered` as gate_adjudicate does
// (round 58). A client whose `cd r` resolves into a shared place on its disk told gate_adjudicate so, and
// gate_syscall refused the argument outright (-32602 unknown argument), so a client that runs through gate
// could not report what its disk showed. Through the real `gate serve` with the official SDK client and a
// shell server behind gate (the scripted fixture's run_shell_command, which runs nothing).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { readableEntered } from '../src/server/workspace-pins.js';
import { callDoc } from './fixtures/mcp-e2e/suite.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { SHELL_TOOL as SHELL, shellServerTools } from './helpers/shell-server-tools.js';

const LINKED = /a link the file system resolves into a shared place/;
type Doc = { verdict: { kind: string; detail?: { claim?: string } } };

describe('round 59: gate_syscall reads `entered` as gate_adjudicate does', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r59-syscall-'));
  let gate: GateProcess;
  let client: Client;
  before(async () => {
    gate = await startGate(['--tools', shellServerTools(dir)]);
    client = new Client({ name: 'r59-syscall-entered', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
    // The shell server is offered once gate has listed it.
    for (let i = 0; ; i++) {
      const { tools } = await client.listTools();
      if (tools.some((t) => t.name === SHELL)) break;
      if (i > 400) throw new Error('the shell server was not offered');
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  after(async () => {
    await client?.close();
    await gate?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = (entered: string | undefined) =>
    callDoc(client, 'gate_syscall', {
      tool: SHELL,
      arguments: { command: 'cd r && git status', cwd: '/srv/app' },
      trace_id: `r59-syscall-${Math.random().toString(36).slice(2)}`,
      ...(entered === undefined ? {} : { entered }),
    }) as Promise<Doc>;

  it('listed in its schema; read as a link into a shared place; one gate cannot read refused unechoed', async () => {
    const { tools } = await client.listTools();
    const syscall = tools.find((t) => t.name === 'gate_syscall');
    assert.ok(syscall?.inputSchema.properties && 'entered' in syscall.inputSchema.properties);
    // On the base (557511c6) the next two were refused -32602: `entered` was no gate_syscall argument.
    assert.equal((await run(undefined)).verdict.kind, 'ALLOW');
    const linked = await run('/tmp/r59-planted');
    assert.equal(linked.verdict.kind, 'DENY');
    assert.match(String(linked.verdict.detail?.claim), LINKED);
    for (const bad of ['MARK9/tmp/r', '/home/u/MARK9', '/tmp/../etc/MARK9', '/tmp/MARK9\u0007'])
      await assert.rejects(run(bad), (err: Error) => {
        assert.match(err.message, /"entered" must be the shared place/);
        assert.doesNotMatch(err.message, /MARK9/);
        return true;
      });
  });

  it('fast-check: any entered is a verdict only when gate reads it, and then the call is refused', async () => {
    const place = fc.oneof(
      fc.string({ maxLength: 40 }).map((s) => `/tmp/${s}`),
      fc.string({ maxLength: 40 }),
      fc.constantFrom('/var/tmp/x', '/dev/shm/y', '/tmp', '/constructor', '/tmp/__proto__'),
    );
    await fc.assert(
      fc.asyncProperty(place, async (entered) => {
        try {
          const doc = await run(entered);
          assert.ok(readableEntered(entered), 'a verdict for a fact gate cannot read');
          assert.equal(doc.verdict.kind, 'DENY', JSON.stringify(entered));
        } catch (err) {
          assert.match((err as Error).message, /"entered" must be/);
          assert.ok(!readableEntered(entered), 'refused a fact gate reads');
        }
      }),
      { numRuns: 40 },
    );
  });
});
