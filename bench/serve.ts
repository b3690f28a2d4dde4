// bench/serve: requests per second and latency for /healthz and for a decision through POST /mcp,
// with the journal off and on (the journal's cost as a ratio in the same run). Loopback only.
// Run: npm run build && node dist/bench/serve.js [--seconds 5] [--connections 32]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('serve', {
  seconds: { type: 'string', default: '5' },
  connections: { type: 'string', default: '32' },
});
// Loaded once the options are read: --help and a bad option answer without autocannon's third of a second.
const [{ default: autocannon }, { startGate }] = await Promise.all([
  import('autocannon'),
  import('../test/helpers/gate-process.js'),
]);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const decisionBody = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: {
    name: 'gate_adjudicate',
    arguments: { tool: 'Bash', args: JSON.stringify({ command: 'ls -la src' }) },
  },
});

async function load(
  name: string,
  url: string,
  opts: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    ...(opts.body ? { body: opts.body } : {}),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows: Row[] = [];
const tmp = mkdtempSync(join(tmpdir(), 'gate-bench-serve-'));
try {
  const plain = await startGate([], { env: { GATE_AUDIT_JOURNAL: undefined } });
  try {
    rows.push(await load('GET /healthz', `${plain.url}/healthz`));
    rows.push(
      await load('POST /mcp gate_adjudicate, journal off', `${plain.url}/mcp`, {
        method: 'POST',
        body: decisionBody,
      }),
    );
  } finally {
    await plain.stop();
  }
  const journaled = await startGate([], { env: { GATE_AUDIT_JOURNAL: join(tmp, 'bench.jsonl') } });
  try {
    rows.push(
      await load('POST /mcp gate_adjudicate, journal on', `${journaled.url}/mcp`, {
        method: 'POST',
        body: decisionBody,
      }),
    );
  } finally {
    await journaled.stop();
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const base = rows[1]!;
console.log(
  `bench/serve: ${connections} connections, ${seconds}s each, loopback; latency in ms (autocannon)`,
);
console.log('| case | req/s | median ms | p99 ms | errors | req/s vs journal off |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const ratio = r.name.includes('/mcp') ? (r.rps / base.rps).toFixed(2) : '';
  console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${ratio} |`);
}
