import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
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

  // Round 56: get() scans the pairs until something needs the whole map; both readings must agree.
  it('get() reads as fetch Headers does, before and after the map is built (fast-check)', () => {
    const name = fc
      .tuple(fc.constantFrom('content-type', 'x-request-id', 'set-cookie', 'via', 'a', 'ab', 'Ab'), fc.nat(1))
      .map(([n, upper]) => (upper ? n.toUpperCase() : n));
    const pairs = fc.array(fc.tuple(name, fc.constantFrom('1', 'a b', '', 'x, y')), { maxLength: 12 });
    fc.assert(
      fc.property(pairs, name, (list, asked) => {
        const fetchHeaders = new Headers(list);
        const mine = new WireHeaders(list.flat());
        assert.equal(mine.get(asked), fetchHeaders.get(asked));
        assert.equal(mine.has(asked), fetchHeaders.has(asked));
        assert.equal(mine.get(asked), fetchHeaders.get(asked));
        assert.deepEqual(mine.getSetCookie(), fetchHeaders.getSetCookie());
      }),
      { numRuns: 2000 },
    );
  });
});
