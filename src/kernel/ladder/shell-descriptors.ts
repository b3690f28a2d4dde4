// Round 28: the files a command's descriptors read (docs/floor.md, "Round 28"). A descriptor opened on a
// file stays that file: `exec 3<a` for the rest of the text, `3<a` for its command, `<&3` and `0<&3` copy
// it, `{ sh; } < a` and `while ..; done < a` feed the compound's commands, and `/dev/stdin`, `/dev/fd/N`,
// `/proc/self/fd/N` name what the descriptor holds. Over-read, never under: a descriptor the text names
// through a variable (`exec {fd}<a`, `<&$fd`) may be any the text opened.

import type { SimpleCommand } from './shell-parse.js';
import { isDigits } from './shell-parse.js';
import { RESERVED } from './shell-vocabulary.js';

/** The files each descriptor of a command reads (0 is its standard input); undefined where none is known. */
export type Descriptors = ReadonlyMap<number, readonly string[]>;

/** A descriptor given by a variable (`{fd}<a`, `<&$fd`): any the text opened. */
const ANY = -1;

/**
 * Each command's descriptors, in the text's order (`exec`'s persist), with a compound's input given to
 * the commands before its closer in the same list; undefined when no command reads a file or descriptor.
 */
export function descriptorsOf(cmds: readonly SimpleCommand[]): (Descriptors | undefined)[] | undefined {
  let out: (Descriptors | undefined)[] | undefined;
  let open: Map<number, readonly string[]> | undefined;
  // Each list's compound inputs (`{ ..; } < a`), given to every command of the list (over-read, linear).
  let fed: Map<number, readonly string[]> | undefined;
  for (let i = 0; i < cmds.length; i++) {
    const cmd = cmds[i] as SimpleCommand;
    if (cmd.dups === undefined && !cmd.redirects.some(readsFile)) {
      if (open !== undefined) {
        out ??= [];
        out[i] = open;
      }
      continue;
    }
    const own = new Map(open);
    for (const r of cmd.redirects) {
      if (!readsFile(r)) continue;
      // `<&$fd`: the source is a descriptor only the running shell knows.
      if (r.op === '<&') own.set(r.fd ?? 0, anyOpen(own));
      else own.set(r.fd ?? 0, [r.target]);
    }
    for (const [fd, from] of cmd.dups ?? [])
      own.set(fd, isDigits(from) ? (own.get(Number(from)) ?? []) : anyOpen(own));
    // `{fd}<a` leaves the word `{fd}` and a redirection of 0: the file is also any descriptor's.
    if (cmd.words.some(namesDescriptor))
      own.set(ANY, bounded([...(own.get(ANY) ?? []), ...(own.get(0) ?? [])]));
    // `exec` with no program keeps its redirections for the rest of the text.
    if (cmd.words[0] === 'exec' && cmd.words.slice(1).every(namesDescriptor)) open = own;
    out ??= [];
    out[i] = own;
    const w = cmd.words;
    // A lone reserved word closes a compound (`{ sh; } < a`, `done < a`): its input feeds the commands inside.
    if (w.length === 0 || (w.length === 1 && RESERVED.has(w[0] as string))) {
      fed ??= new Map();
      const given = fed.get(cmd.list) ?? [];
      fed.set(cmd.list, bounded([...given, ...(own.get(0) ?? [])]));
    }
  }
  if (out === undefined || fed === undefined) return out;
  for (let i = 0; i < cmds.length; i++) {
    const given = fed.get((cmds[i] as SimpleCommand).list);
    if (given === undefined) continue;
    const own = new Map(out[i]);
    own.set(0, bounded([...(own.get(0) ?? []), ...given]));
    out[i] = own;
  }
  return out;
}

/** Past this many files a descriptor may read any file the text wrote (a spent bound over-reads). */
const MAX_FILES = 8;
/** The file list past the bound: every file the text wrote (shell-written.ts reads it so). */
export const EVERY_FILE = '\0every';
/** A file list without repeats, at most MAX_FILES long, else EVERY_FILE. */
function bounded(files: readonly string[]): readonly string[] {
  const set = new Set(files);
  return set.size <= MAX_FILES ? [...set] : [EVERY_FILE];
}

/** A path that names a descriptor of the process reading it: the descriptor's number, or undefined. */
export function descriptorPath(word: string): number | undefined {
  if (word === '/dev/stdin') return 0;
  const m = DESCRIPTOR_PATH.exec(word);
  return m === null ? undefined : Number(m[1]);
}
const DESCRIPTOR_PATH = /^\/(?:dev\/fd|proc\/(?:self|thread-self|\$\$|\d+)\/fd)\/(\d{1,5})$/;

/** The files a command's descriptor `fd` reads (with any the text opened through a variable). */
export function filesOn(d: Descriptors | undefined, fd: number): readonly string[] {
  if (d === undefined) return [];
  const any = d.get(ANY);
  const on = d.get(fd) ?? [];
  return any === undefined ? on : bounded([...on, ...any]);
}

const readsFile = (r: { op: string }): boolean => r.op === '<' || r.op === '<>' || r.op === '<&';
const namesDescriptor = (w: string): boolean => w.length > 2 && w.startsWith('{') && w.endsWith('}');
/** Every file a descriptor of `d` reads. */
const anyOpen = (d: ReadonlyMap<number, readonly string[]>): readonly string[] =>
  bounded([...d.values()].flat());
