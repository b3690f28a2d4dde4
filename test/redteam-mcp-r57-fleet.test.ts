// Round 57 (docs/mcp.md, "Round 57 (mcp-r57)"): where an MCP client's persistent shell stands, across a
// fleet. Two real `gate serve` replicas on a test-started redis-server, the official SDK client whose
// requests go to one replica, then the other. On the base (0ecf8e2d) each replica kept its own record:
// `cd /tmp/r` judged on replica a and `git status` on replica b was admitted (b saw no earlier call).
// Now the record is in the fleet's store, and a replica that cannot read it refuses the call in the wire's
// shape (a JSON-RPC error), never judging it as a trace with no earlier call: Redis paused, then killed
// and brought back empty (its data lost: every trace the record does not hold reads as possibly standing
// in a shared place).
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { callDoc } from './fixtures/mcp-e2e/suite.js';
import { redisSkip, replicaPair } from './helpers/replica-pair.js';
import { shellServerTools } from './helpers/shell-server-tools.js';
import { until } from './helpers/until.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r57-fleet-'));
const toolsFile = shellServerTools(dir);
const SHELL = 'run_shell_command';

const kindOf = (res: CallToolResult): string => {
  const block = res.content[0];
  const text = block?.type === 'text' ? block.text : '';
  return text.startsWith('[gate]')
    ? (/was refused and not run: (\w+)/.exec(text)?.[1] ?? `REFUSED ${text}`)
    : 'ALLOW';
};

async function waitForShell(client: Client): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { tools } = await client.listTools();
    if (tools.some((t) => t.name === SHELL)) return;
    if (Date.now() > deadline) throw new Error('the shell server was not offered in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("round 57: a trace's shell standing is the fleet's, not one replica's", { skip: redisSkip }, () => {
  const pair = replicaPair(() => ['--tools', toolsFile]);

  /** An SDK client whose every POST goes to the replica the last one did not (and which replica each call went to). */
  const across = async (headers: Record<string, string> = {}) => {
    const urls = pair.gates.map((g) => `${g.url}/mcp`);
    let n = 0;
    const landed: number[] = [];
    const transport = new StreamableHTTPClientTransport(new URL(urls[0]!), {
      requestInit: { headers },
      fetch: (_input, init) => {
        const at = n++ % 2;
        if (typeof init?.body === 'string' && init.body.includes('"tools/call"')) landed.push(at);
        return fetch(urls[at]!, init);
      },
    });
    const client = new Client({ name: 'r57-across', version: '1' });
    await client.connect(transport);
    await waitForShell(client);
    return { client, transport, landed };
  };

  /** Both replicas report their store healthy again (recovered, caught up). */
  const bothHealthy = async () =>
    assert.ok(
      await until(async () => {
        for (const g of pair.gates) {
          const health = (await (await fetch(`${g.url}/healthz`)).json()) as { store?: { ok?: boolean } };
          if (health.store?.ok !== true) return false;
        }
        return true;
      }),
      'the replicas did not report their store healthy',
    );

  const shell = async (client: Client, command: string): Promise<string> =>
    kindOf((await client.callTool({ name: SHELL, arguments: { command } })) as CallToolResult);

  it('the SDK client (its session, no trace header): `cd /tmp/r` on one replica, `git status` on the other', async () => {
    const { client, transport, landed } = await across();
    try {
      assert.match(transport.sessionId ?? '', /^[0-9a-f]{32}$/);
      assert.equal(await shell(client, 'cd /tmp/r'), 'ALLOW');
      assert.equal(await shell(client, 'git status'), 'DENY');
      assert.equal(await shell(client, 'make'), 'DENY');
      // The agent's own leading move is read where it goes, on either replica.
      assert.equal(await shell(client, 'cd /home/u/app && git status'), 'ALLOW');
      // gate_syscall and gate_adjudicate on the same session read the same record.
      const doc = await callDoc(client, 'gate_syscall', { tool: SHELL, arguments: { command: 'npm test' } });
      assert.equal((doc.verdict as { kind: string }).kind, 'DENY');
      const asked = await callDoc(client, 'gate_adjudicate', { tool: SHELL, arguments: { command: 'make' } });
      assert.equal((asked.verdict as { kind: string }).kind, 'DENY');
      // Both replicas judged calls of this one session.
      assert.ok(landed.includes(0) && landed.includes(1), `calls landed on ${landed.join(',')}`);
    } finally {
      await client.close();
    }
  });

  it('ordinary work is not held: a session that never enters a shared place is admitted on both replicas', async () => {
    const { client } = await across();
    try {
      for (const command of ['cd /home/u/app', 'git status', 'make', 'ls /tmp/r', 'git status'])
        assert.equal(await shell(client, command), 'ALLOW', command);
    } finally {
      await client.close();
    }
  });

  it('one trace on two replicas at once: judged in some order, one after the other, never both before', async () => {
    for (let i = 0; i < 8; i++) {
      const trace = `r57-race-${i}`;
      const clients = await Promise.all(
        pair.gates.map(async (g) => {
          const c = new Client({ name: 'r57-race', version: '1' });
          await c.connect(new StreamableHTTPClientTransport(new URL(`${g.url}/mcp`)));
          return c;
        }),
      );
      try {
        const ask = (c: Client, command: string) =>
          callDoc(c, 'gate_syscall', { tool: SHELL, arguments: { command }, trace_id: trace }).then(
            (d) => (d.verdict as { kind: string }).kind,
          );
        const [cd, status] = await Promise.all([
          ask(clients[0]!, 'cd /tmp/r'),
          ask(clients[1]!, 'git status'),
        ]);
        assert.equal(cd, 'ALLOW');
        // git status first (ALLOW), or after the cd (DENY): both are a shell's order.
        assert.ok(status === 'ALLOW' || status === 'DENY', status);
        // The cd was folded on the fleet's record either way: the next call on either replica stands in /tmp/r.
        assert.equal(await ask(clients[i % 2]!, 'make'), 'DENY');
      } finally {
        await Promise.all(clients.map((c) => c.close()));
      }
    }
  });

  it('Redis paused mid-session: a shell call is refused in the wire shape; after, the record stands where it was', async () => {
    const redis = pair.redis!;
    const { client } = await across();
    try {
      assert.equal(await shell(client, 'cd /tmp/r'), 'ALLOW');
      assert.equal(await shell(client, 'cd /tmp/r'), 'ALLOW');
      redis.pause();
      try {
        for (let i = 0; i < 2; i++) {
          // A call that moves nothing is judged in-band, as a trace that may stand anywhere (fail closed).
          assert.equal(await shell(client, 'git status'), 'DENY');
          const err = await client.callTool({ name: SHELL, arguments: { command: 'cd /tmp/q' } }).then(
            () => undefined,
            (e: unknown) => e as { code?: number; message?: string; data?: { code?: string } },
          );
          assert.ok(err !== undefined, 'a shell call was answered while the store could not be read');
          assert.equal(err.code, -32603);
          assert.deepEqual(err.data, { code: 'store_unavailable' });
          assert.match(err.message ?? '', /fleet's store, which cannot answer/);
          assert.doesNotMatch(err.message ?? '', /\n\s+at |\.js:\d+/);
        }
        // A call with no shell argument does not depend on where the shell stands: judged from the floor.
        const read = await callDoc(client, 'gate_adjudicate', {
          tool: 'read_file',
          args: '{"path":"README.md"}',
        });
        assert.equal((read.verdict as { kind: string }).kind, 'ALLOW');
      } finally {
        redis.resume();
      }
      // Back: the earlier `cd /tmp/r` still stands, on both replicas (never judged as no earlier call).
      await bothHealthy();
      assert.equal(await shell(client, 'git status'), 'DENY');
      assert.equal(await shell(client, 'git status'), 'DENY');
    } finally {
      await client.close();
    }
  });

  it('Redis killed and brought back empty: the record is gone, and every trace reads as possibly in a shared place', async () => {
    const redis = pair.redis!;
    const { client } = await across();
    try {
      assert.equal(await shell(client, 'cd /tmp/r'), 'ALLOW');
      await redis.crash();
      assert.equal(await shell(client, 'git status'), 'DENY');
      await assert.rejects(
        client.callTool({ name: SHELL, arguments: { command: 'cd /tmp/q' } }),
        (e: { code?: number }) => e.code === -32603,
      );
      await redis.restart();
      await bothHealthy();
      // On the base this was judged as a shell that never moved once the replicas were back: the lost `cd`
      // read as never made. Now the record Redis may have lost reads as possibly standing in a shared place,
      // and the refusal says so.
      for (let i = 0; i < 2; i++) {
        const doc = await callDoc(client, 'gate_adjudicate', {
          tool: SHELL,
          arguments: { command: 'git status' },
        });
        const verdict = doc.verdict as { kind: string; detail?: { claim?: string } };
        assert.equal(verdict.kind, 'DENY');
        assert.match(verdict.detail?.claim ?? '', /the calls that moved it are out of gate's sight/);
      }
      // The agent's own leading move out is read there; the fleet's taint hold (Redis lost its data) still
      // holds the call for a human, as it holds every trace's for one taint TTL (docs/fleet.md).
      const out = await callDoc(client, 'gate_adjudicate', {
        tool: SHELL,
        arguments: { command: 'cd /home/u/app && git status' },
      });
      assert.equal((out.verdict as { kind: string }).kind, 'REQUIRE_WITNESS');
    } finally {
      await client.close();
    }
  });
});
