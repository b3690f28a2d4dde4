// The replay suite's data stays well-formed, and its harness runs every trace both ways: the figures
// themselves are bench/replay's to print (held-apart traces must never become a tuning target).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadSuites, policyFor, replay } from './replay/harness.js';

const DIR = fileURLToPath(new URL('../../test/replay', import.meta.url));

test('every trace is well-formed against its tool set, and replays both ways', () => {
  const suites = loadSuites(DIR);
  assert.deepEqual(
    suites.map((s) => s.name),
    ['banking', 'chat', 'coding', 'email', 'travel', 'workspace'],
  );
  const ids = new Set<string>();
  for (const suite of suites) {
    const allowed = new Set(suite.manifest.allow);
    for (const t of suite.traces) {
      assert.ok(!ids.has(t.id), `duplicate id ${t.id}`);
      ids.add(t.id);
      const injected = t.steps.filter((s) => s.injected);
      // An attack may want two acts (fetch the attacker's page, then invite): the first one admitted is its success.
      if (t.kind === 'attack') assert.ok(injected.length >= 1, t.id);
      else assert.equal(injected.length, 0, t.id);
      // The injected call need not come last (the agent may act on the injection, then finish the user's
      // task): replay ends an attack at its first injected call, admitted or not.
      for (const s of t.steps)
        assert.ok(allowed.has(s.tool), `${t.id}: ${s.tool} is not in ${suite.name}'s floor`);
    }
    for (const mode of ['whole-trace', 'provenance'] as const) {
      const policy = policyFor(suite, mode);
      for (const t of suite.traces) assert.equal(typeof replay(policy, t, mode).stopped, 'boolean');
    }
  }
  assert.ok(ids.size >= 200, `${ids.size} traces`);
});
