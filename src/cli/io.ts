// The streams a command talks to; tests pass their own, the process passes its own.
import type { Readable, Writable } from 'node:stream';

export interface CliIo {
  stdout: Writable;
  stderr: Writable;
  stdin: Readable;
  env: NodeJS.ProcessEnv;
}

export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}

/** Reads all of a stream as UTF-8 (for `-` meaning standard input). */
export async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A usage error: printed as one line on stderr by main, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
