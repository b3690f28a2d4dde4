// Red team round 11, Redis faults during a *streamed* request whose call is held for approval (real
// `gate serve` on a real redis-server, the openai client streaming). Approved on the store, then: Redis
// hung (SIGSTOP: what DEBUG SLEEP and CLIENT PAUSE look like to a client), read-only (REPLICAOF), its
// scripts flushed (SCRIPT FLUSH), or restarted empty. Each stream ends in bounded time in the wire's shape;
// the witnessed call is admitted only when the store can vouch for its approval, and then once; gate
// lives, and the journal has a row for every answered decision and verifies.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import OpenAI from 'openai';
import { bashTurn } from './helpers/agent-call.js';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';
import { until } from './helpers/until.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const KEY = 'gw-agent-key-r11-redis-0123';
const ALICE = 'approver-alice-key-r11-abcdef';
const availability = redisAvailability();
const skip = 'skip' in availability ? availability.skip : false;

interface Streamed {
  kind?: string;
  detail?: Record<string, string>;
  admitted: boolean;
  error?: string;
  ms: number;
}

/** One streamed agent turn: the built-in model proposes `command` as a Bash call. */
async function streamed(gate: GateProcess, command: string, witness?: string): Promise<Streamed> {
  const client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: KEY, maxRetries: 0, timeout: 20_000 });
  const started = Date.now();
  const out: Streamed = { admitted: false, ms: 0 };
  try {
    const stream = await client.chat.completions.create(
      { ...bashTurn(command), stream: true },
      witness === undefined ? {} : { headers: { 'x-gate-witness': witness } },
    );
    for await (const chunk of stream) {
      if ((chunk.choices[0]?.delta.tool_calls ?? []).some((t) => t.function?.name === 'Bash'))
        out.admitted = true;
      const g = (
        chunk as unknown as {
          gate?: { verdicts: Array<{ verdict: { kind: string; detail?: Record<string, string> } }> };
        }
      ).gate;
      const verdict = g?.verdicts[0]?.verdict;
      if (verdict) {
        out.kind = verdict.kind;
        if (verdict.detail) out.detail = verdict.detail;
      }
    }
  } catch (err) {
    out.error = (err as Error).message;
  }
  out.ms = Date.now() - started;
  return out;
}

async function approve(gate: GateProcess, command: string): Promise<string> {
  const held = await streamed(gate, command);
  assert.equal(held.kind, 'REQUIRE_WITNESS', JSON.stringify(held));
  const id = held.detail?.approval_id;
  const token = held.detail?.confirm_token;
  assert.ok(id && token, JSON.stringify(held));
  const res = await fetch(`${gate.url}/v1/gate/approvals/${id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ALICE}` },
  });
  assert.equal(res.status, 200);
  return token;
}

describe('redteam r11: Redis faults during a streamed held call', { skip }, () => {
  let redis: RedisServer;
  let gate: GateProcess;
  let dir: string;
  let journal: string;
  const cli = (...args: string[]) =>
    execFileSync('redis-cli', ['-p', String(redis.port), ...args], { encoding: 'utf8', timeout: 5000 });

  before(async () => {
    if ('fail' in availability) throw new Error(availability.fail);
    if (!('bin' in availability)) return;
    redis = await RedisServer.start(availability.bin);
    dir = mkdtempSync(join(tmpdir(), 'gate-r11-redis-'));
    journal = join(dir, 'audit.jsonl');
    gate = await startGate(
      ['--store', redis.url, '--require-key-env', 'K', '--approver-key-env', 'alice=A', '--replica', 'r11'],
      { env: { K: KEY, A: ALICE, GATE_AUDIT_JOURNAL: journal } },
    );
  });
  after(async () => {
    await gate?.stop();
    redis?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The store is healthy again as gate sees it (a fault's recovery is gate's, not the test's, to time). */
  const healthy = async () =>
    assert.ok(
      await until(async () => {
        const h = (await (await fetch(`${gate.url}/healthz`)).json()) as { store: { ok: boolean } };
        return h.store.ok;
      }, 10_000),
      'the store came back',
    );

  /** The stream ends, in bounded time, and the call did not reach the agent. */
  const refused = (s: Streamed, what: string) => {
    assert.ok(s.ms < 15_000, `${what}: the stream ended in ${s.ms} ms`);
    assert.equal(
      s.admitted,
      false,
      `${what}: admitted while the store could not vouch: ${JSON.stringify(s)}`,
    );
    assert.notEqual(s.kind, 'ALLOW', what);
  };

  test('hung (SIGSTOP, as DEBUG SLEEP / CLIENT PAUSE look to a client): held, the stream ends', async () => {
    const token = await approve(gate, 'git push origin hung');
    redis.pause();
    try {
      refused(await streamed(gate, 'git push origin hung', token), 'hung');
    } finally {
      redis.resume();
    }
    await healthy();
    // Back: the approval is still unused, and admits exactly once.
    const back = await streamed(gate, 'git push origin hung', token);
    assert.equal(back.admitted, true, JSON.stringify(back));
    assert.equal((await streamed(gate, 'git push origin hung', token)).admitted, false, 'used once');
  });

  test('read-only (REPLICAOF): the approval cannot be spent, so it is not', async () => {
    const token = await approve(gate, 'git push origin readonly');
    cli('REPLICAOF', '127.0.0.1', '1');
    try {
      refused(await streamed(gate, 'git push origin readonly', token), 'read-only');
    } finally {
      cli('REPLICAOF', 'NO', 'ONE');
    }
    await healthy();
  });

  test('SCRIPT FLUSH between approval and use: admitted once, not twice, not never', async () => {
    const token = await approve(gate, 'git push origin flushed');
    cli('SCRIPT', 'FLUSH');
    const first = await streamed(gate, 'git push origin flushed', token);
    assert.equal(first.admitted, true, JSON.stringify(first));
    cli('SCRIPT', 'FLUSH');
    assert.equal((await streamed(gate, 'git push origin flushed', token)).admitted, false);
  });

  test('restarted empty: the approval is gone with it, the witness admits nothing', async () => {
    const token = await approve(gate, 'git push origin emptied');
    await redis.crash();
    await redis.restart();
    refused(await streamed(gate, 'git push origin emptied', token), 'restarted empty');
  });

  test('gate lived through it all, and its journal verifies', async () => {
    assert.equal(gate.child.exitCode, null);
    assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
    const rows = readFileSync(journal, 'utf8').trim().split('\n');
    assert.ok(rows.length >= 10, `${rows.length} rows`);
    const verify = await runGate(['journal', 'verify', journal]);
    assert.equal(verify.code, 0, verify.stderr);
  });
});
