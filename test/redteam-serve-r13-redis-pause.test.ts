// Red team, round 13: Redis stalled the ways an operator stalls it (`CLIENT PAUSE WRITE`, which answers
// reads and holds writes, and `CLIENT PAUSE ALL`) while requests arrive, on a real redis-server behind the
// real `gate serve`. Round 11 stalled it with SIGSTOP, which holds reads and writes alike; a pause that
// answers reads is the case where a check-then-spend could read "unused" twice. Approved on the store,
// then several uses of one approval at once while writes are held: admitted at most once, every request
// ends in bounded time in the wire's shape, and gate lives.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import OpenAI from 'openai';
import { bashTurn } from './helpers/agent-call.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { until } from './helpers/until.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const KEY = 'gw-agent-key-r13-redis-0123';
const ALICE = 'approver-alice-key-r13-abcdef';
const availability = redisAvailability();
const skip = 'skip' in availability ? availability.skip : false;

interface Turn {
  kind?: string;
  detail?: Record<string, string>;
  admitted: boolean;
  error?: string;
  status?: number;
}

/** One agent turn (buffered or streamed) proposing `command` as a Bash call. */
async function turn(gate: GateProcess, command: string, stream: boolean, witness?: string): Promise<Turn> {
  const client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: KEY, maxRetries: 0, timeout: 30_000 });
  const out: Turn = { admitted: false };
  const headers = witness === undefined ? {} : { headers: { 'x-gate-witness': witness } };
  const take = (payload: unknown, calls: { function?: { name?: string } }[] | undefined) => {
    if ((calls ?? []).some((t) => t.function?.name === 'Bash')) out.admitted = true;
    const g = (
      payload as { gate?: { verdicts: { verdict: { kind: string; detail?: Record<string, string> } }[] } }
    ).gate;
    const v = g?.verdicts[0]?.verdict;
    if (v) {
      out.kind = v.kind;
      if (v.detail) out.detail = v.detail;
    }
  };
  try {
    if (stream) {
      const s = await client.chat.completions.create({ ...bashTurn(command), stream: true }, headers);
      for await (const chunk of s) take(chunk, chunk.choices[0]?.delta.tool_calls);
    } else {
      const c = await client.chat.completions.create(bashTurn(command), headers);
      take(c, c.choices[0]?.message.tool_calls as never);
    }
  } catch (err) {
    out.error = (err as Error).message;
    out.status = (err as { status?: number }).status;
  }
  return out;
}

describe('redteam r13: Redis paused by CLIENT PAUSE while requests arrive', { skip }, () => {
  let redis: RedisServer;
  let gate: GateProcess;
  const cli = (...args: string[]) =>
    execFileSync('redis-cli', ['-p', String(redis.port), ...args], { encoding: 'utf8', timeout: 5000 });

  before(async () => {
    if ('fail' in availability) throw new Error(availability.fail);
    if (!('bin' in availability)) return;
    redis = await RedisServer.start(availability.bin);
    gate = await startGate(
      ['--store', redis.url, '--require-key-env', 'K', '--approver-key-env', 'alice=A', '--replica', 'r13'],
      { env: { K: KEY, A: ALICE } },
    );
  });
  after(async () => {
    await gate?.stop();
    redis?.kill();
  });

  async function approve(command: string): Promise<string> {
    const held = await turn(gate, command, false);
    assert.equal(held.kind, 'REQUIRE_WITNESS', JSON.stringify(held));
    const { approval_id: id, confirm_token: token } = held.detail ?? {};
    assert.ok(id && token, JSON.stringify(held));
    const res = await fetch(`${gate.url}/v1/gate/approvals/${id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ALICE}` },
    });
    assert.equal(res.status, 200);
    return token;
  }

  const healthy = async () =>
    assert.ok(
      await until(async () => {
        const h = (await (await fetch(`${gate.url}/healthz`)).json()) as { store: { ok: boolean } };
        return h.store.ok;
      }, 15_000),
      'the store came back',
    );

  for (const mode of ['WRITE', 'ALL'] as const) {
    test(`CLIENT PAUSE ${mode}: one approval used six times at once is admitted at most once`, async () => {
      const command = `git push origin pause-${mode.toLowerCase()}`;
      const token = await approve(command);
      cli('CLIENT', 'PAUSE', '3000', mode);
      const uses = await Promise.all(
        Array.from({ length: 6 }, (_, i) => turn(gate, command, i % 2 === 0, token)),
      );
      const admitted = uses.filter((u) => u.admitted).length;
      assert.ok(admitted <= 1, `admitted ${admitted} times: ${JSON.stringify(uses)}`);
      for (const u of uses) {
        if (u.admitted) assert.equal(u.kind, 'ALLOW');
        // Refused or held: in the wire's shape (the client read it), never a dropped connection.
        if (u.error !== undefined) assert.ok(u.status !== undefined, `a wire-shaped error: ${u.error}`);
      }
      process.stderr.write(
        `# CLIENT PAUSE ${mode}: ${JSON.stringify(uses.map((u) => u.kind ?? u.status))}\n`,
      );
      cli('CLIENT', 'UNPAUSE');
      await healthy();
      // Not twice, and not never: an approval no paused use spent admits once when the store answers.
      const next = await turn(gate, command, false, token);
      assert.equal(next.admitted, admitted === 0, `after the pause: ${JSON.stringify(next)}`);
      assert.equal((await turn(gate, command, false, token)).admitted, false, 'then spent');
      assert.equal(gate.child.exitCode, null);
    });
  }
});
