// Two `gate serve` replicas (a, b) on one Redis store, each with its own notes MCP server over one shared
// directory (test/fixtures/fleet-notes), spoken to with the MCP SDK: the fleet fixture of fleet-e2e and
// the store red-team files (round 56: redteam-serve-r55-store-hostile had copied fleet-e2e's setup).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { type RedisServer, redisAvailability, startRedisFor } from '../store-redis-harness.js';
import { type GateProcess, REPO_ROOT, startGate } from './gate-process.js';
import { connectMcp, type GateMcp } from './mcp-client.js';

export interface NotesFleetOptions {
  /** The Redis each replica's `--store` names (a fault proxy's for one of them, say). */
  stores: [string, string];
  /** The policy's `allow` list. */
  allow: string[];
  /** Headers each replica's MCP client sends (`x-gate-agent`, say). */
  headers?: [Record<string, string>, Record<string, string>];
  /** Further `gate serve` flags, given to both. */
  args?: string[];
}

export interface NotesFleet {
  dir: string;
  a: GateProcess;
  b: GateProcess;
  mcpA: GateMcp;
  mcpB: GateMcp;
  /** The audit journal of a replica (`GATE_AUDIT_JOURNAL`). */
  journal(replica: 'a' | 'b'): string;
  stop(): Promise<void>;
}

/** What `gate_syscall` answers, as these tests read it. */
export interface Syscall {
  verdict: { kind: string; reason?: string };
  result?: { status: string; content: string; meta: Record<string, string> };
}

export const syscall = async (m: GateMcp, tool: string, args: object, extra: object = {}) =>
  (await m.call('gate_syscall', { tool, args: JSON.stringify(args), ...extra })) as unknown as Syscall;

export async function startNotesFleet(options: NotesFleetOptions): Promise<NotesFleet> {
  const dir = mkdtempSync(join(tmpdir(), 'gate-fleet-'));
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
  writeFileSync(policy, JSON.stringify({ allow: options.allow }));
  const journal = (replica: 'a' | 'b') => join(dir, `${replica}.jsonl`);
  const start = (replica: 'a' | 'b', store: string) =>
    startGate(
      ['--store', store, '--tools', tools, '--policy', policy, '--replica', replica, ...(options.args ?? [])],
      { env: { GATE_AUDIT_JOURNAL: journal(replica) } },
    );
  const [a, b] = await Promise.all([start('a', options.stores[0]), start('b', options.stores[1])]);
  const [mcpA, mcpB] = await Promise.all([
    connectMcp(a.url, options.headers?.[0]),
    connectMcp(b.url, options.headers?.[1]),
  ]);
  return {
    dir,
    a,
    b,
    mcpA,
    mcpB,
    journal,
    async stop() {
      await mcpA.close().catch(() => undefined);
      await mcpB.close().catch(() => undefined);
      await Promise.all([a.stop(), b.stop()]);
    },
  };
}

/** Two different note texts, marked as canaries: what a write replaces and what it writes. */
export const canaryNotes = fc
  .tuple(fc.stringMatching(/^[a-z]{6,12}$/), fc.stringMatching(/^[a-z]{6,12}$/))
  .filter(([x, y]) => x !== y)
  .map(([x, y]) => ({ before: `cnry${x}Q1`, after: `cnry${y}Q2` }));

/** A note written through A, then read twice through B: the second read is B's cache hit. */
export async function cachedOnB(fleet: NotesFleet, name: string, text: string): Promise<void> {
  await syscall(fleet.mcpA, 'write_note', { name, text });
  assert.equal((await syscall(fleet.mcpB, 'read_note', { name })).result?.content, text);
  assert.equal((await syscall(fleet.mcpB, 'read_note', { name })).result?.meta.vdso, 'hit', 'cached on B');
}

/** The note rewritten through A (the write stands), then read through B: never the stale hit. */
export async function writtenThenFreshOnB(fleet: NotesFleet, name: string, text: string): Promise<void> {
  const write = await syscall(fleet.mcpA, 'write_note', { name, text });
  assert.equal(write.verdict.kind, 'ALLOW', 'the write itself stands');
  assert.equal(write.result?.status, 'OK');
  const read = await syscall(fleet.mcpB, 'read_note', { name });
  assert.notEqual(read.result?.meta.vdso, 'hit', 'B served the read the write made stale');
  assert.equal(read.result?.content, text);
}

/** Whether a replica's `/healthz` says ok. */
export const healthy = async (g: GateProcess): Promise<boolean> =>
  ((await (await fetch(`${g.url}/healthz`)).json()) as { status: string }).status === 'ok';

/** No canary in either replica's log, journal or metrics. */
export async function assertNoneSaid(fleet: NotesFleet, canaries: string[]): Promise<void> {
  const said = [
    fleet.a.stderr(),
    fleet.b.stderr(),
    readFileSync(fleet.journal('a'), 'utf8'),
    readFileSync(fleet.journal('b'), 'utf8'),
    await (await fetch(`${fleet.a.url}/metrics`)).text(),
    await (await fetch(`${fleet.b.url}/metrics`)).text(),
  ].join('\n');
  for (const canary of canaries) assert.ok(!said.includes(canary), `${canary} leaked`);
}

/** A test file's redis-server, a raw client on it and the notes fleet, each set in `before`. */
export interface NotesFleetFile {
  /** Why there is no redis-server to test with, or false. */
  skip: string | false;
  redis: RedisServer;
  raw: Redis;
  fleet: NotesFleet;
}

/**
 * Starts a redis-server and the notes fleet on it before the file's tests, and stops both after (the
 * fleet first). `stores` names each replica's store from the server's URL (a fault proxy before one).
 */
export function notesFleetFile(
  options: Omit<NotesFleetOptions, 'stores'> & { stores?: (redisUrl: string) => Promise<[string, string]> },
): NotesFleetFile {
  const availability = redisAvailability();
  const file = { skip: 'skip' in availability ? availability.skip : false } as NotesFleetFile;
  before(async () => {
    if (file.skip) return;
    file.redis = (await startRedisFor(availability))!;
    file.raw = new Redis(file.redis.url);
    const { stores, ...rest } = options;
    const urls = stores
      ? await stores(file.redis.url)
      : ([file.redis.url, file.redis.url] as [string, string]);
    file.fleet = await startNotesFleet({ ...rest, stores: urls });
  });
  after(async () => {
    await file.fleet?.stop();
    file.raw?.disconnect();
    await file.redis?.crash();
  });
  return file;
}

/**
 * Runs `body` over fast-check's canary notes, each case on its own note name (`n0`, `n1`, ...), then
 * checks that none of the texts reached either replica's log, journal or metrics.
 */
export async function canaryCases(
  fleet: NotesFleet,
  numRuns: number,
  body: (name: string, notes: { before: string; after: string }) => Promise<void>,
): Promise<void> {
  const canaries: string[] = [];
  let n = 0;
  await fc.assert(
    fc.asyncProperty(canaryNotes, async (notes) => {
      canaries.push(notes.before, notes.after);
      await body(`n${n++}`, notes);
    }),
    { numRuns },
  );
  await assertNoneSaid(fleet, canaries);
}
