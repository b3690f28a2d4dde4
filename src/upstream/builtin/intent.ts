// Parsing the user's latest request into intents: the deterministic grammar documented in docs/in-kernel.md.
import { isObj, toJson, toJsonObject } from './json.js';
import { bare, maskSpans, scanSpans, type Token, tokenize } from './text.js';
import type { JsonObject } from './types.js';

export type Intent = (
  | { kind: 'shell'; command: string }
  | { kind: 'read'; path: string }
  | { kind: 'search'; pattern: string; path?: string }
  | { kind: 'list'; path: string }
  | { kind: 'glob'; pattern: string }
  | { kind: 'edit'; path: string; oldText: string; newText: string }
  | { kind: 'write'; path: string; content: string }
  | { kind: 'call'; tool: string; args: JsonObject }
) & {
  /** A tool the user named for this request ("use Read to ..."). */
  via?: string;
};

export interface ParsedRequest {
  intents: Intent[];
  /** Clauses that start like a request but that the grammar could not complete, as written. */
  unclear: string[];
}

/** Words and phrases that may precede a request's verb ("please", "then", "1.", "can you"). */
const FILLERS = [
  'please',
  'also',
  'then',
  'and',
  'now',
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'next',
  'finally',
  'lastly',
  'afterwards',
  'kindly',
  'after that',
  'can you',
  'could you',
  'would you',
  'will you',
  'i want you to',
  "i'd like you to",
  'go ahead and',
  "let's",
  'lets',
].map((f) => f.split(' '));

const LIST_MARKER = /^(?:\d+[.)]|\(\d+\)|[-*\u2022])$/;

const VERBS = {
  call: /^(?:call|invoke)$/,
  read: /^(?:read|open|show|view|cat|display|print|inspect)$/,
  search: /^(?:search|grep|rg|find)$/,
  list: /^(?:list|ls)$/,
  glob: /^glob$/,
  edit: /^(?:edit|modify|change|update|replace|patch)$/,
  write: /^(?:write|create|save)$/,
} as const;

/** Words that name the operand's kind rather than being the operand ("read the file x"). */
const NOISE = new Set(
  'the a an me file files contents content of in at to from directory folder dir its code source this that these those it them all every named called new text'.split(
    ' ',
  ),
);

const lower = (t: Token | undefined): string => (t && t.kind === 'word' ? bare(t.value).toLowerCase() : '');

/** Index of the first token after fillers and list markers. */
function skipFillers(tokens: Token[]): number {
  let i = 0;
  for (let moved = true; moved; ) {
    moved = false;
    if (LIST_MARKER.test(tokens[i]?.value ?? '')) {
      i++;
      moved = true;
      continue;
    }
    for (const phrase of FILLERS) {
      if (phrase.every((w, k) => lower(tokens[i + k]) === w)) {
        i += phrase.length;
        moved = true;
        break;
      }
    }
  }
  return i;
}

function isPathLike(word: string): boolean {
  if (!/[A-Za-z]/.test(word) || /^https?:/.test(word)) return false;
  if (!/^[\w@%+=,.~/\\-]+$/.test(word)) return false;
  return word.includes('/') || word.startsWith('~') || /\.[A-Za-z0-9_]+$/.test(word);
}

/** A token that names a path: a quoted atom, a backticked one without spaces (else a command), a path-shaped word. */
function pathOf(token: Token): string | undefined {
  if (token.kind === 'quote') return token.value !== '' ? token.value : undefined;
  if (token.kind === 'code') return token.value !== '' && !/\s/.test(token.value) ? token.value : undefined;
  if (token.kind !== 'word') return undefined;
  const word = bare(token.value);
  return isPathLike(word) ? word : undefined;
}

/** All paths among the tokens; failing that, the first plain word that is not noise ("read Makefile"). */
function pathsIn(tokens: Token[]): string[] {
  const paths = [...new Set(tokens.map(pathOf).filter((p): p is string => p !== undefined))];
  if (paths.length > 0) return paths;
  const word = tokens.find((t) => t.kind === 'word' && !NOISE.has(lower(t)) && lower(t) !== 'and');
  const candidate = word ? bare(word.value) : '';
  return /^[\w.@~/-]+$/.test(candidate) ? [candidate] : [];
}

function indexOfWord(tokens: Token[], words: string[], from = 0): number {
  for (let i = from; i < tokens.length; i++) if (words.includes(lower(tokens[i]))) return i;
  return -1;
}

/** The text a run of tokens covers: a lone quoted atom gives its inside, anything else the text as written. */
function textOf(clause: string, tokens: Token[]): string {
  const [first] = tokens;
  const last = tokens[tokens.length - 1];
  if (!first || !last) return '';
  if (tokens.length === 1 && first.kind !== 'word' && first.kind !== 'json') return first.value;
  return clause.slice(first.start, last.end).trim();
}

function firstCode(tokens: Token[]): string | undefined {
  return tokens.find((t) => (t.kind === 'code' || t.kind === 'fence') && t.value !== '')?.value;
}

function parseRead(tokens: Token[]): Intent[] {
  return pathsIn(tokens).map((path) => ({ kind: 'read', path }));
}

function parseSearch(clause: string, tokens: Token[]): Intent[] {
  let rest = tokens;
  // "find files named x" / "find *.ts" is a glob, not a content search.
  if (/^files?$/.test(lower(rest[0])) || (rest.length === 1 && /[*?]/.test(rest[0]?.value ?? ''))) {
    return parseGlob(rest.filter((t) => !NOISE.has(lower(t)) && !['matching', 'like'].includes(lower(t))));
  }
  while (['for', 'the', 'string', 'word', 'text', 'pattern', 'occurrences', 'of'].includes(lower(rest[0])))
    rest = rest.slice(1);
  const at = indexOfWord(rest, ['in', 'under', 'inside', 'within', 'across']);
  let patternTokens = at === -1 ? rest : rest.slice(0, at);
  let path = at === -1 ? undefined : pathsIn(rest.slice(at + 1))[0];
  const last = patternTokens[patternTokens.length - 1];
  if (path === undefined && patternTokens.length >= 2 && last && last.kind === 'word' && pathOf(last)) {
    path = pathOf(last);
    patternTokens = patternTokens.slice(0, -1);
  }
  const pattern = textOf(clause, patternTokens);
  if (pattern === '') return [];
  return [path === undefined ? { kind: 'search', pattern } : { kind: 'search', pattern, path }];
}

function parseGlob(tokens: Token[]): Intent[] {
  const pattern = tokens.map((t) => (t.kind === 'word' ? bare(t.value) : t.value)).find((v) => v !== '');
  return pattern === undefined ? [] : [{ kind: 'glob', pattern }];
}

function parseList(tokens: Token[]): Intent[] {
  const glob = tokens.find((t) => /[*?]/.test(t.value));
  if (glob) return parseGlob([glob]);
  return [{ kind: 'list', path: pathsIn(tokens)[0] ?? '.' }];
}

const REPLACE = ['replace', 'change', 'substitute', 'swap'];
const WITH = ['with', 'to', 'by', 'into', 'for'];
const IN = ['in', 'inside', 'within', 'of'];

function parseEdit(clause: string, verb: string, tokens: Token[]): Intent[] {
  // "replace A with B in X" starts at the verb itself; "edit X: replace A with B" finds the keyword later.
  const r = REPLACE.includes(verb) ? -1 : indexOfWord(tokens, REPLACE);
  if (r === -1 && !REPLACE.includes(verb)) {
    const [target, ...rest] = tokens;
    const path = target ? pathsIn([target])[0] : undefined;
    if (path === undefined) return [];
    let body = rest;
    while (
      ['to', 'add', 'append', 'say', 'with', 'so', 'that', 'it', 'says', 'containing'].includes(
        lower(body[0]),
      )
    )
      body = body.slice(1);
    return [{ kind: 'edit', path, oldText: '', newText: textOf(clause, body) }];
  }
  const from = r + 1;
  const w = indexOfWord(tokens, WITH, from);
  if (w === -1) return [];
  const inAt = indexOfWord(tokens, IN, w + 1);
  const oldText = textOf(clause, tokens.slice(from, w));
  const newText = textOf(clause, inAt === -1 ? tokens.slice(w + 1) : tokens.slice(w + 1, inAt));
  const path =
    inAt !== -1 ? pathsIn(tokens.slice(inAt + 1))[0] : r > 0 ? pathsIn(tokens.slice(0, r))[0] : undefined;
  if (path === undefined || oldText === '') return [];
  return [{ kind: 'edit', path, oldText, newText }];
}

function parseWrite(clause: string, tokens: Token[]): Intent[] {
  // "write "hello" to notes.txt": content first, target after `to`/`into`.
  const to = indexOfWord(tokens, ['to', 'into']);
  const target = to === -1 ? undefined : tokens[to + 1];
  if (to > 0 && target && to + 2 === tokens.length && pathOf(target)) {
    return [{ kind: 'write', path: pathOf(target) ?? '', content: textOf(clause, tokens.slice(0, to)) }];
  }
  // "write notes.txt with hello" / "create a file x.txt containing ..." / "write x.txt: hello".
  const at = tokens.findIndex((t) => pathOf(t) !== undefined || (t.kind === 'word' && !NOISE.has(lower(t))));
  const head = tokens[at];
  if (!head) return [];
  const path = pathOf(head) ?? bare(head.value);
  let body = tokens.slice(at + 1);
  while (
    ['with', 'containing', 'saying', 'content', 'contents', 'text', 'the', 'that', 'says', ':'].includes(
      lower(body[0]),
    )
  )
    body = body.slice(1);
  return [{ kind: 'write', path, content: textOf(clause, body) }];
}

/** Named-tool arguments: a JSON object, else `key=value` pairs (values parsed as JSON when they are JSON). */
function parseArgs(tokens: Token[]): JsonObject {
  const json = tokens.find((t) => t.kind === 'json');
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json.value);
      if (isObj(parsed)) return toJsonObject(parsed);
    } catch {
      // Not JSON after all: fall through to key=value pairs.
    }
  }
  const args: JsonObject = {};
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const m = t?.kind === 'word' ? /^([A-Za-z_][\w.-]*)[=:](.*)$/.exec(t.value) : null;
    if (!m?.[1]) continue;
    let raw = bare(m[2] ?? '');
    const next = tokens[i + 1];
    if (raw === '' && next && !(next.kind === 'word' && /[=:]/.test(next.value))) {
      raw = next.value;
      i++;
    }
    let value: JsonObject[string] = raw;
    try {
      value = toJson(JSON.parse(raw));
    } catch {
      // Kept as a string.
    }
    args[m[1]] = value;
  }
  return args;
}

/** Resolves a word to an offered tool's name: exact first, then case-insensitive. */
function toolNamed(word: string, toolNames: string[]): string | undefined {
  return toolNames.find((n) => n === word) ?? toolNames.find((n) => n.toLowerCase() === word.toLowerCase());
}

/** Parses one clause: at most one verb, possibly several operands ("read a.ts and b.ts"). */
function parseClause(clause: string, toolNames: string[]): Intent[] | undefined {
  const all = tokenize(clause);
  let tokens = all.slice(skipFillers(all));
  let via: string | undefined;
  // "use Read to open x" / "with Bash, run `ls`": the user picks the tool.
  if (['use', 'using', 'with'].includes(lower(tokens[0]))) {
    const named = toolNamed(bare(tokens[1]?.value ?? ''), toolNames);
    if (named) {
      via = named;
      tokens = tokens.slice(2);
      if (lower(tokens[0]) === 'to') tokens = tokens.slice(1);
      tokens = tokens.slice(skipFillers(tokens));
    }
  }
  const verb = lower(tokens[0]);
  const rest = tokens.slice(1);
  let intents: Intent[] | undefined;
  const word = rest[0]?.kind === 'word' ? bare(rest[0].value) : '';
  const named = toolNamed(word, toolNames);
  // "call x" names a tool even when x is not offered (the answer then says so); "run x" only if x is offered.
  if ((VERBS.call.test(verb) && /^[A-Za-z_][\w.-]*$/.test(word)) || (verb === 'run' && named)) {
    intents = [{ kind: 'call', tool: named ?? word, args: parseArgs(rest.slice(1)) }];
  } else if (VERBS.read.test(verb) || (verb === 'look' && lower(rest[0]) === 'at')) {
    intents = parseRead(verb === 'look' ? rest.slice(1) : rest);
  } else if (VERBS.search.test(verb) || (verb === 'look' && lower(rest[0]) === 'for')) {
    intents = parseSearch(clause, verb === 'look' ? rest.slice(1) : rest);
  } else if (VERBS.list.test(verb)) {
    intents = parseList(rest);
  } else if (VERBS.glob.test(verb)) {
    intents = parseGlob(rest);
  } else if (VERBS.edit.test(verb)) {
    intents = parseEdit(clause, verb, rest);
  } else if (VERBS.write.test(verb)) {
    intents = parseWrite(clause, rest);
  } else if (verb === 'in' && indexOfWord(rest, REPLACE) !== -1) {
    // "in X, replace A with B".
    intents = parseEdit(clause, 'edit', rest);
  } else if (tokens[0]?.value === '$' && rest.length > 0) {
    intents = [{ kind: 'shell', command: textOf(clause, rest) }];
  } else if (verb === 'run' || verb === 'execute') {
    // A command must be in backticks; "run the tests" is reported as unclear rather than guessed.
    intents = [];
  }
  // A verb whose operand is a command ("show `git log`") or no verb at all: a backticked command runs.
  if (!intents || intents.length === 0) {
    const command = firstCode(tokens);
    if (command !== undefined) intents = [{ kind: 'shell', command }];
  }
  if (via === undefined) return intents;
  // "use get_weather with city=Paris": the named tool with whatever arguments follow.
  if (!intents || intents.length === 0) return [{ kind: 'call', tool: via, args: parseArgs(tokens) }];
  return intents.map((intent) => ({ ...intent, via }));
}

/** Does this piece of text open a new request (so a preceding "and" or newline separates two)? */
function opensRequest(piece: string, toolNames: string[]): boolean {
  const all = tokenize(piece);
  const tokens = all.slice(skipFillers(all));
  const [first] = tokens;
  if (!first) return false;
  // A backticked path continues a list of operands ("read `a.ts` and `b.ts`"); a backticked command starts anew.
  if (first.kind === 'code') return !isPathLike(first.value);
  if (first.kind === 'fence' || first.value === '$') return true;
  const verb = lower(first);
  if (['use', 'using', 'with'].includes(verb))
    return toolNamed(bare(tokens[1]?.value ?? ''), toolNames) !== undefined;
  if (verb === 'look') return ['at', 'for'].includes(lower(tokens[1]));
  if (verb === 'run' || verb === 'execute') return true;
  if (verb === 'in') return indexOfWord(tokens, REPLACE) !== -1;
  return Object.values(VERBS).some((re) => re.test(verb));
}

/** A connector between requests (`and then`, `also`): its blank run before, the word, a blank run after. */
const CONNECTOR = String.raw`\s+(?:and\s+then|and\s+also|then|and|also|after\s+that)\s+`;
/**
 * A separator between requests. The connector opens only where no blank is before it: from every blank of a
 * run it read the run to its end and back (200 kB of blanks: 23 s), and each fails or matches as the run's
 * first blank did. `separatorsIn` tries it again where a line end's separator stopped inside a run.
 */
const SEPARATOR = new RegExp(
  String.raw`\r?\n+|;\s*|(?<!\d)[.!?]\s+|,\s*(?:and\s+then\s+|and\s+|then\s+)?|(?<!\s)${CONNECTOR}`,
  'gi',
);
const CONNECTOR_AT = new RegExp(CONNECTOR, 'iy');

/** Where each separator is, as `\r?\n+|…|\s+(?:and|then|…)\s+` found them, in linear time. */
export function separatorsIn(text: string): { index: number; end: number }[] {
  const out: { index: number; end: number }[] = [];
  const re = new RegExp(SEPARATOR);
  // The end of the blank run in which the connector was tried and failed: it fails from anywhere before it too.
  let failedUntil = -1;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const end = m.index + m[0].length;
    out.push({ index: m.index, end });
    // Only a line end's separator stops before a blank (the others take their run whole). Where no CRLF goes
    // on from there, the old expression tried the connector next, from inside the run: try it there.
    if (end < failedUntil || !/\s/.test(text[end] ?? '') || (text[end] === '\r' && text[end + 1] === '\n'))
      continue;
    CONNECTOR_AT.lastIndex = end;
    const c = CONNECTOR_AT.exec(text);
    if (c === null) {
      for (failedUntil = end; /\s/.test(text[failedUntil] ?? ''); ) failedUntil++;
      continue;
    }
    out.push({ index: end, end: end + c[0].length });
    re.lastIndex = end + c[0].length;
  }
  return out;
}

/** Splits a request at separators outside quoted spans, keeping a piece only if it opens a new request. */
export function splitClauses(text: string, toolNames: string[] = []): string[] {
  const masked = maskSpans(text, scanSpans(text));
  const pieces: { start: number; end: number }[] = [];
  let start = 0;
  for (const m of separatorsIn(masked)) {
    pieces.push({ start, end: m.index });
    start = m.end;
  }
  pieces.push({ start, end: text.length });
  const clauses: { start: number; end: number }[] = [];
  for (const piece of pieces) {
    const prev = clauses[clauses.length - 1];
    if (prev && !opensRequest(text.slice(piece.start, piece.end), toolNames)) prev.end = piece.end;
    else clauses.push({ ...piece });
  }
  return clauses.map((c) => text.slice(c.start, c.end).trim()).filter((c) => c !== '');
}

/** The whole grammar: split into clauses, parse each; clauses with no recognisable request are ignored. */
export function parseRequest(text: string, toolNames: string[] = []): ParsedRequest {
  const intents: Intent[] = [];
  const unclear: string[] = [];
  for (const clause of splitClauses(text, toolNames)) {
    const parsed = parseClause(clause, toolNames);
    if (parsed === undefined) continue;
    if (parsed.length === 0) unclear.push(clause);
    intents.push(...parsed);
  }
  return { intents, unclear };
}
