// What gate must read of a chat completion and of each stream chunk to find every proposed call. Calls
// live in `choices[].message.tool_calls` / `function_call` (buffered) and `choices[].delta.tool_calls` /
// `function_call` (streamed); those paths are typed strictly, the rest passes through as it came.
import { jsonObject, maybe, open, position, z } from '../shared/shape.js';
import { carriesCall } from './chunk-check.js';

/** Arguments as the model's text, or a JSON object from a lenient server (judged as it is). */
const argumentsField = maybe(z.union([z.string(), jsonObject]));

const functionCall = open({ name: maybe(z.string()), arguments: argumentsField });
const customCall = open({ name: maybe(z.string()), input: maybe(z.string()) });
/** A streamed fragment's arguments are always text (the SDK appends them). */
const functionFragment = open({ name: maybe(z.string()), arguments: maybe(z.string()) });

const callFields = { id: maybe(z.string()), type: maybe(z.string()), custom: maybe(customCall) };

/** A call is read through the part its type names: that part must be there. Its id ties it to its verdict. */
const toolCall = open({ ...callFields, id: z.string().min(1), function: maybe(functionCall) }).refine(
  (call) => (call.type === 'custom' ? call.custom != null : call.function != null),
  { message: 'a tool call without the part its type names', path: ['function'] },
);

/** A fragment: it names the call it continues (the SDK accumulates by index); its other fields may come later. */
const toolCallFragment = open({ ...callFields, index: position, function: maybe(functionFragment) });

/**
 * The choices list of an answer or chunk: `part` is `message` or `delta`, holding `calls`. The other part
 * holds no call: gate reads only `part`, and a hand-written client may read `message ?? delta`.
 */
function choicesOf(part: 'message' | 'delta', calls: z.ZodType, legacy: z.ZodType) {
  const other = part === 'delta' ? 'message' : 'delta';
  const held = open({ tool_calls: maybe(z.array(calls)), function_call: maybe(legacy) });
  return open({
    choices: maybe(
      z.array(
        open({
          // A streamed choice is placed by its index (the SDK's way); a buffered one by its place in the list.
          index: part === 'delta' ? position : maybe(position),
          finish_reason: maybe(z.string()),
          // Round 46: a buffered choice holds its message (a choice without one is not an answer gate read).
          [part]: part === 'message' ? held : maybe(held),
          [other]: z
            .unknown()
            .refine((v) => !carriesCall(v), 'a call in the part this answer does not use')
            .optional(),
        }),
      ),
    ),
  });
}

export const chatCompletionShape = choicesOf('message', toolCall, functionCall);
export const chatChunkShape = choicesOf('delta', toolCallFragment, functionFragment);
