// What a fake Streamable HTTP downstream answers to gate's own requests, for the red-team suites.

/** The answer to `initialize` for a server named `name` offering tools, in the version gate asked for. */
export function initializeAnswer(
  msg: { id?: number; params?: Record<string, unknown> },
  name: string,
): Record<string, unknown> {
  return {
    jsonrpc: '2.0',
    id: msg.id,
    result: {
      protocolVersion: msg.params?.protocolVersion,
      capabilities: { tools: {} },
      serverInfo: { name, version: '1' },
    },
  };
}
