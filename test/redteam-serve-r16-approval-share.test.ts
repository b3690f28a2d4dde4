// Red team, round 16: one trace filled the approval queue. A model that proposes a witnessed call with
// new arguments each time (an injected one) opened a pending approval per call, up to the queue's 1000:
// every other agent's held call then got `queue full`, and the approver a thousand entries to wade
// through. A trace now holds at most 100 pending approvals; past that its call stays held with
// `detail.approval = "trace queue full"`, and another trace still gets an approval.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';

const SHARE = 100;
let gate: GateProcess;
let mcp: GateMcp;
describe('redteam-serve-r16-approval-share', () => {
  before(async () => {
    gate = await startGate(['--approver-key-env', 'alice=GATE_R16_ALICE'], {
      env: { GATE_R16_ALICE: 'approver-alice-key-r16-0123456789' },
    });
    mcp = await connectMcp(gate.url);
  });
  after(async () => {
    await mcp?.close();
    await gate?.stop();
  });

  const held = async (trace: string, n: number) =>
    (
      (await mcp.call('gate_adjudicate', {
        tool: 'Bash',
        args: JSON.stringify({ command: `rm -rf build-${n}` }),
        trace_id: trace,
      })) as { verdict: { kind: string; detail?: { approval?: string; approval_id?: string } } }
    ).verdict;

  test('one trace holds at most its share of pending approvals; another trace still gets one', async () => {
    for (let n = 0; n < SHARE; n++) assert.ok((await held('t-flood', n)).detail?.approval_id, `call ${n}`);
    const past = await held('t-flood', SHARE);
    assert.equal(past.kind, 'REQUIRE_WITNESS', 'still held, never admitted');
    assert.equal(past.detail?.approval, 'trace queue full');
    assert.equal(past.detail?.approval_id, undefined);
    assert.ok((await held('t-other', 0)).detail?.approval_id, 'another trace is not starved');
    // Re-proposing a call already pending finds its record, whatever the share.
    assert.ok((await held('t-flood', 0)).detail?.approval_id);
  });
});
