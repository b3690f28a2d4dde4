// Round 59 (docs/fleet.md "Round 59 (fleet-r59)"): a `values: trace` sink on an untainted trace whose
// ledger is full. Such a ledger cannot say what the trace read (a flood of the book, a forgotten or lost
// note, an unread history), and the `any` and `instructed` modes already held every value the user did not
// give on it; the strictest mode admitted, for want of a taint mark. Every full state × tainted or not ×
// an argument the user gave or not: the trace sink never admits what the user did not dictate, and still
// admits what the user dictated (the control: a ledger that is not full, untainted, admits anything).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { loadPolicy } from '../policy/load.js';
import { TraceProvenance } from '../provenance/ledger.js';
import { adjudicate } from './ladder.js';
import { loadProvenanceRung } from './provenance-load.js';

await loadProvenanceRung();

const policy = loadPolicy(
  JSON.stringify({
    version: 'gate-policy/v1.2',
    allow: ['update_password', 'send_money'],
    sinks: [
      { tools: ['update_password'], values: 'trace', confirm: 'when_held' },
      { tools: ['send_money'], args: ['recipient'], values: 'any', confirm: 'when_held' },
    ],
  }),
  'trace-full-r59',
);

const TURN = 'Change my password to Corvid-Lantern-42 please.';
const FULL_STATES: Record<string, () => TraceProvenance> = {
  'unknown()': () => TraceProvenance.unknown(),
  'a snapshot holding only full': () =>
    TraceProvenance.from({ trusted: [], untrusted: [], carries: [], full: true }),
  'overflowed by a flood of results': () => {
    const l = new TraceProvenance({ maxKeys: 64, maxSources: 4 });
    const flood = Array.from({ length: 80 }, (_, i) => `user${i}@flood${i}.example`).join(' ');
    l.noteUntrusted(flood, 'result of read');
    return l;
  },
};

const verdictOf = (ledger: TraceProvenance, tainted: boolean, password: string) =>
  adjudicate(
    policy,
    { tool: 'update_password', args: { password }, traceId: 't' },
    tainted ? { tainted, taint: 'untrusted_source', provenance: ledger } : { tainted, provenance: ledger },
  ).kind;

test('a trace sink on a full ledger admits only what the user dictated, tainted or not', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...Object.keys(FULL_STATES)),
      fc.boolean(),
      fc.constantFrom('hunter22-Attacker', 'Corvid-Lantern-42'),
      (state, tainted, password) => {
        const ledger = FULL_STATES[state]!();
        assert.equal(ledger.full, true, state);
        ledger.noteRequest(TURN);
        const kind = verdictOf(ledger, tainted, password);
        if (password === 'Corvid-Lantern-42')
          assert.equal(kind, 'ALLOW', `${state}: the user's own password`);
        else
          assert.notEqual(
            kind,
            'ALLOW',
            `${state}, tainted ${tainted}: admitted a password the user never gave`,
          );
      },
    ),
    { numRuns: 60, includeErrorInReport: true },
  );
});

test('the control: an untainted ledger that is not full admits the trace sink whatever its argument', () => {
  const ledger = new TraceProvenance();
  ledger.noteRequest(TURN);
  assert.equal(verdictOf(ledger, false, 'hunter22-Attacker'), 'ALLOW');
});

test('the strictest mode is no weaker than `any` on an untainted full ledger', () => {
  const ledger = TraceProvenance.unknown();
  ledger.noteRequest('Pay my landlord GB29NWBK60161331926819 and change my password.');
  const money = adjudicate(
    policy,
    { tool: 'send_money', args: { recipient: 'US133000000121212121212' }, traceId: 't' },
    { tainted: false, provenance: ledger },
  ).kind;
  assert.equal(money, 'REQUIRE_WITNESS', '`any` holds a value the user did not give on a full ledger');
  assert.equal(verdictOf(ledger, false, 'hunter22-Attacker'), 'REQUIRE_WITNESS');
});
