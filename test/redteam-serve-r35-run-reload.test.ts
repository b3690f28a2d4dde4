// Round 35 red team: under `gate run` the agent's key was the gateway's one unlabelled key, which is the
// operator's (docs/operations.md, "Operator key"): the agent rewrote the floor file (it runs as the user
// who owns it) and reloaded it over HTTP, so a call the floor refused was admitted mid-session. And the
// approver, harness and operator key flags were read by serve only: a run went on as if not given.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runGate } from './helpers/gate-process.js';

describe('round 35: the agent under gate run cannot reload the floor', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'gate-r35-run-reload-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a rewritten floor file reloaded with the agent key is refused 403; the floor stands', async () => {
    const floor = join(dir, 'floor.json');
    writeFileSync(floor, JSON.stringify({ version: 'gate-policy/v1', deny: { Bash: 'POLICY_BLOCK' } }));
    const agent = join(dir, 'agent.mjs');
    const report = join(dir, 'report.json');
    writeFileSync(
      agent,
      `import { writeFileSync } from 'node:fs';
const e = process.env;
const call = () => fetch(e.OPENAI_BASE_URL + '/chat/completions', { method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer ' + e.GATE_KEY },
  body: JSON.stringify({ model: 'gate-builtin', messages: [{ role: 'user', content: 'run \`ls\`' }],
    tools: [{ type: 'function', function: { name: 'Bash', parameters: { type: 'object' } } }] }) })
  .then((r) => r.json()).then((b) => b.gate.verdicts[0].verdict.kind);
const before = await call();
writeFileSync(${JSON.stringify(floor)}, JSON.stringify({ version: 'gate-policy/v1', allow: ['Bash'] }));
const reloads = [];
for (const header of [{ authorization: 'Bearer ' + e.GATE_KEY }, { 'x-api-key': e.GATE_KEY }, {}]) {
  const r = await fetch(e.GATE_URL + '/v1/gate/policy/reload', { method: 'POST', headers: header });
  reloads.push(r.status);
}
writeFileSync(e.REPORT, JSON.stringify({ before, reloads, after: await call() }));
`,
    );
    const r = await runGate(['run', '--policy', floor, '--', process.execPath, agent], {
      env: { REPORT: report, GATE_AUDIT_JOURNAL: undefined },
      timeoutMs: 30_000,
    });
    assert.equal(r.code, 0, r.stderr);
    const got = JSON.parse(readFileSync(report, 'utf8')) as {
      before: string;
      reloads: number[];
      after: string;
    };
    assert.equal(got.before, 'DENY');
    assert.deepEqual(
      got.reloads,
      [403, 403, 401],
      'the agent key (either header), and no key, reload nothing',
    );
    assert.equal(got.after, 'DENY', 'the floor the run started with still decides');
  });

  for (const flag of ['--approver-key-env', '--harness-key-env', '--admin-key-env']) {
    it(`${flag} is refused rather than ignored`, async () => {
      const r = await runGate(['run', flag, 'SOME_KEY', '--', process.execPath, '-e', '0'], {
        env: { SOME_KEY: 'k'.repeat(32) },
      });
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, new RegExp(`run: ${flag} is not taken`));
    });
  }
});
