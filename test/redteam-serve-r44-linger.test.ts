// Red team, round 44 (edge-r44): a refusal sent while the client is still sending, against the real
// process (one for the file). Found on 64dbb7be: gate answered (431, 413, 401, 400) and closed with the
// client's bytes unread, the kernel reset them, and the client's kernel dropped the answer: a client
// streaming 4 MB lost it in about half of the tries, every kind (431 for a head past the bound, 413
// declared and chunked, 401 before a long body, 400 for a chunk extension past node's bound). Now gate
// closes lingering (src/server/linger.ts): half-close, read and drop, destroy once the peer is done or
// at a bound of silence, time or bytes. Also kept: a peer that never closes is cut at the silence bound.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const KEY = 'k-r44-linger-3a9d';
const CANARY = 'CANARY-r44-linger-c4';
const STREAM = 4_000_000;

interface Outcome {
  text: string;
  error?: string;
  ms: number;
}

/** Writes `head`, then `STREAM` bytes as fast as gate takes them, and reads until gate closes. */
function streamAfter(port: number, head: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    let text = '';
    let error: string | undefined;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head, 'latin1');
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < STREAM) {
          sent += chunk.length;
          if (!socket.write(chunk)) {
            socket.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    const timer = setTimeout(() => socket.destroy(), 15_000);
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      text += d;
    });
    socket.on('error', (e: Error & { code?: string }) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, ms: performance.now() - started, ...(error !== undefined ? { error } : {}) });
    });
  });
}

/** GET `path` on a connection of its own, closed after it: what gate answers ('' when refused). */
function healthz(port: number, path = '/healthz'): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${KEY}\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      text += d;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
  });
}

const head = (target: string, lines: string) =>
  `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${lines}`;

/** Each refused while the client still has megabytes to send, and the status it must receive. */
const REFUSED: [string, number, string][] = [
  ['a head past the bound (431)', 431, head('/v1/chat/completions', `Authorization: Bearer ${CANARY}`)],
  [
    'a declared body past the bound (413)',
    413,
    head('/v1/chat/completions', `Authorization: Bearer ${KEY}\r\nContent-Length: 9000000\r\n\r\n`),
  ],
  [
    'a chunked body past the bound (413)',
    413,
    head('/v1/messages', `Authorization: Bearer ${KEY}\r\nTransfer-Encoding: chunked\r\n\r\n800000\r\n`),
  ],
  ['no key, a long body (401)', 401, head('/mcp', 'Content-Length: 9000000\r\n\r\n')],
  [
    'no key, a chunk extension past the bound (401)',
    401,
    head('/v1/responses', 'Transfer-Encoding: chunked\r\n\r\n5;'),
  ],
  [
    'a key, a chunk extension past the bound (400)',
    400,
    head('/v1/responses', `Authorization: Bearer ${KEY}\r\nTransfer-Encoding: chunked\r\n\r\n5;`),
  ],
];

describe('round 44: a refusal reaches a client still sending', () => {
  // Two gates: the second caps a client at two connections, which the silent peers fill. The first has
  // none of its own: a client's 'close' fires before gate has read that client's FIN and freed the slot, so
  // under load the next attempt found both slots held by attempts already closed on the client's side and
  // was refused at accept (a bare reset, counted in gate_connections_refused_total), which the attempts
  // read as a lost answer, twice in a row (round 54: 11 of 20 runs beside two CPU burners, every loss one).
  let gate: GateProcess;
  let port: number;
  const start = (extra: string[]) =>
    startGate(
      [
        '--base-url',
        'http://127.0.0.1:9',
        '--require-key-env',
        'GATE_R44_LINGER',
        '--max-body-bytes',
        '100000',
        ...extra,
      ],
      { env: { GATE_R44_LINGER: KEY } },
    );
  before(async () => {
    gate = await start([]);
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
  });

  it('every refusal arrives whole, with no reset (about half were lost on the base)', async () => {
    const lost: string[] = [];
    for (let round = 0; round < runsOf(3, 20); round++) {
      for (const [name, status, bytes] of REFUSED) {
        const lostOnce = (o: Outcome) => !o.text.startsWith(`HTTP/1.1 ${status} `) || o.error !== undefined;
        let got = await streamAfter(port, bytes);
        // Tried twice: a client the machine's load stalls past the silence bound (1 s) while gate's answer
        // sits unread in its buffer loses it to the reset, by design (round 49's clean-clone run, once); the base lost half.
        if (lostOnce(got)) got = await streamAfter(port, bytes);
        const body = got.text.slice(got.text.indexOf('\r\n\r\n') + 4);
        if (lostOnce(got)) {
          lost.push(`${name}: ${got.text.slice(0, 40) || 'nothing'} ${got.error ?? ''}`);
          continue;
        }
        assert.doesNotThrow(() => JSON.parse(body), `${name}: a JSON body`);
        assert.ok(!got.text.includes(CANARY), `${name}: nothing echoed`);
      }
    }
    assert.deepEqual(lost, [], 'every refusal received');
    const metrics = await healthz(port, `/metrics`);
    assert.match(metrics, /^HTTP\/1\.1 200 /);
    // Every attempt reached gate: a loss above is gate's answer cut, not a connection refused at accept.
    assert.match(metrics, /\ngate_connections_refused_total 0\n/, 'no attempt refused on arrival');
  });

  it('peers that stop sending and never close are cut at the silence bound, freeing their slots', async () => {
    const capped = await start(['--max-client-connections', '2']);
    try {
      await silentPeersCut(Number(new URL(capped.url).port));
    } finally {
      await capped.stop();
    }
  });
});

/** Two silent half-open peers fill a client's two slots (`--max-client-connections 2`); gate cuts them. */
async function silentPeersCut(port: number): Promise<void> {
  // Two half-open peers hold this client's two connections (--max-client-connections 2): gate's FIN does
  // not end their side (allowHalfOpen), they send nothing more. A third connection gets in once gate cut them.
  const silent = [0, 1].map(
    () =>
      new Promise<string>((resolve) => {
        let text = '';
        const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () =>
          socket.write(`${head('/mcp', 'Content-Length: 9000000\r\n\r\n')}${'x'.repeat(200_000)}`),
        );
        socket.setEncoding('latin1');
        socket.on('data', (d: string) => {
          text += d;
          if (text.includes('}')) resolve(text);
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(text));
        setTimeout(() => socket.destroy(), 10_000).unref();
      }),
  );
  for (const answer of await Promise.all(silent)) assert.match(answer, /^HTTP\/1\.1 401 /);
  const answered = performance.now();
  let freedMs: number | undefined;
  while (freedMs === undefined && performance.now() - answered < 8000) {
    const got = await healthz(port);
    if (got.startsWith('HTTP/1.1 200 ')) freedMs = performance.now() - answered;
    else await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(freedMs !== undefined, 'the silent peers were never cut');
  // One second of silence (LINGER_IDLE_MS); on a loaded machine somewhat more, never the total bound.
  assert.ok(freedMs >= 700 && freedMs < 5000, `freed after ${Math.round(freedMs)} ms`);
}
