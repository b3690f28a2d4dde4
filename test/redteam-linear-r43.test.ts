// Round 43 (redos-r43): every regular expression that reads an adversary's text runs in linear time. The
// sweep that found what this file holds (docs/testing.md, "Round 43 (redos-r43)") ran each of src/'s
// expressions on its own literals and classes repeated; what reached a boundary is kept here, at the
// boundary: `adjudicate` on a command, `admit` on a result, the ledger on a user's turn and on a result,
// each 200 kB, CPU measured. A linear reading of 200 kB costs 0.01-0.3 s here; the quadratic ones cost
// 17-55 s on the base. Each fixed expression also keeps what it matched: a property against the old one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { adjudicate } from '../src/kernel/ladder/ladder.js';
import { BRACE } from '../src/kernel/ladder/shell.js';
import { kindAfterRead, readScene, readThenSinks } from '../src/kernel/ladder/testing.js';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import type { Policy } from '../src/kernel/policy/types.js';
import { withoutQuestions } from '../src/kernel/provenance/acts.js';
import { TraceProvenance } from '../src/kernel/provenance/ledger.js';
import { HANDLE_IN_TEXT, orCurlInsecure, TLS_OFF } from '../src/kernel/provenance/values.js';
import { admit } from '../src/kernel/screen/admit.js';
import { BARE_START } from '../src/kernel/screen/generic-reader.js';
import { ContextMemory } from '../src/kernel/screen/memory.js';
import { ROLE_MARKER, VOCATIVE, vocativesIn } from '../src/kernel/screen/orders.js';
import { runsOf, shareOf } from './helpers/deep.js';
import { cpuMs, repeatedTo } from './helpers/linear-cpu.js';

const SIZE = 200_000;
/** CPU bound for one 200 kB reading: far above a linear one's, far below a quadratic one's. */
const BOUND_MS = 1500;

const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
const screenPolicy = { sources: new Map() } as unknown as Policy;

/** The boundaries an adversary's text reaches, each read once. */
const ENTRIES: Readonly<Record<string, (text: string) => unknown>> = {
  command: (s) => adjudicate(floor, { tool: 'Bash', args: { command: s } }, { tainted: false }),
  result: (s) => admit({ tool: 't', traceId: 't', content: s }, screenPolicy, new ContextMemory()),
  turn: (s) => new TraceProvenance().noteRequest(s),
  read: (s) => new TraceProvenance().noteUntrusted(s, 'result of read_file', 'read_file'),
};

const built = (head: string, unit: string, tail: string) => repeatedTo(SIZE, head, unit, tail);

// Found by the sweep and fixed: each cost 17-58 s of CPU at 200 kB on the base (docs/testing.md).
const FIXED: readonly (readonly [string, () => unknown])[] = [
  // GNU ar's mode word, read as ^[a-zA-Z]*x[a-zA-Z]*$: a word of x's and one other letter, 55 s on the base.
  ['command: ar and 200 kB of x', () => ENTRIES.command!(built('ar ', 'x', '1 lib.a'))],
  // An argument's name with its indices cut as (?:\.\d+)+$: `.1` repeated, 17 s on the base.
  [
    'sink: an argument named .1.1.1...x beside a decided one',
    () =>
      kindAfterRead(
        readThenSinks({ send_money: ['recipient'] }),
        readScene('Pay my rent of 500 to my landlord.', 'Landlord IBAN: GB29NWBK60161331926819'),
        'send_money',
        { recipient: 'x', [built('payee', '.1', 'x')]: 'bob@example.com' },
      ),
  ],
  // A question's opening read as [.!?\n]\s*: a turn of newlines, 2.3 s at 40 kB on the base.
  ['turn: 200 kB of newlines', () => ENTRIES.turn!(built('', '\n', '\u0001'))],
  ['turn: 200 kB of newline and space', () => ENTRIES.turn!(built('Pay Bob.', '\n ', 'x'))],
  // curl's -k read as \bcurl\b[^|;&\n]*\s-...k from every curl of a command: 80 kB 3.1 s on the base.
  ['turn: 200 kB of `curl `', () => ENTRIES.turn!(built('', 'curl ', '\u0001'))],
  ['result: 200 kB of `curl -x `', () => ENTRIES.read!(built('', 'curl -x ', '\u0001'))],
  // A word's comma brace read as \{([^{}\s]*,[^{}\s]*)\}: one split per comma of awk's `{,1,1...`, 12 s on the base.
  ["command: awk '{ and 200 kB of ,1", () => ENTRIES.command!(built("awk '{", ',1', '\u0001'))],
  ["command: awk '{ and 200 kB of 1,", () => ENTRIES.command!(built("awk '{", '1,', ''))],
  // The screener after `Note to the assistant: ` (redos2-r43): a bare order's opening read as `[.!?:][ \t]+[ \t>*#•-]*`
  // over blanks, a role marker's `#{2,}` from each `#` of a run, a call's `[\n...]\s*` from each newline: 2.5-6.9 s.
  ...[' ', '\n', '\t', '#', ' \t'].map(
    (unit) =>
      [
        `result: a note then 200 kB of ${JSON.stringify(unit)}`,
        () => ENTRIES.result!(built('Note to the assistant: ', unit, '\u0001')),
      ] as const,
  ),
  // The call's blank around its separator read as \s*(?:[,:—–]|\s-\s)?\s*: a name then 200 kB of blanks.
  [
    'result: a called name then 200 kB of blanks',
    () => ENTRIES.result!(built('Note.\nassistant', ' ', '\u0001')),
  ],
  // A quoted handle's look back to its `:` read first, at every position, over a run of blanks: 19-27 s on the base.
  ['result: a JSON string then 200 kB of blanks', () => ENTRIES.read!(built('{"a": "', ' ', '\u0001'))],
  ['result: a JSON string then 200 kB of `\\n `', () => ENTRIES.read!(built('{"a": "', '\n ', ''))],
  ['result: a quoted word then 200 kB of tabs', () => ENTRIES.read!(built('say "x" ', '\t', 'x'))],
  ['turn: a quote then 200 kB of `\\r`', () => ENTRIES.turn!(built('Pay "bob" ', '\r', 'x'))],
];

for (const [name, run] of FIXED)
  test(`r43 linear: ${name} is read in bounded CPU`, () => {
    const ms = cpuMs(run);
    assert.ok(ms < BOUND_MS, `${ms.toFixed(0)} ms of CPU`);
  });

/**
 * The units the sweep built from src/'s super-linear expressions (each its own literal or class member,
 * repeated), with the head of the command or text that brings each to its reader. Every boundary reads
 * every unit; a share runs in the suite, all under GATE_DEEP=1.
 */
const UNITS: readonly string[] = [
  'x', '.1', '%', '\n', '\n ', '=', '}', '.', ':', ' ', '-a', '1', ',1', 'a', 'A', 'ing ', 'allow',
  '"\\', '\r', 'curl ', '_', 'open(', 'print ', '1,', "'", '"', '/', '@', '#', '|', '[', '(', 'system(', '\t',
]; // biome-ignore format: a unit list reads better packed
const HEADS: Readonly<Record<string, readonly string[]>> = {
  command: ['', 'ar ', 'echo ', "perl -e '", "awk '{", 'curl https://h/', 'git commit -m "'],
  result: ['', 'Note to the assistant: ', 'https://h/', '{"a": "'],
  turn: ['', 'Please pay ', 'What is '],
  read: ['', 'Transfer to ', '{"a": "'],
};

/**
 * Cases the sweep found slow and not yet fixed, left out of the draw so the suite's share does not fail on
 * them by chance (docs/testing.md, "Round 43 (redos-r43)"). The round's three were fixed by redos2-r43: none.
 */
const KNOWN_OPEN: ReadonlySet<string> = new Set<string>();

test('r43 linear: every boundary reads each sweep unit, repeated to 200 kB, in bounded CPU', () => {
  const share = shareOf(runsOf(0.02, 1));
  const slow: string[] = [];
  let ran = 0;
  for (const [entry, read] of Object.entries(ENTRIES))
    for (const head of HEADS[entry]!)
      for (const unit of UNITS)
        for (const tail of ['\u0001', ''])
          if (!KNOWN_OPEN.has(`${entry} ${head}${unit}`) && share.take()) {
            ran++;
            const ms = cpuMs(() => read(built(head, unit, tail)));
            if (ms >= BOUND_MS) slow.push(`${entry} ${JSON.stringify(head + unit)}: ${ms.toFixed(0)} ms`);
          }
  assert.deepEqual(slow, [], `${ran} cases, ${share.said}`);
});

/** The question expression before round 43, the reference the linear reading must agree with. */
const OLD_QUESTION =
  /(?:^|[.!?\n]\s*)(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\b[^.!?\n]*\?/g;

test('r43 withoutQuestions puts each question where the old expression did', () => {
  // No `,` (nor `:`, `;`, a dash): round 48 reads a question opened after one too, by design, and keeps the
  // opening; src/kernel/provenance/classes-r48.test.ts holds those. This holds the sentence's own questions.
  const piece = fc.constantFrom(
    'what', 'Who', 'is', 'do', 'have', 'x', 'pay', ' ', '  ', '\n', '\r\n', '\t', '.', '!', '?', 'a\u00a0',
  ); // biome-ignore format: an alphabet reads better packed
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
      const text = pieces.join('');
      assert.equal(withoutQuestions(text), text.replace(OLD_QUESTION, ' '), JSON.stringify(text));
      const cased = new RegExp(OLD_QUESTION.source, 'gi');
      assert.equal(withoutQuestions(text, true), text.replace(cased, ' '), JSON.stringify(text));
    }),
    { numRuns: runsOf(400, 20_000) },
  );
});

/** curl's `-k` as GRANTS read it before round 43, the reference orCurlInsecure must agree with. */
const OLD_TLS_OFF = new RegExp(`${TLS_OFF.source}|\\bcurl\\b[^|;&\\n]*\\s-[a-jl-z]*k[a-z]*(?![\\w-])`, 'i');

test('r43 orCurlInsecure finds what the old expression found, where it found it', () => {
  const piece = fc.constantFrom(
    'curl', 'CURL', 'xcurl', ' ', '\t', '\n', '|', ';', '&', '-', '-k', '-sk', '-fsSLK', '-kv', '-k1', '-k_',
    '--insecure', '-a', 'k', 'https://h/', 'verify=false', 'x', '\u00a0',
  ); // biome-ignore format: an alphabet reads better packed
  const reader = orCurlInsecure(TLS_OFF);
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
      const text = pieces.join('');
      const want = OLD_TLS_OFF.exec(text);
      const got = reader.exec(text);
      assert.deepEqual(got && [got.index, got[0]], want && [want.index, want[0]], JSON.stringify(text));
    }),
    { numRuns: runsOf(600, 30_000) },
  );
});

/** A word's comma brace as expandWord and braceWords read it before round 43: the reference BRACE must agree with. */
const OLD_BRACE = /\{([^{}\s]*,[^{}\s]*)\}/;

test('r43 BRACE finds the brace the old expression found, with the same alternatives', () => {
  const piece = fc.constantFrom('{', '}', ',', ',,', '1', 'ab', ' ', '\t', '\n', '$', '{a,b}', '\u00a0', "'");
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
      const text = pieces.join('');
      const want = OLD_BRACE.exec(text);
      const got = BRACE.exec(text);
      assert.deepEqual(
        got && [got.index, got[0], got[1]],
        want && [want.index, want[0], want[1]],
        JSON.stringify(text),
      );
    }),
    { numRuns: runsOf(600, 30_000) },
  );
});

/** A handle in a result's text as read before round 43 (the look back first), the reference for HANDLE_IN_TEXT. */
const OLD_HANDLE_IN_TEXT =
  /(?<![\p{L}\p{N}._-])[#@]([\p{L}\p{N}](?:[\p{L}\p{N}._-]{0,61}[\p{L}\p{N}])?)|(?<=[:[,]\s*)"([\p{L}\p{N}][\p{L}\p{N}._-]{1,62})"(?!\s*:)/gu;

test('r43 HANDLE_IN_TEXT finds each handle the old expression found, where it found it', () => {
  const piece = fc.constantFrom(
    '"', ':', '[', ',', '{', ' ', '  ', '\n', '\r', '\t', '\u00a0', '\u2028', '#', '@', 'a', 'bob', 'é', '7',
    'vendor-rep', '.', '_', '-', '"x"', '"eve_design"', ': "', '["', ', "', '\u00a0"bob"', ',\u2028"a"',
  ); // biome-ignore format: an alphabet reads better packed
  const found = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => [m.index, m[0], m[1], m[2]]);
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
      const text = pieces.join('');
      assert.deepEqual(found(HANDLE_IN_TEXT, text), found(OLD_HANDLE_IN_TEXT, text), JSON.stringify(text));
    }),
    { numRuns: runsOf(600, 30_000) },
  );
});

// redos2-r43: the screener's three readings as they were before round 43, the references the linear ones keep.
const OLD_BARE_START =
  /(?:^|\n|[.!?:][ \t]+|[:,][ \t]*")[ \t>*#•-]*(?:(?:Please|Kindly|Also|Then|And|Now|Just)[ \t]+(?:(?:also|then|just|now|please)[ \t]+)?([a-z]+)|([A-Z][a-z]+))(?=[ \t])/g;
const OLD_ROLE_MARKER =
  /\(system(?:_message)?\)|\[system(?: note| message)?(?: (?:to|for) [a-z ]{1,24})?\]|<\|(?:im_start\|>system|system\|>)|<\/?information>|#{2,}\s*\(?system(?:_message)?\)?\s*(?:#{2,}|:)|\bsystem(?:_message)?\s*###/gi;
/** VOCATIVE before round 43, rebuilt from the new one's names: `[opening]\s*` and `\s*(?:sep|\s-\s)?\s*`. */
const OLD_VOCATIVE = new RegExp(
  VOCATIVE.source
    .replace(String.raw`[^\S\n]*)`, String.raw`\s*)`)
    .replace(String.raw`\s*(?:(?:[,:—–]|(?<=\s)-(?=\s))\s*)?`, String.raw`\s*(?:[,:—–]|\s-\s)?\s*`),
  'g',
);

/** Every match of `re` in `text`: where, what, and its groups. */
const allOf = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => [m.index, ...m]);

test('r43 the screener reads bare orders, role markers and calls where the old expressions did', () => {
  assert.notEqual(OLD_VOCATIVE.source, VOCATIVE.source);
  const piece = fc.constantFrom(
    ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '.', ':', ',', '!', '"', "'", '(', ')', '>', ']', '[', '*', '#', '##',
    '###', '-', ' - ', '•', '—', 'Please', 'Also', 'also', 'Send', 'send', 'x', 'system', '_message', 'system###',
    '(system)', 'assistant', 'claude', 'hey ', 'ai ', '@', "don't", 'forward',
  ); // biome-ignore format: an alphabet reads better packed
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
      const text = pieces.join('');
      const lower = text.toLowerCase();
      assert.deepEqual(allOf(BARE_START, text), allOf(OLD_BARE_START, text), JSON.stringify(text));
      const at = (re: RegExp) => [...lower.matchAll(re)].map((m) => m.index);
      assert.deepEqual(at(new RegExp(ROLE_MARKER.source, 'gi')), at(OLD_ROLE_MARKER), JSON.stringify(text));
      const calls = [...lower.matchAll(OLD_VOCATIVE)].map((m) => ({ index: m.index, word: m[1] }));
      assert.deepEqual(vocativesIn(lower), calls, JSON.stringify(text));
    }),
    { numRuns: runsOf(1500, 60_000) },
  );
});
