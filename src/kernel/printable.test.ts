import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { growthOf } from '../../test/helpers/work-count.js';
import { BINARY_UNIT } from '../testing/code-points.js';
import { hasControl, printable, terminalSafe } from './printable.js';

const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

test('terminalSafe: no raw control but line feed and tab; a JSON document keeps its value', () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.string({ unit: BINARY_UNIT }), (value, text) => {
      const doc = { value, text };
      const safe = terminalSafe(JSON.stringify(doc));
      assert.ok(!RAW.test(safe));
      assert.deepEqual(JSON.parse(safe), JSON.parse(JSON.stringify(doc)));
      assert.ok(!RAW.test(terminalSafe(text)));
    }),
  );
  assert.equal(terminalSafe('a\u009b2J\tb\n'), 'a\\u009b2J\tb\n');
  assert.equal(terminalSafe('plain'), 'plain');
});

test('printable and hasControl agree: a field never keeps a line feed, tab or bidi control', () => {
  for (const c of ['\n', '\t', '\u001b', '\u007f', '\u009b', '\u2028', '\u202e', '\u2067']) {
    assert.equal(hasControl(`a${c}b`), true, JSON.stringify(c));
    assert.equal(printable(`a${c}b`), 'a?b');
  }
  assert.equal(hasControl('read_file.v2-é'), false);
});

test('terminalSafe is linear: 64 KiB of controls, and of text with one at the end', () => {
  for (const unit of ['\u009b', 'a\u202e', 'x'.repeat(63) + '\u0007']) {
    const ratio = growthOf((n) => unit.repeat(Math.ceil(n / unit.length)), terminalSafe, 65536 / 8);
    assert.ok(ratio < 12, `${JSON.stringify(unit)}: ${ratio}`);
  }
});
