// The paths a patch text writes, read the way the programs that apply it read them, so the self-modify
// rung judges them with the manifest's own globs and path reading (Windows spellings, case, `..`)
// instead of a regex written for the default floor's globs alone. docs/floor.md, "What the floor reads
// and assumes": Codex/opencode `*** Add File:` headers (Codex trims each line, then takes the rest of
// it after the marker), and unified diffs as GNU patch and git apply read them (`--- X` then `+++ Y`,
// `diff --git a/X b/Y`, `rename to`/`copy to`), a name ending at a tab.
import { table } from '../table.js';

/** Codex's markers for a file the patch writes (`*** Move to:` is the new name of an update). */
const CODEX_HEADER = /^\s*\*\*\* (?:Add File|Update File|Delete File|Move to): ?(.*)$/;
const GIT_HEADER = /^diff --git (\S+) (\S+)/;
const GIT_RENAME = /^(?:rename|copy) (?:from|to) (.+)$/;

/**
 * Whether `text` may hold a patch header: one cheap test that turns most texts away. Every string of a
 * writing call meets it; one native scan for the three markers costs half of three includes() (and a
 * char-code loop in JS three times as much).
 */
export function mayHoldPatch(text: string): boolean {
  return PATCH_MARKER.test(text);
}
const PATCH_MARKER = /\*\*\* |\+\+\+ |diff --git /;

/**
 * Whether a patch inside `text` has a line (blanks before it trimmed) opening with one of `headers` (the
 * irreversible vocabulary's PATCH_DELETES: a file deleted or moved away), read with the patch readers here.
 */
export function patchDeletes(text: string, headers: readonly string[]): boolean {
  if (!mayHoldPatch(text)) return false;
  for (const line of text.split(/\r?\n|\r/)) {
    const trimmed = line.trimStart();
    if (headers.some((header) => trimmed.startsWith(header))) return true;
  }
  return false;
}

/** Every path a patch inside `text` names as written, created, deleted or renamed (none for most texts). */
export function patchWriteTargets(text: string): readonly string[] {
  if (!mayHoldPatch(text)) return NONE;
  const out: string[] = [];
  const lines = text.split(/\r?\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const codex = CODEX_HEADER.exec(line);
    if (codex) {
      push(out, (codex[1] as string).trim());
      continue;
    }
    // A unified header is a `--- OLD` line followed by a `+++ NEW` line; patch may write either name.
    if (line.startsWith('+++ ') && (lines[i - 1] ?? '').startsWith('--- ')) {
      push(out, diffName((lines[i - 1] as string).slice(4)));
      push(out, diffName(line.slice(4)));
      continue;
    }
    const git = GIT_HEADER.exec(line);
    if (git) {
      push(out, diffName(git[1] as string));
      push(out, diffName(git[2] as string));
      continue;
    }
    const renamed = GIT_RENAME.exec(line);
    if (renamed) push(out, diffName(renamed[1] as string));
  }
  return out.length === 0 ? NONE : out;
}
const NONE: readonly string[] = Object.freeze([]);

/**
 * The lines a patch inside `text` adds to each file whose name `wanted` accepts, one text a file (round
 * 19: a compose document's host asks, whatever tool applies the patch). The file is the last header
 * read (`*** Add File:`/`Update File:`/`Move to:`, `+++ NEW` after `--- OLD`, `diff --git`); an added
 * line is one starting `+` below it. One pass over the lines.
 */
export function patchAddedTexts(text: string, wanted: (path: string) => boolean): readonly string[] {
  if (!mayHoldPatch(text)) return NONE;
  const added = new Map<string, string[]>();
  let current: string[] | undefined;
  const open = (...paths: string[]): void => {
    const path = paths.find(wanted);
    current = path === undefined ? undefined : (added.get(path) ?? []);
    if (path !== undefined && current !== undefined) added.set(path, current);
  };
  const lines = text.split(/\r?\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const codex = CODEX_HEADER.exec(line);
    if (codex) open((codex[1] as string).trim());
    else if (line.startsWith('+++ ') && (lines[i - 1] ?? '').startsWith('--- '))
      open(diffName(line.slice(4)), diffName((lines[i - 1] as string).slice(4)));
    else if (line.startsWith('diff --git ')) {
      const git = GIT_HEADER.exec(line);
      open(...(git ? [diffName(git[2] as string), diffName(git[1] as string)] : []));
    } else if (current !== undefined && line.startsWith('+')) current.push(line.slice(1));
  }
  return added.size === 0 ? NONE : [...added.values()].map((l) => l.join('\n'));
}

/** The file name of a diff header: up to a tab (a timestamp follows), unquoted as git quotes it. */
function diffName(field: string): string {
  let name = field.split('\t')[0]?.trimEnd() ?? '';
  if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) name = unquoteC(name.slice(1, -1));
  return name;
}

/** git's C-style quoting of an unusual path (`\t`, `\"`, `\\`, octal bytes). */
function unquoteC(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (c !== '\\' || i + 1 >= s.length) {
      for (const b of UTF8.encode(c)) bytes.push(b);
      continue;
    }
    const n = s[++i] as string;
    const oct = /^[0-7]{3}/.exec(s.slice(i));
    if (oct) {
      bytes.push(Number.parseInt(oct[0], 8) & 0xff);
      i += 2;
    } else bytes.push((ESCAPES[n] ?? n).charCodeAt(0));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}
const UTF8 = new TextEncoder();
const ESCAPES: Record<string, string> = table({
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
});

function push(out: string[], path: string): void {
  if (path !== '' && path !== '/dev/null') out.push(path);
}
