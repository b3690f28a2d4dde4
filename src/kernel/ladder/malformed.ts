// Rung 1: arguments that are not a JSON object (or a call with no tool name, or one past the name bound)
// cannot be judged. Entry points read argument text with the strict reader (json-strict.ts) and hand on
// text it refuses as is (a duplicate key, bad JSON): this rung says what is wrong with it, by offset, never
// by its bytes.
import { readJsonStrict } from '../json-strict.js';
import { MAX_TOOL_NAME } from '../tool-name.js';
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
  if (call.tool.length > MAX_TOOL_NAME)
    return refuse('malformed', 'MALFORMED', `tool name is longer than ${MAX_TOOL_NAME} characters`);
  if (typeof call.args === 'string') {
    const read = readJsonStrict(call.args, MAX_ARG_DEPTH);
    const why = read.ok
      ? 'arguments are not a JSON object'
      : `arguments are not readable JSON: ${read.error}`;
    return refuse('malformed', 'MALFORMED', why);
  }
  if (!isJsonObject(call.args)) return refuse('malformed', 'MALFORMED', 'arguments are not a JSON object');
  if (nestsDeeperThan(call.args, MAX_ARG_DEPTH)) {
    return refuse('malformed', 'MALFORMED', `arguments nest deeper than ${MAX_ARG_DEPTH} levels`);
  }
  return 'arguments are a JSON object';
}
