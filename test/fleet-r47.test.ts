// Fleet, round 47, on one real redis-server. (1) The approval queue's deadlines were set and checked on
// each replica's own clock: a replica behind by D approved (and used the witness of) a held call up to D
// past its deadline, one ahead expired it D early. Now they are on Redis's clock, views read back on the
// replica's. (2) A disk that refused the lost file's append left the entry in memory only: a restart
// before recovery forgot it, and a restart on a disk that still took no line came up and admitted calls.
// Now an overflow takes the place of what the disk refused (in room written at start), and a start whose
// disk takes no line is refused with the reason.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { WriterLock } from '../src/journal/writer-lock.js';
import {
  APPROVAL_DEFAULTS,
  type Approval,
  type ApprovalRequest,
  type OpenOutcome,
} from '../src/store/approvals.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { gateCommand, runCommand, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_BILL, PAY_FEE } from './helpers/provenance-bill.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';

const redis = redisFile();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CLIENT = '10.0.0.1';
const TTL_MS = 600_000;
const prlimit = spawnSync('prlimit', ['--version']).status === 0;

/** An approval queue under `prefix` on a replica whose clock is `skew` ms off real time. */
const queue = (prefix: string, skew: number, ttlMs: number) =>
  RedisApprovalStore.connect(redis.server.url, {
    keyPrefix: prefix,
    timing: { ...APPROVAL_DEFAULTS, ttlMs },
    now: () => Date.now() + skew,
    redisClock: true,
  });

/** The approval an open answered with (the queue is never full here). */
const opened = (outcome: OpenOutcome): Approval => {
  assert.ok('approval' in outcome, 'the queue is full');
  return outcome.approval;
};

const held = (n: string): ApprovalRequest => ({
  token: `gw_r47_${n}_${randomUUID()}`,
  tool: 'Bash',
  argsDigest: 'a'.repeat(64),
  traceId: `r47-${n}`,
  preview: 'Bash: needs a witness',
  wire: 'mcp',
  replica: 'a',
});

/** `url` signed in as the ACL user `user` (password `pw`). */
const as = (user: string, url: string) => url.replace('redis://', `redis://${user}:pw@`);

/** A store replica of the fleet `prefix` on `url`, its lost file (if any) held as serve holds it. */
const replica = (prefix: string, url: string, lostFile?: string) =>
  redis.open(url, {
    keyPrefix: prefix,
    taintTtlMs: TTL_MS,
    probeIntervalMs: 100,
    ...(lostFile === undefined ? {} : { lostFile, holdLostFile: (path: string) => WriterLock.acquire(path) }),
  });

/** gate serve's flags for the bill's policy, written into `dir`, on the store at `url`. */
function billFlags(url: string, dir: string): string[] {
  writeFileSync(join(dir, 'policy.json'), JSON.stringify(BILL_POLICY));
  return ['--store', url, '--policy', join(dir, 'policy.json')];
}

describe('round 47: approval deadlines under skew; a lost file the disk refuses', {
  skip: redisSkip,
  timeout: 60_000,
}, () => {
  test('replicas whose clocks differ agree on an approval deadline, at its edge, both ways', async () => {
    const prefix = `r47a:${randomUUID()}:`;
    const ttl = 1500;
    // Skews both ways, from seconds to a month: each replica's view keeps its own clock's meaning.
    for (const d of [3_000, 3_600_000, 30 * 86_400_000]) {
      const [inStep, behind, ahead] = await Promise.all([
        queue(prefix, 0, ttl),
        queue(prefix, -d, ttl),
        queue(prefix, d, ttl),
      ]);
      try {
        // Before the deadline: the replica ahead approves (before: it read the call expired D early).
        const a = opened(await inStep.open(held(`early-${d}`)));
        await sleep(Math.max(0, a.expiresAt - 700 - Date.now()));
        const seen = await ahead.get(a.id);
        assert.equal(seen?.state, 'pending', `ahead by ${d}: read expired before the deadline`);
        // Its view is on its own clock: the deadline the in-step replica set, D later.
        assert.ok(
          Math.abs((seen?.expiresAt ?? 0) - d - a.expiresAt) < 100,
          `ahead by ${d}: view off its clock`,
        );
        assert.equal((await ahead.decide(a.id, 'approved', 'carol')).decided, true, `ahead by ${d}`);

        // Past the deadline: the replica behind refuses both the decision and the witness's use.
        const late = opened(await inStep.open(held(`late-${d}`)));
        const used = opened(await inStep.open(held(`used-${d}`)));
        assert.equal((await inStep.decide(used.id, 'approved', 'carol')).decided, true);
        const approvedUntil = (await inStep.get(used.id))!.expiresAt;
        await sleep(Math.max(late.expiresAt, approvedUntil) + 150 - Date.now());
        const lateView = await behind.get(late.id);
        assert.equal(lateView?.state, 'expired', `behind by ${d}: read pending past the deadline`);
        assert.ok(Math.abs((lateView?.expiresAt ?? 0) + d - late.expiresAt) < 100, `behind by ${d}: view`);
        assert.equal((await behind.decide(late.id, 'approved', 'carol')).decided, false, `behind by ${d}`);
        assert.equal((await behind.consume(used.token)).consumed, false, `behind by ${d}: witness used late`);
      } finally {
        await Promise.all([inStep.close(), behind.close(), ahead.close()]);
      }
    }
  });

  test('an entry the disk refused is an overflow in the room: the restarted replica holds every trace', async () => {
    const prefix = `r47l:${randomUUID()}:`;
    const dir = mkdtempSync(join(tmpdir(), 'gate-r47-lost-'));
    const file = join(dir, 'journal.lost');
    const user = `r47-${randomUUID()}`;
    await redis.raw.call('ACL', 'SETUSER', user, 'on', '>pw', '~*', '&*', '+@all', '-eval', '-evalsha');
    const a = await replica(prefix, as(user, redis.server.url), file);
    await a.taint('kept', 'poisoned_result', CLIENT);
    // The path stops taking appends (a directory in its place: refused for every user, root included).
    rmSync(file);
    mkdirSync(file);
    await a.taint('refused', 'poisoned_result', CLIENT);
    const detail = a.health().detail ?? '';
    assert.match(detail, /the lost file refused a write/);
    await a.close();
    rmSync(file, { recursive: true });
    await redis.raw.call('ACL', 'SETUSER', user, '+@all');
    // Restarted on a path that takes writes again: what the disk refused was forgotten before.
    const again = await replica(prefix, redis.server.url, file);
    const other = await replica(prefix, redis.server.url);
    assert.equal(await other.isTainted('refused'), true, 'the taint the disk refused was forgotten');
    assert.equal(await other.isTainted('a-fresh-trace'), true, 'the fleet is not on hold');
    assert.equal(readFileSync(`${file}.room`, 'utf8'), '\n'.repeat(10), 'the room is blank again');
    assert.equal(again.health().ok, true);
    assert.match(
      detail,
      /an overflow in its reserved room holds every trace/,
      'health says what a restart does',
    );
  });

  test('gate serve on a disk that takes no line (a file size limit) refuses to start, naming why', {
    skip: prlimit ? false : 'no prlimit',
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-r47-full-'));
    const journal = join(dir, 'audit.jsonl');
    const env = { GATE_AUDIT_JOURNAL: journal };
    const serve = ['serve', ...billFlags(redis.server.url, dir), '--addr', '127.0.0.1:0'];
    const [cmd, args] = gateCommand(serve, env);
    // RLIMIT_FSIZE of 1 KiB: the journal's lock is written, then every write that grows a file past it is
    // refused (EFBIG), as on a full disk (ENOSPC). Before, gate came up healthy and admitted calls.
    const run = await runCommand('prlimit', ['--fsize=1024', '--', cmd, ...args], {
      env,
      timeoutMs: 15_000,
    }).catch(() => ({ code: null, stdout: '', stderr: '' }));
    const { code } = run;
    const out = run.stdout + run.stderr;
    assert.notEqual(code, null, 'gate came up on a disk that takes no line');
    assert.notEqual(code, 0);
    assert.match(
      out,
      /lost-write file .* cannot be appended to \(its reserved room .*: (EFBIG|a short write); free space on its disk/,
    );
    assert.doesNotMatch(out, /\n\s+at /, 'a stack trace');
  });

  test('gate serve: the disk refuses mid-run, the replica is killed and restarted: the fee is held', {
    skip: prlimit ? false : 'no prlimit',
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-r47-restart-'));
    const journal = join(dir, 'a.jsonl');
    const user = `r47s-${randomUUID()}`;
    await redis.raw.call('ACL', 'SETUSER', user, 'on', '>pw', '~*', '&*', '+@all');
    const url = as(user, redis.server.url);
    const start = () =>
      startGate([...billFlags(url, dir), '--trust-user-turn'], {
        env: { GATE_AUDIT_JOURNAL: journal },
      });
    const judge = async (mcp: Awaited<ReturnType<typeof connectMcp>>, trace: string, args: string) =>
      (
        (
          await mcp.call('gate_adjudicate', {
            tool: 'send_money',
            trace_id: trace,
            user_turn: BILL_USER,
            args,
          })
        ).verdict as { kind: string }
      ).kind;
    const gate = await start();
    const mcp = await connectMcp(gate.url);
    let detail = '';
    let journalDetail = '';
    try {
      assert.equal(await judge(mcp, 'r47-bill', PAY_BILL), 'ALLOW');
      await redis.raw.call('ACL', 'SETUSER', user, '-eval', '-evalsha');
      // One entry on disk first, so the limit below refuses every later append whole (no torn line).
      await mcp.call('gate_admit', { tool: 'read_file', trace_id: 'r47-warm', result: BILL });
      assert.ok(readFileSync(`${journal}.lost`, 'utf8').length > 10);
      const pid = String(gate.child.pid);
      assert.equal(spawnSync('prlimit', ['--pid', pid, '--fsize=10']).status, 0);
      await mcp
        .call('gate_admit', { tool: 'read_file', trace_id: 'r47-bill', result: BILL })
        .catch(() => undefined);
      const health = (await (await fetch(`${gate.url}/healthz`)).json()) as {
        status: string;
        store: { detail?: string };
        journal?: { detail?: string };
      };
      detail = health.store.detail ?? '';
      journalDetail = `${health.status}: ${health.journal?.detail ?? ''}`;
      assert.match(detail, /the lost file refused a write/);
      await gate.stop('SIGKILL');
    } finally {
      await mcp.close().catch(() => undefined);
      await redis.raw.call('ACL', 'SETUSER', user, '+@all');
    }
    const again = await start();
    const mcp2 = await connectMcp(again.url);
    try {
      assert.notEqual(
        await judge(mcp2, 'r47-bill', PAY_FEE),
        'ALLOW',
        'the fee only the bill named was paid',
      );
      assert.equal(existsSync(`${journal}.lost`), false, 'replayed at first contact');
      assert.match(
        detail,
        /an overflow in its reserved room holds every trace/,
        'health says what a restart does',
      );
      // The journal could not append either (the same limit): every decision refused, and health says why.
      assert.match(
        journalDetail,
        /^degraded: the journal's last append failed \(EFBIG\); decisions are refused/,
      );
    } finally {
      await mcp2.close();
      await again.stop();
    }
  });
});
