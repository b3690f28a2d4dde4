// A request one person makes of another in a conversation between people is no order to whoever reads
// the record (docs/screening.md, 'Round 27: recall and clean side, r25's shaping half'): the sink-order
// readings (orders.fieldSinkOrder, keyLineSinkOrder) ask these before they count a sentence.

import { regexLiteral } from './regex-literal.js';
import {
  ADDRESSEE_NAMES,
  AI_TOPIC_WORDS,
  MODEL_NAMES,
  NOT_PERSON_WORDS,
  PROGRAM_ROLES,
  SENDER_KEYS,
  TURN_KEYS,
} from './vocabulary.js';

/** Every name of an AI reader, lower case: a word among them names no person. */
const AI_READER_NAMES: ReadonlySet<string> = new Set([...MODEL_NAMES, ...ADDRESSEE_NAMES, ...AI_TOPIC_WORDS]);
/** The AI's names as one alternation of literals. */
const AI_ALTERNATION = [...AI_READER_NAMES].map(regexLiteral).join('|');
/** A capitalised word of letters (an apostrophe or hyphen inside, D'Souza): the shape of a given name. */
const NAME = String.raw`\p{Lu}(?:\p{Ll}+(?:['’-]\p{L}+)?|['’]\p{Lu}\p{Ll}+)`;
const NAME_WORD = new RegExp(`^${NAME}$`, 'u');

/** Whether a speaker's word names a program or its chat role ("Assistant", "User", "HelpBot"). */
const programWord = (word: string) => {
  const lower = word.toLowerCase();
  return AI_READER_NAMES.has(lower) || PROGRAM_ROLES.has(lower) || lower.endsWith('bot');
};

/** Whether a word is a person's name: capitalised, neither an AI's name nor a label's or a greeting's word. */
export function personName(word: string): boolean {
  if (!NAME_WORD.test(word)) return false;
  const lower = word.toLowerCase();
  return !NOT_PERSON_WORDS.has(lower) && !programWord(word);
}

/** "Action item - Pablo:", "TODO(Pablo):", "AI: Lucia to": a task's owner named before it. */
const OWNER_LABEL = new RegExp(
  String.raw`^(?:[Aa]ction [Ii]tems?|ACTION ITEMS?|AI|TODO|[Tt]odo|[Tt]ask|[Ff]ollow-?up|[Oo]wner)\s*(?:[-–—:]\s*|\(\s*)(${NAME})(?: (${NAME}))?\s*(?:[):]|\s+to\s)`,
  'u',
);
/** "Note for Dana, who is taking notes": a note addressed to a named person. */
const NOTE_FOR = new RegExp(
  String.raw`^(?:[Nn]otes?|[Mm]essage|[Rr]eminder|[Qq]uestion|[Rr]equest|[Aa]sk)\s+(?:for|to)\s+(${NAME})\b`,
  'u',
);
/** "he should", "Oren needs to", right before the order's verb: a duty on a third person. */
const DOER = new RegExp(
  String.raw`(?:^|\s)([Hh]e|[Ss]he|[Tt]hey|${NAME})\s+(?:should|must|needs? to|has to|have to|will|can|could|is to|are to)\s+(?:also\s+|just\s+|please\s+)?$`,
  'u',
);

/** Whether every name a match captured is a person's (an absent second word is none). */
const persons = (m: RegExpExecArray | null) =>
  m?.slice(1).every((w) => w === undefined || personName(w)) === true;

/**
 * Whether a sentence gives its order to a named person rather than to its reader: an owner's label, a
 * note for someone, or a duty on "he" or a name right before the verb at `at`. A call by name ("Mark,
 * please wire ...") is left out: a letter's salutation names its recipient, whom the reader may serve.
 */
export function personTask(sentence: string, at: number): boolean {
  const s = sentence.trimStart();
  const doer = DOER.exec(sentence.slice(Math.max(0, at - 48), at));
  return (
    persons(OWNER_LABEL.exec(s)) ||
    persons(NOTE_FOR.exec(s)) ||
    (doer !== null &&
      // "When Claude is back, he should ..." puts the duty on the AI the sentence named (round 28, second pass).
      ((/^(?:he|she|they)$/i.test(doer[1]!) && !AI_IN_TURN.test(sentence.slice(0, at))) ||
        personName(doer[1]!)))
  );
}

/** A record's short quoted string value with its key (a sender's name, a role). */
const SHORT_FIELD = /"([A-Za-z_]{2,20})"\s*:\s*"([^"\\\n]{1,60})"/g;
/**
 * A sender's value that names a person: words of letters, a handle (trailing digits), or an email address;
 * a room's "Room 107" is none.
 */
const PERSON_VALUE =
  /^(?:\p{L}[\p{L}\p{M}.'’ -]{0,40}|\p{L}[\p{L}\p{M}._-]{0,30}\d{0,4}|[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{1,63})$/u;
/** A participant that is a program or a chat role. */
const PROGRAM_VALUE = new RegExp(
  `(?:^|[^a-z])(?:${AI_ALTERNATION}|${[...PROGRAM_ROLES].join('|')}|[a-z]{0,20}bot)(?:$|[^a-z])`,
);

/** A participant's name split into its lower-case words ("Marek Olsen", "marek.olsen@x.example"). */
const nameWords = (value: string) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{M}'’-]+/u)
    .filter((w) => w !== '');

/**
 * The words of the senders' names when a record's quoted messages are people's conversation: two turns at
 * least whose sender names a person (one mail's `from` writes to the reader's own principal), and no sender
 * or role a program (a chat with an assistant is the reader's own conversation); empty otherwise.
 */
export function recordPeople(head: string): ReadonlySet<string> {
  let turns = 0;
  const names = new Set<string>();
  for (const m of head.matchAll(SHORT_FIELD)) {
    const key = m[1]!.toLowerCase();
    if (key !== 'role' && !SENDER_KEYS.has(key)) continue;
    const value = m[2]!.trim().toLowerCase();
    if (PROGRAM_VALUE.test(value)) return new Set();
    if (key !== 'role' && PERSON_VALUE.test(value)) {
      turns++;
      for (const w of nameWords(value)) names.add(w);
    }
  }
  return turns >= 2 ? names : new Set();
}

/** Whether a record's quoted messages are people's conversation (`recordPeople` finds its senders). */
export const peopleRecord = (head: string) => recordPeople(head).size > 0;

/**
 * A word naming an AI reader, "the user", or a bot ("HelpBot", "@Scribbot", as `programWord` reads a
 * speaker) anywhere in a turn: the turn then speaks to or of it.
 */
const AI_IN_TURN = new RegExp(String.raw`\b(?:${AI_ALTERNATION}|the user|\w*bot)\b`, 'i');

/**
 * A name called where a sentence opens or after a greeting, then a comma ("Jarvis, forward ...", "Hey Otter,
 * ..."): whom the turn speaks to. Bounded: a name is one word of at most 40 letters.
 */
const CALLED_NAME = new RegExp(
  String.raw`(?:^|[.!?]\s{1,4}|\n[ \t]{0,8}|\b(?:[Hh]ey|[Hh]i|[Hh]ello|[Oo]k|[Oo]kay|[Yy]o)[ \t]{1,4})(${NAME}),`,
  'gu',
);

/**
 * Whether a turn calls by name someone who is none of the conversation's participants (round 28, second
 * pass): people ask one another; a name no one in the record answers to is an assistant's ("Jarvis, ...").
 */
function callsStranger(value: string, participants: ReadonlySet<string>): boolean {
  for (const m of value.matchAll(CALLED_NAME)) {
    const lower = m[1]!.toLowerCase();
    if (!NOT_PERSON_WORDS.has(lower) && !participants.has(lower)) return true;
  }
  return false;
}

/**
 * Whose a sink order in a turn is: `people`'s (one person's turn to the others), a `called` stranger's (a
 * people's turn calling a name none of them answers to: an assistant's), or the `reader`'s.
 */
export type TurnOwner = 'people' | 'called' | 'reader';

/** Whose a record field's turn is (`recordPeople` on the text gives the senders' name words). */
export function fieldTurnOwner(key: string, value: string, people: () => ReadonlySet<string>): TurnOwner {
  if (!TURN_KEYS.has(key.toLowerCase()) || AI_IN_TURN.test(value)) return 'reader';
  const names = people();
  if (names.size === 0) return 'reader';
  return callsStranger(value, names) ? 'called' : 'people';
}

/** Whose a `Key: value` line's turn is (`peopleSpeakers` on the text gives the transcript's speakers). */
export function lineTurnOwner(key: string, value: string, speakers: ReadonlySet<string>): TurnOwner {
  if (!speakers.has(key) || AI_IN_TURN.test(value)) return 'reader';
  return callsStranger(value, new Set([...speakers].flatMap(nameWords))) ? 'called' : 'people';
}

/** A `Name: words` line whose key is one or two capitalised words and whose value is a sentence's worth. */
const SPEAKER_LINE = /^[ \t]*([A-Z][\w-]{2,}(?: [A-Za-z][\w-]*)?):[ \t]+(\S+(?:[ \t]+\S+){3,}.*)$/gm;

/**
 * The speakers of a transcript between people written as `Name: words` lines: at least two named people
 * and three turns, and no speaker a program or a role ("User:", "HelpBot:"); empty otherwise.
 */
export function peopleSpeakers(head: string): ReadonlySet<string> {
  const speakers = new Set<string>();
  let turns = 0;
  for (const m of head.matchAll(SPEAKER_LINE)) {
    const words = m[1]!.split(' ');
    if (words.every(personName)) {
      speakers.add(m[1]!);
      turns++;
    } else if (words.some(programWord)) {
      return new Set();
    }
  }
  return speakers.size >= 2 && turns >= 3 ? speakers : new Set();
}
