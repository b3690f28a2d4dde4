import { readFileSync } from 'node:fs';
import { EXIT } from '../exit-codes.js';
import { parseFlags } from '../flags.js';
import type { CliIo } from '../io.js';

/** The package version, read once from package.json beside the compiled tree. */
export function gateVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

const HELP = 'usage: gate version\n\nPrints the version of gate.\n';
export const usage = (): string => HELP;

export async function run(argv: string[], io: CliIo): Promise<number> {
  // Strict like every command (docs/cli.md): `gate version --bogus` is a usage error, not a version.
  const { values } = parseFlags({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout.write(HELP);
    return EXIT.OK;
  }
  io.stdout.write(`gate ${gateVersion()}\n`);
  return EXIT.OK;
}
