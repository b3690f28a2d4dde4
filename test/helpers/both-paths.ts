// Decides a call twice, with the shell reader's fast path on and then off (the general reader, the
// reference), and fails when the verdicts differ in anything (kind, reason, rung, claim, token): a suite
// that decides through this holds every command it writes to "the fast path changes no verdict".
import assert from 'node:assert/strict';
import { adjudicate } from '../../src/kernel/ladder/ladder.js';
import {
  fastPathSwitches,
  plainParsesTaken,
  shellFastPath,
  useShellFastPath,
} from '../../src/kernel/ladder/shell-plain.js';
import type { Policy } from '../../src/kernel/policy/types.js';
import type { CallContext, ToolCall, Tracer, Verdict } from '../../src/kernel/types.js';

/** Plain parses taken and switches seen when this last returned: anything else since may have left memos. */
let takenAfter = -1;
let switchesAfter = -1;

/** How many calls were decided a second time (the fast path read some text plainly), and how many not. */
export const bothWaysCounts = { general: 0, skipped: 0 };

export function adjudicateBothWays(
  policy: Policy,
  call: ToolCall,
  ctx: CallContext,
  tracer?: Tracer,
): Verdict {
  if (!shellFastPath()) return adjudicate(policy, call, ctx, tracer);
  // Memos made since this last ran may hold what a plain parse gave: start from none, as the general run does.
  if (plainParsesTaken() !== takenAfter || fastPathSwitches() !== switchesAfter) useShellFastPath(true);
  const taken = plainParsesTaken();
  const fast = adjudicate(policy, call, ctx, tracer);
  // The fast path changes what a reader gets only through a plain parse (shell-plain.ts plainParsesTaken):
  // with none taken, every reader read as the general reader does, and deciding again would repeat it.
  if (plainParsesTaken() === taken) {
    bothWaysCounts.skipped++;
    takenAfter = plainParsesTaken();
    switchesAfter = fastPathSwitches();
    return fast;
  }
  bothWaysCounts.general++;
  useShellFastPath(false);
  let general: Verdict;
  try {
    general = adjudicate(policy, call, ctx);
  } finally {
    useShellFastPath(true);
  }
  takenAfter = plainParsesTaken();
  switchesAfter = fastPathSwitches();
  assert.deepEqual(fast, general, `fast and general readers differ on ${JSON.stringify(call).slice(0, 400)}`);
  return fast;
}
