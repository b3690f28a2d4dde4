// The idle clock's reading of lines: keep-alives are not progress, content is, wherever pieces are cut.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { ContentLines } from './content-lines.js';

const fed = (pieces: string[]): boolean[] => {
  const lines = new ContentLines();
  return pieces.map((p) => lines.feed(Buffer.from(p, 'utf8')));
};

/** `text` cut at the offsets `cuts` name (each taken modulo its length + 1), in order. */
const cutAt = (text: string, cuts: number[]): string[] => {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let from = 0;
  for (const c of [...at, text.length]) {
    out.push(text.slice(from, c));
    from = c;
  }
  return out;
};

test('keep-alive forms end no content line; content lines do', () => {
  for (const ka of [': ping\n\n', '\n', '\r\n', ':\n', 'event: ping\ndata: {"type": "ping"}\n\n', '   \n'])
    assert.deepEqual(fed([ka]), [false], JSON.stringify(ka));
  for (const line of ['data: {"a":1}\n', 'event: message_start\n', '{"id":"x",\n', 'data: [DONE]\n'])
    assert.deepEqual(fed([line]), [true], line);
  assert.deepEqual(fed([`: ${'c'.repeat(500)}\n`]), [false], 'a long comment');
  assert.deepEqual(
    fed([`data: ${'x'.repeat(500)}`, '\n']),
    [false, true],
    'a long line ends in the next piece',
  );
  assert.deepEqual(fed(['data: {"type":"ping","x":1}\n']), [true], 'a ping with more is content');
});

test('fast-check: cut anywhere, a body of keep-alives ends no content line and one content line is seen', () => {
  const ka = fc.constantFrom(': ping\n\n', '\n', '\r\n', 'event: ping\ndata: {"type":"ping"}\n\n');
  fc.assert(
    fc.property(
      fc.array(ka, { minLength: 1, maxLength: 8 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      (kas, cuts) => {
        const cut = (text: string): string[] => cutAt(text, cuts);
        assert.ok(!fed(cut(kas.join(''))).some(Boolean));
        const withContent = `${kas.join('')}data: {"a":1}\n${kas.join('')}`;
        assert.ok(fed(cut(withContent)).some(Boolean));
      },
    ),
  );
});

/** Round 55's model: the reading before it (every `data:` line parsed, both ends searched for each line). */
function modelFed(pieces: string[]): boolean[] {
  let head = '';
  let long = false;
  const keepAlive = (line: string): boolean => {
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
  };
  const take = (chunk: Buffer, from: number, to: number): void => {
    if (long || from === to) return;
    const room = 64 - head.length;
    head += chunk.subarray(from, from + Math.min(to - from, room)).toString('latin1');
    if (to - from > room) long = true;
  };
  return pieces.map((piece) => {
    const chunk = Buffer.from(piece, 'utf8');
    let content = false;
    let at = 0;
    while (at < chunk.length) {
      const lf = chunk.indexOf(0x0a, at);
      const cr = chunk.indexOf(0x0d, at);
      const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (end === -1) {
        take(chunk, at, chunk.length);
        break;
      }
      take(chunk, at, end);
      if (long ? head.charCodeAt(0) !== 0x3a : !keepAlive(head)) content = true;
      head = '';
      long = false;
      at = end + 1;
    }
    return content;
  });
}

test('fast-check: lines of any ending, data of any JSON or none, cut anywhere, read as the model reads them', () => {
  const space = fc.constantFrom('', ' ', '  ', '\t', ' \t', '\u00a0', '\u2028', '\v');
  const data = fc.oneof(
    fc.constantFrom(
      '{"type":"ping"}',
      '{ "type" : "ping" }',
      '{"type":"pi\\u006eg"}',
      '{"type":"ping","x":1}',
      '{"type":"pong"}',
      '[DONE]',
      '["ping"]',
      '"ping"',
      'ping',
      '{}',
      '{',
      'null',
      '{"type":"ping"}x',
    ),
    fc.json({ maxDepth: 2 }),
  );
  const line = fc.oneof(
    fc.tuple(space, data, space).map(([a, d, b]) => `${a}data:${a}${d}${b}`),
    fc.constantFrom('', ':', ': ping', 'event: ping', 'event:ping', 'event: message_start', 'id: 1'),
    fc.string({ maxLength: 80 }),
  );
  const ending = fc.constantFrom('\n', '\r\n', '\r', '\n\n', '\r\r\n');
  fc.assert(
    fc.property(
      fc.array(fc.tuple(line, ending), { minLength: 1, maxLength: 10 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      (lines, cuts) => {
        const body = lines.map(([l, e]) => l + e).join('');
        const pieces = cutAt(body, cuts);
        assert.deepEqual(fed(pieces), modelFed(pieces));
      },
    ),
    { numRuns: 3000 },
  );
});

test("a stream's `data: [DONE]` is not parsed, and a piece of many lines is searched for each end once", () => {
  const parse = JSON.parse;
  let parsed = 0;
  JSON.parse = ((text: string, reviver?: Parameters<typeof parse>[1]) => {
    parsed++;
    return parse(text, reviver);
  }) as typeof JSON.parse;
  try {
    assert.deepEqual(fed(['data: [DONE]\n\n', 'data:  \t[DONE]\r\n']), [true, true]);
    assert.equal(parsed, 0, 'a refused JSON.parse builds an error and its stack');
    assert.deepEqual(fed(['data: {"type":"ping"}\n']), [false]);
    assert.equal(parsed, 1);
  } finally {
    JSON.parse = parse;
  }
  // A piece of 1,000 LF-ended keep-alive lines and no CR: one search for CR, one for each LF (not 1,000 of each).
  const searched: number[] = [];
  class Counted extends Uint8Array {
    override indexOf(value: number, from?: number): number {
      searched.push(value);
      return super.indexOf(value, from);
    }
  }
  const lines = new ContentLines();
  assert.equal(lines.feed(new Counted(Buffer.from(': ping\n\n'.repeat(500), 'latin1'))), false);
  assert.equal(searched.filter((v) => v === 0x0d).length, 1);
  assert.equal(searched.filter((v) => v === 0x0a).length, 1000);
});

test('a piece that has ended a content line reads no more of its lines (Round 55, perf2)', () => {
  const read: string[] = [];
  const trim = String.prototype.trim;
  String.prototype.trim = function (this: string): string {
    read.push(String(this));
    return trim.call(this);
  };
  const searched: number[] = [];
  class Counted extends Uint8Array {
    override indexOf(value: number, from?: number): number {
      searched.push(value);
      return super.indexOf(value, from);
    }
  }
  let lines: ContentLines;
  try {
    lines = new ContentLines();
    // A stream's piece: many short event lines after its first content line, a half line at its end.
    const piece = `event: content_block_delta\n${'data: {"type":"ping"}\n\nevent: x\n'.repeat(200)}: pi`;
    assert.equal(lines.feed(new Counted(Buffer.from(piece, 'latin1'))), true);
  } finally {
    String.prototype.trim = trim;
  }
  assert.deepEqual(read, ['event: content_block_delta'], 'only the first line was classified');
  assert.ok(searched.length <= 2, `${searched.length} forward searches`);
  // The half line's head was kept: completed by the next piece it is a comment, a keep-alive.
  assert.equal(lines.feed(Buffer.from('ng\n', 'latin1')), false);
  assert.equal(
    new ContentLines().feed(Buffer.from('ng\n', 'latin1')),
    true,
    'without the head it is content',
  );
});
