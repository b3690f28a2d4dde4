// The chat chunk's shape checked by hand: every stream chunk passes here, and zod's object walk cost more
// than the rest of the chunk's reading. It is exactly `chatChunkShape` (shape.ts), which stays the
// definition: chunk-check.test.ts holds the two to the same verdict and the same first failing place.
import {
  isFields,
  isMaybeString,
  isMissing,
  isPosition,
  mustPass,
  type Problem,
} from '../shared/hand-check.js';

/** `functionFragment`, or a `custom` part: two text fields that may be missing. */
function namedText(value: unknown, at: string, second: 'arguments' | 'input'): Problem {
  if (isMissing(value)) return null;
  if (!isFields(value)) return at;
  if (!isMaybeString(value['name'])) return `${at}.name`;
  if (!isMaybeString(value[second])) return `${at}.${second}`;
  return null;
}

/** `toolCallFragment`: the fields in the schema's order, so the first failure is the one zod names. */
function fragment(value: unknown, at: string): Problem {
  if (!isFields(value)) return at;
  if (!isMaybeString(value['id'])) return `${at}.id`;
  if (!isMaybeString(value['type'])) return `${at}.type`;
  const custom = namedText(value['custom'], `${at}.custom`, 'input');
  if (custom !== null) return custom;
  if (!isPosition(value['index'])) return `${at}.index`;
  return namedText(value['function'], `${at}.function`, 'arguments');
}

function delta(value: unknown, at: string): Problem {
  if (isMissing(value)) return null;
  if (!isFields(value)) return at;
  const calls = value['tool_calls'];
  if (!isMissing(calls)) {
    if (!Array.isArray(calls)) return `${at}.tool_calls`;
    for (let i = 0; i < calls.length; i++) {
      const problem = fragment(calls[i], `${at}.tool_calls.${i}`);
      if (problem !== null) return problem;
    }
  }
  return namedText(value['function_call'], `${at}.function_call`, 'arguments');
}

function choice(value: unknown, at: string): Problem {
  if (!isFields(value)) return at;
  if (!isPosition(value['index'])) return `${at}.index`;
  if (!isMaybeString(value['finish_reason'])) return `${at}.finish_reason`;
  return delta(value['delta'], `${at}.delta`);
}

/** The first place where a chunk differs from `chatChunkShape` ('' for the chunk itself), or null. */
export function chatChunkProblem(chunk: unknown): Problem {
  if (!isFields(chunk)) return '';
  const choices = chunk['choices'];
  if (isMissing(choices)) return null;
  if (!Array.isArray(choices)) return 'choices';
  for (let i = 0; i < choices.length; i++) {
    const problem = choice(choices[i], `choices.${i}`);
    if (problem !== null) return problem;
  }
  return null;
}

/** Throws the 502 `mustRead(chatChunkShape, chunk)` would, naming the same place. */
export function mustReadChatChunk(chunk: unknown): void {
  mustPass(chatChunkProblem(chunk));
}
