// Round 58 (perf2-r58): an upstream stream cut into TCP reads at random byte offsets (inside a line, an
// event's JSON, a multi-byte character, a CRLF pair) reaches the official clients through the real
// `gate serve` as exactly the events, and the verdicts, of the same stream sent whole, on every wire:
// chat and Responses through `openai`, messages through `@anthropic-ai/sdk`. The one-off events gate
// learns across streams (src/wire/shared/event-template.ts, StreamEventReader) are read many times over
// here, each stream after the first from templates. A call the floor refuses (rm -rf) is never sent.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import OpenAI from 'openai';
import { proxiedGate } from './helpers/proxied-gate.js';
import { type Call, serveCut, sseText, streamedAnswer, type Wire } from './helpers/upstream-answers.js';

const CALLS: Call[] = [
  { id: 'c1', name: 'Bash', args: '{"command":"rm -rf / # é—😀"}' },
  { id: 'c2', name: 'Read', args: '{"file_path":"src/ä😀.ts"}' },
];

/** The offsets of the text's multi-byte characters' inner bytes: a cut there splits a character. */
function innerBytes(text: string): number[] {
  const bytes = Buffer.from(text, 'utf8');
  const inner: number[] = [];
  for (let i = 0; i < bytes.length; i++) if ((bytes[i]! & 0xc0) === 0x80) inner.push(i);
  return inner;
}

const openaiPair = proxiedGate('openai');
const anthropicPair = proxiedGate('anthropic');

/** Every event the official client yields for one streamed turn, its trace (one a request) named alike. */
async function clientEvents(wire: Wire): Promise<unknown[]> {
  const events = await yielded(wire);
  return JSON.parse(JSON.stringify(events).replace(/"trace_id":"[0-9a-f]{32}"/g, '"trace_id":"T"'));
}

async function yielded(wire: Wire): Promise<unknown[]> {
  const events: unknown[] = [];
  if (wire === 'messages') {
    const client = new Anthropic({ baseURL: anthropicPair.gate.url, apiKey: 'k', maxRetries: 0 });
    const stream = await client.messages.create({
      model: 'm',
      max_tokens: 64,
      messages: [{ role: 'user', content: 'go' }],
      stream: true,
    });
    for await (const event of stream) events.push(event);
    return events;
  }
  const client = new OpenAI({ baseURL: `${openaiPair.gate.url}/v1`, apiKey: 'k', maxRetries: 0 });
  if (wire === 'chat') {
    const stream = await client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'go' }],
      stream: true,
    });
    for await (const chunk of stream) events.push(chunk);
    return events;
  }
  const stream = await client.responses.create({ model: 'm', input: 'go', stream: true });
  for await (const event of stream) events.push(event);
  return events;
}

/** The calls the client was sent, by name (what the verdicts let through). */
function sentCalls(wire: Wire, events: unknown[]): string[] {
  const text = JSON.stringify(events);
  return ['Bash', 'Read'].filter((name) =>
    wire === 'messages'
      ? text.includes(`"type":"tool_use","id":"c${name === 'Bash' ? 1 : 2}"`)
      : text.includes(`"name":"${name}"`),
  );
}

for (const wire of ['chat', 'messages', 'responses'] as const) {
  describe(`the ${wire} wire, through the official client`, () => {
    const pair = () => (wire === 'messages' ? anthropicPair : openaiPair);
    const upstream = sseText(streamedAnswer(wire, CALLS, { cut: 5, picks: [0, 1], late: [0, 0] }));

    test('a stream cut at random bytes, inside characters too, gives the same events and verdicts', async () => {
      pair().fake.push(serveCut(upstream, []));
      const whole = await clientEvents(wire);
      assert.deepEqual(sentCalls(wire, whole), ['Read'], 'the floor refuses rm -rf and admits the read');
      assert.match(JSON.stringify(whole), /"trace_id":"T","verdicts":\[/, 'the verdicts are in the stream');
      // A second whole stream reads its one-off events from the templates the first taught: the same events.
      pair().fake.push(serveCut(upstream, []));
      assert.deepEqual(await clientEvents(wire), whole);
      const length = Buffer.byteLength(upstream, 'utf8');
      const inner = innerBytes(upstream);
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.uniqueArray(fc.integer({ min: 1, max: length - 1 }), { minLength: 1, maxLength: 8 }),
          fc.subarray(inner, { maxLength: 3 }),
          async (crlf, at, inside) => {
            const text = crlf ? upstream.replaceAll('\n', '\r\n') : upstream;
            // Inner-byte offsets are the LF text's; with CRLF they still fall inside some piece of the text.
            const cuts = [...new Set([...at, ...inside])].sort((a, b) => a - b);
            pair().fake.push(serveCut(text, cuts));
            assert.deepEqual(await clientEvents(wire), whole);
          },
        ),
        { numRuns: 12 },
      );
    });
  });
}
