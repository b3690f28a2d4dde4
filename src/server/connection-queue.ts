// HTTP/1.1 pipelining: a client may send many requests on one connection before it reads an answer, and
// node:http hands them all to the server at once. Their answers go back in order anyway, so gate works on
// one request per connection at a time, the next starting when the one before it has finished (as Go's
// net/http does). Before, one connection started as many upstream requests as it pipelined: 300 in one
// write were 300 upstream requests at once. Past `maxWaiting` queued requests the connection is cut.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export class ConnectionQueue {
  private readonly waiting = new WeakMap<Socket, (() => void)[]>();

  constructor(
    private readonly maxWaiting: number,
    private readonly onOverflow: (socket: Socket) => void,
  ) {}

  /** Runs `start` now when the connection has no request in hand, else once the ones before it finish. */
  run(socket: Socket, res: ServerResponse, start: () => void): void {
    // node:http goes on parsing what it had read after the connection was cut: nothing more starts.
    if (socket.destroyed) return;
    const line = this.waiting.get(socket);
    if (line === undefined) {
      this.waiting.set(socket, []);
      this.start(socket, res, start);
    } else if (line.length >= this.maxWaiting) {
      this.waiting.delete(socket);
      this.onOverflow(socket);
    } else line.push(() => this.start(socket, res, start));
  }

  private start(socket: Socket, res: ServerResponse, start: () => void): void {
    let done = false;
    const next = (): void => {
      if (done) return;
      done = true;
      const following = this.waiting.get(socket)?.shift();
      if (following === undefined) this.waiting.delete(socket);
      else if (socket.destroyed) this.waiting.delete(socket);
      else following();
    };
    res.once('finish', next);
    res.once('close', next);
    start();
  }
}
