// The built-in model's own vocabulary: what every wire decodes a request into, and what the model answers.
import type { JsonObject, JsonValue } from '../../kernel/types.js';

export type { JsonObject, JsonValue };

/** The subset of JSON Schema the model reads to fit arguments to a tool. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: JsonValue[];
  default?: JsonValue;
  minimum?: number;
  /** `false` means only the declared properties may be sent. */
  additionalProperties?: boolean;
}

/** A function tool the client offered, whatever wire it came on. */
export interface ToolSpec {
  name: string;
  description: string;
  schema: JsonSchema;
}

/** A call the assistant made earlier in the conversation. */
export interface PastCall {
  id: string;
  name: string;
}

export type Message =
  /** `parts` are the text blocks of one user message, in order (context blocks included). */
  | { role: 'user'; parts: string[] }
  | { role: 'assistant'; text: string; calls: PastCall[] }
  /** A tool result; `name` is resolved from the assistant call it answers, when that call is in view. */
  | { role: 'tool'; callId: string; name?: string; content: string; isError: boolean };

/** The model's whole input: the conversation and the tools offered, already decoded from a wire. */
export interface Conversation {
  /** System prompt / instructions, joined; read only for context such as the working directory. */
  system: string;
  messages: Message[];
  tools: ToolSpec[];
  /** The client said it wants no tool call this turn (`tool_choice: none`). */
  noTools?: boolean;
}

/** One tool call the model proposes. */
export interface ProposedCall {
  name: string;
  arguments: JsonObject;
}

/** The model's answer, before any wire encodes it. */
export interface Turn {
  text: string;
  calls: ProposedCall[];
  /** Hex digest of the conversation: the seed of every id the wires mint for this turn. */
  seed: string;
}
