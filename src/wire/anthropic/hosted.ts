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
import { isObject } from '../shared/json.js';
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
      // Round 58: a toolset's per-tool configs are not read, so it lets every tool of its server run.
      else if (type === 'mcp_toolset')
        out.push({ at, type, tool: hostedMcpName(entry['mcp_server_name']), mcpTools: undefined });
      else if (type.startsWith('tool_search_tool_')) out.push({ at, type, tool: hostedName('tool_search') });
      else if (!CLIENT_RUN.test(type)) out.push({ at, type, tool: hostedName(type) });
    }
  } else if (tools !== undefined && tools !== null)
    out.push({ at: 'tools', type: undefined, tool: undefined });
  if (Array.isArray(servers)) {
    // The MCP connector has no approval step: a server runs its tools as the model asks.
    for (const [i, entry] of servers.entries())
      out.push({
        at: `mcp_servers[${i}]`,
        type: isObject(entry) ? entry['type'] : undefined,
        tool: isObject(entry) ? hostedMcpName(entry['name']) : undefined,
        // Round 58: the tools it may run, judged with it (shared/hosted.ts toolsRefusal).
        mcpTools: isObject(entry) ? connectorTools(entry['tool_configuration']) : undefined,
      });
  } else if (servers !== undefined && servers !== null)
    out.push({ at: 'mcp_servers', type: undefined, tool: undefined });
  return out;
}

/**
 * Round 58: the connector's `tool_configuration.allowed_tools` (the 2025-04-04 beta), when it is a list of
 * names and the configuration is not disabled; undefined (every tool the server offers) otherwise.
 */
function connectorTools(config: unknown): string[] | undefined {
  if (!isObject(config) || Object.keys(config).some((k) => k !== 'enabled' && k !== 'allowed_tools'))
    return undefined;
  const allowed = config['allowed_tools'];
  if (config['enabled'] === false) return [];
  return Array.isArray(allowed) && allowed.every((n) => typeof n === 'string') ? allowed : undefined;
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
  const kind = String(block.type).replace(/_tool_result$/, '');
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
  const type = String(block.type);
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
