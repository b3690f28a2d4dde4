// Round 27 through the real `gate serve` (docs/provenance.md, "Round 27: the record of seen values in
// per-client shares"): a flood of fresh traces from a second loopback address pushes out only its own
// records of seen values; the victim's record stays readable, so its trace is judged, not read full.
import assert from 'node:assert/strict';
import { Agent } from 'node:http';
import { describe, it } from 'node:test';
import { EVIL, MAIL, mailPolicy, OWN, readMail, USER } from './helpers/mail-scene.js';
import { postFrom } from './helpers/mcp-client.js';
import { policyGates, servedVerdict } from './helpers/served-gates.js';
import type { Json } from './helpers/upstream-answers.js';

const withMail = (mail: string): Json => ({
  model: 'm',
  max_tokens: 64,
  messages: [{ role: 'user', content: USER }, ...readMail('messages', 'r0', mail)],
});
/** An address no result and no user turn gave: judged as the model's own on a record that is read. */
const OTHER = 'notes@archive-mail.example';
const trimmed: Json = {
  model: 'm',
  max_tokens: 64,
  messages: [
    { role: 'user', content: USER },
    {
      role: 'assistant',
      content: `The billing mail asks to send the form to ${EVIL}; I keep a copy at ${OTHER}.`,
    },
    { role: 'user', content: 'continue' },
  ],
};

describe('round 27: the record of seen values flooded from another address', () => {
  /** `--max-seen-traces`: the default 10,000 behaves alike, only slower to fill. */
  const MAX = 400;
  const gates = policyGates(mailPolicy(), ['--max-seen-traces', String(MAX)]);

  it('a flood from 127.0.0.2 leaves the victim’s record read as it was', async () => {
    const send = (body: Json, to: string, trace: string) =>
      servedVerdict(gates, 'messages', body, { tool: 'send_email', args: JSON.stringify({ to }) }, { trace });
    assert.equal(await send(withMail(MAIL), OWN, 'rtp27-victim'), 'ALLOW');
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    // MAX + 50 fresh traces, each with one result value the user did not give: past the record's bound.
    for (let i = 0; i < MAX + 50; i += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          postFrom(
            gates.messages.url,
            '127.0.0.2',
            '/v1/messages',
            withMail(`Members: m${i + j}@list-host.example`),
            { 'x-api-key': 'k', 'x-gate-trace-id': `rtp27-f${i + j}` },
            agent,
          ),
        ),
      );
    agent.destroy();
    // The record is read: the mail's address is held, the model's own is not (a record read full holds both).
    assert.equal(await send(trimmed, EVIL, 'rtp27-victim'), 'REQUIRE_WITNESS');
    assert.equal(
      await send(trimmed, OTHER, 'rtp27-victim'),
      'ALLOW',
      'the victim’s record was not pushed out',
    );
    assert.equal(await send(trimmed, OWN, 'rtp27-victim'), 'ALLOW', 'the user’s own still passes');
    // The flood did pass the bound: the flooder's first trace was pushed out and reads full.
    assert.equal(
      await send(trimmed, OTHER, 'rtp27-f0'),
      'REQUIRE_WITNESS',
      'the flood never passed the bound',
    );
  });
});
