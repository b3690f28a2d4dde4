// The idle clock's reading of lines: keep-alives are not progress, content is, wherever pieces are cut.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { ContentLines } from './content-lines.js';

const fed = (pieces: string[]): boolean[] => {
  const lines = new ContentLines();
  return pieces.map((p) => lines.feed(Buffer.from(p, 'utf8')));
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
        const cut = (text: string): string[] => {
          const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const out: string[] = [];
          let from = 0;
          for (const c of [...at, text.length]) {
            out.push(text.slice(from, c));
            from = c;
          }
          return out;
        };
        assert.ok(!fed(cut(kas.join(''))).some(Boolean));
        const withContent = `${kas.join('')}data: {"a":1}\n${kas.join('')}`;
        assert.ok(fed(cut(withContent)).some(Boolean));
      },
    ),
  );
});
