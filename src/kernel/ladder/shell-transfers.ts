// Round 73 (rt-writers-r73; docs/floor.md): the host places a copy program's verb writes (`docker cp c:/x
// ~/.bashrc`, `kubectl cp pod:/x D`, `lxc file pull c/x F`, `rclone copyto r:x F`, `az storage blob
// download -f F`), by the vocabulary's rules (shell-vocabulary.ts TRANSFER_PROGRAMS); and the file an
// unknown program's short `-o` names (`mytool -o F`), as its `--out`/`--output` is read.
import type { WriteTarget } from './shell.js';
import {
  PLACE_LAST_WRITERS,
  SHORT_O_FLAGS,
  TARGET_DIRECTORY_COPIERS,
  TRANSFER_PROGRAMS,
  type TransferVerb,
} from './shell-vocabulary.js';

const NONE: readonly WriteTarget[] = Object.freeze([]);

/** The host places `words` (a command's, its name first) write as a copy program's verb; usually none. */
export function transferTargets(words: readonly string[]): readonly WriteTarget[] {
  const program = TRANSFER_PROGRAMS.get(words[0] as string);
  if (program === undefined) return NONE;
  let out: WriteTarget[] | undefined;
  for (const rule of program.verbs) {
    const at = verbEnd(words, rule.verb);
    if (at < 0) continue;
    const targets = verbTargets(words, at, rule, program.valued);
    if (targets.length === 0) continue;
    out ??= [];
    out.push(...targets);
  }
  return out ?? NONE;
}

/**
 * Round 74: whether `words` (a command, its name first) write the place their last operand names, when
 * that operand is input xargs appends or one holding `replace` (the place is then input the text does not
 * show): cp, mv, ln, install, rsync, scp with no target directory option (PLACE_LAST_WRITERS), and every
 * table verb whose place is its last operand (`docker cp`, `kubectl cp`, `convert`).
 */
export function placeLast(words: readonly string[], replace: string | undefined): boolean {
  const name = words[0] as string;
  const lastHolds = replace === undefined || (words[words.length - 1] as string).includes(replace);
  if (!lastHolds) return false;
  if (PLACE_LAST_WRITERS.has(name))
    return !TARGET_DIRECTORY_COPIERS.has(name) || !words.some((w, i) => i > 0 && TARGET_DIRECTORY.test(w));
  const program = TRANSFER_PROGRAMS.get(name);
  if (program === undefined) return false;
  for (const rule of program.verbs)
    if (
      rule.options === undefined &&
      rule.every !== true &&
      rule.first !== true &&
      verbEnd(words, rule.verb) >= 0
    )
      return true;
  return false;
}
/** cp's, mv's, ln's, install's own option naming the directory written (`-t D`, `-rt D`, `--target-directory=D`). */
const TARGET_DIRECTORY = /^(?:-[A-Za-z]*t|--target-directory)/;

/**
 * Where `verb`'s words end among `words` (-1: not this verb): each verb word in turn, with only options
 * (and one value after each) before and between them (`kubectl -n ns cp`, `docker compose -f c.yml cp`);
 * a first other word ends the search (`docker run img cp x y` runs cp in the container).
 */
function verbEnd(words: readonly string[], verb: string): number {
  const parts = verb === '' ? [] : verb.split(' ');
  let k = 0;
  let afterOption = false;
  for (let i = 1; i < words.length; i++) {
    if (k === parts.length) return i;
    const w = words[i] as string;
    if (w === parts[k]) {
      k++;
      afterOption = false;
    } else if (w.startsWith('-') && w !== '-' && w !== '--') afterOption = !w.includes('=');
    else if (afterOption) afterOption = false;
    else return -1;
  }
  return k === parts.length ? words.length : -1;
}

/** The places one verb writes, its words from `at` on. */
function verbTargets(
  words: readonly string[],
  at: number,
  rule: TransferVerb,
  valued: readonly string[],
): readonly WriteTarget[] {
  if (rule.when !== undefined && !flagged(words, at, rule.when)) return NONE;
  const tree = rule.writes === 'contents' || rule.writes === 'tree' || flagged(words, at, rule.recursive);
  if (rule.options !== undefined) {
    const out: WriteTarget[] = [];
    for (const value of optionPlaces(words, at, rule.options)) {
      const place = rule.setting === undefined ? value : settingPlace(value, rule.setting);
      if (place === undefined || place === '' || place === '-') continue;
      if (rule.endings === undefined) out.push({ path: place, recursive: rule.writes === 'contents' });
      else for (const end of rule.endings) out.push({ path: `${place}${end}`, recursive: false });
    }
    return out;
  }
  const { ops, afterOption } = operandsFrom(words, at, valued);
  if (rule.every === true)
    return ops
      .filter((p) => p !== '-' && local(p))
      .map((path) => ({ path, recursive: rule.writes !== 'file' }));
  if (rule.first === true)
    return ops.length > 0 && local(ops[0] as string) ? [{ path: ops[0] as string, recursive: false }] : NONE;
  if (ops.length < (rule.least ?? 2)) return NONE;
  const last = ops.length - 1;
  const dest = ops[last] as string;
  const sources = ops.slice(0, last);
  const out: WriteTarget[] =
    !local(dest) || dest === '-'
      ? []
      : rule.writes === 'contents'
        ? [{ path: dest, recursive: true }]
        : tree
          ? treeInto(dest, sources)
          : [
              { path: dest, recursive: false },
              ...sources.map((s) => ({ path: `${withoutSlash(dest)}/${lastName(s)}`, recursive: false })),
            ];
  // A last operand right after an option it may be the value of (one the table does not know) may be no
  // destination: each operand before it so placed is read as one too, with all below it (fail closed),
  // never a source (the first, where a verb's place follows one: round 74's `ffmpeg -i x F -loglevel q`).
  for (let j = last; j > (rule.least ?? 2) - 1 && afterOption[j] === true; j--) {
    const before = ops[j - 1] as string;
    if (local(before)) out.push({ path: before, recursive: true });
  }
  return out;
}

/**
 * A tree copied to `dest`: into a directory known to exist (`.`, `~`, `/`, a trailing `/`) as each
 * source's last name, with all below it (`docker cp c:/var/log/app.log .` writes `./app.log`); a source's
 * contents (`c:/x/.`), or a place that may not exist yet, is `dest` with all below it.
 */
function treeInto(dest: string, sources: readonly string[]): WriteTarget[] {
  const exists = /^(?:\.{1,2}|~|\$\{?HOME\}?|\$\{?PWD\}?)?\/*$/.test(dest) || dest.endsWith('/');
  if (!exists) return [{ path: dest, recursive: true }];
  const out: WriteTarget[] = [];
  for (const s of sources) {
    const name = lastName(s);
    out.push(
      name === '' || name === '.' || name === '..'
        ? { path: dest, recursive: true }
        : { path: `${withoutSlash(dest)}/${name}`, recursive: true },
    );
  }
  return out.length > 0 ? out : [{ path: dest, recursive: true }];
}

/** A source's last name, its place on another machine after the colon (`c:/var/x` → `x`, `c:/` → ''). */
function lastName(source: string): string {
  const path = local(source) ? source : source.slice(source.indexOf(':') + 1);
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47 /* / */) end--;
  return path.slice(path.lastIndexOf('/', end - 1) + 1, end);
}
const withoutSlash = (dir: string): string => (dir.length > 1 && dir.endsWith('/') ? dir.slice(0, -1) : dir);

/**
 * Whether an operand is a place on this host: not `NAME:path` with no `/` before the colon (a container,
 * pod, instance or remote: `c:/x`, `r:x`, `gs://b`), unless a drive (`C:/x`) or a path's own start.
 */
function local(word: string): boolean {
  const colon = word.indexOf(':');
  if (colon < 0) return true;
  const c = word.charCodeAt(0);
  if (c === 46 /* . */ || c === 126 /* ~ */ || c === 47 /* / */ || c === 36 /* $ */) return true;
  if (colon === 1 && /^[A-Za-z]:[\\/]/.test(word)) return true;
  const slash = word.indexOf('/');
  return slash >= 0 && slash < colon;
}

/** The verb's operands from `at` (values of `valued` options skipped), and which follow an option word. */
function operandsFrom(
  words: readonly string[],
  at: number,
  valued: readonly string[],
): { ops: string[]; afterOption: boolean[] } {
  const ops: string[] = [];
  const afterOption: boolean[] = [];
  let options = true;
  let after = false;
  for (let i = at; i < words.length; i++) {
    const w = words[i] as string;
    if (options && w === '--') {
      options = false;
      after = false;
      continue;
    }
    if (options && w.startsWith('-') && w !== '-') {
      if (valued.includes(w)) i++;
      else after = !w.includes('=');
      continue;
    }
    ops.push(w);
    afterOption.push(after);
    after = false;
  }
  return { ops, afterOption };
}

/** Whether any of `flags` is among the words from `at` (`-r`, `--recursive`, `--recursive=true`; `-rL` too). */
function flagged(words: readonly string[], at: number, flags: readonly string[] | undefined): boolean {
  if (flags === undefined) return false;
  for (let i = at; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') return false;
    if (flags.includes(w)) return true;
    if (w.length > 2 && w.charCodeAt(1) !== 45 /* - */ && w.charCodeAt(0) === 45)
      for (const f of flags) if (f.length === 2 && w.includes(f[1] as string)) return true;
  }
  return false;
}

/**
 * The values of `options` among the words from `at` (`-f F`, `-fF`, a flag cluster ending in it: `-nw F`;
 * a longer one `--file=F`, `--file F`, and round 74's one-dash ones `-oN=F`, `-sOutputFile=F`).
 */
function optionPlaces(words: readonly string[], at: number, options: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = at; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    for (const o of options) {
      if (w === o) out.push(words[i + 1] ?? '');
      else if (o.length > 2) {
        if (w.startsWith(`${o}=`)) out.push(w.slice(o.length + 1));
      } else if (w.startsWith(o) && w.length > 2) out.push(w.slice(2));
      else if (w.endsWith(o[1] as string) && CLUSTER.test(w)) out.push(words[i + 1] ?? '');
    }
  }
  return out.filter((p) => p !== '' && p !== '-');
}
/** A cluster of one-letter flags (`-nw`): its last letter's value is the next word. */
const CLUSTER = /^-[A-Za-z]{2,}$/;

/** Round 74: the place a `KEY=V,..` setting names by `key` (`type=local,dest=D`), or the value with no `=` itself. */
function settingPlace(value: string, key: string): string | undefined {
  if (!value.includes('=')) return value;
  for (const item of value.split(',')) if (item.startsWith(`${key}=`)) return item.slice(key.length + 1);
  return undefined;
}

/**
 * The files a program's short `-o` names (`-o F`, `-oF`, `-o=F`, a flag cluster ending in it: `-vo F`), or
 * its one-dash long output option (`terraform plan -out=F`), for a program whose `-o` is no flag
 * (SHORT_O_FLAGS). A `KEY=VALUE` value is an option's setting (`ssh -o User=x`, `mount -o ro`), no file.
 */
export function shortOutputs(words: readonly string[]): readonly string[] {
  if (SHORT_O_FLAGS.has(words[0] as string)) return NO_WORDS;
  let out: string[] | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    if (w.charCodeAt(0) !== 45 /* - */ || w.charCodeAt(1) === 45 || !w.includes('o')) continue;
    const long = ONE_DASH_OUTPUT.exec(w);
    const o = long === null ? shortO(w) : -1;
    if (long === null && o < 0) continue;
    let value = long !== null ? (long[1] ?? words[i + 1]) : o + 1 < w.length ? w.slice(o + 1) : words[i + 1];
    if (long === null && value?.startsWith('=') === true && o + 1 < w.length) value = value.slice(1);
    if (value === undefined || value === '' || value === '-' || value.startsWith('-') || SETTING.test(value))
      continue;
    out ??= [];
    out.push(value);
  }
  return out ?? NO_WORDS;
}
/** One-dash long output options (`-out F`, `-output=F`, `-outfile F`): terraform's, Go tools', Java tools'. */
const ONE_DASH_OUTPUT = /^-(?:out|output|outfile|outdir)(?:=(.*))?$/;
const NO_WORDS: readonly string[] = Object.freeze([]);
/** A setting's `KEY=` (`User=x`, `Dpkg::Options::=..`): no path has a name char run then `=` first. */
const SETTING = /^[\w.:-]+=/;

/** Where `o` stands in a short-option word: after letters only (`-o`, `-vo`, `-oFILE`); -1 if not so. */
function shortO(w: string): number {
  for (let i = 1; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c === 111 /* o */) return i;
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) return -1;
  }
  return -1;
}

/**
 * Round 74: the files an unknown program's `-O` or `-f` names (`mytool -O F`, `-fF`, a flag cluster ending
 * in it: `-xf F`): written, as its `-o` is (fail closed: no table says it reads them). A `KEY=VALUE` value
 * is a setting, no file.
 */
export function unknownOutputs(words: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    if (w.charCodeAt(0) !== 45 /* - */ || w.charCodeAt(1) === 45) continue;
    const value = UNKNOWN_OUTPUT.test(w)
      ? words[i + 1]
      : w.startsWith('-O') || w.startsWith('-f')
        ? w.slice(2)
        : undefined;
    if (value === undefined || value === '' || value === '-' || value.startsWith('-') || SETTING.test(value))
      continue;
    out ??= [];
    out.push(value);
  }
  return out ?? NO_WORDS;
}
/** `-O`, `-f`, or a cluster of one-letter flags ending in either (`-xf`): the next word is the value. */
const UNKNOWN_OUTPUT = /^-[A-Za-z]*[Of]$/;
