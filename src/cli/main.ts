// The composition root: every command by name, each run through dispatch.ts.
import { type CommandEntry, dispatch } from './dispatch.js';
import { type CliIo, processIo } from './io.js';

/** Each command lives in its own module, loaded only when asked for. */
const COMMANDS: Record<string, CommandEntry> = {
  serve: { summary: 'run the gateway', load: () => import('./commands/serve.js') },
  run: {
    summary: 'run one agent through a gateway of its own (gate run -- claude)',
    load: () => import('./commands/run.js'),
  },
  hook: {
    summary: "answer an agent's tool-use hook (gate hook claude-code|codex|cursor|gemini)",
    load: () => import('./commands/hook.js'),
  },
  policy: {
    summary: 'print (--dump) or validate (--check) a capability floor',
    load: () => import('./commands/policy.js'),
  },
  preflight: {
    summary: 'adjudicate one call offline against a floor',
    load: () => import('./commands/preflight.js'),
  },
  journal: {
    summary: 'verify, read or rotate an audit journal (journal verify|tail|rotate <file>)',
    load: () => import('./commands/journal.js'),
  },
  demo: {
    summary: 'run a scripted agent session through an in-process gateway',
    load: () => import('./commands/demo.js'),
  },
  fleet: {
    summary: "list the fleet's leases or release a crashed replica's (fleet leases|release <replica>)",
    load: () => import('./commands/fleet.js'),
  },
  recall: {
    summary: 'save, load and inspect durable core images of a session',
    load: () => import('./commands/recall.js'),
  },
  version: { summary: 'print the version', load: () => import('./commands/version.js') },
};

export function usage(): string {
  const rows = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return `usage: gate <command> [flags]\n\ncommands:\n${rows.join('\n')}\n\n'gate <command> --help' for a command's flags.\n`;
}

export function main(argv: string[], given: CliIo = processIo()): Promise<number> {
  return dispatch(argv, given, COMMANDS, usage);
}
