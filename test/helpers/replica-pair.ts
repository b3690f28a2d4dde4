// Two real `gate serve` replicas (`--replica a`, `--replica b`) on one redis-server, for fleet tests:
// called inside a `describe`, it registers that describe's `before` and `after` hooks.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { type RedisServer, redisAvailability, startRedisFor } from '../store-redis-harness.js';
import { type GateProcess, startGate } from './gate-process.js';
import { connectMcp, type GateMcp } from './mcp-client.js';

const availability = redisAvailability();

/** The `skip` option for a describe that needs redis-server (GATE_SKIP_REDIS=1 without one). */
export const redisSkip: string | false = 'skip' in availability ? availability.skip : false;

export interface ReplicaPair {
  /** The redis-server both replicas share (set in `before`). */
  redis: RedisServer | undefined;
  /** Replica `a`, then replica `b` (set in `before`). */
  gates: GateProcess[];
}

export interface ReplicaPairOptions {
  /** A redis-server the file already runs (and stops itself); by default the pair starts its own. */
  redis?: () => RedisServer | undefined;
  /** Runs once both replicas listen (e.g. connects clients). */
  started?: (gates: GateProcess[]) => Promise<void>;
  /** Runs before the replicas stop (e.g. closes those clients). */
  stopping?: () => Promise<void>;
}

/** Both replicas get `args(redisUrl)` with `--store redisUrl` and their own `--replica` name. */
export function replicaPair(
  args: (redisUrl: string) => string[],
  opts: ReplicaPairOptions = {},
): ReplicaPair {
  const pair: ReplicaPair = { redis: undefined, gates: [] };
  let ownRedis: RedisServer | undefined;
  before(async () => {
    if (redisSkip) return;
    if (opts.redis) pair.redis = opts.redis();
    else pair.redis = ownRedis = await startRedisFor(availability);
    if (pair.redis === undefined) throw new Error('redis-server did not start');
    const common = [...args(pair.redis.url), '--store', pair.redis.url];
    pair.gates = await Promise.all([
      startGate([...common, '--replica', 'a']),
      startGate([...common, '--replica', 'b']),
    ]);
    await opts.started?.(pair.gates);
  });
  after(async () => {
    await opts.stopping?.();
    await Promise.all(pair.gates.map((g) => g.stop()));
    await ownRedis?.crash();
  });
  return pair;
}

/**
 * Two replicas under one manifest, each with an MCP client once they listen (closed before they stop).
 * Returns the clients, replica `a`'s first.
 */
export function mcpReplicaPair(policy: object): GateMcp[] {
  const clients: GateMcp[] = [];
  replicaPair(() => ['--policy', policyFile(policy)], {
    started: async (gates) => {
      for (const g of gates) clients.push(await connectMcp(g.url));
    },
    stopping: async () => {
      for (const c of clients) await c.close();
    },
  });
  return clients;
}

/**
 * Two replicas and a single gateway (no store) under the same `args`, each with an MCP client: a fleet
 * test compares a replica's verdict with the single gateway's. `alone` is set in `before`.
 */
export function mcpFleetAndSingle(
  args: string[],
  opts: Pick<ReplicaPairOptions, 'redis'> = {},
): { clients: GateMcp[]; alone: { mcp: GateMcp | undefined } } {
  const clients: GateMcp[] = [];
  const alone: { mcp: GateMcp | undefined } = { mcp: undefined };
  let single: GateProcess | undefined;
  replicaPair(() => args, {
    ...opts,
    started: async (gates) => {
      for (const g of gates) clients.push(await connectMcp(g.url));
    },
    stopping: async () => {
      for (const c of clients) await c.close();
    },
  });
  before(async () => {
    if (redisSkip) return;
    single = await startGate(args);
    alone.mcp = await connectMcp(single.url);
  });
  after(async () => {
    await alone.mcp?.close();
    await single?.stop();
  });
  return { clients, alone };
}

/** `policy` written to a fresh temporary file, for `--policy`. */
export function policyFile(policy: object): string {
  const p = join(mkdtempSync(join(tmpdir(), 'gate-replica-policy-')), 'policy.json');
  writeFileSync(p, JSON.stringify(policy));
  return p;
}

/** The verdict kind of an MCP tool's answer (`gate_admit`, `gate_adjudicate`). */
export const verdictKind = (r: Record<string, unknown>): string => (r['verdict'] as { kind: string }).kind;

/** `read_email` untrusted, `send_email` a sink on `to` that holds any result's value (the mail scene). */
export const MAIL_SINK_POLICY = {
  version: 'gate-policy/v1.2',
  allow: ['read_email', 'send_email'],
  sources: { read_email: 'untrusted' },
  sinks: [{ tools: ['send_email'], args: ['to'], values: 'any', on_untrusted: 'hold', confirm: 'when_held' }],
};

/**
 * The mail scene across two replicas: `mail` admitted on `trace` through the first client, then
 * `send_email` to each of `tos` judged through the second. The admission's verdict kind, then each send's.
 */
export async function mailThenSends(
  clients: readonly GateMcp[],
  trace: string,
  mail: string,
  tos: readonly string[],
): Promise<string[]> {
  const [a, b] = clients as [GateMcp, GateMcp];
  const kinds = [
    verdictKind(await a.call('gate_admit', { tool: 'read_email', trace_id: trace, result: mail })),
  ];
  for (const to of tos) {
    const args = { to, body: 'statement' };
    kinds.push(
      verdictKind(await b.call('gate_adjudicate', { tool: 'send_email', trace_id: trace, arguments: args })),
    );
  }
  return kinds;
}
