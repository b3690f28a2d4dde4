// A client that stops reading holds what gate wrote to it (a whole buffered answer, a stream's upstream
// connection) for as long as it likes; a connection whose client took no response bytes for the deadline
// is cut (docs/operations.md, "Limits and shutdown"), as nginx's send_timeout does.
import type { Socket } from 'node:net';

interface Progress {
  /** Bytes waiting to be taken by the client at the last look. */
  pending: number;
  /** When the client last took bytes, or had none waiting. */
  since: number;
}

export class SendStallWatch {
  readonly #sockets = new Map<Socket, Progress>();

  constructor(
    private readonly limitMs: number,
    private readonly onCut: (socket: Socket) => void,
  ) {}

  /** Watches a connection until it closes. */
  add(socket: Socket): void {
    const progress: Progress = { pending: 0, since: Date.now() };
    this.#sockets.set(socket, progress);
    // A drain means the client took everything that was waiting, however much gate wrote meanwhile.
    socket.on('drain', () => {
      progress.since = Date.now();
      progress.pending = 0;
    });
    socket.once('close', () => this.#sockets.delete(socket));
  }

  /** Cuts each connection whose waiting bytes did not shrink for the deadline. */
  sweep(now = Date.now()): void {
    for (const [socket, progress] of this.#sockets) {
      const pending = socket.writableLength;
      if (pending === 0 || pending < progress.pending) progress.since = now;
      progress.pending = pending;
      if (pending > 0 && now - progress.since >= this.limitMs) {
        this.#sockets.delete(socket);
        this.onCut(socket);
      }
    }
  }

  get size(): number {
    return this.#sockets.size;
  }
}
