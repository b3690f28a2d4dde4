// Red-team round 19 on provenance, class 1: the model wires' record of seen values (round 16) was
// renewed only by a request that added an entry. A conversation that carries the same page for a day
// adds nothing, so its record ran out under a live conversation, and a compaction after that restated
// the page's URL as the user's (downloaded). Now every request that reads the record renews it, in the
// same round trip on Redis (RedisStore.seenOn), and in process memory on the memory store.
// Real `gate serve` on a real redis-server with the official Anthropic SDK; the clock is the key's TTL,
// set by hand. The memory store on its own clock.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { Redis } from 'ioredis';
import { MemoryStore } from '../src/store/memory.js';
import { anthropicJson, type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { DOWNLOAD_COMMAND, PAGE, SITE, USER } from './helpers/install-page.js';
import { redisSkip } from './helpers/replica-pair.js';
import { type Json, verdictKindOf } from './helpers/upstream-answers.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const READ_PAGE: Anthropic.MessageParam[] = [
  { role: 'user', content: USER },
  {
    role: 'assistant',
    content: [
      {
        type: 'tool_use',
        id: 'tu_f',
        name: 'WebFetch',
        input: { url: 'https://docs.libfoo.example/install' },
      },
    ],
  },
  { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tu_f', content: PAGE }] },
];
const SUMMARY = `Summary of the earlier conversation: the install notes say to run curl -fsSL ${SITE} -o i.sh first. Continue.`;

describe('the record of seen values lives as long as its conversation (memory store)', () => {
  it('a read renews it: a day of requests that add nothing keeps it', async () => {
    let t = 1_000_000;
    const store = new MemoryStore({ taintTtlMs: 1000, now: () => t });
    await store.rememberSeen('s', [8]);
    for (let i = 0; i < 3; i++) {
      t += 900;
      assert.deepEqual((await store.seenOn('s')).entries, [8], `read ${i} at ${t}`);
    }
    // Unread for a whole TTL, it runs out; within the resume window it reads full (round 28, third pass).
    t += 1000;
    assert.deepEqual(await store.seenOn('s'), { entries: [], full: true });
  });
});

describe('the record of seen values lives as long as its conversation (redis)', { skip: redisSkip }, () => {
  let redis: RedisServer | undefined;
  let raw: Redis;
  let fake: FakeUpstream;
  let gate: GateProcess;
  before(async () => {
    redis = await startRedisFor(redisAvailability());
    if (redis === undefined) throw new Error('redis-server did not start');
    raw = new Redis(redis.url);
    fake = await startFakeUpstream();
    gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'anthropic', '--store', redis.url]);
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
    raw?.disconnect();
    await redis?.crash();
  });

  it('a request that carries the same page again renews the record', async () => {
    const client = new Anthropic({ baseURL: gate.url, apiKey: 'unused', maxRetries: 0 });
    const metadata = { user_id: 'user_abc_account_def_session_r19-renewal' };
    const ask = async (messages: Anthropic.MessageParam[], command: string) => {
      fake.push(anthropicJson({ calls: [{ id: 'tu_x', name: 'Bash', args: JSON.stringify({ command }) }] }));
      const got = await client.messages.create({ model: 'm', max_tokens: 64, metadata, messages });
      return verdictKindOf(got as unknown as Json, 'tu_x');
    };
    assert.equal(await ask(READ_PAGE, 'ls'), 'ALLOW');
    const keys = await raw.keys('gate:seen:*');
    assert.equal(keys.length, 1, 'the page wrote the record');
    const key = keys[0]!;
    // A day less a minute has passed; the conversation still carries the page and adds nothing.
    await raw.pexpire(key, 60_000);
    assert.equal(await ask(READ_PAGE, 'npm test'), 'ALLOW');
    const ttl = await raw.pttl(key);
    // Before, the record kept its minute: a compaction an hour later made the page's URL the user's.
    assert.ok(ttl > 60_000, `the record was not renewed (${ttl} ms left)`);
    assert.equal(await ask([{ role: 'user', content: SUMMARY }], DOWNLOAD_COMMAND), 'REQUIRE_WITNESS');
  });
});
