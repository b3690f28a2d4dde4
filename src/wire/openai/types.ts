// The chat completions wire shapes gate reads or writes. Every other field passes through untouched,
// hence the open index signatures: gate types what it touches and carries the rest as it came.
import type { GateExtension } from '../shared/verdicts.js';

export interface ChatFunctionCall {
  name?: string;
  arguments?: string;
}

/** A tool call in a message: `function` (JSON arguments) or `custom` (free-text input, GPT-5 custom tools). */
export interface ChatToolCall {
  id?: string;
  type?: string;
  function?: ChatFunctionCall;
  custom?: { name?: string; input?: string };
  [field: string]: unknown;
}

export interface ChatMessage {
  role?: string;
  content?: unknown;
  tool_calls?: ChatToolCall[];
  tool_call_id?: string;
  /** Legacy `functions` API: one call per message. */
  function_call?: ChatFunctionCall;
  name?: string;
  [field: string]: unknown;
}

export interface ChatRequest {
  model?: string;
  messages: ChatMessage[];
  stream?: boolean;
  [field: string]: unknown;
}

export interface ChatChoice {
  index?: number;
  message?: ChatMessage;
  finish_reason?: string | null;
  [field: string]: unknown;
}

export interface ChatCompletion {
  choices?: ChatChoice[];
  gate?: GateExtension;
  [field: string]: unknown;
}

/** A tool call fragment in a stream delta; `index` says which call it continues. */
export interface ChatToolCallDelta extends ChatToolCall {
  index?: number;
}

export interface ChatDelta {
  role?: string;
  content?: string | null;
  tool_calls?: ChatToolCallDelta[];
  function_call?: ChatFunctionCall;
  [field: string]: unknown;
}

export interface ChatChunkChoice {
  index?: number;
  delta?: ChatDelta;
  finish_reason?: string | null;
  logprobs?: unknown;
  [field: string]: unknown;
}

export interface ChatChunk {
  id?: string;
  object?: string;
  created?: number;
  model?: string;
  choices?: ChatChunkChoice[];
  usage?: unknown;
  error?: unknown;
  gate?: GateExtension;
  [field: string]: unknown;
}

/** The finish reasons that claim a tool turn; rewritten to `stop` when no call survives. */
export const TOOL_FINISH_REASONS: ReadonlySet<string> = new Set(['tool_calls', 'function_call']);
