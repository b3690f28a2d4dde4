// Round 25: where a text puts a home directory before a carrier packs it (docs/floor.md, "Round 25"). The
// working directories its `cd`/`pushd` reach when the text names them (`cd /root/..`, `cd ~; cd ..`), so a
// relative operand is read from there (`tar c dev` in `/home`), and the trees it copies or links a home to
// (`cp -r ~ /tmp/h`, `ln -s ~ x`, `rsync -a ~/ /tmp/h`), so packing the copy is packing the home.
import { normalisePath } from '../policy/paths.js';
import { namesWholeHome } from './egress-vocabulary.js';
import type { SimpleCommand } from './shell-parse.js';

/** The places of one parse: directories gone to (absolute or home-based), and home copies (normalised). */
export interface HomePlaces {
  readonly dirs: readonly string[];
  readonly copies: readonly string[];
}

/** Programs that make a second name for a tree: its last operand (or `-t DIR`) is the copy. */
const COPIERS: ReadonlySet<string> = new Set(['cp', 'ln', 'mv', 'rsync', 'ditto', 'gcp']);
const GOERS: ReadonlySet<string> = new Set(['cd', 'pushd', 'popd']);

/**
 * The home places of a parse (undefined: none), in text order: a `cd` to a relative path from a directory
 * not known stays not known (the agent's start is not in the text). `homes`: the text's home variables
 * spelled `~` (shell.ts withHomes).
 */
export function homePlaces(
  all: readonly SimpleCommand[],
  spell: (word: string) => string,
): HomePlaces | undefined {
  if (!all.some((c) => GOERS.has(c.words[0] ?? '') || COPIERS.has(c.words[0] ?? ''))) return undefined;
  let cwd: string | undefined;
  const dirs: string[] = [];
  const copies: string[] = [];
  const known = (w: string): boolean => isHome(resolve(spell(w), cwd), copies);
  for (const c of all) {
    const name = c.words[0] ?? '';
    const operands = c.words.slice(1).filter((w) => !w.startsWith('-'));
    if (GOERS.has(name)) {
      const dir = operands[0];
      if (name === 'popd' || dir?.startsWith('+')) cwd = undefined;
      else if (dir === undefined) cwd = name === 'cd' ? '~' : undefined;
      else if (copies.length > 0 && isHome(resolve(spell(dir), cwd), copies)) cwd = '~';
      else cwd = anchored(spell(dir)) ? spell(dir) : cwd === undefined ? undefined : `${cwd}/${dir}`;
      if (cwd !== undefined) {
        cwd = normalisePath(cwd);
        if (!dirs.includes(cwd)) dirs.push(cwd);
      }
      continue;
    }
    if (!COPIERS.has(name) || operands.length < 2) continue;
    const t = c.words.findIndex((w) => w === '-t' || w.startsWith('--target-directory'));
    const target = t < 0 ? undefined : c.words[t].includes('=') ? c.words[t].split('=')[1] : c.words[t + 1];
    const dest = target ?? (operands[operands.length - 1] as string);
    const sources = operands.filter((w) => w !== dest);
    if (dest.includes(':') || !sources.some(known)) continue;
    const copy = normalisePath(resolve(spell(dest), cwd));
    if (!copies.includes(copy)) copies.push(copy);
  }
  return dirs.length === 0 && copies.length === 0 ? undefined : { dirs, copies };
}

/** A word that names its own place: absolute, home-based or a variable (`$HOME`, `${D}`). */
const anchored = (w: string): boolean => /^[~/$]/.test(w);

/** A path read from a working directory (undefined: as written). */
function resolve(w: string, cwd: string | undefined): string {
  return cwd === undefined || anchored(w) ? w : `${cwd}/${w}`;
}

/** Whether a path is a home whole, or a copy of one, or every entry of either (`/tmp/h/*`). */
function isHome(path: string, copies: readonly string[]): boolean {
  if (namesWholeHome(path)) return true;
  if (copies.length === 0) return false;
  const p = normalisePath(path);
  return copies.some((c) => p === c || (p.startsWith(`${c}/`) && EVERY.test(p.slice(c.length + 1))));
}
/** Every entry of a directory by a pattern (`*`, `.*`, `.[!.]*`). */
const EVERY = /^\.?(?:[*?]|\[[^\]/]*\])+$/;

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
