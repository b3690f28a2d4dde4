// --base-url both ways: `gate serve --provider anthropic` given Anthropic's own convention (an origin with
// no /v1) or a /v1 base forwards the messages wire to the provider's /v1/messages either way.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { startGate } from './helpers/gate-process.js';

describe('--base-url with --provider anthropic', () => {
  let fake: FakeUpstream;
  before(async () => {
    fake = await startFakeUpstream();
  });
  after(async () => {
    await fake.close();
  });

  const origin = () => fake.baseUrl.replace(/\/v1$/, '');
  for (const [form, base] of [
    ['origin (Anthropic convention)', () => origin()],
    ['origin with a trailing slash', () => `${origin()}/`],
    ['/v1 base', () => fake.baseUrl],
  ] as const) {
    it(`${form} reaches /v1/messages`, async () => {
      const gate = await startGate(['--provider', 'anthropic', '--base-url', base()]);
      try {
        const before = fake.received.length;
        const client = new Anthropic({ baseURL: gate.url, apiKey: 'unused', maxRetries: 0 });
        const msg = await client.messages.create({
          model: 'claude-test',
          max_tokens: 16,
          messages: [{ role: 'user', content: 'hi' }],
        });
        assert.equal(msg.content[0]?.type, 'text');
        const got = fake.received.slice(before);
        assert.equal(got.length, 1);
        assert.equal(got[0]!.url.split('?')[0], '/v1/messages');
      } finally {
        await gate.stop();
      }
    });
  }
});
