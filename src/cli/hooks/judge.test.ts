// The remote judge's refusals: what they say about GATE_URL reaches the agent and its model (round 51).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { HookFailure, remoteJudge, shownUrl } from './judge.js';

const secret = fc.stringMatching(/^[A-Za-z0-9_-]{12,24}$/);

test('shownUrl keeps scheme, host and port, never userinfo, path, query or fragment', () => {
  fc.assert(
    fc.property(secret, fc.constantFrom('userinfo', 'password', 'path', 'query', 'fragment'), (s, where) => {
      const url =
        where === 'userinfo'
          ? `http://${s}@127.0.0.1:8080/`
          : where === 'password'
            ? `https://gate:${s}@gate.example:8443`
            : where === 'path'
              ? `http://127.0.0.1:8080/${s}/`
              : where === 'query'
                ? `http://127.0.0.1:8080/?token=${s}`
                : `http://127.0.0.1:8080/#${s}`;
      const shown = shownUrl(url);
      assert.ok(!shown.includes(s), shown);
      assert.match(shown, /^https?:\/\/(127\.0\.0\.1:8080|gate\.example:8443)$/);
    }),
    { numRuns: 50 },
  );
  assert.equal(shownUrl('not a url s3cr3t'), 'GATE_URL (not an absolute URL)');
});

test('a refusal for an unreachable gate does not quote a key written into GATE_URL', async () => {
  for (const url of ['http://user:s3cr3t-k3y@127.0.0.1:9/', 'http://127.0.0.1:9/?token=s3cr3t-k3y']) {
    const judge = remoteJudge({ url, timeoutMs: 2_000, agent: 'claude-code-hook' });
    await assert.rejects(
      judge({ phase: 'call', tool: 'Bash', args: { command: 'ls' }, traceId: 't' }),
      (err: unknown) =>
        err instanceof HookFailure && !err.message.includes('s3cr3t') && /127\.0\.0\.1:9/.test(err.message),
    );
  }
});
