// `gate policy`: print a floor as a manifest (--dump) or validate one (--check). Also the one place the
// CLI reads a --policy file, so preflight (and anything else) reports unreadable files the same way.

import { readManifestFile } from '../../io/regular-file.js';
import { fileProblem, GateError, isGateError } from '../../kernel/errors.js';
import { programProblems } from '../../kernel/policy/arg-rule-index.js';
import { PREFIX } from '../../kernel/policy/decode.js';
import {
  checkNamedManifest,
  dumpManifest,
  loadNamedPolicy,
  MAX_MANIFEST_BYTES,
  summarisePolicy,
} from '../../kernel/policy/load.js';
import type { Policy } from '../../kernel/policy/types.js';
import { unadmittedRuleTools } from '../../kernel/policy/unadmitted.js';
import { builtinPolicy } from '../../server/policy-holder.js';
import { EXIT } from '../exit-codes.js';
import { parseFlags } from '../flags.js';
import { type CliIo, readAllBytes, strictUtf8, UsageError } from '../io.js';

const HELP = `usage: gate policy --dump [--policy <file>]
       gate policy --check <file|->

  --dump             print the built-in default floor as a manifest (the complete default)
  --policy <file>    with --dump: print this manifest instead, normalised the same way
  --check <file|->   validate a manifest ('-' reads standard input); prints "OK  <file>" and a
                     summary of the admitted floor, or every problem on stderr with exit code 1
  --help             this text

'gate policy --dump | gate policy --check -' round-trips, and a dump of a dump is byte-identical.
`;

export const usage = (): string => HELP;

export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      dump: { type: 'boolean' },
      check: { type: 'string' },
      policy: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout.write(HELP);
    return EXIT.OK;
  }
  if ((values.dump === true) === (values.check !== undefined))
    throw new UsageError('policy needs exactly one of --dump or --check <file>');
  if (values.check !== undefined && values.policy !== undefined)
    throw new UsageError('--policy goes with --dump; --check takes the file itself');

  if (values.dump) {
    const policy = await withManifestErrors(io, () => loadPolicyFile(values.policy, io));
    if (!policy) return EXIT.FAILURE;
    io.stdout.write(dumpManifest(policy.manifest));
    return EXIT.OK;
  }
  const file = values.check as string;
  const policy = await withManifestErrors(io, async () =>
    checkNamedManifest(await readPolicyText(file, io), fileLabel(file)),
  );
  if (!policy) return EXIT.FAILURE;
  // Loading parses each pattern; a call builds its program on first need. Build them all now.
  const problems = programProblems(policy.manifest.arg_rules);
  for (const problem of problems) io.stderr.write(`gate: ${PREFIX}${fileLabel(file)}: ${problem}\n`);
  if (problems.length > 0) return EXIT.FAILURE;
  for (const warning of unadmittedRuleTools(policy.manifest))
    io.stderr.write(`gate: warning: ${fileLabel(file)}: ${warning}\n`);
  io.stdout.write(`OK  ${file}\n${summarisePolicy(policy)}`);
  return EXIT.OK;
}

/** The floor named by --policy (a file, or `-` for standard input), or the built-in default floor. */
export async function loadPolicyFile(path: string | undefined, io: CliIo): Promise<Policy> {
  if (path === undefined) return builtinPolicy();
  return loadNamedPolicy(await readPolicyText(path, io), path, fileLabel(path));
}

export { builtinPolicy };

const fileLabel = (path: string): string => (path === '-' ? '<stdin>' : path);

async function readPolicyText(path: string, io: CliIo): Promise<string> {
  if (path === '-') {
    const bytes = await readAllBytes(io.stdin, MAX_MANIFEST_BYTES);
    if (bytes === undefined)
      throw new GateError(
        'BAD_FLAG',
        `standard input holds more than ${MAX_MANIFEST_BYTES} bytes, too large for a manifest`,
      );
    // As a file is (src/io/regular-file.ts): bytes that are not UTF-8 are refused, not read as U+FFFD.
    const text = strictUtf8(bytes);
    if (text === undefined)
      throw new GateError('BAD_FLAG', 'cannot read policy from standard input: not UTF-8 text (EILSEQ)');
    return text;
  }
  try {
    return await readManifestFile(path, MAX_MANIFEST_BYTES);
  } catch (err) {
    throw new GateError('BAD_FLAG', `cannot read policy file ${JSON.stringify(path)}: ${fileProblem(err)}`);
  }
}

/** Runs a load; a failure prints every problem, one `gate: ` line each, and yields undefined. */
export async function withManifestErrors<T>(io: CliIo, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (err) {
    if (!isGateError(err)) throw err;
    for (const problem of err.problems) io.stderr.write(`gate: ${problem}\n`);
    return undefined;
  }
}
