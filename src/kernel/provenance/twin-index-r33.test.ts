// Round 33 (issue 20): twinOf and domainTwin ask the ledger's twin index (twin-index.ts) before trying
// spellings. The index must answer as the spellings would on any ledger, however its values came in (a
// reading kept from before, a request's memo, a snapshot, earlier requests' fingerprints, past its
// bound), and count the look-ups the spellings would make, so MAX_DECISION_LOOKUPS holds where it held.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from '../../../test/helpers/deep.js';
import { alteredUsersNumber, domainTwin, spellingLookups, twinNumber, twinOf, twinSpelled } from './judge.js';
import { TraceProvenance } from './ledger.js';
import { lookupsMade } from './lookups.js';
import { MAX_TWIN_SKELETONS, WORD_ENDINGS } from './twin-index.js';

/** Letters that pass for one another, a hyphen and a few others: twins of each other come often. */
const CHARS = 'lio10rnmvwae-';
const word = (min: number, max: number) =>
  fc.array(fc.constantFrom(...CHARS), { minLength: min, maxLength: max }).map((a) => a.join(''));
const label = word(5, 10).filter((w) => /^[a-z0-9]/.test(w) && /[a-z0-9]$/.test(w) && !w.includes('--'));
const address = fc
  .tuple(word(2, 8), label, fc.constantFrom('example', 'de', 'com'))
  .filter(([l]) => /^[a-z0-9]/.test(l) && /[a-z0-9]$/.test(l))
  .map(([local, host, tld]) => `${local.replace(/-/g, '.')}@${host}.${tld}`);

const LOOKALIKE: Record<string, string> = { l: 'i', i: '1', 1: 'l' };

/** One step of each class twinOf and domainTwin read (docs/provenance.md, round 18 and round 32). */
function step(value: string, kind: number, at: number): string {
  const i = at % (value.length + 1);
  const head = value.slice(0, i);
  const rest = value.slice(i);
  switch (kind % 8) {
    case 0:
      return head + rest.slice(1); // a character dropped
    case 1:
      return head + value[at % value.length] + rest; // one of its own added
    case 2:
      return rest.length < 2 ? value : head + rest[1] + rest[0] + rest.slice(2); // neighbours swapped
    case 3:
      return value.replace(/rn/, 'm');
    case 4:
      return value.replace(/m/, 'rn');
    case 5:
      return value.replace(/[li1]/, (c) => LOOKALIKE[c]!);
    case 6:
      // Hyphens put in the label (`keel-and-co` beside `keelandco`): domainTwin drops them all.
      return value.replace(/@([^.]{4,})\./, (_, l: string) => {
        const [a, b] = [1 + (at % (l.length - 2)), l.length - 1];
        return `@${l.slice(0, a)}-${l.slice(a, b)}-${l.slice(b)}.`;
      });
    default:
      return value.replace(/\.([a-z]+)$/, 's.$1'); // an `s` added to the label
  }
}

/** How a text reaches the ledger: each path the index must see, or say it cannot answer for. */
const PATHS = [
  (p: TraceProvenance, t: string) => p.noteRequest(`Please write to ${t} about the claim.`),
  (p: TraceProvenance, t: string) => p.noteUntrusted(`From: ${t} - please reply to this address.`, 'mail', 'read'),
  (p: TraceProvenance, t: string) => p.noteAttached(`Contact ${t} for the invoice.`),
  (p: TraceProvenance, t: string) => p.noteClaimedRequest(`Send it to ${t} today.`),
  (p: TraceProvenance, t: string) => p.noteOperator(`The team's desk is ${t}.`),
  (p: TraceProvenance, t: string) => p.noteTrusted(`cc ${t}`),
  (p: TraceProvenance, t: string) => p.noteUntrusted(`Follow @${t.split('@')[0]} and https://${t.split('@')[1]}/x`, 'page', 'fetch'),
]; // biome-ignore format: one path a line

/** Every key of the address twinOf or domainTwin reads, asked both ways: the answers and look-ups agree. */
function agree(p: TraceProvenance, value: string): void {
  void p.size; // what is pending is read first, so both ways count the same look-ups
  const host = value.slice(value.indexOf('@') + 1);
  for (const key of [`email:${value}`, `tok:${value.split('@')[0]}`, `tok:${value}`]) {
    const a = lookupsMade();
    const fast = twinOf(key, p);
    const b = lookupsMade();
    const slow = twinSpelled(key, p);
    const c = lookupsMade();
    assert.equal(fast, slow, `twinOf ${key}`);
    if (!slow) assert.equal(b - a, c - b, `look-ups of ${key}`);
  }
  const keys = [`host:${host}`];
  const a = lookupsMade();
  const fast = domainTwin(keys, p);
  const b = lookupsMade();
  const slow = domainTwin(keys, p, false);
  const c = lookupsMade();
  assert.equal(fast, slow, `domainTwin ${host}`);
  if (!slow) assert.equal(b - a, c - b, `look-ups of host ${host}`);
}

test('the index answers as the spellings do, for twins of every class noted by every path', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(address, fc.nat(PATHS.length - 1)), { minLength: 1, maxLength: 4 }),
      fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(3)), { minLength: 1, maxLength: 6 }),
      (noted, asked) => {
        const p = new TraceProvenance();
        for (const [t, path] of noted) PATHS[path]!(p, t);
        for (const [kind, at, which] of asked) {
          const known = noted[which % noted.length]![0];
          agree(p, step(known, kind, at));
          agree(p, step(step(known, kind, at), kind + 1, at + 3));
        }
        for (const [t] of noted) agree(p, t);
      },
    ),
    // 100 in CI, 300 under GATE_DEEP=1 (docs/testing.md, round 69).
    { numRuns: runsOf(100, 300) },
  );
});

test("a domain whose label drops a word's ending (round 33) is found through the index as without it", () => {
  const long = fc.integer({ min: 50, max: 62 }).map((n) => 'x'.repeat(n));
  fc.assert(
    fc.property(
      fc.oneof(label, long),
      fc.constantFrom(...WORD_ENDINGS),
      fc.nat(PATHS.length - 1),
      fc.constantFrom('example', 'de', 'co.uk'),
      (w, ending, path, tld) => {
        const p = new TraceProvenance();
        PATHS[path]!(p, `desk@${w}${ending}.${tld}`);
        agree(p, `desk@${w}.${tld}`);
        agree(p, `desk@${w}${ending}.${tld}`);
      },
    ),
    { numRuns: 200 },
  );
  const p = new TraceProvenance();
  p.noteUntrusted('From: office@harfordshire-safeguarding.example - please reply.', 'mail', 'read');
  assert.ok(domainTwin(['host:harfordshire-safeguard.example'], p));
});

test('a reading or a request kept from an earlier ledger still leaves its skeletons', () => {
  const mail = 'From: p.hahn@crawford-adjusters.de - the folder goes to this address.';
  const turn = 'Share the folder with p.hahn@crawford-adjusters.de please.';
  for (let i = 0; i < 2; i++) {
    // The second ledger reads both texts from the memos the first filled.
    const p = new TraceProvenance();
    p.noteUntrusted(mail, 'mail', 'read');
    assert.ok(twinOf('email:p.hahn@crawford-adjuster.de', p), `reading, ledger ${i}`);
    assert.ok(domainTwin(['host:crawford-adjuster.de'], p), `reading, host, ledger ${i}`);
    const q = new TraceProvenance();
    q.noteRequest(turn);
    q.noteUntrusted('nothing to see: x@y.example', 'mail', 'read');
    assert.ok(twinOf('email:p.hahn@crawford-adjuster.de', q), `request, ledger ${i}`);
  }
});

test('a skeleton two known keys share still names them, and a label loses all its hyphens', () => {
  const p = new TraceProvenance();
  // Each is the asked address with one of its own letters added: both leave its whole as a skeleton.
  p.noteUntrusted('From: anna.kovac@mailbox.example, cc ana.kovacc@mailbox.example', 'mail', 'read');
  assert.ok(twinOf('email:ana.kovac@mailbox.example', p));
  assert.ok(twinSpelled('email:ana.kovac@mailbox.example', p));
  const q = new TraceProvenance();
  q.noteUntrusted('From: finn@keelandco.example - send it to our lawyers.', 'mail', 'read');
  assert.ok(domainTwin(['host:keel-and-co.example'], q));
  assert.ok(domainTwin(['host:keel-and-co.example'], q, false));
});

test("a book counts the index in a ledger's weight, waiting or built", () => {
  const p = new TraceProvenance();
  const before = p.weight;
  p.noteUntrusted('From: p.hahn@crawford-adjusters.de - the folder goes to this address.', 'mail', 'read');
  const keys = p.size.trusted + p.size.untrusted;
  const waiting = p.weight - keys;
  assert.ok(waiting > 20, `${waiting} units waiting (before: ${before})`);
  assert.ok(twinOf('email:p.hahn@crawford-adjuster.de', p));
  assert.ok(p.weight - keys > 10 && p.weight - keys <= waiting, `${p.weight - keys} units built`);
});

test('fingerprints that come without keys make the index step aside', () => {
  const p = new TraceProvenance();
  p.noteUntrusted('From: p.hahn@crawford-adjusters.de - hello.', 'mail', 'read');
  // A shared store's snapshot, and a model wire's earlier requests: the twin is found by its spellings.
  const q = TraceProvenance.from(p.snapshot());
  assert.ok(twinOf('email:p.hahn@crawford-adjuster.de', q));
  assert.ok(domainTwin(['host:crawford-adjuster.de'], q));
  const r = new TraceProvenance();
  r.noteRequest('Tell the adjuster the photos are ready.');
  r.noteEarlier(p.seenEntries());
  assert.ok(twinOf('email:p.hahn@crawford-adjuster.de', r));
  assert.ok(domainTwin(['host:crawford-adjuster.de'], r));
});

test('past its bound the index steps aside, and the ledger stays correct', () => {
  const p = new TraceProvenance();
  let held = 0;
  for (let i = 0; i < 4000 && (held === 0 || p.twinSkeletons > 0); i += 50) {
    let text = '';
    for (let j = i; j < i + 50; j++) text += ` member${j}.name@team${j}-office.example`;
    p.noteUntrusted(text, `page ${i}`, 'fetch');
    held = Math.max(held, p.twinSkeletons);
  }
  assert.ok(held > MAX_TWIN_SKELETONS / 2 && p.twinSkeletons === 0, `${held} held`);
  p.noteUntrusted('From: p.hahn@crawford-adjusters.de - hello.', 'mail', 'read');
  assert.ok(twinOf('email:p.hahn@crawford-adjuster.de', p));
});

test('spellingLookups counts what twinSpelled tries, for any body of one code unit a character', () => {
  fc.assert(
    fc.property(word(6, 20), fc.constantFrom('', '@a.b', '+x', 'é'), (w, tail) => {
      const p = new TraceProvenance();
      p.noteUntrusted('From: someone@else.example - hi.', 'mail', 'read');
      void p.size;
      const body = w + tail;
      const a = lookupsMade();
      assert.equal(twinSpelled(`tok:${body}`, p), false);
      assert.equal(lookupsMade() - a, spellingLookups(body));
    }),
    { numRuns: 200 },
  );
});

/** Both number checks asked both ways: the answers agree, and so do the look-ups where none is known. */
function numbersAgree(p: TraceProvenance, digits: string): void {
  void p.size;
  const key = `number:${digits}`;
  const checks: ((indexed: boolean) => boolean)[] = [
    (indexed) => alteredUsersNumber(key, p, indexed),
    (indexed) => twinNumber(key, 'a result', p, indexed),
  ];
  for (const check of checks) {
    const a = lookupsMade();
    const fast = check(true);
    const b = lookupsMade();
    const slow = check(false);
    const c = lookupsMade();
    assert.equal(fast, slow, key);
    if (!slow) assert.equal(b - a, c - b, `look-ups of ${key}`);
  }
}

const NUMBER_PATHS = [
  (p: TraceProvenance, n: string) => p.noteRequest(`Pay invoice 7 to account ${n} today.`),
  (p: TraceProvenance, n: string) => p.noteUntrusted(`Our account number is ${n}.`, 'mail', 'read'),
  (p: TraceProvenance, n: string) => p.noteClaimedRequest(`My account is ${n}.`),
  (p: TraceProvenance, n: string) => p.noteAttached(`Statement for account ${n}.`),
]; // biome-ignore format: one path a line

test('the index answers as oneDigitOff does for numbers one digit off or swapped', () => {
  const digits = fc
    .array(fc.constantFrom(...'0123456789'), { minLength: 10, maxLength: 24 })
    .map((a) => a.join(''));
  fc.assert(
    fc.property(
      fc.array(fc.tuple(digits, fc.nat(NUMBER_PATHS.length - 1)), { minLength: 1, maxLength: 3 }),
      fc.array(fc.tuple(fc.nat(), fc.nat(9), fc.boolean(), fc.nat(2)), { minLength: 1, maxLength: 5 }),
      (noted, asked) => {
        const p = new TraceProvenance();
        for (const [n, path] of noted) NUMBER_PATHS[path]!(p, n);
        for (const [at, d, swap, which] of asked) {
          const n = noted[which % noted.length]![0];
          const i = at % (n.length - 1);
          numbersAgree(
            p,
            swap ? n.slice(0, i) + n[i + 1] + n[i] + n.slice(i + 2) : n.slice(0, i) + d + n.slice(i + 1),
          );
        }
        for (const [n] of noted) numbersAgree(p, n);
      },
    ),
    { numRuns: 200 },
  );
});
