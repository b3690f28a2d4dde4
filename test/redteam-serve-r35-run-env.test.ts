// Round 35 red team: `gate run` removed only the variable --api-key-env names from the agent's
// environment. The provider key under any other name (a copy in OPENAI_API_KEY for Codex, an auth header
// line, its base64) reached the agent, which could then call the provider without gate. One real
// `gate run` per case, with a node script as the agent reporting the environment it got.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runGate } from './helpers/gate-process.js';

const KEY = 'sk-proj-R35runEnvKey0123456789abcdefXYZ';

describe('round 35: gate run hands the agent no copy of the provider key', () => {
  let dir: string;
  let agent: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'gate-r35-run-env-'));
    agent = join(dir, 'agent.mjs');
    writeFileSync(
      agent,
      `import { writeFileSync } from 'node:fs';
writeFileSync(process.env.REPORT, JSON.stringify(process.env));
`,
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  // Each agent kind builds its environment its own way; Codex keeps OPENAI_API_KEY as the user set it.
  for (const kind of ['other', 'codex', 'claude'] as const) {
    it(`${kind}: no variable holds the key in any form; the rest of the environment is kept`, async () => {
      const report = join(dir, `${kind}.json`);
      // A launcher named for the agent, so gate run points it as it would the real one.
      const launcher = join(dir, kind === 'other' ? 'agent-other' : kind);
      writeFileSync(launcher, `#!/bin/sh\nexec "${process.execPath}" "${agent}" "$@"\n`, { mode: 0o755 });
      const provider = kind === 'claude' ? 'anthropic' : 'openai';
      const r = await runGate(
        [
          'run',
          '--base-url',
          'http://127.0.0.1:9/v1',
          '--provider',
          provider,
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
            ANTHROPIC_AUTH_TOKEN_COPY: KEY,
            CI_AUTH_HEADER: `Authorization: Bearer ${KEY}`,
            KEY_BASE64: Buffer.from(`Bearer ${KEY}`).toString('base64'),
            KEY_PERCENT: encodeURIComponent(KEY).replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
            UNRELATED: 'sk-proj-another-key-of-the-user',
          },
          timeoutMs: 30_000,
        },
      );
      assert.equal(r.code, 0, r.stderr);
      const env = JSON.parse(readFileSync(report, 'utf8')) as Record<string, string>;
      const holding = Object.keys(env).filter((name) => {
        const v = env[name]!;
        return (
          v.includes(KEY) ||
          Buffer.from(v, 'base64').toString('latin1').includes(KEY) ||
          safeDecode(v).includes(KEY)
        );
      });
      assert.deepEqual(
        holding,
        [],
        `the agent's environment holds the provider key in ${holding.join(', ')}`,
      );
      assert.equal(env.UNRELATED, 'sk-proj-another-key-of-the-user');
      assert.ok(env.PATH, 'PATH is kept');
      assert.ok((env.GATE_KEY ?? '').startsWith('gate-run-'));
      assert.ok(!r.stderr.includes(KEY), 'the key is not printed');
    });
  }
});

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
