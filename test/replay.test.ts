// The replay suite's data stays well-formed, and its harness runs every trace both ways: the figures
// themselves are bench/replay's to print (held-apart traces must never become a tuning target).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { shareOf } from './helpers/deep.js';
import { loadSuites, policyFor, replay } from './replay/harness.js';

// Provenance replay was 30 of this file's 37 s of CPU (round 40): each run replays every trace whole-trace
// and a share, drawn afresh, with the ledger; GATE_DEEP=1 replays them all both ways. The sets grew to
// 7,600 traces and a quarter became 6.8 of 11 s (round 46): a tenth, some 760 traces a run.
const withLedger = shareOf(0.1);

const DIR = fileURLToPath(new URL('../../test/replay', import.meta.url));

test('every trace is well-formed against its tool set, and replays both ways (with the ledger, a drawn share)', () => {
  const suites = loadSuites(DIR);
  assert.deepEqual(
    suites.map((s) => s.name),
    ['banking', 'chat', 'coding', 'email', 'travel', 'workspace'],
  );
  const ids = new Set<string>();
  // Said first: a trace that throws fails inside the loop, and the seed replays the share.
  process.stdout.write(`# replay: with the ledger, ${withLedger.said}\n`);
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
      for (const t of suite.traces)
        if (mode === 'whole-trace' || withLedger.take())
          assert.equal(typeof replay(policy, t, mode).stopped, 'boolean', t.id);
    }
  }
  assert.ok(ids.size >= 200, `${ids.size} traces`);
});
