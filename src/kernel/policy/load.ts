// The policy facade: text → Manifest → Policy. `loadPolicy` is the one entry every caller uses
// (check, preflight, serve, reload); a manifest that fails to load throws GateError MANIFEST_INVALID
// whose message is the first problem and whose `problems` lists them all.
import { canonicalJson, sha256Hex } from '../canonical.js';
import { GateError } from '../errors.js';
import { argRuleIndex } from './arg-rule-index.js';
import { type Decoded, decodeManifestValue, PREFIX, parseJsonText } from './decode.js';
import type { CompiledSink, Manifest, Policy } from './types.js';

export { dumpManifest } from './dump.js';
export { summarisePolicy } from './summary.js';

/** A manifest past this many characters is refused before it is parsed: no floor an operator reviews is
 * this large (a 1,000-rule manifest is about 150 kB), and parsing an unbounded one costs unbounded memory. */
export const MAX_MANIFEST_CHARS = 4 * 1024 * 1024;
/** The most bytes of a manifest file read: UTF-8 spends at most 3 bytes on a character of the bound. */
export const MAX_MANIFEST_BYTES = 3 * MAX_MANIFEST_CHARS;

function decodeText(text: string, arrange = true): Decoded {
  if (text.length > MAX_MANIFEST_CHARS)
    throw invalid([
      `manifest is ${text.length} characters, over the limit of ${MAX_MANIFEST_CHARS} (4 MiB); split it or remove what no rule needs`,
    ]);
  const parsed = parseJsonText(text);
  if ('problem' in parsed) throw invalid([parsed.problem]);
  const decoded = decodeManifestValue(parsed.value, arrange);
  if (decoded.problems.length > 0) throw invalid(decoded.problems);
  return decoded;
}

/** The most problems one refusal lists: a manifest of 200,000 wrong items printed 187,000 lines (15 MB). */
export const MAX_PROBLEMS_LISTED = 100;

function invalid(problems: readonly string[]): GateError {
  const listed =
    problems.length > MAX_PROBLEMS_LISTED
      ? [
          ...problems.slice(0, MAX_PROBLEMS_LISTED),
          `${PREFIX}and ${problems.length - MAX_PROBLEMS_LISTED} more problems (${problems.length} in all); fix these and check again`,
        ]
      : problems;
  return new GateError('MANIFEST_INVALID', listed[0] ?? 'invalid manifest', listed);
}

/** Strict decoding of manifest text into its normalised form (every field present, maps sorted). */
export function parseManifest(text: string): Manifest {
  return decodeText(text).manifest;
}

/** Compiles a manifest value (re-validated, so a hand-built manifest obeys the same rules as a file). */
export function compilePolicy(manifest: Manifest, source: string): Policy {
  const decoded = decodeManifestValue(manifest);
  if (decoded.problems.length > 0) throw invalid(decoded.problems);
  return build(decoded, source);
}

/** Parse and compile: the one function every caller uses. */
export function loadPolicy(text: string, source: string): Policy {
  return build(decodeText(text), source);
}

/** `loadPolicy` for text read from a file: each problem names the file (`label`), so an operator's log
 * of a check, a start or a reload says which manifest is wrong. */
export function loadNamedPolicy(text: string, source: string, label: string = source): Policy {
  return named(label, () => loadPolicy(text, source));
}

/** What `gate policy --check` prints of a manifest: its normalised form and digest. */
export type CheckedManifest = Pick<Policy, 'manifest' | 'digest'>;

/**
 * `loadNamedPolicy` for a check: every problem a load finds, found alike, and no policy built (its rules,
 * their index and the maps a call reads), since a check judges no call.
 */
export function checkNamedManifest(text: string, label: string): CheckedManifest {
  const { manifest } = named(label, () => decodeText(text, false));
  let digest: string | undefined;
  return {
    manifest,
    get digest() {
      digest ??= manifestDigest(manifest);
      return digest;
    },
  };
}

function named<T>(label: string, load: () => T): T {
  try {
    return load();
  } catch (err) {
    if (!(err instanceof GateError) || err.code !== 'MANIFEST_INVALID') throw err;
    const where = `${PREFIX}${label}: `;
    const problems = err.problems.map((p) => where + (p.startsWith(PREFIX) ? p.slice(PREFIX.length) : p));
    throw new GateError('MANIFEST_INVALID', problems[0] ?? err.message, problems);
  }
}

function build({ manifest, globs, rules }: Decoded, source: string): Policy {
  // Arrange the rules for evaluation now, so no call pays for it. The glob set is built by the first
  // call that has a path to check (self-modify.ts): a read with no shell command never needs it.
  argRuleIndex(rules);
  // The digest is hashed when first asked (health, summary): a one-shot decision never asks, nor loads
  // node:crypto. The accessor is defined on the built object with one getter shared by every policy:
  // V8 makes an object literal holding an accessor a dictionary, and a getter closure per policy gives
  // each policy its own shape, the second one a dictionary again; every rung of every decision reads
  // this object's fields (test/policy-shape.test.ts).
  const policy = { manifest, source } as Policy;
  Object.defineProperty(policy, 'digest', { get: policyDigest, enumerable: true, configurable: true });
  return Object.freeze(
    Object.assign(policy, {
      allow: new Set(manifest.allow),
      allowPrefix: [...manifest.allow_prefix],
      deny: new Map(Object.entries(manifest.deny)),
      selfModify: globs,
      argRules: rules,
      // Field names are matched case-insensitively: `Password` is as secret as `password`.
      redactFields: new Set(manifest.redact_fields.map((f) => f.toLowerCase())),
      safeSinks: new Set(manifest.safe_sinks),
      sources: new Map(Object.entries(manifest.sources)),
      sinks: compileSinks(manifest),
    }),
  );
}

const digests = new WeakMap<Policy, string>();

/** The `digest` getter of every compiled policy: its manifest's canonical hash, computed once. */
function policyDigest(this: Policy): string {
  let digest = digests.get(this);
  if (digest === undefined) {
    digest = manifestDigest(this.manifest);
    digests.set(this, digest);
  }
  return digest;
}

const manifestDigest = (manifest: Manifest): string => sha256Hex(canonicalJson(manifest));

function compileSinks(manifest: Manifest): Map<string, CompiledSink> {
  const out = new Map<string, CompiledSink>();
  for (const s of manifest.sinks ?? []) {
    const sink: CompiledSink = Object.freeze({
      args: s.args.map((a) => a.split('.')),
      argNames: s.args,
      values: s.values,
      onUntrusted: s.on_untrusted,
      confirm: s.confirm,
    });
    for (const tool of s.tools) out.set(tool, sink);
  }
  return out;
}
