// Red team, round 23: numbers past 2^53 in stream events gate rewrites. An event gate changes (the key
// redacted, an index or sequence number renumbered, a stop reason rewritten, the `gate` member added to
// the last chunk) was encoded again with JSON.stringify, so an integer past 2^53 lost its digits and a
// number past a double's range became `null` on the way to the client. Now such an event keeps the
// upstream's spelling of each such number, or the stream ends in the wire's error event (docs/wires.md,
// "Faithfulness").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { Responder } from './fake-upstream.js';
import { keyGates, sendTurn, unsafeSpellings } from './helpers/key-gates.js';
import {
  type Ev,
  endsComplete,
  endsInWireError,
  type Json,
  parseSse,
  sseText,
  textStream,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

const PROVIDER_KEY = 'sk-provider-r23-numbers-0123456789abcdef';
/** Where a number's own spelling goes in the stream's text (JSON.stringify cannot write it). */
const MARK = 'NUMBER-HERE';

/** A text answer (its key in one delta when `withKey`) with MARK where gate's rewritten events hold numbers. */
function stream(wire: Wire, withKey: boolean): Ev[] {
  const deltas = ['Here: ', withKey ? `echo ${PROVIDER_KEY} then` : 'nothing', ' done.'];
  return textStream(wire, deltas).map((ev): Ev => {
    if (typeof ev.data !== 'object' || ev.data === null) return ev;
    const data = { ...(ev.data as Json) };
    const type = data['type'];
    if (wire === 'chat') {
      data['created'] = MARK;
      // The last chunk, which gate adds its member to. Its finish is `tool_calls` with no call sent, so
      // gate rewrites it and encodes the chunk again (round 62: a last chunk gate left as it came is the
      // upstream's own text with `gate` spliced in, test/chat-last-chunk-r62.test.ts).
      if (JSON.stringify(data).includes('"finish_reason":"stop"')) {
        data['choices'] = (data['choices'] as Json[]).map((c) => ({ ...c, finish_reason: 'tool_calls' }));
        data['usage'] = { prompt_tokens: 1, completion_tokens: MARK, total_tokens: MARK };
      }
    } else if (type === 'content_block_delta' || type === 'response.output_text.delta') data['n'] = MARK;
    else if (type === 'message_delta') {
      // No call was sent, so gate rewrites this stop reason.
      data['delta'] = { stop_reason: 'tool_use', stop_sequence: null };
      data['usage'] = { output_tokens: MARK };
    } else if (type === 'response.created' || type === 'response.completed')
      // No sequence numbers: gate numbers every Responses event itself, so each is encoded again.
      data['response'] = { ...(data['response'] as Json), created_at: MARK };
    return { ...ev, data };
  });
}

function serve(events: Ev[], spelling: string): Responder {
  const text = sseText(events).replaceAll(`"${MARK}"`, spelling);
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(text);
  };
}

const pair = keyGates('R23_PROVIDER_KEY', PROVIDER_KEY);

async function turn(wire: Wire): Promise<string> {
  const res = await sendTurn(pair, wire, true);
  assert.equal(res.status, 200);
  return res.text();
}

const unsafe = unsafeSpellings;

for (const wire of WIRES) {
  describe(`the ${wire} wire, streamed`, () => {
    for (const withKey of [false, true])
      test(`an event gate rewrites keeps the upstream's spelling of each number${withKey ? ' (the key redacted in it)' : ''}`, async () => {
        await fc.assert(
          fc.asyncProperty(unsafe, async (spelling) => {
            pair.fake.push(serve(stream(wire, withKey), spelling));
            const text = await turn(wire);
            const events = parseSse(text);
            assert.ok(endsComplete(wire, events), text.slice(-300));
            assert.ok(!text.includes(PROVIDER_KEY), 'the key is redacted');
            if (withKey) assert.ok(text.includes('[REDACTED]'));
            // Every number the upstream spelt is in gate's text as spelt, and no rounded spelling.
            const want = text.split(spelling).length - 1;
            assert.ok(want >= 3, `${spelling} kept: ${want}`);
            const rounded = JSON.stringify(Number(spelling));
            if (rounded !== spelling && rounded !== 'null') assert.ok(!text.includes(rounded), rounded);
          }),
          { numRuns: 8 },
        );
      });

    test("an event whose number gate cannot place exactly ends the stream in the wire's error event", async () => {
      // Two spellings of one double in one rewritten event: which is which is not in the parsed value.
      const text = sseText(stream(wire, false)).replaceAll(`"${MARK}"`, '9007199254740993');
      // In an event gate encodes again: the last chunk, the rewritten stop reason, a renumbered event.
      const rewritten = {
        chat: /^data: .*"usage".*$/m,
        messages: /^data: .*"message_delta".*$/m,
        responses: /^data: .*"response.output_text.delta".*$/m,
      }[wire];
      const both = text.replace(rewritten, (line) =>
        line.replace('9007199254740993', '9007199254740993,"m":9007199254740992'),
      );
      assert.notEqual(both, text);
      pair.fake.push((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(both);
      });
      const out = await turn(wire);
      assert.ok(!out.includes(PROVIDER_KEY));
      // What passed holding the other spelling is the upstream's own event, byte for byte.
      const upstreamLines = new Set(both.split('\n'));
      for (const line of out.split('\n'))
        if (line.includes('9007199254740992')) assert.ok(upstreamLines.has(line), line);
      assert.ok(endsInWireError(wire, parseSse(out)), out.slice(-300));
      for (const gate of [pair.openai, pair.anthropic]) assert.ok(!gate.stdout().includes('900719925474099'));
    });
  });
}
