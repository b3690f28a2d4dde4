import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { cpuMs, repeatedTo } from '../../test/helpers/linear-cpu.js';
import {
  AskedIds,
  EventParser,
  MAX_BODY_MESSAGES,
  MAX_UNASKED_ANSWERS,
  readAnswer,
  SORTED_EVENT_CHARS,
  type SsePiece,
  sortMessage,
  streamed,
  utf8Of,
} from './http-answers.js';

const bytes = (s: string) => new TextEncoder().encode(s);
/** The pieces as text: the parser reads bytes (one character a byte), the SDK reads them as UTF-8. */
const parseAll = (chunks: Uint8Array[]): SsePiece[] => {
  const p = new EventParser();
  return chunks
    .flatMap((c) => p.feed(c))
    .map((e) =>
      e.kind === 'event'
        ? { ...e, data: utf8Of(e.data), id: e.id === undefined ? undefined : utf8Of(e.id) }
        : e,
    );
};
/** `whole` cut at the given byte offsets (mid-character and between CR and LF included). */
const cut = (whole: Uint8Array, at: number[]): Uint8Array[] => {
  const points = [...new Set(at.map((n) => n % (whole.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const p of points) {
    out.push(whole.subarray(from, p));
    from = p;
  }
  out.push(whole.subarray(from));
  return out;
};

const lineText = fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => s.replace(/[\r\n]/g, ''));
const anEvent = fc.record({
  data: fc.array(lineText, { minLength: 1, maxLength: 3 }),
  id: fc.option(
    lineText.filter((s) => !s.includes('\0')),
    { nil: undefined },
  ),
  type: fc.option(fc.constantFrom('message', 'ping', 'x'), { nil: undefined }),
  comment: fc.boolean(),
});
const eol = fc.constantFrom('\n', '\r', '\r\n');

test('the event parser reads the same events however the bytes are cut and whichever line end is used', () => {
  fc.assert(
    fc.property(
      fc.array(anEvent, { maxLength: 6 }),
      eol,
      fc.array(fc.nat(), { maxLength: 8 }),
      (events, end, at) => {
        let text = '';
        for (const e of events) {
          if (e.comment) text += `: note${end}`;
          if (e.id !== undefined) text += `id: ${e.id}${end}`;
          if (e.type !== undefined) text += `event:${e.type}${end}`;
          for (const d of e.data) text += `data: ${d}${end}`;
          text += end;
        }
        const whole = bytes(text);
        const want = events.map((e) => ({
          kind: 'event',
          data: e.data.join('\n'),
          id: e.id,
          type: e.type,
        }));
        assert.deepEqual(parseAll([whole]), want);
        assert.deepEqual(parseAll(cut(whole, at)), want);
      },
    ),
    { numRuns: 200 },
  );
});

test('the event parser reads what eventsource-parser reads: one space off a value, retry digits, no NUL id, a BOM', () => {
  const got = parseAll([
    bytes('\uFEFFdata:a\ndata:  b\nid: x\0y\nretry: 250\nretry: 1e3\nfoo: bar\nevent\n\n'),
  ]);
  assert.deepEqual(got, [
    { kind: 'retry', ms: 250 },
    { kind: 'event', data: 'a\n b', id: undefined, type: undefined },
  ]);
  // No data line, no event; a stream's last event without its blank line is not one.
  assert.deepEqual(parseAll([bytes('id: 1\n\ndata: x')]), []);
});

test('a message is kept only when gate reads it; a second answer to one request is unasked', () => {
  const asked = new AskedIds();
  asked.sent(5, true);
  assert.equal(sortMessage({ jsonrpc: '2.0', id: 9, result: {} }, asked), 'unasked');
  assert.equal(sortMessage({ jsonrpc: '2.0', id: true, result: {} }, asked), 'unasked');
  assert.equal(sortMessage({ jsonrpc: '2.0', id: '5', result: {} }, asked), 'keep');
  assert.equal(sortMessage({ jsonrpc: '2.0', id: 5, result: {} }, asked), 'unasked');
  assert.equal(
    sortMessage({ jsonrpc: '2.0', method: 'notifications/progress', params: {} }, asked),
    'unread',
  );
  assert.equal(sortMessage({ jsonrpc: '2.0', method: 'notifications/message', params: {} }, asked), 'unread');
  assert.equal(sortMessage({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' }, asked), 'keep');
  assert.equal(sortMessage({ jsonrpc: '2.0', id: 1, method: 'ping' }, asked), 'keep');
  for (const bad of [null, 5, 'x', [], {}]) assert.equal(sortMessage(bad, asked), 'bad');
  asked.done(5);
  asked.sent(5, true);
  assert.equal(sortMessage({ jsonrpc: '2.0', id: 5, result: {} }, asked), 'keep');
});

const ctx = (asked: AskedIds, refusals: string[]) => ({
  server: 's',
  asked,
  own: 5,
  refused: (why: string) => refusals.push(why),
  tooLong: () => false,
  maxBytes: 1024,
});
const answer = (id: unknown) => ({ jsonrpc: '2.0', id, result: { content: [] } });

test('a JSON body of more than a few messages, of another type, or without the answer fails its own request', async () => {
  const cases: Array<[string, Response, RegExp]> = [
    [
      'many',
      Response.json([...Array.from({ length: MAX_BODY_MESSAGES }, (_, i) => answer(100 + i)), answer(5)]),
      /more than 16 messages/,
    ],
    ['html', new Response(JSON.stringify(answer(5)), { headers: { 'content-type': 'text/html' } }), /type/],
    ['not json', new Response('{"id":5,', { headers: { 'content-type': 'application/json' } }), /not JSON/],
    ['none', Response.json(answer(6)), /no answer gate could read/],
    // Read for width before JSON.parse: 300 levels, 20,001 items.
    [
      'deep text',
      new Response(`{"jsonrpc":"2.0","id":5,"result":{"x":${'['.repeat(300)}${']'.repeat(300)}}}`, {
        headers: { 'content-type': 'application/json' },
      }),
      /nested deeper than 256 levels/,
    ],
    [
      'items',
      Response.json({ ...answer(5), result: { x: Array(20_001).fill(0) } }),
      /more than 20000 array items/,
    ],
    ['schema', Response.json({ id: 5, result: {} }), /no answer gate could read/],
  ];
  for (const [what, res, said] of cases) {
    const asked = new AskedIds();
    asked.sent(5, true);
    const refusals: string[] = [];
    const got = (await (await readAnswer(res, ctx(asked, refusals))).json()) as Array<
      Record<string, unknown>
    >;
    const last = got.at(-1) as { id: number; error: { code: number; message: string } };
    assert.equal(last.id, 5, what);
    assert.equal(last.error.code, -32603, what);
    assert.match(last.error.message, said, what);
    assert.match(refusals.join(), said, what);
    assert.doesNotMatch(last.error.message, /content|html/, what);
  }
  // The answer alone, and beside a request of the server's, is handed on as it came.
  const asked = new AskedIds();
  asked.sent(5, true);
  const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
  const got = await (await readAnswer(Response.json([ping, answer(5)]), ctx(asked, []))).json();
  assert.deepEqual(got, [ping, answer(5)]);
});

const sseOf = (text: string | ReadableStream<Uint8Array>) =>
  new Response(text, { headers: { 'content-type': 'text/event-stream' } });
const ev = (m: unknown, id?: string) =>
  `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(m)}\n\n`;

test('an event stream hands on only what gate reads; past the unasked bound, or ended without the answer, its request fails', async () => {
  const note = { jsonrpc: '2.0', method: 'notifications/message', params: { data: 'x' } };
  const read = async (text: string, own = 5) => {
    const asked = new AskedIds();
    asked.sent(5, true);
    const refusals: string[] = [];
    const out = await streamed(sseOf(text), { ...ctx(asked, refusals), own }).text();
    const events = parseAll([bytes(out)]).flatMap((p) =>
      p.kind === 'event' && p.data !== '' ? [JSON.parse(utf8Of(p.data))] : [],
    );
    return { events, refusals };
  };
  const flood = Array.from({ length: MAX_UNASKED_ANSWERS + 1 }, (_, i) => ev(answer(1000 + i))).join('');
  const over = await read(`${flood}${ev(answer(5))}`);
  assert.equal(over.events.length, 1);
  assert.match(over.events[0].error.message, /more than 64 answers to requests gate was not waiting on/);
  const notes = await read(`${Array(500).fill(ev(note)).join('')}${ev(answer(5))}`);
  assert.deepEqual(notes.events, [answer(5)]);
  const wide = await read(`${ev({ ...answer(5), result: { x: Array(20_001).fill(0) } })}${ev(answer(5))}`);
  assert.equal(wide.events.length, 1);
  assert.match(wide.events[0].error.message, /more than 20000 array items/);
  const ended = await read(ev(answer(6)));
  assert.match(ended.events[0].error.message, /no answer to its request before its event stream ended/);
  // The answer came: the error after it is dropped by boundedWidth (not asked any more), so it is harmless.
  const fine = await read(ev(answer(5)));
  assert.deepEqual(fine.events[0], answer(5));
  // Resumable (an event id): the SDK resumes it, so nothing is added.
  const resumable = await read(ev(note, 'e1'));
  assert.deepEqual(resumable.events, []);
  // Cut off mid-event.
  const asked = new AskedIds();
  asked.sent(5, true);
  const broken = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(bytes('data: {"jsonrpc":"2.0",'));
      c.error(new Error('socket'));
    },
  });
  const out = await streamed(sseOf(broken), ctx(asked, [])).text();
  assert.match(out, /an answer cut off before its end/);
});

test('the event parser reads 200 kB of its own literals and separators in linear time', () => {
  for (const unit of ['data:\r', 'data: x\r\n\r\n', ':\n', 'id:\ndata:\n\n', '\r\r\n', 'retry: 1\n']) {
    const text = bytes(repeatedTo(200_000, '', unit, ''));
    const pieces = cut(
      text,
      Array.from({ length: 400 }, (_, i) => i * 499),
    );
    const ms = cpuMs(() => parseAll(pieces));
    assert.ok(ms < 400, `${JSON.stringify(unit)}: ${ms} ms`);
  }
});

test('an event longer than the sorted bound is handed on as its bytes, in parts, however its lines and characters fall (round 50)', async () => {
  const chars = fc.constantFrom('x', 'é', '€', '😀', '"', '\\');
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(chars, fc.integer({ min: 0, max: 40_000 })), { minLength: 1, maxLength: 4 }),
      fc.option(fc.constantFrom('7', 'é'), { nil: undefined }),
      fc.array(fc.nat(), { maxLength: 6 }),
      async (lines, id, at) => {
        // A JSON string split over data lines (joined with LF it is one string holding line breaks).
        const data = `"${lines.map(([c, n]) => c.repeat(n).replace(/\\$/, '')).join('\n')}"`.split('\n');
        const text = `${id === undefined ? '' : `id: ${id}\n`}${data.map((d) => `data: ${d}\n`).join('')}\n`;
        const chunks = cut(bytes(text), at);
        let i = 0;
        const body = new ReadableStream<Uint8Array>({
          pull: (c) => (i < chunks.length ? c.enqueue(chunks[i++]!) : c.close()),
        });
        const asked = new AskedIds();
        const out = await streamed(sseOf(body), { ...ctx(asked, []), own: undefined }).arrayBuffer();
        const got = parseAll([new Uint8Array(out)]);
        const joined = data.join('\n');
        // An event the parser sorts (up to the bound) is a message gate does not read: it is not handed on.
        if (bytes(joined).length <= SORTED_EVENT_CHARS) return;
        assert.deepEqual(got, [{ kind: 'event', data: joined, id, type: undefined }]);
      },
    ),
    { numRuns: 40 },
  );
});
