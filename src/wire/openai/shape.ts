// What gate must read of a chat completion and of each stream chunk to find every proposed call. Calls
// live in `choices[].message.tool_calls` / `function_call` (buffered) and `choices[].delta.tool_calls` /
// `function_call` (streamed); those paths are typed strictly, the rest passes through as it came.
import { jsonObject, maybe, open, position, z } from '../shared/shape.js';

/** Arguments as the model's text, or a JSON object from a lenient server (judged as it is). */
const argumentsField = maybe(z.union([z.string(), jsonObject]));

const functionCall = open({ name: maybe(z.string()), arguments: argumentsField });
const customCall = open({ name: maybe(z.string()), input: maybe(z.string()) });

/** A call is read through the part its type names: that part must be there. */
const toolCall = open({
  id: maybe(z.string()),
  type: maybe(z.string()),
  function: maybe(functionCall),
  custom: maybe(customCall),
}).refine((call) => (call.type === 'custom' ? call.custom != null : call.function != null), {
  message: 'a tool call without the part its type names',
  path: ['function'],
});

export const chatCompletionShape = open({
  choices: maybe(
    z.array(
      open({
        index: maybe(position),
        finish_reason: maybe(z.string()),
        message: maybe(
          open({
            tool_calls: maybe(z.array(toolCall)),
            function_call: maybe(functionCall),
          }),
        ),
      }),
    ),
  ),
});

/** A fragment: each field arrives in some chunk, none has to be in this one. */
const toolCallFragment = open({
  index: maybe(position),
  id: maybe(z.string()),
  type: maybe(z.string()),
  function: maybe(open({ name: maybe(z.string()), arguments: maybe(z.string()) })),
  custom: maybe(open({ name: maybe(z.string()), input: maybe(z.string()) })),
});

export const chatChunkShape = open({
  choices: maybe(
    z.array(
      open({
        index: maybe(position),
        finish_reason: maybe(z.string()),
        delta: maybe(
          open({
            tool_calls: maybe(z.array(toolCallFragment)),
            function_call: maybe(open({ name: maybe(z.string()), arguments: maybe(z.string()) })),
          }),
        ),
      }),
    ),
  ),
});
