// Downstream tool metadata is text a model reads as much as any result: a description can carry
// instructions ("tool poisoning") or a secret. It passes the same screeners before a tool is offered.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { sha256Hex } from '../../kernel/canonical.js';
import type { McpDeps } from './deps.js';
import { MCP_WIRE } from './session.js';

/** The trace a metadata screening is journaled under (never a conversation's, so it taints no agent). */
export const METADATA_TRACE = 'gate-tool-metadata';
/** Distinct metadata versions remembered per gateway; past this the memory starts over. */
const MAX_REMEMBERED = 10_000;

/** Promises, so concurrent listings of a new tool share one screening (and one journal row). */
const verdicts = new WeakMap<McpDeps, Map<string, Promise<boolean>>>();

/** What a model would read of a tool: title, description and the input schema with its descriptions. */
export function metadataText(tool: Tool): string {
  return [tool.title ?? '', tool.description ?? '', JSON.stringify(tool.inputSchema)].join('\n');
}

/** True when the tool's metadata passed screening; each distinct version is screened (and journaled) once. */
export function metadataIsClean(deps: McpDeps, tool: Tool): Promise<boolean> {
  const text = metadataText(tool);
  const key = sha256Hex(`${tool.name}\u0000${text}`);
  let seen = verdicts.get(deps);
  if (seen === undefined) {
    seen = new Map();
    verdicts.set(deps, seen);
  }
  const known = seen.get(key);
  if (known !== undefined) return known;
  if (seen.size >= MAX_REMEMBERED) seen.clear();
  const memo = seen;
  const verdict = deps.engine
    .admit({ tool: tool.name, traceId: METADATA_TRACE, content: text }, { wire: MCP_WIRE })
    // Only ALLOW lists the tool: a description with a secret redacted (TRANSFORM) is not shown as it is.
    .then((out) => out.verdict.kind === 'ALLOW');
  memo.set(key, verdict);
  // A failed screening (journal down) is not remembered: the next listing tries again.
  verdict.catch(() => memo.delete(key));
  return verdict;
}
