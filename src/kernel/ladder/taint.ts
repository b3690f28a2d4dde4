// Rung 6: a tainted trace may not call a sink (send out or execute) unless the tool is a safe sink.
import { isSinkTool } from '../policy/names.js';
import { type RungInput, type RungResult, refuse } from './rung.js';

export const TAINT_CLAIM = 'taint: tainted trace calling a sink';

export function checkTaint({ policy, call, args, ctx }: RungInput): RungResult {
  if (!ctx.tainted) return 'trace is not tainted';
  if (policy.safeSinks.has(call.tool)) return 'tool is a safe sink';
  if (!isSinkTool(call.tool, args)) return 'tool is not a sink';
  return refuse('taint', 'TRUST_VIOLATION', TAINT_CLAIM);
}
