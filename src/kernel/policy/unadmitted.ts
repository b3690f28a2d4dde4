// A rule on a name the floor never admits never runs: a typo (`bash` for `Bash`) leaves the admitted tool
// unguarded while the manifest loads cleanly. `gate policy --check` warns about each such name.
import { editDistance } from './decode.js';
import type { Manifest } from './types.js';

/** One warning per argument-rule tool that neither `allow` nor `allow_prefix` admits (fail_closed only). */
export function unadmittedRuleTools(manifest: Manifest): string[] {
  if (manifest.posture !== 'fail_closed') return [];
  // Rules bind names case-insensitively: any spelling the floor admits counts (never a false warning).
  const allow = manifest.allow.map((a) => a.toLowerCase());
  const prefixes = manifest.allow_prefix.map((p) => p.toLowerCase());
  const admitted = (tool: string): boolean => {
    const name = tool.toLowerCase();
    return allow.includes(name) || prefixes.some((p) => name.startsWith(p));
  };
  const warnings: string[] = [];
  manifest.arg_rules.forEach((rule, i) => {
    // A rule's `bind` names its tools entry by entry (gate-policy/v1.3).
    const entries = rule.bind?.map((b, k) => ({ b, at: `arg_rules[${i}].bind[${k}]` })) ?? [
      { b: rule, at: `arg_rules[${i}]` },
    ];
    for (const { b, at: entry } of entries) warnUnadmitted(b, entry);
  });
  return warnings;

  function warnUnadmitted(rule: { tool?: string; tools?: string[] }, entry: string): void {
    const names = rule.tools ?? (rule.tool === undefined ? [] : [rule.tool]);
    names.forEach((tool, j) => {
      if (admitted(tool)) return;
      const at = rule.tools ? `${entry}.tools[${j}]` : `${entry}.tool`;
      const near = manifest.allow.find((a) => editDistance(a.toLowerCase(), tool.toLowerCase()) <= 2);
      const fix = near ? `; did you mean ${JSON.stringify(near)}?` : '';
      warnings.push(
        `${at}: ${JSON.stringify(tool)} is not admitted (not in allow, no allow_prefix matches), so this rule never runs${fix}`,
      );
    });
  }
}
