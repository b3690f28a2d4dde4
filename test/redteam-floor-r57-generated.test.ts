// Round 57 (docs/floor.md, "Round 57 (redteam-r57)"): the generated hunt over the floor's path rules and
// its egress rung. Each shared directory, guarded home file, root and metadata host spelling
// (test/helpers/shell-spellings.ts) is refused in every command that reaches it as written; then respelt
// by the shell, put behind a variable's operator, and wrapped, in the kernel (both shell readers) and
// through the real `gate preflight`. An admitted spelling is a defect.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { processVerdict, verdict } from './helpers/redteam-floor.js';
import {
  HOME_FILE_CARRIERS,
  HOME_FILE_SPELLINGS,
  HOST_CARRIERS,
  METADATA_HOSTS,
  type PlaceSpelling,
  placeSpelled,
  placeSpellings,
  ROOT_CARRIERS,
  ROOT_SPELLINGS,
  SHARED_DIR_CARRIERS,
  SHARED_DIR_SPELLINGS,
} from './helpers/shell-spellings.js';

const every = (kind: PlaceSpelling['kind'], targets: number, carriers: number): PlaceSpelling[] =>
  Array.from({ length: targets * carriers }, (_, k) => ({
    kind,
    target: Math.floor(k / carriers),
    carrier: k % carriers,
    via: null,
    ways: ['plain'],
    cuts: [],
    lists: [],
  }));

test('every spelling in every carrier, as written: refused (shared places, the home, the root, hosts)', () => {
  const all = [
    ...every('shared', SHARED_DIR_SPELLINGS.length, SHARED_DIR_CARRIERS.length),
    ...every('home', HOME_FILE_SPELLINGS.length, HOME_FILE_CARRIERS.length),
    ...every('root', ROOT_SPELLINGS.length, ROOT_CARRIERS.length),
    ...every('host', METADATA_HOSTS.length, HOST_CARRIERS.length),
  ];
  let read = 0;
  for (const s of all) {
    const spelled = placeSpelled(s);
    if (spelled === undefined) continue;
    read++;
    assert.equal(verdict(spelled.text).kind, 'DENY', JSON.stringify(spelled.text));
  }
  // Not a vacuous loop: most combinations reach their target.
  assert.ok(read > all.length * 0.8, `${read} of ${all.length}`);
});

test('generated respellings of the places: none admitted by the kernel (both shell readers)', () => {
  fc.assert(
    fc.property(placeSpellings(), (s) => {
      const spelled = placeSpelled(s);
      fc.pre(spelled !== undefined);
      const { text } = spelled as { text: string };
      // REQUIRE_WITNESS holds the call for a witness: not admitted.
      assert.notEqual(verdict(text).kind, 'ALLOW', JSON.stringify(text));
    }),
    { numRuns: runsOf(400, 20_000) },
  );
});

test('generated respellings of the places through the real gate preflight: none admitted', () => {
  fc.assert(
    fc.property(placeSpellings(), (s) => {
      const spelled = placeSpelled(s);
      fc.pre(spelled !== undefined);
      const { text } = spelled as { text: string };
      assert.doesNotMatch(processVerdict('Bash', { command: text }), /verdict=ALLOW/, JSON.stringify(text));
    }),
    { numRuns: runsOf(40, 2_000) },
  );
});
