// Round 19 (docs/wires.md): a chunk that only carries tool-call fragments is held, so it is never encoded
// again, and a delta with no web-search results does not go through the hosted reader. Counted, not timed:
// on the base both grew with every fragment.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CaptureSink, tableEngine, verdictsFor } from '../shared/testing.js';
import { ChatStreamRewriter } from './stream.js';

const base = { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm' };
const ev = (delta: Record<string, unknown>, finish: string | null = null) => ({
  data: JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] }),
});

const FRAGMENTS = 400;

/** A stream of one call whose arguments come in FRAGMENTS pieces, as a model streams a long argument. */
function events(): { data: string }[] {
  const args = JSON.stringify({ note: 'n'.repeat(FRAGMENTS * 4) });
  const out = [ev({ role: 'assistant', content: null })];
  out.push(
    ev({ tool_calls: [{ index: 0, id: 'x0', type: 'function', function: { name: 'a', arguments: '' } }] }),
  );
  for (let i = 0; i < args.length; i += 4)
    out.push(ev({ tool_calls: [{ index: 0, function: { arguments: args.slice(i, i + 4) } }] }));
  out.push(ev({}, 'tool_calls'), { data: '[DONE]' });
  return out;
}

describe('ChatStreamRewriter: work per held fragment (round 19)', () => {
  it('encodes no held fragment chunk and reads hosted results only where there are some', async () => {
    const { engine } = tableEngine(['a']);
    const verdicts = verdictsFor(engine);
    let hostedReads = 0;
    const readHosted = verdicts.readHosted.bind(verdicts);
    verdicts.readHosted = (results) => {
      hostedReads++;
      return readHosted(results);
    };
    const sink = new CaptureSink();
    const rw = new ChatStreamRewriter(verdicts, sink);
    const stream = events();
    const stringify = JSON.stringify;
    let encoded = 0;
    JSON.stringify = ((...a: Parameters<typeof stringify>) => {
      encoded++;
      return stringify(...a);
    }) as typeof stringify;
    try {
      for (const e of stream) if (!(await rw.onEvent(e))) break;
    } finally {
      JSON.stringify = stringify;
    }
    // The released call, the last chunk with `gate`: a handful, whatever the number of fragments.
    assert.ok(stream.length > FRAGMENTS, 'the stream holds every fragment');
    assert.ok(encoded <= 8, `JSON.stringify ran ${encoded} times for ${stream.length} events`);
    assert.equal(hostedReads, 0);
    const out = sink.json() as {
      choices?: { delta?: { tool_calls?: { function: { arguments: string } }[] } }[];
    }[];
    const sent = out.flatMap((c) => (typeof c === 'string' ? [] : (c.choices?.[0]?.delta?.tool_calls ?? [])));
    assert.equal(sent.length, 1);
    assert.deepEqual(JSON.parse(sent[0]!.function.arguments), { note: 'n'.repeat(FRAGMENTS * 4) });
  });
});
