// What a one-shot start-up snapshot (snapshot.ts, snapshot-check.ts) runs when node starts from its blob:
// bin/gate's JavaScript launcher, for the commands that blob holds (docs/operations.md, "Startup").
import { writeSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { startupSnapshot } from 'node:v8';
import { prepareFloorSplits } from '../kernel/policy/rule-matcher.js';
import { type CommandEntry, dispatch } from './dispatch.js';
import { processIo } from './io.js';
import { quietOnClosedPipe, tuneV8 } from './launch.js';

/** Makes `commands` the blob's `main`; call it while the blob builds. */
export function runFromSnapshotOnStart(commands: Readonly<Record<string, CommandEntry>>): void {
  startupSnapshot.setDeserializeMainFunction(() => {
    runFromSnapshot(commands).catch((err: unknown) => {
      process.stderr.write(`gate: ${(err as Error)?.message ?? String(err)}\n`);
      process.exitCode = 1;
    });
  });
}

/** What a blob's build judges once: no file or command of the building machine is read or run. */
const WARM_CALLS: readonly (readonly string[])[] = [
  ['--tool', 'Read', '--args', '{"file_path":"a"}'],
  ['--tool', 'Bash', '--args', '{"command":"git status && ls -la | grep -v x > /dev/null 2>&1"}'],
];

/**
 * A read and a shell command judged once while the blob builds, so the functions they call keep their
 * bytecode in it: the shell's reader compiled after the start was about a tenth of a shell preflight's instructions.
 */
export function warmPreflight(commands: Readonly<Record<string, CommandEntry>>): void {
  const sink = new Writable({ write: (_c, _e, cb) => cb() });
  const io = { stdout: sink, stderr: sink, stdin: Readable.from([]), env: {} };
  void (async () => {
    for (const args of WARM_CALLS) await dispatch(['preflight', ...args], io, commands, () => '');
  })();
  // The floor's 62 kB rule read into its alternatives and their gates (no program): a tenth of a
  // `pip install` preflight when each start did it (docs/operations.md, "Round 43").
  prepareFloorSplits();
}

/** The snapshot's own `main`: what bin/gate's JavaScript does, for a command of `commands`. */
async function runFromSnapshot(commands: Readonly<Record<string, CommandEntry>>): Promise<void> {
  // node --snapshot-blob <blob> <command> ...: no script name in argv.
  const argv = process.argv.slice(1);
  stderrOnDescriptor3();
  quietOnClosedPipe();
  tuneV8(argv);
  process.exitCode = await dispatch(argv, processIo(), commands, () => 'usage: gate <command> [flags]\n');
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
