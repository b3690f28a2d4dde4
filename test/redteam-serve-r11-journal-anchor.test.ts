// Someone with write access to the journal file: what `gate journal verify` sees on its own, and what only
// an anchor kept off the host (the `head <seq>:<hash>` verify prints and gate serve logs) lets it see.
import assert from 'node:assert/strict';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type CheckpointMark, encodeCheckpoint } from '../src/journal/checkpoint.js';
import { encodeRow, GENESIS_HASH, type JournalRow, rowHash } from '../src/journal/row.js';
import { runGateInProcess } from './helpers/gate-main.js';
import { startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-r11-anchor-'));
const file = join(tmp, 'audit.jsonl');
const other = join(tmp, 'other.jsonl');
const ckpt = (path: string): string => `${path}.checkpoint`;
const HEAD = /head (\d+:[0-9a-f]{64})/;

/** Runs gate serve on `path`, makes `n` decisions, stops it cleanly; returns the head it logged on close. */
async function serveDecisions(path: string, n: number, replica: string): Promise<string> {
  const gate = await startGate(['--replica', replica], { env: { GATE_AUDIT_JOURNAL: path } });
  const mcp = await connectMcp(gate.url);
  for (let i = 0; i < n; i++) {
    await mcp.call('gate_adjudicate', {
      tool: i % 2 ? 'Read' : 'rm_everything',
      args: JSON.stringify({ i }),
    });
  }
  await mcp.close();
  assert.equal(await gate.stop(), 0);
  const closed = gate
    .stdout()
    .split('\n')
    .find((l) => l.includes('audit journal closed'));
  assert.ok(closed, gate.stdout());
  return (JSON.parse(closed) as { head: string }).head;
}

async function verify(path: string, ...anchors: string[]) {
  return runGateInProcess(['journal', 'verify', path, ...anchors.flatMap((a) => ['--anchor', a])]);
}

const rowsOf = (path: string): JournalRow[] =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as JournalRow);

/** Rewrites rows as a forger who knows the hash rule would: every link and hash recomputed, seqs renumbered. */
function forge(path: string, rows: JournalRow[]): void {
  let prev = GENESIS_HASH;
  const sealed = rows.map((r, i) => {
    const { hash: _drop, ...rest } = r;
    const row = { ...rest, seq: i + 1, prev_hash: prev } as JournalRow;
    row.hash = rowHash(row);
    prev = row.hash;
    return row;
  });
  writeFileSync(path, Buffer.concat(sealed.map(encodeRow)));
  // And a checkpoint to match, unsigned: without GATE_JOURNAL_KEY it is as good as the writer's own.
  const bytes = readFileSync(path);
  const end = bytes.length;
  const offset = bytes.lastIndexOf(10, end - 2) + 1;
  const last = sealed.at(-1) as JournalRow;
  const mark: CheckpointMark = { seq: last.seq, offset, end, hash: last.hash };
  writeFileSync(ckpt(path), encodeCheckpoint(mark, undefined));
}

let headA = '';
let headB = '';
const snapshot = join(tmp, 'snapshot.jsonl');

describe('redteam-serve-r11-journal-anchor', () => {
  before(async () => {
    headA = await serveDecisions(file, 6, 'gw-a');
    copyFileSync(file, snapshot);
    copyFileSync(ckpt(file), ckpt(snapshot));
    headB = await serveDecisions(file, 4, 'gw-a');
    await serveDecisions(other, 10, 'gw-b');
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  /** A fresh copy of the current journal (and its checkpoint) to tamper with. */
  function copy(name: string): string {
    const path = join(tmp, name);
    copyFileSync(file, path);
    copyFileSync(ckpt(file), ckpt(path));
    return path;
  }

  test('verify prints the head gate serve logged on close, and the head anchors itself and any later file', async () => {
    assert.match(headA, /^6:[0-9a-f]{64}$/);
    assert.match(headB, /^10:[0-9a-f]{64}$/);
    const plain = await verify(file);
    assert.equal(plain.code, 0, plain.stderr);
    assert.equal(HEAD.exec(plain.stdout)?.[1], headB);
    const anchored = await verify(file, headA, headB);
    assert.equal(anchored.code, 0, anchored.stderr);
    assert.match(anchored.stdout, /2 anchor\(s\) hold/);
  });

  test('rolled back to an older genuine copy (file and checkpoint): passes alone, fails against the newer anchor', async () => {
    const path = join(tmp, 'rollback.jsonl');
    copyFileSync(snapshot, path);
    copyFileSync(ckpt(snapshot), ckpt(path));
    assert.equal((await verify(path)).code, 0);
    const r = await verify(path, headB);
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /journal anchor \(seq 10\) does not hold: .*ends at seq 6: rows were cut off or the file was rolled back/,
    );
    // gate serve cannot tell either: it starts on the older copy (the documented limit).
    const gate = await startGate([], { env: { GATE_AUDIT_JOURNAL: path } });
    assert.equal(await gate.stop(), 0);
  });

  test('the last rows dropped at a row boundary and the checkpoint deleted: only the anchor sees it', async () => {
    const path = copy('dropped.jsonl');
    const bytes = readFileSync(path);
    truncateSync(path, bytes.lastIndexOf(10, bytes.lastIndexOf(10, bytes.length - 2) - 1) + 1);
    // With the checkpoint left in place, the file alone shows the cut.
    const kept = await verify(path);
    assert.equal(kept.code, 1);
    assert.match(kept.stderr, /rows were cut off/);
    rmSync(ckpt(path));
    assert.equal((await verify(path)).code, 0);
    const r = await verify(path, headB);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /ends at seq 8/);
  });

  test('a row replaced and the chain after it recomputed, with a checkpoint forged to match: caught by the anchor', async () => {
    const path = copy('rewritten.jsonl');
    const rows = rowsOf(path);
    rows[2] = { ...rows[2], tool: 'Read', verdict: 'ALLOW', kind: 'DECIDE' } as JournalRow;
    delete (rows[2] as Partial<JournalRow>).reason;
    forge(path, rows);
    const alone = await verify(path);
    assert.equal(alone.code, 0, alone.stderr);
    const r = await verify(path, headB);
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /the row seq 10 has hash [0-9a-f]{12}…, not the anchored [0-9a-f]{12}…: the chain up to it was rewritten/,
    );
    // An anchor below the change holds: it pins only the rows up to it.
    assert.equal((await verify(path, headA)).code, 1);
    const early = rowsOf(file)[1] as JournalRow;
    assert.equal((await verify(path, `2:${early.hash}`)).code, 0);
  });

  test('two rows reordered, or rows from another gate instance spliced in, with every hash recomputed', async () => {
    const swapped = copy('swapped.jsonl');
    const rows = rowsOf(swapped);
    [rows[3], rows[4]] = [rows[4] as JournalRow, rows[3] as JournalRow];
    forge(swapped, rows);
    assert.equal((await verify(swapped)).code, 0);
    assert.equal((await verify(swapped, headB)).code, 1);

    // Another instance's whole journal in this one's place (same length): a chain of its own from genesis.
    const spliced = join(tmp, 'spliced.jsonl');
    copyFileSync(other, spliced);
    copyFileSync(ckpt(other), ckpt(spliced));
    assert.equal((await verify(spliced)).code, 0);
    const r = await verify(spliced, headB);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /seq 10 has hash/);

    // Its rows spliced after ours without recomputing: the link breaks and the file alone shows it.
    const glued = copy('glued.jsonl');
    writeFileSync(glued, Buffer.concat([readFileSync(glued), readFileSync(other)]));
    const g = await verify(glued, headB);
    assert.equal(g.code, 1);
    assert.match(g.stderr, /line 11 \(seq 1\)/);
  });

  test('cut mid-row: the file alone shows it, and an anchor past the cut is named as not reached', async () => {
    const path = copy('torn.jsonl');
    const size = readFileSync(path).length;
    truncateSync(path, size - 10);
    const r = await verify(path, headB);
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /journal anchor \(seq 10\) does not hold: its row \(seq 10\) is not reached before the break; .*incomplete final line/,
    );
  });

  test('an anchor that is not <seq>:<hash> is a usage error, not a pass', async () => {
    for (const bad of [
      '10',
      `0:${'a'.repeat(64)}`,
      `10:${'A'.repeat(64)}`,
      `x:${'a'.repeat(64)}`,
      '10:abc',
    ]) {
      const r = await verify(file, bad);
      assert.equal(r.code, 2, `${bad}: ${r.stderr}`);
      assert.match(r.stderr, /--anchor takes <seq>:<hash>/);
    }
    assert.ok(existsSync(file));
  });
});
