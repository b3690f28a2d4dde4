// A bench's command line: `--help` prints its usage, an unknown or malformed option prints the error
// and the usage (exit 2), instead of node's parse-error stack.
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export function benchOptions<T extends Options>(usage: string, options: T) {
  if (process.argv.slice(2).some((a) => a === '--help' || a === '-h')) {
    process.stdout.write(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ options }).values;
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
}

/** The usage line of a bench whose options say enough: each flag with its default. */
export function usageOf(script: string, options: Options): string {
  const flags = Object.entries(options).map(([name, o]) =>
    o.type === 'boolean'
      ? `  --${name}`
      : `  --${name} <value>${o.default === undefined ? '' : `  (default ${String(o.default)})`}`,
  );
  return `usage: node dist/bench/${script}.js [options]\n${flags.join('\n')}\n`;
}

/** benchOptions with the usage built from the options themselves. */
export function benchOptionsFor<T extends Options>(script: string, options: T) {
  return benchOptions(usageOf(script, options), options);
}
