// Config and journal files an operator names: gate read a --policy or --tools file with readFile and
// opened a journal for `gate journal verify|tail` with open(path, 'r'). A FIFO at the path hung
// `gate serve`, `gate policy`, `gate preflight` and `gate journal` forever; a reload onto one hung that
// reload and every later one queued behind it; `/dev/zero` verified as "journal intact: 0 rows" (exit 0);
// a huge file was read whole before its size was judged. Each is now refused at once, with its reason.
// And a journal's replica names are the file's: verify printed them raw, so a journal from elsewhere
// drove the terminal (escapes) or forged a line of the summary; they are now printed with `?` for controls.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { Journal } from '../src/journal/journal.js';
import { runGate, startGate } from './helpers/gate-process.js';
import { HOSTILE_FILES } from './helpers/hostile-files.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-r15-files-'));
describe('redteam-serve-r15-files', () => {
  after(() => rmSync(tmp, { recursive: true, force: true }));

  const MANIFEST = JSON.stringify({ version: 'gate-policy/v1' });
  let n = 0;

  /** The commands that read the file at `path`, and what their refusal must say. */
  const READERS: [string, (path: string) => string[], RegExp][] = [
    ['policy --check', (p) => ['policy', '--check', p], /cannot read policy file .*(ENOTREG|EFBIG)/],
    [
      'policy --dump',
      (p) => ['policy', '--dump', '--policy', p],
      /cannot read policy file .*(ENOTREG|EFBIG)/,
    ],
    ['preflight', (p) => ['preflight', '--tool', 'Read', '--policy', p], /cannot read policy file/],
    ['journal verify', (p) => ['journal', 'verify', p], /cannot read journal .*ENOTREG/],
    ['journal tail', (p) => ['journal', 'tail', p], /cannot read journal .*ENOTREG/],
  ];

  for (const [what, plant] of Object.entries(HOSTILE_FILES)) {
    test(`the CLI refuses, not hangs on or reads, a ${what}`, async () => {
      const path = join(tmp, `f${++n}`);
      plant(path);
      for (const [name, argv, message] of READERS) {
        // A sparse file is a regular one: a journal reader walks it (bounded by lines), only manifests refuse it.
        if (what.startsWith('sparse') && name.startsWith('journal')) continue;
        const run = await runGate(argv(path), { timeoutMs: 20_000 });
        assert.equal(run.code, 1, `${name}: ${run.stdout}${run.stderr}`);
        assert.match(run.stderr, message, name);
      }
    });
  }

  test('a manifest reached through a symlink still loads (mounted configs are symlinks)', async () => {
    const real = join(tmp, 'real.json');
    writeFileSync(real, MANIFEST);
    symlinkSync(real, join(tmp, 'linked.json'));
    const run = await runGate(['policy', '--check', join(tmp, 'linked.json')], { timeoutMs: 20_000 });
    assert.equal(run.code, 0, run.stderr);
  });

  test('gate serve refuses a FIFO as --policy or --tools at start', async () => {
    const fifo = join(tmp, 'start.fifo');
    execFileSync('mkfifo', [fifo]);
    await assert.rejects(startGate(['--policy', fifo], { timeoutMs: 20_000 }), /cannot read .*ENOTREG/);
    await assert.rejects(startGate(['--tools', fifo], { timeoutMs: 20_000 }), /cannot read it: .*ENOTREG/);
  });

  test('a reload onto a FIFO answers 400 and leaves later reloads free', async () => {
    const policy = join(tmp, 'reload.json');
    writeFileSync(policy, MANIFEST);
    const gate = await startGate(['--policy', policy]);
    try {
      const reload = () => fetch(`${gate.url}/v1/gate/policy/reload`, { method: 'POST' });
      renameSync(policy, `${policy}.kept`);
      execFileSync('mkfifo', [policy]);
      const bad = await reload();
      assert.equal(bad.status, 400);
      assert.match(((await bad.json()) as { error: { message: string } }).error.message, /ENOTREG/);
      rmSync(policy);
      renameSync(`${policy}.kept`, policy);
      assert.equal((await reload()).status, 200);
    } finally {
      await gate.stop();
    }
  });

  test("journal verify prints a journal's replica names without control characters", async () => {
    const file = join(tmp, 'hostile-replica.jsonl');
    const replica = 'a\u001b[2J\u001b]0;owned\u0007\nforged: journal intact';
    const journal = await Journal.open(file, { replica });
    const verdict = { kind: 'ALLOW', by: 'monitor' } as const;
    await journal.record({ kind: 'DECIDE', tool: 'x', traceId: 't', verdict });
    await journal.close();
    const run = await runGate(['journal', 'verify', file], { timeoutMs: 20_000 });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout.split('\n').length, 2, 'one line and its newline');
    assert.ok(!/[\u0000-\u0009\u000b-\u001f\u007f]/.test(run.stdout), JSON.stringify(run.stdout));
    assert.match(run.stdout, /replica a\?\[2J\?\]0;owned\?\?forged: journal intact,/);
  });
});
