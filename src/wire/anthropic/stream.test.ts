import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GateError } from '../../kernel/errors.js';
import { CaptureSink, tableEngine, verdictsFor } from '../shared/testing.js';
import { MessagesStreamRewriter } from './stream.js';

const ev = (type: string, data: Record<string, unknown> = {}) => ({
  event: type,
  data: JSON.stringify({ type, ...data }),
});
const start = (index: number, block: Record<string, unknown>) =>
  ev('content_block_start', { index, content_block: block });
const json = (index: number, partial_json: string) =>
  ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } });
const stop = (index: number) => ev('content_block_stop', { index });
const messageDelta = (stop_reason: string) =>
  ev('message_delta', { delta: { stop_reason }, usage: { output_tokens: 3 } });

type Out = {
  type: string;
  index?: number;
  content_block?: { type: string; id?: string; text?: string };
  delta?: Record<string, unknown>;
};

async function run(events: { event: string; data: string }[], allow: string[], note = false) {
  const { engine, calls } = tableEngine(allow);
  const sink = new CaptureSink();
  const verdicts = verdictsFor(engine);
  // These answers' requests declared web search (round 57: an undeclared provider-run call is judged first).
  verdicts.declaredHosted('hosted:web_search');
  const rw = new MessagesStreamRewriter(verdicts, sink, note);
  let ended = false;
  for (const e of events) if (!(await rw.onEvent(e))) ended = true;
  if (!ended) await rw.onEnd();
  return { out: sink.events().map((e) => ({ event: e.event, ...(JSON.parse(e.data) as Out) })), calls };
}

describe('MessagesStreamRewriter', () => {
  it('renumbers blocks around a dropped tool_use, passes server tools live, ends with gate', async () => {
    const { out } = await run(
      [
        ev('message_start', { message: { id: 'm', content: [] } }),
        start(0, { type: 'tool_use', id: 't0', name: 'rm', input: {} }),
        json(0, '{"all":true}'),
        stop(0),
        start(1, { type: 'server_tool_use', id: 's1', name: 'web_search', input: {} }),
        json(1, '{"query":"x"}'),
        stop(1),
        start(2, { type: 'text', text: '' }),
        ev('content_block_delta', { index: 2, delta: { type: 'text_delta', text: 'hi' } }),
        stop(2),
        messageDelta('end_turn'),
        ev('message_stop'),
      ],
      [],
    );
    assert.deepEqual(
      out.filter((e) => e.type.startsWith('content_block')).map((e) => [e.type, e.index]),
      [
        ['content_block_start', 0],
        ['content_block_delta', 0],
        ['content_block_stop', 0],
        ['content_block_start', 1],
        ['content_block_delta', 1],
        ['content_block_stop', 1],
      ],
    );
    assert.ok(!JSON.stringify(out).includes('"all"'));
    const last = out.at(-1) as Out & { gate?: { verdicts: unknown[] } };
    assert.equal(last.type, 'message_stop');
    assert.equal(last.gate?.verdicts.length, 1);
  });

  it('releases a tool block left open when the message ends; the note is the last block', async () => {
    const { out, calls } = await run(
      [
        ev('message_start', { message: { id: 'm', content: [] } }),
        start(0, { type: 'tool_use', id: 't0', name: 'Read', input: {} }),
        json(0, '{"file_path":"a"}'),
        start(1, { type: 'tool_use', id: 't1', name: 'Bash', input: {} }),
        json(1, '{"command":"ls"}'),
        stop(1),
        messageDelta('tool_use'),
        ev('message_stop'),
      ],
      ['Read'],
      true,
    );
    assert.deepEqual(
      calls.map((c) => c.tool),
      ['Bash', 'Read'],
    );
    const starts = out.filter((e) => e.type === 'content_block_start');
    assert.deepEqual(
      starts.map((e) => [e.index, e.content_block?.type, e.content_block?.id]),
      [
        [0, 'tool_use', 't0'],
        [1, 'text', undefined],
      ],
    );
    const note = out.find((e) => e.type === 'content_block_delta' && e.index === 1);
    assert.match(
      String(note?.delta?.['text']),
      /^\[gate\] 1 tool item changed .*\n- dropped Bash \(t1\): DENY DEFAULT_DENY$/,
    );
    const delta = out.find((e) => e.type === 'message_delta');
    assert.equal(delta?.delta?.['stop_reason'], 'tool_use');
  });

  /** Runs events through the pump's contract: a throw becomes the in-stream fault, as pumpStream does. */
  async function runFaulting(events: { event: string; data: string }[], allow: string[]) {
    const { engine, calls } = tableEngine(allow);
    const sink = new CaptureSink();
    const rw = new MessagesStreamRewriter(verdictsFor(engine), sink, false);
    try {
      for (const e of events) if (!(await rw.onEvent(e))) break;
      await rw.onEnd();
    } catch (err) {
      await rw.onFault(err as GateError);
    }
    return { out: sink.events().map((e) => ({ event: e.event, ...(JSON.parse(e.data) as Out) })), calls };
  }

  it('stops with an error event at a delta for a block never started (it cannot be placed or judged)', async () => {
    const { out } = await runFaulting(
      [
        ev('message_start', { message: { id: 'm', content: [] } }),
        json(4, '{"x":1}'),
        start(0, { type: 'tool_use', id: 't', name: 'Read' }),
      ],
      ['Read'],
    );
    assert.deepEqual(
      out.map((e) => e.type),
      ['message_start', 'error'],
    );
    assert.equal(out[1]!.event, 'error');
  });

  it('ends a stream without message_stop with an error event', async () => {
    const { out } = await run([ev('message_start', { message: { id: 'm', content: [] } })], ['Read']);
    assert.deepEqual(
      out.map((e) => e.type),
      ['message_start', 'error'],
    );
  });

  it('judges interleaved input deltas of two tool_use blocks whole, each byte-identical', async () => {
    const a = '{"file_path":"a.ts","limit":10}';
    const b = '{"file_path":"b.ts"}';
    const { out, calls } = await run(
      [
        start(0, { type: 'tool_use', id: 't0', name: 'Read', input: {} }),
        start(1, { type: 'tool_use', id: 't1', name: 'Read', input: {} }),
        json(1, b.slice(0, 5)),
        json(0, a.slice(0, 7)),
        json(1, b.slice(5)),
        json(0, a.slice(7)),
        stop(1),
        stop(0),
        messageDelta('tool_use'),
        ev('message_stop'),
      ],
      ['Read'],
    );
    assert.deepEqual(
      calls.map((c) => c.args),
      [JSON.parse(b), JSON.parse(a)],
    );
    const sent = out.filter((e) => e.type === 'content_block_delta').map((e) => e.delta?.['partial_json']);
    assert.deepEqual(sent, [b, a]);
  });

  for (const [what, events] of [
    [
      'a delta after its tool_use block was judged',
      [start(0, { type: 'tool_use', id: 't0', name: 'Read', input: {} }), stop(0), json(0, '{"x":1}')],
    ],
    [
      'a block started twice',
      [
        start(0, { type: 'tool_use', id: 't0', name: 'Read', input: {} }),
        start(0, { type: 'tool_use', id: 't1', name: 'Bash', input: {} }),
      ],
    ],
    [
      'an event whose name and type disagree',
      [{ event: 'message_start', data: JSON.stringify({ type: 'content_block_start', index: 0 }) }],
    ],
    [
      'a tool_use block in message_start',
      [
        ev('message_start', {
          message: { content: [{ type: 'tool_use', id: 'x', name: 'Bash', input: {} }] },
        }),
      ],
    ],
    ['content_block as an array', [ev('content_block_start', { index: 0, content_block: [] })]],
    [
      'a string index',
      [ev('content_block_start', { index: '0', content_block: { type: 'text', text: '' } })],
    ],
    [
      'partial_json that is not text',
      [start(0, { type: 'tool_use', id: 't0', name: 'Read', input: {} }), json(0, { a: 1 } as never)],
    ],
  ] as const) {
    it(`stops with an error event at ${what}`, async () => {
      const { out, calls } = await runFaulting([...events], ['Read', 'Bash']);
      assert.equal(out.at(-1)?.type, 'error');
      // Only the call judged before the fault was sent, and with the input it was judged on.
      const sent = out.filter((e) => e.content_block?.type === 'tool_use');
      assert.equal(sent.length, calls.length);
      assert.ok(!JSON.stringify(out).includes('"x\\":1'));
    });
  }

  it('judges the input of a start block that carries it whole (no deltas)', async () => {
    const { out, calls } = await run(
      [
        start(0, { type: 'tool_use', id: 't0', name: 'Read', input: { file_path: 'a.ts' } }),
        stop(0),
        messageDelta('tool_use'),
        ev('message_stop'),
      ],
      ['Read'],
    );
    assert.deepEqual(calls[0]!.args, { file_path: 'a.ts' });
    const delta = out.find((e) => e.type === 'content_block_delta');
    assert.equal(delta?.delta?.['partial_json'], '{"file_path":"a.ts"}');
  });

  it('passes ping and unknown events through untouched', async () => {
    const { out } = await run([ev('ping'), ev('future_event', { x: 1 }), ev('message_stop')], []);
    assert.deepEqual(
      out.map((e) => e.event),
      ['ping', 'future_event', 'message_stop'],
    );
  });
});
