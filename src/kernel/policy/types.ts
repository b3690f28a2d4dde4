// The capability floor in two forms: the Manifest (data, as written and as `policy --dump` prints it)
// and the Policy (compiled once at load; what the ladder evaluates).
import { keyedTable } from '../table.js';
import type { Reason } from '../types.js';

export const POSTURES = ['fail_closed', 'admit_and_log'] as const;
export type Posture = (typeof POSTURES)[number];

export const SOURCE_LABELS = ['trusted_local', 'untrusted'] as const;
export type SourceLabel = (typeof SOURCE_LABELS)[number];

/** How far a result is distrusted: a label nobody set (followed for its orders) sits between the two. */
const DISTRUST: Record<SourceLabel, number> = keyedTable({ trusted_local: 0, untrusted: 2 });

/**
 * A result's label when a caller names one too (MCP `gate_admit`'s `source`, which the model itself may
 * set): the caller may add distrust to the operator's `sources` label, never take it away.
 */
export function callerSourceLabel(
  operator: SourceLabel | undefined,
  caller: SourceLabel | undefined,
): SourceLabel | undefined {
  if (caller === undefined) return operator;
  const rank = (l: SourceLabel | undefined) => (l === undefined ? 1 : DISTRUST[l]);
  return rank(caller) > rank(operator) ? caller : operator;
}

/**
 * One `arg_rules[]` entry as written: exactly one of `tool` or `tools` (the latter from
 * gate-policy/v1.1: one rule binding several tools) with `arg`, or `bind` alone (gate-policy/v1.3: one
 * rule binding several tool-argument pairs); exactly one of deny_regex or max_bytes.
 */
export interface ArgRuleSpec {
  tool?: string;
  tools?: string[];
  /** Absent exactly when `bind` is present. */
  arg?: string;
  /** The pairs the rule binds, in order, each as a rule without `bind` would name them (gate-policy/v1.3). */
  bind?: ArgBinding[];
  /** What the rule refuses, in words (gate-policy/v1.2): the refusal's claim names it instead of the pattern. */
  name?: string;
  reason?: Reason;
  deny_regex?: string;
  max_bytes?: number;
}

/** One entry of a rule's `bind`: exactly one of `tool` or `tools`, and the argument they carry. */
export interface ArgBinding {
  tool?: string;
  tools?: string[];
  arg: string;
}

/** `screening`: which result-screening stages run (docs/screening.md, 'Stages'); absent keys are on. */
export interface ScreeningSpec {
  secrets?: boolean;
  injection?: boolean;
  orders?: boolean;
  learned?: boolean;
  agreement?: boolean;
  genre?: boolean;
  redact_secrets?: boolean;
}
export const SCREENING_KEYS = [
  'secrets',
  'injection',
  'orders',
  'learned',
  'agreement',
  'genre',
  'redact_secrets',
] as const;

/** Which untrusted values hold a declared sink (docs/provenance.md). */
export const SINK_VALUE_MODES = ['any', 'instructed', 'trace'] as const;
export type SinkValueMode = (typeof SINK_VALUE_MODES)[number];
/** What a declared sink's call becomes when provenance holds it. */
export const SINK_VERDICTS = ['hold', 'deny'] as const;
export type SinkVerdict = (typeof SINK_VERDICTS)[number];
/** When a declared sink needs a witness: as the name heuristics say, on every call, or only when held. */
export const SINK_CONFIRMS = ['auto', 'always', 'when_held'] as const;
export type SinkConfirm = (typeof SINK_CONFIRMS)[number];

/**
 * One `sinks[]` entry (gate-policy/v1.2): tools that change the world, and the arguments that decide
 * where or to whom. Every field present after normalisation.
 */
export interface SinkSpec {
  tools: string[];
  args: string[];
  values: SinkValueMode;
  on_untrusted: SinkVerdict;
  confirm: SinkConfirm;
}

/** A declared sink as the ladder reads it: argument paths split at dots. */
export interface CompiledSink {
  args: readonly (readonly string[])[];
  /** The argument names as written, parallel to `args` (they name the argument in a claim). */
  argNames: readonly string[];
  values: SinkValueMode;
  onUntrusted: SinkVerdict;
  confirm: SinkConfirm;
}

/** The manifest (docs/design.md §2), every field present after normalisation (`screening` and `sinks` only when written). */
export interface Manifest {
  version: string;
  posture: Posture;
  allow: string[];
  allow_prefix: string[];
  deny: Record<string, Reason>;
  self_modify_globs: string[];
  redact_fields: string[];
  safe_sinks: string[];
  sources: Record<string, SourceLabel>;
  arg_rules: ArgRuleSpec[];
  /** Declared sinks (gate-policy/v1.2); the decoder always fills it, a hand-built manifest may omit it. */
  sinks?: SinkSpec[];
  screening?: ScreeningSpec;
}

/** A compiled argument rule; `test` runs in linear time on any input. */
export interface CompiledArgRule {
  /** Tool name, lower-cased: rules bind tool names case-insensitively. */
  tool: string;
  /** The argument path split at dots. */
  path: string[];
  reason: Reason;
  /** `Tool.arg deny_regex /re/` or `Tool.arg max_bytes N`: names the rule, never the value. */
  claim: string;
  /** True when the argument's text violates the rule. */
  violates(text: string): boolean;
}

/** A compiled self-modification glob. */
export interface CompiledGlob {
  /** The pattern as written (it is the `detail.claim`). */
  pattern: string;
  /** True when a normalised path is guarded by this pattern. */
  matches(normalisedPath: string): boolean;
}

/** The loaded floor: the manifest plus everything compiled from it. Immutable once built. */
export interface Policy {
  manifest: Manifest;
  /** Where it came from: a file path, `-`, or `builtin`. */
  source: string;
  /** SHA-256 of the manifest's canonical JSON. */
  digest: string;
  allow: ReadonlySet<string>;
  allowPrefix: readonly string[];
  deny: ReadonlyMap<string, Reason>;
  selfModify: readonly CompiledGlob[];
  argRules: readonly CompiledArgRule[];
  redactFields: ReadonlySet<string>;
  safeSinks: ReadonlySet<string>;
  sources: ReadonlyMap<string, SourceLabel>;
  /** Declared sinks by exact tool name (absent on a hand-built policy: none declared). */
  sinks?: ReadonlyMap<string, CompiledSink>;
}
