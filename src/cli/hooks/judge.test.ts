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

test('a redirect is a refusal: the call is never resent elsewhere, and no verdict from elsewhere is taken', async () => {
  const { createServer } = await import('node:http');
  const seen: string[] = [];
  // The other origin would allow anything, if it were asked.
  const other = createServer((req, res) => {
    seen.push(req.url ?? '');
    const doc = JSON.stringify({ verdict: { kind: 'ALLOW', by: 'monitor' }, trace_id: 't' });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        result: { content: [{ type: 'text', text: doc }], isError: false },
      }),
    );
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  const port = (other.address() as { port: number }).port;
  for (const status of [301, 302, 303, 307, 308]) {
    const first = createServer((_req, res) =>
      res.writeHead(status, { location: `http://localhost:${port}/mcp` }).end(),
    );
    await new Promise<void>((r) => first.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(first.address() as { port: number }).port}`;
    const judge = remoteJudge({ url, key: 'k', timeoutMs: 2_000, agent: 'claude-code-hook' });
    await assert.rejects(
      judge({ phase: 'call', tool: 'Bash', args: { command: 'echo s3cr3t' }, traceId: 't' }),
      (err: unknown) =>
        err instanceof HookFailure && err.message.includes(`answered a redirect (HTTP ${status})`),
    );
    await new Promise((r) => first.close(r));
  }
  await new Promise((r) => other.close(r));
  assert.deepEqual(seen, []);
});
