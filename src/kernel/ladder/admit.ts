// Rung 7: admission. `allow` (exact), then `allow_prefix`, else default deny; under admit_and_log a
// read-shaped unlisted name is admitted and marked as a would-deny for the journal.
import { isReadShaped } from '../policy/names.js';
import type { Verdict } from '../types.js';
import { BY, type RungInput, refuse } from './rung.js';

export function checkAdmit({ policy, call }: RungInput): Verdict {
  const tool = call.tool;
  if (policy.allow.has(tool)) return { kind: 'ALLOW', by: BY, rung: 'admit' };
  for (const prefix of policy.allowPrefix)
    if (tool.startsWith(prefix)) return { kind: 'ALLOW', by: BY, rung: 'admit' };
  if (policy.manifest.posture === 'admit_and_log' && isReadShaped(tool)) {
    return { kind: 'ALLOW', by: BY, rung: 'admit', detail: { would_deny: 'DEFAULT_DENY' } };
  }
  return refuse('admit', 'DEFAULT_DENY');
}

/** The trace note for an admission: which list admitted the name (never an argument). */
export function admitNote({ policy, call }: RungInput, verdict: Verdict): string {
  if (verdict.kind !== 'ALLOW') return 'not in allow, no allow_prefix matches';
  if (policy.allow.has(call.tool)) return 'admitted by allow';
  if (verdict.detail?.would_deny) return 'admit_and_log: read-shaped name admitted as a would-deny';
  return 'admitted by allow_prefix';
}
