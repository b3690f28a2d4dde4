// The look-up bound on a real `gate serve` (round 32's MAX_DECISION_LOOKUPS, docs/provenance.md "Limits,
// stated"): a call on the MCP wire whose deciding argument holds more values than one decision checks is
// held with the claim that says so, in the wire's shape, and gate answers the next request at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  madeUpAddresses as addresses,
  MAIL_SCENE_MESSAGE,
  MAIL_SCENE_REQUEST,
  MAIL_SCENE_TO,
} from '../src/kernel/ladder/testing.js';
import { startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';
import { verdictKind as kind, policyFile } from './helpers/replica-pair.js';

const POLICY = policyFile({
  version: 'gate-policy/v1.2',
  allow: ['read_message', 'send_message'],
  sources: { read_message: 'untrusted' },
  sinks: [{ tools: ['send_message'], args: ['to'], values: 'instructed', confirm: 'when_held' }],
});
const ENV = { GATE_KEY: 'k-lookup-bound' };

test('a served call past the look-up bound is held with its claim on the MCP wire, and gate answers the next', async () => {
  const gate = await startGate(['--policy', POLICY, '--require-key-env', 'GATE_KEY', '--trust-user-turn'], {
    env: ENV,
  });
  const mcp = await connectMcp(gate.url, { authorization: `Bearer ${ENV.GATE_KEY}` });
  try {
    const base = { trace_id: 'bound-1' };
    const read = { ...base, tool: 'read_message', user_turn: MAIL_SCENE_REQUEST, args: '{}' };
    assert.equal(kind(await mcp.call('gate_adjudicate', read)), 'ALLOW');
    await mcp.call('gate_admit', { ...base, tool: 'read_message', result: MAIL_SCENE_MESSAGE });
    const send = (to: string[]) =>
      mcp.call('gate_adjudicate', {
        ...base,
        tool: 'send_message',
        args: JSON.stringify({ to, subject: 'x' }),
      });
    const started = performance.now();
    const held = await send(addresses(1000));
    const heldMs = performance.now() - started;
    assert.equal(kind(held), 'REQUIRE_WITNESS', JSON.stringify(held).slice(0, 400));
    assert.match(JSON.stringify(held), /send_message\.to holds more values than gate checks in one decision/);
    // The claim names the argument, never a value of it.
    assert.doesNotMatch(JSON.stringify(held), /@qabcdefghijkl\.example/);
    // The next request is answered, and decided as before: the address the message gave is sent to.
    const next = performance.now();
    assert.equal(kind(await send([MAIL_SCENE_TO])), 'ALLOW');
    const nextMs = performance.now() - next;
    assert.ok(heldMs < 3000 && nextMs < 500, `held in ${heldMs} ms, the next in ${nextMs} ms`);
  } finally {
    await mcp.close().catch(() => undefined);
    await gate.stop();
  }
});
