// Every command's flags are read here: node:util's parseArgs, and a flag given twice refused.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from './io.js';

/**
 * parseArgs, except that a flag not declared `multiple` may be given once: parseArgs keeps the last of
 * `--tool Read --tool Bash` silently, so a reader of the command line (or a script that appended a flag
 * to an operator's) and gate would judge different calls (round 58, redteam2-r58).
 */
export function parseFlags<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  const parsed = parseArgs({ ...config, tokens: true }) as ReturnType<typeof parseArgs<T>> & {
    tokens?: Array<{ kind: string; name?: string }>;
  };
  const seen = new Set<string>();
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== 'option' || token.name === undefined) continue;
    if (config.options?.[token.name]?.multiple) continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once: give it once`);
    seen.add(token.name);
  }
  if (!config.tokens) delete parsed.tokens;
  return parsed;
}
