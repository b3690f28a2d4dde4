// Round 58 (edge-r58; docs/mcp.md, "Round 58 (edge-r58)"): what a remote edge is told, through the real
// `gate serve`, the real `gate hook` and the MCP SDK client. On the base (a464c59a): a remote `gate hook`
// (GATE_URL) dropped the directory a call's `cd` enters as the hook's disk resolves it (a link into /tmp),
// so `cd ./r && git status` was refused by the embedded hook and admitted by the gateway; both refused
// `cd sub && git status` inside a project under /tmp (its own directory read as a link into a shared
// place); and an MCP client that named its trace at `initialize` was given a minted session, so its
// later requests, carrying only the session, were judged (and journaled) on another trace.
import assert from 'node:assert/strict';
import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { inSharedPlace } from '../src/kernel/ladder/shell-option-scripts.js';
import { readableEntered } from '../src/server/workspace-pins.js';
import { callDoc } from './fixtures/mcp-e2e/suite.js';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';
import { mcpCallRecords } from './helpers/mcp-call-records.js';

const KEY = 'k-edge-r58';
const LINKED = /a link the file system resolves into a shared place/;
type Doc = { verdict: { kind: string; detail?: { claim?: string } }; trace_id?: string };

// The link must live outside every shared place (a clone under /tmp is in one): the checkout, else the home.
const unshared = [process.cwd(), homedir()].find((d) => !inSharedPlace(d));

// Built at load, before any socket opens (round 67, docs/testing.md): fast-check's first `unit: 'binary'`
// string builds its table synchronously (~1.4 s of CPU, 20 s at load 30); built inside the property it held
// the event loop past gate's keep-alive (5 s + 5 s grace), so the SDK's next POST went out on a pooled
// socket gate had closed (`UND_ERR_SOCKET`, other side closed: a POST is not retried), a client's fault.
const place = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 20 }).map((s) => `/tmp/${s}`),
  fc.constantFrom('/tmp', '/var/tmp/x', '/dev/shm/r', '/home/u/p', '/tmp/__proto__', '/tmp/{a,b}', '~/r'),
  fc.integer({ min: 4000, max: 70_000 }).map((n) => `/tmp/${'y'.repeat(n)}`),
  fc.string({ unit: 'binary', maxLength: 30 }).map((s) => `/tmp/${s}`),
);

describe('round 58: the directory a call enters, as the client disk resolves it, reaches a remote gate', () => {
  let gate: GateProcess;
  let scratch: string;
  let other: string;
  let proj: string;
  let home: string | undefined;
  before(async () => {
    scratch = fs.realpathSync.native(mkdtempSync(join(tmpdir(), 'edge-r58-r-')));
    other = fs.realpathSync.native(mkdtempSync(join(tmpdir(), 'edge-r58-other-')));
    // A project under /tmp, pinned by the operator and named by Claude Code as CLAUDE_PROJECT_DIR.
    proj = fs.realpathSync.native(mkdtempSync(join(tmpdir(), 'edge-r58-proj-')));
    fs.mkdirSync(join(proj, 'sub'));
    fs.symlinkSync(other, join(proj, 'out'));
    if (unshared !== undefined) {
      home = mkdtempSync(join(unshared, '.gate-edge-r58-'));
      fs.symlinkSync(scratch, join(home, 'r'));
      fs.mkdirSync(join(home, 'plain'));
    }
    gate = await startGate(['--require-key-env', 'GATE_KEY', '--workspace', proj], {
      env: { GATE_KEY: KEY },
    });
  });
  after(async () => {
    await gate?.stop();
    for (const d of [scratch, other, proj, home]) if (d) rmSync(d, { recursive: true, force: true });
  });

  /** The hook's decision for a Bash command run in `cwd`: embedded, or asking the gate (GATE_URL). */
  const hookDecision = async (command: string, cwd: string, remote: boolean, project?: string) => {
    const event = JSON.stringify({
      session_id: 's-edge-r58',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
      tool_use_id: 'toolu_r58',
      cwd,
    });
    const r = await runGate(['hook', 'claude-code'], {
      input: event,
      env: {
        GATE_URL: remote ? gate.url : undefined,
        // What is tested is the verdict a remote hook gets, not its latency: the 5 s default (an operator's
        // interactive bound; its expiry is judge.test.ts's) was spent at load 30 by a starved hook and gate.
        GATE_HOOK_TIMEOUT_MS: '60000',
        GATE_KEY: KEY,
        CLAUDE_PROJECT_DIR: project,
      },
    });
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout.trim() === '' ? '{}' : r.stdout) as {
      hookSpecificOutput?: { permissionDecision?: string; permissionDecisionReason?: string };
    };
    return {
      decision: out.hookSpecificOutput?.permissionDecision ?? 'allow',
      reason: out.hookSpecificOutput?.permissionDecisionReason ?? '',
    };
  };

  it('a remote hook sends the link its disk resolves: refused as the embedded hook refuses it', {
    skip: unshared === undefined ? 'neither the checkout nor the home is outside a shared place' : false,
  }, async () => {
    for (const remote of [false, true]) {
      const linked = await hookDecision('cd ./r && git status', home as string, remote);
      // On the base: allow when remote (the gateway never heard of the link).
      assert.equal(linked.decision, 'deny', `remote=${remote}`);
      assert.match(linked.reason, LINKED);
      assert.ok(!linked.reason.includes(scratch), 'the resolved place is not named');
      const via = await hookDecision(`git -C ${join(home as string, 'r')} status`, home as string, remote);
      assert.equal(via.decision, 'deny', `git -C, remote=${remote}`);
      assert.equal(
        (await hookDecision('cd ./plain && git status', home as string, remote)).decision,
        'allow',
      );
    }
  });

  it("a directory in the session's own project under /tmp is no shared place; a link out of it still is", async () => {
    for (const remote of [false, true]) {
      // On the base: deny, on both paths (proj/sub resolved into /tmp and read as a link into a shared place).
      const inside = await hookDecision('cd sub && git status', proj, remote, proj);
      assert.equal(inside.decision, 'allow', `remote=${remote}: ${inside.reason}`);
      const out = await hookDecision('cd out && git status', proj, remote, proj);
      assert.equal(out.decision, 'deny', `remote=${remote}`);
      assert.match(out.reason, LINKED);
    }
  });

  it('gate_adjudicate: entered is read, bounded by the workspace, and one gate cannot read is refused unechoed', async () => {
    const client = new Client({ name: 'edge-r58-entered', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${KEY}` } },
      }),
    );
    try {
      const ask = (entered: string | undefined, extra: Record<string, unknown> = {}) =>
        callDoc(client, 'gate_adjudicate', {
          tool: 'Bash',
          arguments: { command: 'cd r && git status', cwd: '/srv/app' },
          trace_id: `edge-r58-${Math.random().toString(36).slice(2)}`,
          ...(entered === undefined ? {} : { entered }),
          ...extra,
        }) as Promise<Doc>;
      assert.equal((await ask(undefined)).verdict.kind, 'ALLOW');
      const linked = await ask('/tmp/edge-r58-planted');
      assert.equal(linked.verdict.kind, 'DENY');
      assert.match(String(linked.verdict.detail?.claim), LINKED);
      // In the pinned workspace (claimed, or the one pin with no claim): the project's own directory.
      assert.equal((await ask(`${proj}/sub`, { workspace: proj })).verdict.kind, 'ALLOW');
      assert.equal((await ask(`${proj}/sub`)).verdict.kind, 'ALLOW');
      assert.equal((await ask(other, { workspace: proj })).verdict.kind, 'DENY');
      for (const bad of [
        'MARK8/tmp/r',
        '/home/u/MARK8',
        '/tmp/../etc/MARK8',
        '/tmp/./MARK8',
        '/tmp/MARK8\u0007',
        `/tmp/MARK8${'x'.repeat(5000)}`,
      ])
        await assert.rejects(ask(bad), (err: Error) => {
          assert.match(err.message, /"entered" must be the shared place/);
          assert.doesNotMatch(err.message, /MARK8/);
          return true;
        });
    } finally {
      await client.close();
    }
  });

  it('fast-check: any entered over the SDK is a verdict only when gate reads it, and then read as a link', async () => {
    const client = new Client({ name: 'edge-r58-entered-fc', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${KEY}` } },
      }),
    );
    let read = 0;
    let refused = 0;
    try {
      await fc.assert(
        fc.asyncProperty(place, async (entered) => {
          try {
            const doc = (await callDoc(client, 'gate_adjudicate', {
              tool: 'Bash',
              arguments: { command: 'cd r && git status' },
              trace_id: 'edge-r58-fc',
              entered,
            })) as Doc;
            assert.ok(readableEntered(entered), 'a verdict for a fact gate cannot read');
            assert.equal(doc.verdict.kind, 'DENY');
            read += 1;
          } catch (err) {
            // The message names what else failed (a loaded CI run once failed here with it unprinted).
            const message = (err as Error).message;
            assert.match(message, /"entered" must be/, `another failure: ${message.slice(0, 300)}`);
            assert.ok(!readableEntered(entered), 'refused a fact gate reads');
            refused += 1;
          }
        }),
        { numRuns: 80, includeErrorInReport: true },
      );
    } finally {
      await client.close();
    }
    assert.ok(read > 0 && refused > 0, `read ${read}, refused ${refused}: both sides seen`);
    assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
  });
});

describe('round 58: /mcp initialize with x-gate-trace-id: the session is that trace', () => {
  let dir: string;
  let gate: GateProcess;
  let journal: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-edge-r58-init-'));
    journal = join(dir, 'journal.jsonl');
    gate = await startGate([], { env: { GATE_AUDIT_JOURNAL: journal } });
  });
  after(async () => {
    await gate?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the SDK client names its trace on initialize only: header, session, access log and journal agree', async () => {
    const TRACE = 'edge-r58.init:1';
    const heads: { method: string; trace: string | null; session: string | null }[] = [];
    const transport = new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
      fetch: async (url, init) => {
        const body = typeof init?.body === 'string' ? init.body : '';
        const method = /"method":"([^"]+)"/.exec(body)?.[1] ?? '';
        // Only the initialize request names the trace; the SDK sends the session after.
        const headers = new Headers(init?.headers);
        if (method === 'initialize') headers.set('x-gate-trace-id', TRACE);
        const res = await fetch(url, { ...init, headers });
        heads.push({
          method,
          trace: res.headers.get('x-gate-trace-id'),
          session: res.headers.get('mcp-session-id'),
        });
        return res;
      },
    });
    const client = new Client({ name: 'edge-r58-init', version: '1' });
    await client.connect(transport);
    try {
      // On the base: 32 minted hex digits, and the later call judged on them.
      assert.equal(transport.sessionId, TRACE);
      const doc = await callDoc(client, 'gate_adjudicate', { tool: 'read_file', arguments: { path: 'r58' } });
      assert.equal(doc.trace_id, TRACE);
      const init = heads.find((h) => h.method === 'initialize');
      assert.deepEqual(init, { method: 'initialize', trace: TRACE, session: TRACE });
      assert.equal(heads.find((h) => h.method === 'tools/call')?.trace, TRACE);
      const { line, row } = await mcpCallRecords(gate, journal, 'read_file');
      assert.match(String(line), new RegExp(`"trace_id":"${TRACE.replace(/\./g, '\\.')}"`));
      assert.match(String(row), new RegExp(`"trace_id":"${TRACE.replace(/\./g, '\\.')}"`));
    } finally {
      await client.close();
    }
  });

  it('initialize resuming a session keeps it; a traceparent alone, or nothing, gets a minted one', async () => {
    const init = (headers: Record<string, string>) =>
      fetch(`${gate.url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-03-26',
            capabilities: {},
            clientInfo: { name: 'raw', version: '1' },
          },
        }),
      });
    assert.equal(
      (await init({ 'mcp-session-id': 'edge-r58-resumed' })).headers.get('mcp-session-id'),
      'edge-r58-resumed',
    );
    // x-gate-trace-id wins over a session, as it does for a call.
    const both = await init({ 'mcp-session-id': 'edge-r58-s', 'x-gate-trace-id': 'edge-r58-t' });
    assert.equal(both.headers.get('mcp-session-id'), 'edge-r58-t');
    const parent = await init({ traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' });
    assert.match(String(parent.headers.get('mcp-session-id')), /^[0-9a-f]{32}$/);
    assert.notEqual(parent.headers.get('mcp-session-id'), '4bf92f3577b34da6a3ce929d0e0e4736');
    assert.match(String((await init({})).headers.get('mcp-session-id')), /^[0-9a-f]{32}$/);
  });
});
