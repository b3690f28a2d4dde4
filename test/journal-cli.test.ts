// `gate journal verify` and `tail`, through the CLI's `main` in this process; an intact and a tampered
// journal, a missing file, a usage error, --help and a tail through the real process as well (bin/gate, the
// compiled tree), which must answer alike (docs/testing.md, "Round 71 (ci-r71)").
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Journal } from '../src/journal/journal.js';
import { runGateBoth, runGateInProcess } from './helpers/gate-main.js';

let dir: string;
let path: string;
describe('journal-cli', () => {
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gate-journal-cli-'));
    path = join(dir, 'audit.jsonl');
    const j = await Journal.open(path, { replica: 'cli-test' });
    for (let i = 1; i <= 5; i += 1) {
      await j.record({
        kind: 'DECIDE',
        tool: `tool_${i}`,
        traceId: `t${i}`,
        verdict: { kind: 'ALLOW', by: 'monitor' },
      });
    }
    await j.close();
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** `gate <args>` through `main`; as the real process as well when `both`, which must answer alike. */
  async function gate(
    args: string[],
    both = false,
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    const r = await (both ? runGateBoth : runGateInProcess)(args);
    return { status: r.code, stdout: r.stdout, stderr: r.stderr };
  }
  const BOTH = true;

  test('verify exits 0 with a one-line summary on an intact journal', async () => {
    const r = await gate(['journal', 'verify', path], BOTH);
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stdout,
      /^journal intact: 5 rows \(seq 1\.\.5\), \d+ bytes, replica cli-test, checkpoint at seq 5 holds \(unsigned\), head 5:[0-9a-f]{64}\n$/,
    );
    assert.equal(r.stderr, '');
  });

  test('verify exits 1 naming the first bad row: line, seq and what is wrong', async () => {
    const bad = join(dir, 'tampered.jsonl');
    await writeFile(bad, (await readFile(path, 'utf8')).replace('"tool":"tool_3"', '"tool":"tool_X"'));
    const r = await gate(['journal', 'verify', bad], BOTH);
    assert.equal(r.status, 1);
    assert.match(
      r.stderr,
      /^gate: .*tampered\.jsonl: journal broken at line 3 \(seq 3\): bad hash .*; the 2 row\(s\) before it verify\n$/,
    );
    const lines = (await readFile(path, 'utf8')).split('\n');
    await writeFile(bad, [lines[0], lines[1], lines[3], lines[4], ''].join('\n'));
    const gap = await gate(['journal', 'verify', bad]);
    assert.equal(gap.status, 1);
    assert.match(gap.stderr, /line 3 \(seq 4\): seq gap: expected 3, found 4/);
  });

  test('verify of a missing file, and usage errors, are one stderr line with exit 1 and 2', async () => {
    const missing = await gate(['journal', 'verify', join(dir, 'nope.jsonl')], BOTH);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /^gate: cannot read journal .*nope\.jsonl: no such file \(ENOENT\)\n$/);
    assert.equal((await gate(['journal'], BOTH)).status, 2);
    assert.equal((await gate(['journal', 'verify'])).status, 2);
    assert.equal((await gate(['journal', 'frobnicate', path])).status, 2);
    const help = await gate(['journal', '--help'], BOTH);
    assert.equal(help.status, 0);
    assert.match(help.stdout, /usage: gate journal verify <file>/);
  });

  test('tail prints stored rows after --since, or the last --limit', async () => {
    const since = await gate(['journal', 'tail', path, '--since', '3'], BOTH);
    assert.equal(since.status, 0, since.stderr);
    assert.deepEqual(
      since.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { seq: number }).seq),
      [4, 5],
    );
    const last = await gate(['journal', 'tail', path, '--limit', '2']);
    assert.deepEqual(
      last.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { tool: string }).tool),
      ['tool_4', 'tool_5'],
    );
    assert.equal((await gate(['journal', 'tail', path, '--limit', 'many'])).status, 2);
  });
});
