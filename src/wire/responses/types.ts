// The Responses wire shapes gate reads or writes. Every other field passes through untouched, hence the
// open index signatures: gate types what it touches and carries the rest as it came.
import type { GateExtension } from '../shared/verdicts.js';

/** Any input or output item; `type` says which (a missing type on input means `message`). */
export interface Item {
  type?: string;
  id?: string;
  call_id?: string;
  status?: string;
  [field: string]: unknown;
}

/** `function_call`: JSON arguments as text, optionally inside a namespace. */
export interface FunctionCallItem extends Item {
  type: 'function_call';
  name?: string;
  namespace?: string;
  arguments?: unknown;
}

/** `custom_tool_call`: free-text input (GPT-5 custom tools, Codex's freeform apply_patch). */
export interface CustomToolCallItem extends Item {
  type: 'custom_tool_call';
  name?: string;
  namespace?: string;
  input?: unknown;
}

/** The POST /v1/responses body. */
export interface ResponsesRequest {
  model?: string;
  /** A string is one user message; an array holds items of every kind, tool outputs included. */
  input?: string | Item[];
  stream?: boolean;
  [field: string]: unknown;
}

/** The response object, buffered or carried by the lifecycle events of a stream. */
export interface ResponseObject {
  id?: string;
  object?: string;
  status?: string;
  output?: unknown[];
  error?: unknown;
  gate?: GateExtension;
  [field: string]: unknown;
}

/** One streamed event; `type` repeats the SSE event name, `sequence_number` orders them. */
export interface StreamEvent {
  type: string;
  sequence_number?: number;
  output_index?: number;
  item_id?: string;
  item?: Item;
  response?: ResponseObject;
  [field: string]: unknown;
}

/** The lifecycle events that end a response: each carries the final response object. */
export const TERMINAL_EVENTS: ReadonlySet<string> = new Set([
  'response.completed',
  'response.incomplete',
  'response.failed',
]);

/** The lifecycle events that carry a response snapshot before the end. */
export const SNAPSHOT_EVENTS: ReadonlySet<string> = new Set([
  'response.created',
  'response.in_progress',
  'response.queued',
]);
