// Red team, round 34: a messages stream's `ping` carrying another event. gate passed a ping "whatever it
// carries" because the official SDK skips it by its name; but a client that reads only `data:` and
// dispatches on the payload's `type` (Vercel's AI SDK, LiteLLM) read `event: ping` over
// `{"type":"content_block_start","content_block":{"type":"tool_use",...}}` as a tool block: a call no
// rung judged (verdicts: []), in a stream that ended cleanly. A ping now carries `ping` or no type; any
// other type ends the stream in the wire's error event. Real process, fast-check over which events of a
// call are disguised and where; the official SDK and a data-type reader both read the answer.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import type { FakeUpstream } from './fake-upstream.js';
import { fakeGate } from './helpers/fake-gates.js';
import type { GateProcess } from './helpers/gate-process.js';
import {
  callsInStream,
  type Ev,
  endsInWireError,
  typedEvent as ev,
  gateExtension,
  messageEnd,
  messageStart,
  parseSse,
  serveSse,
} from './helpers/upstream-answers.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 40);
const MARK = 'rm -rf /srv/PAYLOAD-r34';

/** The events of one Bash call at block `index` (refused by the built-in floor: `rm -rf` at a root dir). */
function callEvents(index: number, id: string): Ev[] {
  const args = JSON.stringify({ command: MARK });
  return [
    ev('content_block_start', { index, content_block: { type: 'tool_use', id, name: 'Bash', input: {} } }),
    ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: args.slice(0, 9) } }),
    ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: args.slice(9) } }),
    ev('content_block_stop', { index }),
  ];
}
const textBlock = (index: number): Ev[] => [
  ev('content_block_start', { index, content_block: { type: 'text', text: '' } }),
  ev('content_block_delta', { index, delta: { type: 'text_delta', text: 'done' } }),
  ev('content_block_stop', { index }),
];
/** The same payload under the event name `ping`. */
const asPing = (e: Ev): Ev => ({ event: 'ping', data: e.data });

describe('redteam r34: what a ping may carry (real gate serve, messages)', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  before(async () => {
    ({ fake, gate } = await fakeGate('anthropic'));
  });

  async function through(events: Ev[]): Promise<{ text: string; events: Ev[] }> {
    fake.push(serveSse(events));
    const res = await fetch(`${gate.url}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'k', 'anthropic-version': '2023-06-01' },
      body: JSON.stringify({
        model: 'm',
        max_tokens: 8,
        stream: true,
        messages: [{ role: 'user', content: 'go' }],
      }),
    });
    assert.equal(res.status, 200);
    const text = await res.text();
    return { text, events: parseSse(text) };
  }

  /** Every call a reader of the payloads' types holds was judged and admitted by gate. */
  function noUnjudgedCall(got: { text: string; events: Ev[] }): void {
    const held = callsInStream('messages', got.events);
    const admitted = new Set(
      (gateExtension(got.events.map((e) => e.data))?.verdicts ?? [])
        .filter((v) => v.verdict.kind === 'ALLOW')
        .map((v) => v.tool_call_id),
    );
    for (const c of held)
      assert.ok(admitted.has(String(c.id)), `an unjudged call reached the client: ${got.text}`);
  }

  it('a ping typed as a block event ends the stream in the error event; no reader holds the call', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        async (disguise, textFirst, endDisguised) => {
          fc.pre(disguise.some(Boolean) || endDisguised);
          const call = callEvents(textFirst ? 1 : 0, 'toolu_r34').map((e, i) =>
            disguise[i] ? asPing(e) : e,
          );
          const end = messageEnd().map((e, i) => (endDisguised && i === 0 ? asPing(e) : e));
          const blocks = textFirst ? [...textBlock(0), ...call] : [...call, ...textBlock(1)];
          const got = await through([messageStart(), ...blocks, ...end]);
          noUnjudgedCall(got);
          assert.ok(endsInWireError('messages', got.events), got.text);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the official SDK reads the refused stream as an error, never as a call', async () => {
    const client = new Anthropic({ baseURL: gate.url, apiKey: 'k', maxRetries: 0 });
    fake.push(
      serveSse([messageStart(), ...callEvents(0, 'toolu_sdk').map(asPing), ...textBlock(1), ...messageEnd()]),
    );
    const stream = client.messages.stream({
      model: 'm',
      max_tokens: 8,
      messages: [{ role: 'user', content: 'go' }],
    });
    await assert.rejects(stream.finalMessage(), /could not parse/);
  });

  it('a ping of type ping, of no type, or not JSON passes untouched, and the call beside it is judged', async () => {
    const pings: Ev[] = [
      { event: 'ping', data: { type: 'ping' } },
      { event: 'ping', data: {} },
      { event: 'ping', data: 'keep-alive' },
    ];
    const got = await through([
      messageStart(),
      pings[0]!,
      ...callEvents(0, 'toolu_ok'),
      pings[1]!,
      pings[2]!,
      ...messageEnd(),
    ]);
    assert.ok(!endsInWireError('messages', got.events), got.text);
    const passed = got.events.filter((e) => e.event === 'ping').map((e) => e.data);
    assert.deepEqual(passed, [{ type: 'ping' }, {}, 'keep-alive']);
    const verdicts = gateExtension(got.events.map((e) => e.data))?.verdicts ?? [];
    assert.deepEqual(
      verdicts.map((v) => [v.tool_call_id, v.verdict.kind]),
      [['toolu_ok', 'REQUIRE_WITNESS']],
    );
    noUnjudgedCall(got);
    assert.equal(gate.child.exitCode, null);
  });
});
