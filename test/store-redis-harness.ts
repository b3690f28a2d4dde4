// A throwaway redis-server on a free loopback port, for the Redis tests and bench/fleet.ts.
// It persists nothing (--save '' --appendonly no) and can be killed and restarted on the same port.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { reapAtEnd } from './helpers/reap.js';

/** The redis-server binary on PATH, or undefined. */
export function findRedisServer(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, 'redis-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory.
    }
  }
  return undefined;
}

/** Why the Redis tests cannot run here, and whether they should skip (GATE_SKIP_REDIS=1) or fail. */
export function redisAvailability(): { bin: string } | { skip: string } | { fail: string } {
  const bin = findRedisServer();
  if (bin !== undefined) return { bin };
  if (process.env.GATE_SKIP_REDIS === '1')
    return { skip: 'GATE_SKIP_REDIS=1 and redis-server is not on PATH' };
  return {
    fail: 'redis-server is not on PATH: install it (apt-get install redis-server) or set GATE_SKIP_REDIS=1',
  };
}

/**
 * A redis-server of this test file's own, or undefined when the Redis tests are skipped here; throws
 * (failing the file) when redis-server is missing and skipping was not asked for.
 */
export async function startRedisFor(
  availability: ReturnType<typeof redisAvailability>,
  /** More redis-server flags (e.g. `--enable-debug-command local` for DEBUG SLEEP, Redis 7). */
  extra: string[] = [],
): Promise<RedisServer | undefined> {
  if ('fail' in availability) throw new Error(availability.fail);
  return 'bin' in availability ? RedisServer.start(availability.bin, extra) : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export class RedisServer {
  private child: ChildProcess | undefined;

  private constructor(
    readonly bin: string,
    readonly port: number,
    private readonly extra: string[] = [],
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  /** Starts on a free port (retrying if another process takes it first). */
  static async start(bin: string, extra: string[] = []): Promise<RedisServer> {
    let lastError: unknown;
    for (let attempt = 0; attempt < 5; attempt++) {
      const server = new RedisServer(bin, await freePort(), extra);
      try {
        await server.restart();
        return server;
      } catch (err) {
        lastError = err;
        server.kill();
      }
    }
    throw lastError;
  }

  /** (Re)starts the server on its port and waits until it accepts connections. */
  async restart(): Promise<void> {
    const child = reapAtEnd(
      spawn(
        this.bin,
        [
          '--port',
          String(this.port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--protected-mode',
          'no',
          ...this.extra,
        ],
        { stdio: 'ignore' },
      ),
    );
    this.child = child;
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`redis-server exited at start (port ${this.port} taken?)`);
      if (await canConnect(this.port)) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('redis-server did not start within 10 s');
  }

  /** SIGKILL: an abrupt outage, not a clean shutdown. Resolves when the process is gone. */
  async crash(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    // A child killed by a signal has exitCode null and signalCode set: it is gone too, and 'exit' has fired.
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await gone;
  }

  /** SIGSTOP: Redis stops answering but keeps its connections and data (a hung server). */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  /** SIGCONT after `pause`. */
  resume(): void {
    this.child?.kill('SIGCONT');
  }

  kill(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }
}

/** One redis-cli command; resolves with its reply once Redis answers. */
export function redisCli(port: number, ...args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const cli = spawn('redis-cli', ['-p', String(port), ...args]);
    let out = '';
    cli.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    cli.once('exit', () => resolve(out.trim()));
  });
}
