// Red team, round 23: an approval's decision while Redis fails between the claim and the decide, and a
// journal write slower than the claim's lease. The approval row is held in the journal's write (strace
// delays the replica's first file write, its `pwrite64`) while the test acts on Redis. Before: a decide
// Redis ran only after gate stopped waiting met a flushed script cache (NOSCRIPT) and never ran, a decide
// sent while Redis restarted failed once and was never sent again (503, the row written, the approval
// claimed by no one for 30 s), and a write past the lease let a second replica claim and journal a second
// decision. Now the decide goes as EVAL, is sent again under the claim while the claim holds (a retry
// finds its own decide done), and the claim is renewed while the row is written (docs/approvals.md).
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as replicas from './helpers/approval-replicas.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { redisSkip } from './helpers/replica-pair.js';
import { detach, stallNextWrite, straceSkip } from './helpers/strace-stall.js';
import { until } from './helpers/until.js';
import { findRedisServer } from './store-redis-harness.js';

const APPROVER = 'approver-r23-faults-key-0123456789';
/** A redis-server that keeps its data across a crash (append-only file, synced each write). */
class DurableRedis {
  private child: ChildProcess | undefined;
  private readonly dir = mkdtempSync(join(tmpdir(), 'gate-r23-redis-'));
  constructor(
    private readonly bin: string,
    readonly port: number,
  ) {}
  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }
  async start(): Promise<void> {
    this.child = spawn(
      this.bin,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', ''].concat([
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--protected-mode',
        'no',
      ]),
      { stdio: 'ignore' },
    );
    assert.ok(await until(() => this.cli('PING') === 'PONG'), 'redis-server started');
  }
  async crash(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  }
  cli(...args: string[]): string {
    try {
      return execFileSync('redis-cli', ['-p', String(this.port), ...args], { timeout: 5000 })
        .toString()
        .trim();
    } catch {
      return '';
    }
  }
}

describe('an approval decided while Redis fails, or while the journal is slow', {
  skip: redisSkip || straceSkip,
}, () => {
  let redis: DurableRedis;
  const gates: GateProcess[] = [];
  const journals: string[] = [];
  let mcp: GateMcp;
  before(async () => {
    const bin = findRedisServer()!;
    const probe = await startGate([]);
    // A free port: one gate listened on it and is gone (a race here only fails the start, loudly).
    const port = Number(new URL(probe.url).port);
    await probe.stop();
    redis = new DurableRedis(bin, port);
    await redis.start();
    const dir = mkdtempSync(join(tmpdir(), 'gate-r23-faults-'));
    for (const name of ['a', 'b']) journals.push(join(dir, `${name}.jsonl`));
    gates.push(
      ...(await replicas.startApprovalReplicas(redis.url, APPROVER, journals, replicas.TEST_LEASE_FLAGS)),
    );
    mcp = await connectMcp(gates[0]!.url);
  });
  after(() => replicas.stopApprovalReplicas(mcp, gates, redis));

  let n = 0;
  const hold = () => replicas.holdApproval(mcp, `r23-${n++}`, 't-r23-faults');
  const decide = (gate: GateProcess, id: string, how: 'approve' | 'deny') =>
    replicas.decideApproval(gate, id, how, APPROVER);
  /** The approval's state as replica b reads it (once b's own connection is back after a restart). */
  const state = async (id: string) => {
    let read = '';
    await until(async () => {
      const res = await fetch(`${gates[1]!.url}/v1/gate/approvals/${id}`, {
        headers: { authorization: `Bearer ${APPROVER}` },
      });
      if (res.status === 503) return false;
      read = ((await res.json()) as { state: string }).state;
      return true;
    });
    return read;
  };
  const rows = (id: string) => replicas.approvalRows(journals, id);
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Approves on replica a with its row held `stallMs` in the write; `meanwhile` acts on Redis then. */
  async function approveStalled(stallMs: number, meanwhile: (id: string) => Promise<void>) {
    const id = await hold();
    const tracer = await stallNextWrite(gates[0]!.child.pid!, stallMs);
    try {
      const answer = decide(gates[0]!, id, 'approve');
      // The claim is taken before the row is written: wait for it, then act while the write is held.
      assert.ok(await until(() => redis.cli('HGET', `gate:ap:${id}`, 'cl') !== ''), 'claimed');
      await meanwhile(id);
      const res = await answer;
      return { id, status: res.status, body: await res.text() };
    } finally {
      await detach(tracer);
    }
  }

  test('the script cache flushed and Redis paused past the command timeout before the decide: decided once', async () => {
    const { id, status, body } = await approveStalled(1500, async (id) => {
      // The other replica cannot decide it meanwhile: the claim holds.
      assert.equal((await decide(gates[1]!, id, 'deny')).status, 409);
      redis.cli('SCRIPT', 'FLUSH');
      await sleep(1000);
      // The decide arrives while Redis holds every command 2.5 s (gate waits 1 s for a reply).
      redis.cli('CLIENT', 'PAUSE', '2500', 'ALL');
    });
    assert.equal(status, 200, body);
    assert.equal(await state(id), 'approved');
    assert.deepEqual(rows(id), [['ALLOW'], []]);
    assert.ok(!body.includes('rm -rf'), 'no argument bytes in the answer');
  });

  test('Redis restarted (its data kept, its script cache not) before the decide: decided once', async () => {
    const { id, status, body } = await approveStalled(1500, async () => {
      await redis.crash();
      await sleep(1000);
      await redis.start();
    });
    assert.equal(status, 200, body);
    assert.equal(await state(id), 'approved');
    assert.deepEqual(rows(id), [['ALLOW'], []]);
  });

  test('a journal write slower than the claim lease: no second replica claims, one decision', {
    timeout: 90_000,
  }, async () => {
    let other = 0;
    const lease = replicas.TEST_CLAIM_LEASE_MS;
    const { id, status, body } = await approveStalled(lease + 3000, async (id) => {
      await sleep(lease + 1500);
      const res = await decide(gates[1]!, id, 'deny');
      other = res.status;
    });
    assert.equal(other, 409, 'the claim was renewed while the row was written');
    assert.equal(status, 200, body);
    assert.equal(await state(id), 'approved');
    assert.deepEqual(rows(id), [['ALLOW'], []]);
  });
});
