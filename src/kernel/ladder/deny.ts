// Rung 2: an explicit `deny` entry refuses the tool by its exact name, whatever else the floor says,
// also when an MCP client serves it under its server's name (`mcp__vault__get_secret`).
import { servedToolName } from '../policy/names.js';
import { type RungInput, type RungResult, refuse } from './rung.js';

export function checkDeny({ policy, call }: RungInput): RungResult {
  let reason = policy.deny.get(call.tool);
  if (reason === undefined && call.tool.includes('__')) {
    const served = servedToolName(call.tool);
    if (served !== undefined) reason = policy.deny.get(served);
  }
  return reason === undefined ? 'no deny entry for this name' : refuse('deny', reason);
}
