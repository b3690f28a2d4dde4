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
      // An attack's calls the injection asks for: one or more (the first admitted one is its success).
      assert.ok(t.kind === 'attack' ? injected.length >= 1 : injected.length === 0, t.id);
      if (t.kind === 'attack') assert.ok(t.steps.at(-1)?.injected, `${t.id}: the injected call comes last`);
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
