// The provider key in a relayed body is replaced wherever the chunks split it (proxy.ts withoutKeyBytes).
import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import { test } from 'node:test';
import fc from 'fast-check';
import { fill, growthOf } from '../../test/helpers/work-count.js';
import { KeyForms } from './key-forms.js';
import { withoutKeyBytes } from './proxy.js';

const KEY = 'sk-provider-0123456789';

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const piece of withoutKeyBytes(Readable.from(chunks), KEY)) out.push(piece as Buffer);
  return Buffer.concat(out).toString('latin1');
}

/** `text` cut at the given offsets. */
const cut = (text: string, at: number[]) => {
  const points = [...new Set(at.map((n) => n % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const p of [...points, text.length]) {
    pieces.push(Buffer.from(text.slice(from, p), 'latin1'));
    from = p;
  }
  return pieces;
};

test('every copy is replaced, cut anywhere; nothing else changes', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.oneof(fc.constant(KEY), fc.constant(KEY.slice(0, -1)), fc.string({ maxLength: 12 })), {
        maxLength: 12,
      }),
      fc.array(fc.nat(400), { maxLength: 10 }),
      async (parts, at) => {
        const text = parts.join('');
        assert.equal(await through(cut(text, at)), text.replaceAll(KEY, '[REDACTED]'));
      },
    ),
    { numRuns: 300 },
  );
});

test('64 KiB of near copies in 1 KiB chunks: each byte searched once, the carried tail aside', async () => {
  const text = `${KEY.slice(0, -1)}x`.repeat(Math.ceil(65_536 / KEY.length)) + KEY;
  const got = await through(
    cut(
      text,
      Array.from({ length: 64 }, (_, i) => (i + 1) * 1024),
    ),
  );
  assert.equal(got, `${text.slice(0, -KEY.length)}[REDACTED]`);
});

/** The key as a reader decodes it from each form an echo may write. */
const FORMS: readonly ((key: string) => string)[] = [
  (k) => [...k].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join(''),
  (k) => [...k].map((c, i) => (i % 2 ? `%${c.charCodeAt(0).toString(16)}` : c)).join(''),
  (k) => [...k].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
  (k) => k.replace('s', '\\u0073').replace('9', '\\u0039'),
  (k) => Buffer.from(`Bearer ${k}`).toString('base64'),
  (k) => Buffer.from(`x-api-key: ${k}`).toString('base64url'),
  (k) => Buffer.from(`user:${k}`).toString('base64'),
];

/** Text around a copy: no escape character of its own, which could change how the copy reads. */
const plain = fc.string({ maxLength: 10 }).map((s) => s.replace(/[\\%]/g, '.'));

test('an encoded copy (percent, JSON escapes, base64 at any alignment) is replaced too, cut anywhere', async () => {
  await fc.assert(
    fc.asyncProperty(
      plain,
      fc.nat(FORMS.length - 1),
      plain,
      fc.array(fc.nat(400), { maxLength: 10 }),
      async (before, form, rest, at) => {
        const text = `${before}${FORMS[form]!(KEY)}${rest}`;
        const got = await through(cut(text, at));
        for (const f of FORMS) assert.ok(!got.includes(f(KEY)), got);
        assert.ok(!got.includes(KEY) && got.includes('[REDACTED]'), got);
        // What is around the copy is kept.
        assert.ok(got.startsWith(before.slice(0, Math.max(0, before.length - 8))), got);
      },
    ),
    { numRuns: 300 },
  );
});

test('text without the key, whatever its escapes, comes through byte for byte', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('\\u0073', '%73', '\\\\', '\\/', 'c2st')),
        {
          maxLength: 20,
        },
      ),
      fc.array(fc.nat(400), { maxLength: 10 }),
      async (parts, at) => {
        const text = parts.join('');
        fc.pre(!new KeyForms(KEY).holds(Buffer.from(text, 'latin1')));
        assert.equal(await through(cut(text, at)), text);
      },
    ),
    { numRuns: 300 },
  );
});

test('the search for every form is linear: escapes of the key bytes, near copies, base64 runs', () => {
  const forms = new KeyForms(KEY);
  const near = [...KEY.slice(0, -1)].map((c) => `\\u00${c.charCodeAt(0).toString(16)}`).join('');
  for (const unit of [
    '\\u0073',
    '%73%6b',
    `${near}x`,
    `${KEY.slice(0, -1)}x`,
    Buffer.from(KEY).toString('base64').slice(0, -3),
    '\\\\\\u0073',
  ]) {
    const growth = growthOf(
      (size) => fill(unit, size),
      (text) => forms.spans(Buffer.from(text, 'latin1')),
    );
    assert.ok(growth <= 10, `${unit}: 8x the text took ${growth}x the work`);
  }
});

test('an event stream is held back past no line end: every line read goes on at once', async () => {
  const forms = new KeyForms(KEY);
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.oneof(
          fc.string({ maxLength: 8 }),
          fc.constantFrom(
            '\n',
            '\r\n',
            'data: {"text":"',
            '"}\n\n',
            KEY.slice(0, 7),
            '\\u0073',
            '%73',
            'c2st',
          ),
          ...FORMS.map((f) => fc.constant(f(KEY))),
        ),
        { maxLength: 16 },
      ),
      fc.array(fc.nat(400), { maxLength: 10 }),
      async (parts, at) => {
        const text = parts.join('');
        const bytes = Buffer.from(text, 'latin1');
        const tail = forms.openTail(bytes);
        // What is kept could still begin a form: no line end in it, never more than the longest less one.
        assert.ok(tail > bytes.lastIndexOf(0x0a) && bytes.length - tail < forms.longest, text);
        // Written a piece at a time, every line end sent has gone on before the next piece is written (no
        // form holds a line end, so redaction keeps each one).
        const body = new PassThrough();
        const redact = withoutKeyBytes(body, KEY);
        let seen = '';
        redact.on('data', (d: Buffer) => {
          seen += d.toString('latin1');
        });
        let sent = '';
        for (const piece of cut(text, at)) {
          body.write(piece);
          sent += piece.toString('latin1');
          await new Promise(setImmediate);
          assert.equal(seen.split('\n').length, sent.split('\n').length, JSON.stringify(sent));
        }
        body.end();
      },
    ),
    { numRuns: 200 },
  );
});
