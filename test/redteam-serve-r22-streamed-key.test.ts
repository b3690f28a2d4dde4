// Red team, round 22: the provider key (`--api-key-env`) echoed by the upstream in a streamed answer.
// Rounds 20 and 21 redacted headers and buffered bodies; an event stream passed as it came, so an echo in
// a text delta (plain, base64, percent- or JSON-escaped, cut by the upstream's writes anywhere) reached the
// agent through each official client. Now the stream is redacted where it enters gate (proxy.ts), with a
// carry-over bounded by the key's longest form and only while the bytes read could still begin one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import OpenAI from 'openai';
import { type FakeUpstream, type Responder, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import {
  callsInStream,
  type Ev,
  parseSse,
  requestFor,
  sseText,
  streamedAnswer,
  textStream,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

const PROVIDER_KEY = 'sk-provider-r22-streamed-0123456789abcdef';
const escaped = [...PROVIDER_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
/** The forms a reader decodes the key from, as they sit in a JSON string's raw text. */
const FORMS = [
  PROVIDER_KEY,
  Buffer.from(`Bearer ${PROVIDER_KEY}`).toString('base64'),
  Buffer.from(PROVIDER_KEY).toString('base64url'),
  [...PROVIDER_KEY].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(''),
  escaped,
];
/** A placeholder the stream's JSON text holds where the raw `\u` form goes (JSON.stringify would escape it). */
const ESCAPED_MARK = 'ESCAPED-FORM-HERE';

/** Whether text holds the key, plain, in a form sent, or as a base64 core. */
const holdsKey = (text: string) =>
  FORMS.some((f) => text.includes(f)) ||
  text.includes(Buffer.from(PROVIDER_KEY).toString('base64').slice(2, -2));

/** Serves the stream's bytes in writes of `size` bytes, each after a pause: cuts land inside every form. */
function serveInWrites(events: Ev[], size: number): Responder {
  const bytes = Buffer.from(sseText(events).replaceAll(ESCAPED_MARK, escaped));
  return async (_req, res) => {
    res.socket?.setNoDelay(true);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (let at = 0; at < bytes.length; at += size) {
      res.write(bytes.subarray(at, at + size));
      await new Promise((r) => setTimeout(r, 1));
    }
    res.end();
  };
}

let fake: FakeUpstream;
const gates = {} as Record<'openai' | 'anthropic', GateProcess>;
describe('redteam-serve-r22-streamed-key', () => {
  before(async () => {
    fake = await startFakeUpstream();
    const env = { env: { R22_PROVIDER_KEY: PROVIDER_KEY } };
    const args = (provider: string) => [
      '--base-url',
      fake.baseUrl,
      '--provider',
      provider,
      '--api-key-env',
      'R22_PROVIDER_KEY',
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

  /** Streams one turn through the wire's official client: the text it joined, and every event it parsed. */
  async function sdkStream(
    wire: Wire,
    onText: (text: string) => void = () => {},
  ): Promise<{ text: string; events: string }> {
    let text = '';
    const seen: unknown[] = [];
    if (wire === 'messages') {
      const client = new Anthropic({ baseURL: gates.anthropic.url, apiKey: 'k', maxRetries: 0 });
      const stream = await client.messages.create({
        model: 'm',
        max_tokens: 8,
        messages: [{ role: 'user', content: 'hi' }],
        stream: true,
      });
      for await (const ev of stream) {
        seen.push(ev);
        if (ev.type === 'content_block_delta' && ev.delta.type === 'text_delta') {
          text += ev.delta.text;
          onText(text);
        }
      }
      return { text, events: JSON.stringify(seen) };
    }
    const client = new OpenAI({ baseURL: `${gates.openai.url}/v1`, apiKey: 'k', maxRetries: 0 });
    if (wire === 'chat') {
      const stream = await client.chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: 'hi' }],
        stream: true,
      });
      for await (const chunk of stream) {
        seen.push(chunk);
        text += chunk.choices[0]?.delta?.content ?? '';
        onText(text);
      }
      return { text, events: JSON.stringify(seen) };
    }
    const stream = await client.responses.create({ model: 'm', input: 'hi', stream: true });
    for await (const ev of stream) {
      seen.push(ev);
      if (ev.type === 'response.output_text.delta') {
        text += ev.delta;
        onText(text);
      }
    }
    return { text, events: JSON.stringify(seen) };
  }

  for (const wire of WIRES) {
    describe(`the ${wire} wire, streamed`, () => {
      test('no form of the key in a delta reaches the client, however the upstream cuts its writes', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.integer({ min: 1, max: 97 }),
            fc.integer({ min: 1, max: FORMS.length }),
            async (size, n) => {
              const deltas = [
                'Here: ',
                ...FORMS.slice(0, n).map((f) => `echo ${f === escaped ? ESCAPED_MARK : f} then`),
                ' done.',
              ];
              fake.push(serveInWrites(textStream(wire, deltas), size));
              const { text, events } = await sdkStream(wire);
              assert.ok(!holdsKey(text) && !holdsKey(events), `size ${size}: ${text}`);
              // One mark a form (base64 of `Bearer <key>` keeps its head), the rest the upstream's, in order.
              assert.equal(text.split('[REDACTED]').length, n + 1, text);
              assert.ok(text.startsWith('Here: echo ') && text.endsWith(' then done.'), text);
            },
          ),
          { numRuns: 12 },
        );
        for (const gate of Object.values(gates))
          assert.ok(!holdsKey(gate.stdout()) && !holdsKey(gate.stderr()), 'nor in logs');
      });

      test('the key a few characters an event never reaches the client whole (the clients join the deltas)', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.uniqueArray(fc.integer({ min: 1, max: PROVIDER_KEY.length - 1 }), {
              minLength: 1,
              maxLength: 12,
            }),
            fc.integer({ min: 1, max: 97 }),
            async (cuts, size) => {
              const points = [0, ...cuts.sort((a, b) => a - b), PROVIDER_KEY.length];
              const pieces = points.slice(1).map((to, i) => PROVIDER_KEY.slice(points[i], to));
              const deltas = ['key: ', ...pieces, ' (end)'];
              fake.push(serveInWrites(textStream(wire, deltas), size));
              const { text, events } = await sdkStream(wire);
              assert.ok(!text.includes(PROVIDER_KEY) && !holdsKey(events), `${pieces.join('|')}: ${text}`);
              // At most the key's public start went out before gate held the rest back.
              assert.match(text, /^key: (s|sk|sk-|sk-p|sk-pr|sk-pro|sk-prov)?\[REDACTED\] \(end\)$/, text);
            },
          ),
          { numRuns: 10 },
        );
      });

      test("the key cut across a call's argument deltas reaches the client in no call (the call still does)", async () => {
        for (const cut of [1, 3, 7, 16]) {
          const calls = [
            { id: 'c1', name: 'Read', args: JSON.stringify({ file_path: `src/${PROVIDER_KEY}.ts` }) },
          ];
          fake.push(serveInWrites(streamedAnswer(wire, calls, { cut, picks: [0], late: [0] }), 11));
          const { path, body } = requestFor(wire, true);
          const res = await fetch(`${gates[wire === 'messages' ? 'anthropic' : 'openai'].url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const raw = await res.text();
          const held = callsInStream(wire, parseSse(raw));
          assert.ok(!holdsKey(raw), `cut ${cut}: the stream holds the key`);
          // The call as streamed (and, on Responses, as the final response lists it again).
          assert.ok(
            held.length > 0 && held.every((c) => c.name === 'Read'),
            `cut ${cut}: ${raw.slice(0, 400)}`,
          );
          for (const c of held) {
            assert.ok(!c.args.includes(PROVIDER_KEY), c.args);
            assert.match(c.args, /REDACTED/);
          }
        }
      });

      test('a text stream without the key passes unchanged, each event on as soon as it is whole', async () => {
        // Text a cautious carry-over would hold: the key's start, escapes of its bytes, a base64 run.
        const deltas = ['sk-', 'provider is the start', ' of a key; %73%6b and c2st and \\u0073k are not'];
        const events = textStream(wire, deltas);
        // Everything up to the second delta, then nothing until the client has read that delta.
        const cut = events.findIndex((e) => JSON.stringify(e.data).includes('provider is the start')) + 1;
        let go!: () => void;
        const released = new Promise<void>((r) => {
          go = r;
        });
        fake.push(async (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(sseText(events.slice(0, cut)));
          await released;
          res.end(sseText(events.slice(cut)));
        });
        const read = sdkStream(wire, (text) => {
          if (text.includes('provider is the start')) go();
        });
        // A carry-over holding an event's end would hold it here until the upstream ended: never.
        const stuck = new Promise<'stuck'>((r) => setTimeout(r, 30_000, 'stuck').unref());
        assert.notEqual(await Promise.race([released.then(() => 'read'), stuck]), 'stuck');
        assert.equal((await read).text, deltas.join(''));
      });
    });
  }
});
