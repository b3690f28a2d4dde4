// A real failing disk: the child runs under `ulimit -f`, so a write past the limit is short, then EFBIG.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { verifyJournal } from '../src/journal/verify.js';
import { childScript } from './journal-e2e-helpers.js';

const LIMIT_KIB = 8;

test('a file-size limit refuses records with JOURNAL_UNAVAILABLE and leaves a verifying chain', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'gate-journal-full-'));
  try {
    const path = join(dir, 'audit.jsonl');
    // bash's ulimit -f counts KiB; node ignores SIGXFSZ, so the write returns short and then fails EFBIG.
    const script = `ulimit -f ${LIMIT_KIB} && exec "$0" "$@"`;
    const child = spawn('bash', ['-c', script, process.execPath, childScript(), path, 'until-refused'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    const [code] = await once(child, 'exit');
    assert.equal(code, 0, err);
    const lines = out.trim().split('\n');
    const answered = lines.filter((l) => l.startsWith('answered ')).length;
    assert.deepEqual(
      lines.filter((l) => l.startsWith('refused')),
      [
        'refused JOURNAL_UNAVAILABLE EFBIG',
        'refused JOURNAL_UNAVAILABLE EFBIG',
        'refused JOURNAL_UNAVAILABLE EFBIG',
      ],
    );
    assert.ok(answered > 5, `some rows fit under the limit (${answered})`);

    const report = await verifyJournal(path);
    assert.equal(report.ok, true, report.firstBad?.problem);
    assert.equal(report.rows, answered, 'one row per answered decision, none for a refused one');
    assert.equal((await stat(path)).size, report.bytes, 'no partial bytes after the last row');
    assert.ok(report.bytes <= LIMIT_KIB * 1024);
    const tools = (await readFile(path, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { tool: string }).tool);
    assert.deepEqual(
      tools,
      Array.from({ length: answered }, (_, i) => `tool_${i + 1}`),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
