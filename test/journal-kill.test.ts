// kill -9 durability: every decision answered before the kill has its row on disk, in a verifying chain.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Journal, type TornTailReport } from '../src/journal/journal.js';
import { verifyJournal } from '../src/journal/verify.js';
import { childScript, readLinesUntil } from './journal-e2e-helpers.js';

const ANSWERS = 150;

for (const inflight of [1, 8]) {
  test(`SIGKILL after ${ANSWERS} answers (${inflight} in flight) loses no answered row`, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gate-journal-kill-'));
    try {
      const path = join(dir, 'audit.jsonl');
      const child = spawn(process.execPath, [childScript(), path, 'forever', String(inflight)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = once(child, 'exit');
      const answered = new Set<number>();
      await readLinesUntil(child.stdout, (line) => {
        const m = /^answered (\d+)$/.exec(line);
        if (m) answered.add(Number(m[1]));
        return answered.size >= ANSWERS;
      });
      child.kill('SIGKILL');
      const [, signal] = await exited;
      assert.equal(signal, 'SIGKILL');
      assert.ok(answered.size >= ANSWERS, `the child answered ${answered.size} before its stdout ended`);

      // Before any repair: the chain is intact, or only its final line is torn (a write cut by the kill).
      const raw = await verifyJournal(path);
      if (!raw.ok) assert.match(raw.firstBad?.problem ?? '', /torn tail/);

      const torn: TornTailReport[] = [];
      const reopened = await Journal.open(path, { onTornTail: (r) => torn.push(r) });
      assert.equal(reopened.lastSeq(), raw.rows);
      await reopened.record({
        kind: 'DENY',
        tool: 'after_restart',
        traceId: 't',
        verdict: { kind: 'DENY', by: 'monitor' },
      });
      await reopened.close();
      assert.equal(torn.length, raw.ok ? 0 : 1);

      const report = await verifyJournal(path);
      assert.equal(report.ok, true, report.firstBad?.problem);
      const tools = new Set(
        (await readFile(path, 'utf8'))
          .split('\n')
          .filter(Boolean)
          .map((l) => (JSON.parse(l) as { tool: string }).tool),
      );
      const missing = [...answered].filter((i) => !tools.has(`tool_${i}`));
      assert.deepEqual(missing, [], 'every answered decision has its row');
      assert.ok(tools.has('after_restart'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
