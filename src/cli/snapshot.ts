// The start-up snapshot's entry. scripts/bundle.mjs bundles this file as one CommonJS script and runs
// `node --build-snapshot` on it: the modules of the commands below are evaluated and the built-in floor
// compiled inside dist/snapshot/gate.blob, and bin/gate starts node from that blob for these commands, so
// they only deserialise and run (docs/operations.md, "Startup"). Nothing of the process that builds the
// blob may stay in it: no env, cwd, time or random value is read at load or while building.
import { writeSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { startupSnapshot } from 'node:v8';
import * as hook from './commands/hook.js';
import * as policy from './commands/policy.js';
import * as preflight from './commands/preflight.js';
import { type CommandEntry, dispatch } from './dispatch.js';
import { processIo } from './io.js';
import { quietOnClosedPipe, tuneV8 } from './launch.js';

/** bin/gate starts these from the snapshot (its shell part names the same ones); every other from the bundle. */
const SNAPSHOT_COMMANDS: Readonly<Record<string, CommandEntry>> = {
  preflight: { summary: '', load: async () => preflight },
  policy: { summary: '', load: async () => policy },
  hook: { summary: '', load: async () => hook },
};

/** What the blob's build judges once: no file or command of the building machine is read or run. */
const WARM_CALLS: readonly (readonly string[])[] = [
  ['--tool', 'Read', '--args', '{"file_path":"a"}'],
  ['--tool', 'Bash', '--args', '{"command":"git status && ls -la | grep -v x > /dev/null 2>&1"}'],
];

/** The snapshot's own `main`: what bin/gate's JavaScript does, for a command of SNAPSHOT_COMMANDS. */
async function runFromSnapshot(): Promise<void> {
  // node --snapshot-blob <blob> <command> ...: no script name in argv.
  const argv = process.argv.slice(1);
  stderrOnDescriptor3();
  quietOnClosedPipe();
  tuneV8(argv);
  process.exitCode = await dispatch(
    argv,
    processIo(),
    SNAPSHOT_COMMANDS,
    () => 'usage: gate <command> [flags]\n',
  );
}

/**
 * bin/gate gives node's own stderr to /dev/null (so a blob node refuses says nothing before the bundle
 * runs instead) and gate's stderr as descriptor 3: everything written to process.stderr goes there.
 */
function stderrOnDescriptor3(): void {
  const stderr = new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        writeSync(3, chunk);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  Object.defineProperty(process, 'stderr', { configurable: true, enumerable: true, get: () => stderr });
}

if (startupSnapshot.isBuildingSnapshot()) {
  // The floor a bare `preflight` judges on: compiled once here, not in every process.
  policy.builtinPolicy();
  const sink = new Writable({ write: (_c, _e, cb) => cb() });
  const io = { stdout: sink, stderr: sink, stdin: Readable.from([]), env: {} };
  // A read and a shell command judged once here, so the functions they call keep their bytecode in the blob:
  // the shell's reader compiled after the start was about a tenth of a shell preflight's instructions.
  void (async () => {
    for (const args of WARM_CALLS) await dispatch(['preflight', ...args], io, SNAPSHOT_COMMANDS, () => '');
  })();
  startupSnapshot.setDeserializeMainFunction(() => {
    runFromSnapshot().catch((err: unknown) => {
      process.stderr.write(`gate: ${(err as Error)?.message ?? String(err)}\n`);
      process.exitCode = 1;
    });
  });
}
