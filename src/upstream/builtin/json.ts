// Reading untrusted request JSON without `any`: narrowing helpers and the schema reader.
import type { JsonObject, JsonSchema, JsonValue } from './types.js';

export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A request the wire cannot decode; each wire renders it in its provider's error shape. */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly param: string | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** Parses a request body; a missing or non-object body is a BadRequest. */
export function parseBody(body: string | undefined): Obj {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? '');
  } catch (err) {
    throw new BadRequest(`We could not parse the JSON body of your request: ${(err as Error).message}`);
  }
  if (!isObj(parsed)) throw new BadRequest('The request body must be a JSON object.');
  return parsed;
}

/** Copies a value that came from JSON.parse into the JsonValue type (dropping anything JSON cannot hold). */
export function toJson(value: unknown): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(toJson);
  if (isObj(value)) return toJsonObject(value);
  return null;
}

export function toJsonObject(value: Obj): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJson(v);
  return out;
}

/** Reads the parts of a JSON Schema the model uses; anything else is ignored. */
export function readSchema(value: unknown): JsonSchema {
  if (!isObj(value)) return {};
  const schema: JsonSchema = {};
  const type = value['type'];
  if (typeof type === 'string') schema.type = type;
  else if (Array.isArray(type)) schema.type = type.filter((t): t is string => typeof t === 'string');
  const description = str(value['description']);
  if (description !== undefined) schema.description = description;
  const props = value['properties'];
  if (isObj(props)) {
    schema.properties = {};
    for (const [k, v] of Object.entries(props)) schema.properties[k] = readSchema(v);
  }
  const required = value['required'];
  if (Array.isArray(required)) schema.required = required.filter((r): r is string => typeof r === 'string');
  if (value['items'] !== undefined) schema.items = readSchema(value['items']);
  if (Array.isArray(value['enum'])) schema.enum = value['enum'].map(toJson);
  if (value['default'] !== undefined) schema.default = toJson(value['default']);
  if (typeof value['minimum'] === 'number') schema.minimum = value['minimum'];
  if (value['additionalProperties'] === false) schema.additionalProperties = false;
  return schema;
}

/** The text of a content value: a string, or the `text` of each text-bearing block, joined by newlines. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block) => (isObj(block) ? (str(block['text']) ?? textOf(block['content'])) : ''))
    .filter((t) => t !== '')
    .join('\n');
}
