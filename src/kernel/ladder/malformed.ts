// Rung 1: arguments that are not a JSON object (or a call with no tool name) cannot be judged.
import {
  isJsonObject,
  MAX_ARG_DEPTH,
  nestsDeeperThan,
  type RungInput,
  type RungResult,
  refuse,
} from './rung.js';

export function checkMalformed({ call }: RungInput): RungResult {
  if (typeof call.tool !== 'string' || call.tool === '')
    return refuse('malformed', 'MALFORMED', 'tool name is empty');
  if (!isJsonObject(call.args)) return refuse('malformed', 'MALFORMED', 'arguments are not a JSON object');
  if (nestsDeeperThan(call.args, MAX_ARG_DEPTH)) {
    return refuse('malformed', 'MALFORMED', `arguments nest deeper than ${MAX_ARG_DEPTH} levels`);
  }
  return 'arguments are a JSON object';
}
