// A value's fingerprint is what a fleet's replicas share in Redis: every version must compute the same
// number, the first 48 bits of the key's SHA-256 over its UTF-8 bytes, however it is computed.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { BINARY_UNIT } from '../../testing/code-points.js';
import { fingerprint } from './ledger.js';

const reference = (key: string): number => createHash('sha256').update(key).digest().readUIntBE(0, 6);

test('fingerprint is the first 48 bits of SHA-256, for any string (lone surrogates and NULs included)', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: BINARY_UNIT, maxLength: 80 }),
      (key) => fingerprint(key) === reference(key),
    ),
    { numRuns: 3000 },
  );
  for (const key of ['', '\u0000act:seen', '\ud800', 'a\udfff', 'é'.repeat(300)])
    assert.equal(fingerprint(key), reference(key), JSON.stringify(key));
  // Asked again, the kept answer is the same number.
  assert.equal(fingerprint('\ud800'), reference('\ud800'));
});
