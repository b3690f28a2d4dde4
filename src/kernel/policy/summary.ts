// The human summary of a loaded floor, for `policy --check` and a reload's answer: what is admitted,
// what is refused and why, and which rules restrict arguments.
import type { ArgRuleSpec, Policy } from './types.js';

export function summarisePolicy(policy: Pick<Policy, 'manifest' | 'digest'>): string {
  const m = policy.manifest;
  const list = (items: readonly string[]): string => (items.length === 0 ? 'none' : items.join(', '));
  const rows: [string, string][] = [
    ['version', m.version],
    [
      'posture',
      m.posture === 'fail_closed'
        ? 'fail_closed (unlisted tools are denied)'
        : 'admit_and_log (unlisted read-shaped tools are admitted and logged)',
    ],
    [`allow (${m.allow.length})`, list(m.allow)],
    [`allow_prefix (${m.allow_prefix.length})`, list(m.allow_prefix)],
    [`deny (${Object.keys(m.deny).length})`, list(Object.entries(m.deny).map(([t, r]) => `${t}=${r}`))],
    [`self_modify_globs (${m.self_modify_globs.length})`, list(m.self_modify_globs)],
    [`redact_fields (${m.redact_fields.length})`, list(m.redact_fields)],
    [`safe_sinks (${m.safe_sinks.length})`, list(m.safe_sinks)],
    [
      `sources (${Object.keys(m.sources).length})`,
      list(Object.entries(m.sources).map(([t, s]) => `${t}=${s}`)),
    ],
    [`arg_rules (${m.arg_rules.length})`, m.arg_rules.length === 0 ? 'none' : ''],
    [
      `sinks (${m.sinks?.length ?? 0})`,
      list(
        (m.sinks ?? []).map(
          (s) =>
            `{${s.tools.join(',')}}.{${s.args.join(',')}} values=${s.values} on_untrusted=${s.on_untrusted} confirm=${s.confirm}`,
        ),
      ),
    ],
    ['digest', `sha256:${policy.digest}`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  const lines = rows.map(([k, v]) => `  ${`${k}:`.padEnd(width)}${v}`.trimEnd());
  const rules = m.arg_rules.map((r) => `    ${describeRule(r)} -> ${r.reason ?? 'POLICY_BLOCK'}`);
  const at = rows.findIndex(([k]) => k.startsWith('arg_rules'));
  lines.splice(at + 1, 0, ...rules);
  return `${lines.join('\n')}\n`;
}

/**
 * A rule as its claim names it; a rule binding several tools lists them in braces: `{Bash,shell}.command`,
 * and a rule's `bind` each pair in turn: `{Bash,shell}.command, exec_command.cmd`.
 */
function describeRule(r: ArgRuleSpec): string {
  const where = (r.bind ?? [r]).map(
    (b) => `${b.tools !== undefined ? `{${b.tools.join(',')}}` : (b.tool ?? '')}.${b.arg}`,
  );
  const constraint = r.deny_regex !== undefined ? `deny_regex /${r.deny_regex}/` : `max_bytes ${r.max_bytes}`;
  return r.name !== undefined ? `${where.join(', ')}: ${r.name}` : `${where.join(', ')} ${constraint}`;
}
