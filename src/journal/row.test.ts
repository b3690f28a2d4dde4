import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { canonicalJson, sha256Hex } from '../kernel/canonical.js';
import type { Decision } from '../kernel/types.js';
import { BINARY_UNIT } from '../testing/code-points.js';
import { ChainChecker } from './chain.js';
import {
  decisionText,
  encodeRow,
  GENESIS_HASH,
  ROW_FIELDS,
  type RowPlace,
  rowHash,
  rowShapeProblem,
  sealedLine,
  sealRow,
  unsealedRow,
} from './row.js';

const at = { seq: 1, ts: '2025-01-02T03:04:05.678Z', replica: 'r1', prevHash: GENESIS_HASH };

test('a row with nothing optional leaves those fields out (never null)', () => {
  const row = sealRow(
    unsealedRow({ kind: 'DECIDE', tool: 't', traceId: 'x', verdict: { kind: 'ALLOW', by: 'monitor' } }, at),
  );
  assert.deepEqual(Object.keys(row).sort(), [
    'by',
    'hash',
    'kind',
    'prev_hash',
    'replica',
    'seq',
    'tool',
    'trace_id',
    'ts',
    'verdict',
  ]);
  assert.equal(rowShapeProblem(row), undefined);
});

test('hash is SHA-256 of the canonical row without hash, covering prev_hash', () => {
  const d: Decision = {
    kind: 'DENY',
    tool: 't',
    traceId: 'x',
    verdict: { kind: 'DENY', reason: 'POLICY_BLOCK', by: 'monitor' },
  };
  const row = sealRow(unsealedRow(d, at));
  const { hash, ...rest } = row;
  assert.equal(hash, sha256Hex(canonicalJson(rest)));
  assert.notEqual(rowHash({ ...row, prev_hash: 'f'.repeat(64) }), hash);
  assert.equal(encodeRow(row).toString(), `${canonicalJson(row)}\n`);
});

test('every field of a full row is on the allow-list and nothing else is', () => {
  const d: Decision = {
    kind: 'QUARANTINE',
    tool: 't',
    traceId: 'x',
    verdict: {
      kind: 'QUARANTINE',
      reason: 'SECRET_EXFIL',
      by: 'screen',
      detail: { would_deny: 'DEFAULT_DENY' },
    },
    argsDigest: 'a'.repeat(64),
    resultDigest: 'b'.repeat(64),
    approvalId: 'ap-6f0c1d2e-4b1a-4c53-9e0f-2a7d1b3c4d5e',
    policyDigest: 'c'.repeat(64),
  };
  assert.deepEqual(Object.keys(sealRow(unsealedRow(d, at))).sort(), [...ROW_FIELDS].sort());
});

test('policy_digest is written only as a SHA-256 hex digest, and a row with anything else there is refused', () => {
  const d = (policyDigest: string): Decision => ({
    kind: 'DECIDE',
    tool: 't',
    traceId: 'x',
    verdict: { kind: 'ALLOW', by: 'monitor' },
    policyDigest,
  });
  assert.equal(unsealedRow(d('c'.repeat(64)), at).policy_digest, 'c'.repeat(64));
  assert.equal(unsealedRow(d('builtin rm -rf /'), at).policy_digest, undefined);
  const row = sealRow(unsealedRow(d('c'.repeat(64)), at));
  assert.equal(rowShapeProblem(row), undefined);
  assert.match(rowShapeProblem({ ...row, policy_digest: 'x' }) ?? '', /policy_digest/);
});

test('would_deny keeps a reason code and coerces any other text to "true"', () => {
  const withDetail = (would_deny: string): Decision => ({
    kind: 'DECIDE',
    tool: 't',
    traceId: 'x',
    verdict: { kind: 'ALLOW', by: 'monitor', detail: { would_deny } },
  });
  assert.equal(unsealedRow(withDetail('DEFAULT_DENY'), at).would_deny, 'DEFAULT_DENY');
  assert.equal(unsealedRow(withDetail('true'), at).would_deny, 'true');
  assert.equal(unsealedRow(withDetail('rm -rf /secret'), at).would_deny, 'true');
  assert.equal(unsealedRow(withDetail(''), at).would_deny, undefined);
});

test('the fast row encoding and hash equal canonicalJson for any strings (lone surrogates, controls, astral)', () => {
  const anyUnit = fc.oneof(
    fc.string({ unit: BINARY_UNIT, maxLength: 12 }),
    fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength: 12,
    }),
  );
  fc.assert(
    fc.property(
      anyUnit,
      anyUnit,
      anyUnit,
      anyUnit,
      fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      (tool, trace, by, replica, seq) => {
        const d: Decision = {
          kind: 'DENY',
          tool,
          traceId: trace,
          verdict: { kind: 'DENY', reason: 'POLICY_BLOCK', by },
        };
        const row = sealRow(unsealedRow(d, { ...at, seq, replica }));
        assert.equal(row.hash, rowHash(row));
        assert.equal(encodeRow(row).toString('utf8'), `${canonicalJson(row)}\n`);
        const spliced = sealedLine(unsealedRow(d, { ...at, seq, replica }));
        assert.deepEqual(spliced.row, row);
        assert.equal(spliced.line.toString('utf8'), `${canonicalJson(row)}\n`);
        const first = encodeRow(sealRow(unsealedRow(d, { ...at, replica })));
        const verdict = new ChainChecker().check(first.subarray(0, first.length - 1), 1);
        assert.equal(verdict.ok, true, verdict.ok ? '' : verdict.bad.problem);
      },
    ),
    { numRuns: 300 },
  );
});

test('no row field sorts between hash and kind, where sealedLine splices the hash in', () => {
  const order = [...ROW_FIELDS].sort();
  assert.equal(order[order.indexOf('hash') + 1], 'kind');
});

test('the line with its hash spliced in is the canonical row, whatever the values spell and whichever fields are left out', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 10 }),
    fc.constantFrom(',"kind":', '","kind":"DENY', '\\",\\"kind', '"hash":"', '}{'),
  );
  const hex = fc.option(fc.stringMatching(/^[0-9a-f]{64}$/), { nil: undefined });
  fc.assert(
    fc.property(
      fc.record(
        {
          seq: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
          ts: fc.constant('2025-01-02T03:04:05.678Z'),
          kind: fc.constantFrom('DECIDE', 'DENY', 'APPROVAL'),
          tool: text,
          trace_id: text,
          verdict: fc.constantFrom('ALLOW', 'DENY'),
          reason: fc.option(text, { nil: undefined }),
          by: text,
          args_digest: hex,
          result_digest: hex,
          replica: text,
          would_deny: fc.option(text, { nil: undefined }),
          approval_id: fc.option(fc.constant('ap-01234567-89ab-cdef-0123-456789abcdef'), { nil: undefined }),
          policy_digest: hex,
          prev_hash: fc.constant(GENESIS_HASH),
        },
        // any field may be missing: a row gate could never build still gets the generic text
        { requiredKeys: [] },
      ),
      (unsealed) => {
        const { row, line } = sealedLine(unsealed as never);
        const defined = Object.fromEntries(Object.entries(unsealed).filter(([, v]) => v !== undefined));
        const hash = sha256Hex(canonicalJson(defined));
        assert.deepEqual(row, { ...defined, hash });
        assert.equal(line.toString('utf8'), `${canonicalJson({ ...defined, hash })}\n`);
      },
    ),
    { numRuns: 500 },
  );
});

/** The row path before round 23: the row object, its line, then rowShapeProblem on the sealed row. */
function viaRowObject(decision: Decision, at: RowPlace): { text: string; hash: string } | string {
  try {
    const { row, line } = sealedLine(unsealedRow(decision, at));
    return rowShapeProblem(row) ?? { text: line.toString('utf8').slice(0, -1), hash: row.hash };
  } catch {
    return 'its row cannot be encoded as JSON';
  }
}

function viaText(decision: Decision, at: RowPlace): { text: string; hash: string } | string {
  try {
    return decisionText(decision, at);
  } catch {
    return 'its row cannot be encoded as JSON';
  }
}

test('decisionText writes the bytes and hash of the row object, or names its first problem, for any decision', () => {
  const junk = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.integer(),
    fc.boolean(),
    fc.constant({}),
  );
  const text = fc.oneof(
    fc.string({ maxLength: 10 }),
    fc.string({ unit: BINARY_UNIT, maxLength: 6 }),
    fc.constantFrom(',"kind":', '"hash":"', '\\', 'true', 'POLICY_BLOCK', 'x'.repeat(300)),
  );
  const hex = fc.stringMatching(/^[0-9a-f]{64}$/);
  // Mostly well-formed, so most decisions make a row and each field's problem is still reached.
  const maybe = <T>(arb: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: arb, weight: 10 }, junk, fc.constant('abc'));
  const verdict = fc.record(
    {
      kind: maybe(fc.constantFrom('ALLOW', 'DENY', 'QUARANTINE', 'REQUIRE_WITNESS', 'ROTATE')),
      reason: fc.oneof(fc.constant(undefined), text, junk),
      by: maybe(text),
      detail: fc.option(
        fc.record({
          would_deny: fc.oneof(fc.constant(undefined), fc.constant(''), text, fc.constant('SECRET_EXFIL')),
        }),
        { nil: undefined },
      ),
    },
    { requiredKeys: ['kind', 'by'] },
  );
  const decision = fc.record(
    {
      kind: maybe(fc.constantFrom('DECIDE', 'DENY', 'QUARANTINE', 'VDSO_HIT', 'APPROVAL', 'ROTATE')),
      tool: fc.oneof(text, text, fc.constant(undefined), fc.constant(7)),
      traceId: maybe(text),
      verdict,
      argsDigest: maybe(hex),
      resultDigest: maybe(hex),
      approvalId: fc.oneof(
        fc.constant(undefined),
        fc.uuid().map((u) => `ap-${u}`),
        text,
      ),
      policyDigest: maybe(hex),
    },
    { requiredKeys: ['verdict'] },
  );
  const place = fc.record({
    seq: fc.oneof(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(0, -1, 1.5)),
    ts: fc.oneof(fc.constant('2025-01-02T03:04:05.678Z'), fc.constant('2025-01-02 03:04:05')),
    replica: fc.oneof(text, text, fc.constant(undefined)),
    prevHash: fc.oneof(hex, hex, fc.constant('0')),
  });
  fc.assert(
    fc.property(decision, place, (d, at) => {
      assert.deepEqual(viaText(d as Decision, at as RowPlace), viaRowObject(d as Decision, at as RowPlace));
    }),
    { numRuns: 3000 },
  );
});
