// A TCP proxy to a real redis-server that misbehaves on demand, for fault tests: each chunk a client
// sends is forwarded, answered in Redis's place, or cut (before or after it reaches Redis).
import { createConnection, createServer, type Socket } from 'node:net';
import { after, before } from 'node:test';

/** What the proxy does with one chunk a client sent. */
export type ProxyAction =
  | 'forward'
  | { answer: string }
  | { delayMs: number }
  /** Held until the promise settles, those after it behind it (a hook that pauses one read). */
  | { until: Promise<unknown> }
  | 'drop-reply'
  /** The chunk reaches Redis; no reply reaches the client from then on (a process frozen past a write). */
  | 'hold-replies'
  | 'cut'
  | 'send-then-cut';

export interface RedisProxy {
  url: string;
  close(): void;
}

export function startRedisProxy(
  redisPort: number,
  decide: (chunk: Buffer) => ProxyAction,
): Promise<RedisProxy> {
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: redisPort });
    for (const s of [client, upstream]) sockets.add(s);
    // 'drop-reply': the chunk reaches Redis, but its reply (the next read back) never reaches the client.
    let drops = 0;
    let holding = false;
    upstream.on('data', (d) => {
      if (drops > 0) drops--;
      else if (!holding) client.write(d);
    });
    // Chunks reach Redis in the order sent, a delayed one holding back those after it (as a slow Redis).
    let inOrder = Promise.resolve();
    const send = (d: Buffer, delayMs = 0, until?: Promise<unknown>) => {
      inOrder = inOrder
        .then(() => (delayMs > 0 ? new Promise<void>((r) => setTimeout(r, delayMs)) : undefined))
        .then(() => until?.catch(() => undefined))
        .then(() => {
          if (!upstream.destroyed) upstream.write(d);
        });
    };
    client.on('data', (d) => {
      const action = decide(d);
      if (action === 'forward') send(d);
      else if (action === 'hold-replies') {
        holding = true;
        send(d);
      } else if (action === 'drop-reply') {
        drops++;
        send(d);
      }
      // A slow Redis: the command reaches it late (after the client gave up), and its reply follows.
      else if (typeof action === 'object' && 'delayMs' in action) send(d, action.delayMs);
      else if (typeof action === 'object' && 'until' in action) send(d, 0, action.until);
      else if (typeof action === 'object') client.write(action.answer);
      else {
        // 'send-then-cut': the command reaches Redis and runs; its reply never reaches the client.
        if (action === 'send-then-cut') upstream.end(d);
        else upstream.destroy();
        client.destroy();
      }
    });
    for (const s of [client, upstream]) {
      s.on('error', () => undefined);
      s.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () =>
      resolve({
        url: `redis://127.0.0.1:${(proxy.address() as { port: number }).port}`,
        close: () => {
          for (const s of sockets) s.destroy();
          proxy.close();
        },
      }),
    ),
  );
}

/**
 * A proxy before a test file's redis-server for one describe block (call it inside the block): each case
 * sets `decide`, which goes back to forwarding everything once the block ends.
 */
export function suiteProxy(redisUrl: () => string): {
  decide: (chunk: Buffer) => ProxyAction;
  url(): string;
} {
  let proxy: RedisProxy | undefined;
  const suite = {
    decide: (_chunk: Buffer): ProxyAction => 'forward',
    url: () => proxy!.url,
  };
  before(async () => {
    proxy = await startRedisProxy(Number(new URL(redisUrl()).port), (d) => suite.decide(d));
  });
  after(() => {
    suite.decide = () => 'forward';
    proxy?.close();
  });
  return suite;
}
