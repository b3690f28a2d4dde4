import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { WritePath } from '../io/write-path.js';
import { LineBatch } from './access-log.js';

const LOGGER = fileURLToPath(new URL('./access-log.js', import.meta.url));

/** Runs a small program that logs with `createLogger('stdout')`; returns the lines that reached stdout. */
function runLines(body: string): string[] {
  const program = `import { createLogger, logRequest } from ${JSON.stringify(LOGGER)};\nconst log = createLogger('stdout');\n${body}`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  return out.stdout.split('\n').filter((l) => l !== '');
}

/** The messages of the lines `runLines` returns. */
function run(body: string): string[] {
  return runLines(body).map((l) => (JSON.parse(l) as { msg: string }).msg);
}

describe('access log', () => {
  it('writes every line within the batching delay, in order', () => {
    // 50 times the 20 ms delay: the batch's write goes through the thread pool, which a loaded machine
    // (a test run at load 34) has kept busy past 100 ms.
    const lines = run(
      "for (let i = 0; i < 3; i++) log.info({ i }, 'line ' + i);\nawait new Promise((r) => setTimeout(r, 1000));\nconsole.log(JSON.stringify({ msg: 'after' }));",
    );
    assert.deepEqual(lines, ['line 0', 'line 1', 'line 2', 'after']);
  });

  it('a process that exits at once still writes what was waiting', () => {
    assert.deepEqual(run("log.info('first');\nlog.info('second');\nprocess.exit(0);"), ['first', 'second']);
  });

  it('a full batch goes out without waiting for the timer', () => {
    // The event loop is held for 300 ms, so no timer fires: only a batch handed over at once gets written
    // (by the thread pool) before `after`; one left for the timer would be written at exit, after it.
    const lines = run(
      "log.info({ pad: 'x'.repeat(20 * 1024) }, 'big');\nconst until = Date.now() + 300;\nwhile (Date.now() < until);\nconsole.log(JSON.stringify({ msg: 'after' }));\nprocess.exit(0);",
    );
    assert.deepEqual(lines, ['big', 'after']);
  });

  it("a request's line written by hand is pino's line for the same entry, byte for byte but the time", () => {
    const entries = [
      { trace_id: 'a'.repeat(32), method: 'POST', route: '/v1/chat/completions', status: 200, ms: 1.23 },
      {
        trace_id: 't"\\\u0001',
        method: 'GET',
        route: '/v1/messages',
        status: 502,
        ms: 0,
        tools: ['get_weather', 'na"me\u2028', 'é'],
        verdicts: ['ALLOW', 'DENY'],
        decisions: 40,
      },
    ];
    const lines = runLines(
      `const entries = ${JSON.stringify(entries)};\nfor (const e of entries) { logRequest(log, e); log.info(e, 'request'); }\nprocess.exit(0);`,
    );
    assert.equal(lines.length, 4);
    const timeless = (line: string) => line.replace(/"time":\d+,/, '"time":0,');
    for (let i = 0; i < lines.length; i += 2) {
      assert.match(lines[i]!, /^\{"level":30,"time":\d+,"trace_id":/);
      assert.equal(timeless(lines[i]!), timeless(lines[i + 1]!));
    }
  });

  it('a logger not made by createLogger, or one above info, gets the line through pino', () => {
    const program = `import { pino } from 'pino';\nimport { logRequest } from ${JSON.stringify(LOGGER)};\nconst seen = [];\nconst log = pino({ base: { pid: 7 } }, { write: (l) => seen.push(l) });\nlogRequest(log, { trace_id: 't', method: 'GET', route: '/', status: 200, ms: 1 });\nconst quiet = pino({ level: 'warn' }, { write: (l) => seen.push(l) });\nlogRequest(quiet, { trace_id: 't', method: 'GET', route: '/', status: 200, ms: 1 });\nconsole.log(JSON.stringify(seen));`;
    const out = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('.', import.meta.url)),
    });
    assert.equal(out.status, 0, out.stderr);
    const seen = JSON.parse(out.stdout) as string[];
    assert.equal(seen.length, 1);
    assert.equal((JSON.parse(seen[0]!) as { pid: number }).pid, 7);
  });

  it('into a regular file, a batch is written on the event loop, every line once and in order', () => {
    // Round 28: a file destination skips the thread pool's trip while its writes are fast (WritePath).
    const dir = mkdtempSync(join(tmpdir(), 'gate-access-'));
    const file = join(dir, 'access.log');
    const fd = openSync(file, 'w');
    try {
      const program = `import { readFileSync } from 'node:fs';\nimport { createLogger } from ${JSON.stringify(LOGGER)};\nconst log = createLogger('stdout');\nlog.info({ pad: 'x'.repeat(20 * 1024) }, 'big');\nprocess.stderr.write(String(readFileSync(${JSON.stringify(file)}, 'utf8').split('\\n').length - 1));\nfor (let i = 0; i < 50; i++) { log.info('line ' + i); if (i % 10 === 9) await new Promise((r) => setTimeout(r, 30)); }\nfor (let i = 50; i < 60; i++) log.info('line ' + i);\nprocess.exit(0);`;
      const out = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
        stdio: ['ignore', fd, 'pipe'],
        encoding: 'utf8',
      });
      assert.equal(out.status, 0, out.stderr);
      // The full batch was in the file before the next statement ran.
      assert.equal(out.stderr, '1');
      const msgs = readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => (JSON.parse(l) as { msg: string }).msg);
      assert.deepEqual(msgs, ['big', ...Array.from({ length: 60 }, (_, i) => `line ${i}`)]);
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('direct and pooled batches in any order leave every line once and in order (fast-check)', async () => {
    // A sink like pino's asynchronous destination: what it is handed is written a turn later, then `drain`.
    class LaterSink extends EventEmitter {
      private queued: string[] = [];
      constructor(private readonly fd: number) {
        super();
      }
      write(text: string): boolean {
        if (this.queued.push(text) === 1) setImmediate(this.writeQueued);
        return true;
      }
      flush(cb?: () => void): void {
        cb?.();
      }
      flushSync(): void {}
      private readonly writeQueued = (): void => {
        for (const text of this.queued) writeSync(this.fd, text);
        this.queued = [];
        this.emit('drain');
      };
    }
    // The rule's answers, scripted: true writes on the loop (when the sink is idle), false goes to the sink.
    class Scripted extends WritePath {
      private at = 0;
      constructor(private readonly answers: readonly boolean[]) {
        super();
      }
      override direct(): boolean {
        return this.answers[this.at++] ?? true;
      }
    }
    const dir = mkdtempSync(join(tmpdir(), 'gate-access-'));
    const file = join(dir, 'access.log');
    const turn = () => new Promise((r) => setImmediate(r));
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ lines: fc.nat(4), yieldAfter: fc.boolean() }), { maxLength: 12 }),
          fc.array(fc.boolean(), { maxLength: 12 }),
          async (steps, answers) => {
            const fd = openSync(file, 'w');
            try {
              const sink = new LaterSink(fd);
              const batch = new LineBatch(sink as never, fd, new Scripted(answers));
              const sent: string[] = [];
              for (const step of steps) {
                for (let i = 0; i < step.lines; i++) {
                  const line = `line ${sent.length}\n`;
                  sent.push(line);
                  batch.write(line);
                }
                batch.flush();
                if (step.yieldAfter) await turn();
              }
              batch.flush();
              await turn();
              assert.equal(readFileSync(file, 'utf8'), sent.join(''));
            } finally {
              closeSync(fd);
            }
          },
        ),
        { numRuns: 200 },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
