// Argument rules arranged for evaluation: by tool (lower-cased), then by argument path, the deny_regex
// rules of one argument compiled into one RE2 set so a call costs one linear pass per argument however
// many rules bind it. Built when a policy loads (never on the first call); immutable like the policy.
import { RE2Set } from 're2js';
import { denyRegexOf } from './arg-rule.js';
import type { CompiledArgRule } from './types.js';

/** One argument path of one tool, with its regex rules compiled together. */
export interface ArgGroup {
  path: readonly string[];
  /** Undefined with fewer than two regexes, or when the set is too large to compile: rules then run one by one. */
  set: RE2Set | undefined;
}

/** One rule in manifest order: its group and its index inside the group's set (-1 for max_bytes). */
export interface ArgStep {
  rule: CompiledArgRule;
  group: number;
  slot: number;
}

export interface ToolArgRules {
  steps: readonly ArgStep[];
  groups: readonly ArgGroup[];
}

export type ArgRuleIndex = ReadonlyMap<string, ToolArgRules>;

const indexes = new WeakMap<readonly CompiledArgRule[], ArgRuleIndex>();

/** The index of a policy's `argRules` (built now if the policy was not made by the loader). */
export function argRuleIndex(rules: readonly CompiledArgRule[]): ArgRuleIndex {
  let index = indexes.get(rules);
  if (!index) {
    index = buildIndex(rules);
    indexes.set(rules, index);
  }
  return index;
}

function buildIndex(rules: readonly CompiledArgRule[]): ArgRuleIndex {
  const byTool = new Map<string, CompiledArgRule[]>();
  for (const rule of rules) {
    const list = byTool.get(rule.tool);
    if (list) list.push(rule);
    else byTool.set(rule.tool, [rule]);
  }
  // A floor binds the same rule list to many tools (every agent's shell tool): compile each set once.
  const sets = new Map<string, RE2Set | undefined>();
  const index = new Map<string, ToolArgRules>();
  for (const [tool, list] of byTool) {
    const groupKeys: string[] = [];
    const patterns: string[][] = [];
    const steps = list.map((rule): ArgStep => {
      const key = rule.path.join('.');
      let group = groupKeys.indexOf(key);
      if (group < 0) {
        group = groupKeys.push(key) - 1;
        patterns.push([]);
      }
      const pattern = denyRegexOf(rule);
      const slot = pattern === undefined ? -1 : (patterns[group] as string[]).push(pattern) - 1;
      return { rule, group, slot };
    });
    const groups = groupKeys.map((key, g): ArgGroup => {
      const list = patterns[g] as string[];
      const setKey = list.join('\u0000');
      if (!sets.has(setKey)) sets.set(setKey, compileSet(list));
      return { path: key.split('.'), set: sets.get(setKey) };
    });
    index.set(tool, { steps, groups });
  }
  return index;
}

function compileSet(patterns: readonly string[]): RE2Set | undefined {
  if (patterns.length < 2) return undefined;
  try {
    const set = new RE2Set(RE2Set.UNANCHORED);
    for (const p of patterns) set.add(p);
    set.compile();
    return set;
  } catch {
    // Too many instructions for one set: the rules still run, one by one.
    return undefined;
  }
}
