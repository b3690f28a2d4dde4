// The governed proxy: downstream tools offered as gate's own, but only those the floor admits by name,
// and every call of one run through the same execute path as gate_syscall.
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { GateError } from '../../kernel/errors.js';
import { denyReason } from '../../kernel/ladder/deny.js';
import { isReadShaped } from '../../kernel/policy/names.js';
import type { Policy } from '../../kernel/policy/types.js';
import type { McpDeps } from './deps.js';
import { execute } from './execute.js';
import { metadataIsClean } from './metadata.js';
import { describeVerdict, gateNote, refusalNote, withheldNote } from './response.js';
import type { McpSession } from './session.js';
import { isGateTool } from './tools.js';

/**
 * Whether the floor admits a tool by its name alone (argument rules, self-modify and taint are judged
 * per call). A tool refused by name is never shown to the model.
 */
export function floorOffers(policy: Policy, tool: string): boolean {
  if (denyReason(policy.deny, tool) !== undefined) return false;
  if (policy.allow.has(tool)) return true;
  if (policy.allowPrefix.some((prefix) => tool.startsWith(prefix))) return true;
  return policy.manifest.posture === 'admit_and_log' && isReadShaped(tool);
}

/**
 * Downstream tools to list after gate's six: admitted by name, and with metadata that passed screening.
 * outputSchema is dropped because a refused or withheld call carries no structured content.
 */
export async function offeredTools(deps: McpDeps): Promise<Tool[]> {
  if (deps.backends === undefined) return [];
  const policy = deps.engine.policy();
  const out: Tool[] = [];
  for (const { tool } of deps.backends.listTools()) {
    if (isGateTool(tool.name) || !floorOffers(policy, tool.name)) continue;
    if (!(await metadataIsClean(deps, tool))) continue;
    const offered: Tool = { name: tool.name, inputSchema: tool.inputSchema };
    if (tool.title !== undefined) offered.title = tool.title;
    if (tool.description !== undefined) offered.description = tool.description;
    if (tool.annotations !== undefined) offered.annotations = tool.annotations;
    out.push(offered);
  }
  return out;
}

/** A stable signature of what tools/list offers, to notify list_changed only when it changed. */
export async function offeredSignature(deps: McpDeps): Promise<string> {
  return JSON.stringify(await offeredTools(deps));
}

/** A direct tools/call of a downstream tool: adjudicated, run and screened like gate_syscall, answered as a tool result. */
export async function proxyCall(
  deps: McpDeps,
  session: McpSession,
  tool: string,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const call = { tool, args, ...(session.witness !== undefined ? { witness: session.witness } : {}) };
  const done = await execute(deps, session, call);
  if (done.admitted.kind !== 'ALLOW' && done.admitted.kind !== 'TRANSFORM')
    return refusalNote(tool, done.admitted);
  if (done.verdict.kind === 'QUARANTINE')
    return withheldNote(tool, done.verdict, done.result?.meta.quarantine_id);
  // gate could not have the backend answer (busy, down, gone since the call was listed, or past its
  // deadline): one JSON-RPC fault shape, its code in `data`, whichever of a deadline or a drop comes first.
  const fault = done.result?.meta.error;
  if (fault === 'BACKEND_BUSY' || fault === 'BACKEND_UNAVAILABLE' || fault === 'NO_BACKEND')
    throw new GateError(fault, done.failure ?? `backend for ${tool} could not be reached`);
  if (fault === 'TOOL_DEADLINE_EXCEEDED')
    throw new GateError('BACKEND_TIMEOUT', done.failure ?? `${tool} did not finish within its deadline`);
  if (done.verdict.kind === 'DENY')
    return gateNote(`${describeVerdict(done.verdict)}: ${done.failure ?? tool}.`);
  if (done.blocks !== undefined) return { content: done.blocks, isError: done.result?.status === 'ERROR' };
  return gateNote(`${done.failure ?? `${tool} produced no result`}.`);
}
