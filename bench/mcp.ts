// MCP wire speed against the real `gate serve` process, with the official SDK client:
//   1. gate_adjudicate latency (median, p99; one call at a time) and calls/s (CONCURRENCY in flight),
//      over POST /mcp (beside GET /healthz on the same gateway, the HTTP floor) and over stdio;
//   2. a governed tools/call of the reference filesystem server's read_text_file through gate (stdio),
//      against calling the same server directly, in the same run; the ratio is the governance overhead.
// Run: npx tsc -p . && node dist/bench/mcp.js [--calls N] [--concurrency N]
import { setMaxListeners } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import type { StdioClientTransport as StdioTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('mcp', {
  calls: { type: 'string', default: '2000' },
  concurrency: { type: 'string', default: '8' },
});
// Loaded once the options are read: --help and a bad option answer without the SDK's half second.
const [
  { Client },
  { StdioClientTransport },
  { StreamableHTTPClientTransport },
  { FILESYSTEM_SERVER },
  { GATE_BIN, REPO_ROOT, startGate },
] = await Promise.all([
  import('@modelcontextprotocol/sdk/client/index.js'),
  import('@modelcontextprotocol/sdk/client/stdio.js'),
  import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
  import('../test/fixtures/mcp-engine/paths.js'),
  import('../test/helpers/gate-process.js'),
]);
// The SDK's HTTP client hands one AbortSignal to every fetch and undici leaves a listener per call on it;
// thousands of calls on one client would print MaxListenersExceededWarning (client side, not gate's).
setMaxListeners(0);
const CALLS = Number(values.calls);
const CONCURRENCY = Number(values.concurrency);
const WARMUP = Math.min(200, CALLS);

const dir = mkdtempSync(join(tmpdir(), 'gate-bench-mcp-'));
writeFileSync(join(dir, 'note.txt'), 'a short note the agent reads again and again\n'.repeat(8));
const policy = join(dir, 'policy.json');
writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_', 'list_'], self_modify_globs: ['.git/'] }));
const tools = join(dir, 'tools.json');
writeFileSync(
  tools,
  JSON.stringify({ servers: { fs: { command: process.execPath, args: [FILESYSTEM_SERVER, dir] } } }),
);

interface Row {
  name: string;
  median: number;
  p99: number;
  perSecond: number;
}

type Call = (i: number) => Promise<unknown>;

/** Latency one call at a time (ms per call, sorted), then throughput with CONCURRENCY calls in flight. */
async function measure(name: string, call: Call): Promise<Row> {
  for (let i = 0; i < WARMUP; i++) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = process.hrtime.bigint();
    await call(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CALLS) await call(next++);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { name, median: at(0.5), p99: at(0.99), perSecond: CALLS / seconds };
}

function stdioClient(
  command: string,
  args: string[],
  name: string,
): { client: McpClient; transport: StdioTransport } {
  const transport = new StdioClientTransport({ command, args, cwd: REPO_ROOT, stderr: 'ignore' });
  return { client: new Client({ name, version: '1' }), transport };
}

function adjudicate(client: McpClient): Call {
  return (i) =>
    client.callTool({
      name: 'gate_adjudicate',
      arguments: { tool: 'read_file', args: `{"path":"f${i % 64}.txt"}` },
    });
}

function plainAdjudicate(base: string): Call {
  return (i) =>
    fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: i,
        method: 'tools/call',
        params: {
          name: 'gate_adjudicate',
          arguments: { tool: 'read_file', args: `{"path":"f${i % 64}.txt"}` },
        },
      }),
    }).then((r) => r.text());
}

function readNote(client: McpClient): Call {
  return () => client.callTool({ name: 'read_text_file', arguments: { path: join(dir, 'note.txt') } });
}

async function main(): Promise<void> {
  const rows: Row[] = [];

  const gate = await startGate(['--policy', policy]);
  const http = new Client({ name: 'bench-http', version: '1' });
  await http.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
  rows.push(
    await measure('baseline: GET /healthz on the same gateway (plain fetch)', () =>
      fetch(`${gate.url}/healthz`).then((r) => r.text()),
    ),
  );
  rows.push(await measure('gate_adjudicate over POST /mcp (SDK client)', adjudicate(http)));
  rows.push(
    await measure(
      'gate_adjudicate over POST /mcp (plain fetch, one JSON-RPC request)',
      plainAdjudicate(gate.url),
    ),
  );
  await http.close();
  await gate.stop();

  const viaStdio = stdioClient(
    process.execPath,
    [GATE_BIN, 'serve', '--stdio', '--policy', policy],
    'bench-stdio',
  );
  await viaStdio.client.connect(viaStdio.transport);
  rows.push(await measure('gate_adjudicate over stdio', adjudicate(viaStdio.client)));
  await viaStdio.client.close();

  const direct = stdioClient(process.execPath, [FILESYSTEM_SERVER, dir], 'bench-direct');
  await direct.client.connect(direct.transport);
  const directRow = await measure(
    'read_text_file, filesystem server called directly',
    readNote(direct.client),
  );
  rows.push(directRow);
  await direct.client.close();

  const governedArgs = ['serve', '--stdio', '--policy', policy, '--tools', tools];
  const governed = stdioClient(
    process.execPath,
    [GATE_BIN, ...governedArgs, '--vdso=false'],
    'bench-governed',
  );
  await governed.client.connect(governed.transport);
  const governedRow = await measure(
    'read_text_file, governed tools/call via gate (vDSO off)',
    readNote(governed.client),
  );
  rows.push(governedRow);
  await governed.client.close();

  const cached = stdioClient(process.execPath, [GATE_BIN, ...governedArgs, '--vdso=true'], 'bench-cached');
  await cached.client.connect(cached.transport);
  const cachedRow = await measure(
    'read_text_file, governed tools/call via gate (vDSO on)',
    readNote(cached.client),
  );
  rows.push(cachedRow);
  await cached.client.close();

  console.log(
    `MCP wire, ${CALLS} calls per row (+${WARMUP} warm-up), ${CONCURRENCY} in flight for calls/s; node ${process.version}\n`,
  );
  console.log('| case | median ms | p99 ms | calls/s |');
  console.log('|---|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.median.toFixed(3)} | ${r.p99.toFixed(3)} | ${Math.round(r.perSecond)} |`);
  const ratio = (a: Row, b: Row) =>
    `${(a.median / b.median).toFixed(2)}x median, ${(b.perSecond / a.perSecond).toFixed(2)}x calls/s`;
  console.log(`\ngoverned / direct (vDSO off): ${ratio(governedRow, directRow)}`);
  console.log(`governed / direct (vDSO on):  ${ratio(cachedRow, directRow)}`);
}

await main();
