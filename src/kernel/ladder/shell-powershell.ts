// Round 69 (docs/floor.md "Round 69 (redteam-r69)"): PowerShell's own reading of a script pwsh runs. The
// shell reading parses that script as POSIX shell text, whose words (`$env:USERPROFILE/.bashrc`,
// `(Join-Path $HOME .bashrc)`, `@('-C','/tmp/r')`) no write or command reader takes; this reading says
// what its cmdlets and .NET calls write and which programs it starts, for shell-option-scripts.ts to hand
// the floor's readers as the shell lines they read. Pure, linear in the script (each character is read
// once a nesting level, MAX_NESTING levels).

import { withoutTrailing } from '../trailing.js';
import {
  FILE_RUNNING_SHELLS,
  POWERSHELL_CMDLETS,
  POWERSHELL_DOWNLOADED,
  POWERSHELL_FOLDERS,
  POWERSHELL_ITEMS,
  POWERSHELL_LINKED,
  POWERSHELL_NOT_NATIVE,
  POWERSHELL_PARAMETERS,
  POWERSHELL_REDIRECTED,
  POWERSHELL_SWITCHES,
  POWERSHELL_WRITTEN,
} from './shell-vocabulary.js';

/** What a PowerShell script writes and starts, as its cmdlets read their parameters. */
export interface PowershellReading {
  /** Files written (`Set-Content F`, `Out-File F`, `> F`, `[IO.File]::WriteAllText(F, ..)`). */
  writes: string[];
  /**
   * Programs started, each its program and arguments (`Start-Process P -ArgumentList ..`, `& P ..`), and
   * the POSIX command doing what a file cmdlet does (`Remove-Item -Recurse F` as `rm -r -- F`, `Move-Item`
   * as `mv`, `Copy-Item` as `cp`, a link as `ln -s`, `Expand-Archive` as `tar -x -C`), so the floor
   * judges it as it judges that command.
   */
  runs: string[][];
  /** Whether the script held more than the reading keeps (MAX_FOUND): the rest is code unseen. */
  past: boolean;
  /**
   * Round 70: the texts of files the script wrote with literal content and then names again (`Set-Content
   * x.ps1 -Value CODE; & ./x.ps1`, `pwsh -File x.ps1`, `iex (gc x.ps1 -Raw)`), each read as PowerShell into
   * this reading and handed on to be read as shell text too (a native command in it runs).
   */
  scripts: string[];
  /**
   * Round 73: whether the script runs a program or evaluates code it does not show (`iex (gc f)`, `& (gc f)`,
   * `Start-Process (gc f)`): code unseen. A run's argument it does not show is UNSEEN in `runs`.
   */
  unseen: boolean;
}

/** The reading of `script`; an empty one when it names no cmdlet, call or redirection this reads. */
export function readPowershell(script: string): PowershellReading {
  const out: PowershellReading = { writes: [], runs: [], past: false, scripts: [], unseen: false };
  readScript(
    script,
    { vars: new Map(), lists: new Map(), cwd: undefined, files: new Map(), written: new Set() },
    out,
    0,
  );
  return out;
}

interface Scope {
  /** Variables the script sets (`$p = Join-Path $HOME .bashrc`), lower-cased, to the paths they hold. */
  vars: Map<string, string[]>;
  /** The items of the lists it sets (`$a = @('-C', '/tmp/r')`), for an argument list naming them. */
  lists: Map<string, string[]>;
  /** Where `Set-Location` went (`cd ~`), undefined while the script has not moved. */
  cwd: string | undefined;
  /** Round 70: files the script wrote, by last name, to their content (UNSEEN: not shown, or downloaded). */
  files: Map<string, string[]>;
  /** Round 73: every file the script wrote, by last name (a read file leaves `files`; a run names it still). */
  written: Set<string>;
}
/** A written file's content the script does not show (a pipeline's, a download's, an expression's). */
export const UNSEEN = '\u0000unseen';
/** Round 73: a word PowerShell gives as written: a single-quoted literal, a double-quoted one with no `$` or backtick, a bare word with no variable, group or block. */
const SHOWN_WORD = /^(?:'(?:[^']|'')*'|"[^"$`]*"|[^\s$(){}@'"`[\]]+)$/;

/** Statements a script (or a nested group, block or evaluated string) is read to, at most this deep. */
const MAX_NESTING = 4;
/** Writes and runs kept a script; past them the rest is unseen (fail closed). */
const MAX_FOUND = 64;
/** Values kept a variable, and pieces an expression's path is read from. */
const MAX_VALUES = 8;
const MAX_PIECES = 64;
/** Characters a .NET call's argument list is read in. */
const MAX_CALL_CHARS = 4096;

function readScript(text: string, scope: Scope, out: PowershellReading, depth: number): void {
  if (depth > MAX_NESTING) {
    out.past = true;
    return;
  }
  // Round 70: a .NET call's literal file and content first (`[IO.File]::WriteAllText('x.ps1', 'CODE'); &
  // ./x.ps1`): the statements below run what it wrote; a call's other paths are read after them.
  if (text.includes('::')) dotnetContent(text, scope);
  const groups: string[] = [];
  const piped: boolean[] = [];
  const all = statements(text, groups, piped);
  for (let k = 0; k < all.length; k++)
    readStatement(all[k] as string[], scope, out, depth, piped[k] === true ? all[k - 1] : undefined);
  // A group's statements run too (`$(Set-Content ~/.bashrc x)`, `(ni ~/.bashrc -Force)`).
  for (const g of groups) readScript(g, scope, out, depth + 1);
  // .NET's file calls, wherever they stand (`[IO.File]::WriteAllText((Join-Path $HOME .bashrc), 'x')`).
  let calls = 0;
  for (const m of text.matchAll(DOTNET_WRITE)) {
    // Each call's arguments are read to their close: past MAX_FOUND calls the rest is unseen (linear).
    if (++calls > MAX_FOUND) {
      out.past = true;
      break;
    }
    const open = (m.index as number) + m[0].length - 1;
    // An argument list not closed within MAX_CALL_CHARS is unseen: each call reads a bounded span.
    const span = text.slice(open, open + MAX_CALL_CHARS);
    const end = groupEnd(span, 0, '(', ')');
    if (end < 0) {
      out.past = true;
      break;
    }
    const args = splitTop(span.slice(1, end - 1), ',');
    const removes = (m[1] ?? '').toLowerCase() === 'delete';
    const recursive = /directory\]::delete/i.test(m[0]);
    // Every argument may be the path (a content string read so names a file here: harmless).
    for (const a of args)
      for (const p of valuePaths(a.trim(), scope))
        if (removes) addRun(out, ['rm', ...(recursive ? ['-r'] : []), '--', place(scope, p)]);
        else addWrite(out, scope, p);
  }
}

/** The files .NET's write calls name by a literal, with the literal content written (else unseen). */
function dotnetContent(text: string, scope: Scope): void {
  let calls = 0;
  for (const m of text.matchAll(DOTNET_WRITE)) {
    if (++calls > MAX_FOUND) break;
    const open = (m.index as number) + m[0].length - 1;
    const span = text.slice(open, open + MAX_CALL_CHARS);
    const end = groupEnd(span, 0, '(', ')');
    if (end < 0) break;
    const [file, content] = splitTop(span.slice(1, end - 1), ',').map((a) => a.trim());
    if (file !== undefined && literalText(file) !== UNSEEN)
      wrote(scope, slashes(literalText(file)), content === undefined ? UNSEEN : literalText(content));
  }
}

/** .NET's static calls and constructors that write, move or remove the file an argument names. */
const DOTNET_WRITE =
  /\[(?:system\.)?io\.(?:file|directory)\]::(writealltext|writealllines|writeallbytes|appendalltext|appendalllines|create|createtext|appendtext|openwrite|open|copy|move|delete|replace|createsymboliclink|createdirectory|encrypt|setattributes)\s*\(|(?:\[(?:system\.)?io\.(?:streamwriter|filestream|fileinfo)\]::new|new-object\s+(?:-typename\s+)?(?:system\.)?io\.(?:streamwriter|filestream))\s*\(/gi;

/**
 * The script's statements, each its words with their quotes and groups kept (`(Join-Path $HOME x)` is one
 * word, `'a', 'b'` one list); statements end at `;`, a line, `|`, `&&`, `||` and a block's braces, whose
 * body is read as statements of its own. Each group's inner text is added to `groups`.
 */
function statements(text: string, groups: string[], piped: boolean[]): string[][] {
  const out: string[][] = [];
  let words: string[] = [];
  let cur = '';
  const endWord = (): void => {
    if (cur !== '') words.push(cur);
    cur = '';
  };
  const endStatement = (): void => {
    endWord();
    if (words.length > 0) out.push(words);
    words = [];
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i] as string;
    if (c === "'" || c === '"') {
      const end = quoteEnd(text, i);
      cur += text.slice(i, end);
      i = end;
    } else if (c === '`') {
      // A backtick escapes the next character; before a line break it continues the line.
      const next = text[i + 1];
      if (next !== '\n' && next !== '\r') cur += text.slice(i, i + 2);
      i += 2;
    } else if (c === '(' || c === '[' || (c === '{' && (cur.endsWith('@') || cur.endsWith('$')))) {
      const close = c === '(' ? ')' : c === '[' ? ']' : '}';
      const end = spanEnd(text, i, c, close);
      if (c === '(') groups.push(text.slice(i + 1, end - 1));
      cur += text.slice(i, end);
      i = end;
    } else if ((c === '#' && cur === '') || (c === '<' && text[i + 1] === '#')) {
      // A comment to the line's end; `<# .. #>` a block comment.
      const end = c === '<' ? text.indexOf('#>', i + 2) : text.indexOf('\n', i);
      i = end < 0 ? n : c === '<' ? end + 2 : end;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      // `'a', 'b'` and `'a' ,'b'` are one list: the comma continues the word.
      let j = i;
      while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\r')) j++;
      if (!cur.endsWith(',') && text[j] !== ',') endWord();
      i = j;
    } else if (c === '\n' || c === ';' || c === '|' || c === '{' || c === '}') {
      endStatement();
      // Round 70: the statement after a pipe reads the one before it (`'CODE' | Out-File x.ps1`).
      if (c === '|' && text[i + 1] !== '|') piped[out.length] = true;
      i++;
    } else if (c === '&' && text[i + 1] === '&') {
      endStatement();
      i += 2;
    } else if (c === '>') {
      // A redirection: `>`, `>>`, `2>`, `*>>`; its target is the next word (or the rest of this one).
      const stream = /^[1-6*]?$/.test(cur);
      if (!stream) endWord();
      let op = `${stream ? cur : ''}>`;
      cur = '';
      i++;
      if (text[i] === '>') {
        op += '>';
        i++;
      }
      if (text[i] === '&') {
        // `2>&1` joins a stream: no file.
        i += 2;
        continue;
      }
      words.push(op);
    } else {
      cur += c;
      i++;
    }
  }
  endStatement();
  return out;
}

/** The index after the quote opening at `i` (`''` and `""` escape a quote; a backtick in `".."` escapes). */
function quoteEnd(text: string, i: number): number {
  const q = text[i] as string;
  const n = text.length;
  let j = i + 1;
  while (j < n) {
    const c = text[j] as string;
    if (c === '`' && q === '"') j += 2;
    else if (c === '$' && q === '"' && text[j + 1] === '(') j = spanEnd(text, j + 1, '(', ')');
    else if (c === q) {
      if (text[j + 1] !== q) return j + 1;
      j += 2;
    } else j++;
  }
  return n;
}

/** The index after the group opening at `i` (quotes inside skipped); -1 when it is not closed. */
function groupEnd(text: string, i: number, open: string, close: string): number {
  let depth = 0;
  let j = i;
  const n = text.length;
  while (j < n) {
    const c = text[j] as string;
    if (c === "'" || c === '"') {
      j = quoteEnd(text, j);
      continue;
    }
    if (c === open) depth++;
    else if (c === close && --depth === 0) return j + 1;
    j++;
  }
  return -1;
}
/** groupEnd, the text's end for a group not closed. */
function spanEnd(text: string, i: number, open: string, close: string): number {
  const end = groupEnd(text, i, open, close);
  return end < 0 ? text.length : end;
}

/** `text` split at `sep` outside quotes and groups. */
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let from = 0;
  let j = 0;
  const n = text.length;
  while (j < n) {
    const c = text[j] as string;
    if (c === "'" || c === '"') j = quoteEnd(text, j);
    else if (c === '(' || c === '[' || c === '{')
      j = spanEnd(text, j, c, c === '(' ? ')' : c === '[' ? ']' : '}');
    else if (c === sep) {
      out.push(text.slice(from, j));
      from = ++j;
    } else j++;
  }
  out.push(text.slice(from));
  return out;
}

/** A word's value as PowerShell passes it: quotes removed (`''` a quote), a backtick's escape taken. */
function unquote(word: string): string {
  let out = '';
  const n = word.length;
  let i = 0;
  while (i < n) {
    const c = word[i] as string;
    if (c === "'" || c === '"') {
      const end = quoteEnd(word, i);
      const body = word.slice(i + 1, end === n && word[n - 1] !== c ? n : end - 1);
      out += c === "'" ? body.replaceAll("''", "'") : body.replace(BACKTICK, '$1').replaceAll('""', '"');
      i = end;
    } else if (c === '`') {
      out += word[i + 1] ?? '';
      i += 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
const BACKTICK = /`([\s\S])/g;

/** The home as PowerShell names it: `$HOME`, `$env:USERPROFILE`, `${env:HOME}`, `$env:HOMEDRIVE$env:HOMEPATH` (any case). */
const HOME_NAME =
  /\$\{(?:env:)?(?:home|userprofile)\}|\$(?:env:)?(?:home|userprofile)\b|(?:\$\{env:homedrive\}|\$env:homedrive\b)?(?:\$\{env:homepath\}|\$env:homepath\b)/gi;
/** `$PROFILE` (and `.CurrentUserAllHosts` ..): pwsh's start-up script, below the home. */
const PROFILE_NAME = /\$profile\b(?:\.\w+)?/gi;
const PROFILE_PATH = '~/.config/powershell/Microsoft.PowerShell_profile.ps1';
/** An expression that names the home: a HOME_NAME, `$PROFILE`, `~`, .NET's folder and environment calls. */
const NAMES_HOME =
  /\$\{?(?:env:)?(?:home|userprofile|homepath)\b|\$profile\b|~|getfolderpath|getenvironmentvariable\s*\(\s*['"](?:home|userprofile)|\buserprofile\b/i;

/** A variable reference, `$name` or `${name}`. */
const VARIABLE = /\$\{([^${}]*)\}?|\$([\w:]+)/g;

/** The paths a parameter's value may name: a literal, a string with the home or a variable in it, an expression. */
function valuePaths(word: string, scope: Scope): string[] {
  if (word === '') return [];
  // An expression (`(Join-Path $HOME .bashrc)`, `$(..)`, `[IO.Path]::Combine(..)`): read by its pieces.
  if (/^[$@]?\(|^\[|\$\(/.test(word) || /\bjoin-path\b|::/i.test(word))
    return expressionPaths(word.startsWith('"') && word.endsWith('"') ? word.slice(1, -1) : word, scope);
  const value = withVariables(unquote(word), scope);
  return value.map(slashes);
}

/** A value with the home, `$PROFILE` and the script's own variables in place (one path each value of one). */
function withVariables(value: string, scope: Scope): string[] {
  let v = value.replace(HOME_NAME, '~').replace(PROFILE_NAME, PROFILE_PATH);
  if (v.startsWith('~')) v = v.replace(/^~+/, '~');
  if (!v.includes('$') || scope.vars.size === 0) return [v];
  let out = [v];
  let refs = 0;
  for (const m of v.matchAll(VARIABLE)) {
    // A bounded number of references a value (each replaces in every reading: linear in the word).
    if (++refs > MAX_VALUES) break;
    const values = scope.vars.get((m[1] ?? m[2] ?? '').toLowerCase());
    if (values === undefined) continue;
    out = out.flatMap((o) => values.map((x) => o.replace(m[0], x))).slice(0, MAX_VALUES);
  }
  return out;
}

/**
 * The paths an expression may build: one naming the home has each of its pieces (its literals and bare
 * names) read below the home, and all of them joined (`Join-Path $HOME .claude | Join-Path -ChildPath
 * settings.json`); one that does not, its pieces joined. Fail closed: whatever joins them, a guarded name
 * among the pieces is read where the home puts it.
 */
function expressionPaths(expr: string, scope: Scope): string[] {
  let home = NAMES_HOME.test(expr);
  const pieces: string[] = [];
  let prefix = '';
  for (const m of expr.matchAll(PIECE)) {
    const token = m[0];
    if (pieces.length >= MAX_PIECES) return ['~'];
    if (token.startsWith('$')) {
      const v = withVariables(token, scope)[0] as string;
      if (v.startsWith('~')) {
        home = true;
        if (v.length > 1) pieces.push(v.slice(1));
      } else if (!v.startsWith('$') && pieces.length === 0) prefix = v;
      continue;
    }
    if (token.startsWith('-') || token.startsWith('[') || token.includes('::') || CMDLET.test(token))
      continue;
    // A property of a group's value (`(Resolve-Path ~).Path/.bashrc`) is no piece of the path.
    const value = unquote(expr[(m.index as number) - 1] === ')' ? token.replace(PROPERTY, '') : token);
    const folder = POWERSHELL_FOLDERS.get(value.toLowerCase());
    if (folder !== undefined) {
      home = true;
      if (folder !== '') pieces.push(folder);
      continue;
    }
    if (value === '~' || value.startsWith('~/') || value.startsWith('~\\')) {
      home = true;
      if (value.length > 2) pieces.push(value.slice(2));
      continue;
    }
    if (
      value !== '' &&
      !/^\.?(?:home|userprofile|environment|specialfolder|fullname|providerpath|path)$/i.test(value)
    )
      pieces.push(value);
  }
  const clean = pieces.map((p) => slashes(p).replace(/^\/+/, '')).filter((p) => p !== '');
  const root = home ? '~/' : prefix === '' ? '' : `${withoutTrailing(slashes(prefix), '/')}/`;
  const out = clean.map((p) => `${root}${p}`);
  if (clean.length > 1) out.push(`${root}${clean.join('/')}`);
  if (home && clean.length === 0) out.push('~');
  return out;
}
/** An expression's tokens: quoted literals, variables, and runs of anything else not a blank, group mark or operator. */
const PIECE = /'(?:[^']|'')*'?|"(?:[^"`]|`[\s\S]|"")*"?|\$\{[^${}]*\}?|\$[\w:]+|[^\s'"(){},+;|$]+/g;
/** A property read after a group (`.Path`, `.FullName`). */
const PROPERTY = /^\.[a-z]\w*/i;
/** Round 74: a statement's head that can name a program (`git`, `C:\\bin\\git.exe`, `./x`), not a value. */
const PROGRAM_HEAD = /^[\w./\\:+-]+$/;
/** A cmdlet's or function's name (`Join-Path`, `Get-Item`), not a path piece. */
const CMDLET = /^[a-z]+-[a-z]+$/i;

const slashes = (p: string): string => p.replaceAll('\\', '/');

function addWrite(out: PowershellReading, scope: Scope, path: string): void {
  if (path === '') return;
  if (out.writes.length >= MAX_FOUND) {
    out.past = true;
    return;
  }
  // The home itself written is every file below it.
  const placed = place(scope, path);
  if (placed === '~') addRun(out, ['rm', '-r', '--', '~']);
  else out.writes.push(placed);
}

/** A path where the script stands (`cd ~; sc .bashrc x` writes `~/.bashrc`). */
const place = (scope: Scope, path: string): string =>
  scope.cwd === undefined || /^(?:[~/]|[a-z]:)/i.test(path)
    ? path
    : `${withoutTrailing(scope.cwd, '/')}/${path}`;

/** A parameter word: `-Name`, `-Name:value` (not a negative number). */
const PARAMETER = /^-([a-z][\w]*)(?::([\s\S]*))?$/i;

function readStatement(
  raw: readonly string[],
  scope: Scope,
  out: PowershellReading,
  depth: number,
  input: readonly string[] | undefined,
): void {
  let words = raw;
  // `$p = EXPR` (or `$p=EXPR`): the paths EXPR may name are the variable's; `$null = New-Item ..` runs too.
  const assigned = ASSIGNMENT.exec(words[0] as string);
  const spaced =
    assigned === null && VARIABLE_WORD.test(words[0] as string) && ASSIGN_OPS.has(words[1] as string);
  if (assigned !== null || spaced) {
    const rhs = spaced
      ? words.slice(2)
      : assigned?.[2] === ''
        ? words.slice(1)
        : [assigned?.[2] as string, ...words.slice(1)];
    const name = ((assigned?.[1] ?? (words[0] as string).slice(1)) as string).toLowerCase();
    if (rhs.length === 1) scope.lists.set(name, listItems(rhs[0] as string));
    const first = rhs[0] === undefined ? '' : unquote(rhs[0]).toLowerCase();
    if (rhs.length > 0 && !POWERSHELL_CMDLETS.has(first)) {
      const values =
        rhs.length === 1 ? valuePaths(rhs[0] as string, scope) : expressionPaths(rhs.join(' '), scope);
      if (values.length > 0) scope.vars.set(name, values.slice(0, MAX_VALUES));
    }
    words = rhs;
  }
  if (words.length === 0) return;
  // `& 'prog' args`, `. prog`: the call operator runs its first word.
  const called = words[0] === '&' || words[0] === '.';
  if (called) words = words.slice(1);
  if (words.length === 0) return;
  const head = unquote(words[0] as string);
  const name = head.slice(head.lastIndexOf('\\') + 1).toLowerCase();
  const kind = POWERSHELL_CMDLETS.get(name);
  const { named, positional, redirects } = parameters(words);
  for (const t of redirects)
    for (const p of valuePaths(t, scope)) {
      addWrite(out, scope, p);
      wrote(scope, p, UNSEEN);
    }
  // Round 73: a computed word naming a file the script wrote is read as that file (round 70, below).
  const namesWritten = (w: string): boolean =>
    scope.written.size > 0 &&
    w.split(NAME_BREAK).some((p) => p !== '' && scope.written.has(fileKey(slashes(p))));
  const unshown = (w: string): boolean => !SHOWN_WORD.test(w) && !namesWritten(w);
  const unseenRun =
    (called && unshown(words[0] as string)) ||
    (kind === 'eval' &&
      (words.length > 1
        ? words.slice(1).some((w) => !w.startsWith('-') && unshown(w))
        : input !== undefined &&
          !(input.length === 1 && SHOWN_WORD.test(input[0] as string)) &&
          !input.some(namesWritten)));
  // Round 70: a statement naming a file the script wrote runs or reads it (`& ./x.ps1`, `. x.ps1`, `pwsh
  // -File x.ps1`, `gc x.ps1 | iex`, `bash x.sh`): its content is read as code (fail closed: a read too).
  if (kind !== 'content' && scope.files.size > 0) {
    // Content the script does not show counts only where the statement runs it: called, started, evaluated,
    // a shell given it, or the file run by its name (`Get-Process | Out-File p.txt; gc p.txt` reads).
    const runs =
      called ||
      kind === 'start' ||
      kind === 'eval' ||
      FILE_RUNNING_SHELLS.has(name.replace(/\.exe$/, '')) ||
      scope.files.has(fileKey(slashes(head)));
    runWritten(words, scope, out, depth, runs);
    // `gc x.ps1 | iex`: the statement before hands the file's content to the evaluation.
    if (kind === 'eval' && input !== undefined) runWritten(input, scope, out, depth, true);
  }
  if (unseenRun) {
    out.unseen = true;
    return;
  }
  if (kind === undefined) {
    // Round 74: a native program (`git (gc f)`, `cmd /c $a`) given an argument the script does not show runs
    // as `& P ..` does; a cmdlet's, a function's or a keyword's words are PowerShell's own.
    const native =
      !CMDLET.test(name) &&
      !POWERSHELL_NOT_NATIVE.has(name) &&
      PROGRAM_HEAD.test(head) &&
      words.slice(1).some(unshown);
    if (called || native) addRun(out, [head, ...words.slice(1).flatMap((w) => argumentItems(w, scope))]);
    return;
  }
  const paths = (keys: readonly string[], at: readonly number[]): string[] => {
    const out: string[] = [];
    for (const k of keys) for (const v of named.get(k) ?? []) out.push(...valuePaths(v, scope));
    for (const k of at) {
      const w = positional[k];
      if (w !== undefined) out.push(...valuePaths(w, scope));
    }
    return out;
  };
  const recurse = named.has('recurse');
  const r = recurse ? ['-r'] : [];
  switch (kind) {
    case 'content': {
      // The content: `-Value`, the position after the path's (the first when the path is named), or the
      // literal piped in (`'CODE' | Out-File F`).
      const at = POWERSHELL_WRITTEN.some((k) => named.has(k)) ? 0 : 1;
      const value = named.get('value')?.[0] ?? positional[at] ?? (input?.length === 1 ? input[0] : undefined);
      for (const p of paths(POWERSHELL_WRITTEN, [0])) {
        addWrite(out, scope, p);
        wrote(scope, p, value === undefined ? UNSEEN : literalText(value));
      }
      return;
    }
    case 'remove':
      for (const p of paths(
        POWERSHELL_ITEMS,
        positional.map((_, k) => k),
      ))
        addRun(out, ['rm', ...r, '--', place(scope, p)]);
      return;
    case 'new': {
      const dirs = paths(POWERSHELL_ITEMS, [0]);
      const names = paths(['name'], dirs.length === 0 ? [0] : [1]);
      const made =
        names.length === 0
          ? dirs
          : dirs.length === 0
            ? names
            : dirs.flatMap((d) => names.map((f) => `${withoutTrailing(d, '/')}/${f}`));
      // A link is a second name for what it points at (round 36): `ln -s TARGET PATH`.
      const type = (named.get('itemtype') ?? named.get('type') ?? [''])[0] as string;
      const targets = /link|junction/i.test(type) ? paths(POWERSHELL_LINKED, []) : [];
      const value = named.get('value')?.[0];
      for (const p of made) {
        if (targets.length === 0) addWrite(out, scope, p);
        if (targets.length === 0) wrote(scope, p, value === undefined ? '' : literalText(value));
        for (const t of targets) addRun(out, ['ln', '-s', '--', place(scope, t), place(scope, p)]);
      }
      return;
    }
    case 'copy':
    case 'move': {
      const from = paths(POWERSHELL_ITEMS, [0]);
      const to = paths(['destination'], [1]);
      if (from.length === 0) for (const d of to) addWrite(out, scope, d);
      for (const f of from)
        for (const d of to.length === 0 ? ['.'] : to)
          addRun(out, [
            kind === 'copy' ? 'cp' : 'mv',
            ...(kind === 'copy' ? r : []),
            '--',
            place(scope, f),
            place(scope, d),
          ]);
      return;
    }
    case 'rename': {
      const from = paths(POWERSHELL_ITEMS, [0]);
      for (const to of paths(['newname'], [1]))
        for (const p of from)
          addRun(out, [
            'mv',
            '--',
            place(scope, p),
            place(scope, `${p.slice(0, p.lastIndexOf('/') + 1)}${to}`),
          ]);
      return;
    }
    case 'download':
      for (const p of paths(POWERSHELL_DOWNLOADED, [])) {
        addWrite(out, scope, p);
        wrote(scope, p, UNSEEN);
      }
      return;
    case 'archive': {
      // Expand-Archive writes its members below the destination (as `tar -x -C D`); Compress-Archive its file.
      const expands = name === 'expand-archive';
      for (const p of paths(['destinationpath'], [1]))
        if (expands) addRun(out, ['tar', '-xf', 'archive', '-C', place(scope, p)]);
        else addWrite(out, scope, p);
      return;
    }
    case 'start': {
      for (const p of paths(POWERSHELL_REDIRECTED, [])) addWrite(out, scope, p);
      const program =
        named.get('filepath') ?? named.get('path') ?? (positional[0] === undefined ? [] : [positional[0]]);
      const list =
        named.get('argumentlist') ??
        named.get('args') ??
        (positional[1] === undefined ? [] : [positional[1]]);
      for (const p of program)
        if (SHOWN_WORD.test(p)) addRun(out, [unquote(p), ...list.flatMap((w) => argumentItems(w, scope))]);
        else out.unseen = true;
      return;
    }
    case 'cd': {
      const to = paths(POWERSHELL_ITEMS, [0])[0];
      scope.cwd = to === undefined ? '~' : to;
      return;
    }
    case 'eval':
      for (const s of [...(named.get('command') ?? []), ...positional])
        readScript(unquote(s), scope, out, depth + 1);
      return;
  }
}
const ASSIGNMENT = /^\$([\w:]+)\+?=(?!=)([\s\S]*)$/;
const VARIABLE_WORD = /^\$[\w:]+$/;
const ASSIGN_OPS: ReadonlySet<string> = new Set(['=', '+=']);

/** A statement's words sorted: named parameters (by their full name), positional words, redirection targets. */
function parameters(words: readonly string[]): {
  named: Map<string, string[]>;
  positional: string[];
  redirects: string[];
} {
  const named = new Map<string, string[]>();
  const positional: string[] = [];
  const redirects: string[] = [];
  for (let k = 1; k < words.length; k++) {
    const w = words[k] as string;
    if (/^[1-6*]?>>?$/.test(w)) {
      const t = words[++k];
      if (t !== undefined) redirects.push(t);
      continue;
    }
    const m = PARAMETER.exec(w);
    if (m === null) {
      positional.push(w);
      continue;
    }
    const key = (m[1] as string).toLowerCase();
    // PowerShell takes a unique cut of a parameter's name (`-Dest`, `-Li`); a cut a switch may end (`-r`,
    // `-re`) is read as the switch, its next word then a positional one (fail closed: read as a path).
    const full =
      POWERSHELL_PARAMETERS.includes(key) || POWERSHELL_SWITCHES.includes(key)
        ? key
        : (POWERSHELL_SWITCHES.find((p) => p.startsWith(key)) ??
          POWERSHELL_PARAMETERS.find((p) => p.startsWith(key)) ??
          key);
    const values = named.get(full) ?? [];
    named.set(full, values);
    if (m[2] !== undefined) values.push(m[2]);
    else if (POWERSHELL_PARAMETERS.includes(full) && words[k + 1] !== undefined)
      values.push(words[++k] as string);
  }
  return { named, positional, redirects };
}

/** Round 74: a literal inside a group: quoted, or a number. */
const GROUP_LITERAL = /^(?:'[\s\S]*'|"[\s\S]*"|[-+]?\d[\w.]*)$/;
/** The items of an argument list: `@('a','b')`, `'a','b'`, `('a','b')`, and one string's blank-separated words. */
function listItems(word: string): string[] {
  const grouped = /^@?\(([\s\S]*)\)$/.exec(word)?.[1];
  const inner = grouped ?? word;
  const out: string[] = [];
  for (const item of splitTop(inner, ',')) {
    // Round 73: an item the script computes (`$b`, `(gc f)`) is an argument it does not show; round 74: in a
    // group a bare word is a command run for its output (`(Read-Host)`), a number or a quoted one a literal.
    const shown = SHOWN_WORD.test(item.trim()) && (grouped === undefined || GROUP_LITERAL.test(item.trim()));
    if (item.trim() !== '' && !shown) {
      out.push(UNSEEN);
      continue;
    }
    const v = unquote(item.trim());
    for (const part of v.split(/\s+/)) if (part !== '') out.push(part);
  }
  return out;
}

/** An argument's items, a list the script set (`-ArgumentList $a`) by its items. */
function argumentItems(word: string, scope: Scope): string[] {
  const named = VARIABLE_WORD.test(word) ? scope.lists.get(word.slice(1).toLowerCase()) : undefined;
  return named ?? listItems(word);
}

/** A literal's text (`'CODE'`, `"CODE"`, a here-string); UNSEEN for anything computed. */
function literalText(word: string): string {
  return /^(?:'[\s\S]*'|"[\s\S]*"|@'[\s\S]*'@|@"[\s\S]*"@)$/.test(word)
    ? unquote(word.startsWith('@') ? word.slice(1, -1) : word)
    : UNSEEN;
}

/** A written file's key: its last name, any case (a run may spell its directory any way: fail closed). */
const fileKey = (path: string): string => path.slice(path.lastIndexOf('/') + 1).toLowerCase();

/** Records what the script wrote to `path` (Add-Content adds: every text written is read). */
function wrote(scope: Scope, path: string, content: string): void {
  const key = fileKey(path);
  if (key === '' || key === '~') return;
  if (scope.written.size < MAX_FOUND) scope.written.add(key);
  const texts = scope.files.get(key);
  if (texts !== undefined) texts.push(content);
  else if (scope.files.size < MAX_FOUND) scope.files.set(key, [content]);
  else scope.files.set('', [UNSEEN]);
}

/** Reads the content of each written file a statement names (its words' text), once a file. */
/** What ends a file's name inside a statement's word (`(gc x.ps1 -Raw)`, `'-File','x.ps1'`, `-Path:x.ps1`). */
const NAME_BREAK = /[\s'"(){}[\];|&,=:]+/;

function runWritten(
  words: readonly string[],
  scope: Scope,
  out: PowershellReading,
  depth: number,
  runs: boolean,
): void {
  // The statement's names: each piece between blanks, quotes, groups and separators, by its last name.
  const named = new Set<string>();
  for (const w of words)
    for (const piece of w.split(NAME_BREAK)) if (piece !== '') named.add(fileKey(slashes(piece)));
  for (const [key, texts] of scope.files) {
    if (key !== '' && !named.has(key)) continue;
    if (!runs && texts.includes(UNSEEN)) continue;
    scope.files.delete(key);
    for (const t of texts) {
      if (t === UNSEEN) out.past = true;
      else if (t !== '') {
        out.scripts.push(t);
        readScript(t, scope, out, depth + 1);
      }
    }
  }
}

function addRun(out: PowershellReading, run: string[]): void {
  if (run[0] === undefined || run[0] === '') return;
  if (out.runs.length >= MAX_FOUND) {
    out.past = true;
    return;
  }
  out.runs.push(run);
}
