import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accumulateResponse } from 'openai/lib/responses/ResponseAccumulator';
import type { Response, ResponseStreamEvent } from 'openai/resources/responses/responses';
import { GateError } from '../../kernel/errors.js';
import { asGateError } from '../../server/error-body.js';
import type { Engine, ToolCall } from '../../server/types.js';
import { CaptureSink, tableEngine, verdictsFor } from '../shared/testing.js';
import { ResponsesStreamRewriter } from './stream.js';

type Ev = Record<string, unknown> & { type: string; sequence_number?: number; sse?: string };

const envelope = { id: 'resp_1', object: 'response', status: 'in_progress', model: 'm', output: [] };
const upstreamSeq = { n: 100 };
const ev = (type: string, data: Record<string, unknown> = {}) => ({
  event: type,
  data: JSON.stringify({ type, sequence_number: upstreamSeq.n++, ...data }),
});
const created = () => ev('response.created', { response: envelope });
const fnItem = (id: string, name: string, args = '', status = 'in_progress') => ({
  id: `fc_${id}`,
  type: 'function_call',
  status,
  arguments: args,
  call_id: `call_${id}`,
  name,
});
/** One function call as OpenAI streams it: added, argument deltas cut every 3 characters, done, item done. */
function fnCall(index: number, id: string, name: string, args: string) {
  const at = { item_id: `fc_${id}`, output_index: index };
  const deltas = [];
  for (let i = 0; i < args.length; i += 3)
    deltas.push(ev('response.function_call_arguments.delta', { ...at, delta: args.slice(i, i + 3) }));
  return [
    ev('response.output_item.added', { output_index: index, item: fnItem(id, name) }),
    ...deltas,
    ev('response.function_call_arguments.done', { ...at, name, arguments: args }),
    ev('response.output_item.done', { output_index: index, item: fnItem(id, name, args, 'completed') }),
  ];
}
function message(index: number, text: string) {
  const item = { id: `msg_${index}`, type: 'message', status: 'in_progress', role: 'assistant', content: [] };
  const part = { type: 'output_text', text: '', annotations: [] };
  const at = { item_id: item.id, output_index: index, content_index: 0 };
  const done = { ...item, status: 'completed', content: [{ ...part, text }] };
  return [
    ev('response.output_item.added', { output_index: index, item }),
    ev('response.content_part.added', { ...at, part }),
    ...[...text].map((c) => ev('response.output_text.delta', { ...at, delta: c, logprobs: [] })),
    ev('response.output_text.done', { ...at, text, logprobs: [] }),
    ev('response.content_part.done', { ...at, part: { ...part, text } }),
    ev('response.output_item.done', { output_index: index, item: done }),
  ];
}
const completed = (output: unknown[]) =>
  ev('response.completed', {
    response: { ...envelope, status: 'completed', output, usage: { total_tokens: 9 } },
  });

async function run(
  events: { event: string; data: string }[],
  engine: Engine,
  opts: { note?: boolean; end?: boolean } = {},
) {
  const sink = new CaptureSink();
  const rw = new ResponsesStreamRewriter(verdictsFor(engine), sink, opts.note ?? false);
  let ended = false;
  for (const e of events) {
    if (!(await rw.onEvent(e))) {
      ended = true;
      break;
    }
  }
  if (!ended || opts.end) await rw.onEnd();
  const out = sink.events().map((e): Ev => ({ ...(JSON.parse(e.data) as Ev), sse: e.event }));
  return { out, sink };
}

/** Feeds the events to the official client's accumulator, as `client.responses.stream()` does. */
function accumulate(out: Ev[]): Response | undefined {
  let snapshot: Response | undefined;
  for (const e of out) snapshot = accumulateResponse(e as unknown as ResponseStreamEvent, snapshot);
  return snapshot;
}

const gateOf = (e: Ev | undefined) =>
  (e?.['response'] as { gate?: { verdicts: { tool_call_id: string; verdict: { kind: string } }[] } })?.gate;

describe('ResponsesStreamRewriter', () => {
  it('holds each call until its done, drops refused ones, renumbers output_index and sequence_number', async () => {
    const a = '{"path":"a.ts"}';
    const evil = '{"cmd":"rm -rf /","note":"caf\u00e9"}';
    const events = [
      created(),
      ev('response.in_progress', { response: envelope }),
      ...message(0, 'hi'),
      ...fnCall(1, 'x1', 'read', a),
      ...fnCall(2, 'x2', 'shell', evil),
      ...fnCall(3, 'x3', 'read', '{}'),
    ];
    const finalOut = [
      { id: 'msg_0', type: 'message', status: 'completed', role: 'assistant', content: [] },
      fnItem('x1', 'read', a, 'completed'),
      fnItem('x2', 'shell', evil, 'completed'),
      fnItem('x3', 'read', '{}', 'completed'),
    ];
    const { engine } = tableEngine(['read']);
    const { out } = await run([...events, completed(finalOut)], engine);
    assert.deepEqual(
      out.map((e) => e.sequence_number),
      out.map((_, i) => i),
    );
    assert.ok(out.every((e) => e.sse === e.type));
    assert.ok(!JSON.stringify(out).includes('rm -rf'), 'the refused call never reaches the client');
    const added = out.filter((e) => e.type === 'response.output_item.added');
    assert.deepEqual(
      added.map((e) => [e['output_index'], (e['item'] as { id: string }).id]),
      [
        [0, 'msg_0'],
        [1, 'fc_x1'],
        [2, 'fc_x3'],
      ],
    );
    // A released call is contiguous: added, one delta with the whole arguments, done, item done.
    const x3 = out.filter((e) => e['output_index'] === 2).map((e) => [e.type, e['delta'] ?? e['arguments']]);
    assert.deepEqual(x3, [
      ['response.output_item.added', undefined],
      ['response.function_call_arguments.delta', '{}'],
      ['response.function_call_arguments.done', '{}'],
      ['response.output_item.done', undefined],
    ]);
    const last = out.at(-1)!;
    assert.equal(last.type, 'response.completed');
    assert.deepEqual(
      gateOf(last)?.verdicts.map((v) => [v.tool_call_id, v.verdict.kind]),
      [
        ['call_x1', 'ALLOW'],
        ['call_x2', 'DENY'],
        ['call_x3', 'ALLOW'],
      ],
    );
    // The official accumulator builds, from the events alone, exactly the final response's output.
    const streamed = accumulate(out.slice(0, -1));
    const final = last['response'] as { output: { id: string }[] };
    assert.deepEqual(
      final.output.map((o) => o.id),
      ['msg_0', 'fc_x1', 'fc_x3'],
    );
    assert.deepEqual(
      streamed?.output.map((o) => ('arguments' in o ? [o.id, o.arguments] : [o.id])),
      [['msg_0'], ['fc_x1', a], ['fc_x3', '{}']],
    );
    assert.equal(accumulate(out)?.output.length, 3);
  });

  it('judges a call when its own done arrives, before the next call is even announced', async () => {
    const sink = new CaptureSink();
    const seenAtJudge: string[] = [];
    const engine: Engine = {
      ...tableEngine(['read']).engine,
      adjudicate: async (call: ToolCall) => {
        seenAtJudge.push(sink.text);
        return call.tool === 'read' ? { kind: 'ALLOW', by: 'monitor' } : { kind: 'DENY', by: 'monitor' };
      },
    };
    const rw = new ResponsesStreamRewriter(verdictsFor(engine), sink, false);
    for (const e of [created(), ...fnCall(0, 'x1', 'read', '{"p":1}')]) await rw.onEvent(e);
    // The call went out whole the moment its output_item.done came in: a Codex client can run it now.
    assert.equal(seenAtJudge.length, 1);
    assert.match(sink.text, /response\.output_item\.done/);
    for (const e of fnCall(1, 'x2', 'read', '{"p":2}')) await rw.onEvent(e);
    assert.equal(seenAtJudge.length, 2);
    assert.ok(seenAtJudge[1]!.includes('"call_x1"') && !seenAtJudge[1]!.includes('call_x2'));
  });

  it('sends repaired arguments everywhere the client reads them', async () => {
    const { engine } = tableEngine([], { get_user: { id: '7', password: '[REDACTED]' } });
    const args = '{"id":"7","password":"hunter2"}';
    const { out } = await run(
      [
        created(),
        ...fnCall(0, 'u', 'get_user', args),
        completed([fnItem('u', 'get_user', args, 'completed')]),
      ],
      engine,
    );
    const text = JSON.stringify(out);
    assert.ok(!text.includes('hunter2'));
    const repaired = '{"id":"7","password":"[REDACTED]"}';
    assert.equal(out.find((e) => e.type === 'response.function_call_arguments.delta')?.['delta'], repaired);
    assert.equal(
      out.find((e) => e.type === 'response.function_call_arguments.done')?.['arguments'],
      repaired,
    );
    const doneItem = out.find((e) => e.type === 'response.output_item.done')?.['item'] as {
      arguments: string;
    };
    assert.equal(doneItem.arguments, repaired);
    // The client's accumulated snapshot, before and after the final event, holds the repaired call.
    for (const events of [out.slice(0, -1), out])
      assert.equal((accumulate(events)!.output[0] as { arguments: string }).arguments, repaired);
  });

  it('judges the arguments of the item done (what Codex runs), not the deltas', async () => {
    const { engine, calls } = tableEngine(['read']);
    const events = fnCall(0, 'x', 'read', '{"p":"safe"}');
    events[events.length - 1] = ev('response.output_item.done', {
      output_index: 0,
      item: fnItem('x', 'read', '{"p":"other"}', 'completed'),
    });
    const { out } = await run([created(), ...events], engine, { end: true });
    assert.deepEqual(calls[0]!.args, { p: 'other' });
    assert.ok(!JSON.stringify(out).includes('"safe"'));
  });

  it('judges a custom tool call on {input} and streams its input whole', async () => {
    const { engine, calls } = tableEngine(['apply_patch']);
    const item = { id: 'ctc_1', type: 'custom_tool_call', call_id: 'call_p', name: 'apply_patch', input: '' };
    const at = { item_id: 'ctc_1', output_index: 0 };
    const { out } = await run(
      [
        created(),
        ev('response.output_item.added', { output_index: 0, item }),
        ev('response.custom_tool_call_input.delta', { ...at, delta: '*** Begin' }),
        ev('response.custom_tool_call_input.delta', { ...at, delta: ' Patch' }),
        ev('response.custom_tool_call_input.done', { ...at, input: '*** Begin Patch' }),
        ev('response.output_item.done', { output_index: 0, item: { ...item, input: '*** Begin Patch' } }),
        completed([]),
      ],
      engine,
    );
    assert.deepEqual(calls[0]!.args, { input: '*** Begin Patch' });
    assert.deepEqual(
      out
        .filter((e) => e.type.startsWith('response.custom_tool_call_input'))
        .map((e) => e['delta'] ?? e['input']),
      ['*** Begin Patch', '*** Begin Patch'],
    );
    assert.equal((accumulate(out.slice(0, -1))!.output[0] as { input: string }).input, '*** Begin Patch');
  });

  it('a stream cut inside a call ends with response.failed listing only what was sent', async () => {
    const { engine } = tableEngine(['read']);
    const partial = fnCall(1, 'x2', 'read', '{"path":"/etc/passwd"}').slice(0, 3);
    const { out } = await run([created(), ...fnCall(0, 'x1', 'read', '{}'), ...partial], engine, {
      end: true,
    });
    const last = out.at(-1)!;
    assert.equal(last.type, 'response.failed');
    const response = last['response'] as {
      status: string;
      error: { code: string; message: string };
      output: unknown[];
    };
    assert.equal(response.status, 'failed');
    assert.equal(response.error.code, 'server_error');
    assert.match(response.error.message, /ended before the response was complete/);
    assert.equal(response.output.length, 1);
    assert.ok(!JSON.stringify(out).includes('passwd'));
    assert.equal(gateOf(last)?.verdicts.length, 1);
  });

  it('a cut before the response was created ends with an error event', async () => {
    const { engine } = tableEngine([]);
    const { out } = await run([], engine, { end: true });
    assert.deepEqual(
      out.map((e) => [e.type, e['sequence_number'], e['code']]),
      [['error', 0, 'upstream_unreachable']],
    );
  });

  it("relays the provider's error event and stops", async () => {
    const { engine } = tableEngine([]);
    const { out } = await run(
      [
        created(),
        ev('error', { code: 'rate_limit_exceeded', message: 'slow down', param: null }),
        ev('response.completed', { response: envelope }),
      ],
      engine,
    );
    assert.deepEqual(
      out.map((e) => [e.type, e.sequence_number]),
      [
        ['response.created', 0],
        ['error', 1],
      ],
    );
  });

  for (const [what, events] of [
    [
      'an event for an item never announced',
      [ev('response.output_text.delta', { output_index: 5, delta: 's' })],
    ],
    [
      'more arguments for a call already judged',
      [...fnCall(0, 'x', 'read', '{}'), fnCall(0, 'x', 'read', '{"a":1}')[1]!],
    ],
    [
      'arguments that are not text',
      [
        fnCall(0, 'x', 'read', '')[0]!,
        ev('response.function_call_arguments.delta', { output_index: 0, delta: { a: 1 } }),
      ],
    ],
    [
      'an event whose name and type disagree',
      [
        {
          event: 'response.created',
          data: JSON.stringify({
            type: 'response.output_item.added',
            output_index: 0,
            item: fnItem('x', 'read', '{}'),
          }),
        },
      ],
    ],
    ['output as an object', [ev('response.created', { response: { ...envelope, output: {} } })]],
    [
      'a call item whose name is not text',
      [
        ev('response.output_item.added', {
          output_index: 0,
          item: { ...fnItem('x', 'read'), name: ['read'] },
        }),
      ],
    ],
    [
      'an item without a type',
      [ev('response.output_item.added', { output_index: 0, item: { id: 'q', name: 'read' } })],
    ],
  ] as const) {
    it(`stops with a fault event at ${what}`, async () => {
      const { engine, calls } = tableEngine(['read']);
      const sink = new CaptureSink();
      const rw = new ResponsesStreamRewriter(verdictsFor(engine), sink, false);
      try {
        for (const e of [created(), ...events]) await rw.onEvent(e);
        await rw.onEnd();
      } catch (err) {
        await rw.onFault(asGateError(err));
      }
      const out = sink.events().map((e) => JSON.parse(e.data) as Ev);
      assert.equal(out.at(-1)?.type, 'response.failed');
      const sent = out.filter((e) => e.type === 'response.output_item.done');
      assert.equal(sent.length, calls.length, 'only calls judged before the fault were sent');
      assert.ok(!JSON.stringify(out).includes('"a\\":1'));
    });
  }

  it('releases a call left open at response.completed from the final item', async () => {
    const { engine, calls } = tableEngine(['read']);
    const open = fnCall(0, 'x', 'read', '{"a":1}').slice(0, 2);
    const { out } = await run(
      [created(), ...open, completed([fnItem('x', 'read', '{"a":1}', 'completed')])],
      engine,
    );
    assert.deepEqual(calls[0]!.args, { a: 1 });
    assert.deepEqual(
      out.map((e) => e.type),
      [
        'response.created',
        'response.output_item.added',
        'response.function_call_arguments.delta',
        'response.function_call_arguments.done',
        'response.output_item.done',
        'response.completed',
      ],
    );
  });

  it('appends the [gate] note as a last message item for a coding agent', async () => {
    const { engine } = tableEngine([]);
    const { out } = await run([created(), ...fnCall(0, 'x', 'rm', '{"all":true}'), completed([])], engine, {
      note: true,
    });
    const final = accumulate(out)!;
    assert.equal(final.output.length, 1);
    const streamed = accumulate(out.slice(0, -1))!;
    const note = streamed.output[0] as { type: string; content: { text: string }[] };
    assert.equal(note.type, 'message');
    assert.match(
      note.content[0]!.text,
      /^\[gate\] 1 tool item changed .*\n- dropped rm \(call_x\): DENY DEFAULT_DENY$/,
    );
    assert.ok(!note.content[0]!.text.includes('"all"'));
  });

  it('judges calls the final response lists but the stream never announced', async () => {
    const { engine, calls } = tableEngine(['read']);
    const { out } = await run(
      [created(), completed([fnItem('a', 'read', '{}', 'completed'), fnItem('b', 'rm', '{}', 'completed')])],
      engine,
    );
    assert.deepEqual(
      calls.map((c) => c.tool),
      ['read', 'rm'],
    );
    const final = out.at(-1)!['response'] as { output: { call_id: string }[] };
    assert.deepEqual(
      final.output.map((o) => o.call_id),
      ['call_a'],
    );
  });

  it('a fault while judging the last call ends the stream with response.failed, the call unsent', async () => {
    const sink = new CaptureSink();
    const engine: Engine = {
      ...tableEngine([]).engine,
      adjudicate: async () => {
        throw new GateError('JOURNAL_UNAVAILABLE', 'the audit journal cannot record; decisions are refused');
      },
    };
    const rw = new ResponsesStreamRewriter(verdictsFor(engine), sink, false);
    const open = fnCall(0, 'x', 'read', '{}').slice(0, 2);
    for (const e of [created(), ...open]) await rw.onEvent(e);
    // As the pump does: a throw from the rewriter becomes its fault event.
    await rw
      .onEvent(completed([fnItem('x', 'read', '{}', 'completed')]))
      .catch((err: unknown) => rw.onFault(asGateError(err)));
    const out = sink.events().map((e) => JSON.parse(e.data) as Ev);
    assert.deepEqual(
      out.map((e) => e.type),
      ['response.created', 'response.failed'],
    );
    assert.match(JSON.stringify(out[1]), /decisions are refused/);
  });

  it('announces an item whose done came without its added, so the client can place it', async () => {
    const { engine } = tableEngine(['read']);
    const { out } = await run(
      [
        created(),
        ev('response.output_item.done', { output_index: 0, item: fnItem('x', 'read', '{}', 'completed') }),
      ],
      engine,
      { end: true },
    );
    assert.deepEqual(
      out.slice(1, -1).map((e) => [e.type, e['output_index']]),
      [
        ['response.output_item.added', 0],
        ['response.function_call_arguments.delta', 0],
        ['response.function_call_arguments.done', 0],
        ['response.output_item.done', 0],
      ],
    );
  });

  it('refuses an item that turns into a call between its added and its done', async () => {
    const { engine } = tableEngine([]);
    const rw = new ResponsesStreamRewriter(verdictsFor(engine), new CaptureSink(), false);
    const [added] = message(0, 'hi');
    for (const e of [created(), added!]) await rw.onEvent(e);
    const sneaky = ev('response.output_item.done', {
      output_index: 0,
      item: fnItem('m', 'rm', '{}', 'completed'),
    });
    await assert.rejects(rw.onEvent(sneaky), /could not parse/);
  });

  it("sends an event it leaves unchanged as the upstream's own bytes, and renumbers the rest", async () => {
    const { engine } = tableEngine(['lookup']);
    // Spaced JSON with an escape: gate's own encoding of these events would differ, byte for byte.
    const raw = (type: string, seq: number, data: Record<string, unknown>) => ({
      event: type,
      data: JSON.stringify({ type, sequence_number: seq, ...data }, null, 1)
        .replace(/\n */g, ' ')
        .replace('caf\u00e9', 'caf\\u00e9'),
    });
    const at = { item_id: 'msg_0', output_index: 0, content_index: 0 };
    const item = { id: 'msg_0', type: 'message', status: 'in_progress', role: 'assistant', content: [] };
    const events = [
      raw('response.created', 0, { response: envelope }),
      raw('response.output_item.added', 1, { output_index: 0, item }),
      raw('response.output_text.delta', 2, { ...at, delta: 'caf\u00e9', logprobs: [] }),
      // Numbered out of step with what gate wrote: encoded again under gate's number.
      raw('response.output_text.delta', 9, { ...at, delta: '!', logprobs: [] }),
      // A call is held, so the item after it moves: encoded again under the client's output_index.
      raw('response.output_item.added', 4, { output_index: 1, item: fnItem('a', 'lookup') }),
      raw('response.output_item.added', 5, {
        output_index: 2,
        item: { ...item, id: 'msg_2' },
      }),
    ];
    const { out, sink } = await run(events, engine);
    for (const e of events.slice(0, 3)) assert.ok(sink.text.includes(`data: ${e.data}\n`), e.event);
    for (const e of events.slice(3)) assert.ok(!sink.text.includes(e.data), e.event);
    assert.deepEqual(
      out.slice(0, 5).map((e) => [e.type, e.sequence_number, e['output_index'], e['delta']]),
      [
        ['response.created', 0, undefined, undefined],
        ['response.output_item.added', 1, 0, undefined],
        ['response.output_text.delta', 2, 0, 'caf\u00e9'],
        ['response.output_text.delta', 3, 0, '!'],
        ['response.output_item.added', 4, 1, undefined],
      ],
    );
    assert.equal((out[4]?.['item'] as { id?: string } | undefined)?.id, 'msg_2');
  });

  it('refuses an event it cannot parse', async () => {
    const { engine } = tableEngine([]);
    const rw = new ResponsesStreamRewriter(verdictsFor(engine), new CaptureSink(), false);
    await assert.rejects(rw.onEvent({ data: '{not json' }), /could not parse/);
  });
});
