// Round 55 (store-r55), against the real `gate serve`: two replicas on one redis-server, and another
// tenant of that database who overwrites the shared cache's namespace index with a string. A write via A
// then failed its invalidation (WRONGTYPE inside the script); on 04330b62 A stayed healthy and B went on
// serving the read the write made stale. Now an index that is not a set flushes the whole cache, and B
// reads the new value. The note texts are fast-check canaries, and none may
// reach either replica's log, journal or metrics (docs/fleet.md, "Round 55 (store-r55)").
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { type GateProcess, REPO_ROOT, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { until } from './helpers/until.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const availability = redisAvailability();
const skip = 'skip' in availability ? availability.skip : false;

interface Syscall {
  verdict: { kind: string };
  result?: { status: string; content: string; meta: Record<string, string> };
}

describe('redteam-serve-r55: a stranger’s key in the cache index', { skip }, () => {
  let redis: RedisServer;
  let raw: Redis;
  let a: GateProcess;
  let b: GateProcess;
  let mcpA: GateMcp;
  let mcpB: GateMcp;
  let dir: string;

  before(async () => {
    redis = (await startRedisFor(availability))!;
    raw = new Redis(redis.url);
    dir = mkdtempSync(join(tmpdir(), 'gate-r55-store-'));
    const notes = mkdtempSync(join(dir, 'notes-'));
    const tools = join(dir, 'tools.json');
    writeFileSync(
      tools,
      JSON.stringify({
        servers: {
          notes: {
            command: process.execPath,
            args: [join(REPO_ROOT, 'test/fixtures/fleet-notes/server.mjs')],
            env: { NOTES_DIR: notes },
            deadline_ms: 5000,
          },
        },
      }),
    );
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow: ['read_note', 'write_note'] }));
    const args = ['--store', redis.url, '--tools', tools, '--policy', policy];
    [a, b] = await Promise.all([
      startGate([...args, '--replica', 'a'], { env: { GATE_AUDIT_JOURNAL: join(dir, 'a.jsonl') } }),
      startGate([...args, '--replica', 'b'], { env: { GATE_AUDIT_JOURNAL: join(dir, 'b.jsonl') } }),
    ]);
    [mcpA, mcpB] = await Promise.all([connectMcp(a.url), connectMcp(b.url)]);
  });

  after(async () => {
    await mcpA?.close().catch(() => undefined);
    await mcpB?.close().catch(() => undefined);
    await Promise.all([a?.stop(), b?.stop()]);
    raw?.disconnect();
    await redis?.crash();
  });

  const syscall = async (m: GateMcp, tool: string, args: object) =>
    (await m.call('gate_syscall', { tool, args: JSON.stringify(args) })) as unknown as Syscall;

  test('a write whose invalidation Redis refuses: B never serves the stale read; no canary leaks', async () => {
    const canaries: string[] = [];
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z]{6,12}$/),
        fc.stringMatching(/^[a-z]{6,12}$/),
        async (oldText, newText) => {
          fc.pre(oldText !== newText);
          const [before, after] = [`cnry${oldText}Q1`, `cnry${newText}Q2`];
          canaries.push(before, after);
          const name = `n${n++}`;
          // The index as gate keeps it, then the read cached on B.
          await raw.del('gate:cns:note');
          await syscall(mcpA, 'write_note', { name, text: before });
          assert.equal((await syscall(mcpB, 'read_note', { name })).result?.content, before);
          assert.equal((await syscall(mcpB, 'read_note', { name })).result?.meta.vdso, 'hit', 'cached on B');
          // Another tenant's string where gate's set of the namespace's entries was.
          await raw.set('gate:cns:note', 'a stranger was here');
          const write = await syscall(mcpA, 'write_note', { name, text: after });
          assert.equal(write.verdict.kind, 'ALLOW', 'the write itself stands');
          const read = await syscall(mcpB, 'read_note', { name });
          assert.notEqual(read.result?.meta.vdso, 'hit', 'B served the read the write made stale');
          assert.equal(read.result?.content, after);
        },
      ),
      { numRuns: 4 },
    );
    // Both replicas healthy again once Redis takes what they write (the flush reads no namespace index).
    for (const g of [a, b])
      assert.ok(
        await until(
          async () =>
            ((await (await fetch(`${g.url}/healthz`)).json()) as { status: string }).status === 'ok',
          10_000,
        ),
        'healthy again',
      );
    const said = [
      a.stderr(),
      b.stderr(),
      readFileSync(join(dir, 'a.jsonl'), 'utf8'),
      readFileSync(join(dir, 'b.jsonl'), 'utf8'),
      await (await fetch(`${a.url}/metrics`)).text(),
      await (await fetch(`${b.url}/metrics`)).text(),
    ].join('\n');
    for (const canary of canaries) assert.ok(!said.includes(canary), `${canary} leaked`);
  });
});
