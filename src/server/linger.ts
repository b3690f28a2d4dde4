// A lingering close: how gate ends a connection whose peer may still be sending. Closing a socket with
// unread bytes makes the kernel answer them with a reset, and the peer's kernel then drops the refusal
// gate had just sent (a 413, 431, 401 or 400 lost to ECONNRESET while the client was still writing its
// megabyte). So gate half-closes after its answer, reads and drops what still arrives, and destroys the
// socket once the peer has finished too, or at a bound of silence, time or bytes, whichever comes first (nginx's
// lingering close; docs/operations.md, "Round 44").
import type { Socket } from 'node:net';

export interface LingerBounds {
  /** The longest a lingering socket may go without a byte from its peer, from the half-close. */
  idleMs: number;
  /** The longest a lingering socket is held in all, from the half-close. */
  ms: number;
  /** The most bytes read and dropped; past them, the socket is destroyed (the reset is the peer's doing). */
  bytes: number;
}

/** How long a peer may be silent after gate's answer before its connection goes (nginx: lingering_timeout). */
export const LINGER_IDLE_MS = 1000;
/** How long a peer has in all, after gate's answer, to finish sending and close its side (nginx: lingering_time). */
export const LINGER_MS = 5000;
/** The least bytes a lingering socket drops before it is cut (a body past a small bound is what a 413 refuses); the body bound raises it. */
export const LINGER_MIN_BYTES = 8 * 1024 * 1024;

interface Dropping {
  peerDone: boolean;
  closing: boolean;
  /** Set once closing: restarted by each byte that arrives. */
  idle?: NodeJS.Timeout;
}

const dropping = new WeakMap<Socket, Dropping>();

/** What arrives on the socket is dropped (`dropIncoming`): nothing else answers on it or cuts it early. */
export function isLingering(socket: Socket): boolean {
  return dropping.has(socket);
}

/**
 * From now on, what the peer sends is read and dropped, never parsed as a request; the socket is cut past
 * `bounds.bytes`. What gate has still to write is written: `lingerClose` ends the connection after it.
 */
export function dropIncoming(socket: Socket, bounds: LingerBounds): void {
  if (dropping.has(socket) || socket.destroyed) return;
  const state: Dropping = { peerDone: socket.readableEnded, closing: false };
  dropping.set(socket, state);
  let dropped = 0;
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > bounds.bytes) socket.destroy();
    else state.idle?.refresh();
  };
  // Added through node:http's listener wrapper, which hands the socket's reads back from its C++ parser to
  // JavaScript; then node:http's own reader is removed, so the parser sees nothing more.
  socket.on('data', drop);
  for (const listener of socket.listeners('data')) {
    if (listener !== drop) socket.removeListener('data', listener as (...args: unknown[]) => void);
  }
  socket.once('end', () => {
    state.peerDone = true;
    closed(socket, state);
  });
  socket.resume();
  // node:http may have paused the socket while its parser held it; the stream then still believes a read
  // is pending and resume() starts none: _read starts the handle's reads if they are stopped (net.Socket).
  (socket as Socket & { _read(size: number): void })._read(0);
}

/**
 * Ends `socket` after what is already written, drops what the peer still sends until it closes its side
 * (then the socket is destroyed with nothing unread: no reset) or a bound is reached.
 */
export function lingerClose(socket: Socket, bounds: LingerBounds): void {
  dropIncoming(socket, bounds);
  const state = dropping.get(socket);
  if (state === undefined || state.closing || socket.destroyed) return;
  state.closing = true;
  socket.once('finish', () => closed(socket, state));
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, bounds.ms).unref();
  state.idle = setTimeout(cut, bounds.idleMs).unref();
  socket.once('close', () => {
    clearTimeout(timer);
    clearTimeout(state.idle);
  });
  if (!socket.writableEnded) socket.end();
  closed(socket, state);
}

/** Both sides are done: the socket goes with nothing unread and nothing unwritten. */
function closed(socket: Socket, state: Dropping): void {
  if (state.closing && state.peerDone && socket.writableFinished) socket.destroy();
}
