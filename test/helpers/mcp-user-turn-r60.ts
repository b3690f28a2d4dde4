// A `gate serve` on a manifest whose MCP clients are the harness (`--trust-user-turn`: their user_turn is
// the user's, docs/mcp.md), and a judge that asks gate_adjudicate with that turn on one trace.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GateProcess, startGate } from './gate-process.js';
import type { GateMcp } from './mcp-client.js';

export interface TrustedTurnGate {
  gate: GateProcess;
  stop: () => Promise<void>;
}

/** Starts the gate on `manifest` behind the key in `env.GATE_KEY`, trusting the MCP client's user turn. */
export async function startTrustedTurnGate(
  manifest: unknown,
  env: { GATE_KEY: string },
): Promise<TrustedTurnGate> {
  const dir = mkdtempSync(join(tmpdir(), 'gate-user-turn-'));
  writeFileSync(join(dir, 'policy.json'), JSON.stringify(manifest));
  let gate: GateProcess;
  try {
    gate = await startGate(
      ['--require-key-env', 'GATE_KEY', '--policy', join(dir, 'policy.json'), '--trust-user-turn'],
      { env },
    );
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    gate,
    stop: async () => {
      await gate.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The verdict gate_adjudicate gives `tool` with `args` on `traceId`, the user's turn being `userTurn`. */
export const adjudicatorFor =
  (mcp: GateMcp, traceId: string, userTurn: string) =>
  async (tool: string, args: unknown): Promise<{ kind: string; detail?: { claim?: string } }> =>
    (
      await mcp.call('gate_adjudicate', {
        tool,
        trace_id: traceId,
        user_turn: userTurn,
        args: JSON.stringify(args),
      })
    ).verdict as { kind: string; detail?: { claim?: string } };
