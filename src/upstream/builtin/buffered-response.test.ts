// The built-in model's Response stand-in reads as undici's would: once, by text or by pieces, the caller's
// abort failing a read, and undici's own Response where a caller asks for a web body (round 38).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonResponse, sseResponse } from './encoding.js';

test('a JSON answer reads once, with its status and content type', async () => {
  const res = jsonResponse(201, { a: 1 });
  assert.equal(res.status, 201);
  assert.equal(res.ok, true);
  assert.equal(res.headers.get('Content-Type'), 'application/json');
  assert.equal(res.bodyUsed, false);
  assert.deepEqual(await res.json(), { a: 1 });
  assert.equal(res.bodyUsed, true);
  await assert.rejects(res.text(), TypeError);
  assert.throws(() => res.clone(), TypeError);
});

test('an answer read as a web body is the same bytes, and stays read', async () => {
  const res = jsonResponse(400, { error: 'x' });
  assert.equal(res.ok, false);
  const body = res.body;
  assert.ok(body);
  assert.equal(Buffer.from(await new Response(body).arrayBuffer()).toString(), '{"error":"x"}');
  assert.equal(res.bodyUsed, true);
});

test('an event stream gives a frame a piece, and its whole text to a reader that asks', async () => {
  const frames = ['data: 1\n\n', 'data: 2\n\n'];
  const pieces: string[] = [];
  for await (const piece of sseResponse(frames, new AbortController().signal).pieces())
    pieces.push(Buffer.from(piece).toString());
  assert.deepEqual(pieces, frames);
  const res = sseResponse(frames, new AbortController().signal);
  assert.equal(res.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  assert.equal(await res.text(), frames.join(''));
  assert.throws(() => res.pieces(), TypeError);
});

test("a read after the caller aborted fails with the caller's reason", async () => {
  const caller = new AbortController();
  const res = sseResponse(['data: 1\n\n', 'data: 2\n\n'], caller.signal);
  const pieces = res.pieces();
  assert.equal((await pieces.next()).done, false);
  const reason = new Error('client went away');
  caller.abort(reason);
  await assert.rejects(pieces.next(), (err) => err === reason);
  const web = sseResponse(['data: 1\n\n'], caller.signal);
  await assert.rejects(web.text(), (err) => err === reason);
  await assert.rejects(
    new Response(sseResponse(['data: 1\n\n'], caller.signal).body).text(),
    (err) => err === reason,
  );
});
