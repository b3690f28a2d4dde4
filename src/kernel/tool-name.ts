// How long a tool name may be. Names are written by whoever speaks to gate (a client, a model, an
// upstream): a call naming a longer one cannot be a real tool (providers cap names at 64 or 128), so it is
// refused MALFORMED, and every record of a name (journal row, access log, console) keeps at most this much.

/** The most UTF-16 units a tool name may have (MCP's gate tools refuse longer with -32602). */
export const MAX_TOOL_NAME = 256;

/** A tool name as records keep it: whole when within the bound, else its first units and `…`. */
export function recordedToolName(name: string): string {
  if (name.length <= MAX_TOOL_NAME) return name;
  // Not cut inside a surrogate pair: a record holds well-formed text.
  const end = isHighSurrogate(name.charCodeAt(MAX_TOOL_NAME - 1)) ? MAX_TOOL_NAME - 1 : MAX_TOOL_NAME;
  return `${name.slice(0, end)}…`;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}
