// Red team, round 42 (edge2): streamed answers whose calls are refused only as a whole or only in one of
// the views a client reads, against the real process: arguments cut inside a `\u00XX` escape, Responses
// views that disagree with the deltas, indexes and ids that repeat or change mid-stream, calls never
// closed, events after the terminal event. None was a defect on 8bb578ea (docs/wires.md, "Round 42
// (edge2-r42)"); each stays as a check that the client, read leniently and through the official SDKs,
// holds no refused call and every failure is the wire's own error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FakeUpstream } from './fake-upstream.js';
import { fakeGate } from './helpers/fake-gates.js';
import type { GateProcess } from './helpers/gate-process.js';
import { sdkCalls } from './helpers/sdk-view.js';
import {
  callsInStream,
  chatChunk,
  type Ev,
  endsComplete,
  endsInWireError,
  type Json,
  messageEnd,
  messageStart,
  parseSse,
  requestFor,
  serveSse,
  streamedAnswer,
  typedEvent as T,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

const RM = '{"command":"rm -rf /"}';
const READ = '{"file_path":"a"}';
/** `rm -rf /` with its letters escaped: only the decoded whole is refused. */
const ESCAPED = '{"command":"\\u0072\\u006d -\\u0072f /"}';

let seq = 0;
const R = (type: string, d: Json = {}): Ev => ({ event: type, data: { type, sequence_number: seq++, ...d } });
const envelope = { id: 'resp_h', object: 'response', status: 'in_progress', model: 'm', output: [] };
const item = (id: string, name: string, args: string, status = 'completed', callId = 'c1'): Json => ({
  id,
  type: 'function_call',
  status,
  call_id: callId,
  name,
  arguments: args,
});
const added = (i: Json): Ev => R('response.output_item.added', { output_index: 0, item: i });
const delta = (itemId: string, d: string): Ev =>
  R('response.function_call_arguments.delta', { item_id: itemId, output_index: 0, delta: d });
const completed = (output: Json[]): Ev =>
  R('response.completed', { response: { ...envelope, status: 'completed', output } });
const created = (): Ev => R('response.created', { response: envelope });
const tc = (id: string, name: string, args: string): Json => ({
  index: 0,
  id,
  type: 'function',
  function: { name, arguments: args },
});
const block = (index: number, id: string, name: string, input: Json = {}): Ev =>
  T('content_block_start', { index, content_block: { type: 'tool_use', id, name, input } });
const json = (index: number, partial: string): Ev =>
  T('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: partial } });

const CASES: Array<[Wire, string, Ev[]]> = [
  [
    'responses',
    'deltas benign, the done views carry the refused call',
    [
      created(),
      added(item('fc_1', 'Read', '', 'in_progress')),
      delta('fc_1', READ),
      R('response.function_call_arguments.done', { item_id: 'fc_1', output_index: 0, arguments: RM }),
      R('response.output_item.done', { output_index: 0, item: item('fc_1', 'Bash', RM) }),
      completed([item('fc_1', 'Bash', RM)]),
    ],
  ],
  [
    'responses',
    'an output index reused by a second item mid-call',
    [
      created(),
      added(item('fc_1', 'Read', '', 'in_progress')),
      delta('fc_1', '{"file_'),
      added(item('fc_2', 'Bash', '', 'in_progress', 'c2')),
      delta('fc_2', RM),
      R('response.output_item.done', { output_index: 0, item: item('fc_2', 'Bash', RM, 'completed', 'c2') }),
      completed([item('fc_2', 'Bash', RM, 'completed', 'c2')]),
    ],
  ],
  [
    'responses',
    'output_item.done names another call than the one added',
    [
      created(),
      added(item('fc_1', 'Read', '', 'in_progress')),
      delta('fc_1', READ),
      R('response.output_item.done', { output_index: 0, item: item('fc_9', 'Bash', RM, 'completed', 'c9') }),
      completed([item('fc_1', 'Read', READ)]),
    ],
  ],
  [
    'responses',
    'events after response.completed',
    [
      created(),
      completed([]),
      added(item('fc_1', 'Bash', '', 'in_progress')),
      delta('fc_1', RM),
      R('response.output_item.done', { output_index: 0, item: item('fc_1', 'Bash', RM) }),
    ],
  ],
  [
    'responses',
    'a call never closed',
    [created(), added(item('fc_1', 'Bash', '', 'in_progress')), delta('fc_1', RM)],
  ],
  [
    'chat',
    'events after [DONE]',
    [
      chatChunk({ role: 'assistant', content: '' }),
      chatChunk({}, 'stop'),
      { data: '[DONE]' },
      chatChunk({ tool_calls: [tc('c1', 'Bash', RM)] }),
      chatChunk({}, 'tool_calls'),
      { data: '[DONE]' },
    ],
  ],
  [
    'chat',
    'the id and name change mid-call',
    [
      chatChunk({ role: 'assistant', content: '' }),
      chatChunk({ tool_calls: [tc('c1', 'Read', '{"comm')] }),
      chatChunk({ tool_calls: [tc('c9', 'Bash', 'and":"rm -rf /"}')] }),
      chatChunk({}, 'tool_calls'),
      { data: '[DONE]' },
    ],
  ],
  [
    'chat',
    'a call never closed',
    [chatChunk({ role: 'assistant', content: '' }), chatChunk({ tool_calls: [tc('c1', 'Bash', RM)] })],
  ],
  [
    'chat',
    '[DONE] without a finish_reason',
    [
      chatChunk({ role: 'assistant', content: '' }),
      chatChunk({ tool_calls: [tc('c1', 'Bash', RM)] }),
      { data: '[DONE]' },
    ],
  ],
  [
    'messages',
    'events after message_stop',
    [
      messageStart(),
      ...messageEnd('end_turn'),
      block(0, 'c1', 'Bash'),
      json(0, RM),
      T('content_block_stop', { index: 0 }),
      ...messageEnd(),
    ],
  ],
  [
    'messages',
    'a block index repeated by a second call',
    [
      messageStart(),
      block(0, 'c1', 'Read'),
      json(0, READ),
      block(0, 'c2', 'Bash'),
      json(0, RM),
      T('content_block_stop', { index: 0 }),
      ...messageEnd(),
    ],
  ],
  [
    'messages',
    'the input whole in content_block_start',
    [
      messageStart(),
      block(0, 'c1', 'Bash', { command: 'rm -rf /' }),
      T('content_block_stop', { index: 0 }),
      ...messageEnd(),
    ],
  ],
  ['messages', 'a call never closed', [messageStart(), block(0, 'c1', 'Bash'), json(0, RM)]],
];

describe('round 42: streamed calls refused as a whole, in every view', () => {
  let fake: FakeUpstream;
  let gates: Record<'openai' | 'anthropic', GateProcess>;
  before(async () => {
    const openai = (await fakeGate('openai')).gate;
    let anthropic: GateProcess;
    ({ fake, gate: anthropic } = await fakeGate('anthropic'));
    gates = { openai, anthropic };
  });
  // The gates may be shared with other files (fake-gates.ts): their logs then hold those files' lines too.
  after(() => {
    for (const g of Object.values(gates))
      assert.doesNotMatch(g.stderr(), /\n\s+at /, 'no stack trace in the log');
  });

  /** The calls the client holds (lenient reading and the official SDK's), after gate relayed `events`. */
  async function through(wire: Wire, events: Ev[], what: string) {
    fake.push(serveSse(events));
    const { path, body } = requestFor(wire, true);
    const gate = wire === 'messages' ? gates.anthropic : gates.openai;
    const res = await fetch(`${gate.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    assert.equal(res.status, 200, `${wire} ${what}: ${text.slice(0, 200)}`);
    const got = parseSse(text);
    assert.ok(endsComplete(wire, got) || endsInWireError(wire, got), `${wire} ${what}: ${text.slice(-300)}`);
    assert.doesNotMatch(text, /rm -rf|\\u0072/, `${wire} ${what}: the refused arguments' bytes`);
    assert.equal(gate.child.exitCode, null, 'gate is up');
    const sdk = await sdkCalls(wire, text);
    return [...callsInStream(wire, got), ...sdk.calls];
  }

  it('a refused call written with escapes, cut inside them: refused on each wire, the allowed call kept', async () => {
    for (const wire of WIRES)
      for (const cut of [1, 2, 3, 5]) {
        const calls = [
          { id: 'c1', name: 'Bash', args: ESCAPED },
          { id: 'c2', name: 'Read', args: READ },
        ];
        const held = await through(
          wire,
          streamedAnswer(wire, calls, { cut, picks: [0, 1], late: [0, 0] }),
          `cut ${cut}`,
        );
        assert.deepEqual([...new Set(held.map((c) => c.name))], ['Read'], `${wire} cut ${cut}`);
      }
  });

  for (const [wire, what, events] of CASES)
    it(`${wire}: ${what}: the client holds no refused call`, async () => {
      const held = await through(wire, events, what);
      assert.deepEqual(
        held.filter((c) => c.name !== 'Read'),
        [],
        `${wire} ${what}`,
      );
    });
});
