// Red team round 62 (redteam2-r62): a key flag naming an env var gate could never take a header from. A
// key of 60,000 visible characters started `gate serve` without a word, and every client that presented it
// was answered 431 (node bounds a request head at 16 KiB): the operator saw a gate no one could reach.
// Now every key flag (serve's five, run's --api-key-env) refuses such a key at start, naming the flag, the
// variable and the bound, never the key's bytes (docs/cli.md, "Round 62 (redteam2-r62)").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { runGate, startGate } from './helpers/gate-process.js';

const FLAGS = [
  '--require-key-env',
  '--approver-key-env',
  '--admin-key-env',
  '--harness-key-env',
  '--api-key-env',
] as const;

/** The other keys a flag needs beside it, each distinct from the key under test. */
function companions(flag: (typeof FLAGS)[number]): string[] {
  if (flag === '--admin-key-env' || flag === '--harness-key-env') return ['--require-key-env', 'R62_CLIENT'];
  return [];
}

describe('redteam r62: a key no header can carry is refused at start', () => {
  it('fast-check: a key past 8192 characters, on any key flag, is refused by name and never echoed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FLAGS),
        fc.integer({ min: 8193, max: 100_000 }),
        fc.constantFrom('k', 'Z', '~'),
        async (flag, length, unit) => {
          const key = `MARK62${unit.repeat(length - 6)}`;
          const r = await runGate(['serve', '--addr', '127.0.0.1:0', ...companions(flag), flag, 'R62_KEY'], {
            env: { R62_KEY: key, R62_CLIENT: 'client-key-r62-distinct' },
            timeoutMs: 30_000,
          });
          // A client-side key is a usage error (2); the provider's, as its unset or empty variable is, a failure (1).
          const code = flag === '--api-key-env' ? 1 : 2;
          assert.equal(r.code, code, `${flag} with a ${length}-character key: ${r.stderr}`);
          assert.match(
            r.stderr,
            new RegExp(`${flag} names R62_KEY, which holds ${length} characters; a key must be at most 8192`),
          );
          assert.ok(!(r.stderr + r.stdout).includes('MARK62'), 'the key bytes were written out');
        },
      ),
      { numRuns: 10 },
    );
  });

  it('gate run refuses a provider key past the bound the same way, before it starts anything', async () => {
    const r = await runGate(['run', '--api-key-env', 'R62_KEY', '--', 'true'], {
      env: { R62_KEY: `MARK62${'p'.repeat(9000)}` },
    });
    assert.notEqual(r.code, 0);
    assert.match(
      r.stderr,
      /--api-key-env names R62_KEY, which holds 9006 characters; a key must be at most 8192/,
    );
    assert.ok(!r.stderr.includes('MARK62'));
  });

  it('a key at the bound is taken: gate starts and a client presenting it is admitted, a wrong one not', async () => {
    const key = 'b'.repeat(8192);
    const gate = await startGate(['--require-key-env', 'R62_KEY'], { env: { R62_KEY: key } });
    try {
      const ok = await fetch(`${gate.url}/metrics`, { headers: { authorization: `Bearer ${key}` } });
      assert.equal(ok.status, 200);
      await ok.arrayBuffer();
      const wrong = await fetch(`${gate.url}/metrics`, { headers: { authorization: `Bearer ${key}c` } });
      assert.equal(wrong.status, 401);
      await wrong.arrayBuffer();
    } finally {
      await gate.stop();
    }
  });
});
