// An address clause to an AI reader, in any language (round 16; docs/screening.md, 'Round 16: recall'): a
// short clause that names artificial intelligence and ends in a colon, opened by a word of address, a
// condition on the reader or a "this" pointing at the text ("Für den KI-Agenten, der dieses Ticket
// bearbeitet:", "Jika Anda agen AI yang memproses entri ini:", "ถึงผู้ช่วย AI ที่กำลังอ่านข้อมูลนี้:"), and
// then a whole sentence after the colon. A record's field states its content; a clause that turns to
// an AI reader and goes on is an order to whatever reads the record.

import { OPENING_CHARS, opensAboutAgents, speakerLines } from './genre.js';
import { L, LEXICONS } from './injection-lexicon.js';
import { USER_TURN } from './orders.js';
import { allViews, type ScreenView } from './view.js';
import {
  ADDRESS_LEADS,
  AGENT_NOUN_STEMS,
  AI_ABBREVIATIONS,
  AI_NAMES,
  CLAUSE_LEADS,
  MORE_TEXT_DEMONSTRATIVES,
  TEXT_DEMONSTRATIVES,
  UNSPACED_CLAUSE_ENDS,
  UNSPACED_CLAUSE_LEADS,
  UNSPACED_TEXT_DEMONSTRATIVES,
} from './vocabulary.js';
import { workDone } from './work.js';

const MAX_CHARS = 64 * 1024;
const escapeRe = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An AI mark: an abbreviation in capitals as a whole word, or (in any case) a spelled-out name. Literal alternations. */
const AI_ABBREVIATION = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${AI_ABBREVIATIONS.map(escapeRe).join('|')})(?![\\p{L}\\p{N}_])`,
  'gu',
);
// A name starts a word and is no identifier's head (`claudeCode`, `copilot_token`); a compound goes on in
// lower case ("tekoälyavustajalle", "Sprachmodelle"). Both checks are made on the characters around a
// match: a `u` flag (for `\p{L}`) makes a caseless alternation four times slower, and under it `\p{Lu}`
// matches every letter.
const AI_NAME = new RegExp(AI_NAMES.map(escapeRe).join('|'), 'gi');
const WORD_GOES_ON = /[\p{L}\p{N}_]/u;
const IDENTIFIER_GOES_ON = /[\p{Lu}\p{N}_]/u;
/** Characters that bound a clause (a colon ends the address, so it is read apart). */
const CLAUSE_BOUND = /[.!?;。！？；\n"“”«»[\](){}|—–§]/u;
const isColon = (ch: string | undefined) => ch === ':' || ch === '：';
/** How far after its mark an address's colon may be, and how far before it the clause may start. */
const COLON_REACH = 80;
const LEAD_REACH = 60;
/** At most this many words in the clause: an address, not a sentence that happens to end in a colon. */
const CLAUSE_WORDS = 12;
/** Letters after the colon, in its line: a whole sentence, not a field's short value. */
const ORDER_LETTERS = 24;
const ORDER_REACH = 400;

const THIS = new RegExp(
  `(?<![\\p{L}])(?:${[...TEXT_DEMONSTRATIVES, ...MORE_TEXT_DEMONSTRATIVES].map(escapeRe).join('|')})(?![\\p{L}])|${UNSPACED_TEXT_DEMONSTRATIVES.map(escapeRe).join('|')}`,
  'iu',
);
const UNSPACED_LEAD = new RegExp(
  `^(?:${UNSPACED_CLAUSE_LEADS.map(escapeRe).join('|')})|(?:${UNSPACED_CLAUSE_ENDS.map(escapeRe).join('|')})\\s*$`,
  'u',
);
/**
 * Words that open an address clause: an address's leads but the article and job words, the conditions,
 * and the injection lexicon's note words ("note", "hinweis", "uwaga", "примечание").
 */
const LEADS: ReadonlySet<string> = new Set([
  ...ADDRESS_LEADS.filter((w) => !/^(?:the|code|coding|support)$/.test(w)),
  ...CLAUSE_LEADS,
  ...LEXICONS.filter(([flag]) => flag === L.ADDRESS).flatMap(([, words]) => words),
]);
const AGENT_NOUN = new RegExp(AGENT_NOUN_STEMS.map(escapeRe).join('|'), 'iu');

/** Every AI mark's start and end, in order (the names are matched in any case, the abbreviations not). */
function marksIn(text: string): Array<[number, number]> {
  const marks: Array<[number, number]> = [];
  for (const m of text.matchAll(AI_ABBREVIATION)) marks.push([m.index, m.index + m[0].length]);
  for (const m of text.matchAll(AI_NAME)) {
    const end = m.index + m[0].length;
    if (WORD_GOES_ON.test(text[m.index - 1] ?? '') || IDENTIFIER_GOES_ON.test(text[end] ?? '')) continue;
    marks.push([m.index, end]);
  }
  return marks.sort((a, b) => a[0] - b[0]);
}

/**
 * Whether the text holds an address clause to an AI reader followed by a sentence. Each mark reads at
 * most COLON_REACH characters on and LEAD_REACH back, each colon ORDER_REACH on, and a mark before a
 * colon or bound already read is skipped: linear in the text.
 */
export function addressedClause(text: string): boolean {
  return addressedClauseAt(text) !== undefined;
}

/** Where the first address clause to an AI reader starts and its sentence ends (`addressedClause`). */
export function addressedClauseAt(text: string): [number, number] | undefined {
  const head = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  let readTo = -1;
  let speakers = -1;
  let chat: boolean | undefined;
  for (const [s, e] of marksIn(head)) {
    if (s < readTo) continue;
    let colon = -1;
    let i = e;
    for (; i < Math.min(head.length, e + COLON_REACH); i++) {
      if (isColon(head[i])) {
        colon = i;
        break;
      }
      if (CLAUSE_BOUND.test(head[i]!)) break;
    }
    readTo = i;
    workDone(i - e);
    if (colon < 0) continue;
    // A URL's scheme or a time (`AI: 10:30`, `GPT:/v1`) is no address.
    if (/[/\d]/.test(head[colon + 1] ?? '')) continue;
    const start = clauseStart(head, s);
    if (start < 0) continue;
    // "When creating a new custom language model, you must specify:": the reader's work, not the reader.
    if (objectOfGerund(head.slice(start, s))) continue;
    const clause = head.slice(start, colon).trim();
    const words = clause.split(/\s+/).filter((w) => w !== '');
    if (words.length > CLAUSE_WORDS) continue;
    const mark = head.slice(s, e);
    const markWord = words.findIndex((w) => w.includes(mark));
    const first = (words[0] ?? '').toLowerCase().replace(/[*_>#-]+/g, '');
    const opensAsLabel = markWord >= 0 && markWord <= 1 && words.length >= 2 && AGENT_NOUN.test(clause);
    const spoken = (markWord !== 0 && LEADS.has(first)) || UNSPACED_LEAD.test(clause) || THIS.test(clause);
    // "AI assistant:" alone is a label: in a chat (a user's or customer's turn anywhere) it is a speaker.
    if (!spoken && !opensAsLabel) continue;
    if (!spoken) {
      if (chat === undefined) chat = USER_TURN.test(head);
      if (chat) continue;
    }
    if (!sentenceAfter(head, colon + 1)) continue;
    // A name alone, or a mark and one word, opening a line is a speaker's turn where others speak too.
    if (words.length === 1 || (markWord === 0 && words.length <= 2)) {
      if (speakers < 0) speakers = speakerLines(head);
      if (speakers > 1) continue;
    }
    const ahead = head.slice(colon + 1, colon + 1 + ORDER_REACH);
    return [start, colon + 1 + (ahead.includes('\n') ? ahead.indexOf('\n') : ahead.length)];
  }
  return undefined;
}

/**
 * Whether a whole sentence follows in the line: ORDER_LETTERS letters before a newline, read at most
 * ORDER_REACH on; a heading's quoted value ("§ 7.1 AI coding assistants: \"Agents may ...\"") names a rule.
 */
function sentenceAfter(text: string, from: number): boolean {
  let letters = 0;
  let opened = false;
  const end = Math.min(text.length, from + ORDER_REACH);
  for (let i = from; i < end; i++) {
    workDone(1);
    const ch = text[i]!;
    if (ch === '\n') return false;
    if (!opened && !/\s/.test(ch)) {
      if (/["'“«`]/.test(ch)) return false;
      opened = true;
    }
    if (/\p{L}/u.test(ch) && ++letters >= ORDER_LETTERS) return true;
  }
  return false;
}

const ARTICLE = /^(?:a|an|the)$/i;
/**
 * The mark is the object of a verb in `-ing` (an article after it, at most two words between the article
 * and the mark, no comma): "creating a new custom language model", "when using the Claude API". The
 * words before the mark are at most LEAD_REACH characters.
 */
function objectOfGerund(before: string): boolean {
  const words = before.trim().split(/\s+/);
  for (let k = words.length - 1; k >= 1 && k >= words.length - 3; k--) {
    const w = words[k]!;
    if (/[,;:]$/.test(w)) return false;
    if (!ARTICLE.test(w)) continue;
    const verb = words[k - 1]!.toLowerCase();
    return verb.length > 5 && verb.endsWith('ing') && verb !== 'being';
  }
  return false;
}

/** Where the clause holding a mark starts: after a bound, a colon or a dash within LEAD_REACH, or the text's start. */
function clauseStart(text: string, at: number): number {
  const stop = Math.max(0, at - LEAD_REACH);
  for (let i = at - 1; i >= stop; i--) {
    workDone(1);
    const ch = text[i]!;
    if (CLAUSE_BOUND.test(ch) || isColon(ch)) return i + 1;
    // A list's dash ("- Note for AI ...") bounds; a hyphen inside a word ("KI-Agenten") does not.
    if (ch === '-' && /\s/.test(text[i + 1] ?? '') && (i === 0 || /\s/.test(text[i - 1]!))) return i + 1;
  }
  return stop === 0 ? 0 : -1;
}

/**
 * Whether any layer of the view holds an address clause to an AI reader in a text whose opening is not
 * about agents, read without its host names: a calendar's `cal.example` or a link to `docs.host` names
 * no genre (the genre signal's words are prose, not parts of an address).
 */
export function addressedClauseView(view: ScreenView): boolean {
  for (const v of allViews(view))
    if (addressedClause(v.text) && !opensAboutAgents(withoutHosts(v.text.slice(0, OPENING_CHARS))))
      return true;
  return false;
}

/** A host name or an email address's domain (`cal.example`, `docs.python.org`), not a file's name. */
const HOST = /(?:[\w-]{1,63}\.){1,8}[a-z]{2,24}\b/gi;
const FILE_EXTENSION = /\.(?:ya?ml|md|json|toml|txt|prompt)$/i;
function withoutHosts(opening: string): string {
  return opening.replace(HOST, (h) => (FILE_EXTENSION.test(h) ? h : ' '.repeat(h.length)));
}
