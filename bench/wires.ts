// bench/wires: what gate adds on the model wires. In one run, the same load goes to the fake provider
// directly and through a real `gate serve` in front of it: latency (median, p99), requests per second,
// and time to first byte for streams, at concurrency 1 and 64. Loopback only.
// The load loop is hand-rolled on node:http because autocannon records latency in whole milliseconds,
// too coarse for a sub-millisecond budget.
// Run: npm run build && node dist/bench/wires.js [--seconds 3] [--json]
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  anthropicEvents,
  anthropicJson,
  openaiEvents,
  openaiJson,
  type Received,
  startFakeUpstream,
} from '../test/fake-upstream.js';
import { startGate } from '../test/helpers/gate-process.js';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '3' }, json: { type: 'boolean', default: false } },
});
const seconds = Number(values.seconds);

interface Sample {
  total: number;
  ttfb: number;
}

interface Run {
  samples: Sample[];
  rps: number;
  errors: number;
}

/** Closed-loop load: `concurrency` workers, each sending its next request when the last one ended. */
async function load(
  url: string,
  body: string,
  headers: Record<string, string>,
  concurrency: number,
): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: Sample[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      let ttfb = 0;
      const req = request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
        (res) => {
          res.once('data', () => {
            ttfb = performance.now() - t0;
          });
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode === 200) samples.push({ total: performance.now() - t0, ttfb });
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const worker = async () => {
    while (performance.now() < until) await once();
  };
  // Warm the connections and JIT before measuring.
  await Promise.all(Array.from({ length: concurrency }, once));
  samples.length = 0;
  errors = 0;
  const t = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - t) / 1000;
  agent.destroy();
  return { samples, rps: samples.length / elapsed, errors };
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux; 100 ticks a second). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

// The fake provider answers at once; a stream sends its first event, then the rest a moment later,
// as a model does, so time to first byte is not the time of the whole answer.
const fake = await startFakeUpstream();
const STREAM_GAP_MS = 5;
fake.setDefault(async (req: Received, res) => {
  const anthropic = req.url.startsWith('/v1/messages');
  const stream = (req.json as { stream?: boolean } | undefined)?.stream === true;
  const turn = {
    text: 'The weather in Paris is mild today.',
    calls: [{ id: 'call_1', name: 'get_weather', args: '{"city":"Paris"}' }],
  };
  if (!stream) return (anthropic ? anthropicJson(turn) : openaiJson(turn))(req, res);
  const events = anthropic ? anthropicEvents(turn, req, 8) : openaiEvents(turn, req, 8);
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  res.write(events[0]);
  await new Promise((r) => setTimeout(r, STREAM_GAP_MS));
  res.end(events.slice(1).join(''));
});

const gateOpenai = await startGate(['--base-url', fake.baseUrl, '--provider', 'openai']);
const gateAnthropic = await startGate(['--base-url', fake.baseUrl, '--provider', 'anthropic']);

const chat = (stream: boolean) =>
  JSON.stringify({ model: 'gpt-bench', stream, messages: [{ role: 'user', content: 'weather in Paris?' }] });
const messages = (stream: boolean) =>
  JSON.stringify({
    model: 'claude-bench',
    max_tokens: 64,
    stream,
    messages: [{ role: 'user', content: 'weather?' }],
  });

interface Scenario {
  name: string;
  path: string;
  gate: { url: string; child: { pid?: number | undefined } };
  body: string;
  stream: boolean;
  concurrency: number;
}

const scenarios: Scenario[] = [];
for (const concurrency of [1, 64]) {
  scenarios.push(
    {
      name: 'chat buffered',
      path: '/v1/chat/completions',
      gate: gateOpenai,
      body: chat(false),
      stream: false,
      concurrency,
    },
    {
      name: 'chat stream',
      path: '/v1/chat/completions',
      gate: gateOpenai,
      body: chat(true),
      stream: true,
      concurrency,
    },
    {
      name: 'messages buffered',
      path: '/v1/messages',
      gate: gateAnthropic,
      body: messages(false),
      stream: false,
      concurrency,
    },
    {
      name: 'messages stream',
      path: '/v1/messages',
      gate: gateAnthropic,
      body: messages(true),
      stream: true,
      concurrency,
    },
  );
}

const rows: Record<string, string | number>[] = [];
const loadBefore = loadavg()[0]!;
const fmt = (n: number) => n.toFixed(2);
try {
  for (const s of scenarios) {
    const headers: Record<string, string> =
      s.path === '/v1/messages' ? { 'anthropic-version': '2023-06-01' } : {};
    const direct = await load(`http://127.0.0.1:${fake.port}${s.path}`, s.body, headers, s.concurrency);
    const before = cpuMs(s.gate.child.pid);
    const gated = await load(`${s.gate.url}${s.path}`, s.body, headers, s.concurrency);
    const gateCpu = (cpuMs(s.gate.child.pid) - before) / Math.max(1, gated.samples.length + s.concurrency);
    const pick = (r: Run) => r.samples.map((x) => (s.stream ? x.ttfb : x.total));
    const metric = s.stream ? 'ttfb' : 'latency';
    const d50 = quantile(pick(direct), 0.5);
    const g50 = quantile(pick(gated), 0.5);
    const d99 = quantile(pick(direct), 0.99);
    const g99 = quantile(pick(gated), 0.99);
    rows.push({
      scenario: s.name,
      conc: s.concurrency,
      metric,
      'direct p50': fmt(d50),
      'gate p50': fmt(g50),
      'added p50': fmt(g50 - d50),
      'direct p99': fmt(d99),
      'gate p99': fmt(g99),
      'added p99': fmt(g99 - d99),
      'direct rps': Math.round(direct.rps),
      'gate rps': Math.round(gated.rps),
      'gate cpu/req': fmt(gateCpu),
      errors: direct.errors + gated.errors,
    });
  }
} finally {
  await Promise.all([gateOpenai.stop(), gateAnthropic.stop()]);
  await fake.close();
}

const machine = `${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`;
if (values.json) {
  process.stdout.write(`${JSON.stringify({ machine, rows }, null, 2)}\n`);
} else {
  const cols = Object.keys(rows[0] ?? {});
  process.stdout.write(
    `bench/wires: ${seconds}s per run, milliseconds; latency = whole response, ttfb = first body byte; gate cpu/req = the gate process's CPU per request\n${machine}\n\n`,
  );
  process.stdout.write(`| ${cols.join(' | ')} |\n|${cols.map(() => '---').join('|')}|\n`);
  for (const r of rows) process.stdout.write(`| ${cols.map((c) => r[c]).join(' | ')} |\n`);
}
