// The start-up snapshot's entry. scripts/bundle.mjs bundles this file as one CommonJS script and runs
// `node --build-snapshot` on it: the modules of the commands below are evaluated and the built-in floor
// compiled inside dist/snapshot/gate.blob, and bin/gate starts node from that blob for these commands, so
// they only deserialise and run (docs/operations.md, "Startup"). `policy --check` and `preflight` start from
// smaller blobs of their own (snapshot-check.ts, snapshot-preflight.ts) when they were built. Nothing of the
// process that builds the blob may stay in it: no env, cwd, time or random value is read at load or while building.
import { startupSnapshot } from 'node:v8';
import * as hook from './commands/hook.js';
import * as policy from './commands/policy.js';
import * as preflight from './commands/preflight.js';
import type { CommandEntry } from './dispatch.js';
import { runFromSnapshotOnStart, warmPreflight } from './snapshot-main.js';

/** bin/gate starts these from the snapshot (its shell part names the same ones); every other from the bundle. */
const SNAPSHOT_COMMANDS: Readonly<Record<string, CommandEntry>> = {
  preflight: { summary: '', load: async () => preflight },
  policy: { summary: '', load: async () => policy },
  hook: { summary: '', load: async () => hook },
};

if (startupSnapshot.isBuildingSnapshot()) {
  // The floor a bare `preflight` judges on: compiled once here, not in every process.
  policy.builtinPolicy();
  warmPreflight(SNAPSHOT_COMMANDS);
  runFromSnapshotOnStart(SNAPSHOT_COMMANDS);
}
