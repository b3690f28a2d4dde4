// HTTP/1.1 pipelining: a client may send many requests on one connection before it reads an answer, and
// node:http hands them all to the server at once. Their answers go back in order anyway, so gate works on
// one request per connection at a time, the next starting when the one before it has finished (as Go's
// net/http does). Before, one connection started as many upstream requests as it pipelined: 300 in one
// write were 300 upstream requests at once. Past `maxWaiting` queued requests the next is refused in its
// turn (the answers before it are kept) and the connection closes after it; what follows is never started.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface Line {
  waiting: (() => void)[];
  /** A request past the bound was queued to be refused: nothing after it starts. */
  refused: boolean;
  /** Requests parsed after the refused one, held by node:http until the connection closes. */
  dropped: number;
  /** Runs once the last request in line has its answer (`whenIdle`). */
  idle?: () => void;
}

export class ConnectionQueue {
  private readonly lines = new WeakMap<Socket, Line>();

  constructor(
    private readonly maxWaiting: number,
    /** Once per connection, when a request is queued to be refused. */
    private readonly onOverflow: (socket: Socket) => void,
    /** Past this many requests behind the refused one, the connection is cut: their bytes are not held. */
    private readonly maxDropped: number,
    private readonly onCut: (socket: Socket) => void,
  ) {}

  /**
   * Runs `start` now when the connection has no request in hand, else once the ones before it finish;
   * past the bound, `refuse` (which answers with the connection's last answer) in its turn instead.
   */
  run(socket: Socket, res: ServerResponse, start: () => void, refuse: () => void): void {
    // node:http goes on parsing what it had read after the connection was cut: nothing more starts.
    if (socket.destroyed) return;
    const line = this.lines.get(socket);
    if (line === undefined) {
      this.lines.set(socket, { waiting: [], refused: false, dropped: 0 });
      this.start(socket, res, start);
    } else if (line.refused) {
      // Never started nor answered: the connection closes after the refusal before it.
      line.dropped += 1;
      if (line.dropped > this.maxDropped) {
        this.lines.delete(socket);
        this.onCut(socket);
      }
    } else if (line.waiting.length >= this.maxWaiting) {
      line.refused = true;
      // Stop reading: only what node:http already holds is parsed (and dropped, up to maxDropped).
      socket.pause();
      this.onOverflow(socket);
      line.waiting.push(() => this.start(socket, res, refuse));
    } else line.waiting.push(() => this.start(socket, res, start));
  }

  /** Runs `then` once every request of the connection has its answer: now, when none is in hand. */
  whenIdle(socket: Socket, then: () => void): void {
    const line = this.lines.get(socket);
    if (line === undefined) then();
    else line.idle = then;
  }

  private start(socket: Socket, res: ServerResponse, start: () => void): void {
    let done = false;
    const next = (): void => {
      if (done) return;
      done = true;
      const line = this.lines.get(socket);
      const following = line?.waiting.shift();
      if (following !== undefined && !socket.destroyed) {
        following();
        return;
      }
      this.lines.delete(socket);
      if (!socket.destroyed) line?.idle?.();
    };
    res.once('finish', next);
    res.once('close', next);
    start();
  }
}
