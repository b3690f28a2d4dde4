import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { canonicalJson, sha256Hex } from './canonical.js';

test('canonicalJson sorts keys by code unit and drops whitespace (RFC 8785)', () => {
  assert.equal(
    canonicalJson({ b: 1, a: [true, null, 'x'], A: { z: 1.5e-7, y: 100 } }),
    '{"A":{"y":100,"z":1.5e-7},"a":[true,null,"x"],"b":1}',
  );
  assert.equal(canonicalJson({ '\u20ac': 1, '\r': 2, '1': 3 }), '{"\\r":2,"1":3,"€":1}');
});

test('canonicalJson refuses values JSON cannot carry', () => {
  assert.throws(() => canonicalJson(Number.NaN), /non-finite/);
  assert.throws(() => canonicalJson(() => 1), /cannot encode/);
});

test('sha256Hex is the standard digest', () => {
  assert.equal(sha256Hex(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  // The one-shot digest reads a string as createHash does: UTF-8, a lone surrogate as U+FFFD.
  for (const text of ['abc', 'é€𝄞', 'lone \ud800 and \udfff', '\u0000'.repeat(3), 'x'.repeat(100_000)]) {
    const want = createHash('sha256').update(text).digest('hex');
    assert.equal(sha256Hex(text), want, JSON.stringify(text.slice(0, 20)));
    assert.equal(sha256Hex(Buffer.from(text, 'utf8')), want);
  }
});
