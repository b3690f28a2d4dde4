// The Responses stream's event shape, and a buffered response's, checked by hand: every event and answer
// passes here. They are exactly `streamEventShape` and `responseObjectShape` (shape.ts), which stay the
// definitions: event-check.test.ts holds each pair to the same verdict and the same first failing place.
// Fields are checked in the schema's order for that reason.

import { table } from '../../kernel/table.js';
import {
  type Fields,
  isFields,
  isMaybeString,
  isMissing,
  isPosition,
  mustPass,
  type Problem,
} from '../shared/hand-check.js';

/** `maybe(jsonObject)`. */
const isMaybeObject = (v: unknown): boolean => isMissing(v) || isFields(v);
/** `maybe(z.union([z.string(), jsonObject]))`: arguments as text or as an object. */
const isMaybeArguments = (v: unknown): boolean => isMaybeObject(v) || typeof v === 'string';
const isString = (v: unknown): boolean => typeof v === 'string';

/** Each call kind's fields after its two ids, in CALL_SHAPES's order (shape.ts). */
const CALL_FIELDS: Readonly<Record<string, ReadonlyArray<readonly [string, (v: unknown) => boolean]>>> =
  table({
    function_call: [
      ['name', isString],
      ['namespace', isMaybeString],
      ['arguments', isMaybeArguments],
    ],
    custom_tool_call: [
      ['name', isString],
      ['namespace', isMaybeString],
      ['input', isMaybeString],
    ],
    local_shell_call: [['action', isMaybeObject]],
    shell_call: [['action', isMaybeObject]],
    apply_patch_call: [['operation', isMaybeObject]],
    computer_call: [
      ['action', isMaybeObject],
      ['actions', (v) => isMissing(v) || Array.isArray(v)],
    ],
    mcp_approval_request: [
      ['name', isString],
      ['server_label', isMaybeString],
      ['arguments', isMaybeArguments],
    ],
  });

const isNamed = (v: unknown): boolean => typeof v === 'string' && v !== '';

/** `itemShape`: an item names its type; a call item has its kind's fields and an id its verdict is listed under. */
function item(value: unknown, at: string): Problem {
  if (!isFields(value)) return at;
  const type = value['type'];
  if (typeof type !== 'string') return `${at}.type`;
  const fields = Object.hasOwn(CALL_FIELDS, type) ? CALL_FIELDS[type] : undefined;
  if (fields === undefined) return null;
  if (!isMaybeString(value['id'])) return `${at}.id`;
  if (!isMaybeString(value['call_id'])) return `${at}.call_id`;
  for (const [name, fits] of fields) if (!fits(value[name])) return `${at}.${name}`;
  return isNamed(value['call_id']) || isNamed(value['id']) ? null : `${at}.call_id`;
}

/** `responseObjectShape`'s one field: every output item is read. `at` is the path before it ('' or 'x.'). */
function output(response: Fields, at: string): Problem {
  const list = response['output'];
  if (isMissing(list)) return null;
  if (!Array.isArray(list)) return `${at}output`;
  for (let i = 0; i < list.length; i++) {
    const problem = item(list[i], `${at}output.${i}`);
    if (problem !== null) return problem;
  }
  return null;
}

/** `maybe(responseObjectShape)` at `at`. */
function response(value: unknown, at: string): Problem {
  if (isMissing(value)) return null;
  return isFields(value) ? output(value, `${at}.`) : at;
}

/** The first place where an event differs from `streamEventShape` ('' for the event itself), or null. */
export function streamEventProblem(event: unknown): Problem {
  if (!isFields(event)) return '';
  if (typeof event['type'] !== 'string') return 'type';
  if (!(isMissing(event['output_index']) || isPosition(event['output_index']))) return 'output_index';
  if (!isMaybeString(event['item_id'])) return 'item_id';
  const read = event['item'];
  if (!isMissing(read)) {
    const problem = item(read, 'item');
    if (problem !== null) return problem;
  }
  return response(event['response'], 'response');
}

/** The first place where a buffered response differs from `responseObjectShape`, or null. */
export function responseProblem(answer: unknown): Problem {
  return isFields(answer) ? output(answer, '') : '';
}

/** Throws the 502 `mustRead(streamEventShape, event)` would, naming the same place. */
export function mustReadStreamEvent(event: Fields): void {
  mustPass(streamEventProblem(event));
}

/** Throws the 502 `mustRead(responseObjectShape, answer)` would, naming the same place. */
export function mustReadResponse(answer: Fields): void {
  mustPass(responseProblem(answer));
}
