// Red team, round 42 (edge2): /metrics label values an outsider chooses. gate relays a provider's status
// as it came, and the request histogram named each status: an upstream answering 120 distinct statuses
// made 120 series per route and method (on 8bb578ea, about 17 lines each, no bound but the 400 statuses a
// status line can carry). Now statuses outside gate's own and the providers' documented ones are counted
// in their class (`2xx`..`5xx`); paths and methods a client picks were bounded already (the route, or
// `unmatched`; node's closed method list), and no label holds request or answer bytes.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const CANARY = 'CANARY-r42-metrics';
const STATUSES = Array.from({ length: 120 }, (_, i) => 200 + ((i * 37) % 400));

describe('round 42: /metrics labels from requests and answers stay bounded', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let port: number;
  before(async () => {
    fake = await startFakeUpstream({ record: false });
    gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'openai']);
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  const send = (method: string, path: string, body = ''): Promise<number> =>
    new Promise((resolve) => {
      const req = request(
        { host: '127.0.0.1', port, method, path, headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });

  it('120 upstream statuses, odd methods and paths: a few dozen status values, no bytes from either', async () => {
    let n = 0;
    fake.setDefault((_req, res) => {
      res.writeHead(STATUSES[n++ % STATUSES.length]!, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: CANARY, type: 'x' } }));
    });
    const seen = new Set<number>();
    for (let i = 0; i < STATUSES.length; i++) {
      const body = JSON.stringify({ model: `${CANARY}-${i}`, messages: [{ role: 'user', content: CANARY }] });
      seen.add(await send('POST', '/v1/chat/completions', body));
    }
    assert.ok(seen.size > 60, `gate relayed the statuses (${seen.size} distinct)`);
    for (const [i, method] of ['GET', 'PROPFIND', 'M-SEARCH', 'PURGE', 'QUERY', 'MKCOL'].entries())
      await send(method, `/v1/${CANARY}-${i}?q=${CANARY}`);
    const metrics = await (await fetch(`${gate.url}/metrics`)).text();
    assert.ok(!metrics.includes(CANARY), 'no request or answer bytes in a label');
    const statuses = new Set(
      [
        ...metrics.matchAll(
          /gate_http_request_duration_seconds_count\{route="\/v1\/chat\/completions",[^}]*status="([^"]+)"/g,
        ),
      ].map((m) => m[1]),
    );
    assert.ok(statuses.size <= 40, `${statuses.size} status values: ${[...statuses].join(',')}`);
    for (const s of statuses) assert.match(s!, /^(\d{3}|[2-5]xx)$/);
    const routes = new Set([...metrics.matchAll(/route="([^"]*)"/g)].map((m) => m[1]));
    assert.ok(
      [...routes].every((r) => r === 'unmatched' || r!.startsWith('/')),
      [...routes].join(','),
    );
    assert.ok(metrics.length < 200_000, `/metrics is ${metrics.length} bytes`);
  });
});
