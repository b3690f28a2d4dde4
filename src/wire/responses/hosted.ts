// The Responses wire's provider-run tools: which `tools` entries the provider runs itself (and the name
// each is judged under), and which output items show what such a tool fetched (docs/responses-wire.md,
// "Tools the provider runs").

import { table } from '../../kernel/table.js';
import {
  type HostedDeclaration,
  type HostedResult,
  hostedMcpName,
  hostedName,
  hostedText,
} from '../shared/hosted.js';
import { isObject } from '../shared/json.js';
import { qualifiedName } from './calls.js';
import type { Item } from './types.js';

/** Tool types whose calls come back to the client as items gate judges (calls.ts). */
const CLIENT_RUN = new Set([
  'function',
  'custom',
  'local_shell',
  'shell',
  'apply_patch',
  'computer_use_preview',
  'computer',
]);

/** Every entry of `tools` the provider would run itself, in order (a namespace's tools inside it). */
export function hostedDeclarations(tools: unknown): HostedDeclaration[] {
  if (tools === undefined || tools === null) return [];
  if (!Array.isArray(tools)) return [{ at: 'tools', type: undefined, tool: undefined }];
  const out: HostedDeclaration[] = [];
  const visit = (list: readonly unknown[], path: string, depth: number): void => {
    for (const [i, entry] of list.entries()) {
      const at = `${path}[${i}]`;
      const type = isObject(entry) ? entry['type'] : undefined;
      if (typeof type !== 'string') out.push({ at, type, tool: undefined });
      else if (type === 'namespace' && isObject(entry) && Array.isArray(entry['tools']) && depth < 4)
        visit(entry['tools'], `${at}.tools`, depth + 1);
      else if (CLIENT_RUN.has(type)) continue;
      // A tool search the client runs comes back as its own call; the provider's searches the request's tools.
      else if (type === 'tool_search' && isObject(entry) && entry['execution'] === 'client') continue;
      else if (type === 'mcp' && isObject(entry)) {
        const tools = allowedTools(entry['allowed_tools']);
        out.push({
          at,
          type,
          tool: hostedMcpName(entry['server_label']),
          approved: everyCallApproved(entry),
          // Round 58: the tools the provider may run on it, each judged with the server (shared/hosted.ts).
          mcpTools: tools === UNREAD ? undefined : tools,
          // Round 61: a filter or approval setting gate cannot fully read is refused, whatever the floor names.
          ...(tools === UNREAD || !approvalReadable(entry['require_approval'])
            ? { unread: true as const }
            : {}),
        });
      } else out.push({ at, type, tool: type === 'namespace' ? undefined : hostedName(type) });
    }
  };
  visit(tools, 'tools', 0);
  return out;
}

/** Round 57: provider-run call items by the tool each is judged under (its declaration's name). */
const RUN_BY: Readonly<Record<string, (item: Record<string, unknown>) => string | undefined>> = table({
  web_search_call: () => hostedName('web_search'),
  file_search_call: () => hostedName('file_search'),
  code_interpreter_call: () => hostedName('code_interpreter'),
  image_generation_call: () => hostedName('image_generation'),
  mcp_call: (item) => hostedMcpName(item['server_label']),
  mcp_list_tools: (item) => hostedMcpName(item['server_label']),
  // Round 77: the JavaScript programmatic tool calling runs on the provider's side, and what it returned.
  program: () => hostedName('programmatic_tool_calling'),
  program_output: () => hostedName('programmatic_tool_calling'),
});

/**
 * Round 57: the call a provider-run tool made, as an output item shows it, under the name its declaration
 * is judged by (`tool` undefined when the item names none gate can read); undefined for any other item.
 * A `tool_search_call` the provider ran (`execution: "server"`) is `hosted:tool_search`.
 */
export function providerRunCall(
  item: unknown,
): { tool: string | undefined; called?: string | undefined } | undefined {
  if (!isObject(item)) return undefined;
  const type = item['type'];
  if (type === 'tool_search_call' && item['execution'] === 'server')
    return { tool: hostedName('tool_search') };
  if (typeof type !== 'string' || !Object.hasOwn(RUN_BY, type)) return undefined;
  // Round 58: an MCP call names the tool it ran, held to its server's allowed_tools (verdicts.providerRan).
  if (type === 'mcp_call') return { tool: RUN_BY[type]!(item), called: calledTool(item) };
  return { tool: RUN_BY[type]!(item) };
}

/** The bare tool name an `mcp_call` ran, undefined when it names none gate can read. */
function calledTool(item: Record<string, unknown>): string | undefined {
  const name = item['name'];
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/** Round 61: a tool filter gate cannot fully read (an unknown key, a value of another type): refused. */
const UNREAD = Symbol('unread');

const isName = (n: unknown): n is string => typeof n === 'string';

/**
 * Round 61: the tools an `mcp` entry's `allowed_tools` lets the provider run: a list of names, or a filter
 * of `tool_names` and `read_only` (a boolean), bounded by its names (`read_only` only narrows them); every
 * tool (undefined) when it names none; UNREAD for any other form (round 60 read those as every tool).
 */
export function allowedTools(filter: unknown): readonly string[] | undefined | typeof UNREAD {
  if (filter === undefined || filter === null) return undefined;
  if (Array.isArray(filter)) return filter.every(isName) ? filter : UNREAD;
  if (!readableFilter(filter)) return UNREAD;
  return filter['tool_names'] as string[] | undefined;
}

/** A filter object of `tool_names` (a list of names) and `read_only` (a boolean), each optional. */
function readableFilter(filter: unknown): filter is Record<string, unknown> {
  if (!isObject(filter) || Object.keys(filter).some((k) => k !== 'tool_names' && k !== 'read_only'))
    return false;
  const names = filter['tool_names'];
  const readOnly = filter['read_only'];
  return (
    (names === undefined || (Array.isArray(names) && names.every(isName))) &&
    (readOnly === undefined || typeof readOnly === 'boolean')
  );
}

/** Round 61: `require_approval` as gate reads it: absent, `"always"`, `"never"`, or `always`/`never` filters. */
function approvalReadable(setting: unknown): boolean {
  if (setting === undefined || setting === null || setting === 'always' || setting === 'never') return true;
  if (!isObject(setting) || Object.keys(setting).some((k) => k !== 'always' && k !== 'never')) return false;
  return [setting['always'], setting['never']].every(
    (f) => f === undefined || f === null || readableFilter(f),
  );
}

/** A tool filter's list of names, or undefined when it filters by anything else too. */
function namesOnly(filter: unknown): string[] | undefined {
  if (Array.isArray(filter)) return filter.every((n) => typeof n === 'string') ? filter : undefined;
  if (!isObject(filter) || Object.keys(filter).some((k) => k !== 'tool_names')) return undefined;
  const names = filter['tool_names'];
  return Array.isArray(names) && names.every((n) => typeof n === 'string') ? names : undefined;
}

/**
 * Does every call of this hosted MCP server come back as an `mcp_approval_request`? `"always"`, or the
 * per-tool form when `never` lists nothing and `always` lists every tool `allowed_tools` admits. Anything
 * else (`"never"`, no setting, a filter gate cannot read) is not: the server must be admitted outright.
 */
export function everyCallApproved(entry: Record<string, unknown>): boolean {
  const setting = entry['require_approval'];
  if (setting === 'always') return true;
  if (!isObject(setting) || Object.keys(setting).some((k) => k !== 'always' && k !== 'never')) return false;
  if (setting['never'] !== undefined && namesOnly(setting['never'])?.length !== 0) return false;
  const always = namesOnly(setting['always']);
  // What allowed_tools bounds the provider to (round 61: a `read_only` filter too): all must need approval.
  const allowed = allowedTools(entry['allowed_tools']);
  if (allowed === undefined || allowed === UNREAD || always === undefined) return false;
  return allowed.every((n) => always.includes(n));
}

/** Citation kinds in a message's annotations, by the provider-run tool that found them. */
const CITATION_TOOLS: Readonly<Record<string, string>> = table({
  url_citation: hostedName('web_search'),
  file_citation: hostedName('file_search'),
  container_file_citation: hostedName('code_interpreter'),
});

/** The citations of a message item: what a search found, as the model quoted it. */
function citations(item: Item): HostedResult[] {
  const content = item['content'];
  if (!Array.isArray(content)) return [];
  const byTool = new Map<string, unknown[]>();
  for (const part of content) {
    if (!isObject(part) || !Array.isArray(part['annotations'])) continue;
    for (const a of part['annotations']) {
      const type = isObject(a) && typeof a['type'] === 'string' ? a['type'] : '';
      const tool = Object.hasOwn(CITATION_TOOLS, type) ? CITATION_TOOLS[type] : undefined;
      if (tool) byTool.set(tool, [...(byTool.get(tool) ?? []), a]);
    }
  }
  const id = typeof item.id === 'string' ? item.id : '';
  return [...byTool].map(([tool, found]) => ({ id, tool, content: hostedText(found) }));
}

/** The name an MCP item's result is read under: the tool it ran, as its approval request is judged. */
function mcpTool(item: Item): string {
  const name = qualifiedName(item['server_label'], item['name']);
  return name === '' ? hostedName('mcp') : name;
}

/** Provider-run items of an output and the fields of each that hold what the tool fetched. */
const FETCHED: Readonly<Record<string, { tool: (item: Item) => string; fields: readonly string[] }>> = table({
  web_search_call: { tool: () => hostedName('web_search'), fields: ['action'] },
  file_search_call: { tool: () => hostedName('file_search'), fields: ['results'] },
  code_interpreter_call: { tool: () => hostedName('code_interpreter'), fields: ['outputs'] },
  mcp_call: { tool: mcpTool, fields: ['output', 'error'] },
  mcp_list_tools: {
    tool: (item) => hostedMcpName(item['server_label']) ?? hostedName('mcp'),
    fields: ['tools'],
  },
  // Round 77: what a provider-run program returned reaches the model as a result does.
  program_output: { tool: () => hostedName('programmatic_tool_calling'), fields: ['result'] },
});

/** What provider-run tools fetched, as an output item shows it (none for any other item). */
export function fetchedBy(item: unknown): HostedResult[] {
  if (!isObject(item)) return [];
  const it = item as Item;
  if (it.type === 'message') return citations(it);
  const type = typeof it.type === 'string' ? it.type : '';
  if (!Object.hasOwn(FETCHED, type)) return [];
  const kind = FETCHED[type]!;
  const content = hostedText(kind.fields.map((f) => it[f]));
  return content === '' ? [] : [{ id: typeof it.id === 'string' ? it.id : '', tool: kind.tool(it), content }];
}
