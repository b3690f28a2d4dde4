// What each wire's stream rewriter says it holds (StreamRewriter.held, round 39): the pump releases the
// rest of a stream's bytes from the client's upstream share, so a call's held fragments must be counted
// until the stream ends, and relayed text must not be.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { responsesEvents } from '../../../test/fake-responses-upstream.js';
import { anthropicEvents, openaiEvents, type Received } from '../../../test/fake-upstream.js';
import { MessagesStreamRewriter } from '../anthropic/stream.js';
import { ChatStreamRewriter } from '../openai/stream.js';
import { ResponsesStreamRewriter } from '../responses/stream.js';
import type { StreamRewriter } from './pump.js';
import { SseParser } from './sse-parser.js';
import { CaptureSink, tableEngine, verdictsFor } from './testing.js';

const verdicts = () => verdictsFor(tableEngine(['get_weather']).engine);

it('each wire counts a call it holds, not the text it relayed', async () => {
  const req = { json: { model: 'm' } } as unknown as Received;
  const args = JSON.stringify({ city: 'Paris', note: 'n'.repeat(4000) });
  const turn = { text: 't'.repeat(20_000), calls: [{ id: 'call_1', name: 'get_weather', args }] };
  const wires: [string, string[], () => StreamRewriter][] = [
    ['chat', openaiEvents(turn, req, 64), () => new ChatStreamRewriter(verdicts(), new CaptureSink())],
    [
      'messages',
      anthropicEvents(turn, req, 64),
      () => new MessagesStreamRewriter(verdicts(), new CaptureSink(), false),
    ],
    [
      'responses',
      responsesEvents(turn, req, { pieceChars: 64 }),
      () => new ResponsesStreamRewriter(verdicts(), new CaptureSink(), false),
    ],
  ];
  for (const [wire, frames, make] of wires) {
    const parser = new SseParser();
    const events = [...parser.push(new TextEncoder().encode(frames.join(''))), ...parser.end()];
    const rw = make();
    let most = 0;
    let afterText = Number.POSITIVE_INFINITY;
    for (const e of events) {
      if (!(await rw.onEvent(e))) break;
      most = Math.max(most, rw.held());
      // Once the whole text went out and before the call began: what is held is no longer the text.
      if (e.data.includes('t'.repeat(64)) && !e.data.includes('get_weather')) afterText = rw.held();
    }
    assert.ok(most >= 4000, `${wire}: held at most ${most} while the call's fragments came`);
    assert.ok(afterText < 2000, `${wire}: ${afterText} held after 20,000 characters of text were relayed`);
  }
});
