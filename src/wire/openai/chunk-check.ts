// The chat chunk's shape, and a buffered completion's, checked by hand: every stream chunk and answer
// passes here, and zod's object walk cost more than the rest of their reading. They are exactly
// `chatChunkShape` and `chatCompletionShape` (shape.ts), which stay the definitions: chunk-check.test.ts
// holds each pair to the same verdict and the same first failing place.
import {
  type Fields,
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

/** Whether a value holds a call where a client that reads either part (`message ?? delta`) would find it. */
export function carriesCall(value: unknown): boolean {
  if (!isFields(value)) return false;
  const calls = value['tool_calls'];
  const legacy = value['function_call'];
  return (Array.isArray(calls) && calls.length > 0) || isFields(legacy);
}

/** Reads one field at a path: the first failing place, or null. */
type Reader = (value: unknown, at: string) => Problem;

/** `choicesOf` (shape.ts): a choices list whose `part` (`delta` or `message`) holds `call`s and a `legacy` call. */
function choicesReader(part: 'delta' | 'message', call: Reader, legacy: Reader): Reader {
  // A streamed choice is placed by its index; a buffered one may leave it out.
  const fitsIndex = part === 'delta' ? isPosition : (v: unknown) => isMissing(v) || isPosition(v);
  // Round 46: a buffered choice holds its message; a streamed one may carry no delta.
  const held: Reader = (value, at) => {
    if (isMissing(value)) return part === 'message' ? at : null;
    if (!isFields(value)) return at;
    const calls = value['tool_calls'];
    if (!isMissing(calls)) {
      if (!Array.isArray(calls)) return `${at}.tool_calls`;
      for (let i = 0; i < calls.length; i++) {
        const problem = call(calls[i], `${at}.tool_calls.${i}`);
        if (problem !== null) return problem;
      }
    }
    return legacy(value['function_call'], `${at}.function_call`);
  };
  const other = part === 'delta' ? 'message' : 'delta';
  const choice: Reader = (value, at) => {
    if (!isFields(value)) return at;
    if (!fitsIndex(value['index'])) return `${at}.index`;
    if (!isMaybeString(value['finish_reason'])) return `${at}.finish_reason`;
    const problem = held(value[part], `${at}.${part}`);
    if (problem !== null) return problem;
    return carriesCall(value[other]) ? `${at}.${other}` : null;
  };
  return (list, at) => {
    if (isMissing(list)) return null;
    if (!Array.isArray(list)) return at;
    for (let i = 0; i < list.length; i++) {
      const problem = choice(list[i], `${at}.${i}`);
      if (problem !== null) return problem;
    }
    return null;
  };
}

/** `maybe(z.union([z.string(), jsonObject]))`: arguments as text, or an object from a lenient server. */
const isMaybeArguments = (v: unknown): boolean => isMissing(v) || typeof v === 'string' || isFields(v);

/** `functionCall` (a call's `function`, or the legacy `function_call`). */
function functionCall(value: unknown, at: string): Problem {
  if (isMissing(value)) return null;
  if (!isFields(value)) return at;
  if (!isMaybeString(value['name'])) return `${at}.name`;
  if (!isMaybeArguments(value['arguments'])) return `${at}.arguments`;
  return null;
}

/** `toolCall`: a non-empty id, then the part its type names, which must be there. */
function toolCall(value: unknown, at: string): Problem {
  if (!isFields(value)) return at;
  const id = value['id'];
  if (typeof id !== 'string' || id === '') return `${at}.id`;
  if (!isMaybeString(value['type'])) return `${at}.type`;
  const custom = namedText(value['custom'], `${at}.custom`, 'input');
  if (custom !== null) return custom;
  const problem = functionCall(value['function'], `${at}.function`);
  if (problem !== null) return problem;
  const part = value['type'] === 'custom' ? value['custom'] : value['function'];
  return isMissing(part) ? `${at}.function` : null;
}

const chunkChoices = choicesReader('delta', fragment, (v, at) => namedText(v, at, 'arguments'));
const completionChoices = choicesReader('message', toolCall, functionCall);

/** The first place where a chunk differs from `chatChunkShape` ('' for the chunk itself), or null. */
export function chatChunkProblem(chunk: unknown): Problem {
  return isFields(chunk) ? chunkChoices(chunk['choices'], 'choices') : '';
}

/** Throws the 502 `mustRead(chatChunkShape, chunk)` would, naming the same place. */
export function mustReadChatChunk(chunk: unknown): void {
  mustPass(chatChunkProblem(chunk));
}

/** The first place where a buffered completion differs from `chatCompletionShape`, or null. */
export function chatCompletionProblem(answer: unknown): Problem {
  return isFields(answer) ? completionChoices(answer['choices'], 'choices') : '';
}

/** Throws the 502 `mustRead(chatCompletionShape, answer)` would, naming the same place. */
export function mustReadChatCompletion(answer: Fields): void {
  mustPass(chatCompletionProblem(answer));
}
