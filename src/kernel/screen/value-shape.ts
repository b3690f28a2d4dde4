// Is a value secret-shaped or only secret-named? Entropy, character classes, and the look-alikes that
// must stay clean: documented placeholders, masked values, references to where a secret lives.

import { drawnWhole, letterAfterDigit, wordPartIn } from './lexer.js';
import { isHexCode } from './normalise.js';
import { alternation } from './regex-literal.js';
import { isReference as namesPlace } from './secret-reference.js';

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<number, number>();
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** How many of lower, upper, digit, other the value uses. */
export function charClasses(s: string): number {
  let lower = 0;
  let upper = 0;
  let digit = 0;
  let other = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) lower = 1;
    else if (c >= 65 && c <= 90) upper = 1;
    else if (c >= 48 && c <= 57) digit = 1;
    else other = 1;
  }
  return lower + upper + digit + other;
}

function longestRepeat(s: string): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    run = i > 0 && s.charCodeAt(i) === s.charCodeAt(i - 1) ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

export const PLACEHOLDER_WORDS: readonly string[] = [
  'example',
  'sample',
  'dummy',
  'placeholder',
  'changeme',
  'change_me',
  'change-me',
  'your_',
  'your-',
  'yourkey',
  'yoursecret',
  'yourtoken',
  'yourpassword',
  'xxxx',
  '***',
  '•••',
  '...',
  '…',
  'redacted',
  'masked',
  'replace_me',
  'replaceme',
  'insert_',
  'insert-',
  'fake',
  'notreal',
  'not_real',
  'not-a-real',
  '<',
  '>',
  '{{',
  '${',
  '$(',
  '%(',
  'abcdefgh',
  '12345678',
  'qwerty',
];
/** Any of PLACEHOLDER_WORDS as a substring: one search instead of one per word (literals only: linear). */
const PLACEHOLDER_WORD = new RegExp(alternation(PLACEHOLDER_WORDS));
const PLACEHOLDER_EXACT = new Set([
  'password',
  'passwd',
  'secret',
  'token',
  'apikey',
  'api_key',
  'pass',
  'none',
  'null',
  'nil',
  'undefined',
  'true',
  'false',
  'todo',
  'tbd',
  'n/a',
  'test',
  'testing',
  'admin',
  'root',
  'hunter2',
  'letmein',
  'required',
  'optional',
  'string',
  'empty',
  'hidden',
  'bearer',
  // jwt.io's sample token, copied into countless docs (the HS256 one signed with `your-256-bit-secret`).
  'eyjhbgcioijiuzi1niisinr5cci6ikpxvcj9.eyjzdwiioiixmjm0nty3odkwiiwibmftzsi6ikpvag4grg9liiwiawf0ijoxnte2mjm5mdiyfq.sflkxwrjsmekkf2qt4fwpmejf36pok6yjv_adqssw5c',
]);

/** One of PLACEHOLDER_WORDS occurs in `v` (already lowercase). */
export function hasPlaceholderWord(v: string): boolean {
  return PLACEHOLDER_WORD.test(v);
}

/**
 * A documented example, an obviously made-up value, or a masked one, as a whole value: by its shape (an
 * exact word, a long repeat, few characters), a placeholder word at either end (the writer's mark:
 * `AKIA…EXAMPLE`, `changeme-local-only`, `your_key_here`, `abc123…`), or a placeholder word inside it
 * that leaves no password once the words are out (`<your-password>`, `my-example-password`). A real
 * password may hold `xxxx`, `<` or `Example` by chance (docs/screening.md, "Round 60 (redteam2-r60)").
 */
export function isPlaceholder(value: string, after = 0): boolean {
  const v = value.toLowerCase();
  if (placeholderShape(value, v)) return true;
  if (!hasPlaceholderWord(v)) return false;
  // Read from the whole value: marks a writer never puts beside a placeholder's (`<`, `...`) say they were
  // drawn too, and then only a word is the writer's (`<*%Qmfi[fQ`, `aSxx./tFeUiM&(S>`).
  if (!LETTER_WORD.test(v) && !writersMarks(value)) return false;
  if (placeholderAtEdge(value, v, after)) return true;
  return !generatedRest(value.replace(PLACEHOLDER_WORDS_ALL, '').replace(TYPED, ''), PASSWORD_REST, true);
}

/** A placeholder word of letters or digits (`example`, `xxxx`, `12345678`), not of marks alone (`<`, `...`). */
const LETTER_WORD = new RegExp(alternation(PLACEHOLDER_WORDS.filter((w) => /[a-z0-9]/.test(w))));
/**
 * Marks a generator draws and a writer's placeholder holds none of (`<your-password>`, `${DB_PASS:-x}`,
 * `{{ .Values.db.password }}`, `$(cat /run/secrets/db)`, `%(password)s`, `Kq9v****`, `sk-...abcd` hold
 * only `< > { } $ ( ) % * . - _ : / |`).
 */
const DRAWN_MARKS = new Set("!#&;?[]^~`'+=,\\");

/**
 * The marks of a value holding no placeholder word of letters may be a writer's: it is wrapped whole as a
 * template or a tag is (`<…>`, `{{…}}`, `${…}`, `$(…)`, `%(…)s`: any mark inside, `<%=ENV['X']%>`), or it
 * holds none of DRAWN_MARKS.
 */
function writersMarks(value: string): boolean {
  const n = value.length;
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(n - 1);
  if (n >= 2 && first === 60 && last === 62) return true;
  if (n >= 4 && value.startsWith('{{') && value.endsWith('}}')) return true;
  if (n >= 3 && first === 36 && value.charCodeAt(1) === 123 && last === 125) return true;
  if (n >= 3 && (first === 36 || first === 37) && value.charCodeAt(1) === 40) {
    if (last === 41 || (n >= 4 && value.charCodeAt(n - 2) === 41 && last >= 97 && last <= 122)) return true;
  }
  for (let i = 0; i < n; i++) if (DRAWN_MARKS.has(value[i]!)) return false;
  return true;
}

/**
 * What a writer types beside a placeholder word: a credential's own words (`password`, `key`, `here`) and
 * numbers (six digits or more: a timestamp, an account's id), which a generator seldom draws (literals).
 */
const TYPED_WORDS = [
  'password',
  'passwd',
  'pass',
  'secret',
  'token',
  'key',
  'here',
  'value',
  'local',
  'only',
];
const TYPED = new RegExp(`${alternation(TYPED_WORDS)}|\\d{6,}`, 'gi');
/** The marks that wrap or point (`<`, `{{`, `${` ..) are not a writer's mark at an end: a password draws `<`. */
const WRAPPING_MARKS: ReadonlySet<string> = new Set(['<', '>', '{{', '${', '$(', '%(']);
/** A placeholder word (not a wrapping mark), sticky: tried where a writer's prefix ends (literals: linear). */
const EDGE_WORD = new RegExp(alternation(PLACEHOLDER_WORDS.filter((w) => !WRAPPING_MARKS.has(w))), 'y');
/** The wrapping marks that open a value: a tag, a template, a reference. */
const WRAP_OPENS = /^(?:<|\{\{|\$\{|\$\(|%\()/;
/** A writer's prefix segment in one case, then `_` or `-` (`sk-`, `my_`, `AWS_`), sticky. */
const EDGE_PREFIX = /(?:[a-z0-9]{1,8}|[A-Z0-9]{1,8})[_-]/y;
/**
 * A placeholder word closing the value, a credential's word or a number after it at most (`…EXAMPLE`,
 * `…EXAMPLEKEY`, AWS's `…-EXAMPLE11111`).
 */
const EDGE_END = new RegExp(
  `(?:${alternation(PLACEHOLDER_WORDS.filter((w) => !WRAPPING_MARKS.has(w)))})(?:[_-]?(?:${alternation(TYPED_WORDS)})|\\d{1,8})?$`,
);

/**
 * The writer's mark: a placeholder word opening the value, after at most three prefix segments of one case
 * each (`example-…`, `sk-your-key-here`, `us-west-2_EXAMPLE`), or closing it (`AKIA…EXAMPLE`, `…EXAMPLEKEY`,
 * `Kq9v****`), or a wrapping mark at its own end (`<…`, `{{…`, `…>`). A generator's letters before a word
 * (`undcB-fake…`) are no prefix: their case is mixed.
 */
function placeholderAtEdge(value: string, v: string, after: number): boolean {
  // A wrapping mark at its own end: what opens a template or a tag, or closes one (`TokenSyntaxKind>`).
  if (wrapAtEdge(value, after)) return true;
  let at = 0;
  for (let segment = 0; segment <= 3; segment++) {
    EDGE_WORD.lastIndex = at;
    if (EDGE_WORD.test(v)) return true;
    EDGE_PREFIX.lastIndex = at;
    if (!EDGE_PREFIX.test(value)) break;
    at = EDGE_PREFIX.lastIndex;
  }
  return EDGE_END.test(v);
}
/**
 * A wrapping mark at the value's own end (`<…`, `{{…`, `…>`): a writer's, when the value is wrapped whole
 * (`<password>`, `{{.Values.pw}}`; or closed by `after`, the character its carrier left after it: `<ghp_1234abcd`
 * then `>`) or what the mark leaves is no one drawn value (`<your`, `TokenSyntaxKind>`). A password that opens or
 * ends with the mark (`<Qw8zLp3Xv7Rt2Mn`) leaves one (`drawnWhole`; docs/screening.md, "Round 75 (secrets-r75)").
 */
function wrapAtEdge(value: string, after: number): boolean {
  const opening = WRAP_OPENS.exec(value)?.[0] ?? '';
  const open = opening.length;
  const close = value.charCodeAt(value.length - 1) === 62 ? 1 : 0;
  if (open === 0 && close === 0) return false;
  // Closed by its own closer only: a carrier's `)` after `<Qw8…` (`(password: <Qw8…).`) closes no tag (round 75).
  const closer = WRAP_CLOSERS.get(opening.charCodeAt(open - 1)) ?? -1;
  if (open > 0 && (wrapClosed(value, closer) || after === closer)) return true;
  return !drawnWhole(value.slice(open, value.length - close));
}
/** Each wrapping mark's last character and its closer: `<` `>`, `{` `}`, `(` `)`. */
const WRAP_CLOSERS: ReadonlyMap<number, number> = new Map([
  [60, 62],
  [123, 125],
  [40, 41],
]);
/** A wrapped value's closing end: its closer, or `)` and a format's letter (`%(password)s`). */
function wrapClosed(value: string, closer: number): boolean {
  const last = value.charCodeAt(value.length - 1);
  if (last === closer) return true;
  return closer === 41 && last >= 97 && last <= 122 && value.charCodeAt(value.length - 2) === 41;
}
/** The fewest letters and digits left beside a placeholder word, words out, for a password's rest. */
const PASSWORD_REST = 8;

/** A placeholder by its whole shape: an exact word, a long repeat, three characters or fewer. */
function placeholderShape(value: string, v: string): boolean {
  if (PLACEHOLDER_EXACT.has(v)) return true;
  if (value.length >= 8 && longestRepeat(value) >= Math.max(6, value.length / 3)) return true;
  return value.length >= 8 && fewDistinct(value, 3);
}

/**
 * A token a rule matched, shown as an example: its or a dotted part's shape says so (a placeholder's exact
 * word, a repeat, few characters), or it holds a placeholder word and what is left is no generated run. A real
 * token may hold `FAKE` or `Example` by chance (docs/screening.md, "Round 27: red team").
 */
export function isPlaceholderToken(token: string): boolean {
  const v = token.toLowerCase();
  // A part of a dotted token (a JWT's signature) shaped as a placeholder makes the token an example.
  if (placeholderShape(token, v) || token.split('.').some((p) => placeholderShape(p, p.toLowerCase())))
    return true;
  return hasPlaceholderWord(v) && !generatedRest(token.replace(PLACEHOLDER_WORDS_ALL, ''), GENERATED_REST);
}

const PLACEHOLDER_WORDS_ALL = new RegExp(PLACEHOLDER_WORD.source, 'gi');
/** The fewest letters and digits left beside a placeholder word for the rest to read as generated. */
const GENERATED_REST = 16;

/**
 * Letters and digits a generator drew: at least GENERATED_REST of them, two kinds of upper, lower and
 * digit, varied (3.6 bits a character; a short rest, 0.7 under log2 of its length), and no run of five
 * in sequence (`abcde`, `12345`) as a typist's filler has.
 */
function generatedRest(rest: string, least: number, mixed = false): boolean {
  let n = 0;
  let kinds = 0;
  let ascending = 1;
  let previous = -2;
  // Round 60: how many of each kind (upper 1, lower 2, digit 4), for a password's rest (`mixed`).
  let uppers = 0;
  let lowers = 0;
  let digits = 0;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    const lower = c | 32;
    const kind = c >= 48 && c <= 57 ? 4 : lower >= 97 && lower <= 122 ? (c === lower ? 2 : 1) : 0;
    if (kind === 0) {
      previous = -2;
      continue;
    }
    n++;
    kinds |= kind;
    if (kind === 1) uppers++;
    else if (kind === 2) lowers++;
    else digits++;
    const folded = kind === 4 ? c : lower;
    ascending = folded === previous + 1 ? ascending + 1 : 1;
    if (ascending >= 5) return false;
    previous = folded;
  }
  const oneKind = kinds === 1 || kinds === 2 || kinds === 4;
  // A generator draws each kind it mixes more than once; a name has one digit among its words (`cluster0`).
  const twice = (uppers >= 2 ? 1 : 0) + (lowers >= 2 ? 1 : 0) + (digits >= 2 ? 1 : 0);
  if (mixed && twice < 2) return false;
  return n >= least && !oneKind && entropy(rest) >= Math.min(3.6, Math.log2(n) - 0.7);
}

/** At most `max` distinct code points (`new Set(value).size <= max`, without the set). */
function fewDistinct(value: string, max: number): boolean {
  const seen: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const c = value.codePointAt(i)!;
    if (c > 0xffff) i++;
    if (seen.includes(c)) continue;
    if (seen.length === max) return false;
    seen.push(c);
  }
  return true;
}

/**
 * Where a secret lives rather than the secret (secret-reference.ts: `${DB_PASS}`, `@db_password`, `*alias`), unless
 * its name is a drawn run (`drawnReference`: `@UQKkrMV1XHFFdNwSmv`, `&Qw8zLp3Xv7Rt2Mn`).
 */
export function isReference(value: string): boolean {
  return namesPlace(value) && !drawnReference(value);
}

/**
 * Between a reference's opening marks and its closers, a run of DRAWN_REFERENCE letters and digits or more, holding
 * capitals, small letters and digits, a letter right after a digit and no word's part: a generated password's, no
 * variable's, alias's or anchor's name (`SQL_APP_PASS2` holds `_`, `dbPass2Prod` is shorter, `awsS3BucketKey` holds
 * a word's part; docs/screening.md, "Round 75 (secrets-r75)"). One pass.
 */
function drawnReference(value: string): boolean {
  let at = 0;
  while (at < value.length && REFERENCE_MARKS.includes(value[at]!)) at++;
  let end = value.length;
  while (end > at && REFERENCE_CLOSERS.includes(value[end - 1]!)) end--;
  if (end - at < DRAWN_REFERENCE) return false;
  let kinds = 0;
  for (let k = at; k < end; k++) {
    const c = value.charCodeAt(k);
    if (c >= 48 && c <= 57) kinds |= 1;
    else if (c >= 65 && c <= 90) kinds |= 2;
    else if (c >= 97 && c <= 122) kinds |= 4;
    else return false;
  }
  return kinds === 7 && letterAfterDigit(value, at, end) && !wordPartIn(value, at, end);
}
/** The marks a reference opens with (secret-reference.ts REFERENCE_STARTS) and closes with. */
const REFERENCE_MARKS = '$%@{[(&*#';
const REFERENCE_CLOSERS = ')}]%@#!';
/** The shortest name read as a drawn run: a generated password's usual length. */
const DRAWN_REFERENCE = 12;

/**
 * A stored password hash, not the password: crypt(3) and PHC strings (`$2b$`, `$argon2id$`, `$6$`),
 * Django's `pbkdf2_sha256$`, LDAP's `{SSHA}`, PostgreSQL's `md5…` and `SCRAM-SHA-256$`, MySQL's `*` + 40 hex.
 */
const PASSWORD_HASH =
  /^(?:\$(?:2[abxy]?|argon2(?:id|i|d)|scrypt|pbkdf2[\w-]*|sha(?:256|512)?crypt|[156y]|gy|7)\$|(?:pbkdf2_sha\d+|bcrypt(?:_sha256)?|argon2|scrypt|sha1|md5)\$|\{(?:SSHA\d*|SHA\d*|CRYPT|BCRYPT|PBKDF2[\w-]*|ARGON2)\}|md5[0-9a-f]{32}$|SCRAM-SHA-(?:1|256)\$|\*[0-9A-F]{40}$)/;

export function isPasswordHash(value: string): boolean {
  if (PASSWORD_HASH.test(value)) return true;
  // Spring's DelegatingPasswordEncoder names the encoder first (`{bcrypt}$2a$10$…`); `{noop}` keeps a password.
  const named = ENCODER_ID.exec(value);
  return named !== null && PASSWORD_HASH.test(value.slice(named[0].length));
}
const ENCODER_ID = /^\{[A-Za-z0-9-]{2,16}\}/;

/**
 * A regular expression, not a credential (`password_regex: ^(?=.*[A-Z])(?=.*\d).{8,}$`, `token: /^ghp_…$/`):
 * a `/…/flags` literal, anchored at both ends by `^` and `$`, or holding a lookaround, a `\d`-like class
 * or a class range (`[A-Z`). A drawn password holds `(?` about 2 times in 1 000.
 */
function patternShape(value: string): boolean {
  if (value.length >= 3 && value.startsWith('/') && REGEX_LITERAL_END.test(value)) return true;
  if (value.length >= 3 && value.startsWith('^') && value.endsWith('$')) return true;
  return REGEX_SYNTAX.test(value);
}
/** A literal's closing `/` and its flags (bounded: linear). */
const REGEX_LITERAL_END = /\/[dgimsuyv]{0,8}$/;
/** A lookaround or a group's `(?`, an escaped class (`\d`, `\w`, `\s`), a class range (`[A-Z`, `[0-9`). */
const REGEX_SYNTAX = /\(\?[:=!<]|\\[dwsDWS]|\[(?:[A-Za-z0-9]-[A-Za-z0-9])/;

const IDENTIFIER = /^[A-Za-z_][A-Za-z_.-]*$/;
const CAMEL = /[a-z][A-Z]/;
const NUMBERISH = /^[\d.,:+-]+$/;
const UUID_SHAPE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const DATE_START = /^\d{4}-\d{2}-\d{2}/;
/**
 * A package's version range (`^7.1.2`, `~1.0`, `>=2.3.x`, `^1.0.0-beta.1`): a manifest's dependency is named
 * for its package, so its key may spell a key word (`minipass`); docs/screening.md, "Round 76 (precision-r76)".
 */
const VERSION_RANGE =
  /^(?:[~^=]|[<>]=?)v?\d{1,9}(?:\.(?:\d{1,9}|[x*])){1,3}(?:-[a-z]{1,12}(?:\.?\d{1,6})?)?$/;

/**
 * A relative path to a file (`google/appengine/api/app_identity/app_identity_service_pb.php`): folders
 * and a name with its extension. A base64 key has `/` but no `.`, a token `.` but no `/`.
 */
const RELATIVE_FILE = /^(?:[A-Za-z_][\w-]{0,60}\/){1,12}[A-Za-z_][\w-]{0,60}\.[a-z]{1,5}$/;

/**
 * A path (`/run/secrets/db`, `./certs/key.pem`, `~/.pgpass`, `/oauth/token?grant_type=…`): after its
 * opening mark, names up to a query's `?`. A drawn password that opens with `/` holds a mark no name does
 * (`/C=LZh#3)*b~`, `/0(~O%e^d<g`: docs/screening.md, "Round 62 (secrets-r62)").
 */
function pathOfNames(value: string): boolean {
  let at: number;
  if (value.startsWith('/')) {
    // A root folder is named (`/run`, `/oauth`); one drawn value there is a password's (`/Qw8zLp3Xv7Rt2Mn`,
    // docs/screening.md, "Round 75 (secrets-r75)").
    const slash = value.indexOf('/', 1);
    if (drawnWhole(value.slice(1, slash < 0 ? value.length : slash))) return false;
    at = 1;
  } else if (value.startsWith('./') || value.startsWith('~/')) at = 2;
  else return false;
  let named = false;
  for (; at < value.length; at++) {
    const c = value.charCodeAt(at);
    // A query follows a name (`/oauth/token?…`), not marks alone (`/:?C)…`).
    if (c === 63) return named;
    if (!isPathNameCode(c)) return false;
    // A `%` escapes two hex digits (`/a%20b`); one at a name's end is a drawn mark (`/bJt7…%`).
    if (c === 37 && !(isHexCode(value.charCodeAt(at + 1)) && isHexCode(value.charCodeAt(at + 2))))
      return false;
    if (isAlnumCode(c)) named = true;
  }
  return true;
}

/** An ASCII letter's or digit's code. */
export const isAlnumCode = (c: number) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);

/** A character of a path's names: a letter, a digit, `/` and `_ . - @ : + , = ~ % $ { } *`. */
function isPathNameCode(c: number): boolean {
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 47) return true;
  return PATH_NAME_MARKS.includes(String.fromCharCode(c));
}
const PATH_NAME_MARKS = '_.-@:+,=~%{}*$';

export function isUuid(value: string): boolean {
  return UUID_SHAPE.test(value);
}

/**
 * A value that is code or data rather than a credential: an identifier, a number, a date, a path or URL.
 * `quoted` says the value was a string literal (then a long all-letter value may still be a password).
 */
export function isNonSecretShape(value: string, quoted: boolean): boolean {
  if (NUMBERISH.test(value) || DATE_START.test(value) || VERSION_RANGE.test(value)) return true;
  if (value.includes('://') || pathOfNames(value) || patternShape(value)) return true;
  if (RELATIVE_FILE.test(value)) return true;
  if (IDENTIFIER.test(value)) {
    if (!quoted) return true;
    if (value.length < 10 || CAMEL.test(value) || value.includes('.') || value.includes('_')) return true;
  }
  return false;
}
