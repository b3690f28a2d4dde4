import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SseParser } from './sse-parser.js';
import { frameEvent } from './sse-writer.js';

describe('frameEvent', () => {
  it('frames a named event', () => {
    assert.equal(frameEvent('{"a":1}', 'ping'), 'event: ping\ndata: {"a":1}\n\n');
  });

  it('frames multi-line data as several data lines that parse back to the same text', () => {
    const framed = frameEvent('one\ntwo\r\nthree');
    assert.equal(framed, 'data: one\ndata: two\ndata: three\n\n');
    const events = new SseParser().push(new TextEncoder().encode(framed));
    assert.deepEqual(events, [{ data: 'one\ntwo\nthree' }]);
  });
});
