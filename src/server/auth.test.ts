import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { isGateError } from '../kernel/errors.js';
import { keyCheck } from './auth.js';

const KEYS = [
  { label: 'alice', key: 'alice-key-0123456789abcdef' },
  { label: 'bob', key: 'bob-key-0123456789abcdefgh' },
  { label: 'carol', key: 'carol-key-0123456789abcdef' },
];

test('two tenants keys in one request are refused; one key, or a non-key beside it, names its tenant', () => {
  const check = keyCheck(KEYS);
  const presented = fc.oneof(
    fc.constantFrom(...KEYS.map((k) => k.key)),
    fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && !s.includes(',')),
  );
  fc.assert(
    fc.property(fc.option(presented), fc.option(presented), (bearer, apiKey) => {
      const headers = {
        ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }),
        ...(apiKey === null ? {} : { 'x-api-key': apiKey }),
      };
      const of = (v: string | null) => KEYS.find((k) => k.key === v)?.label;
      const [a, b] = [of(bearer), of(apiKey)];
      let got: string | undefined | false;
      try {
        got = check.identify(headers);
      } catch (err) {
        assert.ok(isGateError(err) && err.code === 'BAD_REQUEST');
        assert.ok(a !== undefined && b !== undefined && a !== b);
        assert.ok(!err.message.includes('key-0123'));
        return;
      }
      assert.equal(got, a ?? b ?? false);
    }),
    { numRuns: 500 },
  );
});
