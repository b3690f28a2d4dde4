// Two `gate serve` replicas on a test's redis-server and a single gateway beside them, on the calendar
// floor, each with the official MCP client (round 58's recovering test, round 59's shared keys).
// GATE_FLEET_BIN runs the replicas from another build (an A/B against a base).
import { after, before } from 'node:test';
import { CALENDAR_POLICY } from './calendar-names.js';
import { type GateProcess, startGate } from './gate-process.js';
import { connectMcp, type GateMcp } from './mcp-client.js';
import type { RedisFile } from './redis-file.js';
import { policyFile } from './replica-pair.js';

export interface CalendarFleet {
  /** The single gateway, replica a, replica b. */
  gates: GateProcess[];
  single: GateMcp;
  a: GateMcp;
  b: GateMcp;
}

/** Started in `before`, stopped in `after`; the fields are set once `before` ran. */
export function calendarFleet(redis: RedisFile, leaseMs: number, holdMs: number): CalendarFleet {
  const args = ['--policy', policyFile(CALENDAR_POLICY), '--trust-user-turn'];
  const fleet = { gates: [] } as unknown as CalendarFleet;
  before(async () => {
    const store = ['--store', redis.server.url, '--lease-ms', `${leaseMs}`, '--lease-hold-ms', `${holdMs}`];
    const bin = process.env.GATE_FLEET_BIN || undefined;
    fleet.gates.push(
      ...(await Promise.all([
        startGate(args),
        startGate([...args, ...store, '--replica', 'a'], { bin }),
        startGate([...args, ...store, '--replica', 'b'], { bin }),
      ])),
    );
    fleet.single = await connectMcp(fleet.gates[0]!.url);
    fleet.a = await connectMcp(fleet.gates[1]!.url);
    fleet.b = await connectMcp(fleet.gates[2]!.url);
  });
  after(async () => {
    for (const c of [fleet.single, fleet.a, fleet.b]) await c?.close().catch(() => undefined);
    await Promise.all(fleet.gates.map((g) => g.stop()));
  });
  return fleet;
}

/** A replica's `/healthz`, as the fleet tests read it: its status and the store's repairs it told. */
export const fleetHealth = async (g: GateProcess) =>
  (await (await fetch(`${g.url}/healthz`)).json()) as { status: string; store?: { repaired?: string[] } };
