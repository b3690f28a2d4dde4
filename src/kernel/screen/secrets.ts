// The secret screener: is this result carrying a credential? It looks only where the lexer says a
// token or a value sits, runs the rules (RE2, linear) on those few places, and reads decoded layers the
// same way. A finding names the rule, never the matched bytes.

import { type Re2, re2 } from '../policy/re2.js';
import { joinParts, partGroups, partsOf } from './json-parts.js';
import {
  drawnWhole,
  endsValue,
  HINT_GIVEN_SECRET,
  HINT_KEY_BLOCK,
  isKeyChar,
  isKeyGap,
  letterAfterDigit,
  OPTION_OPERATOR,
  optionNameEnd,
  phraseHint,
  QUOTED,
  READ_TO_LINE_END,
  RUN_ASSIGNED,
  RUN_KEYED,
  RUN_LONG,
  RUN_SPLIT,
  RUN_STRETCH,
  RUN_TOKEN,
  VALUE_REACH,
  VALUE_SPAN,
  valueSpan,
  wordPartIn,
} from './lexer.js';
import { decodeBase64Range, decodeBase64Text } from './normalise.js';
import { literalAlternation, regexLiteral } from './regex-literal.js';
import { enclosedNameEnd } from './secret-reference.js';
import {
  CONNECTION_SCHEMES,
  EXACT_KEY_RULES,
  FOREIGN_PASSWORD_KEYS,
  GENERIC,
  GIVEN_SECRET,
  INNER_KEYWORDS,
  KEY_NAME_WORDS,
  KEYED_RULES,
  type KeyedRule,
  PRIVATE_KEY_LABEL,
  SECRET_PHRASES,
  type SecretFamily,
  TOKEN_RULES,
  type TokenRule,
  VERIFY_BASIC,
} from './secret-rules.js';
import { useSecretScan } from './secret-scan-load.js';
import type { ScreenStage, StageFinding } from './stage.js';
import type { Finding } from './types.js';
import {
  charClasses,
  entropy,
  isAlnumCode,
  isNonSecretShape,
  isPasswordHash,
  isPlaceholder,
  isPlaceholderToken,
  isReference,
  isUuid,
} from './value-shape.js';
import { allViews, buildView, type ScreenView } from './view.js';
import {
  CVS_ROOT_METHODS,
  PASSWORD_OPTION_PROGRAMS,
  type PasswordOption,
  SWITCH_OPTION_WORDS,
} from './vocabulary.js';
import { workDone } from './work.js';

// One RE2 engine per process: the policy's (re2.ts), which the bundle loads on first use.
const { RE2JS } = re2();
type RE2JS = InstanceType<Re2['RE2JS']>;

export interface SecretHit {
  rule: string;
  family: SecretFamily;
  /** Where the secret lies in the view's text, `[start, end)`: at least the secret, perhaps more. */
  start: number;
  end: number;
}

/** Screens one text (normalising and decoding it first). */
export function scan(text: string): Finding | undefined {
  const hit = scanView(buildView(text));
  return hit ? toFinding(hit) : undefined;
}

// The credential marks (provenance/files.ts) read values with this scan once the screen has loaded.
useSecretScan(scan);

export function toFinding(hit: SecretHit): Finding {
  return { screener: 'secret', reason: 'SECRET_EXFIL', rule: hit.rule };
}

/**
 * The secret stage: the first secret in the view or its layers, placed in the view's own text. A secret
 * inside a base64 or hex layer lies in that layer's encoded run, one read in the percent-decoded reading
 * in the runs it was decoded from (to the end of their token); one read from what a right-to-left
 * override displays, or deeper in a percent-decoded reading, has no place there (no span: withheld whole).
 */
export const stage: ScreenStage = {
  name: 'secrets',
  find(view: ScreenView): StageFinding | undefined {
    const own = scanOne(view);
    // A part of a split secret may read as a secret alone (`"token_3": "…"`): the joined secret is
    // redacted first, in every part, or the parts before it would be left to join.
    if (own) return splitOverParts(view, 1)[0] ?? placed(own);
    for (const layer of view.layers) {
      const hit = scanView(layer.view);
      if (!hit) continue;
      if (layer.end > 0) return { ...toFinding(hit), span: [layer.at, layer.end] };
      // A percent-decoded reading maps back to the runs it decoded, when the secret is in it directly.
      const top = layer.place ? scanOne(layer.view) : undefined;
      const span = top ? layer.place!(top.start, top.end) : undefined;
      return span ? { ...toFinding(top!), span } : toFinding(hit);
    }
    return splitOverParts(view, 1)[0];
  },
};

/**
 * Every secret the stage reads in the view in one reading, in the order `find` reports them (each rule's
 * reading in turn, each in text order; docs/screening.md, "Round 74 (redact-r74)"). They may overlap: the
 * redaction keeps the first of those that do. As `find`: the view's own secrets (split ones first), else
 * the decoded layers' (each encoded run's, up to the first whole-text reading that holds one), else split ones.
 * The view's own reading ends at its `most`th secret: the rest are found by the next reading.
 */
export function findAll(view: ScreenView, most = Number.POSITIVE_INFINITY): StageFinding[] {
  const own: SecretHit[] = [];
  readOne(view, into(own, most));
  if (own.length > 0) return [...splitOverParts(view, most), ...own.map(placed)];
  const found: StageFinding[] = [];
  for (const layer of view.layers) {
    const hit = scanView(layer.view);
    if (!hit) continue;
    if (layer.end > 0) {
      if (found.push({ ...toFinding(hit), span: [layer.at, layer.end] }) >= most) return found;
      continue;
    }
    // A whole-text reading (percent-decoded, shown, folded): read once the runs before it are redacted.
    if (found.length > 0) return found;
    const tops: SecretHit[] = [];
    if (layer.place) readOne(layer.view, into(tops, most));
    for (const top of tops) {
      const span = layer.place!(top.start, top.end);
      if (span === undefined) break;
      found.push({ ...toFinding(top), span });
    }
    return found.length > 0 ? found : [toFinding(hit)];
  }
  return found.length > 0 ? found : splitOverParts(view, most);
}

const placed = (hit: SecretHit): StageFinding => ({ ...toFinding(hit), span: [hit.start, hit.end] });

/**
 * Where a reading hands each secret it finds, in its order; true ends the reading. `find` wants the first
 * (`firstOf`), `findAll` every one: each reading goes on past a secret as past a value it judged clean.
 */
type Take = (hit: SecretHit) => boolean;

/** The first secret a reading hands on. */
function firstOf(read: (take: Take) => boolean): SecretHit | undefined {
  let first: SecretHit | undefined;
  read((hit) => {
    first = hit;
    return true;
  });
  return first;
}

/** A `take` that keeps each secret in `list` and ends the reading once it holds `most`. */
const into =
  (list: SecretHit[], most = Number.POSITIVE_INFINITY): Take =>
  (hit) =>
    list.push(hit) >= most;

/**
 * Secrets a JSON result splits over string values a reader joins (`json-parts.ts`): read in the parts
 * joined, and placed in every part they cover. The joined text is no longer than the result and is read
 * once; a secret inside one part is the result's own reading's, so only one over two parts or more counts
 * (`most` 1 for `find`, as before: only the joined text's first secret is tried).
 */
function splitOverParts(view: ScreenView, most = Number.POSITIVE_INFINITY): StageFinding[] {
  const groups = partGroups(view.text);
  if (groups === undefined || groups.length === 0) return [];
  const joined = joinParts(view.text, groups);
  const joinedView = buildView(joined.text);
  const own: SecretHit[] = [];
  readOne(joinedView, into(own, most));
  const found: StageFinding[] = [];
  for (const hit of own) {
    const parts = partsOf(joined, hit.start, hit.end);
    if (parts !== undefined)
      found.push({ ...toFinding(hit), span: [parts[0]![0], parts[parts.length - 1]![1]], parts });
  }
  return found;
}

/** Screens a view and every decoded layer under it; the first rule that fires wins. */
export function scanView(view: ScreenView): SecretHit | undefined {
  for (const v of allViews(view)) {
    const hit = scanOne(v);
    if (hit) return hit;
  }
  return undefined;
}

/** `siblings`: false when screening a name and value the sibling reading itself put together. */
function scanOne(view: ScreenView, siblings = true): SecretHit | undefined {
  return firstOf((take) => readOne(view, take, siblings));
}

/** Each rule's reading of one view in turn, handing `take` its secrets; true when `take` ended it. */
function readOne(view: ScreenView, take: Take, siblings = true): boolean {
  const { text } = view;
  const { hints } = view.lexed;
  return (
    ((hints & HINT_KEY_BLOCK) !== 0 && privateKeyBlock(text, take)) ||
    headerlessKey(text, view.lexed.runs, take) ||
    urlCredentials(text, take) ||
    ((hints & TELEGRAM_HINT) !== 0 && telegramBotUrl(text, take)) ||
    withoutOperator(text, hints, take) ||
    scanRuns(view, take) ||
    ((hints & HINT_GIVEN_SECRET) !== 0 && givenSecret(text, take)) ||
    infixToken(text, view.lexed.runs, take) ||
    twilioPair(text, view.lexed.runs, take) ||
    ((hints & PGPASS_HINTS) !== 0 && pgpassLine(text, hints, take)) ||
    (siblings && (hints & NAMED_VALUE_HINT) !== 0 && namedValue(text, take))
  );
}

// ---------------------------------------------------------------------------------------------------
// A value whose key is a sibling field (round 20): a HAR header `{"name": "X-Api-Key", "value": "…"}`, a
// Kubernetes env entry `- name: DB_PASSWORD` / `value: …`, a Postman variable `{"key": …, "value": …}`,
// an SSM parameter `"Name": "/prod/db/password", …, "Value": "…"`. Round 19 read any name as the key and
// redacted a held file's fixture; now the name must end in a credential word (`DB_PASSWORD`, `X-Api-Key`,
// `Authorization`; not `SECRET_NAME`, `csrftoken`), and a value that spells a placeholder's words
// (`mysecretpassword`, `test-token-123`) is a fixture's, admitted.

const NAMED_VALUE_HINT =
  phraseHint(SECRET_PHRASES.namedValueQuoted) |
  phraseHint(SECRET_PHRASES.namedValueSingle) |
  phraseHint(SECRET_PHRASES.namedValueEscaped) |
  phraseHint(SECRET_PHRASES.namedValueColon) |
  phraseHint(SECRET_PHRASES.namedValueEquals);
/** How far before `value` its name may be (one object's few short fields). */
const NAME_REACH = 256;
/** A name field and its identifier; the last one in the window is the value's (bounded window: linear). */
const NAME_FIELD = /(?<![A-Za-z0-9_])(?:name|key)\\?["']?[ \t]*[:=][ \t]*\\?["']?([A-Za-z0-9_.\-/]{1,128})/iy;
/** What may not lie between the name and the value: another object, list or YAML list item. */
const NOT_SIBLINGS = /[{}[\]]|\n[ \t]*- /;
/** A name that ends in a credential word, or an HTTP header that carries one. */
const CREDENTIAL_NAME =
  /(?:^|[_.-])(?:password|passwd|pass|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)$|^(?:proxy-)?authorization$/i;
/** Words a writer's stand-in value spells (`mysecretpassword`, `test-token`); a generated secret spells none. */
const FIXTURE_WORDS = /password|passwd|secret|token|test|demo/i;

function namedValue(text: string, take: Take): boolean {
  // `alue` finds `value` and `Value`; each window and value read starts past the last one: linear.
  let done = 0;
  for (let at = text.indexOf('alue'); at >= 1; at = text.indexOf('alue', Math.max(at + 4, done))) {
    if ((text.charCodeAt(at - 1) | 32) !== 118) continue;
    let i = at + 4;
    // A JSON document inside a JSON string escapes its quotes (`\"value\":`).
    if (text[i] === '\\') i++;
    if (text[i] === '"' || text[i] === "'") i++;
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (text[i] !== ':' && text[i] !== '=') continue;
    const value = valueAt(text, i + 1);
    const from = Math.max(done, at - 1 - NAME_REACH);
    done = value.after;
    // Shorter than any credential the rules accept (a scheme before a space aside): its name is not read.
    if (value.value.length < 6 && text.charCodeAt(value.after) !== 32) continue;
    const name = siblingName(text.slice(from, at - 1));
    if (name === undefined) continue;
    const key = name.slice(name.lastIndexOf('/') + 1);
    if (!CREDENTIAL_NAME.test(key)) continue;
    const start = value.after - value.value.length;
    if (AUTHORIZATION.test(key)) {
      const hit = authorizationValue(text, start, value.after);
      if (hit && take(hit)) return true;
      continue;
    }
    // `author` among the ignored keys is why a header is read above, not here.
    if (FIXTURE_WORDS.test(value.value) || GENERIC.ignoreKeys.test(key.toLowerCase())) continue;
    const own = scanOne(buildView(`${key} = "${value.value}"`), false);
    if (own !== undefined && take({ ...own, start, end: value.after })) return true;
  }
  return false;
}

const AUTHORIZATION = /authorization$/i;

/**
 * An `Authorization` header's value: a scheme (`token`, `Bearer`, `Basic`, ...) and its credential, or
 * the credential alone. `start` is where the value's first word begins; the credential is read to its
 * closing quote or blank (bounded by MAX_VALUE).
 */
function authorizationValue(text: string, start: number, firstEnd: number): SecretHit | undefined {
  const first = text.slice(start, firstEnd);
  const spaced = text.charCodeAt(firstEnd) === 32;
  const credential = spaced ? valueAt(text, firstEnd + 1) : undefined;
  if (credential && credential.value !== '' && !FIXTURE_WORDS.test(credential.value)) {
    const from = credential.after - credential.value.length;
    const ok =
      first.toLowerCase() === 'basic'
        ? basicCredential(credential.value)
        : bearerCredential(credential.value);
    return ok
      ? { rule: 'authorization-header', family: 'generic', start: from, end: credential.after }
      : undefined;
  }
  return !spaced && bearerCredential(first)
    ? { rule: 'authorization-header', family: 'generic', start, end: firstEnd }
    : undefined;
}

/**
 * The last name field of `window` when nothing but sibling fields lies after it, else undefined. Found
 * backwards by native searches for `ame` and `ey` inside the window, each tried once with the anchored
 * NAME_FIELD (a window holds at most NAME_REACH characters).
 */
function siblingName(window: string): string | undefined {
  let a = window.lastIndexOf('ame');
  let k = window.lastIndexOf('ey');
  while (a >= 1 || k >= 1) {
    const at = a >= k ? a - 1 : k - 1;
    if (a >= k) a = a > 0 ? window.lastIndexOf('ame', a - 1) : -1;
    else k = k > 0 ? window.lastIndexOf('ey', k - 1) : -1;
    NAME_FIELD.lastIndex = at;
    const m = NAME_FIELD.exec(window);
    if (m === null) continue;
    return NOT_SIBLINGS.test(window.slice(at + m[0].length)) ? undefined : m[1];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// A `.pgpass` line (round 20): `hostname:port:database:username:password`, no key naming the password.
// Found by `:5432:` or `:*:` (a port field); the line must be five fields of a host, a port, two names.

const PGPASS_HINTS = phraseHint(SECRET_PHRASES.pgpassPort) | phraseHint(SECRET_PHRASES.pgpassAny);
/** A line's first four fields (a host, a port or `*`, a database and a user, no blanks); bounded. */
const PGPASS_HEAD =
  /^(?:\*|[A-Za-z0-9][A-Za-z0-9._-]{0,252}):(?:\*|\d{1,5}):(?:\*|[\w.$-]{1,63}):(?:\*|[\w.$@-]{1,63}):/;
/** How far back a line's start is looked for before its port (a host and `:`). */
const PGPASS_HOST_REACH = 256;

function pgpassLine(text: string, hints: number, take: Take): boolean {
  for (const phrase of [SECRET_PHRASES.pgpassPort, SECRET_PHRASES.pgpassAny]) {
    if ((hints & phraseHint(phrase)) === 0) continue;
    for (let at = text.indexOf(phrase); at >= 0; ) {
      const lineEnd = lineEndOf(text, at, 1024);
      const hit = pgpassAt(text, at, lineEnd);
      if (hit && take(hit)) return true;
      // The line was read to its end (or 1024 on): the next mention is searched for past it.
      at = text.indexOf(phrase, lineEnd);
    }
  }
  return false;
}

function pgpassAt(text: string, port: number, lineEnd: number): SecretHit | undefined {
  let start = port;
  while (start > 0 && port - start < PGPASS_HOST_REACH && text.charCodeAt(start - 1) !== 10) start--;
  if (start > 0 && text.charCodeAt(start - 1) !== 10) return undefined;
  const head = PGPASS_HEAD.exec(text.slice(start, lineEnd));
  if (head === null) return undefined;
  let end = lineEnd;
  if (text.charCodeAt(end - 1) === 13) end--;
  const password = text.slice(start + head[0].length, end);
  if (/\s/.test(password) || FIXTURE_WORDS.test(password) || !plainPassword(password)) return undefined;
  return { rule: 'pgpass-password', family: 'generic', start: start + head[0].length, end };
}

// ---------------------------------------------------------------------------------------------------
// Credentials written without an assignment operator: SQL's `PASSWORD '…'` and `IDENTIFIED BY '…'`, a
// MySQL client's `-p'…'`, a `Bearer` token whatever names it. Each phrase is found by a native search for
// a part of it that starts with a rare letter (a search for `password` stops at every `p` of the text).

const MAX_QUOTED = 128;
/** [searched, what must precede it (lowercase), rule, the scout's hint for it (SECRET_PHRASES)]. */
const SPOKEN: readonly (readonly [string, string, string, number])[] = [
  ["word '", 'pass', 'sql-password', phraseHint(SECRET_PHRASES.sqlPassword)],
  ["WORD '", 'pass', 'sql-password', phraseHint(SECRET_PHRASES.sqlPassword)],
  ["d by '", 'identifie', 'sql-password', phraseHint(SECRET_PHRASES.sqlIdentified)],
  ["D BY '", 'identifie', 'sql-password', phraseHint(SECRET_PHRASES.sqlIdentified)],
];
/** A bearer token under any name (a HAR header is `"name": "authorization", "value": "Bearer …"`). */
const BEARER = 'Bearer ';
const MYSQL_CLIENT = SECRET_PHRASES.mysql;
const BEARER_HINT = phraseHint(SECRET_PHRASES.bearer);
const NETRC_HINT = phraseHint(SECRET_PHRASES.netrc);
const MYSQL_HINT = phraseHint(SECRET_PHRASES.mysql);

/** `hints`: the view's; a phrase is searched for only when the scout saw it (caseless) in its pass. */
function withoutOperator(text: string, hints: number, take: Take): boolean {
  // Every mention is read (round 19: a cap let the 65th through); each read is bounded (MAX_QUOTED).
  for (const [phrase, before, rule, hint] of SPOKEN)
    for (let at = (hints & hint) !== 0 ? text.indexOf(phrase) : -1; at >= 0; ) {
      const said = text.slice(Math.max(0, at - before.length), at).toLowerCase() === before;
      const value = said ? quotedAt(text, at + phrase.length - 1) : undefined;
      const start = at + phrase.length;
      if (plainPassword(value) && take({ rule, family: 'generic', start, end: start + value!.length }))
        return true;
      at = text.indexOf(phrase, at + phrase.length);
    }
  for (let at = (hints & BEARER_HINT) !== 0 ? text.indexOf(BEARER) : -1; at >= 0; ) {
    const bearer = valueAt(text, at + BEARER.length);
    if (
      bearerCredential(bearer.value) &&
      take({ rule: 'bearer-token', family: 'generic', start: at + BEARER.length, end: bearer.after })
    )
      return true;
    // The value read ends at a blank or a bound; the next mention is searched for past it.
    at = text.indexOf(BEARER, at + BEARER.length);
  }
  for (let at = (hints & NETRC_HINT) !== 0 ? text.indexOf(NETRC_MACHINE) : -1; at >= 0; ) {
    const hit = netrcPassword(text, at + NETRC_MACHINE.length);
    if (hit && take(hit)) return true;
    at = text.indexOf(NETRC_MACHINE, at + NETRC_MACHINE.length);
  }
  for (let at = (hints & MYSQL_HINT) !== 0 ? text.indexOf(MYSQL_CLIENT) : -1; at >= 0; ) {
    const end = lineEndOf(text, at, 1024);
    if (
      plainPassword(mysqlPasswordFlag(text, at + MYSQL_CLIENT.length)) &&
      take({ rule: 'mysql-password-flag', family: 'generic', start: at, end })
    )
      return true;
    // The first mention on a line read its flag to the line's end (or 1024 on): the next is searched past it.
    at = text.indexOf(MYSQL_CLIENT, end);
  }
  return programPassword(text, take);
}

/** The most characters of a command read after its program's name, and the most words. */
const COMMAND_REACH = 512;
const COMMAND_WORDS = 32;
/** The words of the command last read (`commandWords`): each word's start and end, a quoted one's inside its quotes. */
const WORDS: number[] = [];

/**
 * A password a program's short option takes as a later word (PASSWORD_OPTION_PROGRAMS: `sshpass -p …`, `redis-cli -a
 * …`, `curl -u app:…`, `htpasswd -b file user …`), judged as a password is without its key (`plainPassword`).
 * Each mention's command is read once, at most COMMAND_REACH on; the next mention is searched for past it.
 */
function programPassword(text: string, take: Take): boolean {
  for (const entry of PASSWORD_OPTION_PROGRAMS)
    for (let at = text.indexOf(entry.program); at >= 0; ) {
      const from = at + entry.program.length;
      const end = programAt(text, at, from) ? commandWords(text, from) : from;
      const hit = WORDS.length > 0 ? optionPassword(text, entry) : undefined;
      WORDS.length = 0;
      if (hit && take(hit)) return true;
      at = text.indexOf(entry.program, end);
    }
  return false;
}

/** The program's name at `at` stands as a word: no name's character before it (a path's `/` may be), a blank after. */
function programAt(text: string, at: number, end: number): boolean {
  return (at === 0 || !isKeyChar(text.charCodeAt(at - 1))) && isBlank(text.charCodeAt(end));
}

/** Reads the command's words after `from` into WORDS, to its line's end, `|`, `;` or `&`; returns where it ends. */
function commandWords(text: string, from: number): number {
  const bound = Math.min(text.length, from + COMMAND_REACH);
  let i = from;
  while (i < bound && WORDS.length < 2 * COMMAND_WORDS) {
    // A `\` before the line's end continues the command on the next line, as a blank (the shell's reading).
    for (let gap = continuationAt(text, i); i < bound && (isBlank(text.charCodeAt(i)) || gap > 0); ) {
      i += gap > 0 ? gap : 1;
      gap = continuationAt(text, i);
    }
    const c = text.charCodeAt(i);
    if (i >= bound || c === 10 || c === 13 || c === 124 || c === 59 || c === 38) break;
    const start = i;
    // A word runs to a blank or a command's end outside quotes: a quote its line closes within the bound is part of
    // it, blanks and all (`-p'a b'`, `--password="a b"`); a quote left open is a character (the word ends at a blank).
    for (let code = c; i < bound && !isBlankChar(code) && !COMMAND_END.has(code); code = text.charCodeAt(i)) {
      const close = code === 34 || code === 39 ? quoteClose(text, i, bound) : -1;
      i = close > 0 ? close + 1 : i + 1;
    }
    // A word that is one quoted run is what it holds.
    const q = text.charCodeAt(start);
    if ((q === 34 || q === 39) && i - start >= 2 && quoteClose(text, start, i) === i - 1)
      WORDS.push(start + 1, i - 1);
    else WORDS.push(start, i);
  }
  return i;
}

/** Where the quote at `open` closes on its line before `bound`, or -1. */
function quoteClose(text: string, open: number, bound: number): number {
  const q = text.charCodeAt(open);
  for (let i = open + 1; i < bound; i++) {
    const c = text.charCodeAt(i);
    if (c === q) return i;
    if (c === 10) return -1;
  }
  return -1;
}

/** The length of a shell continuation at `at` (`\` then the line's end, `\n` or `\r\n`), or 0. */
function continuationAt(text: string, at: number): number {
  if (text.charCodeAt(at) !== 92) return 0;
  const c = text.charCodeAt(at + 1);
  if (c === 10) return 2;
  return c === 13 && text.charCodeAt(at + 2) === 10 ? 3 : 0;
}

/** What ends a command unquoted: `|`, `;`, `&`. */
const COMMAND_END: ReadonlySet<number> = new Set([124, 59, 38]);

/** The password `entry`'s option takes among WORDS, judged, or undefined. */
function optionPassword(text: string, entry: PasswordOption): SecretHit | undefined {
  let start = -1;
  let end = -1;
  if (entry.nth !== undefined) {
    // apr_getopt's reading: flags before the first operand, none after `--`; every later word is an operand.
    let flagged = false;
    let nth = 0;
    let operands = false;
    for (let w = 0; w < WORDS.length; w += 2) {
      if (!operands && endsOptions(text, WORDS[w]!, WORDS[w + 1]!)) operands = true;
      else if (!operands && text.charCodeAt(WORDS[w]!) === 45)
        flagged ||= optionGiven(text, WORDS[w]!, WORDS[w + 1]!, entry) >= 0;
      else {
        operands = true;
        if (++nth === entry.nth) [start, end] = [WORDS[w]!, WORDS[w + 1]!];
      }
    }
    if (!flagged) return undefined;
  } else
    for (let w = 0; w < WORDS.length; w += 2) {
      // After `--` every word is an operand (getopt): `-pX` there is no password of this program.
      if (endsOptions(text, WORDS[w]!, WORDS[w + 1]!)) break;
      const at = optionGiven(text, WORDS[w]!, WORDS[w + 1]!, entry);
      if (at < 0) continue;
      if (at < WORDS[w + 1]!) [start, end] = unquoted(text, at, WORDS[w + 1]!);
      // A next word that is a long option's name is none's value (`mongo -p --authenticationDatabase admin` prompts).
      else if (w + 2 < WORDS.length && !LONG_OPTION_NAME.test(text.slice(WORDS[w + 2]!, WORDS[w + 3]!)))
        [start, end] = [WORDS[w + 2]!, WORDS[w + 3]!];
      break;
    }
  if (start < 0) return undefined;
  if (entry.pair !== undefined) {
    // Searched within the word only: a search to the text's end, once a mention, is quadratic (`curl -u curl -u …`).
    const mark = text.slice(start, end).indexOf(entry.pair) + start;
    if (mark <= start || mark >= end - 1) return undefined;
    start = mark + 1;
  }
  return plainPassword(text.slice(start, end))
    ? { rule: 'option-password', family: 'generic', start, end }
    : undefined;
}

/**
 * getopt's reading of the word from `start` to `end` for `entry`'s option (docs/screening.md, "Round 76
 * (secrets3-r76)"): -1 when the word gives it not; else where the option's value starts in the word (`--user=X`,
 * `-pX`, `-p=X`, `-su` then `X` glued), or `end` when its value is the next word (`-p`, `--user`, `-su`). A short
 * cluster is read letter by letter: the entry's switches go on, its option's letter takes the rest, any other letter
 * may take a value of its own and ends the reading. An `nth` entry's option is a switch: `end` when the cluster,
 * read so, holds it. Round 77: a long option's prefix the program's parser takes (`abbreviated`), and an option
 * ending in `:` whose value is glued (`xfreerdp /p:X`).
 */
function optionGiven(text: string, start: number, end: number, entry: PasswordOption): number {
  for (const option of entry.options)
    if (option.endsWith(':') && text.startsWith(option, start))
      return start + option.length < end ? start + option.length : -1;
  if (text.charCodeAt(start) !== 45 || end - start < 2) return -1;
  if (text.charCodeAt(start + 1) === 45) {
    // Searched within the word only (as the pair's mark below): linear.
    const eq = text.slice(start, end).indexOf('=') + start;
    const nameEnd = eq > start ? eq : end;
    const option = longOption(text.slice(start, nameEnd), entry);
    // An option listed with its `=` takes a value after it only (my_getopt's optional one: `mysql --password` prompts).
    if (option === undefined || (nameEnd === end && option.endsWith('='))) return -1;
    return nameEnd === end ? end : eq + 1 < end ? eq + 1 : -1;
  }
  const switches = entry.switches ?? '';
  let held = false;
  for (let i = start + 1; i < end; i++) {
    const letter = text[i]!;
    const option = entry.options.includes(`-${letter}`);
    if (option && entry.nth !== undefined) held = true;
    else if (option) {
      const at = text.charCodeAt(i + 1) === 61 ? i + 2 : i + 1;
      return i + 1 === end ? end : at < end ? at : -1;
    } else if (!switches.includes(letter)) return held ? end : -1;
  }
  return held ? end : -1;
}

/** The long option of `entry` that `name` names, itself or by a prefix its parser takes (`abbreviated`), or undefined. */
function longOption(name: string, entry: PasswordOption): string | undefined {
  const named = (option: string) => (option.endsWith('=') ? option.slice(0, -1) : option);
  const exact = entry.options.find((option) => named(option) === name);
  if (exact !== undefined || !(entry.abbreviated ?? []).some((prefix) => name.startsWith(prefix)))
    return exact;
  return entry.options.find((option) => named(option).startsWith(name));
}

/** A long option's name alone: `--`, letters and `-`. */
const LONG_OPTION_NAME = /^--[A-Za-z][A-Za-z-]*$/;

/** The word from `start` to `end` is `--`, the end of the options. */
const endsOptions = (text: string, start: number, end: number): boolean =>
  end - start === 2 && text.startsWith('--', start);

/** A value glued to its option, from `start` to `end`, less the quotes around it (`-p'X'`, `--user="app:X"`). */
function unquoted(text: string, start: number, end: number): [number, number] {
  const q = text.charCodeAt(start);
  return (q === 34 || q === 39) && end - start > 2 && text.charCodeAt(end - 1) === q
    ? [start + 1, end - 1]
    : [start, end];
}

/** A letter, digit or `_`: a noun inside a longer word (`pinned`, `tokens`, `spin`) is none. */
const WORD_CHAR = /[\p{L}\p{N}_]/u;
/** A verb of GIVEN_SECRET as its words, caseless; the longest first, so `is set to` is tried before `is`. */
type GivenVerb = readonly string[];
/** A verb that is an assignment's mark (`:`, `=`), not a word. */
const assignedVerb = (verb: GivenVerb): boolean => verb[0] === ':' || verb[0] === '=';
/** The nouns of a secret written in digits alone (GIVEN_SECRET's `pins`: `PIN`, `passcode`, `pin code`). */
const PIN_NOUNS: ReadonlySet<string> = new Set([...GIVEN_SECRET.values()].flatMap(({ pins }) => pins ?? []));
/** The nouns of GIVEN_SECRET the keyed reader reads as a key (`password`, `passcode`, `пароль`: KEY_NAME_WORDS). */
const KEYED_NOUNS: ReadonlySet<string> = new Set(
  [...GIVEN_SECRET.values()].flatMap(({ nouns }) =>
    nouns.filter((noun) => KEY_NAME_WORDS.some((key) => noun.replaceAll(' ', '').includes(key))),
  ),
);
/**
 * Each noun of GIVEN_SECRET (lower case, blanks as one) and the verbs its language gives a secret with. A noun
 * the keyed reader reads as a key (KEYED_NOUNS) keeps only its words: its `:` and `=` are an assignment's, whose
 * value `valueSpan` reads (one reading of a keyed value's extent); a PIN's noun (`passcode: 482193`) keeps them for
 * its digits alone, which the keyed reader does not read (`mayBeSecretValue`).
 */
const GIVEN_VERBS: ReadonlyMap<string, readonly GivenVerb[]> = givenVerbs();

/** GIVEN_VERBS: each noun's verbs, a noun in two languages (`pin`) with both languages' (round 71). */
function givenVerbs(): Map<string, GivenVerb[]> {
  const byNoun = new Map<string, Map<string, GivenVerb>>();
  for (const { nouns, verbs, pins } of GIVEN_SECRET.values()) {
    const words = verbs.map((v) => v.split(' '));
    for (const noun of new Set([...nouns, ...(pins ?? [])])) {
      const own =
        KEYED_NOUNS.has(noun) && !PIN_NOUNS.has(noun) ? words.filter((v) => !assignedVerb(v)) : words;
      const merged = byNoun.get(noun) ?? new Map<string, GivenVerb>();
      for (const verb of own) merged.set(verb.join(' '), verb);
      byNoun.set(noun, merged);
    }
  }
  return new Map(
    [...byNoun].map(([noun, verbs]) => [noun, [...verbs.values()].sort((a, b) => b.length - a.length)]),
  );
}
/** The nouns a sentence gives a drawn secret by; a PIN's noun alone (`Geheimzahl`, `clave`) gives digits only. */
const DRAWN_NOUNS: ReadonlySet<string> = new Set([...GIVEN_SECRET.values()].flatMap(({ nouns }) => nouns));
/** The nouns, any case, a run of blanks where a noun holds one (`mot  de passe`): literals, linear. */
const GIVEN_NOUN = new RegExp(
  [...GIVEN_VERBS.keys()]
    .sort((a, b) => b.length - a.length)
    .map((noun) => noun.split(' ').map(regexLiteral).join('[ \\t]+'))
    .join('|'),
  'giu',
);
/** Scripts written without blanks between words: a noun there stands inside its sentence (`我的密码是…`). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * A sentence that names a secret and gives it (docs/screening.md, "Round 69 (secrets-r69)"): a noun of
 * GIVEN_SECRET, read caseless as a word of its own, then one of its language's verbs with any run of blanks
 * between words (`The new Password  is`, `PIN:`, `pw was changed to`, `das Kennwort lautet`, `密码是`), then a
 * value `givenValue` takes. Not after `?` or `&` (a URL's query field is the keyed reader's). Each noun is read
 * once, over a bounded stretch after it: linear.
 */
function givenSecret(text: string, take: Take): boolean {
  GIVEN_NOUN.lastIndex = 0;
  for (let m = GIVEN_NOUN.exec(text); m !== null; m = GIVEN_NOUN.exec(text)) {
    const at = m.index;
    const end = at + m[0].length;
    const spaced = !UNSPACED.test(m[0]);
    if (spaced && (wordCharAt(text, at - 1) || wordCharAt(text, end))) continue;
    const before = at > 0 ? text.charCodeAt(at - 1) : 0;
    if (before === 63 || before === 38) continue;
    const noun = m[0].toLowerCase().replace(BLANKS, ' ');
    const verbs = GIVEN_VERBS.get(noun);
    if (verbs === undefined) continue;
    // A JSON member's name (`"pin": "4821"`, `"passcode": 482193`): its `:` follows the closing quote.
    const member = before === 34 && text.charCodeAt(end) === 34 && PIN_NOUNS.has(noun);
    const from = skipBlanks(text, member ? end + 1 : end);
    for (const verb of verbs) {
      const after = verbAt(text, from, verb, from > end || !spaced);
      if (after < 0) continue;
      // After a key's `:` or `=` only a PIN's digits are this reading's: a drawn value is the assignment's.
      const drawn = DRAWN_NOUNS.has(noun) && !(assignedVerb(verb) && KEYED_NOUNS.has(noun));
      const hit = givenValue(text, skipBlanks(text, after), PIN_NOUNS.has(noun), drawn);
      if (hit && take(hit)) return true;
      break;
    }
  }
  return false;
}

const BLANKS = /[ \t]+/g;
const wordCharAt = (text: string, at: number): boolean =>
  at >= 0 && at < text.length && WORD_CHAR.test(String.fromCodePoint(text.codePointAt(at)!));
const unspacedAt = (text: string, at: number): boolean =>
  at < text.length && UNSPACED.test(String.fromCodePoint(text.codePointAt(at)!));

/** The blanks from `at` passed (spaces and tabs). */
function skipBlanks(text: string, at: number): number {
  let k = at;
  while (k < text.length && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
  return k;
}

/**
 * Where `verb` (its words, caseless, any run of blanks between them) ends when it stands at `at`, else -1.
 * A word of a spaced script stands after a blank (`blank`) and before no letter; a mark (`:`) or an
 * unspaced script's particle (`是`) needs neither. A `:` after a word verb (`is:`) is the verb's.
 */
function verbAt(text: string, at: number, verb: GivenVerb, blank: boolean): number {
  let k = at;
  let word = false;
  for (let w = 0; w < verb.length; w++) {
    const part = verb[w]!;
    if (w > 0) {
      const next = skipBlanks(text, k);
      if (next === k) return -1;
      k = next;
    }
    if (text.slice(k, k + part.length).toLowerCase() !== part) return -1;
    word = WORD_CHAR.test(part[0]!) && !UNSPACED.test(part[0]!);
    if (word && ((w === 0 && !blank) || wordCharAt(text, k + part.length))) return -1;
    k += part.length;
  }
  if (word) {
    const colon = skipBlanks(text, k);
    if (text.charCodeAt(colon) === 58) return colon + 1;
  }
  return k;
}

/**
 * The word at `from` (a quote or backtick around it and a sentence's closing marks given back; it ends at a
 * blank or a letter of an unspaced script: `…です`) when it is drawn as a generator draws a password
 * (`drawnWord`): prose's `is incorrect`, `is hashed with SHA256`, `is Summer2024`, `is in the vault` read
 * nothing (docs/screening.md, "Round 68 (secrets-r68)"). Under a PIN's noun (`pin`), PIN_LEAST to PIN_MOST digits are the
 * secret (`PIN: 4821`); a port, a count or a year under no such noun is none. Bounded by MAX_VALUE.
 */
function givenValue(text: string, from: number, pin: boolean, drawn: boolean): SecretHit | undefined {
  let start = from;
  const open = text.charCodeAt(start);
  if (open === 34 || open === 39 || open === 96) start++;
  let end = start;
  while (
    end < text.length &&
    end - start < MAX_VALUE &&
    !isBlankChar(text.charCodeAt(end)) &&
    !(text.charCodeAt(end) >= 0x2e80 && unspacedAt(text, end))
  )
    end++;
  while (end > start && SENTENCE_CLOSE.has(text.charCodeAt(end - 1))) end--;
  const value = text.slice(start, end);
  if (pin) {
    // A JSON member's digits close their object or list (`{"pin": 4821}`, `"pin":"0093"}]`).
    let digits = end;
    while (digits > start && MEMBER_CLOSE.has(text.charCodeAt(digits - 1))) digits--;
    if (pinDigits(text.slice(start, digits)))
      return { rule: 'generic-pin', family: 'generic', start, end: digits };
  }
  if (!drawn || !drawnWord(value) || !plainPassword(value)) return undefined;
  return { rule: 'generic-password', family: 'generic', start, end };
}

/** The fewest digits a PIN is written in (a card's). */
const PIN_LEAST = 4;
/** The most digits a PIN is written in (a device's passcode). */
const PIN_MOST = 8;

/** `value` is a PIN's digits alone (`4821`, `0093`). */
function pinDigits(value: string): boolean {
  if (value.length < PIN_LEAST || value.length > PIN_MOST) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Marks that close a JSON member's value (`4821}`, `"0093"}],`), with SENTENCE_CLOSE's. */
const MEMBER_CLOSE: ReadonlySet<number> = new Set([125, 93, 34, 44]);

/** Marks that close a sentence or a quote after a word (`… is Kq9v!x7R.`, `"…",`). */
const SENTENCE_CLOSE: ReadonlySet<number> = new Set([46, 44, 59, 58, 33, 63, 41, 34, 39, 96]);

/** The shortest value judged by its draw (`drawnWord`) rather than by its length. */
const DRAWN_SECRET = 8;
/** A short drawn value's least entropy a character (eight characters, one drawn twice: 2.5). */
const DRAWN_ENTROPY = 2.5;

/**
 * A word drawn as a generator draws a password (8 characters or more; docs/screening.md "Round 68
 * (secrets-r68)"): letters with digits mixed in (a letter after a digit) and both cases or a mark no name
 * holds, and no word's part (`wordPartIn`): `Kq9vLm27`, `P@ssw0rd`; not `hunter2`, `MyToken1`, `v2-beta`,
 * `SHA256-hashed`, `Summer2024` (what fixtures, names and prose write).
 */
function drawnWord(value: string): boolean {
  if (value.length < DRAWN_SECRET || wordPartIn(value, 0, value.length)) return false;
  let upper = false;
  let lower = false;
  let digit = false;
  let mark = false;
  let letterAfterDigit = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const isUpper = c >= 65 && c <= 90;
    const isLower = c >= 97 && c <= 122;
    upper ||= isUpper;
    lower ||= isLower;
    if (isUpper || isLower) letterAfterDigit ||= digit;
    else if (c >= 48 && c <= 57) digit = true;
    else mark ||= c !== 45 && c !== 95 && c !== 46 && c !== 47;
  }
  return letterAfterDigit && ((upper && lower) || mark);
}

/** A `.netrc` entry opens with `machine` (round 17): its password follows no operator. */
const NETRC_MACHINE = SECRET_PHRASES.netrc;
/** Words of a `.netrc` entry read after `machine` (each followed by its value). */
const NETRC_WORDS: ReadonlySet<string> = new Set(['login', 'account', 'port']);

/**
 * `.netrc`'s `machine HOST [login USER] [account A] password PW`: the host, then only the entry's own
 * words each with its value, then `password` and a password. Reads at most eight words after
 * `machine` (each bounded by MAX_VALUE): prose's `machine learning` fails at its second word.
 */
function netrcPassword(text: string, from: number): SecretHit | undefined {
  let i = from;
  for (let words = 0; words < 8; words++) {
    while (i < text.length && isBlankChar(text.charCodeAt(i))) i++;
    const start = i;
    while (i < text.length && i - start < MAX_VALUE && !isBlankChar(text.charCodeAt(i))) i++;
    const word = text.slice(start, i);
    if (word === '') return undefined;
    // Odd words are the entry's keywords (the host is the value of `machine`).
    if (words % 2 === 1) {
      if (word === 'password') {
        while (i < text.length && isBlankChar(text.charCodeAt(i))) i++;
        const at = i;
        while (i < text.length && i - at < MAX_VALUE && !isBlankChar(text.charCodeAt(i))) i++;
        return netrcShaped(text.slice(at, i))
          ? { rule: 'netrc-password', family: 'generic', start: at, end: i }
          : undefined;
      }
      if (!NETRC_WORDS.has(word)) return undefined;
    }
  }
  return undefined;
}
/**
 * A `.netrc` password as a real file holds one: eight characters or more of letters, digits and
 * punctuation of two classes at least, not quoted, escaped or commented (a parser's test cases write
 * `"pas s"`, `\\xa1`, `#pass`; a manual `"PASSWORD"`, `{password}`), and a password as written.
 */
function netrcShaped(value: string): boolean {
  if (value.length < 8 || !NETRC_VALUE.test(value) || charClasses(value) < 2) return false;
  return plainPassword(value);
}
/** A single class, bounded by the value's own bound (MAX_VALUE): no backtracking. */
const NETRC_VALUE = /^[A-Za-z0-9!$%&*+,\-./:;=?@^_~]+$/;
const isBlankChar = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/** A password as written, not a placeholder, a reference or a stored hash. */
function plainPassword(value: string | undefined): boolean {
  if (value === undefined || !passwordShaped(value)) return false;
  return !isPlaceholder(value) && !isReference(value) && !isPasswordHash(value);
}

/** The string literal whose opening quote is at `open` (same line, bounded), or undefined. */
function quotedAt(text: string, open: number): string | undefined {
  const quote = text[open];
  if (quote !== "'" && quote !== '"') return undefined;
  for (let i = open + 1; i < text.length && i - open <= MAX_QUOTED; i++) {
    const c = text[i];
    if (c === quote) return text.slice(open + 1, i);
    if (c === '\n') return undefined;
  }
  return undefined;
}

/** The end of the line `from` is on, at most `max` characters on (the search itself stops there). */
function lineEndOf(text: string, from: number, max: number): number {
  const bound = Math.min(text.length, from + max);
  for (let i = from; i < bound; i++) if (text.charCodeAt(i) === 10) return i;
  return bound;
}

/** On a `mysql…` command line, the value of `-p<password>` or `-p'<password>'` (a bare `-p` prompts). */
function mysqlPasswordFlag(text: string, from: number): string | undefined {
  // Both searches stop at the line's end: every mention is read (round 19), each at most 1024 on.
  const lineEnd = lineEndOf(text, from, 1024);
  const flag = text.slice(from, lineEnd).indexOf(' -p') + from;
  if (flag < from) return undefined;
  const v = flag + 3;
  const quoted = quotedAt(text, v);
  if (quoted !== undefined) return quoted;
  let e = v;
  while (e < lineEnd && text[e] !== ' ' && text[e] !== '\t') e++;
  return e > v ? text.slice(v, e) : undefined;
}

// ---------------------------------------------------------------------------------------------------
// A Telegram bot token in its API URL (`api.telegram.org/bot<id>:<secret>`), plain or percent-encoded:
// its colon splits it into two runs, and no key names it.

const TELEGRAM_HOST = SECRET_PHRASES.telegram;
const TELEGRAM_HINT = phraseHint(SECRET_PHRASES.telegram);
const TELEGRAM_BOT_URL = RE2JS.compile(
  '^telegram\\.org(?:/|%2[fF])bot[0-9]{5,16}(?::|%3[aA])A[A-Za-z0-9_-]{34}',
);
function telegramBotUrl(text: string, take: Take): boolean {
  // Every mention is read (round 19: a cap of 64 let the 65th through); each is one match of 80 characters.
  for (let at = text.indexOf(TELEGRAM_HOST); at >= 0; ) {
    const end = Math.min(text.length, at + 80);
    if (
      TELEGRAM_BOT_URL.test(text.slice(at, at + 80)) &&
      take({ rule: 'telegram-bot-api-token', family: 'messaging', start: at, end })
    )
      return true;
    at = text.indexOf(TELEGRAM_HOST, at + TELEGRAM_HOST.length);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Tokens a colon or dots cut into runs, with no key to name them (round 18): a Telegram bot token
// (`<bot id>:AA…`), a Firebase Cloud Messaging server key (`AAAA…:APA91b…`), a Discord bot token
// (`<base64 of the bot's numeric id>.<6>.<27 to 38>`). Each holds 16 base64 characters in a row, so
// it lies in a run the scout reports for its stretch (RUN_STRETCH, as a blob to decode does): only
// those runs are read, never the whole text (round 19; three whole-text searches cost 12 us a 4 kB).

const isTokenPart = (c: number) => isAlnum(c) || c === 45 || c === 95;
const isDigit = (c: number) => c >= 48 && c <= 57;
/**
 * [what opens the run after the colon, characters before the colon (min, max) and whether digits
 * only, characters after the infix (min, max), rule]. The infix is a colon and the run's opening.
 */
const INFIX_TOKENS: readonly (readonly [string, number, number, boolean, number, number, string])[] = [
  ['AA', 8, 10, true, 33, 33, 'telegram-bot-api-token'],
  ['APA91b', 11, 11, false, 130, 150, 'firebase-cloud-messaging-key'],
];
/** A Discord bot token: its first part is base64 of a numeric id, so it opens with M, N or O. */
const DISCORD_BOT_TOKEN = /(?<![\w-])[MNO][A-Za-z0-9]{23,27}\.[\w-]{6}\.[\w-]{27,38}(?![\w-])/g;
/** The shortest Discord bot token: 24, a dot, 6, a dot, 27. */
const MIN_DISCORD = 59;

/**
 * Whether the run `[start, end)` holds two dots seven apart, the first at least 24 characters in and
 * the second before the run's last 27: what every Discord token holds, so the expression runs only there.
 */
function dotsApart(start: number, end: number, dotFrom: (at: number) => number): boolean {
  for (let d = dotFrom(start + 24); d + 8 + 27 <= end; d = dotFrom(d + 1))
    if (dotFrom(d + 1) === d + 7) return true;
  return false;
}

/** A token's first part decoded (base64, at most 28 characters), or '' when it is not base64. */
function snowflake(part: string): string {
  try {
    return atob(part);
  } catch {
    return '';
  }
}

/**
 * The first Telegram token, else the first FCM key, else the first Discord token (in text order each),
 * read in the runs with a base64 stretch: a run after a colon that opens with an infix's letters, and
 * runs long enough for a Discord token (its expression over the run and a character each side).
 */
function infixToken(text: string, runs: readonly number[], take: Take): boolean {
  const later: SecretHit[] = [];
  const discord: SecretHit[] = [];
  // The first `.` at or after where it was last looked for: runs come in text order, so the searches
  // only move forward (each character passed once, however many runs).
  let dot = -1;
  const dotFrom = (at: number): number => {
    if (dot < at) {
      dot = text.indexOf('.', at);
      if (dot < 0) dot = text.length;
    }
    return dot;
  };
  for (let i = 0; i < runs.length; i += 3) {
    if ((runs[i + 2]! & RUN_STRETCH) === 0) continue;
    const runStart = runs[i]!;
    const runEnd = runs[i + 1]!;
    if (text.charCodeAt(runStart - 1) === 58)
      for (let k = 0; k < INFIX_TOKENS.length; k++) {
        const [opening, minBefore, maxBefore, digits, minAfter, maxAfter, rule] = INFIX_TOKENS[k]!;
        // Every run is read once (round 19: a cap of 64 mentions let the 65th through).
        if (!text.startsWith(opening, runStart)) continue;
        const at = runStart - 1;
        const infix = opening.length + 1;
        let start = at;
        while (start > 0 && at - start <= maxBefore && isTokenPart(text.charCodeAt(start - 1))) start--;
        let end = at + infix;
        while (end < text.length && end - at <= maxAfter + infix && isTokenPart(text.charCodeAt(end))) end++;
        const before = at - start;
        const after = end - at - infix;
        let shaped = before >= minBefore && before <= maxBefore && after >= minAfter && after <= maxAfter;
        for (let j = start; shaped && digits && j < at; j++) shaped = isDigit(text.charCodeAt(j));
        if (!shaped || isPlaceholder(text.slice(start, end))) continue;
        // The first rule's tokens are reported before any other's, as its own search once found them.
        if (k > 0) later.push({ rule, family: 'messaging', start, end });
        else if (take({ rule, family: 'messaging', start, end })) return true;
      }
    if (runEnd - runStart >= MIN_DISCORD && dotsApart(runStart, runEnd, dotFrom)) {
      const from = Math.max(0, runStart - 1);
      const window = text.slice(from, runEnd + 1);
      DISCORD_BOT_TOKEN.lastIndex = 0;
      for (let m = DISCORD_BOT_TOKEN.exec(window); m !== null; m = DISCORD_BOT_TOKEN.exec(window)) {
        const token = m[0];
        // The id is a snowflake: 17 to 20 digits (shorter than the decoded layers' least, so decoded
        // here). Any other first part is not a Discord token.
        if (/^[0-9]{17,20}$/.test(snowflake(token.slice(0, token.indexOf('.')))) && entropy(token) >= 4)
          discord.push({
            rule: 'discord-bot-token',
            family: 'messaging',
            start: from + m.index,
            end: from + m.index + token.length,
          });
      }
    }
  }
  return later.some(take) || discord.some(take);
}

// ---------------------------------------------------------------------------------------------------
// A Twilio account SID beside its auth token (round 19): `AC` and 32 lowercase hex digits, then (or
// before) 32 hex digits within a short reach. The SID alone names an account, not a credential; a bare
// 32-hex string alone is a hash as far as gate can tell; the two together sign requests.

const TWILIO_REACH = 160;
const isLowerHex = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 102);
function hexRun(text: string, start: number, end: number, from: number): boolean {
  for (let j = from; j < end; j++) if (!isLowerHex(text.charCodeAt(j))) return false;
  return end > start;
}

/** Runs come in text order, so a SID's neighbours are a few entries either side in `runs`. */
function twilioPair(text: string, runs: readonly number[], take: Take): boolean {
  for (let i = 0; i < runs.length; i += 3) {
    const start = runs[i]!;
    const end = runs[i + 1]!;
    if (end - start !== 34 || text.charCodeAt(start) !== 65 || text.charCodeAt(start + 1) !== 67) continue;
    if (!hexRun(text, start, end, start + 2)) continue;
    // At most four runs either side, within the reach: each SID costs a constant.
    for (let j = Math.max(0, i - 12); j <= i + 12 && j < runs.length; j += 3) {
      const s = runs[j]!;
      const e = runs[j + 1]!;
      if (j === i || e - s !== 32 || (s > end ? s - end : start - e) > TWILIO_REACH) continue;
      if (!hexRun(text, s, e, s) || entropy(text.slice(s, e)) < 3 || isPlaceholder(text.slice(s, e)))
        continue;
      const pair: SecretHit = {
        rule: 'twilio-account-credentials',
        family: 'messaging',
        start: Math.min(start, s),
        end: Math.max(end, e),
      };
      if (take(pair)) return true;
      break;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Compiled rules: each on its first use, so start-up (gate serve to its first health answer) does not
// compile a few hundred patterns a request may never reach (docs/wires.md, "eighth look").

interface CompiledToken {
  readonly rule: TokenRule;
  readonly re: RE2JS;
  readonly allow: RE2JS[];
}
interface CompiledKeyed {
  readonly rule: KeyedRule;
  readonly re: RE2JS;
  /** The key must be the rule's one key exactly (EXACT_KEY_RULES), not merely contain one of its keys. */
  readonly exact: boolean;
}

function compiledToken(rule: TokenRule): CompiledToken {
  let re: RE2JS | undefined;
  let allow: RE2JS[] | undefined;
  return {
    rule,
    get re() {
      re ??= RE2JS.compile(rule.pattern);
      return re;
    },
    get allow() {
      allow ??= (rule.allow ?? []).map((p) => RE2JS.compile(p));
      return allow;
    },
  };
}

function compiledKeyed(rule: KeyedRule): CompiledKeyed {
  let re: RE2JS | undefined;
  return {
    rule,
    get re() {
      re ??= RE2JS.compile(rule.value);
      return re;
    },
    exact: EXACT_KEY_RULES.has(rule.id),
  };
}

const TOKENS: CompiledToken[] = TOKEN_RULES.map(compiledToken);
const KEYED: CompiledKeyed[] = KEYED_RULES.map(compiledKeyed);

/** Compiles every rule now: a test proves the whole table compiles, as loading it once did. */
export function compileAllSecretRules(): number {
  let n = 0;
  for (const c of TOKENS) n += 1 + (c.re ? c.allow.length : 0);
  for (const c of KEYED) n += c.re ? 1 : 0;
  return n;
}

/** keyword -> indexes into TOKENS. */
const BY_KEYWORD = new Map<string, number[]>();
TOKENS.forEach((c, i) => {
  for (const kw of c.rule.keywords) {
    const list = BY_KEYWORD.get(kw) ?? [];
    list.push(i);
    BY_KEYWORD.set(kw, list);
  }
});

/** A rule's longest keyword: `sk-ant-api03` is tried before `sk-`. */
const SPECIFICITY = TOKENS.map((c) => Math.max(...c.rule.keywords.map((k) => k.length)));
const KEY_WORDS = literalAlternation(KEY_NAME_WORDS, '');
/** Every key of every keyed rule: a key holding none of them is passed by all of `keyedRule`'s rules at once. */
const KEYED_KEYS = literalAlternation(
  KEYED_RULES.flatMap((r) => r.keys),
  '',
);
const PASSWORD_KEY = literalAlternation([...GENERIC.passwordKeys, ...FOREIGN_PASSWORD_KEYS], '');
const SECRET_KEY = literalAlternation(GENERIC.secretKeys, '');
const STRONG_KEY = /secret|token|api_?key|apikey|password|passwd|private/;
/** PASSWORD_KEY, every match in a key (`wordOfKey`). */
const PASSWORD_KEY_ALL = new RegExp(PASSWORD_KEY.source, 'g');

/**
 * A password's word in the key at `keyStart` (lower-case `key`) that does not start inside one of the key's camel-case
 * parts and run on into the next (`EIPAssociation`, `GroupAssociation` hold `pAss`): `dbPassword`, `SSHPass`,
 * `DB_PASSWORD`, `userpass` do (docs/screening.md, "Round 77 (secrets4-r77)"). One pass over the key: linear.
 */
function wordOfKey(text: string, keyStart: number, key: string): boolean {
  // A key read otherwise than as written (an option's `-` as `_`, a letter lower case in two units): as before.
  if (text.slice(keyStart, keyStart + key.length).toLowerCase() !== key) return true;
  PASSWORD_KEY_ALL.lastIndex = 0;
  for (let m = PASSWORD_KEY_ALL.exec(key); m !== null; m = PASSWORD_KEY_ALL.exec(key)) {
    const at = keyStart + m.index;
    if (m.index === 0 || !isAsciiLetter(text.charCodeAt(at - 1)) || partStart(text, at)) return true;
    let crosses = false;
    for (let i = at + 1; i < at + m[0].length && !crosses; i++) crosses = partStart(text, i);
    if (!crosses) return true;
  }
  return false;
}

/** A camel-case part starts at `i`: a capital after a small letter (`dbPass`), or before one after a capital (`SSHPass`). */
function partStart(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 65 || c > 90) return false;
  const b = text.charCodeAt(i - 1);
  if (b >= 97 && b <= 122) return true;
  const n = text.charCodeAt(i + 1);
  return b >= 65 && b <= 90 && n >= 97 && n <= 122;
}
const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

// ---------------------------------------------------------------------------------------------------
// Token rules on long runs.

/**
 * The characters split-token joins may read and test in one scan: a bounded multiple of the text. A text
 * of many short runs that each start a token and break at every line (`ghp_abcdefgh` then a line break,
 * thousands of times) made each run join and test up to 512 characters again: seconds of CPU for a
 * result of a few hundred kB, on the thread every request shares. Past the budget the rest of the text
 * is redacted as unscreened (docs/screening.md, "Round 14: red team"): fail closed, bounded.
 */
const SPLIT_BUDGET_BASE = 65_536;
const SPLIT_BUDGET_PER_CHAR = 2;
/** The rule a span left unscreened for split tokens is redacted under. */
export const SPLIT_BUDGET_RULE = 'split-token-unscreened';

function scanRuns(view: ScreenView, take: Take): boolean {
  const { text } = view;
  const budget = { left: SPLIT_BUDGET_BASE + SPLIT_BUDGET_PER_CHAR * text.length };
  const runs = view.lexed.runs;
  const long: number[] = [];
  // The lexer's reasons say which runs a token rule (RUN_TOKEN) or a key (RUN_KEYED) can act on.
  for (let i = 0; i < runs.length; i += 3)
    if ((runs[i + 2]! & (RUN_LONG | RUN_TOKEN)) === (RUN_LONG | RUN_TOKEN)) long.push(runs[i]!, runs[i + 1]!);
  if (long.length > 0 && tokenRulesOn(text, long, take)) return true;
  let judged = -1;
  // Runs inside a secret handed on are not read again (its redaction leaves none of them).
  let past = -1;
  for (let i = 0; i < runs.length; i += 3) {
    const flags = runs[i + 2]!;
    if (runs[i]! < past) continue;
    if ((flags & (RUN_SPLIT | RUN_TOKEN)) === (RUN_SPLIT | RUN_TOKEN)) {
      // Past the budget the rest of the text is one span: nothing after it is read.
      if (budget.left <= 0) {
        take(hitOf({ id: SPLIT_BUDGET_RULE, family: 'generic' }, runs[i]!, text.length));
        return true;
      }
      const h = splitToken(text, runs[i]!, runs[i + 1]!, budget);
      if (h) {
        if (take(h)) return true;
        past = h.end;
        continue;
      }
    }
    if (
      (flags & (RUN_ASSIGNED | RUN_KEYED)) === (RUN_ASSIGNED | RUN_KEYED) &&
      runs[i]! >= judged &&
      mayBeSecretValue(text, runs[i]!, runs[i + 1]!)
    ) {
      VALUE_READ_END = -1;
      const h = assignment(text, runs[i]!);
      if (h) {
        if (take(h)) return true;
        past = h.end;
      } else judged = VALUE_READ_END;
    }
  }
  return false;
}

/** Rules run on a long run only when one of their keywords starts it (or sits inside it, for a few). */
function tokenRulesOn(text: string, long: number[], take: Take): boolean {
  let past = -1;
  for (let i = 0; i < long.length; i += 2) {
    const start = long[i]!;
    const end = long[i + 1]!;
    if (start < past) continue;
    const rules = rulesForRun(text, start, end);
    if (rules === undefined) continue;
    const window = text.slice(Math.max(0, start - 1), Math.min(text.length, end + 1));
    for (const ruleIndex of rules) {
      const c = TOKENS[ruleIndex]!;
      if (!tokenRuleMatches(c, window)) continue;
      // The secret beside an access key id is redacted first: the id's redaction would leave it unkeyed.
      const secret = c.rule.id === AWS_KEY_ID ? awsSecretAfter(text, start) : undefined;
      if (secret && take(secret)) return true;
      const hit = hitOf(c.rule, start, c.rule.id === AWS_KEY_ID ? end : tailEnd(text, start, end, c));
      if (take(hit)) return true;
      past = hit.end;
      break;
    }
  }
  return false;
}

/** Blanks read either side of a fragment alone on its line. */
const MAX_TAIL_GAP = 24;

/**
 * Where a token its rule found whole in one run ends once the literals a program joins to it are read
 * (round 24): a rule of variable length matches `"sk_live_yzMrYGOlpt"` alone, and `+ "sMsBaMHA33dkoV"` on
 * is the rest of the same key. The span goes on over each next fragment while the rule's match runs to
 * the joined text's end; a fragment is a string literal (a quote before it) or a line of token characters
 * alone, so the next line's words ("Decoded ...") are never a token's tail. At most MAX_JOINED read.
 */
function tailEnd(text: string, start: number, end: number, c: CompiledToken): number {
  let joined = text.slice(start, end);
  let stop = end;
  while (joined.length < MAX_JOINED) {
    let j = stop;
    let quote = 0;
    let broke = false;
    let parted = false;
    let keyed = false;
    while (j < text.length && j - stop < MAX_VALUE_GAP) {
      const d = text.charCodeAt(j);
      if (d === 34 || d === 39 || d === 96) quote = d;
      else if (d === 10 || d === 13) broke = true;
      else if (d === 59) parted = true;
      else if (d !== 32 && d !== 9 && d !== 43 && d !== 92 && !isValueSeparator(d)) {
        // A key between the values (`", "body": "`, `\n  part2: `, `; B=`) is crossed once (round 25).
        const after = keyed ? -1 : keyEndAt(text, j);
        if (after < 0) break;
        keyed = true;
        j = after;
        continue;
      }
      j++;
    }
    let k = j;
    while (k < text.length && k - j < MAX_JOINED && isTokenChar(text.charCodeAt(k))) k++;
    if (k === j || j === stop) break;
    // A template's interpolation closes before its literal text goes on (`${'sk_live_…'}…`).
    const opened = text.charCodeAt(j - 1) === quote || text.charCodeAt(j - 1) === 125;
    const literal = quote !== 0 && opened && (text.charCodeAt(k) === quote || text.charCodeAt(k) === 96);
    // A key's value to its line's end or `;` after a break or `;` (`part2: …`, `; B=…;`) is a fragment.
    const value = keyed && (broke || parted) && (lineEndsAt(text, k) || text.charCodeAt(k) === 59);
    // A Markdown table's cell that ends its row after a break (`|\n| 2 | sMsB… |`) is a fragment too.
    const cell = broke && text.charCodeAt(lastNonBlank(text, j)) === 124 && cellEndsRowAt(text, k);
    if (!literal && !value && !cell && !(broke && lineAlone(text, j, k))) break;
    const candidate = ` ${joined}${text.slice(j, k)} `;
    if (!matchesToEnd(c, candidate)) break;
    joined += text.slice(j, k);
    stop = k;
  }
  return stop;
}

/** Where the last character before `j` that is no blank stands (-1 when none within MAX_TAIL_GAP). */
function lastNonBlank(text: string, j: number): number {
  let i = j - 1;
  while (i >= 0 && j - i <= MAX_TAIL_GAP && isBlank(text.charCodeAt(i))) i--;
  return j - i > MAX_TAIL_GAP ? -1 : i;
}

/** Whether a table's cell ends at `k` and its row with it: blanks, `|`, blanks, the line's end. */
function cellEndsRowAt(text: string, k: number): boolean {
  let i = k;
  while (i < text.length && i - k < MAX_TAIL_GAP && isBlank(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === 124 && lineEndsAt(text, i + 1);
}

/** Whether `[j, k)` is its line's only text but blanks (read at most MAX_TAIL_GAP blanks either side). */
function lineAlone(text: string, j: number, k: number): boolean {
  for (let i = j - 1; i >= 0 && text.charCodeAt(i) !== 10; i--)
    if (!isBlank(text.charCodeAt(i)) || j - i > MAX_TAIL_GAP) return false;
  return lineEndsAt(text, k);
}

/** Whether only blanks follow `k` on its line (read at most MAX_TAIL_GAP). */
function lineEndsAt(text: string, k: number): boolean {
  for (let i = k; i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13; i++)
    if (!isBlank(text.charCodeAt(i)) || i - k > MAX_TAIL_GAP) return false;
  return true;
}

const isBlank = (c: number) => c === 32 || c === 9;

/** The rule's secret in `candidate` runs to its last character (the joined fragment is the token's). */
function matchesToEnd(c: CompiledToken, candidate: string): boolean {
  let seen = 0;
  for (const m of c.re.matchAll(candidate)) {
    if (++seen > MAX_MATCHES_PER_WINDOW) break;
    const secret = (m[1] as string | undefined) ?? (m[0] as string);
    const at = m.index! + m[0].lastIndexOf(secret);
    if (at + secret.length === candidate.length - 1 && tokenRuleMatches(c, candidate)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// An AWS secret access key beside its access key id in a shape no key names (round 21): a console's
// credentials CSV (`Access key ID,Secret access key` then `AKIA…,wJal…`), a YAML `key:`/`value:` pair, a
// JSON array `["AKIA…", "wJal…"]`, a tab-separated line. Only after an id the token rule already found.

const AWS_KEY_ID = 'aws-access-key-id';
/** How far after the id its secret may start (one CSV row, one small object). */
const AWS_SECRET_REACH = 160;
const AWS_SECRET_LENGTH = 40;
const AWS_SECRET_RULE = { id: 'aws-secret-access-key', family: 'cloud' as const };

/** Base64's characters without `=`: what an AWS secret access key is written in. */
function isSecretKeyChar(c: number): boolean {
  return isAlnum(c) || c === 43 || c === 47;
}

/**
 * The first run of exactly 40 base64 characters within reach after the id at `idStart` (the id's own 20
 * skipped) with a generated secret's mix (upper, lower and digits; entropy 4 or more): one pass over at
 * most `AWS_SECRET_REACH` + 40 characters, each read once.
 */
function awsSecretAfter(text: string, idStart: number): SecretHit | undefined {
  const from = idStart + 20;
  const last = Math.min(text.length, from + AWS_SECRET_REACH + AWS_SECRET_LENGTH);
  let runStart = -1;
  for (let i = from; i <= last; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (isSecretKeyChar(c)) {
      if (i === last) break; // a run the reach cuts is not read
      if (runStart < 0) runStart = i;
      continue;
    }
    if (runStart >= 0 && i - runStart === AWS_SECRET_LENGTH && c !== 61) {
      const value = text.slice(runStart, i);
      if (generatedMix(value) && entropy(value) >= 4 && !isPlaceholder(value))
        return hitOf(AWS_SECRET_RULE, runStart, i);
    }
    runStart = -1;
  }
  return undefined;
}

/** Upper and lower case letters and digits, as a generated key has (a hex digest or a word has not). */
function generatedMix(value: string): boolean {
  let mix = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    mix |= c >= 65 && c <= 90 ? 1 : c >= 97 && c <= 122 ? 2 : c >= 48 && c <= 57 ? 4 : 0;
  }
  return mix === 7;
}

/** Keywords by the numeric key of their first three (or two) lowercase characters. */
const BY_PREFIX = new Map<number, string[]>();
for (const kw of BY_KEYWORD.keys()) {
  const key = prefixKey(kw, 0, Math.min(3, kw.length));
  BY_PREFIX.set(key, [...(BY_PREFIX.get(key) ?? []), kw]);
}
const HEAD = 32;

/** ASCII lowercase of `text[from, from + n)` packed into a number (no string is made). */
function prefixKey(text: string, from: number, n: number): number {
  let key = n;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(from + i);
    if (c >= 65 && c <= 90) c |= 32;
    key = key * 256 + (c & 255);
  }
  return key;
}

/** The token rules a run may match, most specific first; undefined when none. */
function rulesForRun(text: string, start: number, end: number): number[] | undefined {
  let s = start;
  // Leading punctuation of a run (`//` of a URL, `**` of markdown) is not part of a token.
  while (s < end && !isAlnum(text.charCodeAt(s))) s++;
  let found: number[] | undefined;
  const take = (kw: string) => {
    found ??= [];
    for (const r of BY_KEYWORD.get(kw) ?? []) if (!found.includes(r)) found.push(r);
  };
  const three = end - s >= 3 ? BY_PREFIX.get(prefixKey(text, s, 3)) : undefined;
  const two = end - s >= 2 ? BY_PREFIX.get(prefixKey(text, s, 2)) : undefined;
  if (three !== undefined || two !== undefined) {
    const head = text.slice(s, Math.min(end, s + HEAD)).toLowerCase();
    for (const kw of three ?? []) if (head.startsWith(kw)) take(kw);
    for (const kw of two ?? []) if (head.startsWith(kw)) take(kw);
  }
  for (const [offset, written, kw] of INNER_KEYWORDS) {
    if (end - s > offset + written.length && text.startsWith(written, s + offset)) take(kw);
  }
  return found?.sort((a, b) => SPECIFICITY[b]! - SPECIFICITY[a]!);
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** At most this many matches of one rule are checked in one window. */
const MAX_MATCHES_PER_WINDOW = 8;

function tokenRuleMatches(c: CompiledToken, window: string): boolean {
  if (!c.re.test(window)) return false;
  let seen = 0;
  for (const m of c.re.matchAll(window)) {
    if (++seen > MAX_MATCHES_PER_WINDOW) break;
    const secret = (m[1] as string | undefined) ?? (m[0] as string);
    const shown =
      (c.rule.entropy !== undefined && entropy(secret) < c.rule.entropy) ||
      c.allow.some((a) => a.test(secret)) ||
      isPlaceholderToken(secret);
    // A token shaped as an example (a placeholder's signature) still carries what its payload holds.
    if (c.rule.verify === 'jwt') {
      if (shown ? payloadSecret(secret) : isJwt(secret)) return true;
      continue;
    }
    if (!shown) return true;
  }
  return false;
}

function hitOf(rule: { id: string; family: SecretFamily }, start: number, end: number): SecretHit {
  return { rule: rule.id, family: rule.family, start, end };
}

/**
 * A JWT's header decodes to JSON naming an algorithm or a type. An unsigned one (`"alg": "none"` and
 * no signature) authenticates nothing: a tutorial's example, not a credential, unless its payload holds
 * one (`payloadSecret`).
 */
function isJwt(token: string): boolean {
  const header = decodeBase64Text(token.slice(0, token.indexOf('.')));
  if (header === undefined) return false;
  try {
    const parsed: unknown = JSON.parse(header);
    if (typeof parsed !== 'object' || parsed === null || !('alg' in parsed || 'typ' in parsed)) return false;
    const unsigned = token.endsWith('.') && 'alg' in parsed && String(parsed.alg).toLowerCase() === 'none';
    return !unsigned || payloadSecret(token);
  } catch {
    return false;
  }
}

/** The longest unsigned token payload read (encoded characters): a claim set, not a document. */
const MAX_JWT_PAYLOAD = 8192;
/** Set while a payload is screened: a token inside a payload's payload is not decoded again. */
let inPayload = false;

/**
 * Whether a token's payload, decoded, is a JSON object that holds a secret (`"password": …` under any key
 * the keyed rules read, or a token of a known format): an unsigned token, or one shaped as an example (a
 * placeholder's signature, round 25), carries it in the clear.
 * Read once per token, at most MAX_JWT_PAYLOAD characters, one level deep: work bounded by the token.
 */
function payloadSecret(token: string): boolean {
  const from = token.indexOf('.') + 1;
  const to = token.indexOf('.', from);
  if (inPayload || to < 0 || to - from > MAX_JWT_PAYLOAD) return false;
  const payload = decodeBase64Range(token, from, to);
  if (payload === undefined || !payload.trimStart().startsWith('{')) return false;
  try {
    JSON.parse(payload);
  } catch {
    return false;
  }
  inPayload = true;
  try {
    return scanView(buildView(payload)) !== undefined;
  } finally {
    inPayload = false;
  }
}

// ---------------------------------------------------------------------------------------------------
// Tokens split over lines or string concatenations: join the fragments, then run the token rules.

const MAX_JOINED = 512;
/** How many fragment ends a split token is tried at (each try is one rule pass over at most MAX_JOINED). */
const MAX_FRAGMENT_ENDS = 8;

function splitToken(
  text: string,
  start: number,
  end: number,
  budget: { left: number },
): SecretHit | undefined {
  if (rulesForRun(text, start, end) === undefined) return undefined;
  let joined = '';
  let first = '';
  let from = start;
  let last = start;
  let i = start;
  // A list of like items (`"sk-SK", "sl-SI"`: one shape each) is a list, not a token's pieces: a fragment
  // shaped as the first is left out, and the join ends before it.
  const like = (): boolean => {
    const shape = shapeOf(text, from, i);
    if (from === start) first = shape;
    if (from === start || shape !== first) return false;
    joined = joined.slice(0, joined.length - (i - from));
    i = last;
    return true;
  };
  // Where each fragment ended: the token may stop at any of them ("...SN7\nCKTGYSK\nThanks.").
  const ends: number[] = [];
  while (i < text.length && joined.length < MAX_JOINED) {
    const c = text.charCodeAt(i);
    if (isTokenChar(c)) {
      joined += text[i];
      i++;
      continue;
    }
    if (like()) break;
    last = i;
    if (ends.length < MAX_FRAGMENT_ENDS) ends.push(joined.length);
    // Skip a line break, a quote-plus-quote or another value's separator and key (`", "body": "`,
    // `\n  part2: `, `; B=`), with the indentation around it.
    let j = i;
    let crossed = false;
    let lined = false;
    let keyed = false;
    while (j < text.length && j - i < MAX_VALUE_GAP) {
      const d = text.charCodeAt(j);
      if (d === 10 || d === 13 || d === 43) crossed = lined = true;
      else if (isValueSeparator(d)) crossed = true;
      else if (d !== 32 && d !== 9 && d !== 92 && d !== 34 && d !== 39 && d !== 96) {
        // A bare prefix under its own key (`"prefix": "ghp_"`) names a format, not a token's first piece.
        const bare = from === start && (text.charCodeAt(i - 1) === 95 || text.charCodeAt(i - 1) === 45);
        const after = crossed ? keyEndAt(text, j) : -1;
        // A key not crossed (a second, or one after a bare prefix) ends the join: its name is no piece.
        if (after >= 0 && (keyed || bare)) crossed = false;
        if (after < 0 || !crossed) break;
        keyed = true;
        j = after;
        continue;
      }
      j++;
    }
    if (!crossed || j >= text.length || !isTokenChar(text.charCodeAt(j))) break;
    // Past a separator alone the next piece is a key's value or a literal (a quote or a template's `}` before it).
    const opened = text.charCodeAt(j - 1);
    if (!lined && !keyed && opened !== 34 && opened !== 39 && opened !== 96 && opened !== 125) break;
    from = j;
    i = j;
  }
  if (i >= text.length) like();
  budget.left -= i - start;
  if (joined.length <= end - start) return undefined;
  ends.push(joined.length);
  // A rule whose token is already whole in the first fragment is not extended into the next line's
  // words (jwt.io's sample, then "Decoded ...", is still the sample).
  const own = ` ${text.slice(start, end)} `;
  const rules = (rulesForRun(joined, 0, joined.length) ?? []).filter((r) => !TOKENS[r]!.re.test(own));
  for (const length of ends) {
    if (length <= end - start) continue;
    const candidate = ` ${joined.slice(0, length)} `;
    budget.left -= candidate.length * rules.length;
    for (const ruleIndex of rules)
      if (tokenRuleMatches(TOKENS[ruleIndex]!, candidate)) return hitOf(TOKENS[ruleIndex]!.rule, start, i);
  }
  return undefined;
}

/** Characters between a token's fragment and the next value a program or a reader joins to it. */
const MAX_VALUE_GAP = 40;

/** A separator between two values: `,` `;` `:` `{` `}` `(` `)` `[` `]` `$` `|` (and `=` after a key, `keyEndAt`). */
const isValueSeparator = (c: number): boolean =>
  c === 124 ||
  c === 44 ||
  c === 59 ||
  c === 58 ||
  c === 123 ||
  c === 125 ||
  c === 40 ||
  c === 41 ||
  c === 91 ||
  c === 93 ||
  c === 36;

/** After a key at `j` and its operator (`body": `, `part2: `, `B=`, a cell's `2 |`), or -1: the name, a quote, blanks, `:` `=` `|`. */
function keyEndAt(text: string, j: number): number {
  let k = j;
  while (k < text.length && k - j < MAX_KEY && isKeyChar(text.charCodeAt(k))) k++;
  if (k === j) return -1;
  const q = text.charCodeAt(k);
  if (q === 34 || q === 39) k++;
  while (k < text.length && isBlank(text.charCodeAt(k))) k++;
  const op = text.charCodeAt(k);
  // A Markdown table's cell with another after it on its row (`| 2 | `) is read as a key: a row's label.
  if (op === 124) {
    let v = k + 1;
    while (v < text.length && v - k < 8 && isBlank(text.charCodeAt(v))) v++;
    return v < text.length && isTokenChar(text.charCodeAt(v)) ? k + 1 : -1;
  }
  if (op !== 58 && op !== 61) return -1;
  // Base64's padding (`Zm9v==`) or a line's last `=` is no key's operator.
  const next = k + 1 < text.length ? text.charCodeAt(k + 1) : 10;
  return next === 61 || next === 10 || next === 13 ? -1 : k + 1;
}

/** A fragment's shape: each character's class (letter case, digit, or itself), for lists of like items. */
function shapeOf(text: string, start: number, end: number): string {
  let shape = '';
  for (let k = start; k < end && k - start < MAX_KEY; k++) {
    const c = text.charCodeAt(k);
    shape += c >= 97 && c <= 122 ? 'a' : c >= 65 && c <= 90 ? 'A' : c >= 48 && c <= 57 ? '9' : text[k];
  }
  return shape;
}

function isTokenChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 95 ||
    c === 45 ||
    c === 43 ||
    c === 47 ||
    c === 46 ||
    c === 126 ||
    c === 61
  );
}

// ---------------------------------------------------------------------------------------------------
// Assignments: `key = value`, `"key": "value"`, `<key>value`, `KEY=value` lines.

const MAX_KEY = 64;
const MAX_VALUE = 512;

function assignment(text: string, runStart: number): SecretHit | undefined {
  const option = optionNameEnd(text, runStart);
  if (option >= 0) {
    const op = OPTION_OPERATOR[0]!;
    const key = optionKey(text, option);
    if (key !== undefined) return keyedValue(text, key, option + 1 - key.length, op, true);
  }
  // The nearest operator with a key before it: a nearer one may be the value's own mark (`"&:{T6y…"`).
  let keyEnd = -1;
  let keyStart = -1;
  for (
    let near = findOp(text, runStart, runStart);
    keyStart === keyEnd;
    near = findOp(text, runStart, near)
  ) {
    if (near < 0) return undefined;
    keyEnd = skipBack(text, near);
    keyStart = keyEnd;
    while (keyStart > 0 && keyEnd - keyStart < MAX_KEY && isKeyLetter(text.charCodeAt(keyStart - 1)))
      keyStart--;
  }
  // The key's own operator, the first after it: the nearest may be the value's first mark (`password: ">ReA…"`).
  let op = keyEnd;
  while (!isOperator(text.charCodeAt(op))) op++;
  // A name inside a colon chain (an ARN or a URN: `arn:aws:secretsmanager:...:secret:prod/x`) is a
  // segment of an identifier, not a key being assigned.
  if (keyEnd === op && text.charCodeAt(op) === 58 && text.charCodeAt(keyStart - 1) === 58) return undefined;
  // `->` dereferences (Perl, PHP, C: `$tokens->[$i]`, `$self->{_tokpos}`): no value is assigned there.
  if (text.charCodeAt(op) === 62 && text.charCodeAt(op - 1) === 45) return undefined;
  // A variable's name in cmd's substring (`%DB_PASSWORD:~0,8%`): its `:` is the slice's, no key's operator.
  if (text.charCodeAt(op + 1) === 126 && enclosedNameEnd(text, keyStart - 1) > 0) return undefined;
  const key = text.slice(keyStart, keyEnd).toLowerCase();
  if (!KEY_WORDS.test(key)) return undefined;
  return keyedValue(text, key, keyStart, op);
}

/**
 * The option's name ending at `end` (`optionNameEnd`), lower-case, its `-` read as `_` (`db_password`, as a key's
 * words are spelled), when its last word names a secret (KEY_NAME_WORDS: `--db-password`, `--client-secret`,
 * `--api-key`), or undefined: a flag that says how a secret is given takes none (`--password-stdin`,
 * `--token-file`), nor a switch (SWITCH_OPTION_WORDS first: `--ask-pass`, `--no-password`).
 */
function optionKey(text: string, end: number): string | undefined {
  let start = end;
  while (start > 0 && end - start < MAX_KEY && isKeyChar(text.charCodeAt(start - 1))) start--;
  while (text.charCodeAt(start) === 45) start++;
  const name = text
    .slice(start, end + 1)
    .toLowerCase()
    .replaceAll('-', '_');
  const first = name.indexOf('_');
  if (first > 0 && SWITCH_OPTIONS.has(name.slice(0, first))) return undefined;
  return OPTION_KEY_WORDS.some((word) => name.endsWith(word)) ? name : undefined;
}

/** SWITCH_OPTION_WORDS as a set. */
const SWITCH_OPTIONS: ReadonlySet<string> = new Set(SWITCH_OPTION_WORDS);

/** KEY_NAME_WORDS as an option's name is read (`optionKey`): `-` as `_`. */
const OPTION_KEY_WORDS: readonly string[] = [...new Set(KEY_NAME_WORDS.map((w) => w.replaceAll('-', '_')))];

/**
 * An option's next word that is no value of its own: another option (`--password --user app`), a key's assignment
 * the keyed reader reads by its own key (`--match-token LABEL=label`), a manual page's name (`systemd-firstboot(1)`,
 * a directive index's option then its page on the next line, read joined). One class a run, apart: linear.
 */
const OPTION_WORD =
  /^(?:--[A-Za-z]|-[a-z][a-z0-9-]*(?:=|$)|[A-Z][A-Z0-9_]*=|[a-z][a-z0-9_]*=|[a-z][a-z0-9_.-]*\([0-9][a-z]*\)$)/;

/** The value after the key `key` at `keyStart` and its operator at `op` (an option's name's last letter), judged. */
function keyedValue(
  text: string,
  key: string,
  keyStart: number,
  op: number,
  option = false,
): SecretHit | undefined {
  const skip = shellDefaultAt(text, keyStart, op);
  if (skip < 0) return undefined;
  let { value, quoted, after, wholeLine } = valueAt(text, op + 1, skip);
  // A YAML tag (`password: !vault |`, `!ENV ${DB_PASS}`) names how the value is read: the value follows it.
  if (!quoted && yamlTag(text, op, value) && isBlank(text.charCodeAt(after)))
    ({ value, quoted, after, wholeLine } = valueAt(text, after));
  // A shell expansion (`${DB:-Kq9v…}`): its default is a literal the program may use, judged as the key's
  // value; `:?`'s is an error message (`${DB_PASS:?DB_PASS is required}`). One its line does not close
  // (`${HM.q5X-!Bv30*F"`) opens a drawn password: its default is judged, the whole value redacted.
  VALUE_READ_END = after;
  const expansion = SHELL_EXPANSION.exec(value);
  let opened = -1;
  if (expansion) {
    if (expansion[1] === '?') return undefined;
    const start = after - value.length + expansion[0].length;
    // A quoted value closes its expansion inside its quotes (`"${uj=a!0$…"}` closes no expansion with its `}`).
    if (quoted ? !value.endsWith('}') : !closesOnLine(text, after - value.length))
      opened = after - value.length;
    else if (value.endsWith('}')) after--;
    value = text.slice(start, after);
  }
  if (value.length === 0) return undefined;
  // `password: description: …` (a YAML mapping's lines read joined), `src/sltoken.c: _pSLparse_error:` (a
  // changelog's file then its function): a bare word ending in `:` is a key.
  if (!quoted && NEXT_KEY.test(value)) return undefined;
  // A list of option names (`password= scmVersion=`): a bare name ending in `=`, after the key's `=` and blanks.
  if (!quoted && NEXT_NAME.test(value) && text.charCodeAt(op) === 61 && isBlank(text.charCodeAt(op + 1)))
    return undefined;
  // A file's name as a key, its value the same name and more (`{readpassphrase.3 => readpassphrase.3bsd}`): a rename.
  if (renamedFile(text, keyStart, key.length, value)) return undefined;
  if (option && !quoted && OPTION_WORD.test(value)) return undefined;
  // `Authorization: Bearer <token>` / `Basic <base64>`: the credential is the next word.
  const scheme = value.toLowerCase();
  if ((scheme === 'bearer' || scheme === 'basic' || scheme === 'token') && /auth|token/.test(key)) {
    const next = valueAt(text, after);
    if (scheme === 'basic')
      return basicCredential(next.value)
        ? { rule: 'basic-auth-header', family: 'generic', start: op + 1, end: next.after }
        : undefined;
    return bearerCredential(next.value)
      ? { rule: 'bearer-token', family: 'generic', start: op + 1, end: next.after }
      : undefined;
  }
  // A call or a subscript (`getpass(`, `os.environ.get("X")`, `SECRET_KEY=os.environ["X"]` in code written
  // tight): followed by `(`, or an unquoted value that opens with a name then `(` or `[`.
  const valueStart = after - value.length;
  const dotenv = isDotenvLine(text, keyStart, op);
  if (
    text.charCodeAt(after) === 40 ||
    (!quoted &&
      CALL.test(value) &&
      (wholeLine ? writtenAsCode(text, valueStart) : calledAsCode(value, text.charCodeAt(after)))) ||
    (wholeLine && LITERAL.test(value) && !(dotenv && oneWord(value)) && writtenAsCode(text, valueStart))
  )
    return undefined;
  // A single-quoted scalar writes its quote as `''` (YAML, SQL): the value judged is the one it holds, so
  // a password's quotes are no placeholder's repeat (`'kFI3A+QV''''''''t&9b'` holds four).
  if (quoted && text.charCodeAt(valueStart - 1) === 39) value = value.replaceAll("''", "'");
  const keyed = keyedRule(key, value);
  if (keyed) return hitOf(keyed, valueStart, after);
  if (GENERIC.ignoreKeys.test(key)) return undefined;
  const password = PASSWORD_KEY.test(key) && wordOfKey(text, keyStart, key);
  const secret = !password && SECRET_KEY.test(key);
  if (!password && !secret) return undefined;
  if (isPlaceholder(value, text.charCodeAt(after)) || isReference(value) || encodedPlaceholder(value))
    return undefined;
  if (isNonSecretShape(value, quoted || dotenv)) return undefined;
  const start = opened >= 0 ? opened : valueStart;
  if (password) {
    if (!passwordShaped(value) || isPasswordHash(value)) return undefined;
    return { rule: dotenv ? 'dotenv-secret' : 'generic-password', family: 'generic', start, end: after };
  }
  // A URL's query field (`?token=…`, `&api_key=…`): a badge's or an example's short token is public.
  const query =
    keyStart > 0 && (text.charCodeAt(keyStart - 1) === 63 || text.charCodeAt(keyStart - 1) === 38);
  if (!secretShaped(value, key, dotenv, query)) return undefined;
  return { rule: dotenv ? 'dotenv-secret' : 'generic-secret', family: 'generic', start, end: after };
}

/**
 * Where the last value `assignment` read ends, or -1: `scanRuns` reads no run inside a value already
 * judged (a plain value read past brackets and `&` may hold many runs an operator precedes: one reading of
 * it, not one a run).
 */
let VALUE_READ_END = -1;

/**
 * A list, a map, a group, a string with more after it or a prefixed one (`["a","b"]`, `[a,b][0]`,
 * `'%s:%s'%(u,p)`, `b'\x00'`): code's, when a value read whole is written as code writes one.
 */
const LITERAL = /^(?:[[{('"`]|(?:[bBuUfFrR]|[bBfF][rR]|[rR][bBfF])['"])/;

/**
 * A value with no blank: on a `.env` line (`isDotenvLine`) it is one word the shell or a dotenv loader reads
 * as the value, not code's literal (`PASSWORD=\`Oe…\`,r8…`, `DB_PASSWORD={rK…|pB}`; docs/screening.md,
 * "Round 65 (lead)").
 */
function oneWord(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 32 || c === 9) return false;
  }
  return true;
}

/**
 * A value read plainly that opens as a call or a subscript (CALL) is code's when its brackets close in order
 * with no letter or digit right after one (`getpass()`, `a[0]`), or it ends at the last one it opened
 * (`os.environ.get(`, `request.form[`) or, one left open, where an argument ends (`ENC[AES256_GCM,data:…`:
 * `next`, the character that ended the value, is a `,` or a quote). Since round 65 a plain value reads past
 * a bracket (`plainEnd`, lexer.ts): `aB!x(Lm27)Rx4`, `Kq9v[Lm27` are a drawn password's.
 */
function calledAsCode(value: string, next: number): boolean {
  const open: number[] = [];
  let last = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((last === 41 || last === 93 || last === 125) && isAlnumCode(c)) return false;
    last = c;
    if (c === 40 || c === 91 || c === 123) open.push(c === 40 ? 41 : c + 2);
    else if ((c === 41 || c === 93 || c === 125) && open.pop() !== c) return false;
  }
  // A drawn value holding what no code writes (`drawnWhole`) is no call whose brackets close or that ends at
  // one (`Iak_e2Mn[KT$+Vl5]`, `FrxRFwcn2[M^gX'{`; docs/screening.md, "Round 74 (secrets-r74)").
  if (open.length === 0) return !drawnWhole(value);
  // A call left open ends its line (`config.get(`); one closed by `;` is none (`…1Nv[;`, a drawn value's).
  if (last === 40 || last === 91 || last === 123) return next !== 59 && !drawnWhole(value);
  // One left open where an argument ends is code's however its argument is drawn (`ENC[AES256_GCM,data:…`).
  return next === 44 || next === 34 || next === 39 || next === 96;
}

/** A name, dotted, then `(` or `[`: an unquoted value that is a call or a subscript in code. */
const CALL = /^[A-Za-z_$][\w$.]*[([]/;

/** A YAML key: a name of letters, `_` and `-` (a letter or `_` first), then `:` (at most a value run's length). */
const NEXT_KEY = /^[A-Za-z_][A-Za-z_-]*:$/;
/** An option's name in a list of them, then `=` (`scmVersion=`): letters, `_` and `-`. */
const NEXT_NAME = /^[A-Za-z_][A-Za-z_-]*=$/;

/**
 * The key at `keyStart` (`length` long) names a file (a `.` in it) and `value` is that name with nothing after it a
 * password could be (`readpassphrase.3bsd`): a rename. `api.token: api.token.Qw8z…` adds a password: judged.
 */
function renamedFile(text: string, keyStart: number, length: number, value: string): boolean {
  const name = text.slice(keyStart, keyStart + length);
  return name.includes('.') && value.startsWith(name) && !passwordShaped(value.slice(name.length));
}

/** A base64 value that decodes to a placeholder (a Kubernetes Secret's `changeme-local-only`). */
function encodedPlaceholder(value: string): boolean {
  if (value.length < 8 || value.length % 4 !== 0) return false;
  const decoded = decodeBase64Text(value);
  return decoded !== undefined && isPlaceholder(decoded);
}

/**
 * A value run too short and too plain to be any credential (`shipped`, `Lisbon`, `42`) is not worth
 * reading its key for: every rule wants ten characters or two character classes.
 */
function mayBeSecretValue(text: string, start: number, end: number): boolean {
  if (end - start >= 10) return true;
  // A value that goes on past its first run in a mark (`k9Qz?R2pL7wE`) is read whole.
  if (end < text.length && marksValue(text.charCodeAt(end))) return true;
  // A value that goes on past a colon (a Telegram bot token, `51856407:AAH...`) is read whole.
  if (text.charCodeAt(end) === 58 && isTokenChar(text.charCodeAt(end + 1))) return true;
  let classes = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    classes |= c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 4 : 8;
  }
  return classes !== 1 && classes !== 2 && classes !== 4;
}

/** A mark a value may go on past (`k9Qz?R2…`, `n}GE…`, `w'TR…`): a printable character, not a blank. */
const marksValue = (c: number): boolean => c > 32 && c !== 127;

const isOperator = (c: number): boolean => c === 61 || c === 58 || c === 62;

/** A letter past ASCII (`пароль`, `密码`, `hasło`, `contraseña`): a key's, as KEY_NAME_WORDS spells some. */
const FOREIGN_LETTER = /^[\p{L}\p{M}]$/u;
/** A key's character: `isKeyChar`'s, or a letter past ASCII. */
const isKeyLetter = (c: number): boolean =>
  isKeyChar(c) || (c > 127 && FOREIGN_LETTER.test(String.fromCharCode(c)));

/** The assignment operator before `before`, at most VALUE_REACH characters before a value run (`assignedRun`'s). */
function findOp(text: string, runStart: number, before: number): number {
  for (let i = before - 1; i >= 0 && runStart - i <= VALUE_REACH; i--) {
    if (isOperator(text.charCodeAt(i))) return i;
  }
  return -1;
}

/** From an operator back to where the key ends: over what `isKeyGap` says lies between them. */
function skipBack(text: string, op: number): number {
  let i = op;
  while (i > 0 && isKeyGap(text.charCodeAt(i - 1))) i--;
  return i;
}

/** A shell expansion's name and its default's mark (`${DB:-`, `${DB=`, `${DB:?`): group 1 the mark. */
const SHELL_EXPANSION = /^\$\{[A-Za-z_][\w.]{0,60}:?([-=?+])/;

/** How far along its line an expansion's closing `}` is looked for (past a marker a redaction left). */
const EXPANSION_REACH = 128;

/** A `}` on the line within EXPANSION_REACH of `from`: a `${` opened there is closed (`${DB:-…}`). */
function closesOnLine(text: string, from: number): boolean {
  const stop = Math.min(text.length, from + EXPANSION_REACH);
  for (let i = from; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 125) return true;
    if (c === 10 || c === 13) return false;
  }
  return false;
}

/** A YAML tag before a value: `!vault`, `!!str`, `!ENV`. */
const YAML_TAG = /^!{1,2}[A-Za-z][\w.-]{0,30}$/;

/**
 * `value`, after the operator at `op`, is a YAML tag: YAML's `:` before it (`password=!…` is no YAML), and a name
 * as a writer spells one, no letter right after a digit (`!Base64`, `!GetAtt`; a drawn password's `!Qw8zLp3…`
 * holds one: docs/screening.md, "Round 75 (secrets-r75)").
 */
function yamlTag(text: string, op: number, value: string): boolean {
  return text.charCodeAt(op) === 58 && YAML_TAG.test(value) && !letterAfterDigit(value, 0, value.length);
}

/**
 * Past a shell default's mark (`${DB_PASS:-x}`, `:=`, `:+`): the key at `keyStart` is a variable `${`
 * expands and `-` is no value's first character (the default itself is read: it may be a password); -1
 * after `:?`, whose text is an error message. Else 0.
 */
function shellDefaultAt(text: string, keyStart: number, op: number): number {
  if (text.charCodeAt(op) !== 58 || text.charCodeAt(keyStart - 1) !== 123) return 0;
  if (text.charCodeAt(keyStart - 2) !== 36) return 0;
  const mark = text.charCodeAt(op + 1);
  if (mark === 63) return -1;
  return mark === 45 || mark === 61 || mark === 43 ? 1 : 0;
}

/** The value after an operator at `from - 1` (`skip` characters on), as `valueSpan` reads its extent (bounded by MAX_VALUE). */
function valueAt(
  text: string,
  from: number,
  skip = 0,
): { value: string; quoted: boolean; after: number; wholeLine: boolean } {
  valueSpan(text, from + skip, text.length, MAX_VALUE);
  const start = VALUE_SPAN[0]!;
  const after = VALUE_SPAN[1]!;
  const flags = VALUE_SPAN[2]!;
  return {
    value: text.slice(start, after),
    quoted: (flags & QUOTED) !== 0,
    after,
    wholeLine: (flags & READ_TO_LINE_END) !== 0,
  };
}

/**
 * A value read to its line's end (`wholeLine`) that opens with a name then `(` or `[` is code's call or
 * subscript only when it is written as code writes one: its quotes close, its brackets close in order (no
 * letter right after one), and one left open ends the line (`config.get(`, a call continued on the next
 * line, with none of CONTINUED_CALL_NEVER). A drawn password that
 * opens so (`Kq9v(z]Rt<…`, `LA[%+>$dF…`) does not (docs/screening.md, "Round 62 (secrets-r62)").
 * `inner`: the text of a string left open at its line's end, read once (`'{"username":"u",`).
 */
function writtenAsCode(text: string, start: number, inner = false): boolean {
  const open: number[] = [];
  let last = 0;
  let quote = 0;
  let quoteAt = -1;
  let beforeQuote = 0;
  let closedQuote = false;
  let odd = false;
  const end = Math.min(text.length, start + MAX_VALUE);
  let j = start;
  for (; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) break;
    if (quote !== 0) {
      if (c === quote) {
        quote = 0;
        closedQuote = true;
      } else if (c === 92) j++;
      continue;
    }
    if (c === 32 || c === 9) continue;
    // A letter or a digit right after a closing bracket or quote is no code's (`Wdy[1E*z]79d`, `KN[evS]P1X`).
    if ((last === 41 || last === 93 || last === 125 || closedQuote) && isAlnumCode(c)) return false;
    closedQuote = false;
    last = c;
    if (CONTINUED_CALL_NEVER.includes(text[j]!)) odd = true;
    if (c === 34 || c === 39 || c === 96) {
      beforeQuote = j > start ? text.charCodeAt(j - 1) : 0;
      quote = c;
      quoteAt = j;
    } else if (c === 40 || c === 91 || c === 123) open.push(c === 40 ? 41 : c + 2);
    else if ((c === 41 || c === 93 || c === 125) && open.pop() !== c) return false;
  }
  // A quote left open at the line's end: a string of many lines (`re.compile(r"""`), or one a decoded
  // escape broke (`line[pos:].rstrip('` then `\r\n')`), opened as an argument; or code's, as its text
  // written so far is (`'{"username":"u",` then `"password":"p"}'`: JSON given as a flag's value).
  if (quote !== 0) {
    if (j >= start + 3 && tripleQuoteBefore(text, j)) return true;
    if (j === end) return false;
    // After `,` only inside an open bracket: an argument's (round 75, lead: `'kC,4&,\`]}Bv5Tfp`, a password
    // opening with a quote, read its own `,\`` as a call's next argument).
    if (!odd && (beforeQuote === 40 || (beforeQuote === 44 && open.length > 0))) return true;
    return !inner && quoteAt === start && j > quoteAt + 1 && writtenAsCode(text, quoteAt + 1, true);
  }
  if (j === end && end < text.length) return false;
  // Inside a string left open (`inner`), only a structure continued on the next line is code's.
  const continued = !odd && (last === 40 || last === 91 || last === 123 || last === 44);
  return inner ? open.length > 0 && continued : open.length === 0 || continued;
}

/** The line ending at `j` ends with `"""` or `'''`. */
function tripleQuoteBefore(text: string, j: number): boolean {
  const c = text.charCodeAt(j - 1);
  return (c === 34 || c === 39) && text.charCodeAt(j - 2) === c && text.charCodeAt(j - 3) === c;
}

/** Marks a call continued on the next line (`config.get(`, `f(a, b,`) does not hold before its open bracket. */
const CONTINUED_CALL_NEVER = '!#%;?^~|<>';

/** `keys.some((k) => key.includes(k))`, without a closure per rule. */
function containsAny(key: string, keys: readonly string[]): boolean {
  for (let i = 0; i < keys.length; i++) if (key.includes(keys[i]!)) return true;
  return false;
}

function keyedRule(key: string, value: string): KeyedRule | undefined {
  // An exact key contains itself, so it too passes this test.
  if (!KEYED_KEYS.test(key)) return undefined;
  for (const c of KEYED) {
    if (c.exact ? key !== c.rule.keys[0] : !containsAny(key, c.rule.keys)) continue;
    if (!c.re.testExact(value)) continue;
    if (c.rule.entropy !== undefined && entropy(value) < c.rule.entropy) continue;
    if (isPlaceholder(value)) continue;
    if (VERIFY_BASIC.has(c.rule.id) && !basicCredential(value)) continue;
    return c.rule;
  }
  return undefined;
}

const ENV_KEY = /^[A-Z][A-Z0-9_]*$/;

/** `KEY=value` at the start of a line (optionally after `export `): a .env file or an env dump. */
function isDotenvLine(text: string, keyStart: number, op: number): boolean {
  if (text.charCodeAt(op) !== 61 || !ENV_KEY.test(text.slice(keyStart, op))) return false;
  let i = keyStart;
  if (text.slice(Math.max(0, i - 7), i) === 'export ') i -= 7;
  return i === 0 || text.charCodeAt(i - 1) === 10;
}

/** A password's least entropy a character. */
const PASSWORD_ENTROPY = 2.2;

function passwordShaped(value: string): boolean {
  if (value.length < 6) return false;
  if (entropy(value) < PASSWORD_ENTROPY) return false;
  return charClasses(value) >= 2 || value.length >= 10;
}

function secretShaped(value: string, key: string, dotenv: boolean, query = false): boolean {
  const strong = STRONG_KEY.test(key);
  if (isUuid(value)) return strong;
  const minLength = dotenv ? 8 : 12;
  // A short value under a secret's key is judged by its draw (`api_key=Kq9vLm27`), but not in a URL's query
  // (a codecov badge's `?token=yZL6…`); a word with digits stays clean.
  if (value.length < minLength) return !query && drawnWord(value) && entropy(value) >= DRAWN_ENTROPY;
  const bits = entropy(value);
  // A drawn value with a character drawn twice or thrice (`AAza7(Mp*zpp`) falls under the bar its length sets: it
  // is judged by its draw at a password's entropy (docs/screening.md, "Round 74 (lead)"), code (`mock.Mock())`) not.
  if (bits < (dotenv ? 2.8 : value.length < 20 ? 3.0 : 3.3))
    return bits >= PASSWORD_ENTROPY && drawnWhole(value);
  return charClasses(value) >= 2;
}

/** A base64 `user:password` pair, as in an HTTP Basic header or a docker config `auth`. */
function basicCredential(value: string): boolean {
  const decoded = decodeBase64Text(value);
  if (decoded === undefined) return false;
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return false;
  return !isPlaceholder(decoded.slice(colon + 1)) && !/\s/.test(decoded);
}

function bearerCredential(value: string): boolean {
  if (value.length < 16 || isPlaceholder(value) || isReference(value)) return false;
  return entropy(value) >= 3.3 && charClasses(value) >= 2;
}

// ---------------------------------------------------------------------------------------------------
// Private key blocks (PEM, also JSON-escaped) and PuTTY key files.

const MAX_BLOCKS = 64;
const MIN_KEY_BODY = 64;
/** An Ed25519 PuTTY key's private part is 48 characters; its `Private-Lines:` header already says what it is. */
const MIN_PUTTY_BODY = 44;

function privateKeyBlock(text: string, take: Take): boolean {
  let idx = text.indexOf('-----BEGIN');
  for (let n = 0; idx >= 0 && n < MAX_BLOCKS; n++) {
    const headEnd = text.indexOf('-----', idx + 10);
    if (headEnd < 0) break;
    const bodyEnd =
      headEnd - idx < 120 && PRIVATE_KEY_LABEL.test(text.slice(idx + 10, headEnd))
        ? keyBodyEnd(text, headEnd + 5)
        : -1;
    if (bodyEnd >= 0) {
      const end = text.indexOf('-----END', headEnd + 5);
      const close = end < 0 ? -1 : text.indexOf('-----', end + 8);
      // An unterminated block is redacted to its body's end (to the text's end when the body runs past
      // what is read): not over what follows it, the closing quotes and brackets of a JSON result.
      const stop = close < 0 ? bodyEnd : close + 5;
      if (take({ rule: 'private-key', family: 'private-key', start: idx, end: stop })) return true;
      idx = text.indexOf('-----BEGIN', Math.max(stop, headEnd + 5));
      continue;
    }
    idx = text.indexOf('-----BEGIN', headEnd + 5);
  }
  const putty = text.indexOf('PuTTY-User-Key-File-');
  if (putty >= 0) {
    const lines = text.indexOf('Private-Lines:', putty);
    const body = text.indexOf('\n', lines) + 1;
    if (lines >= 0 && lines - putty < 4096 && keyBodyEnd(text, body, MIN_PUTTY_BODY) >= 0)
      return take({ rule: 'putty-private-key', family: 'private-key', start: putty, end: text.length });
  }
  return false;
}

// A private key whose header is altered or dropped (round 23): `-----BEGIN private key-----`, `---BEGIN
// RSA PRIVATE KEY---`, a custom label, the body alone or as a value. The body is the key: it is known by
// the DER it opens with, which a public key, a certificate or a request does not open with.

/** How many base64 characters of a run are decoded to read its DER opening (12 bytes). */
const DER_OPENING = 16;
/** `openssh-key-v1` and its NUL in base64: the opening of every OpenSSH private key's body. */
const OPENSSH_KEY_BODY = 'b3BlbnNzaC1rZXktdjEA';

/**
 * The first long base64 run that opens a private key's body, redacted to the body's end (`keyBodyEnd`,
 * the header's own reading): at most one decode of 16 characters a run, only of a run opening with `M`
 * (DER's SEQUENCE) or `b` (OpenSSH's magic).
 */
function headerlessKey(text: string, runs: readonly number[], take: Take): boolean {
  // A run inside what a body's reading already read is not read again (runs come in text order): linear.
  const read = { to: 0 };
  for (let i = 0; i < runs.length; i += 3) {
    if ((runs[i + 2]! & (RUN_LONG | RUN_STRETCH)) !== (RUN_LONG | RUN_STRETCH)) continue;
    const start = runs[i]!;
    if (start < read.to) continue;
    const first = text.charCodeAt(start);
    const opens =
      first === 77 ? privateKeyDer(text, start) : first === 98 && text.startsWith(OPENSSH_KEY_BODY, start);
    if (!opens) continue;
    const end = keyBodyEnd(text, start, MIN_KEY_BODY, read);
    if (end >= 0 && take({ rule: 'private-key', family: 'private-key', start, end })) return true;
  }
  return false;
}

/**
 * Whether the base64 at `start` opens a private key's DER: a SEQUENCE whose first element is a version
 * (INTEGER 0 or 1) followed by an INTEGER (PKCS #1), a SEQUENCE (PKCS #8's algorithm) or an OCTET STRING
 * (SEC 1). A public key's or a certificate's SEQUENCE opens with a SEQUENCE or a long INTEGER instead.
 */
function privateKeyDer(text: string, start: number): boolean {
  const bytes = base64Bytes(text, start, DER_OPENING);
  if (bytes === undefined || bytes[0] !== 0x30) return false;
  const at = bytes[1]! < 0x80 ? 2 : bytes[1] === 0x81 ? 3 : bytes[1] === 0x82 ? 4 : -1;
  if (at < 0 || bytes[at] !== 0x02 || bytes[at + 1] !== 0x01 || bytes[at + 2]! > 1) return false;
  const next = bytes[at + 3];
  return next === 0x02 || next === 0x30 || next === 0x04;
}

/** The bytes `count` base64 characters at `start` spell (a multiple of four), or undefined past a non-base64 one. */
function base64Bytes(text: string, start: number, count: number): number[] | undefined {
  const bytes: number[] = [];
  let acc = 0;
  for (let k = 0; k < count; k++) {
    const v = base64Value(text.charCodeAt(start + k));
    if (v < 0) return undefined;
    acc = (acc << 6) | v;
    if (k % 4 === 3) bytes.push((acc >> 16) & 255, (acc >> 8) & 255, acc & 255);
  }
  return bytes;
}

function base64Value(c: number): number {
  if (c >= 65 && c <= 90) return c - 65;
  if (c >= 97 && c <= 122) return c - 71;
  if (c >= 48 && c <= 57) return c + 4;
  return c === 43 ? 62 : c === 47 ? 63 : -1;
}

/** How much after a key header is read for its body. */
const KEY_BODY_REACH = 4096;
/** Characters that frame a body line written as a string or a list item (`"MIIE...",`, `- "MIIE"`): skipped. */
const MAX_LINE_FRAMING = 8;
/** Before a body line, its indent too. */
const MAX_LEADING = 32;

/**
 * Where the base64 body after a key header ends (past its last base64 character), or -1 when it holds
 * fewer than `min`. Read line by line (line breaks and `\n` escapes), `Name: value` header lines skipped,
 * a line's framing as a string or list item skipped (`"`, `'`, `,`, `-`, `+`, blanks: a key written as a
 * JSON array of lines or a concatenated string is a key too); the body ends at the first line with
 * anything else. One pass over at most KEY_BODY_REACH characters; a body read to that reach may run on,
 * so it ends at the text's end.
 */
function keyBodyEnd(text: string, from: number, min = MIN_KEY_BODY, read?: { to: number }): number {
  const limit = Math.min(text.length, from + KEY_BODY_REACH);
  let count = 0;
  let end = from;
  let i = from;
  // A line's end is searched once, however many strings on it are read as lines.
  let lineEnd = from - 1;
  while (i < limit) {
    if (i > lineEnd) {
      lineEnd = i;
      while (lineEnd < limit && lineBreakAt(text, lineEnd) === 0) lineEnd++;
    }
    let a = i;
    while (a < lineEnd && a - i < MAX_LEADING && leadingFraming(text, a)) a++;
    i = lineEnd + Math.max(1, lineBreakAt(text, lineEnd));
    if (a === lineEnd) continue;
    // `Proc-Type: 4,ENCRYPTED` and `DEK-Info:` lines of an encrypted PEM are not key material; a body
    // line followed by more JSON (`...M8","tail":"x"}`) has a colon too, but not after a header's name.
    // Past the body's first line a name and a colon is what follows the key (`"tail": [`): it ends.
    if (headerLine(text, a, lineEnd)) {
      if (count === 0) continue;
      break;
    }
    if (text.startsWith('-----', a)) break;
    let b = a;
    while (b < lineEnd && isBase64Char(text.charCodeAt(b))) b++;
    if (b === a) break;
    count += b - a;
    end = b;
    // Anything but framing after the base64 ends the body (`...M8","tail":"x"}`); a string's end, a
    // comma and the next string's start (`...M8","N2...`) is the next line of one written on one line.
    let c = b;
    let comma = false;
    let reopened = false;
    while (c < lineEnd && c - b < MAX_LINE_FRAMING && lineFraming(text.charCodeAt(c))) {
      const f = text.charCodeAt(c);
      if (f === 44) comma = true;
      else if (comma && isQuote(f)) reopened = true;
      c++;
    }
    if (c < lineEnd && reopened && isQuote(text.charCodeAt(b))) i = c;
    else if (c < lineEnd) break;
  }
  workDone(i - from);
  if (read !== undefined) read.to = i;
  if (count < min) return -1;
  return i >= limit && limit < text.length ? text.length : end;
}

const isQuote = (c: number) => c === 34 || c === 39;

/** Backslashes before an escaped line break: a key in JSON inside a JSON string (`\\n`) and deeper. */
const MAX_ESCAPE_DEPTH = 8;

/**
 * The length of the line break at `i` (0 when none): a line break, or the `\n` or `\r` escape a JSON or
 * C string writes for one, escaped again as many times as strings nest (`\\n`: JSON inside a JSON string).
 */
function lineBreakAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 10 || c === 13) return 1;
  let j = i;
  while (j - i < MAX_ESCAPE_DEPTH && text.charCodeAt(j) === 92) j++;
  if (j === i) return 0;
  const d = text.charCodeAt(j);
  return d === 110 || d === 114 ? j - i + 1 : 0;
}

/** Blanks, quotes, commas, brackets, a concatenation's `+`: how a line is framed after its body. */
function lineFraming(c: number): boolean {
  return (
    c === 32 || c === 9 || c === 34 || c === 39 || c === 44 || c === 43 || c === 91 || c === 93 || c === 41
  );
}

/** Framing before a body line: the same, and a list item's `- ` (not `-----`); `+` only before a blank. */
function leadingFraming(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c === 45) return text.charCodeAt(at + 1) === 32;
  if (c === 43) return text.charCodeAt(at + 1) === 32;
  // A Markdown quotation's `>` (`> MIIE…`): a key quoted in a chat or an issue is a key.
  return c === 40 || c === 62 || (c !== 41 && lineFraming(c));
}

/** How long a PEM header's name (`Proc-Type`, `DEK-Info`, `Comment`) may be before its colon. */
const MAX_HEADER_NAME = 40;

/**
 * `Name: value`: a name of letters, digits and `-` (at most MAX_HEADER_NAME), a colon (a quoted key's
 * closing quote before it); one bounded scan.
 */
function headerLine(text: string, from: number, to: number): boolean {
  const reach = Math.min(to, from + MAX_HEADER_NAME + 1);
  for (let i = from; i < reach; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) return i > from;
    if ((c === 34 || c === 39) && i > from && text.charCodeAt(i + 1) === 58) return true;
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45)) return false;
  }
  return false;
}

function isBase64Char(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47 || c === 61
  );
}

// ---------------------------------------------------------------------------------------------------
// URLs with a password: `scheme://user:password@host`.

const MAX_URLS = 4096;

function urlCredentials(text: string, take: Take): boolean {
  let idx = text.indexOf('://');
  let at = idx < 0 ? -1 : text.indexOf('@', idx);
  for (let n = 0; idx >= 0 && n < MAX_URLS && at >= 0; n++) {
    // A URL with no `@` in reach has no user info (a native search says so, not a walk).
    if (at < idx) at = text.indexOf('@', idx);
    if (at >= 0 && at - idx < 512) {
      const hit = urlAt(text, idx);
      if (hit && take(hit)) return true;
    }
    idx = text.indexOf('://', idx + 3);
  }
  return false;
}

function urlAt(text: string, sep: number): SecretHit | undefined {
  let s = sep;
  while (s > 0 && sep - s < 32 && isSchemeChar(text.charCodeAt(s - 1))) s--;
  if (s === sep) return undefined;
  let e = sep + 3;
  let at = -1;
  // `?`, `#` and `&` do not end the authority here: unencoded passwords contain them.
  while (e < text.length && e - sep < 512) {
    const c = text.charCodeAt(e);
    if (c === 64) at = e;
    else if (c === 47 || (endsValue(c) && c !== 38) || c === 62) break;
    e++;
  }
  if (at < 0) return undefined;
  // The scheme is read only for a URL that has user info.
  const scheme = text.slice(s, sep).toLowerCase();
  // A CVS root (`cvs://:pserver:anoncvs@host:/cvs`): its method between colons, then `user[:password]@`.
  const method = CVS_METHOD.exec(text.slice(sep + 3, at))?.[0].length ?? 0;
  const userinfo = text.slice(sep + 3 + method, at);
  const colon = userinfo.indexOf(':');
  if (colon < 0 || /[?#=&]/.test(userinfo.slice(0, colon))) return undefined;
  let password = userinfo.slice(colon + 1);
  // Decoded only when it holds escapes, and only when they are well formed: a throw costs far more.
  if (password.includes('%') && wellFormedEscapes(password)) {
    try {
      password = decodeURIComponent(password);
    } catch {
      // Keep the raw form when it is not valid percent-encoding (bytes that are not UTF-8).
    }
  }
  if (password.length < 3 || isPlaceholder(password) || isReference(password)) return undefined;
  if (password === userinfo.slice(0, colon)) return undefined;
  if (WORD_LIKE.test(password) && DOCUMENTATION_HOST.test(text.slice(at + 1, at + 256))) return undefined;
  const rule = CONNECTION_SCHEMES.has(scheme) ? 'connection-string-password' : 'url-credentials';
  return { rule, family: 'connection-string', start: sep + 3 + method + colon + 1, end: at };
}

/** A CVS root's access method (cvs(1), "Remote repositories"): `:pserver:`, `:ext:`, …, read before its user. */
const CVS_METHOD = new RegExp(`^:(?:${CVS_ROOT_METHODS.join('|')}):`);

/**
 * A host reserved for documentation (RFC 2606: `example.com`, `.net`, `.org`, any `*.example` or
 * `*.invalid`): no service answers there. With a password no stronger than one word (`abc:xyz@`,
 * `user:secret@`) the URL is a fixture; a random-looking password stays a secret, since writers who
 * hide a real host behind `example.com` often leave the real password in place.
 */
/** One case of letters (a word, `xyz`, `changeme`) or a short run of digits: no entropy to speak of. */
const WORD_LIKE = /^(?:[a-z]{1,12}|[A-Z]{1,12}|[0-9]{1,6})$/;
const DOCUMENTATION_HOST =
  /^(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|invalid))(?![a-z0-9.-])/i;

/** Every `%` is followed by two hex digits (else `decodeURIComponent` throws). */
function wellFormedEscapes(s: string): boolean {
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1))
    if (!isHexDigit(s.charCodeAt(i + 1)) || !isHexDigit(s.charCodeAt(i + 2))) return false;
  return true;
}

function isHexDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function isSchemeChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 45 || c === 46
  );
}
