import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GateError } from '../../kernel/errors.js';
import { CaptureSink, tableEngine, verdictsFor } from '../shared/testing.js';
import { ChatStreamRewriter } from './stream.js';

const base = { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm' };
const ev = (delta: Record<string, unknown>, finish: string | null = null) => ({
  data: JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] }),
});
const frag = (index: number, fn: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ev({ tool_calls: [{ index, ...extra, function: fn }] });

type Chunk = {
  choices?: {
    delta?: { tool_calls?: { index: number; id: string; function?: { name?: string; arguments: string } }[] };
    finish_reason?: string;
  }[];
  gate?: { verdicts: { tool: string; verdict: { kind: string } }[] };
  error?: { message: string };
};

async function run(events: { data: string }[], allow: string[], end = false) {
  const { engine, calls } = tableEngine(allow);
  const sink = new CaptureSink();
  const rw = new ChatStreamRewriter(verdictsFor(engine), sink);
  // As the pump does: a throw becomes the wire's in-stream fault.
  try {
    for (const e of events) if (!(await rw.onEvent(e))) break;
    if (end) await rw.onEnd();
  } catch (err) {
    await rw.onFault(err as GateError);
  }
  return { out: sink.json() as (Chunk | string)[], calls };
}

const sentCalls = (out: (Chunk | string)[]) =>
  out.flatMap((c) => (typeof c === 'string' ? [] : (c.choices?.[0]?.delta?.tool_calls ?? [])));

describe('ChatStreamRewriter', () => {
  it('releases a call when the next index starts, before the next call is judged', async () => {
    const { out, calls } = await run(
      [
        ev({ role: 'assistant', content: null }),
        frag(0, { name: 'a', arguments: '' }, { id: 'x0', type: 'function' }),
        frag(0, { arguments: '{"k":' }),
        frag(0, { arguments: '1}' }),
        frag(1, { name: 'b', arguments: '{}' }, { id: 'x1', type: 'function' }),
        frag(2, { name: 'a', arguments: '{"z":2}' }, { id: 'x2', type: 'function' }),
        ev({}, 'tool_calls'),
        { data: '[DONE]' },
      ],
      ['a'],
    );
    assert.deepEqual(
      calls.map((c) => [c.tool, c.args]),
      [
        ['a', { k: 1 }],
        ['b', {}],
        ['a', { z: 2 }],
      ],
    );
    assert.deepEqual(
      sentCalls(out).map((c) => [c.index, c.id, c.function?.arguments]),
      [
        [0, 'x0', '{"k":1}'],
        [1, 'x2', '{"z":2}'],
      ],
    );
    assert.equal(out.at(-1), '[DONE]');
    const last = out.at(-2) as Chunk;
    assert.equal(last.choices?.[0]?.finish_reason, 'tool_calls');
    assert.equal(last.gate?.verdicts.length, 3);
  });

  it('assembles interleaved fragments of two calls whole, names and ids arriving late, byte-identical', async () => {
    const a = '{"p": "safe",  "n":1}';
    const b = '{"q":"x"}';
    const { out, calls } = await run(
      [
        frag(1, { arguments: b.slice(0, 3) }),
        frag(0, { arguments: a.slice(0, 4) }),
        frag(1, { arguments: b.slice(3) }, { id: 'x1', type: 'function' }),
        frag(0, { name: 'a', arguments: a.slice(4, 10) }),
        frag(1, { name: 'a' }),
        frag(0, { arguments: a.slice(10) }, { id: 'x0' }),
        ev({}, 'tool_calls'),
        { data: '[DONE]' },
      ],
      ['a'],
    );
    assert.deepEqual(
      calls.map((c) => c.args),
      [JSON.parse(a), JSON.parse(b)],
    );
    assert.deepEqual(
      sentCalls(out).map((c) => [c.index, c.id, c.function?.name, c.function?.arguments]),
      [
        [0, 'x0', 'a', a],
        [1, 'x1', 'a', b],
      ],
    );
  });

  it('stops with an error event at a fragment for a call already judged', async () => {
    const { out } = await run(
      [
        frag(0, { name: 'a', arguments: '{"p":"safe"}' }, { id: 'x0', type: 'function' }),
        ev({}, 'tool_calls'),
        frag(0, { arguments: ',"evil":true}' }),
        { data: '[DONE]' },
      ],
      ['a'],
      true,
    );
    const last = out.at(-1);
    assert.ok(typeof last !== 'string' && last?.['error'] !== undefined);
    assert.ok(!JSON.stringify(out).includes('evil'));
  });

  it('rewrites finish_reason to stop when every call is dropped, legacy function_call included', async () => {
    const { out } = await run(
      [
        ev({ role: 'assistant', content: null, function_call: { name: 'rm', arguments: '' } }),
        ev({ function_call: { arguments: '{"all":true}' } }),
        ev({}, 'function_call'),
        { data: '[DONE]' },
      ],
      [],
    );
    const finish = out.find((c) => typeof c !== 'string' && c.choices?.[0]?.finish_reason) as Chunk;
    assert.equal(finish.choices?.[0]?.finish_reason, 'stop');
    assert.ok(!JSON.stringify(out).includes('"all"'));
  });

  it('judges a custom tool call on {input} and sends it whole', async () => {
    const { out, calls } = await run(
      [
        ev({
          tool_calls: [
            { index: 0, id: 'k0', type: 'custom', custom: { name: 'apply_patch', input: '*** Begin' } },
          ],
        }),
        ev({ tool_calls: [{ index: 0, custom: { input: ' Patch' } }] }),
        ev({}, 'tool_calls'),
        { data: '[DONE]' },
      ],
      ['apply_patch'],
    );
    assert.deepEqual(calls[0]!.args, { input: '*** Begin Patch' });
    assert.match(JSON.stringify(out), /"custom":\{"name":"apply_patch","input":"\*\*\* Begin Patch"\}/);
  });

  it('completes a stream whose server omits [DONE] after every choice finished', async () => {
    const { out } = await run([ev({ content: 'hi' }), ev({}, 'stop')], [], true);
    assert.equal(out.at(-1), '[DONE]');
    assert.ok((out.at(-2) as Chunk).gate);
  });

  it('ends a stream cut before finishing with an error chunk and never the partial call', async () => {
    const { out } = await run(
      [
        ev({ content: 'hi' }),
        frag(0, { name: 'a', arguments: '{"path":"/et' }, { id: 'x0', type: 'function' }),
      ],
      ['a'],
      true,
    );
    assert.equal(sentCalls(out).length, 0);
    const last = out.at(-1) as Chunk;
    assert.match(last.error?.message ?? '', /ended before the response was complete/);
    assert.ok(!out.includes('[DONE]'));
  });

  it("relays the provider's in-stream error and stops", async () => {
    const err = { data: '{"error":{"message":"overloaded","type":"server_error"}}' };
    const { out } = await run([ev({ content: 'a' }), err, ev({ content: 'b' })], []);
    assert.deepEqual(out.at(-1), { error: { message: 'overloaded', type: 'server_error' } });
    assert.equal(out.length, 2);
  });

  it('refuses an event it cannot parse', async () => {
    const { engine } = tableEngine([]);
    const rw = new ChatStreamRewriter(verdictsFor(engine), new CaptureSink());
    await assert.rejects(rw.onEvent({ data: '{not json' }), /could not parse/);
  });
});
