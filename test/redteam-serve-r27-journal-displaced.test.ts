// Red team, round 27: the journal file cut, moved or replaced while gate runs (the real process). Gate
// writes each row at its own offset, so after `truncate -s 0` the next rows landed behind a hole of NUL
// bytes (the file no longer verified from line 1) and after a rename every later row went to the moved
// file while the journal's path held none, gate saying nothing and admitting on. Now a running journal
// checks every second that its path names its file at its length; when not, it says so once and refuses
// every later decision (JOURNAL_UNAVAILABLE) until gate is restarted (docs/journal.md, "Round 27").
import assert from 'node:assert/strict';
import {
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { startGate } from './helpers/gate-process.js';
import { decide } from './helpers/journal-anchor.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-r27-displaced-'));
describe('redteam-serve-r27-journal-displaced', () => {
  after(() => rmSync(tmp, { recursive: true, force: true }));
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const tampers: Array<[string, RegExp, (journal: string) => void]> = [
    [
      'cut to nothing',
      /the file was cut to 0 bytes \(gate's rows end at \d+\) while gate runs/,
      (j) => truncateSync(j, 0),
    ],
    ['moved away', /the file was moved, deleted or replaced/, (j) => renameSync(j, `${j}.moved`)],
    [
      'replaced by an empty file',
      /the file was moved, deleted or replaced/,
      (j) => {
        renameSync(j, `${j}.moved`);
        writeFileSync(j, '');
      },
    ],
  ];

  describe('a journal cut, moved or replaced under a running gate', { timeout: 120_000 }, () => {
    for (const [name, said, tamper] of tampers) {
      test(`${name}: said once, later decisions refused, no row written anywhere after`, async () => {
        const journal = join(tmp, `${name.replace(/\W+/g, '-')}.jsonl`);
        const gate = await startGate([], { env: { GATE_AUDIT_JOURNAL: journal } });
        try {
          await decide(gate, 3);
          tamper(journal);
          await sleep(1500);
          const sizes = () =>
            [journal, `${journal}.moved`].map((f) => statSync(f, { throwIfNoEntry: false })?.size);
          const before = sizes();
          await assert.rejects(decide(gate, 1), /JOURNAL_UNAVAILABLE|journal/i, 'the decision is refused');
          assert.deepEqual(sizes(), before, 'nothing written after the tamper was seen');
          const log = gate.stderr();
          assert.match(log, said);
          assert.equal(log.match(/while gate runs/g)?.length, 1, 'said once');
          assert.doesNotMatch(log, /\n\s+at .+:\d+:\d+/, 'no stack trace');
          if (name === 'cut to nothing') assert.equal(readFileSync(journal).indexOf(0), -1, 'no NUL hole');
        } finally {
          await gate.stop();
        }
      });
    }
  });
});
