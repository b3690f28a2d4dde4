// Validates the arguments of the six gate tools. A missing or ill-typed argument is a protocol fault:
// McpError -32602 with a message that names the argument and what it should be (docs/design.md §6).
// The proposed call inside `args` is not judged here: malformed JSON there is the ladder's DENY MALFORMED.

import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { holdsInexactNumber } from '../../kernel/json-numbers.js';
import { parseJsonStrict } from '../../kernel/json-strict.js';
import { REVOCABLE_WITNESS, REVOCABLE_WITNESS_TEXT } from '../../kernel/ladder/witness.js';
import type { SourceLabel } from '../../kernel/policy/types.js';
import { MAX_TOOL_NAME } from '../../kernel/tool-name.js';
import { readableEntered } from '../../server/workspace-pins.js';
import type { ContextChangeRequest } from './deps.js';

/** Same rule as the x-gate-trace-id header: it lands in logs and the journal, so short and plain. */
const TRACE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export const DEFAULT_CHANGES_LIMIT = 100;
export const MAX_CHANGES_LIMIT = 1000;

type Args = Record<string, unknown>;

export interface CallArgs {
  tool: string;
  /** The proposed arguments: an object, or whatever `args` held when it was not one (the ladder refuses it). */
  args: unknown;
  traceId?: string;
  witness?: string;
  /** The user's request on this trace: its values are the user's own (docs/provenance.md). */
  userTurn?: string;
  /** Round 56: where the caller's persistent shell stands (gate_adjudicate's `standing`), a directory. */
  standing?: string;
  /** Round 56: the arguments of the calls the caller ran before in that shell, in order (`earlier_calls`). */
  earlierCalls?: unknown[];
  /** Round 56: the session's own project directory as the agent's launcher names it (`workspace`). */
  workspace?: string;
  /** Round 58: the shared place a directory the call goes into resolves to on the caller's disk (`entered`). */
  entered?: string;
}

/** Earlier calls one gate_adjudicate may report: a conversation's worth (each is read, not kept). */
export const MAX_EARLIER_CALLS = 1000;

export interface AdmitArgs {
  tool: string;
  content: string;
  traceId?: string;
  source?: SourceLabel;
}

export interface ChangesArgs {
  since: number;
  limit: number;
}

export function invalidParams(message: string): McpError {
  return new McpError(ErrorCode.InvalidParams, message);
}

/** gate_adjudicate and gate_syscall: `tool`, `args` (JSON text) or `arguments` (object), `trace_id`, `witness`. */
export function parseCallArgs(name: string, input: Args | undefined): CallArgs {
  const a = known(name, input, [
    'tool',
    'args',
    'arguments',
    'trace_id',
    'witness',
    'user_turn',
    ...(name === 'gate_adjudicate' ? ['standing', 'earlier_calls', 'workspace'] : []),
    // Round 59: gate_syscall too: the call it runs is read where the caller's disk says it goes.
    'entered',
  ]);
  const out: CallArgs = { tool: toolName(name, a), args: proposedArgs(name, a) };
  const standing = optionalString(
    name,
    a,
    'standing',
    "the directory the caller's persistent shell stands in",
  );
  if (standing !== undefined) out.standing = standing;
  if (a.earlier_calls !== undefined) out.earlierCalls = earlierCalls(name, a.earlier_calls);
  const workspace = optionalString(name, a, 'workspace', "the session's own project directory");
  if (workspace !== undefined) out.workspace = workspace;
  const entered = optionalString(
    name,
    a,
    'entered',
    'the shared place a directory the call goes into resolves to',
  );
  if (entered !== undefined) out.entered = enteredFact(name, entered);
  const userTurn = optionalString(name, a, 'user_turn', "the user's request on this trace, as text");
  if (userTurn !== undefined) out.userTurn = userTurn;
  const traceId = traceIdOf(name, a);
  if (traceId !== undefined) out.traceId = traceId;
  const witness = optionalString(name, a, 'witness', 'the confirm_token of a REQUIRE_WITNESS verdict');
  if (witness !== undefined) out.witness = witness;
  return out;
}

/**
 * Round 58: an `entered` fact gate reads (workspace-pins.ts readableEntered), else refused with the rule;
 * never echoed (a path from the client's disk).
 */
function enteredFact(name: string, entered: string): string {
  if (readableEntered(entered)) return entered;
  throw invalidParams(
    `${name}: "entered" must be the shared place (/tmp, /var/tmp, /dev/shm ..) a directory the call goes into resolves to on your disk, links followed: an absolute path with no . or .. step, at most 4096 printable characters; leave it out when the call goes into none`,
  );
}

/** gate_admit: `tool`, `result` (text; an object or array is screened as its JSON text), `trace_id`, `source`. */
export function parseAdmitArgs(name: string, input: Args | undefined): AdmitArgs {
  const a = known(name, input, ['tool', 'result', 'trace_id', 'source']);
  const tool = toolName(name, a);
  const result = a.result;
  let content: string;
  if (typeof result === 'string') content = result;
  else if (typeof result === 'object' && result !== null) content = JSON.stringify(result);
  else if (result === undefined)
    throw invalidParams(`${name}: "result" is required: the tool result as text ("" for an empty one)`);
  else
    throw invalidParams(
      `${name}: "result" must be a string (or a JSON object or array), not ${typeName(result)}`,
    );
  const out: AdmitArgs = { tool, content };
  const traceId = traceIdOf(name, a);
  if (traceId !== undefined) out.traceId = traceId;
  if (a.source !== undefined) {
    if (a.source !== 'trusted_local' && a.source !== 'untrusted') {
      throw invalidParams(`${name}: "source" must be "trusted_local" or "untrusted"`);
    }
    out.source = a.source;
  }
  return out;
}

/** gate_changes: `since` (default 0) and `limit` (default 100, at most 1000). */
export function parseChangesArgs(name: string, input: Args | undefined): ChangesArgs {
  const a = known(name, input, ['since', 'limit']);
  const since = a.since ?? 0;
  if (typeof since !== 'number' || !Number.isSafeInteger(since) || since < 0) {
    throw invalidParams(
      `${name}: "since" must be a non-negative integer sequence number (the cursor of the last answer, or 0)`,
    );
  }
  const limit = a.limit ?? DEFAULT_CHANGES_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_CHANGES_LIMIT) {
    throw invalidParams(`${name}: "limit" must be an integer from 1 to ${MAX_CHANGES_LIMIT}`);
  }
  return { since, limit };
}

/** gate_revoke: `witness`. */
export function parseRevokeArgs(name: string, input: Args | undefined): { witness: string } {
  const a = known(name, input, ['witness']);
  const witness = optionalString(name, a, 'witness', 'the witness to revoke');
  if (witness === undefined)
    throw invalidParams(`${name}: "witness" is required: the witness (confirm token) to revoke`);
  if (!REVOCABLE_WITNESS.test(witness))
    throw invalidParams(`${name}: "witness" must be ${REVOCABLE_WITNESS_TEXT}`);
  return { witness };
}

/** gate_context_change: `image`, `page`, `action` ("tombstone"), optional `reason`. */
export function parseContextChangeArgs(name: string, input: Args | undefined): ContextChangeRequest {
  const a = known(name, input, ['image', 'page', 'action', 'reason']);
  const image = optionalString(name, a, 'image', 'the id of a recalled context image');
  if (image === undefined)
    throw invalidParams(`${name}: "image" is required: the id of a recalled context image`);
  let page: string;
  if (typeof a.page === 'string' && a.page.length > 0) page = a.page;
  else if (typeof a.page === 'number' && Number.isSafeInteger(a.page) && a.page >= 0) page = String(a.page);
  else if (a.page === undefined)
    throw invalidParams(`${name}: "page" is required: the id of a page in the image`);
  else throw invalidParams(`${name}: "page" must be a non-empty string (a page id)`);
  if (a.action === undefined)
    throw invalidParams(`${name}: "action" is required; the one action is "tombstone"`);
  if (a.action !== 'tombstone') throw invalidParams(`${name}: "action" must be "tombstone"`);
  const reason = a.reason ?? '';
  if (typeof reason !== 'string') throw invalidParams(`${name}: "reason" must be a string`);
  return { image, page, action: 'tombstone', reason };
}

function known(name: string, input: Args | undefined, allowed: readonly string[]): Args {
  const a = input ?? {};
  for (const key of Object.keys(a)) {
    if (!allowed.includes(key)) {
      throw invalidParams(
        `${name}: unknown argument "${key}"; it takes ${allowed.map((k) => `"${k}"`).join(', ')}`,
      );
    }
  }
  return a;
}

function toolName(name: string, a: Args): string {
  const tool = a.tool;
  if (tool === undefined) throw invalidParams(`${name}: "tool" is required: the name of the tool (a string)`);
  if (typeof tool !== 'string' || tool.length === 0 || tool.length > MAX_TOOL_NAME) {
    throw invalidParams(`${name}: "tool" must be a tool name: a string of 1-${MAX_TOOL_NAME} characters`);
  }
  return tool;
}

function proposedArgs(name: string, a: Args): unknown {
  if (a.args !== undefined && a.arguments !== undefined) {
    throw invalidParams(`${name}: give "args" (a JSON-encoded object) or "arguments" (an object), not both`);
  }
  if (a.arguments !== undefined) {
    if (typeof a.arguments !== 'object' || a.arguments === null || Array.isArray(a.arguments)) {
      throw invalidParams(`${name}: "arguments" must be a JSON object, not ${typeName(a.arguments)}`);
    }
    return a.arguments;
  }
  if (a.args === undefined) {
    throw invalidParams(
      `${name}: "args" is required: the tool's arguments as a JSON-encoded object ("{}" for none)`,
    );
  }
  if (typeof a.args !== 'string') {
    throw invalidParams(
      `${name}: "args" must be a string holding JSON (e.g. "{\\"path\\": \\"a.txt\\"}"), not ${typeName(a.args)}`,
    );
  }
  try {
    const value = parseJsonStrict(a.args);
    // Text holding a number JavaScript rounds stays text, which rung 1 refuses MALFORMED as on the model
    // wires: gate_syscall would send the rounded value on, and provenance would compare it (round 34).
    return holdsInexactNumber(value) ? a.args : value;
  } catch {
    // Not JSON (a duplicate key, or nested past gate's bound): still a proposed call, which the ladder's first rung refuses (DENY MALFORMED) and journals.
    return a.args;
  }
}

function traceIdOf(name: string, a: Args): string | undefined {
  if (a.trace_id === undefined) return undefined;
  if (typeof a.trace_id !== 'string' || !TRACE_ID.test(a.trace_id)) {
    throw invalidParams(`${name}: "trace_id" must be 1-128 characters of A-Z a-z 0-9 . _ : -`);
  }
  return a.trace_id;
}

/** gate_adjudicate's `earlier_calls`: each earlier call's arguments, an object or its JSON text. */
function earlierCalls(name: string, v: unknown): unknown[] {
  const what = "the arguments of each call run before in the caller's shell, in order (objects or JSON text)";
  if (!Array.isArray(v)) throw invalidParams(`${name}: "earlier_calls" must be an array: ${what}`);
  if (v.length > MAX_EARLIER_CALLS)
    throw invalidParams(`${name}: "earlier_calls" holds ${v.length} calls, more than ${MAX_EARLIER_CALLS}`);
  for (const c of v)
    if (typeof c !== 'string' && (c === null || typeof c !== 'object' || Array.isArray(c)))
      throw invalidParams(`${name}: "earlier_calls" holds ${typeName(c)}: ${what}`);
  return v;
}

function optionalString(name: string, a: Args, key: string, what: string): string | undefined {
  const v = a[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.length === 0)
    throw invalidParams(`${name}: "${key}" must be a non-empty string: ${what}`);
  return v;
}

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}
