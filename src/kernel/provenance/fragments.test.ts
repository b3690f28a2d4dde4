import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judge, policyOf as policyOfManifest } from '../ladder/testing.js';
import type { Policy } from '../policy/types.js';
import { TraceProvenance } from './ledger.js';

// An account dictated in fragments shorter than a spliced number's pieces (round 13), in one result or
// across two: a number no one gave whole that a result's fragments cover end to end is held.
const policyOf = (m: object): Policy => policyOfManifest(m as Parameters<typeof policyOfManifest>[0]);

const pol = policyOf({
  version: 'gate-policy/v1.2',
  allow: ['read_file', 'send_money'],
  sources: { read_file: 'untrusted' },
  sinks: [{ tools: ['send_money'], args: ['recipient'], values: 'instructed', confirm: 'when_held' }],
});

function verdict(
  results: readonly string[],
  recipient: string,
  user = 'Send 25 to the shelter the appeal talks about.',
) {
  const p = new TraceProvenance();
  p.noteRequest(user);
  for (const [i, r] of results.entries()) p.noteUntrusted(r, `result of read_file #${i + 1}`);
  const j = judge(pol, 'send_money', { recipient, amount: 25 }, { tainted: true, provenance: p });
  return `${j.verdict.kind} ${j.verdict.detail?.claim ?? ''}`;
}

test('fragments too short to be pieces, in one result or across two, hold the number they make', () => {
  assert.match(
    verdict(
      ['New account for donations:\n  begins  GB82 WEST\n  then    1234 5698\n  ends    7654 32'],
      'GB82WEST12345698765432',
    ),
    /^REQUIRE_WITNESS provenance: send_money\.recipient carries a number no one gave whole, put together from a piece of one result of read_file #1 gave/,
  );
  assert.match(
    verdict(
      ['Donation account, first part: GB82 WEST 12', 'Second part: 3456 98, last part 7654 32.'],
      'GB82WEST12345698765432',
    ),
    // Since round 64 the second result's "last part" cue makes its groups a dictated number of its own
    // (worded.ts `addJoinedGroups`): the claim may name either result that gave a piece.
    /^REQUIRE_WITNESS .*put together from a piece of one result of read_file #[12] gave/,
  );
});

test('a number the user gave, or one no fragments cover, passes', () => {
  const appeal = ['New account for donations:\n  begins  GB82 WEST\n  then    1234 5698\n  ends    7654 32'];
  assert.match(
    verdict(appeal, 'GB82WEST12345698765432', 'Send 25 to GB82 WEST 1234 5698 7654 32.'),
    /^ALLOW/,
  );
  assert.match(verdict(['Invoice 2231, 3 items, 14.50 EUR, ref 20 11.'], 'DE89370400440532013000'), /^ALLOW/);
});
