// Compiling one argument rule: `deny_regex` runs on RE2 (linear time whatever the input, `(?i)` and
// the other RE2 flags included), `max_bytes` counts UTF-8 bytes. The claim names the rule, never a value.
import type { RE2JS } from 're2js';
import { exceedsUtf8Bytes } from '../utf8.js';
import { foldToolName } from './lower.js';
import { re2 } from './re2.js';
import type { ArgRuleSpec, CompiledArgRule } from './types.js';

export { exceedsUtf8Bytes };

/** Why a rule cannot compile, naming the field; the message quotes only the pattern as written. */
export interface RuleError {
  field: 'deny_regex' | 'max_bytes';
  message: string;
}

// The pattern behind each compiled regex rule, so the ladder can match all rules on one argument in a
// single RE2 set pass (CompiledArgRule itself stays the small shared interface).
const patterns = new WeakMap<CompiledArgRule, string>();

/** The deny_regex of a compiled rule as written, or undefined for a max_bytes rule. */
export function denyRegexOf(rule: CompiledArgRule): string | undefined {
  return patterns.get(rule);
}

// Compiled patterns, shared by every load in the process: floors bind one pattern to many tools, a
// reload repeats most patterns, and RE2 compilation is the expensive part of loading. Bounded, because
// manifests can come from anywhere.
const REGEX_CACHE_LIMIT = 1024;
const regexCache = new Map<string, RE2JS>();

/** The compiled RE2 program of a pattern (throws what RE2JS.compile throws). */
export function compiledRegex(pattern: string): RE2JS {
  let re = regexCache.get(pattern);
  if (re === undefined) {
    re = re2().RE2JS.compile(pattern);
    if (regexCache.size >= REGEX_CACHE_LIMIT) regexCache.clear();
    regexCache.set(pattern, re);
  }
  return re;
}

/** The load error for a pattern RE2 rejected with `err`. */
export function regexError(pattern: string, err: unknown): RuleError {
  const why = cut((err as Error).message.replace(/^error parsing regexp: /, ''), 200);
  return {
    field: 'deny_regex',
    message: `RE2 cannot compile /${cut(pattern, 120)}/: ${why}${re2Hint(pattern)}`,
  };
}

/** A long pattern (or RE2's message quoting it) shown by its start: the problem stays one short line. */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, 80)}… (${text.length} characters)` : text;
}

/** What to write instead of the constructs RE2 leaves out to stay linear-time. */
function re2Hint(pattern: string): string {
  if (/\(\?<?[=!]/.test(pattern))
    return '; RE2 has no lookahead or lookbehind: match the text itself, or add a second rule';
  if (/\\[1-9]/.test(pattern)) return '; RE2 has no backreferences: spell the repeated text out';
  return '';
}

/** Compiles one rule (one compiled rule per tool it binds); an uncompilable pattern is a RuleError. */
export function compileArgRule(spec: ArgRuleSpec): CompiledArgRule[] | RuleError {
  if (spec.deny_regex !== undefined) {
    try {
      compiledRegex(spec.deny_regex);
    } catch (err) {
      return regexError(spec.deny_regex, err);
    }
  }
  return rulesOf(spec);
}

/**
 * The rules for a spec whose pattern is known to compile: one per tool it binds, in the order listed
 * (rules bind names case-insensitively, so of `Bash` and `bash` the first spelling names the rule).
 * Their RE2 program is made on first use: rules matched together as a set (arg-rule-index.ts) never
 * need one.
 */
export function rulesOf(spec: ArgRuleSpec): CompiledArgRule[] {
  if (spec.bind !== undefined) return flatArgRule(spec).flatMap(rulesOf);
  const names = spec.tools ?? (spec.tool === undefined ? [] : [spec.tool]);
  const seen = new Set<string>();
  const out: CompiledArgRule[] = [];
  for (const name of names) {
    const tool = foldToolName(name);
    if (seen.has(tool)) continue;
    seen.add(tool);
    out.push(ruleFor(name, tool, spec));
  }
  return out;
}

/**
 * A rule as the rules it stands for without `bind` (gate-policy/v1.3): one per entry of its `bind`, in
 * order, each with the entry's tools and argument; a rule without `bind` as it is.
 */
export function flatArgRule(spec: ArgRuleSpec): ArgRuleSpec[] {
  if (spec.bind === undefined) return [spec];
  const { bind, ...rule } = spec;
  return bind.map((b) => ({
    ...(b.tools !== undefined ? { tools: b.tools } : { tool: b.tool }),
    arg: b.arg,
    ...rule,
  }));
}

/** A manifest's rules as rules without `bind`, in the order they are judged for any one tool. */
export function flatArgRules(specs: readonly ArgRuleSpec[]): ArgRuleSpec[] {
  return specs.flatMap(flatArgRule);
}

function ruleFor(name: string, tool: string, spec: ArgRuleSpec): CompiledArgRule {
  const arg = spec.arg ?? '';
  const base = { tool, path: arg.split('.'), reason: spec.reason ?? 'POLICY_BLOCK' } as const;
  if (spec.deny_regex !== undefined) {
    const pattern = spec.deny_regex;
    let re: RE2JS | undefined;
    const rule: CompiledArgRule = {
      ...base,
      claim:
        spec.name !== undefined ? `${name}.${arg}: ${spec.name}` : `${name}.${arg} deny_regex /${pattern}/`,
      violates: (text) => {
        re ??= compiledRegex(pattern);
        return re.test(text);
      },
    };
    patterns.set(rule, pattern);
    return rule;
  }
  const max = spec.max_bytes ?? 0;
  return {
    ...base,
    claim: spec.name !== undefined ? `${name}.${arg}: ${spec.name}` : `${name}.${arg} max_bytes ${max}`,
    violates: (text) => exceedsUtf8Bytes(text, max),
  };
}
