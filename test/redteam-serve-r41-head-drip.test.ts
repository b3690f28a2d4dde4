// Red team, round 41: a head sent a byte a read, before any key is checked. Round 40's hook (framing-shape.ts)
// reads each connection's first line as its reads arrive, and on ffafbf2e ran its regex over the whole line
// so far on every read: 8 KiB of empty lines, or a long target, sent a byte a read cost ~90 ms of CPU a
// connection (quadratic), several hundred requests' worth for one client's one connection. Now a read is
// looked at once (empty lines skipped, the line read again only when a read can end its target).
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { describe, test } from 'node:test';
import { HeadLines } from '../src/server/framing-shape.js';

/** A socket whose node:http parser lends each read, as `watch` expects; `feed` delivers one read. */
function watched(lines: HeadLines) {
  let current: Buffer = Buffer.alloc(0);
  const parser = { constructor: { kOnExecute: 0 }, 0: (r: unknown) => r, getCurrentBuffer: () => current };
  const socket = { parser } as unknown as Socket;
  lines.watch(socket);
  return {
    socket,
    feed(bytes: Buffer) {
      current = bytes;
      (parser[0] as (r: unknown) => unknown)(bytes.length);
    },
  };
}

/**
 * Characters the hook's regular expressions scanned to take `head` a byte a read (every exec, test and
 * replace goes through RegExp.prototype.exec while it is replaced), and the target it read: a count, so
 * the figure does not depend on the machine's load.
 */
function drip(head: string): { scanned: number; target: string | undefined } {
  const lines = new HeadLines();
  const conn = watched(lines);
  const bytes = Buffer.from(head, 'latin1');
  const exec = RegExp.prototype.exec;
  let scanned = 0;
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    scanned += text.length;
    return exec.call(this, text);
  };
  try {
    for (let i = 0; i < bytes.length; i++) conn.feed(bytes.subarray(i, i + 1));
  } finally {
    RegExp.prototype.exec = exec;
  }
  return { scanned, target: lines.targetOf(conn.socket) };
}

const HEADS: Record<string, string> = {
  'empty lines': '\n'.repeat(8192),
  'CRLF lines': '\r\n'.repeat(4096),
  'a long target': `GET /${'a'.repeat(8187)}`,
  'a long method': `GET${'a'.repeat(8189)}`,
  'empty lines, then a request': `${'\r\n'.repeat(3000)}POST /mcp HTTP/1.1\r\n`,
};

describe('round 41: a head a byte a read costs its length', () => {
  test('each head taken a byte a read is scanned in time linear in its length, its target still read', () => {
    for (const [name, head] of Object.entries(HEADS)) {
      const { scanned, target } = drip(head);
      // ffafbf2e: the line so far on every read, about length²/2 (33.5 million characters for 8 KiB).
      assert.ok(scanned <= 4 * head.length, `${name}: ${scanned} characters scanned for ${head.length}`);
      if (name === 'empty lines, then a request') assert.equal(target, '/mcp', name);
    }
  });

  test('the target is read as before from any cut of a request line', () => {
    const line = 'POST /mcp/x?y=1 HTTP/1.1\r\nHost: a\r\n\r\n';
    for (let cut = 1; cut < line.length; cut++) {
      const lines = new HeadLines();
      const conn = watched(lines);
      conn.feed(Buffer.from(line.slice(0, cut)));
      conn.feed(Buffer.from(line.slice(cut)));
      assert.equal(lines.targetOf(conn.socket), '/mcp/x?y=1', `cut at ${cut}`);
    }
  });
});
