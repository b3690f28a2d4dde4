// One client floods an MCP backend that never answers; does another client's call get through? Two
// labelled keys, `max_in_flight` 8: alice sends `--flood` calls at once to a tool that hangs, then bob
// sends 5 calls to one that answers (docs/mcp.md, "Round 52": each client's share of the bound). With
// `--baseline DIR` (a built checkout) DIR's gate runs the same scene first: the baseline row.
// Run: npm run build && node dist/bench/mcp-share.js [--baseline DIR] [--flood N]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { GATE_BIN, startGate } from '../test/helpers/gate-process.js';
import { benchOptionsFor } from './helpers/options.js';

const options = benchOptionsFor('mcp-share', {
  baseline: { type: 'string' },
  flood: { type: 'string', default: '40' },
});
const FLOOD = Number(options.flood);
if (!Number.isInteger(FLOOD) || FLOOD < 1) {
  process.stderr.write('--flood must be a whole number of calls, at least 1\n');
  process.exit(2);
}
const KEYS = { alice: 'ka-0123456789abcdef', bob: 'kb-0123456789abcdef' };

/** A streamable-HTTP MCP server with two tools: `q_hang` never answers, `q_calm` answers at once. */
function backend() {
  let hanging = 0;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let raw = '';
    for await (const part of req) raw += part;
    const m = JSON.parse(raw) as {
      id?: number;
      method: string;
      params?: { name?: string; protocolVersion?: string };
    };
    const send = (result: unknown, headers: Record<string, string> = {}) =>
      res
        .writeHead(200, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }));
    if (m.method === 'initialize')
      return void send(
        {
          protocolVersion: m.params?.protocolVersion,
          capabilities: { tools: {} },
          serverInfo: { name: 'q', version: '1' },
        },
        { 'mcp-session-id': 's1' },
      );
    if (m.id === undefined) return void res.writeHead(202).end();
    if (m.method === 'tools/list')
      return void send({
        tools: ['q_hang', 'q_calm'].map((name) => ({ name, inputSchema: { type: 'object' } })),
      });
    if (m.params?.name === 'q_hang') {
      hanging++;
      res.on('close', () => hanging--);
      return;
    }
    send({ content: [{ type: 'text', text: 'calm' }] });
  });
  return { server, hanging: () => hanging };
}

async function scene(bin: string) {
  const { server, hanging } = backend();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const dir = mkdtempSync(join(tmpdir(), 'gate-mcp-share-'));
  const port = (server.address() as AddressInfo).port;
  writeFileSync(join(dir, 'policy.json'), JSON.stringify({ allow_prefix: ['q_'] }));
  writeFileSync(
    join(dir, 'tools.json'),
    JSON.stringify({
      servers: { q: { url: `http://127.0.0.1:${port}/q`, deadline_ms: 5000, max_in_flight: 8 } },
    }),
  );
  const gate = await startGate(
    ['--policy', join(dir, 'policy.json'), '--tools', join(dir, 'tools.json')].concat([
      '--require-key-env',
      'alice=A',
      '--require-key-env',
      'bob=B',
    ]),
    { bin, env: { A: KEYS.alice, B: KEYS.bob }, timeoutMs: 30_000 },
  );
  const client = async (key: string) => {
    const c = new Client({ name: 'bench', version: '1' });
    const headers = { authorization: `Bearer ${key}` };
    await c.connect(
      new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), { requestInit: { headers } }),
    );
    return c;
  };
  const [alice, bob] = [await client(KEYS.alice), await client(KEYS.bob)];
  try {
    for (let i = 0; i < 100 && !(await alice.listTools()).tools.some((t) => t.name === 'q_hang'); i++)
      await new Promise((r) => setTimeout(r, 50));
    const flood = Array.from({ length: FLOOD }, () =>
      alice.callTool({ name: 'q_hang', arguments: {} }).then(
        () => 'held',
        () => 'refused',
      ),
    );
    // Until the backend holds some of alice's calls, then a beat for the rest of the burst to land.
    for (let i = 0; i < 200 && hanging() < 4; i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 200));
    const held = hanging();
    let answered = 0;
    const ms: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const ok = await bob.callTool({ name: 'q_calm', arguments: {} }).then(
        (r) => r.isError !== true,
        () => false,
      );
      if (ok) {
        answered++;
        ms.push(performance.now() - t);
      }
    }
    const outcomes = await Promise.all(flood);
    return { held, refused: outcomes.filter((o) => o === 'refused').length, answered, ms };
  } finally {
    await alice.close();
    await bob.close();
    await gate.stop();
    server.close();
  }
}

const builds: [string, string][] = [['this build', GATE_BIN]];
if (options.baseline) builds.unshift(['baseline', resolve(options.baseline, 'bin/gate')]);
console.log(
  `alice floods ${FLOOD} calls at a backend that never answers (max_in_flight 8); bob sends 5 calls`,
);
console.log('| build | alice held at the server | alice refused | bob answered | bob ms |');
console.log('|---|---|---|---|---|');
for (const [name, bin] of builds) {
  const r = await scene(bin);
  const ms = r.ms.length > 0 ? `${Math.min(...r.ms).toFixed(0)}-${Math.max(...r.ms).toFixed(0)}` : '-';
  console.log(`| ${name} | ${r.held} | ${r.refused} | ${r.answered}/5 | ${ms} |`);
}
