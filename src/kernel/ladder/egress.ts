// Rung 5: the egress floor. A URL, host or address in any argument (shell commands included) that
// points at link-local or cloud-metadata destinations is refused for every tool, allowed or not.
import { lowerKey } from '../policy/lower.js';
import { forbiddenHostIn } from './destinations.js';
import { type ArgLeaves, commandsOf, leavesOf, type RungInput, type RungResult, refuse } from './rung.js';
import { shellReading } from './shell-reading.js';
import { factsOf } from './text-memo.js';

const ADDRESS_KEYS = new Set(['host', 'hostname', 'ip', 'addr', 'address', 'server']);

export function checkEgress(input: RungInput): RungResult {
  const host = forbiddenIn(leavesOf(input)) ?? forbiddenInShell(commandsOf(input));
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

/**
 * Round 56: the forbidden destination a shell text names as the shell reads its words: a quote, an escape
 * or an empty expansion inside a host (`curl http://1""69.254.169.254/`, `http://1\\69…`, `$'\\x31'69…`,
 * `http://1${x}69…`) splits the raw text's token, while the shell runs the joined word. Each rendering of
 * the shell reading (shell-reading.ts: de-quoted words, the text's literal variables, its scripts) is
 * scanned as the raw value is.
 */
function forbiddenInShell(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const facts = factsOf(text);
    if (facts.shellHost === undefined) {
      facts.shellHost = null;
      for (const line of shellReading(text).texts) {
        const host = forbiddenHostIn(line);
        if (host !== undefined) {
          facts.shellHost = host;
          break;
        }
      }
    }
    if (facts.shellHost) return facts.shellHost;
  }
  return undefined;
}
