// Runs one command of a table and maps every failure to one stderr line and an exit code. The table is
// main.ts's, or the start-up snapshot's few (src/cli/snapshot.ts), which must not reach the others' modules.
import type { Writable } from 'node:stream';
import { isGateError } from '../kernel/errors.js';
import { terminalSafe } from '../kernel/printable.js';
import { EXIT } from './exit-codes.js';
import { type CliIo, UsageError } from './io.js';

export type Command = (argv: string[], io: CliIo) => Promise<number>;

/** A command's module: how it runs, and its usage text (for the subcommand argv names, if it has any). */
export interface CommandModule {
  run: Command;
  usage(argv: string[]): string;
}

/** A command as a table names it: a summary for the usage text, and its module, loaded when asked for. */
export interface CommandEntry {
  summary: string;
  load: () => Promise<CommandModule>;
}

export async function dispatch(
  argv: string[],
  given: CliIo,
  commands: Readonly<Record<string, CommandEntry>>,
  usage: () => string,
): Promise<number> {
  const [name, ...rest] = argv;
  // serve --stdio speaks MCP on stdout: its frames are JSON the client parses, never a terminal's text.
  const io = terminalSafeIo(given, name !== 'serve');
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout).write(usage());
    return name === undefined ? EXIT.USAGE : EXIT.OK;
  }
  if (name === '--version' || name === '-v') return dispatch(['version', ...rest], io, commands, usage);
  const entry = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!entry) {
    io.stderr.write(`gate: unknown command "${name}"; 'gate --help' lists the commands\n`);
    return EXIT.USAGE;
  }
  let command: CommandModule | undefined;
  try {
    command = await entry.load();
    return await command.run(rest, io);
  } catch (err) {
    if (command && isFlagParseError(err)) {
      // A mistyped flag gets the command's usage, not node's hint about positionals and quoting.
      io.stderr.write(`gate: ${name}: ${flagProblem(err)}\n\n${command.usage(rest)}`);
      return EXIT.USAGE;
    }
    return reportFailure(err, io);
  }
}

/**
 * The command's streams, with every string written made terminal-safe (src/kernel/printable.ts): what a
 * command prints of stored names (journal rows, recall images, approvals) never drives the terminal.
 */
export function terminalSafeIo(io: CliIo, stdout = true): CliIo {
  const out: CliIo = {
    stdout: stdout ? terminalSafeStream(io.stdout) : io.stdout,
    stderr: terminalSafeStream(io.stderr),
    // Still made on first use (src/cli/io.ts).
    get stdin() {
      return io.stdin;
    },
    env: io.env,
  };
  if (io.stdinFd !== undefined) out.stdinFd = io.stdinFd;
  return out;
}

function terminalSafeStream(stream: Writable): Writable {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  return new Proxy(stream, {
    get(target, key) {
      if (key === 'write')
        return (chunk: unknown, ...rest: unknown[]) =>
          write(typeof chunk === 'string' ? terminalSafe(chunk) : chunk, ...rest);
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function isFlagParseError(err: unknown): err is Error & { code: string } {
  return (err as { code?: unknown })?.code?.toString().startsWith('ERR_PARSE_ARGS') === true;
}

/** node:util parseArgs' message, first clause only, with the flag or argument shortened. */
export function flagProblem(err: Error & { code: string }): string {
  const quoted = /'([^']*)'/.exec(err.message)?.[1] ?? '';
  const shown = quoted.length > 40 ? `${quoted.slice(0, 40)}...` : quoted;
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown flag "${shown}"`;
  if (err.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument "${shown}"`;
  if (/argument missing/.test(err.message)) return `${shown.split(' ')[0]} needs a value`;
  if (/does not take an argument/.test(err.message)) return `${shown} takes no value`;
  // A value that starts with '-' (a negative number, '-x') reads as a flag unless joined with '='.
  if (/argument is ambiguous/.test(err.message))
    return `${shown}'s value starts with '-': write ${shown}=<value>`;
  return 'the flags could not be read';
}

/** One clear line on stderr, never a stack trace (set GATE_DEBUG=1 to see one). */
export function reportFailure(err: unknown, io: CliIo): number {
  if (err instanceof UsageError || (err as { code?: string })?.code?.startsWith?.('ERR_PARSE_ARGS')) {
    io.stderr.write(`gate: ${(err as Error).message}\n`);
    return EXIT.USAGE;
  }
  if (isGateError(err)) {
    io.stderr.write(err.problems.map((p) => `gate: ${p}\n`).join(''));
    return EXIT.FAILURE;
  }
  io.stderr.write(`gate: ${(err as Error)?.message ?? String(err)}\n`);
  if (io.env.GATE_DEBUG) io.stderr.write(`${(err as Error)?.stack ?? ''}\n`);
  return EXIT.FAILURE;
}
