// How many connections gate holds open, in all and per client. Each open connection is a file descriptor,
// and a proxied request needs a second one upstream: one client that opened connections up to the
// process's descriptor limit (idle ones cost it nothing for --request-timeout-ms) left gate unable to
// accept anyone else or reach the upstream. Past its share a client's new connection is closed at once
// (docs/operations.md, "Limits and shutdown").
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { type ClientId, clientOfAddress } from '../store/ledger-owners.js';

/** Where the descriptor limit cannot be read (not Linux): the bound on all connections together. */
const UNKNOWN_LIMIT_CONNECTIONS = 8192;
/** Descriptors kept for gate's own files before any go to connections: the journal, the store, backends. */
const RESERVED_FDS = 64;
/** One client holds at most this fraction of the connections, unless told otherwise. */
const CLIENT_SHARE = 8;

export interface ConnectionCapsOptions {
  /** All connections together. */
  total: number;
  /** One client's connections (an address; an IPv6 one by its /64). */
  perClient: number;
}

/**
 * The bounds when none are configured: half the descriptors left after gate's own files (the other half
 * for the upstream connections those requests open), and an eighth of that per client.
 */
export function defaultConnectionCaps(perClient?: number): ConnectionCapsOptions {
  const fds = openFileLimit();
  const total =
    fds === undefined ? UNKNOWN_LIMIT_CONNECTIONS : Math.max(16, Math.floor((fds - RESERVED_FDS) / 2));
  return { total, perClient: perClient ?? Math.max(1, Math.floor(total / CLIENT_SHARE)) };
}

/** The soft limit on open files, from /proc (Linux); undefined where it cannot be read or is unlimited. */
export function openFileLimit(): number | undefined {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

export class ConnectionCaps {
  private open = 0;
  private readonly byClient = new Map<ClientId, number>();

  constructor(readonly caps: ConnectionCapsOptions) {}

  /** Counts a new connection until it closes; false (nothing counted) when it would pass a bound. */
  admit(socket: Socket): boolean {
    const client = clientOfAddress(socket.remoteAddress);
    const held = this.byClient.get(client) ?? 0;
    if (this.open >= this.caps.total || held >= this.caps.perClient) return false;
    this.open++;
    this.byClient.set(client, held + 1);
    socket.once('close', () => {
      this.open--;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left === 0) this.byClient.delete(client);
      else this.byClient.set(client, left);
    });
    return true;
  }

  /** Connections open now (tests and /debug/vars read it). */
  get inUse(): number {
    return this.open;
  }
}
