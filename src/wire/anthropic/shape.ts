// What gate must read of a message and of each stream event to find every tool_use block. Every content
// block must say its type; a tool_use block must carry its id, name and input. A stream event's
// `type` must agree with its SSE event name: the official SDK dispatches on the name and accumulates on
// the type, so a disagreement could carry a block past gate under another event's name.
import { givenValue, maybe, open, openWhole, position, z } from '../shared/shape.js';

/**
 * An object that names its type, checked against `strict` when that type is `type` and passed through
 * otherwise. The type picks the check, so the common other kinds (text) are never first tried and failed
 * against the strict shape, as a union did (its failures cost 5x the check).
 */
function strictWhen(type: string, strict: z.ZodType) {
  return openWhole({ type: z.string() }).superRefine((value, ctx) => {
    if (value.type !== type) return;
    const result = strict.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  });
}

const toolUse = open({ type: z.literal('tool_use'), id: z.string(), name: z.string(), input: givenValue });

/** Any block: tool_use strictly, every other type by its name only (it passes through). */
const block = strictWhen('tool_use', toolUse);

export const messageShape = open({
  content: maybe(z.array(block)),
  stop_reason: maybe(z.string()),
});

/** What gate reads of each event type it reads, besides the type every event names. */
const EVENT_FIELDS = {
  // The SDK starts its snapshot from this message: a block in it would reach the client unjudged.
  message_start: { message: open({ content: maybe(z.array(z.unknown()).length(0)) }) },
  content_block_start: { index: position, content_block: block },
  content_block_delta: {
    index: position,
    delta: strictWhen('input_json_delta', open({ partial_json: z.string() })),
  },
  content_block_stop: { index: position },
  message_delta: { delta: maybe(open({ stop_reason: maybe(z.string()) })) },
} satisfies Record<string, Record<string, z.ZodType>>;

const namedEvent = open({ type: z.string() });

/**
 * Each read event type's whole shape, built once (a schema made per event cost 3x its check), as one
 * object: an intersection with `namedEvent` read every event twice and then merged the two copies.
 */
const FULL_EVENT_SHAPES: ReadonlyMap<string, z.ZodType> = new Map(
  Object.entries(EVENT_FIELDS).map(([type, fields]) => [type, open({ type: z.string(), ...fields })]),
);

/** The shape an event of this type must have (every event names its type). */
export function eventShape(type: string): z.ZodType {
  return FULL_EVENT_SHAPES.get(type) ?? namedEvent;
}
