import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RequestContext } from '../../server/types.js';
import { forwardBody } from './forward.js';

const ctxOf = (rawBody: Buffer) => ({ rawBody }) as unknown as RequestContext;

describe('forwardBody', () => {
  it("forwards a valid UTF-8 body unchanged as the client's own buffer, not decoded and encoded again", () => {
    const raw = Buffer.from(
      '{"model":"m", "messages":[{"role":"user","content":"Grüße 東京 🌧"}], "n":12345678901234567890}',
    );
    const body = forwardBody(ctxOf(raw), JSON.parse(raw.toString('utf8')), false);
    assert.equal(body, raw);
  });

  it('forwards a body that is not valid UTF-8 as the text gate read (U+FFFD), never its raw bytes', () => {
    // An overlong quote (C0 A2), a lone continuation byte, a truncated sequence: a lenient decoder could
    // read the first as `"` and see another JSON than gate judged.
    for (const bad of [[0xc0, 0xa2], [0x80], [0xe6, 0x9d], [0xff]]) {
      const raw = Buffer.concat([
        Buffer.from('{"model":"m","messages":[{"role":"user","content":"a'),
        Buffer.from(bad),
        Buffer.from('b"}]}'),
      ]);
      const body = forwardBody(ctxOf(raw), JSON.parse(raw.toString('utf8')), false);
      assert.equal(typeof body, 'string');
      assert.equal(body, raw.toString('utf8'));
      assert.ok(Buffer.from(body as string).includes(Buffer.from([0xef, 0xbf, 0xbd])));
    }
  });

  it('forwards an edited body as its JSON', () => {
    const raw = Buffer.from('{"model":"m","messages":[]}');
    assert.equal(forwardBody(ctxOf(raw), { model: 'x', messages: [] }, true), '{"model":"x","messages":[]}');
  });
});
