// Approvals end to end, on the real `gate` process with the openai client as the agent: a held call waits
// for a human; the agents' gateway key cannot approve; an approved witness admits exactly that call once;
// a denial refuses it; long polls wake on the decision; the journal names who decided, without bytes.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { proposeCommand } from './helpers/agent-call.js';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const GATEWAY_KEY = 'gw-agent-key-0123456789';
const ALICE = 'approver-alice-key-abcdef';
const BOB = 'approver-bob-key-123456';
const KEYS = { GATE_E2E_KEY: GATEWAY_KEY, GATE_ALICE: ALICE, GATE_BOB: BOB };
const APPROVERS = ['--approver-key-env', 'alice=GATE_ALICE', '--approver-key-env', 'bob=GATE_BOB'];
/** A marker inside the held call's arguments: it must never reach the journal or an approval. */
const MARKER = 'origin-marker-7f3a';

const propose = (gate: GateProcess, command: string, witness?: string) =>
  proposeCommand(gate.url, GATEWAY_KEY, command, witness);

async function call(
  gate: GateProcess,
  method: string,
  path: string,
  key?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${gate.url}${path}`, {
    method,
    headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const errorMessage = (body: Record<string, unknown>): string =>
  (body.error as { message: string } | undefined)?.message ?? '';

describe('approvals on one gate (memory store)', () => {
  let gate: GateProcess;
  let journal: string;

  before(async () => {
    journal = join(mkdtempSync(join(tmpdir(), 'gate-approvals-')), 'journal.jsonl');
    gate = await startGate(['--require-key-env', 'GATE_E2E_KEY', ...APPROVERS], {
      env: { ...KEYS, GATE_AUDIT_JOURNAL: journal },
    });
  });
  after(async () => {
    await gate.stop();
  });

  test('held, listed, approved by a human, admitted exactly once', async () => {
    const command = `git push ${MARKER} main`;
    const held = await propose(gate, command);
    assert.equal(held.verdict.kind, 'REQUIRE_WITNESS');
    assert.equal(held.admitted, false);
    const id = held.verdict.detail?.approval_id;
    const token = held.verdict.detail?.confirm_token;
    assert.match(id ?? '', /^ap-[0-9a-f-]{36}$/);
    assert.equal(held.verdict.detail?.approval_state, 'pending');

    // Listed to the agents' key and to an approver; refused without a key.
    const listed = await call(gate, 'GET', `/v1/gate/approvals?state=pending`, GATEWAY_KEY);
    assert.equal(listed.status, 200);
    const entry = (listed.body.approvals as Array<Record<string, string>>).find((a) => a.id === id);
    assert.equal(entry?.tool, 'Bash');
    assert.equal(entry?.state, 'pending');
    assert.equal(entry?.preview, 'Bash: shell git push');
    assert.doesNotMatch(JSON.stringify(listed.body), new RegExp(MARKER), 'no argument bytes listed');
    assert.equal((await call(gate, 'GET', '/v1/gate/approvals')).status, 401);
    assert.deepEqual((await call(gate, 'GET', '/v1/gate/approvals?trace_id=nope', ALICE)).body.approvals, []);

    // Re-proposed (with or without the witness) before a decision: still held, same approval.
    const early = await propose(gate, command, token);
    assert.equal(early.verdict.kind, 'REQUIRE_WITNESS');
    assert.equal(early.verdict.detail?.approval_id, id);

    // The agents' key is not an approver key.
    const byAgent = await call(gate, 'POST', `/v1/gate/approvals/${id}/approve`, GATEWAY_KEY);
    assert.equal(byAgent.status, 401);
    assert.match(errorMessage(byAgent.body), /approver key/);

    // A long poll wakes on the decision.
    const started = Date.now();
    const waiting = call(gate, 'GET', `/v1/gate/approvals/${id}?wait=20`, GATEWAY_KEY);
    await new Promise((r) => setTimeout(r, 200));
    const approved = await call(gate, 'POST', `/v1/gate/approvals/${id}/approve`, ALICE);
    assert.equal(approved.status, 200);
    assert.equal(approved.body.state, 'approved');
    assert.equal(approved.body.decided_by, 'alice');
    const woke = await waiting;
    assert.equal(woke.body.state, 'approved');
    assert.equal(woke.body.witness, token);
    assert.ok(Date.now() - started < 10_000, 'the long poll answered on the decision, not at its end');

    // Decided once: a second decision is a conflict.
    const again = await call(gate, 'POST', `/v1/gate/approvals/${id}/deny`, BOB);
    assert.equal(again.status, 409);
    assert.match(errorMessage(again.body), /is approved, not pending/);

    // The witness does not stretch to another call (other arguments).
    const other = await propose(gate, `git push ${MARKER} dev`, token);
    assert.equal(other.verdict.kind, 'REQUIRE_WITNESS');
    assert.notEqual(other.verdict.detail?.approval_id, id);

    const first = await propose(gate, command, token);
    assert.equal(first.verdict.kind, 'ALLOW');
    assert.equal(first.admitted, true);
    assert.equal(first.verdict.detail?.approval_id, id);
    const second = await propose(gate, command, token);
    assert.equal(second.verdict.kind, 'DENY');
    assert.equal(second.verdict.reason, 'UNWITNESSED');
    assert.equal(second.admitted, false);
    assert.match(second.verdict.detail?.claim ?? '', /already used/);
    assert.equal((await call(gate, 'GET', `/v1/gate/approvals/${id}`, ALICE)).body.state, 'used');
  });

  test('a denial refuses the call, with or without its witness', async () => {
    const command = `git push ${MARKER} release`;
    const held = await propose(gate, command);
    const id = held.verdict.detail?.approval_id;
    const token = held.verdict.detail?.confirm_token;
    const denied = await call(gate, 'POST', `/v1/gate/approvals/${id}/deny`, BOB);
    assert.equal(denied.status, 200);
    assert.equal(denied.body.state, 'denied');
    assert.equal(denied.body.witness, undefined, 'no witness is handed out for a denial');
    for (const witness of [token, undefined]) {
      const out = await propose(gate, command, witness);
      assert.equal(out.verdict.kind, 'DENY');
      assert.equal(out.admitted, false);
      assert.match(out.verdict.detail?.claim ?? '', /denied by an approver/);
    }
  });

  test('bad ids and bad queries are refused in the OpenAI error shape', async () => {
    const none = 'ap-00000000-0000-0000-0000-000000000000';
    const cases: Array<[string, string, number, RegExp]> = [
      ['POST', `/v1/gate/approvals/${none}/approve`, 404, /no approval/],
      ['GET', '/v1/gate/approvals/..%2F..%2Fetc', 404, /ids look like ap-<uuid>/],
      ['POST', `/v1/gate/approvals/${none}/delete`, 404, /no route/],
      ['GET', '/v1/gate/approvals?state=maybe', 400, /"state" must be one of/],
      ['GET', `/v1/gate/approvals/${none}?wait=-1`, 400, /"wait" must be whole seconds/],
    ];
    for (const [method, path, status, message] of cases) {
      const out = await call(gate, method, path, ALICE);
      assert.equal(out.status, status, path);
      assert.match(errorMessage(out.body), message, path);
    }
  });

  test('the console: static files with a strict CSP, no inline code; its data only for an approver', async () => {
    for (const path of ['/ui', '/ui/', '/ui/console.js', '/ui/console.css', '/ui/favicon.svg']) {
      const res = await fetch(`${gate.url}${path}`);
      assert.equal(res.status, 200, path);
      assert.match(
        res.headers.get('content-security-policy') ?? '',
        /default-src 'none'; script-src 'self';/,
      );
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.equal(res.headers.get('set-cookie'), null);
      const text = await res.text();
      if (path.startsWith('/ui/console.js'))
        assert.doesNotMatch(text, /innerHTML|outerHTML|insertAdjacentHTML|eval\(/);
      if (path === '/ui') {
        assert.doesNotMatch(text, /<script(?![^>]*\bsrc=)/, 'no inline script');
        assert.doesNotMatch(text, /\son[a-z]+=|\sstyle=|<style/i, 'no inline handlers or styles');
        assert.doesNotMatch(text, /https?:\/\//, 'nothing from elsewhere');
      }
    }
    const state = await call(gate, 'GET', '/v1/gate/console/state', ALICE);
    assert.equal(state.status, 200);
    assert.equal(state.body.approver, 'alice');
    for (const key of [GATEWAY_KEY, undefined]) {
      assert.equal((await call(gate, 'GET', '/v1/gate/console/state', key)).status, 401);
      assert.equal((await call(gate, 'GET', '/v1/gate/console/decisions', key)).status, 401);
      assert.equal((await call(gate, 'POST', '/v1/gate/console/verify', key)).status, 401);
    }
    const page = await call(gate, 'GET', '/v1/gate/console/decisions?since=0', ALICE);
    const decisions = page.body.decisions as Array<Record<string, string>>;
    assert.ok(decisions.some((d) => d.verdict === 'REQUIRE_WITNESS' && d.tool === 'Bash'));
    assert.doesNotMatch(JSON.stringify(page.body), new RegExp(MARKER), 'no argument bytes in the console');
  });

  test('the journal names each decision and its approver, never argument bytes, and verifies', async () => {
    const text = readFileSync(journal, 'utf8');
    assert.doesNotMatch(text, new RegExp(MARKER));
    const rows = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, string>);
    const decisions = rows.filter((r) => r.kind === 'APPROVAL');
    assert.deepEqual(
      decisions.map((r) => [r.by, r.verdict]),
      [
        ['approver:alice', 'ALLOW'],
        ['approver:bob', 'DENY'],
      ],
    );
    for (const r of decisions) {
      assert.match(r.approval_id ?? '', /^ap-/);
      assert.match(r.args_digest ?? '', /^[0-9a-f]{64}$/);
      assert.equal(r.tool, 'Bash');
    }
    const admitted = rows.filter(
      (r) => r.kind === 'DECIDE' && r.verdict === 'ALLOW' && r.approval_id === decisions[0]!.approval_id,
    );
    assert.equal(admitted.length, 1, 'the approved call was admitted once, its row naming the approval');
    const verified = await runGate(['journal', 'verify', journal]);
    assert.equal(verified.code, 0, verified.stderr);
    assert.match(verified.stdout, /journal intact/);
  });
});

describe('approval deadlines', () => {
  let gate: GateProcess;
  before(async () => {
    gate = await startGate([...APPROVERS, '--approval-ttl-ms', '800'], { env: KEYS });
  });
  after(async () => {
    await gate.stop();
  });

  test('an approval nobody decides in time expires, and a long poll ends with it', async () => {
    const held = await propose(gate, 'git push origin late');
    const id = held.verdict.detail?.approval_id;
    const waited = await call(gate, 'GET', `/v1/gate/approvals/${id}?wait=5`, ALICE);
    assert.equal(waited.body.state, 'expired');
    const late = await call(gate, 'POST', `/v1/gate/approvals/${id}/approve`, ALICE);
    assert.equal(late.status, 409);
    assert.match(errorMessage(late.body), /is expired/);
    const again = await propose(gate, 'git push origin late');
    assert.equal(again.verdict.kind, 'REQUIRE_WITNESS');
    assert.notEqual(again.verdict.detail?.approval_id, id, 'a new approval for the call proposed again');
  });
});

describe('without an approver key', () => {
  let gate: GateProcess;
  before(async () => {
    gate = await startGate([]);
  });
  after(async () => {
    await gate.stop();
  });

  test('the approval and console routes say approvals are off and how to turn them on', async () => {
    for (const [method, path] of [
      ['GET', '/v1/gate/approvals'],
      ['GET', '/v1/gate/approvals/ap-00000000-0000-0000-0000-000000000000'],
      ['POST', '/v1/gate/approvals/ap-00000000-0000-0000-0000-000000000000/approve'],
      ['GET', '/v1/gate/console/state'],
    ] as const) {
      const out = await call(gate, method, path, 'anything');
      assert.equal(out.status, 404, path);
      assert.match(errorMessage(out.body), /approvals are off: start gate with --approver-key-env/, path);
    }
    // Held calls keep today's behaviour: the confirm token is the witness.
    const held = await propose(gate, 'git push origin main');
    assert.equal(held.verdict.detail?.approval_id, undefined);
    const token = held.verdict.detail?.confirm_token;
    assert.equal((await propose(gate, 'git push origin main', token)).verdict.kind, 'ALLOW');
  });
});

test('an approver key equal to the gateway key, or a bad label, refuses to start', async () => {
  const same = await runGate(
    [
      'serve',
      '--addr',
      '127.0.0.1:0',
      '--require-key-env',
      'GATE_E2E_KEY',
      '--approver-key-env',
      'GATE_E2E_KEY',
    ],
    { env: KEYS },
  );
  assert.equal(same.code, 2);
  assert.match(same.stderr, /holds the gateway key; an approver key must differ/);
  const twin = await runGate(
    [
      'serve',
      '--addr',
      '127.0.0.1:0',
      '--approver-key-env',
      'a=GATE_ALICE',
      '--approver-key-env',
      'b=GATE_ALICE',
    ],
    { env: KEYS },
  );
  assert.equal(twin.code, 2);
  assert.match(twin.stderr, /same key as another approver/);
  const label = await runGate(['serve', '--addr', '127.0.0.1:0', '--approver-key-env', 'a b=GATE_ALICE'], {
    env: KEYS,
  });
  assert.equal(label.code, 2);
  assert.match(label.stderr, /label "a b" must be/);
  const unset = await runGate(['serve', '--addr', '127.0.0.1:0', '--approver-key-env', 'GATE_NOT_SET_X'], {
    env: KEYS,
  });
  assert.equal(unset.code, 2);
  assert.match(unset.stderr, /GATE_NOT_SET_X, which is not set/);
});

const availability = redisAvailability();
const skipRedis = 'skip' in availability ? availability.skip : false;

describe('approvals in a fleet (two replicas, one Redis)', { skip: skipRedis }, () => {
  let redis: RedisServer;
  let a: GateProcess;
  let b: GateProcess;
  before(async () => {
    if ('fail' in availability) throw new Error(availability.fail);
    if (!('bin' in availability)) return;
    redis = await RedisServer.start(availability.bin);
    const args = ['--store', redis.url, ...APPROVERS];
    [a, b] = await Promise.all([
      startGate([...args, '--replica', 'a'], { env: KEYS }),
      startGate([...args, '--replica', 'b'], { env: KEYS }),
    ]);
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    redis?.kill();
  });

  test('held on one replica, approved on the other, admitted once across both', async () => {
    const held = await propose(a, 'git push origin fleet');
    const id = held.verdict.detail?.approval_id;
    const token = held.verdict.detail?.confirm_token;
    const listed = await call(b, 'GET', '/v1/gate/approvals?state=pending', BOB);
    const entry = (listed.body.approvals as Array<Record<string, string>>).find((x) => x.id === id);
    assert.equal(entry?.replica, 'a');
    const waiting = call(a, 'GET', `/v1/gate/approvals/${id}?wait=20`, ALICE);
    assert.equal((await call(b, 'POST', `/v1/gate/approvals/${id}/approve`, BOB)).status, 200);
    assert.equal((await waiting).body.state, 'approved', 'a replica that did not decide hears it');
    const outcomes = await Promise.all([
      propose(a, 'git push origin fleet', token),
      propose(b, 'git push origin fleet', token),
    ]);
    assert.deepEqual(outcomes.map((o) => o.admitted).sort(), [false, true], 'one admission across the fleet');
  });

  test('while Redis is down a presented witness is not trusted: the call stays held', async () => {
    const held = await propose(a, 'git push origin outage');
    const id = held.verdict.detail?.approval_id;
    const token = held.verdict.detail?.confirm_token;
    await call(b, 'POST', `/v1/gate/approvals/${id}/approve`, BOB);
    await redis.crash();
    try {
      const out = await propose(a, 'git push origin outage', token);
      assert.equal(out.admitted, false);
      assert.notEqual(out.verdict.kind, 'ALLOW');
      const down = await call(a, 'GET', '/v1/gate/approvals', ALICE);
      assert.equal(down.status, 503);
    } finally {
      await redis.restart();
    }
  });
});
