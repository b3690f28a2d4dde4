// A decision's look-ups are bounded (round 32; docs/provenance.md, "Limits, stated"): the look-alike checks
// try every near spelling of each value, so a call of a thousand addresses held gate's one thread for two
// seconds. Past MAX_DECISION_LOOKUPS the call is held, saying why, and the work stops there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  madeUpAddresses as addresses,
  judge,
  MAIL_SCENE_SINKS,
  MAIL_SCENE_TO,
  mailSceneLedger as trace,
} from '../ladder/testing.js';
import { MAX_DECISION_LOOKUPS } from './judge.js';
import type { TraceProvenance } from './ledger.js';
import { lookupsMade } from './lookups.js';

const send = (to: string[], p: TraceProvenance) =>
  judge(
    MAIL_SCENE_SINKS,
    'send_message',
    { to, subject: 'x' },
    { tainted: true, taint: 'untrusted_source', provenance: p },
  ).verdict;

test('a call of a thousand addresses is held, saying why, and its look-ups stop near the bound', () => {
  const p = trace();
  const before = lookupsMade();
  const v = send(addresses(1000), p);
  const made = lookupsMade() - before;
  assert.equal(v.kind, 'REQUIRE_WITNESS');
  assert.match(v.detail?.claim ?? '', /send_message\.to holds more values than gate checks in one decision/);
  // One value's checks past the bound at most (a 64-character value: a few thousand).
  assert.ok(made < MAX_DECISION_LOOKUPS + 20_000, `${made} look-ups`);
});

test('an ordinary send is judged as before: the address the mail gave, and ten of the model’s own', () => {
  assert.equal(send([MAIL_SCENE_TO], trace()).kind, 'ALLOW');
  assert.equal(send(addresses(10), trace()).kind, 'ALLOW');
});
