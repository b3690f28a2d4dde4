import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readSse, readSseBatches, type SseEvent, SseParser } from './sse-parser.js';

const STREAM =
  '\uFEFFevent: message_start\r\ndata: {"t":"caf\u00e9 \u{1F600} \u6f22\u5b57"}\r\n\r\n' +
  ': keep-alive comment\n\n' +
  'data:no-space\ndata: second line\n\n' +
  'event: ping\rdata: {}\r\r' +
  'id: 7\nretry: 100\ndata: [DONE]\n\n';

const EXPECTED: SseEvent[] = [
  { event: 'message_start', data: '{"t":"caf\u00e9 \u{1F600} \u6f22\u5b57"}' },
  { data: 'no-space\nsecond line' },
  { event: 'ping', data: '{}' },
  { data: '[DONE]', id: '7' },
];

function parseInPieces(bytes: Uint8Array, cuts: number[]): SseEvent[] {
  const parser = new SseParser();
  const events: SseEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    events.push(...parser.push(bytes.subarray(from, cut)));
    from = cut;
  }
  return [...events, ...parser.end()];
}

describe('SseParser', () => {
  const bytes = new TextEncoder().encode(STREAM);

  it('parses a whole stream: names, comments, multi-line data, CR/LF/CRLF, BOM, id', () => {
    assert.deepEqual(parseInPieces(bytes, []), EXPECTED);
  });

  it('gives the same events for a split at every byte, including inside multi-byte characters and CRLF', () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      assert.deepEqual(parseInPieces(bytes, [cut]), EXPECTED, `split at byte ${cut}`);
    }
  });

  it('gives the same events when fed one byte at a time', () => {
    const cuts = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    assert.deepEqual(parseInPieces(bytes, cuts), EXPECTED);
  });

  it('drops an event whose dispatching blank line never came, and says so', () => {
    const parser = new SseParser();
    assert.deepEqual(parser.push(new TextEncoder().encode('data: a\n\ndata: {"partial":')), [{ data: 'a' }]);
    assert.equal(parser.midEvent, true);
    assert.deepEqual(parser.end(), []);
  });

  it('is not mid-event after a complete stream', () => {
    const parser = new SseParser();
    parser.push(new TextEncoder().encode('data: a\n\n'));
    assert.equal(parser.midEvent, false);
  });
});

describe('readSse', () => {
  it('yields events from a byte stream and reports truncation', async () => {
    const chunks = ['data: 1\n', '\ndata: 2\n\ndata: 3'].map((s) => new TextEncoder().encode(s));
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(chunk);
        c.close();
      },
    });
    const it = readSse(body);
    const seen: string[] = [];
    let end: { truncated: boolean } | undefined;
    for (;;) {
      const next = await it.next();
      if (next.done) {
        end = next.value;
        break;
      }
      seen.push(next.value.data);
    }
    assert.deepEqual(seen, ['1', '2']);
    assert.deepEqual(end, { truncated: true });
  });

  it('cancels the source when the consumer stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        c.enqueue(new TextEncoder().encode('data: x\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const _event of readSse(body)) break;
    assert.equal(cancelled, true);
  });

  it('batches the events completed by one read together', async () => {
    const chunks = ['data: 1\n\ndata: 2\n\ndata: 3', '\n\n'].map((t) => new TextEncoder().encode(t));
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(chunk);
        c.close();
      },
    });
    const batches: string[][] = [];
    for await (const batch of readSseBatches(body)) batches.push(batch.map((e) => e.data));
    assert.deepEqual(batches, [['1', '2'], ['3']]);
  });
});

describe('SseParser bounds', () => {
  const bytes = (t: string) => new TextEncoder().encode(t);

  it('refuses a line that never ends once it passes the bound, in time linear in its length', () => {
    const parser = new SseParser(1000);
    parser.push(bytes('data: '));
    assert.throws(() => {
      for (let i = 0; i < 100; i++) parser.push(bytes('a'.repeat(50)));
    }, /larger than 1000 characters/);
  });

  it('refuses an event whose data lines together pass the bound', () => {
    const parser = new SseParser(100);
    assert.throws(() => {
      for (let i = 0; i < 20; i++) parser.push(bytes(`data: ${'b'.repeat(10)}\n`));
    }, /larger than 100 characters/);
  });

  it('still reads a CR at the end of one piece as a line end when the next piece has no line end', () => {
    const parser = new SseParser();
    assert.deepEqual(parser.push(bytes('data: x\r')), []);
    // The second CR may be half a CRLF: the blank line is certain only once the next piece comes.
    assert.deepEqual(parser.push(bytes('\r')), []);
    assert.deepEqual(
      parser.push(bytes('d')).map((e) => e.data),
      ['x'],
    );
    assert.deepEqual(parser.end(), []);
  });
});
