// A condition that names an AI reader at work, then an order to it (round 31; docs/screening.md, 'Round 31:
// recall, r28's shaping half'): "If an AI is reading, let the rider know ...", "If an AI tool is preparing this
// return, leave out ...", "If this statement is being read by an AI helper, please tell ...", "If an assistant
// manages this booking, accept ...". Round 26's program condition wanted "this" in the clause and at most an
// agent's noun after the mark; a consumer's record names the reader by any noun and points at nothing. A
// condition that states what happens ("If an AI tool was used, the journal ...") or puts the act on a person
// ("If an agent is handling your claim, send ...") is none. Round 37: a program at work ("If the property tool
// summarises this log, report ...") when its clause points at this text. English only; bounded repeats, linear.

import { ACT } from './generic-reader.js';
import { hinted, testHinted } from './hinted.js';
import { hasLetters } from './letter-count.js';
import { regexLiteral } from './regex-literal.js';
import {
  AI_ABBREVIATIONS,
  AI_NAMES,
  ASSISTANT_STEMS,
  CALLED_AI_PHRASES,
  CALLED_IMPERATIVES,
  CONDITION_ORDER_VERBS,
  CONDITION_PROGRAMS,
  CONDITION_READER_ACTS,
  CONDITION_READER_PARTICIPLES,
  DICTATING_VERBS,
  DUTY_ADVERBS,
  JUSSIVE_SECOND_PERSON_ENDINGS,
  MORE_TEXT_DEMONSTRATIVES,
  OTHER_CONDITION_OPENERS,
  OTHER_CONDITION_ORDERS,
  OTHER_CONDITION_POINTERS,
  PROGRAM_QUALIFIER_STEMS,
  TEXT_DEMONSTRATIVES,
  VOCATIVE_LEADS,
} from './vocabulary.js';
import { workDone } from './work.js';

const ACTS = CONDITION_READER_ACTS.join('|');
const PROGRAMS = CONDITION_PROGRAMS.join('|');
/**
 * The condition: its conjunction, then an AI mark (case as written: Italian "ai" is a word) with at most one
 * noun after it and the reader's act ("an AI is reading", "an AI scheduler reads"), a bare assistant at work
 * (group 1: a person's job too, so its clause must point at this text or the writer's own unless its qualifier,
 * group 2, makes it a program), this text read by an AI reader, or a bare "read by" one; then the rest of the
 * clause (group 3) and its comma. A bot at work (round 32: "If a scheduling
 * bot sees this, book ...") is read as the bare assistant is: "If a bot asks for your password, report it" is
 * advice to a person, so its clause too must point at this text.
 */
const AI_READER = '(?:AI|LLM|[Ll]anguage model|[Cc]hatbot)';
const AT_WORK = `[ \\t]+(?:(?:is|are)[ \\t]+(?:now[ \\t]+)?(?:[a-z]{2,20}ing|asked)|${ACTS})(?![\\p{L}])`;
/**
 * An article, or someone's (round 33: "If the funder's AI summarises this", "If anyone's assistant summarises
 * this ISF"; round 34: a noun before the owner, "If a customs broker's assistant reads this").
 */
const DETERMINER = `(?:(?:an?|the|any)(?:[ \\t]+(?:[a-z]{2,20}[ \\t]+)?[a-z]{2,20}['’]s)?|[a-z]{2,20}['’]s)`;
/** A qualifier that makes an assistant a program (round 34: "If a digital assistant manages ..."): no pointer then. */
const PROGRAM_QUALIFIER = /^(?:digital|virtual|automated|AI)$/;
/** The reader after a bare "If read by" (round 34): "If read by a digital assistant, tell ...". */
const READ_BY = `read[ \\t]+by[ \\t]+(?:an?|the|any)[ \\t]+(?:(?:digital|virtual|automated|AI)[ \\t]+)?(?:${AI_READER}|assistant|bot)`;
const CONDITION = new RegExp(
  `(?<![\\p{L}\\p{N}_'’-])(?:[Ii]f|[Ww]hen|[Ww]henever|[Ww]hile|[Oo]nce)[ \\t]+(?:(?:${DETERMINER}|(your|our))[ \\t]+${AI_READER}(?:[ \\t-][a-z]{3,15})?${AT_WORK}|${READ_BY}|((?:${DETERMINER}[ \\t]+(?:([A-Za-z]{2,15})[ \\t]+)?assistant)|(?:${DETERMINER})[ \\t]+(?:[A-Za-z]{2,15}[ \\t-])?bot)${AT_WORK}|(?:this|these|it)(?:[ \\t][a-z-]{2,20}){0,2}[ \\t]+(?:is|are)[ \\t]+(?:being[ \\t]+)?(?:${CONDITION_READER_PARTICIPLES.join('|')})[ \\t]+by[ \\t]+(?:an?|the|any)[ \\t]+(?:${AI_READER}|(?:AI[ \\t]+)?assistant)(?:[ \\t][a-z]{3,15})?|((?:${DETERMINER}|your|our)[ \\t]+(?:[A-Za-z]{2,15}[ \\t]+)?(?:${PROGRAMS}))${AT_WORK})([^.;:!?\\n,"]{0,80}),[ \\t]+`,
  'gu',
);
/** Most texts name no AI reader nor program in a condition: one search settles them. */
const HINT = new RegExp(`\\b(?:AI|LLM|[Ll]anguage model|[Cc]hatbot|assistant|${PROGRAMS})\\b|bot\\b`);
/** This very text, for the reader's own AI's clause (round 35). */
const THIS_TEXT = /(?<![\p{L}])(?:this|these)(?![\p{L}])/u;
/** The bare assistant's or bot's clause points at this text or the writer's own ("manages this booking", "handling my requests"). */
const POINTS = /(?<![\p{L}])(?:this|these|my|our)(?![\p{L}])/u;
/**
 * What may stand right before the condition: a text's, line's or sentence's start, a label's colon, markup,
 * a greeting, or a record's string value opening (`"note": "`, `\n`, a CSV field's `,"` with no space before the
 * quote, round 35; a log's `msg="`, round 37); a quote after words is an example quoted (`he said, "If ...`).
 */
const OPENS =
  /(?:^|[.!?:;([>*•|\n-]|(?:^|["'][ \t]*[:,]|[[{=]|\\n)[ \t]*\\?["']|\S,"|\\n|\b(?:[Hh]ey|[Hh]i|[Ss]o|[Aa]lso|[Oo]h|PS|P\.S\.)[ \t]*,?)[ \t]*$/u;
const WORD = /[\p{L}'’-]+/gu;
const ORDERS: ReadonlySet<string> = new Set([...ACT, ...CONDITION_ORDER_VERBS]);
/** Letters after the comma in its sentence: an order, not a list's item. */
const ORDER_LETTERS = 16;
const REACH = 320;
const SENTENCE_END = /[.!?](?=\s|$)|[;\n]|\\n/;

/** Whether the words at `from` open with an order in lower case (one of `orders`), past fillers and a negation. */
export function ordered(head: string, from: number, orders: ReadonlySet<string> = ORDERS): boolean {
  const words = head.slice(from, from + 60).match(WORD) ?? [];
  let v = 0;
  while (v < 3 && (VOCATIVE_LEADS.has(words[v] ?? '') || DUTY_ADVERBS.has(words[v] ?? ''))) v++;
  if (words[v] === 'do' && words[v + 1] === 'not') v += 2;
  else if (words[v] === "don't" || words[v] === 'never') v++;
  return orders.has(words[v] ?? '');
}

/** Where a condition naming an AI reader at work opens and its sentence ends, when an order follows its comma. */
export function aiConditionAt(head: string): [number, number] | undefined {
  if (!HINT.test(head)) return undefined;
  CONDITION.lastIndex = 0;
  for (let m = CONDITION.exec(head); m; m = CONDITION.exec(head)) {
    workDone(m[0].length);
    const from = m.index + m[0].length;
    if (!OPENS.test(head.slice(Math.max(0, m.index - 24), m.index))) continue;
    const clause = m[5] ?? '';
    if (m[2] !== undefined && !PROGRAM_QUALIFIER.test(m[3] ?? '') && !POINTS.test(clause)) continue;
    // A program at work (group 4, round 37) is pointed at this text: "If the tool reads your config, set ..." is a manual's.
    if (m[4] !== undefined && !THIS_TEXT.test(clause)) continue;
    // The reader's own AI (group 1, round 35: "If your AI reads this, change ...") must be pointed at this text:
    // "If your AI reads your emails, check its settings" is advice to a person.
    if (m[1] !== undefined && !THIS_TEXT.test(clause)) continue;
    if (!ordered(head, from)) continue;
    const ahead = head.slice(from, from + REACH);
    const end = SENTENCE_END.exec(ahead)?.index ?? ahead.length;
    if (!hasLetters(ahead.slice(0, end), ORDER_LETTERS)) continue;
    return [m.index, from + end];
  }
  return undefined;
}

/**
 * The same condition in other languages, the reader in the third person (round 31, second pass): "Pokud tuto
 * fakturu čte umělá inteligence, sdělte ...", "Wenn ein Assistent diesen Kontoauszug zusammenfasst, soll er
 * ...", "Ako ovo čita digitalni asistent, neka kaže ...". The clause names AI, or an assistant this text is
 * read by or a program's qualifier marks ("digitalni"); the comma is followed by an imperative or a jussive.
 * No verb of reading is asked for (word order and cases vary): the order after the comma carries it.
 */
const OTHER_CONDITION = new RegExp(
  `(?<![\\p{L}\\p{N}_'’-])(${[...OTHER_CONDITION_OPENERS].join('|')})[ \\t]+([^.;:!?\\n,"]{3,80}),[ \\t]+`,
  'giu',
);
const OTHER_AI = new RegExp(
  `(?<![\\p{L}])(?:${[...AI_NAMES, ...CALLED_AI_PHRASES].map(regexLiteral).join('|')})`,
  'iu',
);
const OTHER_AI_MARK = new RegExp(
  `(?<![\\p{L}])(?:${AI_ABBREVIATIONS.map(regexLiteral).join('|')})(?![\\p{L}])`,
  'u',
);
const OTHER_ASSISTANT = new RegExp(`(?<![\\p{L}])(?:${ASSISTANT_STEMS.map(regexLiteral).join('|')})`, 'iu');
/** A bare assistant is a program when a qualifier or a reader's act marks it and the clause points at this text. */
const OTHER_PROGRAM = new RegExp(
  `(?<![\\p{L}])(?:${PROGRAM_QUALIFIER_STEMS.map(regexLiteral).join('|')})`,
  'iu',
);
const OTHER_POINTER = new RegExp(
  `(?<![\\p{L}])(?:${[...TEXT_DEMONSTRATIVES, ...MORE_TEXT_DEMONSTRATIVES, ...OTHER_CONDITION_POINTERS].map(regexLiteral).join('|')})(?![\\p{L}])`,
  'iu',
);
const OTHER_ORDERS: ReadonlySet<string> = new Set([
  ...CALLED_IMPERATIVES,
  ...DICTATING_VERBS,
  ...OTHER_CONDITION_ORDERS,
]);
// Read where an opener stands (hinted.ts): its lookbehind first made the scan try every character.
const OTHER_HINT = hinted(
  new RegExp(`(?<![\\p{L}])(?:${[...OTHER_CONDITION_OPENERS].join('|')})[ \\t]`, 'iu'),
);

/** Where such a condition opens and its sentence ends, when an order in another language follows its comma. */
export function otherAiConditionAt(head: string): [number, number] | undefined {
  if (!testHinted(OTHER_HINT, head)) return undefined;
  OTHER_CONDITION.lastIndex = 0;
  for (let m = OTHER_CONDITION.exec(head); m; m = OTHER_CONDITION.exec(head)) {
    workDone(m[0].length);
    if (!OPENS.test(head.slice(Math.max(0, m.index - 24), m.index))) continue;
    const clause = m[2]!;
    const named =
      OTHER_AI.test(clause) ||
      OTHER_AI_MARK.test(clause) ||
      (OTHER_ASSISTANT.test(clause) && OTHER_PROGRAM.test(clause) && OTHER_POINTER.test(clause));
    if (!named) continue;
    const from = m.index + m[0].length;
    const words = head.slice(from, from + 40).match(WORD) ?? [];
    const first = words[0] ?? '';
    if (!OTHER_ORDERS.has(first) && !OTHER_ORDERS.has(`${first} ${words[1] ?? ''}`)) continue;
    const second = words[first === 'да' && words[1] === 'се' ? 2 : 1] ?? '';
    if (JUSSIVE_SECOND_PERSON_ENDINGS.get(first)?.some((e) => second.endsWith(e))) continue;
    const ahead = head.slice(from, from + REACH);
    const end = SENTENCE_END.exec(ahead)?.index ?? ahead.length;
    return [m.index, from + end];
  }
  return undefined;
}
