// Round 45 (docs/floor.md, "Round 45 (redteam-r45)"): the few programs whose printed place the shell reader
// can name, so a write destination built from one is read where it lands (`> "$(git rev-parse
// --show-toplevel)/build.log"`, `mkdir -p "$(dirname out/x)"`, `> "$(mktemp -d)/x"`, `> log-$(date +%F)`).
// Any other substitution in a destination prints a place gate does not know (`"$(npm root -g)/x"`,
// `"$(python3 -m site --user-site)"`): shell.ts spells it PRINTED_DIR and the write is refused.
import { ANYWHERE_DIR } from '../policy/paths.js';
import { withoutTrailing } from '../trailing.js';
import { baseName, type SimpleCommand } from './shell-parse.js';

/**
 * A fresh name mktemp makes: under a temporary directory the environment chooses (`TMPDIR`), so read as
 * anywhere (its rest asked under a home and the root: `$(mktemp -d)/../.bashrc` is still a home's file).
 */
const FRESH_TEMP = `${ANYWHERE_DIR}/tmp.gate`;

/** What one substitution's list prints when it is one of the place printers below; else undefined. */
export function placePrinted(cmds: readonly SimpleCommand[]): string | undefined {
  const cmd = cmds[0];
  if (cmds.length !== 1 || cmd === undefined || cmd.redirects.length > 0 || cmd.stdin.length > 0)
    return undefined;
  // A word with a parameter or a substitution of its own prints what gate does not see.
  for (const s of cmd.shown) if (s.includes('$') || s.includes('`')) return undefined;
  const [first, ...rest] = cmd.words;
  if (first === undefined) return undefined;
  const read = PRINTERS.get(baseName(first));
  return read === undefined ? undefined : read(rest);
}

/**
 * Round 58: whether a substitution's list prints the call's own place (`pwd`, `git rev-parse
 * --show-toplevel`: where it runs or the project's top), a fresh temporary (`mktemp -d`), or names below
 * the working directory (`git ls-files`, `ls`): a directory or host word made of it decides as the working
 * directory does (shell-parse.ts does not mark it unknown). Any other printed place may be a shared one.
 */
export function printsOwnPlace(cmds: readonly SimpleCommand[]): boolean {
  const place = placePrinted(cmds);
  return place === ANYWHERE_DIR || place === FRESH_TEMP || place === LISTED;
}

/**
 * Round 72 (docs/floor.md "Round 72 (rt-unknown-r72)"): whether a substitution's list prints one word that
 * is no option, so bash's field splitting leaves it one word: `nproc` (a number), `date +FORMAT` whose
 * conversions print no blank and which opens with no `-` (`make -j$(nproc)`, `mkdir out-$(date +%F)`).
 */
export function printsOneWord(cmds: readonly SimpleCommand[]): boolean {
  const cmd = cmds[0];
  if (cmds.length !== 1 || cmd === undefined || cmd.redirects.length > 0 || cmd.stdin.length > 0)
    return false;
  for (const s of cmd.shown) if (s.includes('$') || s.includes('`')) return false;
  const [first, ...rest] = cmd.words;
  if (first === 'nproc') return rest.every((w) => w === '--all' || /^--ignore=\d+$/.test(w));
  if (first !== 'date') return false;
  return rest.some((w) => w.startsWith('+')) && rest.every((w) => ONE_WORD_DATE.test(w) || w === '-u');
}
/** A date format of digits' conversions (no `%_` padding, no locale names) and characters with no blank. */
const ONE_WORD_DATE = /^\+(?!-)(?:[\w.:,@+=/-]|%[-0^#]?[sYmdHMSFTjuwVGgUyNzCq%])+$/;

/** Each place printer: what it prints given its words after its name (undefined: not read). */
const PRINTERS: ReadonlyMap<string, (rest: readonly string[]) => string | undefined> = new Map([
  // The working directory: where the call starts is a place gate does not name (a project, a home), so
  // read as anywhere, as round 39 read it (`$(pwd)/../.bashrc` is a home's file, `$(pwd)/dist/x` no guarded one).
  ['pwd', (rest) => (rest.every((w) => w === '-L' || w === '-P') ? ANYWHERE_DIR : undefined)],
  // The project's top: read as the working directory, an ancestor the reader places no better.
  ['git', gitPrints],
  ['mktemp', mktempPrints],
  ['dirname', (rest) => oneOperand(rest, NO_FLAGS, dirnameOf)],
  ['basename', basenamePrints],
  // A symbolic link resolved is where the link itself leads: a write through it is read at its name.
  ['realpath', (rest) => oneOperand(rest, REALPATH_FLAGS, (p) => p)],
  [
    'readlink',
    (rest) =>
      rest.some((w) => /^-[a-z]*[fem]/.test(w)) ? oneOperand(rest, READLINK_FLAGS, (p) => p) : undefined,
  ],
  ['date', datePrints],
  // Round 45: names a lister prints are the project's files below where it looks, read as the names
  // `find . | xargs sed -i ..` hands on (`sed -i s/a/b/ $(grep -rl foo src)`, `for f in $(git ls-files)`).
  ['find', findPrints],
  ['grep', grepPrints],
  ['ls', lsPrints],
]);

/** A name a lister prints, below the directory it looks in. */
const LISTED = 'gate-listed';

/** Where a start point or operand lists names: below it, when the text shows it and it climbs nowhere. */
function below(dir: string): string | undefined {
  if (dir === '' || dir.startsWith('~') || CLIMBS.test(dir) || /[*?[]/.test(dir)) return undefined;
  return dir === '.' ? LISTED : `${withoutTrailing(dir, '/')}/${LISTED}`;
}

/** `find [-H|-L|-P] [P] EXPR`: one start point (default `.`); more, or one gate cannot place, not read. */
function findPrints(rest: readonly string[]): string | undefined {
  let i = 0;
  while (i < rest.length && /^-[HLPO]\w*$/.test(rest[i] as string)) i++;
  const points: string[] = [];
  for (; i < rest.length; i++) {
    const w = rest[i] as string;
    if (w.startsWith('-') || w === '(' || w === '!' || w === ',') break;
    points.push(w);
  }
  // An action of find's own (`-fprint`, `-exec`) is read where the substitution's list is read.
  if (points.length > 1) return undefined;
  return below(points[0] ?? '.');
}

/** `grep -l PATTERN [P]` (also `-rl`, `--files-with-matches`): one operand's names, else the working directory's. */
function grepPrints(rest: readonly string[]): string | undefined {
  const ops: string[] = [];
  let lists = false;
  let pattern = false;
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i] as string;
    if (w === '-e' || w === '--regexp') {
      pattern = true;
      i++;
    } else if (/^--files-with(?:out)?-match(?:es)?$/.test(w) || (/^-[a-zA-Z]+$/.test(w) && /[lL]/.test(w)))
      lists = true;
    else if (!w.startsWith('-')) ops.push(w);
    else if (/^-[a-zA-Z]*[efABCmd]$/.test(w) || w === '--include' || w === '--exclude') return undefined;
  }
  const files = pattern ? ops : ops.slice(1);
  if (!lists || files.length > 1) return undefined;
  return below(files[0] ?? '.');
}

/** `ls [FLAGS] [P]`: the names in the working directory, or below P (`ls -d DIR/*` prints DIR's paths). */
function lsPrints(rest: readonly string[]): string | undefined {
  const ops = rest.filter((w) => !w.startsWith('-'));
  if (ops.length > 1) return undefined;
  const op = ops[0];
  if (op === undefined) return LISTED;
  return op.includes('/')
    ? below(dirnameOf(op))
    : /[*?[]/.test(op) || !op.startsWith('.') || op === '.'
      ? LISTED
      : undefined;
}

const NO_FLAGS: ReadonlySet<string> = new Set(['--']);
const REALPATH_FLAGS: ReadonlySet<string> = new Set(['-e', '-m', '-s', '-q', '-L', '-P', '-z', '--']);
const READLINK_FLAGS: ReadonlySet<string> = new Set(['-f', '-e', '-m', '-n', '-q', '-s', '-fn', '-nf', '--']);
const MKTEMP_FLAGS: ReadonlySet<string> = new Set([
  '-d',
  '-q',
  '-u',
  '-t',
  '-dt',
  '-td',
  '--directory',
  '--quiet',
  '--dry-run',
]);
/** date's options that change only which time it prints, not where its format puts a `/`. */
const DATE_FLAGS =
  /^(?:-u|--utc|--universal|-R|--rfc-email|-I\w*|--iso-8601(?:=\w+)?|--rfc-3339=\w+|--date=.*)$/;

/**
 * `git rev-parse --show-toplevel`: the project's top, read as `pwd` is (the working directory or an
 * ancestor, placed nowhere). `git ls-files`, `git diff --name-only`: names of the project's files.
 */
function gitPrints(rest: readonly string[]): string | undefined {
  if (rest.length === 2 && rest[0] === 'rev-parse' && rest[1] === '--show-toplevel') return ANYWHERE_DIR;
  if (rest[0] === 'ls-files' || (rest[0] === 'diff' && rest.includes('--name-only'))) return LISTED;
  return undefined;
}

const CLIMBS = /(?:^|\/)\.\.(?:\/|$)/;

/** The one operand after flags of `flags`, as `read` makes it. */
function oneOperand(
  rest: readonly string[],
  flags: ReadonlySet<string>,
  read: (path: string) => string,
): string | undefined {
  const ops = rest.filter((w) => !flags.has(w));
  const op = ops[0];
  if (ops.length !== 1 || op === undefined || op.startsWith('-') || op === '') return undefined;
  // A path that climbs (`$(realpath ..)`) resolves where the working directory's parent is: not read.
  if (CLIMBS.test(op)) return undefined;
  return read(op);
}

/** POSIX dirname of a literal path. */
function dirnameOf(path: string): string {
  const trimmed = withoutTrailing(path, '/');
  if (trimmed === '') return '/';
  const cut = trimmed.lastIndexOf('/');
  if (cut < 0) return '.';
  return withoutTrailing(trimmed.slice(0, cut), '/') || '/';
}

/** `basename P [SUFFIX]`: P's last name (a name holds no `/`, so it places nothing). */
function basenamePrints(rest: readonly string[]): string | undefined {
  const ops = rest[0] === '--' ? rest.slice(1) : rest;
  if (ops.length < 1 || ops.length > 2 || (ops[0] as string).startsWith('-')) return undefined;
  const trimmed = withoutTrailing(ops[0] as string, '/');
  const name = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  const suffix = ops[1];
  return suffix !== undefined && name !== suffix && name.endsWith(suffix)
    ? name.slice(0, -suffix.length)
    : name || '/';
}

/** A fresh name in a temporary directory; a template or directory option that names a place is not read. */
function mktempPrints(rest: readonly string[]): string | undefined {
  let templates = 0;
  for (const w of rest) {
    if (MKTEMP_FLAGS.has(w) || /^--suffix=[^/]*$/.test(w)) continue;
    if (w.startsWith('-') || w.includes('/') || ++templates > 1) return undefined;
  }
  return FRESH_TEMP;
}

/**
 * What `date [+FORMAT]` prints, its time read as digits: the format's own text is shown, and only `%D`
 * and `%x` put a `/` in what a conversion prints (`12/03/26`). Any other option or operand: not read.
 */
function datePrints(rest: readonly string[]): string | undefined {
  let format = '0';
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i] as string;
    if (w.startsWith('+')) format = w.slice(1);
    else if (w === '-d' || w === '--date') i++;
    else if (!DATE_FLAGS.test(w)) return undefined;
  }
  return format.replace(/%(?:[-_0^#]?\d*)([a-zA-Z%+:])/g, (_, c: string) =>
    c === '%' ? '%' : c === 'D' || c === 'x' ? '0/0/0' : c === 'n' || c === 't' ? ' ' : '0',
  );
}
