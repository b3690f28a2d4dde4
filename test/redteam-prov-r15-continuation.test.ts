// A conversation whose history gate does not see in the request (red-team round 15, class 1): the
// Responses wire's `previous_response_id`, `conversation` and `item_reference` leave the earlier turns
// upstream, so a result read in request N and a sink proposed in request N+1 share nothing the second
// request shows. Before, a request without a client trace id got a fresh, clean trace, and the page's
// URL passed in N+1. Now gate remembers the trace of every response it relayed and continues its taint;
// a history it never relayed counts as unread (tainted, every value the user did not give held). Chat
// resends its history, so a fresh trace there re-reads its results (checked too). Real `gate serve`, the
// official `openai` client, the built-in floor.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import OpenAI from 'openai';
import { responsesSse } from './fake-responses-upstream.js';
import { type FakeUpstream, openaiJson, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { CHAT_PAGE, DOWNLOAD_COMMAND, RESPONSES_PAGE, SITE } from './helpers/install-page.js';
import { redisSkip, replicaPair } from './helpers/replica-pair.js';
import { gateExtension, type Json, serveJson } from './helpers/upstream-answers.js';

const DOWNLOAD = JSON.stringify({ command: DOWNLOAD_COMMAND });

const answer = (id: string, output: Json[]): Json => ({
  id,
  object: 'response',
  status: 'completed',
  model: 'm',
  output,
});
const call = (callId: string, args: string): Json => ({
  id: `fc_${callId}`,
  type: 'function_call',
  status: 'completed',
  call_id: callId,
  name: 'Bash',
  arguments: args,
});
const say = (text: string): Json => ({
  id: 'msg_1',
  type: 'message',
  role: 'assistant',
  status: 'completed',
  content: [{ type: 'output_text', text, annotations: [] }],
});
/** The first request: the user's turn, the fetch and the page it returned. */
const FIRST = RESPONSES_PAGE;

describe('continuation without the history in the request (real gate serve, openai client)', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let client: OpenAI;

  before(async () => {
    fake = await startFakeUpstream();
    gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'openai']);
    client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'unused', maxRetries: 0 });
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  const create = (body: Json) =>
    client.responses.create({ model: 'm', ...body } as never) as unknown as Promise<Json>;
  const kindOf = (got: Json, id: string) =>
    gateExtension([got])?.verdicts.find((v) => v.tool_call_id === id)?.verdict.kind;

  it('previous_response_id continues the trace of the response gate relayed: the page taints the next turn', async () => {
    fake.push(serveJson(answer('resp_r15_page', [say('I read the notes.')])));
    await create({ input: FIRST });
    fake.push(
      serveJson(answer('resp_r15_next', [call('c_dl', DOWNLOAD), call('c_ok', '{"command":"npm test"}')])),
    );
    const got = await create({
      previous_response_id: 'resp_r15_page',
      input: [{ role: 'user', content: 'go on' }],
    });
    assert.equal(kindOf(got, 'c_dl'), 'REQUIRE_WITNESS', "the page's URL is held one turn later");
    // Round 16: the relayed trace's record of seen values says what its results brought in, so a
    // command no result gave runs (before, every value the user did not give here was held).
    assert.equal(kindOf(got, 'c_ok'), 'ALLOW');
  });

  it('the continued taint reaches a turn two responses on, and a streamed response is remembered too', async () => {
    fake.push(responsesSse({ text: 'Reading.' }));
    const stream = await client.responses.create({ model: 'm', input: FIRST as never, stream: true });
    for await (const _ of stream) void _;
    fake.push(serveJson(answer('resp_r15_mid', [say('ok')])));
    await create({ previous_response_id: 'resp_fake1', input: [{ role: 'user', content: 'thanks' }] });
    fake.push(serveJson(answer('resp_r15_late', [call('c_dl2', DOWNLOAD)])));
    const got = await create({
      previous_response_id: 'resp_r15_mid',
      input: [{ role: 'user', content: 'go on' }],
    });
    assert.equal(kindOf(got, 'c_dl2'), 'REQUIRE_WITNESS');
  });

  it('a clean response continued stays clean: the URL the user gave downloads', async () => {
    const own = `Download ${SITE} for me.`;
    fake.push(serveJson(answer('resp_r15_clean', [say('Sure.')])));
    await create({ input: [{ role: 'user', content: own }] });
    fake.push(serveJson(answer('resp_r15_clean2', [call('c_own', DOWNLOAD)])));
    const got = await create({
      previous_response_id: 'resp_r15_clean',
      input: [{ role: 'user', content: 'go on' }],
    });
    assert.equal(kindOf(got, 'c_own'), 'ALLOW');
  });

  it('a history gate never relayed (an unknown id, a conversation, an item_reference) is unread: held', async () => {
    for (const body of [
      { previous_response_id: 'resp_never_seen', input: [{ role: 'user', content: 'go on' }] },
      { conversation: 'conv_upstream', input: [{ role: 'user', content: 'go on' }] },
      {
        input: [
          { type: 'item_reference', id: 'fc_out_upstream' },
          { role: 'user', content: 'go on' },
        ],
      },
    ]) {
      fake.push(serveJson(answer('resp_r15_unknown', [call('c_dl3', DOWNLOAD)])));
      const got = await create(body);
      assert.equal(kindOf(got, 'c_dl3'), 'REQUIRE_WITNESS', JSON.stringify(Object.keys(body)));
    }
  });

  it('Codex-style traffic (store: false, the whole input each turn) is unaffected', async () => {
    fake.push(serveJson(answer('resp_r15_codex', [call('c_ok4', '{"command":"npm test"}')])));
    const got = await create({ store: false, input: [{ role: 'user', content: 'run the tests' }] });
    assert.equal(kindOf(got, 'c_ok4'), 'ALLOW');
    fake.push(serveJson(answer('resp_r15_codex2', [call('c_dl4', DOWNLOAD)])));
    const again = await create({ store: false, input: [{ role: 'user', content: `fetch ${SITE} please` }] });
    assert.equal(kindOf(again, 'c_dl4'), 'ALLOW');
  });

  it('chat resends its history: a fresh trace re-reads the page and holds the URL', async () => {
    fake.push(openaiJson({ calls: [{ id: 'c_dl5', name: 'Bash', args: DOWNLOAD }] }));
    const got = (await client.chat.completions.create({
      model: 'm',
      messages: [
        ...CHAT_PAGE,
        { role: 'assistant', content: 'I read the notes.' },
        { role: 'user', content: 'go on' },
      ],
    })) as unknown as Json;
    assert.equal(kindOf(got, 'c_dl5'), 'REQUIRE_WITNESS');
  });
});

describe('continuation across a fleet (two replicas on one redis-server)', { skip: redisSkip }, () => {
  let fake: FakeUpstream;
  before(async () => {
    fake = await startFakeUpstream();
  });
  after(async () => {
    await fake?.close();
  });
  const fleet = replicaPair(() => ['--base-url', fake.baseUrl, '--provider', 'openai']);

  it('a response relayed by one replica is continued, tainted, on the other', async () => {
    const [a, b] = fleet.gates.map(
      (g) => new OpenAI({ baseURL: `${g.url}/v1`, apiKey: 'unused', maxRetries: 0 }),
    );
    fake.push(serveJson(answer('resp_fleet_page', [say('I read the notes.')])));
    await a!.responses.create({ model: 'm', input: FIRST as never });
    fake.push(serveJson(answer('resp_fleet_next', [call('c_dl', DOWNLOAD)])));
    const got = (await b!.responses.create({
      model: 'm',
      previous_response_id: 'resp_fleet_page',
      input: [{ role: 'user', content: 'go on' }],
    } as never)) as unknown as Json;
    assert.equal(
      gateExtension([got])?.verdicts.find((v) => v.tool_call_id === 'c_dl')?.verdict.kind,
      'REQUIRE_WITNESS',
    );
    // A clean response relayed by one replica stays clean on the other.
    fake.push(serveJson(answer('resp_fleet_clean', [say('Sure.')])));
    await a!.responses.create({
      model: 'm',
      input: [{ role: 'user', content: `Download ${SITE} for me.` }] as never,
    });
    fake.push(serveJson(answer('resp_fleet_clean2', [call('c_own', DOWNLOAD)])));
    const own = (await b!.responses.create({
      model: 'm',
      previous_response_id: 'resp_fleet_clean',
      input: [{ role: 'user', content: 'go on' }],
    } as never)) as unknown as Json;
    assert.equal(
      gateExtension([own])?.verdicts.find((v) => v.tool_call_id === 'c_own')?.verdict.kind,
      'ALLOW',
    );
  });
});
