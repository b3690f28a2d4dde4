// Red team, round 37: `gate run` removed the provider key from the agent's environment (rounds 15, 35),
// but the agent runs as the user who started gate run, and any process of that user reads
// /proc/<gate's pid>/environ: the block execve wrote, which deleting a variable from process.env does not
// change. An agent told to `cat /proc/$PPID/environ` (or a script doing it) had the key and could call the
// provider without gate. Now gate run overwrites those values in its own block before the agent starts
// (src/cli/own-environ.ts). One real `gate run`, a node script as the agent, a fake provider that checks
// the key still reaches it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { runGate } from './helpers/gate-process.js';

const KEY = 'sk-proj-R37environKey0123456789abcdefXYZ';

describe("round 37: the provider key is not in gate run's own /proc/<pid>/environ", {
  skip: process.platform !== 'linux',
}, () => {
  let dir: string;
  let fake: FakeUpstream;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-r37-environ-'));
    fake = await startFakeUpstream();
  });
  after(async () => {
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("the agent reads no form of the key in its parent's environ; gate still sends it upstream", async () => {
    const report = join(dir, 'report.json');
    const agent = join(dir, 'agent.mjs');
    // The agent reads its parent's start-up environment, then asks the model one question through gate.
    writeFileSync(
      agent,
      `import { readFileSync, writeFileSync } from 'node:fs';
const environ = readFileSync('/proc/' + process.ppid + '/environ', 'latin1');
const res = await fetch(process.env.OPENAI_BASE_URL + '/chat/completions', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer ' + process.env.OPENAI_API_KEY },
  body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
});
writeFileSync(process.env.REPORT, JSON.stringify({ environ, status: res.status }));
`,
    );
    const launcher = join(dir, 'agent-other');
    writeFileSync(launcher, `#!/bin/sh\nexec "${process.execPath}" "${agent}" "$@"\n`, { mode: 0o755 });
    const r = await runGate(
      [
        'run',
        '--base-url',
        fake.baseUrl,
        '--provider',
        'openai',
        '--api-key-env',
        'PROVIDER_KEY',
        '--',
        launcher,
      ],
      {
        env: {
          REPORT: report,
          GATE_AUDIT_JOURNAL: undefined,
          PROVIDER_KEY: KEY,
          OPENAI_API_KEY: KEY,
          CI_AUTH_HEADER: `Authorization: Bearer ${KEY}`,
          KEY_BASE64: Buffer.from(`Bearer ${KEY}`).toString('base64'),
          UNRELATED: 'kept-as-it-is',
        },
        timeoutMs: 30_000,
      },
    );
    assert.equal(r.code, 0, r.stderr);
    const got = JSON.parse(readFileSync(report, 'utf8')) as { environ: string; status: number };
    const entries = got.environ.split('\0');
    const holding = entries
      .filter((e) => {
        const v = e.slice(e.indexOf('=') + 1);
        return v.includes(KEY) || Buffer.from(v, 'base64').toString('latin1').includes(KEY);
      })
      .map((e) => e.slice(0, e.indexOf('=')));
    assert.deepEqual(holding, [], `gate run's /proc/<pid>/environ holds the key in ${holding.join(', ')}`);
    assert.ok(entries.includes('UNRELATED=kept-as-it-is'), 'the rest of the block is untouched');
    assert.ok(
      entries.some((e) => /^PROVIDER_KEY=\*+$/.test(e)),
      'the named variable is overwritten in place',
    );
    // The gateway read the key before the scrub: the provider still gets it, the agent's request succeeds.
    assert.equal(got.status, 200);
    const sent = fake.received.find((q) => q.url.endsWith('/chat/completions'));
    assert.equal(sent?.headers.authorization, `Bearer ${KEY}`);
    assert.ok(!r.stderr.includes(KEY) && !r.stderr.includes('stays readable'), r.stderr);
  });
});
