// One chat request from a chosen loopback address (one client as gate counts them), read as it streams:
// the shares of upstream bytes and connections are per address (rounds 38 and 39).
import { request } from 'node:http';

/** What came back: the status and the body, or a stream's bytes so far when the caller cut it. */
export interface AddressAnswer {
  status: number;
  body: string;
}

/**
 * POSTs a chat request with `content` from `localAddress`. `onData` sees each piece and the bytes read
 * so far, and may cut the request (`abort`), which resolves with what came.
 */
export function chatFrom(
  url: string,
  localAddress: string,
  stream: boolean,
  onData?: (total: number, abort: () => void, chunk: Buffer) => void,
  content = 'hi',
): Promise<AddressAnswer> {
  const body = JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content }] });
  return new Promise((resolve, reject) => {
    const u = new URL('/v1/chat/completions', url);
    const req = request(
      u,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let total = 0;
        const done = () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          total += c.length;
          onData?.(
            total,
            () => {
              req.destroy();
              done();
            },
            c,
          );
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
