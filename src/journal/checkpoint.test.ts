// Checkpoints: open checks only the rows after a checkpoint it trusts; every way of lying with the file or
// the checkpoint either refuses the open or is named by `verify` (docs/journal.md, 'Checkpoints').
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Decision } from '../kernel/types.js';
import { CHECKPOINT_EVERY_ROWS, checkpointPath, encodeCheckpoint, journalKeyFrom } from './checkpoint.js';
import { Journal } from './journal.js';
import { encodeRow, GENESIS_HASH, type JournalRow, sealRow } from './row.js';
import { verifyJournal } from './verify.js';

let dir: string;
let n = 0;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gate-checkpoint-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});
const freshPath = (): string => join(dir, `c${++n}.jsonl`);
const KEY = Buffer.from('k'.repeat(32));
const OTHER_KEY = Buffer.from('o'.repeat(32));

const decision = (tool: string): Decision => ({
  kind: 'DECIDE',
  tool,
  traceId: `trace-${tool}`,
  verdict: { kind: 'ALLOW', by: 'monitor' },
});

/** A journal of `rows` rows, closed cleanly (so with a checkpoint at its last row). */
async function written(rows: number, key?: Buffer): Promise<string> {
  const path = freshPath();
  const j = await Journal.open(path, { replica: 'r1', ...(key ? { key } : {}) });
  await Promise.all(Array.from({ length: rows }, (_, i) => j.record(decision(`t${i}`))));
  await j.close();
  return path;
}

const opening = (path: string, key?: Buffer, warnings: string[] = []) =>
  Journal.open(path, { replica: 'r1', onWarning: (m) => warnings.push(m), ...(key ? { key } : {}) });

const lines = async (path: string): Promise<string[]> =>
  (await readFile(path, 'utf8')).split('\n').filter((l) => l.length > 0);

/** The rows re-sealed from the first: a consistent rewrite, as someone without a key can make. */
function resealed(rows: JournalRow[]): string {
  let prev = GENESIS_HASH;
  return rows
    .map((r) => {
      const { hash: _h, ...rest } = r;
      const row = sealRow({ ...rest, prev_hash: prev });
      prev = row.hash;
      return encodeRow(row).toString('utf8');
    })
    .join('');
}

const refused = (pattern: RegExp) => (err: unknown) => {
  assert.equal((err as { code?: string }).code, 'JOURNAL_UNAVAILABLE');
  assert.match((err as Error).message, pattern);
  return true;
};

test('a clean close leaves a checkpoint; open checks the checkpoint row and the rows after it only', async () => {
  const path = await written(300, KEY);
  const j = await opening(path, KEY);
  assert.deepEqual(j.opened, { fromSeq: 300, checkpoint: 'signed', checkedRows: 1, rows: 300 });
  for (let i = 0; i < 5; i += 1) await j.record(decision(`more${i}`));
  await j.close();
  const again = await opening(path, KEY);
  assert.deepEqual(again.opened, { fromSeq: 305, checkpoint: 'signed', checkedRows: 1, rows: 305 });
  await again.close();
  assert.equal((await verifyJournal(path, KEY)).ok, true);
});

test('a writer checkpoints every CHECKPOINT_EVERY_ROWS rows, so a kill -9 leaves at most that many to check', async () => {
  const path = freshPath();
  const j = await Journal.open(path, { replica: 'r1' });
  const rows = CHECKPOINT_EVERY_ROWS + 10;
  await Promise.all(Array.from({ length: rows }, (_, i) => j.record(decision(`t${i}`))));
  // No close: what is on disk now is what a kill -9 would leave.
  const cp = JSON.parse(await readFile(checkpointPath(path), 'utf8')) as { seq: number };
  assert.ok(cp.seq >= CHECKPOINT_EVERY_ROWS && cp.seq <= rows, `checkpoint at ${cp.seq}`);
  await j.close();
});

test('reads before the checkpoint are placed by bisecting the file and return exactly the rows asked for', async () => {
  const path = await written(3000);
  const all = (await lines(path)).map((l) => JSON.parse(l) as JournalRow);
  const j = await opening(path);
  assert.equal(j.opened.checkedRows, 1);
  for (const since of [0, 1, 63, 64, 65, 777, 1500, 2935, 2998, 2999, 3000]) {
    const page = await j.read(since, 70);
    assert.deepEqual(
      page.events.map((e) => e.seq),
      all.slice(since, since + 70).map((r) => r.seq),
      `since ${since}`,
    );
  }
  await j.close();
});

test('a forged checkpoint over a consistently rewritten chain is refused with a key', async () => {
  const path = await written(20, KEY);
  const rows = (await lines(path)).map((l) => JSON.parse(l) as JournalRow);
  rows[4] = { ...rows[4]!, tool: 'x4' }; // same length: every row stays where the checkpoint says
  const text = resealed(rows);
  await writeFile(path, text);
  const last = rows.length;
  const lastLine = `${text.trimEnd().split('\n').at(-1)}\n`;
  const mark = {
    seq: last,
    offset: text.length - lastLine.length,
    end: text.length,
    hash: (JSON.parse(lastLine) as JournalRow).hash,
  };
  // Signed with a key the attacker guessed wrong: the MAC does not verify.
  await writeFile(checkpointPath(path), encodeCheckpoint(mark, OTHER_KEY));
  await assert.rejects(opening(path, KEY), refused(/MAC that GATE_JOURNAL_KEY does not verify/));
  assert.match((await verifyJournal(path, KEY)).checkpoint?.problem ?? '', /MAC/);
  // Left as it was signed: the rewrite changed seq 20's hash, which the checkpoint pins.
  await writeFile(path, text);
  const original = await written(20, KEY);
  await writeFile(checkpointPath(path), await readFile(checkpointPath(original)));
  await assert.rejects(opening(path, KEY), refused(/another hash/));
  // Stripped of its MAC: not trusted, so the whole chain is checked (and says so).
  await writeFile(checkpointPath(path), encodeCheckpoint(mark, undefined));
  const warnings: string[] = [];
  const j = await opening(path, KEY, warnings);
  assert.equal(j.opened.checkedRows, 20);
  assert.match(warnings.join('\n'), /not signed and GATE_JOURNAL_KEY is set: checking the whole chain/);
  await j.close();
});

test('a file cut below its checkpoint is refused, with or without a key; verify names the cut', async () => {
  for (const key of [KEY, undefined]) {
    const path = await written(10, key);
    const text = await readFile(path, 'utf8');
    await truncate(path, text.indexOf('\n') + 1); // one whole row left: a clean cut at a row boundary
    await assert.rejects(opening(path, key), refused(/shorter than its checkpoint .* rows were cut off/));
    const report = await verifyJournal(path, key);
    assert.equal(report.ok, false);
    assert.match(report.checkpoint?.problem ?? '', /not in the file: rows were cut off/);
  }
});

test('a checkpoint pointing past the end, into the middle of a row, or at another row is refused', async () => {
  const path = await written(10);
  const text = await readFile(path, 'utf8');
  const cp = JSON.parse(await readFile(checkpointPath(path), 'utf8')) as Record<string, unknown>;
  const put = (fields: Record<string, unknown>) =>
    writeFile(checkpointPath(path), `${JSON.stringify({ ...cp, ...fields })}\n`);
  await put({ seq: 11, offset: text.length, end: text.length + 300 });
  await assert.rejects(opening(path), refused(/shorter than its checkpoint/));
  await put({ offset: (cp.offset as number) + 5 });
  await assert.rejects(opening(path), refused(/does not match its checkpoint .* the row there is bad/));
  const rowFour = (await lines(path)).slice(0, 3).join('\n').length + 1;
  await put({ offset: rowFour, end: rowFour + (await lines(path))[3]!.length + 1 });
  await assert.rejects(opening(path), refused(/the row there is seq 4/));
  await writeFile(checkpointPath(path), 'not json\n');
  await assert.rejects(opening(path), refused(/is not JSON/));
  await put({ extra: 1 });
  await assert.rejects(opening(path), refused(/unknown field "extra"/));
  assert.equal((await readFile(path, 'utf8')) === text, true, 'a refused open leaves the journal as it was');
});

test('rows reordered or edited after the checkpoint are refused on open', async () => {
  const path = await written(5);
  const j = await opening(path);
  for (const t of ['a', 'b', 'c']) await j.record(decision(t));
  await j.close();
  // Put the checkpoint back at seq 5, as a kill -9 before the next checkpoint would leave it.
  const all = await lines(path);
  const five = all.slice(0, 5).join('\n').length + 1;
  const mark = {
    seq: 5,
    offset: five - all[4]!.length - 1,
    end: five,
    hash: (JSON.parse(all[4]!) as JournalRow).hash,
  };
  await writeFile(checkpointPath(path), encodeCheckpoint(mark, undefined));
  const swapped = [...all.slice(0, 5), all[6], all[5], all[7]];
  await writeFile(path, `${swapped.join('\n')}\n`);
  await assert.rejects(opening(path), refused(/line 6 \(seq 7\): seq gap: expected 6, found 7/));
  await writeFile(
    path,
    `${[...all.slice(0, 6), all[6]!.replace('"tool":"b"', '"tool":"B"'), all[7]].join('\n')}\n`,
  );
  await assert.rejects(opening(path), refused(/line 7 \(seq 7\): bad hash/));
});

test('an edit before the checkpoint is left to verify: open starts after it, verify names the row', async () => {
  const path = await written(10);
  const all = await lines(path);
  const edited = all.map((l, i) => (i === 2 ? l.replace('"tool":"t2"', '"tool":"T2"') : l));
  await writeFile(path, `${edited.join('\n')}\n`);
  const j = await opening(path);
  assert.equal(j.opened.fromSeq, 10);
  await j.close();
  const report = await verifyJournal(path);
  assert.equal(report.ok, false);
  assert.equal(report.firstBad?.line, 3);
  // Reordered before the checkpoint: same split.
  const swapped = [all[0], all[2], all[1], ...all.slice(3)];
  await writeFile(path, `${swapped.join('\n')}\n`);
  await (await opening(path)).close();
  assert.match((await verifyJournal(path)).firstBad?.problem ?? '', /seq out of order|seq gap/);
});

test('a journal from before checkpoints opens with a whole check; a short key is refused', async () => {
  const path = await written(50);
  await rm(checkpointPath(path));
  const j = await opening(path);
  assert.deepEqual(j.opened, { fromSeq: 0, checkpoint: 'absent', checkedRows: 50, rows: 50 });
  await j.close();
  const again = await opening(path);
  assert.equal(again.opened.checkedRows, 1);
  await again.close();
  assert.throws(() => journalKeyFrom('short'), /at least 32/);
  assert.equal(journalKeyFrom(undefined), undefined);
});

test('a checkpoint that is a FIFO or an over-long file is refused without being read or waited on', async () => {
  const path = await written(3);
  await rm(checkpointPath(path));
  execFileSync('mkfifo', [checkpointPath(path)]);
  await assert.rejects(opening(path), refused(/is not a regular file/));
  await rm(checkpointPath(path));
  await writeFile(checkpointPath(path), `${' '.repeat(5000)}\n`);
  await assert.rejects(opening(path), refused(/longer than 4096 bytes/));
});

test('a link planted under the temporary name is replaced, never written through', async () => {
  const path = await written(3);
  const victim = join(dir, 'victim.txt');
  await writeFile(victim, 'keep me\n');
  await symlink(victim, `${checkpointPath(path)}.tmp-${process.pid}`);
  const j = await opening(path);
  await j.record(decision('x'));
  await j.close();
  assert.equal(await readFile(victim, 'utf8'), 'keep me\n');
  const again = await opening(path);
  assert.equal(again.opened.fromSeq, 4);
  await again.close();
});

test('a checkpoint naming more bytes than a row is refused without reading them', async () => {
  const path = await written(3);
  await writeFile(path, Buffer.alloc(3 * 1024 * 1024, 0x20));
  const mark = { seq: 3, offset: 0, end: 2 * 1024 * 1024, hash: 'a'.repeat(64) };
  await writeFile(checkpointPath(path), encodeCheckpoint(mark, undefined));
  await assert.rejects(opening(path), refused(/names 2097152 bytes, more than a row/));
});

test('the checkpoint lives beside the file itself: opened through a symlink, it is found and kept there', async () => {
  const path = await written(4);
  const link = join(dir, `link${n}.jsonl`);
  await symlink(path, link);
  const j = await opening(link);
  assert.equal(j.opened.fromSeq, 4);
  await j.record(decision('via-link'));
  await j.close();
  assert.equal((JSON.parse(await readFile(checkpointPath(path), 'utf8')) as { seq: number }).seq, 5);
  const report = await verifyJournal(link);
  assert.equal(report.ok, true);
  assert.equal(report.checkpoint?.seq, 5);
});

test('a row deleted or repeated before the checkpoint moves the checkpoint row, so open refuses', async () => {
  const path = await written(8);
  const all = await lines(path);
  for (const changed of [
    [all[0], ...all.slice(2)],
    [all[0], all[1], ...all.slice(1)],
  ]) {
    await writeFile(path, `${changed.join('\n')}\n`);
    await assert.rejects(opening(path), refused(/does not match its checkpoint|shorter than its checkpoint/));
  }
});
