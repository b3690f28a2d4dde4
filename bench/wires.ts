// bench/wires: what gate adds on the model wires. The same load goes to the fake provider directly and
// through a real `gate serve` in front of it: latency (median, p99), requests per second, time to first
// byte for streams, at concurrency 1 and 64, and the CPU each request costs gate. Loopback only.
// Three processes, so none starves another's event loop: this one (the load generator), the fake provider
// (this file again with --role upstream) and gate (its access log goes to a file, as a deployment's would).
// The load loop is hand-rolled on node:http because autocannon records latency in whole milliseconds,
// too coarse for a sub-millisecond budget.
// Run: npm run build && node dist/bench/wires.js [--seconds 3] [--repeat 1] [--only chat] [--json]
//      [--gate-node-options="--cpu-prof --cpu-prof-dir=/tmp/prof"]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  anthropicEvents,
  anthropicJson,
  openaiEvents,
  openaiJson,
  type Received,
  startFakeUpstream,
} from '../test/fake-upstream.js';
import { GATE_BIN, REPO_ROOT } from '../test/helpers/gate-process.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    repeat: { type: 'string', default: '1' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
    role: { type: 'string', default: 'load' },
    'gate-node-options': { type: 'string', default: '' },
  },
});

// The fake provider answers at once; a stream sends its first event, then the rest a moment later,
// as a model does, so time to first byte is not the time of the whole answer.
const STREAM_GAP_MS = 5;

async function serveUpstream(): Promise<void> {
  const fake = await startFakeUpstream({ record: false });
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
  process.stdout.write(`${JSON.stringify({ port: fake.port, baseUrl: fake.baseUrl })}\n`);
  // The parent closing our stdin (or dying) ends the provider.
  process.stdin.resume();
  process.stdin.on('end', () => void fake.close().then(() => process.exit(0)));
}

if (values.role === 'upstream') await serveUpstream();
else await runBench();

interface Child {
  child: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

/** Spawns a node process and resolves once `ready` matches a line it wrote to `stream`. */
function spawnNode(
  args: string[],
  stdout: 'pipe' | number,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  from: 'stdout' | 'stderr',
): Promise<{ child: Child; match: RegExpExecArray }> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['pipe', stdout, 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin?.end();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let text = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start; stderr:\n${err}`)), 15_000);
    const source = from === 'stdout' ? child.stdout : child.stderr;
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      err += d;
    });
    source?.setEncoding('utf8').on('data', (d: string) => {
      text += d;
      const m = ready.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve({ child: { child, pid: child.pid ?? -1, stop }, match: m });
      }
    });
    void exited.then(() => reject(new Error(`${args.join(' ')} exited before ready; stderr:\n${err}`)));
  });
}

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
  seconds: number,
  url: string,
  body: string,
  headers: Record<string, string>,
  concurrency: number,
): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: Sample[] = [];
  let errors = 0;
  const allHeaders = { 'content-type': 'application/json', ...headers };
  const once = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      let ttfb = 0;
      const req = request(url, { method: 'POST', agent, headers: allHeaders }, (res) => {
        res.once('data', () => {
          ttfb = performance.now() - t0;
        });
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode === 200) samples.push({ total: performance.now() - t0, ttfb });
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  // Warm the connections and JIT before measuring.
  for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: concurrency }, once));
  samples.length = 0;
  errors = 0;
  const t = performance.now();
  const until = t + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) await once();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - t) / 1000;
  agent.destroy();
  return { samples, rps: samples.length / elapsed, errors };
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux; 100 ticks a second). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function median(values: number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

async function runBench(): Promise<void> {
  const seconds = Number(values.seconds);
  const repeat = Math.max(1, Number(values.repeat));
  const logDir = mkdtempSync(join(tmpdir(), 'gate-bench-wires-'));
  const thisFile = fileURLToPath(import.meta.url);
  const { child: upstream, match } = await spawnNode(
    [thisFile, '--role', 'upstream'],
    'pipe',
    process.env,
    /\{"port":(\d+),"baseUrl":"([^"]+)"\}/,
    'stdout',
  );
  const port = Number(match[1]);
  const baseUrl = match[2]!;
  // Node flags for gate's process (a CPU profile: --cpu-prof is not allowed in NODE_OPTIONS).
  const gateFlags = values['gate-node-options'].split(/\s+/).filter((f) => f !== '');
  const gateEnv: NodeJS.ProcessEnv = { ...process.env };
  delete gateEnv.GATE_AUDIT_JOURNAL;
  const startGate = async (provider: string) => {
    const logFd = openSync(join(logDir, `${provider}.log`), 'a');
    const { child, match: m } = await spawnNode(
      [...gateFlags, GATE_BIN, 'serve', '--addr', '127.0.0.1:0', '--base-url', baseUrl, '--provider', provider],
      logFd,
      gateEnv,
      /listening on (http:\/\/\S+)/,
      'stderr',
    );
    return { ...child, url: m[1]! };
  };
  const gateOpenai = await startGate('openai');
  const gateAnthropic = await startGate('anthropic');

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
    gate: { url: string; pid: number };
    body: string;
    stream: boolean;
    concurrency: number;
  }

  const scenarios: Scenario[] = [];
  for (const concurrency of [1, 64]) {
    scenarios.push(
      { name: 'chat buffered', path: '/v1/chat/completions', gate: gateOpenai, body: chat(false), stream: false, concurrency },
      { name: 'chat stream', path: '/v1/chat/completions', gate: gateOpenai, body: chat(true), stream: true, concurrency },
      { name: 'messages buffered', path: '/v1/messages', gate: gateAnthropic, body: messages(false), stream: false, concurrency },
      { name: 'messages stream', path: '/v1/messages', gate: gateAnthropic, body: messages(true), stream: true, concurrency },
    );
  }
  const selected = scenarios.filter((s) => values.only === undefined || s.name.includes(values.only));

  interface Cell {
    d50: number;
    g50: number;
    d99: number;
    g99: number;
    drps: number;
    grps: number;
    gcpu: number;
    ucpu: number;
    errors: number;
  }
  const cells = new Map<Scenario, Cell[]>();
  const loadBefore = loadavg()[0]!;
  try {
    for (let round = 0; round < repeat; round++) {
      for (const s of selected) {
        const headers: Record<string, string> =
          s.path === '/v1/messages' ? { 'anthropic-version': '2023-06-01' } : {};
        const direct = await load(seconds, `http://127.0.0.1:${port}${s.path}`, s.body, headers, s.concurrency);
        const gateBefore = cpuMs(s.gate.pid);
        const upBefore = cpuMs(upstream.pid);
        const gated = await load(seconds, `${s.gate.url}${s.path}`, s.body, headers, s.concurrency);
        const served = Math.max(1, gated.samples.length + 3 * s.concurrency);
        const pick = (r: Run) =>
          r.samples.map((x) => (s.stream ? x.ttfb : x.total)).sort((a, b) => a - b);
        const d = pick(direct);
        const g = pick(gated);
        const list = cells.get(s) ?? [];
        list.push({
          d50: quantile(d, 0.5),
          g50: quantile(g, 0.5),
          d99: quantile(d, 0.99),
          g99: quantile(g, 0.99),
          drps: direct.rps,
          grps: gated.rps,
          gcpu: (cpuMs(s.gate.pid) - gateBefore) / served,
          ucpu: (cpuMs(upstream.pid) - upBefore) / served,
          errors: direct.errors + gated.errors,
        });
        cells.set(s, list);
      }
    }
  } finally {
    await Promise.all([gateOpenai.stop(), gateAnthropic.stop(), upstream.stop()]);
    rmSync(logDir, { recursive: true, force: true });
  }

  const fmt = (n: number) => n.toFixed(2);
  const rows = selected.map((s) => {
    const list = cells.get(s) ?? [];
    const m = (f: (c: Cell) => number) => median(list.map(f));
    return {
      scenario: s.name,
      conc: s.concurrency,
      metric: s.stream ? 'ttfb' : 'latency',
      'direct p50': fmt(m((c) => c.d50)),
      'gate p50': fmt(m((c) => c.g50)),
      'added p50': fmt(m((c) => c.g50 - c.d50)),
      'direct p99': fmt(m((c) => c.d99)),
      'gate p99': fmt(m((c) => c.g99)),
      'added p99': fmt(m((c) => c.g99 - c.d99)),
      'direct rps': Math.round(m((c) => c.drps)),
      'gate rps': Math.round(m((c) => c.grps)),
      'gate cpu/req': fmt(m((c) => c.gcpu)),
      'upstream cpu/req': fmt(m((c) => c.ucpu)),
      errors: list.reduce((n, c) => n + c.errors, 0),
    };
  });

  const machine = `${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`;
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ machine, seconds, repeat, rows }, null, 2)}\n`);
    return;
  }
  const cols = Object.keys(rows[0] ?? {});
  process.stdout.write(
    `bench/wires: ${seconds}s per run, ${repeat} run(s) per cell (median shown), milliseconds; latency = whole response, ttfb = first body byte; cpu/req = that process's CPU per gated request\n${machine}\n\n`,
  );
  process.stdout.write(`| ${cols.join(' | ')} |\n|${cols.map(() => '---').join('|')}|\n`);
  for (const r of rows) process.stdout.write(`| ${cols.map((c) => r[c as keyof typeof r]).join(' | ')} |\n`);
}
