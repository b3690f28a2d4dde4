// The start-up snapshot's entry. scripts/bundle.mjs bundles this file as one CommonJS script and runs
// `node --build-snapshot` on it: the modules of the commands below are evaluated and the built-in floor
// compiled inside dist/snapshot/gate.blob, and bin/gate starts node from that blob for these commands, so
// they only deserialise and run (docs/operations.md, "Startup"). `policy --check` starts from a smaller
// blob of its own (snapshot-check.ts). Nothing of the process that builds the blob may stay in it: no env,
// cwd, time or random value is read at load or while building.
import { Readable, Writable } from 'node:stream';
import { startupSnapshot } from 'node:v8';
import * as hook from './commands/hook.js';
import * as policy from './commands/policy.js';
import * as preflight from './commands/preflight.js';
import { type CommandEntry, dispatch } from './dispatch.js';
import { runFromSnapshotOnStart } from './snapshot-main.js';

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
  runFromSnapshotOnStart(SNAPSHOT_COMMANDS);
}
