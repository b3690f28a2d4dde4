// Rung 5: the egress floor. A URL, host or address in any argument (shell commands included) that
// points at link-local or cloud-metadata destinations is refused for every tool, allowed or not.
import type { JsonValue } from '../types.js';
import { forbiddenHostIn } from './destinations.js';
import { MAX_ARG_DEPTH, type RungInput, type RungResult, refuse } from './rung.js';
import { factsOf } from './text-memo.js';

const ADDRESS_KEYS = new Set(['host', 'hostname', 'ip', 'addr', 'address', 'server']);

export function checkEgress({ args }: RungInput): RungResult {
  const host = forbiddenIn(args, undefined, 0);
  return host === undefined
    ? 'no forbidden destination in the arguments'
    : refuse('egress', 'EGRESS_BLOCK', `egress: ${host}`);
}

function forbiddenIn(value: JsonValue, key: string | undefined, depth: number): string | undefined {
  if (typeof value === 'string') {
    // A function of the string alone, kept with its other facts (text-memo.ts).
    const facts = factsOf(value);
    if (facts.host === undefined) facts.host = forbiddenHostIn(value) ?? null;
    return facts.host ?? undefined;
  }
  // A bare number under an address-shaped key is an IPv4 address in decimal.
  if (typeof value === 'number') {
    return key !== undefined && ADDRESS_KEYS.has(key.toLowerCase()) && Number.isInteger(value)
      ? forbiddenHostIn(String(value))
      : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_ARG_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const hit = forbiddenIn(item, key, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const k in value) {
    const hit = forbiddenIn(value[k] as JsonValue, k, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}
