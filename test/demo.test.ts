// `gate demo` runs in CI: a real process, its table checked for each outcome issue 7 names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runGate } from './helpers/gate-process.js';

test('gate demo shows every outcome and verifies its journal', async () => {
  const r = await runGate(['demo'], { timeoutMs: 60_000 });
  assert.equal(r.code, 0, r.stderr);
  const rowOf = (step: string) => {
    const line = r.stdout.split('\n').find((l) => l.includes(step));
    assert.ok(line, `no row for "${step}"`);
    return line;
  };
  assert.match(rowOf('read a source file'), /\bRead\s+ALLOW\b/);
  assert.match(rowOf('a call carrying a credential is repaired'), /TRANSFORM.*"api_key":"\[REDACTED\]"/);
  assert.match(rowOf('a destructive command is refused'), /\bBash\s+DENY\s+POLICY_BLOCK\b/);
  assert.match(rowOf('a self-modification is refused'), /\bDENY\s+SELF_MODIFY\b.*\.env/);
  assert.match(rowOf('an irreversible action is held'), /REQUIRE_WITNESS.*confirm_token gw_[0-9a-f]+/);
  assert.match(rowOf('the same action with its witness is admitted'), /\bBash\s+ALLOW\b/);
  assert.match(rowOf('a result carrying a credential'), /QUARANTINE\s+SECRET_EXFIL/);
  assert.match(rowOf('a result carrying an injected instruction'), /QUARANTINE\s+TRUST_VIOLATION/);
  assert.match(rowOf('the tainted trace has no ledger of what the model read'), /REQUIRE_WITNESS/);
  assert.match(rowOf("after the web read, the user's own command still runs"), /ALLOW/);
  assert.match(
    rowOf('a command carrying a URL only the page brought in waits for a human'),
    /REQUIRE_WITNESS/,
  );
  assert.match(r.stdout, /journal: 12 rows, hash chain intact/);
  assert.match(r.stdout, /demo: all 12 steps went as expected/);
  assert.doesNotMatch(r.stdout, /unexpected/);
});
