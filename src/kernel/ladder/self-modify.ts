// Rung 3: a call that writes a guarded path (the gateway's own config, .git, .env, ssh keys ...) is
// refused SELF_MODIFY. Writers are judged by their path-shaped arguments, every tool by the write
// targets of its shell commands; reads of a guarded path pass (the screeners judge what comes back).
import { type GlobSet, globSetOf } from '../policy/glob.js';
import { isFileUrl, isPathKey, normalisePath, PRINTED_DIR, unplacedRest } from '../policy/paths.js';
import type { CompiledGlob } from '../policy/types.js';
import { HOME_DIR } from './egress-vocabulary.js';
import { patchWriteTargets } from './patch-targets.js';
import {
  type ArgLeaves,
  AT_KEY,
  commandsOf,
  DEEPER,
  leavesOf,
  mayHoldPatchIn,
  namesOf,
  type RungInput,
  type RungResult,
  refuse,
} from './rung.js';
import { shellExtractsHere, shellWriteTargets, type WriteTarget } from './shell.js';
import { GUARDED_DIR_NAMES } from './shell-vocabulary.js';
import { workingDirectory } from './working-directory.js';

export function checkSelfModify(input: RungInput): RungResult {
  const { policy, args } = input;
  if (policy.selfModify.length === 0) return 'no self_modify_globs';
  if (!namesOf(input).reader) {
    const hit = firstPathHit(leavesOf(input), globSetOf(policy.selfModify));
    if (hit) return refuse('self_modify', 'SELF_MODIFY', hit.pattern);
  }
  const commands = commandsOf(input);
  if (commands.length === 0) return 'no write target matches a guarded path';
  // Looked up at the first write target: most commands write nothing.
  let cwd: string | undefined | null = null;
  // An unknown program's operand tails name the same targets again (`zzwrap cp a cp a ...`): each once.
  let seen: Set<string> | undefined;
  let printed = false;
  // Indexed loops: for-of over lists of several shapes made an iterator result object a step (round 51).
  for (let c = 0; c < commands.length; c++) {
    const text = commands[c] as string;
    const written = shellWriteTargets(text);
    const targets = shellExtractsHere(text) ? [...written, HERE] : written;
    for (let t = 0; t < targets.length; t++) {
      const target = targets[t] as WriteTarget;
      if (cwd === null) cwd = workingDirectory(args);
      // Round 40: an extraction where the call starts is the project's unless the tool says it starts in
      // a home or the root (`tar -xf a.tar` run in `~` writes `~/.bashrc` if the archive holds it).
      if (target === HERE && cwd === undefined) continue;
      // A cwd ending in `/` (`/`) joins without a second one: `//x/y` would read as a Windows share.
      const raw =
        cwd !== undefined && !/^[/~$]/.test(target.path)
          ? `${cwd.endsWith('/') ? cwd.slice(0, -1) : cwd}/${target.path}`
          : target.path;
      // Round 45: a destination a program printed (`"$(npm root -g)/x"`, `cd "$(python3 -m site
      // --user-site)" && cp ..`) is a place gate does not know: outside the project as far as gate knows,
      // refused after the guarded globs are asked (a glob a target meets is the better claim).
      if (raw.startsWith(PRINTED_DIR)) printed = true;
      seen ??= new Set();
      const key = target.recursive ? `\0${raw}` : raw;
      if (seen.has(key)) continue;
      seen.add(key);
      const reached = (path: string): CompiledGlob | undefined =>
        globSetOf(policy.selfModify).first(reachOf(path, target.recursive)) ??
        (target.recursive ? reachedBelow(path, policy.selfModify) : undefined);
      const hit =
        reached(normalisePath(raw)) ??
        unplacedHit(raw, reached) ??
        (target.recursive ? undefined : namedAnywhere(raw, policy.selfModify));
      if (hit) return refuse('self_modify', 'SELF_MODIFY', hit.pattern);
    }
  }
  if (printed) return refuse('self_modify', 'SELF_MODIFY', PRINTED_CLAIM);
  return 'no write target matches a guarded path';
}

/** The claim of a write to a place a program printed (docs/floor.md, "Round 45 (redteam-r45)"). */
const PRINTED_CLAIM = 'a write to a place a command substitution prints';

/** The directory the call starts in, written below by an extraction there (shellExtractsHere). */
const HERE: WriteTarget = Object.freeze({ path: '.', recursive: true });

/**
 * Round 36: the first glob a path that starts at a place gate cannot name meets where it may land: its
 * rest under a home once it climbed one directory or more (`../.bashrc` from a project in a home is
 * `~/.bashrc`), under `/home`, `/Users` or the root once it climbed two (`../../bob/.ssh/x` is
 * `/home/bob/.ssh/x`, `../../../../etc/x` is `/etc/x`); a held-open directory or a share's root, under
 * all four. Round 38: one climb reaches the root too, as from a working directory directly under it
 * (`/app`, `/workspace`: a container's), so `../etc/x` is `/etc/x` and `../home/u/.bashrc` a home's;
 * not the homes' directory (`../build` from a project is no home). Round 39: `../bin/`, `../lib/` too (they
 * were read as a monorepo's siblings; from a project in a home `../bin/git` is `~/bin/git`, ahead on PATH).
 * A path gate can place, as most are, is asked nothing more.
 */
function unplacedHit(
  raw: string,
  hitOf: (path: string) => CompiledGlob | undefined,
): CompiledGlob | undefined {
  const at = unplacedRest(raw);
  if (at === undefined) return undefined;
  const { rest, climbs } = at;
  for (const base of UNPLACED_BASES) {
    if (climbs < 2 && base.length > 1) continue;
    const hit = hitOf(rest === '.' ? base || '/' : `${base}/${rest}`);
    if (hit) return hit;
  }
  return undefined;
}
/**
 * Round 43: a file written in a directory gate cannot name at all (`cd "$X"; cp k authorized_keys`) is
 * the guarded file it names wherever that file's glob ends in the same literal names: the rest placed
 * under the glob's own directories (`~/.ssh/` + `authorized_keys`). A glob that ends in a pattern (`*`,
 * `**`) is not asked: any name would meet it, and the rest under a home and the root is asked above.
 */
function namedAnywhere(raw: string, globs: readonly CompiledGlob[]): CompiledGlob | undefined {
  const at = unplacedRest(raw);
  if (at === undefined || at.climbs !== Number.POSITIVE_INFINITY || at.rest === '.') return undefined;
  const names = at.rest.split('/').filter((n) => n !== '');
  const last = (names[names.length - 1] as string).toLowerCase();
  const dwells = names.length === 1 && DWELLERS.has(last);
  for (const glob of globs) {
    // `~/.ssh/` + `authorized_keys`: a name that lives only in a guarded directory, placed in it.
    if (dwells && glob.pattern.endsWith('/')) {
      if (glob.matches(normalisePath(`${glob.pattern.replace(/\*\*?/g, 'x')}${last}`))) return glob;
      continue;
    }
    const dirs = globDirs(glob);
    const tail = dirs[dirs.length - 1] as string;
    if (glob.pattern.endsWith('/') || dirs.length <= names.length) continue;
    if (tail.toLowerCase() !== last || /[*?[{]/.test(tail)) continue;
    const home = glob.pattern.startsWith('~');
    const placed = `${home ? '~/' : '/'}${[...dirs.slice(0, dirs.length - names.length), ...names].join('/')}`;
    if (glob.matches(normalisePath(placed))) return glob;
  }
  return undefined;
}

/** Names that mean a file only in a guarded directory: sshd's keys, git's hooks (shell-vocabulary.ts). */
const DWELLERS: ReadonlySet<string> = new Set(GUARDED_DIR_NAMES);

/** Where an ancestor of the working directory, or a share's root, may be: a home, the root, the homes' directories. */
const UNPLACED_BASES = ['~', '', '/home', '/users'] as const;

/** A recursive write at the working directory, a home or the root reaches every path below it. */
function reachOf(path: string, recursive: boolean): string {
  if (!recursive) return path;
  if (path === '.') return '**';
  if (path === '/') return '/**';
  if (path === '~' || HOME_DIR.test(path)) return '~/**';
  return path;
}

/**
 * The first glob a recursive write at `path` reaches below it: one whose directories continue the path's
 * last names (`rm -rf .github`, `tar -xf a.tar -C .github` and `git -C .github checkout` reach
 * `.github/workflows/`; `cp -r x ~/.config` reaches `~/.config/git/`). Each such path is asked of the glob
 * itself, so a glob anchored elsewhere (`~/.config/` against `src/.config`) does not meet it.
 */
function reachedBelow(path: string, globs: readonly CompiledGlob[]): CompiledGlob | undefined {
  const names = path.split('/').filter((n) => n !== '' && n !== '.');
  if (names.length === 0) return undefined;
  const lower = names.map((n) => n.toLowerCase());
  for (const glob of globs) {
    const dirs = globDirs(glob);
    for (let k = Math.min(dirs.length - 1, names.length); k >= 1; k--) {
      let same = true;
      for (let j = 0; j < k && same; j++)
        same = lower[names.length - k + j] === (dirs[j] as string).toLowerCase();
      if (same && glob.matches(normalisePath(`${path}/${dirs.slice(k).join('/')}`))) return glob;
    }
  }
  return undefined;
}

/**
 * A glob's directories, its last name `x` when it ends in `/`: made once per glob, not per recursive
 * target (`tar -xf a -C /d/1 -C /d/2 ...` split every glob's pattern again per target).
 */
function globDirs(glob: CompiledGlob): readonly string[] {
  let dirs = GLOB_DIRS.get(glob);
  if (dirs === undefined) {
    const split = glob.pattern.replace(/^~?\//, '').split('/');
    if (split[split.length - 1] === '') split[split.length - 1] = 'x';
    dirs = split;
    GLOB_DIRS.set(glob, dirs);
  }
  return dirs;
}
const GLOB_DIRS = new WeakMap<CompiledGlob, readonly string[]>();

/** The first glob a path written by a patch inside `text` meets (Codex `*** Add File:`, unified diffs). */
function patchHit(text: string, globs: GlobSet): CompiledGlob | undefined {
  for (const path of patchWriteTargets(text)) {
    const hit = globs.first(normalisePath(path)) ?? unplacedHit(path, (p) => globs.first(p));
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The first glob a path argument meets, in walk order: a string under a path-shaped key or a file URL, a
 * list's items alike; a patch in any other string. A list in a list is not read (as before round 20).
 */
function firstPathHit(leaves: ArgLeaves, globs: GlobSet): CompiledGlob | undefined {
  const { values, keys, places } = leaves;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const place = places[i];
    if (typeof v !== 'string' || place === DEEPER) continue;
    const pathKey = isPathKey(keys[i] as string);
    if (place === AT_KEY) {
      if (v !== '' && (pathKey || isFileUrl(v))) {
        const hit = pathHit(v, globs);
        if (hit) return hit;
      }
      const hit = mayHoldPatchIn(leaves) ? patchHit(v, globs) : undefined;
      if (hit) return hit;
    } else {
      const hit =
        (pathKey && v !== '') || isFileUrl(v)
          ? pathHit(v, globs)
          : mayHoldPatchIn(leaves)
            ? patchHit(v, globs)
            : undefined;
      if (hit) return hit;
    }
  }
  return undefined;
}

/**
 * The first glob a path argument meets, kept per glob set and path (round 32): an agent writes and edits
 * the same few files again and again, and each was normalised and scanned against every glob anew. What
 * is kept depends on the globs and the path alone; bounded, emptied when full.
 */
export function pathHit(path: string, globs: GlobSet): CompiledGlob | undefined {
  let kept = globs === lastHitGlobs ? lastHits : HITS.get(globs);
  if (kept === undefined) {
    kept = new Map();
    HITS.set(globs, kept);
  }
  lastHitGlobs = globs;
  lastHits = kept;
  let hit = kept.get(path);
  if (hit === undefined) {
    hit = globs.first(normalisePath(path)) ?? unplacedHit(path, (p) => globs.first(p)) ?? null;
    if (path.length <= MAX_KEPT_PATH) {
      if (kept.size >= MAX_KEPT_PATHS) kept.clear();
      kept.set(path, hit);
    }
  }
  return hit ?? undefined;
}
/** Paths kept per glob set, and the longest kept: a memo is for the common short path. */
const MAX_KEPT_PATHS = 256;
const MAX_KEPT_PATH = 1024;
/** The glob met by each path kept (null: none), per glob set; the set last asked answers without the WeakMap. */
const HITS = new WeakMap<GlobSet, Map<string, CompiledGlob | null>>();
let lastHitGlobs: GlobSet | undefined;
let lastHits: Map<string, CompiledGlob | null> | undefined;
