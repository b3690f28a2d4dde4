// Round 56 (docs/floor.md, "Round 56 (standing-r56)"): a Responses request continued by
// `previous_response_id` carries none of the earlier calls, so on the base (7ca8af78) an answer's `cd
// /tmp/r` and the next request's `git status` were both admitted. gate now writes down where the agent's
// shell stands after each answer it relays (under the answer's id, in its store: shared by a fleet) and
// starts the continuation's fold there; an answer it never relayed or has forgotten, a stored
// `conversation` or an `item_reference` may have left the shell in a shared place (fail closed, and the
// refusal says the calls are out of sight). Real `gate serve`, the official `openai` client.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import OpenAI from 'openai';
import { responsesSse } from './fake-responses-upstream.js';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { redisSkip, replicaPair } from './helpers/replica-pair.js';
import { gateExtension, type Json, serveJson } from './helpers/upstream-answers.js';

const answer = (id: string, output: Json[]): Json => ({
  id,
  object: 'response',
  status: 'completed',
  model: 'm',
  output,
});
const bash = (callId: string, command: string): Json => ({
  id: `fc_${callId}`,
  type: 'function_call',
  status: 'completed',
  call_id: callId,
  name: 'Bash',
  arguments: JSON.stringify({ command }),
});
const output = (callId: string): Json => ({ type: 'function_call_output', call_id: callId, output: 'ok' });

type Verdict = { kind: string; detail?: { claim?: string } };
const verdictOf = (got: Json, id: string): Verdict | undefined =>
  gateExtension([got])?.verdicts.find((v) => v.tool_call_id === id)?.verdict as Verdict | undefined;

describe('a Responses continuation: where the shell stands comes with the answer it continues', () => {
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

  /** One answer proposing `first`, then its continuation proposing `next`: the next call's verdict. */
  async function chain(tag: string, first: string, next: string): Promise<Verdict | undefined> {
    fake.push(serveJson(answer(`resp_${tag}_1`, [bash(`c_${tag}_1`, first)])));
    const one = await create({ input: [{ role: 'user', content: 'Look at the repository I unpacked.' }] });
    assert.equal(verdictOf(one, `c_${tag}_1`)?.kind, 'ALLOW', `${tag}: ${first}`);
    fake.push(serveJson(answer(`resp_${tag}_2`, [bash(`c_${tag}_2`, next)])));
    const two = await create({ previous_response_id: `resp_${tag}_1`, input: [output(`c_${tag}_1`)] });
    return verdictOf(two, `c_${tag}_2`);
  }

  it('an answer that went into a shared place: the next request stands there', async () => {
    for (const [i, [first, next]] of [
      ['cd /tmp/r', 'git status'],
      ['pushd /var/tmp/x', 'make'],
      ['git clone https://h/r /tmp/r && cd /tmp/r', 'npm test'],
    ].entries()) {
      const v = await chain(`into${i}`, first as string, next as string);
      assert.equal(v?.kind, 'DENY', `${first} | ${next}`);
      assert.doesNotMatch(v?.detail?.claim ?? '', /out of gate's sight/);
    }
  });

  it('ordinary chains stay admitted', async () => {
    for (const [i, [first, next]] of [
      ['cd /home/u/app', 'git status'],
      ['ls /tmp/r', 'make'],
      ['cd /tmp/r', 'cd /home/u/app && git status'],
    ].entries())
      assert.equal(
        (await chain(`ok${i}`, first as string, next as string))?.kind,
        'ALLOW',
        `${first} | ${next}`,
      );
  });

  it('a chain of three: the standing goes on through a continuation that moved nothing', async () => {
    fake.push(serveJson(answer('resp_three_1', [bash('c_three_1', 'cd /tmp/r')])));
    await create({ input: [{ role: 'user', content: 'Unpack it.' }] });
    fake.push(serveJson(answer('resp_three_2', [bash('c_three_2', 'ls')])));
    await create({ previous_response_id: 'resp_three_1', input: [output('c_three_1')] });
    fake.push(serveJson(answer('resp_three_3', [bash('c_three_3', 'git status')])));
    const three = await create({ previous_response_id: 'resp_three_2', input: [output('c_three_2')] });
    assert.equal(verdictOf(three, 'c_three_3')?.kind, 'DENY');
  });

  it('a streamed answer: its calls are written down under its id', async () => {
    fake.push(
      responsesSse({
        calls: [{ id: 'c_sse_1', name: 'Bash', args: JSON.stringify({ command: 'cd /tmp/r' }) }],
      }),
    );
    const stream = await client.responses.create({
      model: 'm',
      input: [{ role: 'user', content: 'Unpack it.' }],
      stream: true,
    });
    for await (const _ of stream) {
      // drained: the continuation is sent only after the answer has ended
    }
    fake.push(serveJson(answer('resp_sse_2', [bash('c_sse_2', 'git status')])));
    const two = await create({ previous_response_id: 'resp_fake1', input: [output('c_sse_1')] });
    assert.equal(verdictOf(two, 'c_sse_2')?.kind, 'DENY');
  });

  it('an answer gate never relayed, a stored conversation, an item reference: possibly shared, said so', async () => {
    const bodies: Json[] = [
      { previous_response_id: 'resp_never_seen', input: [{ role: 'user', content: 'go on' }] },
      { conversation: 'conv_1', input: [{ role: 'user', content: 'go on' }] },
      {
        input: [
          { type: 'item_reference', id: 'msg_old' },
          { role: 'user', content: 'go on' },
        ],
      },
    ];
    for (const [i, body] of bodies.entries()) {
      fake.push(
        serveJson(
          answer(`resp_unseen_${i}`, [
            bash(`c_u${i}`, 'git status'),
            bash(`c_v${i}`, 'cd /home/u/app && git status'),
            bash(`c_w${i}`, 'ls'),
          ]),
        ),
      );
      const got = await create(body);
      const v = verdictOf(got, `c_u${i}`);
      assert.equal(v?.kind, 'DENY', JSON.stringify(body));
      assert.match(v?.detail?.claim ?? '', /out of gate's sight/);
      // The agent's own leading move, and a call that needs no place, are not refused for where they run
      // (the unread history taints the trace: a call may ask for a witness, as round 15 holds).
      for (const id of [`c_v${i}`, `c_w${i}`]) {
        const other = verdictOf(got, id);
        assert.notEqual(other?.kind, 'DENY', `${JSON.stringify(body)} ${id}`);
        assert.doesNotMatch(other?.detail?.claim ?? '', /where this call runs/);
      }
    }
  });
});

describe('a Responses continuation across a fleet (two replicas on one redis-server)', {
  skip: redisSkip,
}, () => {
  let fake: FakeUpstream;
  before(async () => {
    fake = await startFakeUpstream();
  });
  after(async () => {
    await fake?.close();
  });
  const fleet = replicaPair(() => ['--base-url', fake.baseUrl, '--provider', 'openai']);

  it('an answer relayed by one replica is continued where its shell stands on the other', async () => {
    const [a, b] = fleet.gates.map(
      (g) => new OpenAI({ baseURL: `${g.url}/v1`, apiKey: 'unused', maxRetries: 0 }),
    );
    fake.push(serveJson(answer('resp_fleet_cd', [bash('c_fleet_1', 'cd /tmp/r')])));
    await a!.responses.create({ model: 'm', input: [{ role: 'user', content: 'Unpack it.' }] });
    fake.push(serveJson(answer('resp_fleet_git', [bash('c_fleet_2', 'git status')])));
    const got = (await b!.responses.create({
      model: 'm',
      previous_response_id: 'resp_fleet_cd',
      input: [output('c_fleet_1') as never],
    })) as unknown as Json;
    const v = verdictOf(got, 'c_fleet_2');
    assert.equal(v?.kind, 'DENY');
    assert.doesNotMatch(v?.detail?.claim ?? '', /out of gate's sight/);
    // A clean answer on one replica stays clean on the other.
    fake.push(serveJson(answer('resp_fleet_home', [bash('c_fleet_3', 'cd /home/u/app')])));
    await a!.responses.create({ model: 'm', input: [{ role: 'user', content: 'Go to the app.' }] });
    fake.push(serveJson(answer('resp_fleet_git2', [bash('c_fleet_4', 'git status')])));
    const own = (await b!.responses.create({
      model: 'm',
      previous_response_id: 'resp_fleet_home',
      input: [output('c_fleet_3') as never],
    })) as unknown as Json;
    assert.equal(verdictOf(own, 'c_fleet_4')?.kind, 'ALLOW');
  });
});
