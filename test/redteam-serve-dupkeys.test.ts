// Red team, round 8: a repeated key in a request body. gate read bodies with JSON.parse (the last of two
// keys wins) and forwarded the client's own bytes when it changed nothing, so a tool message whose first
// "content" held a credential and whose second was clean reached the upstream whole; an upstream that
// keeps the first key gives the model what gate never screened. Bodies are now read strictly: refused 400.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { FAKE_CREDENTIAL } from './fixtures/mcp-e2e/suite.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 40);
let upstream: FakeUpstream;
let gate: GateProcess;

describe('redteam-serve-dupkeys', () => {
  before(async () => {
    upstream = await startFakeUpstream({ record: true });
    gate = await startGate(['--base-url', upstream.baseUrl], {
      env: { OPENAI_API_KEY: 'sk-test', ANTHROPIC_API_KEY: 'sk-ant-test' },
    });
  });
  after(async () => {
    await gate?.stop();
    await upstream?.close();
  });

  const toolTurn = (first: string, second: string) =>
    `{"model":"m","messages":[{"role":"user","content":"read it"},{"role":"assistant","content":null,` +
    `"tool_calls":[{"id":"c1","type":"function","function":{"name":"read_file","arguments":"{\\"path\\":\\"a\\"}"}}]},` +
    `{"role":"tool","tool_call_id":"c1","content":${JSON.stringify(first)},"content":${JSON.stringify(second)}}]}`;

  async function post(path: string, body: string): Promise<{ status: number; json: unknown; text: string }> {
    const r = await fetch(`${gate.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
      body,
    });
    const text = await r.text();
    return { status: r.status, json: JSON.parse(text), text };
  }

  test('redteam serve: a tool result spelled twice is refused 400 and never reaches the upstream', async () => {
    const seen = upstream.received.length;
    for (const [a, b] of [
      [FAKE_CREDENTIAL, 'clean text'],
      ['clean text', FAKE_CREDENTIAL],
    ] as const) {
      const r = await post('/v1/chat/completions', toolTurn(a, b));
      assert.equal(r.status, 400, r.text);
      const err = (r.json as { error: { type: string; message: string } }).error;
      assert.equal(err.type, 'invalid_request_error');
      assert.match(err.message, /duplicate key at offset \d+/);
      assert.ok(
        !r.text.includes(FAKE_CREDENTIAL) && !r.text.includes('clean text'),
        'the error names no bytes',
      );
    }
    assert.equal(upstream.received.length, seen, 'nothing was forwarded');
  });

  test('redteam serve: a repeated key at any depth and in any spelling is refused on every wire', async () => {
    const seen = upstream.received.length;
    // A key and an escaped spelling of it (`\u0063ontent` is `content`): readers that decode keys see twins.
    const spell = (key: string, escaped: boolean) =>
      escaped ? `\\u${key.charCodeAt(0).toString(16).padStart(4, '0')}${key.slice(1)}` : key;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/v1/chat/completions', '/v1/messages', '/v1/responses'),
        fc.constantFrom('content', 'role', 'model', 'x'),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        async (path, key, escaped, depth) => {
          let inner = `{"${key}":"a","${spell(key, escaped)}":"b"}`;
          for (let d = 0; d < depth; d++) inner = `{"wrap":[${inner}]}`;
          const body =
            path === '/v1/responses'
              ? `{"model":"m","input":"hi","metadata":${inner}}`
              : `{"model":"m","max_tokens":5,"messages":[{"role":"user","content":"hi"}],"extra":${inner}}`;
          const r = await post(path, body);
          assert.equal(r.status, 400, `${path} ${body}: ${r.text}`);
        },
      ),
      { numRuns: RUNS },
    );
    assert.equal(upstream.received.length, seen, 'nothing was forwarded');
  });
});
