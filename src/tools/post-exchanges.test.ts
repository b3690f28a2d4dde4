import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PostExchanges } from './post-exchanges.js';

const request = (id: number) =>
  JSON.stringify({ method: 'tools/call', params: { name: 'x' }, jsonrpc: '2.0', id });

test("a request's POST ends when it is answered or cancelled; gate's answers to the server's requests end nothing", () => {
  const ex = new PostExchanges(60_000);
  const a = ex.signalFor(request(3), undefined);
  const b = ex.signalFor(request(4), undefined);
  assert.equal(ex.size, 2);
  // gate's answer to the server's own ping 3: the server's id space, not gate's.
  ex.signalFor(JSON.stringify({ result: {}, jsonrpc: '2.0', id: 3 }), undefined);
  assert.equal(a.aborted, false);
  ex.end(3);
  assert.equal(a.aborted, true);
  const cancel = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 4, reason: 'x' } };
  ex.signalFor(JSON.stringify(cancel), undefined);
  assert.equal(b.aborted, true);
  assert.equal(ex.size, 0, 'no entry outlives its exchange');
});

test('every POST ends by the limit, and with the transport (its own signal)', async () => {
  const ex = new PostExchanges(30);
  const outer = new AbortController();
  const limited = ex.signalFor(request(1), undefined);
  const closed = ex.signalFor(request(2), outer.signal);
  outer.abort();
  assert.equal(closed.aborted, true);
  await new Promise((r) => setTimeout(r, 80));
  assert.equal(limited.aborted, true);
  assert.equal(ex.size, 0);
});

test('the limit comes though the collector runs first (AbortSignal.timeout inside AbortSignal.any did not)', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const ex = new PostExchanges(30);
  const call = ex.signalFor(request(5), undefined);
  const note = ex.signalFor(
    JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    undefined,
  );
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setImmediate(r));
  }
  await new Promise((r) => setTimeout(r, 80));
  assert.equal(call.aborted, true, 'a request past its limit');
  assert.equal(note.aborted, true, 'a notification past its limit');
  assert.equal(ex.size, 0, 'no entry outlives its limit');
});
