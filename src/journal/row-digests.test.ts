// Round 32: the row's digest checks run once a value (docs/wires.md, "Round 32"): a digest decisionText
// made, the last policy digest it passed and an arguments' digest argsDigest made are not tested again.
// Held to the row object's path (rowShapeProblem on the sealed row) and to text a character off each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { argsDigest, madeArgsDigest, sha256Hex } from '../kernel/canonical.js';
import type { Decision } from '../kernel/types.js';
import {
  decisionText,
  GENESIS_HASH,
  type RowPlace,
  rowShapeProblem,
  sealedLine,
  unsealedRow,
} from './row.js';

const at = { seq: 1, ts: '2025-01-02T03:04:05.678Z', replica: 'r1', prevHash: GENESIS_HASH };
const base = { kind: 'DECIDE', tool: 't', traceId: 'x', verdict: { kind: 'ALLOW', by: 'monitor' } } as const;

/** The row path before round 23: the row object, its line, then rowShapeProblem on the sealed row. */
function viaRowObject(decision: Decision, at: RowPlace): { text: string; hash: string } | string {
  const { row, line } = sealedLine(unsealedRow(decision, at));
  return rowShapeProblem(row) ?? { text: line.toString('utf8').slice(0, -1), hash: row.hash };
}

// First, in a process that has made no digest yet: what the memory is seeded with is not taken for one.
test('round 32: before any digest is made, empty or absent text is no arguments digest', () => {
  assert.equal(madeArgsDigest(''), false);
  assert.equal(madeArgsDigest(undefined), false);
  assert.equal(
    decisionText({ ...base, argsDigest: '' }, at),
    'field "args_digest" is not a SHA-256 hex digest',
  );
  assert.equal(decisionText(base, { ...at, prevHash: '' }), 'field "prev_hash" is not a SHA-256 hex digest');
  const row = decisionText({ ...base, policyDigest: '' }, at);
  assert.ok(typeof row !== 'string');
  assert.doesNotMatch(row.text, /policy_digest/);
});

/** Text a character off a digest: upper case, a letter past `f`, one short, one long, a line feed after. */
const nearDigests = (digest: string): string[] => [
  digest.toUpperCase(),
  `${digest.slice(0, 63)}g`,
  digest.slice(0, 63),
  `${digest}0`,
  `${digest}\n`,
  ` ${digest.slice(1)}`,
];

test('round 32: a row chained on the last row decisionText made, and a repeated policy digest, read as before in any order', () => {
  const hex = fc.stringMatching(/^[0-9a-f]{64}$/);
  const policies = [sha256Hex('floor a'), sha256Hex('floor b')];
  // Each step picks its prev_hash and policy_digest from what the memo holds, text a character off it, or new.
  const step = fc.record({
    prev: fc.oneof(fc.constant('made'), fc.nat(5), hex, fc.constant(GENESIS_HASH)),
    policy: fc.oneof(fc.constantFrom(0, 1), fc.record({ of: fc.constantFrom(0, 1), near: fc.nat(5) }), hex),
    // Arguments' digests argsDigest made (four are remembered), text a character off the last, or any.
    args: fc.oneof(
      fc.constant(undefined),
      hex,
      fc.record({ made: fc.array(fc.nat(9), { maxLength: 6 }) }),
      fc.record({ near: fc.nat(5) }),
    ),
  });
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
      let made = GENESIS_HASH;
      let seq = 1;
      for (const s of steps) {
        const prevHash =
          s.prev === 'made' ? made : typeof s.prev === 'number' ? nearDigests(made)[s.prev]! : s.prev;
        const policyDigest =
          typeof s.policy === 'number'
            ? policies[s.policy]!
            : typeof s.policy === 'string'
              ? s.policy
              : nearDigests(policies[s.policy.of]!)[s.policy.near]!;
        const d: Decision = { ...base, verdict: { ...base.verdict }, policyDigest };
        if (typeof s.args === 'string') d.argsDigest = s.args;
        else if (s.args !== undefined && 'made' in s.args) {
          let made: string | undefined;
          for (const n of s.args.made) made = argsDigest({ n });
          if (made !== undefined) d.argsDigest = made;
        } else if (s.args !== undefined) d.argsDigest = nearDigests(argsDigest({ near: true }))[s.args.near]!;
        const place = { ...at, seq, prevHash };
        const got = decisionText(d, place);
        assert.deepEqual(got, viaRowObject(d, place));
        if (typeof got !== 'string') {
          made = got.hash;
          seq += 1;
        }
      }
    }),
    { numRuns: 400 },
  );
});

test('round 32: text a character off the last hash made or the last policy digest passed is still not a digest', () => {
  const policy = sha256Hex('a floor');
  const first = decisionText({ ...base, policyDigest: policy }, at);
  assert.ok(typeof first !== 'string');
  assert.match(first.text, new RegExp(`"policy_digest":"${policy}"`));
  for (const near of nearDigests(first.hash)) {
    const refused = decisionText(base, { ...at, seq: 2, prevHash: near });
    assert.equal(refused, 'field "prev_hash" is not a SHA-256 hex digest');
  }
  for (const near of nearDigests(policy)) {
    const row = decisionText({ ...base, policyDigest: near }, { ...at, seq: 2, prevHash: first.hash });
    assert.ok(typeof row !== 'string');
    assert.doesNotMatch(row.text, /policy_digest/);
  }
});

test('round 32: an arguments digest argsDigest made reads as one; text a character off it does not', () => {
  const made = argsDigest({ path: '/tmp/x' });
  assert.equal(madeArgsDigest(made), true);
  const row = decisionText({ ...base, argsDigest: made }, at);
  assert.ok(typeof row !== 'string');
  assert.match(row.text, new RegExp(`"args_digest":"${made}"`));
  for (const near of [...nearDigests(made), '']) {
    assert.equal(madeArgsDigest(near), false);
    assert.equal(
      decisionText({ ...base, argsDigest: near }, at),
      'field "args_digest" is not a SHA-256 hex digest',
    );
  }
});
