// The gate the MCP edge files (rounds 43 and 44) post to: a client key required and an upstream nothing
// reaches (port 9). One configuration, so the files run-tests.mjs groups in one process share one gate.
import type { GateProcess } from './gate-process.js';
import { sharedGate } from './shared-gate.js';

/** The client key the edge gate requires. */
export const MCP_EDGE_KEY = 'k-mcp-edge-4e8b';

/** The process's edge gate, started on first use and stopped when its tests end (shared-gate.ts). */
export function mcpEdgeGate(): Promise<GateProcess> {
  return sharedGate(['--base-url', 'http://127.0.0.1:9', '--require-key-env', 'GATE_MCP_EDGE_KEY'], {
    env: { GATE_MCP_EDGE_KEY: MCP_EDGE_KEY },
  });
}
