// The streams a command talks to; tests pass their own, the process passes its own.
import { readSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

export interface CliIo {
  stdout: Writable;
  stderr: Writable;
  stdin: Readable;
  env: NodeJS.ProcessEnv;
  /** The descriptor behind stdin when it is the process's own: read directly, without the stream. */
  stdinFd?: number;
}

export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    // Made on first use: building process.stdin costs 10-20 ms, and most commands never read it.
    get stdin(): Readable {
      return process.stdin;
    },
    env: process.env,
    stdinFd: 0,
  };
}

/**
 * Up to `max` bytes of the process's standard input read straight from its descriptor (no stream, so
 * a hook run never pays for process.stdin): the bytes, `max + 1` of them when there are more, or
 * undefined when the descriptor cannot be read that way (non-blocking, closed), for the caller to use the
 * stream. A failure after some bytes throws.
 */
export function readFdBounded(fd: number, max: number): Buffer | undefined {
  let buf = Buffer.allocUnsafe(Math.min(max + 1, 64 * 1024));
  let size = 0;
  try {
    while (size <= max) {
      if (size === buf.length) {
        const grown = Buffer.allocUnsafe(Math.min(max + 1, buf.length * 2));
        buf.copy(grown, 0, 0, size);
        buf = grown;
      }
      const n = readSync(fd, buf, size, buf.length - size, null);
      if (n === 0) break;
      size += n;
    }
  } catch (err) {
    // Nothing read yet (a non-blocking or closed descriptor): the stream reads it, as before.
    if (size === 0) return undefined;
    throw err;
  }
  return buf.subarray(0, size);
}

/** Reads all of a stream as UTF-8 (for `-` meaning standard input); past `maxBytes`, undefined at once. */
export async function readAll(stream: Readable): Promise<string>;
export async function readAll(stream: Readable, maxBytes: number): Promise<string | undefined>;
export async function readAll(
  stream: Readable,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<string | undefined> {
  return (await readAllBytes(stream, maxBytes))?.toString('utf8');
}

/** All of a stream's bytes; past `maxBytes`, undefined at once (the rest never read). */
export async function readAllBytes(stream: Readable, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    bytes += buf.length;
    if (bytes > maxBytes) return undefined;
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The bytes as UTF-8 text, or undefined when they are not UTF-8: read leniently, a byte that is not
 * becomes U+FFFD, so gate would judge other text than the bytes hold (round 47, the hook's event).
 */
export function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** A usage error: printed as one line on stderr by main, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
