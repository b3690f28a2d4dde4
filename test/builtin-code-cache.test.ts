// Round 38 (issue 20): a command that is not a server changes no V8 flag, so node's own modules keep the
// code compiled ahead for them. Any flag set at run time changes V8's flag hash, and each node module loaded
// after it is parsed and compiled from source (`--profile-deserialization` prints `[Cached code failed
// check]` for each): `journal verify` compiled 32 of them on every run, `recall` 21 (docs/operations.md,
// "Round 38").
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { GATE_BIN, runCommand } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-code-cache-'));
describe('builtin-code-cache', () => {
  after(() => rmSync(dir, { recursive: true, force: true }));
  const journal = join(dir, 'empty.jsonl');
  writeFileSync(journal, '');

  /** The node modules a `node bin/gate <args>` run compiled from source (none when the code cache held). */
  async function compiledFromSource(args: string[]): Promise<number> {
    const run = await runCommand(process.execPath, ['--profile-deserialization', GATE_BIN, ...args], {
      env: { NODE_EXTRA_CA_CERTS: undefined },
    });
    assert.equal(run.code, 0, `gate ${args[0]} exited ${run.code}`);
    return `${run.stdout}${run.stderr}`.split('[Cached code failed check]').length - 1;
  }

  for (const args of [['journal', 'verify', journal], ['recall', '--help'], ['version']]) {
    test(`gate ${args[0]} compiles none of node's modules from source`, async () => {
      assert.equal(await compiledFromSource(args), 0);
    });
  }
});
