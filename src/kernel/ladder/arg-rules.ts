// Rung 4: argument rules, in manifest order. A rule binds its tool case-insensitively, reads one
// argument (a dotted path reaches into objects), and only restricts: it never admits a tool.
// The deny_regex rules on one argument run together (policy/rule-matcher.ts: a literal scan picks the
// rules that could match, only those run); the first violated rule in manifest order still decides. A rule on a shell-command argument reads the raw
// text and every rendering of what the shell will run (shell-reading.ts): a rule violated by any of
// them is violated, so quoting, escaping and wrappers cannot hide a command word from it. A command word
// only the running shell can name (a pattern, an expansion gate does not compute) could be any program:
// it violates every deny_regex on the argument (docs/policy.md, "Shell rules read what runs").

import { denyRegexOf } from '../policy/arg-rule.js';
import { type ArgGroup, type ArgStep, argRuleIndex, rulesForTool } from '../policy/arg-rule-index.js';
import { lowerKey } from '../policy/lower.js';
import { normalisePath } from '../policy/paths.js';
import type { RuleMatcher } from '../policy/rule-matcher.js';
import type { CompiledArgRule } from '../policy/types.js';
import type { CallContext, JsonValue } from '../types.js';
import { patchAddedTexts } from './patch-targets.js';
import {
  commandsOf,
  leavesOf,
  MAX_ARG_DEPTH,
  mayHoldPatchIn,
  namesOf,
  type RungInput,
  type RungResult,
  refuse,
} from './rung.js';
import { quoteWords, shellWriteTargets } from './shell.js';
import { dataMasked } from './shell-data.js';
import { expandsHistory, HISTORY_MARK, isKeystrokeArgument } from './shell-history.js';
import { composeCandidate, composeHostAsks, inSharedPlace } from './shell-option-scripts.js';
import { canonicalSpelling, isShellArgument, shellReading, shellTextOf } from './shell-reading.js';
import { inWorkspace, leavesFirst } from './shell-standing.js';
import { UNDECIDED_WORDS } from './shell-unknown.js';
import { factsOf } from './text-memo.js';
import { workingDirectory } from './working-directory.js';

export function checkArgRules(input: RungInput): RungResult {
  const sent = credentialFileSend(input);
  if (sent !== undefined) return sent;
  const own = checkToolArgRules(input);
  if (typeof own !== 'string' || input.policy.argRules.length === 0 || namesOf(input).reader) return own;
  // Round 18: a compose file a write tool writes is what a later `docker compose up` runs (`privileged:
  // true`): what it asks of the host is judged by the rules on the Bash tool's command, as the shell
  // reader reads the same document given to `docker compose -f -` (shell-option-scripts.ts composeHostAsks).
  for (const command of composeWriteAsks(input)) {
    const args = { command };
    const asked = checkToolArgRules({
      ...input,
      call: { ...input.call, tool: 'Bash', args },
      args,
      names: undefined,
      leaves: undefined,
      all: undefined,
      redacts: undefined,
    });
    if (typeof asked !== 'string') return asked;
  }
  return own;
}

/**
 * Round 21: a file an earlier call of the trace wrote from a credential file (the ledger's credential
 * marks, docs/provenance.md) sent by this call's shell text: credential-flow across calls. Read only on
 * a ledger that holds a mark; the claim names the earlier call and the file's name, never its bytes.
 */
function credentialFileSend(input: RungInput): RungResult | undefined {
  const ledger = input.ctx.provenance;
  if (ledger === undefined || ledger.credentialMarks === 0) return undefined;
  for (const text of commandsOf(input)) {
    const sent = ledger.credentialSend(text);
    if (sent !== undefined)
      return refuse(
        'arg_rules',
        'SECRET_EXFIL',
        `credential-flow: sends ${sent.file}, which ${sent.call} wrote from a credential file`,
      );
  }
  return undefined;
}

/** A write tool's file path arguments, and the arguments that carry the text it writes there. */
const WRITE_PATH_KEYS: ReadonlySet<string> = new Set([
  'file_path',
  'filePath',
  'path',
  'filename',
  'file',
  'target_file',
  'absolute_path',
]);
const WRITE_TEXT_KEYS: ReadonlySet<string> = new Set([
  'content',
  'contents',
  'text',
  'file_text',
  'new_string',
  'newString',
  'new_str',
  'new_text',
  'newText',
]);
/**
 * Whether a path argument names a compose document: one pass over the call's own keys (a shell call's one
 * `command`), not a keyed miss per path name and a closure on every call (round 18).
 */
function namesComposeFile(args: { [key: string]: JsonValue }): boolean {
  for (const key in args) {
    const value = args[key];
    if (typeof value === 'string' && WRITE_PATH_KEYS.has(key) && composeCandidate(value)) return true;
  }
  return false;
}

/**
 * What the compose document a write tool writes asks of the host (`docker run --privileged x` ...): the
 * text written at a YAML or JSON path (round 19: under any name, `-f stack.yml` runs it; round 20: JSON), and the lines a patch
 * in any string adds to such a file (`apply_patch`, a unified diff).
 */
function composeWriteAsks(input: RungInput): string[] {
  const named = namesComposeFile(input.args);
  const out: string[] = [];
  const leaves = leavesOf(input);
  const { values, keys } = leaves;
  // A patch's added lines are read only from a call holding a patch header at all (rung.ts).
  const patch = mayHoldPatchIn(leaves);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== 'string') continue;
    // `edits: [{old_string, new_string}]` (MultiEdit): only the text written, never the text replaced.
    if (named && WRITE_TEXT_KEYS.has(keys[i] as string)) out.push(...composeHostAsks(v));
    if (patch) for (const added of patchAddedTexts(v, composeCandidate)) out.push(...composeHostAsks(added));
  }
  return out;
}

function checkToolArgRules({ policy, call, args, ctx }: RungInput): RungResult {
  if (policy.argRules.length === 0) return 'no arg_rules';
  const tool = rulesForTool(argRuleIndex(policy.argRules), call.tool);
  if (!tool) return 'no arg_rules for this tool';
  const { steps, groups, single } = tool;
  // A call that carries none of the other arguments meets only the first's rules: one set decides.
  if (single && !carriesAny(args, tool.otherKeys))
    return checkOneSet(args, groups[0] as ArgGroup, single, ctx);
  const own = cwdOf(args);
  const cwd = own ?? ctx.standing;
  const held = placeOf(own, cwd, ctx);
  const texts: (readonly string[] | null | undefined)[] = new Array(groups.length);
  const opaque: boolean[] = new Array(groups.length);
  const matched: (readonly number[] | undefined)[] = new Array(groups.length);
  // Round 57: the first deny_regex rule of a group gate cannot read whole; refused with its own claim when
  // no rule is violated plainly (as checkOneSet reads it).
  let unread: CompiledArgRule | undefined;
  let unreadValue: JsonValue | undefined;
  for (let k = 0; k < steps.length; k++) {
    const { rule, group, slot } = steps[k] as ArgStep;
    let text = texts[group];
    if (text === undefined) {
      const { path } = groups[group] as ArgGroup;
      const shell = isShellArgument(path);
      const value = argValue(args, path, shell);
      text = value === undefined ? null : textsOf(value, path, shell, cwd, held);
      // Round 57: a directory the text goes into resolves into a shared place on the disk (CallContext.entered).
      if (text !== null && shell && ctx.entered !== undefined)
        text = [...text, ...renderings(value as JsonValue, ctx.entered, path, 'linked')];
      texts[group] = text;
      opaque[group] = value !== undefined && shell && opaqueText(value);
      if (opaque[group] && unreadValue === undefined) unreadValue = value;
    }
    // A missing argument never violates.
    if (text === null) continue;
    const matcher = (groups[group] as ArgGroup).matcher;
    let violated: boolean;
    if (opaque[group] && denyRegexOf(rule) !== undefined) unread ??= rule;
    if (slot >= 0 && matcher) {
      let hits = matched[group];
      if (!hits) {
        hits = matcher.hits(text);
        matched[group] = hits;
      }
      violated = hits.length > 0 && hits.includes(slot);
    } else violated = text.some((t) => rule.violates(t));
    if (violated) return refuse('arg_rules', rule.reason, rule.claim);
  }
  return unread === undefined ? 'no arg_rule violated' : unreadable(unread, unreadValue);
}

/**
 * Whether `args` has a key equal, ignoring case, to one of `keys` (lower-cased first steps of paths):
 * valueAt finds none of the paths without one. One pass over the call's keys, none over the paths,
 * and no closure (round 18: each path's own valueAt folded its step and walked the keys again).
 */
function carriesAny(args: JsonValue, keys: ReadonlySet<string>): boolean {
  if (keys.size === 0 || args === null || typeof args !== 'object') return false;
  for (const key in args) if (keys.has(lowerKey(key))) return true;
  return false;
}

/**
 * One argument, every rule a regex: the matcher's first hit (indices ascend in manifest order) is the
 * rule the step-by-step loop would reach first.
 */
function checkOneSet(
  args: JsonValue,
  group: ArgGroup,
  steps: readonly ArgStep[],
  ctx: CallContext,
): RungResult {
  // Asked once a call and handed down: argValue and firstRule asked it again of the same path (round 31).
  const shell = isShellArgument(group.path);
  const value = argValue(args, group.path, shell);
  // A missing argument never violates.
  if (value === undefined) return 'no arg_rule violated';
  let first: number;
  // A tool's working directory moves relative write targets (renderings): the text alone is then not
  // the key, so only a call without one uses the memo (text-memo.ts).
  // Round 55: where the trace's persistent shell stands (CallContext.standing) when the call names no directory.
  const own = shell ? cwdOf(args) : undefined;
  const cwd = shell ? (own ?? ctx.standing) : undefined;
  if (typeof value === 'string' && cwd === undefined) {
    // A string's first rule is a function of the group's rules and the text alone (text-memo.ts).
    const facts = factsOf(value);
    if (facts.group === group) first = facts.first;
    else {
      // One group's answer is kept (a shell tool's rules are one group); another group's replaces it.
      first = firstRule(group, value, shell);
      facts.group = group;
      facts.first = first;
    }
  } else first = firstRule(group, value, shell, cwd, placeOf(own, cwd, ctx));
  // Round 57: read as run in the shared place a directory it goes into resolves to (CallContext.entered).
  if (shell && ctx.entered !== undefined) {
    const linked = firstRule(group, value, shell, ctx.entered, 'linked');
    if (linked < first) {
      const { rule } = steps[linked] as ArgStep;
      return refuse('arg_rules', rule.reason, `${rule.claim}${WHERE_LINKED}`);
    }
  }
  if (first === Number.POSITIVE_INFINITY) return 'no arg_rule violated';
  if (first === 0 && shell && opaqueText(value)) {
    // A text gate cannot read whole meets its plain reading's first rule when it has one (`$x; curl U | sh`
    // keeps the download's claim), else the claim of a text gate cannot read.
    const plain =
      shellTextOf(value) === undefined
        ? Number.POSITIVE_INFINITY
        : firstRule(group, value, shell, cwd, placeOf(own, cwd, ctx), true);
    if (plain === Number.POSITIVE_INFINITY) return unreadable((steps[0] as ArgStep).rule, value);
    first = plain;
  }
  const { rule } = steps[first] as ArgStep;
  // A refusal only where the call runs says so, or an agent meets `git status` refused with no why
  // (docs/floor.md, round 55). Asked only of a refused call that has a directory: the hot path is unchanged.
  if (cwd !== undefined && firstRule(group, value, shell) > first)
    return refuse('arg_rules', rule.reason, `${rule.claim}${whereItRuns(own, ctx)}`);
  return refuse('arg_rules', rule.reason, rule.claim);
}

/**
 * Round 57: a shell text gate cannot read whole (a command word or script only the running shell can know,
 * zsh's own syntax, past the reader's bounds: shell-reading.ts `opaque`) is refused with its own claim,
 * not the set's first rule's (it said "patch: writes a guarded path"). MALFORMED, as a text past the
 * reader's bounds is (malformed.ts): the interface's 17 codes (docs/design.md §1) hold no other for
 * "cannot be read", and RETRYABLE says what to do: write the command out plainly. Never the bytes.
 */
function unreadable(rule: CompiledArgRule, value?: JsonValue): RungResult {
  // The rule's claim opens with the tool as the manifest spells it and the argument (`Bash.command`).
  const arg = `.${rule.path.join('.')}`;
  const named = rule.claim.slice(0, rule.claim.indexOf(arg) + arg.length);
  // Round 58: a word that decides holds a substitution gate cannot know: its own claim, naming the kind.
  const text = value === undefined ? undefined : shellTextOf(value);
  const undecided = text === undefined ? undefined : shellReading(text).undecided;
  if (undecided !== undefined)
    return refuse(
      'arg_rules',
      'MALFORMED',
      `${named}: ${UNDECIDED_CLAIM(UNDECIDED_WORDS[undecided] as string)}`,
    );
  return refuse('arg_rules', 'MALFORMED', `${named}: ${UNREADABLE_CLAIM}`);
}
/** Round 58: the claim of a call whose deciding word only the running shell can know (never the word). */
export const UNDECIDED_CLAIM = (what: string): string =>
  `shell text gate cannot decide: ${what} holds a substitution whose output only the running shell knows;` +
  ' write the value out plainly';
/** The claim of a shell text gate cannot read whole (the same on every path: preflight, hook, wires, MCP). */
export const UNREADABLE_CLAIM =
  'shell text gate cannot read whole (a program, script or word only the running shell can know: a ' +
  "substitution's or variable's output gate cannot compute, zsh's own syntax, or past the reader's bounds);" +
  ' write the command out plainly';

/** What a refusal that comes only from where a shell call runs adds to its claim (never the directory). */
const WHERE_IT_RUNS =
  ' (where this call runs: a shared place, named by its working directory or left by an earlier call in the' +
  " agent's shell; a command that leads with `cd DIR &&` to a directory outside it is read there)";

/** Round 57: the same where a directory the text goes into is a link into a shared place (never the directory). */
const WHERE_LINKED =
  ' (where this call runs: a directory it goes into is a link the file system resolves into a shared place,' +
  ' which its name does not show)';

/** Round 56: the same where the shell's place is assumed, its earlier calls out of gate's sight. */
const WHERE_UNSEEN =
  " (where this call runs: the agent's shell may stand in a shared place, and the calls that moved it are out" +
  " of gate's sight: a continued response gate does not remember, or an MCP session past its bound; a command" +
  ' that leads with `cd DIR &&` to a directory outside it is read there)';

/**
 * Round 57: the same where the session has a workspace (the agent reported it, or round 57's second pass: the
 * operator pinned one) and the call names a directory outside it.
 */
const WHERE_OUTSIDE =
  " (where this call runs: its working directory is a shared place outside the session's workspace, which the" +
  ' agent reported itself or the operator pinned; a command that leads with `cd DIR &&` to a directory outside the shared place is read there)';

function whereItRuns(own: string | undefined, ctx: CallContext): string {
  if (own === undefined) return ctx.standingUnseen === true ? WHERE_UNSEEN : WHERE_IT_RUNS;
  return ctx.workspace !== undefined ? WHERE_OUTSIDE : WHERE_IT_RUNS;
}

/** The index of the first rule of the set `value` violates, Infinity when none. */
function firstRule(
  group: ArgGroup,
  value: JsonValue,
  shell: boolean,
  cwd?: string,
  held: Place = 'own',
  plainly = false,
): number {
  const matcher = group.matcher as RuleMatcher;
  // Every rule of the set is a deny_regex: a command word gate cannot name violates the first (`plainly`:
  // the rules the readings meet, for the claim of a refused text).
  if (shell && !plainly && opaqueText(value)) return 0;
  let first = matcher.first(rawText(value, shell));
  if (shell) {
    // Indexed: for-of over lists of several shapes made an iterator result object a step (round 51).
    const texts = renderings(value, cwd, group.path, held);
    for (let t = 0; t < texts.length; t++) first = Math.min(first, matcher.first(texts[t] as string, first));
  } else if (value !== null && typeof value === 'object')
    for (const text of leafTexts(value)) first = Math.min(first, matcher.first(text, first));
  return first;
}

/** The `env` argument's path, made once: argValue asks for it on every shell call. */
const ENV_PATH: readonly string[] = ['env'];

/**
 * An argument's value; a shell command beside an `env` object (MCP shell tools, Codex exec) is the
 * command as the shell runs it, those variables assigned before it (`K='v' CMD`), so a command line in
 * GIT_SSH_COMMAND or PAGER meets the rules as it does written inline. An env gate cannot write as
 * assignments (a key no shell name, a value no scalar) leaves the command opaque: refused.
 */
/** `shell`: isShellArgument(path). */
function argValue(args: JsonValue, path: readonly string[], shell: boolean): JsonValue | undefined {
  const value = valueAt(args, path);
  if (value === undefined || path.length !== 1 || !shell) return value;
  const env = valueAt(args, ENV_PATH);
  if (env === undefined || env === null) return value;
  const text = shellTextOf(value);
  if (text === undefined) return value;
  if (typeof env !== 'object' || Array.isArray(env)) return env;
  let prefix = '';
  for (const key in env) {
    const v = env[key] as JsonValue;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) || (v !== null && typeof v === 'object')) return env;
    prefix += `${key}='${argumentText(v).replaceAll("'", `'\\''`)}' `;
  }
  return prefix + text;
}

/** Round 64: an argument's text; a shell text with the spans bash reads as data blanked (shell-data.ts). */
function rawText(value: JsonValue, shell: boolean): string {
  const raw = argumentText(value);
  return shell && typeof value === 'string' ? (dataMasked(value) ?? raw) : raw;
}

/** What the rules on one argument read: its text, and on a shell argument what the shell will run. */
function textsOf(
  value: JsonValue,
  path: readonly string[],
  shell: boolean,
  cwd: string | undefined,
  held: Place,
): readonly string[] {
  const raw = rawText(value, shell);
  if (!shell) return value !== null && typeof value === 'object' ? [raw, ...leafTexts(value)] : [raw];
  const more = renderings(value, cwd, path, held);
  return more.length === 0 ? [raw] : [raw, ...more];
}

/**
 * Round 55, second pass: where a shell text's working directory came from. `own`: the call's argument
 * (or a hook event's `cwd`), read with the text's own leading move; `standing`: the trace's persistent
 * shell, whose caller read that move already (it may know `cd` was redefined); `workspace`: the call's
 * argument in or under the session's own project directory (CallContext.workspace), read as the text alone.
 */
type Place = 'own' | 'standing' | 'workspace' | 'linked';

function placeOf(own: string | undefined, cwd: string | undefined, ctx: CallContext): Place {
  if (own === undefined) return cwd === undefined ? 'own' : 'standing';
  return ctx.workspace !== undefined && inWorkspace(own, ctx.workspace) ? 'workspace' : 'own';
}

/** A shell tool's working directory argument. */
const cwdOf = (args: JsonValue): string | undefined =>
  args !== null && typeof args === 'object' && !Array.isArray(args) ? workingDirectory(args) : undefined;

/**
 * The renderings of a shell argument's value (none when it is not shell text); the rules meet each.
 * Keystrokes (`path` a keystroke argument) that expand history add HISTORY_MARK, read on the raw text.
 */
export function renderings(
  value: JsonValue,
  cwd?: string,
  path?: readonly string[],
  held: Place = 'own',
): readonly string[] {
  const text = shellTextOf(value);
  if (text === undefined) return [];
  const texts = standingReading(text, cwd, held);
  const moved = movedTargets(text, cwd);
  const typed = path !== undefined && isKeystrokeArgument(path) && expandsHistory(text);
  if (moved.length === 0 && !typed) return texts;
  return typed ? [...texts, ...moved, HISTORY_MARK] : [...texts, ...moved];
}

/**
 * Round 55: the renderings of a shell text run where the tool says (its `cwd`/`workdir` argument, or the
 * directory a hook event reports the agent's shell standing in): in a shared place the text is read as if
 * it began by going there, so a repository tool or project runner meets the reading a written `cd /tmp/r`
 * gets (shell.ts entersShared). Elsewhere the text alone, as before (most calls: one reading). Second pass:
 * a text that first leaves for a directory named in full outside them (`cd ~/proj && git status`,
 * shell-standing.ts leavesFirst) is read where it then stands: alone. `held`: `cwd` is the trace's standing,
 * whose caller read the call's own leading move already (it may know `cd` was redefined).
 */
function standingReading(text: string, cwd: string | undefined, held: Place): readonly string[] {
  const texts = shellReading(text).texts;
  if (cwd === undefined || held === 'workspace' || !inSharedPlace(normalisePath(cwd))) return texts;
  if (held === 'own' && leavesFirst(text)) return texts;
  const there = shellReading(`cd ${quoteWords([cwd])}\n${text}`).texts;
  return there.length === 0 ? texts : [...texts, ...there];
}

/**
 * The write targets a directory moved (the tool's `cwd`, a `cd DIR` in the text) to a path the text
 * does not spell, as the line that writes there: `rm -rf home` in `/` is `rm -rf /home`, `rm -rf x` in
 * `../..` is `rm -rf ../../x`, so the path rules (rm-broad, climb-write, raw-device-write) meet the path
 * that is written. A recursive write is read as `rm -rf`, any other as `>`.
 */
function movedTargets(text: string, cwd: string | undefined): string[] {
  const targets = shellWriteTargets(text);
  if (targets.length === 0) return NO_LINES;
  let out: string[] | undefined;
  let spelledWords: ReadonlySet<string> | undefined;
  let searched = 0;
  let climbed = false;
  for (const { path, recursive } of targets) {
    const joined = cwd !== undefined && !/^[/~$]/.test(path) ? `${cwd}/${path}` : path;
    // Round 18: a target two levels out, however the program names it (`sort -o`, `find -fprint`, `a/../../..`),
    // meets climb-write as `> ../../x` does; once, as the rule reads only the climb.
    if (!climbed && climbsOut(joined)) {
      climbed = true;
      out ??= [];
      out.push('> ../../');
    }
    if (!/^(?:[/~]|\.\.(?:\/|$))/.test(joined)) continue;
    // A word of the text first, and a search of it only within a budget: `cp /d/b/1 /d/b/2 ... /d`
    // searched the whole text once per target (quadratic: 256 KiB cost 7 s). Past the budget a path
    // spelled only inside a longer word (`/home` in `/proc/self/root/home`) is added as a line, which
    // only gives the rules more to read.
    spelledWords ??= new Set(text.split(SPELLING_CUTS));
    for (const spelled of new Set([joined, canonicalSpelling(joined)])) {
      if (spelledWords.has(spelled)) continue;
      if (searched < SEARCH_FACTOR * text.length + 4096) {
        searched += text.length;
        if (text.includes(spelled)) continue;
      }
      out ??= [];
      out.push(recursive ? `rm -rf ${spelled}` : `> ${spelled}`);
    }
  }
  return out ?? NO_LINES;
}
const NO_LINES: string[] = [];

/**
 * Whether a path reaches two levels above the working directory at some segment (one pass). A path a
 * `cd` made absolute (`cd /tmp; tee ../../y` writes `/tmp/../../y`) climbs when it spells `../..`, as
 * the text's own `> ../../y` is read wherever the text moved.
 */
function climbsOut(path: string): boolean {
  if (!path.includes('..')) return false;
  if (/^[/~$]/.test(path)) return path.includes('/../../') || path.endsWith('/../..');
  let depth = 0;
  for (const segment of path.split('/')) {
    if (segment === '..') {
      if (--depth <= -2) return true;
    } else if (segment !== '' && segment !== '.') depth++;
  }
  return false;
}
/** What separates a text's words for movedTargets: blanks, quotes, operators and an assignment's `=`. */
const SPELLING_CUTS = /[\s"'`;|&()<>=]+/;
/** The text may be searched for targets this many times its length (plus a constant), no more. */
const SEARCH_FACTOR = 4;

/**
 * Whether a shell argument's value names a program only the running shell can know; a value that is no
 * shell text at all (an object, a number, an array holding a non-string) is read the same way: gate
 * cannot say what a tool makes of it.
 */
function opaqueText(value: JsonValue): boolean {
  const text = shellTextOf(value);
  return text === undefined || shellReading(text).opaque;
}

/**
 * Each string, number, boolean and null inside an array or object, as its own text: a tool that takes
 * `["prod"]` or `{"value": 5000}` where a scalar belongs may read the scalar (JavaScript's `String(["prod"])`
 * is `prod`, `Number([0])` is 0), so an anchored rule (`^prod$`) meets it as it would the scalar.
 */
function leafTexts(value: JsonValue): string[] {
  const out: string[] = [];
  const walk = (v: JsonValue, depth: number): void => {
    if (depth > MAX_ARG_DEPTH) return;
    if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (v !== null && typeof v === 'object') for (const k in v) walk(v[k] as JsonValue, depth + 1);
    else out.push(argumentText(v));
  };
  walk(value, 0);
  return out;
}

/**
 * The value at a dotted path; array elements by index; undefined when any step is missing. A step with
 * no exact key finds a key equal to it ignoring case, as Go's and .NET's JSON decoders bind `Command`
 * to `command` (the malformed rung refuses objects where two keys are so equal).
 */
export function valueAt(root: JsonValue, path: readonly string[]): JsonValue | undefined {
  let cur: JsonValue | undefined = root;
  for (const step of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (Array.isArray(cur)) cur = /^\d+$/.test(step) ? cur[Number(step)] : undefined;
    else cur = Object.hasOwn(cur, step) ? cur[step] : foldedValue(cur, step);
    if (cur === undefined) return undefined;
  }
  return cur;
}

/** The value of the key of `obj` equal to `step` ignoring case, if any. */
function foldedValue(obj: { [key: string]: JsonValue }, step: string): JsonValue | undefined {
  const want = lowerKey(step);
  for (const key in obj) {
    // Lower-casing changes a UTF-16 length only at U+0130 (one unit to two): a key longer than `want`, or
    // shorter without U+0130, cannot fold to it, and is passed without folding (a missing ruled argument
    // is the common case: every call asks for the tool's other ruled arguments).
    if (key.length > want.length || (key.length < want.length && !key.includes('\u0130'))) continue;
    if (lowerKey(key) === want) return obj[key];
  }
  return undefined;
}

/** Strings as they are; numbers, booleans and null as their JSON text; objects and arrays as compact JSON. */
export function argumentText(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
