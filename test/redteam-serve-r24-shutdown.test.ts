// Red team, round 24: `gate serve` on SIGTERM with many connections in every state, against the real
// process. Before: a CONNECT's connection, ended by gate but never closed by its client, stayed half-open
// past every deadline and held the process after SIGTERM for as long as the client liked; a Redis that
// stopped answering held it in QUIT until Redis woke; and requests cut at the grace's end were destroyed in
// the same tick as their abort, so a stream ended without its wire's error event. Now every step of the
// shutdown is bounded (docs/operations.md, "Limits and shutdown", Round 24).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { verifyJournal } from '../src/journal/verify.js';
import { type FakeUpstream, openaiJson, openaiSse, silence, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';
import { findRedisServer, RedisServer } from './store-redis-harness.js';

/** In every argument the upstream's calls carry: it must never reach gate's log. */
const MARK = 'r24-shutdown-marker';
const GRACE_MS = 800;
/** The bound the test holds gate's exit to after the signal: the grace, the cut's settle, the close, slack. */
const EXIT_WITHIN_MS = GRACE_MS + 500 + 4000;

async function exitTime(
  gate: GateProcess,
  boundMs: number,
): Promise<{ code: number | null | 'hung'; ms: number }> {
  const t0 = Date.now();
  gate.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    gate.exited,
    new Promise<'hung'>((r) => {
      timer = setTimeout(() => r('hung'), boundMs);
    }),
  ]);
  clearTimeout(timer);
  if (code === 'hung') gate.child.kill('SIGKILL');
  return { code, ms: Date.now() - t0 };
}

/** A raw connection that keeps its side open when gate ends its own (a client that never closes). */
function halfOpen(port: number, bytes: string): Promise<{ socket: Socket; text: () => string }> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      socket.write(bytes);
      resolve({ socket, text: () => text });
    });
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      text += d;
    });
    socket.on('error', () => undefined);
  });
}

/** Ends a gate the test is done with, whether or not it would stop on its own. */
async function kill(gate: GateProcess): Promise<void> {
  if (gate.child.exitCode === null && gate.child.signalCode === null) gate.child.kill('SIGKILL');
  await gate.exited;
}

function assertCleanLog(gate: GateProcess): void {
  const log = gate.stderr() + gate.stdout();
  assert.ok(!log.includes(MARK), 'no argument bytes in the log');
  assert.doesNotMatch(log, /\n\s+at .+:\d+:\d+/, 'no stack trace in the log');
}

describe('gate serve on SIGTERM (round 24)', () => {
  it('a CONNECT whose client never closes frees its connection and does not hold the exit', async () => {
    const gate = await startGate(['--shutdown-grace-ms', String(GRACE_MS), '--max-client-connections', '2']);
    const port = Number(new URL(gate.url).port);
    const held = await Promise.all([
      halfOpen(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
      halfOpen(port, `CONNECT /healthz HTTP/1.1\r\nHost: ${new URL(gate.url).host}\r\n\r\n`),
    ]);
    try {
      await new Promise((r) => setTimeout(r, 1600));
      for (const h of held) assert.match(h.text(), /^HTTP\/1\.1 405 /, 'CONNECT is answered 405');
      // Both of this client's connections were CONNECTs: a third gets in only once gate let them go.
      const res = await fetch(`${gate.url}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(
        () => undefined,
      );
      assert.equal(res?.status, 200, 'the half-open connections no longer count against the client');
      const exit = await exitTime(gate, EXIT_WITHIN_MS);
      assert.equal(exit.code, 0, `exits 0 (took ${exit.ms} ms)`);
    } finally {
      for (const h of held) h.socket.destroy();
      await kill(gate);
    }
  });

  it('a CONNECT held open at the signal does not hold the exit', async () => {
    const gate = await startGate(['--shutdown-grace-ms', String(GRACE_MS)]);
    const held = await halfOpen(Number(new URL(gate.url).port), 'CONNECT x:1 HTTP/1.1\r\nHost: x:1\r\n\r\n');
    try {
      await new Promise((r) => setTimeout(r, 100));
      const exit = await exitTime(gate, EXIT_WITHIN_MS);
      assert.equal(exit.code, 0, `exits 0 (took ${exit.ms} ms)`);
    } finally {
      held.socket.destroy();
      await kill(gate);
    }
  });

  it('a Redis that stopped answering does not hold the exit', { skip: redisSkip }, async () => {
    const redis = await RedisServer.start(findRedisServer()!);
    const gate = await startGate(
      [
        '--shutdown-grace-ms',
        String(GRACE_MS),
        '--store',
        redis.url,
        '--approver-key-env',
        'GATE_R24_APPROVER',
      ],
      { env: { GATE_R24_APPROVER: 'approver-r24-shutdown-key-0123456789' } },
    );
    try {
      assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
      redis.pause();
      const exit = await exitTime(gate, EXIT_WITHIN_MS);
      assert.equal(exit.code, 0, `exits 0 (took ${exit.ms} ms)`);
      // Two QUITs of 1 s each at most (the approval queue, then the store), and the rest of the close.
      assert.ok(exit.ms < 5000, `QUIT is bounded (${exit.ms} ms)`);
      assertCleanLog(gate);
    } finally {
      redis.resume();
      redis.kill();
      await kill(gate);
    }
  });

  it('many keep-alive clients, idle and mid-request, streamed and buffered: bounded, in shape, journal whole', async () => {
    const upstream: FakeUpstream = await startFakeUpstream();
    const dir = mkdtempSync(join(tmpdir(), 'gate-r24-shutdown-'));
    const journal = join(dir, 'journal.jsonl');
    const call = { id: 'c1', name: 'Read', args: JSON.stringify({ file_path: `/tmp/${MARK}.txt` }) };
    upstream.setDefault(openaiJson({ calls: [call] }));
    const gate = await startGate(
      ['--base-url', upstream.baseUrl, '--provider', 'openai', '--shutdown-grace-ms', String(GRACE_MS)],
      { env: { GATE_AUDIT_JOURNAL: journal } },
    );
    const url = new URL(gate.url);
    const port = Number(url.port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
    const sockets: Socket[] = [];
    const ask = (stream: boolean) =>
      JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content: `read ${MARK}` }] });
    let heads = 0;
    const post = (stream: boolean) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        const body = ask(stream);
        const q = http.request(
          `${gate.url}/v1/chat/completions`,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            heads++;
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => {
              text += d;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
            res.on('error', () => resolve({ status: -1, body: text }));
          },
        );
        q.on('error', () => resolve({ status: -1, body: '' }));
        q.end(body);
      });
    try {
      // Warm keep-alive connections: many requests each, every one a call journaled.
      const done = await Promise.all(Array.from({ length: 120 }, () => post(false)));
      assert.ok(done.every((d) => d.status === 200));
      // Mid-request at the signal: streams and buffered answers the upstream never finishes.
      upstream.setDefault(
        openaiSse({ text: 'a long answer that never finishes '.repeat(20) }, { hangAt: 0.3 }),
      );
      const before = heads;
      const streams = Array.from({ length: 6 }, () => post(true));
      // Mid-stream means begun: a fixed 300 ms let a loaded machine's signal land before a stream's head (503).
      assert.ok(await until(() => heads - before === 6, 30_000), 'the six streams began');
      upstream.setDefault(silence());
      const buffered = Array.from({ length: 6 }, () => post(false));
      // And the buffered six reached the upstream (120 warm + 6 streams + 6) before the signal.
      assert.ok(await until(() => upstream.received.length === 132, 30_000), 'the buffered six are upstream');
      // Raw ones: half a body, half a head, nothing at all, a pipelined burst.
      const raw = (bytes: string) => {
        const s = connect(port, '127.0.0.1', () => s.write(bytes));
        s.on('error', () => undefined);
        s.resume();
        sockets.push(s);
      };
      for (let i = 0; i < 4; i++) {
        raw(`POST /v1/chat/completions HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: 100\r\n\r\n{"a`);
        raw(`POST /v1/chat/completions HTTP/1.1\r\nHost: ${url.host}\r\n`);
        raw('');
        raw(`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`.repeat(20));
      }
      await new Promise((r) => setTimeout(r, 300));
      const exit = await exitTime(gate, EXIT_WITHIN_MS);
      assert.equal(exit.code, 0, `exits 0 (took ${exit.ms} ms)`);
      for (const s of await Promise.all(streams)) {
        assert.equal(s.status, 200);
        assert.match(s.body, /data: \{"error":\{[^\n]*shutting down/, 'a cut stream ends in its error event');
      }
      for (const b of await Promise.all(buffered)) {
        assert.equal(b.status, 503, 'a cut buffered answer is 503');
        assert.equal((JSON.parse(b.body) as { error: { code: string } }).error.code, 'shutting_down');
      }
      const report = await verifyJournal(journal);
      assert.equal(report.ok, true, report.firstBad?.problem);
      const calls = readFileSync(journal, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"tool":"Read"'));
      assert.equal(calls.length, 120, 'one journal row per answered call, none lost or doubled');
      assertCleanLog(gate);
    } finally {
      agent.destroy();
      for (const s of sockets) s.destroy();
      await kill(gate);
      await upstream.close();
    }
  });
});
