// Red team, round 28: the journal's directory a symlink, swapped to another directory under a running gate
// (a deploy that flips `current -> release-N`). The path then names a file in the new directory (absent, or
// a journal of another run), not the file gate writes: the place check (docs/journal.md, Round 27) sees it
// within a second, says so once and refuses later decisions; nothing is written in either directory after.
import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { startGate } from './helpers/gate-process.js';
import { decide } from './helpers/journal-anchor.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-r28-dir-swap-'));
describe('redteam-serve-r28-journal-dir-swap', () => {
  after(() => rmSync(tmp, { recursive: true, force: true }));
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  for (const other of ['an empty directory', 'a directory holding another journal']) {
    test(`the journal directory's symlink swapped to ${other}: said once, refused, nothing written after`, async () => {
      const base = join(tmp, other.replace(/\W+/g, '-'));
      const [first, second, link] = ['release-1', 'release-2', 'current'].map((d) => join(base, d)) as [
        string,
        string,
        string,
      ];
      mkdirSync(first, { recursive: true });
      mkdirSync(second);
      if (other !== 'an empty directory') writeFileSync(join(second, 'j.jsonl'), '');
      symlinkSync(first, link);
      const gate = await startGate([], { env: { GATE_AUDIT_JOURNAL: join(link, 'j.jsonl') } });
      try {
        await decide(gate, 3);
        // An atomic flip, as deploy tools do it: a new link renamed over the old one.
        symlinkSync(second, `${link}.new`);
        renameSync(`${link}.new`, link);
        await sleep(1500);
        const sizes = () =>
          [first, second].map((d) => statSync(join(d, 'j.jsonl'), { throwIfNoEntry: false })?.size);
        const before = sizes();
        await assert.rejects(decide(gate, 1), /JOURNAL_UNAVAILABLE|journal/i);
        assert.deepEqual(sizes(), before, 'nothing written after the swap was seen');
        assert.equal(readFileSync(join(first, 'j.jsonl'), 'utf8').split('\n').filter(Boolean).length, 3);
        const log = gate.stderr();
        assert.equal(log.match(/moved, deleted or replaced/g)?.length, 1, log);
        assert.doesNotMatch(log, /\n\s+at .+:\d+:\d+/, 'no stack trace');
      } finally {
        await gate.stop();
      }
    });
  }
});
