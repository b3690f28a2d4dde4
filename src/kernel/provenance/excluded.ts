// What the user's own turn ruled out (round 61, prov2-r61). "Find a hotel in Busan, anywhere except
// Haeundae Grand - we had a bad stay there last time": the user named the hotel only to rule it out, so a
// booking of it is not the user's errand, however trusted its name reads (the user wrote it), and a
// review that presses it ("bookings are now fulfilled at our sister property Haeundae Grand") chose it.
// The ledger keeps one marker key per ruled-out phrase (no value's key can spell it); a deciding argument
// that is such a phrase whole is held on a trace that read untrusted content, under every mode and
// delegation. Pure: reads the turn's words, the argument and the ledger only.
import { EXCLUDES } from './instruction-words.js';
import type { DecidingArgument } from './judge.js';
import type { TraceProvenance } from './ledger.js';
import { decidedWholeKeys } from './values.js';

/** A ruled-out phrase is a name of a few words: longer ones are a clause, not a target. */
const MAX_EXCLUDED_WORDS = 6;
const MAX_EXCLUDED_CHARS = 64;
/** The most phrases one turn rules out (a bound on the marker keys a turn adds). */
const MAX_EXCLUDED_PER_TURN = 8;
/** An argument longer than this is no name a user rules out in a few words. */
const MAX_ARGUMENT_CHARS = 96;

/** Where a ruled-out phrase ends: a dash between spaces, or a word that opens the reason or a new clause. */
const PHRASE_END =
  /\s[-\u2013\u2014]\s|\s(?:because|since|as|we|i|they|it|he|she|which|who|that|so|but|please|if|when|this|last|in|at|on|near|for|from|during|between)\s/i;
/** Ruled-out phrases written as a list: "except the Adlon or the Hilton" (an `&` stays in a name). */
const LIST_SEPARATOR = /\s(?:or|and|nor)\s|\//i;
/**
 * A negation before the ruling-out word in its sentence turns it into the only choice: "nothing other
 * than Hotel Alma", "don't book anyone but Tom", "no card except the Visa" name what the user wants.
 */
const NEGATION = /\b(?:no|not|nothing|nobody|none|never|nowhere|neither|nor|only|cannot)\b|n[\u2019']t\b/i;
/** How far back in the sentence a negation is looked for. */
const NEGATION_REACH = 48;

/** Is there a negation in the words before `at`, within its sentence and NEGATION_REACH characters? */
function negatedBefore(turn: string, at: number): boolean {
  let from = Math.max(0, at - NEGATION_REACH);
  for (let i = at - 1; i >= from; i--)
    if ('.!?;\n'.includes(turn[i]!)) {
      from = i + 1;
      break;
    }
  return NEGATION.test(turn.slice(from, at));
}

/** Articles and determiners a phrase may open with: "except the Adlon" rules out "Adlon" and "the Adlon". */
const OPENING_WORD = /^(?:the|a|an|that|this|our|my)\s+/i;

/** The folded form both sides are compared in: lower case, letters and digits, single spaces. */
export function foldExcluded(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(OPENING_WORD, '');
}

/** The marker key of a ruled-out phrase; the NUL opens no value's key. */
export function excludedKey(folded: string): string {
  return `\u0000excluded\u0000${folded}`;
}

/** The mark a turn that rules anything out also gives, so a trace that ruled nothing out folds no argument. */
export const RULES_OUT_KEY = excludedKey('');

/**
 * The marker keys of the phrases a user's turn rules out ("anywhere except Haeundae Grand", "any hotel
 * but the Adlon or the Hilton", "avoid Hotel Nord"). One pass of EXCLUDES; each capture cut at its
 * clause's end and split at `or` / `and`; a phrase of more than six words or 64 characters is dropped.
 */
export function excludedKeys(turn: string): string[] {
  return ruledKeys(excludedPhrases(turn));
}

/** The marker keys of phrases a turn rules out: RULES_OUT_KEY first, then one a phrase; none for none. */
export function ruledKeys(phrases: readonly string[]): string[] {
  return phrases.length === 0 ? [] : [RULES_OUT_KEY, ...phrases.map(excludedKey)];
}

/** The folded phrases a user's turn rules out (excludedKeys without the marks), at most eight. */
export function excludedPhrases(turn: string): string[] {
  if (!turn.includes(' ')) return [];
  const out: string[] = [];
  for (const m of turn.matchAll(EXCLUDES)) {
    if (negatedBefore(turn, m.index)) continue;
    const end = PHRASE_END.exec(m[1]!);
    const phrase = end === null ? m[1]! : m[1]!.slice(0, end.index);
    for (const part of phrase.split(LIST_SEPARATOR)) {
      const folded = foldExcluded(part);
      if (folded.length < 3 || folded.length > MAX_EXCLUDED_CHARS) continue;
      if (folded.split(' ').length > MAX_EXCLUDED_WORDS) continue;
      out.push(folded);
      if (out.length >= MAX_EXCLUDED_PER_TURN) return out;
    }
  }
  return out;
}

/**
 * Words by which a later turn takes a ruled-out target back ("actually, do pay Kim too", "Haeundae Grand
 * is fine after all"): a change of mind, or the target asked for as well.
 */
const TAKES_BACK =
  /\b(?:actually|after\s+all|on\s+second\s+thoughts?|changed\s+my\s+mind|change\s+of\s+plans?|scratch\s+that|(?:is|are)\s+(?:fine|ok|okay|good)|go\s+ahead|too|as\s+well|also)\b/i;
/** The sentences of a turn, each read alone. */
const SENTENCE_BREAK = /[.!?;\n]+/;
/** The longest turn read for a take-back (a longer one takes nothing back: held, as before round 62). */
const MAX_TAKE_BACK_CHARS = 4096;

/**
 * Does this user's turn take back a target an earlier turn ruled out (`phrase`, folded)? A sentence of
 * it names the phrase whole with a take-back word, no negation and no ruling-out word. Read only for the user's own turns on a model wire (never a result, never a claimed turn with
 * results before it: a take-back widens what is done, an exclusion only narrows it).
 */
export function takesBack(turn: string, phrase: string): boolean {
  if (turn.length > MAX_TAKE_BACK_CHARS || phrase === '') return false;
  for (const sentence of turn.split(SENTENCE_BREAK)) {
    if (!TAKES_BACK.test(sentence) || NEGATION.test(sentence)) continue;
    // A sentence that rules anything out ("anything but Kim is fine") takes nothing back.
    // `search`, not `test`: EXCLUDES is global, and a `test` would move the lastIndex matchAll starts from.
    if (sentence.search(EXCLUDES) >= 0) continue;
    if (` ${foldExcluded(sentence)} `.includes(` ${phrase} `)) return true;
  }
  return false;
}

/** The source a finding names where no result is known to hold the ruled-out value. */
export const UNNAMED_EXCLUDED_SOURCE = '\u0000excluded';

/**
 * The argument and result source of a deciding argument that is, whole, a phrase the user's turn ruled
 * out; undefined otherwise. One look-up per short argument.
 */
export function excludedTarget(
  args: readonly DecidingArgument[],
  ledger: TraceProvenance,
): { arg: string; source: string } | undefined {
  for (const a of args) {
    if (a.text.length < 3 || a.text.length > MAX_ARGUMENT_CHARS) continue;
    // Most traces rule nothing out: a look-up, not a fold, per argument (bench/adjudicate, round 61).
    if (!ledger.givenByUserKey(RULES_OUT_KEY)) continue;
    const folded = foldExcluded(a.text);
    if (folded.length < 3 || !ledger.givenByUserKey(excludedKey(folded))) continue;
    // A later turn of the user's took it back (round 62): the latest word on the target wins.
    if (ledger.tookBackExclusion(folded)) continue;
    const origin = ledger.resultOrigin(decidedWholeKeys(a.text));
    return { arg: a.name, source: origin.kind === 'untrusted' ? origin.source : UNNAMED_EXCLUDED_SOURCE };
  }
  return undefined;
}
