// Rung 2: an explicit `deny` entry refuses the tool by its exact name, whatever else the floor says.
import { type RungInput, type RungResult, refuse } from './rung.js';

export function checkDeny({ policy, call }: RungInput): RungResult {
  const reason = policy.deny.get(call.tool);
  return reason === undefined ? 'no deny entry for this name' : refuse('deny', reason);
}
