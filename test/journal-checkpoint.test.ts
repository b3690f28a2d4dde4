// Journal checkpoints against the real `gate serve` and `gate journal verify`: a restart checks only the
// rows after the checkpoint, and a forged checkpoint, a cut file, a checkpoint past the end and reordered
// rows are refused at start-up or named by verify (docs/journal.md, 'Checkpoints').
import assert from 'node:assert/strict';
import {
  appendFileSync,
  copyFileSync,
  mkdtempSync,
  readFileSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { encodeCheckpoint } from '../src/journal/checkpoint.js';
import { runGateInProcess } from './helpers/gate-main.js';
import { runGate, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-checkpoint-e2e-'));
const KEY = 'a-journal-key-of-at-least-32-bytes-0123456789';
let n = 0;

const ROWS = 6;
/** A journal written by a real gateway: ROWS decisions, then a clean SIGTERM (which checkpoints). */
async function written(): Promise<string> {
  const file = join(tmp, 'written.jsonl');
  const gate = await startGate([], { env: { GATE_AUDIT_JOURNAL: file, GATE_JOURNAL_KEY: KEY } });
  const mcp = await connectMcp(gate.url);
  for (let i = 0; i < ROWS; i++) {
    await mcp.call('gate_adjudicate', {
      tool: i % 2 ? 'Read' : 'rm_everything',
      args: JSON.stringify({ i }),
    });
  }
  await mcp.close();
  assert.equal(await gate.stop(), 0);
  return file;
}
let once: Promise<string> | undefined;

/** A copy of the one written journal and its checkpoint (neither names its path): one gate, not one a test. */
async function journalOf(): Promise<{ file: string; env: Record<string, string> }> {
  once ??= written();
  const from = await once;
  const file = join(tmp, `j${++n}.jsonl`);
  copyFileSync(from, file);
  copyFileSync(`${from}.checkpoint`, `${file}.checkpoint`);
  return { file, env: { GATE_AUDIT_JOURNAL: file, GATE_JOURNAL_KEY: KEY } };
}

const serveOnce = (env: Record<string, string>) =>
  runGate(['serve', '--addr', '127.0.0.1:0'], { env, timeoutMs: 15_000 });
const lines = (file: string): string[] => readFileSync(file, 'utf8').split('\n').filter(Boolean);

test('a restart checks only the rows after the signed checkpoint; verify checks all and the MAC', async () => {
  const { file, env } = await journalOf();
  const verify = await runGate(['journal', 'verify', file], { env });
  assert.equal(verify.code, 0, verify.stderr);
  assert.match(verify.stdout, /6 rows .* checkpoint at seq 6 holds \(MAC verified\)/);
  const gate = await startGate([], { env });
  await gate.stop();
  assert.match(gate.stdout(), /"rows":6,"checked_rows":1,"from_seq":6,"checkpoint":"signed"/);
  // Without the key, verify still checks the chain through the checkpoint, and says the MAC was not checked.
  const keyless = await runGateInProcess(['journal', 'verify', file], {
    env: { GATE_JOURNAL_KEY: undefined },
  });
  assert.equal(keyless.code, 0, keyless.stderr);
  assert.match(keyless.stdout, /MAC not checked without GATE_JOURNAL_KEY/);
});

test('a forged checkpoint (a MAC made without the key) stops gate serve, and verify names it', async () => {
  const { file, env } = await journalOf();
  const rows = lines(file);
  // Edit row 2 (same length), then write a checkpoint that skips it, signed with a guessed key.
  writeFileSync(
    file,
    `${rows.map((l, i) => (i === 1 ? l.replace('"tool":"Read"', '"tool":"Rxad"') : l)).join('\n')}\n`,
  );
  const cp = JSON.parse(readFileSync(`${file}.checkpoint`, 'utf8')) as Record<string, number | string>;
  const { seq, offset, end, hash } = cp as { seq: number; offset: number; end: number; hash: string };
  writeFileSync(
    `${file}.checkpoint`,
    encodeCheckpoint({ seq, offset, end, hash }, Buffer.from('x'.repeat(32))),
  );
  const serve = await serveOnce(env);
  assert.equal(serve.code, 1, serve.stderr);
  assert.match(serve.stderr, /MAC that GATE_JOURNAL_KEY does not verify/);
  assert.doesNotMatch(serve.stderr, /listening on/);
  const verify = await runGateInProcess(['journal', 'verify', file], { env });
  assert.equal(verify.code, 1);
  assert.match(
    verify.stderr,
    /checkpoint does not hold: has a MAC .*journal broken at line 2 \(seq 2\): bad hash/,
  );
});

test('a journal cut back to a row boundary below its checkpoint stops gate serve; verify names the cut', async () => {
  const { file, env } = await journalOf();
  truncateSync(file, lines(file).slice(0, 4).join('\n').length + 1);
  const serve = await serveOnce(env);
  assert.equal(serve.code, 1, serve.stderr);
  assert.match(serve.stderr, /shorter than its checkpoint .*\(seq 6\).* rows were cut off/);
  const verify = await runGateInProcess(['journal', 'verify', file], { env });
  assert.equal(verify.code, 1);
  assert.match(verify.stderr, /its row \(seq 6\) is not in the file: rows were cut off/);
});

test('a checkpoint pointing past the end of the file stops gate serve', async () => {
  const { file } = await journalOf();
  const size = readFileSync(file).length;
  // Unsigned and no key: the checkpoint is trusted as far as it agrees with the file, and this one does not.
  writeFileSync(
    `${file}.checkpoint`,
    encodeCheckpoint({ seq: 9, offset: size + 10, end: size + 400, hash: 'a'.repeat(64) }, undefined),
  );
  const serve = await serveOnce({ GATE_AUDIT_JOURNAL: file });
  assert.equal(serve.code, 1, serve.stderr);
  assert.match(serve.stderr, /is \d+ bytes, shorter than its checkpoint .*\(seq 9\)/);
});

test('rows reordered after the checkpoint stop gate serve; reordered before it, verify names them', async () => {
  const { file, env } = await journalOf();
  const gate = await startGate([], { env });
  const mcp = await connectMcp(gate.url);
  for (let i = 0; i < 3; i++)
    await mcp.call('gate_adjudicate', { tool: 'Read', args: JSON.stringify({ i }) });
  await mcp.close();
  gate.child.kill('SIGKILL'); // no clean close: the checkpoint still names seq 6
  await gate.exited;
  const rows = lines(file);
  assert.equal(rows.length, 9);
  writeFileSync(file, `${[...rows.slice(0, 6), rows[7], rows[6], rows[8]].join('\n')}\n`);
  const serve = await serveOnce(env);
  assert.equal(serve.code, 1, serve.stderr);
  assert.match(serve.stderr, /broken at line 7 \(seq 8\): seq gap: expected 7, found 8/);

  writeFileSync(file, `${[rows[1], rows[0], ...rows.slice(2)].join('\n')}\n`);
  const verify = await runGateInProcess(['journal', 'verify', file], { env });
  assert.equal(verify.code, 1);
  assert.match(verify.stderr, /journal broken at line 1 \(seq 2\)/);
});

test('a torn last line after the checkpoint is moved aside as before, and the chain continues', async () => {
  const { file, env } = await journalOf();
  appendFileSync(file, '{"args_digest":"ab');
  const gate = await startGate([], { env });
  const mcp = await connectMcp(gate.url);
  await mcp.call('gate_adjudicate', { tool: 'Read', args: '{}' });
  await mcp.close();
  await gate.stop();
  assert.match(gate.stderr(), /torn last line/);
  const verify = await runGateInProcess(['journal', 'verify', file], { env });
  assert.equal(verify.code, 0, verify.stderr);
  assert.match(verify.stdout, /7 rows .* checkpoint at seq 7 holds \(MAC verified\)/);
});
