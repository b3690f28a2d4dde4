// HTTP/1.1 pipelining: a client may send many requests on one connection before it reads an answer, and
// node:http hands them all to the server at once. Their answers go back in order anyway, so gate works on
// one request per connection at a time, the next starting when the one before it has finished (as Go's
// net/http does). Before, one connection started as many upstream requests as it pipelined: 300 in one
// write were 300 upstream requests at once. Past `maxWaiting` queued requests the next is refused in its
// turn (the answers before it are kept) and the connection closes after it; what follows is never started.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface Waiting {
  res: ServerResponse;
  run: () => void;
  /** Its turn answered with the connection's last answer instead (the line was cut behind it). */
  refuse: () => void;
}

interface Line {
  waiting: Waiting[];
  /** A request past the bound was queued to be refused: nothing after it starts. */
  refused: boolean;
  /** Requests parsed after the refused one, held by node:http until the connection closes. */
  dropped: number;
  /** Past `maxDropped`: nothing waiting starts; the request in hand is answered, then one refusal, then the close. */
  cut?: boolean;
  /** Starts the first request, not started yet: node:http is still parsing the read it came in. */
  pending?: () => void;
  /**
   * Runs once the requests before a broken one have their answers (`whenIdle`); a request in line whose body
   * node:http did not read whole is the broken one (or behind it) and is never started.
   */
  idle?: () => void;
}

export class ConnectionQueue {
  private readonly lines = new WeakMap<Socket, Line>();

  constructor(
    private readonly maxWaiting: number,
    /** Once per connection, when a request is queued to be refused. */
    private readonly onOverflow: (socket: Socket) => void,
    /**
     * Past this many requests behind the refused one, the line is cut: the requests waiting are not served
     * (one is refused), so the connection closes after the answer in hand instead of after 33 more.
     */
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
      const fresh: Line = {
        waiting: [],
        refused: false,
        dropped: 0,
        pending: () => this.start(socket, res, start),
      };
      this.lines.set(socket, fresh);
      // Round 56 (edge-r56): started once node:http has parsed the whole read it came in, so a burst cut
      // below is cut before any of it is forwarded (it was forwarded, then lost with the connection).
      setImmediate(() => {
        if (this.lines.get(socket) === fresh) this.startPending(socket);
      });
    } else if (line.refused) {
      // Never started nor answered: the connection closes after the refusal before it.
      line.dropped += 1;
      if (line.dropped > this.maxDropped && !line.cut) {
        // Round 56 (edge-r56): the request in hand has been forwarded; cutting the connection now lost its
        // answer. The ones waiting were never started: the first is refused in its turn, which closes.
        line.cut = true;
        this.onCut(socket);
        if (line.pending !== undefined) {
          // Nothing of this connection was started: cut it, so the requests node:http holds are not kept.
          this.lines.delete(socket);
          socket.destroy();
          return;
        }
        const first = line.waiting[0];
        line.waiting = first === undefined ? [] : [{ ...first, run: first.refuse }];
      }
    } else if (line.waiting.length >= this.maxWaiting) {
      line.refused = true;
      // Stop reading: only what node:http already holds is parsed (and dropped; past maxDropped, cut).
      socket.pause();
      this.onOverflow(socket);
      const refusing = () => this.start(socket, res, refuse);
      line.waiting.push({ res, run: refusing, refuse: refusing });
    } else
      line.waiting.push({
        res,
        run: () => this.start(socket, res, start),
        refuse: () => this.start(socket, res, refuse),
      });
  }

  /**
   * Starts the connection's first request now if it still waits for the rest of its read to be parsed. A parse
   * error in that read calls this first, so the request is answered or refused as before the deferral (a 401
   * before its body, its own 400 while its body is read), never left waiting on a body that will not come.
   */
  startPending(socket: Socket): void {
    const line = this.lines.get(socket);
    const begin = line?.pending;
    if (line === undefined || begin === undefined) return;
    line.pending = undefined;
    if (!socket.destroyed) begin();
  }

  /**
   * After a parse error: runs `then` once the requests node:http read whole have their answers (now, when none
   * is in hand); the broken request, and anything behind it, is never started.
   */
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
      const whole =
        following !== undefined && (line?.idle === undefined || requestOf(following.res).complete);
      if (following !== undefined && whole && !socket.destroyed) {
        following.run();
        return;
      }
      this.lines.delete(socket);
      // An answer that closed the connection (a refusal past the bound, a body too large) was its last word.
      if (!socket.destroyed && !closes(res)) line?.idle?.();
    };
    res.once('finish', next);
    res.once('close', next);
    start();
  }
}

/** The request a response answers (node:http's documented `response.req`). */
function requestOf(res: ServerResponse): IncomingMessage {
  return (res as ServerResponse & { req: IncomingMessage }).req;
}

/** Whether an answer said it is the connection's last. */
function closes(res: ServerResponse): boolean {
  // A token list read by splitting, not by an expression that retries at every comma.
  return String(res.getHeader('connection') ?? '')
    .split(',')
    .some((token) => token.trim().toLowerCase() === 'close');
}
