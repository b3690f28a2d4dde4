// Rung 5: the egress floor. A URL, host or address in any argument (shell commands included) that
// points at link-local or cloud-metadata destinations is refused for every tool, allowed or not.
import { lowerKey } from '../policy/lower.js';
import { forbiddenHostIn } from './destinations.js';
import { type ArgLeaves, leavesOf, type RungInput, type RungResult, refuse } from './rung.js';
import { factsOf } from './text-memo.js';

const ADDRESS_KEYS = new Set(['host', 'hostname', 'ip', 'addr', 'address', 'server']);

export function checkEgress(input: RungInput): RungResult {
  const host = forbiddenIn(leavesOf(input));
  return host === undefined
    ? 'no forbidden destination in the arguments'
    : refuse('egress', 'EGRESS_BLOCK', `egress: ${host}`);
}

/** The first forbidden destination among the call's values, in walk order. */
function forbiddenIn({ values, keys }: ArgLeaves): string | undefined {
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as string | number;
    if (typeof value === 'string') {
      // A function of the string alone, kept with its other facts (text-memo.ts).
      const facts = factsOf(value);
      if (facts.host === undefined) facts.host = forbiddenHostIn(value) ?? null;
      if (facts.host) return facts.host;
    } else if (Number.isInteger(value) && ADDRESS_KEYS.has(lowerKey(keys[i] as string))) {
      // A bare number under an address-shaped key is an IPv4 address in decimal.
      const hit = forbiddenHostIn(String(value));
      if (hit) return hit;
    }
  }
  return undefined;
}
