// A client's FIN while its request is in hand: a client that half-closed after a whole request (it has sent
// all it will and waits for the answer), or one that has gone (closed its socket). TCP tells the two apart
// only when gate writes: a gone peer answers with a reset, and the write after it fails. So a request not
// yet answered is kept, and probed with a 1xx interim response (which an HTTP/1.1 client reads and skips)
// until its answer starts or a probe fails (the socket is then destroyed and the request aborted as a
// client's leaving always aborts it). An answer already started is ended as before (docs/operations.md,
// "Round 53"). An answer whose head is written after the FIN says `Connection: close` (traced-response.ts,
// round 54): node:http marked it the last, and gate closes after it.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How often a half-closed client whose answer has not started is probed: a gone one is found within two. */
export const HALF_CLOSE_PROBE_MS = 500;

/** Called on the socket's 'end' (node:http's own handler has marked the response in hand as the last). */
export function onClientFin(socket: Socket, probeMs = HALF_CLOSE_PROBE_MS): void {
  const res = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (res == null || res.writableEnded) return;
  // A stream under way: node:http's default, the client is taken as gone (its later writes fail, it aborts).
  // So is an HTTP/1.0 client: a server must not send it a 1xx (RFC 9110 section 15.2).
  if (res.headersSent || res.req.httpVersionMinor === 0) {
    socket.end();
    return;
  }
  const probe = () => {
    if (res.headersSent || socket.destroyed) return stop();
    res.writeProcessing();
  };
  const timer = setInterval(probe, probeMs);
  const stop = () => clearInterval(timer);
  res.once('close', stop);
  socket.once('close', stop);
  probe();
}
