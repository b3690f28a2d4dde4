// bench/wires-cost: gate's own cost a request on a model wire, counted rather than timed, for a machine too
// loaded for bench/wires' latencies to mean anything (docs/wires.md, "round 22"). A fixed number of
// sequential keep-alive requests (one connection) goes through a real `gate serve` in front of the bench's
// fake provider; after --warm requests the process's user and system CPU (/proc/PID/stat) is read across
// --requests more. With --callgrind gate runs under valgrind's callgrind, instrumentation off until the
// warm-up is done, and the figure is instructions a request: the measured window's count less that of an
// idle window as long (timers and V8's background work land in either). `--single-threaded` (a node flag
// for gate, the default under --callgrind) keeps V8's compiler and GC on the main thread, where
// callgrind counts them in whichever window they run. --mode hop measures the bare node:http forwarder
// of bench/wires instead, --mode hop-heads the same forwarder watching each connection's head as gate does
// (src/server/framing-shape.ts, round 41: hop-heads less hop is that hook's cost a request), --mode
// no-journal gate without its audit journal.
// A streamed scenario is at its steady state only after several thousand requests (--warm 6000): before
// that, TurboFan still compiles code run once a request (docs/wires.md, "Round 28, third pass").
// Run: npm run build && node dist/bench/wires-cost.js [--scenario chat-buffered] [--warm 1500]
//      [--requests 3000] [--mode gate|no-journal|hop|hop-heads] [--gate-bin /tmp/old/bin/gate] [--node-flags ""]
//      [--callgrind] [--out DIR]   (under --callgrind: --warm 1000 --requests 200 take minutes; TurboFan is
//      still compiling after 4,000, so compare `rest_per_request`, the window less compiling and GC)
//      [--graceful]   (gate stopped with SIGTERM and waited for, so `--node-flags "--cpu-prof"` writes its profile)
//      [--gc]   (adds V8's --trace-gc-nvp: heap bytes allocated a request, young and full collections, pause)
//      [--strace]   (strace attached for the window: every system call a request, by kind and by what it
//      touches: the client's socket, the upstream's, the journal's file, a pipe (the access log), epoll;
//      strace slows each call, so its CPU columns are not the figure, its counts are)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATE_BIN } from '../test/helpers/gate-process.js';
import { benchOptionsFor } from './helpers/options.js';
import { gateServeArgs } from './helpers/serve-args.js';

const values = benchOptionsFor('wires-cost', {
  scenario: { type: 'string', default: 'chat-buffered' },
  warm: { type: 'string', default: '1500' },
  requests: { type: 'string', default: '3000' },
  mode: { type: 'string', default: 'gate' },
  'gate-bin': { type: 'string' },
  'node-flags': { type: 'string' },
  callgrind: { type: 'boolean', default: false },
  out: { type: 'string' },
  graceful: { type: 'boolean', default: false },
  gc: { type: 'boolean', default: false },
  strace: { type: 'boolean', default: false },
});

/** The bench's scenarios: the wire's path and provider, and whether the answer streams. */
const SCENARIOS: Record<string, { path: string; provider: string; stream: boolean }> = {
  'chat-buffered': { path: '/v1/chat/completions', provider: 'openai', stream: false },
  'chat-stream': { path: '/v1/chat/completions', provider: 'openai', stream: true },
  'messages-buffered': { path: '/v1/messages', provider: 'anthropic', stream: false },
  'messages-stream': { path: '/v1/messages', provider: 'anthropic', stream: true },
  'responses-buffered': { path: '/v1/responses', provider: 'openai', stream: false },
  'responses-stream': { path: '/v1/responses', provider: 'openai', stream: true },
};

/** The body bench/wires sends on each wire. */
function bodyFor(path: string, stream: boolean): string {
  if (path === '/v1/messages')
    return JSON.stringify({
      model: 'claude-bench',
      max_tokens: 64,
      stream,
      messages: [{ role: 'user', content: 'weather?' }],
    });
  if (path === '/v1/responses')
    return JSON.stringify({ model: 'gpt-bench', stream, input: 'weather in Paris?' });
  return JSON.stringify({
    model: 'gpt-bench',
    stream,
    messages: [{ role: 'user', content: 'weather in Paris?' }],
  });
}

/** Resolves with the first match of `ready` in what the stream prints. */
function waitFor(child: ChildProcess, from: 'stdout' | 'stderr', ready: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`not ready after 10 minutes:\n${text}`)), 600_000);
    child[from]?.setEncoding('utf8').on('data', (d: string) => {
      text += d;
      const m = ready.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    });
    child.once('exit', () => reject(new Error(`exited before ready:\n${text}`)));
  });
}

/** User and system CPU of a process so far, in clock ticks. */
function cpuTicks(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]), system: Number(fields[12]) };
}

/** Read and write system calls of a process so far (/proc/PID/io), undefined where the kernel hides them. */
function syscalls(pid: number): { reads: number; writes: number } | undefined {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    return { reads: Number(/syscr: (\d+)/.exec(io)?.[1]), writes: Number(/syscw: (\d+)/.exec(io)?.[1]) };
  } catch {
    return undefined;
  }
}

/**
 * Voluntary context switches so far (each a sleep the thread woke from: a wake-up), of the main thread
 * and of all the process's other threads (libuv's pool, V8's workers), from /proc/PID/task/TID/status;
 * undefined where the kernel hides them. Read without tracing, so unlike strace it does not slow the
 * journal's timed write into the pool (src/io/write-path.ts).
 */
function wakeups(pid: number): { main: number; others: number } | undefined {
  try {
    let main = 0;
    let others = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
      const n = Number(/voluntary_ctxt_switches:\s+(\d+)/.exec(status)?.[1] ?? 0);
      if (tid === String(pid)) main += n;
      else others += n;
    }
    return { main, others };
  } catch {
    return undefined;
  }
}

/** Starts strace on every thread of `pid`, its lines to `file`; resolves once it has attached. */
async function startStrace(pid: number, file: string): Promise<ChildProcess> {
  const tracer = spawn('strace', ['-f', '-yy', '-o', file, '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await waitFor(tracer, 'stderr', /attached/);
  // Every thread is attached a moment after the first line says so.
  await new Promise((r) => setTimeout(r, 500));
  return tracer;
}

/**
 * System calls in an `strace -f -yy` log, counted as `call touches`: the socket whose local port is
 * gate's (client), whose remote port is the upstream's (upstream), a file (by its name's tail), a pipe,
 * an epoll or event fd; a call without a descriptor by its name alone. Interrupted and resumed halves
 * are one call.
 */
function straceCounts(file: string, gatePort: string, upstreamPort: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\d+ +(?:<\.\.\. )?([a-z_0-9]+)(\(| resumed>)(.*)$/.exec(line);
    if (!m || m[2] === ' resumed>') continue;
    const name = m[1] as string;
    const fd = /^\d+<(.*?)>[,)]/.exec(m[3] as string)?.[1];
    let what = '';
    if (fd === undefined) what = '';
    else if (fd.startsWith('TCP:') || fd.startsWith('TCPv6:')) {
      if (fd.includes(`:${gatePort}->`)) what = 'client socket';
      else if (fd.includes(`->127.0.0.1:${upstreamPort}]`) || fd.includes(`:${upstreamPort}]`))
        what = 'upstream socket';
      else what = 'other socket';
    } else if (fd.startsWith('pipe:')) what = 'pipe';
    else if (fd.startsWith('anon_inode:')) what = fd.slice('anon_inode:'.length).replace(/^\[|\]$/g, '');
    else if (fd.startsWith('/')) what = `file ${fd.split('/').pop()}`;
    else what = fd.replace(/:\[.*$/, '');
    const key = what === '' ? name : `${name} ${what}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Instructions under `symbol` (inclusive) in the callgrind dumps of `dir` taken with `tag`, read with
 * callgrind_annotate: TurboFan's compiling and the collector, which a window counts until tier-up ends.
 */
function inclusive(dir: string, tag: string, symbol: string): number {
  let sum = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (!readFileSync(file, 'utf8').includes(`desc: Trigger: dump ${tag}\n`)) continue;
    const text = execFileSync('callgrind_annotate', ['--inclusive=yes', '--threshold=100', file], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const line = text.split('\n').find((l) => l.includes(symbol));
    sum += Number(line?.trim().split(' ')[0]?.replaceAll(',', '') ?? 0);
  }
  return sum;
}

/** Instructions in the callgrind dumps of `dir` taken with `tag` (one file a thread). */
function instructions(dir: string, tag: string): number {
  let sum = 0;
  for (const name of readdirSync(dir)) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (!text.includes(`desc: Trigger: dump ${tag}\n`)) continue;
    sum += Number(/\n(?:summary|totals): (\d+)/.exec(text)?.[1] ?? 0);
  }
  return sum;
}

async function main(): Promise<void> {
  const scenario = SCENARIOS[values.scenario];
  if (!scenario) throw new Error(`--scenario is one of ${Object.keys(SCENARIOS).join(', ')}`);
  const warm = Number(values.warm);
  const count = Number(values.requests);
  const wires = fileURLToPath(new URL('./wires.js', import.meta.url));
  // In memory (tmpfs) as bench/wires has it: the row's O_DSYNC write is gate's work, not this VM's disk flush.
  const work = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'gate-bench-wires-cost-'));
  const upstream = spawn(process.execPath, [wires, '--role', 'upstream'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const baseUrl = (await waitFor(upstream, 'stdout', /"baseUrl":"([^"]+)"/))[1] as string;
  const flags = (values['node-flags'] ?? (values.callgrind ? '--single-threaded' : ''))
    .split(/\s+/)
    .filter((f) => f !== '');
  if (values.gc) flags.push('--trace-gc-nvp');
  const hop = values.mode === 'hop' || values.mode === 'hop-heads';
  const nodeArgs = hop
    ? [
        ...flags,
        wires,
        '--role',
        'hop',
        '--upstream',
        baseUrl,
        ...(values.mode === 'hop-heads' ? ['--heads'] : []),
      ]
    : [...flags, ...gateServeArgs(values['gate-bin'] ?? GATE_BIN, baseUrl, scenario.provider)];
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (values.mode === 'gate') env.GATE_AUDIT_JOURNAL = join(work, 'gate.journal');
  else delete env.GATE_AUDIT_JOURNAL;
  const dumps = values.out ?? join(work, 'callgrind');
  const command = values.callgrind
    ? [
        'valgrind',
        '--tool=callgrind',
        '--instr-atstart=no',
        '--smc-check=all-non-file',
        `--callgrind-out-file=${join(dumps, 'cg.%p')}`,
        process.execPath,
        ...nodeArgs,
      ]
    : [process.execPath, ...nodeArgs];
  if (values.callgrind) execFileSync('mkdir', ['-p', dumps]);
  const served = spawn(command[0] as string, command.slice(1), { stdio: ['pipe', 'pipe', 'pipe'], env });
  const url = new URL(
    hop
      ? `http://127.0.0.1:${(await waitFor(served, 'stdout', /"port":(\d+)/))[1]}`
      : ((await waitFor(served, 'stderr', /listening on (http:\/\/\S+)/))[1] as string),
  );
  // gate's access log is its stdout: read, or the pipe fills after a few hundred lines and every later
  // batch waits in the writer's pool (docs/wires.md, "Round 28, third pass").
  served.stdout?.resume();
  // --trace-gc-nvp lines share stdout with the access log: each says what the heap took since the last one.
  const gc = { on: false, allocated: 0, young: 0, full: 0, pauseMs: 0 };
  if (values.gc) {
    let rest = '';
    served.stdout?.setEncoding('utf8').on('data', (d: string) => {
      const lines = (rest + d).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!gc.on || !line.includes(' pause=')) continue;
        gc.allocated += Number(/ allocated=(\d+)/.exec(line)?.[1] ?? 0);
        gc.pauseMs += Number(/ pause=([\d.]+)/.exec(line)?.[1] ?? 0);
        if (/ gc=s /.test(line)) gc.young += 1;
        else gc.full += 1;
      }
    });
  }
  const pid = served.pid ?? -1;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const body = bodyFor(scenario.path, scenario.stream);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (scenario.path === '/v1/messages') headers['anthropic-version'] = '2023-06-01';
  let failed = 0;
  const send = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: scenario.path, method: 'POST', agent, headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) failed += 1;
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const control = (...args: string[]) =>
    execFileSync('callgrind_control', [...args, String(pid)], { stdio: 'ignore' });
  const load = loadavg()[0] ?? 0;
  try {
    for (let i = 0; i < warm; i++) await send();
    const failedBefore = failed;
    if (values.callgrind) {
      control('-z');
      control('-i', 'on');
    }
    const traceFile = join(values.out ?? work, 'strace.log');
    if (values.strace && values.out) execFileSync('mkdir', ['-p', values.out]);
    const tracer = values.strace ? await startStrace(pid, traceFile) : undefined;
    gc.on = true;
    const before = cpuTicks(pid);
    const callsBefore = syscalls(pid);
    const wakeBefore = wakeups(pid);
    const started = performance.now();
    for (let i = 0; i < count; i++) await send();
    const ms = performance.now() - started;
    const after = cpuTicks(pid);
    const callsAfter = syscalls(pid);
    const wakeAfter = wakeups(pid);
    if (tracer) {
      const exited = new Promise((done) => tracer.once('exit', done));
      tracer.kill('SIGINT');
      await exited;
    }
    // Lines already written reach this process a moment later.
    if (values.gc) await new Promise((r) => setTimeout(r, 200));
    gc.on = false;
    const row: Record<string, unknown> = {
      scenario: values.scenario,
      mode: values.mode,
      build: hop ? values.mode : (values['gate-bin'] ?? GATE_BIN),
      requests: count,
      failed: failed - failedBefore,
      load: Math.round(load * 10) / 10,
    };
    if (values.callgrind) {
      control('-d', 'busy');
      control('-i', 'off');
      control('-z');
      control('-i', 'on');
      await new Promise((r) => setTimeout(r, ms));
      control('-d', 'idle');
      control('-i', 'off');
      const busy = instructions(dumps, 'busy');
      const idle = instructions(dumps, 'idle');
      row.instructions_per_request = Math.round((busy - idle) / count);
      row.idle_share = Math.round((1000 * idle) / busy) / 1000;
      // Tier-up runs for thousands of requests (docs/wires.md, "Round 47 (perf-wire-r47)"): the rest is the figure to compare.
      const net = (symbol: string) =>
        Math.round((inclusive(dumps, 'busy', symbol) - inclusive(dumps, 'idle', symbol)) / count);
      const compile = net('v8::internal::Runtime_CompileOptimized(');
      const collect = net('v8::internal::Heap::CollectGarbage(');
      row.compile_per_request = compile;
      row.gc_per_request = collect;
      row.rest_per_request = Math.round((busy - idle) / count) - compile - collect;
    } else {
      // Clock ticks are 10 ms on Linux (CLK_TCK 100): a few thousand requests make them fine enough.
      row.user_us = Math.round(((after.user - before.user) * 10_000) / count);
      row.system_us = Math.round(((after.system - before.system) * 10_000) / count);
      if (callsBefore && callsAfter) {
        // Each read or write system call is kernel time on top of the user CPU: counted, they say which path adds one.
        row.reads_per_request = Math.round((100 * (callsAfter.reads - callsBefore.reads)) / count) / 100;
        row.writes_per_request = Math.round((100 * (callsAfter.writes - callsBefore.writes)) / count) / 100;
      }
      if (wakeBefore && wakeAfter) {
        // A thread that sleeps and is woken is a wake-up the request caused (or a timer's): main, then the rest.
        row.main_wakeups_per_request = Math.round((100 * (wakeAfter.main - wakeBefore.main)) / count) / 100;
        row.other_wakeups_per_request =
          Math.round((100 * (wakeAfter.others - wakeBefore.others)) / count) / 100;
      }
    }
    if (values.strace) {
      const upstreamPort = new URL(baseUrl).port;
      const counts = [...straceCounts(traceFile, url.port, upstreamPort)].sort((a, b) => b[1] - a[1]);
      const calls: Record<string, number> = {};
      let all = 0;
      for (const [key, n] of counts) {
        all += n;
        if (n / count >= 0.01) calls[key] = Math.round((100 * n) / count) / 100;
      }
      row.syscalls_per_request = Math.round((100 * all) / count) / 100;
      row.syscalls = calls;
    }
    if (values.gc) {
      // Counted between collections: the heap taken after the window's last one is not in the sum.
      row.allocated_bytes_per_request = Math.round(gc.allocated / count);
      row.young_gcs_per_1000 = Math.round((10_000 * gc.young) / count) / 10;
      row.full_gcs_per_1000 = Math.round((10_000 * gc.full) / count) / 10;
      row.gc_pause_us_per_request = Math.round((1000 * gc.pauseMs) / count);
    }
    process.stdout.write(`${JSON.stringify(row)}\n`);
  } finally {
    agent.destroy();
    // Killed, not stopped: its figures are read, and a graceful shutdown would only be waited for; unless
    // asked, as a profiler writes its profile only at a clean exit.
    if (values.graceful) {
      const exited = new Promise((done) => served.once('exit', done));
      served.kill('SIGTERM');
      await exited;
    } else served.kill('SIGKILL');
    upstream.stdin?.end();
    if (!values.out) rmSync(work, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
