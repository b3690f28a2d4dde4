// Round 58 (perf2-r58): a wire's reader of every stream event (StreamEventReader) against the strict read.
// The one-off events of a stream (a response's snapshots, a block's or item's start and stop, the usage,
// a ping) are learnt across streams in a pool of their own: every event still reads, value for value and
// key for key, as the strict read reads it, and is refused exactly where the strict read refuses it; a
// type read once is not cut; a text no template can hold is cut a bounded number of times, not once an event.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { responsesEvents } from '../../../test/fake-responses-upstream.js';
import { anthropicEvents, openaiEvents, type Received } from '../../../test/fake-upstream.js';
import { newEventReader as newMessagesReader } from '../anthropic/stream.js';
import { newEventReader as newChatReader } from '../openai/stream.js';
import { newEventReader as newResponsesReader } from '../responses/stream.js';
import type { StreamEventReader } from './event-template.js';
import { SseParser } from './sse-parser.js';
import { readerAnswer, strictAnswer } from './testing.js';

const req = { json: { model: 'gpt-bench' } } as unknown as Received;

// The generator draws nine turns: each made once, not once an event (round 68: the making was 56 % of the
// properties' CPU). A reader reads the arrays, never writes them.
const streams = new Map<string, Record<string, string[]>>();

/** Each wire's stream of bench/wires' turn, as event data (chat's `[DONE]` aside), made once a turn. */
function wireData(id: string, text: string): Record<string, string[]> {
  const key = `${id}\n${text}`;
  let data = streams.get(key);
  if (data === undefined) {
    data = wireStreams(id, text);
    streams.set(key, data);
  }
  return data;
}

function wireStreams(id: string, text: string): Record<string, string[]> {
  const turn = { text, calls: [{ id, name: 'get_weather', args: '{"city":"Paris"}' }] };
  const read = (frames: string[]) => {
    const parser = new SseParser();
    const events = [...parser.push(new TextEncoder().encode(frames.join(''))), ...parser.end()];
    return events.map((e) => e.data).filter((d) => d !== '[DONE]');
  };
  return {
    chat: read(openaiEvents(turn, req, 8)),
    messages: read(anthropicEvents(turn, req, 8)),
    responses: read(responsesEvents(turn, req, { pieceChars: 8 })),
  };
}

/** Each wire's own reader, fresh (the wire keeps one for all its streams). */
const READERS: Record<string, () => StreamEventReader> = {
  chat: newChatReader,
  messages: newMessagesReader,
  responses: newResponsesReader,
};
const newReader = (wire: string) => READERS[wire]!();

/** Chat's text chunks go to its text-delta reader first (text-delta.ts); the rest reach this reader. */
const reachesReader = (wire: string, data: string) => wire !== 'chat' || !/"delta":\{"content":"/.test(data);

/** Text near a value's: JSON's escapes, quotes, member text, digits. */
const piece = fc.oneof(
  fc.string(),
  fc.constantFrom('"', '\\', '\\"', '\\u00', '\\ud800', '","x":1', '"},"z":{"a":"', '1e5', '-1', '00', ' '),
  fc.constantFrom('\u0000', '\n', '\ud83d\ude00', '\ud800', ',', '}', ']', '{', 'null', '"type":"ping",'),
);
const valueText = fc.array(piece, { maxLength: 4 }).map((parts) => parts.join(''));

/** An event of a wire's stream, plain, with other values, or with text spliced in anywhere. */
const nearEvent = (wire: string) =>
  fc
    .tuple(
      fc.constantFrom('call_1', 'call_x"', 'c\\u0041'),
      fc.constantFrom('The weather in Paris is mild today.', 'é "q" \\ n', ''),
      fc.nat({ max: 40 }),
      fc.oneof(fc.constant(undefined), fc.record({ at: fc.nat(), cut: fc.nat({ max: 4 }), add: valueText })),
    )
    .map(([id, text, pick, edit]) => {
      const events = wireData(id, text)[wire]!;
      const data = events[pick % events.length]!;
      if (edit === undefined) return data;
      const at = edit.at % (data.length + 1);
      return data.slice(0, at) + edit.add + data.slice(at + edit.cut);
    });

describe('StreamEventReader: every event reads as the strict read reads it (round 58)', () => {
  for (const wire of ['chat', 'messages', 'responses']) {
    it(`${wire}: streams of events near the wire's, through one reader`, () => {
      fc.assert(
        fc.property(fc.array(nearEvent(wire), { minLength: 1, maxLength: 40 }), (events) => {
          const reader = newReader(wire);
          // Twice over: the second pass reads from what the first taught.
          for (const data of [...events, ...events])
            assert.equal(readerAnswer(reader, data), strictAnswer(data), data);
        }),
        { numRuns: 400 },
      );
    });

    it(`${wire}: a later stream's one-off events are read from templates, not the strict read`, () => {
      const reader = newReader(wire);
      const first = wireData('call_1', 'The weather in Paris is mild today.')[wire]!.filter((d) =>
        reachesReader(wire, d),
      );
      const later = wireData('call_2', 'Rain in Lyon "all" day.')[wire]!.filter((d) =>
        reachesReader(wire, d),
      );
      // The first two streams teach the one-off shapes (each type's second strict read).
      for (let i = 0; i < 2; i++) for (const d of first) reader.read(d);
      const n = strictReads(() => {
        for (const d of later) reader.read(d);
      });
      for (const d of later) assert.equal(readerAnswer(reader, d), strictAnswer(d));
      assert.equal(n, 0, `${wire}: ${n} strict reads of ${later.length} events`);
    });
  }

  it('a type read once is not cut, and a text no template holds is cut at most a few times', () => {
    const reader = newReader('messages');
    const cuts = () => stringifies(() => reader.read('{"type":"message_stop"}'));
    assert.equal(cuts(), 0, 'a first read is not cut');
    assert.equal(cuts(), 1, 'the second is');
    assert.equal(
      strictReads(() => reader.read('{"type":"message_stop"}')),
      0,
      'then read from its template',
    );
    // Spaced JSON: the strict read takes it, no template can hold it (the cut's text is compact).
    const spaced = (i: number) => `{"type": "message_delta", "usage": {"output_tokens": ${i}}}`;
    let total = 0;
    for (let i = 0; i < 200; i++) {
      total += stringifies(() => reader.read(spaced(i)));
      assert.equal(readerAnswer(reader, spaced(i)), strictAnswer(spaced(i)));
    }
    assert.ok(total <= 4, `${total} cuts tried for 200 events no template holds`);
  });

  it('an upstream cycling event types cannot make every event a cut', () => {
    const reader = newReader('messages');
    // An order near the worst for the bound: 64 types read ten times each (four cuts each), then 64 new ones
    // (which clear what was remembered), over and over; every text spaced so no cut ever holds.
    const events: string[] = [];
    for (let round = 0; round < 4; round++) {
      for (let k = 0; k < 10; k++)
        for (let t = 0; t < 64; t++) events.push(`{"type": "t${round}_${t}", "n": ${k}}`);
      for (let t = 0; t < 64; t++) events.push(`{"type": "fresh${round}_${t}"}`);
    }
    const cuts = stringifies(() => {
      for (const data of events) reader.read(data);
    });
    // Four cuts a type: 256 a round of 704 events (a cut an event past the first would be 576).
    assert.ok(cuts <= events.length / 2, `${cuts} cuts for ${events.length} events`);
  });
});

/** JSON.parse calls of a whole event (the strict read's build) while `fn` runs. */
function strictReads(fn: () => void): number {
  return counting('parse', (text) => typeof text === 'string' && text.startsWith('{'), fn);
}
/** JSON.stringify calls (a template's cut) while `fn` runs. */
function stringifies(fn: () => void): number {
  return counting('stringify', () => true, fn);
}
function counting(name: 'parse' | 'stringify', counts: (arg: unknown) => boolean, fn: () => void): number {
  const original = JSON[name] as (...args: unknown[]) => unknown;
  let n = 0;
  (JSON as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
    if (counts(args[0])) n++;
    return original.apply(JSON, args);
  };
  try {
    fn();
  } finally {
    (JSON as unknown as Record<string, unknown>)[name] = original;
  }
  return n;
}
