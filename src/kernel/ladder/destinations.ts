// Forbidden network destinations for the egress floor: link-local and cloud metadata endpoints, in
// every spelling a URL parser or resolver accepts (decimal, hex and octal IPv4, IPv4-mapped IPv6,
// percent-encoding, full-width digits and dots). Pure text analysis: names are never resolved.
import { joinUrlCuts } from '../url-cuts.js';
import { braceReadings } from './shell-globs.js';

/** Metadata service names (lower-case, no trailing dot). */
const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
  'metadata.packet.net',
]);

/** Is this IPv4 address (as a 32-bit number) forbidden? 169.254.0.0/16 and Alibaba's 100.100.100.200. */
function forbiddenV4(addr: number): boolean {
  return addr >>> 16 === 0xa9fe || addr === 0x646464c8;
}

/**
 * The forbidden host named by a string, canonicalised (`169.254.169.254`, `fe80::1`,
 * `metadata.google.internal`), or undefined. Scans URLs, bare hosts and host:port pairs.
 */
export function forbiddenHostIn(text: string): string | undefined {
  // One scan answers most texts: with no host-worthy character and no cut, neither reading can name one.
  // A glob may cut a name's letters apart (`meta{data}.google.internal`): read whenever one may stand.
  if (!maybeHostOrCut(text))
    return text.includes('{') || text.includes('[') ? forbiddenInHostGlobs(text) : undefined;
  let hit = forbiddenHostInTokens(text);
  // The glob reading scans tokens too: the cut this pass saw is kept for the joined reading below.
  const cut = sawCut;
  hit ??= forbiddenInHostGlobs(text);
  sawCut = cut;
  // A URL parser deletes tabs and newlines (`http://1<TAB>69.254.169.254/`): the joined reading too,
  // when the pass just made saw one (it reads every character when it finds no host).
  return hit !== undefined || !sawCut ? hit : forbiddenHostInTokens(joinUrlCuts(text));
}

/** Whether the last forbiddenHostInTokens pass that found no host met a URL cut (tab, LF, CR). */
let sawCut = false;

function forbiddenHostInTokens(text: string): string | undefined {
  sawCut = false;
  // One linear pass: a token runs between separators; only tokens with a digit, or that might be a
  // metadata name, are looked at.
  let start = 0;
  let interesting = false;
  const len = text.length;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? text.charCodeAt(i) : 32;
    if (c < 128 && SEPARATOR[c] === 1) {
      // The only separators below a space are the URL cuts.
      if (c < 32) sawCut = true;
      if (interesting && i > start && !surelyNoHost(text, start, i)) {
        const host = forbiddenHost(text.slice(start, i));
        // A one-label name (`metadata`) is a host only where a URL puts one; elsewhere it is a word.
        if (host && (host.includes('.') || host.includes(':') || isAuthorityAt(text, start))) return host;
      }
      start = i + 1;
      interesting = false;
    } else if (
      !interesting &&
      ((c >= 48 && c <= 57) || c === 109 || c === 77 || c === 105 || c === 73 || c > 127)
    ) {
      // A digit, an `m`/`i` (metadata, instance-data) or non-ASCII (full-width digits) makes a token worth a look.
      interesting = true;
    }
  }
  return undefined;
}

function isAuthorityAt(text: string, start: number): boolean {
  return text.startsWith('://', start - 3) || text.charAt(start - 1) === '@';
}

// Cheap reject: plain ASCII with no digit and no metadata-ish word holds no address or metadata name.
// Any non-ASCII character goes to the full scan: NFKC folds many digit and letter forms to ASCII.

/**
 * Whether a text may name a host (a digit, `metadata`, `instance-data`, non-ASCII) or holds a character a
 * URL parser deletes (URL_CUT): `/[0-9\t\n\r]|metadata|instance-data|[^\x00-\x7f]/i` by hand, one
 * char-code loop instead of a regex on every argument string.
 */
export function maybeHostOrCut(text: string): boolean {
  const len = text.length;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c === 9 || c === 10 || c === 13 || c > 127) return true;
    const lower = c | 32;
    if (lower === 109 && foldedAt(text, i, 'metadata')) return true;
    if (lower === 105 && foldedAt(text, i, 'instance-data')) return true;
  }
  return false;
}

/** True when `word` (lower-case ASCII) starts at `at`, ASCII case aside (a char that also folds is one the loop took already). */
function foldedAt(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  for (let k = 1; k < word.length; k++)
    if ((text.charCodeAt(at + k) | 32) !== word.charCodeAt(k)) return false;
  return true;
}
/**
 * True when forbiddenHost(text[start, end)) is certainly undefined, decided without slicing: the
 * common token (a word, a flag, a short number) is plain ASCII that no rule below can read as a host.
 */
function surelyNoHost(text: string, start: number, end: number): boolean {
  const c0 = text.charCodeAt(start);
  // forbiddenHost's first test: a host never starts with `-`, `.`, `~` or `_`.
  if ((c0 === 45 || c0 === 46 || c0 === 126 || c0 === 95) && !hasColon(text, start, end)) return true;
  // An ASCII letter g-z other than i, m and x starts no IPv4 or IPv6 form, no metadata name and no
  // embedded address; decoding, a port and NFKC all leave the first character in place.
  const l0 = c0 | 0x20;
  // ... unless a `:` makes it a field list (`TCP:ADDR:80`), whose later fields may be hosts.
  if (l0 >= 103 && l0 <= 122 && l0 !== 105 && l0 !== 109 && l0 !== 120 && !hasColon(text, start, end))
    return true;
  let digits = true;
  let v4 = true;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    // Percent-decoding, a port or IPv6 colon, and NFKC can each change what the token reads as.
    if (c === 37 /* % */ || c === 58 /* : */ || c > 127) return false;
    if (c < 48 || c > 57) {
      digits = false;
      const l = c | 0x20;
      if (!(c === 46 || (l >= 97 && l <= 102) || l === 120)) v4 = false;
    }
  }
  // A decimal below 10 digits is below 169.254.0.0 (forbiddenHost's own test).
  if (digits) return end - start < 10;
  // Not IPv4 characters ([0-9a-fx.]), so only a metadata name (m..., i...) or an embedded
  // address (a digit first) could still match.
  if (v4) return false;
  return !(c0 >= 48 && c0 <= 57) && l0 !== 109 /* m */ && l0 !== 105 /* i */;
}
/** Whether the token `text[start, end)` holds a `:`: read to the token's end only (round 21: `indexOf` from
 * `start` searched to the text's end for each colonless token, quadratic over `python3 urlopen ` repeated). */
function hasColon(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 58 /* : */) return true;
  return false;
}
/** Characters that end a host token: whitespace, quotes, brackets, URL and shell punctuation. */
const SEPARATOR = new Uint8Array(128);
for (const ch of ' \t\r\n"\'`<>()[]{},;|&=@/\\!*^$?#+') SEPARATOR[ch.charCodeAt(0)] = 1;
const ALL_DIGITS = /^[0-9]+$/;
const V4_CHARS = /^[0-9a-fx.]+$/;
const V6_CHARS = /^[0-9a-f:.]+$/;
const EMBEDDED_V4 = /^(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-][a-z]/;

export function forbiddenHost(token: string): string | undefined {
  // A host starts with a letter, a digit, `[`, `%` (percent-encoded) or a non-ASCII character.
  const c0 = token.charCodeAt(0);
  // (A field list may follow a flag: `-L127.0.0.1:8080:ADDR:80`.)
  if ((c0 === 45 || c0 === 46 || c0 === 126 || c0 === 95) && !token.includes(':')) return undefined;
  // A plain decimal shorter than 10 digits is below 169.254.0.0 (2851995648): no forbidden address.
  if (token.length < 10 && ALL_DIGITS.test(token)) return undefined;
  let t = token.toLowerCase();
  if (t.includes('%') && !t.includes(':')) t = percentDecode(t);
  // Full-width and ideographic dots and digits are read as ASCII by URL parsers (IDNA).
  if (/[^\x00-\x7f]/.test(t)) t = t.normalize('NFKC').replace(/[\u3002\uff0e\uff61]/g, '.');
  // Round 57: every trailing dot (`metadata.google.internal..`), not only the root's one.
  let end = t.length;
  while (end > 0 && t.charCodeAt(end - 1) === 46 /* . */) end--;
  if (end < t.length) t = t.slice(0, end);
  let colons = 0;
  for (let i = t.indexOf(':'); i >= 0 && colons < 2; i = t.indexOf(':', i + 1)) colons++;
  // Also a colon-joined field list (`curl --resolve x:80:ADDR`, `--connect-to ::ADDR:`,
  // `ssh -L 8080:ADDR:80`, socat `TCP:ADDR:80`), whose every field a tool may connect to.
  if (colons >= 2) return forbiddenV6(t) ?? forbiddenField(t);
  if (colons === 1) return forbiddenField(t);
  if (t === '') return undefined;
  if (V4_CHARS.test(t)) {
    const addr = parseIPv4(t);
    if (addr !== undefined) return forbiddenV4(addr) ? formatV4(addr) : undefined;
  }
  if (METADATA_NAMES.has(t)) return t;
  // Wildcard-DNS names that embed an address: 169.254.169.254.nip.io, 169-254-169-254.sslip.io.
  const m = EMBEDDED_V4.exec(t);
  if (m) {
    const addr = (((Number(m[1]) << 24) | (Number(m[2]) << 16) | (Number(m[3]) << 8) | Number(m[4])) >>>
      0) as number;
    if (forbiddenV4(addr)) return t;
  }
  return undefined;
}

/** The first forbidden host among the `:`-separated fields of a token (a field list, or an IPv6 text). */
function forbiddenField(token: string): string | undefined {
  for (const field of token.split(':')) {
    const host = field === '' ? undefined : forbiddenHost(field);
    if (host !== undefined) return host;
  }
  return undefined;
}

function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * IPv4 as the WHATWG URL parser reads it: one to four parts, each decimal, 0x-hex or 0-octal, the last
 * filling the remaining bytes (`2852039166`, `0xa9fea9fe`, `0251.0376.0251.0376`, `169.254.43518`).
 */
export function parseIPv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length > 4) return undefined;
  const nums: number[] = [];
  for (const part of parts) {
    const n = parseIPv4Part(part);
    if (n === undefined) return undefined;
    nums.push(n);
  }
  const last = nums.pop() as number;
  for (const n of nums) if (n > 255) return undefined;
  if (last >= 2 ** (8 * (4 - nums.length))) return undefined;
  let addr = 0;
  for (let i = 0; i < nums.length; i++) addr += (nums[i] as number) * 2 ** (8 * (3 - i));
  return addr + last;
}

function parseIPv4Part(part: string): number | undefined {
  if (part === '') return undefined;
  let digits = part;
  let radix = 10;
  if (/^0x/.test(part)) {
    digits = part.slice(2);
    radix = 16;
    if (digits === '') return 0;
  } else if (part.length > 1 && part.startsWith('0')) {
    digits = part.slice(1);
    radix = 8;
  }
  const valid = radix === 16 ? /^[0-9a-f]+$/ : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits) || digits.length > 12) return undefined;
  return Number.parseInt(digits, radix);
}

function formatV4(addr: number): string {
  return [addr >>> 24, (addr >>> 16) & 255, (addr >>> 8) & 255, addr & 255].join('.');
}

/** AWS's IPv6 instance metadata endpoint, fd00:ec2::254. */
const AWS_V6 = [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254];

/** IPv6: fe80::/10, AWS's fd00:ec2::254, and any IPv4-mapped, -compatible or NAT64 form of a forbidden v4. */
function forbiddenV6(token: string): string | undefined {
  const t = token.replace(/%.*$/, '');
  if (!V6_CHARS.test(t)) return undefined;
  const groups = parseIPv6(t);
  if (!groups) return undefined;
  const canonical = canonicalV6(t);
  if (((groups[0] as number) & 0xffc0) === 0xfe80) return canonical;
  if (AWS_V6.every((g, i) => groups[i] === g)) return canonical;
  const embedded = (((groups[6] as number) << 16) | (groups[7] as number)) >>> 0;
  const high = groups.slice(0, 5);
  const mapped = high.every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0);
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if ((mapped || nat64) && forbiddenV4(embedded)) return canonical;
  return undefined;
}

/** Eight 16-bit groups, or undefined when the text is not an IPv6 address. */
function parseIPv6(text: string): number[] | undefined {
  let body = text;
  const tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  const lastPart = body.slice(lastColon + 1);
  if (lastPart.includes('.')) {
    const v4 = /^\d{1,3}(?:\.\d{1,3}){3}$/.test(lastPart) ? parseIPv4(lastPart) : undefined;
    if (v4 === undefined) return undefined;
    tail.push(v4 >>> 16, v4 & 0xffff);
    const prefix = body.slice(0, lastColon + 1);
    body = prefix.endsWith('::') ? prefix : prefix.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const parse = (s: string): number[] | undefined => {
    if (s === '') return [];
    const out: number[] = [];
    for (const g of s.split(':')) {
      if (!/^[0-9a-f]{1,4}$/.test(g)) return undefined;
      out.push(Number.parseInt(g, 16));
    }
    return out;
  };
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (!head || !rest) return undefined;
  const have = head.length + rest.length + tail.length;
  if (halves.length === 1 ? have !== 8 : have > 7) return undefined;
  return [...head, ...new Array<number>(8 - have).fill(0), ...rest, ...tail];
}

function canonicalV6(text: string): string {
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return text;
  }
}

/**
 * Round 57: a host spelt as a glob that expands to a forbidden one: bash's braces (`http://169.254.{169,1}.254/`
 * unquoted) and curl's own URL globs (`'http://{a,169}.254.169.254/'`, `'http://16[8-9].254.169.254/'`, quoted
 * too: curl expands them). Each token's host part (after `://`, else from the token's start, to the next
 * `/`) holding a brace or a range is read in every expansion; more than MAX_GLOB_READINGS is refused (a
 * host no reading shows), a glob after the host (`/page[1-9999].html`) is not read.
 */
function forbiddenInHostGlobs(text: string): string | undefined {
  if (!text.includes('{') && !text.includes('[')) return undefined;
  for (const m of text.matchAll(NON_BLANK)) {
    const token = m[0];
    const scheme = token.indexOf('://');
    const from = scheme < 0 ? 0 : scheme + 3;
    const slash = token.indexOf('/', from);
    const to = slash < 0 ? token.length : slash;
    const host = token.slice(from, to);
    const glob = HOST_GLOB.exec(host);
    // Only a glob inside the host's own characters (a quote or a backquote before it ends the host first).
    if (glob === null || !HOST_EDGE.test(host.charAt(glob.index - 1) || '.')) continue;
    if (!HOST_EDGE.test(host.charAt(glob.index + glob[0].length) || '.')) continue;
    const readings = braceReadings(host, MAX_GLOB_READINGS);
    // Past the bound, refused only where a reading could name a host (a digit, `m`/`i`, non-ASCII).
    if (readings === undefined)
      if (maybeHostOrCut(host.replace(GLOB_MARKS, '')) || /[mi]/i.test(host))
        return `a host glob of more than ${MAX_GLOB_READINGS} readings`;
      else continue;
    // Each reading in its token's own place (a scheme before it or none), as the token pass reads it; a
    // host the token names with its globs taken out is the whole text's pass to find, not the glob's.
    const apart = forbiddenHostInTokens(
      token.slice(0, from) + host.replace(HOST_GLOBS, ' ') + token.slice(to),
    );
    for (const r of readings) {
      const hit = forbiddenHostInTokens(token.slice(0, from) + r + token.slice(to));
      if (hit !== undefined && hit !== apart) return hit;
    }
  }
  return undefined;
}
const NON_BLANK = /\S+/g;
/** A comma or one-element brace, or a curl range (`[0-9]`, `[a-z]`, `[001-100:2]`). */
const HOST_GLOB = /\{[^{}\s]*\}|\[(?:\d+-\d+|[a-zA-Z]-[a-zA-Z])(?::\d+)?\]/;
const MAX_GLOB_READINGS = 1024;
/**
 * A character a host holds beside a glob (a label's letters and digits, a dot, a port's colon, userinfo's
 * `@`), or a brace around it (round 58: bash expands nested braces, `{zz,{m,yy}}etadata.google.internal`).
 */
const HOST_EDGE = /[A-Za-z0-9.:@{},-]/;
const HOST_GLOBS = new RegExp(HOST_GLOB.source, 'g');
const GLOB_MARKS = /[{}[\],]/g;
