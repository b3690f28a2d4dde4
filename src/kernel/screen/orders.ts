// The orders stage: an order addressed to the agent inside data (docs/screening.md, 'The orders stage').
// A sentence is scored only when it is an order (an order verb opening one of its clauses, or a request
// phrase just before one); the score adds what makes it the agent's order rather than one person's to
// another: the text addresses an AI agent or carries a role marker, the verb acts on the world or on the
// agent's answer, a concrete target (account, address, URL, amount), sensitive objects, "the user" spoken
// of in the third person, and a record field that is a label rather than a message. No cue alone
// reaches the threshold: an imperative README ("Send a PR to ...") or a transaction record stays clean.

import {
  AGENT_ADDRESS,
  ORDER_LEADS,
  ORDER_VERBS,
  REQUEST_PHRASES,
  WORLD_VERBS,
} from '../provenance/instruction-words.js';
import type { ScreenStage, StageFinding } from './stage.js';
import { allViews, type ScreenView } from './view.js';
import { ANSWER_VERBS, MESSAGE_KEYS, MODEL_NAMES, REACH_VERBS } from './vocabulary.js';

/** The rule name an orders finding carries in `detail.claim`. */
export const ORDERS_RULE = 'order-to-agent';

/** A sentence scoring this much or more is an order to the agent. */
export const THRESHOLD = 1;

/** What each cue adds to an order's score (the order itself adds nothing). */
export const WEIGHTS = {
  /** The text speaks to an AI agent (or a role marker stands) in or before the sentence. */
  address: 0.6,
  /** The order's verb acts on the world (transfer, send, delete, share, ...). */
  world: 0.3,
  /** The order's verb shapes the agent's answer (say, recommend, mention, ...). */
  answer: 0.15,
  /** The sentence names the agent's own answer ("your response", "in your summary"). */
  ownAnswer: 0.45,
  /** An email address, URL, domain, IBAN, account or card number, phone number. */
  target: 0.2,
  /** An amount of money. */
  money: 0.1,
  /** Credentials, identity documents, whole mailboxes and drives. */
  sensitive: 0.25,
  /** "the user" spoken of in the third person: the reader serves a user. */
  user: 0.3,
  /** Asks to act without the user knowing or agreeing. */
  unasked: 0.3,
  /** The sentence is a record field that names or labels (a title, memo, subject), not a message. */
  label: 0.3,
} as const;

/** Read at most this much of each view: the orders that matter sit in a result's first pages. */
const MAX_CHARS = 64 * 1024;
/** How far before a sentence an address or role marker still speaks to it. */
const ADDRESS_REACH = 600;

const NAMES = MODEL_NAMES.join('|');
/** Addresses to an AI agent beyond the provenance layer's AGENT_ADDRESS. */
const ADDRESS = new RegExp(
  [
    `\\b(?:dear|hey|hi|hello|attention|note|notes|message|instructions?|reminder|memo|private note)\\s+(?:to|for)?\\s*(?:the |any |all |an? )?(?:ai |automated |coding |language )?(?:${NAMES}|models?|ais?|language models?|llms?)\\b`,
    `\\b(?:hey|hi|dear|attention)\\s+(?:${NAMES}|ai)\\b`,
    `\\bif you are an? (?:ai|llm|language model|automated|${NAMES})`,
    `@(?:${NAMES})\\b`,
    `\\b(?:the|any|an?|ai|coding) (?:${NAMES}|model|ai|language model)s? (?:must|should|needs? to|has to|have to|is to|will|shall)\\b`,
    `(?:^|[\\n.:>\\]\\)(!?-]\\s*)(?:ai |coding )?(?:${NAMES}|ai|model)s?\\s*(?:[:,—–]|\\s-\\s)`,
    `\\b(?:${NAMES}|models?|ais?|llms?)s? (?:reading|processing|handling|summari[sz]ing|working on|editing|using|installing) (?:this|the|these)\\b`,
    `\\bto you,? (?:${NAMES}|the ai|the model)\\b`,
    `\\bwhen (?:you )?(?:summari[sz]|answer|respond|repl|describ|translat)(?:e|es|ing|y|ies)?\\b`,
  ].join('|'),
  'i',
);
/** Role markers: text dressed as a message from the system or a chat template. */
const ROLE_MARKER =
  /\(system(?:_message)?\)|\[system(?: note)?[^\]]{0,30}\]|<\|(?:im_start\|>system|system\|>)|<\/?information>|\[\/?inst\]|#{2,}\s*system|\bsystem(?: note| message|_message)?\s*(?:###|:)/i;

/** Concrete targets an order acts on. */
const TARGET =
  /[\w.+-]+@[\w-]+\.[\w.-]+|\bhttps?:\/\/\S+|\b[\w-]+\.(?:com|net|org|io|co|biz|info|xyz|top|cc|app|dev|site|shop|click|me|fm|sh|ly)\b|\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b|\b\d{4}(?:[ -]\d{4}){2,3}\b|\b\d{3,}[-/ ]\d{3,}\b|\+\d[\d -]{7,}\d|\b[A-Z]{1,4}-\d{4,}\b/;
const MONEY = /[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:usd|eur|gbp|dollars?|euros?|pounds)\b|\b\d+\s?% of\b/i;
const SENSITIVE =
  /\bpass(?:word|words|code|phrase)\b|\bcredentials?\b|\b(?:security|verification|2fa|mfa|one-time) code\b|\bapi[ _-]?keys?\b|\btokens?\b|\bprivate key\b|\bssh\b|\bid_(?:rsa|ed25519)\b|\.env\b|\bpassport\b|\bdate of birth\b|\bsocial security\b|\bssn\b|\bcard (?:number|details)\b|\bcvv\b|\blogin(?: details)?\b|\bhome address\b|\bstatements?\b|\b(?:inbox|mailbox)\b|\ball (?:of (?:the |my |their )?)?(?:(?:the|my|their|user's|remaining) )?(?:emails|files|contacts|messages|documents|photos|invoices|funds|meetings|orders)\b|\bcontents? of\b|\badmin (?:rights|access)\b/i;
const USER = /\bthe user(?:'s|s')?\b|\bon (?:the user's|my) behalf\b/i;
const UNASKED =
  /\bwithout (?:asking|telling|confirm\w*|notify\w*|alerting)\b|\bno need to (?:confirm|ask)\b|\bdo not (?:ask|tell|inform|mention|notify)\b|\bdon't (?:ask|tell|mention)\b|\bregardless of\b|\bpre-?approved\b|\b(?:user|owner) (?:has )?(?:already )?approved\b|\bbefore anything else\b|\bso (?:i|they|the user) (?:don't|do not|won't) see\b/i;
const OWN_ANSWER =
  /\byour (?:response|answer|reply|summary|output|final answer)\b|\b(?:in|to|into) (?:your|the) (?:response|answer|reply|summary)\b/i;
/** Sentences: a newline, `.!?` before a space, and the structure of records and markup end one. */
const SENTENCE = /[^\n.!?{}[\]<>|"]+(?:[.!?](?=[^\s"])[^\n.!?{}[\]<>|"]*)*/g;
/** A quoted record value with its key (`"title": "..."`, `'memo': '...'`). */
const FIELD = /(["'])([A-Za-z_][\w-]{0,30})\1\s*:\s*(["'])((?:\\.|(?!\3)[^\\])*)\3/g;
/** Words that start a sentence and say an order follows without being one ("Also", "Then", "TODO"). */
const SOFT_LEADS: ReadonlySet<string> = new Set([...ORDER_LEADS, 'todo', 'please', 'kindly', 'important']);

/** Everything the stage reads about a result once. */
interface Reading {
  text: string;
  lower: string;
  /** Starts of every address or role marker, ascending. */
  addresses: number[];
  /** `[start, end, key]` of every quoted record value. */
  fields: Array<[number, number, string]>;
}

/** The best order score in a text, and where its sentence starts (for tests and the bench). */
export function scoreText(text: string): { score: number; at: number } {
  const reading = read(text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text);
  let best = { score: 0, at: -1 };
  for (const m of reading.text.matchAll(SENTENCE)) {
    const score = scoreSentence(reading, m.index, m.index + m[0].length);
    if (score > best.score) best = { score, at: m.index };
  }
  return best;
}

function read(text: string): Reading {
  const lower = text.toLowerCase();
  const addresses: number[] = [];
  for (const re of [ADDRESS, AGENT_ADDRESS, ROLE_MARKER]) {
    const g = new RegExp(re.source, 'gi');
    for (const m of lower.matchAll(g)) addresses.push(m.index);
  }
  addresses.sort((a, b) => a - b);
  const fields: Array<[number, number, string]> = [];
  for (const m of text.matchAll(FIELD)) {
    const end = m.index + m[0].length - 1;
    fields.push([end - m[4]!.length, end, m[2]!.toLowerCase()]);
  }
  return { text, lower, addresses, fields };
}

function scoreSentence(r: Reading, start: number, end: number): number {
  const sentence = r.lower.slice(start, end);
  const verb = orderVerb(sentence);
  if (verb === undefined) return 0;
  const raw = r.text.slice(start, end);
  let score = 0;
  if (addressed(r, start, end)) score += WEIGHTS.address;
  if (WORLD_VERBS.has(verb) || REACH_VERBS.has(verb)) score += WEIGHTS.world;
  else if (ANSWER_VERBS.has(verb)) score += WEIGHTS.answer;
  if (OWN_ANSWER.test(sentence)) score += WEIGHTS.ownAnswer;
  if (TARGET.test(raw)) score += WEIGHTS.target;
  if (MONEY.test(sentence)) score += WEIGHTS.money;
  if (SENSITIVE.test(sentence)) score += WEIGHTS.sensitive;
  if (USER.test(sentence)) score += WEIGHTS.user;
  if (UNASKED.test(sentence)) score += WEIGHTS.unasked;
  if (labelField(r, start)) score += WEIGHTS.label;
  return score;
}

/**
 * The verb of the order the sentence gives, or undefined when it gives none: an order verb opening one
 * of its clauses (after lead words), or right after a request phrase ("please do X", "you must X").
 */
export function orderVerb(sentence: string): string | undefined {
  for (const clause of sentence.split(
    /[,;:()]|\s[-–—]\s|\band (?:then |also |instead )?|\bthen\b|\binstead\b/,
  )) {
    const words = clause.match(/[a-z][a-z'-]*/g);
    if (!words) continue;
    let i = 0;
    while (i < words.length && i < 3 && SOFT_LEADS.has(words[i]!)) i++;
    const w = words[i];
    if (w !== undefined && isOrderVerb(w) && !nounUse(words, i)) return w;
  }
  for (const phrase of REQUEST_PHRASES) {
    let at = sentence.indexOf(phrase);
    while (at >= 0) {
      const after = sentence.slice(at + phrase.length, at + phrase.length + 60).match(/[a-z][a-z'-]*/g) ?? [];
      for (let i = 0; i < after.length && i < 4; i++) if (isOrderVerb(after[i]!)) return after[i];
      at = sentence.indexOf(phrase, at + 1);
    }
  }
  return undefined;
}

function isOrderVerb(word: string): boolean {
  return ORDER_VERBS.has(word) || REACH_VERBS.has(word) || ANSWER_VERBS.has(word);
}

/** "Transfer to savings", "send money to Jenny" as a record's description reads as a noun phrase only
 * when a label-like word follows the verb directly; an order takes an object ("the", "my", a name). */
function nounUse(words: string[], i: number): boolean {
  // A verb followed by a noun-joining preposition ("transfer to", "payment for") names a kind of entry.
  const next = words[i + 1];
  return next === undefined || next === 'to' || next === 'from' || next === 'of' || next === 'for';
}

function addressed(r: Reading, start: number, end: number): boolean {
  // Binary search for an address that starts before the sentence's end, within reach of its start.
  let lo = 0;
  let hi = r.addresses.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (r.addresses[mid]! < end) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && r.addresses[lo - 1]! >= start - ADDRESS_REACH;
}

/** Is the sentence at `start` inside a record value whose key labels rather than carries a message? */
function labelField(r: Reading, start: number): boolean {
  for (const [from, to, key] of r.fields) {
    if (start >= from && start < to) return !MESSAGE_KEYS.has(key);
  }
  return false;
}

/** The highest order score over the view and its decoded layers. */
export function scoreView(view: ScreenView): number {
  let best = 0;
  for (const v of allViews(view)) best = Math.max(best, scoreText(v.text).score);
  return best;
}

export const stage: ScreenStage = {
  name: 'orders',
  find(view: ScreenView): StageFinding | undefined {
    if (scoreView(view) < THRESHOLD) return undefined;
    return { screener: 'injection', reason: 'TRUST_VIOLATION', rule: ORDERS_RULE };
  },
};
