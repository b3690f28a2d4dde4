// Round 57 (docs/mcp.md, "Round 57 (mcp-r57)"): what an HTTP MCP client may tell gate about its
// conversation, through the real `gate serve` and the official SDK client. On the base (0ecf8e2d) a client
// naming no trace got a fresh trace per POST: `cd /tmp/r` on one request and `git status` on the next were
// both admitted, and the SDK's client, which names none, was that client. Now gate gives a session at
// initialize (Mcp-Session-Id) and a request's calls join it; a request naming neither a trace nor a
// session is refused a call whose decision depends on earlier calls. Then the headers as a hostile client
// sends them (fast-check: garbage, huge, repeated): never a crash, never a stack, never a wrong trace.
// And `workspace` (gate_adjudicate) pinned by the operator: a claim outside the pinned directory is refused.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { callDoc } from './fixtures/mcp-e2e/suite.js';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';

const SHELL = 'run_shell_command';
const kind = (doc: Record<string, unknown>) => (doc.verdict as { kind: string }).kind;

/** One JSON-RPC tools/call body asking gate_adjudicate about a shell command (or `tool` with its arguments). */
const ask = (id: number, args: Record<string, unknown>) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'gate_adjudicate', arguments: args },
  });
const shellAsk = (id: number, command: string, extra: Record<string, unknown> = {}) =>
  ask(id, { tool: SHELL, arguments: { command }, ...extra });

describe('round 57: the MCP session is the conversation on POST /mcp', () => {
  let gate: GateProcess;
  before(async () => {
    gate = await startGate([]);
  });
  after(async () => {
    await gate?.stop();
  });

  const post = async (body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${gate.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body,
    });
    return { status: res.status, session: res.headers.get('mcp-session-id'), text: await res.text() };
  };

  const sdk = async (headers: Record<string, string> = {}) => {
    const transport = new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
      requestInit: { headers },
    });
    const client = new Client({ name: 'r57-session', version: '1' });
    await client.connect(transport);
    return { client, transport };
  };

  it('the SDK client naming no trace: its calls on separate requests are one conversation (on the base, each its own)', async () => {
    const a = await sdk();
    const b = await sdk();
    try {
      assert.match(a.transport.sessionId ?? '', /^[0-9a-f]{32}$/);
      assert.notEqual(a.transport.sessionId, b.transport.sessionId);
      const cd = await callDoc(a.client, 'gate_adjudicate', {
        tool: SHELL,
        arguments: { command: 'cd /tmp/r' },
      });
      assert.equal(kind(cd), 'ALLOW');
      assert.equal(cd.trace_id, a.transport.sessionId);
      const status = await callDoc(a.client, 'gate_adjudicate', {
        tool: SHELL,
        arguments: { command: 'git status' },
      });
      assert.equal(kind(status), 'DENY');
      // Another session stands apart.
      assert.equal(
        kind(
          await callDoc(b.client, 'gate_adjudicate', { tool: SHELL, arguments: { command: 'git status' } }),
        ),
        'ALLOW',
      );
    } finally {
      await a.client.close();
      await b.client.close();
    }
  });

  it('x-gate-trace-id names the conversation over the session; a trace_id argument over both', async () => {
    const c = await sdk({ 'x-gate-trace-id': 'r57-named' });
    try {
      const doc = await callDoc(c.client, 'gate_adjudicate', {
        tool: SHELL,
        arguments: { command: 'cd /tmp/r' },
      });
      assert.equal(doc.trace_id, 'r57-named');
      const other = await callDoc(c.client, 'gate_adjudicate', {
        tool: SHELL,
        arguments: { command: 'git status' },
        trace_id: 'r57-other',
      });
      assert.equal(kind(other), 'ALLOW');
    } finally {
      await c.client.close();
    }
    // The session id alone, sent by hand, joins the trace it names (as the SDK's client sends it).
    const init = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'hand', version: '1' },
        },
      }),
    );
    assert.match(init.session ?? '', /^[0-9a-f]{32}$/);
    const session = { 'mcp-session-id': init.session! };
    assert.match((await post(shellAsk(2, 'cd /var/tmp/x'), session)).text, /"kind\\":\\"ALLOW/);
    assert.match((await post(shellAsk(3, 'make'), session)).text, /"kind\\":\\"DENY/);
    // A call that is not initialize gets no session.
    assert.equal((await post(shellAsk(4, 'ls'), session)).session, null);
  });

  it('a request naming neither a trace nor a session: a shell call is refused with the reason, other calls answered', async () => {
    const refused = await post(shellAsk(1, 'git status'));
    assert.equal(refused.status, 200);
    const body = JSON.parse(refused.text) as { id: number; error?: { code: number; message: string } };
    assert.equal(body.id, 1);
    assert.equal(body.error?.code, -32602);
    assert.match(body.error?.message ?? '', /names no conversation: keep the Mcp-Session-Id/);
    // In a batch too, the shell calls of it: `cd /tmp/r` and `git status` sent together on no trace.
    const batch = JSON.parse(
      (await post(`[${shellAsk(1, 'cd /tmp/r')},${shellAsk(2, 'git status')}]`)).text,
    ) as Array<{ error?: { code: number } }>;
    assert.deepEqual(
      batch.map((r) => r.error?.code),
      [-32602, -32602],
    );
    // A call whose decision no earlier call changes is answered as before (the curl one-shot).
    assert.match(
      (await post(ask(2, { tool: 'write_file', args: '{"path": ".git/config"}' }))).text,
      /SELF_MODIFY/,
    );
    assert.match((await post(ask(3, { tool: 'read_file', args: '{"path":"README.md"}' }))).text, /ALLOW/);
    // A trace named any way is answered: the argument, the header, a traceparent.
    assert.match((await post(shellAsk(4, 'git status', { trace_id: 'r57-arg' }))).text, /ALLOW/);
    assert.match((await post(shellAsk(5, 'git status'), { 'x-gate-trace-id': 'r57-hdr' })).text, /ALLOW/);
    assert.match(
      (
        await post(shellAsk(6, 'git status'), {
          traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
        })
      ).text,
      /ALLOW/,
    );
  });

  it('hostile trace and session headers (fast-check, raw HTTP): never a crash, a stack, or another trace', async () => {
    const port = Number(new URL(gate.url).port);
    // A header value node:http reads (no CR, LF or NUL: those it refuses before gate, 400), at any size.
    const value = fc
      .oneof(
        fc.string({ maxLength: 64 }),
        fc.stringMatching(/^[A-Za-z0-9._:-]{1,128}$/),
        fc.stringMatching(/^[\x21-\x7e]{129,300}$/),
        fc.constantFrom('', ' ', ',', 'a, b', '../../etc', '%00', '\u00ff\u00fe', 'x'.repeat(7000)),
        fc.string({ unit: 'binary', maxLength: 40 }),
      )
      .map((v) => v.replace(/[\r\n\0]/g, '').replace(/[^\x20-\x7e\x80-\xff]/g, '?'));
    const name = fc.constantFrom('Mcp-Session-Id', 'mcp-session-id', 'X-Gate-Trace-Id', 'traceparent');
    let id = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 4 }), async (headers) => {
        const body = shellAsk(++id, 'git status');
        const lines = headers.map(([n, v]) => `${n}: ${v}\r\n`).join('');
        const answer = await rawExchange(
          port,
          Buffer.concat([
            Buffer.from(
              `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n${lines}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
              'latin1',
            ),
            Buffer.from(body),
          ]),
          { waitMs: 5000 },
        );
        assert.equal(answer.statuses.length, 1, `no single answer: ${answer.text.slice(0, 200)}`);
        const status = answer.statuses[0]!;
        assert.ok(status === 200 || status === 400 || status === 431, `status ${status}`);
        assert.doesNotMatch(answer.text, /\n\s+at |\.js:\d+|TypeError|RangeError/);
        const json = JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4)) as {
          jsonrpc: string;
          result?: { content: Array<{ text: string }> };
          error?: { code: number; message: string };
        };
        assert.equal(json.jsonrpc, '2.0');
        if (json.result !== undefined) {
          // Answered: the trace is one the client named readably, never a value gate could not read.
          const doc = JSON.parse(json.result.content[0]!.text) as { trace_id: string };
          assert.match(doc.trace_id, /^[A-Za-z0-9._:-]{1,128}$/);
          // HTTP drops a value's leading and trailing blanks (RFC 9110's OWS): " -" names "-".
          const ows = (v: string) => v.replace(/^[ \t]+|[ \t]+$/g, '');
          const named = headers.some(
            ([n, v]) => n.toLowerCase() !== 'traceparent' && ows(v) === doc.trace_id,
          );
          const parent = headers.some(([n, v]) => n === 'traceparent' && v.includes(doc.trace_id));
          assert.ok(named || parent, `trace ${doc.trace_id} was not named by ${JSON.stringify(headers)}`);
        } else if (status === 200) {
          assert.equal(json.error?.code, -32602);
          assert.match(json.error?.message ?? '', /names no conversation/);
        }
      }),
      { numRuns: 150 },
    );
    // The gateway is up and answers the SDK's client after all of it.
    const health = await fetch(`${gate.url}/healthz`);
    assert.equal(health.status, 200);
    const c = await sdk();
    try {
      assert.equal(
        kind(await callDoc(c.client, 'gate_adjudicate', { tool: 'read_file', args: '{"path":"a"}' })),
        'ALLOW',
      );
    } finally {
      await c.client.close();
    }
  });
});

describe('round 57: the operator pins the workspace a client may name (gate serve --workspace)', () => {
  let gate: GateProcess;
  let client: Client;
  before(async () => {
    gate = await startGate(['--workspace', '/tmp/proj', '--workspace', '/home/u/app']);
    client = new Client({ name: 'r57-workspace', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
  });
  after(async () => {
    await client?.close();
    await gate?.stop();
  });

  const inDir = (cwd: string, workspace?: string) =>
    callDoc(client, 'gate_adjudicate', {
      tool: SHELL,
      arguments: { command: 'git status', cwd },
      trace_id: `r57-ws-${Math.random().toString(36).slice(2)}`,
      ...(workspace !== undefined ? { workspace } : {}),
    });

  it('a claim in or under a pinned directory is taken; one outside every pin is refused with the reason', async () => {
    assert.equal(kind(await inDir('/tmp/proj', '/tmp/proj')), 'ALLOW');
    assert.equal(kind(await inDir('/tmp/proj/sub', '/tmp/proj/sub')), 'ALLOW');
    // No claim: the working directory under /tmp is read as a shared place (the pin widens nothing alone).
    assert.equal(kind(await inDir('/tmp/proj')), 'DENY');
    for (const wider of [
      '/tmp',
      '/',
      '/tmp/proj/..',
      '/tmp/proj/../r',
      '/tmp/pro',
      '/tmp/project',
      'tmp/proj',
      '/tmp/r',
    ]) {
      await assert.rejects(inDir('/tmp/r', wider), (err: { code?: number; message?: string }) => {
        assert.equal(err.code, -32602, wider);
        assert.match(err.message ?? '', /workspace: outside every project directory this gateway pins/);
        // Neither the claim nor the pins are echoed.
        assert.doesNotMatch(err.message ?? '', /\/tmp\/r|\/home\/u\/app|\/tmp\/proj/);
        return true;
      });
    }
  });

  it('a pin that would cover every shared place is refused at start (exit 1, BAD_FLAG)', async () => {
    for (const bad of ['/tmp', '/', 'rel/dir', '/home/u/../x', '/var/tmp']) {
      const done = await runGate(['serve', '--workspace', bad]);
      assert.equal(done.code, 1, `${bad}: ${done.stderr}`);
      assert.match(done.stderr, /--workspace ".*" is not a project directory/);
    }
  });
});
