// The quarantine gate (docs/design.md §4, docs/design.md §4): one function for every result, from
// `gate_admit`, `gate_syscall` and tool results inside chat and messages requests. A secret-shaped
// result is redacted in place (TRANSFORM SECRET_EXFIL) or, when it is essentially credentials, QUARANTINE
// SECRET_EXFIL; a poisoned one QUARANTINE TRUST_VIOLATION; a clean one is ALLOW.
import * as crypto from 'node:crypto';
import { sha256Hex } from '../canonical.js';
import type { Policy } from '../policy/types.js';
import type { ResultEnvelope, TaintCause, Verdict } from '../types.js';
import { exceedsUtf8Bytes } from '../utf8.js';
import * as genre from './genre.js';
import { readPastGutter } from './gutter.js';
import * as injection from './injection.js';
import { THRESHOLD } from './injection-signals.js';
import * as learned from './learned.js';
import type { ContextMemory } from './memory.js';
import * as orders from './orders.js';
import * as agreement from './orders-agreement.js';
import {
  FORGED_MARKER_RULE,
  type Redacted,
  redactSecrets,
  respellForged,
  type WithholdWhole,
} from './redact.js';
import * as secrets from './secrets.js';
import {
  clearedKey,
  type Screening,
  type ScreenStage,
  type StageFinding,
  type StageName,
  screeningOf,
} from './stage.js';
import type { Finding, ScreenInput, ScreenOutcome } from './types.js';
import { buildView, type ScreenView } from './view.js';

/** The `detail.claim` of an oversize result. */
export const OVERSIZE_RULE = 'max-result-bytes';

export function admit(input: ScreenInput, policy: Policy, memory: ContextMemory): ScreenOutcome {
  const content = input.content ?? '';
  const digest = digestOf(content);
  const source = input.source ?? policy.sources.get(input.tool);
  let taint: TaintCause | undefined = source === 'untrusted' ? 'untrusted_source' : undefined;

  if (exceedsBytes(content, memory.maxResultBytes)) {
    // Too large to screen in bounded time, so never admitted; too large to hold, so not held.
    const finding: Finding = { screener: 'size', reason: 'OVERSIZE', rule: OVERSIZE_RULE };
    return withTaint({ verdict: quarantine(finding), envelope: withheld(), digest }, taint);
  }
  const screening = screeningOf(policy.manifest?.screening);
  // The cleared map holds only results every running stage read: none when a rule stage is off.
  const cleared = clearedKey(screening, digest);
  if (content.length === 0 || (cleared !== undefined && memory.isCleared(cleared)))
    return withTaint(admitted(content, digest), taint);

  const view = buildView(content);
  // A numbered file is read for orders as the bare file is (gutter.ts); secrets are found, and redacted,
  // in the text as it is.
  const bare = readPastGutter(content);
  const read = bare === content ? view : buildView(bare);
  const found = runStages(view, screening, true, read);
  // A secret read only past the gutter (a key file numbered) has no place in the bytes as given: withheld whole.
  const unplaceable = !found.has('secrets') && read !== view && screening.secrets;
  const secret = found.get('secrets') ?? (unplaceable ? secrets.stage.find(read) : undefined);
  // The later stages speak only where the rules found nothing; either way the result is poisoned.
  let poison = poisonOf(found);
  if (poison && screening.genre && excusable(found, poison)) {
    // A text about agents is read again with its quoted examples blanked: only what fires outside them counts.
    const blanked = genre.quotedPlacesBlanked(read.text);
    if (blanked !== undefined && !poisonOf(runStages(buildView(blanked), screening, false)))
      poison = undefined;
    // An instruction file for agents addresses them by design: only what orders beyond that counts.
    else if (
      genre.instructsAgents(read.text) &&
      !firesBeyondAddress(buildView(blanked ?? read.text), screening)
    )
      poison = undefined;
  }
  // A poisoned result taints its trace even when the secret decides the verdict.
  if (poison) taint = 'poisoned_result';
  if (!secret && !poison) {
    // A result that spells gate's marker would pass for one gate redacted: admitted with it respelled, so
    // every `[gate: redacted` a reader meets is gate's (never cleared: it is read again each time).
    const respelled = respellForged(content);
    if (respelled !== content) return withTaint(forgedOutcome(respelled, digest), taint);
    if (cleared !== undefined) memory.clear(cleared);
    return withTaint(admitted(content, digest), taint);
  }
  let whole: WithholdWhole | 'manifest' | undefined;
  if (secret && !poison) {
    const redacted = unplaceable
      ? 'unplaceable'
      : screening.redactSecrets
        ? redactSecrets(content, view, secret)
        : 'manifest';
    if (typeof redacted === 'object') return withTaint(redactedOutcome(redacted, digest), taint);
    whole = redacted;
  }
  const finding = (secret ?? poison)!;
  const quarantineId = memory.hold(content, finding);
  const verdict = quarantine(finding, quarantineId);
  if (whole) verdict.detail!['withheld'] = whole;
  return withTaint({ verdict, envelope: withheld(quarantineId), digest, quarantineId }, taint);
}

/** The stages `admit` runs, in order; each is switched by its name in the manifest's `screening`. */
export const STAGES: readonly ScreenStage[] = [
  secrets.stage,
  injection.stage,
  orders.stage,
  learned.stage,
  agreement.stage,
];

/**
 * Every running stage's finding on the view (`read` for the stages after secrets: the view read past a
 * gutter); past the secrets stage, the first poison ends the reading.
 */
function runStages(
  view: ScreenView,
  screening: Screening,
  withSecrets: boolean,
  read: ScreenView = view,
): Map<StageName, StageFinding> {
  const found = new Map<StageName, StageFinding>();
  for (const stage of STAGES) {
    if (!screening[stage.name] || (stage.name === 'secrets' && !withSecrets)) continue;
    // The stages after the rules back them up: a result already found poisoned needs no second reading.
    if (stage.name !== 'secrets' && poisonOf(found)) continue;
    const finding = stage.find(stage.name === 'secrets' ? view : read);
    if (finding) found.set(stage.name, finding);
  }
  return found;
}

/** Whether a stage finds poison in the view once the injection families that only address the reader are set aside. */
function firesBeyondAddress(view: ScreenView, screening: Screening): boolean {
  if (screening.injection) {
    let sum = 0;
    for (const [family, score] of injection.scoreView(view))
      if (!genre.ADDRESS_FAMILIES.has(family)) sum += score;
    if (sum >= THRESHOLD) return true;
  }
  return poisonOf(runStages(view, { ...screening, injection: false }, false)) !== undefined;
}

/** The genre signal speaks for the injection and agreement stages' verdicts, not the opt-in stages'. */
function excusable(found: Map<StageName, StageFinding>, poison: StageFinding): boolean {
  return poison === found.get('injection') || poison === found.get('agreement');
}

/** The first poison finding, in stage order: the rules', then each backing stage's. */
function poisonOf(found: Map<StageName, StageFinding>): StageFinding | undefined {
  return found.get('injection') ?? found.get('orders') ?? found.get('learned') ?? found.get('agreement');
}

/** A secret redacted in place: the rest of the result goes on, the markers name the rules. */
function redactedOutcome(redacted: Redacted, digest: string): ScreenOutcome {
  const rules = redacted.rules.join(',');
  return {
    verdict: { kind: 'TRANSFORM', reason: 'SECRET_EXFIL', by: 'screen', detail: { claim: rules } },
    envelope: { status: 'OK', content: redacted.text, meta: { admit: 'redacted', redacted: rules } },
    digest,
  };
}

/** A result admitted with the markers it spelled respelled: changed by gate, so TRANSFORM. */
function forgedOutcome(text: string, digest: string): ScreenOutcome {
  return {
    verdict: {
      kind: 'TRANSFORM',
      reason: 'TRUST_VIOLATION',
      by: 'screen',
      detail: { claim: FORGED_MARKER_RULE },
    },
    envelope: { status: 'OK', content: text, meta: { admit: 'redacted', redacted: FORGED_MARKER_RULE } },
    digest,
  };
}

/** One-shot hashing (Node 20.12+) skips the Hash object `sha256Hex` builds: a quarter less per 4 kB. */
const oneShot: ((algorithm: string, data: string, encoding: 'hex') => string) | undefined =
  typeof crypto.hash === 'function' ? crypto.hash : undefined;

/** SHA-256 hex of the result, the same digest `sha256Hex` gives. */
function digestOf(content: string): string {
  return oneShot ? oneShot('sha256', content, 'hex') : sha256Hex(content);
}

function admitted(content: string, digest: string): ScreenOutcome {
  return {
    verdict: { kind: 'ALLOW', by: 'screen' },
    envelope: { status: 'OK', content, meta: { admit: 'admitted' } },
    digest,
  };
}

function quarantine(finding: Finding, quarantineId?: string): Verdict {
  const detail: Record<string, string> = { claim: finding.rule };
  if (quarantineId) detail['quarantine_id'] = quarantineId;
  return { kind: 'QUARANTINE', reason: finding.reason, by: 'screen', detail };
}

function withheld(quarantineId?: string): ResultEnvelope {
  const meta: Record<string, string> = { admit: 'quarantined' };
  if (quarantineId) meta['quarantine_id'] = quarantineId;
  return { status: 'OK', content: '', meta };
}

function withTaint(outcome: ScreenOutcome, taint: TaintCause | undefined): ScreenOutcome {
  if (taint) outcome.taint = taint;
  return outcome;
}

/** UTF-8 length above `max` (the one kernel helper, named for this module's callers). */
export const exceedsBytes = exceedsUtf8Bytes;
