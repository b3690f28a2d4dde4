// `gate serve` opened whatever journal file it was given: rolled back to an older genuine copy, cut at a
// row boundary, forged whole, or another gate's journal, it appended to it without a word. With
// GATE_JOURNAL_ANCHOR it keeps the head in a file of the operator's choosing and refuses to open a journal
// that does not pass through it (docs/journal.md, "An anchor file").
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { startGate } from './helpers/gate-process.js';
import { anchorEnv, decide, headOf, refusal as refused, serve } from './helpers/journal-anchor.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-r12-anchor-file-'));
describe('redteam-serve-r12-journal-anchor-file', () => {
  after(() => rmSync(tmp, { recursive: true, force: true }));

  const env = anchorEnv;

  /**
   * Starts gate on `journal` as a tamperer left it (the checkpoint beside it deleted, as one who rolls the
   * file back would: the checkpoint alone would give the cut away); its stderr when it refuses.
   */
  async function refusal(journal: string, anchor: string): Promise<string | undefined> {
    rmSync(`${journal}.checkpoint`, { force: true });
    return refused(journal, anchor);
  }

  test('the anchor file follows the head; a journal rolled back, cut, replaced or swapped is refused', async () => {
    const journal = join(tmp, 'audit.jsonl');
    const anchor = join(tmp, 'anchor', 'head');
    mkdirSync(join(tmp, 'anchor'));
    await serve(journal, anchor, 3);
    assert.match(headOf(anchor), /^3:[0-9a-f]{64}$/);
    const old = join(tmp, 'old.jsonl');
    copyFileSync(journal, old);
    await serve(journal, anchor, 2);
    assert.match(headOf(anchor), /^5:[0-9a-f]{64}$/);
    const good = readFileSync(journal);

    // Rolled back to the older genuine copy (rows 1 to 3, each hash genuine).
    copyFileSync(old, journal);
    assert.match(
      (await refusal(journal, anchor)) ?? 'started',
      /ends at seq 3, before the anchored row seq 5/,
    );
    // Cut at a row boundary.
    const lines = good.toString('utf8').split('\n').filter(Boolean);
    writeFileSync(journal, `${lines.slice(0, 4).join('\n')}\n`);
    assert.match((await refusal(journal, anchor)) ?? 'started', /before the anchored row seq 5/);
    // Another gate's journal of the same length, or more.
    const other = join(tmp, 'other.jsonl');
    await serve(other, join(tmp, 'other-anchor'), 6);
    copyFileSync(other, journal);
    assert.match((await refusal(journal, anchor)) ?? 'started', /row seq 5 has hash .*not the anchored/);
    // Garbage in the anchor file refuses too, never a pass.
    writeFileSync(join(tmp, 'bad-anchor'), 'not an anchor\n');
    writeFileSync(journal, good);
    assert.match(
      (await refusal(journal, join(tmp, 'bad-anchor'))) ?? 'started',
      /holds no <seq>:<hash> anchor/,
    );

    // The genuine journal opens and goes on; the anchor moves with it.
    await serve(journal, anchor, 1);
    assert.match(headOf(anchor), /^6:[0-9a-f]{64}$/);
  });

  test('a running gate writes the moved head within a second, so a crash loses little of its reach', async () => {
    const journal = join(tmp, 'live.jsonl');
    const anchor = join(tmp, 'live-anchor');
    const gate = await startGate([], { env: env(journal, anchor) });
    try {
      await decide(gate, 4);
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && !/^4:/.test(safeHead(anchor)))
        await new Promise((r) => setTimeout(r, 100));
      assert.match(safeHead(anchor), /^4:[0-9a-f]{64}$/);
    } finally {
      await gate.stop();
    }
  });

  function safeHead(path: string): string {
    try {
      return headOf(path);
    } catch {
      return '';
    }
  }
});
