// The MCP server: the SDK's low-level Server with tools/list and tools/call, so that an unknown tool or
// bad arguments are JSON-RPC errors (-32602) while every refusal is a value with isError false.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { isGateError } from '../../kernel/errors.js';
import { standingFrom } from '../../kernel/ladder/shell-standing.js';
import { terminalSafe } from '../../kernel/printable.js';
import { shownToolName } from '../../kernel/tool-name.js';
import { faultData } from '../../server/error-body.js';
import { withinPins } from '../../server/workspace-pins.js';
import { packageVersion } from '../../tools/version.js';
import {
  invalidParams,
  parseAdmitArgs,
  parseCallArgs,
  parseChangesArgs,
  parseContextChangeArgs,
  parseRevokeArgs,
} from './args.js';
import type { McpDeps } from './deps.js';
import { execute } from './execute.js';
import { metadataIsClean } from './metadata.js';
import { offeredTools, proxyCall } from './proxy.js';
import { envelope, syscallResponse } from './response.js';
import { engineMeta, type McpSession, proposedInShell, refuseUntracedSink } from './session.js';
import { GATE_TOOLS } from './tools.js';

const INSTRUCTIONS =
  'gate governs tool use. Before you run a tool call yourself, ask gate_adjudicate; or let gate_syscall run it for you. ' +
  'Pass results you got elsewhere through gate_admit before using them. A refusal is a normal answer, not an error: ' +
  'read verdict.kind, verdict.reason and verdict.disposition, and do not retry a TERMINAL or ESCALATE refusal unchanged. ' +
  'Other tools listed here are run through gate; a result starting "[gate]" is gate speaking.';

/** One validator for every Server: building an Ajv instance per stateless HTTP request would dominate its cost. */
let sharedValidator: AjvJsonSchemaValidator | undefined;

export interface McpServerHandle {
  server: Server;
  /** Resolves once no tools/list or tools/call handler is running. */
  idle(): Promise<void>;
}

export function createMcpServer(deps: McpDeps, session: McpSession): McpServerHandle {
  sharedValidator ??= new AjvJsonSchemaValidator();
  const server = new Server(
    { name: 'gate', title: 'gate tool-governance gateway', version: deps.version ?? packageVersion() },
    {
      capabilities: { tools: { listChanged: true } },
      instructions: INSTRUCTIONS,
      jsonSchemaValidator: sharedValidator,
    },
  );
  let running = 0;
  let waiters: Array<() => void> = [];
  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    running++;
    try {
      return await work();
    } finally {
      running--;
      if (running === 0) {
        for (const wake of waiters) wake();
        waiters = [];
      }
    }
  };

  server.setRequestHandler(ListToolsRequestSchema, () =>
    track(async () => ({ tools: [...GATE_TOOLS, ...(await offeredTools(deps))] })),
  );
  server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    track(async () => {
      const { name, arguments: args } = request.params;
      // extra.signal aborts on notifications/cancelled and when the session closes (HTTP: the client left).
      const scoped: McpSession = { ...session, signal: extra.signal };
      try {
        return await callTool(deps, scoped, name, args);
      } catch (err) {
        throw asMcpError(err, name);
      }
    }),
  );
  return {
    server,
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}

/** The user's turn as the session may state it: a client the operator did not name cannot (the model writes its arguments). */
function turnOf(session: McpSession, userTurn: string | undefined): string | undefined {
  return session.userTurns === true ? userTurn : undefined;
}

async function callTool(
  deps: McpDeps,
  session: McpSession,
  name: string,
  args: Record<string, unknown> | undefined,
): Promise<CallToolResult> {
  switch (name) {
    case 'gate_adjudicate': {
      const a = parseCallArgs(name, args);
      if (a.workspace !== undefined) pinnedWorkspace(deps, a.workspace);
      const traceId = a.traceId ?? session.traceId();
      refuseUntracedSink(session, a.traceId !== undefined, a.tool, deps.engine.policy());
      const witness = a.witness ?? session.witness;
      const call = { tool: a.tool, args: a.args, traceId, ...(witness !== undefined ? { witness } : {}) };
      const userTurn = turnOf(session, a.userTurn);
      // Round 56: where the caller's shell stands: what the session saw, and what the caller reports.
      // Read as run in the caller's shell (over-read: the caller asks in order to run it).
      const standing = await proposedInShell(session, traceId, a.traceId !== undefined, a.args, (before) =>
        standingFrom(a.standing, a.earlierCalls, before),
      );
      const meta = {
        ...engineMeta(session),
        ...(userTurn !== undefined ? { userTurn } : {}),
        ...standing,
        // Only this answer: gate runs nothing on it (gate_syscall takes no workspace), and keeps nothing of it.
        ...(a.workspace !== undefined ? { workspace: a.workspace } : {}),
        // Round 58: what the caller's disk showed (a remote hook's); it only adds a reading (engine.ts).
        ...(a.entered !== undefined ? { entered: a.entered } : {}),
      };
      const verdict = await deps.engine.adjudicate(call, meta);
      session.onDecision?.(a.tool, verdict.kind);
      return envelope(syscallResponse(verdict, traceId));
    }
    case 'gate_syscall': {
      const a = parseCallArgs(name, args);
      await downstreamRunnable(deps, a.tool);
      const traceId = a.traceId ?? session.traceId();
      const witness = a.witness ?? session.witness;
      // A trace_id named by the caller, else the session's (execute): round 57 tells the two apart.
      const call = {
        tool: a.tool,
        args: a.args,
        ...(a.traceId !== undefined ? { traceId: a.traceId } : {}),
        ...(witness !== undefined ? { witness } : {}),
      };
      const done = await execute(deps, session, call, turnOf(session, a.userTurn), a.entered);
      return envelope(syscallResponse(done.verdict, traceId, done.result));
    }
    case 'gate_admit': {
      const a = parseAdmitArgs(name, args);
      const traceId = a.traceId ?? session.traceId();
      const input = {
        tool: a.tool,
        traceId,
        content: a.content,
        ...(a.source !== undefined ? { source: a.source } : {}),
      };
      const out = await deps.engine.admit(input, engineMeta(session));
      session.onDecision?.(a.tool, out.verdict.kind);
      return envelope(syscallResponse(out.verdict, traceId, out.envelope));
    }
    case 'gate_changes': {
      const a = parseChangesArgs(name, args);
      // Readers follow what *other* agents changed, so their own events are left out.
      const page = await deps.store.changes(a.since, a.limit, session.agent());
      return envelope({ events: page.events, cursor: page.cursor, oldest: page.oldest });
    }
    case 'gate_revoke': {
      const a = parseRevokeArgs(name, args);
      const out = await deps.store.revoke(a.witness, session.agent());
      return envelope({ witness: a.witness, evicted: out.evicted, trust_epoch: out.trustEpoch });
    }
    case 'gate_context_change': {
      const request = parseContextChangeArgs(name, args);
      if (deps.contextChange === undefined) {
        throw new McpError(
          ErrorCode.InvalidRequest,
          'gate_context_change: no recalled context is loaded in this gateway (context images come from `gate recall`), so there is nothing to change',
        );
      }
      const agent = session.agent();
      return envelope(await deps.contextChange(request, agent === undefined ? {} : { agent }));
    }
    default: {
      const downstream = await downstreamRunnable(deps, name);
      if (downstream) return proxyCall(deps, session, name, args ?? {});
      throw invalidParams(
        `unknown tool ${shownName(name)}; tools/list shows the tools gate offers${notUp(deps)}`,
      );
    }
  }
}

/**
 * Round 57: a `workspace` claim is taken only in or under a directory the operator pinned (`gate serve
 * --workspace`), when it pinned any: a client cannot claim a wider one (`/tmp`, where an untrusted step
 * prepared a repository). Refused with the reason; the claim is not echoed, nor are the pinned directories.
 */
function pinnedWorkspace(deps: McpDeps, claim: string): void {
  if (withinPins(claim, deps.workspaces)) return;
  throw invalidParams(
    'workspace: outside every project directory this gateway pins (gate serve --workspace): name the project directory itself or one under it, as an absolute path with no . or .. step, or leave workspace out',
  );
}

/** A tool name as an error names it (a 100 kB name came back whole before round 55; docs/errors.md). */
function shownName(name: string): string {
  return `"${shownToolName(name)}"`;
}

/**
 * Whether `name` is a downstream tool gate may run. Round 47: a tool not offered for its metadata (poisoned,
 * or changed to poison after it was listed) is not run by either route, a direct tools/call or gate_syscall:
 * a client that listed it before, or learned its name elsewhere, cannot run it.
 */
async function downstreamRunnable(deps: McpDeps, name: string): Promise<boolean> {
  const downstream = deps.backends?.listTools().find((t) => t.tool.name === name);
  if (downstream === undefined) return false;
  if (!(await metadataIsClean(deps, downstream.tool)))
    throw invalidParams(
      `tool ${shownName(name)} is not offered: its metadata was withheld by gate's screeners; tools/list shows the tools gate offers`,
    );
  return true;
}

/** The backends whose tools gate does not know now (never up, or down): a tool of theirs is unknown. */
function notUp(deps: McpDeps): string {
  const down = deps.backends?.status().filter((b) => b.state !== 'up' && b.tools === 0) ?? [];
  if (down.length === 0) return '';
  return `; backend(s) whose tools are not known yet: ${down.map((b) => JSON.stringify(b.server)).join(', ')}`;
}

/** Protocol faults keep their code; gate's own faults keep their message (it names fields, never values). */
function asMcpError(err: unknown, tool: string): McpError {
  if (err instanceof McpError) return err;
  // A fault of the client's own (a 4xx) is its params' fault; the gateway's own faults stay internal.
  // `data.code` is the fault's code, as on a fault raised before the handler (src/server/error-body.ts).
  if (isGateError(err))
    return new McpError(
      err.status < 500 ? ErrorCode.InvalidParams : ErrorCode.InternalError,
      err.message,
      faultData(err),
    );
  // The tool's name is the client's (or a backend's): shown by its form when not a plain token, in both.
  process.stderr.write(
    terminalSafe(`gate: mcp: internal fault in ${shownName(tool)}: ${(err as Error)?.name ?? 'error'}\n`),
  );
  return new McpError(
    ErrorCode.InternalError,
    `internal error while handling ${shownName(tool)}; the gateway log has the details`,
  );
}
