// Strict decoding of a manifest: JSON text (one value, nothing after it), then every field checked by
// name (case-sensitive, unknown fields rejected at every depth) and type, with every problem listed
// in a stable order and named by its field path. Globs and regexes are compiled here, once, so a
// pattern that cannot compile is a load error like any other.
import { MAX_JSON_DEPTH, readJsonStrict } from '../json-strict.js';
import { isReason, REASONS, type Reason } from '../types.js';
import type { RuleError } from './arg-rule.js';
import { compileArgRules, knownPatterns, patternErrors } from './arg-rule-index.js';
import { compileGlob, GlobError } from './glob.js';
import { lookalikeNames } from './name-lookalikes.js';
import { repetitionExpansion } from './pattern-expansion.js';
import {
  type ArgBinding,
  type ArgRuleSpec,
  type CompiledArgRule,
  type CompiledGlob,
  type Manifest,
  POSTURES,
  type Posture,
  SCREENING_KEYS,
  type ScreeningSpec,
  SINK_CONFIRMS,
  SINK_VALUE_MODES,
  SINK_VERDICTS,
  type SinkSpec,
  SOURCE_LABELS,
  type SourceLabel,
} from './types.js';

export const PREFIX = 'invalid manifest: ';
/** The version a manifest without one has. */
export const SUPPORTED_VERSION = 'gate-policy/v1';
/** The newest version this binary knows (what its messages name). */
export const LATEST_VERSION = 'gate-policy/v1.3';
/** The version that brought `tools` on an argument rule. */
const TOOLS_SINCE = 'gate-policy/v1.1';
/** The version that brought `bind` on an argument rule. */
const BIND_SINCE = 'gate-policy/v1.3';
const VERSION_SHAPE = /^gate-policy\/v1(?:\.(?:0|[1-9][0-9]*))?$/;

/** The minor version of an accepted version string (`gate-policy/v1` is minor 0). */
function minorOf(version: string): number {
  const dot = version.lastIndexOf('.');
  return dot < 0 ? 0 : Number(version.slice(dot + 1));
}

/** Top-level fields in the order docs/policy.md lists them (and `policy --dump` prints them). */
export const MANIFEST_FIELDS = [
  'version',
  'posture',
  'allow',
  'allow_prefix',
  'deny',
  'self_modify_globs',
  'redact_fields',
  'safe_sinks',
  'sources',
  'arg_rules',
  'sinks',
  'screening',
] as const;
export const SINK_FIELDS = ['tools', 'args', 'values', 'on_untrusted', 'confirm'] as const;
export const ARG_RULE_FIELDS = ['tool', 'tools', 'arg', 'name', 'reason', 'deny_regex', 'max_bytes'] as const;
/** A rule's fields from gate-policy/v1.3; an older manifest's error lists the fields it may use. */
const ARG_RULE_FIELDS_BIND = ['bind', ...ARG_RULE_FIELDS] as const;
export const BIND_FIELDS = ['tool', 'tools', 'arg'] as const;

export interface Decoded {
  /** Complete only when `problems` is empty. */
  manifest: Manifest;
  globs: CompiledGlob[];
  rules: CompiledArgRule[];
  problems: string[];
  /** False when only the problems are wanted: the rules are not built. */
  arrange: boolean;
}

/** Parses manifest text as exactly one JSON value; returns the value or the problem. */
export function parseJsonText(text: string): { value: unknown } | { problem: string } {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') return { problem: `${PREFIX}json: empty document; ${ONE_OBJECT}` };
  // The strict reader: a repeated key is refused, since a reviewer and JSON.parse (the last wins) would
  // read two different floors; so is nesting no floor needs.
  const strict = readJsonStrict(body);
  if (strict.ok) return { value: strict.value };
  const offset = Number(/ at offset (\d+)$/.exec(strict.error)?.[1] ?? Number.NaN);
  const hint = Number.isNaN(offset) ? '' : syntaxHint(body, offset);
  try {
    JSON.parse(body);
  } catch (err) {
    let why = describeSyntaxError(body, (err as Error).message);
    // Node 20's "Unexpected token" names no position: the strict reader's offset gives it one.
    if (!/ at line \d+, column \d+$/.test(why) && !Number.isNaN(offset))
      why += ` at ${lineColumn(body, offset)}`;
    return { problem: `${PREFIX}json: ${why}${hint}` };
  }
  const where = Number.isNaN(offset)
    ? strict.error
    : strict.error.replace(/ at offset \d+$/, ` at ${lineColumn(body, offset)}`);
  return { problem: `${PREFIX}json: ${where}${hint}` };
}

const ONE_OBJECT = 'a manifest is one JSON object such as {"allow": ["Read"]}';

/** What to write instead, for the syntax newcomers bring from YAML, JavaScript and JSONC. */
function syntaxHint(text: string, offset: number): string {
  const at = text.charAt(offset);
  const before = text.slice(0, offset).trimEnd();
  if (before === '' && at !== '{' && at !== '[') return `; ${ONE_OBJECT} (YAML is not read)`;
  if (at === '/' || at === '#') return '; JSON has no comments: remove the line';
  if ((at === ']' || at === '}') && before.endsWith(',')) return '; remove the trailing comma';
  if (at === "'") return '; JSON strings take double quotes';
  return '';
}

/** A manifest's text as a problem shows it: quoted, its first 80 characters when it is longer (an
 * operator finds it by them; a 1 MB key is not printed back). */
export function quoted(text: string): string {
  return text.length > 80
    ? `${JSON.stringify(text.slice(0, 80))}… (${text.length} characters)`
    : JSON.stringify(text);
}

/** `json: unknown field "k"[ in at]`, with the field it most likely meant, or the fields there are. */
function unknownField(key: string, fields: readonly string[], at?: string): string {
  const where = at === undefined ? '' : ` in ${at}`;
  const near =
    fields.find((f) => f.toLowerCase() === key.toLowerCase()) ??
    [...fields]
      .sort((a, b) => editDistance(a, key) - editDistance(b, key))
      .find((f) => editDistance(f, key) <= 2);
  const fix = near ? `did you mean ${JSON.stringify(near)}?` : `fields here: ${fields.join(', ')}`;
  return `json: unknown field ${quoted(key)}${where}; ${fix}`;
}

/** Levenshtein distance, stopping early: keys are short and only distances up to 2 matter. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/**
 * JSON.parse's message without its echo of the input, with a line and column instead of an offset.
 * `hideToken` also drops the offending character (for input that may hold secrets, such as call arguments).
 */
export function describeSyntaxError(text: string, message: string, hideToken = false): string {
  // Node echoes up to ~20 characters around the error, with `...` before the quote, after it or both
  // (round 54: the after-form was kept, so a long manifest's error printed and logged its bytes).
  let msg = message.replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, '').replace(/ in JSON/, '');
  if (hideToken) msg = msg.replace(/^Unexpected token .*$/s, 'Unexpected token');
  msg = msg.replace(
    /^Unexpected non-whitespace character after JSON/,
    'unexpected text after the JSON value',
  );
  msg = msg.replace(
    / at position (\d+)(?: \(line \d+ column \d+\))?$/,
    (_, pos: string) => ` at ${lineColumn(text, Number(pos))}`,
  );
  return msg.charAt(0).toLowerCase() + msg.slice(1);
}

function lineColumn(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}

/**
 * Control characters (C0, DEL, C1), bidirectional overrides and marks, and (round 43) invisible format
 * characters (soft hyphen, zero-width space and joiners, word joiner, BOM): no name, glob, reason or
 * pattern needs one written raw (a pattern spells `\\t`, `\\x{200B}`), and raw they let a manifest read
 * one way to its reviewer, in an editor or in `policy --check`'s summary on a terminal, and another way
 * to gate: `"deny": {"Bash\u200b": ...}` printed as a deny of Bash and denied nothing.
 */
const UNPRINTABLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/** Round 54: a lone surrogate (`"\\ud800"`, legal JSON) is no character at all: every one prints as U+FFFD,
 * so `"deny": {"Bash\\ud800": …}` and a call to `Bash\\udc00` read alike to a reviewer and differ to gate. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** What a manifest string holds that cannot be shown as it is read, and its fix; undefined when nothing. */
function unshowable(text: string): string | undefined {
  if (UNPRINTABLE.test(text))
    return 'a control or bidirectional character, or an invisible one; write it escaped';
  if (LONE_SURROGATE.test(text)) return 'a lone surrogate (half of a UTF-16 pair, no character); remove it';
  return undefined;
}

function unprintableIn(v: unknown, path: string, problems: string[], depth: number): void {
  if (typeof v === 'string') {
    const why = unshowable(v);
    if (why !== undefined) problems.push(`${PREFIX}${path || 'a value'}: holds ${why}`);
    return;
  }
  if (v === null || typeof v !== 'object' || depth > MAX_JSON_DEPTH) return;
  for (const [k, item] of Object.entries(v)) {
    const at = Array.isArray(v) ? `${path}[${k}]` : path ? `${path}.${k}` : k;
    const why = Array.isArray(v) ? undefined : unshowable(k);
    if (why !== undefined) {
      problems.push(`${PREFIX}${path || 'the manifest'}: a key holds ${why}`);
      continue;
    }
    unprintableIn(item, at, problems, depth + 1);
  }
}

/**
 * Decodes a parsed manifest value into a normalised Manifest plus its compiled globs and rules. With
 * `arrange` false the rules are checked alike but not built (`rules` stays empty): a check judges no call.
 */
export function decodeManifestValue(value: unknown, arrange = true): Decoded {
  const problems: string[] = [];
  const manifest = emptyManifest();
  const decoded: Decoded = { manifest, globs: [], rules: [], problems, arrange };
  if (!isPlainObject(value)) {
    problems.push(`${PREFIX}the manifest must be a JSON object, got ${typeName(value)}`);
    return decoded;
  }
  for (const key of Object.keys(value)) {
    if (!(MANIFEST_FIELDS as readonly string[]).includes(key))
      problems.push(`${PREFIX}${unknownField(key, MANIFEST_FIELDS)}`);
  }
  // A hand-built manifest may spell an absent field as `undefined` (JSON text cannot).
  const has = (k: string): boolean => Object.hasOwn(value, k) && value[k] !== undefined;

  if (has('version')) manifest.version = decodeVersion(value.version, problems);
  if (has('posture')) manifest.posture = decodePosture(value.posture, problems);
  if (has('allow')) manifest.allow = decodeNames(value.allow, 'allow', 'tool name', problems);
  if (has('allow_prefix')) {
    manifest.allow_prefix = decodeNames(
      value.allow_prefix,
      'allow_prefix',
      'prefix',
      problems,
      'an empty prefix would admit every tool',
    );
  }
  if (has('deny')) manifest.deny = decodeDeny(value.deny, problems);
  if (has('self_modify_globs')) {
    manifest.self_modify_globs = decodeNames(
      value.self_modify_globs,
      'self_modify_globs',
      'pattern',
      problems,
    );
    manifest.self_modify_globs.forEach((pattern, i) => {
      try {
        decoded.globs.push(compileGlob(pattern));
      } catch (err) {
        if (!(err instanceof GlobError)) throw err;
        // A long pattern is named by its start: the error is one line, not the manifest again.
        problems.push(`${PREFIX}self_modify_globs[${i}]: ${quoted(pattern)}: ${err.message}`);
      }
    });
  }
  if (has('redact_fields'))
    manifest.redact_fields = decodeNames(value.redact_fields, 'redact_fields', 'field name', problems);
  if (has('safe_sinks'))
    manifest.safe_sinks = decodeNames(value.safe_sinks, 'safe_sinks', 'tool name', problems);
  if (has('sources')) manifest.sources = decodeSources(value.sources, problems);
  if (has('arg_rules')) decodeArgRules(value.arg_rules, decoded);
  if (has('sinks')) {
    // Absent when none are declared, so a manifest written before sinks normalises as it always did.
    const sinks = decodeSinks(value.sinks, manifest.version, problems);
    if (sinks.length > 0) manifest.sinks = sinks;
  }
  if (has('screening')) manifest.screening = decodeScreening(value.screening, problems);
  // Last, so a field's own problem is named first; a manifest is never accepted with one of these.
  if (problems.length === 0) unprintableIn(value, '', problems, 0);
  if (problems.length === 0) problems.push(...lookalikeNames(manifest, PREFIX));
  return decoded;
}

/** `screening`: an object of stage name to boolean, strictly (docs/screening.md, 'Stages'). */
function decodeScreening(v: unknown, problems: string[]): ScreeningSpec {
  const out: ScreeningSpec = {};
  if (!isPlainObject(v)) {
    problems.push(`${PREFIX}screening: expected an object such as {"secrets": true}, got ${typeName(v)}`);
    return out;
  }
  for (const [key, on] of Object.entries(v)) {
    if (!(SCREENING_KEYS as readonly string[]).includes(key))
      problems.push(`${PREFIX}screening: unknown key ${quoted(key)}; valid: ${SCREENING_KEYS.join(', ')}`);
    else if (typeof on !== 'boolean')
      problems.push(`${PREFIX}screening.${key}: expected true or false, got ${typeName(on)}`);
    else out[key as (typeof SCREENING_KEYS)[number]] = on;
  }
  return out;
}

function emptyManifest(): Manifest {
  return {
    version: SUPPORTED_VERSION,
    posture: 'fail_closed',
    allow: [],
    allow_prefix: [],
    deny: {},
    self_modify_globs: [],
    redact_fields: [],
    safe_sinks: [],
    sources: {},
    arg_rules: [],
  };
}

function decodeVersion(v: unknown, problems: string[]): string {
  if (typeof v !== 'string') {
    problems.push(`${PREFIX}version: expected a string such as "${SUPPORTED_VERSION}", got ${typeName(v)}`);
    return SUPPORTED_VERSION;
  }
  if (!VERSION_SHAPE.test(v)) {
    problems.push(
      `${PREFIX}unsupported manifest version ${quoted(v)} (this binary speaks ${SUPPORTED_VERSION} to ${LATEST_VERSION}); write "${LATEST_VERSION}"`,
    );
  }
  return v;
}

function decodePosture(v: unknown, problems: string[]): Posture {
  if (typeof v === 'string' && (POSTURES as readonly string[]).includes(v)) return v as Posture;
  const got = typeof v === 'string' ? quoted(v) : `a ${typeName(v)}`;
  problems.push(`${PREFIX}posture ${got} is not valid; use "fail_closed" or "admit_and_log"`);
  return 'fail_closed';
}

function decodeNames(
  v: unknown,
  field: string,
  what: string,
  problems: string[],
  emptyWhy?: string,
): string[] {
  if (!Array.isArray(v)) {
    const fix = typeof v === 'string' ? `; write [${quoted(v)}]` : '';
    problems.push(`${PREFIX}${field}: expected an array of strings, got ${typeName(v)}${fix}`);
    return [];
  }
  const out: string[] = [];
  v.forEach((item, i) => {
    if (typeof item !== 'string')
      problems.push(`${PREFIX}${field}[${i}]: expected a string, got ${typeName(item)}`);
    else if (item === '')
      problems.push(`${PREFIX}${field}[${i}]: empty ${what}${emptyWhy ? ` (${emptyWhy})` : ''}`);
    else out.push(item);
  });
  return out;
}

function decodeDeny(v: unknown, problems: string[]): Record<string, Reason> {
  if (!isPlainObject(v)) {
    problems.push(`${PREFIX}deny: expected an object of tool name to reason code, got ${typeName(v)}`);
    return {};
  }
  const entries: [string, Reason][] = [];
  const unknown: string[] = [];
  for (const [tool, reason] of Object.entries(v)) {
    if (tool === '') problems.push(`${PREFIX}deny: empty tool name`);
    else if (typeof reason !== 'string')
      problems.push(`${PREFIX}deny[${quoted(tool)}]: expected a reason code string, got ${typeName(reason)}`);
    else if (!isReason(reason)) unknown.push(`${tool}=${quoted(reason)}`);
    else entries.push([tool, reason]);
  }
  if (unknown.length > 0) {
    problems.push(
      `${PREFIX}deny: unknown reason code in ${unknown.join(', ')}; valid codes: ${REASONS.join(', ')}`,
    );
  }
  return sortedRecord(entries);
}

function decodeSources(v: unknown, problems: string[]): Record<string, SourceLabel> {
  if (!isPlainObject(v)) {
    problems.push(`${PREFIX}sources: expected an object of tool name to source label, got ${typeName(v)}`);
    return {};
  }
  const entries: [string, SourceLabel][] = [];
  for (const [tool, label] of Object.entries(v)) {
    if (tool === '') problems.push(`${PREFIX}sources: empty tool name`);
    else if (typeof label === 'string' && (SOURCE_LABELS as readonly string[]).includes(label))
      entries.push([tool, label as SourceLabel]);
    else {
      const got =
        typeof label === 'string'
          ? `unknown source label ${quoted(label)}`
          : `expected a string, got ${typeName(label)}`;
      problems.push(`${PREFIX}sources[${quoted(tool)}]: ${got}; use "trusted_local" or "untrusted"`);
    }
  }
  return sortedRecord(entries);
}

/**
 * Round 34: bounds on the regex work a manifest asks of RE2 when it loads (re2js compiled a 400 kB
 * pattern in 29 s, 20,000 rules in 31 s, at load 15; the 4 MiB manifest bound allowed ~5 min). The
 * built-in floor's own patterns are not counted (they are proven and never compiled on load); its
 * largest is 62,747 characters, so one edited still fits twice over. docs/policy.md, "Round 34 (red team)".
 */
export const MAX_ARG_RULES = 4096;
export const MAX_PATTERN_CHARS = 128 * 1024;
export const MAX_PATTERN_TOTAL_CHARS = 256 * 1024;
/**
 * Round 43: what counted repetitions may add to a manifest's patterns, spelled out (`a{3}` adds 2). re2js
 * parses in time that grows with the spelled-out size, not the text: one rule of 1,300 characters (100
 * copies of `[a-z]{1,1000}`) took 3.3 s, 3,000 rules of `[a-z]{1,1000}x` minutes. The built-in floor adds
 * 142 this way; `.{0,200}` adds 199. docs/policy.md, "Round 43 (edge2-r43)".
 */
export const MAX_PATTERN_EXPANSION = 16 * 1024;

function decodeArgRules(v: unknown, decoded: Decoded): void {
  const { problems } = decoded;
  if (!Array.isArray(v)) {
    problems.push(`${PREFIX}arg_rules: expected an array of rule objects, got ${typeName(v)}`);
    return;
  }
  if (v.length > MAX_ARG_RULES) {
    problems.push(
      `${PREFIX}arg_rules: ${v.length} rules, over the limit of ${MAX_ARG_RULES}; join rules on one argument into one deny_regex alternation, or bind one rule to several tools with "tools"`,
    );
    return;
  }
  let patternChars = 0;
  let expansion = 0;
  // Rules that decoded cleanly, compiled together after the loop (their patterns parse once that way);
  // `at` is where each one's compile problem belongs in the list.
  const clean: { spec: ArgRuleSpec; label: string; at: number }[] = [];
  v.forEach((item, i) => {
    const at = `arg_rules[${i}]`;
    if (!isPlainObject(item)) {
      problems.push(`${PREFIX}${at}: expected an object, got ${typeName(item)}`);
      return;
    }
    const before = problems.length;
    const { version } = decoded.manifest;
    const shown = minorOf(version) >= 3 ? ARG_RULE_FIELDS_BIND : ARG_RULE_FIELDS;
    for (const key of Object.keys(item)) {
      if (!(ARG_RULE_FIELDS_BIND as readonly string[]).includes(key))
        problems.push(`${PREFIX}${unknownField(key, shown, at)}`);
    }
    const where =
      Object.hasOwn(item, 'bind') && item.bind !== undefined
        ? decodeBind(item, at, version, problems)
        : decodeWhere(item, at, version, problems);
    let reason: Reason = 'POLICY_BLOCK';
    if (Object.hasOwn(item, 'reason') && item.reason !== undefined) {
      const r = item.reason;
      if (typeof r === 'string' && isReason(r)) reason = r;
      else {
        const got =
          typeof r === 'string'
            ? `unknown reason code ${quoted(r)}`
            : `expected a reason code string, got ${typeName(r)}`;
        problems.push(`${PREFIX}${at}.reason: ${got}; valid codes: ${REASONS.join(', ')}`);
      }
    }
    const hasRegex = Object.hasOwn(item, 'deny_regex') && item.deny_regex !== undefined;
    const hasMax = Object.hasOwn(item, 'max_bytes') && item.max_bytes !== undefined;
    if (hasRegex === hasMax) {
      problems.push(
        `${PREFIX}${at}: needs exactly one constraint, deny_regex or max_bytes; got ${hasRegex ? 'both' : 'none'}`,
      );
    }
    const spec: ArgRuleSpec = { ...where, reason };
    if (Object.hasOwn(item, 'name') && item.name !== undefined) {
      const name = item.name;
      if (minorOf(decoded.manifest.version) < 2)
        problems.push(
          `${PREFIX}${at}.name: needs manifest version gate-policy/v1.2 or later (this manifest is ${decoded.manifest.version}); raise "version"`,
        );
      else if (
        typeof name !== 'string' ||
        name.trim() === '' ||
        name.length > 160 ||
        /[\u0000-\u001f\u007f]/.test(name)
      )
        problems.push(
          `${PREFIX}${at}.name: expected a short line of text (1-160 characters, no control characters)`,
        );
      else spec.name = name;
    }
    if (hasRegex) {
      const re = item.deny_regex;
      if (typeof re !== 'string')
        problems.push(`${PREFIX}${at}.deny_regex: expected a string, got ${typeName(re)}`);
      else if (re === '')
        problems.push(`${PREFIX}${at}.deny_regex: empty pattern (it would match every value)`);
      else if (re.length > MAX_PATTERN_CHARS)
        problems.push(
          `${PREFIX}${at}.deny_regex: a pattern of ${re.length} characters, over the limit of ${MAX_PATTERN_CHARS}; split it into several rules on the same argument, or match less`,
        );
      else {
        const counted = patternChars;
        const expanded = expansion;
        if (!knownPatterns().has(re)) {
          patternChars += re.length;
          expansion += repetitionExpansion(re);
        }
        if (patternChars <= MAX_PATTERN_TOTAL_CHARS && expansion <= MAX_PATTERN_EXPANSION)
          spec.deny_regex = re;
        // Said once, at the rule that crosses the bound.
        else if (patternChars > MAX_PATTERN_TOTAL_CHARS && counted <= MAX_PATTERN_TOTAL_CHARS)
          problems.push(
            `${PREFIX}${at}.deny_regex: the deny_regex patterns reach ${patternChars} characters here, over the limit of ${MAX_PATTERN_TOTAL_CHARS} for a manifest (the built-in floor's own patterns not counted); remove rules no tool needs, or match less`,
          );
        else if (expansion > MAX_PATTERN_EXPANSION && expanded <= MAX_PATTERN_EXPANSION)
          problems.push(
            `${PREFIX}${at}.deny_regex: counted repetitions ({n}, {n,m}) spelled out add ${expansion} characters to the patterns here, over the limit of ${MAX_PATTERN_EXPANSION} for a manifest (the built-in floor's own patterns not counted); repeat less, or use * and + where the count does not matter`,
          );
      }
    }
    if (hasMax) {
      const max = item.max_bytes;
      if (typeof max !== 'number' || !Number.isSafeInteger(max) || max < 0) {
        const got = typeof max === 'number' ? String(max) : typeName(max);
        const fix = typeof max === 'string' && /^[0-9]+$/.test(max) ? `; write ${max} without quotes` : '';
        problems.push(`${PREFIX}${at}.max_bytes: expected a non-negative integer, got ${got}${fix}`);
      } else spec.max_bytes = max;
    }
    if (problems.length > before) return;
    decoded.manifest.arg_rules.push(spec);
    clean.push({ spec, label: at, at: problems.length });
  });
  // Nothing is compiled past a bound: the operator's error comes at once, not after the work it bounds.
  if (patternChars > MAX_PATTERN_TOTAL_CHARS || expansion > MAX_PATTERN_EXPANSION) return;
  const specs = clean.map((c) => c.spec);
  // A check builds no rule: the patterns' parse problems are all it reports of them.
  const compiled = decoded.arrange ? compileArgRules(specs) : undefined;
  const errors = compiled
    ? compiled.results.map((r) => (isRuleError(r) ? r : undefined))
    : patternErrors(specs);
  // Backwards, so each insertion leaves the earlier positions where they were.
  for (let k = errors.length - 1; k >= 0; k--) {
    const error = errors[k];
    const { label, at } = clean[k] as (typeof clean)[number];
    if (error) problems.splice(at, 0, `${PREFIX}${label}.${error.field}: ${error.message}`);
  }
  if (!compiled) return;
  for (const rules of compiled.results) if (!isRuleError(rules)) decoded.rules.push(...rules);
  compiled.adopt(decoded.rules);
}

/** `sinks[]` (gate-policy/v1.2): each tool declared once, its deciding arguments named. */
function decodeSinks(v: unknown, version: string, problems: string[]): SinkSpec[] {
  if (!Array.isArray(v)) {
    problems.push(`${PREFIX}sinks: expected an array of sink objects, got ${typeName(v)}`);
    return [];
  }
  // An empty list says nothing, so any version may carry it (a dump of an older manifest prints none).
  if (v.length > 0 && minorOf(version) < 2) {
    problems.push(
      `${PREFIX}sinks: needs manifest version gate-policy/v1.2 or later (this manifest is ${version}); raise "version"`,
    );
    return [];
  }
  const out: SinkSpec[] = [];
  const declared = new Map<string, number>();
  v.forEach((item, i) => {
    const at = `sinks[${i}]`;
    if (!isPlainObject(item)) {
      problems.push(`${PREFIX}${at}: expected an object, got ${typeName(item)}`);
      return;
    }
    const before = problems.length;
    for (const key of Object.keys(item)) {
      if (!(SINK_FIELDS as readonly string[]).includes(key))
        problems.push(`${PREFIX}${unknownField(key, SINK_FIELDS, at)}`);
    }
    const tools = Object.hasOwn(item, 'tools')
      ? decodeNames(item.tools, `${at}.tools`, 'tool name', problems)
      : [];
    if (!Object.hasOwn(item, 'tools')) problems.push(`${PREFIX}${at}.tools: required`);
    else if (Array.isArray(item.tools) && item.tools.length === 0)
      problems.push(`${PREFIX}${at}.tools: empty list (a sink names at least one tool)`);
    for (const tool of tools) {
      const first = declared.get(tool);
      if (first !== undefined)
        problems.push(`${PREFIX}${at}.tools: ${quoted(tool)} is already declared in sinks[${first}]`);
      else declared.set(tool, i);
    }
    const args = Object.hasOwn(item, 'args')
      ? decodeNames(item.args, `${at}.args`, 'argument name', problems)
      : [];
    for (const arg of args) {
      if (arg.split('.').some((s) => s === ''))
        problems.push(`${PREFIX}${at}.args: empty segment in the dotted path ${quoted(arg)}`);
    }
    const values = oneOf(item, 'values', SINK_VALUE_MODES, 'any', at, problems);
    const onUntrusted = oneOf(item, 'on_untrusted', SINK_VERDICTS, 'hold', at, problems);
    const confirm = oneOf(item, 'confirm', SINK_CONFIRMS, 'auto', at, problems);
    if (args.length === 0 && values !== 'trace' && problems.length === before) {
      problems.push(
        `${PREFIX}${at}.args: name the arguments that decide where or to whom (or use "values": "trace")`,
      );
    }
    if (problems.length > before) return;
    out.push({ tools, args, values, on_untrusted: onUntrusted, confirm });
  });
  return out;
}

/** An optional string field whose value is one of `choices`; `fallback` when absent. */
function oneOf<T extends string>(
  item: Record<string, unknown>,
  key: string,
  choices: readonly T[],
  fallback: T,
  at: string,
  problems: string[],
): T {
  if (!Object.hasOwn(item, key) || item[key] === undefined) return fallback;
  const v = item[key];
  if (typeof v === 'string' && (choices as readonly string[]).includes(v)) return v as T;
  const got = typeof v === 'string' ? quoted(v) : `a ${typeName(v)}`;
  problems.push(`${PREFIX}${at}.${key}: ${got} is not valid; use ${choices.map((c) => `"${c}"`).join(', ')}`);
  return fallback;
}

/** Where a rule without `bind` applies: its `tool` or `tools`, and `arg`. */
function decodeWhere(
  item: Record<string, unknown>,
  at: string,
  version: string,
  problems: string[],
): Pick<ArgRuleSpec, 'tool' | 'tools' | 'arg'> {
  const bound = decodeBoundTools(item, at, version, problems);
  const arg = requiredString(item, 'arg', at, problems);
  if (arg?.split('.').some((s) => s === '')) {
    problems.push(`${PREFIX}${at}.arg: empty segment in the dotted path ${quoted(arg)}`);
  }
  return { ...bound, arg: arg ?? '' };
}

/**
 * `bind` (gate-policy/v1.3): a non-empty list of tool-argument pairs, each entry what a rule without
 * `bind` says of where it applies (`tool` or `tools`, and `arg`), checked the same way. Problems name
 * the entry; the result is `{}` when there are any.
 */
function decodeBind(
  item: Record<string, unknown>,
  at: string,
  version: string,
  problems: string[],
): Pick<ArgRuleSpec, 'bind'> {
  if (minorOf(version) < 3) {
    problems.push(
      `${PREFIX}${at}.bind: needs manifest version ${BIND_SINCE} or later (this manifest is ${version}); use "tool" or "tools" with "arg", or raise "version"`,
    );
    return {};
  }
  const beside = ['tool', 'tools', 'arg'].filter((k) => Object.hasOwn(item, k) && item[k] !== undefined);
  if (beside.length > 0) {
    problems.push(
      `${PREFIX}${at}: a rule with "bind" names its tools and arguments in it; remove ${beside.map((k) => `"${k}"`).join(', ')}`,
    );
    return {};
  }
  const list = item.bind;
  if (!Array.isArray(list) || list.length === 0) {
    const got = Array.isArray(list) ? 'an empty array' : typeName(list);
    problems.push(
      `${PREFIX}${at}.bind: expected a non-empty array such as [{"tools": ["Bash"], "arg": "command"}], got ${got}`,
    );
    return {};
  }
  const before = problems.length;
  const bind: ArgBinding[] = [];
  list.forEach((entry, j) => {
    const where = `${at}.bind[${j}]`;
    if (!isPlainObject(entry)) {
      problems.push(
        `${PREFIX}${where}: expected an object such as {"tools": ["Bash"], "arg": "command"}, got ${typeName(entry)}`,
      );
      return;
    }
    for (const key of Object.keys(entry)) {
      if (!(BIND_FIELDS as readonly string[]).includes(key))
        problems.push(`${PREFIX}${unknownField(key, BIND_FIELDS, where)}`);
    }
    const { arg, ...tools } = decodeWhere(entry, where, version, problems);
    bind.push({ ...tools, arg: arg ?? '' });
  });
  return problems.length > before ? {} : { bind };
}

function isRuleError(value: readonly CompiledArgRule[] | RuleError): value is RuleError {
  return 'field' in value;
}

/**
 * The tools a rule binds: exactly one of `tool` (a name) or `tools` (a non-empty list of names, from
 * gate-policy/v1.1). Problems name the field; the result is `{}` when there are any.
 */
function decodeBoundTools(
  item: Record<string, unknown>,
  at: string,
  version: string,
  problems: string[],
): Pick<ArgRuleSpec, 'tool' | 'tools'> {
  const hasTools = Object.hasOwn(item, 'tools') && item.tools !== undefined;
  if (!hasTools) {
    if (Array.isArray(item.tool)) {
      problems.push(
        `${PREFIX}${at}.tool: expected a string, got array (a list of tools goes in "tools", from ${TOOLS_SINCE})`,
      );
      return {};
    }
    const tool = requiredString(item, 'tool', at, problems);
    return tool === undefined ? {} : { tool };
  }
  if (minorOf(version) < 1) {
    problems.push(
      `${PREFIX}${at}.tools: needs manifest version ${TOOLS_SINCE} or later (this manifest is ${version}); use "tool" or raise "version"`,
    );
    return {};
  }
  if (Object.hasOwn(item, 'tool') && item.tool !== undefined) {
    problems.push(`${PREFIX}${at}: needs exactly one of tool or tools; got both`);
    return {};
  }
  const list = item.tools;
  if (!Array.isArray(list)) {
    problems.push(`${PREFIX}${at}.tools: expected a non-empty array of tool names, got ${typeName(list)}`);
    return {};
  }
  if (list.length === 0) {
    problems.push(`${PREFIX}${at}.tools: empty list (a rule must bind at least one tool)`);
    return {};
  }
  const before = problems.length;
  const seen = new Set<string>();
  list.forEach((name, j) => {
    if (typeof name !== 'string')
      problems.push(`${PREFIX}${at}.tools[${j}]: expected a string, got ${typeName(name)}`);
    else if (name === '') problems.push(`${PREFIX}${at}.tools[${j}]: must not be empty`);
    else if (seen.has(name)) problems.push(`${PREFIX}${at}.tools[${j}]: ${quoted(name)} is listed twice`);
    else seen.add(name);
  });
  return problems.length > before ? {} : { tools: list as string[] };
}

function requiredString(
  obj: Record<string, unknown>,
  key: string,
  at: string,
  problems: string[],
): string | undefined {
  if (!Object.hasOwn(obj, key)) {
    problems.push(`${PREFIX}${at}.${key}: required`);
    return undefined;
  }
  const v = obj[key];
  if (typeof v !== 'string') {
    problems.push(`${PREFIX}${at}.${key}: expected a string, got ${typeName(v)}`);
    return undefined;
  }
  if (v === '') {
    problems.push(`${PREFIX}${at}.${key}: must not be empty`);
    return undefined;
  }
  return v;
}

/** Map keys in code-unit order, defined (not assigned) so a `__proto__` key stays a plain entry. */
function sortedRecord<T>(entries: [string, T][]): Record<string, T> {
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries) as Record<string, T>;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}
