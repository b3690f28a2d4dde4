// The whole path: a real `gate serve --recall` pages what gate_admit admitted, `gate recall save` fetches
// it through the authenticated route, and `gate recall load` brings back only what still passes.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { sha256Hex } from '../src/kernel/canonical.js';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

const KEY = 'recall-save-key';
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CLEAN = 'src/index.ts\nsrc/server.ts\ntest/\n';

const root = await mkdtemp(join(tmpdir(), 'gate-recall-save-'));
let gate: GateProcess | undefined;
describe('recall-save', () => {
  after(async () => {
    await gate?.stop();
    await rm(root, { recursive: true, force: true });
  });

  function fakeAwsKey(): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    return `AKIA${Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
  }

  test('gate serve --recall pages admitted results; save and load round-trip them; quarantined bytes are never paged', async () => {
    gate = await startGate(['--recall', '--require-key-env', 'GATE_TEST_KEY'], {
      env: { GATE_TEST_KEY: KEY },
    });
    const mcp = await connectMcp(gate.url, { authorization: `Bearer ${KEY}` });
    const secret = fakeAwsKey();
    try {
      const clean = await mcp.call('gate_admit', { tool: 'list_dir', result: CLEAN, trace_id: TRACE });
      assert.equal((clean.verdict as { kind: string }).kind, 'ALLOW');
      const held = await mcp.call('gate_admit', {
        tool: 'read_file',
        result: `aws_access_key_id=${secret}`,
        trace_id: TRACE,
      });
      assert.equal((held.verdict as { kind: string }).kind, 'QUARANTINE');
    } finally {
      await mcp.close();
    }

    const img = join(root, 'session');
    const saved = await runGate(
      ['recall', 'save', '--url', gate.url, '--trace', TRACE, '--out', img, '--key-env', 'GATE_TEST_KEY'],
      {
        env: { GATE_TEST_KEY: KEY },
      },
    );
    assert.equal(saved.code, 0, saved.stderr);
    assert.match(saved.stdout, /1 page\(s\)/);
    assert.deepEqual(
      await readdir(join(img, 'pages')),
      [sha256Hex(CLEAN)],
      'only the admitted result was paged',
    );

    const loaded = await runGate(['recall', 'load', img, '--json']);
    assert.equal(loaded.code, 0, loaded.stderr);
    const rows = loaded.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.deepEqual(
      rows.map((r) => [r.tool, r.was, r.now, r.content]),
      [['list_dir', 'ALLOW', 'ALLOW', CLEAN]],
    );
    assert.ok(
      !gate.stdout().includes(secret) && !gate.stderr().includes(secret),
      'no quarantined bytes in the logs',
    );

    const unauthorized = await runGate([
      'recall',
      'save',
      '--url',
      gate.url,
      '--trace',
      TRACE,
      '--out',
      join(root, 'x'),
    ]);
    assert.equal(unauthorized.code, 1);
    assert.match(unauthorized.stderr, /401/);
  });
});
