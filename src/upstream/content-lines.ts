// Which lines of an upstream body are content, for the idle clock: a keep-alive (a blank line, an SSE
// comment, an `event: ping` and its `{"type":"ping"}` data) proves the connection is up, not that the
// answer moves, so an upstream that sends only keep-alives is idle however often it sends them.

/** A line longer than this is content unless it is a comment: no keep-alive form is this long. */
const HEAD = 64;
const LF = 0x0a;
const CR = 0x0d;
const COLON = 0x3a;

/** The keep-alive lines providers send between events (SSE framing: docs/wires.md, "Round 42 (edge2-r42)"). */
function isKeepAlive(line: string): boolean {
  const text = line.trim();
  if (text === '' || text.startsWith(':')) return true;
  if (/^event:\s*ping$/.test(text)) return true;
  if (!text.startsWith('data:')) return false;
  try {
    const data: unknown = JSON.parse(text.slice(5));
    return (
      typeof data === 'object' &&
      data !== null &&
      Object.keys(data).length === 1 &&
      (data as { type?: unknown }).type === 'ping'
    );
  } catch {
    return false;
  }
}

/** Reads a body piece by piece (pure, no I/O): `feed` says whether a piece ended a content line. */
export class ContentLines {
  /** The current line's first bytes (up to HEAD), enough to tell a keep-alive. */
  private head = '';
  /** The current line is past HEAD bytes: content unless it began with a colon. */
  private long = false;

  feed(chunk: Uint8Array): boolean {
    let content = false;
    let at = 0;
    while (at < chunk.length) {
      const end = lineEnd(chunk, at);
      if (end === -1) {
        this.take(chunk, at, chunk.length);
        break;
      }
      this.take(chunk, at, end);
      if (this.long ? this.head.charCodeAt(0) !== COLON : !isKeepAlive(this.head)) content = true;
      this.head = '';
      this.long = false;
      at = end + 1;
    }
    return content;
  }

  private take(chunk: Uint8Array, from: number, to: number): void {
    if (this.long || from === to) return;
    const room = HEAD - this.head.length;
    this.head += Buffer.from(chunk.buffer, chunk.byteOffset + from, Math.min(to - from, room)).toString(
      'latin1',
    );
    if (to - from > room) this.long = true;
  }
}

function lineEnd(chunk: Uint8Array, from: number): number {
  const lf = chunk.indexOf(LF, from);
  const cr = chunk.indexOf(CR, from);
  if (lf === -1) return cr;
  return cr === -1 ? lf : Math.min(lf, cr);
}
