// A JSON POST over node:http on kept-alive sockets, for the suites that send thousands of requests:
// node's fetch (undici) costs about 1.6 ms more CPU a request on this machine (docs/testing.md, "Round 37").
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

export interface Posted {
  status: number;
  /** The answer's content-type, '' when it sent none. */
  contentType: string;
  text: string;
}

export interface PostOptions {
  /** Reject when no whole answer came within this long (default: wait as long as the test's bound). */
  timeoutMs?: number;
  /** The Accept header (default: JSON or an event stream, as MCP's streamable HTTP asks). */
  accept?: string;
  /** Further request headers (a key, a trace id). */
  headers?: Record<string, string>;
  /** A connection of its own, closed after the answer (a case that may leave its connection unusable). */
  fresh?: boolean;
}

/** POSTs `body` to `url + path`; rejects on a socket error or a timeout. */
export function post(url: string, path: string, body: string, opts: PostOptions = {}): Promise<Posted> {
  const { timeoutMs, accept = 'application/json, text/event-stream' } = opts;
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent: opts.fresh ? false : agent,
        headers: {
          'content-type': 'application/json',
          accept,
          ...opts.headers,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text,
          });
        });
        res.on('error', reject);
      },
    );
    // A hang fails the run that hangs, well inside the file's bound.
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => req.destroy(new Error(`no whole answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.end(body);
  });
}

/** Closes the kept-alive sockets (a file's `after`, once its gates are done with). */
export function closePosts(): void {
  agent.destroy();
}
