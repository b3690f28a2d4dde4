// The SDK's McpError writes "MCP error <code>: " before its message, its Server sends that message as the
// JSON-RPC error's, and its Client builds an McpError from what it reads: the prefix twice. gate's
// transports send an error's message without the prefix, so a client reads it once (docs/mcp.md, "Round 53").
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** `message` as sent: an error response's message without the SDK's prefix for its own code; else as it is. */
export function withBareErrorMessage(message: JSONRPCMessage): JSONRPCMessage {
  if (!('error' in message)) return message;
  const { code, message: text } = message.error;
  const prefix = `MCP error ${code}: `;
  if (typeof text !== 'string' || !text.startsWith(prefix)) return message;
  return { ...message, error: { ...message.error, message: text.slice(prefix.length) } };
}
