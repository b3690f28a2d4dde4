// The one printed form of a manifest: the documented field order, 2-space indent, map keys sorted, every field
// present, a trailing newline. Dumping what this prints reproduces it byte for byte.
import {
  type ArgBinding,
  type ArgRuleSpec,
  type Manifest,
  SCREENING_KEYS,
  type ScreeningSpec,
  type SinkSpec,
} from './types.js';

export function dumpManifest(manifest: Manifest): string {
  const ordered = {
    version: manifest.version,
    posture: manifest.posture,
    allow: manifest.allow,
    allow_prefix: manifest.allow_prefix,
    deny: sorted(manifest.deny),
    self_modify_globs: manifest.self_modify_globs,
    redact_fields: manifest.redact_fields,
    safe_sinks: manifest.safe_sinks,
    sources: sorted(manifest.sources),
    arg_rules: manifest.arg_rules.map(orderedRule),
    // Printed only when declared, so a v1 manifest dumps as v1 text.
    ...(manifest.sinks?.length ? { sinks: manifest.sinks.map(orderedSink) } : {}),
    // Printed only when written, so manifests without it keep their digest and their dump.
    ...(manifest.screening ? { screening: orderedScreening(manifest.screening) } : {}),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

function orderedScreening(spec: ScreeningSpec): ScreeningSpec {
  return Object.fromEntries(SCREENING_KEYS.filter((k) => spec[k] !== undefined).map((k) => [k, spec[k]]));
}

function orderedRule(rule: ArgRuleSpec): ArgRuleSpec {
  // `tool`, `tools` or `bind`, as written: a dump of a dump is byte-identical.
  const reason = rule.reason ?? 'POLICY_BLOCK';
  const out: ArgRuleSpec =
    rule.bind !== undefined ? { bind: rule.bind.map(orderedBinding) } : orderedBinding(rule);
  if (rule.name !== undefined) out.name = rule.name;
  out.reason = reason;
  if (rule.deny_regex !== undefined) out.deny_regex = rule.deny_regex;
  if (rule.max_bytes !== undefined) out.max_bytes = rule.max_bytes;
  return out;
}

function orderedBinding(b: ArgBinding | ArgRuleSpec): ArgBinding {
  return b.tools !== undefined
    ? { tools: b.tools, arg: b.arg ?? '' }
    : { tool: b.tool ?? '', arg: b.arg ?? '' };
}

function orderedSink(s: SinkSpec): SinkSpec {
  return { tools: s.tools, args: s.args, values: s.values, on_untrusted: s.on_untrusted, confirm: s.confirm };
}

function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
