// Red team, round 23: numbers past 2^53 in stream events gate rewrites. An event gate changes (the key
// redacted, an index or sequence number renumbered, a stop reason rewritten, the `gate` member added to
// the last chunk) was encoded again with JSON.stringify, so an integer past 2^53 lost its digits and a
// number past a double's range became `null` on the way to the client. Now such an event keeps the
// upstream's spelling of each such number, or the stream ends in the wire's error event (docs/wires.md,
// "Faithfulness").
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, type Responder, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import {
  chatChunk,
  endsComplete,
  endsInWireError,
  type Ev,
  messageStart,
  parseSse,
  requestFor,
  sseText,
  typedEvent,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

const PROVIDER_KEY = 'sk-provider-r23-numbers-0123456789abcdef';
/** Where a number's own spelling goes in the stream's text (JSON.stringify cannot write it). */
const MARK = 'NUMBER-HERE';

/** A text answer whose events each carry `big` (at MARK), the key in one delta when `withKey`. */
function stream(wire: Wire, withKey: boolean): Ev[] {
  const deltas = ['Here: ', withKey ? `echo ${PROVIDER_KEY} then` : 'nothing', ' done.'];
  if (wire === 'chat')
    return [
      ...deltas.map((content) => ({ data: { ...(chatChunk({ content }).data as object), created: MARK } })),
      // The last chunk gate adds its member to, with the upstream's usage.
      {
        data: {
          ...(chatChunk({}, 'stop').data as object),
          usage: { prompt_tokens: 1, completion_tokens: MARK, total_tokens: MARK },
        },
      },
      { data: '[DONE]' },
    ];
  if (wire === 'messages')
    return [
      messageStart(),
      typedEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      ...deltas.map((text) =>
        typedEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text }, n: MARK }),
      ),
      typedEvent('content_block_stop', { index: 0 }),
      // No call was sent, so gate rewrites this stop reason.
      typedEvent('message_delta', {
        delta: { stop_reason: 'tool_use', stop_sequence: null },
        usage: { output_tokens: MARK },
      }),
      typedEvent('message_stop'),
    ];
  const full = deltas.join('');
  const part = { type: 'output_text', text: '', annotations: [] };
  const item = (status: string, text: string) => ({
    id: 'msg_1',
    type: 'message',
    status,
    role: 'assistant',
    content: text ? [{ ...part, text }] : [],
  });
  const envelope = { id: 'resp_1', object: 'response', status: 'in_progress', model: 'm', output: [] };
  const at = { item_id: 'msg_1', output_index: 0, content_index: 0 };
  // No sequence numbers: gate numbers every event itself, so each is encoded again.
  return [
    typedEvent('response.created', { response: { ...envelope, created_at: MARK } }),
    typedEvent('response.output_item.added', { output_index: 0, item: item('in_progress', '') }),
    typedEvent('response.content_part.added', { ...at, part }),
    ...deltas.map((delta) => typedEvent('response.output_text.delta', { ...at, delta, n: MARK })),
    typedEvent('response.output_text.done', { ...at, text: full }),
    typedEvent('response.content_part.done', { ...at, part: { ...part, text: full } }),
    typedEvent('response.output_item.done', { output_index: 0, item: item('completed', full) }),
    typedEvent('response.completed', {
      response: { ...envelope, status: 'completed', created_at: MARK, output: [item('completed', full)] },
    }),
  ];
}

function serve(events: Ev[], spelling: string): Responder {
  const text = sseText(events).replaceAll(`"${MARK}"`, spelling);
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(text);
  };
}

let fake: FakeUpstream;
const gates = {} as Record<'openai' | 'anthropic', GateProcess>;
before(async () => {
  fake = await startFakeUpstream();
  const env = { env: { R23_PROVIDER_KEY: PROVIDER_KEY } };
  const args = (provider: string) => [
    '--base-url',
    fake.baseUrl,
    '--provider',
    provider,
    '--api-key-env',
    'R23_PROVIDER_KEY',
  ];
  [gates.openai, gates.anthropic] = await Promise.all([
    startGate(args('openai'), env),
    startGate(args('anthropic'), env),
  ]);
});
after(async () => {
  await Promise.all([gates.openai?.stop(), gates.anthropic?.stop()]);
  await fake?.close();
});

async function turn(wire: Wire): Promise<string> {
  const { path, body } = requestFor(wire, true);
  const gate = wire === 'messages' ? gates.anthropic : gates.openai;
  const res = await fetch(`${gate.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer k', 'x-api-key': 'k' },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200);
  return res.text();
}

/** Spellings JavaScript cannot carry: integers past 2^53 either sign, numbers past a double's range. */
const unsafe = fc.oneof(
  fc.bigInt({ min: 2n ** 53n + 1n, max: 2n ** 90n }).map(String),
  fc.bigInt({ min: -(2n ** 90n), max: -(2n ** 53n) - 1n }).map(String),
  fc.constantFrom('1e400', '-1E+400', '123456789012345678901234567890'),
);

for (const wire of WIRES) {
  describe(`the ${wire} wire, streamed`, () => {
    for (const withKey of [false, true])
      test(`an event gate rewrites keeps the upstream's spelling of each number${withKey ? ' (the key redacted in it)' : ''}`, async () => {
        await fc.assert(
          fc.asyncProperty(unsafe, async (spelling) => {
            fake.push(serve(stream(wire, withKey), spelling));
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
      fake.push((_req, res) => {
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
      for (const gate of Object.values(gates)) assert.ok(!gate.stdout().includes('900719925474099'));
    });
  });
}
