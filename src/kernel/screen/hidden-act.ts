// An act kept out of the records by order (docs/screening.md, 'Round 53 (recall-r53)'): "14 packs damaged - relabel
// them and sell to the market stall, don't log the loss", "Bill the school for 40 and don't mention the change",
// "Collector is the owner's sister, waive the balance and don't record it". A record's note that joins an act to a
// denial of its record asks its reader to do a thing and hide it. A rule opens its sentence with its denial ("Never
// log request bodies", "Please don't log the treatment as complete until you have our report"): no act before it;
// a classification ("do not record as sound") or a condition ("until …") after the verb is a rule too. Pure:
// offsets in, offsets out.
// Round 60 (docs/screening.md, 'Round 60 (recall-r60)'): an act hidden from the people it concerns ("move the game to
// Vicarage Field and don't tell the groundsman"), read only where the act opens with an order's verb; and a fact kept
// out of what the reader writes ("Do not mention the finding in your review summary"), which names its addressee.

import { ORDER_FILLERS, ORDER_VERBS, PLEASE_WORDS } from '../act-verbs.js';
import { keptOutOfSource } from './kept-out.js';
import { quotedInProse } from './reader-label.js';
import { clauseAfter, opensClause } from './record-state.js';
import { alternation } from './regex-literal.js';
import {
  HIDDEN_ACT_OPENERS,
  HIDDEN_FROM_VERBS,
  HIDING_DENIALS,
  HIDING_JOINS,
  HIDING_VERBS,
  IRREGULAR_PARTICIPLES,
  KEEP_OFF_VERBS,
  KEPT_FROM_OUTPUT_VERBS,
  KEPT_OFF_OBJECTS,
  KEPT_OFF_RECORDS,
  OUTPUT_WRITING_VERBS,
  OVERSEEING_VERBS,
  OVERSEERS,
  OVERSIGHT_EVENTS,
  READER_OUTPUTS,
  RECORD_CONDITION_WORDS,
  UNDONE_BEFORE_VERBS,
  UNDONE_RECORDS,
} from './vocabulary.js';

/** A denial then a hiding verb, whole words, one or two blanks between: literals only, linear. */
const HIDING = new RegExp(
  String.raw`(?<![a-z0-9_'\u2019-])(?:${alternation(HIDING_DENIALS).replace('do not', 'do {1,2}not')}) {1,2}(?:${alternation(HIDING_VERBS)})(?![a-z0-9_'\u2019-])`,
  'g',
);
/** How far before the denial its act is read, and after its verb the clause. */
const BEFORE = 160;
const AFTER = 80;
/** What ends a sentence before the denial: a line, a quote, or a full stop not inside a number or a name. */
const SENTENCE_MARKS = '\n"\u201c\u201d\u00ab\u00bb';
const STOPS = '.!?';
/** What ends the clause after the verb. */
const CLAUSE_END = /[.;!?\n"]/;
/** A mark that joins a clause to the one before it. */
const JOIN_MARKS = ',;-\u2013\u2014';
const JOINS: ReadonlySet<string> = new Set(HIDING_JOINS);
const CONDITION = new RegExp(`(?<![a-z])(?:${alternation(RECORD_CONDITION_WORDS)})(?![a-z])`);
const WORD = /[a-z\u00c0-\u024f'\u2019]+/g;
/** A condition word opening the sentence, its clause ended by a comma (bounded: the sentence read is at most BEFORE long). */
const CONDITION_OPENS = new RegExp(
  String.raw`(?:^|[:\]>\u2013\u2014-]) {0,2}(?:${alternation(RECORD_CONDITION_WORDS)})(?![a-z])[^,:\]>]{0,160},`,
);
/** A denial among the words before: the clause before is a rule too. */
const DENIAL_IN_ACT = new RegExp(`(?<![a-z])(?:${alternation(HIDING_DENIALS)}|never)(?![a-z])`);
/** Urging that ends the words before the denial ("but please don't …"). */
const URGING_END = new RegExp(`(?<![a-z])(?:${alternation(PLEASE_WORDS)})$`);
/** The act before the denial has at least this many words: a verb and its object. */
const ACT_WORDS = 2;
/** The hidden object is the clause before ("… but don't mention it"). */
const REFERS_BACK = /^ {1,2}(?:it|this|that|them)(?![a-z])/;
/** A word that reports a thing done ("booked", "serviced", "paid"): a clause ending in it states, it orders nothing. */
const reportsDone = (word: string): boolean =>
  /[^e]ed$/.test(word) || IRREGULAR_PARTICIPLES.has(word) || word === 'done';

/** Whether the sentence before `at` holds an act joined to the denial: words, then a joining mark or word. */
function actBefore(lower: string, at: number, refersBack: boolean): boolean {
  let from = at - 1;
  for (; from >= Math.max(0, at - BEFORE); from--) {
    const c = lower[from]!;
    if (SENTENCE_MARKS.includes(c)) break;
    if (STOPS.includes(c) && !/[a-z0-9]/.test(lower[from + 1] ?? '')) break;
  }
  // "… but please don't mention it": urging between the join and the denial is read past.
  const sentence = lower
    .slice(from + 1, at)
    .replace(/\\([,;])/g, '$1')
    .trimEnd()
    .replace(URGING_END, '')
    .trimEnd();
  // A condition opening the sentence ("If the figure is not final, leave it out …") is no act: read after its comma.
  const condition = CONDITION_OPENS.exec(sentence);
  const opened = condition === null ? sentence : sentence.slice(condition.index + condition[0].length);
  const words = opened.match(WORD) ?? [];
  const last = words[words.length - 1];
  const joined =
    JOIN_MARKS.includes(sentence.slice(-1)) ||
    (last !== undefined && JOINS.has(last) && sentence.endsWith(last));
  if (!joined) return false;
  // A list of denials ("don't add the substitution, and don't log …") is rules, not an act and its hiding.
  if (DENIAL_IN_ACT.test(sentence)) return false;
  // The words of the act, the joining word left out.
  const act = JOINS.has(last ?? '') && sentence.endsWith(last ?? '') ? words.length - 1 : words.length;
  // "Rooms booked, and do not mention the notice …": a state reported, then another matter kept out: no act hidden
  // (round 39's minutes); "The check failed but don't mention it" hides the state itself.
  if (!refersBack && act > 0 && reportsDone(words[act - 1]!)) return false;
  return act >= ACT_WORDS;
}

/**
 * "leave it off the tech log", "keep it off the till", "leave out of the monthly report": a verb of keeping, a pronoun
 * or nothing, then off or out of a record at most two words after its determiner. Literals and bounded words: linear.
 */
const KEEP_OFF = new RegExp(
  String.raw`(?<![a-z0-9_'\u2019-])(?:${alternation(KEEP_OFF_VERBS)})(?: {1,2}(?:${alternation(KEPT_OFF_OBJECTS)}))? {1,2}(?:off|out {1,2}of) {1,2}(?:the|our|this|any|your) {1,2}(?:[a-z-]{1,20} {1,2}){0,2}(?:${alternation(KEPT_OFF_RECORDS)})(?![a-z0-9_'\u2019-])`,
  'g',
);

/**
 * Round 54: a record undone before those who oversee it see it: an undoing verb, in its clause a record's word, then
 * "before" an oversight that comes ("… rows before the supermarket audit") or an overseer and a verb of seeing
 * ("before the trustees see it"). Tidying before a visit names no record ("clear the fire exit before the
 * inspection"); a record kept up to date is no undoing ("update the forecast sheet before the review"). Bounded
 * gaps after literals: linear.
 */
const UNDONE_BEFORE = new RegExp(
  String.raw`(?<![a-z0-9_'\u2019-])(${alternation(UNDONE_BEFORE_VERBS)}) ([^.;!?\n"]{0,100}?) before {1,2}(?:(?:the|any|our|their|an?) {1,2})?(?:[a-z-]{1,20} {1,2}){0,2}?(?:(?:${alternation(OVERSIGHT_EVENTS)})|(?:${alternation(OVERSEERS)}) {1,2}(?:${alternation(OVERSEEING_VERBS)}))(?![a-z0-9_'\u2019-])`,
  'g',
);
const UNDONE_RECORD = new RegExp(
  String.raw`(?<![a-z0-9_'\u2019-])(?:${alternation([...KEPT_OFF_RECORDS, ...UNDONE_RECORDS])})(?![a-z0-9_'\u2019-])`,
);

/** Offsets of records undone before their oversight by order (round 54), pushed onto `found`. */
function undoneBeforeOversight(lower: string, found: number[]): void {
  UNDONE_BEFORE.lastIndex = 0;
  for (let m = UNDONE_BEFORE.exec(lower); m !== null && found.length < 64; m = UNDONE_BEFORE.exec(lower)) {
    const [, verb, object] = m;
    // The next match may open inside this one ("delete the entry, remove the rows before the audit").
    UNDONE_BEFORE.lastIndex = m.index + verb!.length;
    // "take it off the report": "take" undoes only with "off" or "out".
    if (verb === 'take' && !/(?<![a-z])(?:off|out)(?![a-z])/.test(object!)) continue;
    if (UNDONE_RECORD.test(object!) && opensClause(lower, m.index)) found.push(m.index);
  }
}

const DENIAL = alternation(HIDING_DENIALS).replace('do not', 'do {1,2}not');
/** A join, then a denial of telling ("…, and don't tell the client"): literals and bounded blanks, linear. */
const HIDDEN_FROM = new RegExp(
  String.raw`(?:[,;\u2013\u2014]|\s-|(?<![a-z])(?:and|but|then))\s{1,3}(?:(?:please|just)\s{1,3})?(?:${DENIAL})\s{1,3}(?:${alternation(HIDDEN_FROM_VERBS)})(?![a-z0-9_'\u2019-])`,
  'g',
);
/** What opens the act's sentence: a stop before a blank, a line, a quote, a bracket, a label's colon, a tag's end. */
const ACT_OPENS = /[.!?](?=\s)|[\n"(:>\u201c]/g;
const ACT_VERBS: ReadonlySet<string> = new Set([
  ...ORDER_VERBS,
  ...UNDONE_BEFORE_VERBS,
  ...HIDDEN_ACT_OPENERS,
]);
const FILLERS: ReadonlySet<string> = new Set([...ORDER_FILLERS, ...PLEASE_WORDS]);
const ACT_WORD = /[a-z'\u2019-]+/g;
/**
 * A denial of a keeping verb, then within its clause the reader's own output ("in your review summary", "in any
 * reply") or its writing ("when you summarise"). Bounded gap: linear.
 */
const KEPT_FROM_OUTPUT = new RegExp(
  String.raw`(?<![a-z0-9_'\u2019-])(?:${DENIAL}) {1,2}(?:${alternation(KEPT_FROM_OUTPUT_VERBS)})(?![a-z0-9_'\u2019-])[^.\n;!?"]{0,80}?(?:(?<![a-z])(?:in|into|from) {1,2}(?:your|any) {1,2}(?:[a-z-]{1,20} {1,2})?(?:${alternation(READER_OUTPUTS)})|(?<![a-z])when {1,2}(?:you {1,2})?(?:${alternation(OUTPUT_WRITING_VERBS)}))(?![a-z0-9_'\u2019-])`,
  'g',
);

/**
 * Round 67: a thing kept out of the reader's own output by a keeping verb ("leave the late-entry fee out of your
 * summary", "Leave out of your summary any mention of fees"): "your" summary is the reader's, so the sentence names its
 * addressee wherever it stands (bare, after "the assistant will", in a polite question). Bounded gap: linear.
 */
const KEPT_OUT_OF_OUTPUT = new RegExp(keptOutOfSource('your'), 'g');
/**
 * The quote `at` sits inside on its line, else -1: the nearest quote before it when that is an opening curly one, or
 * a straight one with an odd count of straight quotes before `at` on the line. Bounded: BEFORE characters back.
 */
function openingQuoteBefore(lower: string, at: number): number {
  const from = Math.max(0, at - BEFORE);
  let nearest = -1;
  let straight = 0;
  for (let i = at - 1; i >= from; i--) {
    const c = lower[i]!;
    if (c === '\n') break;
    if (c === '\u201d' && nearest < 0) return -1;
    if (c === '\u201c' && nearest < 0) return i;
    if (c === '"') {
      if (nearest < 0) nearest = i;
      straight++;
    }
  }
  return straight % 2 === 1 ? nearest : -1;
}

/** A label for people ending the words before: "tip for writers:", "note to all authors:"; not agents, bots or models. */
const PEOPLE_LABEL =
  /(?:^|[^a-z])(?:for|to) {1,2}(?:(?:all|our|the) {1,2})?(?!(?:agents|assistants|models|bots|ais|llms|tools) {0,2}:)[a-z]{3,20}s {0,2}: {0,2}$/;

/** Offsets of things kept out of the reader's output by a keeping verb (round 67), pushed onto `found`. */
function keptOutOfOutput(lower: string, found: number[]): void {
  KEPT_OUT_OF_OUTPUT.lastIndex = 0;
  for (
    let m = KEPT_OUT_OF_OUTPUT.exec(lower);
    m !== null && found.length < 64;
    m = KEPT_OUT_OF_OUTPUT.exec(lower)
  ) {
    // Quoted in prose ("notes such as \"leave … out of your summary\" target assistants") is discussed, not given.
    const quote = openingQuoteBefore(lower, m.index);
    if (quote >= 0 && quotedInProse(lower, quote)) continue;
    // A tip labelled for people ("Tip for writers: leave the quotations out of your summary") names its reader.
    const before = lower.slice(Math.max(0, m.index - BEFORE), m.index);
    if (PEOPLE_LABEL.test(before.slice(before.lastIndexOf('\n') + 1))) continue;
    found.push(m.index);
  }
}

/** Whether the sentence before `at` opens with an order's verb (fillers read past) and has a word after it. */
function orderOpensBefore(lower: string, at: number): boolean {
  const from = Math.max(0, at - BEFORE);
  const segment = lower.slice(from, at);
  let open = 0;
  ACT_OPENS.lastIndex = 0;
  for (let m = ACT_OPENS.exec(segment); m !== null; m = ACT_OPENS.exec(segment)) open = m.index + m[0].length;
  const words = segment.slice(open).match(ACT_WORD) ?? [];
  let i = 0;
  while (i < words.length && FILLERS.has(words[i]!)) i++;
  return words.length - i >= 2 && ACT_VERBS.has(words[i]!);
}

/** Offsets of acts hidden from the people they concern, and of facts kept out of the reader's output (round 60). */
function hiddenFromParties(lower: string, found: number[]): void {
  HIDDEN_FROM.lastIndex = 0;
  for (let m = HIDDEN_FROM.exec(lower); m !== null && found.length < 64; m = HIDDEN_FROM.exec(lower)) {
    const clause = clauseAfter(lower, m.index + m[0].length, AFTER, CLAUSE_END);
    // The writer kept out ("don't tell me the price") hides nothing from another; a condition ("until Monday") is timing.
    if (/^ {1,2}(?:me|us)(?![a-z])/.test(clause) || CONDITION.test(clause)) continue;
    if (orderOpensBefore(lower, m.index)) found.push(m.index);
  }
  KEPT_FROM_OUTPUT.lastIndex = 0;
  for (
    let m = KEPT_FROM_OUTPUT.exec(lower);
    m !== null && found.length < 64;
    m = KEPT_FROM_OUTPUT.exec(lower)
  )
    found.push(m.index);
}

/**
 * What every denial the readers key on holds (HIDING_DENIALS: a spaced one also with its blanks doubled, as the
 * patterns read "do {1,2}not"; an unspaced one by its first three letters). HIDING, HIDDEN_FROM and KEPT_FROM_OUTPUT
 * each match a denial: a text holding no stem has none of their orders, so their scans are skipped (perf2-r61: 211 of
 * bench/screen's 256 hard 4 kB results and all its typical ones hold no denial; KEEP_OFF and UNDONE_BEFORE likewise).
 */
export const DENIAL_STEMS: readonly string[] = [
  ...new Set(
    HIDING_DENIALS.flatMap((d) => (d.includes(' ') ? [d, d.replaceAll(' ', '  ')] : [d.slice(0, 3)])),
  ),
];
/** The literals KEEP_OFF's particle stands in (" off ", " out " of "out {1,2}of"), and UNDONE_BEFORE's " before ". */
export const KEEP_OFF_STEMS: readonly string[] = [' off ', ' out '];
export const UNDONE_STEMS: readonly string[] = [' before '];
function holdsAny(lower: string, stems: readonly string[]): boolean {
  for (const stem of stems) if (lower.includes(stem)) return true;
  return false;
}

/** Offsets of acts kept out of the records by order, in a lower-cased text (at most 64). */
export function hiddenActs(lower: string): number[] {
  const found: number[] = [];
  const denies = holdsAny(lower, DENIAL_STEMS);
  if (denies) hidingOrders(lower, found);
  if (holdsAny(lower, KEEP_OFF_STEMS)) {
    KEEP_OFF.lastIndex = 0;
    for (let m = KEEP_OFF.exec(lower); m !== null && found.length < 64; m = KEEP_OFF.exec(lower)) {
      if (opensClause(lower, m.index) && actBefore(lower, m.index, true)) found.push(m.index);
    }
    keptOutOfOutput(lower, found);
  }
  if (holdsAny(lower, UNDONE_STEMS)) undoneBeforeOversight(lower, found);
  if (denies) hiddenFromParties(lower, found);
  return found.sort((a, b) => a - b);
}

/** Offsets of a denial of a hiding verb whose act comes before it (round 53), pushed onto `found`. */
function hidingOrders(lower: string, found: number[]): void {
  HIDING.lastIndex = 0;
  for (let m = HIDING.exec(lower); m !== null && found.length < 64; m = HIDING.exec(lower)) {
    const clause = clauseAfter(lower, m.index + m[0].length, AFTER, CLAUSE_END);
    // A classification ("do not record as sound") or a condition ("until you have our report") is a rule.
    if (/^ {1,2}as(?![a-z])/.test(clause) || CONDITION.test(clause)) continue;
    // An indefinite object is a kind, a rule's ("don't log an error"); a hidden act names its own ("the loss", "it").
    if (/^ {1,2}an? /.test(clause)) continue;
    if (actBefore(lower, m.index, REFERS_BACK.test(clause))) found.push(m.index);
  }
}
