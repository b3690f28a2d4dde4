// bench/wires: what gate adds on the model wires. The same load goes to the fake provider directly and
// through a real `gate serve` in front of it: latency (median, p99), requests per second, time to first
// byte for streams, at concurrency 1 and 64, and the CPU each request costs gate. Loopback only.
// Separate processes, so none starves another's event loop: this one (the load generator), the fake
// provider (this file again with --role upstream), gate (its access log goes to a file, as a deployment's
// would) and, with --reference, a bare node:http forwarder (--role hop) showing what any extra hop costs.
// Each kind of request is first sent through gate for --jit-warmup seconds (and until --jit-requests of it
// were served), and each run is measured after a warm-up (--warmup seconds), so neither JIT compilation
// nor connection set-up is counted.
// Two kinds of run: saturation (--concurrency; the provider answers at once, so the runs measure how
// many requests the machine serves, and at 64 the latency is mostly queueing behind the 2 cores) and
// paced (--paced; the provider thinks --think-ms before answering, as a model does, so the latency
// gate adds is its own work and the queueing it causes, not the machine running out of CPU). Paced
// workers start spread over one think time, as independent agents would; --lockstep starts them
// together, so every request of a wave of 64 arrives at once (the worst case, kept for comparison).
// The load loop is hand-rolled on node:http because autocannon records latency in whole milliseconds,
// too coarse for a sub-millisecond budget.
// --gate-cpu N runs gate and the reference hop on CPU N alone (taskset); run the bench itself under
// `taskset -c M` on another CPU, and the load generator and the provider no longer take gate's core:
// what a deployment with its own cores sees, apart from the load it would have from other clients.
// KEEP_BENCH_LOGS=1 keeps gate's log files (access log, and whatever --gate-node-options prints) in the
// temporary directory instead of removing them.
// Run: npm run build && node dist/bench/wires.js [--seconds 3] [--warmup 1] [--jit-warmup 2] [--repeat 1]
//      [--jit-requests 0] [--only chat] [--concurrency 1,64] [--paced 64] [--think-ms 50] [--lockstep] [--reference] [--json] [--gate-node-options="--cpu-prof --cpu-prof-dir=/tmp/prof"]
//      [--gate-cpu 1]   (with the bench under `taskset -c 0`)
//      [--journal-dir DIR | --no-journal]   (default: each gate journals to a fresh directory in /dev/shm)
//      [--gate-bin /tmp/old/bin/gate]   (another build's gate, for an A/B run by run against this one)
// With --reference the first table is issue 20's: the passthrough's p50 and gate's, their ratio and
// difference (buffered rows: the whole response; stream rows: the first byte), and each one's CPU.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HeadLines } from '../src/server/framing-shape.js';
import { responsesEvents, responsesJson } from '../test/fake-responses-upstream.js';
import {
  anthropicEvents,
  anthropicJson,
  openaiEvents,
  openaiJson,
  type Received,
  startFakeUpstream,
} from '../test/fake-upstream.js';
import { GATE_BIN, REPO_ROOT } from '../test/helpers/gate-process.js';
import { benchOptionsFor } from './helpers/options.js';
import { owned, ownedDir } from './helpers/owned.js';
import { gateServeArgs } from './helpers/serve-args.js';

const values = benchOptionsFor('wires', {
  seconds: { type: 'string', default: '3' },
  repeat: { type: 'string', default: '1' },
  warmup: { type: 'string', default: '1' },
  'jit-warmup': { type: 'string', default: '2' },
  'jit-requests': { type: 'string', default: '0' },
  reference: { type: 'boolean', default: false },
  only: { type: 'string' },
  json: { type: 'boolean', default: false },
  role: { type: 'string', default: 'load' },
  'gate-node-options': { type: 'string', default: '' },
  upstream: { type: 'string' },
  concurrency: { type: 'string', default: '1,64' },
  paced: { type: 'string', default: '64' },
  'think-ms': { type: 'string', default: '50' },
  lockstep: { type: 'boolean', default: false },
  'gate-cpu': { type: 'string' },
  'no-journal': { type: 'boolean', default: false },
  'journal-dir': { type: 'string' },
  'gate-bin': { type: 'string' },
  /** The hop watches each connection's head as gate does (framing-shape.ts HeadLines): its cost alone. */
  heads: { type: 'boolean', default: false },
});

// The fake provider answers at once; a stream sends its first event, then the rest a moment later,
// as a model does, so time to first byte is not the time of the whole answer.
const STREAM_GAP_MS = 5;
const CHAT = '/v1/chat/completions';
const MESSAGES = '/v1/messages';
const RESPONSES = '/v1/responses';
/** The headers a client of the wire sends besides the body's type. */
const wireHeaders = (path: string): Record<string, string> =>
  path === MESSAGES ? { 'anthropic-version': '2023-06-01' } : {};

async function serveUpstream(): Promise<void> {
  const fake = await startFakeUpstream({ record: false });
  fake.setDefault(async (req: Received, res) => {
    const anthropic = req.url.startsWith('/v1/messages');
    const responses = req.url.startsWith('/v1/responses');
    const body = req.json as { stream?: boolean; model?: string } | undefined;
    const stream = body?.stream === true;
    // A model name ending `-think-N` makes the provider take N ms before it answers, as a model does.
    const think = Number(/-think-(\d+)$/.exec(body?.model ?? '')?.[1] ?? 0);
    if (think > 0) await new Promise((r) => setTimeout(r, think));
    const turn = {
      text: 'The weather in Paris is mild today.',
      calls: [{ id: 'call_1', name: 'get_weather', args: '{"city":"Paris"}' }],
    };
    if (!stream) {
      const answer = responses ? responsesJson(turn) : anthropic ? anthropicJson(turn) : openaiJson(turn);
      return answer(req, res);
    }
    const events = responses
      ? responsesEvents(turn, req, { pieceChars: 8 })
      : anthropic
        ? anthropicEvents(turn, req, 8)
        : openaiEvents(turn, req, 8);
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

/**
 * The reference hop: a bare node:http forwarder with a keep-alive pool, no parsing, no policy. What any
 * extra HTTP hop costs on this machine, for comparison with what gate adds.
 */
async function serveHop(): Promise<void> {
  const target = new URL(values.upstream ?? '');
  const agent = new Agent({ keepAlive: true });
  const heads = values.heads ? new HeadLines() : undefined;
  const server = createServer((req, res) => {
    // As http.ts does: the head is read, its body follows until the answer ends.
    heads?.started(req.socket);
    res.once('finish', () => heads?.ended(req.socket));
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  if (heads) server.on('connection', (socket: Socket) => heads.watch(socket));
  // node's 5 s dropped the idle connection while bench/wires-cost --callgrind toggled instrumentation after
  // the warm-up (seconds under valgrind), and the next request failed with a socket hang up.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}

if (values.role === 'upstream') await serveUpstream();
else if (values.role === 'hop') await serveHop();
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
  cpu?: string,
): Promise<{ child: Child; match: RegExpExecArray }> {
  const options = {
    cwd: REPO_ROOT,
    env,
    stdio: ['pipe', stdout, 'pipe'] as ['pipe', 'pipe' | number, 'pipe'],
  };
  // taskset execs node in its own process: the pid, and so the CPU read from /proc, stay node's.
  const child = owned(
    cpu === undefined
      ? spawn(process.execPath, args, options)
      : spawn('taskset', ['-c', cpu, process.execPath, ...args], options),
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin?.end();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let text = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${args.join(' ')} did not start; stderr:\n${err}`));
    }, 15_000);
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

/**
 * Closed-loop load: `concurrency` workers, each sending its next request when the last one ended. With
 * `staggerMs`, worker i starts i/concurrency of that later: agents that each wait on their own model do
 * not send in lockstep, and workers started together would stay in waves of `concurrency` requests
 * arriving at once for as long as the provider's think time is the same for all.
 */
async function load(
  seconds: number,
  warmupMs: number,
  url: string,
  body: string,
  headers: Record<string, string>,
  concurrency: number,
  onMeasure?: () => void,
  staggerMs = 0,
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
  const run = async (ms: number) => {
    const until = performance.now() + ms;
    const worker = async (_: unknown, i: number) => {
      if (staggerMs > 0) await new Promise((r) => setTimeout(r, (i * staggerMs) / concurrency));
      while (performance.now() < until) await once();
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  };
  // Warm the connections and the JIT first: a gateway in service runs optimised code.
  await run(warmupMs);
  samples.length = 0;
  errors = 0;
  const t = performance.now();
  onMeasure?.();
  await run(seconds * 1000);
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

/** All CPUs' time in ticks, and the part stolen by the hypervisor (Linux /proc/stat; zeros elsewhere). */
function cpuTimes(): { steal: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { steal: fields[7] ?? 0, total: fields.slice(0, 8).reduce((a, b) => a + b, 0) };
  } catch {
    return { steal: 0, total: 0 };
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
  const warmupMs = Number(values.warmup) * 1000;
  const logDir = ownedDir(mkdtempSync(join(tmpdir(), 'gate-bench-wires-')), !!process.env.KEEP_BENCH_LOGS);
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
  // The journal's file goes to memory (tmpfs) unless --journal-dir names a disk: the rows are built,
  // written and fdatasync'd as in service, and the figures are gate's work, not this VM's disk flush.
  const journalDir = ownedDir(
    mkdtempSync(
      join(values['journal-dir'] ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir()), 'gate-bench-journal-'),
    ),
  );
  // Each gate keeps its own audit journal (durable before the answer, as in service) unless --no-journal.
  const startGate = async (provider: string) => {
    const logFd = openSync(join(logDir, `${provider}.log`), 'a');
    const gateEnv: NodeJS.ProcessEnv = { ...process.env };
    if (values['no-journal']) delete gateEnv.GATE_AUDIT_JOURNAL;
    else gateEnv.GATE_AUDIT_JOURNAL = join(journalDir, `${provider}.journal`);
    const { child, match: m } = await spawnNode(
      [...gateFlags, ...gateServeArgs(values['gate-bin'] ?? GATE_BIN, baseUrl, provider)],
      logFd,
      gateEnv,
      /listening on (http:\/\/\S+)/,
      'stderr',
      values['gate-cpu'],
    );
    return { ...child, url: m[1]! };
  };
  const gateOpenai = await startGate('openai');
  const gateAnthropic = await startGate('anthropic');

  const chat = (stream: boolean, think: number) =>
    JSON.stringify({
      model: think > 0 ? `gpt-bench-think-${think}` : 'gpt-bench',
      stream,
      messages: [{ role: 'user', content: 'weather in Paris?' }],
    });
  const messages = (stream: boolean, think: number) =>
    JSON.stringify({
      model: think > 0 ? `claude-bench-think-${think}` : 'claude-bench',
      max_tokens: 64,
      stream,
      messages: [{ role: 'user', content: 'weather?' }],
    });

  const responses = (stream: boolean, think: number) =>
    JSON.stringify({
      model: think > 0 ? `gpt-bench-think-${think}` : 'gpt-bench',
      stream,
      input: 'weather in Paris?',
    });
  /** The body of a scenario's wire, with the provider thinking `think` ms. */
  const bodyFor = (path: string, stream: boolean, think: number) =>
    path === MESSAGES
      ? messages(stream, think)
      : path === RESPONSES
        ? responses(stream, think)
        : chat(stream, think);

  interface Scenario {
    name: string;
    path: string;
    gate: { url: string; pid: number };
    body: string;
    stream: boolean;
    concurrency: number;
    /** Milliseconds the provider takes before answering (0: at once, a saturation run). */
    think: number;
  }

  // Connection counts; `0` (or an empty list) is no run at that kind: `--paced 0` printed rows of NaN.
  const levels = (list: string, flag: string) =>
    list
      .split(',')
      .filter((c) => c.trim() !== '')
      .map((c) => {
        const n = Number(c.trim());
        if (!Number.isInteger(n) || n < 0) {
          process.stderr.write(`--${flag}: ${JSON.stringify(c.trim())} is not a count of connections\n`);
          process.exit(2);
        }
        return n;
      })
      .filter((n) => n > 0);
  const think = Number(values['think-ms']);
  const runs = [
    ...levels(values.concurrency, 'concurrency').map((concurrency) => ({ concurrency, think: 0 })),
    ...levels(values.paced, 'paced').map((concurrency) => ({ concurrency, think })),
  ];
  const scenarios: Scenario[] = [];
  for (const { concurrency, think } of runs) {
    const at = { concurrency, think };
    scenarios.push(
      { name: 'chat buffered', path: CHAT, gate: gateOpenai, body: chat(false, think), stream: false, ...at },
      { name: 'chat stream', path: CHAT, gate: gateOpenai, body: chat(true, think), stream: true, ...at },
      {
        name: 'messages buffered',
        path: MESSAGES,
        gate: gateAnthropic,
        body: messages(false, think),
        stream: false,
        ...at,
      },
      {
        name: 'messages stream',
        path: MESSAGES,
        gate: gateAnthropic,
        body: messages(true, think),
        stream: true,
        ...at,
      },
      {
        name: 'responses buffered',
        path: RESPONSES,
        gate: gateOpenai,
        body: responses(false, think),
        stream: false,
        ...at,
      },
      {
        name: 'responses stream',
        path: RESPONSES,
        gate: gateOpenai,
        body: responses(true, think),
        stream: true,
        ...at,
      },
    );
  }
  const selected = scenarios.filter((s) => values.only === undefined || s.name.includes(values.only));

  // The reference hop, when asked for, in front of the same provider.
  const hop = values.reference
    ? await spawnNode(
        [thisFile, '--role', 'hop', '--upstream', baseUrl],
        'pipe',
        process.env,
        /\{"port":(\d+)\}/,
        'stdout',
        values['gate-cpu'],
      )
    : undefined;
  const hopUrl = hop ? `http://127.0.0.1:${hop.match[1]}` : undefined;

  interface Measured {
    p50: number;
    p99: number;
    rps: number;
    /** CPU milliseconds per request of the process in the middle (gate or the hop). */
    cpu: number;
    upstreamCpu: number;
    errors: number;
  }
  /** One closed-loop run; CPU is counted over the measured window only (after the warm-up). */
  const measure = async (s: Scenario, url: string, middle?: number): Promise<Measured> => {
    const headers = wireHeaders(s.path);
    let cpu0 = 0;
    let up0 = 0;
    const run = await load(
      seconds,
      warmupMs,
      `${url}${s.path}`,
      s.body,
      headers,
      s.concurrency,
      () => {
        cpu0 = middle === undefined ? 0 : cpuMs(middle);
        up0 = cpuMs(upstream.pid);
      },
      values.lockstep ? 0 : s.think,
    );
    const served = Math.max(1, run.samples.length);
    const picked = run.samples.map((x) => (s.stream ? x.ttfb : x.total)).sort((a, b) => a - b);
    return {
      p50: quantile(picked, 0.5),
      p99: quantile(picked, 0.99),
      rps: run.rps,
      cpu: middle === undefined ? Number.NaN : (cpuMs(middle) - cpu0) / served,
      upstreamCpu: (cpuMs(upstream.pid) - up0) / served,
      errors: run.errors,
    };
  };

  interface Cell {
    direct: Measured;
    gate: Measured;
    hop?: Measured;
  }
  const cells = new Map<Scenario, Cell[]>();
  const loadBefore = loadavg()[0]!;
  const stealBefore = cpuTimes();
  /** Requests each kind was sent in the JIT warm-up. */
  const jitServed = new Map<string, number>();
  try {
    // gate's code is compiled and optimised once per process: each kind of request is sent a while
    // first (a gateway in service runs optimised code; one second at concurrency 1 was not enough).
    const jitMs = Number(values['jit-warmup']) * 1000;
    const jitRequests = Number(values['jit-requests']);
    const kinds = new Map(selected.map((s) => [s.name, s]));
    for (const s of jitMs > 0 ? kinds.values() : []) {
      const headers = wireHeaders(s.path);
      const body = bodyFor(s.path, s.stream, 0);
      let served = (await load(jitMs / 1000, 0, `${s.gate.url}${s.path}`, body, headers, 16)).samples.length;
      // A stream row serves a fifth of a buffered row's requests a second: a count, not a time, gets it
      // past the tier-up of code run once a request (docs/wires.md, "Round 28, third pass").
      while (served < jitRequests)
        served += (await load(1, 0, `${s.gate.url}${s.path}`, body, headers, 16)).samples.length;
      jitServed.set(s.name, served);
      if (hopUrl) await load(jitMs / 4000, 0, `${hopUrl}${s.path}`, body, headers, 16);
    }
    for (let round = 0; round < repeat; round++) {
      for (const s of selected) {
        const direct = await measure(s, `http://127.0.0.1:${port}`);
        const gate = await measure(s, s.gate.url, s.gate.pid);
        const cell: Cell = { direct, gate };
        if (hop && hopUrl) cell.hop = await measure(s, hopUrl, hop.child.pid);
        cells.set(s, [...(cells.get(s) ?? []), cell]);
      }
    }
  } finally {
    await Promise.all([gateOpenai.stop(), gateAnthropic.stop(), upstream.stop(), hop?.child.stop()]);
  }

  const fmt = (n: number) => n.toFixed(2);
  const rows = selected.map((s) => {
    const list = cells.get(s) ?? [];
    const m = (f: (c: Cell) => number) => median(list.map(f));
    const row: Record<string, string | number> = {
      scenario: s.name,
      conc: s.concurrency,
      'think ms': s.think,
      metric: s.stream ? 'ttfb' : 'latency',
      'direct p50': fmt(m((c) => c.direct.p50)),
      'gate p50': fmt(m((c) => c.gate.p50)),
      'added p50': fmt(m((c) => c.gate.p50 - c.direct.p50)),
      'direct p99': fmt(m((c) => c.direct.p99)),
      'gate p99': fmt(m((c) => c.gate.p99)),
      'added p99': fmt(m((c) => c.gate.p99 - c.direct.p99)),
      'direct rps': Math.round(m((c) => c.direct.rps)),
      'gate rps': Math.round(m((c) => c.gate.rps)),
      'gate cpu/req': fmt(m((c) => c.gate.cpu)),
      'upstream cpu/req': fmt(m((c) => c.gate.upstreamCpu)),
    };
    if (hop) {
      row['hop added p50'] = fmt(m((c) => (c.hop?.p50 ?? Number.NaN) - c.direct.p50));
      row['hop added p99'] = fmt(m((c) => (c.hop?.p99 ?? Number.NaN) - c.direct.p99));
      row['hop cpu/req'] = fmt(m((c) => c.hop?.cpu ?? Number.NaN));
    }
    row['errors'] = list.reduce((n, c) => n + c.direct.errors + c.gate.errors + (c.hop?.errors ?? 0), 0);
    return row;
  });

  const stealAfter = cpuTimes();
  const stolen = (stealAfter.steal - stealBefore.steal) / Math.max(1, stealAfter.total - stealBefore.total);
  // Steal is time the hypervisor gave this VM's vCPUs to someone else: it inflates every figure here.
  const pinned = values['gate-cpu'] === undefined ? '' : `, gate and hop pinned to CPU ${values['gate-cpu']}`;
  const journal = values['no-journal'] ? 'journal off' : `journal in ${journalDir}`;
  const warmed = Math.min(...jitServed.values());
  const machine = `${cpus().length} CPUs${pinned}, ${journal}, JIT warm-up ${Number.isFinite(warmed) ? warmed : 0}+ requests a kind, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after, ${(100 * stolen).toFixed(1)} % of CPU time stolen by the hypervisor during the run`;
  if (values.json) {
    process.stdout.write(
      `${JSON.stringify({ machine, seconds, warmup: Number(values.warmup), repeat, rows }, null, 2)}\n`,
    );
    return;
  }
  const cols = Object.keys(rows[0] ?? {});
  if (hop) {
    // The issue's shape: gate against the bare passthrough measured in the same rounds.
    process.stdout.write(
      `bench/wires: gate vs a bare node:http passthrough (p50 ms; buffered = whole response, stream = first byte)\n${machine}\n\n`,
    );
    const head = [
      'scenario',
      'conc',
      'think ms',
      'passthrough p50',
      'gate p50',
      'gate / passthrough',
      'gate - passthrough',
      'passthrough cpu/req',
      'gate cpu/req',
    ];
    process.stdout.write(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|\n`);
    for (const s of selected) {
      const list = cells.get(s) ?? [];
      const m = (f: (c: Cell) => number) => median(list.map(f));
      const pass = m((c) => c.hop?.p50 ?? Number.NaN);
      const gate = m((c) => c.gate.p50);
      const line = [
        s.name,
        s.concurrency,
        s.think,
        fmt(pass),
        fmt(gate),
        `${(gate / pass).toFixed(2)}x`,
        `${gate >= pass ? '+' : ''}${fmt(gate - pass)}`,
        fmt(m((c) => c.hop?.cpu ?? Number.NaN)),
        fmt(m((c) => c.gate.cpu)),
      ];
      process.stdout.write(`| ${line.join(' | ')} |\n`);
    }
    process.stdout.write('\n');
  }
  process.stdout.write(
    `bench/wires: ${seconds}s per run after ${values.warmup}s warm-up, ${repeat} run(s) per cell (median shown), milliseconds; latency = whole response, ttfb = first body byte; cpu/req = that process's CPU per request\n${machine}\n\n`,
  );
  process.stdout.write(`| ${cols.join(' | ')} |\n|${cols.map(() => '---').join('|')}|\n`);
  for (const r of rows) process.stdout.write(`| ${cols.map((c) => r[c]).join(' | ')} |\n`);
}
