// `/v1/responses/compact` read the provider's answer to remember its compactions and sent it on
// re-serialised: an integer past 2^53 came back rounded, `1e400` as `null`, `1.50` as `1.5`. gate changes
// nothing in that answer, so it now relays the provider's own bytes. The other way, a request gate must
// rewrite (a quarantined tool output) was re-serialised whole, so a large integer of the client's reached
// the provider rounded: such a body is refused 400 instead, and one gate does not rewrite goes byte for
// byte (docs/responses-wire.md, "Faithfulness of /compact"; docs/wires.md, "Faithfulness").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import OpenAI from 'openai';
import type { Responder } from './fake-upstream.js';
import { proxiedGate } from './helpers/proxied-gate.js';

const ANSWER =
  '{"id":"cmp_r17","object":"response.compaction","created_at":12345678901234567890,' +
  '"output":[{"id":"c1","type":"compaction","encrypted_content":"gAAAAr17"}],' +
  '"usage":{"input_tokens":1e400,"output_tokens":-0,"total_tokens":1.50},' +
  '"note":"caf\\u00e9 \\ud800 \\/","__proto__":{"polluted":true}}';

const raw =
  (text: string): Responder =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(text);
  };

const served = proxiedGate('openai');

const post = (body: string) =>
  fetch(`${served.gate.url}/v1/responses/compact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

test('the compaction answer reaches the client as the provider’s bytes', async () => {
  served.fake.push(raw(ANSWER));
  const res = await post('{"model":"m","input":[{"role":"user","content":"hi"}]}');
  assert.equal(res.status, 200);
  assert.equal(await res.text(), ANSWER);
  // Through the SDK too; its compaction item goes on from a history gate read.
  served.fake.push(raw(ANSWER));
  const client = new OpenAI({ baseURL: `${served.gate.url}/v1`, apiKey: 'unused', maxRetries: 0 });
  const got = (await client.responses.compact({ model: 'm', input: 'hi' } as never)) as unknown as {
    output: { encrypted_content: string }[];
  };
  assert.equal(got.output[0]!.encrypted_content, 'gAAAAr17');
});

test('an answer gate cannot read (a repeated key) is 502, not relayed', async () => {
  served.fake.push(raw('{"id":"a","output":[],"output":[{"type":"compaction","encrypted_content":"x"}]}'));
  const res = await post('{"model":"m","input":"hi"}');
  assert.equal(res.status, 502);
  assert.equal(((await res.json()) as { error: { code: string } }).error.code, 'upstream_unreachable');
});

const KEY_ID = `AKIA${Array.from({ length: 16 }, (_, i) => 'QWERTYUPASDFGHJKLZXCVBNM234567'[(i * 7) % 30]).join('')}`;
const SECRET = `aws_access_key_id=${KEY_ID}`;
const withOutput = (extra: string) =>
  `{"model":"m",${extra}"input":[{"type":"function_call","call_id":"c1","name":"read_file","arguments":"{\\"path\\":\\".env\\"}"},` +
  `{"type":"function_call_output","call_id":"c1","output":${JSON.stringify(SECRET)}}]}`;

test('a body gate must rewrite that holds a number JavaScript would round is refused, nothing sent', async () => {
  const before = served.fake.received.length;
  const res = await post(withOutput('"metadata_id":12345678901234567890,'));
  assert.equal(res.status, 400);
  const body = (await res.json()) as { error: { code: string; message: string } };
  assert.equal(body.error.code, 'bad_request');
  assert.match(body.error.message, /number at offset \d+ that gate cannot carry unchanged/);
  assert.doesNotMatch(body.error.message, /12345678901234567890/);
  assert.equal(served.fake.received.length, before, 'nothing went upstream');
  // The same rewrite without such a number goes, the output withheld.
  served.fake.push(raw(ANSWER));
  assert.equal((await post(withOutput(''))).status, 200);
  assert.ok(!served.fake.received.at(-1)!.body.includes(KEY_ID), 'the key was withheld');
  // A body gate does not rewrite goes byte for byte, its large integer kept.
  served.fake.push(raw(ANSWER));
  const plain = '{"model":"m","metadata_id":12345678901234567890,"input":"hi"}';
  assert.equal((await post(plain)).status, 200);
  assert.equal(served.fake.received.at(-1)!.body, plain);
});
