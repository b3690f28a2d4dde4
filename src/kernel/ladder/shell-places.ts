// Round 25: where a text puts a home directory before a carrier packs it (docs/floor.md, "Round 25"). The
// working directories its `cd`/`pushd` reach when the text names them (`cd /root/..`, `cd ~; cd ..`), so a
// relative operand is read from there (`tar c dev` in `/home`), and the trees it copies or links a home to
// (`cp -r ~ /tmp/h`, `ln -s ~ x`, `rsync -a ~/ /tmp/h`), so packing the copy is packing the home.
import { normalisePath } from '../policy/paths.js';
import { namesWholeHome } from './egress-vocabulary.js';
import type { SimpleCommand } from './shell-parse.js';
import { COMMAND_LEAD, TREE_COPIERS } from './shell-vocabulary.js';

/** A second name the text makes for a tree holding a home: `dest` (normalised) stands for `source`. */
export interface Copy {
  readonly dest: string;
  readonly source: string;
}
/** The places of one parse: directories gone to (absolute or home-based), and home copies. */
export interface HomePlaces {
  readonly dirs: readonly string[];
  readonly copies: readonly Copy[];
}

const GOERS: ReadonlySet<string> = new Set(['cd', 'pushd', 'popd']);
/** The command words that make a place (GOERS and TREE_COPIERS): a parse with none has none. */
export const PLACE_WORDS: ReadonlySet<string> = new Set([...GOERS, ...TREE_COPIERS]);

/**
 * The home places of a parse (undefined: none), in text order: a `cd` to a relative path from a directory
 * not known stays not known (the agent's start is not in the text). `homes`: the text's home variables
 * spelled `~` (shell.ts withHomes).
 */
export function homePlaces(
  all: readonly SimpleCommand[],
  spell: (word: string) => string,
): HomePlaces | undefined {
  if (!(placeScan(all) & MAKES_PLACE)) return undefined;
  let cwd: string | undefined;
  const dirs: string[] = [];
  const copies: Copy[] = [];
  const search = cdSearch(all);
  for (const c of all) {
    // `CDPATH=/ cd root`: assignments before the command word are the command's own environment.
    const start = placeStart(c.words);
    // `env -C /root tar c .`: the command env runs starts there (a place for its operands, not the list's).
    const envAt = envDir(c.words, start);
    if (envAt !== undefined) {
      const d = normalisePath(resolve(spell(envAt), cwd));
      if (!dirs.includes(d)) dirs.push(d);
    }
    const words = start === 0 ? c.words : c.words.slice(start);
    const name = words[0] ?? '';
    const operands = words.slice(1).filter((w) => !w.startsWith('-'));
    if (GOERS.has(name)) {
      const dir = operands[0];
      if (name === 'popd' || dir?.startsWith('+')) cwd = undefined;
      else if (dir === undefined) cwd = name === 'cd' ? '~' : undefined;
      else if (copies.length > 0 && isHome(resolve(spell(dir), cwd), copies))
        cwd = normalisePath(origin(resolve(spell(dir), cwd), copies));
      else if (search !== undefined && !anchored(spell(dir)) && !dir.startsWith('.')) {
        // `CDPATH=/; cd root`: cd looks in each directory CDPATH names before the working one (round 27).
        const found = search.map((b) => normalisePath(`${b === '' ? (cwd ?? '.') : b}/${dir}`));
        for (const d of found) if (!dirs.includes(d) && d !== '.' && !d.startsWith('./')) dirs.push(d);
        cwd = found[0];
      } else if (cwd === undefined && !anchored(spell(dir))) {
        // `cd ../..; tar c dev`: a climb from the agent's unknown start may reach a home (climbed).
        const up = climbed(dir);
        for (const d of up ?? NO_PLACES) if (!dirs.includes(d)) dirs.push(d);
        cwd = up?.[0];
      } else cwd = anchored(spell(dir)) ? spell(dir) : `${cwd}/${dir}`;
      if (cwd !== undefined) {
        cwd = normalisePath(cwd);
        if (!dirs.includes(cwd)) dirs.push(cwd);
      }
      continue;
    }
    if (!TREE_COPIERS.has(name) || operands.length < 2) continue;
    const t = words.findIndex((w) => w === '-t' || w.startsWith('--target-directory'));
    const target = t < 0 ? undefined : words[t].includes('=') ? words[t].split('=')[1] : words[t + 1];
    const dest = target ?? (operands[operands.length - 1] as string);
    const sources = operands.filter((w) => w !== dest);
    if (dest.includes(':')) continue;
    // The tree copied, read through earlier copies (`cp -r ~ a; cp -r a b`): a home, `/` or `/home`.
    const source = sources.map((w) => origin(resolve(spell(w), cwd), copies)).find(holdsHome);
    if (source === undefined) continue;
    const copy = normalisePath(resolve(spell(dest), cwd));
    if (!copies.some((c) => c.dest === copy)) copies.push({ dest: copy, source });
  }
  return dirs.length === 0 && copies.length === 0 ? undefined : { dirs, copies };
}

/** placeScan's bits: some command goes somewhere or copies (PLACE_WORDS, `env -C DIR`), past its assignments. */
export const MAKES_PLACE = 1;
/** Some command changes directory: `cd`, `pushd`, `popd`, or `env -C DIR`. */
export const GOES = 2;
/** Some command is a `cd` or `pushd` (which may go home: shell.ts wentHome). */
export const GOES_CD = 4;
/** A place word's bits: one lookup a command, as the plain `PLACE_WORDS.has` was. */
const PLACE_BITS: ReadonlyMap<string, number> = new Map([
  ...[...TREE_COPIERS].map((w) => [w, MAKES_PLACE] as const),
  ...[...GOERS].map((w) => [w, MAKES_PLACE | GOES | (w === 'popd' ? 0 : GOES_CD)] as const),
]);

/**
 * What a parse's commands do with places, in one pass (round 28c: the readers asked per command, each
 * skipping the command's assignments again): MAKES_PLACE, GOES and GOES_CD bits.
 */
export function placeScan(all: readonly SimpleCommand[]): number {
  let bits = 0;
  for (const c of all) bits |= placeBitsAt(c.words, 0);
  return bits;
}

/** placeScan's GOES and GOES_CD bits alone, the question every reading asks (most parses: none). */
export function goesScan(all: readonly SimpleCommand[]): number {
  let bits = 0;
  for (const c of all) {
    const w = c.words[0];
    // A command judged literal (shell.ts literalCommandOf) has no assignment before its word: compared, not read.
    if (typeof c.literal === 'string' && !COMMAND_LEAD.has(w as string))
      bits |= w === 'cd' || w === 'pushd' ? GOES | GOES_CD : w === 'popd' ? GOES : 0;
    else bits |= placeBitsAt(c.words, 0) & (GOES | GOES_CD);
  }
  return bits;
}

/** One command's place bits, its word at `at`; past leading assignments only when the first word is one. */
function placeBitsAt(words: readonly string[], at: number): number {
  const w = words[at];
  if (w === undefined) return 0;
  if (w === 'env') return envDir(words, at) === undefined ? 0 : MAKES_PLACE | GOES;
  // One anchored test a command tells the rest (most commands): neither a place word nor an assignment.
  if (!PLACE_OR_ASSIGNMENT.test(w)) return 0;
  const bits = PLACE_BITS.get(w);
  if (bits !== undefined) return bits;
  // `CDPATH=/ cd root`: read past the assignments once, from the first.
  return at === 0 ? placeBitsAt(words, placeStart(words)) : 0;
}

/** Where a command's word stands past its leading assignments (`CDPATH=/ cd root` is a `cd`). */
export function placeStart(words: readonly string[]): number {
  let i = 0;
  while (i < words.length && ASSIGNMENT.test(words[i] as string)) i++;
  // Round 54: `builtin cd /tmp/r`, `command cd ~`, `command -p cd ..` are that `cd` (`command -v cd` is
  // not); so is one after a reserved word the parse keeps (`do cd $d`, `then cd /tmp/r`, `if cd x`, `time cd x`).
  while (COMMAND_LEAD.has(words[i] as string)) {
    i++;
    if (words[i - 1] === 'command' && words[i] === '-p') i++;
  }
  return i;
}
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*\+?=/;
/** A place word (PLACE_BITS) or an assignment (ASSIGNMENT), as one anchored test. */
const PLACE_OR_ASSIGNMENT = new RegExp(
  `^(?:(?:${[...PLACE_BITS.keys()].join('|')}|${[...COMMAND_LEAD].map((w) => w.replace(/[{!]/, '\\$&')).join('|')})$|[A-Za-z_][A-Za-z0-9_]*\\+?=)`,
);

/** The directory `env -C DIR` (`--chdir=DIR`, `-CDIR`) starts its command in; undefined when none. */
function envDir(words: readonly string[], at: number): string | undefined {
  // Options first: `env ls` (most env commands) is read no further.
  if (words[at] !== 'env' || words[at + 1]?.charCodeAt(0) !== 45 /* - */) return undefined;
  for (let i = at + 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '-C' || w === '--chdir') return words[i + 1];
    if (w.startsWith('--chdir=')) return w.slice(8);
    if (/^-[iv0]*C./.test(w)) return w.slice(w.indexOf('C') + 1);
    if (w === '-u' || w === '--unset') i++;
    else if (!w.startsWith('-') && !ASSIGNMENT.test(w)) return undefined;
  }
  return undefined;
}

/**
 * Round 57: the directories a parse's commands go into, as written (`cd ./link`, `pushd ~/p`, `env -C d`,
 * `git -C d`, `make -C d`, `hg -R d`): the names an edge that has the disk resolves, links followed
 * (cli/hooks/event-cwd.ts enteredShared). At most MAX_ENTERED, the first in text order.
 */
export function enteredDirectories(all: readonly SimpleCommand[]): string[] {
  const out: string[] = [];
  const add = (d: string | undefined): void => {
    if (d !== undefined && d !== '' && d !== '-' && out.length < MAX_ENTERED && !out.includes(d)) out.push(d);
  };
  for (const c of all) {
    const at = placeStart(c.words);
    const name = c.words[at];
    if (name === 'cd' || name === 'pushd') add(c.words.slice(at + 1).find((w) => !w.startsWith('-')));
    add(envDir(c.words, at));
    for (let j = at + 1; j < c.words.length; j++) {
      const w = c.words[j] as string;
      if (w === '-C' || w === '-R' || w === '--cwd' || w === '--directory') add(c.words[j + 1]);
      else if (/^-[CR]./.test(w)) add(w.slice(2));
    }
  }
  return out;
}
/** Directories a text goes into that an edge resolves on the disk, at most (each a realpath call). */
const MAX_ENTERED = 16;

/** Round 41: whether the text sets `CDPATH` (a relative `cd` then goes where it names, not below). */
export const setsCdPath = (all: readonly SimpleCommand[]): boolean => cdSearch(all) !== undefined;

/**
 * The directories the text's `CDPATH` names (undefined: it sets none), each a place a relative `cd` may
 * reach; a value the text computes may name any, read as `/` and `~` (fail closed).
 */
function cdSearch(all: readonly SimpleCommand[]): string[] | undefined {
  let out: string[] | undefined;
  for (const c of all)
    for (const w of c.words) {
      if (!w.startsWith('CDPATH=') && !w.startsWith('CDPATH+=')) continue;
      const value = w.slice(w.indexOf('=') + 1);
      out ??= [];
      for (const d of value.includes('$') || value.includes('`') ? ['/', '~'] : value.split(':'))
        if (!out.includes(d)) out.push(d);
    }
  return out;
}

/**
 * Round 26: the directories a relative `cd` that climbs above the agent's unknown start may reach,
 * taking the start to be a project at a home's top (`~/p`, `/home/u/p`, `/root/p`, the common case):
 * one `..` may be the home, two `/home` or `/`, more `/`; what follows is read from each. Undefined for
 * a path that does not climb (`cd src`: still not known). docs/floor.md, "Round 26".
 */
function climbed(dir: string): string[] | undefined {
  const parts = dir.split('/').filter((p) => p !== '' && p !== '.');
  let k = 0;
  while (parts[k] === '..') k++;
  if (k === 0) return undefined;
  const rest = parts.slice(k).join('/');
  const bases = k === 1 ? ['~'] : k === 2 ? ['/home', '/'] : ['/'];
  return bases.map((b) => normalisePath(rest === '' ? b : `${b}/${rest}`));
}
const NO_PLACES: readonly string[] = [];

/** A word that names its own place: absolute, home-based or a variable (`$HOME`, `${D}`). */
const anchored = (w: string): boolean => /^[~/$]/.test(w);

/** A path read from a working directory (undefined: as written). */
function resolve(w: string, cwd: string | undefined): string {
  return cwd === undefined || anchored(w) ? w : `${cwd}/${w}`;
}

/** A path read through the copies (`/tmp/h/x` of `cp -r ~ /tmp/h` is `~/x`); as written when none holds it. */
function origin(path: string, copies: readonly Copy[]): string {
  if (copies.length === 0) return path;
  const p = normalisePath(path);
  for (const c of copies) {
    if (p === c.dest) return c.source;
    if (p.startsWith(`${c.dest}/`)) return `${c.source}/${p.slice(c.dest.length + 1)}`;
  }
  return path;
}
/** A tree that is or holds a home: a home, `/`, `/home` (namesWholeHome). */
const holdsHome = (path: string): boolean => namesWholeHome(path);

/** Whether a path is a home whole (or every entry of one), directly or through a copy (`ln -s / r; r/root`). */
function isHome(path: string, copies: readonly Copy[]): boolean {
  return namesWholeHome(path) || (copies.length > 0 && namesWholeHome(origin(path, copies)));
}

/**
 * A carrier's words with each operand that names a home from where the text put it spelled so the
 * carrier's reader sees it: a relative path read from each directory gone to, a copy read as `~`.
 */
export function homeOperands(
  words: readonly string[],
  places: HomePlaces,
  spell: (word: string) => string,
): readonly string[] {
  let out: string[] | undefined;
  for (let k = 1; k < words.length; k++) {
    const w = spell(words[k] as string);
    if (w.startsWith('-') && w !== '-') continue;
    let now: string | undefined;
    if (isHome(w, places.copies) && !namesWholeHome(w)) now = '~';
    else if (!anchored(w))
      for (const d of places.dirs) {
        const p = `${d}/${w}`;
        if (namesWholeHome(p)) now = p;
        else if (isHome(p, places.copies)) now = '~';
        if (now !== undefined) break;
      }
    if (now === undefined) continue;
    out ??= [...words];
    out[k] = now;
  }
  return out ?? words;
}
