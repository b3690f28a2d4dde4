// Round 35 red team: two `gate serve` on one journal, the first slowed while it takes the writer's lock.
// The lock was created empty and written after; a second gate that read it in between took it for the
// lock of a writer that died there, moved it aside and took its own, and both gates ran on one journal
// (two writers give out the same sequence numbers). strace holds the first gate's syscalls on the lock's
// name for five seconds, so the second starts inside that window every run.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { GATE_BIN, REPO_ROOT } from './helpers/gate-process.js';
import { reapAtEnd } from './helpers/reap.js';
import { straceSkip } from './helpers/strace-stall.js';
import { until } from './helpers/until.js';

const HOLD_US = 5_000_000;

interface Started {
  child: ChildProcess;
  stderr: () => string;
  exited: Promise<number | null>;
}

function serve(command: string, args: string[], journal: string): Started {
  const child = reapAtEnd(
    spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, GATE_AUDIT_JOURNAL: journal },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    err += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stderr: () => err, exited };
}

describe('round 35: one writer per journal while the first is slow to take its lock', {
  skip: straceSkip,
}, () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r35-lock-'));
  const journal = join(dir, 'audit.jsonl');
  const lock = `${journal}.lock`;
  const started: Started[] = [];
  after(async () => {
    // The gate under strace first: killing strace alone leaves it running, holding the test's pipe.
    for (const s of started) for (const pid of childrenOf(s.child.pid)) killQuietly(pid);
    for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(started.map((s) => s.exited));
    rmSync(dir, { recursive: true, force: true });
  });

  it('the second gate is refused, whichever moment it reads the lock', async () => {
    const gateArgs = [GATE_BIN, 'serve', '--addr', '127.0.0.1:0'];
    // Every write to, and link onto, the lock's name is held: the empty lock (or the lock not yet there).
    const held = ['write', 'pwrite64', 'link', 'linkat'];
    const strace = [
      '-f',
      '-qq',
      '-o',
      '/dev/null',
      '-P',
      lock,
      '-e',
      `trace=${held.join(',')}`,
      ...held.flatMap((call) => ['-e', `inject=${call}:delay_enter=${HOLD_US}`]),
      '--',
      process.execPath,
      ...gateArgs,
    ];
    const first = serve('strace', strace, journal);
    started.push(first);
    // The first gate is inside its lock: the lock, or its own file to be linked as the lock, exists.
    assert.ok(
      await until(() => readdirSync(dir).some((name) => name.startsWith('audit.jsonl.lock')), 20_000),
      `the first gate reached its lock; stderr:\n${first.stderr()}`,
    );
    const second = serve(process.execPath, gateArgs, journal);
    started.push(second);
    const listening = (s: Started) => /listening on http/.test(s.stderr());
    // Both have decided once each is listening or gone.
    const settled = (s: Started) => listening(s) || s.child.exitCode !== null;
    assert.ok(await until(() => settled(first) && settled(second), 30_000), 'both gates settled');
    const running = [first, second].filter(listening);
    assert.equal(
      running.length,
      1,
      `exactly one gate runs on the journal; first:\n${first.stderr()}\nsecond:\n${second.stderr()}`,
    );
    const refused = [first, second].find((s) => !listening(s))!;
    assert.equal(await refused.exited, 1);
    assert.match(refused.stderr(), /is in use by gate pid \d+ .*one writer per journal/);
  });
});

/** The processes a process started (strace's tracee), from /proc. */
function childrenOf(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {}
}
