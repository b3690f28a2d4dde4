// Files gate reads but did not write: a recall image from another machine, the journal's anchor file and
// lock. `gate recall load|inspect` read a page or manifest.json with readFile, so a FIFO in its place hung
// the command forever and a symlink to /dev/zero never ended; gate serve did the same on a FIFO at the
// anchor file or the lock. Each is now refused at once, with a reason (src/io/regular-file.ts).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { sha256Hex } from '../src/kernel/canonical.js';
import { writeImage } from '../src/recall/image.js';
import { runGate, startGate } from './helpers/gate-process.js';
import { HOSTILE_FILES } from './helpers/hostile-files.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-r13-files-'));
describe('redteam-files-r13', () => {
  after(() => rmSync(tmp, { recursive: true, force: true }));

  const PAGE = 'README.md\npackage.json\nsrc/\n';

  /** What an attacker puts where gate expects a file gate wrote. */
  const PLANTS: Record<string, (path: string) => void> = {
    ...HOSTILE_FILES,
    'symlink to a file with the right bytes': (p) => {
      writeFileSync(`${p}.real`, PAGE);
      symlinkSync(`${p}.real`, p);
    },
  };

  let n = 0;
  async function image(): Promise<string> {
    const dir = join(tmp, `img${++n}`);
    await writeImage(dir, {
      traceId: 't',
      gateVersion: '0.1.0',
      pages: [
        { step: 1, tool: 'read_file', kind: 'tool_result', content: PAGE, verdict: 'ALLOW', trustEpoch: 0 },
      ],
    });
    return dir;
  }

  for (const [what, plant] of Object.entries(PLANTS)) {
    test(`recall load and inspect refuse a page that is a ${what}`, async () => {
      const dir = await image();
      const page = join(dir, 'pages', sha256Hex(PAGE));
      rmSync(page);
      plant(page);
      for (const cmd of ['load', 'inspect']) {
        const run = await runGate(['recall', cmd, dir], { timeoutMs: 20_000 });
        assert.equal(run.code, 1, `${cmd}: ${run.stdout}${run.stderr}`);
        assert.match(run.stdout + run.stderr, /tampered|TAMPERED/i, cmd);
      }
    });

    test(`recall load refuses a manifest.json that is a ${what}`, async () => {
      const dir = await image();
      const manifest = join(dir, 'manifest.json');
      rmSync(manifest);
      plant(manifest);
      const run = await runGate(['recall', 'load', dir], { timeoutMs: 20_000 });
      assert.equal(run.code, 1, run.stdout + run.stderr);
      assert.match(run.stderr, /manifest\.json/);
    });
  }

  test('gate serve refuses, not hangs, on a FIFO at the anchor file or the journal lock', async () => {
    const journal = join(tmp, 'audit.jsonl');
    const anchor = join(tmp, 'anchor');
    execFileSync('mkfifo', [anchor]);
    await assert.rejects(
      startGate([], { env: { GATE_AUDIT_JOURNAL: journal, GATE_JOURNAL_ANCHOR: anchor }, timeoutMs: 20_000 }),
      /anchor file .* cannot be read \(ENOTREG/,
    );
    rmSync(anchor);
    execFileSync('mkfifo', [`${journal}.lock`]);
    await assert.rejects(
      startGate([], { env: { GATE_AUDIT_JOURNAL: journal }, timeoutMs: 20_000 }),
      /cannot read the journal lock .*ENOTREG/,
    );
  });
});
