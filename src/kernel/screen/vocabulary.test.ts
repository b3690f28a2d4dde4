// Each vocabulary lives in one place (docs/screening.md, 'Vocabulary'): no screening module defines its
// own copy of a shared word set, under its name or as a list that mostly repeats it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { assertWordListsExempt, bindingAt, quotedLists } from '../../../test/helpers/word-lists.js';
import * as verbs from '../act-verbs.js';
import * as numbers from '../number-words.js';
import * as vocabulary from './vocabulary.js';

const DIR = fileURLToPath(new URL('../../../../src/kernel/screen/', import.meta.url));
/** The provenance layer reads the act verbs and number words too: its modules may no more copy a shared set than the screener's. */
const PROVENANCE = fileURLToPath(new URL('../../../../src/kernel/provenance/', import.meta.url));
const SHARED = Object.entries({ ...vocabulary, ...verbs, ...numbers }).map(
  ([name, words]) => [name, new Set(words as Iterable<string>)] as const,
);
/**
 * Lists that share words with a shared set but read them as something else (`file:binding`): the act
 * reader's request stems and tool nouns are words per kind of act (`pay`, `message`, ...), nouns among
 * them, and a kind's column is no verb set of the act-verb table.
 */
const OTHER_READINGS: ReadonlyMap<string, string> = new Map([
  ['acts.ts:REQUEST_STEMS', 'request-word stems per kind of act (prefixes, nouns too), not a verb set'],
  ['acts.ts:TOOL_NOUNS', 'tool-name nouns per kind of act (`send_email`), not a verb set'],
]);
const sources = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

test('no screening or provenance module keeps its own copy of a shared word set', () => {
  for (const path of [
    ...sources(DIR).map((f) => `${DIR}${f}`),
    ...sources(PROVENANCE).map((f) => `${PROVENANCE}${f}`),
  ]) {
    const file = path.slice(path.lastIndexOf('/') + 1);
    if (file === 'vocabulary.ts' || file === 'act-kinds.ts') continue; // act-kinds: names of kinds, no words read
    const source = readFileSync(path, 'utf8');
    for (const [name] of SHARED)
      assert.doesNotMatch(source, new RegExp(`const ${name}\\b[^=]*=`), `${file} defines ${name}`);
    // Every inline list of quoted words: one that is mostly a shared set is a copy.
    for (const [words, at] of quotedLists(source)) {
      if (words.length < 4 || OTHER_READINGS.has(`${file}:${bindingAt(source, at)}`)) continue;
      for (const [name, set] of SHARED) {
        const shared = words.filter((w) => set.has(w)).length;
        assert.ok(shared < Math.max(4, 0.6 * words.length), `${file} repeats ${name}: ${words.join(' ')}`);
      }
    }
  }
});

test('every shared word is written as the screener reads text, in NFKC', () => {
  // Round 28, third pass: Thai "สำหรับ" and Armenian "և" change under NFKC, so as written they never matched.
  const off = SHARED.flatMap(([name, set]) =>
    [...set].filter((w) => typeof w === 'string' && w !== w.normalize('NFKC')).map((w) => `${name}:${w}`),
  );
  assert.deepEqual(off, []);
});

/** The modules that hold vocabularies: word lists are written there and read elsewhere as views. */
const VOCABULARY_MODULES = new Set(['vocabulary.ts', 'injection-lexicon.ts']);
/**
 * Word lists that stay beside their one reader (`file:binding`), with why (round 19, each checked against
 * every other list of the kernel): one reader, and what it shares with another list is a few common
 * words read there as something else (named in the reason), or a disagreement left and documented
 * (docs/screening.md, 'Vocabulary'). A list named here that reappears elsewhere fails the test above.
 */
const EXEMPT: ReadonlyMap<string, string> = new Map([
  [
    'injection.ts:NOT_A_MODIFIER',
    "the lexicon's SYSOBJ words that still ask for the whole after `a` (round 19 precision), one reader; a filter of that row",
  ],
  [
    'genre.ts:GENRE_WORDS',
    'prompt-guide genre words, one reader; shares docs/template/payload with key and lexicon rows',
  ],
  [
    'genre.ts:FIELD_KEYS',
    'keys of a data record, one reader; shares note(s)/description with MESSAGE_KEYS (left)',
  ],
  [
    'injection-directive.ts:MODAL_TAIL',
    'what completes `has`/`is` to an obligation, one reader; shares only `to`',
  ],
  [
    'injection-directive.ts:AI_HEADS',
    'nouns after `ai` that keep it a model, one reader; shares agent nouns (left)',
  ],
  [
    'injection-directive.ts:QUALIFIERS',
    'words before a bare agent word; NAME_QUALIFIERS (after a name) shares five (left)',
  ],
  ['injection-directive.ts:CHARGED', 'charged words of a directive, one reader, in no other list'],
  ['injection-directive.ts:AUTOMATED', 'words for an automated reader, one reader, in no other list'],
  ['injection-signals.ts:FAMILIES', 'signal family names, not words read in text'],
  [
    'injection-signals.ts:WEAK_NOUNS',
    "the lexicon's instruction nouns that count only beside a strong one (a subset)",
  ],
  ['injection-signals.ts:ANCHOR_WORDS', 'anchors of an analysis window: lexicon words by design, one reader'],
  [
    'injection-signals.ts:TOPIC_TERMS',
    'words of a text about injection, one reader; shares three lexicon words',
  ],
  ['injection.ts:ADDRESSES', 'forms of address, one reader, in no other list'],
  [
    'injection.ts:TITLE_SMALL',
    "a title's small words, one reader; articles and prepositions read as case here",
  ],
  ['injection.ts:SUBJECTS', 'subject pronouns, one reader; shares pronouns with the act reader (left)'],
  ['injection.ts:BY_MEANS', 'words of a means, one reader; shares `by`/`via` only'],
  ['injection.ts:PRINCIPALS', 'who a text speaks for, one reader; shares `user(s)` with the USER table'],
  ['plain-reading.ts:LEGACY', 'legacy markers, one reader; shares only `copy`'],
  ['secret-rules.ts:SECRET_FAMILIES', 'rule family names, not words read in text'],
  ['secret-rules.ts:GENERIC', "secret key names; the floor's redact_fields shares ten (left: another layer)"],
  [
    'secret-rules.ts:GIVEN_SECRET',
    "how a sentence gives a secret, by language, one reader (secrets.ts givenSecret); its nouns are GENERIC's and WRITTEN_FOREIGN_KEYS' words as prose writes them (test/secrets-r69 holds them so)",
  ],
  ['secret-rules.ts:CONNECTION_SCHEMES', 'URL schemes, not words, in no other list'],
  [
    'value-shape.ts:TYPED_WORDS',
    "a credential's own words beside a placeholder word (round 60), one reader; shares key words with GENERIC, read there as key names",
  ],
]);
test('a word list is written in a vocabulary module, or is a documented exemption', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  assertWordListsExempt(
    DIR,
    files.filter((f) => !VOCABULARY_MODULES.has(f)),
    EXEMPT,
  );
});

test('PASSWORD_OPTION_PROGRAMS: one entry a program, its options and switches as getopt reads them', () => {
  // Round 76: curl was listed twice (`-u`, `--user`); one entry holds all of a program's options.
  const programs = vocabulary.PASSWORD_OPTION_PROGRAMS.map((e) => e.program);
  assert.deepEqual(
    programs.filter((p, i) => programs.indexOf(p) !== i),
    [],
    'a program listed twice',
  );
  for (const {
    program,
    options,
    switches = '',
    nth,
    abbreviated = [],
  } of vocabulary.PASSWORD_OPTION_PROGRAMS) {
    assert.equal(new Set(options).size, options.length, `${program}: an option listed twice`);
    // Round 77: or a glued-only option ending in `:` (`xfreerdp /p:`).
    for (const option of options)
      assert.match(
        option,
        /^(?:-[A-Za-z0-9]|--[a-z][a-z0-9-]+=?|\/[a-z]+:)$/,
        `${program}: ${option} is no getopt option`,
      );
    // Round 77: each prefix is a proper prefix of one long option, and of one only.
    for (const prefix of abbreviated)
      assert.equal(
        options.filter((o) => o.startsWith('--') && o.startsWith(prefix) && o !== prefix).length,
        1,
        `${program}: ${prefix} abbreviates no one long option`,
      );
    assert.equal(new Set(switches).size, switches.length, `${program}: a switch listed twice`);
    // A letter that takes the password is no switch, but for `nth`, where the option itself is one (`htpasswd -b`).
    for (const option of options.filter((o) => o.length === 2))
      assert.equal(
        switches.includes(option[1]!),
        nth !== undefined,
        `${program}: ${option} and its switches`,
      );
  }
});
