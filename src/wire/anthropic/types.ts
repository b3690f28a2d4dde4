// The messages wire shapes gate reads or writes; every other field passes through as it came.
import type { GateExtension } from '../shared/verdicts.js';

export interface ContentBlock {
  type?: string;
  [field: string]: unknown;
}

export interface ToolUseBlock extends ContentBlock {
  type: 'tool_use';
  id?: string;
  name?: string;
  input?: unknown;
}

export interface ToolResultBlock extends ContentBlock {
  type: 'tool_result';
  tool_use_id?: string;
  content?: unknown;
}

export interface MessageParam {
  role?: string;
  content?: string | ContentBlock[];
  [field: string]: unknown;
}

export interface MessagesRequest {
  model?: string;
  messages: MessageParam[];
  stream?: boolean;
  [field: string]: unknown;
}

export interface Message {
  content?: ContentBlock[];
  stop_reason?: string | null;
  gate?: GateExtension;
  [field: string]: unknown;
}

/** Stream event payloads gate rewrites (the `type` field repeats the SSE event name). */
export interface BlockEvent {
  type: string;
  index?: number;
  content_block?: ContentBlock;
  delta?: { type?: string; partial_json?: string; [field: string]: unknown };
  [field: string]: unknown;
}

export interface MessageDeltaEvent {
  type: 'message_delta';
  delta?: { stop_reason?: string | null; [field: string]: unknown };
  [field: string]: unknown;
}

/** A stop reason that claims a tool turn; becomes `end_turn` when no tool_use block survives. */
export const TOOL_STOP_REASON = 'tool_use';
