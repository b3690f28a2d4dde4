// Rung 4: argument rules, in manifest order. A rule binds its tool case-insensitively, reads one
// argument (a dotted path reaches into objects), and only restricts: it never admits a tool.
// The deny_regex rules on one argument run as one RE2 set (one linear pass for all of them); the
// first violated rule in manifest order still decides.
import { type ArgGroup, type ArgStep, argRuleIndex, rulesForTool } from '../policy/arg-rule-index.js';
import { matchSet } from '../policy/set-match.js';
import type { JsonValue } from '../types.js';
import { type RungInput, type RungResult, refuse } from './rung.js';

export function checkArgRules({ policy, call, args }: RungInput): RungResult {
  if (policy.argRules.length === 0) return 'no arg_rules';
  const tool = rulesForTool(argRuleIndex(policy.argRules), call.tool);
  if (!tool) return 'no arg_rules for this tool';
  const { steps, groups, single } = tool;
  if (single) return checkOneSet(args, groups[0] as ArgGroup, single);
  const texts: (string | null | undefined)[] = new Array(groups.length);
  const matched: (readonly number[] | undefined)[] = new Array(groups.length);
  for (let k = 0; k < steps.length; k++) {
    const { rule, group, slot } = steps[k] as ArgStep;
    let text = texts[group];
    if (text === undefined) {
      const value = valueAt(args, (groups[group] as ArgGroup).path);
      text = value === undefined ? null : argumentText(value);
      texts[group] = text;
    }
    // A missing argument never violates.
    if (text === null) continue;
    const set = (groups[group] as ArgGroup).set;
    let violated: boolean;
    if (slot >= 0 && set) {
      let hits = matched[group];
      if (!hits) {
        hits = matchSet(set, text);
        matched[group] = hits;
      }
      violated = hits.length > 0 && hits.includes(slot);
    } else violated = rule.violates(text);
    if (violated) return refuse('arg_rules', rule.reason, rule.claim);
  }
  return 'no arg_rule violated';
}

/**
 * One argument, every rule a regex in one set: the set's first hit (indices ascend in manifest order)
 * is the rule the step-by-step loop would reach first.
 */
function checkOneSet(args: JsonValue, group: ArgGroup, steps: readonly ArgStep[]): RungResult {
  const value = valueAt(args, group.path);
  // A missing argument never violates.
  if (value === undefined) return 'no arg_rule violated';
  const hits = matchSet(group.set as NonNullable<ArgGroup['set']>, argumentText(value));
  if (hits.length === 0) return 'no arg_rule violated';
  const { rule } = steps[hits[0] as number] as ArgStep;
  return refuse('arg_rules', rule.reason, rule.claim);
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
