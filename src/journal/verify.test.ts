import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { canonicalJson } from '../kernel/canonical.js';
import type { Decision } from '../kernel/types.js';
import { encodeRow, GENESIS_HASH, type JournalRow, rowHash, sealRow, unsealedRow } from './row.js';
import { summarize, verifyBytes, verifyJournal } from './verify.js';

function decision(i: number): Decision {
  return {
    kind: i % 2 === 0 ? 'DENY' : 'DECIDE',
    tool: `tool_${i}`,
    traceId: `trace-${i}`,
    verdict:
      i % 2 === 0
        ? { kind: 'DENY', reason: 'POLICY_BLOCK', by: 'monitor' }
        : { kind: 'ALLOW', by: 'monitor' },
    argsDigest: 'a'.repeat(64),
  };
}

function chainRows(n: number): JournalRow[] {
  const rows: JournalRow[] = [];
  let prevHash = GENESIS_HASH;
  for (let i = 1; i <= n; i += 1) {
    const row = sealRow(
      unsealedRow(decision(i), { seq: i, ts: '2025-01-02T03:04:05.678Z', replica: 'r1', prevHash }),
    );
    rows.push(row);
    prevHash = row.hash;
  }
  return rows;
}

const bytesOf = (rows: JournalRow[]): Buffer => Buffer.concat(rows.map(encodeRow));
/** Re-seals a row after an edit, as a forger who knows the hash rule would. */
const reseal = (row: JournalRow): JournalRow => ({ ...row, hash: rowHash(row) });

test('an intact chain verifies, and the summary names rows, replica and last hash', () => {
  const rows = chainRows(5);
  const report = verifyBytes(bytesOf(rows));
  assert.equal(report.ok, true);
  assert.equal(report.rows, 5);
  assert.equal(report.lastHash, rows[4]!.hash);
  assert.deepEqual(report.replicas, ['r1']);
  assert.match(
    summarize(report),
    /^journal intact: 5 rows \(seq 1\.\.5\), \d+ bytes, replica r1, head 5:[0-9a-f]{64}$/,
  );
  assert.equal(verifyBytes(Buffer.alloc(0)).ok, true);
});

test('flipping any single byte of any row fails verification at that row', () => {
  const bytes = bytesOf(chainRows(3));
  for (const mask of [0x01, 0x20, 0x80]) {
    let line = 1;
    for (let at = 0; at < bytes.length; at += 1) {
      const copy = Buffer.from(bytes);
      copy[at] = copy[at]! ^ mask;
      const report = verifyBytes(copy);
      assert.equal(report.ok, false, `byte ${at} ^ ${mask} went unnoticed`);
      assert.equal(report.firstBad?.line, line, `byte ${at} ^ ${mask}: ${report.firstBad?.problem}`);
      if (bytes[at] === 10) line += 1;
    }
  }
});

test('a deleted row is a seq gap at its line', () => {
  const rows = chainRows(4);
  const report = verifyBytes(bytesOf([rows[0]!, rows[2]!, rows[3]!]));
  assert.deepEqual(report.firstBad, { line: 2, seq: 3, problem: 'seq gap: expected 2, found 3' });
  assert.equal(report.rows, 1);
});

test('reordered and repeated rows are named at the first misplaced line', () => {
  const rows = chainRows(4);
  assert.deepEqual(verifyBytes(bytesOf([rows[0]!, rows[2]!, rows[1]!, rows[3]!])).firstBad, {
    line: 2,
    seq: 3,
    problem: 'seq gap: expected 2, found 3',
  });
  assert.deepEqual(verifyBytes(bytesOf([rows[0]!, rows[1]!, rows[1]!])).firstBad, {
    line: 3,
    seq: 2,
    problem: 'seq out of order: expected 3, found 2',
  });
});

test('an edited seq is a bad hash; re-sealed, it is a seq gap', () => {
  const rows = chainRows(3);
  const edited = { ...rows[1]!, seq: 7 };
  assert.match(verifyBytes(bytesOf([rows[0]!, edited, rows[2]!])).firstBad?.problem ?? '', /^bad hash/);
  assert.equal(verifyBytes(bytesOf([rows[0]!, edited, rows[2]!])).firstBad?.line, 2);
  assert.deepEqual(verifyBytes(bytesOf([rows[0]!, reseal(edited), rows[2]!])).firstBad, {
    line: 2,
    seq: 7,
    problem: 'seq gap: expected 2, found 7',
  });
});

test('a re-sealed edit breaks the prev_hash link of the next row', () => {
  const rows = chainRows(3);
  const forged = reseal({ ...rows[1]!, tool: 'innocent' });
  const report = verifyBytes(bytesOf([rows[0]!, forged, rows[2]!]));
  assert.equal(report.firstBad?.line, 3);
  assert.match(report.firstBad?.problem ?? '', /^broken prev_hash link: .* is not the hash of seq 2$/);
});

test('the first row must link to the genesis hash', () => {
  const first = reseal({ ...chainRows(1)[0]!, prev_hash: 'f'.repeat(64) });
  assert.match(verifyBytes(encodeRow(first)).firstBad?.problem ?? '', /genesis hash/);
});

test('non-canonical bytes, unknown fields, blank lines and torn tails are refused', () => {
  const rows = chainRows(2);
  const spaced = Buffer.from(encodeRow(rows[0]!).toString().replace('{', '{ '));
  assert.match(verifyBytes(spaced).firstBad?.problem ?? '', /not in canonical form/);
  const extra = reseal({ ...rows[0]!, args: 'x' } as JournalRow);
  assert.equal(
    verifyBytes(Buffer.from(`${canonicalJson(extra)}\n`)).firstBad?.problem,
    'not a journal row: unexpected field "args"',
  );
  const blank = Buffer.concat([encodeRow(rows[0]!), Buffer.from('\n'), encodeRow(rows[1]!)]);
  assert.deepEqual(verifyBytes(blank).firstBad, { line: 2, seq: undefined, problem: 'bad JSON' });
  const whole = bytesOf(rows);
  const torn = verifyBytes(whole.subarray(0, whole.length - 20));
  assert.equal(torn.firstBad?.line, 2);
  assert.match(torn.firstBad?.problem ?? '', /torn tail/);
  assert.match(
    summarize(torn),
    /^journal broken at line 2: incomplete final line .*; the 1 row\(s\) before it verify$/,
  );
});

test('verifyJournal reads a file across chunk boundaries and names the bad row', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'gate-verify-'));
  try {
    const rows = chainRows(600); // well past one 64 KiB read
    const file = join(dir, 'j.jsonl');
    await writeFile(file, bytesOf(rows));
    const good = await verifyJournal(file);
    assert.equal(good.ok, true);
    assert.equal(good.rows, 600);
    const bytes = bytesOf(rows);
    const at = bytes.indexOf('"tool_444"');
    bytes[at + 3] = 'X'.charCodeAt(0);
    await writeFile(file, bytes);
    const bad = await verifyJournal(file);
    assert.equal(bad.firstBad?.line, 444);
    assert.equal(bad.firstBad?.seq, 444);
    assert.equal(bad.rows, 443);
    await assert.rejects(verifyJournal(join(dir, 'missing')), { code: 'JOURNAL_UNAVAILABLE' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
