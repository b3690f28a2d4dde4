// Closing a Redis connection at shutdown. QUIT waits for Redis's reply like any command, and ioredis's
// command timeout does not cover it: a Redis that stopped answering (paused, `DEBUG SLEEP`, a dead host
// that still holds the TCP connection) held `gate serve` after SIGTERM until Redis woke (docs/operations.md,
// "Limits and shutdown", Round 24). The QUIT is given a bound; past it the connection is dropped.
import type { Redis } from 'ioredis';

export async function quitWithin(client: Redis, boundMs: number): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, boundMs);
  });
  try {
    await Promise.race([client.quit(), late]);
  } catch {
    // A refused or failed QUIT: the connection is dropped below all the same.
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}
