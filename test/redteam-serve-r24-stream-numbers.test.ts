// Red team, round 24: numbers past 2^53 in values gate holds past their own event, on the real process.
// Round 23 kept the upstream's spelling in an event gate encodes again when the number came from that
// event or the envelope's; one gate held from an earlier event ended the stream in the error event. Two
// such places were ordinary streams: a chat envelope read from a text delta (forwarded unchanged, so its
// text was not the envelope's source) then written into a released call's chunk, and a Responses item
// held from its `added` (a call released when the response completed, an item the final response no
// longer lists). Now the spellings of the events whose values gate holds are kept (KeptSpellings,
// src/kernel/json-numbers.ts), and only two spellings of one double still end the stream
// (docs/wires.md, "Round 24").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { keyGates, sendTurn, unsafeSpellings } from './helpers/key-gates.js';
import {
  endsComplete,
  endsInWireError,
  messageEnd,
  messageStart,
  parseSse,
  typedEvent,
  type Wire,
} from './helpers/upstream-answers.js';

const frame = (data: object | string, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

/**
 * Chat: the envelope's `created` arrives with the text deltas (spelt `first`, then `later`); the call's
 * chunks carry no `created`, and gate holds the call and writes it in a chunk of its own.
 */
function chatStream(first: string, later = first): string {
  const chunk = (delta: object, finish: string | null = null, created?: string) =>
    frame(
      `{"id":"chatcmpl-r24","object":"chat.completion.chunk",${created ? `"created":${created},` : ''}"model":"m",` +
        `"choices":[${JSON.stringify({ index: 0, delta, finish_reason: finish })}]}`,
    );
  return [
    chunk({ role: 'assistant', content: '' }, null, '1'),
    chunk({ content: 'Reading' }, null, first),
    chunk({ content: ' it.' }, null, later),
    chunk({
      tool_calls: [{ index: 0, id: 'c1', type: 'function', function: { name: 'Read', arguments: '' } }],
    }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: '{"file_path":"README.md"}' } }] }),
    chunk({}, 'tool_calls'),
    frame('[DONE]'),
  ].join('');
}

/** Responses: a message and a call announced with a number in their items, neither done nor listed at the end. */
function responsesStream(first: string, later = first): string {
  let seq = 0;
  const ev = (type: string, data: object) => frame({ type, sequence_number: seq++, ...data }, type);
  const envelope = { id: 'resp_r24', object: 'response', status: 'in_progress', model: 'm', output: [] };
  return [
    ev('response.created', { response: envelope }),
    ev('response.output_item.added', {
      output_index: 0,
      item: { id: 'msg_1', type: 'message', role: 'assistant', status: 'completed', n: 0, content: [] },
    }),
    ev('response.output_item.added', {
      output_index: 1,
      item: {
        id: 'fc_1',
        type: 'function_call',
        status: 'in_progress',
        call_id: 'c1',
        name: 'Read',
        n: 0,
        arguments: '{"file_path":"README.md"}',
      },
    }),
    ev('response.completed', { response: { ...envelope, status: 'completed' } }),
  ]
    .join('')
    .replace('"n":0', `"n":${first}`)
    .replace('"n":0', `"n":${later}`);
}

describe('numbers past 2^53 held past their event (round 24)', () => {
  // A provider key gate redacts; none of these streams holds it.
  const pair = keyGates('R24_NUMBERS_KEY', 'sk-provider-r24-numbers-0123456789abcdef');

  async function turn(wire: Wire, text: string): Promise<string> {
    pair.fake.push((_q, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(text);
    });
    const res = await sendTurn(pair, wire, true);
    assert.equal(res.status, 200);
    return res.text();
  }

  const unsafe = unsafeSpellings;

  const cases: [Wire, (first: string, later?: string) => string, string][] = [
    ['chat', chatStream, 'a chat envelope read from text deltas, written into a released call'],
    ['responses', responsesStream, 'Responses items held from their added event'],
  ];
  for (const [wire, stream, what] of cases) {
    test(`${what}: the upstream's spelling kept, the stream complete`, async () => {
      await fc.assert(
        fc.asyncProperty(unsafe, async (spelling) => {
          const out = await turn(wire, stream(spelling));
          const events = parseSse(out);
          assert.ok(endsComplete(wire, events) && !endsInWireError(wire, events), out.slice(-400));
          const rounded = JSON.stringify(Number(spelling));
          if (rounded !== spelling && rounded !== 'null') assert.ok(!out.includes(rounded), rounded);
          assert.ok(!/"(created|n)":null/.test(out), 'no number became null');
          // The released call carries the number gate held (the envelope's created, the item's n).
          const released = out.split('\n').filter((l) => l.includes('README.md'));
          assert.ok(released.length > 0, 'the call was sent');
          assert.ok(
            released.some((l) => l.includes(spelling)),
            `${spelling} in ${released.join('\n')}`,
          );
        }),
        { numRuns: 6 },
      );
    });
  }

  test('chat: the envelope spelt anew by a later text delta is written as that later spelling', async () => {
    // 9007199254740993 and 9007199254740992 are one double: the envelope holds the later chunk's.
    const out = await turn('chat', chatStream('9007199254740993', '9007199254740992'));
    assert.ok(endsComplete('chat', parseSse(out)), out.slice(-400));
    const released = out.split('\n').filter((l) => l.includes('README.md'));
    assert.ok(
      released.every((l) => l.includes('"created":9007199254740992')),
      released.join('\n'),
    );
  });

  test('Responses: two held items spelling one double two ways end the stream in the error event', async () => {
    // Which spelling each listed item holds is not in the parsed value: refused, not guessed.
    const out = await turn('responses', responsesStream('9007199254740993', '9007199254740992'));
    assert.ok(endsInWireError('responses', parseSse(out)), out.slice(-400));
    assert.ok(!pair.openai.stdout().includes('900719925474099'), 'no digits in the log');
    assert.doesNotMatch(pair.openai.stderr(), /\n\s+at .+:\d+:\d+/, 'no stack trace');
  });

  test('messages: a message_stop carrying such a number keeps its spelling (it was JSON.stringify)', async () => {
    await fc.assert(
      fc.asyncProperty(unsafe, async (spelling) => {
        const text = [
          messageStart(),
          typedEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
          typedEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'ok' } }),
          typedEvent('content_block_stop', { index: 0 }),
          ...messageEnd('end_turn'),
        ]
          .map((e) => frame(e.data as object, e.event))
          .join('')
          .replace('{"type":"message_stop"}', `{"type":"message_stop","metrics":{"n":${spelling}}}`);
        const out = await turn('messages', text);
        assert.ok(endsComplete('messages', parseSse(out)), out.slice(-300));
        const stop = out.split('\n').find((l) => l.includes('"message_stop"')) ?? '';
        assert.ok(stop.includes(`"n":${spelling}`), stop);
      }),
      { numRuns: 6 },
    );
  });
});
