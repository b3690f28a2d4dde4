// Values laundered through a file (round 18): on a tainted trace the agent writes a result's value into
// a file (a `Write`, `echo X > f`, `tee f`, `curl -o f <url>`), then a sink reads it back by name (`curl
// $(cat f)`, `sh f`, `xargs -a f`, `git remote add o "$(<f)"`). The ledger notes each file a call writes
// as carrying the untrusted values written there (`wrote:<name>`, ledger.ts noteCall), and a deciding
// argument that reads such a file where its content becomes the command or its arguments carries them.
// Every reading here is one left-to-right pass over the text (no backtracking expression).

import { CREDENTIAL_PATH, SENDS_FILE } from '../ladder/credential-paths.js';
import { BYTE_ENCODERS } from '../ladder/egress-vocabulary.js';
import { factsOf } from '../ladder/text-memo.js';
import { compiledRegex } from '../policy/arg-rule.js';
import { isPathKey } from '../policy/paths.js';
import { holdsSecret } from '../screen/secret-scan-load.js';
import { table } from '../table.js';

/** A file known by its last path segment, lower case: `./.bootstrap-url`, `/repo/.Bootstrap-URL` are one. */
export const WROTE_PREFIX = 'wrote:';

/** Longest file name followed; a longer token is no file name an agent types. */
const MAX_NAME = 255;
/** Tokens a shell text is read for, at most: past them the rest is not followed (a write is then missed). */
const MAX_TOKENS = 4096;

const isQuote = (c: string | undefined): boolean => c === '"' || c === "'";

/** A word without the quotes around it; a loop, since an end-anchored search would retry at every quote. */
function bare(w: string): string {
  let a = 0;
  let b = w.length;
  while (a < b && isQuote(w[a])) a++;
  while (b > a && isQuote(w[b - 1])) b--;
  return a === 0 && b === w.length ? w : w.slice(a, b);
}

/**
 * What a file written under a name gate cannot read is also noted as (noteWritten), and what a shell
 * word gate cannot resolve to one name stands for (a glob, a brace list, a variable: `cat u.tx?`,
 * `cat u{.txt,}`, `cat $f`): any file written on the trace, the strongest of them.
 */
export const ANY_WRITTEN = `${WROTE_PREFIX}\0any`;

/**
 * What a write gate cannot name the file of raises (round 20): `> $f`, `> $(date).txt`, a copy by a
 * program (`python3 -c 'shutil.copy(...)'`, `awk '{print > "g"}'`). A file read back by a plain name
 * the ledger does not know may be that one, so it is judged by this key: held, where such a write
 * carried a result's value, rather than read as a file no one wrote.
 */
export const UNNAMED_WRITTEN = `${WROTE_PREFIX}\0unnamed`;

/** The key of a file's last path segment, or undefined for one that names no file (`-x`, `.`, empty). */
function nameKey(name: string): string | undefined {
  const n = name.toLowerCase();
  if (n === '' || n === '.' || n === '..' || n.length > MAX_NAME || n.startsWith('-')) return undefined;
  return `${WROTE_PREFIX}${n}`;
}

const lastSegment = (path: string, separators: string): string => {
  let at = -1;
  for (const c of separators) at = Math.max(at, path.lastIndexOf(c));
  return path.slice(at + 1);
};

/** The key a file is known by, from a path as a tool argument gives it (no shell reading: `\` is a separator). */
export function fileKey(token: string): string | undefined {
  return nameKey(lastSegment(bare(token), '/\\'));
}

/** Round 58: `$'\n'`'s one-letter escapes, looked up by the letter the text holds (a table: no prototype). */
const ANSI_SIMPLE: Readonly<Record<string, string>> = table({
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  v: '\v',
});

/** A `$'...'` escape's character: `\n`, `\x2e`, `\056`, `\u002e`; `[char, length read]`. */
function ansiEscape(w: string, i: number): [string, number] {
  const c = w[i + 1] ?? '';
  const simple = ANSI_SIMPLE[c];
  if (simple !== undefined) return [simple, 2];
  const run = (re: RegExp, max: number, from: number): string => {
    let j = from;
    while (j < w.length && j - from < max && re.test(w[j]!)) j++;
    return w.slice(from, j);
  };
  const code = (digits: string, radix: number, len: number): [string, number] => {
    const n = Number.parseInt(digits, radix);
    return Number.isFinite(n) && n <= 0x10ffff ? [String.fromCodePoint(n), len] : ['', len];
  };
  if (c === 'x') {
    const h = run(/[0-9a-fA-F]/, 2, i + 2);
    return h === '' ? ['\\x', 2] : code(h, 16, 2 + h.length);
  }
  if (c === 'u' || c === 'U') {
    const h = run(/[0-9a-fA-F]/, c === 'u' ? 4 : 8, i + 2);
    return h === '' ? [`\\${c}`, 2] : code(h, 16, 2 + h.length);
  }
  if (c >= '0' && c <= '7') {
    const o = run(/[0-7]/, 3, i + 1);
    return code(o, 8, 1 + o.length);
  }
  return c === '' ? ['\\', 1] : [c === '\\' || c === "'" || c === '"' || c === '?' ? c : `\\${c}`, 2];
}

const GLOB = new Set(['*', '?', '[', '{']);
const isNameStart = (c: string | undefined): boolean =>
  c !== undefined && (c === '{' || c === '(' || c === '_' || /[A-Za-z0-9@*#?$!-]/.test(c));

/**
 * A shell word as the shell reads it after quote removal (`./"u.txt"`, `u'.txt'`, `u\.txt`, `$'\x75.txt'`
 * are `u.txt`), or undefined where the shell expands it to a name gate cannot know: an unquoted glob or
 * brace, a variable or a substitution. One pass.
 */
function shellWordText(w: string): string | undefined {
  let out = '';
  let quote = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    if (quote === "'") {
      if (c === "'") quote = '';
      else out += c;
    } else if (quote === '$') {
      if (c === "'") quote = '';
      else if (c === '\\') {
        const [ch, len] = ansiEscape(w, i);
        out += ch;
        i += len - 1;
      } else out += c;
    } else if (c === '\\') {
      const next = w[i + 1];
      // Inside double quotes a backslash escapes only `$`, `` ` ``, `"`, `\`; elsewhere any character.
      if (next === undefined) out += c;
      else if (quote === '' || next === '$' || next === '`' || next === '"' || next === '\\') {
        out += next;
        i++;
      } else out += c;
    } else if (c === '$') {
      if (quote === '' && w[i + 1] === "'") {
        quote = '$';
        i++;
      } else if (quote === '' && w[i + 1] === '"') i++;
      else if (isNameStart(w[i + 1])) return undefined;
      else out += c;
    } else if (c === '`') return undefined;
    else if (quote === '"') {
      if (c === '"') quote = '';
      else out += c;
    } else if (c === "'" || c === '"') quote = c;
    else if (GLOB.has(c)) return undefined;
    else out += c;
  }
  return out;
}

/**
 * The keys a shell word names a file by: its last segment as the shell reads it (shellWordText), and
 * where it holds a backslash, as a Windows path reads it too (`.\\u.txt`); ANY_WRITTEN for a word the
 * shell expands to a name gate cannot know. None for an option, `-`, or an empty word.
 */
export function shellFileKeys(word: string): string[] {
  // Only the last segment names the file: `$PWD/u.txt` is `u.txt` whatever the variable holds.
  const text = shellWordText(lastSegment(word, '/'));
  if (text === undefined) return bare(word).startsWith('-') ? [] : [ANY_WRITTEN];
  const out: string[] = [];
  const posix = nameKey(text);
  if (posix !== undefined) out.push(posix);
  if (word.includes('\\')) {
    const windows = nameKey(lastSegment(bare(word), '/\\'));
    if (windows !== undefined && windows !== posix) out.push(windows);
  }
  return out;
}

/** Commands that only read or count text: what they are fed decides nothing they do. */
const TEXT_TOOLS: ReadonlySet<string> = new Set([
  'cat',
  'less',
  'more',
  'wc',
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'head',
  'tail',
  'sort',
  'uniq',
  'diff',
  'cmp',
  'md5sum',
  'sha1sum',
  'sha256sum',
  'shasum',
  'file',
  'stat',
  'ls',
  'nl',
  'od',
  'hexdump',
  'xxd',
  'cut',
  'tr',
  'column',
  'fold',
  'fmt',
  'tac',
  'rev',
  'strings',
  'jq',
  'yq',
  'awk',
  'sed',
  'base64',
  'base32',
  'true',
  'test',
  '[',
  'echo',
  'printf',
  'tee',
  'git',
  'rm',
  'touch',
  'chmod',
  'mkdir',
]);

/** Commands that run a file they are given as a script (its first operand). */
const RUNNERS: ReadonlySet<string> = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'fish',
  'source',
  '.',
  'python',
  'python2',
  'python3',
  'node',
  'deno',
  'bun',
  'perl',
  'ruby',
  'php',
  'pwsh',
  'powershell',
  'osascript',
  'tclsh',
  'lua',
  'Rscript',
  'exec',
  'eval',
  'env',
  'nohup',
  'sudo',
  'timeout',
  'nice',
]);

// Maps, not object literals: a command word is text an agent chose, and `constructor`, `toString` or
// `__proto__` looked up in an object found Object.prototype's, so the decision threw (round 57, perf2).
/** Options whose value is a file whose lines are the command's arguments or configuration. */
const FILE_OPTIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['xargs', ['-a', '--arg-file']],
  ['wget', ['-i', '--input-file', '--config']],
  ['curl', ['-K', '--config']],
  ['parallel', ['-a', '--arg-file']],
  ['aria2c', ['-i', '--input-file']],
]);

/** Options whose value is a file the command writes what it fetched to. */
const OUTPUT_OPTIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['curl', ['-o', '--output']],
  ['wget', ['-O', '--output-document']],
  ['aria2c', ['-o', '--out']],
]);

interface Segment {
  words: string[];
  /** Inside `$(...)` or backticks: what it prints becomes the outer command's words. */
  substituted: boolean;
  /** Its output goes on through a pipe into the next segment. */
  piped: boolean;
  /** It ended where a substitution opened: its next word is what the substitution prints (`> $(date).txt`). */
  cut: boolean;
}

const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/** A text's simple commands; `truncated` where it held more than MAX_TOKENS words (the rest unread). */
type Segments = Segment[] & { truncated?: boolean };

/**
 * A shell text cut into simple commands, one pass: separators (`|`, `;`, `&`, newline, `(`, `)`), a
 * substitution's opening and closing, and words split at blanks. Quotes are kept in a word; inside
 * single quotes nothing is special, inside double quotes only a substitution opens (`"$(<f)"`), and
 * a substitution starts its own quoting, restored where it closes.
 */
function segmentsOf(text: string): Segments {
  const out: Segments = [];
  /** The quote open outside each open substitution (one entry per depth). */
  const outer: string[] = [];
  let quote = '';
  let backtick = false;
  let words: string[] = [];
  let word = '';
  let tokens = 0;
  const endWord = () => {
    if (word !== '') {
      words.push(word);
      tokens++;
    }
    word = '';
  };
  const endSegment = (piped: boolean, cut = false) => {
    endWord();
    if (words.length > 0) out.push({ words, substituted: outer.length > 0 || backtick, piped, cut });
    words = [];
  };
  let i = 0;
  for (; i < text.length && tokens < MAX_TOKENS; i++) {
    const c = text[i]!;
    if (quote === "'") {
      if (c === "'") quote = '';
      word += c;
    } else if (c === '\\' && quote === '' && i + 1 < text.length) {
      // An escaped character is part of the word (`a\ b.txt`, `\;`); shellWordText reads it.
      word += c + text[i + 1];
      i++;
    } else if (c === '$' && text[i + 1] === '(') {
      endSegment(false, true);
      outer.push(quote);
      quote = '';
      i++;
    } else if (c === '`') {
      endSegment(false, !backtick);
      backtick = !backtick;
    } else if (quote === '"') {
      if (c === '"') quote = '';
      word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      word += c;
    } else if (c === ')') {
      endSegment(false);
      if (outer.length > 0) quote = outer.pop()!;
    } else if (c === '|') {
      const or = text[i + 1] === '|';
      endSegment(!or);
      if (or) i++;
    } else if (
      c === ';' ||
      c === '&' ||
      c === '\n' ||
      c === '(' ||
      // A group's brace stands as a word of its own; inside a word it is a brace list (`u{.txt,}`).
      ((c === '{' || c === '}') && word === '' && (c === '}' || isSpace(text[i + 1] ?? ' ')))
    ) {
      endSegment(false);
    } else if (c === '<' || c === '>') {
      // A redirection is a word of its own, its operator kept: `<f`, `>>f`, `2>f`, `&>f`.
      if (c === '>' && /^\d$/.test(word)) word = '';
      else endWord();
      let op = c;
      while (text[i + 1] === '>' || text[i + 1] === '<' || text[i + 1] === '|' || text[i + 1] === '&') {
        op += text[i + 1];
        i++;
      }
      while (i + 1 < text.length && isSpace(text[i + 1]!) && text[i + 1] !== '\n') i++;
      words.push(op);
      tokens++;
    } else if (isSpace(c)) endWord();
    else word += c;
  }
  endSegment(false);
  if (i < text.length) out.truncated = true;
  return out;
}

/** The command word of a segment: past variable assignments (`X=1 cmd`). */
function commandAt(words: readonly string[]): number {
  let i = 0;
  while (i < words.length && /^[A-Za-z_]\w*=/.test(words[i]!)) i++;
  return i;
}

const commandName = (w: string | undefined): string => {
  if (w === undefined) return '';
  const b = bare(w);
  return b.slice(b.lastIndexOf('/') + 1);
};

/** The value of option `opts` at word `i` (`-a f`, `-af`, `--arg-file=f`, `--arg-file f`), if it is one. */
function optionValue(words: readonly string[], i: number, opts: readonly string[]): string | undefined {
  const w = bare(words[i]!);
  for (const o of opts) {
    if (w === o) return words[i + 1];
    if (o.startsWith('--') && w.startsWith(`${o}=`)) return w.slice(o.length + 1);
    if (!o.startsWith('--') && w.startsWith(o) && w.length > o.length && !w.startsWith('--'))
      return w.slice(o.length);
  }
  return undefined;
}

/**
 * Files whose content a shell text acts on: read inside a substitution (`$(cat f)`, `$(<f)`), run as a
 * script (`sh f`, `source f`, `./f`), fed as input to a command that acts (`< f`, `cat f | sh`), or
 * named by an option that reads its arguments from one (`xargs -a f`, `wget -i f`, `curl -K f`). A file
 * a command only reads or counts (`cat f`, `wc -l < f`, `git add f`) decides nothing.
 */
export function decidingFileKeys(text: string): string[] {
  if (!/[\w.~/]/.test(text)) return [];
  const out = new Set<string>();
  const add = (w: string | undefined) => {
    if (w !== undefined) for (const k of shellFileKeys(w)) out.add(k);
  };
  const segments = segmentsOf(text);
  // Past the words read, any file may be read back: fail closed (round 20; a long prefix hid `$(cat f)`).
  if (segments.truncated) out.add(ANY_WRITTEN);
  segments.forEach((s, n) => {
    const at = commandAt(s.words);
    const cmd = commandName(s.words[at]);
    const next = segments[n + 1];
    const feedsActor =
      s.piped && next !== undefined && !TEXT_TOOLS.has(commandName(next.words[commandAt(next.words)]));
    // Its words become the outer command's, or its output an acting command's input: every operand decides.
    const all = s.substituted || feedsActor;
    const options = FILE_OPTIONS.get(cmd);
    for (let i = at; i < s.words.length; i++) {
      const w = s.words[i]!;
      if (w.startsWith('<') && !w.startsWith('<<')) {
        if (all || !TEXT_TOOLS.has(cmd)) add(s.words[i + 1]);
        i++;
        continue;
      }
      if (w.startsWith('>')) {
        i++;
        continue;
      }
      if (i === at) {
        // `./f`, `/tmp/f`: a path run as the command.
        if (bare(w).includes('/')) add(w);
        continue;
      }
      if (options !== undefined) add(optionValue(s.words, i, options));
      if (all && !bare(w).startsWith('-')) add(w);
    }
    if (RUNNERS.has(cmd)) {
      // The first operand past the runner's options is the script (`bash -x f`; `sh -c '...'` runs text).
      for (let i = at + 1; i < s.words.length; i++) {
        const w = bare(s.words[i]!);
        if (w === '-c' || w === '-e' || w.startsWith('<') || w.startsWith('>')) break;
        if (w.startsWith('-')) continue;
        add(w);
        // A wrapper (`sudo`, `env`, `nohup`) runs its first operand, which may be a runner itself.
        if (!RUNNERS.has(commandName(w)) && !/^[A-Za-z_]\w*=/.test(w)) break;
      }
    }
  });
  return [...out];
}

/** decidingFileKeys of a text being decided, read once a decision (the ladder's text memo). */
export function decidedFileKeys(text: string): readonly string[] {
  const facts = factsOf(text);
  facts.files ??= decidingFileKeys(text);
  return facts.files;
}

/** Commands that copy or move their other operands to their last (`cp a b`, `git mv a b` past its verb). */
const COPIERS: ReadonlySet<string> = new Set(['cp', 'mv', 'install', 'ln', 'rsync', 'scp']);

/**
 * Commands whose writes gate cannot read from their words (round 20): a program's own code (`python3 -c
 * 'shutil.copy("a","b")'`, `node -e`, `perl -e 'rename ...'`, a script run with operands), awk's
 * `print > "f"`, sed's `w f`, `sort -o`, `uniq a b`, `split`, `find -exec`, `xargs`, `patch`, an editor's
 * script. A runner (RUNNERS) or a path run as the command is one too.
 */
const OPAQUE_WRITERS: ReadonlySet<string> = new Set([
  'awk',
  'gawk',
  'mawk',
  'nawk',
  'sed',
  'gsed',
  'sort',
  'uniq',
  'split',
  'csplit',
  'find',
  'xargs',
  'parallel',
  'patch',
  'ed',
  'ex',
  'vi',
  'vim',
  'nvim',
  'xxd',
  'busybox',
  'make',
  'jq',
  'yq',
]);

/**
 * Files a shell text writes: a redirection's target (`> f`, `>> f`, `&> f`), `tee`'s operands, a copy's
 * or a move's last operand, an in-place edit's files (`sed -i`), a download's output (`curl -o f`).
 * ANY_WRITTEN where it writes a file gate cannot name: a target the shell expands (`> $f`), one a
 * substitution prints (`> $(date).txt`, `cp a $(mktemp)`), or a command whose writes are in its own code
 * or options (OPAQUE_WRITERS, a runner, `./tool`).
 */
export function shellWrittenFiles(text: string): string[] {
  const out = new Set<string>();
  const segments = segmentsOf(text);
  // Past the words read, any file may be written.
  if (segments.truncated) out.add(ANY_WRITTEN);
  for (const s of segments) segmentWrites(s, out);
  return [...out];
}

/** The files one simple command writes (shellWrittenFiles), added to `out`. */
function segmentWrites(s: Segment, out: Set<string>): void {
  const add = (w: string | undefined) => {
    if (w !== undefined) for (const k of shellFileKeys(w)) out.add(k);
    else out.add(ANY_WRITTEN);
  };
  {
    const at = commandAt(s.words);
    let cmd = commandName(s.words[at]);
    const operands: string[] = [];
    let inPlace = false;
    for (let i = at; i < s.words.length; i++) {
      const w = s.words[i]!;
      if (w.startsWith('>')) {
        // A target the segment does not hold is what a substitution prints: no name gate can know.
        if (!w.includes('&') || s.words[i + 1] !== undefined) add(s.words[i + 1]);
        i++;
        continue;
      }
      if (w.startsWith('<')) {
        i++;
        continue;
      }
      if (i === at) continue;
      const b = bare(w);
      const output = OUTPUT_OPTIONS.get(cmd);
      if (output !== undefined) {
        const o = optionValue(s.words, i, output);
        if (o !== undefined) add(o);
      }
      if (b === '-i' || b.startsWith('--in-place') || /^-i\S/.test(b)) inPlace = true;
      if (!b.startsWith('-')) operands.push(w);
    }
    // `git mv a b` moves as `mv` does; git's other verbs write only what their options name.
    if (cmd === 'git' && operands.length > 0 && bare(operands[0]!) === 'mv') {
      cmd = 'mv';
      operands.shift();
    }
    // A writer whose last word a substitution prints writes a file gate cannot name.
    const last = s.cut ? undefined : operands[operands.length - 1];
    if (cmd === 'tee') {
      for (const w of operands) add(w);
      if (s.cut) add(undefined);
    }
    if (cmd === 'dd') {
      for (const w of operands) if (bare(w).startsWith('of=')) add(bare(w).slice(3));
      if (s.cut) add(undefined);
    }
    if (COPIERS.has(cmd) && (operands.length > 1 || s.cut)) add(last);
    if ((cmd === 'sed' || cmd === 'perl') && inPlace) for (const w of operands.slice(1)) add(w);
    // `./tool`, `/opt/x/run`; a heredoc's line is read as a command here, so a URL (`https://...`) is none.
    const first = bare(s.words[at] ?? '');
    const runsPath = first.includes('/') && !first.includes(':');
    if (OPAQUE_WRITERS.has(cmd) || RUNNERS.has(cmd) || runsPath) out.add(ANY_WRITTEN);
  }
}

/** Argument names whose string is a shell command line. */
const SHELL_KEYS: ReadonlySet<string> = new Set([
  'command',
  'cmd',
  'script',
  'shell',
  'commandline',
  'command_line',
]);

/** One file a call writes and the argument texts that say what goes into it. */
export interface FileWrite {
  key: string;
  texts: string[];
  /** The texts are a shell command: a word it cannot resolve (`cp u.* g`) may be the file it copies. */
  shell: boolean;
}

/** What ArgumentTexts keeps for a text not parsed yet, and for one that is no JSON. */
const UNREAD = Symbol('unread');
export const NOT_JSON = Symbol('not JSON');

/**
 * A call's argument texts as the ledger reads them, each JSON text parsed at most once however many
 * readers ask (round 24: noting one admitted call parsed the same text up to seven times).
 */
export class ArgumentTexts {
  private readonly values: unknown[];
  constructor(readonly texts: readonly string[]) {
    this.values = texts.map(() => UNREAD);
  }
  /** Text i as JSON.parse reads it, or NOT_JSON; each reader bounds the texts it asks about itself. */
  parsed(i: number): unknown {
    let v = this.values[i];
    if (v === UNREAD) {
      try {
        v = JSON.parse(this.texts[i]!);
      } catch {
        v = NOT_JSON;
      }
      this.values[i] = v;
    }
    return v;
  }
}

/** The texts as ArgumentTexts (the readers below take either). */
export function argumentTextsOf(texts: readonly string[] | ArgumentTexts): ArgumentTexts {
  return texts instanceof ArgumentTexts ? texts : new ArgumentTexts(texts);
}

/** Text i's JSON arguments as an object, or undefined for any other text. */
function argumentObject(call: ArgumentTexts, i: number): Record<string, unknown> | undefined {
  if (!call.texts[i]!.startsWith('{')) return undefined;
  const args = call.parsed(i);
  return args !== null && typeof args === 'object' && !Array.isArray(args)
    ? (args as Record<string, unknown>)
    : undefined;
}

/**
 * The files a call writes, read from its JSON arguments: a shell command's targets (shellWrittenFiles,
 * the whole command as what is written), or a path argument's file (`Write.file_path`, `Edit.file_path`,
 * `path`) with every other string argument as its content.
 */
export function filesWritten(argumentTexts: readonly string[] | ArgumentTexts): FileWrite[] {
  const out: FileWrite[] = [];
  const call = argumentTextsOf(argumentTexts);
  for (let i = 0; i < call.texts.length; i++) {
    const args = argumentObject(call, i);
    if (args === undefined) continue;
    const paths: string[] = [];
    const others: string[] = [];
    for (const [k, v] of Object.entries(args)) {
      if (typeof v === 'string' && SHELL_KEYS.has(k.toLowerCase())) {
        for (const key of shellWrittenFiles(v)) out.push({ key, texts: [v], shell: true });
        others.push(v);
      } else if (typeof v === 'string' && isPathKey(k)) paths.push(v);
      // What an edit replaces (`old_string`) is what the file had, not what lands in it (round 50).
      else if (!/^old/i.test(k)) others.push(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    }
    for (const p of paths) {
      const key = fileKey(p);
      if (key !== undefined && others.length > 0) out.push({ key, texts: others, shell: false });
    }
  }
  return out;
}

/** A character of a name as a program's code spells it (`"u.txt"`, `open('/tmp/u.txt')`, `HEAD:u.txt`). */
const isCodeNameChar = (c: string): boolean =>
  (c >= 'a' && c <= 'z') ||
  (c >= 'A' && c <= 'Z') ||
  (c >= '0' && c <= '9') ||
  c === '.' ||
  c === '_' ||
  c === '-' ||
  c === '+' ||
  c === '@' ||
  c === '%' ||
  c === '~';

/**
 * Every word of a text that could name a file (for a copy's source, and a shared store's fetch): each
 * shell word as the shell reads it, an assignment's value (`dd if=f`), and each run of name characters
 * (isCodeNameChar) wherever it stands, since a program's code names the file it copies inside its own
 * text (`shutil.copy("u.txt","g")`, `rename "u.txt", "g"`). One pass each; `limit` keys at most.
 */
export function fileWordKeys(text: string, limit = MAX_TOKENS): string[] {
  const out = new Set<string>();
  const segments = segmentsOf(text);
  // Past the words or keys read, the text may name any file written (a copy's source, unread).
  if (segments.truncated) out.add(ANY_WRITTEN);
  for (const s of segments) {
    let target = false;
    for (const w of s.words) {
      if (out.size >= limit) return [...out, ANY_WRITTEN];
      // A redirection's target is what is written, not a source (`echo x > $f` copies no file).
      if (target) {
        target = false;
        continue;
      }
      if (w.startsWith('<') || w.startsWith('>')) {
        target = w.startsWith('>');
        continue;
      }
      for (const k of shellFileKeys(w)) out.add(k);
      // `dd if=f`, `--file=f`: the file an assignment-like operand names.
      const eq = w.indexOf('=');
      if (eq > 0) for (const k of shellFileKeys(w.slice(eq + 1))) out.add(k);
    }
  }
  let from = -1;
  for (let i = 0; i <= text.length; i++) {
    if (out.size >= limit) return [...out, ANY_WRITTEN];
    if (i < text.length && isCodeNameChar(text[i]!)) {
      if (from < 0) from = i;
      continue;
    }
    if (from >= 0 && i - from <= MAX_NAME) {
      const k = nameKey(text.slice(from, i));
      if (k !== undefined) out.add(k);
    }
    from = -1;
  }
  return [...out];
}

/**
 * A credential mark (round 21): a file a call wrote from a credential file's bytes (`cp ~/.ssh/id_rsa k`,
 * `base64 ~/.aws/credentials > k`, `tar czf k.tgz ~/.ssh`), kept on any trace apart from the untrusted
 * values (ledger.ts credFiles), so a later call that sends it is refused as credential-flow is.
 */
export const CRED_MARK = '\0cred:';

/** Programs that copy, encode or archive their operands' bytes (credential-flow's readers). */
const CREDENTIAL_READERS: ReadonlySet<string> = new Set([
  'cat',
  'head',
  'tail',
  'strings',
  'sort',
  'uniq',
  'awk',
  'sed',
  'grep',
  'egrep',
  'rg',
  'cut',
  'tr',
  'jq',
  'yq',
  'nl',
  'tac',
  'rev',
  'dd',
  'cp',
  'mv',
  'install',
  'rsync',
  'ln',
  ...BYTE_ENCODERS,
  'uuencode',
  'gzip',
  'bzip2',
  'xz',
  'zstd',
  'zip',
  '7z',
  '7za',
  'tar',
  'bsdtar',
  'gpg',
  'openssl',
  'tee',
  'echo',
  'printf',
]);

/** Archivers and encoders whose output file an option or their first operand names (`tar -czf k`, `zip k a`). */
function archiveOutputs(s: Segment, add: (w: string | undefined) => void): void {
  const at = commandAt(s.words);
  const cmd = commandName(s.words[at]);
  for (let i = at + 1; i < s.words.length; i++) {
    const b = bare(s.words[i]!);
    if (cmd === 'tar' || cmd === 'bsdtar') {
      // `-f k`, `--file=k`, and a bundle that ends in `f` (`czf k`, `-cvzf k`).
      if (b.startsWith('--file=')) add(b.slice(7));
      else if (
        b === '--file' ||
        (/^-?[A-Za-z]+$/.test(b) &&
          !b.startsWith('--') &&
          b.endsWith('f') &&
          (i === at + 1 || b.startsWith('-')))
      )
        add(s.words[i + 1]);
    } else if ((cmd === 'openssl' || cmd === 'gpg') && (b === '-out' || b === '-o' || b === '--output'))
      add(s.words[i + 1]);
    else if ((cmd === 'zip' || cmd === '7z' || cmd === '7za') && !b.startsWith('-') && b !== 'a') {
      add(s.words[i]);
      break;
    }
  }
}

/**
 * The files a shell text writes from a credential file's bytes: a simple command that reads a credential
 * path (an operand or `< f`; through a pipe or a substitution into the next) and writes files (its
 * redirections, copies, archives, encoders' outputs), or UNNAMED_WRITTEN where it writes one gate
 * cannot name. One RE2 pass over the text first; then one pass per word.
 */
export function credentialWrittenFiles(text: string, marked?: (key: string) => boolean): string[] {
  const cred = compiledRegex(CREDENTIAL_PATH);
  if (marked === undefined && !cred.test(text)) return [];
  // A file an earlier call marked, copied on (`mv k.txt j.txt`): read as the credential file it holds.
  const credWord = (w: string) =>
    cred.test(w) || (marked !== undefined && sentFileKeys(w).some((k) => k === ANY_WRITTEN || marked(k)));
  const out = new Set<string>();
  const add = (w: string | undefined) => {
    if (w !== undefined) for (const k of shellFileKeys(w)) out.add(k === ANY_WRITTEN ? UNNAMED_WRITTEN : k);
    else out.add(UNNAMED_WRITTEN);
  };
  const segments = segmentsOf(text);
  let carried = false;
  for (const s of segments) {
    const at = commandAt(s.words);
    const cmd = commandName(s.words[at]);
    // Only a program that reads its operands' bytes (`ssh -i KEY` or `curl --cert KEY` copies nothing).
    const reader = CREDENTIAL_READERS.has(cmd) || (RUNNERS.has(cmd) && cmd !== 'source' && cmd !== '.');
    let reads: boolean = carried;
    for (let i = at + 1; i < s.words.length && !reads; i++) {
      const w = s.words[i]!;
      // A redirection's target is written, not read; `< f` is read whatever the command.
      if (w.startsWith('>')) i++;
      else if (w.startsWith('<') && !w.startsWith('<<')) reads = credWord(s.words[++i] ?? '');
      else if (reader && credWord(w)) reads = true;
    }
    if (reads) {
      const written = new Set<string>();
      segmentWrites(s, written);
      for (const k of written) out.add(k === ANY_WRITTEN ? UNNAMED_WRITTEN : k);
      archiveOutputs(s, add);
    }
    // What it prints goes on into the next command (a pipe, or the command a substitution is part of).
    carried = reads && (s.piped || s.substituted || s.cut);
  }
  // Past the words read, a credential file named in the text may be written anywhere.
  if (segments.truncated) out.add(UNNAMED_WRITTEN);
  return [...out];
}

/** The shell texts of a call's JSON arguments (SHELL_KEYS), for the credential marks; `marked`: the trace's marks. */
export function credentialFilesWritten(
  argumentTexts: readonly string[] | ArgumentTexts,
  marked?: (key: string) => boolean,
): string[] {
  const out: string[] = [];
  const cred = compiledRegex(CREDENTIAL_PATH);
  const call = argumentTextsOf(argumentTexts);
  for (let i = 0; i < call.texts.length; i++) {
    const raw = call.texts[i]!;
    const named = marked !== undefined || cred.test(raw);
    const args = argumentObject(call, i);
    if (args === undefined) continue;
    const paths: string[] = [];
    const values: string[] = [];
    for (const [k, v] of Object.entries(args)) {
      if (typeof v !== 'string') continue;
      if (SHELL_KEYS.has(k.toLowerCase())) {
        if (named) out.push(...credentialWrittenFiles(v, marked));
        // Round 23: a credential value the text writes (`echo 'ghp_..' > k`): every file it writes holds it.
        const written = shellWrittenFiles(v);
        if (written.length > 0 && holdsSecret(v))
          for (const w of written) out.push(w === ANY_WRITTEN ? UNNAMED_WRITTEN : w);
      } else if (isPathKey(k)) paths.push(v);
      // What an edit replaces (`old_string`) is not written: only the text that lands in the file.
      else if (!/^old/i.test(k)) values.push(v);
    }
    // Round 23: a write tool's text holding a credential value (a pasted key a `Write` puts in `k.txt`),
    // found by the screener's secret rules: the file it names is marked as a credential file's copy is.
    if (paths.length > 0 && values.some(holdsSecret))
      for (const p of paths) {
        const key = fileKey(p);
        if (key !== undefined) out.push(key);
      }
  }
  return out;
}

/**
 * The marked file a text sends, if it does: a network program or upload (credential-flow's and
 * credential-upload's) in a text that names a file `marked` holds (any word, as fileWordKeys reads a
 * copy's source; a word gate cannot resolve counts as any), or any send once an unnamed file was marked.
 */
export function credentialFileSent(text: string, marked: (key: string) => boolean): string | undefined {
  if (!compiledRegex(SENDS_FILE).test(text)) return undefined;
  if (marked(UNNAMED_WRITTEN)) return UNNAMED_WRITTEN;
  for (const k of sentFileKeys(text)) if (k === ANY_WRITTEN || marked(k)) return k;
  return undefined;
}

/**
 * The files a text may send: every word that could name one (fileWordKeys), and a word past `@` as curl
 * names its body's file (`-d @k`, `-F f=@k`). A shared store's fetch reads the same keys (ledger.ts).
 */
export function sentFileKeys(text: string): string[] {
  const keys = fileWordKeys(text);
  const out = [...keys];
  for (const k of keys)
    if (k.startsWith(`${WROTE_PREFIX}@`)) {
      const named = nameKey(k.slice(WROTE_PREFIX.length + 1));
      if (named !== undefined) out.push(named);
    }
  return out;
}
