import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WireHeaders } from './proxy-response.js';

describe('WireHeaders', () => {
  const raw = [
    'Content-Type',
    'application/json',
    'X-Request-Id',
    'r1',
    'Set-Cookie',
    'a=1',
    'set-cookie',
    'b=2',
    'Via',
    'x',
  ];

  it('reads names case-insensitively and joins repeated values as fetch does', () => {
    const h = new WireHeaders(raw);
    assert.equal(h.get('content-type'), 'application/json');
    assert.equal(h.get('CONTENT-TYPE'), 'application/json');
    assert.equal(h.get('set-cookie'), 'a=1, b=2');
    assert.deepEqual(h.getSetCookie(), ['a=1', 'b=2']);
    assert.equal(h.has('x-request-id'), true);
    assert.equal(h.get('missing'), null);
  });

  it('iterates in name order with lowercase names, like the Headers it stands in for', () => {
    const mine = new WireHeaders(raw);
    const theirs = new Headers(
      Array.from({ length: raw.length / 2 }, (_, i) => [raw[2 * i]!, raw[2 * i + 1]!] as [string, string]),
    );
    const seen: string[] = [];
    mine.forEach((value, name) => {
      seen.push(`${name}=${value}`);
    });
    const expected: string[] = [];
    theirs.forEach((value, name) => {
      expected.push(`${name}=${value}`);
    });
    assert.deepEqual(seen, expected);
    assert.deepEqual([...mine.keys()], [...theirs.keys()]);
    assert.deepEqual([...mine], [...theirs]);
  });

  it('is read-only', () => {
    const h = new WireHeaders(raw);
    assert.throws(() => h.set('a', 'b'), TypeError);
    assert.throws(() => h.append('a', 'b'), TypeError);
    assert.throws(() => h.delete('via'), TypeError);
    assert.equal(h.get('via'), 'x');
  });
});
