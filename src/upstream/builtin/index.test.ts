import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { OpenAIErrorBody } from './chat.js';
import { createBuiltinUpstream, MODEL_NAME } from './index.js';
import type { AnthropicErrorBody } from './messages.js';
import { upstreamFetch } from './testing.js';

const call = (path: string, method = 'GET', signal = new AbortController().signal) =>
  createBuiltinUpstream()(path, { method, headers: {}, signal });

describe('createBuiltinUpstream', () => {
  it('lists its model to both the OpenAI and the Anthropic clients', async () => {
    const fetch = upstreamFetch(createBuiltinUpstream());
    const openai = new OpenAI({ apiKey: 'x', baseURL: 'http://builtin/v1', fetch, maxRetries: 0 });
    const models = [];
    for await (const m of openai.models.list()) models.push(m.id);
    assert.deepEqual(models, [MODEL_NAME]);
    const anthropic = new Anthropic({ apiKey: 'x', baseURL: 'http://builtin', fetch, maxRetries: 0 });
    const page = await anthropic.models.list();
    assert.deepEqual(
      page.data.map((m) => m.id),
      [MODEL_NAME],
    );
    const named = upstreamFetch(createBuiltinUpstream({ model: 'demo-model' }));
    const retrieved = await new OpenAI({ apiKey: 'x', baseURL: 'http://b/v1', fetch: named }).models.retrieve(
      'demo-model',
    );
    assert.equal(retrieved.id, 'demo-model');
  });

  it('reports its configured model when a request names none', async () => {
    const res = await createBuiltinUpstream({ model: 'demo-model' })('/chat/completions?x=1', {
      method: 'POST',
      headers: {},
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }),
      signal: new AbortController().signal,
    });
    assert.equal(((await res.json()) as { model: string }).model, 'demo-model');
  });

  it('answers unknown paths 404 and wrong methods 405, in the path`s error shape', async () => {
    const unknown = await call('/embeddings', 'POST');
    assert.equal(unknown.status, 404);
    assert.equal(((await unknown.json()) as OpenAIErrorBody).error.code, 'unknown_url');
    const wrong = await call('/messages', 'GET');
    assert.equal(wrong.status, 405);
    assert.equal(((await wrong.json()) as AnthropicErrorBody).type, 'error');
  });

  it('refuses an already aborted request', async () => {
    const ac = new AbortController();
    ac.abort(new Error('client went away'));
    await assert.rejects(call('/models', 'GET', ac.signal), /client went away/);
  });

  it('stops a stream when the caller aborts', async () => {
    const ac = new AbortController();
    const res = await createBuiltinUpstream()('/chat/completions', {
      method: 'POST',
      headers: {},
      body: JSON.stringify({ stream: true, messages: [{ role: 'user', content: 'hello' }] }),
      signal: ac.signal,
    });
    const reader = res.body!.getReader();
    assert.equal((await reader.read()).done, false);
    ac.abort(new Error('gone'));
    await assert.rejects(reader.read(), /gone/);
  });
});
