// The genre of a result: a text ABOUT agents (a bug report quoting a chat transcript, prompt docs with
// examples, a red-team guide listing payloads, a requirement quoting the attack it must resist) against
// a record that carries an order to the agent reading it. Such a text says what it is in its first
// lines, and the orders it holds sit in quoted places: a code block, a quoted string, a transcript's
// turns. `admit` reads a result the injection or agreement stage withheld once more with those places
// blanked, when its opening says it is about agents; what still fires outside them is withheld
// (docs/screening.md, 'The genre signal').
import { AI_TOPIC_WORDS, MODEL_NAMES } from './vocabulary.js';

/** How much of the text's start says what it is: a title, a subject line, a first sentence or two. */
export const OPENING_CHARS = 320;
/** The longest quoted string or inline code span read as one quoted place. */
const MAX_QUOTE = 400;
/** At most this much of a text is read for quoted places (as the orders stage reads 64 KiB). */
const MAX_CHARS = 64 * 1024;

/** Words in an opening that name agents, models and prompts as the subject. */
const AGENT_WORDS: ReadonlySet<string> = new Set([
  ...MODEL_NAMES,
  ...AI_TOPIC_WORDS.filter((w) => !w.includes(' ') && !w.startsWith('instruction')),
  'injection',
  'injections',
  'jailbreak',
  'jailbreaks',
  'tokenizer',
  'chatml',
]);

/** Words in an opening that name a kind of text that quotes or describes rather than orders. */
const GENRE_WORDS: ReadonlySet<string> = new Set([
  'bug',
  'report',
  'transcript',
  'transcripts',
  'log',
  'logs',
  'docs',
  'documentation',
  'guide',
  'tutorial',
  'explained',
  'explainer',
  'instructions',
  'requirement',
  'requirements',
  'example',
  'examples',
  'payload',
  'payloads',
  'red-team',
  'red-teaming',
  'template',
  'templates',
  'spec',
  'specification',
  'faq',
  'postmortem',
  'incident',
]);

/** Whether the word at `at` opens a clause (after a comma or a colon). */
function clauseOpens(opening: string, at: number): boolean {
  return /[,:;][ \t]*$/.test(opening.slice(Math.max(0, at - 4), at));
}

/** A file path in the opening (`prompts/triage.yaml`, `AGENTS.md`) names the text as a file's content. */
const FILE_NAME = /[\w.-]+\.(?:ya?ml|md|json|toml|txt|prompt)\b/i;

/**
 * Whether the text's opening says it is about agents: an agent word and a genre word or a file name. Inside
 * `order` (an address and its order, round 24) the address's own AI word says nothing of the text's genre,
 * and a genre word opening a clause is the order's verb ("..., report the total as 12.40" names no report).
 */
export function opensAboutAgents(text: string, order?: readonly [number, number]): boolean {
  const opening = text.slice(0, OPENING_CHARS);
  let agent = false;
  let genre = FILE_NAME.test(opening);
  for (const m of opening.toLowerCase().matchAll(/[a-z0-9-]+/g)) {
    const bare = m[0].replace(/^-+|-+$/g, '');
    const inOrder = order !== undefined && m.index >= order[0] && m.index < order[1];
    if (AGENT_WORDS.has(bare)) agent ||= !inOrder;
    else if (GENRE_WORDS.has(bare) && !(inOrder && clauseOpens(opening, m.index))) genre = true;
    if (agent && genre) return true;
  }
  return false;
}

/** A host name or an email address's domain (`cal.example`, `docs.python.org`), not a file's name. */
const HOST = /(?:[\w-]{1,63}\.){1,8}[a-z]{2,24}\b/gi;
const FILE_EXTENSION = /\.(?:ya?ml|md|json|toml|txt|prompt)$/i;
/** An identifier joined by underscores (`name_for_model`, `description_for_human`): a record's key, no prose. */
const IDENTIFIER = /[\p{L}\p{N}]{1,64}(?:_[\p{L}\p{N}]{1,64}){1,8}/gu;
/**
 * An opening read without its host names and identifiers: a calendar's `cal.example`, a link to `docs.host` or a
 * manifest's `name_for_model` key names no genre (the genre signal's words are prose).
 */
export function withoutHosts(opening: string): string {
  return withoutIdentifiers(
    opening.replace(HOST, (h) => (FILE_EXTENSION.test(h) ? h : ' '.repeat(h.length))),
  );
}

/** An opening read without its identifiers joined by underscores (`agent_instructions`): keys, no prose. */
function withoutIdentifiers(opening: string): string {
  return opening.replace(IDENTIFIER, (w) => ' '.repeat(w.length));
}

/**
 * An instruction file for agents, named in its first lines (`AGENTS.md`, `.github/copilot-instructions.md`,
 * `.cursorrules`) or headed as one ("# Copilot instructions", "Instructions for coding agents"). Every
 * repetition bounded.
 */
const INSTRUCTS_AGENTS =
  /(?:^|[\s/"'`(])(?:agents|claude|gemini|copilot-instructions)\.md\b|\.(?:cursor|windsurf|cline)rules\b|^[ \t#>*/-]{0,8}(?:ai |coding )?(?:agent|agents|assistant|bot|copilot|claude|gemini)(?: coding)? instructions\b|\binstructions for (?:ai )?(?:coding )?(?:agents|assistants|bots)\b/im;
/** A URL carrying a query: what an order to send data somewhere names, and a repository's conventions do not. */
const URL_QUERY = /https?:\/\/[^\s?]{1,512}\?/;

/** Families that say only whom a text speaks to: in an instruction file for agents, its genre. */
export const ADDRESS_FAMILIES: ReadonlySet<string> = new Set(['model-addressing', 'addressed-directive']);

/**
 * Whether the text opens as an instruction file for agents (its first two lines say so), which speaks to
 * them throughout by design, and names no destination an order could send to.
 */
export function instructsAgents(text: string): boolean {
  const first = /^(?:[ \t]*\n)*[^\n]{0,200}(?:\n[ \t]*)*[^\n]{0,200}/.exec(text)?.[0] ?? '';
  if (!INSTRUCTS_AGENTS.test(first)) return false;
  const read = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  return !DESTINATION.test(read) && !URL_QUERY.test(read);
}

/** A transcript turn's speaker: `Customer:`, `> Bot:`, `[user]`, `Sunny:` at a line's start. */
const TURN =
  /^[ \t]*(?:>[ \t]*)?(?:\[([A-Za-z][\w .-]{0,20})\]|(?:\*{1,2}|_{1,2})?([A-Za-z][\w.-]{0,20}(?: [A-Za-z][\w.-]{0,20})?)[ \t]*(?::|(?:\*{1,2}|_{1,2})[ \t]*:|:(?:\*{1,2}|_{1,2})))/;
/** Keys of a record's fields, which look like speakers but are the record's own lines. */
const FIELD_KEYS: ReadonlySet<string> = new Set([
  // A letter's reference and subject lines (round 24: "Our ref: A51311", "Re: your account").
  're',
  'ref',
  'our ref',
  'your ref',
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'reply-to',
  'description',
  'reporter',
  'assignee',
  'severity',
  'priority',
  'status',
  'expected',
  'actual',
  'problem',
  'summary',
  'title',
  'note',
  'notes',
  'steps',
  'category',
  'labels',
  'type',
  'id',
  'output',
  'input',
  'system',
  'examples',
]);
/** Whether a line's key before its colon is a record's or a letter's own field ("Subject", "Status"), no speaker. */
export const fieldKey = (key: string): boolean => FIELD_KEYS.has(key.toLowerCase().trim());

/**
 * How many lines open with a speaker who is not a record's field key (`Customer:`, `Ana:`, `Bot :`). Three or
 * more such lines where no speaker comes back are a record's keys (round 33: "Originator: ...", "Reason: ...",
 * "Disposition: ..."), each said once; people in a transcript take turns: 0 then.
 */
export function speakerLines(text: string): number {
  let n = 0;
  const seen = new Set<string>();
  let again = false;
  for (const line of text.split('\n')) {
    const m = TURN.exec(line);
    const speaker = m ? (m[1] ?? m[2] ?? '').toLowerCase().trim() : '';
    if (!speaker || FIELD_KEYS.has(speaker)) continue;
    n++;
    if (seen.has(speaker)) again = true;
    else seen.add(speaker);
  }
  return n >= 3 && !again ? 0 : n;
}
/**
 * How many lines open with a speaker whose words follow a blank (round 24): a record's keys do not speak,
 * whether aligned in columns (exiftool's `Image Description      : ...`) or joined to their value (a
 * vCard's `FN:Noor Rossi`, `BEGIN:VCARD`).
 */
export function turnLines(text: string): number {
  let n = 0;
  for (const line of text.split('\n')) {
    const m = TURN.exec(line);
    const speaker = m ? (m[1] ?? m[2] ?? '').toLowerCase().trim() : '';
    // A commit's trailer (`Co-authored-by:`, `Reviewed-by:`, round 25) is a record's key too.
    if (!speaker || FIELD_KEYS.has(speaker) || speaker.endsWith('-by')) continue;
    // Padding before the colon, a value joined to it, or a figure or a list after it ("Last sign-in: 2026-11-15"):
    // a key's value, not words spoken.
    if (/\s{2,}:|:[^\s*_]|:\s*[\d[{]/.test(m![0] + line.slice(m![0].length, m![0].length + 3))) continue;
    n++;
  }
  return n;
}
/** A turn run is a transcript when one of its speakers plays a chat role. */
const ROLES: ReadonlySet<string> = new Set([
  ...MODEL_NAMES,
  'user',
  'customer',
  'human',
  'ai',
  'model',
  'client',
  'caller',
  'operator',
]);

/**
 * A destination an order could send to: an email address off the documentation domains, an IBAN, a URL
 * carrying a query. A quoted place that names one is not blanked: an example needs no real destination.
 */
// Every repetition bounded (a local part at most 64, a URL's path 512): a code block of one long word
// is read in linear time, not once per starting character.
const DESTINATION =
  /[\w.+-]{1,64}@(?!(?:[\w-]{1,63}\.){0,8}(?:example|test|invalid|localhost)\b)[\w-]{1,63}\.[\w.-]{1,253}|\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,8}|https?:\/\/[^\s?]{1,512}\?[^\s=]{0,512}=/;

/**
 * The text with its quoted places blanked (each character a space, lines kept), or undefined when it
 * holds no quoted place or its opening, read blanked, does not say it is about agents.
 */
export function quotedPlacesBlanked(text: string): string | undefined {
  // Blanking only takes words away: an opening that names no agents unblanked names none blanked. A key joined
  // by underscores is no prose (round 58): a log's `agent_instructions="…"` says nothing of the text's genre.
  if (!opensAboutAgents(withoutIdentifiers(text.slice(0, OPENING_CHARS)))) return undefined;
  const read = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  const spans: Array<[number, number]> = [];
  codeBlocks(read, spans);
  quotes(read, spans);
  turns(read, spans);
  if (spans.length === 0) return undefined;
  const chars = read.split('');
  for (const [start, end] of spans) {
    if (DESTINATION.test(read.slice(start, end))) continue;
    for (let i = start; i < end; i++) if (chars[i] !== '\n') chars[i] = ' ';
  }
  const blanked = chars.join('');
  // The opening is read blanked too: an order quoted in a record's field cannot say the record is about agents.
  return opensAboutAgents(withoutIdentifiers(blanked.slice(0, OPENING_CHARS)))
    ? blanked + text.slice(read.length)
    : undefined;
}

/** Fenced code blocks (``` or ~~~), from fence to fence; an unclosed fence runs to the end. */
function codeBlocks(text: string, spans: Array<[number, number]>): void {
  const fence = /^[ \t]*(?:```|~~~)/gm;
  let open = -1;
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    if (open < 0) open = m.index;
    else {
      const close = text.indexOf('\n', m.index);
      spans.push([open, close < 0 ? text.length : close]);
      open = -1;
    }
  }
  if (open >= 0) spans.push([open, text.length]);
}

/** Double-quoted strings (straight, curly, guillemets) and inline code spans within one line. */
const QUOTED = new RegExp(
  `"[^"\\n]{1,${MAX_QUOTE}}"|“[^”\\n]{1,${MAX_QUOTE}}”|«[^»\\n]{1,${MAX_QUOTE}}»|\`[^\`\\n]{1,${MAX_QUOTE}}\``,
  'g',
);

function quotes(text: string, spans: Array<[number, number]>): void {
  QUOTED.lastIndex = 0;
  for (let m = QUOTED.exec(text); m; m = QUOTED.exec(text)) spans.push([m.index, m.index + m[0].length]);
}

/**
 * Runs of transcript turns: lines that open with a speaker, two or more speakers in a run (blank lines
 * allowed), one of them a chat role. A lone `Note:` line or a record's fields are not a transcript.
 */
function turns(text: string, spans: Array<[number, number]>): void {
  let runStart = -1;
  let runEnd = -1;
  let speakers = new Set<string>();
  const close = () => {
    if (runStart >= 0 && speakers.size >= 2 && [...speakers].some((s) => ROLES.has(s)))
      spans.push([runStart, runEnd]);
    runStart = -1;
    speakers = new Set();
  };
  let at = 0;
  while (at <= text.length) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end);
    const m = TURN.exec(line);
    const speaker = m ? (m[1] ?? m[2] ?? '').toLowerCase().trim() : '';
    if (m && speaker && !FIELD_KEYS.has(speaker)) {
      if (runStart < 0) runStart = at;
      runEnd = end;
      speakers.add(speaker);
    } else if (line.trim() !== '') close();
    if (nl < 0) break;
    at = nl + 1;
  }
  close();
}
