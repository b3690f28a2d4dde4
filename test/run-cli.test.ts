// `gate run` with a stand-in agent (a node script): what the agent's environment holds, the exit code
// and signals passed through, usage errors, and the summary counted from the session's journal rows.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GATE_BIN, REPO_ROOT, runGate } from './helpers/gate-process.js';

describe('gate run', () => {
  let dir: string;
  let agent: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'gate-run-cli-'));
    agent = join(dir, 'agent.mjs');
    // Writes what it was given to a file, makes one refused and one admitted call, exits with $EXIT_WITH.
    writeFileSync(
      agent,
      `import { writeFileSync } from 'node:fs';
const e = process.env;
writeFileSync(e.REPORT, JSON.stringify({ argv: process.argv.slice(2), env: e }));
const call = (content) => fetch(e.OPENAI_BASE_URL + '/chat/completions', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer ' + e.OPENAI_API_KEY },
  body: JSON.stringify({ model: 'gate-builtin', messages: [{ role: 'user', content }],
    tools: [{ type: 'function', function: { name: 'Bash', parameters: { type: 'object' } } }] }),
}).then((r) => r.status);
const statuses = [await call('run \`sudo rm -rf /var/lib/data\`'), await call('run \`ls\`')];
writeFileSync(e.REPORT + '.status', JSON.stringify(statuses));
if (e.WAIT_FOR_SIGNAL) { process.on('SIGTERM', () => process.exit(42)); console.log('ready'); setInterval(() => {}, 1000); }
else process.exit(Number(e.EXIT_WITH ?? 0));
`,
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const report = (name: string) => join(dir, name);

  it('an unknown agent gets both base URLs, a fresh key, and not the provider key; its exit code is returned', async () => {
    const runs = [];
    for (const n of [1, 2]) {
      const r = await runGate(['run', '--api-key-env', 'PROVIDER_KEY', '--', process.execPath, agent, 'x'], {
        env: {
          REPORT: report(`r${n}`),
          EXIT_WITH: '7',
          PROVIDER_KEY: 'sk-provider',
          GATE_AUDIT_JOURNAL: undefined,
        },
      });
      assert.equal(r.code, 7, r.stderr);
      runs.push({
        r,
        got: JSON.parse(readFileSync(report(`r${n}`), 'utf8')) as { argv: string[]; env: NodeJS.ProcessEnv },
      });
    }
    const [a, b] = runs as [(typeof runs)[0], (typeof runs)[0]];
    const env = a.got.env;
    assert.deepEqual(a.got.argv, ['x']);
    assert.match(env.OPENAI_BASE_URL!, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    assert.equal(env.ANTHROPIC_BASE_URL, env.OPENAI_BASE_URL!.replace(/\/v1$/, ''));
    assert.equal(env.GATE_URL, env.ANTHROPIC_BASE_URL);
    assert.equal(env.OPENAI_API_KEY, env.GATE_KEY);
    assert.equal(env.ANTHROPIC_API_KEY, env.GATE_KEY);
    assert.ok((env.GATE_KEY ?? '').length >= 32);
    assert.notEqual(env.GATE_KEY, b.got.env.GATE_KEY, 'the gateway key is made per run');
    assert.equal(env.PROVIDER_KEY, undefined, 'the agent could read the provider key');
    assert.deepEqual(JSON.parse(readFileSync(`${report('r1')}.status`, 'utf8')), [200, 200]);
    assert.match(a.r.stderr, /agent {4}exited 7/);
    assert.match(a.r.stderr, /calls {4}1 admitted, 1 refused, 0 held for a witness/);
    assert.match(a.r.stderr, /journal .*verified: journal intact: 2 rows/);
  });

  it('appends to GATE_AUDIT_JOURNAL and counts only this session', async () => {
    const journal = join(dir, 'shared.jsonl');
    for (const n of [1, 2]) {
      const r = await runGate(['run', '--', process.execPath, agent], {
        env: { REPORT: report(`j${n}`), GATE_AUDIT_JOURNAL: journal },
      });
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stderr, /calls {4}1 admitted, 1 refused/);
      assert.match(r.stderr, new RegExp(`journal intact: ${2 * n} rows`));
    }
  });

  it('the key is checked: a request without it is refused', async () => {
    const probe = join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      "const r = await fetch(process.env.GATE_URL + '/v1/models'); process.exit(r.status === 401 ? 0 : 1);",
    );
    const r = await runGate(['run', '--', process.execPath, probe]);
    assert.equal(r.code, 0, r.stderr);
  });

  it('SIGTERM is passed to the agent, and its exit code comes back', async () => {
    const child = spawn(process.execPath, [GATE_BIN, 'run', '--', process.execPath, agent], {
      cwd: REPO_ROOT,
      env: { ...process.env, REPORT: report('sig'), WAIT_FOR_SIGNAL: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      err += d;
    });
    await new Promise<void>((resolve) =>
      child.stdout.setEncoding('utf8').on('data', (d: string) => d.includes('ready') && resolve()),
    );
    child.kill('SIGTERM');
    const code = await new Promise((resolve) => child.once('exit', resolve));
    assert.equal(code, 42, err);
    assert.match(err, /agent {4}exited 42/);
  });

  it('an agent that cannot start is exit 127 with a clear line', async () => {
    const r = await runGate(['run', '--', join(dir, 'no-such-agent')]);
    assert.equal(r.code, 127);
    assert.match(r.stderr, /not found on PATH/);
  });

  for (const [args, message] of [
    [['run'], /name the agent after '--'/],
    [['run', '--'], /name the agent after '--'/],
    [['run', '--require-key-env', 'K', '--', 'x'], /makes a gateway key for each run/],
    [['run', '--stdio', '--', 'x'], /--stdio is not taken/],
    [['run', '--addr', '0.0.0.0:0', '--', 'x'], /must be a loopback address/],
    [
      ['run', '--base-url', 'http://127.0.0.1:9', '--provider', 'openai', '--', 'claude'],
      /--provider anthropic/,
    ],
  ] as const) {
    it(`usage: gate ${args.join(' ')}`, async () => {
      const r = await runGate([...args]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, message);
    });
  }
});
