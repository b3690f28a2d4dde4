// The output items that ask the client to act: the tool name and arguments the floor judges for each,
// and how a verdict becomes the item the client receives. Items the API defines as no proposal (messages,
// reasoning, calls the provider runs itself such as web_search_call or mcp_call) pass through; an item of
// a type gate does not know is judged as `item:<type>`, so a floor that does not name it refuses it
// (docs/responses-wire.md, "Items gate does not know").

import { table } from '../../kernel/table.js';
import type { JsonObject } from '../../kernel/types.js';
import { isObject, parseArguments } from '../shared/json.js';
import { unknownTypeTool } from '../shared/unknown-type.js';
import type { CallOutcome, ProposedCall } from '../shared/verdicts.js';
import type { Item } from './types.js';

export interface CallKind {
  /** The tool name the floor judges the call under. */
  tool(item: Item): string;
  /** The arguments the floor judges: what the client will act on. */
  args(item: Item): unknown;
  /** The item carrying repaired arguments, or undefined when this kind cannot carry them (then it is dropped). */
  repaired(item: Item, repaired: JsonObject): Item | undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A namespaced tool is judged as `namespace.name`, so an allow-listed bare name never admits it. */
export function qualifiedName(namespace: unknown, name: unknown): string {
  const ns = text(namespace);
  return ns === '' ? text(name) : `${ns}.${text(name)}`;
}

/**
 * JSON arguments as text (an object from a lenient server is judged as it is). Only a missing field is the
 * empty call; a `null` the client would receive is judged as `null` (MALFORMED), never as `{}`.
 */
function jsonArguments(value: unknown): unknown {
  if (typeof value === 'string') return parseArguments(value);
  return value === undefined ? {} : value;
}

/** A field's value as the client receives it; only a missing field is read as `fallback`. */
function objectOr(value: unknown, fallback: unknown): unknown {
  return value === undefined ? fallback : value;
}

const SYNTH_COMMAND = 'command';

/** `shell_call` runs each entry of `commands` as a shell line: the floor reads them as one script. */
function shellArgs(item: Item): unknown {
  const action = item['action'];
  if (!isObject(action)) return objectOr(action, {});
  const commands = action['commands'];
  if (SYNTH_COMMAND in action || !Array.isArray(commands) || !commands.every((c) => typeof c === 'string'))
    return action;
  return { ...action, [SYNTH_COMMAND]: commands.join('\n') };
}

export const CALL_KINDS: Readonly<Record<string, CallKind>> = table({
  function_call: {
    tool: (item) => qualifiedName(item['namespace'], item['name']),
    args: (item) => jsonArguments(item['arguments']),
    repaired: (item, repaired) => ({ ...item, arguments: JSON.stringify(repaired) }),
  },
  custom_tool_call: {
    tool: (item) => qualifiedName(item['namespace'], item['name']),
    args: (item) => ({ input: text(item['input']) }),
    repaired: (item, repaired) =>
      typeof repaired['input'] === 'string' ? { ...item, input: repaired['input'] } : undefined,
  },
  local_shell_call: {
    tool: () => 'local_shell',
    args: (item) => objectOr(item['action'], {}),
    repaired: (item, repaired) => ({ ...item, action: repaired }),
  },
  shell_call: {
    tool: () => 'shell',
    args: shellArgs,
    repaired: (item, repaired) => {
      const action = item['action'];
      if (isObject(action) && !(SYNTH_COMMAND in action)) {
        const { [SYNTH_COMMAND]: _joined, ...rest } = repaired;
        return { ...item, action: rest };
      }
      return { ...item, action: repaired };
    },
  },
  apply_patch_call: {
    tool: () => 'apply_patch',
    args: (item) => objectOr(item['operation'], {}),
    repaired: (item, repaired) => ({ ...item, operation: repaired }),
  },
  computer_call: {
    tool: () => 'computer',
    args: (item) => (item['action'] !== undefined ? item['action'] : { actions: item['actions'] ?? [] }),
    repaired: (item, repaired) => {
      if (item['action'] !== undefined) return { ...item, action: repaired };
      return Array.isArray(repaired['actions']) ? { ...item, actions: repaired['actions'] } : undefined;
    },
  },
  // The provider runs a hosted MCP call once the client approves it: approving is the client's action.
  mcp_approval_request: {
    tool: (item) => qualifiedName(item['server_label'], item['name']),
    args: (item) => jsonArguments(item['arguments']),
    repaired: () => undefined,
  },
});

/**
 * Output item types the Responses API defines that ask the client for nothing: text, reasoning, results
 * echoed back, and what the provider ran itself (hosted.ts reads what those fetched).
 */
const NOT_PROPOSALS: ReadonlySet<string> = new Set([
  'message',
  'reasoning',
  'compaction',
  'additional_tools',
  'web_search_call',
  'file_search_call',
  'code_interpreter_call',
  'image_generation_call',
  'mcp_call',
  'mcp_list_tools',
  'mcp_approval_response',
  'program',
  'program_output',
  'tool_search_output',
  'function_call_output',
  'custom_tool_call_output',
  'computer_call_output',
  'local_shell_call_output',
  'shell_call_output',
  'apply_patch_call_output',
]);

/** A client-run tool search: the client searches its own tools with these arguments. */
const TOOL_SEARCH: CallKind = {
  tool: () => 'tool_search',
  args: (item) => objectOr(item['arguments'], {}),
  repaired: (item, repaired) => ({ ...item, arguments: repaired }),
};

/** An item of a type gate does not know: judged whole, by a name the operator can admit. */
const UNKNOWN_ITEM: CallKind = {
  tool: (item) => unknownTypeTool('item', isObject(item) ? item['type'] : undefined),
  args: (item) => (isObject(item) ? item : {}),
  repaired: () => undefined,
};

/**
 * The kind of an output item, or undefined for an item that is no proposal. A tool search is the client's
 * unless the item says the provider ran it; a type gate does not know (or no type) is judged, never passed.
 */
export function callKind(item: unknown): CallKind | undefined {
  const type = isObject(item) ? item['type'] : undefined;
  if (typeof type === 'string' && NOT_PROPOSALS.has(type)) return undefined;
  if (type === 'tool_search_call' && (item as Item)['execution'] === 'server') return undefined;
  return knownCallKind(item) ?? UNKNOWN_ITEM;
}

/** The kind of a call item of a type gate knows (a history's earlier calls are named by these only). */
export function knownCallKind(item: unknown): CallKind | undefined {
  const type = isObject(item) ? item['type'] : undefined;
  if (typeof type !== 'string') return undefined;
  if (Object.hasOwn(CALL_KINDS, type)) return CALL_KINDS[type];
  if (type === 'tool_search_call') return (item as Item)['execution'] === 'server' ? undefined : TOOL_SEARCH;
  return undefined;
}

/** The id listed in `gate.verdicts`: the `call_id` the client answers with, else the item id. */
export function callId(item: Item, fallback: string): string {
  if (!isObject(item)) return fallback;
  if (typeof item.call_id === 'string' && item.call_id !== '') return item.call_id;
  if (typeof item.id === 'string' && item.id !== '') return item.id;
  return fallback;
}

export function proposedCall(kind: CallKind, item: Item, fallbackId: string): ProposedCall {
  return { id: callId(item, fallbackId), tool: kind.tool(item), args: kind.args(item) };
}

/** The item the client receives for a judged call, or undefined when it is dropped. */
export function judgedItem(kind: CallKind, item: Item, outcome: CallOutcome): Item | undefined {
  if (!outcome.admitted) return undefined;
  return outcome.repaired ? kind.repaired(item, outcome.repaired) : item;
}
