// One JSON-RPC request to a real gate's POST /mcp, as the downstream red-team suites send it.
import assert from 'node:assert/strict';
import type { GateProcess } from './gate-process.js';

export interface McpAnswer {
  result?: { content: Array<{ text: string }>; isError?: boolean; tools?: Array<{ name: string }> };
  error?: { code: number; message: string; data?: { code?: string } };
}

/** POSTs `method` with `params` (id 7) and returns the parsed answer; the status must be 200. */
export async function mcpRpc(gate: GateProcess, method: string, params: unknown): Promise<McpAnswer> {
  const res = await fetch(`${gate.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  });
  assert.equal(res.status, 200);
  return (await res.json()) as McpAnswer;
}
