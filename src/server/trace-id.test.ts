import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientTraceId, mintTraceId } from './trace-id.js';

describe('trace ids', () => {
  it('minted ids are 32 hex digits and never repeat, across refills of the random pool', () => {
    const ids = Array.from({ length: 600 }, () => mintTraceId());
    for (const id of ids) assert.match(id, /^[0-9a-f]{32}$/);
    assert.equal(new Set(ids).size, ids.length);
  });

  it("a plain client id wins, then a traceparent's trace id, else none (the server mints one)", () => {
    const parent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    assert.equal(clientTraceId({ 'x-gate-trace-id': 'run-7', traceparent: parent }), 'run-7');
    assert.equal(clientTraceId({ traceparent: parent }), '4bf92f3577b34da6a3ce929d0e0e4736');
    assert.equal(clientTraceId({ 'x-gate-trace-id': 'has spaces' }), undefined);
  });
});
