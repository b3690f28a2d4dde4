// One writer per journal, with real `gate serve` processes: a second gateway on the same journal refuses
// to start and names the holder; a holder killed with SIGKILL leaves a stale lock the next one takes over.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { link, mkdtemp, readFile, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { verifyJournal } from '../src/journal/verify.js';
import { startTimeOf, WriterLock } from '../src/journal/writer-lock.js';
import { runGate, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** One decision through MCP gate_adjudicate: one journal row. */
async function decide(url: string): Promise<void> {
  const mcp = await connectMcp(url);
  try {
    await mcp.call('gate_adjudicate', { tool: 'Read', args: '{"file_path":"a.txt"}' });
  } finally {
    await mcp.close();
  }
}

describe('one writer per journal (real processes)', { timeout: 180_000 }, () => {
  let dir: string;
  let journal: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gate-journal-lock-'));
    journal = join(dir, 'audit.jsonl');
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('a second gate serve on the same journal exits 1 naming the holder; a SIGKILLed holder is taken over', async () => {
    const first = await startGate([], { env: { GATE_AUDIT_JOURNAL: journal } });
    try {
      await decide(first.url);
      const before = (await stat(journal)).size;
      for (const path of [journal, join(dir, '.', 'audit.jsonl')]) {
        const second = await runGate(['serve', '--addr', '127.0.0.1:0'], {
          env: { GATE_AUDIT_JOURNAL: path },
        });
        assert.equal(second.code, 1, second.stderr);
        const lines = second.stderr.trim().split('\n');
        assert.equal(lines.length, 1, `one clear line: ${second.stderr}`);
        assert.match(lines[0]!, new RegExp(`in use by gate pid ${first.child.pid}\\b`));
      }
      const link = join(dir, 'alias.jsonl');
      await symlink(journal, link);
      const viaLink = await runGate(['serve', '--addr', '127.0.0.1:0'], {
        env: { GATE_AUDIT_JOURNAL: link },
      });
      assert.equal(viaLink.code, 1, 'another name for the same file is the same journal');
      assert.equal((await stat(journal)).size, before, 'a refused writer touched nothing');
      await decide(first.url);
    } finally {
      await first.stop('SIGKILL');
    }
    assert.ok(await exists(`${journal}.lock`), 'kill -9 leaves the lock behind');

    const next = await startGate([], { env: { GATE_AUDIT_JOURNAL: journal } });
    try {
      const holder = JSON.parse(await readFile(`${journal}.lock`, 'utf8')) as { pid: number };
      assert.equal(holder.pid, next.child.pid, 'the stale lock was taken over');
      await decide(next.url);
    } finally {
      assert.equal(await next.stop('SIGTERM'), 0);
    }
    assert.equal(await exists(`${journal}.lock`), false, 'a clean stop releases the lock');
    const verified = await verifyJournal(journal);
    assert.equal(verified.ok, true);
    assert.equal(verified.rows, 3, 'every decision of both holders, none overwritten');
  });

  test('a hard link is another name with its own lock: a journal with two names is refused, so one writer writes it', async () => {
    // Round 17: the base started a second writer on a hard link of a journal another gate was writing.
    const file = join(dir, 'linked.jsonl');
    const first = await startGate([], { env: { GATE_AUDIT_JOURNAL: file } });
    const alias = join(dir, 'hard-alias.jsonl');
    try {
      await decide(first.url);
      await link(file, alias);
      const before = (await stat(file)).size;
      const second = await runGate(['serve', '--addr', '127.0.0.1:0'], {
        env: { GATE_AUDIT_JOURNAL: alias },
      });
      assert.equal(second.code, 1, second.stderr);
      assert.match(second.stderr, /has 2 names \(hard links\); one writer per journal needs one name/);
      assert.equal(await exists(`${alias}.lock`), false, 'the refused writer released its lock');
      assert.equal((await stat(file)).size, before, 'a refused writer touched nothing');
      await decide(first.url);
    } finally {
      assert.equal(await first.stop('SIGTERM'), 0);
    }
    // The first holder restarting is refused too while the link stands, and runs once it is gone.
    const again = await runGate(['serve', '--addr', '127.0.0.1:0'], { env: { GATE_AUDIT_JOURNAL: file } });
    assert.equal(again.code, 1, again.stderr);
    await unlink(alias);
    const back = await startGate([], { env: { GATE_AUDIT_JOURNAL: file } });
    await decide(back.url);
    assert.equal(await back.stop('SIGTERM'), 0);
    const verified = await verifyJournal(file);
    assert.equal(verified.ok, true);
    assert.equal(verified.rows, 3, 'one writer, every row');
  });

  test('a lock naming a live pid that is another process (pid reuse) or holding nothing is stale', async () => {
    // A live process whose start time differs from the one recorded: the pid was reused.
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const pid = sleeper.pid!;
      assert.notEqual(startTimeOf(pid), '', 'this test needs /proc');
      for (const content of [JSON.stringify({ pid, start: '1', host: hostname() }), '', '{"pid":']) {
        await writeFile(`${journal}.lock`, content);
        const lock = await WriterLock.acquire(journal);
        assert.equal(JSON.parse(await readFile(`${journal}.lock`, 'utf8')).pid, process.pid, 'taken over');
        await lock.release();
      }
      // The same live process, correctly recorded, holds the journal.
      const live = JSON.stringify({ pid, start: startTimeOf(pid), host: hostname() });
      await writeFile(`${journal}.lock`, live);
      await assert.rejects(WriterLock.acquire(journal), new RegExp(`in use by gate pid ${pid}\\b`));
      assert.equal(await readFile(`${journal}.lock`, 'utf8'), live, 'a live holder keeps its lock');
    } finally {
      sleeper.kill('SIGKILL');
      await once(sleeper, 'exit').catch(() => undefined);
    }
    // Its holder gone, the lock is stale.
    const lock = await WriterLock.acquire(journal);
    await lock.release();
    assert.equal(await exists(`${journal}.lock`), false, 'release removes it');
  });

  test('two gateways started at once on a fresh journal: exactly one runs', async () => {
    const fresh = join(dir, 'race.jsonl');
    const attempts = await Promise.allSettled(
      [0, 1, 2].map(() => startGate([], { env: { GATE_AUDIT_JOURNAL: fresh } })),
    );
    const running = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    try {
      assert.equal(running.length, 1, attempts.map((a) => a.status).join(' '));
      for (const a of attempts)
        if (a.status === 'rejected') assert.match(String(a.reason), /exited with 1.*\n.*in use by gate pid/s);
    } finally {
      for (const g of running) await g.stop('SIGTERM');
    }
  });
});
