// Red team, round 54 (edge), against the real process, one gate and one fake provider for the file.
// (1) A client that half-closed after a whole request was answered (round 53), and gate closed after the
// answer, but the answer's head said `Connection: keep-alive` (node:http marks it the connection's last at
// the FIN, and heads it as it would any other). Now the head says `Connection: close`: every wire, buffered
// and streamed, the provider answering late so the FIN is read with the request in hand.
// docs/operations.md, "Round 54".
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  anthropicJson,
  anthropicSse,
  type FakeUpstream,
  openaiJson,
  openaiSse,
  type Responder,
  startFakeUpstream,
} from './fake-upstream.js';
import { responsesJson, responsesSse } from './fake-responses-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';

const post = (path: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/** The provider answers after `ms`: the client's FIN is read while its request is still in hand. */
const late =
  (answer: Responder, ms = 150): Responder =>
  async (req, res) => {
    await new Promise((r) => setTimeout(r, ms));
    await answer(req, res);
  };

const turn = { text: 'late answer' };
/** Each wire, buffered and streamed: its route, its body, the provider's answer, and what ends it whole. */
const WIRES: [string, string, Record<string, unknown>, Responder, RegExp][] = [
  ['chat', '/v1/chat/completions', {}, openaiJson(turn), /"late answer"/],
  ['chat streamed', '/v1/chat/completions', { stream: true }, openaiSse(turn), /data: \[DONE\]/],
  ['messages', '/v1/messages', { max_tokens: 8 }, anthropicJson(turn), /"late answer"/],
  [
    'messages streamed',
    '/v1/messages',
    { max_tokens: 8, stream: true },
    anthropicSse(turn),
    /event: message_stop/,
  ],
  ['responses', '/v1/responses', {}, responsesJson(turn), /"late answer"/],
  ['responses streamed', '/v1/responses', { stream: true }, responsesSse(turn), /response\.completed/],
];

const bodyOf = (path: string, extra: Record<string, unknown>) =>
  JSON.stringify(
    path === '/v1/responses'
      ? { model: 'm', input: 'hi', ...extra }
      : { model: 'm', messages: [{ role: 'user', content: 'hi' }], ...extra },
  );

describe('round 54: the HTTP edge', () => {
  // One gate per provider (a gate serves the wires of its provider), one fake provider behind both.
  let openai: GateProcess;
  let anthropic: GateProcess;
  let upstream: FakeUpstream;
  const portFor = (path: string) =>
    Number(new URL((path.startsWith('/v1/messages') ? anthropic : openai).url).port);
  before(async () => {
    upstream = await startFakeUpstream();
    [openai, anthropic] = await Promise.all(
      (['openai', 'anthropic'] as const).map((p) =>
        startGate(['--base-url', upstream.baseUrl, '--provider', p]),
      ),
    );
  });
  after(async () => {
    await Promise.all([openai?.stop(), anthropic?.stop()]);
    await upstream?.close();
  });

  test('a half-closed client is answered whole on every wire, and the head says the connection closes', async () => {
    for (const [name, path, extra, answer, whole] of WIRES) {
      upstream.push(late(answer));
      const got = await rawExchange(portFor(path), post(path, bodyOf(path, extra)), {
        halfClose: true,
        waitMs: 10_000,
      });
      const finals = got.statuses.filter((s) => s >= 200);
      assert.deepEqual(finals, [200], `${name}: ${got.text.slice(0, 80)}`);
      assert.ok(got.closed, `${name}: gate closes after the answer`);
      const head = got.text.slice(
        got.text.lastIndexOf('HTTP/1.1 200 '),
        got.text.indexOf('\r\n\r\n', got.text.lastIndexOf('HTTP/1.1 200 ')),
      );
      // Base (c4eafe8d): `Connection: keep-alive` on each, though gate closed after it.
      assert.match(head, /\r\nconnection: close(\r\n|$)/i, `${name}: the head says close`);
      assert.doesNotMatch(head, /keep-alive/i, `${name}: no keep-alive promised`);
      assert.match(got.text, whole, `${name}: the answer arrives whole`);
    }
  });

  test('a client that does not half-close keeps its connection (keep-alive stays where it is true)', async () => {
    // The buffered wires at once, on the provider's default answer for each route.
    const buffered = WIRES.filter(([, , extra]) => extra['stream'] === undefined);
    const got = await Promise.all(
      buffered.map(([, path, extra]) =>
        rawExchange(portFor(path), post(path, bodyOf(path, extra)), { waitMs: 800 }),
      ),
    );
    for (const [i, [name]] of buffered.entries()) {
      assert.deepEqual(got[i]!.statuses, [200], name);
      assert.ok(!got[i]!.closed, `${name}: the connection stays open`);
      assert.match(got[i]!.text, /\r\nconnection: keep-alive\r\n/i, name);
    }
  });
});
