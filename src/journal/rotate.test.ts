// Rotation (docs/journal.md, "Rotation"): the file moves aside with its checkpoint, and the file in its
// place begins with a ROTATE row that continues the chain, so seq and hashes run on across files.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { isGateError } from '../kernel/errors.js';
import type { Decision } from '../kernel/types.js';
import { anchorProblem } from './anchor-file.js';
import { checkpointPath } from './checkpoint.js';
import { Journal } from './journal.js';
import { rotateRow, sealRow } from './row.js';
import { summarize, verifyJournal } from './verify.js';

let dir: string;
let n = 0;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gate-rotate-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});
const freshPath = (): string => join(dir, `j${++n}.jsonl`);
const quiet = { onWarning: () => undefined, onFailure: () => undefined, replica: 'r1' };
const decision = (tool: string): Decision => ({
  kind: 'DECIDE',
  tool,
  traceId: 't',
  verdict: { kind: 'ALLOW', by: 'monitor' },
});

async function written(path: string, rows: number): Promise<{ seq: number; hash: string }> {
  const j = await Journal.open(path, quiet);
  for (let i = 0; i < rows; i++) await j.record(decision(`t${i}`));
  const head = j.head();
  await j.close();
  return head;
}

const lines = async (path: string): Promise<string[]> =>
  (await readFile(path, 'utf8')).split('\n').filter(Boolean);

test('rotate moves the file and its checkpoint aside; the new file continues seq and chain', async () => {
  const path = freshPath();
  const old = await written(path, 5);
  const done = await Journal.rotate(path, quiet);
  assert.equal(done.movedTo, `${path}.1-5`);
  assert.deepEqual(done.rotated, old);
  assert.equal(done.head.seq, 6);
  await stat(checkpointPath(done.movedTo));
  // The rotated file verifies alone, as before, and its head is what the new file continues.
  const before = await verifyJournal(done.movedTo);
  assert.equal(before.ok, true, summarize(before));
  assert.equal(`${before.lastSeq}:${before.lastHash}`, `${old.seq}:${old.hash}`);
  const first = JSON.parse((await lines(path))[0]!) as Record<string, unknown>;
  assert.deepEqual(
    [first.kind, first.seq, first.prev_hash, first.verdict],
    ['ROTATE', 6, old.hash, 'ROTATE'],
  );

  // A gate opening it appends seq 7, 8; reads and stats count this file's rows.
  const j = await Journal.open(path, quiet);
  assert.deepEqual(j.chainStart(), old);
  await j.record(decision('a'));
  await j.record(decision('b'));
  assert.equal(j.lastSeq(), 8);
  assert.equal(j.stats().rows, 3);
  assert.deepEqual(
    (await j.read(0, 10)).events.map((r) => [r.seq, r.kind]),
    [
      [6, 'ROTATE'],
      [7, 'DECIDE'],
      [8, 'DECIDE'],
    ],
  );
  assert.deepEqual(
    (await j.read(6, 10)).events.map((r) => r.seq),
    [7, 8],
  );
  await j.close();
  // Opened again from its checkpoint (rows before it unread), the start is still known.
  const again = await Journal.open(path, quiet);
  assert.equal(again.opened.fromSeq, 8);
  assert.deepEqual(again.chainStart(), old);
  assert.equal(again.stats().rows, 3);
  await again.close();

  const report = await verifyJournal(path, undefined, [old]);
  assert.equal(report.ok, true, summarize(report));
  assert.match(
    summarize(report),
    new RegExp(`3 rows \\(seq 6\\.\\.8\\).*1 anchor\\(s\\) hold, continues 5:${old.hash}`),
  );
  // An anchor on the old head with another hash fails; one inside the rotated file is sent there.
  const wrong = await verifyJournal(path, undefined, [{ seq: 5, hash: 'f'.repeat(64) }]);
  assert.equal(wrong.ok, false);
  const earlier = await verifyJournal(path, undefined, [{ seq: 3, hash: 'f'.repeat(64) }]);
  assert.match(summarize(earlier), /rotated away before this file, which continues seq 5/);
});

test('a rotated file rotates again; each file verifies and links to the one before', async () => {
  const path = freshPath();
  await written(path, 2);
  const a = await Journal.rotate(path, quiet);
  await written(path, 3);
  const b = await Journal.rotate(path, { ...quiet, to: join(dir, 'second.jsonl') });
  assert.equal(a.movedTo, `${path}.1-2`);
  assert.equal(b.movedTo, join(dir, 'second.jsonl'));
  assert.deepEqual(b.rotated.seq, 6);
  const second = await verifyJournal(b.movedTo, undefined, [a.rotated]);
  assert.equal(second.ok, true, summarize(second));
  assert.match(summarize(second), /4 rows \(seq 3\.\.6\)/);
  const current = await verifyJournal(path, undefined, [b.rotated]);
  assert.equal(current.ok, true, summarize(current));
});

test('rotate refuses: a running writer, an empty journal, a target that exists', async () => {
  const path = freshPath();
  await written(path, 1);
  const holder = await Journal.open(path, quiet);
  await assert.rejects(
    Journal.rotate(path, quiet),
    (e) => isGateError(e) && /in use by gate pid/.test(e.message),
  );
  await holder.close();
  await writeFile(`${path}.1-1`, 'taken');
  await assert.rejects(Journal.rotate(path, quiet), (e) => isGateError(e) && /exists/.test(e.message));
  // A target that cannot be written (a directory that does not exist): nothing moves, nothing is left over.
  await assert.rejects(
    Journal.rotate(path, { ...quiet, to: join(dir, 'no-such-dir', 'x.jsonl') }),
    (e) => isGateError(e) && /cannot rotate/.test(e.message),
  );
  await assert.rejects(stat(`${path}.rotating`));
  const empty = freshPath();
  await written(empty, 0);
  await assert.rejects(
    Journal.rotate(empty, quiet),
    (e) => isGateError(e) && /nothing to rotate/.test(e.message),
  );
  // Nothing moved: the journal still opens at its head.
  const j = await Journal.open(path, quiet);
  assert.equal(j.lastSeq(), 1);
  await j.close();
});

test('a ROTATE row anywhere but first, or at seq 1, breaks the chain; a cut head is not a rotation', async () => {
  const path = freshPath();
  await written(path, 3);
  const rows = await lines(path);
  const third = JSON.parse(rows[2]!) as { seq: number; hash: string };
  // Spliced in after row 3, as if rows 1..3 were another file's.
  const spliced = JSON.stringify(sealRow(rotateRow(third, { ts: new Date().toISOString(), replica: 'x' })));
  const mid = join(dir, 'mid.jsonl');
  await writeFile(mid, `${rows.join('\n')}\n${canonical(spliced)}\n`);
  assert.match(summarize(await verifyJournal(mid)), /a ROTATE row that does not begin the file/);
  const one = join(dir, 'one.jsonl');
  const atOne = sealRow({
    ...rotateRow({ seq: 0, hash: '0'.repeat(64) }, { ts: new Date().toISOString(), replica: 'x' }),
  });
  await writeFile(one, `${canonical(JSON.stringify(atOne))}\n`);
  assert.match(summarize(await verifyJournal(one)), /seq is at least 2/);
  // Rows 1..2 cut off the head: the file now starts at seq 3, which only a ROTATE row may do.
  const cut = join(dir, 'cut.jsonl');
  await writeFile(cut, `${rows.slice(2).join('\n')}\n`);
  assert.match(summarize(await verifyJournal(cut)), /seq gap: expected 1, found 3/);
  await assert.rejects(Journal.open(cut, quiet), (e) => isGateError(e) && /seq gap/.test(e.message));
});

test('the anchor check: a rotated file holds its start, not rows rotated away or another start', async () => {
  const path = freshPath();
  const old = await written(path, 4);
  const done = await Journal.rotate(path, quiet);
  const j = await Journal.open(path, quiet);
  try {
    assert.equal(await anchorProblem(j, old), undefined);
    assert.equal(await anchorProblem(j, done.head), undefined);
    assert.match(
      (await anchorProblem(j, { seq: 4, hash: 'e'.repeat(64) })) ?? '',
      /continues seq 4 with hash/,
    );
    assert.match((await anchorProblem(j, { seq: 2, hash: old.hash })) ?? '', /rotated away before this file/);
  } finally {
    await j.close();
  }
});

/** The row's canonical text (JSON.stringify of a sealed row keeps insertion order; sealRow's is canonical). */
function canonical(json: string): string {
  const row = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(row, Object.keys(row).sort());
}
