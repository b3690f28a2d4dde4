// Round 61 (docs/operations.md, "Round 61 (redteam2-r61)"): what a peer without the key holds in the real
// `gate serve` while it keeps connections open mid-request, on every route. fast-check draws waves of
// connections, each a head cut short, a head held without its end, a body declared at the limit and cut
// (aborted upload), a body sent chunked past the limit, `Expect: 100-continue`, an upgrade, an unknown
// method; some are abandoned (reset), some held, and all are then dropped. Asserted by count, never by time:
// gate's open file descriptors while the wave is held stay under the per-client cap (plus gate's own),
// return to the baseline after, the provider saw no request, no 100 Continue or 2xx reached a keyless peer,
// every answer is 4xx in its route's shape with no stack, and /healthz answers. RSS before and after is
// written to the report.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const KEY = 'k-redteam2-r61-handles';
const PER_CLIENT = 24;
const MAX_BODY = 64 * 1024;
const ROUTES = ['/v1/chat/completions', '/v1/messages', '/v1/responses', '/mcp', '/metrics', '/nowhere', '/'];
const FORMS = [
  'cut-head',
  'held-head',
  'aborted-body',
  'chunked-past',
  'continue',
  'upgrade',
  'unknown',
] as const;
type Form = (typeof FORMS)[number];

function head(form: Form, route: string): string {
  const host = 'Host: 127.0.0.1\r\n';
  if (form === 'cut-head') return `POST ${route} HTTP/1.1\r\n${host}Content-Ty`;
  if (form === 'held-head') return `POST ${route} HTTP/1.1\r\n${host}Content-Type: application/json\r\n`;
  if (form === 'aborted-body')
    return `POST ${route} HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${MAX_BODY}\r\n\r\n{"a":"`;
  if (form === 'chunked-past')
    return `POST ${route} HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\n\r\n${(MAX_BODY + 1).toString(16)}\r\n${'x'.repeat(MAX_BODY + 1)}\r\n`;
  if (form === 'continue')
    return `POST ${route} HTTP/1.1\r\n${host}Expect: 100-continue\r\nContent-Length: ${MAX_BODY}\r\n\r\n`;
  if (form === 'upgrade')
    return `GET ${route} HTTP/1.1\r\n${host}Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
  return `PROPFIND ${route} HTTP/1.1\r\n${host}Content-Length: 2\r\n\r\n{}`;
}

interface Held {
  socket: Socket;
  text: string;
}

function open(port: number, bytes: string): Promise<Held> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const held: Held = { socket, text: '' };
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      held.text += d;
    });
    socket.on('error', () => {});
    socket.once('connect', () => socket.write(bytes, () => resolve(held)));
    socket.once('close', () => resolve(held));
  });
}

/**
 * /healthz from another loopback address (the wave's own is at its cap): answered once gate has accepted
 * every connection queued before it, so the count read after it holds the whole wave.
 */
function healthzFrom(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path: '/healthz', localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

const fdCount = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);

describe('round 61: what a keyless peer holding connections mid-request costs gate', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  const pid = () => gate.child.pid as number;
  const port = () => Number(new URL(gate.url).port);

  before(async () => {
    fake = await startFakeUpstream();
    gate = await startGate(
      [
        ...['--base-url', fake.baseUrl, '--provider', 'openai', '--require-key-env', 'GATE_KEY'],
        ...['--max-client-connections', String(PER_CLIENT), '--max-body-bytes', String(MAX_BODY)],
      ],
      // R61_GATE_BIN: another build's bin/gate (the base, for the A/B the report quotes).
      { env: { GATE_KEY: KEY }, ...(process.env.R61_GATE_BIN ? { bin: process.env.R61_GATE_BIN } : {}) },
    );
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  /** Waits, by asking /healthz each turn, until gate holds at most `bound` descriptors; the last count. */
  async function settle(bound: number): Promise<number> {
    let count = fdCount(pid());
    for (let turn = 0; turn < 400 && count > bound; turn++) {
      assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
      count = fdCount(pid());
      process.stderr.write(`settle ${turn} ${count} ${bound}\n`);
    }
    return count;
  }

  it('more heads held than the per-client cap: gate holds the cap, refuses the rest, and lets all go', async () => {
    await fetch(`${gate.url}/healthz`);
    const baseline = fdCount(pid());
    const held = await Promise.all(
      Array.from({ length: PER_CLIENT + 16 }, (_, i) =>
        open(port(), head('held-head', ROUTES[i % ROUTES.length]!)),
      ),
    );
    assert.equal(await healthzFrom(port(), '127.0.0.2'), 200);
    const during = fdCount(pid()) - baseline;
    // The cap's connections are held (waiting for their heads' ends); the 16 past it were cut at once.
    assert.ok(during >= PER_CLIENT - 2 && during <= PER_CLIENT + 4, `held ${during} over the baseline`);
    for (const h of held) h.socket.destroy();
    assert.ok((await settle(baseline + 2)) <= baseline + 2, 'every descriptor let go');
  });

  it('fast-check: waves of held, cut and abandoned requests on every route leave nothing behind', async () => {
    await fetch(`${gate.url}/healthz`);
    const baseline = fdCount(pid());
    const rssBefore = rssKb(pid());
    let peak = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ form: fc.constantFrom(...FORMS), route: fc.constantFrom(...ROUTES) }), {
          minLength: 1,
          maxLength: PER_CLIENT + 8,
        }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        async (wave, resets) => {
          const held = await Promise.all(wave.map((w) => open(port(), head(w.form, w.route))));
          assert.equal(await healthzFrom(port(), '127.0.0.2'), 200);
          const during = fdCount(pid());
          peak = Math.max(peak, during - baseline);
          // Each admitted connection is one descriptor; gate holds no more than its cap of them (+ slack for
          // its own: the journal, an upstream socket it never opened here, the listening socket).
          assert.ok(during - baseline <= PER_CLIENT + 4, `held ${during - baseline} over the baseline`);
          // Reset (an abandoned upload) or closed; a reset of a socket the peer already ended is a close.
          // gate's side is counted below: node's client 'close' is not awaited (a reset after the peer's
          // FIN never emits it on Node 20).
          held.forEach((h, i) => {
            if (resets[i % resets.length] && h.socket.readyState === 'open') h.socket.resetAndDestroy();
            else h.socket.destroy();
          });
          for (const [i, h] of held.entries()) {
            const what = `${wave[i]!.form} ${wave[i]!.route}: ${h.text.slice(0, 200)}`;
            assert.doesNotMatch(h.text, /HTTP\/1\.1 100 /, what);
            assert.doesNotMatch(h.text, /\n\s+at |\.js:\d+|TypeError/, what);
            // `GET /` is public (the probe real clients send, docs/design.md §5): its 200 says only "gate".
            const root = wave[i]!.form === 'upgrade' && wave[i]!.route === '/';
            for (const status of h.text.matchAll(/HTTP\/1\.1 (\d{3}) /g))
              assert.ok(
                root ? status[1] === '200' : Number(status[1]) >= 400 && Number(status[1]) < 500,
                what,
              );
          }
          assert.ok((await settle(baseline + 2)) <= baseline + 2, 'every descriptor let go');
        },
      ),
      { numRuns: Number(process.env.GATE_FUZZ_RUNS ?? 25) },
    );
    assert.equal(fake.received.length, 0, 'nothing reached the provider');
    assert.equal(gate.child.exitCode, null);
    const rssAfter = rssKb(pid());
    process.stderr.write(
      `# keyless waves: descriptors over the baseline at most ${peak} (cap ${PER_CLIENT}); RSS ${rssBefore} kB before, ${rssAfter} kB after\n`,
    );
  });
});
