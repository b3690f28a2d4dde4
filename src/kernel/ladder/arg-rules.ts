// Rung 4: argument rules, in manifest order. A rule binds its tool case-insensitively, reads one
// argument (a dotted path reaches into objects), and only restricts: it never admits a tool.
// The deny_regex rules on one argument run as one RE2 set (one linear pass for all of them); the
// first violated rule in manifest order still decides.
import { RE2Set } from 're2js';
import { denyRegexOf } from '../policy/arg-rule.js';
import type { CompiledArgRule, Policy } from '../policy/types.js';
import type { JsonValue } from '../types.js';
import { type RungInput, type RungResult, refuse } from './rung.js';

/** One argument path of one tool, with its regex rules compiled together. */
interface ArgGroup {
  path: readonly string[];
  /** Undefined when the set could not compile (too large): the rules then run one by one. */
  set: RE2Set | undefined;
}

interface Step {
  rule: CompiledArgRule;
  group: number;
  /** The rule's index inside its group's set, or -1 for a max_bytes rule. */
  slot: number;
}

interface ToolRules {
  steps: readonly Step[];
  groups: readonly ArgGroup[];
}

// Built once per loaded policy (policies are immutable), on first use.
const indexes = new WeakMap<Policy, ReadonlyMap<string, ToolRules>>();

function rulesFor(policy: Policy, tool: string): ToolRules | undefined {
  let index = indexes.get(policy);
  if (!index) {
    index = buildIndex(policy.argRules);
    indexes.set(policy, index);
  }
  return index.get(tool.toLowerCase());
}

function buildIndex(rules: readonly CompiledArgRule[]): ReadonlyMap<string, ToolRules> {
  const byTool = new Map<string, CompiledArgRule[]>();
  for (const rule of rules) {
    const list = byTool.get(rule.tool);
    if (list) list.push(rule);
    else byTool.set(rule.tool, [rule]);
  }
  const index = new Map<string, ToolRules>();
  for (const [tool, list] of byTool) {
    const groupKeys: string[] = [];
    const patterns: string[][] = [];
    const steps: Step[] = list.map((rule) => {
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
    const groups = groupKeys.map((key, g) => ({ path: key.split('.'), set: compileSet(patterns[g] as string[]) }));
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
    return undefined;
  }
}

export function checkArgRules({ policy, call, args }: RungInput): RungResult {
  if (policy.argRules.length === 0) return 'no arg_rules';
  const tool = rulesFor(policy, call.tool);
  if (!tool) return 'no arg_rules for this tool';
  const texts: (string | null | undefined)[] = new Array(tool.groups.length);
  const matched: (readonly number[] | undefined)[] = new Array(tool.groups.length);
  for (const { rule, group, slot } of tool.steps) {
    let text = texts[group];
    if (text === undefined) {
      const value = valueAt(args, (tool.groups[group] as ArgGroup).path);
      text = value === undefined ? null : argumentText(value);
      texts[group] = text;
    }
    // A missing argument never violates.
    if (text === null) continue;
    const set = (tool.groups[group] as ArgGroup).set;
    let violated: boolean;
    if (slot >= 0 && set) {
      let hits = matched[group];
      if (!hits) {
        hits = set.match(text);
        matched[group] = hits;
      }
      violated = hits.includes(slot);
    } else violated = rule.violates(text);
    if (violated) return refuse('arg_rules', rule.reason, rule.claim);
  }
  return 'no arg_rule violated';
}

/** The value at a dotted path; array elements by index; undefined when any step is missing. */
export function valueAt(root: JsonValue, path: readonly string[]): JsonValue | undefined {
  let cur: JsonValue | undefined = root;
  for (const step of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (Array.isArray(cur)) cur = /^\d+$/.test(step) ? cur[Number(step)] : undefined;
    else cur = Object.hasOwn(cur, step) ? cur[step] : undefined;
    if (cur === undefined) return undefined;
  }
  return cur;
}

/** Strings as they are; numbers, booleans and null as their JSON text; objects and arrays as compact JSON. */
export function argumentText(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
