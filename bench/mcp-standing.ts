// Round 57: what the fleet's record of where a trace's shell stands costs a gate_adjudicate over POST /mcp
// (docs/mcp.md, "Round 57 (mcp-r57)"): a shell call reads the record and writes it compare-and-set (two
// Redis round trips); a call with no shell argument never asks it. The base (per-gateway memory) and this
// build, each with the memory store and with a test-started redis-server, in one run; one SDK client per
// gateway, one call at a time, on one named trace (the base binds no session).
// Run: npm run build && node dist/bench/mcp-standing.js --baseline /tmp/base-r57 [--calls 400]
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { GATE_BIN, startGate } from '../test/helpers/gate-process.js';
import { redisAvailability, startRedisFor } from '../test/store-redis-harness.js';

const { values } = parseArgs({
  options: { baseline: { type: 'string' }, calls: { type: 'string', default: '400' } },
});
if (values.baseline === undefined) throw new Error('--baseline <built checkout> is required');
const CALLS = Number(values.calls);
const redis = await startRedisFor(redisAvailability());
if (redis === undefined) throw new Error('redis-server is needed');

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};

async function measure(bin: string, store: string[], trace: string) {
  const gate = await startGate(store, { bin });
  const client = new Client({ name: 'bench-standing', version: '1' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
      requestInit: { headers: { 'x-gate-trace-id': trace } },
    }),
  );
  const time = async (args: Record<string, unknown>) => {
    const t = process.hrtime.bigint();
    await client.callTool({ name: 'gate_adjudicate', arguments: args });
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const shellArgs = (i: number) => ({
    tool: 'run_shell_command',
    arguments: { command: i % 10 === 0 ? 'cd /tmp/r' : i % 2 === 0 ? 'ls' : 'git status' },
  });
  const readArgs = { tool: 'read_file', args: '{"path":"README.md"}' };
  for (let i = 0; i < 50; i++) {
    await time(shellArgs(i));
    await time(readArgs);
  }
  const shell: number[] = [];
  const read: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    shell.push(await time(shellArgs(i)));
    read.push(await time(readArgs));
  }
  await client.close();
  await gate.stop();
  return { shell, read };
}

const rows: string[] = [];
let n = 0;
for (const [name, bin] of [
  ['base', join(values.baseline, 'bin/gate')],
  ['build', GATE_BIN],
] as const) {
  for (const [storeName, store] of [
    ['memory', []],
    ['redis', ['--store', redis.url]],
  ] as const) {
    const { shell, read } = await measure(bin, [...store], `bench-standing-${n++}`);
    rows.push(
      `| ${name} | ${storeName} | ${quantile(shell, 0.5).toFixed(3)} | ${quantile(shell, 0.99).toFixed(3)} | ${quantile(read, 0.5).toFixed(3)} | ${quantile(read, 0.99).toFixed(3)} |`,
    );
  }
}
await redis.crash();
console.log(
  `gate_adjudicate over POST /mcp, ${CALLS} calls each, one at a time (ms); load ${loadavg()[0]?.toFixed(2)}`,
);
console.log('| gate | store | shell p50 | shell p99 | read_file p50 | read_file p99 |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
