// The real gate serving decisions on a journal with an anchor file, for the journal red-team suites.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { type GateProcess, startGate } from './gate-process.js';
import { connectMcp } from './mcp-client.js';

export const anchorEnv = (journal: string, anchor: string) => ({
  GATE_AUDIT_JOURNAL: journal,
  GATE_JOURNAL_ANCHOR: anchor,
});

/** `n` decisions through MCP, each a journal row. */
export async function decide(gate: GateProcess, n: number): Promise<void> {
  const mcp = await connectMcp(gate.url);
  for (let i = 0; i < n; i++)
    await mcp.call('gate_adjudicate', { tool: 'Read', args: JSON.stringify({ i }) });
  await mcp.close();
}

/** Serves `n` decisions on `journal` and stops cleanly; the anchor file then holds the head. */
export async function serve(journal: string, anchor: string, n: number): Promise<void> {
  const gate = await startGate([], { env: anchorEnv(journal, anchor) });
  await decide(gate, n);
  assert.equal(await gate.stop(), 0, gate.stderr());
}

/** gate's stderr when it refuses to start on `journal`, else undefined. */
export async function refusal(journal: string, anchor: string): Promise<string | undefined> {
  try {
    const gate = await startGate([], { env: anchorEnv(journal, anchor) });
    await gate.stop();
    return undefined;
  } catch (err) {
    return String(err);
  }
}

export const headOf = (anchor: string): string => readFileSync(anchor, 'utf8').trim();
