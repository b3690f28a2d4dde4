// Round 36 red team, two gaps the journal's docs left. (1) The writer's lock was taken for the journal's
// resolved name, and the file then opened by the name as given, following links again: a symlink
// flipped in between had gate write, and chmod, a file whose lock it never took (another gate's live
// journal, or any file of its user). strace holds the lock's link for three seconds while the test flips
// the link. (2) A writer killed inside the lock's creation left `<journal>.lock.new-*` (and a takeover
// killed midway `.lock.stale-*`) for good; now the next writer removes those whose holder is gone.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startTimeOf } from '../src/journal/writer-lock.js';
import { GATE_BIN, REPO_ROOT, startGate } from './helpers/gate-process.js';
import { reapAtEnd } from './helpers/reap.js';
import { straceSkip } from './helpers/strace-stall.js';
import { until } from './helpers/until.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r36-journal-'));
describe('redteam-serve-r36-journal-files', () => {
  after(() => rmSync(dir, { recursive: true, force: true }));

  describe('round 36: the journal gate locks is the journal gate opens', { skip: straceSkip }, () => {
    let child: ChildProcess | undefined;
    after(async () => {
      if (child?.pid !== undefined)
        for (const pid of childrenOf(child.pid)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {}
        }
      if (child && child.exitCode === null) child.kill('SIGKILL');
    });

    it('a symlink flipped while gate takes the lock does not redirect its writes', async () => {
      const here = join(dir, 'flip');
      mkdirSync(join(here, 'a'), { recursive: true });
      mkdirSync(join(here, 'b'));
      const locked = join(here, 'a', 'audit.jsonl');
      const other = join(here, 'b', 'audit.jsonl');
      writeFileSync(locked, '', { mode: 0o600 });
      writeFileSync(other, '', { mode: 0o644 });
      const named = join(here, 'audit.jsonl');
      symlinkSync(locked, named);
      const strace = ['-f', '-qq', '-o', '/dev/null', '-P', `${locked}.lock`, '-e', 'trace=link,linkat'];
      strace.push('-e', 'inject=link,linkat:delay_enter=3000000', '--', process.execPath, GATE_BIN, 'serve');
      strace.push('--addr', '127.0.0.1:0');
      child = reapAtEnd(
        spawn('strace', strace, {
          cwd: REPO_ROOT,
          env: { ...process.env, GATE_AUDIT_JOURNAL: named },
          stdio: ['ignore', 'ignore', 'pipe'],
        }),
      );
      let err = '';
      child.stderr!.setEncoding('utf8').on('data', (d: string) => {
        err += d;
      });
      // Inside the lock: the writer's own file waits to be linked as the lock.
      assert.ok(
        await until(() => existsSync(join(here, 'a')) && hasOwnFile(join(here, 'a')), 20_000),
        `gate reached its lock; stderr:\n${err}`,
      );
      unlinkSync(named);
      symlinkSync(other, named);
      assert.ok(await until(() => /listening on http/.test(err) || child!.exitCode !== null, 20_000), err);
      // The file gate never locked is untouched: not chmod-ed, nothing written.
      assert.equal(statSync(other).mode & 0o777, 0o644, `the other file's mode; stderr:\n${err}`);
      assert.equal(statSync(other).size, 0);
      assert.doesNotMatch(err, /had mode 0644/);
    });
  });

  describe('round 36: files a killed writer left beside the lock', () => {
    it('the next writer removes those whose holder is gone, and nothing else', async () => {
      const here = join(dir, 'left');
      mkdirSync(here);
      const journal = join(here, 'audit.jsonl');
      const lock = `${journal}.lock`;
      const dead = spawnSync(process.execPath, ['-e', '0']).pid as number;
      const holder = (pid: number, start: string) => `${JSON.stringify({ pid, start, host: hostname() })}\n`;
      const old = new Date(Date.now() - 5 * 60_000);
      const victim = join(here, 'victim.txt');
      writeFileSync(victim, 'keep');
      const files = {
        deadNew: [`${lock}.new-0123456789ab`, holder(dead, '')],
        deadStale: [`${lock}.stale-0123456789ab`, holder(dead, '')],
        emptyOld: [`${lock}.new-aaaaaaaaaaaa`, ''],
        emptyFresh: [`${lock}.new-bbbbbbbbbbbb`, ''],
        live: [`${lock}.new-cccccccccccc`, holder(process.pid, startTimeOf(process.pid))],
        otherName: [`${lock}.new-notours`, holder(dead, '')],
      } as const;
      for (const [path, text] of Object.values(files)) writeFileSync(path, text);
      utimesSync(files.emptyOld[0], old, old);
      symlinkSync(victim, `${lock}.new-dddddddddddd`);
      const gate = await startGate([], { env: { GATE_AUDIT_JOURNAL: journal } });
      try {
        for (const gone of [files.deadNew, files.deadStale, files.emptyOld])
          assert.equal(existsSync(gone[0]), false, `${gone[0]} removed`);
        for (const kept of [files.emptyFresh, files.live, files.otherName])
          assert.equal(existsSync(kept[0]), true, `${kept[0]} kept`);
        assert.equal(
          readFileSync(`${lock}.new-dddddddddddd`, 'utf8'),
          'keep',
          'a link is left, its target too',
        );
      } finally {
        await gate.stop();
      }
    });
  });

  /** Whether a writer's own lock file (`audit.jsonl.lock.new-*`) is in `d`. */
  function hasOwnFile(d: string): boolean {
    return spawnSync('ls', [d], { encoding: 'utf8' }).stdout.includes('audit.jsonl.lock.new-');
  }

  /** The processes a process started (strace's tracee), from /proc. */
  function childrenOf(pid: number): number[] {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  }
});
