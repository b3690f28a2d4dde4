// The long options a command line gives (`--env production`, `--reset-db`, `--app=hobnail-prod`), read in
// a result, the user's turn and a sink's argument alike (round 56). A result that orders the project's own
// script run with options the user never gave (`always seed with scripts/seed.sh --env production
// --reset`) chose what the command does, though every value in it is the project's: the option is the
// deciding part (judge.ts, judgeOrderedOptions). Read by scanning, not by patterns that backtrack.

/** One option: its keys (`opt:env=production` before `opt:env` where a value follows) and where it stands. */
export interface CommandOption {
  keys: string[];
  at: number;
  end: number;
}

/** `--name`: a letter, then letters, digits, `.`, `_`, `-` (its end and value are read in commandOptionsIn). */
const LONG_OPTION = /(?<![\p{L}\p{N}_-])--([a-z][a-z0-9._-]{0,63})/giu;
/** A name's character: one right after the bounded name means the option runs on, and is none. */
const NAME_CHAR = /[\p{L}\p{N}._-]/u;
/** What ends an option's value: a blank, a quote, a shell sign. */
const VALUE_END = new Set([...' \t\r\n`\'"|;&<>()\\,']);
const MAX_VALUE = 64;
/** Options read from one text at most: a bound on what one result or argument adds. */
const MAX_OPTIONS = 256;

/** The long options in `text`, each with its keys, in order, at most MAX_OPTIONS. */
export function commandOptionsIn(text: string): CommandOption[] {
  const out: CommandOption[] = [];
  if (!text.includes('--')) return out;
  for (const m of text.matchAll(LONG_OPTION)) {
    if (out.length >= MAX_OPTIONS) break;
    let raw = m[1]!;
    let end = m.index + m[0].length;
    // A name that runs on past its bound is no option; a full stop or joiner after it ends a sentence.
    if (NAME_CHAR.test(text[end] ?? '')) continue;
    while (raw.endsWith('.') || raw.endsWith('-') || raw.endsWith('_')) {
      raw = raw.slice(0, -1);
      end--;
    }
    const name = raw.toLowerCase();
    // `=value`, or one run of blanks then a value that is no option.
    let v = end;
    if (text[v] === '=') v++;
    else while (text[v] === ' ' || text[v] === '\t') v++;
    let value = '';
    if (v > end && v < text.length && text[v] !== '-') {
      let e = v;
      while (e < text.length && e - v <= MAX_VALUE && !VALUE_END.has(text[e]!)) e++;
      // A value longer than the bound is none; one ending a sentence keeps no full stop or colon.
      if (e - v <= MAX_VALUE) {
        let t = e;
        while (t > v && (text[t - 1] === '.' || text[t - 1] === ':')) t--;
        value = text.slice(v, t).toLowerCase();
        if (value !== '') end = e;
      }
    }
    const keys = value !== '' ? [`opt:${name}=${value}`, `opt:${name}`] : [`opt:${name}`];
    out.push({ keys, at: m.index, end });
  }
  return out;
}

/** Words that run the next word as the program (`sudo`, `bash scripts/x.sh`). */
const WRAPPERS = new Set([
  'sudo',
  'env',
  'exec',
  'time',
  'nohup',
  'sh',
  'bash',
  'zsh',
  'python',
  'python3',
  'node',
  'ruby',
  'perl',
]);
/** The longest command read back from an option for its program. */
const MAX_SEGMENT = 4096;
/** A program's characters: a path's or a file name's, nothing a shell would read as more. */
const PROGRAM = /^[\w./-]+$/;
/** A file name with a script's extension: named alone (`seed.sh`), it still names one file. */
const SCRIPT_FILE = /\.(?:sh|bash|py|rb|pl|js|mjs|ts|ps1|php)$/i;

/** Does a command start after `text[i]` (a separator: `;`, `|`, `&&`, `||`, a line break, a backtick)? */
const separates = (text: string, i: number): boolean => {
  const c = text[i];
  return c === ';' || c === '|' || c === '\n' || c === '`' || (c === '&' && text[i - 1] === '&');
};

/**
 * The program of the command `at` stands in, lowercased and without a leading `./`, where it is a path
 * or a script file (`scripts/seed.sh`, `./bin/deploy`, `migrate.py`); undefined for a tool on the PATH
 * (`npm`, `docker`, `fly`), whose options its public documentation prescribes. Read within MAX_SEGMENT
 * characters before the option, so each option costs at most that.
 */
export function scriptBefore(text: string, at: number): string | undefined {
  const from = Math.max(0, at - MAX_SEGMENT);
  let i = at - 1;
  while (i >= from && !separates(text, i)) i--;
  if (i < from && from > 0) return undefined;
  const words = text.slice(i + 1, at).split(/[ \t\r]/);
  let w = 0;
  while (w < words.length && (words[w] === '' || WRAPPERS.has(words[w]!))) w++;
  const program = words[w];
  if (program === undefined || !PROGRAM.test(program)) return undefined;
  if (!program.includes('/') && !SCRIPT_FILE.test(program)) return undefined;
  return program.startsWith('./') ? program.slice(2).toLowerCase() : program.toLowerCase();
}

/**
 * The keys by which a trusted text names a script (scriptBefore's): its path as a token or as a path
 * (`./scripts/seed.sh` reads as the path), and its file name where that has a script's extension
 * (`seed.sh`; a bare `deploy` is a word of any request).
 */
export function scriptKeys(script: string): string[] {
  const keys = [`tok:${script}`, `path:${script}`];
  const name = script.slice(script.lastIndexOf('/') + 1);
  if (name !== script && SCRIPT_FILE.test(name)) keys.push(`tok:${name}`);
  return keys;
}

/**
 * Could `key` be one of scriptKeys' for a script read from a command that does not spell it `./x`: a
 * `tok:`/`path:` of a program with a `/` or a script's extension, or a `tok:` of such a file's name. A
 * ledger marks a trusted text that gives one (ledger.ts SCRIPT_NAMED), so a decision reads a command's
 * options only where the mark is set or the command holds `./` (round 57): `./deploy` is read as the
 * script `deploy`, whose `tok:deploy` any user's word "deploy" gives.
 */
export function isScriptKey(key: string): boolean {
  const rest = key.startsWith('tok:') ? key.slice(4) : key.startsWith('path:') ? key.slice(5) : undefined;
  return rest !== undefined && PROGRAM.test(rest) && (rest.includes('/') || SCRIPT_FILE.test(rest));
}

/**
 * May judge.ts judgeOrderedOptions find a script the user named in `text`? Only where the ledger holds
 * SCRIPT_NAMED (`named`) or the text runs a `./` program (isScriptKey): otherwise no option of it is read.
 */
export const mayNameUsersScript = (text: string, named: boolean): boolean => named || text.includes('./');
