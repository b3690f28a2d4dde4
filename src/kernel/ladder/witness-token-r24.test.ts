// Round 24: the confirm token is written around the arguments' own canonical encoding, not over an
// object built for the pair; its bytes are the pair's canonical encoding's, on any arguments.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { canonicalJson, sha256Hex } from '../canonical.js';
import type { JsonObject } from '../types.js';
import { isJsonObject } from './rung.js';
import { confirmToken, withoutWitnessKeys } from './witness.js';

const reference = (tool: string, args: unknown): string => {
  const a = isJsonObject(args) ? withoutWitnessKeys(args as JsonObject) : args;
  return `gw_${sha256Hex(canonicalJson({ args: a, tool })).slice(0, 32)}`;
};

test('a known call keeps its token', () => {
  const args = { command: 'cd packages/api && npx tsc -p . --noEmit' };
  assert.equal(confirmToken({ tool: 'Bash', args }), 'gw_8c333203fbe529232401fa9e2938a763');
});

test('the token is the pair canonical encoding digest, on any arguments and tool name', () => {
  const key = fc.oneof(
    fc.constantFrom('witness', 'confirm_token', 'args', 'tool', 'B', 'a', '\u00e9'),
    fc.string(),
  );
  fc.assert(
    fc.property(
      fc.string(),
      fc.oneof(fc.jsonValue(), fc.dictionary(key, fc.jsonValue({ maxDepth: 3 }))),
      (tool, args) => {
        assert.equal(confirmToken({ tool, args: args as JsonObject }), reference(tool, args));
      },
    ),
    { numRuns: 1000 },
  );
});
