// Argument rules arranged for evaluation: by tool (lower-cased), then by argument path, the deny_regex
// rules of one argument matched together (rule-matcher.ts: one literal scan picks the rules that could
// match, and only those run). The index is built when a policy loads; a rule's program is compiled when
// a call first needs it (docs/policy.md, "When patterns compile").
import { compiledRegex, denyRegexOf, type RuleError, regexError, rulesOf } from './arg-rule.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import { foldToolName, lowerKey } from './lower.js';
import { servedToolName } from './names.js';
import { re2 } from './re2.js';
import { compileProgram, RuleMatcher } from './rule-matcher.js';
import type { ArgRuleSpec, CompiledArgRule } from './types.js';

/** One argument path of one tool, with its regex rules matched together. */
export interface ArgGroup {
  readonly path: readonly string[];
  /** Undefined when no regex rule reads this argument. */
  readonly matcher: RuleMatcher | undefined;
}

/** One rule in manifest order: its group and its index inside the group's set (-1 for max_bytes). */
export interface ArgStep {
  rule: CompiledArgRule;
  group: number;
  slot: number;
}

export interface ToolArgRules {
  readonly steps: readonly ArgStep[];
  readonly groups: readonly ArgGroup[];
  /**
   * Set when every rule of the tool is a regex (every agent's shell tool on the floor): the steps of its
   * first argument, the one deciding for each matcher index, which is also its manifest position. They
   * decide alone when no other argument a rule reads (`others`) is in the call.
   */
  readonly single: readonly ArgStep[] | undefined;
  /** The paths of the tool's other arguments: the sandbox flags beside a shell command, say. */
  readonly others: readonly (readonly string[])[];
  /** The first steps of `others`, lower-cased: a call with no key among them carries none of them. */
  readonly otherKeys: ReadonlySet<string>;
}

export interface ArgRuleIndex {
  /** The rules of each tool, by lower-cased name. */
  byTool: ReadonlyMap<string, ToolArgRules>;
  /** Names as called, resolved once each (null: no rule binds the name); bounded, names come from agents. */
  byName: Map<string, ToolArgRules | null>;
}

const NAME_CACHE_LIMIT = 4096;

/** The rules binding a tool name as called (rules bind names case-insensitively, Unicode-folded). */
export function rulesForTool(index: ArgRuleIndex, tool: string): ToolArgRules | undefined {
  let rules = index.byName.get(tool);
  if (rules === undefined) {
    // Folded as a case-insensitive server matches it (`baſh` is bash): names.ts foldToolName.
    const lower = foldToolName(tool);
    // `mcp__server__Bash` is Bash served by an MCP server: Bash's rules bind it (unless it has its own).
    const served = servedToolName(lower);
    rules = index.byTool.get(lower) ?? (served === undefined ? undefined : index.byTool.get(served)) ?? null;
    if (index.byName.size >= NAME_CACHE_LIMIT) index.byName.clear();
    index.byName.set(tool, rules);
  }
  return rules ?? undefined;
}

const indexes = new WeakMap<readonly CompiledArgRule[], ArgRuleIndex>();
// The policy in use asks on every call: answer it without the WeakMap.
let lastRules: readonly CompiledArgRule[] | undefined;
let lastIndex: ArgRuleIndex | undefined;

/** The index of a policy's `argRules` (built now if the policy was not made by the loader). */
export function argRuleIndex(rules: readonly CompiledArgRule[]): ArgRuleIndex {
  if (rules === lastRules && lastIndex) return lastIndex;
  let index = indexes.get(rules);
  if (!index) {
    index = buildIndex(rules);
    indexes.set(rules, index);
  }
  lastRules = rules;
  lastIndex = index;
  return index;
}

/**
 * Compiles a manifest's rules in manifest order: for each spec a RuleError when its pattern cannot
 * compile, else its rules (one per tool it binds). Loading only parses: each distinct pattern once, and
 * not at all when it is one of the built-in floor's (the test suite proves those compile). RE2 programs
 * and sets are built when a call first needs them. When every rule compiles, `adopt` gives the final
 * rule array the index built here.
 */
export function compileArgRules(specs: readonly ArgRuleSpec[]): {
  results: (readonly CompiledArgRule[] | RuleError)[];
  adopt(rules: readonly CompiledArgRule[]): void;
} {
  const errors = patternErrors(specs);
  const perSpec = specs.map(rulesOf);
  const rules = perSpec.flat();
  const index = buildIndex(rules);
  const results = perSpec.map((list, k) => errors[k] ?? list);
  const failed = errors.some((e) => e !== undefined);
  return {
    results,
    adopt(final) {
      if (!failed && final.length === rules.length && final.every((r, i) => r === rules[i]))
        indexes.set(final, index);
    },
  };
}

/**
 * For each spec, why RE2 cannot parse its deny_regex, or undefined: each distinct pattern parsed once, the
 * built-in floor's never. All a check needs of the rules (`gate policy --check` builds no rule or index).
 */
export function patternErrors(specs: readonly ArgRuleSpec[]): (RuleError | undefined)[] {
  const known = knownPatterns();
  const checked = new Map<string, RuleError | undefined>();
  return specs.map((spec) => {
    const pattern = spec.deny_regex;
    if (pattern === undefined || known.has(pattern)) return undefined;
    if (!checked.has(pattern)) checked.set(pattern, parseError(pattern));
    return checked.get(pattern);
  });
}

/**
 * Why RE2 cannot compile a pattern, or undefined when it can. Parsing decides: RE2JS.compile and
 * RE2Set parse the same way and reject nothing after a successful parse, so the program can wait.
 */
function parseError(pattern: string): RuleError | undefined {
  try {
    const { RE2Set } = re2();
    new RE2Set(RE2Set.UNANCHORED).add(pattern);
    return undefined;
  } catch (err) {
    return regexError(pattern, err);
  }
}

/**
 * Builds now, as a call would, the RE2 program of every deny_regex a loaded manifest holds, and says
 * why for each that fails (`gate policy --check`: loading only parses, and a call refuses a rule whose
 * program fails). The built-in floor's patterns are skipped: default-floor.test.ts builds each, and
 * building them costs ~150 ms, well past the command's start-up goal (docs/cli.md, "gate policy").
 */
export function programProblems(
  specs: readonly ArgRuleSpec[],
  build: (pattern: string) => unknown = buildPrograms,
): string[] {
  const known = knownPatterns();
  const tried = new Map<string, RuleError | undefined>();
  const problems: string[] = [];
  specs.forEach((spec, i) => {
    const pattern = spec.deny_regex;
    if (pattern === undefined || known.has(pattern)) return;
    if (!tried.has(pattern)) tried.set(pattern, programError(pattern, build));
    const error = tried.get(pattern);
    if (error) problems.push(`arg_rules[${i}].${error.field}: ${error.message}`);
  });
  return problems;
}

/** Both programs a call may run a pattern on: the set matcher's and a lone rule's. */
function buildPrograms(pattern: string): void {
  compileProgram(pattern);
  compiledRegex(pattern);
}

function programError(pattern: string, build: (pattern: string) => unknown): RuleError | undefined {
  try {
    build(pattern);
    return undefined;
  } catch (err) {
    return regexError(pattern, err);
  }
}

// The built-in floor's patterns: proven to compile by default-floor.test.ts, so loading a manifest that
// repeats them (every dump of the floor) never parses them again.
let known: ReadonlySet<string> | undefined;
export function knownPatterns(): ReadonlySet<string> {
  known ??= new Set(
    DEFAULT_FLOOR.arg_rules.flatMap((r) => (r.deny_regex === undefined ? [] : [r.deny_regex])),
  );
  return known;
}

/** A group; its matcher is made when first asked for. */
class LazyGroup implements ArgGroup {
  #matcher: RuleMatcher | undefined | null = null;
  constructor(
    readonly path: readonly string[],
    private readonly patterns: readonly string[],
  ) {}

  get matcher(): RuleMatcher | undefined {
    if (this.#matcher === null) this.#matcher = matcherOf(this.patterns);
    return this.#matcher;
  }
}

class ToolRules implements ToolArgRules {
  readonly single: readonly ArgStep[] | undefined;
  readonly others: readonly (readonly string[])[];
  readonly otherKeys: ReadonlySet<string>;
  constructor(
    readonly steps: readonly ArgStep[],
    readonly groups: readonly LazyGroup[],
  ) {
    this.single = steps.every((s) => s.slot >= 0) ? steps.filter((s) => s.group === 0) : undefined;
    this.others = groups.slice(1).map((g) => g.path);
    this.otherKeys = new Set(this.others.map((path) => lowerKey(path[0] as string)));
  }
}

function buildIndex(rules: readonly CompiledArgRule[]): ArgRuleIndex {
  const byTool = new Map<string, CompiledArgRule[]>();
  for (const rule of rules) {
    const list = byTool.get(rule.tool);
    if (list) list.push(rule);
    else byTool.set(rule.tool, [rule]);
  }
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
    const groups = groupKeys.map((key, g) => new LazyGroup(key.split('.'), patterns[g] as string[]));
    index.set(tool, new ToolRules(steps, groups));
  }
  return { byTool: index, byName: new Map() };
}
// Matchers by their pattern list, shared by every load in the process: a floor binds the same list to
// many tools (every agent's shell tool), and a reload repeats it. Bounded: manifests come from anywhere.
const MATCHER_CACHE_LIMIT = 256;
const matcherCache = new Map<string, RuleMatcher>();

function matcherOf(patterns: readonly string[]): RuleMatcher | undefined {
  if (patterns.length === 0) return undefined;
  const key = JSON.stringify(patterns);
  let matcher = matcherCache.get(key);
  if (matcher === undefined) {
    matcher = new RuleMatcher(patterns);
    if (matcherCache.size >= MATCHER_CACHE_LIMIT) matcherCache.clear();
    matcherCache.set(key, matcher);
  }
  return matcher;
}
