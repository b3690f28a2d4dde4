// Red team, round 38: where gate run could not overwrite the provider key in its own
// /proc/<pid>/environ (round 37: /proc/self/mem not writable, its block not found), it warned on stderr
// and started the agent anyway, which then could read the key there (fail open, round 37's stated gap).
// Now it refuses by default: the agent does not start, exit 1, and `--scrub-environ warn` is the
// operator's way to go on. The scrub is made to fail here (no kernel on this machine refuses it): `run`
// in this process, its scrub replaced, a real gateway and a real agent process that writes a mark.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { run } from '../src/cli/commands/run.js';
import { EXIT } from '../src/cli/exit-codes.js';
import { UsageError } from '../src/cli/io.js';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';

const KEY = 'sk-proj-R38scrubRefusedKey0123456789abcdef';

describe('round 38: gate run refuses to start the agent when its own environ keeps the key', () => {
  let dir: string;
  let fake: FakeUpstream;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-r38-scrub-'));
    fake = await startFakeUpstream();
  });
  after(async () => {
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One session whose scrub fails; the agent writes `mark` when it starts. */
  async function session(extra: string[], mark: string): Promise<{ code: number; stderr: string }> {
    let stderr = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        stderr += String(chunk);
        done();
      },
    });
    const agent = join(dir, `${mark}.cjs`);
    writeFileSync(agent, `require('node:fs').writeFileSync(${JSON.stringify(join(dir, mark))}, 'ran')\n`);
    const code = await run(
      [
        '--base-url',
        fake.baseUrl,
        '--provider',
        'openai',
        '--api-key-env',
        'PROVIDER_KEY',
        ...extra,
        '--',
        process.execPath,
        agent,
      ],
      {
        stdout: new PassThrough(),
        stderr: sink,
        stdin: new PassThrough(),
        env: { PATH: process.env.PATH, PROVIDER_KEY: KEY, GATE_AUDIT_JOURNAL: join(dir, `${mark}.jsonl`) },
      },
      { scrub: () => ({ failed: 'its start-up environment could not be rewritten (EACCES)' }) },
    );
    return { code, stderr };
  }

  it('by default the agent is not started, exit 1, and stderr says why without the key', async () => {
    const r = await session([], 'default');
    assert.equal(r.code, EXIT.FAILURE, r.stderr);
    assert.equal(existsSync(join(dir, 'default')), false, 'the agent did not start');
    assert.match(r.stderr, /would stay readable in \/proc\/\d+\/environ .*--scrub-environ warn/);
    assert.ok(!r.stderr.includes(KEY));
  });

  it('--scrub-environ warn starts it, saying so', async () => {
    const r = await session(['--scrub-environ', 'warn'], 'warned');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(existsSync(join(dir, 'warned')), true, 'the agent started');
    assert.match(r.stderr, /stays readable in \/proc\/\d+\/environ/);
  });

  it('--scrub-environ=refuse is the default said aloud; any other value is a usage error', async () => {
    const r = await session(['--scrub-environ=refuse'], 'refused');
    assert.equal(r.code, EXIT.FAILURE, r.stderr);
    assert.equal(existsSync(join(dir, 'refused')), false);
    await assert.rejects(session(['--scrub-environ', 'ignore'], 'bad'), UsageError);
  });
});
