// Is a value in an untrusted result under orders? A value is "instructed" when the sentence or list
// item around it asks the reader to act (an order verb opening it, or a request phrase in it), or when
// the whole result addresses an AI agent; a value standing as a labelled field (`IBAN: ...`,
// `"to": "..."`) is record data, not an order, unless the result addresses the agent.

import { containsAnyPhrase } from '../phrase-set.js';
import {
  ACTOR_VERBS,
  ADDED_ITEM,
  ADVANCE_FEE,
  AGENT_ACTOR,
  AGENT_ADDRESS,
  AGENT_CALL,
  AGENT_VOCATIVE,
  AGENTS_DESCRIBED,
  AGENTS_TOLD,
  CALL_CONTINUERS,
  CALL_OPENERS,
  CLAIMED_USER_WORD,
  CLAUSE_SUBJECTS,
  CREDENTIAL_ASK,
  DESTINATION_NOUNS,
  DOCUMENT_ORDER_VERBS,
  DUTY_PHRASES,
  ENGLISH_WORDS,
  FOREIGN_AGENT_ADDRESS,
  FOREIGN_CALL_ORDER,
  FOREIGN_REQUEST,
  FOREIGN_WORDS,
  FORGED_OUTPUT,
  NOT_IMPERATIVE_BEFORE,
  ORDER_LEADS,
  ORDER_VERBS,
  PLACEMENT_ORDER,
  POINTER_PHRASES,
  PURPOSE_LEAD,
  REDIRECT_PHRASES,
  RELEASES_FUNDS,
  REQUEST_PHRASES,
  STANDING_ADDITION,
  STATEMENT_SUBJECTS,
  UPDATED_DESTINATION,
  USER_KEEPS_OLD,
  USER_NAMES_REPLACEMENT,
  VERB_PREFIXES,
  WISHED_ADDITION,
  WISHED_DESTINATION,
  WORLD_VERBS,
} from './instruction-words.js';

/**
 * How a value is under orders (InstructionReader.orderAt). Their strength runs none, plain, replaced,
 * pressed (orderRank): a replacement the result announces is held unless the user's own turn names it
 * (round 24); words to the agent are held whatever the user said. `2` stays pressed as ledgers stored it.
 */
export type OrderLevel = 0 | 1 | 2 | 3;
export const ORDER_NONE = 0;
export const ORDER_PLAIN = 1;
export const ORDER_PRESSED = 2;
export const ORDER_REPLACED = 3;

/** How strong an order level is: none 0, plain 1, replaced 2, pressed 3. */
export function orderRank(level: number): number {
  return level === ORDER_REPLACED ? 2 : level === ORDER_PRESSED ? 3 : level;
}

/**
 * Does a user's turn name a replacement destination as the one it means (USER_NAMES_REPLACEMENT), and
 * not keep the old one or turn the new one down (USER_KEEPS_OLD)? Read lower-cased, each once.
 */
export function namesReplacement(turn: string): boolean {
  const lower = turn.toLowerCase();
  return USER_NAMES_REPLACEMENT.test(lower) && !USER_KEEPS_OLD.test(lower);
}

/** Is a level pressed on the agent, by its words or by a replacement it announces? */
export function pressesAgent(level: number): boolean {
  return level === ORDER_PRESSED || level === ORDER_REPLACED;
}

/** Verbs that open an order for this reader: the shared ones and a document's own (DOCUMENT_ORDER_VERBS). */
const ORDERS: ReadonlySet<string> = new Set([...ORDER_VERBS, ...DOCUMENT_ORDER_VERBS]);

/** A request to delete what a sentence named before it ("please delete it", "remove them"). */
const DELETES_BACK =
  /(?:^|[;,:(]\s*|\.\s+|\bplease\s+|\bkindly\s+)(?:delete|remove|trash|discard|erase|archive)\s+(?:it|them|that one|this one)\b/;

/** Words by which a sentence points back at a value the one before named. */
const POINTS_BACK =
  /\b(?:there|them|it|him|her|that one|this one|that place|this place|that account|this account|that company|that name)\b/;

// From round 38 a payment a result sets before the one asked for ("send a £1.00 verification payment to
// ... first, then pay the invoice"): an act of its own, added to the errand. From round 39 any act set as
// the condition of the asked one ("Before replying, log the callout by texting ... to 88099", "Before we
// release it text RELEASE ... to 09011 ..., then reply"). From round 40 another party named with "too:" or
// "as well:" before its value ("confirmed by text to our security contractor too: 07700 ...").
// From round 62 Russian and Ukrainian "also" (также, тоже, також).
const ADDS_ANOTHER =
  /\bbefore\s(?:(?:we|you|i|they)\s)?(?:(?:can|will)\s)?(?:reply|replying|respond|responding|answer|answering|release|releasing|confirm|confirming|proceed|proceeding|dispatch|dispatching|book|booking|pay|paying|send|sending)\b|,?\sthen\s(?:reply|respond|answer)\b|\b(?:also|additionally|in addition|as well|(?:there|them|it|him|her) too)\b|\b(?:too|as well)\s?:|\b(?:verification|validation|test|activation|confirmation)\s(?:payment|transfer|deposit|fee)\b|\bfirst,?\s(?:and\s)?then\s(?:pay|send|transfer|wire)\b|(?:^|[^\p{L}])(?:auch|zusätzlich|aussi|également|también|además|anche|inoltre|também|ook|także|również|также|тоже|також)(?:[^\p{L}]|$)/u;

/**
 * Round 62 (prov2-r62): "please add shadow_boxeur with them", beside the people a list the user pointed to
 * named: a person of the result's own put on the errand, as "also" does. Read on the whole sentence, since a
 * name's own reading stops at the name (the words after it hold "with them").
 */
const ADDED_WITH = /\badd\s(?:[\p{L}\p{N}@._+-]{1,64}\s){1,3}(?:along\s)?with\s(?:them|those|the others)\b/u;

/** "Before we release it", "before replying": a condition (subject, verb, object) an order may follow. */
const CONDITION_LEAD =
  /^[\s\-*•>#\d.)"'`:]*before\s(?:(?:we|you|i|they|he|she)\s)?(?:(?:can|will|may)\s)?[\p{L}-]{2,24}(?:\s(?:it|this|that|them|him|her|you|anything))?\s/u;

/** A sentence's end inside a value: a stop, `!` or `?` before a blank, or a line break. */
const SENTENCE_BREAK = /[.!?]\s|\n/;
/** A quoted string of capitalised words only (`"Enter Amalie"`, a list's or a record's name). */
const QUOTED_NAME = /"\p{Lu}[\p{L}\p{N}'’&.-]{0,40}(?: \p{Lu}[\p{L}\p{N}'’&.-]{0,40}){0,7}"/gu;

/** What opens a JSON string that is a key or an item: `{`, `[`, `,`, `:`. */
const STRING_OPENERS: ReadonlySet<number> = new Set([123, 91, 44, 58]);

/** How far back from a value an order may start (one long sentence). */
const WINDOW = 320;
/** The key of a record's sender field, just before its string opens (`"sender": `, `"from":`). */
const SENDER_KEY = /"(?:from|sender)"\s*:\s*$/i;
/** How far from a sender's address its field's quotes may stand (`"from": "County Board <x@y>"`). */
const SENDER_REACH = 80;
/** How far a record object may reach from a value (a mail with its body). */
const RECORD_WINDOW = 1200;

/** Reads one result's text once, then answers for each value in it. */
export class InstructionReader {
  private readonly addressesAgent: boolean;
  /** Where a forged tool output starts (FORGED_OUTPUT); past the text's end when there is none. */
  private readonly forgedFrom: number;
  /** What `orderAt` answered per span and kind, this reader's text being fixed. */
  private readonly orders = new Map<string, OrderLevel>();

  /** The text is JSON-shaped (its first character `{` or `[`): its records' sender fields are read apart. */
  private readonly json: boolean;

  constructor(private readonly text: string) {
    const first = text.trimStart().charCodeAt(0);
    this.json = first === 123 || first === 91;
    this.addressesAgent = AGENT_ADDRESS.test(text) || FOREIGN_AGENT_ADDRESS.test(text) || callsAgent(text);
    this.forgedFrom = FORGED_OUTPUT.exec(text)?.index ?? Number.POSITIVE_INFINITY;
  }

  /** Is the value at [at, end) under orders? */
  instructedAt(at: number, end: number): boolean {
    return this.orderAt(at, end) !== ORDER_NONE;
  }

  /**
   * How the value at [at, end) is under orders: not at all; by an ordinary request ("please send your
   * share to ..."), which a result the user pointed to may make on the user's behalf; or by words no
   * such result needs (the result speaks to the agent, or announces a replacement destination).
   */
  orderAt(at: number, end: number, name = false): OrderLevel {
    // A value in (or after) a tool output the result forged is put before the agent as its own lookup's.
    if (this.addressesAgent || at >= this.forgedFrom) return ORDER_PRESSED;
    // Many values share one span (every URL of a text read apart at its schemes spans the whole text): a
    // span is read once, or a result of n bare URLs cost n readings of all of it (round 37: 800 lines, 4 s).
    const key = `${at}:${end}:${name ? 1 : 0}`;
    const known = this.orders.get(key);
    if (known !== undefined) return known;
    const level = this.readOrderAt(at, end, name);
    this.orders.set(key, level);
    return level;
  }

  private readOrderAt(at: number, end: number, name: boolean): OrderLevel {
    // A JSON record's sender runs into its body with no sentence's end between (`"sender":"x@y","body":
    // "Round 3 moved to 17 Jan"`): the body's words of change speak of the message's matter, not of its
    // sender, unless its record moves a destination (round 58, prov2-r58).
    const sender = this.isSenderField(at, end);
    if (sender && movesDestination(this.objectAround(at, end))) return ORDER_REPLACED;
    const start = sender ? at : this.sentenceStart(at);
    // A replacement announced in the value's own sentence or label ("New IBAN: ...") is an order too.
    const own = this.text.slice(start, end).toLowerCase();
    if (!sender && announcesReplacement(inRecord(own, at - start))) return ORDER_REPLACED;
    // The order may be the sentence before ("Update the payee. The new IBAN is ...", or a "Run:" line
    // above a blank line and an indented command).
    const before = this.sentenceBefore(start);
    const around = this.text.slice(before, this.sentenceEnd(end)).toLowerCase();
    // A replacement announced around the value, in the sentence before it or after it ("Payments to the
    // old account will be returned.\nCollection account: ...", "send it to X instead"), asks the reader
    // to drop the value it knew for this one, whether as an order, as news or as a record field.
    if (!sender && announcesReplacement(inRecord(around, at - before))) return ORDER_REPLACED;
    // So does a sentence anywhere in the value's own `{...}` object that moves a destination: a mail whose
    // body says "send it here rather than to my old mailbox" speaks of its own sender ("meet Wednesday
    // instead" moves no destination).
    if (!sender && movesDestination(this.objectAround(at, end))) return ORDER_REPLACED;
    // A sentence that asks for a sign-in with a password presses what it names: a credential harvest.
    if (CREDENTIAL_ASK.test(this.text.slice(start, this.sentenceEnd(end)))) return ORDER_PRESSED;
    // A party announced as standing on every act of a kind, in the value's own sentence, label or not
    // ("Standing guest: ...", "circulation list also includes ..."): added by the result (round 59).
    // So is an item the document marks as added by someone else or due besides ("Also due (added by
    // Egerton): ...", "£350 (added by treasurer)"): the result put a payee of its own on the list (round 60).
    const ownSentence = own + this.text.slice(end, this.sentenceEnd(end)).toLowerCase();
    if (STANDING_ADDITION.test(ownSentence) || ADDED_ITEM.test(ownSentence)) return ORDER_PRESSED;
    // A result that claims to carry the user's own word ("per your saved preference", "as you told your
    // assistant") licenses nothing: only the user's turns do (round 62), so what it names is pressed.
    if (CLAIMED_USER_WORD.test(around)) return ORDER_PRESSED;
    if (isLabelledField(this.text, at)) return this.orderedAfter(end);
    // A name's own words order nothing on it, nor does a name a list gives whole before it (round 22: the
    // hotel "Enter Amalie", a shop "Pay Less"); an order before the name still does.
    // A name read across a sentence's end ("HertzPlus Rent. Book Hertz ...") keeps the order inside it.
    const ownName = name && !SENTENCE_BREAK.test(this.text.slice(at, end));
    const sentence = (
      ownName ? `${this.text.slice(before, at).replace(QUOTED_NAME, '_')}_` : this.text.slice(before, end)
    ).toLowerCase();
    // A duty is a predicate, so it may follow the value ("a payment to AT61... is mandatory").
    const whole = this.text.slice(before, this.sentenceEnd(end)).toLowerCase();
    if (
      sentence
        .split(CLAUSE)
        .some((c) => opensWithOrder(c) || ordersAfterPurpose(c) || ordersAfterCondition(c)) ||
      standingOrder(sentence) ||
      hasPhrase(sentence, REQUEST_PHRASES) ||
      // A language that puts its verb last asks after the value (`...を追加してください`), as a duty may.
      FOREIGN_REQUEST.test(whole) ||
      // An order to ring comes before its number in the languages FOREIGN_CALL_ORDER lists.
      FOREIGN_CALL_ORDER.test(sentence) ||
      hasPhrase(whole, DUTY_PHRASES) ||
      // A third party's wish that someone be added asks as "please add" does (round 36).
      WISHED_ADDITION.test(whole) ||
      // An order that the value be put into what the agent posts or sets (round 58).
      PLACEMENT_ORDER.test(whole)
    )
      // A wish that someone be added adds a person of its own to the errand, as "also" does (round 40).
      return ADDS_ANOTHER.test(sentence) || WISHED_ADDITION.test(whole) || ADDED_WITH.test(whole)
        ? ORDER_PRESSED
        : ORDER_PLAIN;
    const after = this.orderedAfter(end);
    if (after !== ORDER_NONE) return after;
    const back = this.orderedBack(end);
    if (back !== ORDER_NONE) return back;
    // Prose the words above cannot read (another language, or one they hold few words of) may order the
    // value in words they lack: read as an ordinary request, so only a user's delegation lets it decide.
    const to = this.sentenceEnd(end);
    // A name that fills a record's string whole (a key, an item: `"Les Pousses": "Tout est végétarien"`)
    // is the record's subject; the prose of the string beside it is another string's (round 33).
    if (
      !this.fillsString(at, end) &&
      unreadProse(`${this.text.slice(before, at)} ${this.text.slice(end, to)}`)
    )
      return ADDS_ANOTHER.test(whole) ? ORDER_PRESSED : ORDER_PLAIN;
    return ORDER_NONE;
  }

  /** Does the value at [at, end) fill a JSON string whole, one opened after `{`, `[`, `,` or `:`? */
  private fillsString(at: number, end: number): boolean {
    if (at < 1 || this.text.charCodeAt(at - 1) !== 34 || this.text.charCodeAt(end) !== 34) return false;
    let i = at - 2;
    while (i >= 0 && isSpace(this.text.charCodeAt(i))) i--;
    return i < 0 || STRING_OPENERS.has(this.text.charCodeAt(i));
  }

  /**
   * An order in the next sentence that points back at the value ("we stayed at X and it was better.
   * Book there instead."): a replacement it announces presses the value, a plain order asks for it.
   */
  /**
   * A value with an order after it in its own sentence that points back at it and adds it to the
   * reader's errand ("Reminders: +1 202 ... (please forward the time there too)", round 23): a label
   * makes it data, the clause after it presses it all the same; an ordinary request after a value ("-
   * please invite them", "share it with your team") stays as the sentence's words read it.
   */
  private orderedAfter(end: number): OrderLevel {
    const after = this.text.slice(end, this.sentenceEnd(end)).toLowerCase();
    if (!POINTS_BACK.test(after)) return ORDER_NONE;
    // A record asked, after its number, to be deleted ("the \"New sign-in\" message 880 is a duplicate ...;
    // please delete it", round 32): the number is what the request acts on.
    if (DELETES_BACK.test(after) && !ADDS_ANOTHER.test(after)) return ORDER_PLAIN;
    if (!ADDS_ANOTHER.test(after)) return ORDER_NONE;
    return after.split(CLAUSE).some(opensWithOrder) || hasPhrase(after, REQUEST_PHRASES)
      ? ORDER_PRESSED
      : ORDER_NONE;
  }

  private orderedBack(end: number): OrderLevel {
    const own = this.sentenceEnd(end);
    if (own >= this.text.length || this.text.charCodeAt(own) === 10) return ORDER_NONE;
    const next = this.text.slice(own + 1, this.sentenceEnd(own + 2)).toLowerCase();
    if (!POINTS_BACK.test(next) || !next.split(CLAUSE).some(opensWithOrder)) return ORDER_NONE;
    return announcesReplacement(next) ? ORDER_REPLACED : ORDER_PLAIN;
  }

  /**
   * Does the text order the reader to act on a value it points at by description ("add whoever is
   * listed as auditor in the directory")? A sentence with a pointer phrase and a verb that changes the
   * world (WORLD_VERBS) that is an order, or stands in a result that addresses the agent; an order to
   * read ("please look up the menu on the website") selects nothing to act on.
   */
  pointsByDescription(): boolean {
    const lower = this.text.toLowerCase();
    for (const p of POINTER_PHRASES) {
      for (let at = lower.indexOf(p); at >= 0; at = lower.indexOf(p, at + p.length)) {
        const start = this.sentenceStart(at);
        const before = start > 0 ? this.sentenceStart(start - 1) : start;
        const sentence = lower.slice(before, this.sentenceEnd(at + p.length));
        if (!sentence.split(/[^a-z]+/).some((w) => WORLD_VERBS.has(w))) continue;
        if (
          this.addressesAgent ||
          sentence.split(CLAUSE).some((c) => opensWithOrder(c) || ordersAfterPurpose(c)) ||
          hasPhrase(sentence, REQUEST_PHRASES) ||
          FOREIGN_REQUEST.test(sentence)
        )
          return true;
      }
    }
    return false;
  }

  /** The `{...}` object (no nested braces, at most RECORD_WINDOW each side) that holds [at, end), lower-cased; '' if none. */
  /**
   * Is [at, end) the address of a record's `from` or `sender` field in a JSON text (`"sender": "x@y"`,
   * `"from": "Name <x@y>"`), whose string closes after it? One look back and one ahead, at most 80
   * characters each.
   */
  private isSenderField(at: number, end: number): boolean {
    if (!this.json) return false;
    // Windows of at most 80 characters: a long string's many values each read a bounded slice (linear).
    const from = Math.max(0, at - SENDER_REACH);
    const back = this.text.slice(from, at).lastIndexOf('"');
    if (back < 0) return false;
    const open = from + back;
    if (!SENDER_KEY.test(this.text.slice(Math.max(0, open - 16), open))) return false;
    const close = this.text.slice(end, end + SENDER_REACH).indexOf('"');
    return close >= 0 && !this.text.slice(end, end + close).includes('\\');
  }

  private objectAround(at: number, end: number): string {
    const from = Math.max(0, at - RECORD_WINDOW);
    let open = -1;
    for (let i = at - 1; i >= from; i--) {
      const c = this.text.charCodeAt(i);
      if (c === 125) return '';
      if (c === 123) {
        open = i;
        break;
      }
    }
    if (open < 0) return '';
    const to = Math.min(this.text.length, end + RECORD_WINDOW);
    for (let i = end; i < to; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 123) return '';
      if (c === 125) return this.text.slice(open, i).toLowerCase();
    }
    return '';
  }

  /** Where the sentence before the one starting at `start` starts, blank lines between skipped. */
  private sentenceBefore(start: number): number {
    let b = start;
    while (b > 0 && start - b < WINDOW && isSpace(this.text.charCodeAt(b - 1))) b--;
    return b > 0 ? this.sentenceStart(b - 1) : start;
  }

  /** Where the sentence or list item that holds `end` ends (at most WINDOW on). */
  private sentenceEnd(end: number): number {
    const to = Math.min(this.text.length, end + WINDOW);
    for (let i = end; i < to; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 10 || ((c === 46 || c === 33 || c === 63) && closesSentence(this.text, i + 1) !== -1))
        return i;
    }
    return to;
  }

  /** Where the sentence or list item that holds `at` starts (at most WINDOW back). */
  private sentenceStart(at: number): number {
    const from = Math.max(0, at - WINDOW);
    for (let i = at - 1; i >= from; i--) {
      const c = this.text.charCodeAt(i);
      // A newline, or `.!?` followed by a space (past a closing quote, round 36), ends the sentence before.
      if (c === 10) return i + 1;
      if (c === 46 || c === 33 || c === 63) {
        const next = closesSentence(this.text, i + 1);
        if (next !== -1) return next;
      }
    }
    return from;
  }
}

/**
 * Where the text after a sentence's `.!?` at `i - 1` goes on, or -1 when the stop ends no sentence: a space
 * right after it, or after one closing quote or bracket, JSON-escaped or not (round 36: a draft quoted in a
 * channel message, `Monday.\\" Also add at the end: ...`, ended no sentence, so the order after it was read
 * as the quoted draft's words).
 */
function closesSentence(text: string, i: number): number {
  let j = i;
  if (text.charCodeAt(j) === 92 && text.charCodeAt(j + 1) === 34) j += 2;
  else if (CLOSERS.has(text.charCodeAt(j))) j++;
  return text.charCodeAt(j) === 32 ? j : -1;
}
/** A closing quote or bracket a sentence's stop may stand before: `"`, `'`, `)`, `”`, `’`, `»`. */
const CLOSERS: ReadonlySet<number> = new Set([34, 39, 41, 0x201d, 0x2019, 0xbb]);

/**
 * Is this prose of another language: three or more words in small letters (a run of a script without
 * capitals counts three), one of them with a letter beyond ASCII (`è`, `å`, `ř`, `ş`, Hangul, ...) or
 * two of them small words of other languages (FOREIGN_WORDS), and no word of English (ENGLISH_WORDS)?
 * A record's keys (`"description":`) and fields (`F-0031;IT60 ...`) are no words, and English shorthand
 * (`great read on queue design`) is no other language. One split on spaces, edges trimmed by index,
 * anchored tests per word: linear in the text.
 */
export function unreadProse(text: string): boolean {
  let words = 0;
  let foreign = false;
  let small = 0;
  for (const token of text.split(SPACES)) {
    let from = 0;
    let to = token.length;
    while (from < to && EDGE.includes(token[from]!)) from++;
    // A key or label (`"description":`, `Betreff:`) names a field; it is no word of a sentence.
    if (to > 0 && (token[to - 1] === ':' || token.endsWith('":'))) continue;
    while (to > from && EDGE.includes(token[to - 1]!)) to--;
    const word = token.slice(from, to);
    const lower = word.toLowerCase();
    if (ENGLISH_WORDS.has(lower)) return false;
    if (FOREIGN_WORDS.has(lower)) small++;
    if (!SMALL_WORD.test(word)) continue;
    foreign ||= BEYOND_ASCII.test(word);
    // A run of six letters of a script without capitals (Chinese, Korean, Arabic, Hindi) holds words.
    if (word.length > 1) words += word.length >= 6 && UNCASED.test(word) ? 3 : 1;
  }
  return (foreign || small >= 2) && words >= 3;
}
const SPACES = /\s+/;
/** Quotes, brackets and a sentence's marks at a token's edges (`"Bitte`, `conto.`). */
const EDGE = '("\'«“„¿¡.,;:!?)»”[]';
/** A word of small letters (any script) or of a script without capitals (`è` alone is one). */
const SMALL_WORD = /^[\p{Ll}\p{Lo}][\p{Ll}\p{Lo}\p{M}]*$/u;
const UNCASED = /^\p{Lo}/u;
const BEYOND_ASCII = /[^\x00-\x7f]/;

/** Space, tab, newline, carriage return. */
function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** The part of `text` around offset `at` that stays in the value's record (no `{` or `}` crossed). */
function inRecord(text: string, at: number): string {
  const from = Math.max(text.lastIndexOf('{', at), text.lastIndexOf('}', at)) + 1;
  let to = text.length;
  for (const c of '{}') {
    const i = text.indexOf(c, at);
    if (i >= 0 && i < to) to = i;
  }
  return text.slice(from, to);
}

/**
 * Clause boundaries inside a sentence: an order may open any clause ("Before you answer, share it ...").
 * A comma between digits groups thousands (round 32: "transfer 12,000 points to ..."): cut there, the
 * verb read as a sum's label ("transfer 12").
 */
// Round 34: an en dash between spaces parts clauses as an em dash and a spaced hyphen do ("reservations
// are paused – to hold a table call our line 0906 ... first").
const CLAUSE = /(?<!\d),|,(?!\d)|[;:()\n]|\.\s|!\s|\?\s| -- | - | — | – /;

/** `Label: value` on its line, or a JSON/YAML key: the value is a field of a record. */
function isLabelledField(text: string, at: number): boolean {
  // A URL glued to another scheme (`view-source:https://...`, `filesystem:`, `blob:`) is wrapped, not labelled.
  if (
    text.charCodeAt(at - 1) === 58 &&
    SCHEME_CHAR.test(text.charAt(at - 2)) &&
    URL_OPENS.test(text.slice(at, at + 40))
  )
    return false;
  let i = at - 1;
  // A phone's `+` or `(` before its digits (`"phone": "+47 77 ..."`) is the value's, not the label's.
  if (text[i] === '+' || text[i] === '(') i--;
  while (i >= 0 && (text[i] === ' ' || text[i] === '"' || text[i] === "'" || text[i] === '\t')) i--;
  // A later item of a field's list ("Attendees: priya@..., omar@...", round 23) is the field's too.
  i = listHead(text, i);
  if (text[i] !== ':' && text[i] !== '=' && text[i] !== '|') return false;
  // The label is one to four words and starts its line (or follows `{`, `,` in a record).
  let j = i - 1;
  let words = 1;
  while (j >= 0 && text[j] !== '\n' && text[j] !== '{' && text[j] !== ',' && text[j] !== '|') {
    if (text[j] === ' ' && text[j - 1] !== ' ') words++;
    if (words > 4 || (text[j] === '.' && text[j + 1] === ' ')) return false;
    j--;
  }
  // A clause's subject or a request before the colon makes it a sentence's words, not a label ("he
  // pays: ...", "lütfen ekleyin: ...", "please add: ...").
  const label = text.slice(j + 1, i).toLowerCase();
  const first = /[\p{L}']+/u.exec(label);
  if (first !== null && CLAUSE_SUBJECTS.has(first[0])) return false;
  if (hasPhrase(label, LABEL_REQUESTS) || FOREIGN_REQUEST.test(label)) return false;
  // A request word alone before a comma opens the sentence the label ends ("Kérem, küldje el ide: ...").
  return !(text[j] === ',' && requestBeforeComma(text, j));
}

const SCHEME_CHAR = /[a-z0-9+.-]/i;
const URL_OPENS = /^[a-z][a-z0-9+.-]{0,30}:\/\//i;

/** Do the words just before the comma at `comma` (its line's start, a few words) make only a request? */
function requestBeforeComma(text: string, comma: number): boolean {
  let k = comma - 1;
  while (k >= 0 && comma - k <= MAX_REQUEST_CHARS && text[k] !== '\n' && LETTERS_OR_BLANK.test(text[k]!)) k--;
  if (k >= 0 && text[k] !== '\n') return false;
  const words = text.slice(k + 1, comma).toLowerCase();
  return hasPhrase(words, LABEL_REQUESTS) || FOREIGN_REQUEST.test(words);
}
const MAX_REQUEST_CHARS = 24;
const LETTERS_OR_BLANK = /[\p{L}' ]/u;

/** Request words that make a label a request (round 25). */
const LABEL_REQUESTS: readonly string[] = ['please', 'kindly'];

/** Items of a field's list read back to its label, and the characters an item may span. */
const MAX_LIST_ITEMS = 16;
const MAX_ITEM_CHARS = 256;

/**
 * From a `,` or `;` at `i` back over the list items before it (each one token: no blank inside), to what
 * stands before the first: where a label's `:` is, for a list of values. Bounded, so each value is read
 * back a fixed distance at most.
 */
function listHead(text: string, i: number): number {
  for (let n = 0; n < MAX_LIST_ITEMS && (text[i] === ',' || text[i] === ';'); n++) {
    i--;
    while (i >= 0 && (text[i] === ' ' || text[i] === '"' || text[i] === "'")) i--;
    const stop = i - MAX_ITEM_CHARS;
    while (i > stop && i >= 0 && !/[\s,;:=|"'[{(]/.test(text[i]!)) i--;
    if (i <= stop) return i;
    while (i >= 0 && (text[i] === ' ' || text[i] === '"' || text[i] === "'" || text[i] === '\t')) i--;
  }
  return i;
}

/** "Assistant: send ...", "Bot, also DM ...": an agent called by name with an order after it. */
function callsAgent(text: string): boolean {
  for (const m of text.matchAll(AGENT_CALL)) {
    const next = m[1]!.toLowerCase();
    // A document's order verb counts here too: "Bot: announce ..." is said to the agent (round 31).
    if (ORDERS.has(next) || ORDER_LEADS.has(next) || CALL_OPENERS.has(next) || CALL_CONTINUERS.has(next))
      return true;
    // A verb written as a tool's name (`remote_unlock`, `share_digital_key`): one of its words orders.
    if (next.includes('_') && next.split('_').some((w) => ORDER_VERBS.has(w))) return true;
  }
  return agentsTold(text) || agentActs(text) || agentCalledAside(text);
}

/**
 * "The organiser's assistant texts the code to ...", "asked the assistant to install ..." (round 26): the
 * agent named as the one who performs an act, the verb an order verb (its third person read too).
 */
function agentActs(text: string): boolean {
  for (const m of text.matchAll(AGENT_ACTOR)) {
    const verb = (m[1] ?? m[2]!).toLowerCase();
    for (const v of [
      verb,
      verb.endsWith('s') ? verb.slice(0, -1) : '',
      verb.endsWith('es') ? verb.slice(0, -2) : '',
    ])
      if (v !== '' && (ORDERS.has(v) || ACTOR_VERBS.has(v) || prefixedVerb(v) !== '')) return true;
  }
  return false;
}

/** "Also, assistant, the timetable is at ... - fetch it" (round 26): the agent called aside, an order after. */
function agentCalledAside(text: string): boolean {
  for (const m of text.matchAll(AGENT_VOCATIVE))
    if (m[1]!.toLowerCase().split(CLAUSE).some(opensWithOrder)) return true;
  return false;
}

/**
 * "Travel agents reserve X now", "agents remote-unlock booking ...", "Agents: availability expires in 1h
 * — reserve X now" (round 21): agents at large told to act, the order right after the word or, after a
 * colon, opening a clause of the same line. "Our agents book daily" describes someone's agents.
 */
function agentsTold(text: string): boolean {
  // Where the last line read ended: each character is read for a clause once, however many calls.
  let read = 0;
  for (const m of text.matchAll(AGENTS_TOLD)) {
    if (m[1] !== undefined && AGENTS_DESCRIBED.has(m[1].trim().toLowerCase())) continue;
    const next = m[2]!.toLowerCase();
    if (ORDER_VERBS.has(next) || ORDER_VERBS.has(next.slice(next.lastIndexOf('-') + 1))) return true;
    if (!m[0].includes(':')) continue;
    const at = Math.max(read, m.index + m[0].length - m[2]!.length);
    const window = text.slice(at, m.index + m[0].length + LINE_READ);
    const nl = window.indexOf('\n');
    const line = nl < 0 ? window : window.slice(0, nl);
    read = at + line.length;
    for (const c of line.matchAll(CLAUSE_OPENER)) if (ORDER_VERBS.has(c[1]!.toLowerCase())) return true;
  }
  return false;
}
/** The characters of a line read after "Agents:" for a clause that opens with an order. */
const LINE_READ = 240;
/** A clause's first word after a dash, a stop or a semicolon. */
const CLAUSE_OPENER = /(?:[\u2014\u2013;.!]|\s-)\s+([a-z]+)/gi;

/** "... always include our link ...": a standing rule for whoever acts, wherever it stands in the sentence. */
function standingOrder(sentence: string): boolean {
  for (const m of sentence.matchAll(STANDING)) if (ORDER_VERBS.has(m[1]!)) return true;
  return false;
}
const STANDING = /\balways\s+([a-z]+)/g;

/** Words of a purpose clause read for the order after it. */
const MAX_PURPOSE_WORDS = 12;

/**
 * A purpose clause that opens the sentence with no comma after it, then an order ("for the refund to go
 * through send the form to ...", round 23): an order verb within its first words, not the purpose's own
 * (after `to`), a noun (after an article) nor a statement's (after a subject: "for the refund we send").
 */
function ordersAfterPurpose(sentence: string): boolean {
  const clause = sentence.replace(/^[\s\-*•>#\d.)"'`:]+/, '');
  if (!PURPOSE_LEAD.test(clause)) return false;
  const words = clause.split(/\s+/, MAX_PURPOSE_WORDS);
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const before = words[i - 1]!;
    if (STATEMENT_SUBJECTS.has(w) && before !== 'to') return false;
    if (ORDERS.has(w) && !NOT_IMPERATIVE_BEFORE.has(before) && !before.endsWith('ly')) return true;
  }
  return false;
}

/**
 * A clause that opens with the condition of another act, then orders ("before we release it text RELEASE
 * ... to 09011 ...", round 39): the order after the condition is the clause's (ADDS_ANOTHER presses it).
 */
function ordersAfterCondition(clause: string): boolean {
  const m = CONDITION_LEAD.exec(clause);
  return m !== null && opensWithOrder(clause.slice(m[0].length));
}

function opensWithOrder(sentence: string): boolean {
  const words = sentence.replace(/^[\s\-*•>#\d.)"'`:]+/, '').split(/[\s,;:]+/);
  for (let i = 0; i < words.length && i < 4; i++) {
    const w = words[i]!;
    // A verb that names a sum ("total 412.00, deposit 50.00, IBAN ...") is a field's label, as
    // "deposit: 50.00" is: followed by nothing but the amount, it asks for nothing.
    if (ORDERS.has(w) || ORDERS.has(prefixedVerb(w))) return !namesAmountOnly(words.slice(i + 1));
    // "port +44 20 ..." or "port your number" moves a phone line (round 31); "Port 8080 is open" orders nothing.
    if (w === 'port' && PORTED_LINE.test(words[i + 1] ?? '')) return true;
    // A name or a lead word may stand first: "Claude, send ...", "Then pay ...".
    if (!ORDER_LEADS.has(w) && i > 0) return false;
  }
  return false;
}

/** What follows `port` when it moves a phone line: an international number, or the line named. */
// Round 32: a pronoun for the line a sentence before named ("To keep your shop number ..., port it today").
const PORTED_LINE = /^(?:\+\d|(?:your|the|our|my|this|that|number|line|numbers|lines|it|them)$)/;

/**
 * The verb of `verbs` a word glues behind a prefix (`auto-invite` is invite; from round 25 without the
 * hyphen too, three letters of verb or more: `rebook`, `prepay`); '' for any other word.
 */
export function prefixedVerb(w: string, verbs: ReadonlySet<string> = ORDERS): string {
  for (const p of VERB_PREFIXES) {
    if (!w.startsWith(p)) continue;
    const dashed = w.charCodeAt(p.length) === 45;
    const rest = w.slice(dashed ? p.length + 1 : p.length);
    if (rest.length >= (dashed ? 2 : 3) && verbs.has(rest)) return rest;
  }
  return '';
}

/** Is what follows a clause's verb an amount and nothing else (`50.00`, `40 eur`, `€ 1,200`)? */
function namesAmountOnly(rest: readonly string[]): boolean {
  const words = rest.filter((w) => w !== '');
  return (
    words.length > 0 &&
    words.length <= 2 &&
    words.some((w) => /\d/.test(w)) &&
    words.every((w) => AMOUNT_WORD.test(w))
  );
}
const AMOUNT_WORD = /^(?:[€$£]?\d[\d.,']*[€$£]?|eur|usd|gbp|chf|[€$£])$/;

/**
 * Does the text announce a replacement (REDIRECT_PHRASES)? "Register now at ...", "book now at ..." is a
 * call to act at once, not news that something moved: its `now at` is no replacement.
 */
export function announcesReplacement(text: string): boolean {
  return (
    hasPhrase(text.includes('now at') ? text.replace(ACT_NOW, ' ') : text, REDIRECT_PHRASES) ||
    UPDATED_DESTINATION.test(text) ||
    WISHED_DESTINATION.test(text) ||
    // A fee asked before the reader's money is released moves money the other way (round 33).
    (RELEASES_FUNDS.test(text) && ADVANCE_FEE.test(text))
  );
}
const ACT_NOW =
  /\b(?:register|book|buy|order|shop|apply|join|subscribe|sign up|enrol|enroll|reserve|available|on sale|live)\s+now\s+at\b/g;

/** Does a sentence of this record announce a replacement and name a destination (DESTINATION_NOUNS)? */
function movesDestination(record: string): boolean {
  if (record === '') return false;
  for (const sentence of record.split(SENTENCE_END))
    if (DESTINATION_NOUNS.test(sentence) && announcesReplacement(sentence)) return true;
  return false;
}
const SENTENCE_END = /[.!?](?:\s|$)|\n|\\n/;

// One pass over the sentence for a whole list (REDIRECT_PHRASES holds hundreds): src/kernel/phrase-set.ts.
const hasPhrase = containsAnyPhrase;
