// Red team, round 18: an approval was keyed by the call's confirm token alone, a digest of tool and
// arguments that anyone who knows the call can compute. With several client keys, bob's client proposing
// alice's held call found alice's approval; once a human approved it (for alice's trace and agent), bob's
// re-send with the witness spent it, and alice's own re-send was refused "approval already used". The
// queue's key now carries the client key's label, and reading another key's approval by id is 404. Any
// client key also read every key's journal rows at /v1/gate/events; now its own traces' only. The (docs/approvals.md, "The life of an approval").
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';

const KEYS = {
  GATE_R18_ALICE: 'client-alice-key-r18-0123456789',
  GATE_R18_BOB: 'client-bob-key-r18-0123456789abc',
  GATE_R18_APPROVER: 'approver-carol-key-r18-01234567',
};
let gate: GateProcess;
let alice: GateMcp;
let bob: GateMcp;

describe('redteam-serve-r18-approvals', () => {
  before(async () => {
    gate = await startGate(
      [
        '--require-key-env',
        'alice=GATE_R18_ALICE',
        '--require-key-env',
        'bob=GATE_R18_BOB',
        '--approver-key-env',
        'carol=GATE_R18_APPROVER',
      ],
      {
        env: { ...KEYS, GATE_AUDIT_JOURNAL: join(mkdtempSync(join(tmpdir(), 'gate-r18-appr-')), 'j.jsonl') },
      },
    );
    alice = await connectMcp(gate.url, { authorization: `Bearer ${KEYS.GATE_R18_ALICE}` });
    bob = await connectMcp(gate.url, { authorization: `Bearer ${KEYS.GATE_R18_BOB}` });
  });
  after(async () => {
    await alice?.close();
    await bob?.close();
    await gate?.stop();
  });

  interface Held {
    kind: string;
    reason?: string;
    detail?: { approval_id?: string; confirm_token?: string };
  }
  const ARGS = JSON.stringify({ command: 'rm -rf build' });
  const propose = async (who: GateMcp, witness?: string) =>
    (
      (await who.call('gate_adjudicate', {
        tool: 'Bash',
        args: ARGS,
        trace_id: 't-r18',
        ...(witness !== undefined ? { witness } : {}),
      })) as { verdict: Held }
    ).verdict;

  test('an approval given for one client key’s call is not found, nor spent, by another key’s client', async () => {
    const mine = await propose(alice);
    assert.equal(mine.kind, 'REQUIRE_WITNESS');
    const theirs = await propose(bob);
    assert.equal(theirs.kind, 'REQUIRE_WITNESS');
    assert.ok(mine.detail?.approval_id && theirs.detail?.approval_id);
    assert.notEqual(
      theirs.detail.approval_id,
      mine.detail.approval_id,
      'each key’s call has its own approval',
    );

    // Nor is it read by id with another key (the list already showed each key its own).
    const read = (id: string, key: string) =>
      fetch(`${gate.url}/v1/gate/approvals/${id}`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal((await read(mine.detail.approval_id, KEYS.GATE_R18_BOB)).status, 404);
    assert.equal((await read(mine.detail.approval_id, KEYS.GATE_R18_ALICE)).status, 200);
    assert.equal((await read(mine.detail.approval_id, KEYS.GATE_R18_APPROVER)).status, 200);

    const approved = await fetch(`${gate.url}/v1/gate/approvals/${mine.detail.approval_id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEYS.GATE_R18_APPROVER}` },
    });
    assert.equal(approved.status, 200);
    const { witness } = (await approved.json()) as { witness: string };
    assert.equal(witness, mine.detail.confirm_token, 'the witness shown is the call’s confirm token');

    // bob knows the call, so he knows its token: presenting it spends nothing of alice's.
    const stolen = await propose(bob, witness);
    assert.equal(stolen.kind, 'REQUIRE_WITNESS', JSON.stringify(stolen));
    assert.equal(stolen.detail?.approval_id, theirs.detail.approval_id);
    const used = await propose(alice, witness);
    assert.equal(used.kind, 'ALLOW', JSON.stringify(used));
    assert.equal((await propose(alice, witness)).reason, 'UNWITNESSED', 'used once');
  });

  test('a labelled key reads its own traces’ journal rows at /v1/gate/events, never another key’s', async () => {
    const events = async (key: string) => {
      const res = await fetch(`${gate.url}/v1/gate/events?since=0&limit=1000`, {
        headers: { authorization: `Bearer ${key}` },
      });
      assert.equal(res.status, 200);
      return (await res.json()) as { events: Array<{ trace_id: string; seq: number }>; cursor: number };
    };
    const mine = await events(KEYS.GATE_R18_ALICE);
    const theirs = await events(KEYS.GATE_R18_BOB);
    assert.ok(mine.events.length > 0 && theirs.events.length > 0);
    assert.ok(
      mine.events.every((r) => r.trace_id.startsWith('alice/')),
      JSON.stringify(mine.events),
    );
    assert.ok(
      theirs.events.every((r) => r.trace_id.startsWith('bob/')),
      JSON.stringify(theirs.events),
    );
    // The cursor passes the rows left out, so paging goes on.
    assert.equal(mine.cursor, theirs.cursor);
  });
});
