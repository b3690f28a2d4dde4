// What gate must read of a response and of each stream event to find every call item. Every output item
// must say its type; a call item (calls.ts, CALL_KINDS) must carry the fields its kind is judged on, with
// their types. Items of other types pass through as they came.

import { table } from '../../kernel/table.js';
import { jsonObject, maybe, open, openWhole, position, z } from '../shared/shape.js';

const named = { name: z.string(), namespace: maybe(z.string()) };
const ids = { id: maybe(z.string()), call_id: maybe(z.string()) };

/** The fields each call kind is judged on; keyed like CALL_KINDS. */
const CALL_SHAPES: Readonly<Record<string, z.ZodType>> = table({
  function_call: open({ ...ids, ...named, arguments: maybe(z.union([z.string(), jsonObject])) }),
  custom_tool_call: open({ ...ids, ...named, input: maybe(z.string()) }),
  local_shell_call: open({ ...ids, action: maybe(jsonObject) }),
  shell_call: open({ ...ids, action: maybe(jsonObject) }),
  apply_patch_call: open({ ...ids, operation: maybe(jsonObject) }),
  computer_call: open({ ...ids, action: maybe(jsonObject), actions: maybe(z.array(z.unknown())) }),
  mcp_approval_request: open({
    ...ids,
    name: z.string(),
    server_label: maybe(z.string()),
    arguments: maybe(z.union([z.string(), jsonObject])),
  }),
});

/** Any output item: it names its type, and a call item has its kind's shape. */
export const itemShape = openWhole({ type: z.string() }).superRefine((item, ctx) => {
  const shape = Object.hasOwn(CALL_SHAPES, item.type) ? CALL_SHAPES[item.type] : undefined;
  if (!shape) return;
  const result = shape.safeParse(item);
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  // The id its verdict is listed under must be one the client holds.
  const named = (v: unknown) => typeof v === 'string' && v !== '';
  if (!named(item['call_id']) && !named(item['id']))
    ctx.addIssue({ code: 'custom', message: 'a call item without an id', path: ['call_id'] });
});

export const responseObjectShape = open({ output: maybe(z.array(itemShape)) });

/** Every event: its type, where it points, and what it carries that gate reads. */
export const streamEventShape = open({
  type: z.string(),
  output_index: maybe(position),
  item_id: maybe(z.string()),
  item: maybe(itemShape),
  response: maybe(responseObjectShape),
});
