// Red team, round 16: a floor reloaded while a request is in flight. Every call read the floor in force
// when it was judged, so an answer whose first call was judged before a reload (SIGHUP, or POST
// /v1/gate/policy/reload) and whose second after it was judged by half of two manifests: a tool the
// floor of the request's start refused came back admitted from the same answer. A request now reads the
// floor once, when it begins, and judges every call and result of it by that one.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import {
  type Ev,
  typedEvent as ev,
  gateExtension,
  type Json,
  messageEnd,
  messageStart,
  serveSsePaused,
} from './helpers/upstream-answers.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r16-reload-'));
const policy = join(dir, 'policy.json');
const floor = (allow: string[], deny: string[]) =>
  writeFileSync(
    policy,
    JSON.stringify({
      version: 'gate-policy/v1',
      allow,
      deny: Object.fromEntries(deny.map((t) => [t, 'POLICY_BLOCK'])),
    }),
  );

let fake: FakeUpstream;
let gate: GateProcess;
describe('redteam-serve-r16-reload-midway', () => {
  before(async () => {
    floor(['alpha_tool'], ['beta_tool']);
    fake = await startFakeUpstream({ record: true });
    gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'anthropic', '--policy', policy]);
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const use = (index: number, id: string, name: string): Ev[] => [
    ev('content_block_start', { index, content_block: { type: 'tool_use', id, name, input: {} } }),
    ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: '{}' } }),
    ev('content_block_stop', { index }),
  ];

  test('a reload between two calls of one streamed answer: both are judged by the floor the request began with', async () => {
    let go!: () => void;
    const resumed = new Promise<void>((resolve) => {
      go = resolve;
    });
    const start = messageStart();
    fake.push(
      serveSsePaused([start, ...use(0, 'a1', 'alpha_tool')], resumed, [
        ...use(1, 'b1', 'beta_tool'),
        ...messageEnd(),
      ]),
    );
    const client = new Anthropic({ baseURL: gate.url, apiKey: 'k', maxRetries: 0 });
    const stream = client.messages.stream({
      model: 'm',
      max_tokens: 5,
      messages: [{ role: 'user', content: 'go' }],
    });
    let ext: unknown;
    stream.on('streamEvent', (e) => {
      if ((e as unknown as Json)['gate'] !== undefined) ext = e;
    });
    stream.on('contentBlock', (block) => {
      if (block.type !== 'tool_use' || block.name !== 'alpha_tool') return;
      // The first call reached the client: now the floor changes to one that admits beta_tool.
      floor(['alpha_tool', 'beta_tool'], []);
      void fetch(`${gate.url}/v1/gate/policy/reload`, { method: 'POST' }).then(async (res) => {
        assert.equal(res.status, 200, await res.text());
        go();
      });
    });
    const message = await stream.finalMessage();
    const verdicts = gateExtension([ext])!.verdicts;
    assert.equal(verdicts.find((v) => v.tool_call_id === 'a1')?.verdict.kind, 'ALLOW');
    assert.equal(
      verdicts.find((v) => v.tool_call_id === 'b1')?.verdict.kind,
      'DENY',
      'judged by the first floor',
    );
    assert.deepEqual(
      message.content.map((b) => (b.type === 'tool_use' ? b.name : b.type)).filter((n) => n === 'beta_tool'),
      [],
    );
    // The next request reads the floor now in force.
    const next = await fetch(`${gate.url}/v1/gate/policy`)
      .then((r) => r.json() as Promise<Json>)
      .catch(() => undefined);
    assert.ok(next !== undefined);
    // The reload took: the next request is judged by the new floor.
    fake.push(serveSsePaused([start, ...use(0, 'b2', 'beta_tool')], Promise.resolve(), [...messageEnd()]));
    const again = await client.messages
      .stream({ model: 'm', max_tokens: 5, messages: [{ role: 'user', content: 'go' }] })
      .finalMessage();
    assert.deepEqual(
      again.content.map((b) => (b.type === 'tool_use' ? b.name : b.type)),
      ['beta_tool'],
    );
  });
});
