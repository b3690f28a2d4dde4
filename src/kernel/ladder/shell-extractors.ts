// Round 40 (docs/floor.md "Round 40 (redteam-r40)"): where the archive programs beyond tar, unzip, 7z and
// cpio write what an archive holds: below a directory they name, below the working directory, or
// anywhere when their members keep `/` and `../` (real python3's tarfile and jar's `P` the oracle).
import { namesInput } from './shell-vocabulary.js';

/** Where one extraction writes. */
export interface Extraction {
  /** Directories the members are written below, as named. */
  readonly dirs: readonly string[];
  /** Below the working directory (no directory named). */
  readonly here: boolean;
  /** Members keep absolute and `../` names: they land where the archive says. */
  readonly unbounded: boolean;
}

/**
 * The extraction a command makes, for unar, atool/aunpack, jar and Python's tarfile, zipfile and shutil
 * (its module's command line, or `code`, its `-c` one-liner); undefined when it extracts nothing.
 */
export function extraction(words: readonly string[], code: string | undefined): Extraction | undefined {
  const name = words[0];
  if (name === 'unar') return into(valuesOf(words, UNAR_DIR, UNAR_VALUED), false);
  if (name === 'atool' || name === 'aunpack') return atool(words);
  if (name === 'jar') return jar(words);
  if (name === 'cabextract')
    return into(valuesOf(words, /^(?:-d|--directory)$/, /^(?:-F|--filter|-e|--encoding)$/), false);
  if (name === 'unrar') return unrar(words);
  if (name === 'ar') return ar(words);
  if (name === 'lha' || name === 'lhasa') return lha(words);
  if (name === 'arj') return arj(words);
  if (name === 'zoo') return zoo(words);
  if (name !== 'python' && name !== 'python3' && name !== 'python2')
    return code === undefined ? undefined : moved(code, treeCalls(code));
  const module = pythonModule(words);
  if (module !== undefined) return pythonModuleRun(module.name, words.slice(module.at + 1));
  return code === undefined ? undefined : moved(code, merge(pythonCode(code), treeCalls(code)));
}

/**
 * Round 41: lha and lhasa, `lha x[opts][w=D] A` (a leading `-` optional): `x`/`e` extract, into `w=D`
 * when the command word names it, else here.
 */
function lha(words: readonly string[]): Extraction | undefined {
  const cmd = (words[1] ?? '').replace(/^-/, '');
  if (!/^[xe]/.test(cmd)) return undefined;
  const w = /w=(.*)$/s.exec(cmd);
  return into(w === null ? [] : [w[1] as string], false);
}

/** Round 41: arj `x`/`e A [D/]`: into an operand after the archive that ends in `/`, or `-htD`; else here. */
function arj(words: readonly string[]): Extraction | undefined {
  const ops = words.slice(1).filter((w) => !w.startsWith('-'));
  if (ops[0] !== 'x' && ops[0] !== 'e') return undefined;
  const dirs = words.filter((w) => w.startsWith('-ht') && w.length > 3).map((w) => w.slice(3));
  for (const o of ops.slice(2)) if (o.endsWith('/')) dirs.push(o);
  return into(dirs, false);
}

/**
 * Round 41: zoo `x[mods] A` extracts here; a `/` among its modifiers keeps the stored directory names,
 * read as members that land anywhere (no zoo to run here: fail closed, as jar's `P`).
 */
function zoo(words: readonly string[]): Extraction | undefined {
  const cmd = (words[1] ?? '').replace(/^-/, '');
  if (!/^[xe]/.test(cmd)) return undefined;
  return into([], cmd.includes('/'));
}

const merge = (a: Extraction | undefined, b: Extraction | undefined): Extraction | undefined =>
  a === undefined
    ? b
    : b === undefined
      ? a
      : { dirs: [...a.dirs, ...b.dirs], here: a.here || b.here, unbounded: a.unbounded || b.unbounded };

/**
 * Round 41: calls in a node, ruby, perl or python one-liner that unpack an archive or copy a tree, each
 * with where its directory is: an options object's key (`tar.x({cwd: D})`), else the argument at `at`
 * (-1: none, the call writes here).
 */
const TREE_CALLS: readonly { re: RegExp; at: number; key?: RegExp }[] = [
  // node-tar: `tar.x({file, cwd|C})`, `tar.extract(...)`; `preservePaths` keeps `/` and `../` (TREE_UNBOUNDED).
  { re: /\b(?:tar|require\(\s*['"]tar['"]\s*\))\s*\.\s*(?:x|extract)\s*\(/g, at: -1, key: /^(?:cwd|C)$/ },
  // adm-zip `extractAllTo(D)`, `extractEntryTo(E, D)`, unzipper's `Extract({path: D})`.
  { re: /\bextractAllTo\s*\(/g, at: 0 },
  { re: /\bextractEntryTo\s*\(/g, at: 1 },
  { re: /\bunzipper\s*\.\s*Extract\s*\(/g, at: -1, key: /^path$/ },
  // Node's `fs.cp`/`cpSync`, fs-extra's `copy`/`copySync`: a tree copied to D.
  { re: /\b(?:cpSync|cp|copySync|copy)\s*\(/g, at: 1 },
  // Ruby: `Gem::Package#extract_files(D)`, rubyzip `entry.extract(D)`/`zip.extract(E, D)`, minitar's `unpack(A, D)`.
  { re: /\bextract_files\s*\(/g, at: 0 },
  { re: /\bMinitar\s*\.\s*unpack\s*\(/g, at: 1 },
  // Perl: `Archive::Tar->extract_archive(A)` (here), `->setcwd(D)`, Archive::Extract's `extract(to => D)`.
  { re: /\bextract_archive\s*\(/g, at: -1 },
  { re: /->\s*setcwd\s*\(/g, at: 0 },
  { re: /->\s*extract\s*\(/g, at: -1, key: /^to$/ },
];
/** Options that keep members' `/` and `../` (node-tar's `preservePaths: true`, Archive::Tar's INSECURE mode). */
const TREE_UNBOUNDED = /\bpreservePaths\s*:\s*true\b|\$Archive::Tar::INSECURE_EXTRACT_MODE\s*=\s*1/;
/** A one-liner's change of directory: `os.chdir(D)`, `process.chdir(D)`, `Dir.chdir(D)`, perl's `chdir D`. */
const CHDIR = /\bchdir\b\s*\(?\s*([^;)]*)/g;

/** What a one-liner's tree calls write (TREE_CALLS), read from where its last `chdir` went; undefined for none. */
function treeCalls(code: string): Extraction | undefined {
  const dirs: string[] = [];
  let here = false;
  let unbounded = TREE_UNBOUNDED.test(code);
  let calls = 0;
  for (const { re, at, key } of TREE_CALLS) {
    re.lastIndex = 0;
    for (let m = re.exec(code); m !== null; m = re.exec(code)) {
      const args = callArguments(code, m.index + m[0].length);
      const dir =
        key !== undefined
          ? keyed(args, key)
          : at < 0
            ? undefined
            : args.filter((a) => !/^\w+\s*=/.test(a))[at];
      // A call short of its directory is some other call (`cp()`, a list's `copy()`).
      if (at >= 0 && dir === undefined) continue;
      calls++;
      if (dir === undefined) here = true;
      else {
        const literal = /^(['"`])([^'"`\\$]*)\1$/.exec(dir);
        if (literal === null) unbounded = true;
        else dirs.push(literal[2] as string);
      }
    }
  }
  return calls === 0 ? undefined : { dirs, here, unbounded };
}

/**
 * An extraction read from where the one-liner's last `chdir` went (`os.chdir("..")` first: what lands
 * here lands there, a relative directory below it); a directory no literal names is anywhere.
 */
function moved(code: string, e: Extraction | undefined): Extraction | undefined {
  if (e === undefined) return undefined;
  let base: string | undefined;
  let unbounded = e.unbounded;
  CHDIR.lastIndex = 0;
  for (let m = CHDIR.exec(code); m !== null; m = CHDIR.exec(code)) {
    const literal = /^(['"])([^'"\\$]*)\1$/.exec((m[1] as string).trim());
    if (literal === null) unbounded = true;
    else base = literal[2] as string;
  }
  if (base === undefined) return unbounded === e.unbounded ? e : { ...e, unbounded };
  const at = base;
  return {
    dirs: [...(e.here ? [at] : []), ...e.dirs.map((d) => (/^[~/]/.test(d) ? d : `${at}/${d}`))],
    here: false,
    unbounded,
  };
}

/** The literal value of key `key` in a call's object argument (`{file: "a", cwd: ".."}`, `to => ".."`). */
function keyed(args: readonly string[], key: RegExp): string | undefined {
  for (const a of args) {
    const body = a.replace(/^\{/, '').replace(/\}$/, '');
    for (const part of splitTop(body)) {
      const m = /^\s*['"]?(\w+)['"]?\s*(?::|=>)\s*([\s\S]*)$/.exec(part);
      if (m && key.test(m[1] as string)) return (m[2] as string).trim();
    }
  }
  return undefined;
}

/** `text` split at its top-level commas. */
const splitTop = (text: string): string[] => callArguments(`${text})`, 0);

const into = (dirs: readonly string[], unbounded: boolean): Extraction => ({
  dirs,
  here: dirs.length === 0,
  unbounded,
});

/** unar's output directory (`-o D`, `-output-directory D`, one dash or two), and its options with a value. */
const UNAR_DIR = /^--?(?:o|output-directory)$/;
const UNAR_VALUED = /^--?(?:p|password|e|encoding|E|password-encoding|i|indexes)$/;

/** The values of the options `want` matches (`-o D`, `-o=D`), skipping the values of `valued`. */
function valuesOf(words: readonly string[], want: RegExp, valued: RegExp): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    const eq = w.indexOf('=');
    const name = eq < 0 ? w : w.slice(0, eq);
    if (want.test(name)) {
      const v = eq < 0 ? words[++i] : w.slice(eq + 1);
      if (v !== undefined) out.push(v);
    } else if (eq < 0 && valued.test(w)) i++;
  }
  return out;
}

/**
 * atool (Perl's Getopt::Long, bundling): `-x`/`--extract`, `aunpack`, or `-X D`/`--extract-to=D` (cut to
 * any prefix longer than `--extract`) extract; into D, else into the working directory.
 */
function atool(words: readonly string[]): Extraction | undefined {
  let extract = words[0] === 'aunpack';
  const dirs: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = eq < 0 ? w : w.slice(0, eq);
      if (name.length > 9 && '--extract-to'.startsWith(name)) {
        extract = true;
        const v = eq < 0 ? words[++i] : w.slice(eq + 1);
        if (v !== undefined) dirs.push(v);
      } else if (name === '--extract') extract = true;
    } else if (w.startsWith('-'))
      for (let j = 1; j < w.length; j++) {
        if (w[j] === 'x') extract = true;
        if (w[j] !== 'X' && w[j] !== 'F' && w[j] !== 'O') continue;
        const v = j + 1 < w.length ? w.slice(j + 1) : words[++i];
        if (w[j] === 'X') {
          extract = true;
          if (v !== undefined) dirs.push(v);
        }
        break;
      }
  }
  return extract ? into(dirs, false) : undefined;
}

/**
 * jar: `x` in its first word (`xf`, `-xvf`) or `--extract`; `-C D`, `--dir D` (JDK 21 on) name where; `P`
 * among the letters keeps `/` and `../` (real jar 17 the oracle: `jar xPf` wrote `../.bashrc`).
 */
function jar(words: readonly string[]): Extraction | undefined {
  let extract = false;
  let unbounded = false;
  const dirs: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    const letters = i === 1 && /^[a-zA-Z]+$/.test(w) ? w : /^-[a-zA-Z]+$/.test(w) ? w.slice(1) : '';
    if (letters.includes('x')) extract = true;
    if (letters.includes('P')) unbounded = true;
    if (w === '--extract') extract = true;
    else if (w === '-C' || w === '--dir') {
      const v = words[++i];
      if (v !== undefined) dirs.push(v);
    } else if (w.startsWith('--dir=')) dirs.push(w.slice(6));
  }
  return extract ? into(dirs, unbounded) : undefined;
}

/** unrar `x`/`e`: into the last operand when it ends in `/` (its form of a directory), or `-opD`; else here. */
function unrar(words: readonly string[]): Extraction | undefined {
  const ops = words.slice(1).filter((w) => !w.startsWith('-'));
  if (ops[0] !== 'x' && ops[0] !== 'e') return undefined;
  const dirs = words.filter((w) => w.startsWith('-op') && w.length > 3).map((w) => w.slice(3));
  const last = ops[ops.length - 1] as string;
  if (ops.length > 2 && last.endsWith('/')) dirs.push(last);
  return into(dirs, false);
}

/** GNU ar: `x` in its first word extracts each member by its name, here or into `--output D`. */
function ar(words: readonly string[]): Extraction | undefined {
  const mode = (words[1] ?? '').replace(/^-/, '');
  // Letters, one of them x: two tests, not `^[a-zA-Z]*x[a-zA-Z]*$` (quadratic on a word of x's).
  if (!/^[a-zA-Z]*$/.test(mode) || !mode.includes('x')) return undefined;
  return into(valuesOf(words, /^--output$/, /^$/), false);
}

/** Whether python reads its program from standard input: no `-c`, `-m` or script operand, or `-` as it. */
export function pythonReadsInput(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '-') return true;
    if (!w.startsWith('-')) return namesInput(w);
    if (w.startsWith('-c') || w.startsWith('-m')) return false;
    if (w === '-W' || w === '-X') i++;
  }
  return true;
}

/** The module `python -m M` runs (`-m M`, `-mM`) and the index of its word; undefined for none. */
function pythonModule(words: readonly string[]): { name: string; at: number } | undefined {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (!w.startsWith('-') || w === '-' || w === '--' || w.startsWith('-c')) return undefined;
    if (w === '-m')
      return words[i + 1] === undefined ? undefined : { name: words[i + 1] as string, at: i + 1 };
    if (w.startsWith('-m')) return { name: w.slice(2), at: i };
    // `-W arg`, `-X opt`: a value of their own.
    if (w === '-W' || w === '-X') i++;
  }
  return undefined;
}

/**
 * `python -m tarfile -e A [D]` (members keep `../` before Python 3.14 unless `--filter data|tar`; real
 * python3.11 the oracle) and `python -m zipfile -e A D` (zipfile drops `..` and `/`): below D, else here.
 */
function pythonModuleRun(module: string, args: readonly string[]): Extraction | undefined {
  if (module !== 'tarfile' && module !== 'zipfile') return undefined;
  const at = args.findIndex((w) => w === '-e' || (w.length >= 4 && '--extract'.startsWith(w)));
  if (at < 0) return undefined;
  const dir = args[at + 2];
  const dirs = dir === undefined || dir.startsWith('-') ? [] : [dir];
  if (module === 'zipfile') return into(dirs, false);
  const filter = args.findIndex((w) => w.length >= 5 && '--filter'.startsWith(w.split('=')[0] as string));
  const named = filter < 0 ? '' : (args[filter] as string).includes('=') ? args[filter] : args[filter + 1];
  return into(dirs, !/^(?:--\w*=)?(?:data|tar)$/.test(named ?? ''));
}

/** A one-liner's extraction calls: tarfile's and zipfile's `extractall`/`extract`, shutil's `unpack_archive`. */
const EXTRACT_CALL = /\b(extractall|extract|unpack_archive)\s*\(/g;
/** A call's text names a tar archive (tarfile, or shutil, which unpacks tars with it). */
const TARRED = /\b(?:tarfile|TarFile|unpack_archive)\b/;
/** A filter that keeps members below the directory (`filter="data"`, `tarfile.data_filter`). */
const FILTERED = /\bfilter\s*=\s*(?:(['"])(?:data|tar)\1|(?:tarfile\.)?(?:data|tar)_filter\b)/;

/**
 * The directories a Python one-liner extracts into: each call's directory argument (extractall's first,
 * extract's and unpack_archive's second, or `path=`/`extract_dir=`); a call with none writes here, one
 * whose directory is no string literal writes anywhere, as do tar members unfiltered.
 */
function pythonCode(code: string): Extraction | undefined {
  const dirs: string[] = [];
  let here = false;
  let unbounded = TARRED.test(code) && !FILTERED.test(code);
  let calls = 0;
  EXTRACT_CALL.lastIndex = 0;
  for (let m = EXTRACT_CALL.exec(code); m !== null; m = EXTRACT_CALL.exec(code)) {
    calls++;
    const args = callArguments(code, m.index + m[0].length);
    const named = args.find((a) => /^(?:path|extract_dir)\s*=/.test(a));
    const dir =
      named?.replace(/^\w+\s*=\s*/, '') ??
      args.filter((a) => !/^\w+\s*=/.test(a))[m[1] === 'extractall' ? 0 : 1];
    if (dir === undefined) here = true;
    else {
      const literal = /^(['"])([^'"\\]*)\1$/.exec(dir);
      if (literal === null) unbounded = true;
      else dirs.push(literal[2] as string);
    }
  }
  return calls === 0 ? undefined : { dirs, here, unbounded };
}

/** A call's arguments from `from` (after its `(`) to its `)`, split at top-level commas, trimmed. */
function callArguments(code: string, from: number): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = from;
  for (let i = from; i < code.length; i++) {
    const c = code[i] as string;
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    else if (c === ',' || c === ')') {
      if (depth > 0) continue;
      const arg = code.slice(start, i).trim();
      if (arg !== '') out.push(arg);
      if (c === ')') return out;
      start = i + 1;
    }
  }
  return out;
}
