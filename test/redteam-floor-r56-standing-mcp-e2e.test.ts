// Round 56 (docs/floor.md, "Round 56 (standing-r56)"): where an MCP client's persistent shell stands,
// through the real `gate serve` with the official MCP SDK client, over stdio and over POST /mcp. A shell
// server behind gate keeps one shell between `tools/call`s (the scripted fixture's run_shell_command
// pretends to: it never runs anything), so `cd /tmp/r` in one call and `git status` in the next run the
// planted repository; on the base (7ca8af78) both were admitted. gate folds each call proposed on the
// trace as it comes, before judging it (wire/mcp/shell-standings.ts), as the model wires fold a conversation.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import {
  NOWHERE,
  type Standing,
  standingAfter,
  standingFields,
} from '../src/kernel/ladder/shell-standing.js';
import { callDoc } from './fixtures/mcp-e2e/suite.js';
import { type GateProcess, gateCommand, REPO_ROOT, startGate } from './helpers/gate-process.js';
import * as floor from './helpers/redteam-floor.js';
import { assertWorkspaceCases } from './helpers/shell-conversations.js';
import { shellCallKind, shellServerTools } from './helpers/shell-server-tools.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-standing-mcp-'));
const toolsFile = shellServerTools(dir);

const SHELL = 'run_shell_command';

/** One session's calls in order, each with the verdict kind it must get (ALLOW ran; DENY was refused). */
interface Session {
  name: string;
  calls: readonly (readonly [command: string, kind: 'ALLOW' | 'DENY'])[];
  /**
   * What a later `git status` gets after them. A call's own leading `cd DIR &&` is read there, but the
   * fold does not take the shell out of /tmp/r on it (that cd may have failed: docs/floor.md, round 55).
   */
  after: 'ALLOW' | 'DENY';
}

const SESSIONS: readonly Session[] = [
  {
    name: 'cd into /tmp/r, then git status',
    calls: [
      ['cd /tmp/r', 'ALLOW'],
      ['git status', 'DENY'],
    ],
    after: 'DENY',
  },
  {
    name: 'cd into /var/tmp/x, a listing, then make',
    calls: [
      ['cd /var/tmp/x', 'ALLOW'],
      ['ls', 'ALLOW'],
      ['make', 'DENY'],
    ],
    after: 'DENY',
  },
  {
    name: 'back by cd - after a move out',
    calls: [
      ['pushd /tmp/r', 'ALLOW'],
      ['cd /home/u/app && ls', 'ALLOW'],
      ['cd -', 'ALLOW'],
      ['npm test', 'DENY'],
    ],
    after: 'DENY',
  },
  {
    name: 'the agent moves out with its own leading cd',
    calls: [
      ['cd /tmp/r', 'ALLOW'],
      ['cd /home/u/app && git status', 'ALLOW'],
    ],
    after: 'DENY',
  },
  {
    name: 'ordinary work in the project',
    calls: [
      ['cd /home/u/app', 'ALLOW'],
      ['git status', 'ALLOW'],
      ['make', 'ALLOW'],
    ],
    after: 'ALLOW',
  },
  {
    name: 'a listing of /tmp moves nothing',
    calls: [
      ['ls /tmp/r', 'ALLOW'],
      ['git status', 'ALLOW'],
    ],
    after: 'ALLOW',
  },
];

/**
 * `gate serve --stdio` as an MCP client's configuration starts it: bin/gate itself, which starts serve from
 * its snapshot (a third less CPU a start than node on the JavaScript launcher: docs/testing.md, round 67).
 */
function stdioGate(): StdioClientTransport {
  const [command, args] = gateCommand(['serve', '--stdio', '--tools', toolsFile]);
  return new StdioClientTransport({ command, args, cwd: REPO_ROOT, stderr: 'ignore' });
}

async function waitForShell(client: Client): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const { tools } = await client.listTools();
    if (tools.some((t) => t.name === SHELL)) return;
    if (Date.now() > until) throw new Error('the shell server was not offered in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs a session's calls in order on `call` and returns what each got, by position. */
async function play(s: Session, call: (command: string) => Promise<string>): Promise<unknown> {
  const got: string[] = [];
  for (const [command] of s.calls) got.push(await call(command));
  return { session: s.name, kinds: got };
}
const want = (s: Session) => ({ session: s.name, kinds: s.calls.map(([, k]) => k) });

describe("round 56: an MCP shell server's persistent shell, over stdio (one session each)", () => {
  it('the proxied tool: each session folds only its own calls', async () => {
    for (const s of SESSIONS) {
      const client = new Client({ name: 'standing-stdio', version: '1' });
      await client.connect(stdioGate());
      try {
        await waitForShell(client);
        const got = await play(s, async (command) =>
          shellCallKind((await client.callTool({ name: SHELL, arguments: { command } })) as CallToolResult),
        );
        assert.deepEqual(got, want(s));
        // gate_syscall on the same session stands where the proxied calls left the shell.
        const doc = await callDoc(client, 'gate_syscall', {
          tool: SHELL,
          arguments: { command: 'git status' },
        });
        assert.equal((doc.verdict as { kind: string }).kind, s.after, s.name);
      } finally {
        await client.close();
      }
    }
  });
});

describe('round 56: calls sent together are judged in the order they came (stdio)', () => {
  it('`cd /tmp/r` and `git status` in flight at once: the second stands where the first goes', async () => {
    const client = new Client({ name: 'standing-together', version: '1' });
    await client.connect(stdioGate());
    try {
      await waitForShell(client);
      const call = async (command: string) =>
        shellCallKind((await client.callTool({ name: SHELL, arguments: { command } })) as CallToolResult);
      // Sent before either is judged: on a record folded only after a call is admitted, both passed.
      assert.deepEqual(await Promise.all([call('cd /tmp/r'), call('git status'), call('make')]), [
        'ALLOW',
        'DENY',
        'DENY',
      ]);
      // A refused call is folded too (over-read: it did not run): the agent's own leading move goes on.
      assert.deepEqual(await Promise.all([call('cd /home/u/app && git status'), call('ls')]), [
        'ALLOW',
        'ALLOW',
      ]);
    } finally {
      await client.close();
    }
  });
});

describe("round 56: an MCP shell server's persistent shell, over POST /mcp (the trace is the conversation)", () => {
  let gate: GateProcess;
  before(async () => {
    gate = await startGate(['--tools', toolsFile]);
  });
  after(async () => {
    await gate?.stop();
  });

  const connect = async (trace?: string): Promise<Client> => {
    const client = new Client({ name: 'standing-http', version: '1' });
    const headers: Record<string, string> = trace === undefined ? {} : { 'x-gate-trace-id': trace };
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), { requestInit: { headers } }),
    );
    await waitForShell(client);
    return client;
  };

  it('a trace named by x-gate-trace-id', async () => {
    for (const [i, s] of SESSIONS.entries()) {
      const client = await connect(`standing-r56-http-${i}`);
      try {
        const got = await play(s, async (command) =>
          shellCallKind((await client.callTool({ name: SHELL, arguments: { command } })) as CallToolResult),
        );
        assert.deepEqual(got, want(s));
      } finally {
        await client.close();
      }
    }
  });

  it('a trace named by gate_syscall trace_id; another trace stands apart', async () => {
    const client = await connect();
    try {
      for (const [i, s] of SESSIONS.entries()) {
        const got = await play(s, async (command) => {
          const doc = await callDoc(client, 'gate_syscall', {
            tool: SHELL,
            arguments: { command },
            trace_id: `standing-r56-syscall-${i}`,
          });
          return (doc.verdict as { kind: string }).kind;
        });
        assert.deepEqual(got, want(s));
      }
      // The first session's trace stands in /tmp/r; a fresh trace does not.
      const other = await callDoc(client, 'gate_syscall', {
        tool: SHELL,
        arguments: { command: 'git status' },
        trace_id: 'standing-r56-syscall-fresh',
      });
      assert.equal((other.verdict as { kind: string }).kind, 'ALLOW');
    } finally {
      await client.close();
    }
  });

  it('gate_adjudicate: the standing and earlier calls a caller reports, and its own admitted calls', async () => {
    const client = await connect();
    try {
      const ask = async (
        extra: Record<string, unknown>,
        command = 'git status',
        trace = 'standing-r56-ask',
      ) =>
        (
          (
            await callDoc(client, 'gate_adjudicate', {
              tool: SHELL,
              arguments: { command },
              trace_id: trace,
              ...extra,
            })
          ).verdict as { kind: string; detail?: { claim?: string } }
        ).kind;
      assert.equal(await ask({}, 'git status', 'standing-r56-ask-0'), 'ALLOW');
      assert.equal(await ask({ standing: '/tmp/r' }, 'git status', 'standing-r56-ask-1'), 'DENY');
      assert.equal(await ask({ standing: '/home/u/app' }, 'git status', 'standing-r56-ask-2'), 'ALLOW');
      assert.equal(
        await ask(
          { earlier_calls: [{ command: 'cd /tmp/r' }, JSON.stringify({ command: 'ls' })] },
          'make',
          'standing-r56-ask-3',
        ),
        'DENY',
      );
      assert.equal(
        await ask(
          { earlier_calls: [{ command: 'cd /tmp/r' }] },
          'cd /home/u/app && make',
          'standing-r56-ask-4',
        ),
        'ALLOW',
      );
      // A reported place never takes the session's own record away: an admitted `cd /tmp/r` was read as run.
      assert.equal(await ask({}, 'cd /tmp/r', 'standing-r56-ask-5'), 'ALLOW');
      assert.equal(await ask({}, 'git status', 'standing-r56-ask-5'), 'DENY');
      assert.equal(
        await ask({ standing: '/home/u/app', earlier_calls: [] }, 'git status', 'standing-r56-ask-5'),
        'DENY',
      );
      // A malformed field is the tool's argument error, not a verdict.
      await assert.rejects(
        client.callTool({
          name: 'gate_adjudicate',
          arguments: { tool: SHELL, arguments: {}, earlier_calls: 'cd /tmp/r' },
        }),
        /earlier_calls/,
      );
    } finally {
      await client.close();
    }
  });

  it("a running gate (GATE_URL) is told the session's project: Claude Code's hook in /tmp/proj runs git there", async () => {
    // On the base the running gate was told no workspace: a session started under /tmp was refused git.
    await assertWorkspaceCases(gate.url);
    // gate runs gate_syscall's calls itself: it takes no workspace (a model writes its arguments).
    const client = await connect();
    try {
      await assert.rejects(
        client.callTool({
          name: 'gate_syscall',
          arguments: {
            tool: SHELL,
            arguments: { command: 'git status', cwd: '/tmp/r' },
            workspace: '/tmp/r',
          },
        }),
        /unknown argument "workspace"/,
      );
    } finally {
      await client.close();
    }
  });

  it('generated sessions (fast-check): the real gate judges each call as the fold and the floor say', async () => {
    const MOVES = [
      'cd /tmp/r',
      'pushd /var/tmp/x',
      'cd /home/u/app',
      'cd -',
      'popd',
      '(cd /tmp/y; ls)',
      'ls',
    ];
    const TOOLS = ['git status', 'make', 'npm test', 'cd /home/u/app && git status', 'cat README.md'];
    const client = await connect();
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(fc.constantFrom(...MOVES), fc.constantFrom(...TOOLS)), {
            minLength: 1,
            maxLength: 5,
          }),
          async (commands) => {
            const trace = `standing-r56-fc-${run++}`;
            let now: Standing = NOWHERE;
            for (const command of commands) {
              const args = { command };
              // What the kernel says with the shell where the fold puts it (standingFields), and then moves it.
              const want = floor.decideIn(SHELL, args, { tainted: false, ...standingFields(args, now) }).kind;
              now = standingAfter(args, now);
              const doc = await callDoc(client, 'gate_syscall', {
                tool: SHELL,
                arguments: args,
                trace_id: trace,
              });
              assert.equal(
                (doc.verdict as { kind: string }).kind,
                want,
                `${commands.join(' | ')} at ${command}`,
              );
            }
          },
        ),
        { numRuns: 25 },
      );
    } finally {
      await client.close();
    }
  });
});
