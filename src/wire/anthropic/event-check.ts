// The messages stream's event shapes, and a buffered message's, checked by hand: every event and answer
// passes here. Each is exactly `eventShape(type)` or `messageShape` (shape.ts), which stay the
// definitions: event-check.test.ts holds each pair to the same verdict and the same first failing place.
// For an event, the caller has already checked that it is an object whose `type` is this string.

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

/** `block`: any block names its type; a tool_use block carries a string id and name, and an input. */
function block(value: unknown, at: string): Problem {
  if (!isFields(value)) return at;
  if (typeof value['type'] !== 'string') return `${at}.type`;
  if (value['type'] !== 'tool_use') return null;
  if (typeof value['id'] !== 'string') return `${at}.id`;
  if (typeof value['name'] !== 'string') return `${at}.name`;
  if (value['input'] === undefined) return `${at}.input`;
  return null;
}

/** A delta names its type; an input_json_delta carries its text. */
function delta(value: unknown, at: string): Problem {
  if (!isFields(value)) return at;
  if (typeof value['type'] !== 'string') return `${at}.type`;
  if (value['type'] === 'input_json_delta' && typeof value['partial_json'] !== 'string')
    return `${at}.partial_json`;
  return null;
}

const index = (event: Fields): Problem => (isPosition(event['index']) ? null : 'index');

const CHECKS: Readonly<Record<string, (event: Fields) => Problem>> = table({
  message_start: (event) => {
    const message = event['message'];
    if (!isFields(message)) return 'message';
    const content = message['content'];
    return isMissing(content) || (Array.isArray(content) && content.length === 0) ? null : 'message.content';
  },
  content_block_start: (event) => index(event) ?? block(event['content_block'], 'content_block'),
  content_block_delta: (event) => index(event) ?? delta(event['delta'], 'delta'),
  content_block_stop: index,
  message_delta: (event) => {
    const delta = event['delta'];
    if (isMissing(delta)) return null;
    if (!isFields(delta)) return 'delta';
    return isMaybeString(delta['stop_reason']) ? null : 'delta.stop_reason';
  },
});

/** The first place where an event of this type differs from `eventShape(type)`, or null. */
export function eventProblem(type: string, event: Fields): Problem {
  const check = Object.hasOwn(CHECKS, type) ? CHECKS[type] : undefined;
  return check === undefined ? null : check(event);
}

/** Throws the 502 `mustRead(eventShape(type), event)` would, naming the same place. */
export function mustReadEvent(type: string, event: Fields): void {
  mustPass(eventProblem(type, event));
}

/** The first place where a buffered message differs from `messageShape`, or null. */
export function messageProblem(answer: unknown): Problem {
  if (!isFields(answer)) return '';
  const content = answer['content'];
  if (!isMissing(content)) {
    if (!Array.isArray(content)) return 'content';
    for (let i = 0; i < content.length; i++) {
      const problem = block(content[i], `content.${i}`);
      if (problem !== null) return problem;
    }
  }
  return isMaybeString(answer['stop_reason']) ? null : 'stop_reason';
}

/** Throws the 502 `mustRead(messageShape, answer)` would, naming the same place. */
export function mustReadMessage(answer: Fields): void {
  mustPass(messageProblem(answer));
}
