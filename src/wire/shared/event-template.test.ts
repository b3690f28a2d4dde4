// The template reader against the strict read (docs/wires.md, round 20): for each wire's delta shapes, a
// stream of events near the shape read through one reader gives, event for event, what the strict read
// gives (the same value, keys in the same order), and refuses exactly what it refuses. Work counted on
// 64 KiB adversarial events.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { responsesEvents } from '../../../test/fake-responses-upstream.js';
import { anthropicEvents, openaiEvents, type Received } from '../../../test/fake-upstream.js';
import { growthOf } from '../../../test/helpers/work-count.js';
import { DELTA_VALUES as MESSAGES_VALUES, MessagesStreamRewriter } from '../anthropic/stream.js';
import { DELTA_VALUES as CHAT_VALUES, ChatStreamRewriter } from '../openai/stream.js';
import { DELTA_VALUES as RESPONSES_VALUES, ResponsesStreamRewriter } from '../responses/stream.js';
import { EventTemplates } from './event-template.js';
import type { StreamRewriter } from './pump.js';
import { SseParser } from './sse-parser.js';
import { CaptureSink, readerAnswer, strictAnswer, tableEngine, verdictsFor } from './testing.js';

const envelope = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1700000000, model: 'gpt-x' };
const SHAPES: { name: string; values: ReadonlySet<string>; event: (v: string, n: number) => unknown }[] = [
  {
    name: 'chat tool-call fragment',
    values: CHAT_VALUES,
    event: (v, n) => ({
      ...envelope,
      choices: [{ index: 0, delta: { tool_calls: [{ index: n % 3, function: { arguments: v } }] } }],
    }),
  },
  {
    name: 'chat custom-call fragment',
    values: CHAT_VALUES,
    event: (v) => ({
      ...envelope,
      choices: [
        { index: 0, delta: { tool_calls: [{ index: 0, custom: { input: v } }] }, finish_reason: null },
      ],
    }),
  },
  {
    name: 'messages text_delta',
    values: MESSAGES_VALUES,
    event: (v, n) => ({ type: 'content_block_delta', index: n, delta: { type: 'text_delta', text: v } }),
  },
  {
    name: 'messages input_json_delta',
    values: MESSAGES_VALUES,
    event: (v, n) => ({
      type: 'content_block_delta',
      index: n,
      delta: { type: 'input_json_delta', partial_json: v },
    }),
  },
  {
    name: 'responses output_text.delta',
    values: RESPONSES_VALUES,
    event: (v, n) => ({
      type: 'response.output_text.delta',
      sequence_number: n,
      item_id: 'msg_1',
      output_index: 0,
      content_index: 0,
      delta: v,
      logprobs: [],
      obfuscation: v.slice(0, 3),
    }),
  },
  {
    name: 'responses function_call_arguments.delta',
    values: RESPONSES_VALUES,
    event: (v, n) => ({
      type: 'response.function_call_arguments.delta',
      sequence_number: n,
      item_id: 'fc_1',
      output_index: 1,
      delta: v,
    }),
  },
];

/** Text near a value's: JSON's escapes, quotes and backslashes, member text, digits, exponents. */
const piece = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '"',
    '\\',
    '\\"',
    '\\u00',
    '\\ud800',
    '\\u0041',
    '","x":1',
    '"},"z":{"a":"',
    '1e5',
    '-1',
    '00',
  ),
  fc.constantFrom('\u0000', '\n', '\u2028', '\ud83d\ude00', '\ud800', ' ', ',', '}', ']', '{', 'null'),
);
const valueText = fc.array(piece, { maxLength: 4 }).map((parts) => parts.join(''));

/** A stream's next event: the shape with another value, written plainly or cut, spliced or rewritten. */
const nearEvent = (shape: (typeof SHAPES)[number]) =>
  fc
    .tuple(
      valueText,
      fc.nat({ max: 1_200_000 }),
      fc.oneof(
        fc.constant({ kind: 'plain' as const }),
        fc.record({
          kind: fc.constant('splice' as const),
          at: fc.nat(),
          cut: fc.nat({ max: 4 }),
          add: valueText,
        }),
        fc.record({ kind: fc.constant('raw' as const), raw: valueText }),
        fc.record({
          kind: fc.constant('number' as const),
          raw: fc.constantFrom('01', '1.0', '1e2', '-0', '9'.repeat(17), ' 2', '2 '),
        }),
      ),
    )
    .map(([v, n, edit]) => {
      const data = JSON.stringify(shape.event(v, n));
      if (edit.kind === 'plain') return data;
      if (edit.kind === 'splice') {
        const at = edit.at % (data.length + 1);
        return data.slice(0, at) + edit.add + data.slice(at + edit.cut);
      }
      // The value's place written with raw text: a string that closes early, adds a member, or is no string.
      const marker = JSON.stringify(shape.event('\u0001', 424242));
      return edit.kind === 'raw'
        ? marker.replace(/"\\u0001"/g, `"${edit.raw}"`).replace('424242', String(n))
        : marker.replace(/"\\u0001"/g, '"x"').replace('424242', edit.raw);
    });

describe('EventTemplates: the same reads as the strict read (round 20)', () => {
  for (const shape of SHAPES) {
    it(`${shape.name}: every event of a stream reads as the strict read reads it`, () => {
      fc.assert(
        fc.property(fc.array(nearEvent(shape), { minLength: 1, maxLength: 12 }), (events) => {
          const reader = new EventTemplates(shape.values);
          for (const data of events) assert.equal(readerAnswer(reader, data), strictAnswer(data), data);
        }),
        { numRuns: 600 },
      );
    });

    it(`${shape.name}: a stream of plain events is read from its template after the first`, async () => {
      const reader = new EventTemplates(shape.values);
      const strictReads = await countStrictReads(async () => {
        for (let i = 0; i < 50; i++) reader.read(JSON.stringify(shape.event(`piece ${i} "q" \\ é`, i % 2)));
      });
      // The first event, and the second when the first's values were not yet a different shape's.
      assert.ok(strictReads <= 2, `${strictReads} strict reads of 50 events`);
    });
  }

  it('a template never keeps a member written twice, a key __proto__, or a value past its template', () => {
    const reader = new EventTemplates(MESSAGES_VALUES);
    const first = '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a"}}';
    assert.equal(readerAnswer(reader, first), strictAnswer(first));
    for (const data of [
      '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a","text":"b"}}',
      '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"b"}} ',
      '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"b\\x"}}',
      '{"type":"content_block_delta","index":01,"delta":{"type":"text_delta","text":"b"}}',
      '{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"b"}}}',
      '{"__proto__":{"x":1},"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a"}}',
    ])
      assert.equal(readerAnswer(reader, data), strictAnswer(data), data);
    const proto = new EventTemplates(MESSAGES_VALUES);
    const withProto = '{"__proto__":{"text":"a"},"type":"x","index":0}';
    for (let i = 0; i < 2; i++) {
      const read = proto.read(withProto) as Record<string, unknown>;
      assert.ok(Object.hasOwn(read, '__proto__'));
    }
  });

  it("each wire reads a long call's deltas from a template, not the strict read, and sends the call whole", async () => {
    const req = { json: { model: 'm' } } as unknown as Received;
    const args = JSON.stringify({ city: 'Paris', note: 'n'.repeat(1600) });
    const turn = {
      text: 'The weather in Paris is mild today.',
      calls: [{ id: 'call_1', name: 'get_weather', args }],
    };
    const wires: [string, string[], (sink: CaptureSink) => StreamRewriter][] = [
      ['chat', openaiEvents(turn, req, 8), (sink) => new ChatStreamRewriter(verdicts(), sink)],
      [
        'messages',
        anthropicEvents(turn, req, 8),
        (sink) => new MessagesStreamRewriter(verdicts(), sink, false),
      ],
      [
        'responses',
        responsesEvents(turn, req, { pieceChars: 8 }),
        (sink) => new ResponsesStreamRewriter(verdicts(), sink, false),
      ],
    ];
    for (const [wire, frames, rewriter] of wires) {
      const parser = new SseParser();
      const events = [...parser.push(new TextEncoder().encode(frames.join(''))), ...parser.end()];
      const sink = new CaptureSink();
      const rw = rewriter(sink);
      const reads = await countStrictReads(async () => {
        for (const e of events) if (!(await rw.onEvent(e))) break;
      });
      // 200 argument deltas: a handful of strict reads (the one-off events, a shape's first delta).
      assert.ok(
        events.length > 200 && reads < 30,
        `${wire}: ${reads} strict reads of ${events.length} events`,
      );
      const sent = sink.json() as unknown[];
      assert.ok(
        JSON.stringify(sent).includes(JSON.stringify(args).slice(1, -1)),
        `${wire}: the call is sent whole`,
      );
    }
  });

  it('reads 64 KiB adversarial events in work linear in their length', () => {
    const learnt = (values: ReadonlySet<string>, first: string) => (text: string) => {
      const reader = new EventTemplates(values);
      reader.read(first);
      try {
        reader.read(text);
      } catch {
        // refused, as the strict read refuses
      }
    };
    const delta = (v: string) =>
      `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":${v}}}`;
    const seq = (n: string, v: string) =>
      `{"type":"response.output_text.delta","sequence_number":${n},"item_id":"m","delta":${v},"obfuscation":"x"}`;
    const cases: [string, (n: number) => string, (text: string) => unknown][] = [
      ['a long text', (n) => delta(JSON.stringify('a'.repeat(n))), learnt(MESSAGES_VALUES, delta('"a"'))],
      ['an unterminated text', (n) => delta(`"${'a'.repeat(n)}`), learnt(MESSAGES_VALUES, delta('"a"'))],
      ['a run of backslashes', (n) => delta(`"${'\\'.repeat(n)}"}}`), learnt(MESSAGES_VALUES, delta('"a"'))],
      [
        'a run of escapes',
        (n) => delta(`"${'\\u0041'.repeat(n / 6)}"`),
        learnt(MESSAGES_VALUES, delta('"a"')),
      ],
      ['a run of digits', (n) => seq('1'.repeat(n), '"a"'), learnt(RESPONSES_VALUES, seq('1', '"a"'))],
      [
        'many quoted members',
        (n) => delta(`"a",${'"x":"y",'.repeat(n / 8)}"z":1`),
        learnt(MESSAGES_VALUES, delta('"a"')),
      ],
    ];
    for (const [name, make, read] of cases) {
      const ratio = growthOf(make, read);
      assert.ok(ratio < 10, `${name}: work grew ${ratio.toFixed(1)}x for 8x the text`);
    }
  });
});

const verdicts = () => verdictsFor(tableEngine(['get_weather']).engine);

/** How many events `fn` sent to JSON.parse whole (the strict read's build; a template's reads send none). */
async function countStrictReads(fn: () => Promise<void>): Promise<number> {
  const parse = JSON.parse;
  let n = 0;
  JSON.parse = ((text: string, ...rest: []) => {
    if (text.startsWith('{')) n++;
    return parse(text, ...rest);
  }) as typeof JSON.parse;
  try {
    await fn();
  } finally {
    JSON.parse = parse;
  }
  return n;
}
