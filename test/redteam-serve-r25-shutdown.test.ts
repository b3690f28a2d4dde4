// Red team, round 25: shutdown's last resort against the real process. The journal's close is held (its
// checkpoint's fdatasync stalled by strace past CLOSE_BOUND_MS): gate must say so on stderr and exit 1
// within the bound, every row it answered already on disk, and the next start must open the same journal
// (docs/operations.md, "Limits and shutdown", Round 25).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CLOSE_BOUND_MS, EXIT_BOUND_MS } from '../src/cli/serve-shutdown.js';
import { verifyJournal } from '../src/journal/verify.js';
import { openaiJson, startFakeUpstream } from './fake-upstream.js';
import { startGate } from './helpers/gate-process.js';
import { detach, stallNextCall, straceSkip } from './helpers/strace-stall.js';
import { until } from './helpers/until.js';

const MARK = 'r25-close-marker';
const GRACE_MS = 300;

/** The state letter of a process's main thread (`Z` once it has exited, its other threads aside). */
function mainThreadState(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] ?? '';
  } catch {
    return 'gone';
  }
}

describe('gate serve whose journal does not close in time (round 25)', {
  skip: straceSkip,
  timeout: 60_000,
}, () => {
  it('exits 1 within the close bound, says so, and loses no answered row', async () => {
    const upstream = await startFakeUpstream({ record: false });
    const dir = mkdtempSync(join(tmpdir(), 'gate-r25-close-'));
    const journal = join(dir, 'journal.jsonl');
    const call = { id: 'c1', name: 'Read', args: JSON.stringify({ file_path: `/tmp/${MARK}.txt` }) };
    upstream.setDefault(openaiJson({ calls: [call] }));
    const args = [
      '--base-url',
      upstream.baseUrl,
      '--provider',
      'openai',
      '--shutdown-grace-ms',
      String(GRACE_MS),
    ];
    const env = { GATE_AUDIT_JOURNAL: journal };
    const ask = () => JSON.stringify({ model: 'm', messages: [{ role: 'user', content: `read ${MARK}` }] });
    const gate = await startGate(args, { env });
    const tracer = await stallNextCall(gate.child.pid!, 'fdatasync', CLOSE_BOUND_MS + 20_000);
    try {
      const post = (url: string) =>
        fetch(`${url}/v1/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: ask(),
        });
      const answered = await Promise.all(Array.from({ length: 12 }, () => post(gate.url)));
      assert.ok(answered.every((r) => r.status === 200));
      await Promise.all(answered.map((r) => r.text()));
      const t0 = Date.now();
      const ended = new Promise<string>((r) =>
        gate.child.once('exit', (code, signal) => r(`${code}/${signal}`)),
      );
      gate.child.kill('SIGTERM');
      const line = /a file operation is stuck: ending by SIGKILL\n/;
      const bound = GRACE_MS + CLOSE_BOUND_MS + EXIT_BOUND_MS + 2000;
      assert.ok(await until(() => line.test(gate.stderr()), bound), `ends itself; stderr:\n${gate.stderr()}`);
      const ms = Date.now() - t0;
      assert.ok(ms >= CLOSE_BOUND_MS, `waited the close bound first (${ms} ms)`);
      assert.match(
        gate.stderr(),
        new RegExp(
          `gate: SIGTERM: the journal and the store did not close within ${CLOSE_BOUND_MS} ms; exiting 1\n`,
        ),
      );
      assert.match(gate.stderr(), /gate: still held after shutdown \([^)]*FSReq[^)]*\); a file operation/);
      // Its main thread is gone while the write is still held (ptrace holds that thread until strace lets
      // go; a disk's killable wait would end with it): process.exit would still be waiting to join it.
      assert.ok(await until(() => mainThreadState(gate.child.pid!) === 'Z', 2000), 'the main thread ended');
      await detach(tracer, 'SIGKILL');
      assert.equal(await ended, 'null/SIGKILL');
      const log = gate.stderr() + gate.stdout();
      assert.ok(!log.includes(MARK), 'no argument bytes in the log');
      assert.doesNotMatch(log, /\n\s+at .+:\d+:\d+/, 'no stack trace');
      // Every answered row was durable before its answer: the journal holds them all, chain whole.
      const report = await verifyJournal(journal);
      assert.equal(report.ok, true, report.firstBad?.problem);
      const rows = () =>
        readFileSync(journal, 'utf8')
          .split('\n')
          .filter((l) => l.includes('"tool":"Read"')).length;
      assert.equal(rows(), 12, 'one row per answered call');
    } finally {
      await detach(tracer);
      if (gate.child.exitCode === null && gate.child.signalCode === null) gate.child.kill('SIGKILL');
      await gate.exited;
    }
    // The next start opens the journal the stalled close left (its lock, a checkpoint's temporary file).
    const again = await startGate(args, { env });
    try {
      const res = await fetch(`${again.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: ask(),
      });
      assert.equal(res.status, 200);
      await res.text();
      assert.equal(await again.stop(), 0);
      const report = await verifyJournal(journal);
      assert.equal(report.ok, true, report.firstBad?.problem);
      assert.equal(report.rows, 13, 'the next start appends to the same chain');
    } finally {
      await again.stop('SIGKILL');
      await upstream.close();
    }
  });
});

describe('the anchor file written through a planted temporary name (round 25)', { timeout: 60_000 }, () => {
  // The anchor's temporary name is fixed (`<anchor>.tmp`): opened without O_EXCL, a link planted there was
  // written through (another file truncated to `<seq>:<hash>`) and a FIFO held the write, and the close, forever.
  for (const planted of ['symlink', 'fifo'] as const) {
    it(`a ${planted} at the temporary name is never written through, and the close ends`, async () => {
      const upstream = await startFakeUpstream({ record: false });
      const dir = mkdtempSync(join(tmpdir(), 'gate-r25-anchor-'));
      const journal = join(dir, 'journal.jsonl');
      const anchor = join(dir, 'anchor');
      const victim = join(dir, 'victim');
      writeFileSync(victim, "not gate's file\n");
      const call = { id: 'c1', name: 'Read', args: JSON.stringify({ file_path: `/tmp/${MARK}.txt` }) };
      upstream.setDefault(openaiJson({ calls: [call] }));
      const gate = await startGate(['--base-url', upstream.baseUrl, '--provider', 'openai'], {
        env: { GATE_AUDIT_JOURNAL: journal, GATE_JOURNAL_ANCHOR: anchor },
      });
      try {
        if (planted === 'symlink') symlinkSync(victim, `${anchor}.tmp`);
        else execFileSync('mkfifo', [`${anchor}.tmp`]);
        const res = await fetch(`${gate.url}/v1/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: `read ${MARK}` }] }),
        });
        assert.equal(res.status, 200);
        await res.text();
        let timer: NodeJS.Timeout | undefined;
        gate.child.kill('SIGTERM');
        const code = await Promise.race([
          gate.exited,
          new Promise<'hung'>((r) => {
            timer = setTimeout(() => r('hung'), CLOSE_BOUND_MS + EXIT_BOUND_MS + 3000);
          }),
        ]);
        clearTimeout(timer);
        assert.equal(code, 0, `closes cleanly; stderr:\n${gate.stderr()}`);
        assert.equal(readFileSync(victim, 'utf8'), "not gate's file\n", 'the linked file is untouched');
        assert.match(readFileSync(anchor, 'utf8'), /^1:[0-9a-f]{64}\n$/, 'the anchor holds the head');
        assert.ok(!(gate.stderr() + gate.stdout()).includes(MARK), 'no argument bytes in the log');
      } finally {
        await gate.stop('SIGKILL');
        await upstream.close();
      }
    });
  }
});
