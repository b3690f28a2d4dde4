// The messages wire's provider-run tools: server tools in `tools` (web search, web fetch, code execution)
// and the MCP connector's `mcp_servers`, judged before the request goes upstream; and the blocks that show
// what they fetched (`*_tool_result`, `mcp_tool_result`, web-search citations), read as untrusted results
// (docs/wires.md, "Tools the provider runs").
import {
  type HostedDeclaration,
  type HostedResult,
  hostedMcpName,
  hostedName,
  hostedText,
} from '../shared/hosted.js';
import { isObject, textOf } from '../shared/json.js';
import type { ContentBlock } from './types.js';

/** Anthropic-defined tools the client runs: their calls come back as `tool_use` blocks gate judges. */
const CLIENT_RUN = /^(bash|text_editor|computer|memory|computer_toolset|browser_toolset)_\d{8}$/;

/** Every provider-run tool the request declares: server tools in `tools`, then the `mcp_servers`. */
export function hostedDeclarations(tools: unknown, servers: unknown): HostedDeclaration[] {
  const out: HostedDeclaration[] = [];
  if (Array.isArray(tools)) {
    for (const [i, entry] of tools.entries()) {
      const at = `tools[${i}]`;
      if (!isObject(entry)) {
        out.push({ at, type: undefined, tool: undefined });
        continue;
      }
      const type = entry['type'];
      // A tool with no type (or `custom`) is the client's own.
      if (type === undefined || type === null || type === 'custom') continue;
      if (typeof type !== 'string') out.push({ at, type, tool: undefined });
      // Round 59: a toolset's configs name the tools of its server the provider may run (toolsetTools).
      else if (type === 'mcp_toolset') {
        const tools = toolsetTools(entry);
        const tool = hostedMcpName(entry['mcp_server_name']);
        // Round 60: a toolset gate cannot fully read is refused, whatever the floor names (admitHostedTools).
        if (tools === UNREAD) out.push({ at, type, tool, mcpTools: undefined, unread: true });
        else out.push({ at, type, tool, mcpTools: tools });
      } else if (type.startsWith('tool_search_tool_'))
        out.push({ at, type, tool: hostedName('tool_search') });
      else if (!CLIENT_RUN.test(type)) out.push({ at, type, tool: hostedName(type) });
    }
  } else if (tools !== undefined && tools !== null)
    out.push({ at: 'tools', type: undefined, tool: undefined });
  if (Array.isArray(servers)) {
    // The MCP connector has no approval step: a server runs its tools as the model asks.
    for (const [i, entry] of servers.entries()) {
      const config = isObject(entry) ? entry['tool_configuration'] : undefined;
      // Round 58: the tools it may run, judged with it (shared/hosted.ts toolsRefusal).
      const tools = config === undefined ? undefined : connectorTools(config);
      out.push({
        at: `mcp_servers[${i}]`,
        type: isObject(entry) ? entry['type'] : undefined,
        tool: isObject(entry) ? hostedMcpName(entry['name']) : undefined,
        mcpTools: tools === UNREAD ? undefined : tools,
        // Round 60: a tool_configuration gate cannot fully read is refused, as a toolset's is.
        ...(tools === UNREAD ? { unread: true as const } : {}),
        // Round 59: no tool_configuration at all: a toolset may name its tools (withToolsets).
        ...(isObject(entry) && config === undefined ? { unlisted: true as const } : {}),
      });
    }
  } else if (servers !== undefined && servers !== null)
    out.push({ at: 'mcp_servers', type: undefined, tool: undefined });
  return withToolsets(out);
}

/**
 * Round 59: a server in `mcp_servers` with no `tool_configuration` whose tools a `mcp_toolset` in `tools`
 * configures (the 2025-11-20 connector, where the toolset is what offers a server's tools) runs what the
 * toolsets let it: their tools together, every tool if one lets every tool run. A server with its own
 * list keeps it (each declaration is judged on its own).
 */
function withToolsets(out: HostedDeclaration[]): HostedDeclaration[] {
  const sets = new Map<string, Set<string> | 'every'>();
  for (const d of out) {
    if (d.type !== 'mcp_toolset' || d.tool === undefined) continue;
    const had = sets.get(d.tool);
    if (had === 'every') continue;
    sets.set(d.tool, d.mcpTools === undefined ? 'every' : new Set([...(had ?? []), ...d.mcpTools]));
  }
  if (sets.size === 0) return out;
  return out.map((d) => {
    const set = d.tool === undefined ? undefined : sets.get(d.tool);
    if (set === undefined || set === 'every' || !d.at.startsWith('mcp_servers[') || d.mcpTools !== undefined)
      return d;
    // Only a server entry with no list of its own: one with an unreadable configuration stays every tool.
    return d.unlisted === true ? { ...d, mcpTools: [...set] } : d;
  });
}

const TOOLSET_KEYS: ReadonlySet<string> = new Set([
  'type',
  'mcp_server_name',
  'default_config',
  'configs',
  'cache_control',
]);
const CONFIG_KEYS: ReadonlySet<string> = new Set(['enabled', 'defer_loading']);

/** Round 60: a configuration gate cannot fully read (an unknown key, a value of another type): refused. */
const UNREAD = Symbol('unread');

/** A toolset config gate reads: an object of `enabled`/`defer_loading`, `enabled` a boolean when given. */
function readConfig(config: unknown): { enabled: boolean | undefined } | undefined {
  if (!isObject(config) || Object.keys(config).some((k) => !CONFIG_KEYS.has(k))) return undefined;
  const enabled = config['enabled'];
  if (enabled !== undefined && typeof enabled !== 'boolean') return undefined;
  return { enabled };
}

/**
 * Round 59: the tools a `mcp_toolset` lets the provider run: with `default_config.enabled: false`, the
 * tools its `configs` enable (an allowlist); undefined (every tool the server offers) when every tool is
 * enabled by default (a tool a config disables is still one gate cannot bound: the provider decides what the
 * server offers). Round 60: UNREAD when any part is not a configuration gate reads (it was every tool).
 */
function toolsetTools(entry: Record<string, unknown>): string[] | undefined | typeof UNREAD {
  if (Object.keys(entry).some((k) => !TOOLSET_KEYS.has(k))) return UNREAD;
  const fallback =
    entry['default_config'] === undefined ? { enabled: undefined } : readConfig(entry['default_config']);
  if (fallback === undefined) return UNREAD;
  const configs = entry['configs'] ?? {};
  if (!isObject(configs)) return UNREAD;
  const enabled: string[] = [];
  for (const name of Object.keys(configs)) {
    const c = readConfig(configs[name]);
    if (c === undefined) return UNREAD;
    if (c.enabled === true) enabled.push(name);
  }
  return fallback.enabled === false ? enabled : undefined;
}

/**
 * Round 58: the connector's `tool_configuration.allowed_tools` (the 2025-04-04 beta), when it is a list of
 * names and the configuration is not disabled; undefined (every tool the server offers) when it lists
 * none. Round 60: UNREAD when it is not a configuration gate reads (it was every tool).
 */
function connectorTools(config: unknown): string[] | undefined | typeof UNREAD {
  if (!isObject(config) || Object.keys(config).some((k) => k !== 'enabled' && k !== 'allowed_tools'))
    return UNREAD;
  const enabled = config['enabled'];
  const allowed = config['allowed_tools'];
  if (enabled !== undefined && typeof enabled !== 'boolean') return UNREAD;
  if (allowed !== undefined && !(Array.isArray(allowed) && allowed.every((n) => typeof n === 'string')))
    return UNREAD;
  if (enabled === false) return [];
  return allowed;
}

/**
 * Round 57: the call a provider-run tool made, as a block shows it (`server_tool_use`, `mcp_tool_use`),
 * under the name its declaration is judged by: `hosted:web_search`, `hosted:code_execution` (its bash and
 * text editor commands), `hosted:tool_search`, `hosted:mcp:<server>`; `tool` undefined when the block names
 * none gate can read. Undefined for any other block.
 */
export function providerRunCall(
  block: ContentBlock,
): { tool: string | undefined; called?: string | undefined } | undefined {
  // Round 58: an MCP call names the tool it ran, held to its server's allowed_tools (verdicts.providerRan).
  if (block.type === 'mcp_tool_use') {
    const name = block['name'];
    return {
      tool: hostedMcpName(block['server_name']),
      called: typeof name === 'string' && name !== '' ? name : undefined,
    };
  }
  if (block.type !== 'server_tool_use') return undefined;
  const name = block['name'];
  if (typeof name !== 'string' || name === '') return { tool: undefined };
  if (/^(?:bash|text_editor)_code_execution$/.test(name)) return { tool: hostedName('code_execution') };
  return { tool: hostedName(name.startsWith('tool_search_tool_') ? 'tool_search' : name) };
}

const NO_CALLS: ReadonlyMap<string, string> = new Map();

/**
 * Round 77: the provider-run call a block of an answer stands for, judged as round 57 judges it: a
 * `server_tool_use` or `mcp_tool_use` (its id noted in `ran`), or a `*_tool_result` whose call no earlier
 * block of the answer holds, under its kind's name (`hosted:web_search`; `hosted:mcp` names no server):
 * what it returned reached the client with no call of it judged. Undefined for any other block.
 */
export function ranIn(
  block: ContentBlock,
  ran: Set<string>,
): { tool: string | undefined; called?: string | undefined } | undefined {
  const call = providerRunCall(block);
  if (call) {
    if (typeof block['id'] === 'string') ran.add(block['id']);
    return call;
  }
  if (!isHostedResult(block)) return undefined;
  const id = block['tool_use_id'];
  return typeof id === 'string' && ran.has(id) ? undefined : { tool: hostedResultTool(block, NO_CALLS) };
}

/** Is this block what a provider-run tool returned (`web_search_tool_result`, `mcp_tool_result`, ...)? */
export function isHostedResult(block: ContentBlock): boolean {
  return (
    typeof block.type === 'string' && block.type.endsWith('_tool_result') && block.type !== 'tool_result'
  );
}

/** The name a hosted result block is read under; an MCP result is named `server.tool` by its call. */
export function hostedResultTool(block: ContentBlock, calls: ReadonlyMap<string, string>): string {
  const id = typeof block['tool_use_id'] === 'string' ? block['tool_use_id'] : '';
  const call = calls.get(id);
  if (call !== undefined) return call;
  const kind = textOf(block.type).replace(/_tool_result$/, '');
  // bash_ and text_editor_code_execution are the code execution tool's own commands.
  return hostedName(kind.endsWith('code_execution') ? 'code_execution' : kind);
}

/** The calls provider-run tools made in some blocks, by id: `mcp_tool_use` as `server.tool`. */
export function hostedCalls(
  blocks: readonly ContentBlock[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const b of blocks) {
    if (b.type !== 'mcp_tool_use' || typeof b['id'] !== 'string') continue;
    const server = typeof b['server_name'] === 'string' ? b['server_name'] : '';
    const name = typeof b['name'] === 'string' ? b['name'] : '';
    into.set(b['id'], server === '' ? hostedName('mcp') : `${server}.${name}`);
  }
  return into;
}

/** Web-search citations on a text block: the page text the model quoted. */
export function citedText(citations: unknown): string {
  if (!Array.isArray(citations)) return '';
  return hostedText(citations.filter((c) => isObject(c) && c['type'] === 'web_search_result_location'));
}

/** What provider-run tools fetched, as a response's blocks show it (citations included). */
export function fetchedIn(
  blocks: readonly ContentBlock[],
  seen?: ReadonlyMap<string, string>,
): HostedResult[] {
  const calls = hostedCalls(blocks, new Map(seen));
  const out: HostedResult[] = [];
  for (const b of blocks) {
    const id = typeof b['tool_use_id'] === 'string' ? b['tool_use_id'] : '';
    if (isHostedResult(b)) {
      const content = hostedText(b['content']);
      if (content !== '') out.push({ id, tool: hostedResultTool(b, calls), content });
    } else if (b.type === 'text') {
      const content = citedText(b['citations']);
      if (content !== '') out.push({ id, tool: hostedName('web_search'), content });
    }
  }
  return out;
}

/** A held hosted result in the history: its content replaced in the block's own shape by the note. */
export function replaceHosted(block: ContentBlock, note: string): void {
  const content = block['content'];
  const type = textOf(block.type);
  if (type === 'mcp_tool_result') {
    block['content'] = [{ type: 'text', text: note }];
  } else if (isObject(content) && typeof content['stdout'] === 'string') {
    // Code execution: the note as its output, the return code kept.
    block['content'] = { ...content, stdout: note, stderr: '', content: [] };
  } else if (type === 'web_fetch_tool_result' && isObject(content) && isObject(content['content'])) {
    const doc = content['content'];
    block['content'] = {
      ...content,
      content: {
        ...doc,
        source: { type: 'text', media_type: 'text/plain', data: note },
        citations: undefined,
      },
    };
  } else {
    // Anything else (search results, whose pages only the provider can read): the tool's error form.
    const base = type.replace(/_tool_result$/, '');
    block['content'] = { type: `${base}_tool_result_error`, error_code: 'unavailable' };
  }
}
