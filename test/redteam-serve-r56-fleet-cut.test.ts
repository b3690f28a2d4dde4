// Round 56 (store-r56), against the real `gate serve`: two replicas on one redis-server, A's behind a TCP
// proxy that cuts everything A sends once the partition starts, the invalidation its write owes included.
// On 7ca8af78 A answered its write at once and B went on serving the read that write made stale until A
// recovered (for as long as the partition lasted). Now A's answer waits until its lease has lapsed, and
// no replica serves from the cache while a lease is lapsed nor, once it ends, anything filled before
// (docs/fleet.md, "Round 56 (store-r56)"). Note texts are fast-check canaries, kept out of logs and metrics.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import {
  cachedOnB,
  canaryCases,
  healthy,
  notesFleetFile,
  syscall,
  writtenThenFreshOnB,
} from './helpers/notes-fleet.js';
import { type ProxyAction, type RedisProxy, startRedisProxy } from './helpers/redis-proxy.js';
import { until } from './helpers/until.js';

let decide: (chunk: Buffer) => ProxyAction = () => 'forward';
let proxy: RedisProxy | undefined;
const file = notesFleetFile({
  // A's store is the proxy's.
  stores: async (url) => {
    proxy = await startRedisProxy(Number(new URL(url).port), (d) => decide(d));
    return [proxy.url, url];
  },
  allow: ['read_note', 'write_note'],
  // L at its least, so a cut write's answer waits about 1.25 s; R long enough to outlast the case.
  args: ['--lease-ms', '1000', '--lease-hold-ms', '30000'],
});
after(() => {
  decide = () => 'forward';
  proxy?.close();
});

describe('redteam-serve-r56: a replica cut off from Redis mid-write', { skip: file.skip }, () => {
  test('B never serves the read A’s cut write made stale; no canary leaks', async () => {
    const { fleet } = file;
    await canaryCases(fleet, 2, async (name, { before, after }) => {
      assert.ok(await until(() => healthy(fleet.a), 15_000), 'A healthy before the case');
      await cachedOnB(fleet, name, before);
      decide = () => 'cut';
      try {
        // Once A answered its write, no replica may serve what it made stale.
        await writtenThenFreshOnB(fleet, name, after);
      } finally {
        decide = () => 'forward';
      }
      assert.ok(await until(() => healthy(fleet.a), 15_000), 'A recovered');
      // Once A's lapse ended, the cache serves again what is filled after it.
      const hit = async () => (await syscall(fleet.mcpB, 'read_note', { name })).result?.meta.vdso === 'hit';
      assert.ok(await until(hit, 10_000), 'B caches again after A recovered');
      assert.equal((await syscall(fleet.mcpB, 'read_note', { name })).result?.content, after);
    });
  });
});
