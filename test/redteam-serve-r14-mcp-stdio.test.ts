// Red team, round 14: `gate serve --stdio` frames. It ran on the SDK's stdio transport, which reads a line
// with JSON.parse (a repeated key: the last one wins, where POST /mcp answers -32700), drops a line it
// cannot read without a word (a request with `params: []` was never answered, so its client waited for
// ever), answers params of the wrong type -32603 with the whole zod report, and keeps reading requests
// while stdout is full, so a client that never reads grows gate's memory by every answer. The real process.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { gateCommand, REPO_ROOT } from './helpers/gate-process.js';

const INIT = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'r14', version: '0' } },
};

/** Raw lines on stdin, then closed; the answers by id (`null` for a frame that could not be read). */
function runRaw(lines: string[]): Promise<{ code: number | null; answers: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(...gateCommand(['serve', '--stdio']), { cwd: REPO_ROOT });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.resume();
    child.once('error', reject);
    child.once('exit', (code) =>
      resolve({
        code,
        answers: stdout
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      }),
    );
    child.stdin.end([JSON.stringify(INIT), ...lines].map((l) => `${l}\n`).join(''));
  });
}

const call = (id: number, args: string) =>
  `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"gate_adjudicate","arguments":${args}}}`;

test('stdio frames: every line is read as POST /mcp reads a body, and every one gets an answer', async () => {
  const { code, answers } = await runRaw([
    // A repeated key: -32700, never the last one's call judged.
    `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"gate_adjudicate","arguments":{"tool":"Bash","args":"{\\"command\\":\\"sudo id\\"}"}},"params":{"name":"gate_adjudicate","arguments":{"tool":"Bash","args":"{}"}}}`,
    'not json',
    '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":[]}',
    '[{"jsonrpc":"2.0","id":3,"method":"tools/list"}]',
    call(4, '["Bash"]'),
    call(5, '{"tool":"Bash","args":"{\\"command\\":\\"ls\\"}"}'),
  ]);
  assert.equal(code, 0);
  const byId = new Map(answers.map((a) => [JSON.stringify(a.id), a]));
  const errors = answers.filter((a) => a.id === null).map((a) => (a.error as { code: number }).code);
  // Two unreadable lines (-32700 each: the repeated key and the text), the params array (-32700, as
  // POST /mcp answers a message that is not JSON-RPC), the batch (-32600).
  assert.deepEqual(errors.sort(), [-32700, -32700, -32700, -32600].sort());
  const wrongParams = byId.get('4')?.error as { code: number; message: string };
  assert.equal(
    wrongParams.code,
    -32602,
    'params of the wrong type are invalid params, not an internal error',
  );
  assert.ok(!wrongParams.message.includes('\n'), 'one line, not the zod report');
  assert.match(JSON.stringify(byId.get('5')), /ALLOW/, 'a well-formed call after them is judged');
  assert.ok(!byId.has('1') && !byId.has('2') && !byId.has('3'));
});

/** Resident memory of a process, from /proc (Linux). */
function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) * 1024;
}

test('a client that never reads: gate stops reading its requests, so answers never pile up', {
  skip: process.platform !== 'linux' ? 'reads /proc' : false,
}, async () => {
  const child = spawn(...gateCommand(['serve', '--stdio']), { cwd: REPO_ROOT });
  child.stderr.resume();
  child.stdin.on('error', () => undefined); // EPIPE once it is killed with input unread
  // Initialized and answering first, so what follows measures gate reading, not gate starting.
  child.stdin.write(`${JSON.stringify(INIT)}\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n`);
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  child.stdout.pause(); // never read again: the pipe fills and stays full
  const started = rssBytes(child.pid!);
  // 40,000 tools/list requests (about 2.8 MB) ask for about 320 MB of answers.
  let text = '';
  for (let i = 0; i < 40_000; i++) text += `{"jsonrpc":"2.0","id":${i + 1},"method":"tools/list"}\n`;
  child.stdin.write(text);
  // Six seconds of a client that does not read: without backpressure gate answers thousands of the
  // requests it read meanwhile into memory (over 200 MB here); with it, gate holds a pipe's worth.
  let grown = 0;
  for (let round = 0; round < 12 && grown < 100 * 1024 * 1024; round++) {
    await new Promise((r) => setTimeout(r, 500));
    grown = rssBytes(child.pid!) - started;
  }
  assert.ok(child.stdin.writableLength > 0, 'gate left requests unread');
  assert.ok(grown < 100 * 1024 * 1024, `gate grew by ${Math.round(grown / 1048576)} MiB`);
  child.stdin.destroy();
  child.kill('SIGKILL');
});
