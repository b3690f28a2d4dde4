// The input items that carry a tool's output to the model: how to read each one as text for the
// screeners, and how to put the `[gate]` note in its place so the item stays well-formed.
import type { SourceLabel } from '../../kernel/policy/types.js';
import { table } from '../../kernel/table.js';
import { HOSTED_SOURCE, hostedName, hostedText } from '../shared/hosted.js';
import { isObject, textOf } from '../shared/json.js';
import { EarlierCalls } from '../shared/screen.js';
import { unknownTypeTool } from '../shared/unknown-type.js';
import { knownCallKind, qualifiedName } from './calls.js';
import type { Item } from './types.js';

export interface OutputKind {
  /** The tool name when the call is not in the input (a trimmed history, `previous_response_id`). */
  tool: string;
  /** What a provider-run tool fetched: untrusted whatever the manifest says (shared/hosted.ts). */
  source?: SourceLabel;
  /** The text the screeners read, or undefined when the item holds nothing a model reads as text. */
  text(item: Item): string | undefined;
  /** Replaces the held content with the note, in place. */
  replace(item: Item, note: string): void;
}

/** Part types whose bytes are not text a model reads as instructions (images are screened by nobody). */
const OPAQUE_PARTS = new Set(['input_image', 'computer_screenshot']);

/** Parts the model reads and gate cannot: an image, a screenshot, a file (a PDF). */
const UNREADABLE_PARTS = new Set([...OPAQUE_PARTS, 'input_file']);

/** Does an `output` carry an image, a screenshot or a file (results.ts UNREADABLE_PARTS)? */
export function carriesUnreadable(output: unknown): boolean {
  const parts = Array.isArray(output) ? output : [output];
  return parts.some((p) => isObject(p) && typeof p['type'] === 'string' && UNREADABLE_PARTS.has(p['type']));
}

/** An `output` as the screeners read it: a string, or content parts (text parts as text, others as JSON). */
export function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined || output === null) return '';
  if (!Array.isArray(output))
    return isObject(output) && OPAQUE_PARTS.has(textOf(output['type'])) ? '' : JSON.stringify(output);
  const parts: string[] = [];
  for (const part of output) {
    if (isObject(part) && typeof part['text'] === 'string') parts.push(part['text']);
    else if (!(isObject(part) && typeof part['type'] === 'string' && OPAQUE_PARTS.has(part['type'])))
      parts.push(JSON.stringify(part));
  }
  return parts.join('\n');
}

const stringOutput = (tool: string): OutputKind => ({
  tool,
  text: (item) => (item['output'] === undefined ? undefined : outputText(item['output'])),
  replace: (item, note) => {
    item['output'] = note;
  },
});

/** Shell output chunks: stdout and stderr are what the model reads. */
function shellText(item: Item): string | undefined {
  const output = item['output'];
  if (!Array.isArray(output)) return outputText(output);
  return output
    .map((chunk) =>
      isObject(chunk)
        ? [chunk['stdout'], chunk['stderr']].filter((s) => typeof s === 'string').join('\n')
        : JSON.stringify(chunk),
    )
    .join('\n');
}

export const OUTPUT_KINDS: Readonly<Record<string, OutputKind>> = table({
  function_call_output: stringOutput('unknown'),
  custom_tool_call_output: stringOutput('unknown'),
  local_shell_call_output: stringOutput('local_shell'),
  apply_patch_call_output: stringOutput('apply_patch'),
  shell_call_output: {
    tool: 'shell',
    text: shellText,
    replace: (item, note) => {
      const output = item['output'];
      const first = Array.isArray(output) && isObject(output[0]) ? output[0] : {};
      // The chunk keeps its outcome (exit code or timeout), so the model still learns how the command ended.
      const outcome = first['outcome'] ?? { type: 'exit', exit_code: 0 };
      item['output'] = [{ stdout: note, stderr: '', outcome }];
    },
  },
  // A hosted MCP call replayed in the input carries what the server answered.
  mcp_call: {
    tool: 'unknown',
    source: HOSTED_SOURCE,
    text: (item) => {
      const parts = [item['output'], item['error']].filter((v) => typeof v === 'string' && v !== '');
      return parts.length === 0 ? undefined : parts.join('\n');
    },
    replace: (item, note) => {
      if (typeof item['output'] === 'string') item['output'] = note;
      if (typeof item['error'] === 'string') item['error'] = note;
    },
  },
  // Tool definitions found by a search: their descriptions reach the model like any result.
  tool_search_output: {
    tool: 'tool_search',
    text: (item) => (item['tools'] === undefined ? undefined : JSON.stringify(item['tools'])),
    replace: (item) => {
      item['tools'] = [];
    },
  },
  program_output: {
    tool: 'program',
    text: (item) => (typeof item['result'] === 'string' ? item['result'] : undefined),
    replace: (item, note) => {
      item['result'] = note;
    },
  },
  // What the provider's own tools fetched, replayed in the input: the model reads it again.
  web_search_call: hostedKind('web_search', 'action', (item, note) => {
    item['action'] = { type: 'search', query: note };
  }),
  file_search_call: hostedKind('file_search', 'results', (item, note) => {
    const results = item['results'];
    const first = Array.isArray(results) && isObject(results[0]) ? results[0] : {};
    item['results'] = [{ ...first, text: note, attributes: {} }];
  }),
  code_interpreter_call: hostedKind('code_interpreter', 'outputs', (item, note) => {
    item['outputs'] = [{ type: 'logs', logs: note }];
  }),
  // The tools a hosted MCP server listed: their descriptions reach the model like any result.
  mcp_list_tools: hostedKind('mcp', 'tools', (item) => {
    item['tools'] = [];
  }),
  // A screenshot: an image, screened by nobody.
  computer_call_output: { tool: 'computer', text: () => undefined, replace: () => {} },
});

/** A provider-run tool's item: the text of `field` (ids and opaque bytes left out), untrusted. */
function hostedKind(kind: string, field: string, replace: (item: Item, note: string) => void): OutputKind {
  return {
    tool: hostedName(kind),
    source: HOSTED_SOURCE,
    text: (item) => {
      const text = hostedText(item[field]);
      return text === '' ? undefined : text;
    },
    replace,
  };
}

/** Any other `*_output` item the API adds later is screened on its `output` (fail closed). */
const GENERIC_OUTPUT = stringOutput('unknown');

export function outputKind(item: unknown): OutputKind | undefined {
  if (!isObject(item)) return undefined;
  const type = item['type'];
  const role = item['role'];
  // A message of a role the API does not define is rendered into the prompt all the same.
  if (
    (type === undefined || type === null || type === 'message') &&
    role !== undefined &&
    !(typeof role === 'string' && ROLES.has(role))
  )
    return unknownInput(role, 'message');
  if (typeof type !== 'string') return type === undefined || type === null ? undefined : unknownInput(type);
  if (Object.hasOwn(OUTPUT_KINDS, type)) return OUTPUT_KINDS[type];
  if (type.endsWith('_output')) return GENERIC_OUTPUT;
  return INPUT_TYPES.has(type) ? undefined : unknownInput(type);
}

const ROLES: ReadonlySet<string> = new Set(['user', 'assistant', 'system', 'developer']);

/** Input item types the API defines (an item with no type is a message, or an item reference). */
const INPUT_TYPES: ReadonlySet<string> = new Set([
  ...['message', 'reasoning', 'compaction', 'compaction_trigger', 'item_reference', 'additional_tools'],
  ...['function_call', 'custom_tool_call', 'local_shell_call', 'shell_call', 'apply_patch_call'],
  ...['computer_call', 'tool_search_call', 'program', 'mcp_call', 'mcp_list_tools'],
  ...['mcp_approval_request', 'mcp_approval_response', 'web_search_call', 'file_search_call'],
  ...['code_interpreter_call', 'image_generation_call'],
]);

/**
 * An input item of a type gate does not know: no client runs what it sends up, but the model reads it, so
 * its whole JSON is screened as untrusted; a held one becomes an assistant message holding the note.
 */
function unknownInput(type: unknown, part: 'item' | 'message' = 'item'): OutputKind {
  return {
    tool: unknownTypeTool(part, type),
    source: HOSTED_SOURCE,
    text: (item) => JSON.stringify(item),
    replace: (item, note) => {
      for (const key of Object.keys(item)) delete item[key];
      Object.assign(item, { type: 'message', role: 'assistant', content: note });
    },
  };
}

/** The id an output answers: `call_id`, or `id` for `local_shell_call_output`. */
export function answeredId(item: Item): string {
  if (typeof item.call_id === 'string' && item.call_id !== '') return item.call_id;
  return typeof item.id === 'string' ? item.id : '';
}

/** Calls by id (tool name and arguments), from the call items earlier in the input (also `program` and `mcp_call`). */
export function callsById(items: readonly unknown[]): EarlierCalls {
  const calls = new EarlierCalls();
  for (const [at, item] of items.entries()) {
    if (!isObject(item)) continue;
    const kind = knownCallKind(item);
    let name: string | undefined;
    let args: unknown;
    if (kind) {
      name = kind.tool(item);
      args = kind.args(item);
    } else if (item['type'] === 'mcp_call') {
      name = qualifiedName(item['server_label'], item['name']);
      args = item['arguments'];
    } else if (item['type'] === 'tool_search_call') name = 'tool_search';
    else if (item['type'] === 'program') name = 'program';
    if (name === undefined || name === '') continue;
    const call = { tool: name, args: typeof args === 'string' ? args : (JSON.stringify(args) ?? '') };
    for (const key of [item['call_id'], item['id']])
      if (typeof key === 'string' && key !== '') calls.add(key, call, at);
  }
  return calls;
}
