// Reading a request target never throws, whatever the bytes, and what it returns always parses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from '../../test/helpers/deep.js';
import { BINARY_UNIT } from '../testing/code-points.js';
import { requestTarget } from './http.js';

test('requestTarget: any string gives a path and a URL that parses, or a 400 fault', () => {
  const targets = fc.oneof(
    fc.string({ unit: BINARY_UNIT, maxLength: 60 }),
    fc.stringMatching(/^[/\\]{1,3}[!-~]{0,30}$/),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.constantFrom('//', '///', '/\\', 'http://[', '//a:99999/', '*', 'HTTP://x/y', 'http://a:b@c/d'),
  );
  fc.assert(
    fc.property(targets, (raw) => {
      const t = requestTarget(raw);
      assert.doesNotThrow(() => new URL(t.url));
      if (t.fault) assert.equal(t.fault.status, 400);
      else assert.ok(t.path.startsWith('/'));
    }),
    // 1,000 in CI, 5,000 under GATE_DEEP=1 (docs/testing.md, round 69).
    { numRuns: runsOf(1000, 5000) },
  );
});

test('requestTarget: `//host` is a path of gate, never another host', () => {
  const t = requestTarget('//evil.example/v1/models');
  assert.equal(t.path, '//evil.example/v1/models');
  assert.equal(new URL(t.url).host, 'gate.invalid');
  assert.equal(requestTarget('http://evil.example/x').authority, 'evil.example');
});
