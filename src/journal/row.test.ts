import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { canonicalJson, sha256Hex } from '../kernel/canonical.js';
import type { Decision } from '../kernel/types.js';
import { ChainChecker } from './chain.js';
import {
  encodeRow,
  GENESIS_HASH,
  ROW_FIELDS,
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
    fc.string({ unit: 'binary', maxLength: 12 }),
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
