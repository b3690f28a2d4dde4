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
  // Only an object can be a ping: `data: [DONE]`, which ends every chat stream, is not parsed, since a
  // refused JSON.parse builds a SyntaxError and its stack, about 6 us a stream (docs/wires.md, "Round 55").
  if (text.charCodeAt(firstNonJsonSpace(text, 5)) !== OPEN_BRACE) return false;
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

const OPEN_BRACE = 0x7b;

/** The first offset from `at` that is not JSON's whitespace (the only space JSON.parse skips before a value). */
function firstNonJsonSpace(text: string, at: number): number {
  let i = at;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return i;
    i++;
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
    // The next LF and CR at or after `at`, each searched again only once passed: a piece of n lines costs
    // one pass over it, not n (a piece without a CR was scanned to its end for every line).
    let lf = -2;
    let cr = -2;
    while (at < chunk.length) {
      // The piece has ended a content line, all `feed` answers: its other lines need no reading, only where
      // its last line begins (each line end leaves the reader with no head), a search from the piece's end.
      if (content) {
        this.head = '';
        this.long = false;
        this.take(chunk, Math.max(chunk.lastIndexOf(LF), chunk.lastIndexOf(CR)) + 1, chunk.length);
        break;
      }
      if (lf !== -1 && lf < at) lf = chunk.indexOf(LF, at);
      if (cr !== -1 && cr < at) cr = chunk.indexOf(CR, at);
      const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (end === -1) {
        this.take(chunk, at, chunk.length);
        break;
      }
      if (this.head === '' && !this.long && end - at > HEAD) {
        // A long line whole in this piece: its first byte decides, no text of it is made.
        if (chunk[at] !== COLON) content = true;
        at = end + 1;
        continue;
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
