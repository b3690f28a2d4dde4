// `gate serve --stdio`: one MCP session on newline-delimited JSON-RPC over stdin/stdout (logs go to stderr).
// The session ends when stdin closes, after the requests already read have been answered.

import type { Readable, Writable } from 'node:stream';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { agentName } from '../../kernel/agent-name.js';
import { mintTraceId } from '../../server/trace-id.js';
import type { McpDeps } from './deps.js';
import { offeredSignature } from './proxy.js';
import { createMcpServer } from './server.js';
import type { McpSession } from './session.js';
import { ShellStandings } from './shell-standings.js';
import { GateStdioTransport } from './stdio-transport.js';

/** How long answers to requests already read may take once stdin has closed. */
const DRAIN_MS = 30_000;

export interface LiveSession {
  server: Server;
  /** Resolves when the transport closes. */
  closed: Promise<void>;
  /** Waits (bounded) for running handlers, then closes. */
  close(): Promise<void>;
}

/**
 * A long-lived session on any transport (stdio, or an in-memory pair in tests): the agent is the client's
 * name from initialize, one trace per session, and tools/list_changed when what is offered changes.
 */
export async function connectSession(deps: McpDeps, transport: Transport): Promise<LiveSession> {
  // One trace per session, so taint from a poisoned result holds for the rest of the conversation.
  const sessionTrace = mintTraceId();
  let clientName: () => string | undefined = () => undefined;
  // No headers on stdio: only `--trust-user-turn` lets its client state the user's turn.
  const session: McpSession = {
    agent: () => clientName(),
    traceId: () => sessionTrace,
    userTurns: deps.userTurnFrom?.kind === 'any',
    client: 'stdio',
    // Round 56: the session's own record of where its shell stands, dropped with the session.
    standings: new ShellStandings(),
  };
  const { server, idle } = createMcpServer(deps, session);
  clientName = () => agentName(server.getClientVersion()?.name);

  let initialized = false;
  let offered: Promise<string> = Promise.resolve('');
  server.oninitialized = () => {
    initialized = true;
    offered = offeredSignature(deps).catch(() => '');
  };
  // A floor reload or a backend's new tool list may change what is offered; tell the client only if it did.
  // Checks run one after another, so a slow screening cannot let an older offer overwrite a newer one.
  const notify = () => {
    if (!initialized) return;
    offered = offered.then(async (before) => {
      const now = await offeredSignature(deps).catch(() => before);
      if (now !== before) await server.sendToolListChanged().catch(() => undefined);
      return now;
    });
  };
  const unsubscribe = [deps.onToolsChanged?.(notify), deps.backends?.onChange(notify)];
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => {
      for (const off of unsubscribe) off?.();
      resolve();
    };
  });
  await server.connect(transport);
  return {
    server,
    closed,
    async close() {
      await Promise.race([idle(), new Promise((r) => setTimeout(r, DRAIN_MS).unref())]);
      // Answers are written after their handler's promise settles; let that last turn run.
      await new Promise((r) => setImmediate(r));
      await server.close().catch(() => undefined);
    },
  };
}

export async function serveStdio(
  deps: McpDeps,
  streams: { stdin: Readable; stdout: Writable },
): Promise<void> {
  const ended = new Promise<void>((resolve) => {
    streams.stdin.once('end', resolve);
    streams.stdin.once('close', resolve);
    streams.stdin.once('error', () => resolve());
    streams.stdout.once('error', () => resolve());
  });
  const live = await connectSession(deps, new GateStdioTransport(streams.stdin, streams.stdout));
  await Promise.race([ended, live.closed]);
  await live.close();
}
