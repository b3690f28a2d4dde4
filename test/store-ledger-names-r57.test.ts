// Round 57 (store-r57, docs/fleet.md "Round 57"): the names a result put a ledger key beside are kept in
// Redis as fingerprints (of each word and of its prefixes at the floor's `allow_prefix` lengths), no
// longer as the words. Read back against a floor they must admit exactly what the words admit under the
// kernel's rule (an `allow` name, or a word starting with an `allow_prefix` entry), never less, and fail
// closed (unread: held) for whatever this replica cannot check.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { ORDER_NONE, ORDER_PLAIN, ORDER_PRESSED } from '../src/kernel/provenance/instruction.js';
import { UNREAD_NAMES } from '../src/kernel/provenance/ledger.js';
import { nameBookOf, namesField, namesOf } from '../src/store/ledger-names.js';
import { decodeLedger } from '../src/store/ledger-redis.js';

/** The kernel's admission of a lowercased name by a floor (ladder.ts toolNamesOf). */
const admits = (floor: { allow: string[]; allowPrefix: string[] }) => (n: string) =>
  floor.allow.includes(n) || floor.allowPrefix.some((p) => n.startsWith(p));

const word = fc.stringMatching(/^[a-z][a-z0-9_-]{0,20}$/);
const floorArb = fc.record({
  allow: fc.array(word, { maxLength: 6 }),
  allowPrefix: fc.array(fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/), { maxLength: 3 }),
});
/** Names a result may hold: the floor's tools, words starting with its prefixes, other words. */
const namesFor = (floor: { allow: string[]; allowPrefix: string[] }) =>
  fc.array(
    fc.oneof(
      word,
      ...(floor.allow.length > 0 ? [fc.constantFrom(...floor.allow)] : []),
      ...(floor.allowPrefix.length > 0
        ? [fc.tuple(fc.constantFrom(...floor.allowPrefix), word).map(([p, w]) => p + w)]
        : []),
    ),
    { minLength: 1, maxLength: 8 },
  );

describe('store-r57: fingerprinted names, read back against the floor', () => {
  test('a floor reads back what the words admit, exactly, and the field holds none of them', () => {
    fc.assert(
      fc.property(
        floorArb.chain((floor) => fc.tuple(fc.constant(floor), namesFor(floor))),
        ([floor, names]) => {
          const book = nameBookOf(floor);
          const field = namesField(names, book);
          const back = namesOf(field, book);
          const rule = admits(floor);
          assert.ok(!back.includes(UNREAD_NAMES), 'the writer’s own floor reads every name');
          // What the kernel asks of the names read back (each is one the floor admits) is what it asks of the words.
          assert.equal(back.some(rule), names.some(rule), JSON.stringify({ floor, names, back }));
          assert.ok(back.every(rule), 'only the floor’s names are read back');
          // No result word in Redis: the field is its version, prefix lengths and base-36 fingerprints.
          assert.match(field, /^2 (-|[0-9,]+) [0-9]+( [0-9a-z.-]+)+$/);
          // Cut short anywhere: never read as fewer or other names than the floor admits (held instead).
          for (let cut = 1; cut < field.length; cut++) {
            const part = namesOf(field.slice(0, cut), book);
            assert.ok(
              part.includes(UNREAD_NAMES) || part.some(rule) === names.some(rule),
              field.slice(0, cut),
            );
          }
          for (const n of names) if (n.length >= 6) assert.ok(!field.includes(n), n);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('a replica whose floor differs: exact names still match; a prefix length not kept is unread (held)', () => {
    fc.assert(
      fc.property(
        floorArb,
        floorArb,
        fc.array(word, { minLength: 1, maxLength: 8 }),
        (writer, reader, names) => {
          const field = namesField(names, nameBookOf(writer));
          const back = namesOf(field, nameBookOf(reader));
          const rule = admits(reader);
          // Never narrower than the words under the reader's own floor: held or matched.
          if (names.some(rule)) assert.ok(back.includes(UNREAD_NAMES) || back.some(rule));
          const kept = new Set(writer.allowPrefix.map((p) => p.length));
          if (reader.allowPrefix.some((p) => !kept.has(p.length))) assert.deepEqual(back, [UNREAD_NAMES]);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('what this replica cannot read is unread: no floor, a later version, a name kept as *, a malformed field', () => {
    const book = nameBookOf({ allow: ['send_money'], allowPrefix: ['github_'] });
    const good = namesField(['send_money'], book);
    assert.deepEqual(namesOf(good, book), ['send_money']);
    assert.deepEqual(namesOf(good, undefined), [UNREAD_NAMES], 'no floor known');
    for (const v of [
      '3 - abc',
      '2 - *',
      '2',
      '2 -',
      '2 x abc',
      '2 7 abc',
      '2 7 abc.def.ghi',
      '2 7 ABC.def',
      '2 7 abc.DEF',
      '2 7 abc.',
    ])
      assert.ok(namesOf(v, book).includes(UNREAD_NAMES), v);
    // More names than a key keeps, a name no tool could be: held, never dropped.
    assert.deepEqual(namesOf(namesField(Array(9).fill('read_file'), book), book), [UNREAD_NAMES]);
    assert.deepEqual(namesOf(namesField(['x'.repeat(129)], book), book), [UNREAD_NAMES]);
    // Round 56's words are read as they are (a key a round-56 replica named first).
    assert.deepEqual(namesOf('1 send_money other_word', book), ['send_money', 'other_word']);
  });

  test('bounded: eight names under the most prefix lengths kept', () => {
    const prefixes = Array.from({ length: 32 }, (_, i) => `${'p'.repeat(i + 1)}`);
    const book = nameBookOf({ allow: [], allowPrefix: prefixes });
    const field = namesField(Array(8).fill('q'.repeat(128)), book);
    assert.ok(field.length < 8 * 33 * 11 + 100, `${field.length}`);
    const more = nameBookOf({ allow: [], allowPrefix: [...prefixes, 'p'.repeat(40)] });
    assert.deepEqual(namesOf(namesField(['pp_x'], more), more), [UNREAD_NAMES], 'past 32 lengths: unread');
  });

  test('an order level this replica cannot read (cut short, a stranger’s) is pressed, never none', () => {
    const level = (i: string | undefined) =>
      decodeLedger({ 'u:1': 'x', ...(i !== undefined && { 'i:1': i }) })!.untrusted[0]![2];
    assert.equal(level(undefined), ORDER_NONE);
    assert.equal(level('0'), ORDER_NONE);
    assert.equal(level('1'), ORDER_PLAIN);
    // Before round 57 each of these read as none: a pressed key cut short was an admit.
    for (const v of ['', 'r', '3', '22', 'x']) assert.equal(level(v), ORDER_PRESSED, JSON.stringify(v));
  });
});
