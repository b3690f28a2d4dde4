// Decides a call twice, with the shell reader's fast path on and then off (the general reader, the
// reference), and fails when the verdicts differ in anything (kind, reason, rung, claim, token): a suite
// that decides through this holds every command it writes to "the fast path changes no verdict".
import assert from 'node:assert/strict';
import { adjudicate } from '../../src/kernel/ladder/ladder.js';
import { shellFastPath, useShellFastPath } from '../../src/kernel/ladder/shell-plain.js';
import type { Policy } from '../../src/kernel/policy/types.js';
import type { CallContext, ToolCall, Tracer, Verdict } from '../../src/kernel/types.js';

export function adjudicateBothWays(
  policy: Policy,
  call: ToolCall,
  ctx: CallContext,
  tracer?: Tracer,
): Verdict {
  const fast = adjudicate(policy, call, ctx, tracer);
  if (!shellFastPath()) return fast;
  useShellFastPath(false);
  let general: Verdict;
  try {
    general = adjudicate(policy, call, ctx);
  } finally {
    useShellFastPath(true);
  }
  assert.deepEqual(fast, general, `fast and general readers differ on ${JSON.stringify(call).slice(0, 400)}`);
  return fast;
}
