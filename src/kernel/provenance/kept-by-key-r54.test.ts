// Round 54 (issue 20): what a sink's decision computes from a key or a tool's name alone is kept by it
// (acts.ts toolActsOf, twin-index.ts skeletonsOf, judge.ts widenedMailboxes and widenedHosts, party.ts's
// choice marks). A kept thing must be the key's alone: asked of two ledgers in turn, each check answers
// for its own ledger, past the memo's bound as before it, and counts the look-ups it counted when it was
// computed anew (MAX_DECISION_LOOKUPS holds where it held).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { nameSegments } from '../policy/names.js';
import { toolActs, toolActsOf } from './acts.js';
import { CHOICE_WORDS } from './instruction-words.js';
import { domainTwin, twinOf, widenedDomainTwin, widenedHostTwin } from './judge.js';
import { TraceProvenance } from './ledger.js';
import { lookupsMade } from './lookups.js';
import { leavesChoice } from './party.js';

const letters = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'abcdefghiklmnoprstuvw'), { minLength: min, maxLength: max })
    .map((a) => a.join(''));

/** A mailbox on a domain lengthened by a word (`legal@keel-law-partners.example`) and the domain it widens. */
const widened = fc
  .tuple(letters(3, 8), letters(5, 9), letters(5, 9), letters(4, 8), fc.constantFrom('example', 'de', 'com'))
  .map(([local, a, b, extra, tld]) => ({
    value: `${local}@${a}-${b}-${extra}.${tld}`,
    known: `${local}@${a}-${b}.${tld}`,
    host: `${a}-${b}-${extra}.${tld}`,
    knownHost: `${a}-${b}.${tld}`,
  }));

/** A ledger whose result gave `text`, after a user's turn that gave none of it. */
function ledgerGiving(text: string): TraceProvenance {
  const p = new TraceProvenance();
  p.noteRequest('Send the signed contract to the firm, please.');
  p.noteUntrusted(`Our office: ${text} - write to us there.`, 'result of read_message', 'read_message');
  return p;
}

/** Look-ups one call makes. */
function counted<T>(f: () => T): [T, number] {
  const before = lookupsMade();
  const out = f();
  return [out, lookupsMade() - before];
}

test('a widened domain is judged against each ledger, not the first one asked', () => {
  fc.assert(
    fc.property(widened, fc.array(fc.boolean(), { minLength: 2, maxLength: 6 }), (w, order) => {
      const gave = ledgerGiving(w.known);
      const other = ledgerGiving('someone@elsewhere.example');
      const email = `email:${w.value}`;
      const host = [`host:${w.host}`];
      for (const first of order) {
        const p = first ? gave : other;
        assert.equal(widenedDomainTwin(email, p), first, `${w.value} beside ${w.known}`);
        assert.equal(widenedHostTwin(host, p), first, `${w.host} beside ${w.knownHost}`);
      }
    }),
    { numRuns: 120 },
  );
});

test('a widened domain asked again counts the look-ups of its first asking, past the bound too', () => {
  fc.assert(
    fc.property(widened, (w) => {
      const p = ledgerGiving('someone@elsewhere.example');
      // The ledger reads what it was given at its first asking, fingerprinting (and counting) its values.
      p.givenByUserKey('word:contract');
      const email = `email:${w.value}`;
      const host = [`host:${w.host}`];
      const [, first] = counted(() => widenedDomainTwin(email, p) || widenedHostTwin(host, p));
      const [, again] = counted(() => widenedDomainTwin(email, p) || widenedHostTwin(host, p));
      assert.equal(again, first);
      assert.ok(first >= 6, `${first} look-ups`);
    }),
    { numRuns: 60 },
  );
  // Past the memo's bound (512 keys): the first key is computed anew and answers as it did.
  const w = { value: 'legal@keel-law-partners.example', known: 'legal@keel-law.example' };
  const p = ledgerGiving(w.known);
  assert.equal(widenedDomainTwin(`email:${w.value}`, p), true);
  for (let i = 0; i < 1100; i++) widenedDomainTwin(`email:a${i}@filler-word-${i}.example`, p);
  assert.equal(widenedDomainTwin(`email:${w.value}`, p), true);
  assert.equal(widenedDomainTwin(`email:${w.value}`, ledgerGiving('x@y.example')), false);
});

test("a twin check's skeletons are the key's: two ledgers asked in turn keep their own answers", () => {
  fc.assert(
    fc.property(
      letters(3, 8),
      letters(6, 12),
      fc.nat(),
      fc.array(fc.boolean(), { minLength: 2, maxLength: 6 }),
      (local, label, at, order) => {
        const i = 1 + (at % (label.length - 2));
        // Two neighbours swapped: a twin twinOf and domainTwin both read.
        const twin =
          label[i] === label[i + 1]
            ? `${label}s`
            : label.slice(0, i) + label[i + 1] + label[i] + label.slice(i + 2);
        const gave = ledgerGiving(`${local}@${label}.example`);
        const other = ledgerGiving('someone@elsewhere.example');
        for (const first of order) {
          const p = first ? gave : other;
          assert.equal(twinOf(`email:${local}@${twin}.example`, p), first, `${twin} beside ${label}`);
          assert.equal(domainTwin([`host:${twin}.example`], p), first);
          assert.equal(
            domainTwin([`host:${twin}.example`], p),
            domainTwin([`host:${twin}.example`], p, false),
          );
        }
      },
    ),
    { numRuns: 120 },
  );
});

test("a tool's acts are its name's, however often and in whatever order names are asked", () => {
  const verbs = [
    'send',
    'pay',
    'share',
    'book',
    'delete',
    'read',
    'get',
    'post',
    'create',
    'update',
    'rebook',
    'x',
  ];
  const nouns = ['message', 'email', 'file', 'payment', 'event', 'channel', 'webpage', 'flight', 'user', 'x'];
  const name = fc
    .tuple(
      fc.constantFrom(...verbs),
      fc.constantFrom(...nouns),
      fc.constantFrom('_', '-', '', '.'),
      fc.boolean(),
    )
    .map(([v, n, sep, camel]) => (camel ? `${v}${n[0]!.toUpperCase()}${n.slice(1)}` : `${v}${sep}${n}`));
  fc.assert(
    fc.property(fc.array(name, { minLength: 1, maxLength: 12 }), (names) => {
      for (const tool of [...names, ...names.reverse()])
        assert.equal(toolActsOf(tool), toolActs(nameSegments(tool)), tool);
    }),
    { numRuns: 200 },
  );
  // Past the bound of the names kept (4,096), and the name asked last before it.
  assert.equal(toolActsOf('send_message'), toolActs(['send', 'message']));
  for (let i = 0; i < 5000; i++) toolActsOf(`tool_${i}`);
  assert.equal(toolActsOf('pay_invoice'), toolActs(['pay', 'invoice']));
  assert.equal(toolActsOf('send_message'), toolActs(['send', 'message']));
  assert.notEqual(toolActsOf('send_message'), toolActsOf('pay_invoice'));
});

test('leavesChoice answers and counts as a look-up of each choice word in turn', () => {
  fc.assert(
    fc.property(fc.subarray([...CHOICE_WORDS]), fc.boolean(), (words, operator) => {
      const p = new TraceProvenance();
      const text = `Book a table for four ${words.map((w) => `${w} `).join('')}tonight.`;
      if (operator) p.noteOperator(text);
      else p.noteRequest(text);
      const reference = new TraceProvenance();
      if (operator) reference.noteOperator(text);
      else reference.noteRequest(text);
      p.givenByUserKey('word:table');
      reference.givenByUserKey('word:table');
      const [expected, expectedLookups] = counted(() =>
        CHOICE_WORDS.some((w) => reference.givenByUserKey(`word:${w}`)),
      );
      const [got, lookups] = counted(() => leavesChoice(p));
      assert.equal(got, expected, text);
      assert.equal(lookups, expectedLookups, text);
      if (words.length > 0) assert.ok(got, text);
    }),
    { numRuns: 150 },
  );
});
