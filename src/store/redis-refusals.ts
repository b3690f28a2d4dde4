// The error replies by which Redis refuses service as a whole (out of memory, read-only after a failover,
// unable to persist, loading, busy with a script, no quorum of replicas), as opposed to a fault in one
// command. The store treats them as an outage, not as a bug: the replica goes unhealthy, holds what it
// could not write and writes it on recovery (docs/fleet.md, "Redis that refuses writes").

/** Redis's own error codes (the reply's first word) for a server that will not serve commands now. */
const REFUSALS = new Set([
  'OOM',
  'READONLY',
  'MISCONF',
  'LOADING',
  'BUSY',
  'MASTERDOWN',
  'NOREPLICAS',
  'TRYAGAIN',
  'CLUSTERDOWN',
  'NOAUTH',
  'NOPERM',
]);

/** True for an error Redis answered (ioredis's ReplyError), rather than a transport failure. */
export function isReplyError(err: unknown): err is Error {
  return err instanceof Error && err.name === 'ReplyError';
}

/** The refusal's code when Redis answered with one of REFUSALS, else undefined. */
export function refusalOf(err: unknown): string | undefined {
  if (!isReplyError(err)) return undefined;
  // The code is the reply's first word; reading up to the first space is linear in the message.
  const space = err.message.indexOf(' ');
  const code = space < 0 ? err.message : err.message.slice(0, space);
  return REFUSALS.has(code) ? code : undefined;
}
